# Game-log lines of Dahlgaard's Academy: one sentence per event.
# $seat is always a player's name. $secret (a Secret's name) and $letter (a
# wing's letter) are the Academy content's own words, passed as they are.

## The rooms a wing holds
room-classroom = Classroom
room-practice_room = Practice Room

## Places in the Academy: a wing ("Classroom C"), a slot of one
log-academy-wing = { $room } { $letter }
log-academy-spot = { $wing } (slot { $slot })
# A wing the content does not know.
log-academy-unknown = the Academy

## Counts the Academy lines use
amount-banners = { $n ->
    [one] { $n } Banner
   *[other] { $n } Banners
}
# What a Secret gives: $a and $b (each a gain, or a shorter chain of them).
log-academy-gains-and = { $a } and { $b }
log-academy-gains-none = {""}

## Secrets and the Protégé
log-secret-yield = { $seat } gains { $gains } from the Secret { $secret }.
log-secret-lent = { $seat } puts a Coin on { $apprentice-indef }: it carries the Secret { $secret } this turn.
log-secret-lent-hidden = { $seat } puts a Coin on { $apprentice-indef }: it carries one of the Protégé's Secrets this turn.
log-lent-secret-kept = { $seat } takes back the Coin on { $apprentice-indef }.
log-lent-secret-discarded = { $seat } discards the Coin on { $apprentice-indef }.
# $space counts from 1; $n is 1 when a Secret was discarded ($old), else 0.
log-secret-learned = { $seat } learns the Secret { $secret } onto the Protégé's space { $space } ({ $ap }){ $n ->
        [0] {""}
       *[other] , discarding { $old }
    }.

## The Classroom phase
log-classroom-started = The Classroom phase.
log-classroom-started-chooser = The Classroom phase: { $seat } picks the Trick that yields in full.
log-classes-none = No Trick is taught in a Classroom.
# $lessons: the lessons, each a log-lesson, joined by commas.
log-classes-held = Classes are held (their Tricks' markers go back): { $lessons }.
# $what: the Trick (or log-lesson-full, log-lesson-bonus); $fame, $coins,
# $shards: what it pays.
log-lesson = { $seat } { $what } +{ $fame } +{ $coins } +{ $shards }
log-lesson-full = { $trick } in full
log-lesson-bonus = the Popular Class Bonus

## End of turn
# $n: how many Ruins go; $wings: their wings, joined by commas.
log-academy-turn-ended = The Academy: { $n ->
        [0] no Ruin is removed
       *[other] the Ruins over { $wings } are removed
    }; unclaimed Secrets are discarded and two new ones turned face up.

## Renovate, Practice, Teach
# $n: the Shards gained ($shards); $returning: how many players ($returned)
# return a Banner because $seat placed their last one.
log-wing-renovated = { $seat } renovates { $wing } at level { $level } for { $coins } ({ $ap }): +{ $fame }, { $banners }{ $n ->
        [0] {""}
       *[other] , +{ $shards }
    }.{ $returning ->
        [0] {""}
       *[other] {" "}{ $seat } placed their last Banner: { $returned } each return an unused Banner to the box.
    }
# $to, $from, $freed: slots in the Academy; $moving is 1 when the Trick's
# marker moves from $from, $freeing 1 when another marker of $seat's left
# $freed first.
log-trick-practised = { $seat } practises { $trick } in { $to }{ $moving ->
        [0] {""}
       *[other] , moving its Academy marker from { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Their Academy marker in { $freed } returns to them first.
    }
log-trick-taught = { $seat } teaches { $trick } in { $to }{ $moving ->
        [0] {""}
       *[other] , moving its Academy marker from { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Their Academy marker in { $freed } returns to them first.
    }
log-academy-marker-returned = { $seat }'s Academy marker of { $trick } leaves the Academy with the Trick.
