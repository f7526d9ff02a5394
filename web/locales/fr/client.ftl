# Les mots propres du client web (français). Ids : ui-<zone>-<quoi>.
# Traduit depuis locales/en/client.ftl ; termes fixés dans GLOSSARY.md.

## Commandes : titres, commandes complètes, choix supplémentaires

ui-cmd-choose-magician-title = Choisissez votre Magicien
ui-cmd-choose-magician-label = Choisir { $magician } (Favori : { $favorite })
ui-cmd-choose-starting-trick-title = Choisissez votre Tour de départ
ui-cmd-choose-starting-trick-label = Commencer avec { $trick }
ui-cmd-choose-starting-components-title = Choisissez des Composants de départ valant 2 Pièces
ui-cmd-choose-starting-components-label = Commencer avec { $components }
ui-cmd-choose-starting-components-fields-components-name = Composants
ui-cmd-choose-specialist-title = Choisissez un Spécialiste
ui-cmd-choose-specialist-label = Engager : { $choice }
ui-cmd-choose-specialist-fields-bonus-name = Bonus
ui-cmd-advertise-title = Publicité
ui-cmd-decline-advertise-title = Pas de Publicité
ui-cmd-assign-title = Affecter une carte
ui-cmd-assign-label = Mettre une carte { $location } sous votre { $character }
ui-cmd-unassign-title = Reprendre une carte
ui-cmd-unassign-label = Reprendre la carte placée sous votre { $character }
ui-cmd-confirm-assignments-title = Affectation terminée
ui-cmd-place-title = Placer un Personnage
ui-cmd-place-fields-forfeit-name = Renoncer
ui-cmd-place-fields-boost-name = Coup de pouce
ui-cmd-place-fields-mimic-name = Imiter
ui-cmd-leave-idle-title = Laisser un Personnage inactif
ui-cmd-leave-idle-label = Laisser votre { $character } inactif ce tour-ci
ui-cmd-end-actions-title = Finir les Actions
ui-cmd-learn-trick-title = Apprendre un Tour
ui-cmd-hire-title = Engager
ui-cmd-hire-fields-character-name = Personnage
ui-cmd-hire-fields-second-name = Second Apprenti
ui-cmd-take-coins-title = Prendre des Pièces
ui-cmd-take-coins-fields-buy-name = Investissements
ui-cmd-reroll-die-title = Relancer un dé
ui-cmd-reroll-die-label = Relancer { $die } (1 PA)
ui-cmd-set-die-title = Régler un dé
ui-cmd-set-die-label = Tourner { $die } sur { $face } (2 PA)
ui-cmd-set-die-fields-face-name = Face
ui-cmd-buy-title = Acheter des Composants
ui-cmd-buy-fields-items-name = Combien
ui-cmd-buy-fields-pay-name = Paiement
ui-cmd-buy-fields-shoplift-name = Vol à l'Étalage
ui-cmd-order-title = Commander un Composant
ui-cmd-order-fields-component-name = Composant
ui-cmd-order-fields-buy-now-name = En acheter un tout de suite
ui-cmd-quick-order-title = Commande express
ui-cmd-quick-order-label = Commande express : { $component }
ui-cmd-quick-order-fields-component-name = Composant
ui-cmd-prepare-title = Préparer un Tour
ui-cmd-prepare-fields-option-name = Option
ui-cmd-move-trick-title = Déplacer un Tour vers l'Ingénieur
ui-cmd-move-trick-label = Déplacer { $trick } sur l'emplacement de Tour de l'Ingénieur
ui-cmd-move-components-title = Déplacer des Composants vers le Manager
ui-cmd-move-components-label = Déplacer { $component } sur l'emplacement Multiple { $slot } du Manager
ui-cmd-move-components-fields-slot-name = Emplacement Multiple
ui-cmd-move-components-fields-slot-show = Emplacement Multiple { $slot }
ui-cmd-move-apprentice-title = Déplacer un Apprenti vers l'Assistante
ui-cmd-move-apprentice-label = Déplacer { $apprentice } sur l'emplacement de l'Assistante
ui-cmd-set-up-trick-title = Installer un Tour
ui-cmd-set-up-trick-fields-swap-name = Gagner du Temps
ui-cmd-reschedule-title = Déplacer votre marqueur (Reprogrammer)
ui-cmd-reschedule-label = Déplacer votre marqueur de { $card } emplacement { $slot } vers { $to-card } emplacement { $to-slot }, orienté { $facing }
ui-cmd-take-link-bonus-title = Prendre un Bonus de Lien
ui-cmd-take-link-bonus-fields-reward-name = Récompense
ui-cmd-perform-title = Se produire
ui-cmd-perform-fields-steal-name = Vol de Tour
ui-cmd-perform-fields-premiere-name = Grande Première
ui-cmd-perform-fields-durable-name = Composants Durables
ui-cmd-decline-performance-title = Ne pas se produire
ui-cmd-assign-special-title = Affecter une carte Affectation spéciale
ui-cmd-assign-special-label = Mettre { $card } sous votre { $character }
ui-cmd-draw-special-title = Piocher une carte Affectation spéciale
ui-cmd-draw-special-label = Piocher la carte Affectation spéciale { $deck }
ui-cmd-fortune-telling-title = Divination
ui-cmd-fate-weaving-title = Tissage du Destin
ui-cmd-fate-weaving-label = Tissage du Destin : rendre active la Prophétie en attente { $pending }
ui-cmd-set-up-guest-title = Installer en Artiste invité
ui-cmd-set-up-guest-label = Artiste invité : installer { $trick } à côté des emplacements de { $card }
ui-cmd-street-performance-title = Spectacle de Rue
ui-cmd-street-performance-label = Spectacle de Rue : retirer votre marqueur de { $card } emplacement { $slot } pour les gains de son Tour
ui-cmd-set-up-piled-title = Installer deux marqueurs empilés (Surcharge)
ui-cmd-set-up-piled-label = Surcharge : installer deux marqueurs de { $trick } empilés sur { $card } emplacement { $slot }, orientés { $facing }
ui-cmd-possess-title = Possession
ui-cmd-possess-label = Possession : payer un Éclat ; l'adversaire joue { $card }
ui-cmd-decline-ability-title = Ne pas utiliser la capacité
ui-cmd-discard-power-title = Défausser un Pouvoir
ui-cmd-discard-power-label = Défausser { $power } (face cachée, pour toute la partie)
ui-cmd-learn-power-title = Apprendre un Pouvoir
ui-cmd-learn-power-label = Apprendre { $power } à côté de l'emplacement de Pouvoir { $slot }
ui-cmd-pass-power-title = N'apprendre aucun Pouvoir
ui-cmd-rearrange-title = Oreilles dans la Ville
ui-cmd-rearrange-fields-change-name = Changement
ui-cmd-gamble-title = Parier
ui-cmd-renovate-title = Rénover
ui-cmd-renovate-label = Rénover { $wing } au niveau { $level } avec la tuile { $tile }
ui-cmd-renovate-fields-level-name = Niveau
ui-cmd-renovate-fields-level-show = Niveau { $level }
ui-cmd-renovate-fields-tile-name = Tuile
ui-cmd-practice-title = S'entraîner
ui-cmd-practice-fields-free-name = Libérer d'abord un de vos emplacements de Salle d'entraînement
ui-cmd-teach-title = Enseigner
ui-cmd-teach-label = Enseigner { $trick } en { $wing }, emplacement { $slot }
ui-cmd-learn-secret-title = Apprendre un Secret
ui-cmd-learn-secret-label = Apprendre le Secret { $secret } sur la case { $space } du Protégé
ui-cmd-reroll-turn-setup-title = Relancer deux dés de Préparation du tour
ui-cmd-reroll-turn-setup-label = Relancer les dés de Préparation du tour de { $a } et { $b }
ui-cmd-lend-secret-title = Prêter un Secret
ui-cmd-lend-secret-label = Poser une Pièce sur { $apprentice } : il porte le Secret { $secret } du Protégé ce tour-ci
ui-cmd-choose-full-yield-title = Professeur Bernard
ui-cmd-return-trick-title = Rendre un Tour
ui-cmd-return-trick-label = Rendre { $trick } à la Résidence Dahlgaard (ses marqueurs vous reviennent)
ui-cmd-return-trick-fields-trick-name = Tour
ui-cmd-take-back-title = Annuler
ui-cmd-return-components-title = Rendre des Composants
ui-cmd-return-components-label = Rendre { $count } { $component } à la réserve
ui-cmd-return-components-fields-component-name = Composant
ui-cmd-return-components-fields-count-name = Combien
ui-cmd-return-components-fields-count-show = { $count }

