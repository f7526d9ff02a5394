# A webes kliens szövegei magyarul (Hungarian). Ids: ui-<area>-<what>, as in English.
# Terms: see GLOSSARY.md. Variables holding names take no suffix: sentences
# put them after a colon or in the nominative.

## Commands: titles, whole commands, extra choices

ui-cmd-choose-magician-title = Válassz Bűvészt
ui-cmd-choose-magician-label = Bűvész: { $magician } (Kedvenc: { $favorite })
ui-cmd-choose-starting-trick-title = Válaszd ki a kezdő Trükködet
ui-cmd-choose-starting-trick-label = Kezdő Trükk: { $trick }
ui-cmd-choose-starting-components-title = Válassz 2 Érme értékű kezdő Kelléket
ui-cmd-choose-starting-components-label = Kezdő Kellékek: { $components }
ui-cmd-choose-starting-components-fields-components-name = Kellékek
ui-cmd-choose-specialist-title = Válassz Szakembert
ui-cmd-choose-specialist-label = Felbérelés: { $choice }
ui-cmd-choose-specialist-fields-bonus-name = Bónusz
ui-cmd-advertise-title = Hirdetés
ui-cmd-decline-advertise-title = Nincs Hirdetés
ui-cmd-assign-title = Kártya kiosztása
ui-cmd-assign-label = Helyszínkártya ({ $location }) ehhez a Karakteredhez: { $character }
ui-cmd-unassign-title = Kártya visszavétele
ui-cmd-unassign-label = A kártya visszavétele e Karakteredtől: { $character }
ui-cmd-confirm-assignments-title = Kiosztás kész
ui-cmd-place-title = Karakter lehelyezése
ui-cmd-place-fields-forfeit-name = Lemondás
ui-cmd-place-fields-boost-name = Erősítés
ui-cmd-place-fields-mimic-name = Utánzás
ui-cmd-leave-idle-title = Karakter tétlen marad
ui-cmd-leave-idle-label = Tétlen marad ebben a fordulóban: { $character }
ui-cmd-end-actions-title = Akciók vége
ui-cmd-learn-trick-title = Trükk megtanulása
ui-cmd-hire-title = Felbérelés
ui-cmd-hire-fields-character-name = Karakter
ui-cmd-hire-fields-second-name = Második Tanonc
ui-cmd-take-coins-title = Pénzfelvétel
ui-cmd-take-coins-fields-buy-name = Befektetések
ui-cmd-reroll-die-title = Kocka újradobása
ui-cmd-reroll-die-label = Újradobás: { $die } (1 AP)
ui-cmd-set-die-title = Kocka beállítása
ui-cmd-set-die-label = Beállítás: { $die } → { $face } (2 AP)
ui-cmd-set-die-fields-face-name = Oldal
ui-cmd-buy-title = Kellékvásárlás
ui-cmd-buy-fields-items-name = Mennyi
ui-cmd-buy-fields-pay-name = Fizetés
ui-cmd-buy-fields-shoplift-name = Bolti lopás
ui-cmd-order-title = Kellék megrendelése
ui-cmd-order-fields-component-name = Kellék
ui-cmd-order-fields-buy-now-name = Egyet most megveszel
ui-cmd-quick-order-title = Gyorsrendelés
ui-cmd-quick-order-label = Gyorsrendelés: { $component }
ui-cmd-quick-order-fields-component-name = Kellék
ui-cmd-prepare-title = Trükk előkészítése
ui-cmd-prepare-fields-option-name = Lehetőség
ui-cmd-move-trick-title = Trükk áthelyezése a Mérnökhöz
ui-cmd-move-trick-label = Áthelyezés a Mérnök Trükkhelyére: { $trick }
ui-cmd-move-components-title = Kellékek áthelyezése a Menedzserhez
ui-cmd-move-components-label = Áthelyezés a Menedzser { $slot }. Többes helyére: { $component }
ui-cmd-move-components-fields-slot-name = Többes hely
ui-cmd-move-components-fields-slot-show = { $slot }. Többes hely
ui-cmd-move-apprentice-title = Tanonc áthelyezése az Asszisztenshez
ui-cmd-move-apprentice-label = Áthelyezés az Asszisztens helyére: { $apprentice }
ui-cmd-set-up-trick-title = Trükk felállítása
ui-cmd-set-up-trick-fields-swap-name = Időnyerés
ui-cmd-reschedule-title = Jelző áthelyezése (Átütemezés)
ui-cmd-reschedule-label = Jelződ áthelyezése: { $card }, { $slot }. hely → { $to-card }, { $to-slot }. hely, iránya: { $facing }
ui-cmd-take-link-bonus-title = Kapcsolatbónusz felvétele
ui-cmd-take-link-bonus-fields-reward-name = Jutalom
ui-cmd-perform-title = Előadás
ui-cmd-perform-fields-steal-name = Trükklopás
ui-cmd-perform-fields-premiere-name = Nagy premier
ui-cmd-perform-fields-durable-name = Tartós kellékek
ui-cmd-decline-performance-title = Nincs Előadás
ui-cmd-assign-special-title = Különleges megbízáskártya kiosztása
ui-cmd-assign-special-label = { $card } ehhez a Karakteredhez: { $character }
ui-cmd-draw-special-title = Különleges megbízáskártya húzása
ui-cmd-draw-special-label = Különleges megbízáskártya húzása ebből a pakliból: { $deck }
ui-cmd-fortune-telling-title = Jövendőmondás
ui-cmd-fate-weaving-title = Sorsszövés
ui-cmd-fate-weaving-label = Sorsszövés: { $pending }. függő Jóslat aktiválása
ui-cmd-set-up-guest-title = Felállítás Vendégművészként
ui-cmd-set-up-guest-label = Vendégművész: { $trick } felállítása ennek a kártyának a helyei mellé: { $card }
ui-cmd-street-performance-title = Utcai előadás
ui-cmd-street-performance-label = Utcai előadás: jelződ levétele ({ $card }, { $slot }. hely) a Trükkje hozamáért
ui-cmd-set-up-piled-title = Két egymásra rakott jelző felállítása (Túltöltés)
ui-cmd-set-up-piled-label = Túltöltés: { $trick } két jelzője egymásra rakva ide: { $card }, { $slot }. hely, iránya: { $facing }
ui-cmd-possess-title = Lélekszállás
ui-cmd-possess-label = Lélekszállás: fizetsz egy Szilánkot; az ellenfél előadja ezt: { $card }
ui-cmd-decline-ability-title = Nem használod a képességet
ui-cmd-discard-power-title = Erő eldobása
ui-cmd-discard-power-label = Eldobás: { $power } (képpel lefelé, az egész játékra)
ui-cmd-learn-power-title = Erő megtanulása
ui-cmd-learn-power-label = Megtanulás: { $power }, { $slot }. Erőhely mellé
ui-cmd-pass-power-title = Nem tanulsz Erőt
ui-cmd-rearrange-title = Fülek a városban
ui-cmd-rearrange-fields-change-name = Változtatás
ui-cmd-gamble-title = Szerencsejáték
ui-cmd-renovate-title = Felújítás
ui-cmd-renovate-label = Felújítás: { $wing }, szint: { $level }, lapka: { $tile }
ui-cmd-renovate-fields-level-name = Szint
ui-cmd-renovate-fields-level-show = { $level }. szint
ui-cmd-renovate-fields-tile-name = Lapka
ui-cmd-practice-title = Gyakorlás
ui-cmd-practice-fields-free-name = Előbb szabadítsd fel egyik Gyakorlóterem-helyedet
ui-cmd-teach-title = Tanítás
ui-cmd-teach-label = Tanítás: { $trick } – { $wing }, { $slot }. hely
ui-cmd-learn-secret-title = Titok megtanulása
ui-cmd-learn-secret-label = Titok: { $secret } a Pártfogolt { $space }. mezőjére
ui-cmd-reroll-turn-setup-title = Két Forduló-előkészítő kocka újradobása
ui-cmd-reroll-turn-setup-label = Forduló-előkészítő kockák újradobása: { $a } és { $b }
ui-cmd-lend-secret-title = Titok kölcsönadása
ui-cmd-lend-secret-label = Egy Érme erre: { $apprentice } – ebben a fordulóban a Pártfogolt Titkát viszi: { $secret }
ui-cmd-choose-full-yield-title = Professor Bernard
ui-cmd-return-trick-title = Trükk visszaadása
ui-cmd-return-trick-label = Visszaadás a Dahlgaard-rezidenciának: { $trick } (jelzői hazatérnek)
ui-cmd-return-trick-fields-trick-name = Trükk
ui-cmd-take-back-title = Visszavonás
ui-cmd-return-components-title = Kellékek visszaadása
ui-cmd-return-components-label = Visszaadás a készletbe: { $count } { $component }
ui-cmd-return-components-fields-component-name = Kellék
ui-cmd-return-components-fields-count-name = Mennyi
ui-cmd-return-components-fields-count-show = { $count }

