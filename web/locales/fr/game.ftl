# Noms des choses du jeu, tels qu'imprimés. Les autres catalogues y renvoient
# par des arguments : `$trick` est le nom d'un Tour, `$character-indef` le
# Personnage avec son article indéfini. Attributs français en plus (voir
# GLOSSARY.md) : `.gender` (masc/fem), `.def` (le/la/l'), `.de` (du/de la/de l'),
# `.a` (au/à la/à l').

## Listes : « a », « a et b », « a, b et c »
list-none = rien
list-pair = { $a } et { $b }
list-more = { $a }, { $b }

## Personnages
character-magician = Magicien
    .indef = un Magicien
    .gender = masc
    .def = le Magicien
    .de = du Magicien
    .a = au Magicien
character-engineer = Ingénieur
    .indef = un Ingénieur
    .gender = masc
    .def = l'Ingénieur
    .de = de l'Ingénieur
    .a = à l'Ingénieur
character-manager = Manager
    .indef = un Manager
    .gender = masc
    .def = le Manager
    .de = du Manager
    .a = au Manager
character-assistant = Assistante
    .indef = une Assistante
    .gender = fem
    .def = l'Assistante
    .de = de l'Assistante
    .a = à l'Assistante
character-apprentice1 = Apprenti
    .indef = un Apprenti
    .gender = masc
    .def = l'Apprenti
    .de = de l'Apprenti
    .a = à l'Apprenti
character-apprentice2 = Apprenti
    .indef = un Apprenti
    .gender = masc
    .def = l'Apprenti
    .de = de l'Apprenti
    .a = à l'Apprenti
character-apprentice3 = Apprenti
    .indef = un Apprenti
    .gender = masc
    .def = l'Apprenti
    .de = de l'Apprenti
    .a = à l'Apprenti
character-apprentice4 = Apprenti
    .indef = un Apprenti
    .gender = masc
    .def = l'Apprenti
    .de = de l'Apprenti
    .a = à l'Apprenti
character-protege = Protégé
    .indef = un Protégé
    .gender = masc
    .def = le Protégé
    .de = du Protégé
    .a = au Protégé

## Lieux
location-downtown = Centre-ville
    .gender = masc
    .def = le Centre-ville
    .de = du Centre-ville
    .a = au Centre-ville
location-market_row = Rue du Marché
    .gender = fem
    .def = la Rue du Marché
    .de = de la Rue du Marché
    .a = à la Rue du Marché
location-workshop = Atelier
    .gender = masc
    .def = l'Atelier
    .de = de l'Atelier
    .a = à l'Atelier
location-theater = Théâtre
    .gender = masc
    .def = le Théâtre
    .de = du Théâtre
    .a = au Théâtre
location-dark_alley = Ruelle Sombre
    .gender = fem
    .def = la Ruelle Sombre
    .de = de la Ruelle Sombre
    .a = à la Ruelle Sombre
location-academy = Académie
    .gender = fem
    .def = l'Académie
    .de = de l'Académie
    .a = à l'Académie

## Catégories de Tours
category-escape = Évasion
    .gender = fem
category-spiritual = Spirituel
    .gender = masc
category-mechanical = Mécanique
    .gender = fem
category-optical = Optique
    .gender = fem

## Composants
component-wood = Bois
    .gender = masc
    .def = le Bois
component-metal = Métal
    .gender = masc
    .def = le Métal
component-glass = Verre
    .gender = masc
    .def = le Verre
component-fabric = Tissu
    .gender = masc
    .def = le Tissu
component-rope = Corde
    .gender = fem
    .def = la Corde
component-petroleum = Pétrole
    .gender = masc
    .def = le Pétrole
component-saw = Scie
    .gender = fem
    .def = la Scie
component-animal = Animal
    .gender = masc
    .def = l'Animal
component-padlock = Cadenas
    .gender = masc
    .def = le Cadenas
component-mirror = Miroir
    .gender = masc
    .def = le Miroir
component-disguise = Déguisement
    .gender = masc
    .def = le Déguisement
component-cog = Engrenage
    .gender = masc
    .def = l'Engrenage

## Dés du Centre-ville
die-residence1 = dé Résidence 1
    .gender = masc
    .def = le dé Résidence 1
    .de = du dé Résidence 1
die-residence2 = dé Résidence 2
    .gender = masc
    .def = le dé Résidence 2
    .de = du dé Résidence 2
die-inn_specialist = dé Auberge Spécialiste
    .gender = masc
    .def = le dé Auberge Spécialiste
    .de = du dé Auberge Spécialiste
die-inn_apprentice = dé Auberge Apprenti
    .gender = masc
    .def = le dé Auberge Apprenti
    .de = du dé Auberge Apprenti
