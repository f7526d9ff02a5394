# Die eigenen Wörter des Web-Clients (Deutsch). Ids: ui-<Bereich>-<was>, wie im Englischen.
# Begriffe nach GLOSSARY.md; Anrede mit „du“; Schaltflächen kurz.

## Befehle: Titel, ganze Befehle, zusätzliche Auswahlen

ui-cmd-choose-magician-title = Wähle deinen Magier
ui-cmd-choose-magician-label = { $magician } wählen (Favorit: { $favorite })
ui-cmd-choose-starting-trick-title = Wähle deinen Starttrick
ui-cmd-choose-starting-trick-label = Mit { $trick } beginnen
ui-cmd-choose-starting-components-title = Wähle Startkomponenten im Wert von 2 Münzen
ui-cmd-choose-starting-components-label = Mit { $components } beginnen
ui-cmd-choose-starting-components-fields-components-name = Komponenten
ui-cmd-choose-specialist-title = Wähle einen Spezialisten
ui-cmd-choose-specialist-label = { $choice } einstellen
ui-cmd-choose-specialist-fields-bonus-name = Bonus
ui-cmd-advertise-title = Werben
ui-cmd-decline-advertise-title = Nicht werben
ui-cmd-assign-title = Karte zuweisen
ui-cmd-assign-label = Eine { $location }-Karte unter { $character } legen
ui-cmd-unassign-title = Karte zurücknehmen
ui-cmd-unassign-label = Die Karte unter { $character } zurücknehmen
ui-cmd-confirm-assignments-title = Zuweisung fertig
ui-cmd-place-title = Charakter einsetzen
ui-cmd-place-fields-forfeit-name = Verzicht
ui-cmd-place-fields-boost-name = Verstärkung
ui-cmd-place-fields-mimic-name = Nachahmen
ui-cmd-leave-idle-title = Charakter untätig lassen
ui-cmd-leave-idle-label = { $character } diese Runde untätig lassen
ui-cmd-end-actions-title = Aktionen beenden
ui-cmd-learn-trick-title = Trick lernen
ui-cmd-hire-title = Einstellen
ui-cmd-hire-fields-character-name = Charakter
ui-cmd-hire-fields-second-name = Zweiter Lehrling
ui-cmd-take-coins-title = Münzen nehmen
ui-cmd-take-coins-fields-buy-name = Investitionen
ui-cmd-reroll-die-title = Würfel neu werfen
ui-cmd-reroll-die-label = { $die } neu werfen (1 AP)
ui-cmd-set-die-title = Würfel drehen
ui-cmd-set-die-label = { $die } auf { $face } drehen (2 AP)
ui-cmd-set-die-fields-face-name = Seite
ui-cmd-buy-title = Komponenten kaufen
ui-cmd-buy-fields-items-name = Wie viele
ui-cmd-buy-fields-pay-name = Bezahlung
ui-cmd-buy-fields-shoplift-name = Ladendiebstahl
ui-cmd-order-title = Komponente bestellen
ui-cmd-order-fields-component-name = Komponente
ui-cmd-order-fields-buy-now-name = Sofortkauf
ui-cmd-quick-order-title = Eilbestellung
ui-cmd-quick-order-label = { $component } eilbestellen
ui-cmd-quick-order-fields-component-name = Komponente
ui-cmd-prepare-title = Trick vorbereiten
ui-cmd-prepare-fields-option-name = Option
ui-cmd-move-trick-title = Trick zum Ingenieur legen
ui-cmd-move-trick-label = { $trick } auf das Trickfeld des Ingenieurs legen
ui-cmd-move-components-title = Komponenten zum Manager legen
ui-cmd-move-components-label = { $component } auf Mehrfachfeld { $slot } des Managers legen
ui-cmd-move-components-fields-slot-name = Mehrfachfeld
ui-cmd-move-components-fields-slot-show = Mehrfachfeld { $slot }
ui-cmd-move-apprentice-title = Lehrling zum Assistenten stellen
ui-cmd-move-apprentice-label = { $apprentice } auf das Feld des Assistenten stellen
ui-cmd-set-up-trick-title = Trick aufbauen
ui-cmd-set-up-trick-fields-swap-name = Zeit schinden
ui-cmd-reschedule-title = Marker versetzen (Umplanen)
ui-cmd-reschedule-label = Deinen Marker von { $card }, Feld { $slot } auf { $to-card }, Feld { $to-slot } versetzen, nach { $facing } zeigend
ui-cmd-take-link-bonus-title = Verbindungsbonus nehmen
ui-cmd-take-link-bonus-fields-reward-name = Belohnung
ui-cmd-perform-title = Auftreten
ui-cmd-perform-fields-steal-name = Trickdiebstahl
ui-cmd-perform-fields-premiere-name = Große Premiere
ui-cmd-perform-fields-durable-name = Langlebige Komponenten
ui-cmd-decline-performance-title = Nicht auftreten
ui-cmd-assign-special-title = Sonderauftragskarte zuweisen
ui-cmd-assign-special-label = { $card } unter { $character } legen
ui-cmd-draw-special-title = Sonderauftragskarte ziehen
ui-cmd-draw-special-label = Eine Sonderauftragskarte vom Stapel { $deck } ziehen
ui-cmd-fortune-telling-title = Wahrsagen
ui-cmd-fate-weaving-title = Schicksalsweben
ui-cmd-fate-weaving-label = Schicksalsweben: ausstehende Prophezeiung { $pending } aktivieren
ui-cmd-set-up-guest-title = Als Gastauftritt aufbauen
ui-cmd-set-up-guest-label = Gastauftritt: { $trick } neben den Feldern von { $card } aufbauen
ui-cmd-street-performance-title = Straßenauftritt
ui-cmd-street-performance-label = Straßenauftritt: deinen Marker von { $card }, Feld { $slot } nehmen, für die Erträge seines Tricks
ui-cmd-set-up-piled-title = Zwei gestapelte Marker aufbauen (Überladung)
ui-cmd-set-up-piled-label = Überladung: zwei Marker von { $trick } gestapelt auf { $card }, Feld { $slot } aufbauen, nach { $facing } zeigend
ui-cmd-possess-title = Seelenbesessenheit
ui-cmd-possess-label = Seelenbesessenheit: zahle einen Splitter; der Gegner führt { $card } auf
ui-cmd-decline-ability-title = Fähigkeit nicht nutzen
ui-cmd-discard-power-title = Kraft abwerfen
ui-cmd-discard-power-label = { $power } abwerfen (verdeckt, für das ganze Spiel)
ui-cmd-learn-power-title = Kraft lernen
ui-cmd-learn-power-label = { $power } neben Kraftfeld { $slot } lernen
ui-cmd-pass-power-title = Keine Kraft lernen
ui-cmd-rearrange-title = Ohren im Volk
ui-cmd-rearrange-fields-change-name = Änderung
ui-cmd-gamble-title = Glücksspiel
ui-cmd-renovate-title = Renovieren
ui-cmd-renovate-label = { $wing } auf Stufe { $level } renovieren, mit Plättchen { $tile }
ui-cmd-renovate-fields-level-name = Stufe
ui-cmd-renovate-fields-level-show = Stufe { $level }
ui-cmd-renovate-fields-tile-name = Plättchen
ui-cmd-practice-title = Üben
ui-cmd-practice-fields-free-name = Zuerst eines deiner Übungsraum-Felder frei machen
ui-cmd-teach-title = Unterrichten
ui-cmd-teach-label = { $trick } in { $wing }, Feld { $slot } unterrichten
ui-cmd-learn-secret-title = Geheimnis lernen
ui-cmd-learn-secret-label = Das Geheimnis { $secret } auf Platz { $space } des Schützlings lernen
ui-cmd-reroll-turn-setup-title = Zwei Rundenaufbau-Würfel neu werfen
ui-cmd-reroll-turn-setup-label = Die Rundenaufbau-Würfel von { $a } und { $b } neu werfen
ui-cmd-lend-secret-title = Geheimnis verleihen
ui-cmd-lend-secret-label = Eine Münze auf { $apprentice } legen: Er trägt diese Runde das Geheimnis { $secret } des Schützlings
ui-cmd-choose-full-yield-title = Professor Bernard
ui-cmd-return-trick-title = Trick zurückgeben
ui-cmd-return-trick-label = { $trick } an die Dahlgaard-Residenz zurückgeben (seine Marker kommen zurück)
ui-cmd-return-trick-fields-trick-name = Trick
ui-cmd-take-back-title = Zurücknehmen
ui-cmd-return-components-title = Komponenten zurückgeben
ui-cmd-return-components-label = { $count } { $component } in den Vorrat zurückgeben
ui-cmd-return-components-fields-component-name = Komponente
ui-cmd-return-components-fields-count-name = Wie viele
ui-cmd-return-components-fields-count-show = { $count }

