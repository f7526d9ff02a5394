# Game-log lines of Magician Powers and of the Duel of Magicians.
# $seat is always a player's name; $power a Power's name.

## Magician Powers
log-power-discarded = { $seat } discards the Power { $power }.
log-power-discarded-hidden = { $seat } discards a Power face down.
log-power-learning-started = Players may learn a Power, in Initiative Order.
log-power-learned = { $seat } learns the Power { $power } on Power slot { $slot }{ $coins ->
        [0] {""}
       *[other] , paying { $paid } for missing Fame
    }.
log-power-passed = { $seat } learns no Power this turn.
log-power-returned = { $seat }'s Power { $power } leaves Power slot { $slot } and goes back to the hand{ $coins ->
        [0] {""}
       *[other] {" "}(the { $lost } on it back to the supply)
    }.
# $gains: a list of amounts (Fame, Coins, Shards).
log-power-yield = { $seat } gains { $gains } ({ $power }).
log-power-coins-stored = { $coins } goes onto { $seat }'s { $power }.
log-power-coins-taken = { $seat } also takes the { $coins } on { $power }.
log-rearrange-offered = { $seat } may rearrange the cards under their Characters (Ears among the Townsfolk).
log-rearrange-declined = { $seat } keeps their cards and gains { $coins } (Ears among the Townsfolk).
log-rearranged-hidden = { $seat } rearranges the cards under their Characters.
log-rearranged-swap = { $seat } swaps the cards under { $a-indef } and { $b-indef }.
log-rearranged-replace = { $seat } puts a { $location } card under { $character-indef }; its card goes back to the hand.
log-rearranged-replace-special = { $seat } puts { $card } ({ $code }) under { $character-indef }; its card goes back to the hand.
log-gambled = { $seat } gambles { $paid }: the Bank die shows { $face }, { $won } won.

## Duel of Magicians: the Turn Setup card ($code, $next: printed codes)
log-turn-setup = Turn Setup card { $code } covers { $covered }.
log-turn-setup-next = Turn Setup card { $code } covers { $covered }. Next turn: { $next }.
# One part of $covered: a Location's covered slots ($slots: a list of numbers).
log-turn-setup-slots = { $location } slots { $slots }
# One part of $covered: the covered days ($days: a list of weekdays).
log-turn-setup-days = { $days } in the Theater
