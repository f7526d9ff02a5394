# Namen der Spieldinge, wie gedruckt. Alle anderen Kataloge nennen sie über
# Argumente: `$trick` ist der Name eines Tricks, `$character-indef` der
# Charakter mit unbestimmtem Artikel im Akkusativ ("einen Ingenieur"),
# `$character-gender` sein grammatisches Geschlecht (masc, fem, neut).

## Listen: "a", "a und b", "a, b und c"
list-none = nichts
list-pair = { $a } und { $b }
list-more = { $a }, { $b }

## Charaktere
character-magician = Magier
    .indef = einen Magier
    .gender = masc
character-engineer = Ingenieur
    .indef = einen Ingenieur
    .gender = masc
character-manager = Manager
    .indef = einen Manager
    .gender = masc
character-assistant = Assistent
    .indef = einen Assistenten
    .gender = masc
character-apprentice1 = Lehrling
    .indef = einen Lehrling
    .gender = masc
character-apprentice2 = Lehrling
    .indef = einen Lehrling
    .gender = masc
character-apprentice3 = Lehrling
    .indef = einen Lehrling
    .gender = masc
character-apprentice4 = Lehrling
    .indef = einen Lehrling
    .gender = masc
character-protege = Schützling
    .indef = einen Schützling
    .gender = masc

## Orte
location-downtown = Innenstadt
    .gender = fem
location-market_row = Marktstraße
    .gender = fem
location-workshop = Werkstatt
    .gender = fem
location-theater = Theater
    .gender = neut
location-dark_alley = Dunkle Gasse
    .gender = fem
location-academy = Akademie
    .gender = fem

## Trickkategorien
category-escape = Entfesselung
category-spiritual = Spiritismus
category-mechanical = Mechanik
category-optical = Optik

## Komponenten
component-wood = Holz
    .gender = neut
component-metal = Metall
    .gender = neut
component-glass = Glas
    .gender = neut
component-fabric = Stoff
    .gender = masc
component-rope = Seil
    .gender = neut
component-petroleum = Petroleum
    .gender = neut
component-saw = Säge
    .gender = fem
component-animal = Tier
    .gender = neut
component-padlock = Vorhängeschloss
    .gender = neut
component-mirror = Spiegel
    .gender = masc
component-disguise = Verkleidung
    .gender = fem
component-cog = Zahnrad
    .gender = neut

## Würfel der Innenstadt
die-residence1 = Residenzwürfel 1
die-residence2 = Residenzwürfel 2
die-inn_specialist = Gasthauswürfel (Spezialist)
die-inn_apprentice = Gasthauswürfel (Lehrling)
die-bank1 = Bankwürfel 1
die-bank2 = Bankwürfel 2

## Tage des Theaters
weekday-thursday = Donnerstag
weekday-friday = Freitag
weekday-saturday = Samstag
weekday-sunday = Sonntag

## Tricks, nach ihrer Nummer im Katalog
trick-0 = Verzauberte Schmetterlinge
trick-1 = Kaninchen aus dem Zylinder
trick-2 = Kneipe in der Flasche
trick-3 = Kartenmanipulation
trick-4 = Selbstenthauptung
trick-5 = Papierschnipsel
trick-6 = Zersplitterter Spiegel
trick-7 = Angeln in der Luft
trick-8 = Verstümmelung
trick-9 = Wassertreppe
trick-10 = Die Bestie im Innern
trick-11 = Verschwindender Elefant
trick-12 = Gedankenlesen
trick-13 = Lebensatem
trick-14 = Geisterhand
trick-15 = Fenster ins Jenseits
trick-16 = Schwebender Tisch
trick-17 = Blick in die Zukunft
trick-18 = Peppers Geist
trick-19 = Geisterfalle
trick-20 = Balsamos Schädel
trick-21 = Séance
trick-22 = Skeletttanz
trick-23 = Metamorphose
trick-24 = Verbarrikadierte Fässer
trick-25 = Flucht aus dem Pranger
trick-26 = Brennende Mumie
trick-27 = Flucht aus dem Wassertank
trick-28 = Gefängnisausbruch
trick-29 = Zickzack-Dame
trick-30 = Eingemauert
trick-31 = Wolfskäfig
trick-32 = Lebendig begraben
trick-33 = Rache der Assistentin
trick-34 = Eiserne Jungfrau
trick-35 = Der versetzte Mann
trick-36 = Verkettete Ringe
trick-37 = Lebendes Klavier
trick-38 = Chinesische Stäbchen
trick-39 = Levitation
trick-40 = Mechanische Hornisse
trick-41 = Die zersägte Assistentin
trick-42 = Verschwindender Vogelkäfig
trick-43 = Kugelfang
trick-44 = Aztekische Dame
trick-45 = Horrorsägen
trick-46 = Automat
trick-47 = Höllenhund

