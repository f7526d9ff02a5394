# Lignes du journal du jeu de base : une phrase par événement.
# $seat est toujours le nom d'un joueur.

## Centre-ville
log-trick-learned = { $seat } apprend { $trick } avec le { $die }{ $coins ->
        [0] {""}
       *[other] , en payant { $paid } pour la Renommée manquante
    }.
log-character-hired = { $seat } engage { $character-indef } à l'Auberge.
log-coins-taken = { $seat } prend { $coins } à la Banque.
log-die-rerolled = { $seat } relance le { $die } : { $face }.
log-die-set = { $seat } règle le { $die } sur { $face }.

## Mise en place
log-magician-chosen = { $seat } choisit { $magician } (Favori : { $favorite }).
log-starting-trick-chosen = { $seat } commence avec le Tour { $trick }.
log-starting-components-chosen = { $seat } commence avec { $components }.
log-specialist-chosen-components = { $seat } engage { $specialist-indef } avec { $components } sur les emplacements Multiples.
log-specialist-chosen-trick = { $seat } engage { $specialist-indef } avec { $trick } sur l'emplacement de l'Ingénieur.
log-specialist-chosen-apprentice = { $seat } engage { $specialist-indef } avec un Apprenti supplémentaire.
log-setup-choose-tricks = Chacun choisit un Tour de départ.
log-setup-boards = Chacun choisit ses Composants de départ et un Spécialiste.
log-setup-discard-powers = Chacun défausse 4 des 12 Pouvoirs reçus.
# Une place de l'ordre d'Initiative de départ, avec ses Pièces de départ.
log-starting-order-seat = { $seat } ({ $coins })
log-starting-order = Ordre d'Initiative de départ : { $order }.

## Tour de jeu
log-turn-started = Début du tour { $turn }.
log-dice-rolled = Dés du Centre-ville : { $faces }.
log-initiative-set = Ordre d'Initiative : { $order }.
log-advertise-turn = { $seat } peut faire de la Publicité.
log-advertised = { $seat } fait de la Publicité pour { $coins } et gagne { $fame }.
log-advertise-declined = { $seat } ne fait pas de Publicité.

## Affectation
log-assignment-started = Phase d'Affectation : chacun place ses cartes d'Affectation face cachée.
log-card-assigned = { $seat } affecte son { $character } : { $location }.
# Carte d'un autre joueur : son Lieu reste caché.
log-card-assigned-hidden = { $seat } pose une carte face cachée sous { $character-indef }.
log-card-unassigned = { $seat } reprend la carte posée sous { $character-indef }.
log-assignment-confirmed = { $seat } a terminé ses affectations.
log-assignments-revealed = { $n ->
        [0] Aucune carte d'Affectation n'est révélée.
        [one] La carte d'Affectation est révélée.
       *[other] Les { $n } cartes d'Affectation sont révélées.
    }

## Placement des Personnages
log-placement-turn = C'est à { $seat } de placer un Personnage.
log-character-placed = { $seat } place { $character-indef } — { $slot } — avec { $ap }.
log-character-placed-enhanced = { $seat } place { $character-indef } — { $slot } — et paie un Éclat pour Renforcer : { $ap }.
log-character-idle = { $seat } : son { $character } reste sans action.
log-character-idle-forced = { $seat } : son { $character } reste sans action (aucun emplacement libre).
log-actions-ended = { $seat } : son { $character } a terminé{ $n ->
        [0] {""}
        [one] {" "}({ $unspent } non utilisé)
       *[other] {" "}({ $unspent } non utilisés)
    }.

## Rue du Marché
log-components-bought = { $seat } achète { $n } { $component } pour { $coins }{ $bargain ->
        [0] {""}
       *[other] {" "}(Marchandage { $bargain })
    }.
log-component-ordered = { $seat } passe commande : { $component } (emplacement de Commande { $slot }).
log-quick-ordered = { $seat } passe une Commande express : { $component }.

## Atelier
amount-trick-markers = { $n ->
    [one] { $n } marqueur de Tour
   *[other] { $n } marqueurs de Tour
}
# Marqueurs d'un Tour de départ, posés à la mise en place (sans Points d'Action).
log-trick-prepared-start = { $seat } commence avec { $trick } et { $markers }.
log-trick-prepared = { $seat } prépare { $trick } avec { $markers }.
log-trick-moved = { $seat } déplace { $trick } sur l'emplacement de l'Ingénieur.
log-components-moved = { $seat } déplace la pile { $component } sur un emplacement Multiple.
log-apprentice-moved = { $seat } déplace un Apprenti sur l'emplacement de l'Assistante.

