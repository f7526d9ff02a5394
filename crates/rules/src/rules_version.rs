//! Rules versions: which rules a game is played under.
//!
//! A game is its config (with the seed) plus its commands, replayed through
//! this crate. A change that alters the outcome of any existing command
//! sequence (a command accepted or refused differently, different events, a
//! different score) raises [`RULES_VERSION`] and lands behind a [`Change`]:
//! the code asks `game.follows(Change::X)`, so a game created under an older
//! version keeps the behaviour it was played with and replays exactly.
//! The policy (what raises the version, how long the behaviour of old versions is kept) is in
//! `docs/RULES_VERSIONS.md`.

/// The rules version new games are created under. Games record the version
/// they were created with in [`crate::GameConfig::rules_version`].
pub const RULES_VERSION: u32 = 3;

/// The oldest rules version this crate still plays. Raised only when old
/// behaviours are retired (see `docs/RULES_VERSIONS.md`).
pub const OLDEST_RULES_VERSION: u32 = 1;

/// A behaviour change, each introduced by one rules version. Games of an
/// older version keep the old behaviour.
/// Each variant names the rulebook rule or ruling it brings; the list of
/// versions is in `docs/RULES_VERSIONS.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    /// v2: "Two Trick Markers of the same color AND the same
    /// symbol cannot be in the same Performance" also binds A06 Guest
    /// Performer's marker and every placement onto a card holding a guest.
    OneMarkerPerTrickCountsGuests,
    /// v2: A37 Smuggled Goods cannot pay more Fame than the
    /// player has.
    NoFameDebt,
    /// v2 (ruling 10.3a): with P21 (every Component costs 2) a Quick-Ordered
    /// Component still costs its 1 additional Coin: 3.
    QuickOrderSurchargeWithFlatPrice,
    /// v2 (ruling 10.3b): P27 (lowest slot first) orders backstage slots
    /// among themselves; Performance slots have no Action Point modifier, so
    /// a Magician may take any free Performance slot.
    LowestSlotKeepsPerformanceSlotsApart,
    /// v2 (ruling 10.3c): Yoruba Spiritmaster's Soul Possession chooses only
    /// the card; the performing player then Performs it with their own
    /// options (Trick Steal, Grand Premiere, Durable Components).
    PossessedPerformerKeepsOptions,
    /// v3: 004 "Theater": when the Heir places two different Trick markers
    /// on one Performance card, it places them in the order that gives the
    /// highest Link bonus (not always in yield order).
    HeirLinkOrder,
    /// v3: 004 "Theater" note: a non-Magician the Heir would send to the
    /// Theater with nothing to set up has its assignment ignored (it stays
    /// Idle) and another Character is sent at once; it is not sent later,
    /// after the Magician, whom "Place character phase" 3b places last.
    HeirIgnoresIdleTheaterCharacter,
}

impl Change {
    /// The first rules version with this change.
    pub(crate) fn since(self) -> u32 {
        match self {
            Change::OneMarkerPerTrickCountsGuests
            | Change::NoFameDebt
            | Change::QuickOrderSurchargeWithFlatPrice
            | Change::LowestSlotKeepsPerformanceSlotsApart
            | Change::PossessedPerformerKeepsOptions => 2,
            Change::HeirLinkOrder | Change::HeirIgnoresIdleTheaterCharacter => 3,
        }
    }
}