## General

ui-app-name = Trickerion

ui-your-move-title = ▶ Te lépsz — Trickerion

ui-notify-body = Trickerion: te lépsz

## T.home (text.ts)

ui-home-title = Trickerion: Az illúzió legendái
ui-home-intro = Játszd online a rivális illuzionisták társasjátékát a barátaiddal: hozz létre egy játékot, küldd el a linket, és foglaljatok helyet.
ui-home-new-game = Új játék
ui-home-players = Játékosok
ui-home-beginner = Kezdő előkészítés első játékhoz
ui-home-dark-alley = Sötét Sikátor kiegészítő
ui-home-prophecies = Jóslatok
ui-home-fame-caps = 20 Hírnév felső határ a végső pontozás kategóriáiban
ui-home-powers = Bűvészerők (a Sötét Sikátor kell hozzá)
ui-home-duel = Bűvészpárbaj (két játékos)
ui-home-academy = Dahlgaard Akadémiája (a Sötét Sikátor kell hozzá; ideiglenes lapkák és Titkok)
ui-home-heir = Egyedül Dahlgaard Örököse ellen (egy játékos; az Örököst a játék vezeti)
ui-home-difficulty = Nehézség
ui-home-heir-implies = Egyszemélyes játék: egy játékos a Sötét Sikátorral, az Örökös ellen.
ui-home-heir-off-players = az egyszemélyes játék rögzíti: egy játékos
ui-home-heir-off-dark-alley = az Örökös Tervlapkái a Sötét Sikátort használják
ui-home-heir-off-powers = az Örökössel nem (az egyszemélyes szabályok kihagyják Dahlgaard ajándékait)
ui-home-heir-off-duel = az Örökössel nem (az egyszemélyes szabályok kihagyják Dahlgaard ajándékait)
ui-home-create = Játék létrehozása
ui-home-start-solo = Egyszemélyes játék indítása
ui-home-name-optional = az első hely elfoglalásához (nem kötelező)
ui-home-seated-first = Te foglalod el az első helyet; küldd el a meghívó linket a többieknek.
ui-home-my-games = Játékaid ebben a böngészőben
ui-home-open = Megnyitás
ui-home-listed = Felsorolás a nyitott játékok között, hogy bárki megtalálja és csatlakozhasson
ui-home-clock = Időkorlát
ui-home-clock-none = Nincs
ui-home-clock-live = Élő
ui-home-clock-correspondence = Levelezős
ui-home-minutes-each = perc játékosonként
ui-home-increment-secs = másodperc lépésenként hozzáadva
ui-home-per-move = lépésenként
ui-home-hours = óra
ui-home-days = nap
ui-home-on-timeout = Ha lejár az idő
ui-home-timeout-bot = egy bot veszi át a helyet
ui-home-timeout-forfeit = a játékos feladja
ui-home-open-games = Nyitott játékok
ui-home-no-open-games = Most nincs nyitott, felsorolt játék. Hozz létre egyet, és pipáld be a „Felsorolás” opciót.
ui-home-more = Több
ui-home-seats-taken = { $n } / { $of } hely foglalt
ui-home-your-turn = te lépsz
ui-home-their-turn = várakozás: { $names }
ui-home-gone = már nincs ezen a szerveren
ui-home-forget = Elfelejtés

## T.lobby (text.ts)

ui-lobby-title = Játék: { $id }
ui-lobby-connecting = Kapcsolódás…
ui-lobby-invite = Meghívó link
ui-lobby-copy = Másolás
ui-lobby-copied = Másolva
ui-lobby-spectator-link = Nézői link
ui-lobby-your-name = Neved
ui-lobby-type-name = Előbb írd be a neved.
ui-lobby-full = A játék minden helye foglalt.
ui-lobby-watch-instead = Inkább nézd
ui-lobby-seat = { $n }. hely
ui-lobby-free = szabad
ui-lobby-connected = csatlakozva
ui-lobby-away = távol
ui-lobby-you = (te)
ui-lobby-join = Csatlakozás
ui-lobby-move-here = Átülés ide
ui-lobby-leave = Kilépés
ui-lobby-bot-name-random = Véletlen bot
ui-lobby-bot-name-easy = Könnyű bot
ui-lobby-bot-name-normal = Normál bot
ui-lobby-bot-name-hard = Nehéz bot
ui-lobby-bot-title-random = Bármely szabályos lépést véletlenszerűen választ
ui-lobby-bot-title-easy = A normál bot, de minden harmadik lépése véletlenszerű
ui-lobby-bot-title-normal = Minden fordulót megtervez, és a legjobbnak látszó lépést választja
ui-lobby-bot-title-hard = Elképzelt játékokban próbálja ki a lépéseit, és a legjobbat tartja meg (lépésenként legfeljebb egy másodpercig gondolkodik)
ui-lobby-remove-bot = Bot eltávolítása
ui-lobby-start = Játék indítása
ui-lobby-creator-starts = A játék létrehozója indítja el, ha minden hely foglalt.
ui-lobby-status-lobby = játékosokra vár
ui-lobby-status-playing = folyamatban
ui-lobby-status-finished = befejeződött
ui-lobby-status-broken = nem játszható
ui-lobby-broken = Ez a tárolt játék a jelenlegi szabályokkal már nem játszható vissza, ezért sem játszani, sem nézni nem lehet: { $why }. A szerver üzemeltetője értesítést kapott.
ui-lobby-free-seat = A hely felszabadítása
ui-lobby-open-kept = Megnyitás bárki számára
ui-lobby-clock = Óra
ui-lobby-options = Beállítások

## T.missing (text.ts)

ui-missing-title = Nincs ilyen játék
ui-missing-body = Ezen a címen nincs játék. Lehet, hogy a link elgépelt, vagy a játékot sosem hozták létre itt.
ui-missing-home = Új játék indítása
ui-missing-not-found = Az oldal nem található

## T.stale (text.ts)

ui-stale-link-title = Ez a helylink nem nyit meg helyet
ui-stale-link-body = A hely, amelyhez a link tartozott, felszabadult vagy másé lett, vagy a link elgépelt. Ez a böngésző elfelejtette. A játékot továbbra is nézheted, vagy elfoglalhatsz egy szabad helyet, ha a váróteremben van ilyen.
ui-stale-link-go = Tovább a játékhoz

## T.conn (text.ts)

ui-conn-retry = Újrapróbálás most
ui-conn-not-connected = Nincs kapcsolat: a lépés nem ment el. Várd meg, amíg a kapcsolat helyreáll.
ui-conn-seat-lost = Ezt a helyet egy másik lapon elhagyták vagy áthelyezték; most nézőként vagy itt.

## T.banner (text.ts)

ui-banner-your-move = Te lépsz
ui-banner-also-waiting = várakozás még: { $names }
ui-banner-waiting-for = Várakozás: { $names }
ui-banner-game-over = Vége a játéknak. Győztes: { $winner }.
ui-banner-spectating = Nézőként
ui-banner-sending = küldés…
ui-banner-read-only = A szerver adatbázisa nem erősítette meg az utolsó lépést. Ez az asztal utoljára megerősített állapota; amíg az adatbázis vissza nem tér, nem fogadunk lépést, utána az asztal magától újratöltődik.

## T.top (text.ts)

ui-top-turn = { $turn }. forduló / { $of }
ui-top-initiative = Kezdeményezés
ui-top-rules = Szabályok
ui-top-device = Másik eszköz
ui-top-menu = Menü
ui-top-jump-board = Tábla
ui-top-jump-me = Saját tábla
ui-top-jump-log = Napló
ui-top-notify = Értesítés
ui-top-fame = Hírnévsáv
ui-top-online = csatlakozva
ui-top-offline = távol
ui-top-bot = bot
ui-top-away-since = távol: { $since }
ui-top-stand-in-away = egyelőre egy bot játszik helyette
ui-top-stand-in-timed-out = lejárt az ideje: egy bot játszik
ui-top-stand-in-forfeited = időtúllépéssel feladta: egy bot játszik a végéig
ui-top-hand-to-bot = Átadás egy botnak
ui-top-hand-to-bot-title = Egy bot játsszon ezen a helyen, amíg a játékosa vissza nem tér (a létrehozó dönt, vagy a többiek többsége)
ui-top-votes = { $n } / { $need } szavazat
ui-top-take-back = Helyem visszavétele
ui-top-low-time = kevés idő maradt
ui-top-webhook = Fordulós webhook
ui-top-webhook-title = URL hívása, amikor te lépsz
ui-top-webhook-body = A szerver meghívja ezt a címet (HTTP POST, JSON), valahányszor a játék a te helyedre kezd várni: használd chatbottal vagy telefonos értesítő szolgáltatással. Hagyd üresen az eltávolításhoz.
ui-top-webhook-save = Mentés
ui-top-webhook-saved = Mentve.
ui-top-close = Bezárás

