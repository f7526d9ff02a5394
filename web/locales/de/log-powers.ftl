# Spielprotokoll der Magierkräfte und des Duells der Magier.
# $seat ist immer der Name eines Spielers; $power der Name einer Kraft.

## Magierkräfte
log-power-discarded = { $seat } wirft die Kraft { $power } ab.
log-power-discarded-hidden = { $seat } wirft eine Kraft verdeckt ab.
log-power-learning-started = In Initiativreihenfolge darf jeder eine Kraft lernen.
log-power-learned = { $seat } lernt die Kraft { $power } auf Kraftfeld { $slot }{ $coins ->
        [0] {""}
       *[other] {" "}und zahlt { $paid } für fehlenden Ruhm
    }.
log-power-passed = { $seat } lernt in dieser Runde keine Kraft.
log-power-returned = Die Kraft { $power } von { $seat } verlässt Kraftfeld { $slot } und geht auf die Hand zurück{ $coins ->
        [0] {""}
       *[other] {" "}({ $lost } darauf: zurück in den Vorrat)
    }.
# $gains: eine Liste von Mengen (Ruhm, Münzen, Splitter).
log-power-yield = { $seat } erhält { $gains } ({ $power }).
log-power-coins-stored = { $seat }: { $coins } auf { $power } gelegt.
log-power-coins-taken = { $seat } nimmt auch die { $coins } auf { $power }.
log-rearrange-offered = { $seat } darf die Karten unter den eigenen Charakteren umordnen (Ohren im Volk).
log-rearrange-declined = { $seat } behält die Karten und erhält { $coins } (Ohren im Volk).
log-rearranged-hidden = { $seat } ordnet die Karten unter den eigenen Charakteren um.
log-rearranged-swap = { $seat } tauscht die unter { $a-indef } und { $b-indef } gelegten Karten.
log-rearranged-replace = { $seat } legt eine Karte „{ $location }“ unter { $character-indef }; dessen Karte geht auf die Hand zurück.
log-rearranged-replace-special = { $seat } legt { $card } ({ $code }) unter { $character-indef }; dessen Karte geht auf die Hand zurück.
log-gambled = { $seat } setzt { $paid }: Der Bankwürfel zeigt { $face }, Gewinn { $won }.

## Duell der Magier: die Rundenaufbaukarte ($code, $next: aufgedruckte Codes)
log-turn-setup = Rundenaufbaukarte { $code } deckt ab: { $covered }.
log-turn-setup-next = Rundenaufbaukarte { $code } deckt ab: { $covered }. Nächste Runde: { $next }.
# Ein Teil von $covered: die abgedeckten Felder eines Ortes ($slots: Liste von Zahlen).
log-turn-setup-slots = { $location } (Felder { $slots })
# Ein Teil von $covered: die abgedeckten Tage ($days: Liste von Wochentagen).
log-turn-setup-days = { $days } im Theater
