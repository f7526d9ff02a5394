# Game-log lines of the Dark Alley: its Special Assignment decks and
# Prophecies, the Magicians' abilities, the Special Assignment cards, and a
# command taken back. $seat is always a player's name; a Special Assignment
# card is named by $card with its printed code $code.

## Dark Alley
log-second-placement = { $seat } may place a second Character.
log-special-drawn = { $seat } draws { $card } ({ $code }) from the { $deck } Special Assignment deck.
log-fortune-told = { $seat } visits the Fortune Teller: the Pending Prophecies move.
log-fate-woven = { $seat } weaves fate: Pending Prophecy { $pending } becomes Active.
log-specials-discarded = { $discarded ->
        [one] { $discarded } used Special Assignment card is
       *[other] { $discarded } used Special Assignment cards are
    } discarded; { $returned ->
        [one] { $returned } goes
       *[other] { $returned } go
    } back to hand; each deck's top card goes to the bottom.
log-prophecies-moved = The Prophecies move: a new one is Active.

## Magician abilities ($yoruba and $performer are players' names)
log-ability-used = { $seat } uses { $magician }'s { $magician-ability }.
log-breaking-free-offered = { $seat } may Break Free (a free Reschedule).
log-breaking-free-links = { $seat } Breaks Free into { $links ->
        [one] { $links } Link
       *[other] { $links } Links
    }.
log-breaking-free-ended = { $seat } is done Breaking Free.
log-possession-offered = { $yoruba } may possess { $performer } and choose the card to Perform.
log-possession-declined = { $performer } chooses the card to Perform.
log-possessed = { $yoruba } pays a Shard and makes { $performer } perform { $card }.
log-markers-piled = { $seat } Supercharges { $trick }: two markers on one slot.

## Special Assignment cards
log-special-assigned = { $seat } puts { $card } ({ $code }) face down under { $character-indef }.
log-special-assigned-hidden = { $seat } puts a card face down under { $character-indef }.
log-special-unassigned = { $seat } takes back the card under { $character-indef }.
# $cards: the cards, each a log-special-revealed.
log-specials-revealed = Special Assignment cards revealed: { $cards }.
log-special-revealed = { $card } ({ $code }) ({ $seat }'s { $character })
log-special-placed = { $seat } plays { $card } ({ $code }).
log-special-placed-forfeit = { $seat } plays { $card } ({ $code }) for +1 Action Point instead of its ability.
log-special-mimicked = { $seat } copies with Mimesis { $card } ({ $code }).
log-special-mimicked-forfeit = { $seat } copies with Mimesis { $card } ({ $code }) for +1 Action Point instead of its ability.
log-special-used = { $seat } uses the ability of { $card } ({ $code }).
log-trick-overhauled = { $seat } overhauls { $old } into { $new }.
log-hypnotized = { $seat }'s new { $character } joins at once.
log-interest-rolled = { $seat } earns { $coins } of interest.
# $card: a Performance card's code.
log-guest-set-up = { $seat } sets up { $trick } as a guest on { $card }.
log-performance-cards-swapped = { $a } and { $b } change places.
log-street-performed = { $seat } performs { $trick } in the street: { $fame }, { $coins }, { $shards }.
log-stock-added = { $seat } has { $component } delivered beside the Market Row (Logistics).
log-stock-replaced = { $component } takes a place in the Market Row.
log-trick-enhanced = { $seat } spends a Shard on { $trick }: +1 Fame and Coin for good.
log-talent-spotted = { $seat }'s Apprentice shows a talent for { $specialist }.
log-talent-hired = { $seat }'s Apprentice leaves; { $specialist-indef } joins at once.
log-marker-kept = { $seat } keeps a marker of { $trick } (Durable Components).

## Take back ($what: the line of the first event taken back)
log-taken-back = { $seat } takes back: { $what }
log-taken-back-command = { $seat } takes back a command.
