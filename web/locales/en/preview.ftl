# Previews: what comes next that the player may not see yet (hidden-...),
# and what they should know before sending a command (warn-...).

## Hidden outcomes
hidden-starting-order = then the Starting Initiative Order is drawn
hidden-dice-rolled = then the Downtown dice are rolled
hidden-die-rolled = then the die is rolled
hidden-cards-revealed = then the Assignment cards are turned face up
hidden-performance-card-drawn = then a Performance card is drawn from the deck
hidden-prophecy-drawn = then a Prophecy is drawn from the pile
hidden-turn-setup-drawn = then the next Turn Setup card is turned up
hidden-secrets-drawn = then new Secrets are turned face up
hidden-heir-draws = then Dahlgaard's Heir draws at random
hidden-heir-plan-revealed = then Dahlgaard's Heir reveals its Plan tile

## Warnings
warn-no-action-points = this Character gets no Action Points here
warn-idle-characters = { $idle } of your Characters get no card and stay Idle this turn
warn-unspent-action-points = { $ap } unspent Action Points are lost
warn-returns-trick = this gives the Trick back to the Dahlgaard Residence; its markers come off the board
warn-returns-components = these Components go back to the supply for nothing
warn-declines-performance = you let this Performance go: no one performs it today
warn-power-leaves-slot = a Power slot loses a Shard: its Power goes back to your hand
# Rulebook "End Turn Phase: Pay Wages": each Coin short costs 2 Fame.
warn-wages-short = Wages due at End Turn: { $due }; Coins you have: { $coins }. Unless you earn more this turn, you lose { $fame } Fame
