# Lignes du journal de l'Héritier de Dahlgaard, l'adversaire solo joué par le
# moteur : une phrase par acte. Les quantités arrivent en nombres ($n, $coins,
# $fame…) pour choisir les pluriels ; $secret (nom d'un Secret), $letter (lettre
# d'une aile), $code et $card (codes imprimés) sont transmis tels quels.

## Mise en place et Préparation du tour
log-heir-set-up = L'Héritier de Dahlgaard joue { $magician } (Favori : { $favorite }) ; il commence avec le Tour { $trick } préparé et { $n ->
        [one] { $n } Personnage
       *[other] { $n } Personnages
    }.
log-heir-turn-setup-due = Préparation du tour : le joueur choisit quels dés de l'Héritier relancer.
# $places : les Lieux, séparés par des virgules.
log-heir-turn-setup-rolled = Dés de Préparation du tour lancés pour : { $places }.

## Affectation : $cards séparées par des virgules, chacune un log-heir-card
log-heir-assigned = L'Héritier de Dahlgaard révèle la tuile Plan { $code } et affecte { $cards }.
log-heir-card = son { $character } ({ $location })
log-heir-card-special = son { $character } ({ $location }, Affectation spéciale)

## Centre-ville : $takes séparés par des virgules, chacun un log-heir-take-*
log-heir-downtown = L'Héritier de Dahlgaard prend au Centre-ville : { $takes }.
log-heir-take-trick = le Tour { $trick }
log-heir-take-no-trick = un dé Tour (plus aucun Tour)
log-heir-take-specialist = { $specialist } (Spécialiste)
log-heir-take-apprentice = un Apprenti
log-heir-take-coins = { $n ->
        [one] { $n } Pièce
       *[other] { $n } Pièces
    }

## Rue du Marché et Ruelle Sombre
# $components : les Composants commandés, séparés par des virgules.
log-heir-market-row = L'Héritier de Dahlgaard commande : { $components }.
log-heir-dark-alley = L'Héritier de Dahlgaard pioche { $n ->
        [one] { $n } carte Affectation spéciale
       *[other] { $n } cartes Affectation spéciale
    }.
log-heir-dark-alley-rotated = L'Héritier de Dahlgaard fait avancer les Prophéties et pioche { $n ->
        [one] { $n } carte Affectation spéciale
       *[other] { $n } cartes Affectation spéciale
    }.

## Théâtre : $tricks séparés par des virgules, chacun un log-heir-set-up-one ;
## $fame la Renommée des Liens de tous
log-heir-theater = L'Héritier de Dahlgaard installe { $tricks } (+{ $fame } grâce aux Liens).
log-heir-set-up-one = { $trick } sur { $card }

## L'Académie
log-heir-secret-top = Le Protégé de l'Héritier de Dahlgaard apprend le Secret { $secret } (celui du dessus, tiré à pile ou face).
log-heir-secret-bottom = Le Protégé de l'Héritier de Dahlgaard apprend le Secret { $secret } (celui du dessous, tiré à pile ou face).
# $room : la salle de l'aile ; $coins : les Pièces défaussées de la Bourse de l'Héritier.
log-heir-renovated = L'Héritier de Dahlgaard rénove l'aile { $letter } ({ $room }) au niveau { $level } : +{ $fame } Renommée, { $banners ->
        [one] { $banners } Bannière
       *[other] { $banners } Bannières
    }, { $coins ->
        [one] { $coins } Pièce défaussée
       *[other] { $coins } Pièces défaussées
    } de sa Bourse.
log-heir-renovated-forced = L'Héritier de Dahlgaard rénove l'aile { $letter } ({ $room }) au niveau { $level } pour faire de la place : +{ $fame } Renommée, { $banners ->
        [one] { $banners } Bannière
       *[other] { $banners } Bannières
    }, { $coins ->
        [one] { $coins } Pièce défaussée
       *[other] { $coins } Pièces défaussées
    } de sa Bourse.
log-heir-taught = L'Héritier de Dahlgaard enseigne { $trick } en Salle de classe.
log-heir-practised = L'Héritier de Dahlgaard s'entraîne au Tour { $trick } en Salle d'entraînement.
log-heir-practised-marker = L'Héritier de Dahlgaard s'entraîne au Tour { $trick } en Salle d'entraînement et gagne un marqueur de Tour.

## Fin du tour
log-heir-wages = L'Héritier de Dahlgaard ne paie pas de Salaires ; il défausse { $coins ->
        [one] { $coins } Pièce
       *[other] { $coins } Pièces
    } pour { $fame } Renommée.
log-heir-leftover = Les Tours de l'Héritier de Dahlgaard restés sur { $card } rapportent { $fame } Renommée et { $coins ->
        [one] { $coins } Pièce
       *[other] { $coins } Pièces
    }.