## Allgemein

ui-app-name = Trickerion

ui-your-move-title = ▶ Du bist am Zug — Trickerion

ui-notify-body = Trickerion: Du bist am Zug

## T.home (text.ts)

ui-home-title = Trickerion: Legenden der Illusion
ui-home-intro = Spiele das Brettspiel der rivalisierenden Illusionisten online mit Freunden: Spiel erstellen, Link verschicken, Plätze einnehmen.
ui-home-new-game = Neues Spiel
ui-home-players = Spieler
ui-home-beginner = Erster Aufbau für Einsteiger
ui-home-dark-alley = Erweiterung Dunkle Gasse
ui-home-prophecies = Prophezeiungen
ui-home-fame-caps = Höchstens 20 Ruhm je Schlusswertungskategorie
ui-home-powers = Magierkräfte (braucht die Dunkle Gasse)
ui-home-duel = Duell der Magier (zwei Spieler)
ui-home-academy = Dahlgaards Akademie (braucht die Dunkle Gasse; vorläufige Plättchen und Geheimnisse)
ui-home-heir = Solo gegen Dahlgaards Erben (ein Spieler; der Erbe spielt von selbst)
ui-home-difficulty = Schwierigkeit
ui-home-heir-implies = Ein Solospiel: ein Spieler mit der Dunklen Gasse, gegen den Erben.
ui-home-heir-off-players = durch das Solospiel festgelegt: ein Spieler
ui-home-heir-off-dark-alley = die Planplättchen des Erben brauchen die Dunkle Gasse
ui-home-heir-off-powers = nicht mit dem Erben (die Solo-Regeln lassen Dahlgaards Gaben weg)
ui-home-heir-off-duel = nicht mit dem Erben (die Solo-Regeln lassen Dahlgaards Gaben weg)
ui-home-create = Spiel erstellen
ui-home-start-solo = Solospiel starten
ui-home-name-optional = um den ersten Platz einzunehmen (optional)
ui-home-seated-first = Du nimmst den ersten Platz; teile den Einladungslink mit den anderen.
ui-home-my-games = Deine Spiele in diesem Browser
ui-home-open = Öffnen
ui-home-listed = Unter offenen Spielen auflisten, damit jeder es finden und beitreten kann
ui-home-clock = Bedenkzeit
ui-home-clock-none = Keine
ui-home-clock-live = Live
ui-home-clock-correspondence = Fernpartie
ui-home-minutes-each = Minuten pro Spieler
ui-home-increment-secs = Sekunden zusätzlich pro Zug
ui-home-per-move = pro Zug
ui-home-hours = Stunden
ui-home-days = Tage
ui-home-on-timeout = Wenn die Zeit abläuft
ui-home-timeout-bot = spielt ein Bot den Platz
ui-home-timeout-forfeit = verliert der Spieler
ui-home-open-games = Offene Spiele
ui-home-no-open-games = Gerade ist kein aufgelistetes Spiel offen. Erstelle eines und wähle „Auflisten“.
ui-home-more = Mehr
ui-home-seats-taken = { $n } von { $of } Plätzen besetzt
ui-home-your-turn = du bist am Zug
ui-home-their-turn = wartet auf { $names }
ui-home-gone = nicht mehr auf diesem Server
ui-home-forget = Vergessen

## T.lobby (text.ts)

ui-lobby-title = Spiel { $id }
ui-lobby-connecting = Verbinde…
ui-lobby-invite = Einladungslink
ui-lobby-copy = Kopieren
ui-lobby-copied = Kopiert
ui-lobby-spectator-link = Zuschauerlink
ui-lobby-your-name = Dein Name
ui-lobby-type-name = Gib zuerst deinen Namen ein.
ui-lobby-full = Alle Plätze dieses Spiels sind besetzt.
ui-lobby-watch-instead = Stattdessen zuschauen
ui-lobby-seat = Platz { $n }
ui-lobby-free = frei
ui-lobby-connected = verbunden
ui-lobby-away = abwesend
ui-lobby-you = (du)
ui-lobby-join = Beitreten
ui-lobby-move-here = Hierher wechseln
ui-lobby-leave = Verlassen
ui-lobby-bot-name-random = Zufallsbot
ui-lobby-bot-name-easy = Leichter Bot
ui-lobby-bot-name-normal = Normaler Bot
ui-lobby-bot-name-hard = Schwerer Bot
ui-lobby-bot-title-random = Wählt einen beliebigen erlaubten Zug zufällig
ui-lobby-bot-title-easy = Der normale Bot, aber jeder dritte Zug ist zufällig
ui-lobby-bot-title-normal = Plant jede Runde und nimmt den besten Zug
ui-lobby-bot-title-hard = Probiert seine Züge in gedachten Partien aus und behält den besten (denkt bis zu einer Sekunde pro Zug)
ui-lobby-remove-bot = Bot entfernen
ui-lobby-start = Spiel starten
ui-lobby-creator-starts = Wer das Spiel erstellt hat, startet es, sobald alle Plätze besetzt sind.
ui-lobby-status-lobby = wartet auf Spieler
ui-lobby-status-playing = läuft
ui-lobby-status-finished = beendet
ui-lobby-status-broken = nicht spielbar
ui-lobby-broken = Dieses gespeicherte Spiel lässt sich mit den aktuellen Regeln nicht mehr nachspielen und kann daher weder gespielt noch angesehen werden: { $why }. Der Betreiber des Servers wurde benachrichtigt.
ui-lobby-free-seat = Platz freigeben
ui-lobby-open-kept = Für alle öffnen
ui-lobby-clock = Bedenkzeit
ui-lobby-options = Optionen

## T.missing (text.ts)

ui-missing-title = Kein solches Spiel
ui-missing-body = Unter dieser Adresse gibt es kein Spiel. Vielleicht ist der Link falsch geschrieben, oder das Spiel wurde nie hier erstellt.
ui-missing-home = Neues Spiel starten
ui-missing-not-found = Seite nicht gefunden

## T.stale (text.ts)

ui-stale-link-title = Dieser Platzlink öffnet keinen Platz
ui-stale-link-body = Der Platz dieses Links wurde verlassen oder an jemand anderen vergeben, oder der Link ist falsch geschrieben. Dieser Browser hat ihn vergessen. Du kannst dem Spiel weiter zuschauen oder einen freien Platz nehmen, falls die Lobby einen hat.
ui-stale-link-go = Zum Spiel

## T.conn (text.ts)

ui-conn-retry = Erneut versuchen
ui-conn-not-connected = Nicht verbunden: Der Zug wurde nicht gesendet. Warte, bis die Verbindung zurück ist.
ui-conn-seat-lost = Dieser Platz wurde in einem anderen Tab verlassen oder gewechselt; du schaust jetzt zu.

## T.banner (text.ts)

ui-banner-your-move = Du bist am Zug
ui-banner-also-waiting = wartet auch auf { $names }
ui-banner-waiting-for = Warten auf { $names }
ui-banner-game-over = Spielende: { $winner } gewinnt.
ui-banner-spectating = Zuschauen
ui-banner-sending = sende…
ui-banner-read-only = Die Datenbank des Servers hat den letzten Zug nicht bestätigt. Dies ist der zuletzt bestätigte Stand; bis die Datenbank zurück ist, werden keine Züge angenommen, dann lädt der Tisch von selbst neu.

## T.top (text.ts)

ui-top-turn = Runde { $turn } von { $of }
ui-top-initiative = Initiative
ui-top-rules = Regeln
ui-top-device = Anderes Gerät
ui-top-menu = Menü
ui-top-jump-board = Spielplan
ui-top-jump-me = Mein Tableau
ui-top-jump-log = Protokoll
ui-top-notify = Benachrichtigen
ui-top-fame = Ruhmesleiste
ui-top-online = verbunden
ui-top-offline = abwesend
ui-top-bot = Bot
ui-top-away-since = abwesend seit { $since }
ui-top-stand-in-away = vorerst spielt ein Bot
ui-top-stand-in-timed-out = Zeit abgelaufen: ein Bot spielt
ui-top-stand-in-forfeited = auf Zeit verloren: ein Bot spielt bis zum Ende
ui-top-hand-to-bot = An Bot übergeben
ui-top-hand-to-bot-title = Einen Bot diesen Platz spielen lassen, bis sein Spieler zurückkommt (entscheidet der Ersteller oder eine Mehrheit der anderen)
ui-top-votes = { $n } von { $need } Stimmen
ui-top-take-back = Platz zurücknehmen
ui-top-low-time = wenig Zeit übrig
ui-top-webhook = Zug-Webhook
ui-top-webhook-title = Eine URL aufrufen, wenn du am Zug bist
ui-top-webhook-body = Der Server ruft diese Adresse auf (HTTP POST, JSON), sobald das Spiel auf deinen Platz wartet: etwa für einen Chatbot oder einen Benachrichtigungsdienst fürs Telefon. Leer lassen, um ihn zu entfernen.
ui-top-webhook-save = Speichern
ui-top-webhook-saved = Gespeichert.
ui-top-close = Schließen

