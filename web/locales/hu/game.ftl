# A játék dolgainak nevei (Hungarian names of the game's things). Other catalogs
# refer to them through arguments. `.indef` is the name with the indefinite
# article ("egy Mérnök"); `.def` adds the definite article with its a/az form.
# Trick, card and Power names are translated descriptively (see GLOSSARY.md).

## Lists: "a", "a és b", "a, b és c"
list-none = semmi
list-pair = { $a } és { $b }
list-more = { $a }, { $b }

## Characters
character-magician = Bűvész
    .indef = egy Bűvész
    .def = a Bűvész
character-engineer = Mérnök
    .indef = egy Mérnök
    .def = a Mérnök
character-manager = Menedzser
    .indef = egy Menedzser
    .def = a Menedzser
character-assistant = Asszisztens
    .indef = egy Asszisztens
    .def = az Asszisztens
character-apprentice1 = Tanonc
    .indef = egy Tanonc
    .def = a Tanonc
character-apprentice2 = Tanonc
    .indef = egy Tanonc
    .def = a Tanonc
character-apprentice3 = Tanonc
    .indef = egy Tanonc
    .def = a Tanonc
character-apprentice4 = Tanonc
    .indef = egy Tanonc
    .def = a Tanonc
character-protege = Pártfogolt
    .indef = egy Pártfogolt
    .def = a Pártfogolt

## Locations
location-downtown = Belváros
location-market_row = Piacsor
location-workshop = Műhely
location-theater = Színház
location-dark_alley = Sötét Sikátor
location-academy = Akadémia

## Trick categories
category-escape = Szabadulás
category-spiritual = Spirituális
category-mechanical = Mechanikus
category-optical = Optikai

## Components
component-wood = Fa
component-metal = Fém
component-glass = Üveg
component-fabric = Szövet
component-rope = Kötél
component-petroleum = Petróleum
component-saw = Fűrész
component-animal = Állat
component-padlock = Lakat
component-mirror = Tükör
component-disguise = Álruha
component-cog = Fogaskerék

## Downtown dice
die-residence1 = 1. Rezidencia-kocka
die-residence2 = 2. Rezidencia-kocka
die-inn_specialist = Fogadói Szakember-kocka
die-inn_apprentice = Fogadói Tanonc-kocka
die-bank1 = 1. Bank-kocka
die-bank2 = 2. Bank-kocka

## Days of the Theater
weekday-thursday = Csütörtök
weekday-friday = Péntek
weekday-saturday = Szombat
weekday-sunday = Vasárnap

## Tricks, by their number in the catalogue
trick-0 = Elvarázsolt pillangók
trick-1 = Nyúl a cilinderből
trick-2 = Kocsma a palackban
trick-3 = Kártyamanipuláció
trick-4 = Önlefejezés
trick-5 = Széttépett papír
trick-6 = Összetört tükör
trick-7 = Horgászat a levegőben
trick-8 = Csonkítás
trick-9 = Vízlépcső
trick-10 = A belső fenevad
trick-11 = Az eltűnő elefánt
trick-12 = Gondolatolvasás
trick-13 = Az élet lehelete
trick-14 = Szellemkéz
trick-15 = Ablak a túlvilágra
trick-16 = Lebegő asztal
trick-17 = Jövőbelátás
trick-18 = Pepper szelleme
trick-19 = Szellemcsapda
trick-20 = Balsamo koponyája
trick-21 = Szeánsz
trick-22 = Csontváztánc
trick-23 = Metamorfózis
trick-24 = Elbarikádozott hordók
trick-25 = Szabadulás a kalodából
trick-26 = Égő múmia
trick-27 = Szabadulás a víztartályból
trick-28 = Szökés a börtönből
trick-29 = Cikcakk hölgy
trick-30 = Befalazva
trick-31 = Farkasketrec
trick-32 = Élve eltemetve
trick-33 = Az asszisztens bosszúja
trick-34 = Vasszűz
trick-35 = A teleportált ember
trick-36 = Összefűzött karikák
trick-37 = Élő zongora
trick-38 = Kínai pálcikák
trick-39 = Levitáció
trick-40 = Mechanikus lódarázs
trick-41 = Az asszisztens kettéfűrészelése
trick-42 = Eltűnő madárkalitka
trick-43 = Golyóelkapás
trick-44 = Azték hölgy
trick-45 = Rémfűrészek
trick-46 = Automata
trick-47 = Pokolkutya

## Magicians (names kept as printed)
magician-0 = Master of Chains
    .ability = Kiszabadulás
magician-1 = The Great Optico
    .ability = Mimézis
magician-2 = Priestess of Mysticism
    .ability = Sorsszövés
magician-3 = The Mechaniker
    .ability = Mechanikus fejlesztés
magician-4 = The Red Lotus
    .ability = Trükklopás
magician-5 = The Gentleman
    .ability = Mágia a tömegeknek
magician-6 = Yoruba Spiritmaster
    .ability = Lélekszállás
magician-7 = Electra
    .ability = Túltöltés
magician-8 = Professor Bernard
    .ability = Katedra
magician-9 = Geert van Augustin
    .ability = Építőmester
magician-10 = Lumenia the Radiant
    .ability = Ragyogás
magician-11 = Anjali
    .ability = Kölcsönadott titok