die-bank1 = dé Banque 1
    .gender = masc
    .def = le dé Banque 1
    .de = du dé Banque 1
die-bank2 = dé Banque 2
    .gender = masc
    .def = le dé Banque 2
    .de = du dé Banque 2

## Jours du Théâtre
weekday-thursday = jeudi
    .gender = masc
weekday-friday = vendredi
    .gender = masc
weekday-saturday = samedi
    .gender = masc
weekday-sunday = dimanche
    .gender = masc

## Tours, par leur numéro au catalogue
trick-0 = Papillons Enchantés
trick-1 = Lapin sorti du Chapeau
trick-2 = Taverne en Bouteille
trick-3 = Manipulation de Cartes
trick-4 = Autodécapitation
trick-5 = Papier Déchiqueté
trick-6 = Miroir Brisé
trick-7 = Pêche dans les Airs
trick-8 = Mutilation
trick-9 = Escalier d'Eau
trick-10 = La Bête Intérieure
trick-11 = Éléphant Évanoui
trick-12 = Lecture de Pensées
trick-13 = Souffle de Vie
trick-14 = Main Spectrale
trick-15 = Fenêtre sur l'Au-delà
trick-16 = Table Flottante
trick-17 = Seconde Vue
trick-18 = Fantôme de Pepper
trick-19 = Piège à Fantômes
trick-20 = Crâne de Balsamo
trick-21 = Séance
trick-22 = Danse des Squelettes
trick-23 = Métamorphose
trick-24 = Tonneaux Barricadés
trick-25 = Évasion du Pilori
trick-26 = Momie en Flammes
trick-27 = Évasion du Réservoir d'Eau
trick-28 = Évasion de Prison
trick-29 = Femme Zigzag
trick-30 = Emmuré
trick-31 = Cage du Loup
trick-32 = Enterré Vivant
trick-33 = Vengeance de l'Assistante
trick-34 = Vierge de Fer
trick-35 = L'Homme Transporté
trick-36 = Anneaux Chinois
trick-37 = Piano Vivant
trick-38 = Baguettes Chinoises
trick-39 = Lévitation
trick-40 = Frelon Mécanique
trick-41 = L'Assistante Sciée en Deux
trick-42 = Cage à Oiseau Escamotée
trick-43 = Attrape-Balle
trick-44 = Dame Aztèque
trick-45 = Scies de l'Horreur
trick-46 = Automate
trick-47 = Chien de l'Enfer

## Magiciens
magician-0 = Maître des Chaînes
    .ability = Libération
magician-1 = Le Grand Optico
    .ability = Mimèsis
magician-2 = Prêtresse du Mysticisme
    .ability = Tissage du Destin
magician-3 = Le Mechaniker
    .ability = Amélioration Mécanique
magician-4 = Le Lotus Rouge
    .ability = Vol de Tour
magician-5 = Le Gentleman
    .ability = Magie pour les Masses
magician-6 = Maître des Esprits Yoruba
    .ability = Possession
magician-7 = Electra
    .ability = Surcharge
magician-8 = Professeur Bernard
    .ability = Titularisation
magician-9 = Geert van Augustin
    .ability = Maître Bâtisseur
magician-10 = Lumenia la Radieuse
    .ability = Rayonnement
magician-11 = Anjali
    .ability = Secret Prêté

## Cartes Affectation spéciale, par code
special-A06 = Artiste Invité
special-A07 = Intermède Orchestral
special-A08 = Tour Vedette
special-A09 = Nouveau Rebondissement
special-A10 = Gagner du Temps
special-A11 = Composants Durables
special-A12 = Fiasco Arrangé
special-A13 = Grande Première
special-A14 = Spectacle de Rue
special-A15 = Faveur du Directeur
special-A16 = Retouche de Tour
special-A17 = Galop d'Essai
special-A18 = Pièces de Rechange
special-A19 = Invention
special-A20 = Ingéniosité
special-A21 = Prototype Instable
special-A22 = Améliorer un Tour
special-A23 = Préparation sur Scène
special-A24 = Talent Caché
special-A25 = Indépendant
special-A26 = Recrutement Massif
special-A27 = Motivation Hypnotique
special-A28 = Chasseur de Têtes
special-A29 = Refonte de Tour
special-A30 = Soif de Savoir
special-A31 = Plans Divulgués
special-A32 = Investissements
special-A33 = Gloire et Fortune
special-A34 = Intérêts
special-A35 = Renforcement
special-A36 = Soldes de Composants
special-A37 = Marchandise de Contrebande
special-A38 = Troc de Pouvoir
special-A39 = Exposition à l'Atelier
special-A40 = Vol à l'Étalage
special-A41 = Logistique
special-A42 = Marchands Ambulants
special-A43 = Sources Douteuses
special-A44 = Part d'Affaires
special-A45 = Livraison à l'Atelier

