# Spielprotokoll der Dunklen Gasse: Sonderauftragsstapel und Prophezeiungen,
# Fähigkeiten der Magier, Sonderaufträge und zurückgenommene Befehle.
# $seat ist immer der Name eines Spielers; ein Sonderauftrag heißt $card,
# sein aufgedruckter Code ist $code.

## Dunkle Gasse
log-second-placement = { $seat } darf einen zweiten Charakter einsetzen.
log-special-drawn = { $seat } zieht { $card } ({ $code }) vom Sonderauftragsstapel { $deck }.
log-fortune-told = { $seat } besucht die Wahrsagerin: Die ausstehenden Prophezeiungen rücken weiter.
log-fate-woven = { $seat } webt das Schicksal: Die ausstehende Prophezeiung { $pending } wird aktiv.
log-specials-discarded = { $discarded ->
        [one] { $discarded } benutzter Sonderauftrag wird
       *[other] { $discarded } benutzte Sonderaufträge werden
    } abgelegt; { $returned ->
        [one] { $returned } geht
       *[other] { $returned } gehen
    } auf die Hand zurück; die oberste Karte jedes Stapels kommt nach unten.
log-prophecies-moved = Die Prophezeiungen rücken weiter: Eine neue ist aktiv.

## Fähigkeiten der Magier ($yoruba und $performer sind Spielernamen)
log-ability-used = { $seat } nutzt { $magician-ability } ({ $magician }).
log-breaking-free-offered = { $seat } darf sich befreien (kostenloses Umplanen).
log-breaking-free-links = { $seat } befreit sich und schafft { $links ->
        [one] { $links } Verbindung
       *[other] { $links } Verbindungen
    }.
log-breaking-free-ended = { $seat } ist mit der Befreiung fertig.
log-possession-offered = { $yoruba } darf von { $performer } Besitz ergreifen und die aufzuführende Karte wählen.
log-possession-declined = { $performer } wählt die aufzuführende Karte.
log-possessed = { $yoruba } zahlt einen Splitter und lässt { $performer } { $card } aufführen.
log-markers-piled = { $seat } überlädt { $trick }: zwei Marker auf einem Feld.

## Sonderaufträge
log-special-assigned = { $seat } legt { $card } ({ $code }) verdeckt unter { $character-indef }.
log-special-assigned-hidden = { $seat } legt eine Karte verdeckt unter { $character-indef }.
log-special-unassigned = { $seat } nimmt die unter { $character-indef } gelegte Karte zurück.
# $cards: die Karten, jede ein log-special-revealed.
log-specials-revealed = Aufgedeckte Sonderaufträge: { $cards }.
log-special-revealed = { $card } ({ $code }) ({ $seat }, { $character })
log-special-placed = { $seat } spielt { $card } ({ $code }).
log-special-placed-forfeit = { $seat } spielt { $card } ({ $code }) für +1 Aktionspunkt statt seiner Fähigkeit.
log-special-mimicked = { $seat } kopiert mit Mimesis { $card } ({ $code }).
log-special-mimicked-forfeit = { $seat } kopiert mit Mimesis { $card } ({ $code }) für +1 Aktionspunkt statt seiner Fähigkeit.
log-special-used = { $seat } nutzt die Fähigkeit von { $card } ({ $code }).
log-trick-overhauled = { $seat } überarbeitet { $old } zu { $new }.
log-hypnotized = { $seat }: Der neue { $character } macht sofort mit.
log-interest-rolled = { $seat } erhält { $coins } Zinsen.
# $card: Code einer Vorstellungskarte.
log-guest-set-up = { $seat } baut { $trick } als Gast auf { $card } auf.
log-performance-cards-swapped = { $a } und { $b } tauschen die Plätze.
log-street-performed = { $seat } führt { $trick } auf der Straße auf: { $fame }, { $coins }, { $shards }.
log-stock-added = { $seat } lässt { $component } neben die Marktstraße liefern (Logistik).
log-stock-replaced = { $component } kommt in die Marktstraße.
log-trick-enhanced = { $seat } gibt einen Splitter für { $trick } aus: dauerhaft +1 Ruhm und +1 Münze.
log-talent-spotted = Ein Lehrling von { $seat } zeigt Talent: { $specialist }.
log-talent-hired = { $seat }: Ein Lehrling geht und wird sofort durch { $specialist-indef } ersetzt.
log-marker-kept = { $seat } behält einen Marker von { $trick } (Langlebige Komponenten).

## Zurücknehmen ($what: die Zeile des ersten zurückgenommenen Ereignisses)
log-taken-back = { $seat } nimmt zurück: { $what }
log-taken-back-command = { $seat } nimmt einen Befehl zurück.