## Théâtre
amount-links = { $n ->
    [one] { $n } Lien
   *[other] { $n } Liens
}
# $card est le code imprimé d'une carte Représentation ; $shared compte les
# joueurs qui reçoivent un Éclat pour des Liens d'Éclat, $receivers les nomme.
log-trick-set-up = { $seat } installe { $trick } sur { $card }{ $links ->
        [0] {""}
       *[other] , et crée { $created }
    }{ $shared ->
        [0] {""}
       *[other] {" "}(Éclat pour { $receivers })
    }.
log-shard-and = { $a } et { $b }
log-link-bonus-taken = { $seat } prend un Bonus de Lien : { $bonus }.
log-marker-rescheduled = { $seat } reprogramme un Tour de { $from } vers { $to }.

## Représentation
log-performance-started = Phase de Représentation.
log-performer-to-choose = { $seat } choisit sa Représentation du { $day }.
# Ce qu'un joueur reçoit d'une Représentation : « Bob +2 Renommée +1 Pièce +0 Éclat ».
log-payout = { $seat } +{ $fame } +{ $coins } +{ $shards }
# $card : code de la carte Représentation ; $payouts : les parts log-payout ;
# $links : le nombre de Liens ; $fame, $coins, $shards : le bonus de l'Artiste.
log-performed = { $seat } se produit sur { $card } le { $day } : { $payouts } ; { $links } ; bonus de l'Artiste +{ $fame } +{ $coins } +{ $shards }.
log-performance-declined = { $seat } choisit de ne pas se produire le { $day }.
log-performance-declined-no-markers = { $seat } ne se produit pas le { $day } : aucune carte Représentation ne porte ses marqueurs de Tour.

## Fin du tour
# Salaires d'un joueur : payés en entier, ou en partie ($paid sur $due, avec perte de Renommée).
log-wages-paid-one = { $seat } paie { $coins }
log-wages-short = { $seat } paie { $paid } au lieu de { $due } et perd { $fame }
log-wages-paid = Salaires : { $wages }.
log-no-wages = Aucun Salaire n'est dû.
log-characters-returned = Les Personnages rentrent chez eux.
log-orders-arrived = Les Commandes arrivent à la Rue du Marché.
# $discarded, $drawn : codes imprimés des cartes Représentation.
log-cards-moved = Les cartes Représentation avancent.
log-cards-moved-discarded = Les cartes Représentation avancent ; { $discarded } est défaussée.
log-cards-moved-drawn = Les cartes Représentation avancent ; { $drawn } arrive.
log-cards-moved-both = Les cartes Représentation avancent ; { $discarded } est défaussée ; { $drawn } arrive.
log-posters-removed = Les Affiches reviennent à leurs propriétaires.
log-turn-ended = Fin du tour { $turn }.
log-final-score = { $seat } { $score }
log-game-ended = Fin de la partie : { $scores }. { $winner } gagne !

## Renommée, Pièces, Éclats et Composants hors des Actions
# Cause d'un gain ou d'une perte : capacité d'un Magicien, Prophétie (par son
# code imprimé), carte Affectation spéciale (nom et code).
log-why-ability = { $magician-ability }
log-why-prophecy = Prophétie { $code }
log-why-special = { $card } ({ $code })
log-trick-returned = { $seat } rend { $trick } à la Résidence Dahlgaard.
log-components-returned = { $seat } rend { $n } { $component } à la réserve.
log-fame-gained = { $seat } gagne { $fame } ({ $why }).
log-fame-lost = { $seat } perd { $fame } ({ $why }).
log-coins-paid = { $seat } paie { $coins }.
log-coins-paid-to = { $seat } paie { $coins } à { $to }.
log-shards-gained = { $seat } gagne { $shards }.
# P02 : Éclats en plus de celui qui vient d'être reçu.
log-shards-gained-more = { $seat } gagne encore { $shards } ({ $why }).
log-shard-paid = { $seat } paie un Éclat.
log-components-gained = { $seat } reçoit { $n } { $component }.
log-coins-gained = { $seat } gagne { $coins }.