## Magier
magician-0 = Meister der Ketten
    .ability = Befreiung
magician-1 = Der Große Optico
    .ability = Mimesis
magician-2 = Priesterin der Mystik
    .ability = Schicksalsweben
magician-3 = Der Mechaniker
    .ability = Mechanische Verbesserung
magician-4 = Der Rote Lotus
    .ability = Trickdiebstahl
magician-5 = Der Gentleman
    .ability = Magie für die Massen
magician-6 = Yoruba-Geistermeister
    .ability = Seelenbesessenheit
magician-7 = Electra
    .ability = Überladung
magician-8 = Professor Bernard
    .ability = Lehrstuhl
magician-9 = Geert van Augustin
    .ability = Baumeister
magician-10 = Lumenia die Strahlende
    .ability = Strahlkraft
magician-11 = Anjali
    .ability = Geliehenes Geheimnis

## Sonderauftragskarten, nach Code
special-A06 = Gastauftritt
special-A07 = Orchesterzwischenspiel
special-A08 = Hauptattraktion
special-A09 = Neue Wendung
special-A10 = Zeit schinden
special-A11 = Langlebige Komponenten
special-A12 = Inszeniertes Fiasko
special-A13 = Große Premiere
special-A14 = Straßenauftritt
special-A15 = Gunst des Direktors
special-A16 = Trick-Feinschliff
special-A17 = Probelauf
special-A18 = Ersatzteile
special-A19 = Erfindung
special-A20 = Einfallsreichtum
special-A21 = Instabiler Prototyp
special-A22 = Trick verbessern
special-A23 = Vorbereitung auf der Bühne
special-A24 = Verborgenes Talent
special-A25 = Freiberufler
special-A26 = Massenanwerbung
special-A27 = Hypnotische Motivation
special-A28 = Kopfjäger
special-A29 = Trick überarbeiten
special-A30 = Wissensdurst
special-A31 = Durchgesickerte Baupläne
special-A32 = Investitionen
special-A33 = Ruhm und Reichtum
special-A34 = Zinsen
special-A35 = Ermächtigung
special-A36 = Komponentenverkauf
special-A37 = Schmuggelware
special-A38 = Tausch gegen Macht
special-A39 = Werkstattausstellung
special-A40 = Ladendiebstahl
special-A41 = Logistik
special-A42 = Fahrende Händler
special-A43 = Zweifelhafte Quellen
special-A44 = Geschäftsanteil
special-A45 = Werkstattlieferung