## T.dock (text.ts)

ui-dock-acting = Dein { $who }: { $where }
ui-dock-waiting = Nicht dein Zug
ui-dock-idle-hint = Wähle etwas Hervorgehobenes auf dem Spielplan, um zu ziehen.
ui-dock-since = Seit deinem letzten Zug
ui-dock-since-more = und { $n } weitere im Protokoll
ui-dock-dismiss = Ausblenden
ui-dock-every-move = Alle erlaubten Züge ({ $n })
ui-dock-take-link-bonus = Verbindungsbonus…
ui-dock-undo = Rückgängig
ui-dock-undo-title = Deinen letzten Zug zurücknehmen (möglich, bis jemand anderes handelt oder etwas Verdecktes aufgedeckt wird)
ui-dock-end-actions = Aktionen beenden
ui-dock-auto-end = Meine Aktionen selbst beenden, wenn kein Aktionspunkt mehr übrig ist
ui-dock-tabs = Tischbereiche
ui-dock-tab-move = Zug
ui-dock-tab-board = Mein Tableau
ui-dock-tab-log = Protokoll
ui-dock-nothing-to-do = Gerade nichts zu tun.

## T.composer (text.ts)

ui-composer-choose = Wähle eine Aktion
ui-composer-pick-board = Oder wähle einen anderen hervorgehobenen Ort auf dem Spielplan.
ui-composer-or-these = Oder eine davon
ui-composer-action = Aktion
ui-composer-pick-or = Oder wähle einen anderen hervorgehobenen Ort auf dem Spielplan oder eine davon
ui-composer-gone = Das ist nicht mehr möglich.
ui-composer-send = Senden
ui-composer-send-anyway = Trotzdem senden
ui-composer-cancel = Abbrechen
ui-composer-pending = Sende…
ui-composer-previewing = Ermittle, was das bewirkt…
ui-composer-refused = Nicht möglich:
ui-composer-warnings-title = Bevor du sendest
ui-composer-ap-left = { $n } AP übrig
ui-composer-no-ap = Aktionen enden
ui-composer-wages = Löhne bei Rundenende: { $from } → { $to ->
        [one] { $to } Münze
       *[other] { $to } Münzen
    }
ui-composer-keys = Enter sendet, Esc bricht ab

## T.own (text.ts)

ui-own-title = { $name } (du)
ui-own-magician = Magier
ui-own-no-magician = noch kein Magier
ui-own-coins = Münzen
ui-own-fame = Ruhm
ui-own-shards = Trickerion-Splitter
ui-own-cards = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } auf der Hand
ui-own-initiative = Initiative Nr. { $n }
ui-own-wages = Fällige Löhne bei Rundenende: { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    }
ui-own-wages-planned = Löhne, wenn jeder Charakter mit Karte arbeitet: { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    } (du hast { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    })
ui-own-wages-short = { $short ->
        [one] { $short } Münze
       *[other] { $short } Münzen
    } zu wenig: Du verlierst bei Rundenende { $fame } Ruhm, wenn du nicht mehr verdienst
ui-own-tricks = Tricks
ui-own-none = keine
ui-own-components = Komponenten
ui-own-characters = Charaktere
ui-own-hand = Deine Auftragskarten
ui-own-specials = Deine Sonderauftragskarten
ui-own-workshop = Werkstatt
ui-own-workshop-slot = Werkstattfeld { $n }
ui-own-multi = Mehrfachfelder des Managers
ui-own-empty = leer
ui-own-assistant-slot = Lehrlingsfeld des Assistenten
ui-own-give-back = Zurückgeben…
ui-own-give-back-hint = Einen Trick oder Komponenten zurückgeben (absichtlich; kann nicht rückgängig gemacht werden)
ui-own-done-assigning = Zuweisung fertig
ui-own-decline-ability = Fähigkeit nicht nutzen
ui-own-ability = Fähigkeit
ui-own-ability-used = Fähigkeit diese Runde genutzt
ui-own-poster = Plakat hängt
ui-own-on-card = auf der Karte
ui-own-engineer-slot = Feld des Ingenieurs
ui-own-enhanced = Verbessert
ui-own-state-home = zu Hause
ui-own-state-inn = im Gasthaus (kommt bei Rundenende dazu)
ui-own-state-idle = Untätig
ui-own-state-supply = nicht eingestellt
ui-own-state-placed = eingesetzt
ui-own-card-none = keine Karte
ui-own-card-face-down = verdeckte Karte
ui-own-card-revealed = { $loc }-Karte
ui-own-card-special = { $loc }-Karte: { $name }
ui-own-last-move = Letzter Zug
ui-own-hand-size = Karten auf der Hand
ui-own-to-move = am Zug
ui-own-more = Mehr

## T.area (text.ts)

ui-area-academy = Dahlgaards Akademie
ui-area-downtown = Innenstadt
ui-area-market = Marktstraße
ui-area-alley = Dunkle Gasse
ui-area-theater = Theater
ui-area-opponents = Gegner
ui-area-players = Spieler
ui-area-residence = Dahlgaard-Residenz
ui-area-show = Zeigen
ui-area-hide = Verbergen
ui-area-residence-dice = Residenz
ui-area-inn = Gasthaus
ui-area-bank = Bank
ui-area-at-inn = Im Gasthaus: { $names }
ui-area-covered = abgedeckt
ui-area-covered-title = Abgedeckt: weniger als vier Spieler, oder die Rundenaufbau-Karte dieser Runde (Duell der Magier)
ui-area-free = frei
ui-area-buy = Kaufen
ui-area-order = Bestellen
ui-area-quick = Sofort
ui-area-quick-title = Eilbestellfeld: kommt sofort, kostet 1 Münze mehr
ui-area-extra = Neben dem Kaufbereich (Logistik, diese Runde)
ui-area-weekdays = Wochentage
ui-area-backstage = Backstage { $n }
ui-area-performance-slot = Vorstellung
ui-area-performance-slot-title = Nur Magier; hier keine Aktionspunkte
ui-area-deck = Stapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
ui-area-bonus = Darstellerbonus
ui-area-guests = Gastauftritte
ui-area-piled = Zwei gestapelte Marker (Überladung)
ui-area-slot = Feld { $n }
ui-area-link = Verbindungskreis
ui-area-shard-link = Verbindungskreis mit Splitter
ui-area-decline-perf = Nicht auftreten
ui-area-special-decks = Sonderauftragsstapel
ui-area-left = { $n } übrig
ui-area-discards = Ablagestapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
ui-area-prophecies = Prophezeiungen
ui-area-active = Aktiv
ui-area-pending = Ausstehend
ui-area-none-active = keine
ui-area-pile = Prophezeiungsstapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
ui-area-spent = verbraucht: { $codes }
ui-area-fortune = Wahrsagen…
ui-area-advertise = Werben…
ui-area-setup = Spielaufbau
ui-area-magicians = Magier
ui-area-taken = vergeben
ui-area-start-tricks = Starttricks
ui-area-start-components = Startkomponenten wählen…
ui-area-specialist-engineer = Ingenieur…
ui-area-specialist-manager = Manager…
ui-area-specialist-assistant = Assistent
ui-area-wait-tricks = Warten auf die Trickwahl der anderen.
ui-area-wait-magicians = Warten, bis die anderen Spieler einen Magier gewählt haben ({ $taken }).
ui-area-none-taken = noch keiner vergeben
ui-area-taken-list = vergeben: { $names }
ui-area-favorite = Favorit: { $x }
ui-area-log = Spielprotokoll
ui-area-older-lines = { $n ->
        [one] { $n } ältere Zeile
       *[other] { $n } ältere Zeilen
    } zeigen

## T.info (text.ts)

ui-info-close = Schließen
ui-info-why-not = Warum nicht:
ui-info-not-your-move = Du bist nicht am Zug.
ui-info-legal = Das kannst du jetzt nutzen.

## T.device (text.ts)

ui-device-title = Auf einem anderen Gerät weiterspielen
ui-device-body = Öffne diesen Link auf deinem Telefon oder einem anderen Computer, um deinen Platz dort zu spielen. Gib ihn nicht weiter: Wer ihn hat, spielt als du.
ui-device-copy = Link kopieren
ui-device-copied = Kopiert
ui-device-spectator = Zuschauer haben keinen Platz zum Mitnehmen.

## T.over (text.ts)