## T.dock (text.ts)

ui-dock-acting = Karaktered: { $who }, itt: { $where }
ui-dock-waiting = Nem te lépsz
ui-dock-idle-hint = Lépéshez válassz egy kiemelt dolgot a táblán.
ui-dock-since = Legutóbbi lépésed óta
ui-dock-since-more = és még { $n } a naplóban
ui-dock-dismiss = Elrejtés
ui-dock-every-move = Minden szabályos lépés ({ $n })
ui-dock-take-link-bonus = Kapcsolatbónusz felvétele…
ui-dock-undo = Visszavonás
ui-dock-undo-title = Utolsó lépésed visszavonása (amíg más nem lép, és semmi rejtett nem derül ki)
ui-dock-end-actions = Akciók vége
ui-dock-auto-end = Akcióim automatikus befejezése, ha nem maradt Akciópont
ui-dock-tabs = Az asztal részei
ui-dock-tab-move = Lépés
ui-dock-tab-board = Saját tábla
ui-dock-tab-log = Napló
ui-dock-nothing-to-do = Most nincs teendő.

## T.composer (text.ts)

ui-composer-choose = Válassz akciót
ui-composer-pick-board = Vagy válassz egy másik kiemelt helyet a táblán.
ui-composer-or-these = Vagy ezek egyike
ui-composer-action = Akció
ui-composer-pick-or = Vagy válassz egy másik kiemelt helyet a táblán, vagy ezek egyikét
ui-composer-gone = Ez már nem lehetséges.
ui-composer-send = Küldés
ui-composer-send-anyway = Küldés mégis
ui-composer-cancel = Mégse
ui-composer-pending = Küldés…
ui-composer-previewing = Számolom, mit eredményez…
ui-composer-refused = Nem lehetséges:
ui-composer-warnings-title = Küldés előtt
ui-composer-ap-left = { $n } AP maradt
ui-composer-no-ap = Az akciók véget érnek
ui-composer-wages = Bér a Forduló végén: { $from } → { $to } Érme
ui-composer-keys = Enter: küldés, Esc: mégse

## T.own (text.ts)

ui-own-title = { $name } (te)
ui-own-magician = Bűvész
ui-own-no-magician = még nincs Bűvész
ui-own-coins = Érme
ui-own-fame = Hírnév
ui-own-shards = Trickerion-szilánk
ui-own-cards = { $n } kártya a kézben
ui-own-initiative = Kezdeményezés: { $n }.
ui-own-wages = Fizetendő Bér a Forduló végén: { $n } Érme
ui-own-wages-planned = Bér, ha minden kártyás Karakter dolgozik: { $n } Érme (neked { $coins } Érméd van)
ui-own-wages-short = { $short } Érme hiányzik: a Forduló végén { $fame } Hírnevet veszítesz, ha nem szerzel többet
ui-own-tricks = Trükkök
ui-own-none = nincs
ui-own-components = Kellékek
ui-own-characters = Karakterek
ui-own-hand = Megbízáskártyáid
ui-own-specials = Különleges megbízáskártyáid
ui-own-workshop = Műhely
ui-own-workshop-slot = { $n }. Műhelyhely
ui-own-multi = A Menedzser Többes helyei
ui-own-empty = üres
ui-own-assistant-slot = Az Asszisztens Tanonchelye
ui-own-give-back = Visszaadás…
ui-own-give-back-hint = Trükk vagy Kellékek visszaadása (szándékosan; nem vonható vissza)
ui-own-done-assigning = Kiosztás kész
ui-own-decline-ability = Nem használod a képességet
ui-own-ability = Képesség
ui-own-ability-used = a képesség ebben a fordulóban elhasználva
ui-own-poster = Plakát kint
ui-own-on-card = a kártyán
ui-own-engineer-slot = A Mérnök helye
ui-own-enhanced = Erősítve
ui-own-state-home = otthon
ui-own-state-inn = a Fogadóban (a Forduló végén csatlakozik)
ui-own-state-idle = Tétlen
ui-own-state-supply = nincs felbérelve
ui-own-state-placed = lehelyezve
ui-own-card-none = nincs kártya
ui-own-card-face-down = képpel lefelé fordított kártya
ui-own-card-revealed = Kártya: { $loc }
ui-own-card-special = Kártya ({ $loc }): { $name }
ui-own-last-move = Utolsó lépés
ui-own-hand-size = Kártyák a kézben
ui-own-to-move = lép
ui-own-more = Több

## T.area (text.ts)

ui-area-academy = Dahlgaard Akadémiája
ui-area-downtown = Belváros
ui-area-market = Piacsor
ui-area-alley = Sötét Sikátor
ui-area-theater = Színház
ui-area-opponents = Ellenfelek
ui-area-players = Játékosok
ui-area-residence = Dahlgaard-rezidencia
ui-area-show = Mutasd
ui-area-hide = Rejtsd el
ui-area-residence-dice = Rezidencia
ui-area-inn = Fogadó
ui-area-bank = Bank
ui-area-at-inn = A Fogadóban: { $names }
ui-area-covered = letakarva
ui-area-covered-title = Letakarva: négynél kevesebb játékos, vagy e forduló Forduló-előkészítő kártyája (Bűvészpárbaj)
ui-area-free = szabad
ui-area-buy = Vásárlás
ui-area-order = Rendelés
ui-area-quick = Gyors
ui-area-quick-title = Gyorsrendelési hely: azonnal megérkezik, 1 Érmével többe kerül
ui-area-extra = A vásárlási terület mellett (Logisztika, ebben a fordulóban)
ui-area-weekdays = Hétköznapok
ui-area-backstage = { $n }. kulisszahely
ui-area-performance-slot = Előadás
ui-area-performance-slot-title = Csak Bűvészeknek; itt nincs Akciópont
ui-area-deck = Pakli: { $n } kártya
ui-area-bonus = Az Előadó bónusza
ui-area-guests = Vendégművészek
ui-area-piled = Két egymásra rakott jelző (Túltöltés)
ui-area-slot = { $n }. hely
ui-area-link = Kapcsolatkör
ui-area-shard-link = Kapcsolatkör Szilánkkal
ui-area-decline-perf = Nincs Előadás
ui-area-special-decks = Különleges megbízás-paklik
ui-area-left = { $n } maradt
ui-area-discards = Dobópakli: { $n } kártya
ui-area-prophecies = Jóslatok
ui-area-active = Aktív
ui-area-pending = Függő
ui-area-none-active = nincs
ui-area-pile = Jóslatpakli: { $n } kártya
ui-area-spent = felhasználva: { $codes }
ui-area-fortune = Jövendőmondás…
ui-area-advertise = Hirdetés…
ui-area-setup = Előkészítés
ui-area-magicians = Bűvészek
ui-area-taken = foglalt
ui-area-start-tricks = Kezdő Trükkök
ui-area-start-components = Kezdő Kellékek kiválasztása…
ui-area-specialist-engineer = Mérnök…
ui-area-specialist-manager = Menedzser…
ui-area-specialist-assistant = Asszisztens
ui-area-wait-tricks = Várakozás a többiek Trükkválasztására.
ui-area-wait-magicians = Várakozás, hogy a többi játékos Bűvészt válasszon ({ $taken }).
ui-area-none-taken = még egy sem foglalt
ui-area-taken-list = foglalt: { $names }
ui-area-favorite = Kedvenc: { $x }
ui-area-log = Játéknapló
ui-area-older-lines = { $n } régebbi sor mutatása

## T.info (text.ts)

ui-info-close = Bezárás
ui-info-why-not = Miért nem:
ui-info-not-your-move = Nem te lépsz.
ui-info-legal = Ezt most használhatod.

## T.device (text.ts)

ui-device-title = Folytatás másik eszközön
ui-device-body = Nyisd meg ezt a linket a telefonodon vagy egy másik számítógépen, hogy ott játszd a helyedet. Tartsd titokban: akinél megvan, a nevedben játszik.
ui-device-copy = Link másolása
ui-device-copied = Másolva
ui-device-spectator = A nézőknek nincs magukkal vihető helyük.

