//! What happened. Events are facts: `decide` computes them (with any random
//! draws), `apply_event` records them, `redact` hides what a viewer may not see,
//! and `describe` turns them into game-log lines.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, Dir, MagicianId, PerformanceId, ProphecyId, SpecialId, TrickId};
use crate::content::{PowerId, TurnSetupId};
use crate::model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Seat, Slot, Specialist,
    Symbol, Viewer, Weekday,
};
use crate::scoring::FinalScore;

/// What one player receives from a Performance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Payout {
    pub seat: Seat,
    /// Tricks of this player performed.
    pub tricks: Vec<TrickId>,
    pub fame: u32,
    pub coins: u32,
    pub shards: u32,
}

/// Wages at End Turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Wages {
    pub seat: Seat,
    pub due: u32,
    pub paid: u32,
    pub fame_lost: u32,
}

/// What one Trick in a Classroom (or, with `trick` null, a full Classroom's
/// Popular Class Bonus) pays its owner in the Classroom phase (004 "New
/// phase: Classroom" 2-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Lesson {
    pub seat: Seat,
    pub trick: Option<TrickId>,
    /// The Classroom's wing (an index into the Academy content's wings).
    pub wing: u8,
    pub gain: crate::cards::Yield,
}

/// A game event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    // --- Set-up ---
    MagicianChosen {
        seat: Seat,
        magician: MagicianId,
    },
    StartingTrickChosen {
        seat: Seat,
        trick: TrickId,
        symbol: Symbol,
    },
    StartingComponentsChosen {
        seat: Seat,
        components: ComponentSet,
    },
    SpecialistChosen {
        seat: Seat,
        specialist: Specialist,
        /// Manager: Components on the Multi slots.
        components: Option<ComponentSet>,
        /// Engineer: the Trick on the Engineer's slot.
        trick: Option<(TrickId, Symbol)>,
    },
    /// Set-up moves on to its next stage.
    SetupStage {
        stage: SetupStage,
    },
    /// Starting Initiative Order drawn at random, and the starting Coins by slot.
    StartingOrder {
        order: Vec<Seat>,
        coins: Vec<u32>,
    },

    // --- Turn structure ---
    TurnStarted {
        turn: u8,
    },
    DiceRolled {
        faces: [DieFace; 6],
    },
    InitiativeSet {
        order: Vec<Seat>,
    },
    /// The seat now deciding whether to Advertise.
    AdvertiseTurn {
        seat: Seat,
    },
    Advertised {
        seat: Seat,
        coins: u32,
        fame: u32,
    },
    AdvertiseDeclined {
        seat: Seat,
    },
    AssignmentStarted,
    /// A card went face down under a Character (`location` hidden from others).
    CardAssigned {
        seat: Seat,
        character: CharacterId,
        location: Option<Location>,
    },
    CardUnassigned {
        seat: Seat,
        character: CharacterId,
        location: Option<Location>,
    },
    AssignmentConfirmed {
        seat: Seat,
    },
    /// All Assignment cards turned face up.
    AssignmentsRevealed {
        cards: Vec<(Seat, CharacterId, Location)>,
    },
    /// The seat whose turn it is to place a Character.
    PlacementTurn {
        seat: Seat,
    },
    CharacterPlaced {
        seat: Seat,
        character: CharacterId,
        slot: Slot,
        ap: u8,
        enhanced: bool,
    },
    /// A Character with a card that could not be placed (no free slot) is Idle.
    CharacterIdle {
        seat: Seat,
        character: CharacterId,
        forced: bool,
    },
    ActionsEnded {
        seat: Seat,
        character: CharacterId,
        unspent: u8,
    },

    // --- Downtown ---
    TrickLearned {
        seat: Seat,
        trick: TrickId,
        symbol: Symbol,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    CharacterHired {
        seat: Seat,
        character: CharacterId,
        die: DieId,
        ap: u8,
    },
    CoinsTaken {
        seat: Seat,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    DieRerolled {
        seat: Seat,
        die: DieId,
        face: DieFace,
        ap: u8,
    },
    DieSet {
        seat: Seat,
        die: DieId,
        face: DieFace,
        ap: u8,
    },

    // --- Market Row ---
    ComponentsBought {
        seat: Seat,
        component: Component,
        count: u8,
        coins: u32,
        bargain: u8,
        ap: u8,
    },
    ComponentOrdered {
        seat: Seat,
        component: Component,
        slot: u8,
        ap: u8,
    },
    QuickOrdered {
        seat: Seat,
        component: Component,
        ap: u8,
    },

    // --- Workshop ---
    TrickPrepared {
        seat: Seat,
        trick: TrickId,
        markers: u8,
        ap: u8,
    },
    TrickMoved {
        seat: Seat,
        trick: TrickId,
        swapped: Option<TrickId>,
        ap: u8,
    },
    ComponentsMoved {
        seat: Seat,
        component: Component,
        slot: u8,
        swapped: Option<Component>,
        ap: u8,
    },
    ApprenticeMoved {
        seat: Seat,
        apprentice: CharacterId,
        ap: u8,
    },

    // --- Theater ---
    TrickSetUp {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        links: u8,
        link_value: u8,
        /// Players receiving a Shard for Links formed in Shard circles.
        shards: Vec<Seat>,
        ap: u8,
    },
    LinkBonusTaken {
        seat: Seat,
        reward: FameOrCoins,
        amount: u32,
    },
    MarkerRescheduled {
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        ap: u8,
    },

    // --- Any time ---
    TrickReturned {
        seat: Seat,
        trick: TrickId,
    },
    ComponentsReturned {
        seat: Seat,
        component: Component,
        count: u8,
    },

    // --- Performance ---
    PerformanceStarted,
    PerformerToChoose {
        day: Weekday,
        seat: Seat,
    },
    Performed {
        day: Weekday,
        seat: Seat,
        card: PerformanceId,
        links: u32,
        payouts: Vec<Payout>,
        /// The Performer's bonuses (Links, Specialists, card bonus).
        bonus: crate::cards::Yield,
    },
    PerformanceDeclined {
        day: Weekday,
        seat: Seat,
    },

    // --- End Turn ---
    WagesPaid {
        wages: Vec<Wages>,
    },
    CharactersReturned,
    OrdersArrived {
        buy: [Option<Component>; 4],
    },
    PerformanceCardsMoved {
        discarded: Option<PerformanceId>,
        drawn: Option<PerformanceId>,
    },
    PostersRemoved,
    /// Move Turn Counter: the turn is over.
    TurnEnded {
        turn: u8,
    },
    GameEnded {
        scores: Vec<FinalScore>,
        winner: Seat,
    },

    // --- Dark Alley ---
    /// A Special Assignment card went face down under a Character (`card` hidden
    /// from others).
    SpecialAssigned {
        seat: Seat,
        character: CharacterId,
        card: Option<SpecialId>,
    },
    SpecialUnassigned {
        seat: Seat,
        character: CharacterId,
        card: Option<SpecialId>,
    },
    /// The Special Assignment cards turned face up with the others.
    SpecialsRevealed {
        cards: Vec<(Seat, CharacterId, SpecialId)>,
    },
    /// A Character placed with a Special Assignment card (or, with `mimic`, the
    /// Great Optico's copy of one): its ability, or +1 AP when `forfeit`.
    SpecialPlaced {
        seat: Seat,
        character: CharacterId,
        card: SpecialId,
        forfeit: bool,
        mimic: bool,
    },
    /// A Special Assignment ability was spent on an Action.
    SpecialUsed {
        seat: Seat,
        card: SpecialId,
    },
    /// The Magician's once-per-turn ability is used.
    AbilityUsed {
        seat: Seat,
        magician: MagicianId,
    },
    /// Fame from a card or ability effect (The Gentleman, Prophecies, Special
    /// Assignment cards); `fame` may be negative.
    FameChanged {
        seat: Seat,
        fame: i32,
        why: FameReason,
    },
    /// Coins paid outside an Action's own price (P18's +2 slots, card effects);
    /// `to` receives them (A44 Business Share).
    CoinsPaid {
        seat: Seat,
        coins: u32,
        to: Option<Seat>,
    },
    /// Shards from a card or ability effect (P02, A17...).
    ShardsGained {
        seat: Seat,
        shards: u32,
    },
    /// Master of Chains may take a Breaking Free Reschedule now.
    BreakingFreeOffered {
        seat: Seat,
    },
    /// Links formed by Breaking Free, each paying `link_value`; Shards for Shard circles.
    BreakingFreeLinks {
        seat: Seat,
        links: u8,
        link_value: u8,
        shards: Vec<Seat>,
    },
    /// Breaking Free is over (taken or declined).
    BreakingFreeEnded {
        seat: Seat,
    },
    /// Yoruba Spiritmaster may choose the card `performer` performs.
    PossessionOffered {
        day: Weekday,
        performer: Seat,
        yoruba: Seat,
    },
    /// Yoruba declined; the Performer chooses.
    PossessionDeclined {
        day: Weekday,
        performer: Seat,
    },
    /// Yoruba paid a Shard and chose `card` for `performer`.
    Possessed {
        yoruba: Seat,
        performer: Seat,
        card: PerformanceId,
    },
    /// Coins from a card effect (A17, A21, A10...).
    CoinsGained {
        seat: Seat,
        coins: u32,
    },
    /// A29 Trick Overhaul: `old` goes back to the Residence; `new` takes its
    /// Symbol and the markers on its card (its markers in the Theater go home).
    TrickOverhauled {
        seat: Seat,
        old: TrickId,
        new: TrickId,
        die: DieId,
        coins: u32,
        ap: u8,
    },
    /// A27 Hypnotic Motivation: the hired Character joins at once.
    Hypnotized {
        seat: Seat,
        character: CharacterId,
    },
    /// A34 Interest: the Bank die rolled once more before going to X.
    InterestRolled {
        seat: Seat,
        face: DieFace,
        coins: u32,
    },
    /// A41 Logistics: the ordered Component joins the stock beside the Buy area.
    StockAdded {
        seat: Seat,
        component: Component,
        ap: u8,
    },
    /// A40 Shoplifting: a Buy slot's Component is taken and replaced.
    StockReplaced {
        slot: u8,
        component: Component,
    },
    /// A38 Barter with Power: a Shard goes back to the supply.
    ShardPaid {
        seat: Seat,
    },
    /// A06 Guest Performer: a marker lies on an unused area of a full card.
    GuestSetUp {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        ap: u8,
    },
    /// A10 Buying Time: two Performance cards change places.
    PerformanceCardsSwapped {
        a: PerformanceId,
        b: PerformanceId,
    },
    /// A14 Street Performance: a marker leaves its card for its Trick's yields.
    StreetPerformed {
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        trick: TrickId,
        fame: u32,
        coins: u32,
        shards: u32,
        ap: u8,
    },
    /// Components from a card effect (A42, A43...), free.
    ComponentsGained {
        seat: Seat,
        component: Component,
        count: u8,
    },
    /// A22 Enhance Trick: a Shard spent; the Trick yields +1 Fame and Coin.
    TrickEnhanced {
        seat: Seat,
        trick: TrickId,
    },
    /// A24 Hidden Talent chosen: at Return Characters `apprentice` becomes `specialist`.
    TalentSpotted {
        seat: Seat,
        apprentice: CharacterId,
        specialist: Specialist,
    },
    /// A24 Hidden Talent: the Apprentice goes back to the supply, the Specialist
    /// joins and its Wages are paid now.
    TalentHired {
        seat: Seat,
        apprentice: CharacterId,
        specialist: Specialist,
        paid: u32,
        fame_lost: u32,
    },
    /// A11 Durable Components: a performed marker goes back onto its Trick card.
    MarkerKept {
        seat: Seat,
        trick: TrickId,
    },
    /// Electra piled a second marker of `trick` on the slot just set up.
    MarkersPiled {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
    },
    /// P09: the player may place a second Character in this placement turn.
    SecondPlacement {
        seat: Seat,
    },
    SpecialDrawn {
        seat: Seat,
        deck: Location,
        card: SpecialId,
        ap: u8,
    },
    FortuneTold {
        seat: Seat,
        ap: u8,
    },
    FateWoven {
        seat: Seat,
        pending: u8,
        drawn: Option<ProphecyId>,
        ap: u8,
    },
    /// End Turn: used Special Assignment cards discarded, those under Idle
    /// Characters back to hand, each deck's top card to the bottom.
    SpecialsDiscarded {
        discarded: Vec<(Seat, SpecialId)>,
        /// `None` for cards another player may not see.
        returned: Vec<(Seat, Option<SpecialId>)>,
    },
    /// End Turn: the left Pending Prophecy becomes Active, `drawn` fills the right.
    PropheciesMoved {
        drawn: Option<ProphecyId>,
    },
    /// `seat` took back its last command, whose events were `undone`: the
    /// game is as it was before it.
    TakenBack {
        seat: Seat,
        undone: Vec<Event>,
    },

    // --- Magician Powers ---
    /// Set-up: a Power discarded face down (`power` hidden from others);
    /// `last` when the seat now keeps the Powers it plays with.
    PowerDiscarded {
        seat: Seat,
        power: Option<PowerId>,
        last: bool,
    },
    /// Start of Assignment: players may learn a Power, in Initiative Order.
    PowerLearningStarted,
    /// A Power learned onto a Power slot for `coins` (the missing Fame).
    PowerLearned {
        seat: Seat,
        power: PowerId,
        slot: u8,
        coins: u32,
    },
    /// No Power learned this turn.
    PowerPassed {
        seat: Seat,
    },
    /// A Power slot lost a Shard: its Power goes back to the hand (with the
    /// Coins lying on it, `coins_lost`, back to the supply).
    PowerReturned {
        seat: Seat,
        power: PowerId,
        slot: u8,
        coins_lost: u32,
    },
    /// What a Power gives.
    PowerYield {
        seat: Seat,
        power: PowerId,
        fame: u32,
        coins: u32,
        shards: u32,
    },
    /// Private Investments: Coins put on the card.
    PowerCoinsStored {
        seat: Seat,
        power: PowerId,
        coins: u32,
    },
    /// Private Investments: the Coins on the card taken with Take Coins.
    PowerCoinsTaken {
        seat: Seat,
        power: PowerId,
        coins: u32,
    },
    /// Ears among the Townsfolk: `seat` may rearrange its cards now.
    RearrangeOffered {
        seat: Seat,
    },
    /// Ears among the Townsfolk used: `change` made, or `declined` for its
    /// Coins. `hidden` when the cards lie face down (P20): others do not see
    /// the change.
    CardsRearranged {
        seat: Seat,
        change: Option<crate::command::Rearrangement>,
        declined: bool,
        coins: u32,
        hidden: bool,
    },
    // --- Academy ---
    /// 004 "End of turn": the Ruins on these wings go; unclaimed Secrets
    /// are discarded and the next two turned face up.
    AcademyTurnEnded {
        ruins: Vec<u8>,
    },
    /// 004 "Renovate": a wing renovated (Coins paid, Fame and Banners).
    WingRenovated {
        renovated: crate::academy::Renovated,
        ap: u8,
    },
    /// 004 "Practice" / "Teach": a Trick's Academy marker placed.
    AcademyMarkerPlaced {
        moved: crate::academy::Moved,
        trick: TrickId,
        teach: bool,
        ap: u8,
    },
    /// 004 "Learn Secret": a Secret onto the Protégé's extension.
    SecretLearned {
        learned: crate::academy::SecretLearned,
        ap: u8,
    },
    /// 004 "New phase: Classroom": after the Performances (turns 1-6);
    /// `chooser`, Professor Bernard's player, picks the Trick yielding in full.
    ClassroomStarted {
        chooser: Option<Seat>,
    },
    /// 004 "New phase: Classroom" 1-3: the taught Tricks' markers go back to
    /// their owners' supply (`returned`), and each lesson pays; `full` is
    /// Professor Bernard's Trick, yielding in full.
    ClassesHeld {
        returned: Vec<(Seat, TrickId)>,
        lessons: Vec<Lesson>,
        full: Option<(Seat, TrickId)>,
    },
    /// 004 "New character: Protegé": what a Secret the acting (or, for a
    /// BackstageBonus, the backstage) Character carries gives.
    SecretYield {
        seat: Seat,
        secret: u8,
        fame: u32,
        coins: u32,
        shards: u32,
    },
    /// 004 "New magicians", Anjali: `coins` (1, or 0 when the Coin moves)
    /// on `apprentice`, which carries the Protégé's `secret` this turn
    /// (`secret` hidden from others, as the view hides it while that
    /// Apprentice's Assignment card is face down).
    SecretLent {
        seat: Seat,
        apprentice: CharacterId,
        secret: Option<u8>,
        coins: u32,
    },
    /// Anjali's Coin after the Performances: `kept` when the Apprentice
    /// stayed Idle (back to the player), else discarded.
    LentSecretEnded {
        seat: Seat,
        apprentice: CharacterId,
        kept: bool,
    },
    /// Gambling: `paid` Coins, a Bank die rolled `face`, `won` Coins.
    Gambled {
        seat: Seat,
        power: PowerId,
        face: DieFace,
        paid: u32,
        won: u32,
    },

    // --- Dahlgaard's Heir ---
    /// What the Heir did that no player does (004 "Dahlgaard's Heir solo
    /// play"); its other steps are the players' events.
    Heir {
        act: crate::heir::play::HeirAct,
    },

    // --- Duel of Magicians ---
    /// The Turn Setup card covering slots this turn; `next` is turned up.
    TurnSetupPlaced {
        card: TurnSetupId,
        next: Option<TurnSetupId>,
        /// The game has the Dark Alley (its slots are covered too).
        dark_alley: bool,
    },
}

/// Why Fame changed outside the usual yields (for the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FameReason {
    Magician(MagicianId),
    Prophecy(ProphecyId),
    Special(SpecialId),
}

