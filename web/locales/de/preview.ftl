# Vorschauen: was als Nächstes kommt und der Spieler noch nicht sehen kann
# (hidden-...), und was er vor dem Senden eines Befehls wissen sollte (warn-...).

## Verborgene Ausgänge
hidden-starting-order = dann wird die Start-Initiativreihenfolge ausgelost
hidden-dice-rolled = dann werden die Innenstadtwürfel geworfen
hidden-die-rolled = dann wird der Würfel geworfen
hidden-cards-revealed = dann werden die Auftragskarten aufgedeckt
hidden-performance-card-drawn = dann wird eine Vorstellungskarte vom Stapel gezogen
hidden-prophecy-drawn = dann wird eine Prophezeiung vom Stapel gezogen
hidden-turn-setup-drawn = dann wird die nächste Rundenaufbaukarte aufgedeckt
hidden-secrets-drawn = dann werden neue Geheimnisse aufgedeckt
hidden-heir-draws = dann zieht Dahlgaards Erbe zufällig
hidden-heir-plan-revealed = dann deckt Dahlgaards Erbe sein Planplättchen auf

## Warnungen
warn-no-action-points = dieser Charakter erhält hier keine Aktionspunkte
warn-idle-characters = { $idle ->
        [one] { $idle } deiner Charaktere erhält keine Karte und bleibt diese Runde untätig
       *[other] { $idle } deiner Charaktere erhalten keine Karte und bleiben diese Runde untätig
    }
warn-unspent-action-points = { $ap ->
        [one] { $ap } ungenutzter Aktionspunkt verfällt
       *[other] { $ap } ungenutzte Aktionspunkte verfallen
    }
warn-returns-trick = damit geht der Trick an die Dahlgaard-Residenz zurück; seine Marker verlassen den Spielplan
warn-returns-components = diese Komponenten gehen ohne Gegenwert in den Vorrat zurück
warn-declines-performance = du lässt diese Vorstellung verfallen: Heute führt niemand sie auf
warn-power-leaves-slot = ein Kraftfeld verliert einen Splitter: Seine Kraft geht auf deine Hand zurück
# Regelheft „Rundenende: Löhne zahlen“: Jede fehlende Münze kostet 2 Ruhm.
warn-wages-short = Beim Rundenende fällige Löhne: { $due ->
        [one] { $due } Münze
       *[other] { $due } Münzen
    }; deine Münzen: { $coins }. Wenn du diese Runde nicht mehr verdienst, verlierst du { $fame } Ruhm