## T.over (text.ts)

ui-over-title = Vége a játéknak
ui-over-wins = Győztes: { $name }, { $fame } Hírnévvel
ui-over-tie = Döntetlen esetén a Kezdeményezési sorrendben előrébb álló játékos nyer.
ui-over-fame-before = Hírnév a pontozás előtt
ui-over-shards = Szilánkok
ui-over-coins = Érmék
ui-over-apprentices = Tanoncok
ui-over-specialists = Szakemberek
ui-over-specials = Különleges kártyák
ui-over-ft36 = HK36 Trükkök
ui-over-powers = Erők
ui-over-characters = Karakterek (az Örökösé)
ui-over-banners = Zászlók
ui-over-total = Összesen
ui-over-new-game = Új játék indítása
ui-over-export = A játék rögzítésének letöltése
ui-over-export-title = Az egész játék egy fájlban: minden lépés, a nevek és a kezdőérték (seed), amelyet a trickerion parancssori eszköz visszajátszik
ui-over-place = { $n }.
ui-over-forfeited = időtúllépéssel feladta
ui-over-forfeited-last = Aki időtúllépéssel feladta, pontszámától függetlenül az utolsó helyre kerül.
ui-over-rematch = Visszavágó
ui-over-rematch-rotate = Visszavágó, a helyek eggyel elforgatva
ui-over-join-rematch = Csatlakozás a visszavágóhoz
ui-over-rematch-open = Egy visszavágó vár:
ui-over-rematch-link = megnyitás

## T.legend (text.ts)

ui-legend-title = Jelek
ui-legend-intro = Az asztal minden jele a jelentésével. Vidd fölé az egeret (vagy érintőképernyőn koppints rá), hogy lásd a nevét.
ui-legend-price = ára a Piacsoron { $coins } Érme
ui-legend-marker-symbols = Trükkjelzők jelei
ui-legend-marker-symbols-means = Minden játékos Trükkjei egy-egy ilyen jelet viselnek; az adott jelű jelző ahhoz a Trükkhöz tartozik.
ui-legend-facing = Jelző iránya
ui-legend-facing-means = A jelző kategóriasarka az Előadáskártya egyik szélére mutat; a nyíl mutatja, melyikre.
ui-legend-heir-die = Forduló-előkészítő kocka (egyszemélyes játék)
ui-legend-heir-die-means = A kockán a Helyszín minden helyének egy cella felel meg (a Színház kockáján: csütörtöktől vasárnapig); a két kitöltött, áthúzott cella ebben a fordulóban le van takarva.
ui-legend-wages = Bér
ui-legend-wages-means = Az egyes Karakterek ennyi Érmébe kerülnek a Forduló végén; minden ki nem fizetett Érme { $fame } Hírnevet ér le.
ui-legend-academy-price = Akadémiai ár (1. szint: 3 Érme → 1 Hírnév)
ui-legend-academy-price-means = Egy szárny felújítása az adott szintre ennyi Érmébe kerül, és ennyi Hírnevet hoz.

## T.error (text.ts)

ui-error-generic = a szerver válasza: { $status }

## T.history (text.ts)

ui-history-open = Visszatekintés
ui-history-open-title = Az asztal megtekintése bármely korábbi lépésnél
ui-history-controls = Lépkedés a játékban
ui-history-first = Első lépés
ui-history-previous = Előző lépés
ui-history-next = Következő lépés
ui-history-last = Utolsó lépés
ui-history-slider = Lépés
ui-history-where = { $v }. lépés / { $last }
ui-history-back = Vissza a játékhoz
ui-history-moves = Lépések
ui-history-start = Az előkészítés kezdete
ui-history-revealed = A játék véget ért: minden kéz és lefordított kártya látható.
ui-history-replay = Visszajátszás megtekintése
ui-history-replay-title = Visszajátszás – játék: { $id }
ui-history-not-over = Ez a játék még nem ért véget: a visszajátszása a végén nyílik meg.
ui-history-looking-back = Visszatekintés: { $v }. lépés / { $last }
ui-history-chat-unplaced = Csevegés, amelynek ideje a játékban nem ismert

## T.a11y (text.ts)

ui-a11y-your-move = Te lépsz
ui-a11y-dock = Az asztal te oldalad
ui-a11y-menu = Menü
ui-a11y-prices = Árak
ui-a11y-board-of = Játékostábla: { $name }

## T.amount (text.ts)

ui-amount-fame = { $n } Hírnév

## The table, general

ui-possessive = { $what } ({ $who })

ui-result-after-send = az eredmény csak a küldés után látszik.

ui-markers-per-prepare = { $n } Trükkjelző Előkészítésenként, { $ap } AP

ui-fame-threshold = Hírnévküszöb: { $n }

ui-backstage-mod = kulisszák mögött

ui-per-trick = Trükkönként

## T.facts (text.ts)

ui-facts-deck-title = Különleges megbízás-pakli: { $loc }
ui-facts-empty-deck = üres
ui-facts-pending-title = { $n }. függő Jóslat
ui-facts-fortune = A Jövendőmondás minden függő Jóslatot egy hellyel balra mozgat.
ui-facts-prophecies = Jóslatok
ui-facts-each-at-market = Darabja { $price } Érme a Piacsoron.
ui-facts-order-title = { $n }. Rendelési hely
ui-facts-order = A megrendelt Kellék a Forduló végén kerül a vásárlási területre.
ui-facts-quick-title = Gyorsrendelés
ui-facts-quick = A Kellék azonnal megérkezik, és 1 Érmével többe kerül; a hely ebben a fordulóban foglalt marad.
ui-facts-showing = Látható oldal: { $face }.
ui-facts-performer-bonus = Az Előadó bónusza: { $y }, plusz 1 Hírnév Kapcsolatonként.
ui-facts-pslot-title = { $card }, { $n }. hely
ui-facts-pslot = Szabad hely: állíts fel ide egy Trükkjelzőt úgy, hogy kategóriasarka egy Kapcsolatkörbe essen.
ui-facts-marker-title = Jelző: { $symbol } ({ $owner })
ui-facts-category-trick = { $x } Trükk
ui-facts-hand-title = Megbízáskártya: { $loc }
ui-facts-hand = Tedd egy Karakter alá: az a Karakter ebben a fordulóban ide megy: { $loc }.
ui-facts-main-slot-title = { $loc }, { $n }. hely
ui-facts-main-slot = Az itt álló Karakter alap Akciópontjai, módosítva: { $mod }.
ui-facts-workshop-title = { $n }. Műhelyhely
ui-facts-workshop = Saját Műhelyed: alap Akciópontok, módosító nélkül.
ui-facts-backstage-title = { $day }, { $n }. kulisszahely
ui-facts-weekday = { $day }: { $effect }.
ui-facts-theater-rules = Játékosonként és fordulónként egy hétköznap; a Színházban nem adható Szilánk extra pontért.
ui-facts-performance-title = { $day }: Előadáshely
ui-facts-performance = Csak Bűvészeknek, Akciópont nélkül: a Bűvész egy kártyát ad elő ezen a napon: { $day }.
ui-facts-magician = Bűvész

## T.academy (text.ts)

ui-academy-classrooms = Tantermek
ui-academy-practice-rooms = Gyakorlótermek
ui-academy-ruin = Rom
ui-academy-rundown = lepusztult, felújítható
ui-academy-level-short = { $level }. sz.
ui-academy-price = Felújítás { $level }. szintre: { $coins } Érme, { $fame } Hírnév jár érte
ui-academy-slot = { $slot }. hely
ui-academy-marker-of = { $trick } ({ $who })
ui-academy-popular = Népszerű óra bónusz, ha mindkét hely foglalt: { $bonus }
ui-academy-secrets = A Pártfogolt Titkai
ui-academy-deck = Titokpakli: { $n } lapka képpel lefelé
ui-academy-deck-title = A Titokpakli képpel lefelé fekszik: sorrendje mindenki előtt rejtett
ui-academy-banners = Zászlók
ui-academy-banners-short = { $placed } lehelyezve, { $supply } maradt
ui-academy-banners-of = { $who }: { $placed } Zászló felújított lapkákon, { $supply } felhasználatlan
ui-academy-protege = Pártfogolt
ui-academy-protege-now = { $ap } AP, bér: { $wage } Érme
ui-academy-space = { $k }. Titokmező
ui-academy-printed = { $ap } AP, bér: { $wage } Érme
ui-academy-printed-short = { $ap } AP · { $wage }¢
ui-academy-lend-title = Anjali: e Titkok egyikének kölcsönadása egy Tanoncnak (1 Érme, visszajár, ha Tétlen marad)
ui-academy-lend-secret = Kölcsönadás egy Tanoncnak: { $name } ({ $text })

