# Spielende-Bedingungen auf den Tricks mit Ruhmesschwelle 36 (Dunkle Gasse).
game-end-all-three-specialists = { $fame } Ruhm mit Ingenieur, Manager und Assistent
game-end-per-advanced-component = { $fame } Ruhm je fortgeschrittener Komponente
game-end-four-tricks = { $fame } Ruhm mit vier Tricks
game-end-has-manager = { $fame } Ruhm mit einem Manager
game-end-per-superior-component = { $fame } Ruhm je hochwertiger Komponente
game-end-per-apprentice = { $fame } Ruhm je Lehrling
game-end-per-basic-component = { $fame } Ruhm je Grundkomponente
game-end-per-three-coins = { $fame } Ruhm zusätzlich je 3 Münzen
game-end-has-engineer = { $fame } Ruhm mit einem Ingenieur
game-end-has-assistant = { $fame } Ruhm mit einem Assistenten
game-end-per-threshold-1-trick = { $fame } Ruhm je Trick mit Ruhmesschwelle 1
game-end-per-threshold-36-trick = { $fame } Ruhm je Trick mit Ruhmesschwelle 36, dieser eingeschlossen
game-end-per-marker-on-trick-cards = { $fame } Ruhm je Trickmarker auf deinen Trickkarten
game-end-per-shard = { $fame } Ruhm zusätzlich je Splitter
game-end-per-threshold-16-trick = { $fame } Ruhm je Trick mit Ruhmesschwelle 16
game-end-per-unused-special-assignment = { $fame } Ruhm zusätzlich je unbenutztem Sonderauftrag
