//! Printed card facts: Tricks, Performance cards, Magicians, Special
//! Assignment cards and Prophecies (with the Academy's Magicians and
//! Prophecies), their types and typed effects. The cards themselves are data
//! (`crates/rules/data/cards.json`, built into static arrays: `printed`).
//! Pure data below the rules: it uses only the vocabulary of `model`; the
//! Performance cards of content files are looked up in `content`.

mod effects;
mod printed;

use serde::{Deserialize, Serialize};

use crate::words::Msg;

pub use crate::model::{Category, Component, Tier};
pub use effects::*;
pub use printed::{
    ACADEMY_MAGICIANS, ACADEMY_PROPHECIES, MAGICIANS, PERFORMANCES, PROPHECIES,
    SPECIAL_ASSIGNMENTS, TRICKS,
};

/// Fame, Coins and Shards, as printed on Trick yields and Performance bonuses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Yield {
    pub fame: u32,
    pub coins: u32,
    pub shards: u32,
}

/// Game-end condition printed on a Fame-Threshold-36 Trick (Dark Alley).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameEndBonus {
    AllThreeSpecialists { fame: u32 },
    PerAdvancedComponent { fame: u32 },
    FourTricks { fame: u32 },
    HasManager { fame: u32 },
    PerSuperiorComponent { fame: u32 },
    PerApprentice { fame: u32 },
    PerBasicComponent { fame: u32 },
    PerThreeCoins { fame: u32 },
    HasEngineer { fame: u32 },
    HasAssistant { fame: u32 },
    PerThreshold1Trick { fame: u32 },
    PerThreshold36Trick { fame: u32 },
    PerMarkerOnTrickCards { fame: u32 },
    PerShard { fame: u32 },
    PerThreshold16Trick { fame: u32 },
    PerUnusedSpecialAssignment { fame: u32 },
}

impl GameEndBonus {
    /// The condition as a catalog message (`game-end-...`), with its `$fame`.
    pub fn words(self) -> Msg {
        use GameEndBonus::*;
        let (id, fame) = match self {
            AllThreeSpecialists { fame } => ("game-end-all-three-specialists", fame),
            PerAdvancedComponent { fame } => ("game-end-per-advanced-component", fame),
            FourTricks { fame } => ("game-end-four-tricks", fame),
            HasManager { fame } => ("game-end-has-manager", fame),
            PerSuperiorComponent { fame } => ("game-end-per-superior-component", fame),
            PerApprentice { fame } => ("game-end-per-apprentice", fame),
            PerBasicComponent { fame } => ("game-end-per-basic-component", fame),
            PerThreeCoins { fame } => ("game-end-per-three-coins", fame),
            HasEngineer { fame } => ("game-end-has-engineer", fame),
            HasAssistant { fame } => ("game-end-has-assistant", fame),
            PerThreshold1Trick { fame } => ("game-end-per-threshold-1-trick", fame),
            PerThreshold36Trick { fame } => ("game-end-per-threshold-36-trick", fame),
            PerMarkerOnTrickCards { fame } => ("game-end-per-marker-on-trick-cards", fame),
            PerShard { fame } => ("game-end-per-shard", fame),
            PerThreshold16Trick { fame } => ("game-end-per-threshold-16-trick", fame),
            PerUnusedSpecialAssignment { fame } => ("game-end-per-unused-special-assignment", fame),
        };
        Msg::new(id).num("fame", fame)
    }
}

/// One printed Trick card.
#[derive(Debug, Serialize)]
pub struct TrickCard {
    pub name: &'static str,
    pub category: Category,
    /// Fame Threshold: 1, 16 or 36.
    pub threshold: u32,
    pub components: &'static [(Component, u8)],
    /// Action Points the Prepare action costs.
    pub prepare_ap: u8,
    /// Trick Markers a Prepare places (overlapping squares).
    pub markers: u8,
    pub yields: Yield,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_end: Option<GameEndBonus>,
}

/// Index into [`TRICKS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrickId(pub u8);