## T.content (text.ts)

ui-content-notice = Ez a játék ideiglenes kártyákat használ: a nyomtatott Bűvészerő- és Bűvészpárbaj-kártyák nem jelentek meg, ezért a projekt saját kártyákat tervezett a szabályokhoz.
ui-content-notice-which = Ez a játék ideiglenes kártyákat használ ({ $what }): a nyomtatottak nem jelentek meg, ezért a projekt saját kártyákat tervezett a szabályokhoz.
ui-content-powers = Bűvészerők
ui-content-duel = Bűvészpárbaj
ui-content-academy = Dahlgaard Akadémiája
ui-content-heir = Dahlgaard Örököse (Tervlapkák, Forduló-előkészítő kockák és Egyszemélyes Előadás)
ui-content-and = és
ui-content-more = Hogyan készültek (docs/CONTENT.md)

## T.powers (text.ts)

ui-powers-title = Bűvészerők
ui-powers-slots = Erőhelyek
ui-powers-slot = { $n }. Erőhely
ui-powers-open = nyitott
ui-powers-closed = zárt
ui-powers-empty = nincs Erő
ui-powers-excess = még { $n } Szilánk a helyeken túl
ui-powers-hand = Erőid
ui-powers-discarded = { $n } eldobva
ui-powers-your-discards = Eldobva
ui-powers-coins-on-card = { $n } Érme a Magánbefektetéseken
ui-powers-pass = Nem tanulsz Erőt
ui-powers-gamble = Szerencsejáték…
ui-powers-keep = A kártyák megtartása (+1 Érme)
ui-powers-threshold = Hírnévküszöb: { $n }

## T.heir (text.ts)

ui-heir-name = Dahlgaard Örököse
ui-heir-opponent = Dahlgaard Örököse ({ $difficulty }), a játék vezeti
ui-heir-nobody-takes = ezt a helyet senki sem foglalja el
ui-heir-difficulty = Nehézség: { $d }
ui-heir-coin-purse = { $n } Érme az Erszényében
ui-heir-discarded = eddig { $n } Érme eldobva Hírnévért
ui-heir-specials = { $n } Különleges megbízáskártya (a végén darabonként 2 Hírnév)
ui-heir-plan = Tervlapka
ui-heir-no-plan = még nincs felfedett Tervlapka
ui-heir-plan-kind-perform = Előadás
ui-heir-plan-kind-set-up = Felállítás
ui-heir-plan-title = Tervlapka: { $code } ({ $kind }): ebben a sorrendben kapják Karakterei a Megbízáskártyáikat
ui-heir-special = Különleges
ui-heir-plans-left = { $n } lapka maradt (rejtett sorrendben)
ui-heir-used = felhasználva: { $codes }
ui-heir-dice = Forduló-előkészítő kockák
ui-heir-dice-hint = Minden kocka a Helyszíne két helyét takarja le (a Színházé két hétköznapot); egy jelző mutatja az előző fordulóban újradobott kockákat, ezeket most nem lehet újradobni.
ui-heir-not-rolled = még nincs dobva
ui-heir-face-only = a kocka oldalának helyei: { $face }
ui-heir-marked = jelző
ui-heir-shopping = Bevásárlólista
ui-heir-tricks = Trükkök
ui-heir-characters = Karakterek
ui-heir-last-act = Utolsó

## T.duel (text.ts)

ui-duel-title = Forduló-előkészítés (Bűvészpárbaj)
ui-duel-now = Ebben a fordulóban
ui-duel-next = Következő forduló
ui-duel-none = nincs
ui-duel-left = { $n } kártya maradt, a következővel együtt
ui-duel-covered = ebben a fordulóban letakarva
ui-duel-gray-marker = Szürke jelző (senkié; Kapcsolatot alkothatsz vele): { $category } sarok, iránya: { $dir }

## T.chat (text.ts)

ui-chat-title = Csevegés
ui-chat-table = Asztal
ui-chat-spectators = Nézők
ui-chat-table-hint = Játék közben csak a játékosok olvassák; a játék végén a visszajátszással együtt látható.
ui-chat-read-only = A játékosok olvassák a nézők csevegését, de nem írnak bele.
ui-chat-closed = A játék létrehozója lezárta a nézők csevegését.
ui-chat-empty = Még nincs üzenet.
ui-chat-placeholder = Írj valamit…
ui-chat-send = Küldés
ui-chat-older = Régebbi üzenetek
ui-chat-your-name = Neved a csevegésben
ui-chat-mute = Némítás
ui-chat-unmute = Némítás feloldása
ui-chat-mute-seat = Némítás: { $name } (csak neked)
ui-chat-unmute-seat = Némítás feloldása: { $name }
ui-chat-mute-spectators = A nézők némítása (csak neked)
ui-chat-muted-spectators = Elnémítottad a nézők csevegését.
ui-chat-hidden = { $n } elnémítva
ui-chat-unread = { $n } olvasatlan
ui-chat-close = Csevegés bezárása
ui-chat-new-title = ({ $n }) Új üzenet — Trickerion
ui-chat-spectator = néző
ui-chat-sound = Hang új üzenetnél
ui-chat-close-spectators = A nézők csevegésének lezárása
ui-chat-open-spectators = A nézők csevegésének megnyitása
ui-chat-mute-for-game = Némítás ebben a játékban: { $name }

## Names of game things (the game catalog's terms win once they exist).

ui-nothing = semmi
ui-secret-n = { $n }. Titok
ui-n-component = { $n } { $component }
ui-n-coins = { $n } Érme
ui-n-fame = { $n } Hírnév
ui-n-shards = { $n } Szilánk
ui-location-downtown = Belváros
ui-location-market-row = Piacsor
ui-location-workshop = Műhely
ui-location-theater = Színház
ui-location-dark-alley = Sötét Sikátor
ui-location-academy = Akadémia
ui-category-escape = Szabadulás
ui-category-spiritual = Spirituális
ui-category-mechanical = Mechanikus
ui-category-optical = Optikai
ui-character-magician = Bűvész
ui-character-engineer = Mérnök
ui-character-manager = Menedzser
ui-character-assistant = Asszisztens
ui-character-protege = Pártfogolt
ui-character-apprentice-n = { $n }. Tanonc
ui-weekday-thursday = Csütörtök
ui-weekday-friday = Péntek
ui-weekday-saturday = Szombat
ui-weekday-sunday = Vasárnap
ui-dir-up = Fel
ui-dir-right = Jobbra
ui-dir-down = Le
ui-dir-left = Balra
ui-die-residence1 = 1. Rezidencia-kocka
ui-die-residence2 = 2. Rezidencia-kocka
ui-die-inn-specialist = Fogadó-kocka (Szakember)
ui-die-inn-apprentice = Fogadó-kocka (Tanonc)
ui-die-bank1 = 1. Bank-kocka
ui-die-bank2 = 2. Bank-kocka
ui-die-face-any-trick = Bármely Trükk
ui-die-face-hire-apprentice = Tanonc felbérelése
ui-die-face-x = X (semmi)
ui-die-face-trick = { $category } Trükk
ui-die-face-hire = Felbérelés: { $character }
ui-tier-riverside = Riverside
ui-tier-grand-magorian = Grand Magorian
ui-tier-magnus-pantheon = Magnus Pantheon
ui-performance-card = { $tier } { $label }
ui-ap-mod = { $mod } AP
ui-slot-main = { $location }, { $n }. hely ({ $mod })
ui-slot-workshop = { $n }. Műhelyhely
ui-slot-backstage = Színház, { $day }, { $n }. kulisszahely
ui-slot-performance = Színház, { $day }, Előadáshely
ui-phase-choose-magicians = Előkészítés: Bűvészválasztás
ui-phase-choose-tricks = Előkészítés: kezdő Trükkök választása
ui-phase-choose-specialist = Előkészítés: Szakember választása
ui-phase-choose-components = Előkészítés: kezdő Kellékek választása
ui-phase-start-turn = A forduló kezdete
ui-phase-advertise = Hirdetés
ui-phase-assignment = Megbízás
ui-phase-place-characters-acting = Karakterek lehelyezése: { $character } cselekszik
ui-phase-place-characters = Karakterek lehelyezése
ui-phase-performance = Előadás: { $day }
ui-phase-breaking-free = Kiszabadulás
ui-phase-turn-setup = Forduló-előkészítő kockák
ui-phase-possession = Lélekszállás: { $day }
ui-phase-discard-powers = Előkészítés: Erők eldobása
ui-phase-learn-powers = Erő megtanulása
ui-phase-rearrange = Fülek a városban
ui-phase-classroom = Tanterem
ui-phase-final-scoring = Végső pontozás
ui-phase-game-over = Vége a játéknak
ui-special-text = { $name } ({ $code }, { $location }): { $text }
ui-prophecy-name = { $code }: { $text }
ui-difficulty-easy = Könnyű
ui-difficulty-normal = Normál
ui-difficulty-hard = Nehéz
ui-seat-label = { $n }. játékos
# A Trick row read out: $have is yes, no or unknown (not shown).
ui-trick-row-words = { $name } ({ $symbol }), { $markers } jelző a kártyán; kell hozzá: { $needs }{ $have ->
    [yes] {" "}(megvan)
    [no] {" "}(valami hiányzik)
   *[unknown] {""}
  }; hozam jelzőnként: { $yields }
