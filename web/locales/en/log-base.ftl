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
