# Spielprotokoll des Grundspiels: ein Satz pro Ereignis.
# $seat ist immer der Name eines Spielers.

## Innenstadt
log-trick-learned = { $seat } lernt { $trick } mit { $die }{ $coins ->
        [0] {""}
       *[other] {" "}und zahlt { $paid } für fehlenden Ruhm
    }.
log-character-hired = { $seat } stellt im Gasthaus { $character-indef } ein.
log-coins-taken = { $seat } nimmt { $coins } von der Bank.
log-die-rerolled = { $seat } wirft { $die } neu: { $face }.
log-die-set = { $seat } dreht { $die } auf { $face }.

## Spielaufbau
log-magician-chosen = { $seat } wählt „{ $magician }“ (Favorit: { $favorite }).
log-starting-trick-chosen = { $seat } beginnt mit dem Trick { $trick }.
log-starting-components-chosen = { $seat } beginnt mit { $components }.
log-specialist-chosen-components = { $seat } stellt { $specialist-indef } ein; auf den Mehrfachfeldern: { $components }.
log-specialist-chosen-trick = { $seat } stellt { $specialist-indef } ein; auf dem Trickfeld des Ingenieurs: { $trick }.
log-specialist-chosen-apprentice = { $seat } stellt { $specialist-indef } ein und erhält einen zusätzlichen Lehrling.
log-setup-choose-tricks = Alle wählen einen Starttrick.
log-setup-boards = Alle wählen Startkomponenten und einen Spezialisten.
log-setup-discard-powers = Alle werfen 4 der 12 erhaltenen Kräfte ab.
# Ein Platz der Start-Initiativreihenfolge mit seinen Startmünzen.
log-starting-order-seat = { $seat } ({ $coins })
log-starting-order = Start-Initiativreihenfolge: { $order }.

## Runde
log-turn-started = Runde { $turn } beginnt.
log-dice-rolled = Innenstadtwürfel: { $faces }.
log-initiative-set = Initiativreihenfolge: { $order }.
log-advertise-turn = { $seat } darf werben.
log-advertised = { $seat } wirbt für { $coins } und erhält { $fame }.
log-advertise-declined = { $seat } wirbt nicht.

## Zuweisung
log-assignment-started = Zuweisung: Alle legen Auftragskarten verdeckt aus.
log-card-assigned = { $seat }: { $character } erhält die Auftragskarte { $location }.
# Karte eines anderen Spielers: ihr Ort wird nicht gezeigt.
log-card-assigned-hidden = { $seat } legt eine Karte verdeckt unter { $character-indef }.
log-card-unassigned = { $seat } nimmt die unter { $character-indef } gelegte Karte zurück.
log-assignment-confirmed = { $seat } ist mit der Zuweisung fertig.
log-assignments-revealed = { $n ->
        [0] Keine Auftragskarte wird aufgedeckt.
        [one] Die Auftragskarte wird aufgedeckt.
       *[other] Alle { $n } Auftragskarten werden aufgedeckt.
    }

## Charaktere einsetzen
log-placement-turn = { $seat } setzt als Nächstes einen Charakter ein.
log-character-placed = { $seat } setzt { $character-indef } ein: { $slot }, { $ap }.
log-character-placed-enhanced = { $seat } setzt { $character-indef } ein und verbessert ihn mit einem Splitter: { $slot }, { $ap }.
log-character-idle = { $seat }: { $character } bleibt untätig.
log-character-idle-forced = { $seat }: { $character } bleibt untätig (kein freies Feld).
log-actions-ended = { $seat }: { $character } ist fertig{ $n ->
        [0] {""}
       *[other] {" "}({ $unspent } ungenutzt)
    }.

## Marktstraße
log-components-bought = { $seat } kauft { $n }× { $component } für { $coins }{ $bargain ->
        [0] {""}
       *[other] {" "}(Feilschen { $bargain })
    }.
log-component-ordered = { $seat } bestellt { $component } (Bestellfeld { $slot }).
log-quick-ordered = { $seat } gibt eine Eilbestellung auf: { $component }.

## Werkstatt
amount-trick-markers = { $n ->
    [one] { $n } Trickmarker
   *[other] { $n } Trickmarkern
}
# Marker eines Starttricks, beim Spielaufbau gelegt (ohne Aktionspunkte).
log-trick-prepared-start = { $seat } beginnt mit { $trick } und { $markers }.
log-trick-prepared = { $seat } bereitet { $trick } mit { $markers } vor.
log-trick-moved = { $seat } legt { $trick } auf das Trickfeld des Ingenieurs.
log-components-moved = { $seat } legt den Stapel { $component } auf ein Mehrfachfeld.
log-apprentice-moved = { $seat } versetzt einen Lehrling auf das Feld des Assistenten.