## Magierkräfte (vorläufige Inhalte), nach Code
power-Y01 = Private Investitionen
power-Y02 = Ohren im Volk
power-Y03 = Glücksspiel
power-Y04 = Eigener Vorrat
power-Y05 = Laufburschen
power-Y06 = Marktläufer
power-Y07 = Eifrige Hände
power-Y08 = Kontakte in der Gasse
power-Y09 = Kettenprobe
power-Y10 = Séance-Probe
power-Y11 = Räderwerkprobe
power-Y12 = Spiegelprobe
power-Y13 = Gönner der Entfesselung
power-Y14 = Gönner des Spiritismus
power-Y15 = Gönner der Mechanik
power-Y16 = Gönner der Optik
power-Y17 = Marktschreier
power-Y18 = Sparsamkeit
power-Y19 = Altes Notizbuch
power-Y20 = Großeinkäufer
power-Y21 = Treue Truppe
power-Y22 = Kartenabrisse
power-Y23 = Charme des Anwerbers
power-Y24 = Gerüchtestreuer
power-Y25 = Ruhige Hände
power-Y26 = Eilkurier
power-Y27 = Lehrlingsgilde
power-Y28 = Vorratslager
power-Y29 = Bühnenpräsenz
power-Y30 = Donnerstagsmatinee
power-O01 = Opportunist
power-O02 = Ersatzketten
power-O03 = Ektoplasma-Gläser
power-O04 = Ersatzzahnräder
power-O05 = Ersatzspiegel
power-O06 = Beifall für Entfesselung
power-O07 = Beifall für Spiritismus
power-O08 = Beifall für Mechanik
power-O09 = Beifall für Optik
power-O10 = Gut vernetzt
power-O11 = Gerissener Händler
power-O12 = Handwerksmeister
power-O13 = Privatlehrer
power-O14 = Kontobuch des Kopfjägers
power-O15 = Freund des Bankiers
power-O16 = Publikumsliebling
power-O17 = Stehende Ovationen
power-O18 = Trickerion-Resonanz
power-O19 = Litfaßsäulen
power-O20 = Geldverleiher
power-O21 = Theaterkasse
power-O22 = Mundpropaganda
power-O23 = Zunftabkommen
power-O24 = Talentsucher
power-O25 = Repertoire
power-O26 = Einstudierte Nummer
power-O27 = Samstagspublikum
power-O28 = Freitagsstammgäste
power-O29 = Edle Materialien
power-O30 = Gunst des Hehlers
power-R01 = Legende der Entfesselung
power-R02 = Legende des Jenseits
power-R03 = Legende der Maschinen
power-R04 = Legende der Illusion
power-R05 = Großes Finale
power-R06 = Glanzvolles Finale
power-R07 = Unermüdlich
power-R08 = Geschulte Truppe
power-R09 = Meister der Verbindungen
power-R10 = Berühmtheit
power-R11 = Schirmherrschaft
power-R12 = Massenproduktion
power-R13 = Top-Besetzung
power-R14 = Pressebaron
power-R15 = Schatzkammer
power-R16 = Gildenbrief
power-R17 = Sonntagsspektakel
power-R18 = Star-Anwerber
power-R19 = Geheimarchiv
power-R20 = Dynastie
power-R21 = Große Kompanie
power-R22 = Lehrlingsakademie
power-R23 = Sammler
power-R24 = Lagerhaus
power-R25 = Hort
power-R26 = Meisterwerke
power-R27 = Splitterkunde
power-R28 = Ungespielte Asse
power-R29 = Zugabe
power-R30 = Kristallabstimmung

## Mengen: das `$coins` eines Satzes kann eine davon sein, samt Zahl
amount-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
amount-fame = { $n } Ruhm
amount-shards = { $n } Splitter
amount-ap = { $n ->
    [one] { $n } Aktionspunkt
   *[other] { $n } Aktionspunkte
}

## Würfelseiten, wie das Protokoll sie nennt
face-any-trick = ?
face-hire-apprentice = Lehrling
face-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
face-x = X
sep-comma = { $a }, { $b }

## Felder des Spielplans
slot-main = { $location } (Feld { $slot }, { $ap })
slot-workshop = Werkstatt (Feld { $slot })
slot-backstage = Theater ({ $day }, Backstage)
slot-performance = Theater ({ $day }, Vorstellungsfeld)

## Komponenten mit Anzahl
components = { $items }
components-one = { $n } { $component }
components-none = nichts
