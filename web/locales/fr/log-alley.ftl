# Lignes du journal de la Ruelle Sombre : ses pioches d'Affectations spéciales
# et ses Prophéties, les capacités des Magiciens, les cartes Affectation
# spéciale, et un coup annulé. $seat est toujours le nom d'un joueur ; une carte
# Affectation spéciale est nommée par $card avec son code imprimé $code.

## Ruelle Sombre
log-second-placement = { $seat } peut placer un second Personnage.
log-special-drawn = { $seat } pioche { $card } ({ $code }) dans la pioche { $deck } des Affectations spéciales.
log-fortune-told = { $seat } a recours à la Divination : les Prophéties en attente avancent.
log-fate-woven = { $seat } tisse le destin : la Prophétie en attente { $pending } devient active.
log-specials-discarded = { $discarded ->
        [one] { $discarded } carte Affectation spéciale utilisée est défaussée
       *[other] { $discarded } cartes Affectation spéciale utilisées sont défaussées
    } ; { $returned ->
        [one] { $returned } revient
       *[other] { $returned } reviennent
    } en main ; la carte du dessus de chaque pioche passe dessous.
log-prophecies-moved = Les Prophéties avancent : une nouvelle devient active.

## Capacités des Magiciens ($yoruba et $performer sont des noms de joueurs)
log-ability-used = { $seat } utilise { $magician-ability } ({ $magician }).
log-breaking-free-offered = { $seat } peut se Libérer (une Reprogrammation gratuite).
log-breaking-free-links = { $seat } se Libère et obtient { $links ->
        [one] { $links } Lien
       *[other] { $links } Liens
    }.
log-breaking-free-ended = { $seat } a fini de se Libérer.
log-possession-offered = { $yoruba } peut posséder { $performer } et choisir la carte à jouer.
log-possession-declined = { $performer } choisit la carte à jouer.
log-possessed = { $yoruba } paie un Éclat et fait jouer { $card } à { $performer }.
log-markers-piled = { $seat } utilise Surcharge sur { $trick } : deux marqueurs sur un emplacement.

## Cartes Affectation spéciale
log-special-assigned = { $seat } pose { $card } ({ $code }) face cachée sous { $character-indef }.
log-special-assigned-hidden = { $seat } pose une carte face cachée sous { $character-indef }.
log-special-unassigned = { $seat } reprend la carte posée sous { $character-indef }.
# $cards : les cartes, chacune un log-special-revealed.
log-specials-revealed = Cartes Affectation spéciale révélées : { $cards }.
log-special-revealed = { $card } ({ $code }) ({ $character } de { $seat })
log-special-placed = { $seat } joue { $card } ({ $code }).
log-special-placed-forfeit = { $seat } joue { $card } ({ $code }) pour +1 Point d'Action au lieu de sa capacité.
log-special-mimicked = { $seat } copie { $card } ({ $code }) grâce à Mimèsis.
log-special-mimicked-forfeit = { $seat } copie { $card } ({ $code }) grâce à Mimèsis, pour +1 Point d'Action au lieu de sa capacité.
log-special-used = { $seat } utilise la capacité de { $card } ({ $code }).
log-trick-overhauled = { $seat } refond { $old } en { $new }.
log-hypnotized = Nouvelle recrue de { $seat } : { $character }, qui arrive aussitôt.
log-interest-rolled = { $seat } touche { $coins } d'intérêts.
# $card : code d'une carte Représentation.
log-guest-set-up = { $seat } installe { $trick } en invité sur { $card }.
log-performance-cards-swapped = { $a } et { $b } échangent leurs places.
log-street-performed = { $seat } joue { $trick } dans la rue : { $fame }, { $coins }, { $shards }.
log-stock-added = { $seat } se fait livrer un Composant { $component } près de la Rue du Marché (Logistique).
log-stock-replaced = Nouveau dans la Rue du Marché : { $component }.
log-trick-enhanced = { $seat } dépense un Éclat pour améliorer { $trick } : +1 Renommée et +1 Pièce, définitivement.
log-talent-spotted = L'Apprenti de { $seat } montre un talent caché ({ $specialist }).
log-talent-hired = L'Apprenti de { $seat } s'en va ; { $specialist-indef } le remplace aussitôt.
log-marker-kept = { $seat } garde un marqueur de { $trick } (Composants Durables).

## Annulation ($what : la ligne du premier événement annulé)
log-taken-back = { $seat } annule : { $what }
log-taken-back-command = { $seat } annule un coup.
