# Lignes du journal des Pouvoirs de Magicien et du Duel de Magiciens.
# $seat est toujours le nom d'un joueur ; $power le nom d'un Pouvoir.

## Pouvoirs de Magicien
log-power-discarded = { $seat } défausse le Pouvoir { $power }.
log-power-discarded-hidden = { $seat } défausse un Pouvoir face cachée.
log-power-learning-started = Les joueurs peuvent apprendre un Pouvoir, dans l'ordre d'Initiative.
log-power-learned = { $seat } apprend le Pouvoir { $power } sur l'emplacement de Pouvoir { $slot }{ $coins ->
        [0] {""}
       *[other] , en payant { $paid } pour la Renommée manquante
    }.
log-power-passed = { $seat } n'apprend aucun Pouvoir ce tour-ci.
log-power-returned = Le Pouvoir { $power } de { $seat } quitte l'emplacement de Pouvoir { $slot } et revient en main{ $coins ->
        [0] {""}
       *[other] {" "}(les Pièces posées dessus retournent à la réserve : { $lost })
    }.
# $gains : une liste de quantités (Renommée, Pièces, Éclats).
log-power-yield = { $seat } gagne { $gains } ({ $power }).
log-power-coins-stored = Le Pouvoir { $power } de { $seat } reçoit { $coins }.
log-power-coins-taken = { $seat } prend aussi les Pièces posées sur { $power } : { $coins }.
log-rearrange-offered = { $seat } peut réorganiser les cartes sous ses Personnages (Oreilles dans la Ville).
log-rearrange-declined = { $seat } garde ses cartes et gagne { $coins } (Oreilles dans la Ville).
log-rearranged-hidden = { $seat } réorganise les cartes sous ses Personnages.
log-rearranged-swap = { $seat } échange les cartes posées sous { $a-indef } et { $b-indef }.
log-rearranged-replace = { $seat } pose une carte { $location } sous { $character-indef } ; sa carte précédente revient en main.
log-rearranged-replace-special = { $seat } pose { $card } ({ $code }) sous { $character-indef } ; sa carte précédente revient en main.
log-gambled = { $seat } parie { $paid } : le dé Banque donne { $face }, gain : { $won }.

## Duel de Magiciens : la carte Préparation du tour ($code, $next : codes imprimés)
log-turn-setup = La carte Préparation du tour { $code } couvre { $covered }.
log-turn-setup-next = La carte Préparation du tour { $code } couvre { $covered }. Prochain tour : { $next }.
# Une part de $covered : les emplacements couverts d'un Lieu ($slots : une liste de numéros).
log-turn-setup-slots = { $location } (n° { $slots })
# Une part de $covered : les jours couverts ($days : une liste de jours).
log-turn-setup-days = { $days } au Théâtre
