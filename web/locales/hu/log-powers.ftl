# A Bűvészerők és a Bűvészpárbaj naplósorai.
# $seat mindig egy játékos neve; $power egy Erő neve.

## Magician Powers
log-power-discarded = { $seat } eldobja ezt az Erőt: { $power }.
log-power-discarded-hidden = { $seat } képpel lefelé eldob egy Erőt.
log-power-learning-started = A játékosok Kezdeményezési sorrendben megtanulhatnak egy Erőt.
log-power-learned = { $seat } megtanulja ezt az Erőt: { $power } ({ $slot }. Erőhely){ $coins ->
        [0] {""}
       *[other] ; a hiányzó Hírnévért fizet: { $paid }
    }.
log-power-passed = { $seat } ebben a fordulóban nem tanul Erőt.
log-power-returned = { $seat } Ereje ({ $power }) elhagyja az Erőhelyet ({ $slot }.), és visszakerül a kézbe{ $coins ->
        [0] {""}
       *[other] {" "}(a rajta lévő { $lost } visszakerül a készletbe)
    }.
# $gains: a list of amounts (Fame, Coins, Shards).
log-power-yield = { $seat } kap: { $gains } ({ $power }).
log-power-coins-stored = { $seat } Erejére ({ $power }) kerül: { $coins }.
log-power-coins-taken = { $seat } a rajta lévő Érméket is elveszi ({ $power }): { $coins }.
log-rearrange-offered = { $seat } átrendezheti a Karakterei alatti kártyákat (Fülek a városban).
log-rearrange-declined = { $seat } megtartja a kártyáit, és kap: { $coins } (Fülek a városban).
log-rearranged-hidden = { $seat } átrendezi a Karakterei alatti kártyákat.
log-rearranged-swap = { $seat } megcseréli a kártyákat { $a-indef } és { $b-indef } alatt.
log-rearranged-replace = { $seat } { $character-indef } alá tesz egy kártyát (helyszín: { $location }); az ott lévő kártya visszakerül a kézbe.
log-rearranged-replace-special = { $seat } { $character-indef } alá teszi ezt: { $card } ({ $code }); az ott lévő kártya visszakerül a kézbe.
log-gambled = { $seat } szerencsejátékba kezd, tét: { $paid }; a Bank-kocka: { $face }, nyeremény: { $won }.

## Duel of Magicians: the Turn Setup card ($code, $next: printed codes)
log-turn-setup = Forduló-előkészítő kártya ({ $code }), lefedve: { $covered }.
log-turn-setup-next = Forduló-előkészítő kártya ({ $code }), lefedve: { $covered }. Következő forduló: { $next }.
# One part of $covered: a Location's covered slots ($slots: a list of numbers).
log-turn-setup-slots = { $location } (helyek: { $slots })
# One part of $covered: the covered days ($days: a list of weekdays).
log-turn-setup-days = Színház ({ $days })