impl TrickId {
    pub fn card(self) -> &'static TrickCard {
        &TRICKS[self.0 as usize]
    }

    pub fn all() -> impl Iterator<Item = TrickId> {
        (0..TRICKS.len() as u8).map(TrickId)
    }

    /// Finds a Trick by its printed name.
    pub fn by_name(name: &str) -> Option<TrickId> {
        TRICKS
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))
            .map(|i| TrickId(i as u8))
    }

    /// The Link Bonus the Trick's creator gets per Link: 1/2/3 by Fame Threshold.
    pub fn link_bonus(self) -> u32 {
        match self.card().threshold {
            1 => 1,
            16 => 2,
            _ => 3,
        }
    }
}

/// A direction on a Performance card (y grows downward).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    /// Clockwise order, starting at the top.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn opposite(self) -> Dir {
        Dir::ALL[(self.index() + 2) % 4]
    }

    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::Up => (0, -1),
            Dir::Right => (1, 0),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
        }
    }
}

/// A Link circle on one edge of a Performance card slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LinkCircle {
    pub dir: Dir,
    /// A Shard circle: a Link formed here gives each linked player a Shard.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub shard: bool,
}

/// One Trick Marker slot on a Performance card.
#[derive(Debug, Serialize)]
pub struct PerformanceSlot {
    pub x: i8,
    pub y: i8,
    pub links: &'static [LinkCircle],
}

/// The three theaters the Performance cards belong to, in order of prestige.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TheaterTier {
    Riverside,
    GrandMagorian,
    MagnusPantheon,
}

/// One printed Performance card.
#[derive(Debug, Serialize)]
pub struct PerformanceCard {
    pub tier: TheaterTier,
    pub slots: &'static [PerformanceSlot],
    /// The Performer's card bonus (bottom box).
    pub bonus: Yield,
    /// Neutral gray Trick Markers printed on the card (Duel of Magicians
    /// cards; none on the base game's cards). They take their slots, and
    /// players may Link with them.
    #[serde(skip_serializing_if = "<[GrayMarker]>::is_empty")]
    pub gray: &'static [GrayMarker],
}

/// The category printed on the edge of a Trick Marker that faces `dir`, for a
/// marker of `category` turned so that that category's edge faces `facing`.
/// Edges run clockwise escape, spiritual, mechanical, optical.
pub fn marker_edge(category: Category, facing: Dir, dir: Dir) -> Category {
    let turn = (dir.index() + 4 - facing.index()) % 4;
    Category::ALL[(category.index() + turn) % 4]
}

/// A neutral gray Trick Marker printed on a Performance card slot: no player's,
/// it yields nothing, but its edges form Links like a player's marker
/// (Duel of Magicians "Trick Links"; the Academy's Solo Performance cards
/// work the same way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct GrayMarker {
    /// The slot it lies on (index into the card's slots).
    pub slot: u8,
    /// The category whose edge faces `facing`.
    pub category: Category,
    pub facing: Dir,
}

impl GrayMarker {
    /// The category printed on the edge that faces `dir`.
    pub fn edge(&self, dir: Dir) -> Category {
        marker_edge(self.category, self.facing, dir)
    }
}

impl PerformanceCard {
    /// The slot on the other side of `slot`'s Link circle in direction `dir`.
    pub fn neighbour(&self, slot: usize, dir: Dir) -> Option<usize> {
        let s = &self.slots[slot];
        let (dx, dy) = dir.delta();
        let (nx, ny) = (s.x + dx, s.y + dy);
        self.slots.iter().position(|o| o.x == nx && o.y == ny)
    }
}

/// Index into [`PERFORMANCES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PerformanceId(pub u8);

impl PerformanceId {
    /// The base game's and the Dark Alley's 28 cards.
    pub fn all() -> impl Iterator<Item = PerformanceId> {
        (0..PERFORMANCES.len() as u8).map(PerformanceId)
    }

    /// Whether this is a Duel of Magicians card (or one of the Heir's Solo
    /// Performance cards, numbered after them): not one of the printed 28.
    pub fn is_duel(self) -> bool {
        self.0 as usize >= PERFORMANCES.len()
    }
}

/// One Magician card.
#[derive(Debug, Serialize)]
pub struct MagicianCard {
    pub name: &'static str,
    pub favorite: Category,
    /// Name of the Dark Alley ability (black-cat side).
    pub ability: &'static str,
    /// What the ability does, in short.
    pub ability_text: &'static str,
    /// The ability the rules match on.
    pub effect: MagicianAbility,
}