ui-over-title = Spielende
ui-over-wins = { $name } gewinnt mit { $fame } Ruhm
ui-over-tie = Bei Gleichstand gewinnt, wer in der Initiativreihenfolge vorne liegt.
ui-over-fame-before = Ruhm vor der Wertung
ui-over-shards = Splitter
ui-over-coins = Münzen
ui-over-apprentices = Lehrlinge
ui-over-specialists = Spezialisten
ui-over-specials = Sonderkarten
ui-over-ft36 = RS36-Tricks
ui-over-powers = Kräfte
ui-over-characters = Charaktere (des Erben)
ui-over-banners = Banner
ui-over-total = Summe
ui-over-new-game = Neues Spiel starten
ui-over-export = Aufzeichnung herunterladen
ui-over-export-title = Das ganze Spiel als Datei: jeder Zug, die Namen und der Seed, die das Kommandozeilenwerkzeug trickerion nachspielt
ui-over-place = { $n }.
ui-over-forfeited = auf Zeit verloren
ui-over-forfeited-last = Wer auf Zeit verloren hat, wird Letzter, egal mit wie viel Ruhm.
ui-over-rematch = Revanche
ui-over-rematch-rotate = Revanche, Plätze um eins weiter
ui-over-join-rematch = Der Revanche beitreten
ui-over-rematch-open = Eine Revanche wartet:
ui-over-rematch-link = öffnen

## T.legend (text.ts)

ui-legend-title = Symbole
ui-legend-intro = Jedes Symbol auf dem Tisch und was es bedeutet. Fahre mit der Maus darüber (oder tippe es auf einem Touchscreen an), um seinen Namen zu sehen.
ui-legend-price = kostet { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    } in der Marktstraße
ui-legend-marker-symbols = Symbole der Trickmarker
ui-legend-marker-symbols-means = Jeder Trick eines Spielers trägt eines davon; ein Marker mit dem Symbol gehört zu diesem Trick.
ui-legend-facing = Ausrichtung der Marker
ui-legend-facing-means = Die Kategorie-Ecke eines Markers zeigt zu einem Rand seiner Vorstellungskarte; der Pfeil zeigt, zu welchem.
ui-legend-heir-die = Rundenaufbau-Würfel (Solospiele)
ui-legend-heir-die-means = Ein Würfel hat ein Kästchen je Feld seines Orts (der Theaterwürfel: Donnerstag bis Sonntag); die zwei gefüllten, durchgekreuzten Kästchen sind diese Runde abgedeckt.
ui-legend-wages = Löhne
ui-legend-wages-means = Münzen, die jeder Charakter bei Rundenende kostet; jede Münze, die du nicht zahlen kannst, kostet { $fame } Ruhm.
ui-legend-academy-price = Akademiepreis (S1 3 Münzen → 1 Ruhm)
ui-legend-academy-price-means = Einen Flügel auf diese Stufe zu renovieren kostet die Münzen und bringt den Ruhm.

## T.error (text.ts)

ui-error-generic = der Server antwortete { $status }

## T.history (text.ts)

ui-history-open = Zurückblicken
ui-history-open-title = Den Tisch bei jedem früheren Zug ansehen
ui-history-controls = Durch das Spiel blättern
ui-history-first = Erster Zug
ui-history-previous = Vorheriger Zug
ui-history-next = Nächster Zug
ui-history-last = Letzter Zug
ui-history-slider = Zug
ui-history-where = Zug { $v } von { $last }
ui-history-back = Zurück zum Spiel
ui-history-moves = Züge
ui-history-start = Spielaufbau beginnt
ui-history-revealed = Das Spiel ist vorbei: Alle Handkarten und verdeckten Karten werden gezeigt.
ui-history-replay = Wiederholung ansehen
ui-history-replay-title = Wiederholung von Spiel { $id }
ui-history-not-over = Dieses Spiel ist noch nicht vorbei: Die Wiederholung öffnet sich, wenn es endet.
ui-history-looking-back = Rückblick auf Zug { $v } von { $last }
ui-history-chat-unplaced = Chat, dessen Zeitpunkt im Spiel unbekannt ist

## T.a11y (text.ts)

ui-a11y-your-move = Du bist am Zug
ui-a11y-dock = Deine Seite des Tisches
ui-a11y-menu = Menü
ui-a11y-prices = Preise
ui-a11y-board-of = Tableau von { $name }

## T.amount (text.ts)

ui-amount-fame = { $n } Ruhm

## Der Tisch, allgemein

ui-possessive = { $what } von { $who }

ui-result-after-send = das Ergebnis zeigt sich erst nach dem Senden.

ui-markers-per-prepare = { $n } Trickmarker pro Vorbereiten, { $ap } AP

ui-fame-threshold = Ruhmesschwelle { $n }

ui-backstage-mod = Backstage

ui-per-trick = pro Trick

## T.facts (text.ts)

ui-facts-deck-title = Sonderauftragsstapel { $loc }
ui-facts-empty-deck = leer
ui-facts-pending-title = Ausstehende Prophezeiung { $n }
ui-facts-fortune = Wahrsagen schiebt jede ausstehende Prophezeiung ein Feld nach links.
ui-facts-prophecies = Prophezeiungen
ui-facts-each-at-market = { $price ->
        [one] { $price } Münze
       *[other] { $price } Münzen
    } pro Stück in der Marktstraße.
ui-facts-order-title = Bestellfeld { $n }
ui-facts-order = Eine bestellte Komponente kommt bei Rundenende in den Kaufbereich.
ui-facts-quick-title = Eilbestellung
ui-facts-quick = Die Komponente kommt sofort und kostet 1 Münze mehr; das Feld bleibt diese Runde belegt.
ui-facts-showing = Zeigt { $face }.
ui-facts-performer-bonus = Darstellerbonus: { $y }, dazu 1 Ruhm pro Verbindung.
ui-facts-pslot-title = { $card }, Feld { $n }
ui-facts-pslot = Ein freies Feld: Baue hier einen Trickmarker auf, mit seiner Kategorie-Ecke in einem Verbindungskreis.
ui-facts-marker-title = Marker { $symbol } von { $owner }
ui-facts-category-trick = Trick ({ $x })
ui-facts-hand-title = { $loc }-Auftragskarte
ui-facts-hand = Leg sie unter einen Charakter: Dieser geht diese Runde an den Ort { $loc }.
ui-facts-main-slot-title = { $loc }, Feld { $n }
ui-facts-main-slot = Ein Charakter hier erhält seine Grund-Aktionspunkte { $mod }.
ui-facts-workshop-title = Werkstattfeld { $n }
ui-facts-workshop = Deine eigene Werkstatt: Grund-Aktionspunkte, kein Modifikator.
ui-facts-backstage-title = { $day }-Backstage { $n }
ui-facts-weekday = { $day }: { $effect }.
ui-facts-theater-rules = Pro Runde ein Wochentag pro Spieler; im Theater keine Splitter für zusätzliche Punkte.
ui-facts-performance-title = Vorstellungsfeld { $day }
ui-facts-performance = Nur Magier, ohne Aktionspunkte: Der Magier führt am { $day } eine Karte auf.
ui-facts-magician = Magier

## T.academy (text.ts)

ui-academy-classrooms = Klassenzimmer
ui-academy-practice-rooms = Übungsräume
ui-academy-ruin = Ruine
ui-academy-rundown = heruntergekommen, renovierbar
ui-academy-level-short = S{ $level }
ui-academy-price = Auf Stufe { $level } renovieren: zahle { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    }, erhalte { $fame } Ruhm
ui-academy-slot = Feld { $slot }
ui-academy-marker-of = { $trick } von { $who }
ui-academy-popular = Bonus für volle Klasse, wenn beide Felder belegt sind: { $bonus }
ui-academy-secrets = Geheimnisse des Schützlings
ui-academy-deck = Geheimnisstapel: { $n ->
        [one] { $n } Plättchen
       *[other] { $n } Plättchen
    } verdeckt
ui-academy-deck-title = Der Geheimnisstapel liegt verdeckt: Seine Reihenfolge kennt niemand
ui-academy-banners = Banner
ui-academy-banners-short = { $placed } platziert, { $supply } übrig
ui-academy-banners-of = { $who }: { $placed ->
        [one] { $placed } Banner
       *[other] { $placed } Banner
    } auf renovierten Plättchen, { $supply } unbenutzt
ui-academy-protege = Schützling
ui-academy-protege-now = { $ap } AP, Lohn { $wage ->
        [one] { $wage } Münze
       *[other] { $wage } Münzen
    }
ui-academy-space = Geheimnisplatz { $k }
ui-academy-printed = { $ap } AP, Lohn { $wage ->
        [one] { $wage } Münze
       *[other] { $wage } Münzen
    }
ui-academy-printed-short = { $ap } AP · { $wage }¢
ui-academy-lend-title = Anjali: eines dieser Geheimnisse einem Lehrling leihen (1 Münze, zurück, wenn er untätig bleibt)
ui-academy-lend-secret = { $name } ({ $text }) einem Lehrling leihen

## T.content (text.ts)

