# Spielprotokoll von Dahlgaards Akademie: ein Satz pro Ereignis.
# $seat ist immer der Name eines Spielers. $secret (Name eines Geheimnisses)
# und $letter (Buchstabe eines Flügels) kommen unverändert aus dem Inhalt.

## Die Räume eines Flügels
room-classroom = Klassenzimmer
room-practice_room = Übungsraum

## Orte in der Akademie: ein Flügel ("Klassenzimmer C"), ein Feld darin
log-academy-wing = { $room } { $letter }
log-academy-spot = { $wing } (Feld { $slot })
# Ein Flügel, den der Inhalt nicht kennt.
log-academy-unknown = Akademie

## Mengen in den Akademie-Zeilen
amount-banners = { $n } Banner
# Was ein Geheimnis gibt: $a und $b (je ein Ertrag oder eine kürzere Kette davon).
log-academy-gains-and = { $a } und { $b }
log-academy-gains-none = {""}

## Geheimnisse und der Schützling
log-secret-yield = { $seat } erhält { $gains } durch das Geheimnis { $secret }.
log-secret-lent = { $seat } legt eine Münze auf { $apprentice-indef }: Er trägt in dieser Runde das Geheimnis { $secret }.
log-secret-lent-hidden = { $seat } legt eine Münze auf { $apprentice-indef }: Er trägt in dieser Runde eines der Geheimnisse des Schützlings.
log-lent-secret-kept = { $seat } nimmt die auf { $apprentice-indef } gelegte Münze zurück.
log-lent-secret-discarded = { $seat } legt die auf { $apprentice-indef } gelegte Münze ab.
# $space zählt ab 1; $n ist 1, wenn ein Geheimnis ($old) abgelegt wurde, sonst 0.
log-secret-learned = { $seat } lernt das Geheimnis { $secret } auf Platz { $space } des Schützlings ({ $ap }){ $n ->
        [0] {""}
       *[other] {" "}und legt { $old } ab
    }.

## Die Klassenzimmer-Phase
log-classroom-started = Die Klassenzimmer-Phase.
log-classroom-started-chooser = Die Klassenzimmer-Phase: { $seat } wählt den Trick, der den vollen Ertrag bringt.
log-classes-none = In keinem Klassenzimmer wird ein Trick unterrichtet.
# $lessons: die Stunden, jede ein log-lesson, durch Kommas getrennt.
log-classes-held = Der Unterricht findet statt (die Marker der Tricks gehen zurück): { $lessons }.
# $what: der Trick (oder log-lesson-full, log-lesson-bonus); $fame, $coins,
# $shards: was er bringt.
log-lesson = { $seat } { $what } +{ $fame } +{ $coins } +{ $shards }
log-lesson-full = { $trick } (voller Ertrag)
log-lesson-bonus = Bonus für volle Klasse

## Rundenende
# $n: wie viele Ruinen entfernt werden; $wings: ihre Flügel, durch Kommas getrennt.
log-academy-turn-ended = Die Akademie: { $n ->
        [0] Keine Ruine wird entfernt
       *[other] Die Ruinen über { $wings } werden entfernt
    }; nicht genommene Geheimnisse werden abgelegt und zwei neue aufgedeckt.

## Renovieren, Üben, Unterrichten
# $n: die erhaltenen Splitter ($shards); $returning: wie viele Spieler
# ($returned) ein Banner zurückgeben, weil $seat das letzte gelegt hat.
log-wing-renovated = { $seat } renoviert { $wing } auf Stufe { $level } für { $coins } ({ $ap }): +{ $fame }, { $banners }{ $n ->
        [0] {""}
       *[other] , +{ $shards }
    }.{ $returning ->
        [0] {""}
       *[other] {" "}{ $seat } hat das letzte Banner gelegt: { $returned } geben je ein unbenutztes Banner in die Schachtel zurück.
    }
# $to, $from, $freed: Felder in der Akademie; $moving ist 1, wenn der
# Marker des Tricks von $from wegzieht, $freeing 1, wenn vorher ein anderer
# Marker von $seat das Feld $freed verlassen hat.
log-trick-practised = { $seat } übt { $trick } in { $to }{ $moving ->
        [0] {""}
       *[other] {" "}und versetzt seinen Akademie-Marker von { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Der eigene Akademie-Marker in { $freed } kehrt vorher zurück.
    }
log-trick-taught = { $seat } unterrichtet { $trick } in { $to }{ $moving ->
        [0] {""}
       *[other] {" "}und versetzt seinen Akademie-Marker von { $from }
    } ({ $ap }).{ $freeing ->
        [0] {""}
       *[other] {" "}Der eigene Akademie-Marker in { $freed } kehrt vorher zurück.
    }
log-academy-marker-returned = Der Akademie-Marker von { $seat } für { $trick } verlässt mit dem Trick die Akademie.
