# Lignes du journal de l'Académie de Dahlgaard : une phrase par événement.
# $seat est toujours le nom d'un joueur. $secret (nom d'un Secret) et $letter
# (lettre d'une aile) sont les mots du contenu de l'Académie, transmis tels quels.

## Les salles d'une aile
room-classroom = Salle de classe
room-practice_room = Salle d'entraînement

## Lieux de l'Académie : une aile (« Salle de classe C »), un de ses emplacements
log-academy-wing = { $room } { $letter }
log-academy-spot = { $wing } (emplacement { $slot })
# Une aile que le contenu ne connaît pas.
log-academy-unknown = l'Académie

## Quantités des lignes de l'Académie
amount-banners = { $n ->
    [one] { $n } Bannière
   *[other] { $n } Bannières
}
# Ce que rapporte un Secret : $a et $b (chacun un gain, ou une chaîne plus courte).
log-academy-gains-and = { $a } et { $b }
log-academy-gains-none = {""}

## Secrets et Protégé
log-secret-yield = { $seat } gagne { $gains } grâce au Secret { $secret }.
log-secret-lent = { $seat } pose une Pièce sur { $apprentice-indef } : il porte le Secret { $secret } ce tour-ci.
log-secret-lent-hidden = { $seat } pose une Pièce sur { $apprentice-indef } : il porte l'un des Secrets du Protégé ce tour-ci.
log-lent-secret-kept = { $seat } reprend la Pièce posée sur { $apprentice-indef }.
log-lent-secret-discarded = { $seat } défausse la Pièce posée sur { $apprentice-indef }.
# $space compte à partir de 1 ; $n vaut 1 si un Secret a été défaussé ($old), sinon 0.
log-secret-learned = { $seat } apprend le Secret { $secret } sur l'espace { $space } du Protégé ({ $ap }){ $n ->
        [0] {""}
       *[other] , et défausse { $old }
    }.

## La phase de Salle de classe
log-classroom-started = Phase de Salle de classe.
log-classroom-started-chooser = Phase de Salle de classe : { $seat } choisit le Tour qui rapporte en entier.
log-classes-none = Aucun Tour n'est enseigné en Salle de classe.
# $lessons : les cours, chacun un log-lesson, séparés par des virgules.
log-classes-held = Les cours ont lieu (les marqueurs de leurs Tours reviennent) : { $lessons }.
# $what : le Tour (ou log-lesson-full, log-lesson-bonus) ; $fame, $coins,
# $shards : ce qu'il rapporte.
log-lesson = { $seat } { $what } +{ $fame } +{ $coins } +{ $shards }
log-lesson-full = { $trick } en entier
log-lesson-bonus = le Bonus de Cours populaire

## Fin du tour
# $n : le nombre de Ruines retirées ; $wings : leurs ailes, séparées par des virgules.
log-academy-turn-ended = L'Académie : { $n ->
        [0] aucune Ruine n'est retirée
        [one] la Ruine au-dessus de { $wings } est retirée
       *[other] les Ruines au-dessus de { $wings } sont retirées
    } ; les Secrets non réclamés sont défaussés et deux nouveaux sont révélés.

## Rénover, S'entraîner, Enseigner
# $n : les Éclats gagnés ($shards) ; $returning : combien de joueurs ($returned)
# rendent une Bannière parce que $seat a posé sa dernière.
log-wing-renovated = { $seat } rénove { $wing } au niveau { $level } pour { $coins } ({ $ap }) : +{ $fame }, { $banners }{ $n ->
        [0] {""}
       *[other] , +{ $shards }
    }.{ $returning ->
        [0] {""}
        [one] {" "}{ $seat } a posé sa dernière Bannière : { $returned } rend une Bannière inutilisée à la boîte.
       *[other] {" "}{ $seat } a posé sa dernière Bannière : { $returned } rendent chacun une Bannière inutilisée à la boîte.
    }
# $to, $from, $freed : emplacements de l'Académie ; $moving vaut 1 quand le
# marqueur du Tour part de $from, $freeing 1 quand un autre marqueur de $seat
# a d'abord quitté $freed.
log-trick-practised = { $seat } s'entraîne au Tour { $trick } en { $to }{ $moving ->
        [0] {""}
       *[other] , en déplaçant son marqueur d'Académie depuis { $from }
    }, pour { $ap }.{ $freeing ->
        [0] {""}
       *[other] {" "}Son marqueur d'Académie en { $freed } lui revient d'abord.
    }
log-trick-taught = { $seat } enseigne { $trick } en { $to }{ $moving ->
        [0] {""}
       *[other] , en déplaçant son marqueur d'Académie depuis { $from }
    }, pour { $ap }.{ $freeing ->
        [0] {""}
       *[other] {" "}Son marqueur d'Académie en { $freed } lui revient d'abord.
    }
log-academy-marker-returned = Le marqueur d'Académie de { $seat } pour { $trick } quitte l'Académie avec le Tour.
