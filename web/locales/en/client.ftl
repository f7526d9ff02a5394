# The web client's own words (English, the reference). Ids: ui-<area>-<what>.
# Kept by hand; src/i18n/catalogs.test.ts checks that every id the client uses is here.

## Commands: titles, whole commands, extra choices

ui-cmd-choose-magician-title = Choose your Magician
ui-cmd-choose-magician-label = Choose { $magician } (Favorite: { $favorite })
ui-cmd-choose-starting-trick-title = Choose your starting Trick
ui-cmd-choose-starting-trick-label = Start with { $trick }
ui-cmd-choose-starting-components-title = Choose starting Components worth 2 Coins
ui-cmd-choose-starting-components-label = Start with { $components }
ui-cmd-choose-starting-components-fields-components-name = Components
ui-cmd-choose-specialist-title = Choose a Specialist
ui-cmd-choose-specialist-label = Hire the { $choice }
ui-cmd-choose-specialist-fields-bonus-name = Bonus
ui-cmd-advertise-title = Advertise
ui-cmd-decline-advertise-title = Do not Advertise
ui-cmd-assign-title = Assign a card
ui-cmd-assign-label = Put a { $location } card under your { $character }
ui-cmd-unassign-title = Take a card back
ui-cmd-unassign-label = Take back the card under your { $character }
ui-cmd-confirm-assignments-title = Done assigning
ui-cmd-place-title = Place a Character
ui-cmd-place-fields-forfeit-name = Forfeit
ui-cmd-place-fields-boost-name = Boost
ui-cmd-place-fields-mimic-name = Mimic
ui-cmd-leave-idle-title = Leave a Character Idle
ui-cmd-leave-idle-label = Leave your { $character } Idle this turn
ui-cmd-end-actions-title = End Actions
ui-cmd-learn-trick-title = Learn a Trick
ui-cmd-hire-title = Hire
ui-cmd-hire-fields-character-name = Character
ui-cmd-hire-fields-second-name = Second Apprentice
ui-cmd-take-coins-title = Take Coins
ui-cmd-take-coins-fields-buy-name = Investments
ui-cmd-reroll-die-title = Reroll a die
ui-cmd-reroll-die-label = Reroll { $die } (1 AP)
ui-cmd-set-die-title = Set a die
ui-cmd-set-die-label = Turn { $die } to { $face } (2 AP)
ui-cmd-set-die-fields-face-name = Face
ui-cmd-buy-title = Buy Components
ui-cmd-buy-fields-items-name = How many
ui-cmd-buy-fields-pay-name = Payment
ui-cmd-buy-fields-shoplift-name = Shoplifting
ui-cmd-order-title = Order a Component
ui-cmd-order-fields-component-name = Component
ui-cmd-order-fields-buy-now-name = Buy one now
ui-cmd-quick-order-title = Quick Order
ui-cmd-quick-order-label = Quick Order { $component }
ui-cmd-quick-order-fields-component-name = Component
ui-cmd-prepare-title = Prepare a Trick
ui-cmd-prepare-fields-option-name = Option
ui-cmd-move-trick-title = Move a Trick to the Engineer
ui-cmd-move-trick-label = Move { $trick } onto the Engineer's Trick slot
ui-cmd-move-components-title = Move Components to the Manager
ui-cmd-move-components-label = Move { $component } onto the Manager's Multi slot { $slot }
ui-cmd-move-components-fields-slot-name = Multi slot
ui-cmd-move-components-fields-slot-show = Multi slot { $slot }
ui-cmd-move-apprentice-title = Move an Apprentice to the Assistant
ui-cmd-move-apprentice-label = Move { $apprentice } onto the Assistant's slot
ui-cmd-set-up-trick-title = Set up a Trick
ui-cmd-set-up-trick-fields-swap-name = Buying Time
ui-cmd-reschedule-title = Move your marker (Reschedule)
ui-cmd-reschedule-label = Move your marker from { $card } slot { $slot } to { $to-card } slot { $to-slot }, facing { $facing }
ui-cmd-take-link-bonus-title = Take a Link Bonus
ui-cmd-take-link-bonus-fields-reward-name = Reward
ui-cmd-perform-title = Perform
ui-cmd-perform-fields-steal-name = Trick Steal
ui-cmd-perform-fields-premiere-name = Grand Premiere
ui-cmd-perform-fields-durable-name = Durable Components
ui-cmd-decline-performance-title = Do not Perform
ui-cmd-assign-special-title = Assign a Special Assignment card
ui-cmd-assign-special-label = Put { $card } under your { $character }
ui-cmd-draw-special-title = Draw a Special Assignment card
ui-cmd-draw-special-label = Draw the { $deck } Special Assignment card
ui-cmd-fortune-telling-title = Fortune Telling
ui-cmd-fate-weaving-title = Fate Weaving
ui-cmd-fate-weaving-label = Fate Weaving: make Pending Prophecy { $pending } Active
ui-cmd-set-up-guest-title = Set up as Guest Performer
ui-cmd-set-up-guest-label = Guest Performer: set up { $trick } beside the slots of { $card }
ui-cmd-street-performance-title = Street Performance
ui-cmd-street-performance-label = Street Performance: take your marker off { $card } slot { $slot } for its Trick's yields
ui-cmd-set-up-piled-title = Set up two piled markers (Supercharge)
ui-cmd-set-up-piled-label = Supercharge: set up two markers of { $trick } piled on { $card } slot { $slot }, facing { $facing }
ui-cmd-possess-title = Soul Possession
ui-cmd-possess-label = Soul Possession: pay a Shard; the opponent performs { $card }
ui-cmd-decline-ability-title = Do not use the ability
ui-cmd-discard-power-title = Discard a Power
ui-cmd-discard-power-label = Discard { $power } (face down, for the whole game)
ui-cmd-learn-power-title = Learn a Power
ui-cmd-learn-power-label = Learn { $power } next to Power slot { $slot }
ui-cmd-pass-power-title = Learn no Power
ui-cmd-rearrange-title = Ears among the Townsfolk
ui-cmd-rearrange-fields-change-name = Change
ui-cmd-gamble-title = Gamble
ui-cmd-renovate-title = Renovate
ui-cmd-renovate-label = Renovate { $wing } at level { $level } with the tile { $tile }
ui-cmd-renovate-fields-level-name = Level
ui-cmd-renovate-fields-level-show = Level { $level }
ui-cmd-renovate-fields-tile-name = Tile
ui-cmd-practice-title = Practice
ui-cmd-practice-fields-free-name = Free one of your Practice Room slots first
ui-cmd-teach-title = Teach
ui-cmd-teach-label = Teach { $trick } in { $wing }, slot { $slot }
ui-cmd-learn-secret-title = Learn Secret
ui-cmd-learn-secret-label = Learn the Secret { $secret } onto the Protégé's space { $space }
ui-cmd-reroll-turn-setup-title = Re-roll two Turn Setup dice
ui-cmd-reroll-turn-setup-label = Re-roll the Turn Setup dice of { $a } and { $b }
ui-cmd-lend-secret-title = Lend a Secret
ui-cmd-lend-secret-label = Put a Coin on { $apprentice }: it carries the Protégé's Secret { $secret } this turn
ui-cmd-choose-full-yield-title = Professor Bernard
ui-cmd-return-trick-title = Give back a Trick
ui-cmd-return-trick-label = Give { $trick } back to the Dahlgaard Residence (its markers come home)
ui-cmd-return-trick-fields-trick-name = Trick
ui-cmd-take-back-title = Take back
ui-cmd-return-components-title = Give back Components
ui-cmd-return-components-label = Give { $count } { $component } back to the supply
ui-cmd-return-components-fields-component-name = Component
ui-cmd-return-components-fields-count-name = How many
ui-cmd-return-components-fields-count-show = { $count }