ui-trick-facts = { $name }: { $category }, Hírnévküszöb: { $threshold }. Kell hozzá: { $needs }. Hozam előadott jelzőnként: { $yields }. Előkészítés: { $ap } AP, { $markers } Trükkjelzőért.
ui-trick-facts-end = A játék végén: { $text }.
ui-magician-facts = { $name } (Kedvenc: { $favorite }).
ui-magician-ability = { $ability }: { $text }
ui-weekday-backstage = kulisszák mögött { $mod }
ui-weekday-per-trick = előadott Trükkönként { $mod } Hírnév, { $mod } Érme
ui-weekday-no-modifiers = nincs módosító
ui-options-players = { $n } játékos
ui-options-beginner = kezdő előkészítés
ui-options-dark-alley = Sötét Sikátor
ui-options-prophecies = Jóslatok
ui-options-fame-caps = 20 Hírnév felső határ a végső pontozásban
ui-options-powers = Bűvészerők (ideiglenes kártyák)
ui-options-duel = Bűvészpárbaj (ideiglenes kártyák)
ui-options-academy = Dahlgaard Akadémiája (ideiglenes lapkák és Titkok)
ui-options-heir = Egyedül Dahlgaard Örököse ellen, nehézség: { $difficulty } (ideiglenes Tervlapkák, kockák és kártyák)
ui-options-base-game = alapjáték
ui-color-yellow = Sárga
ui-color-orange = Narancs
ui-color-red = Piros
ui-power-facts = { $name } ({ $color }, Hírnévküszöb: { $threshold }; Erőhelyek: { $slots }): { $text }
ui-two-slots = { $a } és { $b }
ui-turn-setup-slots = { $location }, helyek: { $slots }
ui-turn-setup-theater = { $a } és { $b } a Színházban
ui-turn-setup-covers = { $code } letakarja: { $parts }
ui-rearrange-keep = A Karaktereid alatti kártyák maradnak, és kapsz 1 Érmét
ui-rearrange-swap = Kártyacsere e Karaktereid alatt: { $a } és { $b }
ui-rearrange-replace = Helyszínkártya ({ $location }) a kezedből ez alá a Karaktered alá: { $character }
ui-rearrange-replace-special = { $card } a kezedből ez alá a Karaktered alá: { $character }

## Command details

ui-specialist-manager = Menedzser, a Többes Kellékhelyeken ezzel: { $components }
ui-specialist-engineer = Mérnök, a Mérnök Trükkhelyén ezzel: { $trick }
ui-specialist-assistant = Asszisztens, egy második Tanonccal
ui-prepare-test-run = Próbaelőadás
ui-prepare-replaceable-parts = Cserélhető alkatrészek, Trükk: { $trick }
ui-prepare-unstable-prototype = Instabil prototípus, Kellékek: { $components }
ui-prepare-enhance-trick = Trükkfejlesztés
ui-prepare-on-stage = Színpadon: felállítás ide: { $card }, { $slot }. hely, iránya: { $facing }
ui-prepare-hidden-talent = Rejtett tehetség, mint { $specialist }
ui-pay-coins = Fizetés Érmében
ui-pay-fame = Fizetés Hírnévben
ui-pay-shard = Fizetés Szilánkkal
ui-shoplift = Bolti lopás: { $component }, helyette: { $replacement }
ui-shoplift-none = Nincs Bolti lopás
ui-steal = Lopás: { $trick } ({ $seat }) a saját Trükköd ({ $own }) helyett
ui-steal-none = Nincs Trükklopás
# $doubled is shards, fame or coins.
ui-premiere = Nagy premier: { $trick }, dupla { $doubled ->
    [shards] Szilánk
    [fame] Hírnév
   *[coins] Érme
  }
ui-premiere-none = Nincs Nagy premier
ui-durable-none = Nincs Tartós kellékek
ui-durable = Tartós kellékek: egy jelző visszatér ({ $trick })

## Command extras

ui-cmd-advertise-label = Hirdetés: annyi Érmét fizetsz, ahányadik a Kezdeményezési helyed, és 2 Hírnevet kapsz
ui-cmd-decline-advertise-label = Ebben a fordulóban nincs Hirdetés
ui-cmd-confirm-assignments-label = A kiosztás kész ebben a fordulóban
ui-cmd-end-actions-label = E Karakter akcióinak vége
ui-cmd-decline-performance-label = Ma nincs Előadás
ui-cmd-fortune-telling-label = Jövendőmondás: minden függő Jóslat egy hellyel arrébb kerül
ui-cmd-decline-ability-label = Most nem használod Bűvészed képességét
ui-cmd-pass-power-label = Ebben a fordulóban nem tanulsz Erőt
ui-cmd-gamble-label = Szerencsejáték: fizetsz 3 Érmét, dobsz egy Bank-kockával, és megkapod az Érméit
ui-cmd-take-back-label = Utolsó parancsod visszavonása
ui-field-enhance = Erősítés
ui-field-enhance-yes = Egy Szilánk +1 AP-ért
ui-field-enhance-no = Nincs Szilánk
ui-field-facing = Irány
ui-field-bargain = Alku (egyenként 1 AP: −1 Érme)
ui-field-bargain-n = Alku: { $n }
ui-field-bargain-none = Nincs Alku
ui-cmd-place-label = Lehelyezés: { $character } → { $slot }
# Added to ui-cmd-place-label, so each starts with its own separator.
ui-cmd-place-label-enhance = , egy Szilánkért +1 AP
ui-cmd-place-label-forfeit = , a Különleges megbízásról lemondva +1 AP
ui-cmd-place-label-boost = , a Mechaniker +1 AP-jével
ui-cmd-place-label-mimic = , utánozva ezt: { $card }
ui-cmd-place-forfeit-yes = Lemondás a Különleges megbízásról +1 AP-ért
ui-cmd-place-forfeit-no = A Különleges megbízás megtartása
ui-cmd-place-boost-yes = A Mechaniker +1 AP-je
ui-cmd-place-boost-no = Nincs erősítés
ui-cmd-place-mimic-no = Nincs utánzás
ui-cmd-place-mimic-yes = Utánzás: { $card }
ui-cmd-learn-trick-label = Megtanulás: { $trick }, kocka: { $die }
ui-cmd-learn-trick-label-overhaul = Megtanulás: { $trick }, kocka: { $die }, átdolgozva: { $overhaul }
ui-cmd-hire-label = Felbérelés, kocka: { $die }
ui-cmd-hire-label-character = Felbérelés: { $character }, kocka: { $die }
ui-cmd-hire-label-second = , és egy második Tanonc 3 Érméért
ui-cmd-hire-die-character = A kocka Karaktere
ui-cmd-hire-second-yes = Második Tanonc 3 Érméért
ui-cmd-hire-second-no = Nincs második Tanonc
ui-cmd-take-coins-label = Pénzfelvétel, kocka: { $die }
ui-cmd-take-coins-label-buy = Pénzfelvétel, kocka: { $die }, és azonnal vásárlás: { $buy }
ui-cmd-take-coins-buy-yes = Vásárlás: { $buy }
ui-cmd-take-coins-buy-no = Nincs vásárlás
ui-cmd-buy-label = Vásárlás: { $items }
ui-cmd-order-label = Megrendelés: { $component } → { $slot }. Rendelési hely
ui-cmd-order-label-buy-now = , egyet most megveszel az ára + 1-ért
ui-cmd-order-buy-now-yes = Egyet most megveszel (ár + 1)
ui-cmd-order-buy-now-no = Csak megrendelés
ui-cmd-prepare-label = Előkészítés: { $trick }
ui-cmd-prepare-label-option = Előkészítés: { $trick }, ezzel: { $option }
ui-cmd-prepare-option-none = Nincs Különleges megbízás-választás
ui-cmd-set-up-trick-label = Felállítás: { $trick } → { $card }, { $slot }. hely, iránya: { $facing }
ui-cmd-set-up-trick-label-swap = , majd csere 3 Érméért: { $a } és { $b }
ui-cmd-set-up-trick-swap-yes = Csere: { $a } és { $b }
ui-cmd-set-up-trick-swap-no = Nincs csere
ui-cmd-take-link-bonus-label = Kapcsolatbónusz felvétele { $reward ->
    [fame] Hírnévként
   *[coins] Érmében
  }
