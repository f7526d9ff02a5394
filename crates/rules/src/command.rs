//! What a player can ask the game to do. `Game::legal_commands` lists exactly the
//! commands `Game::apply` accepts for a seat.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, Dir, MagicianId, PerformanceId, SpecialId, TrickId};
use crate::content::PowerId;
use crate::model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Seat, Slot, Specialist,
};

/// The Specialist chosen at set-up, with its bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "specialist", rename_all = "snake_case")]
pub enum SpecialistChoice {
    /// Components worth 2 Coins on the Manager's Multi Component slots.
    Manager { components: ComponentSet },
    /// A Fame-Threshold-1 Trick of any category on the Engineer's Trick slot.
    Engineer { trick: TrickId },
    /// A second Apprentice on the Assistant's Apprentice slot.
    Assistant,
}

/// The Red Lotus's Trick Steal: the yield of the opponent's `trick` (owned by
/// `from`) instead of your own `own`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Steal {
    pub own: TrickId,
    pub from: Seat,
    pub trick: TrickId,
}

/// Which yield A13 Grand Premiere doubles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum YieldKind {
    Fame,
    Coins,
    Shards,
}

/// A13 Grand Premiere: double one yield of `trick`, performed for the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Premiere {
    pub trick: TrickId,
    pub doubled: YieldKind,
}

/// The choice a Workshop Special Assignment card offers with a Prepare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "option", rename_all = "snake_case")]
pub enum PrepareOption {
    /// A17 Test Run: one marker fewer, the Trick's yields now.
    TestRun,
    /// A18 Replaceable Parts: one marker fewer, one onto `other`.
    ReplaceableParts { other: TrickId },
    /// A21 Unstable Prototype: give back these required Components (1-3).
    UnstablePrototype { components: ComponentSet },
    /// A22 Enhance Trick: spend a Shard; the Trick yields +1 Fame and Coin for good.
    EnhanceTrick,
    /// A23 On-stage Preparation: one new marker straight onto a Performance card.
    OnStage {
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },
    /// A24 Hidden Talent: at Return Characters this Apprentice becomes `specialist`.
    HiddenTalent { specialist: Specialist },
}

/// How a Buy is paid with the Market Row Special Assignment cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BuyPayment {
    Coins,
    /// A37 Smuggled Goods: lose Fame (price - 1) instead.
    Fame,
    /// A38 Barter with Power: a Shard for up to 4 Coins' worth.
    Shard,
}

/// A40 Shoplifting: `component` is free and leaves the stock; `replacement`
/// (a Basic Component) takes its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Shoplift {
    pub component: Component,
    pub replacement: Component,
}

/// What Ears among the Townsfolk changes under your Characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Rearrangement {
    /// The cards under `a` and `b` change places.
    Swap { a: CharacterId, b: CharacterId },
    /// A Permanent card of `location` from your hand goes under `character`;
    /// its card goes back to your hand.
    Replace {
        character: CharacterId,
        location: Location,
    },
    /// A Special Assignment card from your hand goes under `character`; its
    /// card goes back to your hand.
    ReplaceSpecial {
        character: CharacterId,
        card: SpecialId,
    },
}