ui-content-notice = Dieses Spiel nutzt vorläufige Karten: Die gedruckten Magierkräfte und Karten von Duell der Magier sind nicht veröffentlicht, daher hat das Projekt eigene entworfen, die zu den Regeln passen.
ui-content-notice-which = Dieses Spiel nutzt vorläufige Karten für { $what }: Die gedruckten sind nicht veröffentlicht, daher hat das Projekt eigene entworfen, die zu den Regeln passen.
ui-content-powers = Magierkräfte
ui-content-duel = Duell der Magier
ui-content-academy = Dahlgaards Akademie
ui-content-heir = Dahlgaards Erbe (Planplättchen, Rundenaufbau-Würfel und Solo-Vorstellung)
ui-content-and = und
ui-content-more = Wie sie entstanden sind (docs/CONTENT.md)

## T.powers (text.ts)

ui-powers-title = Magierkräfte
ui-powers-slots = Kraftfelder
ui-powers-slot = Kraftfeld { $n }
ui-powers-open = offen
ui-powers-closed = geschlossen
ui-powers-empty = keine Kraft
ui-powers-excess = { $n } Splitter über die Felder hinaus
ui-powers-hand = Deine Kräfte
ui-powers-discarded = { $n } abgeworfen
ui-powers-your-discards = Abgeworfen
ui-powers-coins-on-card = { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    } auf Private Investitionen
ui-powers-pass = Keine Kraft lernen
ui-powers-gamble = Glücksspiel…
ui-powers-keep = Karten behalten (+1 Münze)
ui-powers-threshold = Ruhmesschwelle { $n }

## T.heir (text.ts)

ui-heir-name = Dahlgaards Erbe
ui-heir-opponent = Dahlgaards Erbe ({ $difficulty }), vom Spiel selbst gespielt
ui-heir-nobody-takes = diesen Platz nimmt niemand ein
ui-heir-difficulty = Schwierigkeit { $d }
ui-heir-coin-purse = { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    } im Geldbeutel
ui-heir-discarded = { $n ->
        [one] { $n } Münze
       *[other] { $n } Münzen
    } bisher für Ruhm abgeworfen
ui-heir-specials = { $n ->
        [one] { $n } Sonderauftragskarte
       *[other] { $n } Sonderauftragskarten
    } (am Ende je 2 Ruhm)
ui-heir-plan = Planplättchen
ui-heir-no-plan = noch kein Planplättchen aufgedeckt
ui-heir-plan-kind-perform = Auftreten
ui-heir-plan-kind-set-up = Aufbauen
ui-heir-plan-title = Planplättchen { $code } ({ $kind }): die Reihenfolge, in der seine Charaktere ihre Auftragskarten erhalten
ui-heir-special = Sonderauftrag
ui-heir-plans-left = { $n ->
        [one] { $n } Plättchen
       *[other] { $n } Plättchen
    } übrig (Reihenfolge verdeckt)
ui-heir-used = benutzt: { $codes }
ui-heir-dice = Rundenaufbau-Würfel
ui-heir-dice-hint = Jeder Würfel deckt zwei Felder seines Orts ab (im Theater: zwei Wochentage); ein Marker zeigt die in der letzten Runde neu geworfenen Würfel, die jetzt nicht neu geworfen werden dürfen.
ui-heir-not-rolled = noch nicht geworfen
ui-heir-face-only = die Felder seiner Seite { $face }
ui-heir-marked = Marker
ui-heir-shopping = Einkaufsliste
ui-heir-tricks = Tricks
ui-heir-characters = Charaktere
ui-heir-last-act = Zuletzt

## T.duel (text.ts)

ui-duel-title = Rundenaufbau (Duell der Magier)
ui-duel-now = Diese Runde
ui-duel-next = Nächste Runde
ui-duel-none = keine
ui-duel-left = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } übrig, die nächste eingeschlossen
ui-duel-covered = diese Runde abgedeckt
ui-duel-gray-marker = Grauer Marker (gehört niemandem; du darfst mit ihm verbinden): Ecke { $category } zeigt nach { $dir }

## T.chat (text.ts)

ui-chat-title = Chat
ui-chat-table = Tisch
ui-chat-spectators = Zuschauer
ui-chat-table-hint = Während des Spiels lesen das nur die Spieler; nach dem Spiel wird es mit der Wiederholung gezeigt.
ui-chat-read-only = Spieler lesen den Zuschauerchat, schreiben aber nicht darin.
ui-chat-closed = Der Ersteller des Spiels hat den Zuschauerchat geschlossen.
ui-chat-empty = Noch keine Nachrichten.
ui-chat-placeholder = Sag etwas…
ui-chat-send = Senden
ui-chat-older = Ältere Nachrichten
ui-chat-your-name = Dein Name im Chat
ui-chat-mute = Stummschalten
ui-chat-unmute = Stumm aufheben
ui-chat-mute-seat = { $name } stummschalten (nur für dich)
ui-chat-unmute-seat = Stummschaltung von { $name } aufheben
ui-chat-mute-spectators = Zuschauer stummschalten (nur für dich)
ui-chat-muted-spectators = Du hast den Zuschauerchat stummgeschaltet.
ui-chat-hidden = { $n } stumm
ui-chat-unread = { $n } ungelesen
ui-chat-close = Chat schließen
ui-chat-new-title = ({ $n }) Neue Nachricht — Trickerion
ui-chat-spectator = Zuschauer
ui-chat-sound = Ton bei neuen Nachrichten
ui-chat-close-spectators = Zuschauerchat schließen
ui-chat-open-spectators = Zuschauerchat öffnen
ui-chat-mute-for-game = { $name } in diesem Spiel stummschalten

## Namen der Spieldinge (die Begriffe des Spielkatalogs haben Vorrang, sobald es sie gibt).

ui-nothing = nichts
ui-secret-n = Geheimnis { $n }
ui-n-component = { $n } { $component }
ui-n-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
  }
ui-n-fame = { $n } Ruhm
ui-n-shards = { $n } Splitter
ui-location-downtown = Innenstadt
ui-location-market-row = Marktstraße
ui-location-workshop = Werkstatt
ui-location-theater = Theater
ui-location-dark-alley = Dunkle Gasse
ui-location-academy = Akademie
ui-category-escape = Entfesselung
ui-category-spiritual = Spiritismus
ui-category-mechanical = Mechanik
ui-category-optical = Optik
ui-character-magician = Magier
ui-character-engineer = Ingenieur
ui-character-manager = Manager
ui-character-assistant = Assistent
ui-character-protege = Schützling
ui-character-apprentice-n = Lehrling { $n }
ui-weekday-thursday = Donnerstag
ui-weekday-friday = Freitag
ui-weekday-saturday = Samstag
ui-weekday-sunday = Sonntag
ui-dir-up = oben
ui-dir-right = rechts
ui-dir-down = unten
ui-dir-left = links
ui-die-residence1 = Residenzwürfel 1
ui-die-residence2 = Residenzwürfel 2
ui-die-inn-specialist = Gasthauswürfel (Spezialist)
ui-die-inn-apprentice = Gasthauswürfel (Lehrling)
ui-die-bank1 = Bankwürfel 1
ui-die-bank2 = Bankwürfel 2
ui-die-face-any-trick = Beliebiger Trick
ui-die-face-hire-apprentice = Lehrling einstellen
ui-die-face-x = X (nichts)
ui-die-face-trick = Trick ({ $category })
ui-die-face-hire = { $character } einstellen
ui-tier-riverside = Riverside
ui-tier-grand-magorian = Grand Magorian
ui-tier-magnus-pantheon = Magnus Pantheon
ui-performance-card = { $tier } { $label }
ui-ap-mod = { $mod } AP
ui-slot-main = { $location }, Feld { $n } ({ $mod })
ui-slot-workshop = Werkstattfeld { $n }
ui-slot-backstage = Theater, { $day }-Backstage { $n }
ui-slot-performance = Theater, Vorstellungsfeld { $day }
ui-phase-choose-magicians = Spielaufbau: Magier wählen
ui-phase-choose-tricks = Spielaufbau: Starttricks wählen
ui-phase-choose-specialist = Spielaufbau: Spezialisten wählen
ui-phase-choose-components = Spielaufbau: Startkomponenten wählen
ui-phase-start-turn = Rundenbeginn
ui-phase-advertise = Werben
ui-phase-assignment = Zuweisung
ui-phase-place-characters-acting = Charaktere einsetzen: { $character } handelt
ui-phase-place-characters = Charaktere einsetzen
ui-phase-performance = Vorstellung: { $day }
ui-phase-breaking-free = Befreiung
ui-phase-turn-setup = Rundenaufbau-Würfel
ui-phase-possession = Seelenbesessenheit: { $day }
ui-phase-discard-powers = Spielaufbau: Kräfte abwerfen
ui-phase-learn-powers = Kraft lernen
ui-phase-rearrange = Ohren im Volk
ui-phase-classroom = Klassenzimmer
ui-phase-final-scoring = Schlusswertung
ui-phase-game-over = Spielende
ui-special-text = { $name } ({ $code }, { $location }): { $text }
ui-prophecy-name = { $code }: { $text }
ui-difficulty-easy = Leicht
ui-difficulty-normal = Normal
ui-difficulty-hard = Schwer
ui-seat-label = Spieler { $n }
# Eine vorgelesene Trickzeile: $have ist yes, no oder unknown (nicht gezeigt).
ui-trick-row-words = { $name } ({ $symbol }), { $markers ->
    [one] { $markers } Marker
   *[other] { $markers } Marker
  } auf der Karte; braucht { $needs }{ $have ->
    [yes] {" "}(hast du)
    [no] {" "}(dir fehlt etwas)
   *[unknown] {""}
  }; Ertrag { $yields } pro Marker
