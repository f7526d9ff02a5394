# Spielprotokoll von Dahlgaards Erbe, dem Solo-Gegner der Engine: ein Satz
# pro Handlung. Mengen kommen als Zahlen ($n, $coins, $fame …), damit jede
# Sprache ihre Pluralformen wählen kann; $secret (Name eines Geheimnisses),
# $letter (Buchstabe eines Flügels), $code und $card (aufgedruckte Codes)
# kommen unverändert.

## Aufbau und Rundenaufbau
log-heir-set-up = Dahlgaards Erbe spielt „{ $magician }“ (Favorit: { $favorite }) und beginnt mit dem vorbereiteten Trick { $trick } und { $n ->
        [one] { $n } Charakter
       *[other] { $n } Charakteren
    }.
log-heir-turn-setup-due = Rundenaufbau: Der Spieler wählt, welche Würfel des Erben neu geworfen werden.
# $places: die Orte, durch Kommas getrennt.
log-heir-turn-setup-rolled = Rundenaufbau-Würfel geworfen für: { $places }.

## Zuweisung: $cards durch Kommas getrennt, jede ein log-heir-card
log-heir-assigned = Dahlgaards Erbe deckt das Planplättchen { $code } auf und weist zu: { $cards }.
log-heir-card = { $character } → { $location }
log-heir-card-special = { $character } → { $location } (Sonderauftrag)

## Innenstadt: $takes durch Kommas getrennt, jede ein log-heir-take-*
log-heir-downtown = Dahlgaards Erbe nimmt in der Innenstadt: { $takes }.
log-heir-take-trick = den Trick { $trick }
log-heir-take-no-trick = einen Trickwürfel (kein Trick mehr übrig)
log-heir-take-specialist = einen Spezialisten ({ $specialist })
log-heir-take-apprentice = einen Lehrling
log-heir-take-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}

## Marktstraße und Dunkle Gasse
# $components: die bestellten Komponenten, durch Kommas getrennt.
log-heir-market-row = Dahlgaards Erbe bestellt { $components }.
log-heir-dark-alley = Dahlgaards Erbe zieht { $n ->
        [one] { $n } Sonderauftrag
       *[other] { $n } Sonderaufträge
    }.
log-heir-dark-alley-rotated = Dahlgaards Erbe dreht die Prophezeiungen weiter und zieht { $n ->
        [one] { $n } Sonderauftrag
       *[other] { $n } Sonderaufträge
    }.

## Theater: $tricks durch Kommas getrennt, jeder ein log-heir-set-up-one;
## $fame der Verbindungsruhm aller
log-heir-theater = Dahlgaards Erbe baut auf: { $tricks } (+{ $fame } durch Verbindungen).
log-heir-set-up-one = { $trick } auf { $card }

## Die Akademie
log-heir-secret-top = Der Schützling von Dahlgaards Erbe lernt das Geheimnis { $secret } (das obere, per Münzwurf).
log-heir-secret-bottom = Der Schützling von Dahlgaards Erbe lernt das Geheimnis { $secret } (das untere, per Münzwurf).
# $room: der Raum des Flügels; $coins: die aus dem Geldbeutel des Erben abgelegten Münzen.
log-heir-renovated = Dahlgaards Erbe renoviert Flügel { $letter } ({ $room }) auf Stufe { $level }: +{ $fame } Ruhm, { $banners } Banner, { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    } aus dem Geldbeutel abgelegt.
log-heir-renovated-forced = Dahlgaards Erbe renoviert Flügel { $letter } ({ $room }) auf Stufe { $level }, um Platz zu schaffen: +{ $fame } Ruhm, { $banners } Banner, { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    } aus dem Geldbeutel abgelegt.
log-heir-taught = Dahlgaards Erbe unterrichtet { $trick } in einem Klassenzimmer.
log-heir-practised = Dahlgaards Erbe übt { $trick } in einem Übungsraum.
log-heir-practised-marker = Dahlgaards Erbe übt { $trick } in einem Übungsraum und erhält einen Trickmarker.

## Rundenende
log-heir-wages = Dahlgaards Erbe zahlt keine Löhne; er legt { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    } für { $fame } Ruhm ab.
log-heir-leftover = Die auf { $card } verbliebenen Tricks von Dahlgaards Erbe bringen { $fame } Ruhm und { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    }.
