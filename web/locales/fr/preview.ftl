# Aperçus : ce qui vient ensuite et que le joueur ne voit pas encore (hidden-…),
# et ce qu'il doit savoir avant d'envoyer un coup (warn-…).

## Issues cachées
hidden-starting-order = puis l'ordre d'Initiative de départ est tiré
hidden-dice-rolled = puis les dés du Centre-ville sont lancés
hidden-die-rolled = puis le dé est lancé
hidden-cards-revealed = puis les cartes d'Affectation sont retournées face visible
hidden-performance-card-drawn = puis une carte Représentation est piochée
hidden-prophecy-drawn = puis une Prophétie est piochée
hidden-turn-setup-drawn = puis la carte Préparation du tour suivante est retournée
hidden-secrets-drawn = puis de nouveaux Secrets sont révélés
hidden-heir-draws = puis l'Héritier de Dahlgaard pioche au hasard
hidden-heir-plan-revealed = puis l'Héritier de Dahlgaard révèle sa tuile Plan

## Avertissements
warn-no-action-points = ce Personnage n'obtient aucun Point d'Action ici
warn-idle-characters = { $idle ->
        [one] { $idle } de vos Personnages ne reçoit aucune carte et reste Inactif ce tour-ci
       *[other] { $idle } de vos Personnages ne reçoivent aucune carte et restent Inactifs ce tour-ci
    }
warn-unspent-action-points = { $ap ->
        [one] { $ap } Point d'Action non dépensé est perdu
       *[other] { $ap } Points d'Action non dépensés sont perdus
    }
warn-returns-trick = ce Tour retourne à la Résidence Dahlgaard ; ses marqueurs quittent le plateau
warn-returns-components = ces Composants retournent à la réserve sans contrepartie
warn-declines-performance = vous laissez passer cette Représentation : personne ne la joue aujourd'hui
warn-power-leaves-slot = un emplacement de Pouvoir perd un Éclat : son Pouvoir revient dans votre main
# Règles, « Fin du tour : payer les Salaires » : chaque Pièce manquante coûte 2 Renommée.
warn-wages-short = Salaires dus en fin de tour : { $due } ; vos Pièces : { $coins }. Si vous n'en gagnez pas davantage ce tour-ci, vous perdez { $fame } Renommée