## Theater
amount-links = { $n ->
    [one] { $n } Verbindung
   *[other] { $n } Verbindungen
}
# $card ist der aufgedruckte Code einer Vorstellungskarte; $shared zählt die
# Spieler, die für Verbindungen in Splitterkreisen einen Splitter erhalten,
# $receivers nennt sie.
log-trick-set-up = { $seat } baut { $trick } auf { $card } auf{ $links ->
        [0] {""}
       *[other] {" "}und schafft { $created }
    }{ $shared ->
        [0] {""}
       *[other] {" "}(Splitter für { $receivers })
    }.
log-shard-and = { $a } und { $b }
log-link-bonus-taken = { $seat } nimmt als Verbindungsbonus { $bonus }.
log-marker-rescheduled = { $seat } plant einen Trick von { $from } nach { $to } um.

## Vorstellung
log-performance-started = Vorstellungsphase.
log-performer-to-choose = { $seat } wählt, was am { $day } aufgeführt wird.
# Was ein Spieler aus einer Vorstellung erhält: "Bob +2 Ruhm +1 Münze +0 Splitter".
log-payout = { $seat } +{ $fame } +{ $coins } +{ $shards }
# $card ist der Code der Vorstellungskarte; $payouts listet log-payout-Teile;
# $links die Zahl der Verbindungen; $fame, $coins, $shards der Darstellerbonus.
log-performed = { $seat } führt am { $day } { $card } auf: { $payouts }; { $links }; Darstellerbonus +{ $fame } +{ $coins } +{ $shards }.
log-performance-declined = { $seat } verzichtet am { $day } auf die Vorstellung.
log-performance-declined-no-markers = { $seat } tritt am { $day } nicht auf: Keine Vorstellungskarte trägt eigene Trickmarker.

## Rundenende
# Lohn eines Spielers: voll bezahlt oder zu wenig ($paid von $due, mit Ruhmverlust).
log-wages-paid-one = { $seat } zahlt { $coins }
log-wages-short = { $seat } zahlt { $paid } von { $due } und verliert { $fame }
log-wages-paid = Löhne: { $wages }.
log-no-wages = Es sind keine Löhne fällig.
log-characters-returned = Die Charaktere kehren heim.
log-orders-arrived = Die Bestellungen treffen in der Marktstraße ein.
# $discarded, $drawn: aufgedruckte Codes von Vorstellungskarten.
log-cards-moved = Die Vorstellungskarten rücken weiter.
log-cards-moved-discarded = Die Vorstellungskarten rücken weiter; { $discarded } wird abgelegt.
log-cards-moved-drawn = Die Vorstellungskarten rücken weiter; { $drawn } kommt hinzu.
log-cards-moved-both = Die Vorstellungskarten rücken weiter; { $discarded } wird abgelegt; { $drawn } kommt hinzu.
log-posters-removed = Die Plakate gehen an ihre Besitzer zurück.
log-turn-ended = Runde { $turn } endet.
log-final-score = { $seat } { $score }
log-game-ended = Spielende: { $scores }. { $winner } gewinnt!

## Ruhm, Münzen, Splitter und Komponenten außerhalb der Aktionen
# Warum sich Ruhm oder Splitter ändern: Fähigkeit eines Magiers, eine
# Prophezeiung (mit Code), ein Sonderauftrag (Name und Code).
log-why-ability = { $magician-ability }
log-why-prophecy = Prophezeiung { $code }
log-why-special = { $card } ({ $code })
log-trick-returned = { $seat } gibt { $trick } an die Residenz zurück.
log-components-returned = { $seat } legt { $n }× { $component } in den Vorrat zurück.
log-fame-gained = { $seat } erhält { $fame } ({ $why }).
log-fame-lost = { $seat } verliert { $fame } ({ $why }).
log-coins-paid = { $seat } zahlt { $coins }.
log-coins-paid-to = { $seat } zahlt { $coins } an { $to }.
log-shards-gained = { $seat } erhält { $shards }.
# P02: Splitter zusätzlich zu einem eben erhaltenen.
log-shards-gained-more = { $seat } erhält zusätzlich { $shards } ({ $why }).
log-shard-paid = { $seat } zahlt einen Splitter.
log-components-gained = { $seat } erhält { $n }× { $component }.
log-coins-gained = { $seat } erhält { $coins }.
