# Names of the game's things, as printed. Every other catalog refers to them
# through arguments: `$trick` is a Trick's name, `$character-indef` the
# Character with its indefinite article (an English-only attribute; another
# language may give its own attributes, such as a grammatical gender).

## Lists: "a", "a and b", "a, b and c"
list-none = nothing
list-pair = { $a } and { $b }
list-more = { $a }, { $b }

## Characters
character-magician = Magician
    .indef = a Magician
character-engineer = Engineer
    .indef = an Engineer
character-manager = Manager
    .indef = a Manager
character-assistant = Assistant
    .indef = an Assistant
character-apprentice1 = Apprentice
    .indef = an Apprentice
character-apprentice2 = Apprentice
    .indef = an Apprentice
character-apprentice3 = Apprentice
    .indef = an Apprentice
character-apprentice4 = Apprentice
    .indef = an Apprentice
character-protege = Protégé
    .indef = a Protégé

## Locations
location-downtown = Downtown
location-market_row = Market Row
location-workshop = Workshop
location-theater = Theater
location-dark_alley = Dark Alley
location-academy = Academy

## Trick categories
category-escape = Escape
category-spiritual = Spiritual
category-mechanical = Mechanical
category-optical = Optical

## Components
component-wood = Wood
component-metal = Metal
component-glass = Glass
component-fabric = Fabric
component-rope = Rope
component-petroleum = Petroleum
component-saw = Saw
component-animal = Animal
component-padlock = Padlock
component-mirror = Mirror
component-disguise = Disguise
component-cog = Cog

## Downtown dice
die-residence1 = Residence die 1
die-residence2 = Residence die 2
die-inn_specialist = Inn Specialist die
die-inn_apprentice = Inn Apprentice die
die-bank1 = Bank die 1
die-bank2 = Bank die 2

## Days of the Theater
weekday-thursday = Thursday
weekday-friday = Friday
weekday-saturday = Saturday
weekday-sunday = Sunday

## Tricks, by their number in the catalogue
trick-0 = Enchanted Butterflies
trick-1 = Rabbit from the Top Hat
trick-2 = Pub-In-A-Bottle
trick-3 = Card Manipulation
trick-4 = Self Decapitation
trick-5 = Paper Shred
trick-6 = Shattered Mirror
trick-7 = Fishing in the Air
trick-8 = Mutilation
trick-9 = Stairs of Water
trick-10 = Beast Within
trick-11 = Vanishing Elephant
trick-12 = Mind Reading
trick-13 = Breath of Life
trick-14 = Spirit Hand
trick-15 = Window to the Otherworld
trick-16 = Floating Table
trick-17 = Future Sight
trick-18 = Pepper's Ghost
trick-19 = Ghost Trap
trick-20 = Balsamo's Skull
trick-21 = Séance
trick-22 = Skeleton Dance
trick-23 = Metamorphosis
trick-24 = Barricaded Barrels
trick-25 = Stocks Escape
trick-26 = Burning Mummy
trick-27 = Water Tank Escape
trick-28 = Prison Break
trick-29 = Zig Zag Lady
trick-30 = Walled
trick-31 = Wolf Cage
trick-32 = Buried Alive
trick-33 = Assistant's Revenge
trick-34 = Iron Maiden
trick-35 = Transported Man
trick-36 = Linking Rings
trick-37 = Living Piano
trick-38 = Chinese Sticks
trick-39 = Levitation
trick-40 = Mechanical Hornet
trick-41 = Sawing the Assistant in Half
trick-42 = Vanishing Bird Cage
trick-43 = Bullet Catch
trick-44 = Aztec Lady
trick-45 = Horror Saws
trick-46 = Automaton
trick-47 = Hellhound

## Magicians
magician-0 = Master of Chains
    .ability = Breaking Free
magician-1 = The Great Optico
    .ability = Mimesis
magician-2 = Priestess of Mysticism
    .ability = Fate Weaving
magician-3 = The Mechaniker
    .ability = Mechanical Enhancement
magician-4 = The Red Lotus
    .ability = Trick Steal
magician-5 = The Gentleman
    .ability = Magic for the Masses
magician-6 = Yoruba Spiritmaster
    .ability = Soul Possession
magician-7 = Electra
    .ability = Supercharge
magician-8 = Professor Bernard
    .ability = Tenure
magician-9 = Geert van Augustin
    .ability = Master Builder
magician-10 = Lumenia the Radiant
    .ability = Radiance
magician-11 = Anjali
    .ability = Lent Secret

