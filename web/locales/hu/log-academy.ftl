# Dahlgaard Akadémiájának naplósorai: eseményenként egy mondat.
# $seat mindig egy játékos neve. $secret (egy Titok neve) és $letter (egy
# szárny betűje) az Akadémia tartalmának saját szavai, változatlanul.

## The rooms a wing holds
room-classroom = Tanterem
room-practice_room = Gyakorlóterem

## Places in the Academy: a wing ("Classroom C"), a slot of one
log-academy-wing = { $room } { $letter }
log-academy-spot = { $wing } ({ $slot }. hely)
# A wing the content does not know.
log-academy-unknown = az Akadémia

## Counts the Academy lines use
amount-banners = { $n } Zászló
# What a Secret gives: $a and $b (each a gain, or a shorter chain of them).
log-academy-gains-and = { $a } és { $b }
log-academy-gains-none = {""}

## Secrets and the Protégé
log-secret-yield = { $seat } kap: { $gains } (Titok: { $secret }).
log-secret-lent = { $seat } egy Érmét tesz le, így { $apprentice-indef } ebben a fordulóban magával viszi ezt a Titkot: { $secret }.
log-secret-lent-hidden = { $seat } egy Érmét tesz le, így { $apprentice-indef } ebben a fordulóban magával viszi a Pártfogolt egyik Titkát.
log-lent-secret-kept = { $seat } visszaveszi az Érmét { $apprentice-indef } mellől.
log-lent-secret-discarded = { $seat } eldobja az Érmét { $apprentice-indef } mellől.
# $space counts from 1; $n is 1 when a Secret was discarded ($old), else 0.
log-secret-learned = { $seat } Titkot tanul: { $secret }, a Pártfogolt { $space }. helyére ({ $ap }){ $n ->
        [0] {""}
       *[other] ; eldobva: { $old }
    }.

## The Classroom phase
log-classroom-started = Tanterem fázis.
log-classroom-started-chooser = Tanterem fázis: { $seat } választja ki, melyik Trükk hoz teljes hozamot.
log-classes-none = Egyik Tanteremben sem tanítanak Trükköt.
# $lessons: the lessons, each a log-lesson, joined by commas.
log-classes-held = Órák a Tantermekben (a Trükkök jelzői visszakerülnek): { $lessons }.
# $what: the Trick (or log-lesson-full, log-lesson-bonus); $fame, $coins,
# $shards: what it pays.
log-lesson = { $seat } – { $what }: +{ $fame } +{ $coins } +{ $shards }
log-lesson-full = { $trick } (teljes hozam)
log-lesson-bonus = Népszerű óra bónusz

## End of turn
# $n: how many Ruins go; $wings: their wings, joined by commas.
log-academy-turn-ended = Az Akadémia: { $n ->
        [0] egy Rom sem kerül le
       *[other] lekerülnek a Romok innen: { $wings }
    }; a gazdátlan Titkokat eldobják, és két újat felfordítanak.

## Renovate, Practice, Teach
# $n: the Shards gained ($shards); $returning: how many players ($returned)
# return a Banner because $seat placed their last one.
log-wing-renovated = { $seat } felújít egy szárnyat: { $wing } ({ $level }. szint), ára { $coins } ({ $ap }): +{ $fame }, { $banners }{ $n ->
        [0] {""}
       *[other] , +{ $shards }
    }.{ $returning ->
        [0] {""}
       *[other] {" "}{ $seat } letette az utolsó Zászlaját: { $returned } egy-egy fel nem használt Zászlót visszatesz a dobozba.
    }
# $to, $from, $freed: slots in the Academy; $moving is 1 when the Trick's
# marker moves from $from, $freeing 1 when another marker of $seat's left
# $freed first.
log-trick-practised = { $seat } gyakorolja ezt a Trükköt: { $trick }, itt: { $to }{ $moving ->
        [0] {""}
       *[other] ; Akadémia-jelzője innen jön: { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Előbb visszakapja az Akadémia-jelzőjét innen: { $freed }.
    }
log-trick-taught = { $seat } tanítja ezt a Trükköt: { $trick }, itt: { $to }{ $moving ->
        [0] {""}
       *[other] ; Akadémia-jelzője innen jön: { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Előbb visszakapja az Akadémia-jelzőjét innen: { $freed }.
    }
log-academy-marker-returned = { $seat } Akadémia-jelzője ({ $trick }) a Trükkel együtt elhagyja az Akadémiát.