## Pouvoirs de Magicien (contenu provisoire), par code
power-Y01 = Investissements Privés
power-Y02 = Oreilles dans la Ville
power-Y03 = Jeux d'Argent
power-Y04 = Réserve Personnelle
power-Y05 = Garçons de Course
power-Y06 = Coursiers du Marché
power-Y07 = Mains Empressées
power-Y08 = Contacts de la Ruelle
power-Y09 = Répétition des Chaînes
power-Y10 = Répétition de Séance
power-Y11 = Répétition des Rouages
power-Y12 = Répétition des Miroirs
power-Y13 = Mécènes de l'Évasion
power-Y14 = Mécènes du Spirituel
power-Y15 = Mécènes de la Mécanique
power-Y16 = Mécènes de l'Optique
power-Y17 = Crieurs de Rue
power-Y18 = Habitudes Économes
power-Y19 = Vieux Carnet
power-Y20 = Acheteur en Gros
power-Y21 = Équipe Fidèle
power-Y22 = Talons de Billets
power-Y23 = Charme du Recruteur
power-Y24 = Colporteur de Rumeurs
power-Y25 = Mains Sûres
power-Y26 = Coursier Express
power-Y27 = Guilde des Apprentis
power-Y28 = Stock
power-Y29 = Sens du Spectacle
power-Y30 = Matinée du Jeudi
power-O01 = Opportuniste
power-O02 = Chaînes de Rechange
power-O03 = Bocaux d'Ectoplasme
power-O04 = Engrenages de Rechange
power-O05 = Miroirs de Rechange
power-O06 = Acclamation de l'Évasion
power-O07 = Acclamation du Spirituel
power-O08 = Acclamation de la Mécanique
power-O09 = Acclamation de l'Optique
power-O10 = Bien Entouré
power-O11 = Négociant Rusé
power-O12 = Maître Artisan
power-O13 = Précepteur
power-O14 = Registre du Chasseur de Têtes
power-O15 = Ami du Banquier
power-O16 = Favori du Public
power-O17 = Ovation Debout
power-O18 = Résonance du Trickerion
power-O19 = Panneaux d'Affichage
power-O20 = Prêteur
power-O21 = Guichet
power-O22 = Bouche-à-Oreille
power-O23 = Accord Syndical
power-O24 = Dénicheur de Talents
power-O25 = Répertoire
power-O26 = Numéro Rodé
power-O27 = Foule du Samedi
power-O28 = Habitués du Vendredi
power-O29 = Matériaux de Choix
power-O30 = Faveur du Receleur
power-R01 = Légende de l'Évasion
power-R02 = Légende de l'Au-delà
power-R03 = Légende des Machines
power-R04 = Légende de l'Illusion
power-R05 = Grand Final
power-R06 = Final Éblouissant
power-R07 = Infatigable
power-R08 = Troupe Entraînée
power-R09 = Maître des Liens
power-R10 = Célébrité
power-R11 = Mécénat
power-R12 = Production de Masse
power-R13 = Tête d'Affiche
power-R14 = Magnat de la Presse
power-R15 = Trésor
power-R16 = Charte de Guilde
power-R17 = Spectacle du Dimanche
power-R18 = Recruteur Vedette
power-R19 = Archive Secrète
power-R20 = Dynastie
power-R21 = Grande Compagnie
power-R22 = Académie des Apprentis
power-R23 = Collectionneur
power-R24 = Entrepôt
power-R25 = Magot
power-R26 = Chefs-d'œuvre
power-R27 = Savoir des Éclats
power-R28 = As dans la Manche
power-R29 = Rappel
power-R30 = Harmonie Cristalline

## Quantités : le `$coins` d'une phrase peut être l'un de ces messages, avec son nombre
amount-coins = { $n ->
    [one] { $n } Pièce
   *[other] { $n } Pièces
}
amount-fame = { $n } Renommée
amount-shards = { $n ->
    [one] { $n } Éclat
   *[other] { $n } Éclats
}
amount-ap = { $n ->
    [one] { $n } Point d'Action
   *[other] { $n } Points d'Action
}

## Faces des dés, comme le journal les nomme
face-any-trick = ?
face-hire-apprentice = Apprenti
face-coins = { $n } Pièces
face-x = X
sep-comma = { $a }, { $b }

## Emplacements du plateau
slot-main = { $location } (emplacement { $slot }, { $ap })
slot-workshop = Atelier (emplacement { $slot })
slot-backstage = Théâtre (coulisses du { $day })
slot-performance = Théâtre (emplacement de Représentation du { $day })

## Composants avec quantités
components = { $items }
components-one = { $n } { $component }
components-none = rien