ui-reward-fame = Hírnév
ui-reward-coins = Érme
ui-cmd-perform-label = Előadás: { $card }
ui-cmd-practice-label = Gyakorlás: { $trick } – { $wing }, { $slot }. hely
ui-cmd-practice-label-free = , előbb felszabadítva ennek a Gyakorlóterem-helyét: { $trick }
ui-no = Nem
ui-cmd-practice-free-yes = Felszabadítás: { $trick }
ui-cmd-choose-full-yield-none = Minden Tanteremben lévő Trükk a helye hozamát adja
ui-cmd-choose-full-yield-label = Teljes hozam: { $trick }

## More table words

ui-rules-title = Röviden a szabályok
ui-rules-the-goal = A cél
ui-rules-the-goal-1 = Illuzionisták társulatát vezeted Magorian városában. Tanulj Trükköket, vedd meg a hozzájuk kellő Kellékeket, készítsd elő őket a Műhelyedben, és állítsd fel őket Előadáskártyákon a Színházban. Az utolsó forduló után a legtöbb Hírnévvel rendelkező játékos nyer (5 forduló; a Sötét Sikátorral 7).
ui-rules-a-turn = Egy forduló
ui-rules-a-turn-1 = Kezdet: dobás a Belváros kockáival, és kialakul a Kezdeményezési sorrend (a legkevesebb Hírnevű játékos az első).
ui-rules-a-turn-2 = Hirdetés: Kezdeményezési sorrendben fizethetsz annyi Érmét, ahányadik a Kezdeményezési helyed, 2 Hírnévért.
ui-rules-a-turn-3 = Megbízás: mindenki titokban egy Megbízáskártyát tesz minden olyan Karaktere alá, amelyet ebben a fordulóban használni akar. A kártya nélküli Karakter otthon marad.
ui-rules-a-turn-4 = Karakterek lehelyezése: Kezdeményezési sorrendben egyszerre egy Karaktert helyezel a kártyája Helyszínének egy helyére, és azonnal végrehajtod az akcióit az Akciópontjaival.
ui-rules-a-turn-5 = Előadás: csütörtöktől vasárnapig az adott nap Előadáshelyén álló Bűvész előad egy Előadáskártyát; a rajta lévő minden Trükkjelző fizet a tulajdonosának.
ui-rules-a-turn-6 = Forduló vége: Bér fizetése (dolgozó Szakemberenként 2 Érme, dolgozó Tanoncként 1; minden ki nem fizethető Érméért 2 Hírnév), a Karakterek hazatérnek, a rendelések megérkeznek, a Színház kártyái továbblépnek.
ui-rules-action-points = Akciópontok
ui-rules-action-points-1 = A Bűvésznek 3 alap Akciópontja van, a Szakembernek 2, a Tanoncnak 1. A hely hozzáadja a nyomtatott módosítóját (a főtáblán +2, +1, +1 vagy 0; csütörtöki kulisszahely +1, vasárnapi kulisszahely −1). Előadáshelyen a Bűvész nem kap Akciópontot. A lehelyezéskor fizetett Szilánk +1-et ad. Az el nem költött pontok elvesznek.
ui-rules-locations = Helyszínek
ui-rules-locations-1 = Belváros: Trükk megtanulása Rezidencia-kockával (Hírnévküszöb: a hiányzó Hírnevet Érmében fizeted), Karakter felbérelése Fogadó-kockával, Pénzfelvétel Bank-kockával; kocka újradobása 1 AP-ért vagy beállítása 2 AP-ért.
ui-rules-locations-2 = Piacsor: legfeljebb 3 vásárlása egy készleten lévő Kellékből (Alku: 1 AP −1 Érméért), Kellék megrendelése a következő fordulóra, vagy Gyorsrendelés azonnal, 1 Érmével drágábban.
ui-rules-locations-3 = Műhely: Trükk előkészítése, ha megvannak a Kellékei, és a jelzői nincsenek a kártyán: a Trükkjelzői a kártyára kerülnek.
ui-rules-locations-4 = Színház (játékosonként és fordulónként egy hétköznap, itt nem adható Szilánk extra pontért): a kulisszák mögött egy Előkészített Trükk jelzőjét felállítod egy Előadáskártya szabad helyére úgy, hogy kategóriasarka egy Kapcsolatkörbe essen. Egy körben két azonos kategóriájú sarok Kapcsolatot alkot: létrehozója a Trükk Hírnévküszöbe szerint 1, 2 vagy 3 Hírnév vagy Érme Kapcsolatbónuszt kap (Szilánk-körben pedig minden kapcsolódó egy Szilánkot). Az Átütemezés áthelyezi egy jelződet, Kapcsolatbónusz nélkül.
ui-rules-locations-5 = Sötét Sikátor (kiegészítő): Különleges megbízáskártya húzása, vagy a függő Jóslatok mozgatása Jövendőmondással.
ui-rules-performances = Előadások
ui-rules-performances-1 = Az előadott kártyán lévő minden jelző kifizeti tulajdonosának a Trükk hozamát (Hírnév, Érme, Szilánk), az Előadó hétköznapja szerint módosítva (csütörtök Trükkönként −1 Hírnév és −1 Érme, vasárnap +1 és +1). Az Előadó megkapja a kártya bónuszát is, az Előadás minden Kapcsolatáért 1 Hírnevet, és bónuszt minden Szakemberéért, aki a Színházban van. Két azonos színű és jelű jelző sosem szerepel ugyanabban az Előadásban.
ui-rules-end = A játék vége
ui-rules-end-1 = Az utolsó forduló után: 1 Hírnév Szilánkonként, 1 minden 3 Érméért, 2 Tanoncként és 3 Szakemberenként (a Sötét Sikátor saját kategóriákat pontoz, és a 36-os Hírnévküszöbű Trükkök is hozhatnak pontot). A legtöbb Hírnév nyer; döntetlennél a Kezdeményezési sorrendben előrébb álló játékos.
ui-rules-note = Ez az összefoglaló a projekt saját szövege; a nyomtatott szabálykönyv dönt.
ui-home-no-one-seated = Még senki sem ült le
ui-lobby-kept-for = fenntartva az előző játékból: { $name }
ui-lobby-kept-for-until = fenntartva az előző játékból: { $name }, eddig: { $time }
ui-lobby-watching = { $n } néző
ui-lobby-visitors = még { $n } személy nézi a meghívót
ui-conn-lost = A kapcsolat megszakadt — újrakapcsolódás…
ui-conn-lost-in = A kapcsolat megszakadt — újrakapcsolódás { $s } mp múlva
ui-banner-ap-left = { $n } Akciópont maradt
ui-dock-link-bonus = { $n } felveendő Kapcsolatbónusz
ui-composer-via = Előbb a lehelyezés; amint Karaktered ott cselekszik, felajánljuk ezt: { $thing }.
ui-composer-via-thing = amit választottál
ui-own-markers = { $n } jelző
ui-area-residence-count = { $n } Trükk
ui-facts-character = { $ap } alap Akciópont; nincs Bér.
ui-facts-character-wage = { $ap } alap Akciópont; Bér: { $wage } Érme a Forduló végén, ha dolgozik.
ui-academy-lent-hidden = Anjali Érméje ezen: { $apprentice } – a Pártfogolt egyik Titkát viszi (rejtve, amíg kártyája fel nem fordul)
ui-academy-lent = Anjali Érméje ezen: { $apprentice } – ezt viszi: { $name }
ui-powers-slot-shards = { $n } Szilánkjel
ui-powers-hand-size = { $n } Erő a kézben
ui-heir-die = { $location }: letakarja: { $covers }
ui-heir-die-marked = { $location }: letakarja: { $covers } (Forduló-előkészítő jelző: az előző fordulóban újradobva)
ui-chat-open = Csevegés
ui-chat-open-n = Csevegés ({ $n })
ui-marker-title = Jelző: { $what } ({ $owner }, { $symbol }), { $category } sarok, iránya: { $facing }

