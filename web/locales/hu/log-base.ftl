# Az alapjáték naplósorai: eseményenként egy mondat.
# $seat mindig egy játékos neve. A változók alanyesetben állnak (lásd GLOSSARY.md).

## Downtown
log-trick-learned = { $seat } Trükköt tanul: { $trick } ({ $die }){ $coins ->
        [0] {""}
       *[other] ; a hiányzó Hírnévért fizet: { $paid }
    }.
log-character-hired = { $seat } új karaktert bérel fel a Fogadóban: { $character-indef }.
log-coins-taken = { $seat } pénzt vesz fel a Bankban: { $coins }.
log-die-rerolled = { $seat } újradobja a kockát ({ $die }): { $face }.
log-die-set = { $seat } beállítja a kockát ({ $die }): { $face }.

## Set-up
log-magician-chosen = { $seat } Bűvészt választ: { $magician } (Kedvenc: { $favorite }).
log-starting-trick-chosen = { $seat } kezdő Trükkje: { $trick }.
log-starting-components-chosen = { $seat } kezdő Kellékei: { $components }.
log-specialist-chosen-components = { $seat } Szakembert bérel fel: { $specialist-indef }; a Többes Kellékhelyekre kerül: { $components }.
log-specialist-chosen-trick = { $seat } Szakembert bérel fel: { $specialist-indef }; a Mérnök helyére kerül: { $trick }.
log-specialist-chosen-apprentice = { $seat } Szakembert bérel fel: { $specialist-indef }, és kap egy további Tanoncot.
log-setup-choose-tricks = Mindenki kiválasztja a kezdő Trükkjét.
log-setup-boards = Mindenki kiválasztja a kezdő Kellékeit és egy Szakembert.
log-setup-discard-powers = Mindenki eldob 4 Erőt a kapott 12 közül.
# One seat of the starting Initiative Order, with its starting Coins.
log-starting-order-seat = { $seat } ({ $coins })
log-starting-order = Kezdő Kezdeményezési sorrend: { $order }.

## Turn
log-turn-started = { $turn }. forduló kezdődik.
log-dice-rolled = Belvárosi kockák: { $faces }.
log-initiative-set = Kezdeményezési sorrend: { $order }.
log-advertise-turn = { $seat } hirdethet.
log-advertised = { $seat } hirdet (ára: { $coins }; nyeresége: { $fame }).
log-advertise-declined = { $seat } nem hirdet.

## Assignment
log-assignment-started = Megbízás fázis: mindenki képpel lefelé teszi le a Megbízáskártyáit.
log-card-assigned = { $seat } { $character } karakterét ide küldi: { $location }.
# Another player's card: its Location is not shown.
log-card-assigned-hidden = { $seat } képpel lefelé tesz egy kártyát { $character-indef } alá.
log-card-unassigned = { $seat } visszaveszi a kártyát { $character-indef } alól.
log-assignment-confirmed = { $seat } végzett a Megbízással.
log-assignments-revealed = { $n ->
        [0] Nincs felfordítandó Megbízáskártya.
        [one] A Megbízáskártya felfordul.
       *[other] Minden Megbízáskártya felfordul ({ $n } db).
    }

## Place Characters
log-placement-turn = { $seat } következik: Karaktert helyez le.
log-character-placed = { $seat } Karaktert helyez le: { $character-indef }, ide: { $slot }; { $ap }.
log-character-placed-enhanced = { $seat } Karaktert helyez le: { $character-indef }, ide: { $slot }; egy Szilánkot fizet az Erősítésért: { $ap }.
log-character-idle = { $seat } { $character } karaktere tétlen marad.
log-character-idle-forced = { $seat } { $character } karaktere tétlen marad (nincs szabad hely).
log-actions-ended = { $seat } { $character } karaktere végzett{ $n ->
        [0] {""}
       *[other] {" "}(kihasználatlan: { $unspent })
    }.

## Market Row
log-components-bought = { $seat } Kelléket vásárol: { $n } { $component }, ára { $coins }{ $bargain ->
        [0] {""}
       *[other] {" "}(Alku: { $bargain })
    }.
log-component-ordered = { $seat } megrendel: { $component } ({ $slot }. rendelési hely).
log-quick-ordered = { $seat } gyorsrendel: { $component }.