## Special Assignment cards, by code
special-A06 = Guest Performer
special-A07 = Orchestral Interlude
special-A08 = Headliner Trick
special-A09 = New Twist
special-A10 = Buying Time
special-A11 = Durable Components
special-A12 = Arranged Fiasco
special-A13 = Grand Premiere
special-A14 = Street Performance
special-A15 = Director's Favor
special-A16 = Trick Tweaking
special-A17 = Test Run
special-A18 = Replaceable Parts
special-A19 = Invention
special-A20 = Ingenuity
special-A21 = Unstable Prototype
special-A22 = Enhance Trick
special-A23 = On-stage Preparation
special-A24 = Hidden Talent
special-A25 = Freelancer
special-A26 = Mass Recruitment
special-A27 = Hypnotic Motivation
special-A28 = Headhunter
special-A29 = Trick Overhaul
special-A30 = Thirst for Knowledge
special-A31 = Leaked Blueprints
special-A32 = Investments
special-A33 = Fame and Fortune
special-A34 = Interest
special-A35 = Empower
special-A36 = Component Sale
special-A37 = Smuggled Goods
special-A38 = Barter with Power
special-A39 = Workshop Exhibition
special-A40 = Shoplifting
special-A41 = Logistics
special-A42 = Traveling Merchants
special-A43 = Dubious Sources
special-A44 = Business Share
special-A45 = Workshop Delivery

## Magician Powers (provisional content), by code
power-Y01 = Private Investments
power-Y02 = Ears among the Townsfolk
power-Y03 = Gambling
power-Y04 = Personal Supply
power-Y05 = Errand Boys
power-Y06 = Market Runners
power-Y07 = Eager Hands
power-Y08 = Alley Contacts
power-Y09 = Chains Rehearsal
power-Y10 = Seance Rehearsal
power-Y11 = Gearwork Rehearsal
power-Y12 = Mirror Rehearsal
power-Y13 = Escape Patrons
power-Y14 = Spiritual Patrons
power-Y15 = Mechanical Patrons
power-Y16 = Optical Patrons
power-Y17 = Street Criers
power-Y18 = Thrifty Habits
power-Y19 = Old Notebook
power-Y20 = Bulk Buyer
power-Y21 = Loyal Crew
power-Y22 = Ticket Stubs
power-Y23 = Recruiter's Charm
power-Y24 = Rumor Monger
power-Y25 = Steady Hands
power-Y26 = Express Courier
power-Y27 = Apprentice Guild
power-Y28 = Stockpile
power-Y29 = Showmanship
power-Y30 = Thursday Matinee
power-O01 = Opportunist
power-O02 = Spare Chains
power-O03 = Ectoplasm Jars
power-O04 = Spare Gears
power-O05 = Spare Mirrors
power-O06 = Escape Acclaim
power-O07 = Spiritual Acclaim
power-O08 = Mechanical Acclaim
power-O09 = Optical Acclaim
power-O10 = Well Connected
power-O11 = Shrewd Dealer
power-O12 = Master Craftsman
power-O13 = Private Tutor
power-O14 = Headhunter's Ledger
power-O15 = Banker's Friend
power-O16 = Crowd Pleaser
power-O17 = Standing Ovation
power-O18 = Trickerion Resonance
power-O19 = Billboards
power-O20 = Money Lender
power-O21 = Box Office
power-O22 = Word of Mouth
power-O23 = Union Deal
power-O24 = Talent Scout
power-O25 = Repertoire
power-O26 = Rehearsed Act
power-O27 = Saturday Crowd
power-O28 = Friday Regulars
power-O29 = Fine Materials
power-O30 = Fence's Favor
power-R01 = Legend of Escape
power-R02 = Legend of the Beyond
power-R03 = Legend of Machines
power-R04 = Legend of Illusion
power-R05 = Grand Finale
power-R06 = Dazzling Finale
power-R07 = Tireless
power-R08 = Trained Troupe
power-R09 = Master Linker
power-R10 = Celebrity
power-R11 = Patronage
power-R12 = Mass Production
power-R13 = Star Billing
power-R14 = Press Baron
power-R15 = Treasury
power-R16 = Guild Charter
power-R17 = Sunday Spectacular
power-R18 = Star Recruiter
power-R19 = Secret Archive
power-R20 = Dynasty
power-R21 = Grand Company
power-R22 = Apprentice Academy
power-R23 = Collector
power-R24 = Warehouse
power-R25 = Hoard
power-R26 = Masterworks
power-R27 = Shard Lore
power-R28 = Unplayed Aces
power-R29 = Encore
power-R30 = Crystal Attunement

## Amounts: a sentence's `$coins` may be one of these, worded with its number
amount-coins = { $n ->
    [one] { $n } Coin
   *[other] { $n } Coins
}
amount-fame = { $n } Fame
amount-shards = { $n ->
    [one] { $n } Shard
   *[other] { $n } Shards
}
amount-ap = { $n ->
    [one] { $n } Action Point
   *[other] { $n } Action Points
}

## Die faces, as the log names them
face-any-trick = ?
face-hire-apprentice = Apprentice
face-coins = { $n } Coins
face-x = X
sep-comma = { $a }, { $b }

## Board slots
slot-main = { $location } ({ $ap } slot { $slot })
slot-workshop = Workshop (slot { $slot })
slot-backstage = Theater ({ $day } backstage)
slot-performance = Theater ({ $day } Performance slot)

## Components with counts
components = { $items }
components-one = { $n } { $component }
components-none = nothing