/// A player command.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    // --- Set-up ---
    ChooseMagician {
        magician: MagicianId,
    },
    /// A Fame-Threshold-1 Trick of the Magician's Favorite category.
    ChooseStartingTrick {
        trick: TrickId,
    },
    /// Components worth exactly 2 Coins.
    ChooseStartingComponents {
        components: ComponentSet,
    },
    ChooseSpecialist {
        choice: SpecialistChoice,
    },

    // --- Advertise ---
    Advertise,
    DeclineAdvertise,

    // --- Assignment ---
    /// Put a face-down Assignment card of this Location under a Character.
    Assign {
        character: CharacterId,
        location: Location,
    },
    /// Take the card back from under a Character.
    Unassign {
        character: CharacterId,
    },
    /// Done assigning for this turn.
    ConfirmAssignments,

    // --- Place Characters ---
    /// Place a Character with a card on a free slot of its Location; `enhance`
    /// pays a Shard for +1 Action Point (not in the Theater).
    Place {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
    },
    /// Turn the card down and leave the Character Idle this turn.
    LeaveIdle {
        character: CharacterId,
    },
    /// Stop taking Actions with the placed Character (unspent points are lost).
    EndActions,

    // --- Downtown ---
    /// Learn a Trick using a Residence die (its category, '?', or your Favorite category).
    LearnTrick {
        die: DieId,
        trick: TrickId,
    },
    Hire {
        die: DieId,
    },
    TakeCoins {
        die: DieId,
    },
    RerollDie {
        die: DieId,
    },
    SetDie {
        die: DieId,
        face: DieFace,
    },

    // --- Market Row ---
    /// Buy 1-3 of one Component type in stock; `bargain` extra Action Points each
    /// take 1 Coin off (the Character's total can never reach 0).
    Buy {
        component: Component,
        count: u8,
        bargain: u8,
    },
    Order {
        component: Component,
        slot: u8,
    },
    QuickOrder {
        component: Component,
    },

    // --- Workshop ---
    Prepare {
        trick: TrickId,
    },
    /// Move a Trick onto the Engineer's slot (swapping with the one there).
    MoveTrick {
        trick: TrickId,
    },
    /// Move a Component pile onto a Manager Multi slot (swapping with the pile there).
    MoveComponents {
        component: Component,
        slot: u8,
    },
    /// Move an Apprentice (and its card) onto the Assistant's slot for good.
    MoveApprentice {
        apprentice: CharacterId,
    },

    // --- Theater ---
    /// Move a marker from a Trick onto a free Performance card slot, with the
    /// Trick's category edge facing `facing` (it must face a Link circle).
    SetUpTrick {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },
    /// Move one of your markers to another free slot (no Link Bonus).
    Reschedule {
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
    },
    /// Take one pending Link Bonus as Fame or Coins.
    TakeLinkBonus {
        reward: FameOrCoins,
    },

    // --- Performance ---
    Perform {
        card: PerformanceId,
    },
    DeclinePerformance,

    // --- Dark Alley ---
    /// Put a Special Assignment card from your hand face down under a Character.
    AssignSpecial {
        character: CharacterId,
        card: SpecialId,
    },
    /// Place a Character with the Dark Alley's placement choices: `forfeit` gives
    /// up the Special Assignment ability for +1 Action Point (C-128); `boost` is
    /// the Mechaniker's +1 for an Apprentice; `mimic` is the Great Optico's use of
    /// an opponent's revealed Special Assignment card with a Permanent card.
    PlaceWith {
        character: CharacterId,
        slot: Slot,
        enhance: bool,
        forfeit: bool,
        boost: bool,
        mimic: Option<SpecialId>,
    },
    /// Draw the face-up top card of a Location's Special Assignment deck.
    DrawSpecial {
        deck: Location,
    },
    /// Move each Pending Prophecy one slot.
    FortuneTelling,
    /// Priestess of Mysticism: the Pending Prophecy `pending` (0 = left) becomes Active.
    FateWeaving {
        pending: u8,
    },

    /// Prepare with the choice of the Character's Workshop Special Assignment card.
    PrepareWith {
        trick: TrickId,
        option: PrepareOption,
    },
    /// Learn with A29 Trick Overhaul: `overhaul` (one of yours) goes back to the
    /// Residence and its markers and Symbol pass to the new Trick.
    LearnOverhaul {
        die: DieId,
        trick: TrickId,
        overhaul: TrickId,
    },
    /// Hire with a Downtown Special Assignment card: A28 Headhunter names the
    /// `character` to hire; A26 Mass Recruitment's `second` Apprentice for 3 Coins.
    HireWith {
        die: DieId,
        character: CharacterId,
        second: bool,
    },
    /// Take Coins with A32 Investments: buy these Components at the Market Row at once.
    TakeCoinsInvesting {
        die: DieId,
        buy: ComponentSet,
    },
    /// Buy with a Market Row Special Assignment card: A36 Component Sale (up to
    /// 4, any mix), A37/A38 `pay`, A40 `shoplift`.
    BuyWith {
        items: ComponentSet,
        bargain: u8,
        pay: BuyPayment,
        shoplift: Option<Shoplift>,
    },
    /// Order with A42 Traveling Merchants: `buy_now` pays price + 1 for one now.
    OrderWith {
        component: Component,
        slot: u8,
        buy_now: bool,
    },
    /// Set Up with A10 Buying Time: then `swap` two Performance cards for 3 Coins.
    SetUpSwapping {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        swap: (PerformanceId, PerformanceId),
    },
    /// A06 Guest Performer: a marker onto a Performance card with no free slot.
    SetUpGuest {
        trick: TrickId,
        card: PerformanceId,
    },
    /// A14 Street Performance: take your marker off for its Trick's yields.
    StreetPerformance {
        card: PerformanceId,
        slot: u8,
    },
    /// Decline an offered Magician ability (Breaking Free, Soul Possession).
    DeclineAbility,
    /// Yoruba Spiritmaster: pay a Shard; the opponent performs `card`.
    Possess {
        card: PerformanceId,
    },
    /// Perform with the choices of the Dark Alley: The Red Lotus's `steal`, and
    /// the Performer's Special Assignment card (A13 `premiere`, A11 `durable`).
    PerformWith {
        card: PerformanceId,
        steal: Option<Steal>,
        premiere: Option<Premiere>,
        /// A11 Durable Components: one performed marker of this Trick goes back
        /// onto its Trick card.
        durable: Option<TrickId>,
    },
    /// Electra: set up two markers of one Trick piled on one slot.
    SetUpPiled {
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
    },

    // --- Magician Powers ---
    /// Set-up: discard one of the dealt Powers (until you keep the Powers you
    /// play with).
    DiscardPower {
        power: PowerId,
    },
    /// Start of Assignment: learn a Power from your hand onto a Power slot
    /// (0 = the bottom slot), at most one per turn.
    LearnPower {
        power: PowerId,
        slot: u8,
    },
    /// Learn no Power this turn.
    PassPower,
    /// Ears among the Townsfolk: change the cards under your Characters, or
    /// (`null`) leave them and gain its Coin.
    Rearrange {
        change: Option<Rearrangement>,
    },
    /// Gambling: pay its price, roll a Bank die and gain its Coins.
    Gamble,

    // --- Academy (004 "New location: Academy"), 2 Action Points each ---
    /// Renovate an empty wing at `level`, placing the unused `tile` (an
    /// index among its room's tiles) of that level.
    Renovate {
        wing: u8,
        level: u8,
        tile: u8,
    },
    /// Put a Trick's Academy marker on a Practice Room slot, first freeing
    /// one of your own Practice Room slots from the Trick `free`.
    Practice {
        trick: TrickId,
        spot: crate::academy::Spot,
        free: Option<TrickId>,
    },
    /// Put a Trick's Academy marker on a Classroom slot.
    Teach {
        trick: TrickId,
        spot: crate::academy::Spot,
    },
    /// Take a face-up Secret onto the Protégé's `space` (once per
    /// Character sent to the Academy).
    LearnSecret {
        secret: u8,
        space: u8,
    },
    /// Anjali, in the Assignment phase: a Coin on `apprentice` lends it the
    /// Protégé's Secret `secret` this turn (again: the Coin moves).
    LendSecret {
        apprentice: CharacterId,
        secret: u8,
    },
    /// Professor Bernard, in the Classroom phase: `trick` (one of yours in a
    /// Classroom) yields in full instead of its slot's yield; `null` keeps
    /// every slot's yield.
    ChooseFullYield {
        trick: Option<TrickId>,
    },

    // --- Dahlgaard's Heir (004 "Roll dice phase") ---
    /// From the second turn: re-roll the Turn Setup dice of two Locations
    /// without a Turn Setup marker (the Theater among them when it has none).
    RerollTurnSetup {
        places: [crate::heir::Place; 2],
    },

    // --- At any of your own decision points ---
    /// Give a Trick back to the Residence; its markers return to your supply.
    ReturnTrick {
        trick: TrickId,
    },
    /// Put Components back into the general supply to make room.
    ReturnComponents {
        component: Component,
        count: u8,
    },

    // --- Courtesy ---
    /// Take back your own last command, while it revealed nothing hidden or
    /// random and no other player has acted since. Not in `legal_commands`
    /// (bots and move lists never offer it); `Game::can_take_back` says
    /// whether it is possible now.
    TakeBack,
}