## Général

ui-app-name = Trickerion

ui-your-move-title = ▶ À vous de jouer — Trickerion

ui-notify-body = Trickerion : à vous de jouer

## T.home (text.ts)

ui-home-title = Trickerion : Légendes de l'Illusion
ui-home-intro = Jouez en ligne avec vos amis au jeu de plateau des illusionnistes rivaux : créez une partie, envoyez le lien, prenez place.
ui-home-new-game = Nouvelle partie
ui-home-players = Joueurs
ui-home-beginner = Mise en place pour débutants
ui-home-dark-alley = Extension Ruelle Sombre
ui-home-prophecies = Prophéties
ui-home-fame-caps = Plafond de 20 Renommée par catégorie du décompte final
ui-home-powers = Pouvoirs de Magicien (avec la Ruelle Sombre)
ui-home-duel = Duel de Magiciens (deux joueurs)
ui-home-academy = Académie de Dahlgaard (avec la Ruelle Sombre ; tuiles et Secrets provisoires)
ui-home-heir = Solo contre l'Héritier de Dahlgaard (un joueur ; l'Héritier joue seul)
ui-home-difficulty = Difficulté
ui-home-heir-implies = Une partie solo : un joueur, avec la Ruelle Sombre, contre l'Héritier.
ui-home-heir-off-players = fixé par la partie solo : un joueur
ui-home-heir-off-dark-alley = les tuiles Plan de l'Héritier utilisent la Ruelle Sombre
ui-home-heir-off-powers = pas avec l'Héritier (les règles solo excluent les Dons de Dahlgaard)
ui-home-heir-off-duel = pas avec l'Héritier (les règles solo excluent les Dons de Dahlgaard)
ui-home-create = Créer la partie
ui-home-start-solo = Lancer la partie solo
ui-home-name-optional = pour prendre la première place (facultatif)
ui-home-seated-first = Vous prenez la première place ; partagez le lien d'invitation avec les autres.
ui-home-my-games = Vos parties dans ce navigateur
ui-home-open = Ouvrir
ui-home-listed = L'afficher parmi les parties ouvertes, pour que chacun puisse la trouver et la rejoindre
ui-home-clock = Contrôle du temps
ui-home-clock-none = Aucun
ui-home-clock-live = En direct
ui-home-clock-correspondence = Par correspondance
ui-home-minutes-each = minutes par joueur
ui-home-increment-secs = secondes ajoutées par coup
ui-home-per-move = par coup
ui-home-hours = heures
ui-home-days = jours
ui-home-on-timeout = Quand le temps est écoulé
ui-home-timeout-bot = un bot joue à sa place
ui-home-timeout-forfeit = le joueur perd la partie
ui-home-open-games = Parties ouvertes
ui-home-no-open-games = Aucune partie affichée n'est ouverte pour l'instant. Créez-en une et cochez « L'afficher ».
ui-home-more = Plus
ui-home-seats-taken = { $n ->
    [one] { $n } place prise
   *[other] { $n } places prises
  } sur { $of }
ui-home-your-turn = à vous de jouer
ui-home-their-turn = en attente de { $names }
ui-home-gone = n'est plus sur ce serveur
ui-home-forget = Oublier

## T.lobby (text.ts)

