# Game-end conditions printed on the Fame-Threshold-36 Tricks (Dark Alley).
game-end-all-three-specialists = { $fame } Fame with an Engineer, a Manager and an Assistant
game-end-per-advanced-component = { $fame } Fame per Advanced Component
game-end-four-tricks = { $fame } Fame with four Tricks
game-end-has-manager = { $fame } Fame with a Manager
game-end-per-superior-component = { $fame } Fame per Superior Component
game-end-per-apprentice = { $fame } Fame per Apprentice
game-end-per-basic-component = { $fame } Fame per Basic Component
game-end-per-three-coins = { $fame } more Fame per 3 Coins
game-end-has-engineer = { $fame } Fame with an Engineer
game-end-has-assistant = { $fame } Fame with an Assistant
game-end-per-threshold-1-trick = { $fame } Fame per Fame-Threshold-1 Trick
game-end-per-threshold-36-trick = { $fame } Fame per Fame-Threshold-36 Trick, this one included
game-end-per-marker-on-trick-cards = { $fame } Fame per Trick Marker on your Trick cards
game-end-per-shard = { $fame } more Fame per Shard
game-end-per-threshold-16-trick = { $fame } Fame per Fame-Threshold-16 Trick
game-end-per-unused-special-assignment = { $fame } more Fame per unused Special Assignment card