/// Index into [`MAGICIANS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MagicianId(pub u8);

impl MagicianId {
    pub const MASTER_OF_CHAINS: MagicianId = MagicianId(0);
    pub const GREAT_OPTICO: MagicianId = MagicianId(1);
    pub const PRIESTESS: MagicianId = MagicianId(2);
    pub const MECHANIKER: MagicianId = MagicianId(3);
    pub const RED_LOTUS: MagicianId = MagicianId(4);
    pub const GENTLEMAN: MagicianId = MagicianId(5);
    pub const YORUBA: MagicianId = MagicianId(6);
    pub const ELECTRA: MagicianId = MagicianId(7);
    // Dahlgaard's Academy (004 "New magicians"), after the printed eight.
    pub const PROFESSOR_BERNARD: MagicianId = MagicianId(8);
    pub const GEERT_VAN_AUGUSTIN: MagicianId = MagicianId(9);
    pub const LUMENIA: MagicianId = MagicianId(10);
    pub const ANJALI: MagicianId = MagicianId(11);

    pub fn card(self) -> &'static MagicianCard {
        let i = self.0 as usize;
        match MAGICIANS.get(i) {
            Some(card) => card,
            None => &ACADEMY_MAGICIANS[i - MAGICIANS.len()],
        }
    }

    /// Dahlgaard's Academy's four Magicians (in the choice of Academy games only).
    pub fn academy() -> impl Iterator<Item = MagicianId> {
        let n = ACADEMY_MAGICIANS.len();
        (MAGICIANS.len()..MAGICIANS.len() + n).map(|i| MagicianId(i as u8))
    }

    /// Whether this is one of Dahlgaard's Academy's Magicians.
    pub fn is_academy(self) -> bool {
        self.0 as usize >= MAGICIANS.len()
    }

    /// Whether the id names a Magician at all.
    pub fn exists(self) -> bool {
        (self.0 as usize) < MAGICIANS.len() + ACADEMY_MAGICIANS.len()
    }

    /// The Magician's Dark Alley ability.
    pub fn ability(self) -> MagicianAbility {
        self.card().effect
    }

    /// The eight printed Magicians (without the Academy's).
    pub fn all() -> impl Iterator<Item = MagicianId> {
        (0..MAGICIANS.len() as u8).map(MagicianId)
    }
}

/// The Action a Special Assignment card enhances (its framed picture).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Enhances {
    SetUpTrick,
    Perform,
    Reschedule,
    Prepare,
    HireCharacter,
    LearnTrick,
    TakeCoins,
    Buy,
    Order,
    QuickOrder,
    /// '?': any one Action at the card's Location.
    Any,
}

/// One printed Special Assignment card (Dark Alley).
#[derive(Debug, Serialize)]
pub struct SpecialAssignmentCard {
    /// Printed number, "A06".."A45".
    pub code: &'static str,
    pub name: &'static str,
    pub location: crate::model::Location,
    /// What the card does; the rules match on it, never on the name.
    pub effect: SpecialEffect,
    pub text: &'static str,
}

impl SpecialAssignmentCard {
    /// The Action the card enhances (its framed picture).
    pub fn enhances(&self) -> Enhances {
        self.effect.enhances()
    }
}

/// Index into [`SPECIAL_ASSIGNMENTS`] (A06 is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SpecialId(pub u8);

impl SpecialId {
    pub fn card(self) -> &'static SpecialAssignmentCard {
        &SPECIAL_ASSIGNMENTS[self.0 as usize]
    }

    /// What the card does.
    pub fn effect(self) -> SpecialEffect {
        self.card().effect
    }

    /// The card with this effect (each is printed once).
    pub fn of(effect: SpecialEffect) -> SpecialId {
        SpecialId::all()
            .find(|s| s.effect() == effect)
            .expect("every effect is printed once")
    }

    pub fn all() -> impl Iterator<Item = SpecialId> {
        (0..SPECIAL_ASSIGNMENTS.len() as u8).map(SpecialId)
    }

    /// Finds a card by its printed code ("A16") or name.
    pub fn by_name(name: &str) -> Option<SpecialId> {
        SPECIAL_ASSIGNMENTS
            .iter()
            .position(|c| c.code.eq_ignore_ascii_case(name) || c.name.eq_ignore_ascii_case(name))
            .map(|i| SpecialId(i as u8))
    }
}