/// The set-up stages after choosing Magicians, for `Event::SetupStage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SetupStage {
    /// Each seat chooses its starting Trick.
    ChooseTricks,
    /// Each seat chooses its starting Components and Specialist.
    SetupBoards,
    /// Magician Powers: each seat discards Powers.
    DiscardPowers,
}

impl Event {
    /// What `viewer` may see of this event: hidden card locations are blanked.
    pub fn redact(&self, viewer: Viewer) -> Option<Event> {
        match self {
            Event::CardAssigned {
                seat, character, ..
            } if !viewer.is(*seat) => Some(Event::CardAssigned {
                seat: *seat,
                character: *character,
                location: None,
            }),
            Event::CardUnassigned {
                seat, character, ..
            } if !viewer.is(*seat) => Some(Event::CardUnassigned {
                seat: *seat,
                character: *character,
                location: None,
            }),
            Event::SpecialAssigned {
                seat, character, ..
            } if !viewer.is(*seat) => Some(Event::SpecialAssigned {
                seat: *seat,
                character: *character,
                card: None,
            }),
            Event::SpecialUnassigned {
                seat, character, ..
            } if !viewer.is(*seat) => Some(Event::SpecialUnassigned {
                seat: *seat,
                character: *character,
                card: None,
            }),
            Event::SpecialsDiscarded {
                discarded,
                returned,
            } => Some(Event::SpecialsDiscarded {
                discarded: discarded.clone(),
                // Cards going back to a hand are hidden again.
                returned: returned
                    .iter()
                    .map(|&(s, c)| (s, c.filter(|_| viewer.is(s))))
                    .collect(),
            }),
            Event::SecretLent {
                seat,
                apprentice,
                coins,
                ..
            } if !viewer.is(*seat) => Some(Event::SecretLent {
                seat: *seat,
                apprentice: *apprentice,
                secret: None,
                coins: *coins,
            }),
            Event::TakenBack { seat, undone } => Some(Event::TakenBack {
                seat: *seat,
                undone: undone.iter().filter_map(|e| e.redact(viewer)).collect(),
            }),
            Event::PowerDiscarded { seat, last, .. } if !viewer.is(*seat) => {
                Some(Event::PowerDiscarded {
                    seat: *seat,
                    power: None,
                    last: *last,
                })
            }
            Event::CardsRearranged {
                seat,
                declined,
                coins,
                hidden: true,
                ..
            } if !viewer.is(*seat) => Some(Event::CardsRearranged {
                seat: *seat,
                change: None,
                declined: *declined,
                coins: *coins,
                hidden: true,
            }),
            e => Some(e.clone()),
        }
    }