## General

ui-app-name = Trickerion

ui-your-move-title = ▶ Your move — Trickerion

ui-notify-body = Trickerion: your move

## T.home (text.ts)

ui-home-title = Trickerion: Legends of Illusion
ui-home-intro = Play the board game of rival illusionists online with friends: create a game, send the link, take your seats.
ui-home-new-game = New game
ui-home-players = Players
ui-home-beginner = First-time set-up for beginners
ui-home-dark-alley = Dark Alley expansion
ui-home-prophecies = Prophecies
ui-home-fame-caps = 20-Fame caps on end-game scoring categories
ui-home-powers = Magician Powers (needs the Dark Alley)
ui-home-duel = Duel of Magicians (two players)
ui-home-academy = Dahlgaard's Academy (needs the Dark Alley; provisional tiles and Secrets)
ui-home-heir = Solo against Dahlgaard's Heir (one player; the Heir plays itself)
ui-home-difficulty = Difficulty
ui-home-heir-implies = A solo game: one player with the Dark Alley, against the Heir.
ui-home-heir-off-players = set by the solo game: one player
ui-home-heir-off-dark-alley = the Heir's Plan tiles use the Dark Alley
ui-home-heir-off-powers = not with the Heir (the solo rules leave out Dahlgaard's Gifts)
ui-home-heir-off-duel = not with the Heir (the solo rules leave out Dahlgaard's Gifts)
ui-home-create = Create game
ui-home-start-solo = Start the solo game
ui-home-name-optional = to take the first seat (optional)
ui-home-seated-first = You take the first seat; share the invite link with the others.
ui-home-my-games = Your games in this browser
ui-home-open = Open
ui-home-listed = List it under open games, so anyone can find and join it
ui-home-clock = Time control
ui-home-clock-none = None
ui-home-clock-live = Live
ui-home-clock-correspondence = Correspondence
ui-home-minutes-each = minutes per player
ui-home-increment-secs = seconds added per move
ui-home-per-move = per move
ui-home-hours = hours
ui-home-days = days
ui-home-on-timeout = When time runs out
ui-home-timeout-bot = a bot plays the seat
ui-home-timeout-forfeit = the player forfeits
ui-home-open-games = Open games
ui-home-no-open-games = No listed game is open right now. Create one and tick “List it”.
ui-home-more = More
ui-home-seats-taken = { $n } of { $of } seats taken
ui-home-your-turn = your move
ui-home-their-turn = waiting for { $names }
ui-home-gone = no longer on this server
ui-home-forget = Forget

## T.lobby (text.ts)

ui-lobby-title = Game { $id }
ui-lobby-connecting = Connecting…
ui-lobby-invite = Invite link
ui-lobby-copy = Copy
ui-lobby-copied = Copied
ui-lobby-spectator-link = Spectator link
ui-lobby-your-name = Your name
ui-lobby-type-name = Type your name first.
ui-lobby-full = Every seat of this game is taken.
ui-lobby-watch-instead = Watch it instead
ui-lobby-seat = Seat { $n }
ui-lobby-free = free
ui-lobby-connected = connected
ui-lobby-away = away
ui-lobby-you = (you)
ui-lobby-join = Join
ui-lobby-move-here = Move here
ui-lobby-leave = Leave
ui-lobby-bot-name-random = Random bot
ui-lobby-bot-name-easy = Easy bot
ui-lobby-bot-name-normal = Normal bot
ui-lobby-bot-name-hard = Hard bot
ui-lobby-bot-title-random = Picks any legal move at random
ui-lobby-bot-title-easy = The normal bot, with one move in three at random
ui-lobby-bot-title-normal = Plans each turn and takes the best-looking move
ui-lobby-bot-title-hard = Tries its moves in imagined games and keeps the best (thinks up to a second a move)
ui-lobby-remove-bot = Remove bot
ui-lobby-start = Start the game
ui-lobby-creator-starts = The game's creator starts it when every seat is taken.
ui-lobby-status-lobby = waiting for players
ui-lobby-status-playing = in play
ui-lobby-status-finished = finished
ui-lobby-status-broken = cannot be played
ui-lobby-broken = This stored game no longer replays under the current rules, so it cannot be played or watched: { $why }. The server's operator has been told.
ui-lobby-free-seat = Free this seat
ui-lobby-open-kept = Open it to anyone
ui-lobby-clock = Clock
ui-lobby-options = Options

## T.missing (text.ts)

ui-missing-title = No such game
ui-missing-body = There is no game at this address. The link may be mistyped, or the game was never created here.
ui-missing-home = Start a new game
ui-missing-not-found = Page not found

## T.stale (text.ts)

ui-stale-link-title = This seat link opens no seat
ui-stale-link-body = The seat this link was for has been left or given to someone else, or the link is mistyped. This browser has forgotten it. You can still watch the game, or take a free seat if its lobby has one.
ui-stale-link-go = Go to the game

## T.conn (text.ts)

ui-conn-retry = Retry now
ui-conn-not-connected = Not connected: the move was not sent. Wait for the connection to come back.
ui-conn-seat-lost = This seat was left or moved in another tab; you are watching now.

## T.banner (text.ts)

ui-banner-your-move = Your move
ui-banner-also-waiting = also waiting for { $names }
ui-banner-waiting-for = Waiting for { $names }
ui-banner-game-over = Game over: { $winner } wins.
ui-banner-spectating = Spectating
ui-banner-sending = sending…
ui-banner-read-only = The server's database did not confirm the last move. This is the table as last confirmed; no moves are taken until the database is back, then the table reloads by itself.

## T.top (text.ts)

ui-top-turn = Turn { $turn } of { $of }
ui-top-initiative = Initiative
ui-top-rules = Rules
ui-top-device = Another device
ui-top-menu = Menu
ui-top-jump-board = Board
ui-top-jump-me = My board
ui-top-jump-log = Log
ui-top-notify = Notify me
ui-top-fame = Fame track
ui-top-online = connected
ui-top-offline = away
ui-top-bot = bot
ui-top-away-since = away for { $since }
ui-top-stand-in-away = a bot plays for now
ui-top-stand-in-timed-out = out of time: a bot plays
ui-top-stand-in-forfeited = forfeited on time: a bot plays to the end
ui-top-hand-to-bot = Hand to a bot
ui-top-hand-to-bot-title = Let a bot play this seat until its player comes back (the creator decides, or a majority of the others)
ui-top-votes = { $n } of { $need } votes
ui-top-take-back = Take my seat back
ui-top-low-time = little time left
ui-top-webhook = Turn webhook
ui-top-webhook-title = Call a URL when it is your move
ui-top-webhook-body = The server calls this address (HTTP POST, JSON) whenever the game starts waiting for your seat: use it with a chat bot or a phone notification service. Leave it empty to remove it.
ui-top-webhook-save = Save
ui-top-webhook-saved = Saved.
ui-top-close = Close

## T.dock (text.ts)

ui-dock-acting = Your { $who } at { $where }
ui-dock-waiting = Not your move
ui-dock-idle-hint = Pick a highlighted thing on the board to make a move.
ui-dock-since = Since your last move
ui-dock-since-more = and { $n } more in the log
ui-dock-dismiss = Dismiss
ui-dock-every-move = All legal moves ({ $n })
ui-dock-take-link-bonus = Take Link Bonus…
ui-dock-undo = Undo
ui-dock-undo-title = Take back your last move (possible until someone else acts or something hidden is revealed)
ui-dock-end-actions = End Actions
ui-dock-auto-end = End my Actions by myself when no Action Point is left
ui-dock-tabs = Table sections
ui-dock-tab-move = Move
ui-dock-tab-board = My board
ui-dock-tab-log = Log
ui-dock-nothing-to-do = Nothing to do right now.

## T.composer (text.ts)

ui-composer-choose = Choose an action
ui-composer-pick-board = Or pick another highlighted place on the board.
ui-composer-or-these = Or one of these
ui-composer-action = Action
ui-composer-pick-or = Or pick another highlighted place on the board, or one of these
ui-composer-gone = That is no longer possible.
ui-composer-send = Send
ui-composer-send-anyway = Send anyway
ui-composer-cancel = Cancel
ui-composer-pending = Sending…
ui-composer-previewing = Working out what this does…
ui-composer-refused = Not possible:
ui-composer-warnings-title = Before you send
ui-composer-ap-left = { $n } AP left
ui-composer-no-ap = Actions end
ui-composer-wages = Wages at End Turn: { $from } → { $to ->
        [one] { $to } Coin
       *[other] { $to } Coins
    }
ui-composer-keys = Enter sends, Esc cancels

## T.own (text.ts)

ui-own-title = { $name } (you)
ui-own-magician = Magician
ui-own-no-magician = no Magician yet
ui-own-coins = Coins
ui-own-fame = Fame
ui-own-shards = Trickerion Shards
ui-own-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in hand
ui-own-initiative = Initiative #{ $n }
ui-own-wages = Wages due at End Turn: { $n ->
        [one] { $n } Coin
       *[other] { $n } Coins
    }
ui-own-wages-planned = Wages if every Character with a card works: { $n ->
        [one] { $n } Coin
       *[other] { $n } Coins
    } (you have { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    })
ui-own-wages-short = { $short ->
        [one] { $short } Coin
       *[other] { $short } Coins
    } short: you lose { $fame } Fame at End Turn unless you earn more
ui-own-tricks = Tricks
ui-own-none = none
ui-own-components = Components
ui-own-characters = Characters
ui-own-hand = Your Assignment cards
ui-own-specials = Your Special Assignment cards
ui-own-workshop = Workshop
ui-own-workshop-slot = Workshop slot { $n }
ui-own-multi = Manager's Multi slots
ui-own-empty = empty
ui-own-assistant-slot = Assistant's Apprentice slot
ui-own-give-back = Give back…
ui-own-give-back-hint = Return a Trick or Components (deliberately; it cannot be undone)
ui-own-done-assigning = Done assigning
ui-own-decline-ability = Do not use the ability
ui-own-ability = Ability
ui-own-ability-used = ability used this turn
ui-own-poster = Poster out
ui-own-on-card = on the card
ui-own-engineer-slot = Engineer's slot
ui-own-enhanced = Enhanced
ui-own-state-home = at home
ui-own-state-inn = at the Inn (joins at End Turn)
ui-own-state-idle = Idle
ui-own-state-supply = not hired
ui-own-state-placed = placed
ui-own-card-none = no card
ui-own-card-face-down = face-down card
ui-own-card-revealed = { $loc } card
ui-own-card-special = { $loc } card: { $name }
ui-own-last-move = Last move
ui-own-hand-size = Cards in hand
ui-own-to-move = to move
ui-own-more = More

## T.area (text.ts)

ui-area-academy = Dahlgaard's Academy
ui-area-downtown = Downtown
ui-area-market = Market Row
ui-area-alley = Dark Alley
ui-area-theater = Theater
ui-area-opponents = Opponents
ui-area-players = Players
ui-area-residence = Dahlgaard Residence
ui-area-show = Show
ui-area-hide = Hide
ui-area-residence-dice = Residence
ui-area-inn = Inn
ui-area-bank = Bank
ui-area-at-inn = At the Inn: { $names }
ui-area-covered = covered
ui-area-covered-title = Covered: fewer than four players, or this turn's Turn Setup card (Duel of Magicians)
ui-area-free = free
ui-area-buy = Buy
ui-area-order = Order
ui-area-quick = Quick
ui-area-quick-title = Quick Order slot: arrives at once, costs 1 Coin more
ui-area-extra = Beside the Buy area (Logistics, this turn)
ui-area-weekdays = Weekdays
ui-area-backstage = Backstage { $n }
ui-area-performance-slot = Performance
ui-area-performance-slot-title = Magicians only; no Action Points here
ui-area-deck = Deck: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
ui-area-bonus = Performer's bonus
ui-area-guests = Guest Performers
ui-area-piled = Two piled markers (Supercharge)
ui-area-slot = Slot { $n }
ui-area-link = Link circle
ui-area-shard-link = Link circle with a Shard
ui-area-decline-perf = Do not Perform
ui-area-special-decks = Special Assignment decks
ui-area-left = { $n } left
ui-area-discards = Discard pile: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
ui-area-prophecies = Prophecies
ui-area-active = Active
ui-area-pending = Pending
ui-area-none-active = none
ui-area-pile = Prophecy pile: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
ui-area-spent = spent: { $codes }
ui-area-fortune = Fortune Telling…
ui-area-advertise = Advertise…
ui-area-setup = Set-up
ui-area-magicians = Magicians
ui-area-taken = taken
ui-area-start-tricks = Starting Tricks
ui-area-start-components = Choose starting Components…
ui-area-specialist-engineer = Engineer…
ui-area-specialist-manager = Manager…
ui-area-specialist-assistant = Assistant
ui-area-wait-tricks = Waiting for the others' Trick choices.
ui-area-wait-magicians = Waiting for the other players to choose a Magician ({ $taken }).
ui-area-none-taken = none taken yet
ui-area-taken-list = taken: { $names }
ui-area-favorite = Favorite: { $x }
ui-area-log = Game log
ui-area-older-lines = Show { $n ->
        [one] { $n } older line
       *[other] { $n } older lines
    }

## T.info (text.ts)

ui-info-close = Close
ui-info-why-not = Why not:
ui-info-not-your-move = It is not your move.
ui-info-legal = You may use this now.

## T.device (text.ts)

ui-device-title = Continue on another device
ui-device-body = Open this link on your phone or another computer to play your seat there. Keep it private: whoever has it plays as you.
ui-device-copy = Copy link
ui-device-copied = Copied
ui-device-spectator = Spectators have no seat to take along.

## T.over (text.ts)

ui-over-title = Game over
ui-over-wins = { $name } wins with { $fame } Fame
ui-over-tie = A tie goes to the player ahead in the Initiative Order.
ui-over-fame-before = Fame before scoring
ui-over-shards = Shards
ui-over-coins = Coins
ui-over-apprentices = Apprentices
ui-over-specialists = Specialists
ui-over-specials = Special cards
ui-over-ft36 = FT36 Tricks
ui-over-powers = Powers
ui-over-characters = Characters (the Heir's)
ui-over-banners = Banners
ui-over-total = Total
ui-over-new-game = Start a new game
ui-over-export = Download the record
ui-over-export-title = The whole game as a file: every move, the names and the seed, which the trickerion command-line tool replays
ui-over-place = { $n }.
ui-over-forfeited = forfeited on time
ui-over-forfeited-last = A player who forfeited on time ranks last, whatever their score.
ui-over-rematch = Rematch
ui-over-rematch-rotate = Rematch, seats moved on by one
ui-over-join-rematch = Join the rematch
ui-over-rematch-open = A rematch is waiting:
ui-over-rematch-link = open it

## T.legend (text.ts)

ui-legend-title = Symbols
ui-legend-intro = Every symbol on the table, with what it means. Hover over one (or tap it on a touch screen) to see its name.
ui-legend-price = costs { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    } at the Market Row
ui-legend-marker-symbols = Trick marker symbols
ui-legend-marker-symbols-means = Each player's Tricks carry one of these; a marker with the symbol belongs to that Trick.
ui-legend-facing = Marker facing
ui-legend-facing-means = A marker's category corner points to one edge of its Performance card; the arrow shows which.
ui-legend-heir-die = Turn Setup die (solo games)
ui-legend-heir-die-means = A die has one cell per slot of its Location (the Theater die's: Thursday to Sunday); the two filled, crossed cells are covered this turn.
ui-legend-wages = Wages
ui-legend-wages-means = Coins each Character costs at End Turn; every Coin you cannot pay costs { $fame } Fame.
ui-legend-academy-price = Academy price (L1 3 Coins → 1 Fame)
ui-legend-academy-price-means = Renovating a wing to that level costs the Coins and scores the Fame.

## T.error (text.ts)

ui-error-generic = the server answered { $status }

## T.history (text.ts)

ui-history-open = Look back
ui-history-open-title = See the table at any earlier move
ui-history-controls = Move through the game
ui-history-first = First move
ui-history-previous = Previous move
ui-history-next = Next move
ui-history-last = Last move
ui-history-slider = Move
ui-history-where = Move { $v } of { $last }
ui-history-back = Back to the game
ui-history-moves = Moves
ui-history-start = Set-up begins
ui-history-revealed = The game is over: every hand and face-down card is shown.
ui-history-replay = Watch the replay
ui-history-replay-title = Replay of game { $id }
ui-history-not-over = This game is not over yet: its replay opens when it ends.
ui-history-looking-back = Looking back at move { $v } of { $last }
ui-history-chat-unplaced = Chat whose moment in the game is not known

## T.a11y (text.ts)

ui-a11y-your-move = Your move
ui-a11y-dock = Your side of the table
ui-a11y-menu = Menu
ui-a11y-prices = Prices
ui-a11y-board-of = { $name }'s board

## T.amount (text.ts)

ui-amount-fame = { $n } Fame

## The table, general

ui-possessive = { $who }'s { $what }

ui-result-after-send = the result shows only after you send.

ui-markers-per-prepare = { $n ->
        [one] { $n } Trick Marker
       *[other] { $n } Trick Markers
    } per Prepare, { $ap } AP

ui-fame-threshold = Fame Threshold { $n }

ui-backstage-mod = backstage

ui-per-trick = per Trick

## T.facts (text.ts)

ui-facts-deck-title = { $loc } Special Assignment deck
ui-facts-empty-deck = empty
ui-facts-pending-title = Pending Prophecy { $n }
ui-facts-fortune = Fortune Telling moves every Pending Prophecy one slot to the left.
ui-facts-prophecies = Prophecies
ui-facts-each-at-market = { $price ->
        [one] { $price } Coin
       *[other] { $price } Coins
    } each at the Market Row.
ui-facts-order-title = Order slot { $n }
ui-facts-order = An ordered Component joins the Buy area at End Turn.
ui-facts-quick-title = Quick Order
ui-facts-quick = The Component arrives at once and costs 1 Coin more; the slot stays taken this turn.
ui-facts-showing = Showing { $face }.
ui-facts-performer-bonus = Performer's bonus: { $y }, plus 1 Fame per Link.
ui-facts-pslot-title = { $card }, slot { $n }
ui-facts-pslot = A free slot: Set Up a Trick Marker here with its category corner in a Link circle.
ui-facts-marker-title = { $owner }'s marker { $symbol }
ui-facts-category-trick = { $x } Trick
ui-facts-hand-title = { $loc } Assignment card
ui-facts-hand = Put it under a Character: that Character goes to { $loc } this turn.
ui-facts-main-slot-title = { $loc } slot { $n }
ui-facts-main-slot = A Character here gets its base Action Points { $mod }.
ui-facts-workshop-title = Workshop slot { $n }
ui-facts-workshop = Your own Workshop: base Action Points, no modifier.
ui-facts-backstage-title = { $day } backstage { $n }
ui-facts-weekday = { $day }: { $effect }.
ui-facts-theater-rules = One weekday per player each turn; no Shards for extra points in the Theater.
ui-facts-performance-title = { $day } Performance slot
ui-facts-performance = Magicians only, with no Action Points: the Magician performs one card on { $day }.
ui-facts-magician = Magician

## T.academy (text.ts)

ui-academy-classrooms = Classrooms
ui-academy-practice-rooms = Practice Rooms
ui-academy-ruin = Ruin
ui-academy-rundown = run-down, may be renovated
ui-academy-level-short = L{ $level }
ui-academy-price = Renovate to level { $level }: pay { $coins ->
        [one] { $coins } Coin
       *[other] { $coins } Coins
    }, score { $fame } Fame
ui-academy-slot = slot { $slot }
ui-academy-marker-of = { $who }'s { $trick }
ui-academy-popular = Popular Class Bonus when both slots are taken: { $bonus }
ui-academy-secrets = Protégé Secrets
ui-academy-deck = Secret deck: { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } face down
ui-academy-deck-title = The Secret deck is face down: its order is hidden from everyone
ui-academy-banners = Banners
ui-academy-banners-short = { $placed } placed, { $supply } left
ui-academy-banners-of = { $who }: { $placed ->
        [one] { $placed } Banner
       *[other] { $placed } Banners
    } on renovated tiles, { $supply } unused
ui-academy-protege = Protégé
ui-academy-protege-now = { $ap } AP, wage { $wage ->
        [one] { $wage } Coin
       *[other] { $wage } Coins
    }
ui-academy-space = Secret space { $k }
ui-academy-printed = { $ap } AP, wage { $wage ->
        [one] { $wage } Coin
       *[other] { $wage } Coins
    }
ui-academy-printed-short = { $ap } AP · { $wage }¢
ui-academy-lend-title = Anjali: lend one of these Secrets to an Apprentice (1 Coin, back if it stays Idle)
ui-academy-lend-secret = Lend { $name } ({ $text }) to an Apprentice

## T.content (text.ts)

ui-content-notice = This game uses provisional cards: the printed Magician Powers and Duel of Magicians cards are not published, so the project designed its own to fit the rules.
ui-content-notice-which = This game uses provisional { $what } cards: the printed ones are not published, so the project designed its own to fit the rules.
ui-content-powers = Magician Powers
ui-content-duel = Duel of Magicians
ui-content-academy = Dahlgaard's Academy
ui-content-heir = Dahlgaard's Heir (Plan tiles, Turn Setup dice and Solo Performance)
ui-content-and = and
ui-content-more = How they were made (docs/CONTENT.md)

## T.powers (text.ts)

ui-powers-title = Magician Powers
ui-powers-slots = Power slots
ui-powers-slot = Power slot { $n }
ui-powers-open = open
ui-powers-closed = closed
ui-powers-empty = no Power
ui-powers-excess = { $n ->
        [one] { $n } more Shard
       *[other] { $n } more Shards
    } beyond the slots
ui-powers-hand = Your Powers
ui-powers-discarded = { $n } discarded
ui-powers-your-discards = Discarded
ui-powers-coins-on-card = { $n ->
        [one] { $n } Coin
       *[other] { $n } Coins
    } on Private Investments
ui-powers-pass = Learn no Power
ui-powers-gamble = Gamble…
ui-powers-keep = Keep the cards (+1 Coin)
ui-powers-threshold = Fame Threshold { $n }

## T.heir (text.ts)

ui-heir-name = Dahlgaard's Heir
ui-heir-opponent = Dahlgaard's Heir ({ $difficulty }), played by the game itself
ui-heir-nobody-takes = nobody takes this seat
ui-heir-difficulty = { $d } difficulty
ui-heir-coin-purse = { $n ->
        [one] { $n } Coin
       *[other] { $n } Coins
    } in its Coin Purse
ui-heir-discarded = { $n ->
        [one] { $n } Coin
       *[other] { $n } Coins
    } discarded for Fame so far
ui-heir-specials = { $n ->
        [one] { $n } Special Assignment card
       *[other] { $n } Special Assignment cards
    } (2 Fame each at the end)
ui-heir-plan = Plan tile
ui-heir-no-plan = no Plan tile revealed yet
ui-heir-plan-kind-perform = Perform
ui-heir-plan-kind-set-up = Set up
ui-heir-plan-title = Plan tile { $code } ({ $kind }): the order its Characters get their Assignment cards
ui-heir-special = Special
ui-heir-plans-left = { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } left (order hidden)
ui-heir-used = used: { $codes }
ui-heir-dice = Turn Setup dice
ui-heir-dice-hint = Each die covers two slots of its Location (the Theater's: two weekdays); a marker shows the dice re-rolled last turn, which may not be re-rolled now.
ui-heir-not-rolled = not rolled yet
ui-heir-face-only = the slots of its face { $face }
ui-heir-marked = marker
ui-heir-shopping = Shopping List
ui-heir-tricks = Tricks
ui-heir-characters = Characters
ui-heir-last-act = Last

## T.duel (text.ts)

ui-duel-title = Turn Setup (Duel of Magicians)
ui-duel-now = This turn
ui-duel-next = Next turn
ui-duel-none = none
ui-duel-left = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } left, the next one included
ui-duel-covered = covered this turn
ui-duel-gray-marker = Gray marker (nobody's; you may Link with it): { $category } corner facing { $dir }

## T.chat (text.ts)

ui-chat-title = Chat
ui-chat-table = Table
ui-chat-spectators = Spectators
ui-chat-table-hint = Only the players read this while the game is played; it is shown with the replay once the game is over.
ui-chat-read-only = Players read the spectators' chat; they do not post in it.
ui-chat-closed = The game's creator closed the spectators' chat.
ui-chat-empty = No messages yet.
ui-chat-placeholder = Say something…
ui-chat-send = Send
ui-chat-older = Older messages
ui-chat-your-name = Your name in the chat
ui-chat-mute = Mute
ui-chat-unmute = Unmute
ui-chat-mute-seat = Mute { $name } (only for you)
ui-chat-unmute-seat = Unmute { $name }
ui-chat-mute-spectators = Mute the spectators (only for you)
ui-chat-muted-spectators = You muted the spectators' chat.
ui-chat-hidden = { $n } muted
ui-chat-unread = { $n } unread
ui-chat-close = Close the chat
ui-chat-new-title = ({ $n }) New message — Trickerion
ui-chat-spectator = spectator
ui-chat-sound = Sound on new messages
ui-chat-close-spectators = Close the spectators' chat
ui-chat-open-spectators = Open the spectators' chat
ui-chat-mute-for-game = Mute { $name } in this game

## Names of game things (the game catalog's terms win once they exist).

ui-nothing = nothing
ui-secret-n = Secret { $n }
ui-n-component = { $n } { $component }
ui-n-coins = { $n ->
    [one] { $n } Coin
   *[other] { $n } Coins
  }
ui-n-fame = { $n } Fame
ui-n-shards = { $n ->
    [one] { $n } Shard
   *[other] { $n } Shards
  }
ui-location-downtown = Downtown
ui-location-market-row = Market Row
ui-location-workshop = Workshop
ui-location-theater = Theater
ui-location-dark-alley = Dark Alley
ui-location-academy = Academy
ui-category-escape = Escape
ui-category-spiritual = Spiritual
ui-category-mechanical = Mechanical
ui-category-optical = Optical
ui-character-magician = Magician
ui-character-engineer = Engineer
ui-character-manager = Manager
ui-character-assistant = Assistant
ui-character-protege = Protégé
ui-character-apprentice-n = Apprentice { $n }
ui-weekday-thursday = Thursday
ui-weekday-friday = Friday
ui-weekday-saturday = Saturday
ui-weekday-sunday = Sunday
ui-dir-up = Up
ui-dir-right = Right
ui-dir-down = Down
ui-dir-left = Left
ui-die-residence1 = Residence die 1
ui-die-residence2 = Residence die 2
ui-die-inn-specialist = Inn die (Specialist)
ui-die-inn-apprentice = Inn die (Apprentice)
ui-die-bank1 = Bank die 1
ui-die-bank2 = Bank die 2
ui-die-face-any-trick = Any Trick
ui-die-face-hire-apprentice = Hire Apprentice
ui-die-face-x = X (nothing)
ui-die-face-trick = { $category } Trick
ui-die-face-hire = Hire { $character }
ui-tier-riverside = Riverside
ui-tier-grand-magorian = Grand Magorian
ui-tier-magnus-pantheon = Magnus Pantheon
ui-performance-card = { $tier } { $label }
ui-ap-mod = { $mod } AP
ui-slot-main = { $location } slot { $n } ({ $mod })
ui-slot-workshop = Workshop slot { $n }
ui-slot-backstage = Theater, { $day } backstage { $n }
ui-slot-performance = Theater, { $day } Performance slot
ui-phase-choose-magicians = Set-up: choose Magicians
ui-phase-choose-tricks = Set-up: choose starting Tricks
ui-phase-choose-specialist = Set-up: choose a Specialist
ui-phase-choose-components = Set-up: choose starting Components
ui-phase-start-turn = Start of turn
ui-phase-advertise = Advertise
ui-phase-assignment = Assignment
ui-phase-place-characters-acting = Place Characters: { $character } takes Actions
ui-phase-place-characters = Place Characters
ui-phase-performance = Performance: { $day }
ui-phase-breaking-free = Breaking Free
ui-phase-turn-setup = Turn Setup dice
ui-phase-possession = Soul Possession: { $day }
ui-phase-discard-powers = Set-up: discard Powers
ui-phase-learn-powers = Learn a Power
ui-phase-rearrange = Ears among the Townsfolk
ui-phase-classroom = Classroom
ui-phase-final-scoring = Final scoring
ui-phase-game-over = Game over
ui-special-text = { $name } ({ $code }, { $location }): { $text }
ui-prophecy-name = { $code }: { $text }
ui-difficulty-easy = Easy
ui-difficulty-normal = Normal
ui-difficulty-hard = Hard
ui-seat-label = Player { $n }
# A Trick row read out: $have is yes, no or unknown (not shown).
ui-trick-row-words = { $name } ({ $symbol }), { $markers ->
    [one] { $markers } marker
   *[other] { $markers } markers
  } on the card; needs { $needs }{ $have ->
    [yes] {" "}(you have them)
    [no] {" "}(you lack some)
   *[unknown] {""}
  }; yields { $yields } per marker
ui-trick-facts = { $name }: { $category }, Fame Threshold { $threshold }. Needs { $needs }. Yields { $yields } per marker performed. Prepare: { $ap } AP for { $markers ->
    [one] { $markers } Trick Marker
   *[other] { $markers } Trick Markers
  }.
ui-trick-facts-end = At the game's end: { $text }.
ui-magician-facts = { $name } (Favorite: { $favorite }).
ui-magician-ability = { $ability }: { $text }
ui-weekday-backstage = backstage { $mod }
ui-weekday-per-trick = each Trick performed { $mod } Fame, { $mod } Coin
ui-weekday-no-modifiers = no modifiers
ui-options-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
  }
ui-options-beginner = beginners' set-up
ui-options-dark-alley = Dark Alley
ui-options-prophecies = Prophecies
ui-options-fame-caps = 20-Fame caps on end scoring
ui-options-powers = Magician Powers (provisional cards)
ui-options-duel = Duel of Magicians (provisional cards)
ui-options-academy = Dahlgaard's Academy (provisional tiles and Secrets)
ui-options-heir = Solo against Dahlgaard's Heir, { $difficulty } (provisional Plan tiles, dice and cards)
ui-options-base-game = base game
ui-color-yellow = Yellow
ui-color-orange = Orange
ui-color-red = Red
ui-power-facts = { $name } ({ $color }, Fame Threshold { $threshold }; Power slots { $slots }): { $text }
ui-two-slots = { $a } and { $b }
ui-turn-setup-slots = { $location } slots { $slots }
ui-turn-setup-theater = { $a } and { $b } in the Theater
ui-turn-setup-covers = { $code } covers { $parts }
ui-rearrange-keep = Keep the cards under your Characters and gain 1 Coin
ui-rearrange-swap = Swap the cards under your { $a } and { $b }
ui-rearrange-replace = Put a { $location } card from your hand under your { $character }
ui-rearrange-replace-special = Put { $card } from your hand under your { $character }

## Command details

ui-specialist-manager = Manager, with { $components } on the Multi Component slots
ui-specialist-engineer = Engineer, with { $trick } on the Engineer's Trick slot
ui-specialist-assistant = Assistant, with a second Apprentice
ui-prepare-test-run = Test Run
ui-prepare-replaceable-parts = Replaceable Parts, with { $trick }
ui-prepare-unstable-prototype = Unstable Prototype, using { $components }
ui-prepare-enhance-trick = Enhance Trick
ui-prepare-on-stage = On Stage, setting up on { $card } slot { $slot } facing { $facing }
ui-prepare-hidden-talent = Hidden Talent, as the { $specialist }
ui-pay-coins = Pay in Coins
ui-pay-fame = Pay in Fame
ui-pay-shard = Pay with a Shard
ui-shoplift = Shoplift { $component }, replaced by { $replacement }
ui-shoplift-none = No Shoplifting
ui-steal = Steal: { $trick } of { $seat } instead of your { $own }
ui-steal-none = No Trick Steal
# $doubled is shards, fame or coins.
ui-premiere = Grand Premiere: double the { $doubled ->
    [shards] Shards
    [fame] Fame
   *[coins] Coins
  } of { $trick }
ui-premiere-none = No Grand Premiere
ui-durable-none = No Durable Components
ui-durable = Durable Components: a marker of { $trick } goes back

## Command extras

ui-cmd-advertise-label = Advertise: pay Coins equal to your Initiative slot, gain 2 Fame
ui-cmd-decline-advertise-label = Do not Advertise this turn
ui-cmd-confirm-assignments-label = Done assigning for this turn
ui-cmd-end-actions-label = End this Character's Actions
ui-cmd-decline-performance-label = Do not Perform today
ui-cmd-fortune-telling-label = Fortune Telling: move each Pending Prophecy one slot
ui-cmd-decline-ability-label = Do not use your Magician's ability now
ui-cmd-pass-power-label = Learn no Power this turn
ui-cmd-gamble-label = Gambling: pay 3 Coins, roll a Bank die and take its Coins
ui-cmd-take-back-label = Take back your last command
ui-field-enhance = Enhance
ui-field-enhance-yes = Pay a Shard for +1 AP
ui-field-enhance-no = No Shard
ui-field-facing = Facing
ui-field-bargain = Bargain (1 AP each: −1 Coin)
ui-field-bargain-n = Bargain { $n }
ui-field-bargain-none = No Bargain
ui-cmd-place-label = Place your { $character } on { $slot }
# Added to ui-cmd-place-label, so each starts with its own separator.
ui-cmd-place-label-enhance = , paying a Shard for +1 AP
ui-cmd-place-label-forfeit = , giving up its Special Assignment for +1 AP
ui-cmd-place-label-boost = , with the Mechaniker's +1 AP
ui-cmd-place-label-mimic = , mimicking { $card }
ui-cmd-place-forfeit-yes = Give up the Special Assignment for +1 AP
ui-cmd-place-forfeit-no = Keep the Special Assignment
ui-cmd-place-boost-yes = Mechaniker's +1 AP
ui-cmd-place-boost-no = No boost
ui-cmd-place-mimic-no = No mimicry
ui-cmd-place-mimic-yes = Mimic { $card }
ui-cmd-learn-trick-label = Learn { $trick } with { $die }
ui-cmd-learn-trick-label-overhaul = Learn { $trick } with { $die }, overhauling { $overhaul }
ui-cmd-hire-label = Hire with { $die }
ui-cmd-hire-label-character = Hire { $character } with { $die }
ui-cmd-hire-label-second = , and a second Apprentice for 3 Coins
ui-cmd-hire-die-character = The die's Character
ui-cmd-hire-second-yes = A second Apprentice for 3 Coins
ui-cmd-hire-second-no = No second Apprentice
ui-cmd-take-coins-label = Take Coins with { $die }
ui-cmd-take-coins-label-buy = Take Coins with { $die } and buy { $buy } at once
ui-cmd-take-coins-buy-yes = Buy { $buy }
ui-cmd-take-coins-buy-no = Buy nothing
ui-cmd-buy-label = Buy { $items }
ui-cmd-order-label = Order { $component } into Order slot { $slot }
ui-cmd-order-label-buy-now = , buying one now for its price + 1
ui-cmd-order-buy-now-yes = Buy one now (price + 1)
ui-cmd-order-buy-now-no = Only order
ui-cmd-prepare-label = Prepare { $trick }
ui-cmd-prepare-label-option = Prepare { $trick } with { $option }
ui-cmd-prepare-option-none = No Special Assignment choice
ui-cmd-set-up-trick-label = Set up { $trick } on { $card } slot { $slot }, facing { $facing }
ui-cmd-set-up-trick-label-swap = , then swap { $a } and { $b } for 3 Coins
ui-cmd-set-up-trick-swap-yes = Swap { $a } and { $b }
ui-cmd-set-up-trick-swap-no = No swap
ui-cmd-take-link-bonus-label = Take the Link Bonus as { $reward ->
    [fame] Fame
   *[coins] Coins
  }
ui-reward-fame = Fame
ui-reward-coins = Coins
ui-cmd-perform-label = Perform { $card }
ui-cmd-practice-label = Practise { $trick } in { $wing }, slot { $slot }
ui-cmd-practice-label-free = , first freeing { $trick }'s Practice Room slot
ui-no = No
ui-cmd-practice-free-yes = Free { $trick }
ui-cmd-choose-full-yield-none = Every Trick in a Classroom yields its slot's yield
ui-cmd-choose-full-yield-label = { $trick } yields in full

## More table words

ui-rules-title = Rules in short
ui-rules-the-goal = The goal
ui-rules-the-goal-1 = You lead a troupe of illusionists in the city of Magorian. Learn Tricks, buy the Components they need, prepare them in your Workshop and set them up on Performance cards in the Theater. The player with the most Fame after the last turn wins (5 turns; 7 with the Dark Alley).
ui-rules-a-turn = A turn
ui-rules-a-turn-1 = Start: the Downtown dice are rolled and the Initiative Order is set (lowest Fame first).
ui-rules-a-turn-2 = Advertise: in Initiative Order you may pay Coins equal to your Initiative slot number for 2 Fame.
ui-rules-a-turn-3 = Assignment: everyone secretly puts an Assignment card under each Character they want to use this turn. A Character without a card stays home.
ui-rules-a-turn-4 = Place Characters: in Initiative Order, place one Character at a time on a slot of its card's Location and take its Actions with its Action Points at once.
ui-rules-a-turn-5 = Performance: from Thursday to Sunday, a Magician on a day's Performance slot performs one Performance card; every Trick Marker on it pays its owner.
ui-rules-a-turn-6 = End Turn: pay Wages (2 Coins per working Specialist, 1 per working Apprentice; 2 Fame per Coin you cannot pay), Characters come home, Orders arrive, the Theater's cards move along.
ui-rules-action-points = Action Points
ui-rules-action-points-1 = A Magician has 3 base Action Points, a Specialist 2, an Apprentice 1. The slot adds its printed modifier (+2, +1, +1 or 0 on the main board; Thursday backstage +1, Sunday backstage −1). A Magician on a Performance slot gets none. A Shard paid on placement gives +1. Unspent points are lost.
ui-rules-locations = Locations
ui-rules-locations-1 = Downtown: Learn a Trick with a Residence die (Fame Threshold: Fame you lack is paid in Coins), Hire a Character with an Inn die, Take Coins with a Bank die; reroll a die for 1 AP or set it for 2 AP.
ui-rules-locations-2 = Market Row: Buy up to 3 of one Component in stock (Bargain: 1 AP for −1 Coin), Order a Component for next turn, or Quick Order one at once for 1 Coin more.
ui-rules-locations-3 = Workshop: Prepare a Trick when you have its Components and its markers are off the card: its Trick Markers come onto the card.
ui-rules-locations-4 = Theater (one weekday per player and turn, no Shards for extra points here): backstage, Set Up a marker of a Prepared Trick on a free Performance card slot, its category corner in a Link circle. Two corners of the same category in one circle form a Link: its creator takes a Link Bonus of 1, 2 or 3 Fame or Coins by the Trick's Fame Threshold (and a Shard for everyone linked in a Shard circle). Reschedule moves one of your markers, without Link Bonus.
ui-rules-locations-5 = Dark Alley (expansion): draw a Special Assignment card, or move the Pending Prophecies with Fortune Telling.
ui-rules-performances = Performances
ui-rules-performances-1 = Each marker on the performed card pays its owner the Trick's yields (Fame, Coins, Shards), changed by the Performer's weekday (Thursday −1 Fame and −1 Coin per Trick, Sunday +1 and +1). The Performer also gets the card's bonus, 1 Fame per Link in the Performance, and a bonus for each Specialist they have in the Theater. Two markers of the same color and symbol never share a Performance.
ui-rules-end = End of the game
ui-rules-end-1 = After the last turn: 1 Fame per Shard, 1 per 3 Coins, 2 per Apprentice and 3 per Specialist (the Dark Alley scores its own categories, and Fame-Threshold-36 Tricks may score). Most Fame wins; a tie goes to the player ahead in the Initiative Order.
ui-rules-note = This summary is the project's own; the printed rulebook decides.
ui-home-no-one-seated = No one seated yet
ui-lobby-kept-for = kept for { $name } from the last game
ui-lobby-kept-for-until = kept for { $name } from the last game until { $time }
ui-lobby-watching = { $n } watching
ui-lobby-visitors = { $n ->
    [one] { $n } more person looking at the invitation
   *[other] { $n } more people looking at the invitation
  }
ui-conn-lost = Connection lost — reconnecting…
ui-conn-lost-in = Connection lost — reconnecting in { $s } s
ui-banner-ap-left = { $n ->
    [one] { $n } Action Point left
   *[other] { $n } Action Points left
  }
ui-dock-link-bonus = { $n ->
    [one] { $n } Link Bonus to take
   *[other] { $n } Link Bonuses to take
  }
ui-composer-via = First the placement; once your Character acts there, { $thing } is proposed.
ui-composer-via-thing = the thing you picked
ui-own-markers = { $n ->
    [one] { $n } marker
   *[other] { $n } markers
  }
ui-area-residence-count = { $n ->
    [one] { $n } Trick
   *[other] { $n } Tricks
  }
ui-facts-character = { $ap } base Action Points; no Wages.
ui-facts-character-wage = { $ap } base Action Points; Wages { $wage ->
    [one] { $wage } Coin
   *[other] { $wage } Coins
  } at End Turn when it works.
ui-academy-lent-hidden = Anjali's Coin on { $apprentice }: it carries one of the Protégé's Secrets (hidden until its card is revealed)
ui-academy-lent = Anjali's Coin on { $apprentice }: it carries { $name }
ui-powers-slot-shards = { $n ->
    [one] { $n } Shard symbol
   *[other] { $n } Shard symbols
  }
ui-powers-hand-size = { $n ->
    [one] { $n } Power
   *[other] { $n } Powers
  } in hand
ui-heir-die = { $location }: covers { $covers }
ui-heir-die-marked = { $location }: covers { $covers } (Turn Setup marker: re-rolled last turn)
ui-chat-open = Chat
ui-chat-open-n = Chat ({ $n })
ui-marker-title = { $owner }'s { $what } marker ({ $symbol }), { $category } corner facing { $facing }

## Symbols (icon names and the legend)

ui-icon-coin = Coin
ui-icon-coin-means = money: pays for Components, Wages and renovations; left over at the end it scores nothing
ui-icon-fame = Fame
ui-icon-fame-means = victory points; the Fame Threshold of a Trick is the Fame you need to learn it
ui-icon-shard = Shard
ui-icon-shard-means = spent for extra Action Points when placing a Character, and on some Tricks and abilities
ui-icon-ap = Action Point
ui-icon-ap-means = what a placed Character can do at its Location this turn
ui-icon-wood = Wood
ui-icon-wood-means = a Component that Tricks need
ui-icon-metal = Metal
ui-icon-metal-means = a Component that Tricks need
ui-icon-glass = Glass
ui-icon-glass-means = a Component that Tricks need
ui-icon-fabric = Fabric
ui-icon-fabric-means = a Component that Tricks need
ui-icon-rope = Rope
ui-icon-rope-means = a Component that Tricks need
ui-icon-petroleum = Petroleum
ui-icon-petroleum-means = a Component that Tricks need
ui-icon-saw = Saw
ui-icon-saw-means = a Component that Tricks need
ui-icon-animal = Animal
ui-icon-animal-means = a Component that Tricks need
ui-icon-padlock = Padlock
ui-icon-padlock-means = a Component that Tricks need
ui-icon-mirror = Mirror
ui-icon-mirror-means = a Component that Tricks need
ui-icon-disguise = Disguise
ui-icon-disguise-means = a Component that Tricks need
ui-icon-cog = Cog
ui-icon-cog-means = a Component that Tricks need
ui-icon-escape = Escape
ui-icon-escape-means = a Trick category
ui-icon-spiritual = Spiritual
ui-icon-spiritual-means = a Trick category
ui-icon-mechanical = Mechanical
ui-icon-mechanical-means = a Trick category
ui-icon-optical = Optical
ui-icon-optical-means = a Trick category
ui-icon-magician = Magician
ui-icon-magician-means = your leading Character; Performs in the Theater
ui-icon-engineer = Engineer
ui-icon-engineer-means = a Specialist; helps in the Workshop
ui-icon-manager = Manager
ui-icon-manager-means = a Specialist; helps at the Market Row
ui-icon-assistant = Assistant
ui-icon-assistant-means = a Specialist; helps in the Theater
ui-icon-apprentice = Apprentice
ui-icon-apprentice-means = a Character with fewer Action Points and a small wage
ui-icon-protege = Protégé
ui-icon-protege-means = the Academy's student Character (Dahlgaard's Academy)
ui-icon-downtown = Downtown
ui-icon-downtown-means = learn Tricks, hire Characters, take Coins
ui-icon-market-row = Market Row
ui-icon-market-row-means = buy and order Components
ui-icon-workshop = Workshop
ui-icon-workshop-means = prepare Tricks: put their markers on your Trick cards
ui-icon-theater = Theater
ui-icon-theater-means = set up Trick markers on Performance cards and Perform
ui-icon-dark-alley = Dark Alley
ui-icon-dark-alley-means = draw and use Special Assignment cards
ui-icon-academy = Academy
ui-icon-academy-means = renovate wings, practice and teach Tricks (Dahlgaard's Academy)
ui-icon-marker = Trick marker
ui-icon-marker-means = a prepared Trick, in its owner's color, ready to be set up on a Performance card
ui-icon-link = Link
ui-icon-link-means = a Link spot on a Performance card: two Trick markers joined here give their owners a Link bonus
ui-icon-shardlink = Shard Link
ui-icon-shardlink-means = a Link spot whose bonus is a Shard
ui-icon-poster = Poster
ui-icon-poster-means = Advertise: pay Coins for Fame before Assignment
ui-icon-clock = Clock
ui-icon-clock-means = the time a player has left to move
ui-icon-warning = Warning
ui-icon-warning-means = something goes wrong if you go on: unpaid Wages cost Fame, a move is refused
ui-icon-trophy = Winner
ui-icon-trophy-means = the player with the most Fame at the end
ui-icon-group-resources = Resources
ui-icon-group-components = Components
ui-icon-group-trick-categories = Trick categories
ui-icon-group-characters = Characters
ui-icon-group-locations = Locations
ui-icon-group-marks = Marks
ui-group-set-up = Set-up
ui-group-turn-setup = Turn Setup
ui-group-advertise = Advertise
ui-group-assignment = Assignment
ui-group-placement = Placement
ui-group-downtown = Downtown
ui-group-market-row = Market Row
ui-group-workshop = Workshop
ui-group-dark-alley = Dark Alley
ui-group-academy = Academy
ui-group-theater = Theater
ui-group-performance = Performance
ui-group-magician-ability = Magician ability
ui-group-magician-powers = Magician Powers
ui-group-give-back = Give back
ui-group-any-time = Any time
ui-chat-reaction-good-move = Good move
ui-chat-reaction-thanks = Thanks
ui-chat-reaction-oops = Oops
ui-chat-reaction-well-played = Well played

## Clocks

ui-clock-days-hours = { $d } d { $h } h
ui-clock-secs = { $n } s
ui-clock-mins = { $n } min
ui-clock-hours-short = { $n } h
ui-clock-days-short = { $n } d
ui-clock-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
  }
ui-clock-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
  }
ui-clock-out-forfeit = forfeit on time
ui-clock-out-bot = a bot plays on time-out
ui-clock-live = Live: { $initial } + { $increment } s per move ({ $out })
ui-clock-correspondence = Correspondence: { $per } per move ({ $out })

## Dahlgaard's Academy tiles

ui-academy-room-classroom = Classroom
ui-academy-room-practice = Practice Room
ui-academy-wing = { $room } { $letter }
ui-academy-wing-n = wing { $n }
ui-academy-class-reduced = the Trick's Coins and Fame, 1 less each
ui-academy-class-coins = the Trick's Coins +1/2/3
ui-academy-class-fame = the Trick's Fame
ui-academy-class-shards = the Trick's Shards +1/2/3
ui-academy-class-reduced-short = −1/−1
ui-academy-class-coins-short = Coins+
ui-academy-class-fame-short = Fame
ui-academy-class-shards-short = Shards+
ui-academy-upgrade-ignore-components = ignore up to 3 Coins of Components
ui-academy-upgrade-free-orientation = orient its markers any way
ui-academy-upgrade-extra-marker = 1 more marker when Preparing
ui-academy-upgrade-yield-increase = +1 Coin and +1 Fame yield
ui-academy-upgrade-ignore-components-short = Components
ui-academy-upgrade-free-orientation-short = Orientation
ui-academy-upgrade-extra-marker-short = +1 marker
ui-academy-upgrade-yield-increase-short = +1/+1 yield
ui-academy-tile-n = tile { $n }
ui-academy-classroom-text = { $code } (level { $level }): { $slots }; Popular Class Bonus { $bonus }
ui-academy-practice-text = { $code } (level { $level }): { $slots }
ui-facing-words = Facing { $dir }

## The language menu

ui-lang-menu = Language