/// What a Prophecy changes while it is Active.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ProphecyKind {
    BaseApOne,
    ExtraShard,
    FameOnShards,
    BuyFromOrderArea,
    CheapFurtherDraws,
    DoublePerformerBonus,
    DoubleBank,
    StrongEnhance,
    PlaceTwo,
    FameOnEscapeSetup,
    FridayPenalty,
    CheapLearn,
    FameOnMechanicalSetup,
    CoinsAsFame,
    AdvertisedApprentices,
    NoDayModifiers,
    FameOnOpticalSetup,
    PaidTopSlots,
    PerformerModifierForAll,
    HiddenAssignments,
    FlatComponentPrice,
    SaturdayBonus,
    FameOnSpiritualSetup,
    CheapTakeCoins,
    CheapHire,
    EnhanceInTheater,
    LowestSlotFirst,
    /// Dahlgaard's Academy (004 "New prophecies"): Renovating scores 2/4/6
    /// more Fame by level.
    RenovationFame,
    /// A Trick placed in a Classroom yields its Classroom yield at once.
    ClassYieldAtOnce,
    /// A Trick placed in a Practice Room gives 2/4/6 Coins by Fame Threshold.
    PracticeCoins,
}

/// One printed Prophecy card.
#[derive(Debug, Serialize)]
pub struct ProphecyCard {
    /// Printed number, "P01".."P27" (the Academy's: "PA1".."PA3").
    pub code: &'static str,
    pub kind: ProphecyKind,
    pub text: &'static str,
}

/// Index into [`PROPHECIES`] (P01 is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ProphecyId(pub u8);