impl Command {
    /// Commands that exist only with Magician Powers.
    pub fn is_powers(&self) -> bool {
        use Command::*;
        matches!(
            self,
            DiscardPower { .. } | LearnPower { .. } | PassPower | Rearrange { .. } | Gamble
        )
    }

    /// Commands that exist only with Dahlgaard's Academy.
    pub fn is_academy(&self) -> bool {
        use Command::*;
        matches!(
            self,
            Renovate { .. }
                | Practice { .. }
                | Teach { .. }
                | LearnSecret { .. }
                | ChooseFullYield { .. }
                | LendSecret { .. }
        )
    }

    /// Commands that exist only with the Dark Alley.
    pub fn is_dark_alley(&self) -> bool {
        use Command::*;
        matches!(
            self,
            AssignSpecial { .. }
                | PlaceWith { .. }
                | DrawSpecial { .. }
                | FortuneTelling
                | FateWeaving { .. }
                | PrepareWith { .. }
                | LearnOverhaul { .. }
                | HireWith { .. }
                | TakeCoinsInvesting { .. }
                | BuyWith { .. }
                | OrderWith { .. }
                | SetUpSwapping { .. }
                | SetUpGuest { .. }
                | StreetPerformance { .. }
                | DeclineAbility
                | Possess { .. }
                | PerformWith { .. }
                | SetUpPiled { .. }
        )
    }
}