## Special Assignment cards, by code
special-A06 = Vendégművész
special-A07 = Zenekari közjáték
special-A08 = Főattrakció
special-A09 = Új csavar
special-A10 = Időnyerés
special-A11 = Tartós kellékek
special-A12 = Megrendezett kudarc
special-A13 = Nagy premier
special-A14 = Utcai előadás
special-A15 = Az igazgató kegye
special-A16 = Trükkcsiszolás
special-A17 = Próbaelőadás
special-A18 = Cserélhető alkatrészek
special-A19 = Találmány
special-A20 = Leleményesség
special-A21 = Instabil prototípus
special-A22 = Trükkfejlesztés
special-A23 = Színpadi előkészítés
special-A24 = Rejtett tehetség
special-A25 = Szabadúszó
special-A26 = Tömeges toborzás
special-A27 = Hipnotikus motiváció
special-A28 = Fejvadász
special-A29 = Trükkátdolgozás
special-A30 = Tudásszomj
special-A31 = Kiszivárgott tervrajzok
special-A32 = Befektetések
special-A33 = Hírnév és vagyon
special-A34 = Kamat
special-A35 = Felhatalmazás
special-A36 = Kellékvásár
special-A37 = Csempészáru
special-A38 = Csere hatalommal
special-A39 = Műhelykiállítás
special-A40 = Bolti lopás
special-A41 = Logisztika
special-A42 = Vándorkereskedők
special-A43 = Kétes források
special-A44 = Üzletrész
special-A45 = Műhelyszállítás

## Magician Powers (provisional content), by code
power-Y01 = Magánbefektetések
power-Y02 = Fülek a városban
power-Y03 = Szerencsejáték
power-Y04 = Saját készlet
power-Y05 = Kifutófiúk
power-Y06 = Piaci futárok
power-Y07 = Buzgó kezek
power-Y08 = Sikátorbeli kapcsolatok
power-Y09 = Lánc-főpróba
power-Y10 = Szeánsz-főpróba
power-Y11 = Fogaskerék-főpróba
power-Y12 = Tükör-főpróba
power-Y13 = Szabadulás pártfogói
power-Y14 = Spirituális pártfogók
power-Y15 = Mechanikus pártfogók
power-Y16 = Optikai pártfogók
power-Y17 = Kikiáltók
power-Y18 = Takarékos szokások
power-Y19 = Régi jegyzetfüzet
power-Y20 = Nagybani vevő
power-Y21 = Hű társulat
power-Y22 = Jegycsonkok
power-Y23 = A toborzó bája
power-Y24 = Pletykafészek
power-Y25 = Biztos kéz
power-Y26 = Expresszfutár
power-Y27 = Tanonccéh
power-Y28 = Raktárkészlet
power-Y29 = Showmanség
power-Y30 = Csütörtöki matiné
power-O01 = Opportunista
power-O02 = Tartalék láncok
power-O03 = Ektoplazmás üvegek
power-O04 = Tartalék fogaskerekek
power-O05 = Tartalék tükrök
power-O06 = A szabadulás elismerése
power-O07 = A spirituális elismerése
power-O08 = A mechanika elismerése
power-O09 = Az optika elismerése
power-O10 = Jó kapcsolatok
power-O11 = Ravasz kereskedő
power-O12 = Mesterember
power-O13 = Magántanár
power-O14 = A fejvadász főkönyve
power-O15 = A bankár barátja
power-O16 = Közönségkedvenc
power-O17 = Vastaps
power-O18 = Trickerion-rezonancia
power-O19 = Plakátok
power-O20 = Pénzkölcsönző
power-O21 = Jegypénztár
power-O22 = Szájhagyomány
power-O23 = Szakszervezeti alku
power-O24 = Tehetségkutató
power-O25 = Repertoár
power-O26 = Begyakorolt szám
power-O27 = Szombati tömeg
power-O28 = Pénteki törzsvendégek
power-O29 = Finom anyagok
power-O30 = Az orgazda kegye
power-R01 = A szabadulás legendája
power-R02 = A túlvilág legendája
power-R03 = A gépek legendája
power-R04 = Az illúzió legendája
power-R05 = Nagy finálé
power-R06 = Káprázatos finálé
power-R07 = Fáradhatatlan
power-R08 = Képzett társulat
power-R09 = Kapcsolatmester
power-R10 = Híresség
power-R11 = Mecenatúra
power-R12 = Tömeggyártás
power-R13 = Főszereplő
power-R14 = Sajtómágnás
power-R15 = Kincstár
power-R16 = Céhlevél
power-R17 = Vasárnapi látványosság
power-R18 = Sztártoborzó
power-R19 = Titkos archívum
power-R20 = Dinasztia
power-R21 = Nagy társulat
power-R22 = Tanoncakadémia
power-R23 = Gyűjtő
power-R24 = Raktár
power-R25 = Kincses halom
power-R26 = Mesterművek
power-R27 = Szilánktan
power-R28 = Kijátszatlan ászok
power-R29 = Ráadás
power-R30 = Kristályhangolás

## Amounts: a sentence's `$coins` may be one of these, worded with its number
## (Hungarian nouns stay singular after a numeral)
amount-coins = { $n } Érme
amount-fame = { $n } Hírnév
amount-shards = { $n } Szilánk
amount-ap = { $n } Akciópont

## Die faces, as the log names them
face-any-trick = ?
face-hire-apprentice = Tanonc
face-coins = { $n } Érme
face-x = X
sep-comma = { $a }, { $b }

## Board slots
slot-main = { $location } ({ $ap }, { $slot }. hely)
slot-workshop = Műhely ({ $slot }. hely)
slot-backstage = Színház ({ $day }, kulisszák mögött)
slot-performance = Színház ({ $day }, Előadáshely)

## Components with counts
components = { $items }
components-one = { $n } { $component }
components-none = semmi