ui-trick-facts = { $name }: { $category }, Ruhmesschwelle { $threshold }. Braucht { $needs }. Ertrag { $yields } pro aufgeführtem Marker. Vorbereiten: { $ap } AP für { $markers ->
    [one] { $markers } Trickmarker
   *[other] { $markers } Trickmarker
  }.
ui-trick-facts-end = Bei Spielende: { $text }.
ui-magician-facts = { $name } (Favorit: { $favorite }).
ui-magician-ability = { $ability }: { $text }
ui-weekday-backstage = Backstage { $mod }
ui-weekday-per-trick = jeder aufgeführte Trick { $mod } Ruhm, { $mod } Münze
ui-weekday-no-modifiers = keine Modifikatoren
ui-options-players = { $n ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
  }
ui-options-beginner = Einsteigeraufbau
ui-options-dark-alley = Dunkle Gasse
ui-options-prophecies = Prophezeiungen
ui-options-fame-caps = max. 20 Ruhm je Schlusswertungskategorie
ui-options-powers = Magierkräfte (vorläufige Karten)
ui-options-duel = Duell der Magier (vorläufige Karten)
ui-options-academy = Dahlgaards Akademie (vorläufige Plättchen und Geheimnisse)
ui-options-heir = Solo gegen Dahlgaards Erben, { $difficulty } (vorläufige Planplättchen, Würfel und Karten)
ui-options-base-game = Grundspiel
ui-color-yellow = Gelb
ui-color-orange = Orange
ui-color-red = Rot
ui-power-facts = { $name } ({ $color }, Ruhmesschwelle { $threshold }; Kraftfelder { $slots }): { $text }
ui-two-slots = { $a } und { $b }
ui-turn-setup-slots = { $location }, Felder { $slots }
ui-turn-setup-theater = { $a } und { $b } im Theater
ui-turn-setup-covers = { $code } deckt ab: { $parts }
ui-rearrange-keep = Die Karten unter deinen Charakteren behalten und 1 Münze erhalten
ui-rearrange-swap = Die Karten unter { $a } und { $b } tauschen
ui-rearrange-replace = Eine { $location }-Karte von der Hand unter { $character } legen
ui-rearrange-replace-special = { $card } von der Hand unter { $character } legen

## Befehlsdetails

ui-specialist-manager = Manager, mit { $components } auf den Mehrfachfeldern
ui-specialist-engineer = Ingenieur, mit { $trick } auf dem Trickfeld des Ingenieurs
ui-specialist-assistant = Assistent, mit einem zweiten Lehrling
ui-prepare-test-run = Probelauf
ui-prepare-replaceable-parts = Ersatzteile, mit { $trick }
ui-prepare-unstable-prototype = Instabiler Prototyp, mit { $components }
ui-prepare-enhance-trick = Trick verbessern
ui-prepare-on-stage = Auf der Bühne: auf { $card }, Feld { $slot } aufbauen, nach { $facing } zeigend
ui-prepare-hidden-talent = Verborgenes Talent, als { $specialist }
ui-pay-coins = Mit Münzen zahlen
ui-pay-fame = Mit Ruhm zahlen
ui-pay-shard = Mit Splitter zahlen
ui-shoplift = { $component } stehlen, ersetzt durch { $replacement }
ui-shoplift-none = Kein Ladendiebstahl
ui-steal = Stehlen: { $trick } von { $seat } statt deines Tricks { $own }
ui-steal-none = Kein Trickdiebstahl
# $doubled ist shards, fame oder coins.
ui-premiere = Große Premiere: { $doubled ->
    [shards] Splitter
    [fame] Ruhm
   *[coins] Münzen
  } von { $trick } verdoppeln
ui-premiere-none = Keine Große Premiere
ui-durable-none = Keine Langlebigen Komponenten
ui-durable = Langlebige Komponenten: ein Marker von { $trick } kommt zurück

## Befehlszusätze

ui-cmd-advertise-label = Werben: Münzen in Höhe deines Initiativfelds zahlen, 2 Ruhm erhalten
ui-cmd-decline-advertise-label = Diese Runde nicht werben
ui-cmd-confirm-assignments-label = Zuweisung für diese Runde fertig
ui-cmd-end-actions-label = Aktionen dieses Charakters beenden
ui-cmd-decline-performance-label = Heute nicht auftreten
ui-cmd-fortune-telling-label = Wahrsagen: jede ausstehende Prophezeiung ein Feld weiterschieben
ui-cmd-decline-ability-label = Die Fähigkeit deines Magiers jetzt nicht nutzen
ui-cmd-pass-power-label = Diese Runde keine Kraft lernen
ui-cmd-gamble-label = Glücksspiel: 3 Münzen zahlen, einen Bankwürfel werfen und seine Münzen nehmen
ui-cmd-take-back-label = Deinen letzten Befehl zurücknehmen
ui-field-enhance = Verbessern
ui-field-enhance-yes = Splitter für +1 AP zahlen
ui-field-enhance-no = Kein Splitter
ui-field-facing = Ausrichtung
ui-field-bargain = Feilschen (je 1 AP: −1 Münze)
ui-field-bargain-n = Feilschen { $n }
ui-field-bargain-none = Kein Feilschen
ui-cmd-place-label = { $character } auf { $slot } einsetzen
# Wird an ui-cmd-place-label angehängt, daher beginnt jeder mit seinem Trennzeichen.
ui-cmd-place-label-enhance = , mit einem Splitter für +1 AP
ui-cmd-place-label-forfeit = , unter Verzicht auf seinen Sonderauftrag für +1 AP
ui-cmd-place-label-boost = , mit +1 AP des Mechanikers
ui-cmd-place-label-mimic = , { $card } nachahmend
ui-cmd-place-forfeit-yes = Auf den Sonderauftrag für +1 AP verzichten
ui-cmd-place-forfeit-no = Sonderauftrag behalten
ui-cmd-place-boost-yes = +1 AP des Mechanikers
ui-cmd-place-boost-no = Keine Verstärkung
ui-cmd-place-mimic-no = Nicht nachahmen
ui-cmd-place-mimic-yes = { $card } nachahmen
ui-cmd-learn-trick-label = { $trick } mit { $die } lernen
ui-cmd-learn-trick-label-overhaul = { $trick } mit { $die } lernen, { $overhaul } wird überarbeitet
ui-cmd-hire-label = Mit { $die } einstellen
ui-cmd-hire-label-character = { $character } mit { $die } einstellen
ui-cmd-hire-label-second = , dazu einen zweiten Lehrling für 3 Münzen
ui-cmd-hire-die-character = Der Charakter des Würfels
ui-cmd-hire-second-yes = Zweiter Lehrling für 3 Münzen
ui-cmd-hire-second-no = Kein zweiter Lehrling
ui-cmd-take-coins-label = Münzen mit { $die } nehmen
ui-cmd-take-coins-label-buy = Münzen mit { $die } nehmen und sofort { $buy } kaufen
ui-cmd-take-coins-buy-yes = { $buy } kaufen
ui-cmd-take-coins-buy-no = Nichts kaufen
ui-cmd-buy-label = { $items } kaufen
ui-cmd-order-label = { $component } in Bestellfeld { $slot } bestellen
ui-cmd-order-label-buy-now = , eine sofort kaufen für Preis + 1
ui-cmd-order-buy-now-yes = Eine sofort kaufen (Preis + 1)
ui-cmd-order-buy-now-no = Nur bestellen
ui-cmd-prepare-label = { $trick } vorbereiten
ui-cmd-prepare-label-option = { $trick } vorbereiten mit { $option }
ui-cmd-prepare-option-none = Keine Sonderauftrags-Option
ui-cmd-set-up-trick-label = { $trick } auf { $card }, Feld { $slot } aufbauen, nach { $facing } zeigend
ui-cmd-set-up-trick-label-swap = , dann { $a } und { $b } für 3 Münzen tauschen
ui-cmd-set-up-trick-swap-yes = { $a } und { $b } tauschen
ui-cmd-set-up-trick-swap-no = Nicht tauschen
ui-cmd-take-link-bonus-label = Verbindungsbonus als { $reward ->
    [fame] Ruhm
   *[coins] Münzen
  } nehmen
