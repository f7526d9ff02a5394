# Conditions de fin de partie imprimées sur les Tours au Seuil de Renommée 36 (Ruelle Sombre).
game-end-all-three-specialists = { $fame } Renommée avec un Ingénieur, un Manager et une Assistante
game-end-per-advanced-component = { $fame } Renommée par Composant Avancé
game-end-four-tricks = { $fame } Renommée avec quatre Tours
game-end-has-manager = { $fame } Renommée avec un Manager
game-end-per-superior-component = { $fame } Renommée par Composant Supérieur
game-end-per-apprentice = { $fame } Renommée par Apprenti
game-end-per-basic-component = { $fame } Renommée par Composant de Base
game-end-per-three-coins = { $fame } Renommée de plus par tranche de 3 Pièces
game-end-has-engineer = { $fame } Renommée avec un Ingénieur
game-end-has-assistant = { $fame } Renommée avec une Assistante
game-end-per-threshold-1-trick = { $fame } Renommée par Tour au Seuil de Renommée 1
game-end-per-threshold-36-trick = { $fame } Renommée par Tour au Seuil de Renommée 36, celui-ci compris
game-end-per-marker-on-trick-cards = { $fame } Renommée par marqueur de Tour sur vos cartes Tour
game-end-per-shard = { $fame } Renommée de plus par Éclat
game-end-per-threshold-16-trick = { $fame } Renommée par Tour au Seuil de Renommée 16
game-end-per-unused-special-assignment = { $fame } Renommée de plus par carte Affectation spéciale inutilisée