## Symbols (icon names and the legend)

ui-icon-coin = Érme
ui-icon-coin-means = pénz: Kellékekre, Bérre és felújításra; a végén megmaradva nem ér pontot
ui-icon-fame = Hírnév
ui-icon-fame-means = győzelmi pont; egy Trükk Hírnévküszöbe a megtanulásához szükséges Hírnév
ui-icon-shard = Szilánk
ui-icon-shard-means = Karakter lehelyezésekor extra Akciópontért költhető, illetve egyes Trükköknél és képességeknél
ui-icon-ap = Akciópont
ui-icon-ap-means = amit a lehelyezett Karakter ebben a fordulóban a Helyszínén tehet
ui-icon-wood = Fa
ui-icon-wood-means = Trükkökhöz szükséges Kellék
ui-icon-metal = Fém
ui-icon-metal-means = Trükkökhöz szükséges Kellék
ui-icon-glass = Üveg
ui-icon-glass-means = Trükkökhöz szükséges Kellék
ui-icon-fabric = Szövet
ui-icon-fabric-means = Trükkökhöz szükséges Kellék
ui-icon-rope = Kötél
ui-icon-rope-means = Trükkökhöz szükséges Kellék
ui-icon-petroleum = Petróleum
ui-icon-petroleum-means = Trükkökhöz szükséges Kellék
ui-icon-saw = Fűrész
ui-icon-saw-means = Trükkökhöz szükséges Kellék
ui-icon-animal = Állat
ui-icon-animal-means = Trükkökhöz szükséges Kellék
ui-icon-padlock = Lakat
ui-icon-padlock-means = Trükkökhöz szükséges Kellék
ui-icon-mirror = Tükör
ui-icon-mirror-means = Trükkökhöz szükséges Kellék
ui-icon-disguise = Álruha
ui-icon-disguise-means = Trükkökhöz szükséges Kellék
ui-icon-cog = Fogaskerék
ui-icon-cog-means = Trükkökhöz szükséges Kellék
ui-icon-escape = Szabadulás
ui-icon-escape-means = Trükk-kategória
ui-icon-spiritual = Spirituális
ui-icon-spiritual-means = Trükk-kategória
ui-icon-mechanical = Mechanikus
ui-icon-mechanical-means = Trükk-kategória
ui-icon-optical = Optikai
ui-icon-optical-means = Trükk-kategória
ui-icon-magician = Bűvész
ui-icon-magician-means = vezető Karaktered; a Színházban ad elő
ui-icon-engineer = Mérnök
ui-icon-engineer-means = Szakember; a Műhelyben segít
ui-icon-manager = Menedzser
ui-icon-manager-means = Szakember; a Piacsoron segít
ui-icon-assistant = Asszisztens
ui-icon-assistant-means = Szakember; a Színházban segít
ui-icon-apprentice = Tanonc
ui-icon-apprentice-means = kevesebb Akciópontú, kis bérű Karakter
ui-icon-protege = Pártfogolt
ui-icon-protege-means = az Akadémia diák Karaktere (Dahlgaard Akadémiája)
ui-icon-downtown = Belváros
ui-icon-downtown-means = Trükkök tanulása, Karakterek felbérelése, Pénzfelvétel
ui-icon-market-row = Piacsor
ui-icon-market-row-means = Kellékek vásárlása és megrendelése
ui-icon-workshop = Műhely
ui-icon-workshop-means = Trükkök előkészítése: jelzőik a Trükk-kártyáidra kerülnek
ui-icon-theater = Színház
ui-icon-theater-means = Trükkjelzők felállítása Előadáskártyákon, és Előadás
ui-icon-dark-alley = Sötét Sikátor
ui-icon-dark-alley-means = Különleges megbízáskártyák húzása és használata
ui-icon-academy = Akadémia
ui-icon-academy-means = szárnyak felújítása, Trükkök gyakorlása és tanítása (Dahlgaard Akadémiája)
ui-icon-marker = Trükkjelző
ui-icon-marker-means = egy előkészített Trükk a tulajdonosa színében, Előadáskártyán felállításra készen
ui-icon-link = Kapcsolat
ui-icon-link-means = Kapcsolathely egy Előadáskártyán: az itt összekapcsolt két Trükkjelző Kapcsolatbónuszt ad tulajdonosainak
ui-icon-shardlink = Szilánk-kapcsolat
ui-icon-shardlink-means = Kapcsolathely, amelynek bónusza egy Szilánk
ui-icon-poster = Plakát
ui-icon-poster-means = Hirdetés: Érmét fizetsz Hírnévért a Megbízás előtt
ui-icon-clock = Óra
ui-icon-clock-means = a játékos hátralévő ideje a lépésre
ui-icon-warning = Figyelmeztetés
ui-icon-warning-means = baj lesz, ha folytatod: a ki nem fizetett Bér Hírnévbe kerül, vagy a lépést elutasítják
ui-icon-trophy = Győztes
ui-icon-trophy-means = a végén a legtöbb Hírnévvel rendelkező játékos
ui-icon-group-resources = Erőforrások
ui-icon-group-components = Kellékek
ui-icon-group-trick-categories = Trükk-kategóriák
ui-icon-group-characters = Karakterek
ui-icon-group-locations = Helyszínek
ui-icon-group-marks = Jelölések
ui-group-set-up = Előkészítés
ui-group-turn-setup = Forduló-előkészítés
ui-group-advertise = Hirdetés
ui-group-assignment = Megbízás
ui-group-placement = Lehelyezés
ui-group-downtown = Belváros
ui-group-market-row = Piacsor
ui-group-workshop = Műhely
ui-group-dark-alley = Sötét Sikátor
ui-group-academy = Akadémia
ui-group-theater = Színház
ui-group-performance = Előadás
ui-group-magician-ability = Bűvészképesség
ui-group-magician-powers = Bűvészerők
ui-group-give-back = Visszaadás
ui-group-any-time = Bármikor
ui-chat-reaction-good-move = Jó lépés
ui-chat-reaction-thanks = Köszönöm
ui-chat-reaction-oops = Hoppá
ui-chat-reaction-well-played = Szép játék

## Clocks

ui-clock-days-hours = { $d } n { $h } ó
ui-clock-secs = { $n } mp
ui-clock-mins = { $n } perc
ui-clock-hours-short = { $n } ó
ui-clock-days-short = { $n } n
ui-clock-days = { $n } nap
ui-clock-hours = { $n } óra
ui-clock-out-forfeit = időtúllépéskor feladás
ui-clock-out-bot = időtúllépéskor bot játszik
ui-clock-live = Élő: { $initial } + { $increment } mp lépésenként ({ $out })
ui-clock-correspondence = Levelezős: lépésenként { $per } ({ $out })

## Dahlgaard's Academy tiles

ui-academy-room-classroom = Tanterem
ui-academy-room-practice = Gyakorlóterem
ui-academy-wing = { $room } { $letter }
ui-academy-wing-n = { $n }. szárny
ui-academy-class-reduced = a Trükk Érméi és Hírneve, egyenként 1-gyel kevesebb
ui-academy-class-coins = a Trükk Érméi +1/2/3
ui-academy-class-fame = a Trükk Hírneve
ui-academy-class-shards = a Trükk Szilánkjai +1/2/3
ui-academy-class-reduced-short = −1/−1
ui-academy-class-coins-short = Érme+
ui-academy-class-fame-short = Hírnév
ui-academy-class-shards-short = Szilánk+
ui-academy-upgrade-ignore-components = legfeljebb 3 Érme értékű Kellék figyelmen kívül hagyása
ui-academy-upgrade-free-orientation = jelzői tetszőleges irányba fordíthatók
ui-academy-upgrade-extra-marker = Előkészítéskor 1-gyel több jelző
ui-academy-upgrade-yield-increase = +1 Érme és +1 Hírnév hozam
ui-academy-upgrade-ignore-components-short = Kellékek
ui-academy-upgrade-free-orientation-short = Irány
ui-academy-upgrade-extra-marker-short = +1 jelző
ui-academy-upgrade-yield-increase-short = +1/+1 hozam
ui-academy-tile-n = { $n }. lapka
ui-academy-classroom-text = { $code } ({ $level }. szint): { $slots }; Népszerű óra bónusz: { $bonus }
ui-academy-practice-text = { $code } ({ $level }. szint): { $slots }
ui-facing-words = Iránya: { $dir }

## The language menu

ui-lang-menu = Nyelv