ui-lobby-title = Partie { $id }
ui-lobby-connecting = Connexion…
ui-lobby-invite = Lien d'invitation
ui-lobby-copy = Copier
ui-lobby-copied = Copié
ui-lobby-spectator-link = Lien spectateur
ui-lobby-your-name = Votre nom
ui-lobby-type-name = Saisissez d'abord votre nom.
ui-lobby-full = Toutes les places de cette partie sont prises.
ui-lobby-watch-instead = La regarder plutôt
ui-lobby-seat = Place { $n }
ui-lobby-free = libre
ui-lobby-connected = connecté
ui-lobby-away = absent
ui-lobby-you = (vous)
ui-lobby-join = Rejoindre
ui-lobby-move-here = Venir ici
ui-lobby-leave = Quitter
ui-lobby-bot-name-random = Bot aléatoire
ui-lobby-bot-name-easy = Bot facile
ui-lobby-bot-name-normal = Bot normal
ui-lobby-bot-name-hard = Bot difficile
ui-lobby-bot-title-random = Joue n'importe quel coup légal au hasard
ui-lobby-bot-title-easy = Le bot normal, avec un coup sur trois au hasard
ui-lobby-bot-title-normal = Planifie chaque tour et joue le coup qui semble le meilleur
ui-lobby-bot-title-hard = Essaie ses coups dans des parties imaginées et garde le meilleur (réfléchit jusqu'à une seconde par coup)
ui-lobby-remove-bot = Retirer le bot
ui-lobby-start = Lancer la partie
ui-lobby-creator-starts = Le créateur de la partie la lance quand toutes les places sont prises.
ui-lobby-status-lobby = en attente de joueurs
ui-lobby-status-playing = en cours
ui-lobby-status-finished = terminée
ui-lobby-status-broken = injouable
ui-lobby-broken = Cette partie enregistrée ne se rejoue plus avec les règles actuelles ; elle ne peut être ni jouée ni regardée : { $why }. L'administrateur du serveur a été prévenu.
ui-lobby-free-seat = Libérer cette place
ui-lobby-open-kept = L'ouvrir à tous
ui-lobby-clock = Pendule
ui-lobby-options = Options

## T.missing (text.ts)

ui-missing-title = Partie introuvable
ui-missing-body = Il n'y a aucune partie à cette adresse. Le lien est peut-être mal saisi, ou la partie n'a jamais été créée ici.
ui-missing-home = Commencer une nouvelle partie
ui-missing-not-found = Page introuvable

## T.stale (text.ts)

ui-stale-link-title = Ce lien de place n'ouvre aucune place
ui-stale-link-body = La place de ce lien a été quittée ou donnée à quelqu'un d'autre, ou le lien est mal saisi. Ce navigateur l'a oubliée. Vous pouvez toujours regarder la partie, ou prendre une place libre si son salon en a une.
ui-stale-link-go = Aller à la partie

## T.conn (text.ts)

ui-conn-retry = Réessayer
ui-conn-not-connected = Non connecté : le coup n'a pas été envoyé. Attendez le retour de la connexion.
ui-conn-seat-lost = Cette place a été quittée ou déplacée dans un autre onglet ; vous êtes maintenant spectateur.

## T.banner (text.ts)

ui-banner-your-move = À vous de jouer
ui-banner-also-waiting = en attente aussi de { $names }
ui-banner-waiting-for = En attente de { $names }
ui-banner-game-over = Partie terminée : { $winner } gagne.
ui-banner-spectating = Spectateur
ui-banner-sending = envoi…
ui-banner-read-only = La base de données du serveur n'a pas confirmé le dernier coup. Voici la table telle que confirmée en dernier ; aucun coup n'est accepté avant le retour de la base, puis la table se recharge d'elle-même.

## T.top (text.ts)

ui-top-turn = Tour { $turn } sur { $of }
ui-top-initiative = Initiative
ui-top-rules = Règles
ui-top-device = Autre appareil
ui-top-menu = Menu
ui-top-jump-board = Plateau
ui-top-jump-me = Mon plateau
ui-top-jump-log = Journal
ui-top-notify = M'avertir
ui-top-fame = Piste de Renommée
ui-top-online = connecté
ui-top-offline = absent
ui-top-bot = bot
ui-top-away-since = absent depuis { $since }
ui-top-stand-in-away = un bot joue pour l'instant
ui-top-stand-in-timed-out = temps écoulé : un bot joue
ui-top-stand-in-forfeited = perdu au temps : un bot joue jusqu'à la fin
ui-top-hand-to-bot = Confier à un bot
ui-top-hand-to-bot-title = Laisser un bot jouer cette place jusqu'au retour de son joueur (le créateur décide, ou une majorité des autres)
ui-top-votes = { $n ->
    [one] { $n } vote
   *[other] { $n } votes
  } sur { $need }
ui-top-take-back = Reprendre ma place
ui-top-low-time = peu de temps restant
ui-top-webhook = Webhook de tour
ui-top-webhook-title = Appeler une URL quand c'est à vous de jouer
ui-top-webhook-body = Le serveur appelle cette adresse (HTTP POST, JSON) chaque fois que la partie attend votre place : utilisez-la avec un bot de discussion ou un service de notifications sur téléphone. Laissez vide pour la supprimer.
ui-top-webhook-save = Enregistrer
ui-top-webhook-saved = Enregistré.
ui-top-close = Fermer

## T.dock (text.ts)

ui-dock-acting = Votre { $who }, { $where }
ui-dock-waiting = Ce n'est pas à vous
ui-dock-idle-hint = Choisissez un élément en surbrillance sur le plateau pour jouer.
ui-dock-since = Depuis votre dernier coup
ui-dock-since-more = et { $n } de plus dans le journal
ui-dock-dismiss = Masquer
ui-dock-every-move = Tous les coups légaux ({ $n })
ui-dock-take-link-bonus = Prendre le Bonus de Lien…
ui-dock-undo = Annuler
ui-dock-undo-title = Reprendre votre dernier coup (possible tant que personne d'autre n'a joué et que rien de caché n'a été révélé)
ui-dock-end-actions = Finir les Actions
ui-dock-auto-end = Finir mes Actions automatiquement quand il ne reste aucun Point d'Action
ui-dock-tabs = Sections de la table
ui-dock-tab-move = Coup
ui-dock-tab-board = Mon plateau
ui-dock-tab-log = Journal
ui-dock-nothing-to-do = Rien à faire pour l'instant.

## T.composer (text.ts)

ui-composer-choose = Choisissez une action
ui-composer-pick-board = Ou choisissez un autre endroit en surbrillance sur le plateau.
ui-composer-or-these = Ou l'un de ceux-ci
ui-composer-action = Action
ui-composer-pick-or = Ou choisissez un autre endroit en surbrillance sur le plateau, ou l'un de ceux-ci
ui-composer-gone = Ce n'est plus possible.
ui-composer-send = Envoyer
ui-composer-send-anyway = Envoyer quand même
ui-composer-cancel = Annuler
ui-composer-pending = Envoi…
ui-composer-previewing = Calcul de l'effet…
ui-composer-refused = Impossible :
ui-composer-warnings-title = Avant d'envoyer
ui-composer-ap-left = { $n ->
    [one] { $n } PA restant
   *[other] { $n } PA restants
  }
ui-composer-no-ap = Fin des Actions
ui-composer-wages = Salaires en Fin du tour : { $from } → { $to ->
        [one] { $to } Pièce
       *[other] { $to } Pièces
    }
ui-composer-keys = Entrée envoie, Échap annule

## T.own (text.ts)

ui-own-title = { $name } (vous)
ui-own-magician = Magicien
ui-own-no-magician = pas encore de Magicien
ui-own-coins = Pièces
ui-own-fame = Renommée
ui-own-shards = Éclats de Trickerion
ui-own-cards = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en main
ui-own-initiative = Initiative n° { $n }
ui-own-wages = Salaires dus en Fin du tour : { $n ->
        [one] { $n } Pièce
       *[other] { $n } Pièces
    }
ui-own-wages-planned = Salaires si chaque Personnage ayant une carte travaille : { $n ->
        [one] { $n } Pièce
       *[other] { $n } Pièces
    } (vous avez { $coins ->
        [one] { $coins } Pièce
       *[other] { $coins } Pièces
    })
ui-own-wages-short = Il manque { $short ->
        [one] { $short } Pièce
       *[other] { $short } Pièces
    } : vous perdez { $fame } Renommée en Fin du tour sauf si vous gagnez plus
ui-own-tricks = Tours
ui-own-none = aucun
ui-own-components = Composants
ui-own-characters = Personnages
ui-own-hand = Vos cartes d'Affectation
ui-own-specials = Vos cartes Affectation spéciale
ui-own-workshop = Atelier
ui-own-workshop-slot = Emplacement d'Atelier { $n }
ui-own-multi = Emplacements Multiples du Manager
ui-own-empty = vide
ui-own-assistant-slot = Emplacement d'Apprenti de l'Assistante
ui-own-give-back = Rendre…
ui-own-give-back-hint = Rendre un Tour ou des Composants (volontairement ; impossible à annuler)
ui-own-done-assigning = Affectation terminée
ui-own-decline-ability = Ne pas utiliser la capacité
ui-own-ability = Capacité
ui-own-ability-used = capacité utilisée ce tour-ci
ui-own-poster = Affiche posée
ui-own-on-card = sur la carte
ui-own-engineer-slot = Emplacement de l'Ingénieur
ui-own-enhanced = Amélioré
ui-own-state-home = à la maison
ui-own-state-inn = à l'Auberge (arrive en Fin du tour)
ui-own-state-idle = Inactif
ui-own-state-supply = non engagé
ui-own-state-placed = placé
ui-own-card-none = pas de carte
ui-own-card-face-down = carte face cachée
ui-own-card-revealed = carte { $loc }
ui-own-card-special = carte { $loc } : { $name }
ui-own-last-move = Dernier coup
ui-own-hand-size = Cartes en main
ui-own-to-move = à jouer
ui-own-more = Plus

## T.area (text.ts)

ui-area-academy = Académie de Dahlgaard
ui-area-downtown = Centre-ville
ui-area-market = Rue du Marché
ui-area-alley = Ruelle Sombre
ui-area-theater = Théâtre
ui-area-opponents = Adversaires
ui-area-players = Joueurs
ui-area-residence = Résidence Dahlgaard
ui-area-show = Afficher
ui-area-hide = Masquer
ui-area-residence-dice = Résidence
ui-area-inn = Auberge
ui-area-bank = Banque
ui-area-at-inn = À l'Auberge : { $names }
ui-area-covered = couvert
ui-area-covered-title = Couvert : moins de quatre joueurs, ou carte de Préparation du tour de ce tour-ci (Duel de Magiciens)
ui-area-free = libre
ui-area-buy = Achat
ui-area-order = Commande
ui-area-quick = Express
ui-area-quick-title = Emplacement de Commande express : arrive tout de suite, coûte 1 Pièce de plus
ui-area-extra = À côté de la zone d'Achat (Logistique, ce tour-ci)
ui-area-weekdays = Jours
ui-area-backstage = Coulisses { $n }
ui-area-performance-slot = Représentation
ui-area-performance-slot-title = Magiciens seulement ; pas de Points d'Action ici
ui-area-deck = Pioche : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
ui-area-bonus = Bonus de l'Artiste
ui-area-guests = Artistes invités
ui-area-piled = Deux marqueurs empilés (Surcharge)
ui-area-slot = Emplacement { $n }
ui-area-link = Cercle de Lien
ui-area-shard-link = Cercle de Lien avec un Éclat
ui-area-decline-perf = Ne pas se produire
ui-area-special-decks = Pioches Affectation spéciale
ui-area-left = { $n ->
    [one] { $n } restante
   *[other] { $n } restantes
  }
ui-area-discards = Défausse : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
ui-area-prophecies = Prophéties
ui-area-active = Active
ui-area-pending = En attente
ui-area-none-active = aucune
ui-area-pile = Pile de Prophéties : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
ui-area-spent = utilisées : { $codes }
ui-area-fortune = Divination…
ui-area-advertise = Publicité…
ui-area-setup = Mise en place
ui-area-magicians = Magiciens
ui-area-taken = pris
ui-area-start-tricks = Tours de départ
ui-area-start-components = Choisir les Composants de départ…
ui-area-specialist-engineer = Ingénieur…
ui-area-specialist-manager = Manager…
ui-area-specialist-assistant = Assistante
ui-area-wait-tricks = En attente des choix de Tours des autres.
ui-area-wait-magicians = En attente du choix de Magicien des autres joueurs ({ $taken }).
ui-area-none-taken = aucun pris pour l'instant
ui-area-taken-list = pris : { $names }
ui-area-favorite = Favori : { $x }
ui-area-log = Journal de partie
ui-area-older-lines = Afficher { $n ->
        [one] { $n } ligne plus ancienne
       *[other] { $n } lignes plus anciennes
    }

## T.info (text.ts)

ui-info-close = Fermer
ui-info-why-not = Pourquoi pas :
ui-info-not-your-move = Ce n'est pas à vous de jouer.
ui-info-legal = Vous pouvez l'utiliser maintenant.

## T.device (text.ts)

ui-device-title = Continuer sur un autre appareil
ui-device-body = Ouvrez ce lien sur votre téléphone ou un autre ordinateur pour y jouer votre place. Gardez-le privé : quiconque l'a joue à votre place.
ui-device-copy = Copier le lien
ui-device-copied = Copié
ui-device-spectator = Les spectateurs n'ont pas de place à emporter.

## T.over (text.ts)

ui-over-title = Partie terminée
ui-over-wins = { $name } gagne avec { $fame } Renommée
ui-over-tie = En cas d'égalité, le joueur le plus avancé dans l'ordre d'Initiative l'emporte.
ui-over-fame-before = Renommée avant le décompte
ui-over-shards = Éclats
ui-over-coins = Pièces
ui-over-apprentices = Apprentis
ui-over-specialists = Spécialistes
ui-over-specials = Cartes spéciales
ui-over-ft36 = Tours SR36
ui-over-powers = Pouvoirs
ui-over-characters = Personnages (de l'Héritier)
ui-over-banners = Bannières
ui-over-total = Total
ui-over-new-game = Commencer une nouvelle partie
ui-over-export = Télécharger l'enregistrement
ui-over-export-title = Toute la partie dans un fichier : chaque coup, les noms et la graine, que l'outil en ligne de commande trickerion rejoue
ui-over-place = { $n }.
ui-over-forfeited = perdu au temps
ui-over-forfeited-last = Un joueur qui a perdu au temps est classé dernier, quel que soit son score.
ui-over-rematch = Revanche
ui-over-rematch-rotate = Revanche, places décalées d'un cran
ui-over-join-rematch = Rejoindre la revanche
ui-over-rematch-open = Une revanche attend :
ui-over-rematch-link = l'ouvrir

## T.legend (text.ts)

ui-legend-title = Symboles
ui-legend-intro = Chaque symbole de la table, avec sa signification. Survolez-en un (ou touchez-le sur un écran tactile) pour voir son nom.
ui-legend-price = coûte { $coins ->
        [one] { $coins } Pièce
       *[other] { $coins } Pièces
    } à la Rue du Marché
ui-legend-marker-symbols = Symboles des marqueurs de Tour
ui-legend-marker-symbols-means = Chaque Tour d'un joueur porte l'un de ces symboles ; un marqueur portant le symbole appartient à ce Tour.
ui-legend-facing = Orientation du marqueur
ui-legend-facing-means = Le coin de catégorie d'un marqueur pointe vers un bord de sa carte Représentation ; la flèche indique lequel.
ui-legend-heir-die = Dé de Préparation du tour (parties solo)
ui-legend-heir-die-means = Un dé a une case par emplacement de son Lieu (celui du Théâtre : de jeudi à dimanche) ; les deux cases pleines et barrées sont couvertes ce tour-ci.
ui-legend-wages = Salaires
ui-legend-wages-means = Pièces que coûte chaque Personnage en Fin du tour ; chaque Pièce que vous ne pouvez pas payer coûte { $fame } Renommée.
ui-legend-academy-price = Prix de l'Académie (N1 3 Pièces → 1 Renommée)
ui-legend-academy-price-means = Rénover une aile à ce niveau coûte les Pièces et rapporte la Renommée.

## T.error (text.ts)

ui-error-generic = le serveur a répondu { $status }

## T.history (text.ts)

ui-history-open = Revoir
ui-history-open-title = Voir la table à n'importe quel coup précédent
ui-history-controls = Parcourir la partie
ui-history-first = Premier coup
ui-history-previous = Coup précédent
ui-history-next = Coup suivant
ui-history-last = Dernier coup
ui-history-slider = Coup
ui-history-where = Coup { $v } sur { $last }
ui-history-back = Retour à la partie
ui-history-moves = Coups
ui-history-start = Début de la mise en place
ui-history-revealed = La partie est terminée : toutes les mains et cartes face cachée sont montrées.
ui-history-replay = Voir la rediffusion
ui-history-replay-title = Rediffusion de la partie { $id }
ui-history-not-over = Cette partie n'est pas encore terminée : sa rediffusion s'ouvrira à la fin.
ui-history-looking-back = Retour au coup { $v } sur { $last }
ui-history-chat-unplaced = Discussion dont le moment dans la partie est inconnu

## T.a11y (text.ts)

ui-a11y-your-move = À vous de jouer
ui-a11y-dock = Votre côté de la table
ui-a11y-menu = Menu
ui-a11y-prices = Prix
ui-a11y-board-of = Plateau de { $name }

## T.amount (text.ts)

ui-amount-fame = { $n } Renommée

## La table, général

ui-possessive = { $what } de { $who }

ui-result-after-send = le résultat n'apparaît qu'après l'envoi.

ui-markers-per-prepare = { $n ->
        [one] { $n } marqueur de Tour
       *[other] { $n } marqueurs de Tour
    } par Préparation, { $ap } PA

ui-fame-threshold = Seuil de Renommée { $n }

ui-backstage-mod = coulisses

ui-per-trick = par Tour

## T.facts (text.ts)

ui-facts-deck-title = Pioche Affectation spéciale { $loc }
ui-facts-empty-deck = vide
ui-facts-pending-title = Prophétie en attente { $n }
ui-facts-fortune = La Divination décale chaque Prophétie en attente d'un emplacement vers la gauche.
ui-facts-prophecies = Prophéties
ui-facts-each-at-market = { $price ->
        [one] { $price } Pièce
       *[other] { $price } Pièces
    } l'unité à la Rue du Marché.
ui-facts-order-title = Emplacement de Commande { $n }
ui-facts-order = Un Composant commandé rejoint la zone d'Achat en Fin du tour.
ui-facts-quick-title = Commande express
ui-facts-quick = Le Composant arrive tout de suite et coûte 1 Pièce de plus ; l'emplacement reste pris ce tour-ci.
ui-facts-showing = Face visible : { $face }.
ui-facts-performer-bonus = Bonus de l'Artiste : { $y }, plus 1 Renommée par Lien.
ui-facts-pslot-title = { $card }, emplacement { $n }
ui-facts-pslot = Un emplacement libre : installez-y un marqueur de Tour, son coin de catégorie dans un cercle de Lien.
ui-facts-marker-title = Marqueur { $symbol } de { $owner }
ui-facts-category-trick = Tour { $x }
ui-facts-hand-title = Carte d'Affectation { $loc }
ui-facts-hand = Placez-la sous un Personnage : ce Personnage va au Lieu { $loc } ce tour-ci.
ui-facts-main-slot-title = { $loc }, emplacement { $n }
ui-facts-main-slot = Un Personnage ici reçoit ses Points d'Action de base { $mod }.
ui-facts-workshop-title = Emplacement d'Atelier { $n }
ui-facts-workshop = Votre propre Atelier : Points d'Action de base, sans modificateur.
ui-facts-backstage-title = Coulisses { $n } du { $day }
ui-facts-weekday = { $day } : { $effect }.
ui-facts-theater-rules = Un jour par joueur et par tour ; pas d'Éclats pour des points en plus au Théâtre.
ui-facts-performance-title = Emplacement de Représentation du { $day }
ui-facts-performance = Magiciens seulement, sans Points d'Action : le Magicien joue une carte le { $day }.
ui-facts-magician = Magicien

## T.academy (text.ts)

ui-academy-classrooms = Salles de classe
ui-academy-practice-rooms = Salles d'entraînement
ui-academy-ruin = Ruine
ui-academy-rundown = délabrée, peut être rénovée
ui-academy-level-short = N{ $level }
ui-academy-price = Rénover au niveau { $level } : payer { $coins ->
        [one] { $coins } Pièce
       *[other] { $coins } Pièces
    }, gagner { $fame } Renommée
ui-academy-slot = emplacement { $slot }
ui-academy-marker-of = { $trick } de { $who }
ui-academy-popular = Bonus de Cours populaire quand les deux emplacements sont pris : { $bonus }
ui-academy-secrets = Secrets du Protégé
ui-academy-deck = Pioche de Secrets : { $n ->
        [one] { $n } tuile
       *[other] { $n } tuiles
    } face cachée
ui-academy-deck-title = La pioche de Secrets est face cachée : son ordre est caché à tous
ui-academy-banners = Bannières
ui-academy-banners-short = { $placed ->
    [one] { $placed } posée
   *[other] { $placed } posées
  }, { $supply ->
    [one] { $supply } restante
   *[other] { $supply } restantes
  }
ui-academy-banners-of = { $who } : { $placed ->
        [one] { $placed } Bannière
       *[other] { $placed } Bannières
    } sur des tuiles rénovées, { $supply ->
    [one] { $supply } inutilisée
   *[other] { $supply } inutilisées
  }
ui-academy-protege = Protégé
ui-academy-protege-now = { $ap } PA, salaire { $wage ->
        [one] { $wage } Pièce
       *[other] { $wage } Pièces
    }
ui-academy-space = Case de Secret { $k }
ui-academy-printed = { $ap } PA, salaire { $wage ->
        [one] { $wage } Pièce
       *[other] { $wage } Pièces
    }
ui-academy-printed-short = { $ap } PA · { $wage }¢
ui-academy-lend-title = Anjali : prêter l'un de ces Secrets à un Apprenti (1 Pièce, rendue s'il reste inactif)
ui-academy-lend-secret = Prêter { $name } ({ $text }) à un Apprenti

## T.content (text.ts)

ui-content-notice = Cette partie utilise des cartes provisoires : les cartes imprimées des Pouvoirs de Magicien et du Duel de Magiciens ne sont pas publiées, le projet a donc conçu les siennes selon les règles.
ui-content-notice-which = Cette partie utilise des cartes { $what } provisoires : les cartes imprimées ne sont pas publiées, le projet a donc conçu les siennes selon les règles.
ui-content-powers = Pouvoirs de Magicien
ui-content-duel = Duel de Magiciens
ui-content-academy = Académie de Dahlgaard
ui-content-heir = Héritier de Dahlgaard (tuiles Plan, dés de Préparation du tour et Représentation solo)
ui-content-and = et
ui-content-more = Comment elles ont été conçues (docs/CONTENT.md)

## T.powers (text.ts)

ui-powers-title = Pouvoirs de Magicien
ui-powers-slots = Emplacements de Pouvoir
ui-powers-slot = Emplacement de Pouvoir { $n }
ui-powers-open = ouvert
ui-powers-closed = fermé
ui-powers-empty = aucun Pouvoir
ui-powers-excess = { $n ->
        [one] { $n } Éclat
       *[other] { $n } Éclats
    } au-delà des emplacements
ui-powers-hand = Vos Pouvoirs
ui-powers-discarded = { $n ->
    [one] { $n } défaussé
   *[other] { $n } défaussés
  }
ui-powers-your-discards = Défaussés
ui-powers-coins-on-card = { $n ->
        [one] { $n } Pièce
       *[other] { $n } Pièces
    } sur Investissements Privés
ui-powers-pass = N'apprendre aucun Pouvoir
ui-powers-gamble = Parier…
ui-powers-keep = Garder les cartes (+1 Pièce)
ui-powers-threshold = Seuil de Renommée { $n }

## T.heir (text.ts)

ui-heir-name = Héritier de Dahlgaard
ui-heir-opponent = Héritier de Dahlgaard ({ $difficulty }), joué par le jeu lui-même
ui-heir-nobody-takes = personne ne prend cette place
ui-heir-difficulty = difficulté { $d }
ui-heir-coin-purse = { $n ->
        [one] { $n } Pièce
       *[other] { $n } Pièces
    } dans sa Bourse
ui-heir-discarded = { $n ->
        [one] { $n } Pièce défaussée
       *[other] { $n } Pièces défaussées
    } contre de la Renommée jusqu'ici
ui-heir-specials = { $n ->
        [one] { $n } carte Affectation spéciale
       *[other] { $n } cartes Affectation spéciale
    } (2 Renommée chacune à la fin)
ui-heir-plan = Tuile Plan
ui-heir-no-plan = aucune tuile Plan révélée pour l'instant
ui-heir-plan-kind-perform = Se produire
ui-heir-plan-kind-set-up = Installer
ui-heir-plan-title = Tuile Plan { $code } ({ $kind }) : l'ordre dans lequel ses Personnages reçoivent leurs cartes d'Affectation
ui-heir-special = Spéciale
ui-heir-plans-left = { $n ->
        [one] { $n } tuile restante
       *[other] { $n } tuiles restantes
    } (ordre caché)
ui-heir-used = utilisées : { $codes }
ui-heir-dice = Dés de Préparation du tour
ui-heir-dice-hint = Chaque dé couvre deux emplacements de son Lieu (celui du Théâtre : deux jours) ; un marqueur indique les dés relancés au tour précédent, qui ne peuvent pas être relancés maintenant.
ui-heir-not-rolled = pas encore lancé
ui-heir-face-only = les emplacements de sa face { $face }
ui-heir-marked = marqueur
ui-heir-shopping = Liste d'achats
ui-heir-tricks = Tours
ui-heir-characters = Personnages
ui-heir-last-act = Dernier

## T.duel (text.ts)

ui-duel-title = Préparation du tour (Duel de Magiciens)
ui-duel-now = Ce tour-ci
ui-duel-next = Tour suivant
ui-duel-none = aucune
ui-duel-left = { $n ->
        [one] { $n } carte restante
       *[other] { $n } cartes restantes
    }, la suivante comprise
ui-duel-covered = couvert ce tour-ci
ui-duel-gray-marker = Marqueur gris (à personne ; vous pouvez former un Lien avec lui) : coin { $category } orienté { $dir }

## T.chat (text.ts)

ui-chat-title = Discussion
ui-chat-table = Table
ui-chat-spectators = Spectateurs
ui-chat-table-hint = Seuls les joueurs lisent ceci pendant la partie ; c'est montré avec la rediffusion une fois la partie terminée.
ui-chat-read-only = Les joueurs lisent la discussion des spectateurs ; ils n'y écrivent pas.
ui-chat-closed = Le créateur de la partie a fermé la discussion des spectateurs.
ui-chat-empty = Pas encore de messages.
ui-chat-placeholder = Dites quelque chose…
ui-chat-send = Envoyer
ui-chat-older = Messages plus anciens
ui-chat-your-name = Votre nom dans la discussion
ui-chat-mute = Masquer
ui-chat-unmute = Réafficher
ui-chat-mute-seat = Masquer { $name } (pour vous seul)
ui-chat-unmute-seat = Réafficher { $name }
ui-chat-mute-spectators = Masquer les spectateurs (pour vous seul)
ui-chat-muted-spectators = Vous avez masqué la discussion des spectateurs.
ui-chat-hidden = { $n ->
    [one] { $n } masqué
   *[other] { $n } masqués
  }
ui-chat-unread = { $n ->
    [one] { $n } non lu
   *[other] { $n } non lus
  }
ui-chat-close = Fermer la discussion
ui-chat-new-title = ({ $n }) Nouveau message — Trickerion
ui-chat-spectator = spectateur
ui-chat-sound = Son à chaque nouveau message
ui-chat-close-spectators = Fermer la discussion des spectateurs
ui-chat-open-spectators = Ouvrir la discussion des spectateurs
ui-chat-mute-for-game = Masquer { $name } dans cette partie

## Noms des choses du jeu (les termes du catalogue du jeu l'emportent quand ils existent).

ui-nothing = rien
ui-secret-n = Secret { $n }
ui-n-component = { $n } { $component }
ui-n-coins = { $n ->
    [one] { $n } Pièce
   *[other] { $n } Pièces
  }
ui-n-fame = { $n } Renommée
ui-n-shards = { $n ->
    [one] { $n } Éclat
   *[other] { $n } Éclats
  }
ui-location-downtown = Centre-ville
ui-location-market-row = Rue du Marché
ui-location-workshop = Atelier
ui-location-theater = Théâtre
ui-location-dark-alley = Ruelle Sombre
ui-location-academy = Académie
ui-category-escape = Évasion
ui-category-spiritual = Spirituel
ui-category-mechanical = Mécanique
ui-category-optical = Optique
ui-character-magician = Magicien
ui-character-engineer = Ingénieur
ui-character-manager = Manager
ui-character-assistant = Assistante
ui-character-protege = Protégé
ui-character-apprentice-n = Apprenti { $n }
ui-weekday-thursday = jeudi
ui-weekday-friday = vendredi
ui-weekday-saturday = samedi
ui-weekday-sunday = dimanche
ui-dir-up = Haut
ui-dir-right = Droite
ui-dir-down = Bas
ui-dir-left = Gauche
ui-die-residence1 = dé Résidence 1
ui-die-residence2 = dé Résidence 2
ui-die-inn-specialist = dé Auberge (Spécialiste)
ui-die-inn-apprentice = dé Auberge (Apprenti)
ui-die-bank1 = dé Banque 1
ui-die-bank2 = dé Banque 2
ui-die-face-any-trick = N'importe quel Tour
ui-die-face-hire-apprentice = Engager un Apprenti
ui-die-face-x = X (rien)
ui-die-face-trick = Tour { $category }
ui-die-face-hire = Engager : { $character }
ui-tier-riverside = Riverside
ui-tier-grand-magorian = Grand Magorian
ui-tier-magnus-pantheon = Magnus Pantheon
ui-performance-card = { $tier } { $label }
ui-ap-mod = { $mod } PA
ui-slot-main = { $location }, emplacement { $n } ({ $mod })
ui-slot-workshop = Atelier, emplacement { $n }
ui-slot-backstage = Théâtre, coulisses { $n } du { $day }
ui-slot-performance = Théâtre, emplacement de Représentation du { $day }
ui-phase-choose-magicians = Mise en place : choix des Magiciens
ui-phase-choose-tricks = Mise en place : choix des Tours de départ
ui-phase-choose-specialist = Mise en place : choix d'un Spécialiste
ui-phase-choose-components = Mise en place : choix des Composants de départ
ui-phase-start-turn = Début du tour
ui-phase-advertise = Publicité
ui-phase-assignment = Affectation
ui-phase-place-characters-acting = Placement des Personnages : { $character } agit
ui-phase-place-characters = Placement des Personnages
ui-phase-performance = Représentation : { $day }
ui-phase-breaking-free = Libération
ui-phase-turn-setup = Dés de Préparation du tour
ui-phase-possession = Possession : { $day }
ui-phase-discard-powers = Mise en place : défausse des Pouvoirs
ui-phase-learn-powers = Apprendre un Pouvoir
ui-phase-rearrange = Oreilles dans la Ville
ui-phase-classroom = Salle de classe
ui-phase-final-scoring = Décompte final
ui-phase-game-over = Partie terminée
ui-special-text = { $name } ({ $code }, { $location }) : { $text }
ui-prophecy-name = { $code } : { $text }
ui-difficulty-easy = Facile
ui-difficulty-normal = Normale
ui-difficulty-hard = Difficile
ui-seat-label = Joueur { $n }
# Une ligne de Tour lue à voix haute : $have vaut yes, no ou unknown (non affiché).
ui-trick-row-words = { $name } ({ $symbol }), { $markers ->
    [one] { $markers } marqueur
   *[other] { $markers } marqueurs
  } sur la carte ; nécessite { $needs }{ $have ->
    [yes] {" "}(vous les avez)
    [no] {" "}(il vous en manque)
   *[unknown] {""}
  } ; rapporte { $yields } par marqueur
ui-trick-facts = { $name } : { $category }, Seuil de Renommée { $threshold }. Nécessite { $needs }. Rapporte { $yields } par marqueur joué. Préparer : { $ap } PA pour { $markers ->
    [one] { $markers } marqueur de Tour
   *[other] { $markers } marqueurs de Tour
  }.
ui-trick-facts-end = En fin de partie : { $text }.
ui-magician-facts = { $name } (Favori : { $favorite }).
ui-magician-ability = { $ability } : { $text }
ui-weekday-backstage = coulisses { $mod }
ui-weekday-per-trick = chaque Tour joué { $mod } Renommée, { $mod } Pièce
ui-weekday-no-modifiers = aucun modificateur
ui-options-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
  }
ui-options-beginner = mise en place pour débutants
ui-options-dark-alley = Ruelle Sombre
ui-options-prophecies = Prophéties
ui-options-fame-caps = plafond de 20 Renommée au décompte final
ui-options-powers = Pouvoirs de Magicien (cartes provisoires)
ui-options-duel = Duel de Magiciens (cartes provisoires)
ui-options-academy = Académie de Dahlgaard (tuiles et Secrets provisoires)
ui-options-heir = Solo contre l'Héritier de Dahlgaard, { $difficulty } (tuiles Plan, dés et cartes provisoires)
ui-options-base-game = jeu de base
ui-color-yellow = Jaune
ui-color-orange = Orange
ui-color-red = Rouge
ui-power-facts = { $name } ({ $color }, Seuil de Renommée { $threshold } ; emplacements de Pouvoir { $slots }) : { $text }
ui-two-slots = { $a } et { $b }
ui-turn-setup-slots = { $location } emplacements { $slots }
ui-turn-setup-theater = { $a } et { $b } au Théâtre
ui-turn-setup-covers = { $code } couvre { $parts }
ui-rearrange-keep = Garder les cartes sous vos Personnages et gagner 1 Pièce
ui-rearrange-swap = Échanger les cartes sous votre { $a } et votre { $b }
ui-rearrange-replace = Mettre une carte { $location } de votre main sous votre { $character }
ui-rearrange-replace-special = Mettre { $card } de votre main sous votre { $character }

## Détails des commandes

ui-specialist-manager = Manager, avec { $components } sur les emplacements de Composants Multiples
ui-specialist-engineer = Ingénieur, avec { $trick } sur l'emplacement de Tour de l'Ingénieur
ui-specialist-assistant = Assistante, avec un second Apprenti
ui-prepare-test-run = Galop d'Essai
ui-prepare-replaceable-parts = Pièces de Rechange, avec { $trick }
ui-prepare-unstable-prototype = Prototype Instable, avec { $components }
ui-prepare-enhance-trick = Améliorer un Tour
ui-prepare-on-stage = Préparation sur Scène, en installant sur { $card } emplacement { $slot } orienté { $facing }
ui-prepare-hidden-talent = Talent Caché, en tant que { $specialist }
ui-pay-coins = Payer en Pièces
ui-pay-fame = Payer en Renommée
ui-pay-shard = Payer avec un Éclat
ui-shoplift = Voler { $component } à l'étalage, remplacé par { $replacement }
ui-shoplift-none = Pas de Vol à l'Étalage
ui-steal = Vol : { $trick } de { $seat } au lieu de votre { $own }
ui-steal-none = Pas de Vol de Tour
# $doubled vaut shards, fame ou coins.
ui-premiere = Grande Première : doubler { $doubled ->
    [shards] les Éclats
    [fame] la Renommée
   *[coins] les Pièces
  } de { $trick }
ui-premiere-none = Pas de Grande Première
ui-durable-none = Pas de Composants Durables
ui-durable = Composants Durables : un marqueur de { $trick } revient

## Compléments des commandes

ui-cmd-advertise-label = Publicité : payer autant de Pièces que votre rang d'Initiative, gagner 2 Renommée
ui-cmd-decline-advertise-label = Pas de Publicité ce tour-ci
ui-cmd-confirm-assignments-label = Affectation terminée pour ce tour
ui-cmd-end-actions-label = Finir les Actions de ce Personnage
ui-cmd-decline-performance-label = Ne pas se produire aujourd'hui
ui-cmd-fortune-telling-label = Divination : décaler chaque Prophétie en attente d'un emplacement
ui-cmd-decline-ability-label = Ne pas utiliser la capacité de votre Magicien maintenant
ui-cmd-pass-power-label = N'apprendre aucun Pouvoir ce tour-ci
ui-cmd-gamble-label = Jeux d'Argent : payer 3 Pièces, lancer un dé Banque et prendre ses Pièces
ui-cmd-take-back-label = Annuler votre dernière commande
ui-field-enhance = Renforcer
ui-field-enhance-yes = Payer un Éclat pour +1 PA
ui-field-enhance-no = Pas d'Éclat
ui-field-facing = Orientation
ui-field-bargain = Marchander (1 PA chacun : −1 Pièce)
ui-field-bargain-n = Marchander { $n }
ui-field-bargain-none = Pas de marchandage
ui-cmd-place-label = Placer votre { $character } sur { $slot }
# Ajoutés à ui-cmd-place-label : chacun commence par son propre séparateur.
ui-cmd-place-label-enhance = , en payant un Éclat pour +1 PA
ui-cmd-place-label-forfeit = , en renonçant à son Affectation spéciale pour +1 PA
ui-cmd-place-label-boost = , avec le +1 PA du Mechaniker
ui-cmd-place-label-mimic = , en imitant { $card }
ui-cmd-place-forfeit-yes = Renoncer à l'Affectation spéciale pour +1 PA
ui-cmd-place-forfeit-no = Garder l'Affectation spéciale
ui-cmd-place-boost-yes = +1 PA du Mechaniker
ui-cmd-place-boost-no = Pas de coup de pouce
ui-cmd-place-mimic-no = Pas d'imitation
ui-cmd-place-mimic-yes = Imiter { $card }
ui-cmd-learn-trick-label = Apprendre { $trick } avec { $die }
ui-cmd-learn-trick-label-overhaul = Apprendre { $trick } avec { $die }, en remplaçant { $overhaul }
ui-cmd-hire-label = Engager avec { $die }
ui-cmd-hire-label-character = Engager { $character } avec { $die }
ui-cmd-hire-label-second = , et un second Apprenti pour 3 Pièces
ui-cmd-hire-die-character = Le Personnage du dé
ui-cmd-hire-second-yes = Un second Apprenti pour 3 Pièces
ui-cmd-hire-second-no = Pas de second Apprenti
ui-cmd-take-coins-label = Prendre des Pièces avec { $die }
ui-cmd-take-coins-label-buy = Prendre des Pièces avec { $die } et acheter { $buy } aussitôt
ui-cmd-take-coins-buy-yes = Acheter { $buy }
ui-cmd-take-coins-buy-no = Ne rien acheter
ui-cmd-buy-label = Acheter { $items }
ui-cmd-order-label = Commander { $component } sur l'emplacement de Commande { $slot }
ui-cmd-order-label-buy-now = , en en achetant un tout de suite à son prix + 1
ui-cmd-order-buy-now-yes = En acheter un tout de suite (prix + 1)
ui-cmd-order-buy-now-no = Commander seulement
ui-cmd-prepare-label = Préparer { $trick }
ui-cmd-prepare-label-option = Préparer { $trick } avec { $option }
ui-cmd-prepare-option-none = Pas de choix d'Affectation spéciale
ui-cmd-set-up-trick-label = Installer { $trick } sur { $card } emplacement { $slot }, orienté { $facing }
ui-cmd-set-up-trick-label-swap = , puis échanger { $a } et { $b } pour 3 Pièces
ui-cmd-set-up-trick-swap-yes = Échanger { $a } et { $b }
ui-cmd-set-up-trick-swap-no = Pas d'échange
ui-cmd-take-link-bonus-label = Prendre le Bonus de Lien en { $reward ->
    [fame] Renommée
   *[coins] Pièces
  }
ui-reward-fame = Renommée
ui-reward-coins = Pièces
ui-cmd-perform-label = Jouer { $card }
ui-cmd-practice-label = S'entraîner avec { $trick } en { $wing }, emplacement { $slot }
ui-cmd-practice-label-free = , en libérant d'abord l'emplacement de Salle d'entraînement de { $trick }
ui-no = Non
ui-cmd-practice-free-yes = Libérer { $trick }
ui-cmd-choose-full-yield-none = Chaque Tour d'une Salle de classe rapporte le gain de son emplacement
ui-cmd-choose-full-yield-label = { $trick } rapporte son gain complet

## Autres mots de la table

ui-rules-title = Les règles en bref
ui-rules-the-goal = Le but
ui-rules-the-goal-1 = Vous dirigez une troupe d'illusionnistes dans la ville de Magorian. Apprenez des Tours, achetez les Composants dont ils ont besoin, préparez-les dans votre Atelier et installez-les sur les cartes Représentation du Théâtre. Le joueur qui a le plus de Renommée après le dernier tour gagne (5 tours ; 7 avec la Ruelle Sombre).
ui-rules-a-turn = Un tour
ui-rules-a-turn-1 = Début : on lance les dés du Centre-ville et on fixe l'ordre d'Initiative (la plus faible Renommée d'abord).
ui-rules-a-turn-2 = Publicité : dans l'ordre d'Initiative, vous pouvez payer autant de Pièces que votre rang d'Initiative pour 2 Renommée.
ui-rules-a-turn-3 = Affectation : chacun place en secret une carte d'Affectation sous chaque Personnage qu'il veut utiliser ce tour-ci. Un Personnage sans carte reste à la maison.
ui-rules-a-turn-4 = Placement des Personnages : dans l'ordre d'Initiative, placez un Personnage à la fois sur un emplacement du Lieu de sa carte et effectuez aussitôt ses Actions avec ses Points d'Action.
ui-rules-a-turn-5 = Représentation : de jeudi à dimanche, un Magicien sur l'emplacement de Représentation du jour joue une carte Représentation ; chaque marqueur de Tour qui s'y trouve rapporte à son propriétaire.
ui-rules-a-turn-6 = Fin du tour : payez les Salaires (2 Pièces par Spécialiste au travail, 1 par Apprenti au travail ; 2 Renommée par Pièce impayée), les Personnages rentrent, les Commandes arrivent, les cartes du Théâtre avancent.
ui-rules-action-points = Points d'Action
ui-rules-action-points-1 = Un Magicien a 3 Points d'Action de base, un Spécialiste 2, un Apprenti 1. L'emplacement ajoute son modificateur imprimé (+2, +1, +1 ou 0 sur le plateau principal ; coulisses du jeudi +1, coulisses du dimanche −1). Un Magicien sur un emplacement de Représentation n'en a aucun. Un Éclat payé au placement donne +1. Les points non dépensés sont perdus.
ui-rules-locations = Lieux
ui-rules-locations-1 = Centre-ville : Apprendre un Tour avec un dé Résidence (Seuil de Renommée : la Renommée qui vous manque se paie en Pièces), Engager un Personnage avec un dé Auberge, Prendre des Pièces avec un dé Banque ; relancer un dé pour 1 PA ou le régler pour 2 PA.
ui-rules-locations-2 = Rue du Marché : Acheter jusqu'à 3 exemplaires d'un Composant en stock (Marchander : 1 PA pour −1 Pièce), Commander un Composant pour le tour suivant, ou en obtenir un tout de suite par Commande express pour 1 Pièce de plus.
ui-rules-locations-3 = Atelier : Préparer un Tour quand vous avez ses Composants et que ses marqueurs ne sont pas sur la carte : ses marqueurs de Tour viennent sur la carte.
ui-rules-locations-4 = Théâtre (un jour par joueur et par tour, pas d'Éclats pour des points en plus ici) : en coulisses, Installer un marqueur d'un Tour préparé sur un emplacement libre d'une carte Représentation, son coin de catégorie dans un cercle de Lien. Deux coins de la même catégorie dans un même cercle forment un Lien : son créateur prend un Bonus de Lien de 1, 2 ou 3 Renommée ou Pièces selon le Seuil de Renommée du Tour (et un Éclat pour chaque joueur lié dans un cercle à Éclat). Reprogrammer déplace l'un de vos marqueurs, sans Bonus de Lien.
ui-rules-locations-5 = Ruelle Sombre (extension) : piocher une carte Affectation spéciale, ou décaler les Prophéties en attente par la Divination.
ui-rules-performances = Représentations
ui-rules-performances-1 = Chaque marqueur sur la carte jouée rapporte à son propriétaire les gains du Tour (Renommée, Pièces, Éclats), modifiés par le jour de l'Artiste (jeudi −1 Renommée et −1 Pièce par Tour, dimanche +1 et +1). L'Artiste reçoit aussi le bonus de la carte, 1 Renommée par Lien de la Représentation, et un bonus pour chacun de ses Spécialistes au Théâtre. Deux marqueurs de même couleur et de même symbole ne partagent jamais une Représentation.
ui-rules-end = Fin de la partie
ui-rules-end-1 = Après le dernier tour : 1 Renommée par Éclat, 1 par 3 Pièces, 2 par Apprenti et 3 par Spécialiste (la Ruelle Sombre a ses propres catégories de décompte, et les Tours à Seuil de Renommée 36 peuvent rapporter). Le plus de Renommée l'emporte ; en cas d'égalité, le joueur le plus avancé dans l'ordre d'Initiative gagne.
ui-rules-note = Ce résumé est celui du projet ; le livret de règles imprimé fait foi.
ui-home-no-one-seated = Personne n'est encore assis
ui-lobby-kept-for = gardée pour { $name } depuis la partie précédente
ui-lobby-kept-for-until = gardée pour { $name } depuis la partie précédente jusqu'à { $time }
ui-lobby-watching = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
  }
ui-lobby-visitors = { $n ->
    [one] { $n } autre personne regarde l'invitation
   *[other] { $n } autres personnes regardent l'invitation
  }
ui-conn-lost = Connexion perdue — reconnexion…
ui-conn-lost-in = Connexion perdue — reconnexion dans { $s } s
ui-banner-ap-left = { $n ->
    [one] { $n } Point d'Action restant
   *[other] { $n } Points d'Action restants
  }
ui-dock-link-bonus = { $n ->
    [one] { $n } Bonus de Lien à prendre
   *[other] { $n } Bonus de Lien à prendre
  }
ui-composer-via = D'abord le placement ; une fois votre Personnage en action là-bas, { $thing } est proposé.
ui-composer-via-thing = l'élément choisi
ui-own-markers = { $n ->
    [one] { $n } marqueur
   *[other] { $n } marqueurs
  }
ui-area-residence-count = { $n ->
    [one] { $n } Tour
   *[other] { $n } Tours
  }
ui-facts-character = { $ap ->
    [one] { $ap } Point d'Action de base
   *[other] { $ap } Points d'Action de base
  } ; pas de Salaire.
ui-facts-character-wage = { $ap ->
    [one] { $ap } Point d'Action de base
   *[other] { $ap } Points d'Action de base
  } ; Salaire de { $wage ->
    [one] { $wage } Pièce
   *[other] { $wage } Pièces
  } en Fin du tour s'il travaille.
ui-academy-lent-hidden = Pièce d'Anjali sur { $apprentice } : il porte l'un des Secrets du Protégé (caché jusqu'à la révélation de sa carte)
ui-academy-lent = Pièce d'Anjali sur { $apprentice } : il porte { $name }
ui-powers-slot-shards = { $n ->
    [one] { $n } symbole d'Éclat
   *[other] { $n } symboles d'Éclat
  }
ui-powers-hand-size = { $n ->
    [one] { $n } Pouvoir
   *[other] { $n } Pouvoirs
  } en main
ui-heir-die = { $location } : couvre { $covers }
ui-heir-die-marked = { $location } : couvre { $covers } (marqueur de Préparation du tour : relancé au tour précédent)
ui-chat-open = Discussion
ui-chat-open-n = Discussion ({ $n })
ui-marker-title = Marqueur { $what } de { $owner } ({ $symbol }), coin { $category } orienté { $facing }

## Symboles (noms des icônes et légende)

ui-icon-coin = Pièce
ui-icon-coin-means = argent : paie les Composants, les Salaires et les rénovations ; il ne rapporte rien s'il en reste à la fin
ui-icon-fame = Renommée
ui-icon-fame-means = points de victoire ; le Seuil de Renommée d'un Tour est la Renommée nécessaire pour l'apprendre
ui-icon-shard = Éclat
ui-icon-shard-means = dépensé pour des Points d'Action en plus au placement d'un Personnage, et pour certains Tours et capacités
ui-icon-ap = Point d'Action
ui-icon-ap-means = ce qu'un Personnage placé peut faire à son Lieu ce tour-ci
ui-icon-wood = Bois
ui-icon-wood-means = un Composant nécessaire aux Tours
ui-icon-metal = Métal
ui-icon-metal-means = un Composant nécessaire aux Tours
ui-icon-glass = Verre
ui-icon-glass-means = un Composant nécessaire aux Tours
ui-icon-fabric = Tissu
ui-icon-fabric-means = un Composant nécessaire aux Tours
ui-icon-rope = Corde
ui-icon-rope-means = un Composant nécessaire aux Tours
ui-icon-petroleum = Pétrole
ui-icon-petroleum-means = un Composant nécessaire aux Tours
ui-icon-saw = Scie
ui-icon-saw-means = un Composant nécessaire aux Tours
ui-icon-animal = Animal
ui-icon-animal-means = un Composant nécessaire aux Tours
ui-icon-padlock = Cadenas
ui-icon-padlock-means = un Composant nécessaire aux Tours
ui-icon-mirror = Miroir
ui-icon-mirror-means = un Composant nécessaire aux Tours
ui-icon-disguise = Déguisement
ui-icon-disguise-means = un Composant nécessaire aux Tours
ui-icon-cog = Engrenage
ui-icon-cog-means = un Composant nécessaire aux Tours
ui-icon-escape = Évasion
ui-icon-escape-means = une catégorie de Tour
ui-icon-spiritual = Spirituel
ui-icon-spiritual-means = une catégorie de Tour
ui-icon-mechanical = Mécanique
ui-icon-mechanical-means = une catégorie de Tour
ui-icon-optical = Optique
ui-icon-optical-means = une catégorie de Tour
ui-icon-magician = Magicien
ui-icon-magician-means = votre Personnage principal ; se produit au Théâtre
ui-icon-engineer = Ingénieur
ui-icon-engineer-means = un Spécialiste ; aide à l'Atelier
ui-icon-manager = Manager
ui-icon-manager-means = un Spécialiste ; aide à la Rue du Marché
ui-icon-assistant = Assistante
ui-icon-assistant-means = une Spécialiste ; aide au Théâtre
ui-icon-apprentice = Apprenti
ui-icon-apprentice-means = un Personnage avec moins de Points d'Action et un petit salaire
ui-icon-protege = Protégé
ui-icon-protege-means = le Personnage élève de l'Académie (Académie de Dahlgaard)
ui-icon-downtown = Centre-ville
ui-icon-downtown-means = apprendre des Tours, engager des Personnages, prendre des Pièces
ui-icon-market-row = Rue du Marché
ui-icon-market-row-means = acheter et commander des Composants
ui-icon-workshop = Atelier
ui-icon-workshop-means = préparer des Tours : poser leurs marqueurs sur vos cartes Tour
ui-icon-theater = Théâtre
ui-icon-theater-means = installer des marqueurs de Tour sur les cartes Représentation et se produire
ui-icon-dark-alley = Ruelle Sombre
ui-icon-dark-alley-means = piocher et utiliser des cartes Affectation spéciale
ui-icon-academy = Académie
ui-icon-academy-means = rénover des ailes, entraîner et enseigner des Tours (Académie de Dahlgaard)
ui-icon-marker = Marqueur de Tour
ui-icon-marker-means = un Tour préparé, à la couleur de son propriétaire, prêt à être installé sur une carte Représentation
ui-icon-link = Lien
ui-icon-link-means = un cercle de Lien sur une carte Représentation : deux marqueurs de Tour réunis ici donnent à leurs propriétaires un Bonus de Lien
ui-icon-shardlink = Lien d'Éclat
ui-icon-shardlink-means = un cercle de Lien dont le bonus est un Éclat
ui-icon-poster = Affiche
ui-icon-poster-means = Publicité : payer des Pièces pour de la Renommée avant l'Affectation
ui-icon-clock = Pendule
ui-icon-clock-means = le temps qu'il reste à un joueur pour jouer
ui-icon-warning = Attention
ui-icon-warning-means = quelque chose tourne mal si vous continuez : Salaires impayés coûtant de la Renommée, coup refusé
ui-icon-trophy = Vainqueur
ui-icon-trophy-means = le joueur qui a le plus de Renommée à la fin
ui-icon-group-resources = Ressources
ui-icon-group-components = Composants
ui-icon-group-trick-categories = Catégories de Tours
ui-icon-group-characters = Personnages
ui-icon-group-locations = Lieux
ui-icon-group-marks = Marques
ui-group-set-up = Mise en place
ui-group-turn-setup = Préparation du tour
ui-group-advertise = Publicité
ui-group-assignment = Affectation
ui-group-placement = Placement
ui-group-downtown = Centre-ville
ui-group-market-row = Rue du Marché
ui-group-workshop = Atelier
ui-group-dark-alley = Ruelle Sombre
ui-group-academy = Académie
ui-group-theater = Théâtre
ui-group-performance = Représentation
ui-group-magician-ability = Capacité du Magicien
ui-group-magician-powers = Pouvoirs de Magicien
ui-group-give-back = Rendre
ui-group-any-time = À tout moment
ui-chat-reaction-good-move = Bien joué
ui-chat-reaction-thanks = Merci
ui-chat-reaction-oops = Oups
ui-chat-reaction-well-played = Belle partie

## Pendules

ui-clock-days-hours = { $d } j { $h } h
ui-clock-secs = { $n } s
ui-clock-mins = { $n } min
ui-clock-hours-short = { $n } h
ui-clock-days-short = { $n } j
ui-clock-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
  }
ui-clock-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
  }
ui-clock-out-forfeit = perte au temps
ui-clock-out-bot = un bot joue si le temps est écoulé
ui-clock-live = En direct : { $initial } + { $increment } s par coup ({ $out })
ui-clock-correspondence = Par correspondance : { $per } par coup ({ $out })

## Tuiles de l'Académie de Dahlgaard

ui-academy-room-classroom = Salle de classe
ui-academy-room-practice = Salle d'entraînement
ui-academy-wing = { $room } { $letter }
ui-academy-wing-n = aile { $n }
ui-academy-class-reduced = les Pièces et la Renommée du Tour, 1 de moins chacune
ui-academy-class-coins = les Pièces du Tour +1/2/3
ui-academy-class-fame = la Renommée du Tour
ui-academy-class-shards = les Éclats du Tour +1/2/3
ui-academy-class-reduced-short = −1/−1
ui-academy-class-coins-short = Pièces+
ui-academy-class-fame-short = Renommée
ui-academy-class-shards-short = Éclats+
ui-academy-upgrade-ignore-components = ignorer jusqu'à 3 Pièces de Composants
ui-academy-upgrade-free-orientation = orienter ses marqueurs à volonté
ui-academy-upgrade-extra-marker = 1 marqueur de plus à la Préparation
ui-academy-upgrade-yield-increase = gain +1 Pièce et +1 Renommée
ui-academy-upgrade-ignore-components-short = Composants
ui-academy-upgrade-free-orientation-short = Orientation
ui-academy-upgrade-extra-marker-short = +1 marqueur
ui-academy-upgrade-yield-increase-short = gain +1/+1
ui-academy-tile-n = tuile { $n }
ui-academy-classroom-text = { $code } (niveau { $level }) : { $slots } ; Bonus de Cours populaire { $bonus }
ui-academy-practice-text = { $code } (niveau { $level }) : { $slots }
ui-facing-words = Orienté { $dir }

## Le menu des langues

ui-lang-menu = Langue
