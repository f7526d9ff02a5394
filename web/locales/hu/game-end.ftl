# A 36-os Hírnévküszöbű Trükkökre nyomtatott játékvégi feltételek (Sötét Sikátor).
game-end-all-three-specialists = { $fame } Hírnév, ha van Mérnököd, Menedzsered és Asszisztensed
game-end-per-advanced-component = { $fame } Hírnév minden Haladó Kellékért
game-end-four-tricks = { $fame } Hírnév, ha négy Trükköd van
game-end-has-manager = { $fame } Hírnév, ha van Menedzsered
game-end-per-superior-component = { $fame } Hírnév minden Kiváló Kellékért
game-end-per-apprentice = { $fame } Hírnév minden Tanoncért
game-end-per-basic-component = { $fame } Hírnév minden Alap Kellékért
game-end-per-three-coins = további { $fame } Hírnév minden 3 Érméért
game-end-has-engineer = { $fame } Hírnév, ha van Mérnököd
game-end-has-assistant = { $fame } Hírnév, ha van Asszisztensed
game-end-per-threshold-1-trick = { $fame } Hírnév minden 1-es Hírnévküszöbű Trükkért
game-end-per-threshold-36-trick = { $fame } Hírnév minden 36-os Hírnévküszöbű Trükkért, ezt is beleértve
game-end-per-marker-on-trick-cards = { $fame } Hírnév minden Trükk-kártyáidon lévő Trükkjelzőért
game-end-per-shard = további { $fame } Hírnév minden Szilánkért
game-end-per-threshold-16-trick = { $fame } Hírnév minden 16-os Hírnévküszöbű Trükkért
game-end-per-unused-special-assignment = további { $fame } Hírnév minden fel nem használt Különleges megbízáskártyáért