## Workshop
amount-trick-markers = { $n } Trükkjelző
# A starting Trick's markers, placed at set-up (no Action Points spent).
log-trick-prepared-start = { $seat } kezdő Trükkje: { $trick }, előkészítve: { $markers }.
log-trick-prepared = { $seat } Trükköt készít elő: { $trick }, { $markers }.
log-trick-moved = { $seat } a Mérnök helyére teszi ezt a Trükköt: { $trick }.
log-components-moved = { $seat } Többes Kellékhelyre teszi ezt a Kellékhalmot: { $component }.
log-apprentice-moved = { $seat } egy Tanoncot az Asszisztens melletti helyre tesz.

## Theater
amount-links = { $n } Kapcsolat
# $card is a Performance card's printed code; $shared counts the players
# who receive a Shard for Links in Shard circles, $receivers names them.
log-trick-set-up = { $seat } felállítja a Trükköt ({ $trick }) ezen a kártyán: { $card }{ $links ->
        [0] {""}
       *[other] ; létrejön { $created }
    }{ $shared ->
        [0] {""}
       *[other] {" "}(Szilánkot kap: { $receivers })
    }.
log-shard-and = { $a } és { $b }
log-link-bonus-taken = { $seat } Kapcsolatbónuszt vesz el: { $bonus }.
log-marker-rescheduled = { $seat } átütemez egy Trükköt: { $from } → { $to }.

## Performance
log-performance-started = Előadás fázis.
log-performer-to-choose = { $seat } választja ki, mit ad elő ({ $day }).
# What one player receives from a Performance: "Bob +2 Fame +1 Coin +0 Shards".
log-payout = { $seat } +{ $fame } +{ $coins } +{ $shards }
# $card is the Performance card's printed code; $payouts lists log-payout
# parts; $links is how many Links; $fame, $coins, $shards the Performer bonus.
log-performed = { $seat } előadást tart ({ $card }, { $day }): { $payouts }; { $links }; Előadói bónusz +{ $fame } +{ $coins } +{ $shards }.
log-performance-declined = { $seat } úgy dönt, nem ad elő ({ $day }).
log-performance-declined-no-markers = { $seat } nem ad elő ({ $day }): egyik Előadáskártyán sincs Trükkjelzője.

## End Turn
# One player's Wages: paid in full, or short (paying $paid of $due and losing Fame).
log-wages-paid-one = { $seat } { $coins }
log-wages-short = { $seat } csak { $paid } Érmét fizet a járó { $due } helyett (Hírnévvesztés: { $fame })
log-wages-paid = Bér: { $wages }.
log-no-wages = Nincs fizetendő Bér.
log-characters-returned = A Karakterek hazatérnek.
log-orders-arrived = A rendelések megérkeznek a Piacsorra.
# $discarded, $drawn: Performance cards' printed codes.
log-cards-moved = Az Előadáskártyák továbblépnek.
log-cards-moved-discarded = Az Előadáskártyák továbblépnek; eldobva: { $discarded }.
log-cards-moved-drawn = Az Előadáskártyák továbblépnek; új kártya: { $drawn }.
log-cards-moved-both = Az Előadáskártyák továbblépnek; eldobva: { $discarded }; új kártya: { $drawn }.
log-posters-removed = A plakátok visszakerülnek a gazdáikhoz.
log-turn-ended = { $turn }. forduló véget ér.
log-final-score = { $seat } { $score }
log-game-ended = Vége a játéknak: { $scores }. Győztes: { $winner }!

## Fame, Coins, Shards and Components outside the Actions
# Why Fame or Shards changed: a Magician's ability, a Prophecy (by its
# printed code), a Special Assignment card (its name and code).
log-why-ability = { $magician-ability }
log-why-prophecy = Jóslat: { $code }
log-why-special = { $card } ({ $code })
log-trick-returned = { $seat } visszaadja a Dahlgaard-rezidenciának ezt a Trükköt: { $trick }.
log-components-returned = { $seat } visszatesz a készletbe: { $n } { $component }.
log-fame-gained = { $seat } kap: { $fame } ({ $why }).
log-fame-lost = { $seat } veszít: { $fame } ({ $why }).
log-coins-paid = { $seat } fizet: { $coins }.
log-coins-paid-to = { $seat } fizet: { $coins }, neki: { $to }.
log-shards-gained = { $seat } kap: { $shards }.
# P02: Shards on top of one just received.
log-shards-gained-more = { $seat } további Szilánkot kap: { $shards } ({ $why }).
log-shard-paid = { $seat } fizet egy Szilánkot.
log-components-gained = { $seat } kap: { $n } { $component }.
log-coins-gained = { $seat } kap: { $coins }.