ui-reward-fame = Ruhm
ui-reward-coins = Münzen
ui-cmd-perform-label = { $card } aufführen
ui-cmd-practice-label = { $trick } in { $wing }, Feld { $slot } üben
ui-cmd-practice-label-free = , zuerst das Übungsraum-Feld von { $trick } frei machen
ui-no = Nein
ui-cmd-practice-free-yes = { $trick } frei machen
ui-cmd-choose-full-yield-none = Jeder Trick in einem Klassenzimmer bringt den Ertrag seines Felds
ui-cmd-choose-full-yield-label = { $trick } bringt vollen Ertrag

## Weitere Tischwörter

ui-rules-title = Regeln in Kürze
ui-rules-the-goal = Das Ziel
ui-rules-the-goal-1 = Du führst eine Truppe von Illusionisten in der Stadt Magorian. Lerne Tricks, kaufe die Komponenten, die sie brauchen, bereite sie in deiner Werkstatt vor und baue sie auf Vorstellungskarten im Theater auf. Wer nach der letzten Runde den meisten Ruhm hat, gewinnt (5 Runden; 7 mit der Dunklen Gasse).
ui-rules-a-turn = Eine Runde
ui-rules-a-turn-1 = Beginn: Die Würfel der Innenstadt werden geworfen und die Initiativreihenfolge wird festgelegt (wenigster Ruhm zuerst).
ui-rules-a-turn-2 = Werben: In Initiativreihenfolge darfst du so viele Münzen zahlen, wie die Nummer deines Initiativfelds angibt, und erhältst 2 Ruhm.
ui-rules-a-turn-3 = Zuweisung: Alle legen geheim eine Auftragskarte unter jeden Charakter, den sie diese Runde nutzen wollen. Ein Charakter ohne Karte bleibt zu Hause.
ui-rules-a-turn-4 = Charaktere einsetzen: In Initiativreihenfolge setzt du jeweils einen Charakter auf ein Feld des Orts seiner Karte und führst sofort mit seinen Aktionspunkten seine Aktionen aus.
ui-rules-a-turn-5 = Vorstellung: Von Donnerstag bis Sonntag führt ein Magier auf dem Vorstellungsfeld des Tages eine Vorstellungskarte auf; jeder Trickmarker darauf bringt seinem Besitzer Erträge.
ui-rules-a-turn-6 = Rundenende: Löhne zahlen (2 Münzen pro arbeitendem Spezialisten, 1 pro arbeitendem Lehrling; 2 Ruhm pro Münze, die du nicht zahlen kannst), die Charaktere kehren heim, Bestellungen kommen an, die Karten im Theater rücken weiter.
ui-rules-action-points = Aktionspunkte
ui-rules-action-points-1 = Ein Magier hat 3 Grund-Aktionspunkte, ein Spezialist 2, ein Lehrling 1. Das Feld addiert seinen aufgedruckten Modifikator (+2, +1, +1 oder 0 auf dem Hauptspielplan; Donnerstag-Backstage +1, Sonntag-Backstage −1). Ein Magier auf einem Vorstellungsfeld erhält keine. Ein beim Einsetzen gezahlter Splitter gibt +1. Nicht genutzte Punkte verfallen.
ui-rules-locations = Orte
ui-rules-locations-1 = Innenstadt: Einen Trick mit einem Residenzwürfel lernen (Ruhmesschwelle: fehlenden Ruhm zahlst du in Münzen), einen Charakter mit einem Gasthauswürfel einstellen, Münzen mit einem Bankwürfel nehmen; einen Würfel für 1 AP neu werfen oder für 2 AP drehen.
ui-rules-locations-2 = Marktstraße: Bis zu 3 Stück einer vorrätigen Komponente kaufen (Feilschen: 1 AP für −1 Münze), eine Komponente für die nächste Runde bestellen oder eine für 1 Münze mehr sofort eilbestellen.
ui-rules-locations-3 = Werkstatt: Einen Trick vorbereiten, wenn du seine Komponenten hast und seine Marker nicht auf der Karte liegen: Seine Trickmarker kommen auf die Karte.
ui-rules-locations-4 = Theater (ein Wochentag pro Spieler und Runde, hier keine Splitter für zusätzliche Punkte): Backstage einen Marker eines vorbereiteten Tricks auf einem freien Feld einer Vorstellungskarte aufbauen, mit seiner Kategorie-Ecke in einem Verbindungskreis. Zwei Ecken derselben Kategorie in einem Kreis bilden eine Verbindung: Wer sie schafft, nimmt einen Verbindungsbonus von 1, 2 oder 3 Ruhm oder Münzen je nach Ruhmesschwelle des Tricks (und jeder Verbundene einen Splitter in einem Splitterkreis). Umplanen versetzt einen deiner Marker, ohne Verbindungsbonus.
ui-rules-locations-5 = Dunkle Gasse (Erweiterung): Eine Sonderauftragskarte ziehen oder mit Wahrsagen die ausstehenden Prophezeiungen verschieben.
ui-rules-performances = Vorstellungen
ui-rules-performances-1 = Jeder Marker auf der aufgeführten Karte bringt seinem Besitzer die Erträge des Tricks (Ruhm, Münzen, Splitter), verändert durch den Wochentag des Darstellers (Donnerstag −1 Ruhm und −1 Münze pro Trick, Sonntag +1 und +1). Der Darsteller erhält außerdem den Bonus der Karte, 1 Ruhm pro Verbindung in der Vorstellung und einen Bonus für jeden seiner Spezialisten im Theater. Zwei Marker gleicher Farbe und gleichen Symbols sind nie in derselben Vorstellung.
ui-rules-end = Spielende
ui-rules-end-1 = Nach der letzten Runde: 1 Ruhm pro Splitter, 1 pro 3 Münzen, 2 pro Lehrling und 3 pro Spezialist (die Dunkle Gasse wertet eigene Kategorien, und Tricks mit Ruhmesschwelle 36 können punkten). Der meiste Ruhm gewinnt; bei Gleichstand gewinnt, wer in der Initiativreihenfolge vorne liegt.
ui-rules-note = Diese Zusammenfassung stammt vom Projekt; maßgeblich ist die gedruckte Spielregel.
ui-home-no-one-seated = Noch niemand am Tisch
ui-lobby-kept-for = aus dem letzten Spiel für { $name } reserviert
ui-lobby-kept-for-until = aus dem letzten Spiel für { $name } reserviert bis { $time }
ui-lobby-watching = { $n ->
    [one] { $n } schaut zu
   *[other] { $n } schauen zu
  }
ui-lobby-visitors = { $n ->
    [one] { $n } weitere Person sieht sich die Einladung an
   *[other] { $n } weitere Personen sehen sich die Einladung an
  }
ui-conn-lost = Verbindung verloren — verbinde neu…
ui-conn-lost-in = Verbindung verloren — neuer Versuch in { $s } s
ui-banner-ap-left = { $n ->
    [one] { $n } Aktionspunkt übrig
   *[other] { $n } Aktionspunkte übrig
  }
ui-dock-link-bonus = { $n ->
    [one] { $n } Verbindungsbonus zu nehmen
   *[other] { $n } Verbindungsboni zu nehmen
  }
ui-composer-via = Zuerst das Einsetzen; sobald dein Charakter dort handelt, wird { $thing } vorgeschlagen.
ui-composer-via-thing = das Gewählte
ui-own-markers = { $n ->
    [one] { $n } Marker
   *[other] { $n } Marker
  }
ui-area-residence-count = { $n ->
    [one] { $n } Trick
   *[other] { $n } Tricks
  }
ui-facts-character = { $ap } Grund-Aktionspunkte; kein Lohn.
ui-facts-character-wage = { $ap } Grund-Aktionspunkte; Lohn { $wage ->
    [one] { $wage } Münze
   *[other] { $wage } Münzen
  } bei Rundenende, wenn er arbeitet.
ui-academy-lent-hidden = Anjalis Münze auf { $apprentice }: Er trägt eines der Geheimnisse des Schützlings (verdeckt, bis seine Karte aufgedeckt wird)
ui-academy-lent = Anjalis Münze auf { $apprentice }: Er trägt { $name }
ui-powers-slot-shards = { $n ->
    [one] { $n } Splittersymbol
   *[other] { $n } Splittersymbole
  }
ui-powers-hand-size = { $n ->
    [one] { $n } Kraft
   *[other] { $n } Kräfte
  } auf der Hand
