# Game-log lines of Dahlgaard's Heir, the solo opponent the engine plays: one
# sentence per act. Counts come as numbers ($n, $coins, $fame...) so that a
# language may choose its plural forms; $secret (a Secret's name), $letter (a
# wing's letter), $code and $card (printed codes) are passed as they are.

## Setup and Turn Setup
log-heir-set-up = Dahlgaard's Heir plays { $magician } (Favorite: { $favorite }), starts with the Trick { $trick } prepared and { $n } Characters.
log-heir-turn-setup-due = Turn Setup: the player chooses which of the Heir's dice to re-roll.
# $places: the Locations, joined by commas.
log-heir-turn-setup-rolled = Turn Setup dice rolled for { $places }.

## Assignment: $cards joined by commas, each a log-heir-card
log-heir-assigned = Dahlgaard's Heir reveals the Plan tile { $code } and assigns { $cards }.
log-heir-card = { $character } to { $location }
log-heir-card-special = { $character } to { $location } (Special)

## Downtown: $takes joined by commas, each a log-heir-take-*
log-heir-downtown = Dahlgaard's Heir takes { $takes } Downtown.
log-heir-take-trick = the Trick { $trick }
log-heir-take-no-trick = a Trick die (no Trick left)
log-heir-take-specialist = the { $specialist }
log-heir-take-apprentice = an Apprentice
log-heir-take-coins = { $n } Coins

## Market Row and Dark Alley
# $components: the Components ordered, joined by commas.
log-heir-market-row = Dahlgaard's Heir orders { $components }.
log-heir-dark-alley = Dahlgaard's Heir draws { $n } Special Assignment card(s).
log-heir-dark-alley-rotated = Dahlgaard's Heir rotates the Prophecies and draws { $n } Special Assignment card(s).

## Theater: $tricks joined by commas, each a log-heir-set-up-one; $fame the
## Link Fame of them all
log-heir-theater = Dahlgaard's Heir sets up { $tricks } (+{ $fame } from Links).
log-heir-set-up-one = { $trick } on { $card }

## The Academy
log-heir-secret-top = Dahlgaard's Heir's Protégé learns the Secret { $secret } (the top one, by a coin flip).
log-heir-secret-bottom = Dahlgaard's Heir's Protégé learns the Secret { $secret } (the bottom one, by a coin flip).
# $room: the wing's room; $coins: the Coins discarded from the Heir's purse.
log-heir-renovated = Dahlgaard's Heir renovates wing { $letter } ({ $room }) at level { $level }: +{ $fame } Fame, { $banners } Banner(s), { $coins } Coins discarded from its purse.
log-heir-renovated-forced = Dahlgaard's Heir renovates wing { $letter } ({ $room }) at level { $level } to make room: +{ $fame } Fame, { $banners } Banner(s), { $coins } Coins discarded from its purse.
log-heir-taught = Dahlgaard's Heir teaches { $trick } in a Classroom.
log-heir-practised = Dahlgaard's Heir practises { $trick } in a Practice Room.
log-heir-practised-marker = Dahlgaard's Heir practises { $trick } in a Practice Room and gains a Trick Marker.

## End of turn
log-heir-wages = Dahlgaard's Heir pays no wages; it discards { $coins } Coins for { $fame } Fame.
log-heir-leftover = Dahlgaard's Heir's Tricks left on { $card } yield { $fame } Fame and { $coins } Coins.