impl ProphecyId {
    pub fn card(self) -> &'static ProphecyCard {
        let i = self.0 as usize;
        match PROPHECIES.get(i) {
            Some(card) => card,
            None => &ACADEMY_PROPHECIES[i - PROPHECIES.len()],
        }
    }

    /// Dahlgaard's Academy's three Prophecies (in the pile of Academy games only).
    pub fn academy() -> impl Iterator<Item = ProphecyId> {
        let n = ACADEMY_PROPHECIES.len();
        (PROPHECIES.len()..PROPHECIES.len() + n).map(|i| ProphecyId(i as u8))
    }

    pub fn kind(self) -> ProphecyKind {
        self.card().kind
    }

    /// The 27 printed Prophecies (without the Academy's).
    pub fn all() -> impl Iterator<Item = ProphecyId> {
        (0..PROPHECIES.len() as u8).map(ProphecyId)
    }

    pub fn of(kind: ProphecyKind) -> ProphecyId {
        ProphecyId::all()
            .chain(ProphecyId::academy())
            .find(|p| p.kind() == kind)
            .expect("every kind is printed once")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rulebook "Components" (C-001): 12 Tricks per category, 4 per Fame Threshold.
    #[test]
    fn c001_trick_deck_composition() {
        for cat in Category::ALL {
            for ft in [1, 16, 36] {
                let n = TRICKS
                    .iter()
                    .filter(|t| t.category == cat && t.threshold == ft)
                    .count();
                assert_eq!(n, 4, "{cat:?} FT {ft}");
            }
        }
        assert!(TRICKS
            .iter()
            .all(|t| (t.threshold == 36) == t.game_end.is_some()));
    }

    /// Every printed game-end condition (each kind is printed once) words in
    /// English without a missing message or variable.
    #[test]
    fn game_end_conditions_word_in_english() {
        let en = crate::words::Catalog::new("en").expect("English");
        let mut ids = std::collections::HashSet::new();
        for bonus in TRICKS.iter().filter_map(|t| t.game_end) {
            let msg = bonus.words();
            let (text, problems) = en.word(&msg);
            assert!(problems.is_empty(), "{msg:?}: {problems:?}");
            assert!(!text.contains("game-end-"), "{text}");
            ids.insert(msg.id);
        }
        assert_eq!(ids.len(), 16);
        assert_eq!(
            GameEndBonus::PerThreshold36Trick { fame: 3 }
                .words()
                .english(),
            "3 Fame per Fame-Threshold-36 Trick, this one included"
        );
    }

    /// Every Link circle joins two slots and is printed on both of them.
    #[test]
    fn link_circles_are_symmetric() {
        for (i, card) in PERFORMANCES.iter().enumerate() {
            for (s, slot) in card.slots.iter().enumerate() {
                for l in slot.links {
                    let n = card
                        .neighbour(s, l.dir)
                        .unwrap_or_else(|| panic!("card {i} slot {s} {:?}", l.dir));
                    let back = card.slots[n]
                        .links
                        .iter()
                        .find(|o| o.dir == l.dir.opposite())
                        .expect("circle on both slots");
                    assert_eq!(back.shard, l.shard);
                }
            }
        }
    }

    /// C-002: Basic 1, Advanced 2, Superior 3 Coins; Rope is Advanced, Mirror Superior.
    #[test]
    fn c002_component_prices() {
        assert_eq!(Component::Wood.price(), 1);
        assert_eq!(Component::Rope.price(), 2);
        assert_eq!(Component::Mirror.price(), 3);
        assert_eq!(Component::ALL.iter().filter(|c| c.price() == 1).count(), 4);
    }

    /// C-115: 10 Special Assignment cards per Location (not the Dark Alley).
    #[test]
    fn c115_ten_special_assignments_per_location() {
        use crate::model::Location;
        for loc in [
            Location::Downtown,
            Location::MarketRow,
            Location::Workshop,
            Location::Theater,
        ] {
            assert_eq!(
                SPECIAL_ASSIGNMENTS
                    .iter()
                    .filter(|c| c.location == loc)
                    .count(),
                10
            );
        }
        assert_eq!(PROPHECIES.len(), 27);
    }

    /// Effects are typed and carried by the card data: each Special Assignment
    /// effect is printed on exactly one card, each ability on one Magician.
    #[test]
    fn every_effect_is_printed_once() {
        for (i, c) in SPECIAL_ASSIGNMENTS.iter().enumerate() {
            let same = SPECIAL_ASSIGNMENTS
                .iter()
                .filter(|o| o.effect == c.effect)
                .count();
            assert_eq!(same, 1, "{}", c.code);
            assert_eq!(SpecialId::of(c.effect), SpecialId(i as u8));
        }
        for m in MAGICIANS.iter() {
            assert_eq!(MAGICIANS.iter().filter(|o| o.effect == m.effect).count(), 1);
        }
    }

    /// Two Magicians per Favorite category.
    #[test]
    fn two_magicians_per_category() {
        for cat in Category::ALL {
            assert_eq!(MAGICIANS.iter().filter(|m| m.favorite == cat).count(), 2);
        }
    }

    /// 004 "New magicians": four, one per Favorite Trick category, each
    /// with its own ability, numbered after the printed eight.
    #[test]
    fn new_magicians_one_per_category() {
        let mut cats: Vec<Category> = ACADEMY_MAGICIANS.iter().map(|m| m.favorite).collect();
        cats.sort_by_key(|c| format!("{c:?}"));
        cats.dedup();
        assert_eq!(cats.len(), 4);
        for m in &ACADEMY_MAGICIANS {
            assert!(MagicianId::all().all(|id| id.card().name != m.name));
            assert!(MagicianId::all().all(|id| id.ability() != m.effect));
        }
        let ids: Vec<MagicianId> = MagicianId::academy().collect();
        assert_eq!(ids.len(), 4);
        assert!(ids.iter().all(|id| id.0 >= 8 && id.is_academy()));
        assert_eq!(
            MagicianId::PROFESSOR_BERNARD.card().name,
            "Professor Bernard"
        );
        assert_eq!(MagicianId::ANJALI.ability(), MagicianAbility::LentSecret);
    }

    /// 004 "New prophecies": three, distinct, numbered after the printed 27.
    #[test]
    fn new_prophecies() {
        let ids: Vec<ProphecyId> = ProphecyId::academy().collect();
        assert_eq!(ids.len(), 3);
        for (id, card) in ids.iter().zip(&ACADEMY_PROPHECIES) {
            assert_eq!(id.card().code, card.code);
            assert_eq!(ProphecyId::of(card.kind), *id);
            assert!(ProphecyId::all().all(|p| p.kind() != card.kind));
        }
        assert_eq!(ProphecyId::all().count(), 27);
    }
}