ui-heir-die = { $location }: deckt { $covers } ab
ui-heir-die-marked = { $location }: deckt { $covers } ab (Rundenaufbau-Marker: letzte Runde neu geworfen)
ui-chat-open = Chat
ui-chat-open-n = Chat ({ $n })
ui-marker-title = Marker von { $owner }: { $what } ({ $symbol }), Ecke { $category } zeigt nach { $facing }

## Symbole (Symbolnamen und die Legende)

ui-icon-coin = Münze
ui-icon-coin-means = Geld: bezahlt Komponenten, Löhne und Renovierungen; was am Ende übrig bleibt, zählt nichts
ui-icon-fame = Ruhm
ui-icon-fame-means = Siegpunkte; die Ruhmesschwelle eines Tricks ist der Ruhm, den du brauchst, um ihn zu lernen
ui-icon-shard = Splitter
ui-icon-shard-means = bringt zusätzliche Aktionspunkte beim Einsetzen eines Charakters und wird für manche Tricks und Fähigkeiten ausgegeben
ui-icon-ap = Aktionspunkt
ui-icon-ap-means = was ein eingesetzter Charakter diese Runde an seinem Ort tun kann
ui-icon-wood = Holz
ui-icon-wood-means = eine Komponente, die Tricks brauchen
ui-icon-metal = Metall
ui-icon-metal-means = eine Komponente, die Tricks brauchen
ui-icon-glass = Glas
ui-icon-glass-means = eine Komponente, die Tricks brauchen
ui-icon-fabric = Stoff
ui-icon-fabric-means = eine Komponente, die Tricks brauchen
ui-icon-rope = Seil
ui-icon-rope-means = eine Komponente, die Tricks brauchen
ui-icon-petroleum = Petroleum
ui-icon-petroleum-means = eine Komponente, die Tricks brauchen
ui-icon-saw = Säge
ui-icon-saw-means = eine Komponente, die Tricks brauchen
ui-icon-animal = Tier
ui-icon-animal-means = eine Komponente, die Tricks brauchen
ui-icon-padlock = Vorhängeschloss
ui-icon-padlock-means = eine Komponente, die Tricks brauchen
ui-icon-mirror = Spiegel
ui-icon-mirror-means = eine Komponente, die Tricks brauchen
ui-icon-disguise = Verkleidung
ui-icon-disguise-means = eine Komponente, die Tricks brauchen
ui-icon-cog = Zahnrad
ui-icon-cog-means = eine Komponente, die Tricks brauchen
ui-icon-escape = Entfesselung
ui-icon-escape-means = eine Trickkategorie
ui-icon-spiritual = Spiritismus
ui-icon-spiritual-means = eine Trickkategorie
ui-icon-mechanical = Mechanik
ui-icon-mechanical-means = eine Trickkategorie
ui-icon-optical = Optik
ui-icon-optical-means = eine Trickkategorie
ui-icon-magician = Magier
ui-icon-magician-means = dein führender Charakter; tritt im Theater auf
ui-icon-engineer = Ingenieur
ui-icon-engineer-means = ein Spezialist; hilft in der Werkstatt
ui-icon-manager = Manager
ui-icon-manager-means = ein Spezialist; hilft in der Marktstraße
ui-icon-assistant = Assistent
ui-icon-assistant-means = ein Spezialist; hilft im Theater
ui-icon-apprentice = Lehrling
ui-icon-apprentice-means = ein Charakter mit weniger Aktionspunkten und geringem Lohn
ui-icon-protege = Schützling
ui-icon-protege-means = der Schülercharakter der Akademie (Dahlgaards Akademie)
ui-icon-downtown = Innenstadt
ui-icon-downtown-means = Tricks lernen, Charaktere einstellen, Münzen nehmen
ui-icon-market-row = Marktstraße
ui-icon-market-row-means = Komponenten kaufen und bestellen
ui-icon-workshop = Werkstatt
ui-icon-workshop-means = Tricks vorbereiten: ihre Marker auf deine Trickkarten legen
ui-icon-theater = Theater
ui-icon-theater-means = Trickmarker auf Vorstellungskarten aufbauen und auftreten
ui-icon-dark-alley = Dunkle Gasse
ui-icon-dark-alley-means = Sonderauftragskarten ziehen und nutzen
ui-icon-academy = Akademie
ui-icon-academy-means = Flügel renovieren, Tricks üben und unterrichten (Dahlgaards Akademie)
ui-icon-marker = Trickmarker
ui-icon-marker-means = ein vorbereiteter Trick in der Farbe seines Besitzers, bereit zum Aufbau auf einer Vorstellungskarte
ui-icon-link = Verbindung
ui-icon-link-means = ein Verbindungskreis auf einer Vorstellungskarte: Zwei hier verbundene Trickmarker bringen ihren Besitzern einen Verbindungsbonus
ui-icon-shardlink = Splitter-Verbindung
ui-icon-shardlink-means = ein Verbindungskreis, dessen Bonus ein Splitter ist
ui-icon-poster = Plakat
ui-icon-poster-means = Werben: vor der Zuweisung Münzen für Ruhm zahlen
ui-icon-clock = Uhr
ui-icon-clock-means = die Zeit, die ein Spieler noch zum Ziehen hat
ui-icon-warning = Warnung
ui-icon-warning-means = etwas geht schief, wenn du weitermachst: unbezahlte Löhne kosten Ruhm, ein Zug wird abgelehnt
ui-icon-trophy = Sieger
ui-icon-trophy-means = der Spieler mit dem meisten Ruhm am Ende
ui-icon-group-resources = Ressourcen
ui-icon-group-components = Komponenten
ui-icon-group-trick-categories = Trickkategorien
ui-icon-group-characters = Charaktere
ui-icon-group-locations = Orte
ui-icon-group-marks = Markierungen
ui-group-set-up = Spielaufbau
ui-group-turn-setup = Rundenaufbau
ui-group-advertise = Werben
ui-group-assignment = Zuweisung
ui-group-placement = Einsetzen
ui-group-downtown = Innenstadt
ui-group-market-row = Marktstraße
ui-group-workshop = Werkstatt
ui-group-dark-alley = Dunkle Gasse
ui-group-academy = Akademie
ui-group-theater = Theater
ui-group-performance = Vorstellung
ui-group-magician-ability = Fähigkeit des Magiers
ui-group-magician-powers = Magierkräfte
ui-group-give-back = Zurückgeben
ui-group-any-time = Jederzeit
ui-chat-reaction-good-move = Guter Zug
ui-chat-reaction-thanks = Danke
ui-chat-reaction-oops = Hoppla
ui-chat-reaction-well-played = Gut gespielt

## Uhren

ui-clock-days-hours = { $d } T { $h } Std.
ui-clock-secs = { $n } s
ui-clock-mins = { $n } min
ui-clock-hours-short = { $n } Std.
ui-clock-days-short = { $n } T
ui-clock-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
  }
ui-clock-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
  }
ui-clock-out-forfeit = Niederlage bei Zeitablauf
ui-clock-out-bot = bei Zeitablauf spielt ein Bot
ui-clock-live = Live: { $initial } + { $increment } s pro Zug ({ $out })
ui-clock-correspondence = Fernpartie: { $per } pro Zug ({ $out })

## Plättchen von Dahlgaards Akademie

ui-academy-room-classroom = Klassenzimmer
ui-academy-room-practice = Übungsraum
ui-academy-wing = { $room } { $letter }
ui-academy-wing-n = Flügel { $n }
ui-academy-class-reduced = Münzen und Ruhm des Tricks, je 1 weniger
ui-academy-class-coins = Münzen des Tricks +1/2/3
ui-academy-class-fame = Ruhm des Tricks
ui-academy-class-shards = Splitter des Tricks +1/2/3
ui-academy-class-reduced-short = −1/−1
ui-academy-class-coins-short = Münzen+
ui-academy-class-fame-short = Ruhm
ui-academy-class-shards-short = Splitter+
ui-academy-upgrade-ignore-components = bis zu 3 Münzen an Komponenten ignorieren
ui-academy-upgrade-free-orientation = seine Marker beliebig ausrichten
ui-academy-upgrade-extra-marker = 1 Marker mehr beim Vorbereiten
ui-academy-upgrade-yield-increase = +1 Münze und +1 Ruhm Ertrag
ui-academy-upgrade-ignore-components-short = Komponenten
ui-academy-upgrade-free-orientation-short = Ausrichtung
ui-academy-upgrade-extra-marker-short = +1 Marker
ui-academy-upgrade-yield-increase-short = +1/+1 Ertrag
ui-academy-tile-n = Plättchen { $n }
ui-academy-classroom-text = { $code } (Stufe { $level }): { $slots }; Bonus für volle Klasse { $bonus }
ui-academy-practice-text = { $code } (Stufe { $level }): { $slots }
ui-facing-words = Nach { $dir }

## Das Sprachmenü

ui-lang-menu = Sprache