    /// One game-log line; `names[seat]` is the seat's display name. Names
    /// Academy things after the current content; a stored game's lines use
    /// [`Event::describe_in`] with the content it is played with.
    pub fn describe(&self, names: &[String]) -> String {
        crate::log::describe(self, names, crate::academy::academy())
    }

    /// One game-log line, naming Academy wings and Secrets after `academy`
    /// (`Game::academy_content`).
    pub fn describe_in(
        &self,
        names: &[String],
        academy: &crate::academy::AcademyContent,
    ) -> String {
        crate::log::describe(self, names, academy)
    }
}

/// The placement an Action event belongs to spends its `ap`; used by `apply`.
pub(crate) fn action_ap(e: &Event) -> Option<u8> {
    use Event::*;
    match e {
        TrickLearned { ap, .. }
        | CharacterHired { ap, .. }
        | CoinsTaken { ap, .. }
        | DieRerolled { ap, .. }
        | DieSet { ap, .. }
        | ComponentsBought { ap, .. }
        | ComponentOrdered { ap, .. }
        | QuickOrdered { ap, .. }
        | TrickPrepared { ap, .. }
        | TrickMoved { ap, .. }
        | ComponentsMoved { ap, .. }
        | ApprenticeMoved { ap, .. }
        | TrickSetUp { ap, .. }
        | MarkerRescheduled { ap, .. }
        | SpecialDrawn { ap, .. }
        | FortuneTold { ap, .. }
        | FateWoven { ap, .. }
        | TrickOverhauled { ap, .. }
        | StockAdded { ap, .. }
        | GuestSetUp { ap, .. }
        | StreetPerformed { ap, .. }
        | WingRenovated { ap, .. }
        | AcademyMarkerPlaced { ap, .. }
        | SecretLearned { ap, .. } => Some(*ap),
        _ => None,
    }
}
