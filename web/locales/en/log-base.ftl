# Game-log lines of the base game: one sentence per event.
# $seat is always a player's name.

## Downtown
log-trick-learned = { $seat } learns { $trick } with { $die }{ $coins ->
        [0] {""}
       *[other] , paying { $paid } for missing Fame
    }.
log-character-hired = { $seat } hires { $character-indef } at the Inn.
log-coins-taken = { $seat } takes { $coins } at the Bank.
log-die-rerolled = { $seat } rerolls { $die }: { $face }.
log-die-set = { $seat } sets { $die } to { $face }.

## Set-up
log-magician-chosen = { $seat } chooses { $magician } (Favorite: { $favorite }).
log-starting-trick-chosen = { $seat } starts with the Trick { $trick }.
log-starting-components-chosen = { $seat } starts with { $components }.
log-specialist-chosen-components = { $seat } hires { $specialist-indef } with { $components } on the Multi Component slots.
log-specialist-chosen-trick = { $seat } hires { $specialist-indef } with { $trick } on the Engineer's slot.
log-specialist-chosen-apprentice = { $seat } hires { $specialist-indef } with an extra Apprentice.
log-setup-choose-tricks = Everyone chooses a starting Trick.
log-setup-boards = Everyone chooses starting Components and a Specialist.
log-setup-discard-powers = Everyone discards 4 of the 12 Powers dealt.
# One seat of the starting Initiative Order, with its starting Coins.
log-starting-order-seat = { $seat } ({ $coins })
log-starting-order = Starting Initiative Order: { $order }.

## Turn
log-turn-started = Turn { $turn } begins.
log-dice-rolled = Downtown dice: { $faces }.
log-initiative-set = Initiative Order: { $order }.
log-advertise-turn = { $seat } may Advertise.
log-advertised = { $seat } Advertises for { $coins } and gains { $fame }.
log-advertise-declined = { $seat } does not Advertise.

## Assignment
log-assignment-started = Assignment phase: everyone places Assignment cards face down.
log-card-assigned = { $seat } assigns { $character } to { $location }.
# Another player's card: its Location is not shown.
log-card-assigned-hidden = { $seat } puts a card face down under { $character-indef }.
log-card-unassigned = { $seat } takes back the card under { $character-indef }.
log-assignment-confirmed = { $seat } is done assigning.
log-assignments-revealed = { $n ->
        [0] No Assignment card is revealed.
        [one] The Assignment card is revealed.
       *[other] All { $n } Assignment cards are revealed.
    }

## Place Characters
log-placement-turn = It is { $seat }'s turn to place a Character.
log-character-placed = { $seat } places { $character-indef } at { $slot } with { $ap }.
log-character-placed-enhanced = { $seat } places { $character-indef } at { $slot }, paying a Shard to Enhance with { $ap }.
log-character-idle = { $seat }'s { $character } stays Idle.
log-character-idle-forced = { $seat }'s { $character } stays Idle (no free slot).
log-actions-ended = { $seat }'s { $character } is done{ $n ->
        [0] {""}
       *[other] {" "}({ $unspent } unused)
    }.

## Market Row
log-components-bought = { $seat } buys { $n } { $component } for { $coins }{ $bargain ->
        [0] {""}
       *[other] {" "}(Bargain { $bargain })
    }.
log-component-ordered = { $seat } orders { $component } (Order slot { $slot }).
log-quick-ordered = { $seat } Quick Orders { $component }.

## Workshop
amount-trick-markers = { $n ->
    [one] { $n } Trick Marker
   *[other] { $n } Trick Markers
}
# A starting Trick's markers, placed at set-up (no Action Points spent).
log-trick-prepared-start = { $seat } starts with { $trick } with { $markers }.
log-trick-prepared = { $seat } prepares { $trick } with { $markers }.
log-trick-moved = { $seat } moves { $trick } to the Engineer's slot.
log-components-moved = { $seat } moves the { $component } pile to a Multi Component slot.
log-apprentice-moved = { $seat } moves an Apprentice to the Assistant's slot.

## Theater
amount-links = { $n ->
    [one] { $n } Link
   *[other] { $n } Links
}
# $card is a Performance card's printed code; $shared counts the players
# who receive a Shard for Links in Shard circles, $receivers names them.
log-trick-set-up = { $seat } sets up { $trick } on { $card }{ $links ->
        [0] {""}
       *[other] , creating { $created }
    }{ $shared ->
        [0] {""}
       *[other] {" "}(Shard for { $receivers })
    }.
log-shard-and = { $a } and { $b }
log-link-bonus-taken = { $seat } takes a Link Bonus of { $bonus }.
log-marker-rescheduled = { $seat } reschedules a Trick from { $from } to { $to }.

## Performance
log-performance-started = Performance phase.
log-performer-to-choose = { $seat } chooses what to Perform on { $day }.
# What one player receives from a Performance: "Bob +2 Fame +1 Coin +0 Shards".
log-payout = { $seat } +{ $fame } +{ $coins } +{ $shards }
# $card is the Performance card's printed code; $payouts lists log-payout
# parts; $links is how many Links; $fame, $coins, $shards the Performer bonus.
log-performed = { $seat } Performs { $card } on { $day }: { $payouts }; { $links }; Performer bonus +{ $fame } +{ $coins } +{ $shards }.
log-performance-declined = { $seat } chooses not to Perform on { $day }.
log-performance-declined-no-markers = { $seat } does not Perform on { $day }: no Performance card holds their Trick Markers.

## End Turn
# One player's Wages: paid in full, or short (paying $paid of $due and losing Fame).
log-wages-paid-one = { $seat } pays { $coins }
log-wages-short = { $seat } pays { $paid } of { $due } due and loses { $fame }
log-wages-paid = Wages: { $wages }.
log-no-wages = No Wages are due.
log-characters-returned = Characters return home.
log-orders-arrived = Orders arrive at the Market Row.
# $discarded, $drawn: Performance cards' printed codes.
log-cards-moved = Performance cards move.
log-cards-moved-discarded = Performance cards move; { $discarded } is discarded.
log-cards-moved-drawn = Performance cards move; { $drawn } arrives.
log-cards-moved-both = Performance cards move; { $discarded } is discarded; { $drawn } arrives.
log-posters-removed = Posters return to their owners.
log-turn-ended = Turn { $turn } ends.
log-final-score = { $seat } { $score }
log-game-ended = Game over: { $scores }. { $winner } wins!

## Fame, Coins, Shards and Components outside the Actions
# Why Fame or Shards changed: a Magician's ability, a Prophecy (by its
# printed code), a Special Assignment card (its name and code).
log-why-ability = { $magician-ability }
log-why-prophecy = Prophecy { $code }
log-why-special = { $card } ({ $code })
log-trick-returned = { $seat } returns { $trick } to the Residence.
log-components-returned = { $seat } returns { $n } { $component } to the supply.
log-fame-gained = { $seat } gains { $fame } ({ $why }).
log-fame-lost = { $seat } loses { $fame } ({ $why }).
log-coins-paid = { $seat } pays { $coins }.
log-coins-paid-to = { $seat } pays { $coins } to { $to }.
log-shards-gained = { $seat } gains { $shards }.
# P02: Shards on top of one just received.
log-shards-gained-more = { $seat } gains { $shards } more ({ $why }).
log-shard-paid = { $seat } pays a Shard.
log-components-gained = { $seat } gets { $n } { $component }.
log-coins-gained = { $seat } gains { $coins }.
