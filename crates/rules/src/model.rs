//! Small vocabulary types shared by commands, events, state and views: seats,
//! Characters, Locations, slots, dice faces, Symbol Markers and Component sets.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's seat at the table, 0-based. Seat 0 chooses a Magician first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Player {}", self.0 + 1)
    }
}

/// Who a view or a log line is produced for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }

    pub fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// The three Specialists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Specialist {
    Engineer,
    Manager,
    Assistant,
}

impl Specialist {
    pub const ALL: [Specialist; 3] = [
        Specialist::Engineer,
        Specialist::Manager,
        Specialist::Assistant,
    ];

    pub fn character(self) -> CharacterId {
        match self {
            Specialist::Engineer => CharacterId::Engineer,
            Specialist::Manager => CharacterId::Manager,
            Specialist::Assistant => CharacterId::Assistant,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Specialist::Engineer => "Engineer",
            Specialist::Manager => "Manager",
            Specialist::Assistant => "Assistant",
        }
    }
}

/// Each player's Character disks: the base game's eight, and the Protégé
/// of Dahlgaard's Academy (004 "New character: Protegé"), last so that the
/// eight keep their indexes and orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CharacterId {
    Magician,
    Engineer,
    Manager,
    Assistant,
    Apprentice1,
    Apprentice2,
    Apprentice3,
    Apprentice4,
    Protege,
}

impl CharacterId {
    /// Every Character, the Protégé last. It stays in the supply (never
    /// hired, never placed) in games without the Academy.
    pub const ALL: [CharacterId; 9] = [
        CharacterId::Magician,
        CharacterId::Engineer,
        CharacterId::Manager,
        CharacterId::Assistant,
        CharacterId::Apprentice1,
        CharacterId::Apprentice2,
        CharacterId::Apprentice3,
        CharacterId::Apprentice4,
        CharacterId::Protege,
    ];
    /// The base game's eight Characters.
    pub const BASE: [CharacterId; 8] = [
        CharacterId::Magician,
        CharacterId::Engineer,
        CharacterId::Manager,
        CharacterId::Assistant,
        CharacterId::Apprentice1,
        CharacterId::Apprentice2,
        CharacterId::Apprentice3,
        CharacterId::Apprentice4,
    ];
    /// How many Characters there are (the length of `ALL`).
    pub const COUNT: usize = 9;
    pub const APPRENTICES: [CharacterId; 4] = [
        CharacterId::Apprentice1,
        CharacterId::Apprentice2,
        CharacterId::Apprentice3,
        CharacterId::Apprentice4,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn specialist(self) -> Option<Specialist> {
        match self {
            CharacterId::Engineer => Some(Specialist::Engineer),
            CharacterId::Manager => Some(Specialist::Manager),
            CharacterId::Assistant => Some(Specialist::Assistant),
            _ => None,
        }
    }

    pub fn is_apprentice(self) -> bool {
        CharacterId::APPRENTICES.contains(&self)
    }

    /// Base Action Points: Apprentice 1, Specialist 2, Magician 3; the
    /// Protégé 1 without Secrets (its Secrets raise it, `academy::protege_ap`).
    pub fn base_ap(self) -> i32 {
        match self {
            CharacterId::Magician => 3,
            CharacterId::Engineer | CharacterId::Manager | CharacterId::Assistant => 2,
            _ => 1,
        }
    }

    /// Coins owed at End Turn when the Character worked (rulebook "Pay Wages":
    /// 2 per Specialist, 1 per Apprentice, nothing for the Magician; the
    /// Protégé's comes from its Secrets, `academy::protege_wage`).
    pub fn wage(self) -> u32 {
        if self.specialist().is_some() {
            2
        } else if self.is_apprentice() {
            1
        } else {
            0
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CharacterId::Magician => "Magician",
            CharacterId::Engineer => "Engineer",
            CharacterId::Manager => "Manager",
            CharacterId::Assistant => "Assistant",
            CharacterId::Protege => "Protégé",
            _ => "Apprentice",
        }
    }
}

/// The four Trick categories. The declaration order is the clockwise order of the
/// category edges on every Trick Marker (escape, spiritual, mechanical, optical).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Escape,
    Spiritual,
    Mechanical,
    Optical,
}

impl Category {
    pub const ALL: [Category; 4] = [
        Category::Escape,
        Category::Spiritual,
        Category::Mechanical,
        Category::Optical,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Category::Escape => "Escape",
            Category::Spiritual => "Spiritual",
            Category::Mechanical => "Mechanical",
            Category::Optical => "Optical",
        }
    }
}

/// Component price tiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    Basic,
    Advanced,
    Superior,
}

/// The twelve Component types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Component {
    Wood,
    Metal,
    Glass,
    Fabric,
    Rope,
    Petroleum,
    Saw,
    Animal,
    Padlock,
    Mirror,
    Disguise,
    Cog,
}

impl Component {
    pub const ALL: [Component; 12] = [
        Component::Wood,
        Component::Metal,
        Component::Glass,
        Component::Fabric,
        Component::Rope,
        Component::Petroleum,
        Component::Saw,
        Component::Animal,
        Component::Padlock,
        Component::Mirror,
        Component::Disguise,
        Component::Cog,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn tier(self) -> Tier {
        match self.index() {
            0..=3 => Tier::Basic,
            4..=7 => Tier::Advanced,
            _ => Tier::Superior,
        }
    }

    /// Coin price at the Market Row (1/2/3 by tier).
    pub fn price(self) -> u32 {
        match self.tier() {
            Tier::Basic => 1,
            Tier::Advanced => 2,
            Tier::Superior => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Component::Wood => "Wood",
            Component::Metal => "Metal",
            Component::Glass => "Glass",
            Component::Fabric => "Fabric",
            Component::Rope => "Rope",
            Component::Petroleum => "Petroleum",
            Component::Saw => "Saw",
            Component::Animal => "Animal",
            Component::Padlock => "Padlock",
            Component::Mirror => "Mirror",
            Component::Disguise => "Disguise",
            Component::Cog => "Cog",
        }
    }
}

/// The Locations an Assignment card can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Location {
    Downtown,
    MarketRow,
    Workshop,
    Theater,
    DarkAlley,
    /// Dahlgaard's Academy (004 "New location: Academy"), last so that the
    /// others keep their indexes.
    Academy,
}

impl Location {
    /// Every Location; the Academy is last and only in Academy games.
    pub const ALL: [Location; 6] = [
        Location::Downtown,
        Location::MarketRow,
        Location::Workshop,
        Location::Theater,
        Location::DarkAlley,
        Location::Academy,
    ];
    /// How many Locations there are (the length of `ALL`).
    pub const COUNT: usize = 6;

    /// 004 "General rule changes" 3: the Locations that effects on "all of
    /// Downtown, Market Row and Dark Alley" reach (the Academy with them).
    pub fn is_main_board(self) -> bool {
        matches!(
            self,
            Location::Downtown | Location::MarketRow | Location::DarkAlley | Location::Academy
        )
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Location::Downtown => "Downtown",
            Location::MarketRow => "Market Row",
            Location::Workshop => "Workshop",
            Location::Theater => "Theater",
            Location::DarkAlley => "Dark Alley",
            Location::Academy => "Academy",
        }
    }
}

/// Permanent Assignment cards in hand, by `Location::index`. The sixth, the
/// Academy card, is left out of the JSON while none is in hand (always,
/// without the Academy), so other games serialize as with five Locations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Hand(
    /// Serialized as the counts by Location, the Academy's last when not 0.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub [u8; Location::COUNT],
);

impl std::ops::Deref for Hand {
    type Target = [u8; Location::COUNT];
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for Hand {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl Serialize for Hand {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let academy = Location::Academy.index();
        let len = if self.0[academy] == 0 {
            academy
        } else {
            Location::COUNT
        };
        s.collect_seq(&self.0[..len])
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<u8>::deserialize(d)?;
        if !(Location::Academy.index()..=Location::COUNT).contains(&items.len()) {
            return Err(serde::de::Error::invalid_length(
                items.len(),
                &"five or six Locations",
            ));
        }
        let mut out = [0; Location::COUNT];
        out[..items.len()].copy_from_slice(&items);
        Ok(Hand(out))
    }
}

/// The four Theater weekdays, in Performance order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Weekday {
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    pub const ALL: [Weekday; 4] = [
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Action Point modifier of the backstage slots: Thursday +1, Sunday -1.
    pub fn ap_modifier(self) -> i32 {
        match self {
            Weekday::Thursday => 1,
            Weekday::Sunday => -1,
            _ => 0,
        }
    }

    /// Fame and Coin modifier per performed Trick: Thursday -1, Sunday +1.
    pub fn yield_modifier(self) -> i32 {
        match self {
            Weekday::Thursday => -1,
            Weekday::Sunday => 1,
            _ => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Weekday::Thursday => "Thursday",
            Weekday::Friday => "Friday",
            Weekday::Saturday => "Saturday",
            Weekday::Sunday => "Sunday",
        }
    }
}

/// Action Point modifiers of the four slots at Downtown, Market Row and Dark Alley.
pub const MAIN_BOARD_SLOT_MODIFIERS: [i32; 4] = [2, 1, 1, 0];

/// A Character slot a Character can be placed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// Downtown slot 0..4 (modifiers +2, +1, +1, 0).
    Downtown(u8),
    /// Market Row slot 0..4 (modifiers +2, +1, +1, 0).
    MarketRow(u8),
    /// One of the two slots of the player's own Workshop.
    Workshop(u8),
    /// Dark Alley slot 0..4 (modifiers +2, +1, +1, 0).
    DarkAlley(u8),
    /// Academy slot 0..4 (modifiers +2, +1, +1, 0; 004 "New location: Academy").
    Academy(u8),
    /// One of the two backstage slots of a weekday.
    Backstage(Weekday, u8),
    /// The weekday's Performance slot (Magicians only).
    Performance(Weekday),
}

impl Slot {
    pub fn location(self) -> Location {
        match self {
            Slot::Downtown(_) => Location::Downtown,
            Slot::MarketRow(_) => Location::MarketRow,
            Slot::Workshop(_) => Location::Workshop,
            Slot::DarkAlley(_) => Location::DarkAlley,
            Slot::Academy(_) => Location::Academy,
            Slot::Backstage(..) | Slot::Performance(_) => Location::Theater,
        }
    }

    pub fn weekday(self) -> Option<Weekday> {
        match self {
            Slot::Backstage(d, _) | Slot::Performance(d) => Some(d),
            _ => None,
        }
    }

    /// The printed Action Point modifier of the slot.
    pub fn ap_modifier(self) -> i32 {
        match self {
            Slot::Downtown(i) | Slot::MarketRow(i) | Slot::DarkAlley(i) | Slot::Academy(i) => {
                MAIN_BOARD_SLOT_MODIFIERS[i as usize]
            }
            Slot::Workshop(_) => 0,
            Slot::Backstage(d, _) => d.ap_modifier(),
            Slot::Performance(_) => 0,
        }
    }

    pub fn describe(self) -> String {
        match self {
            Slot::Downtown(i) | Slot::MarketRow(i) | Slot::DarkAlley(i) | Slot::Academy(i) => {
                let m = self.ap_modifier();
                format!(
                    "{} ({}{} slot {})",
                    self.location().name(),
                    sign(m),
                    m.abs(),
                    i + 1
                )
            }
            Slot::Workshop(i) => format!("Workshop (slot {})", i + 1),
            Slot::Backstage(d, _) => format!("Theater ({} backstage)", d.name()),
            Slot::Performance(d) => format!("Theater ({} Performance slot)", d.name()),
        }
    }
}

fn sign(m: i32) -> &'static str {
    if m < 0 {
        "-"
    } else {
        "+"
    }
}

/// One of the six Downtown dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DieId {
    Residence1,
    Residence2,
    InnSpecialist,
    InnApprentice,
    Bank1,
    Bank2,
}

impl DieId {
    pub const ALL: [DieId; 6] = [
        DieId::Residence1,
        DieId::Residence2,
        DieId::InnSpecialist,
        DieId::InnApprentice,
        DieId::Bank1,
        DieId::Bank2,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The six printed faces of the die.
    pub fn faces(self) -> [DieFace; 6] {
        use DieFace::*;
        match self {
            DieId::Residence1 | DieId::Residence2 => [
                Trick(Category::Escape),
                Trick(Category::Mechanical),
                Trick(Category::Optical),
                Trick(Category::Spiritual),
                AnyTrick,
                X,
            ],
            DieId::InnSpecialist => [
                X,
                X,
                X,
                Hire(Specialist::Assistant),
                Hire(Specialist::Manager),
                Hire(Specialist::Engineer),
            ],
            DieId::InnApprentice => [
                HireApprentice,
                HireApprentice,
                HireApprentice,
                HireApprentice,
                HireApprentice,
                X,
            ],
            DieId::Bank1 | DieId::Bank2 => [Coins(3), Coins(4), Coins(4), Coins(5), Coins(6), X],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DieId::Residence1 => "Residence die 1",
            DieId::Residence2 => "Residence die 2",
            DieId::InnSpecialist => "Inn Specialist die",
            DieId::InnApprentice => "Inn Apprentice die",
            DieId::Bank1 => "Bank die 1",
            DieId::Bank2 => "Bank die 2",
        }
    }
}

/// What a Downtown die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DieFace {
    /// A Residence die showing a Trick category.
    Trick(Category),
    /// A Residence die's '?': any category.
    AnyTrick,
    Hire(Specialist),
    HireApprentice,
    Coins(u32),
    /// No action from this die this turn.
    X,
}

impl DieFace {
    pub fn describe(self) -> String {
        match self {
            DieFace::Trick(c) => c.name().to_string(),
            DieFace::AnyTrick => "?".into(),
            DieFace::Hire(s) => s.name().into(),
            DieFace::HireApprentice => "Apprentice".into(),
            DieFace::Coins(n) => format!("{n} Coins"),
            DieFace::X => "X".into(),
        }
    }
}

/// One of a player's four Symbol Marker sets; each owned Trick carries one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Symbol {
    Spade,
    Heart,
    Club,
    Diamond,
}

impl Symbol {
    pub const ALL: [Symbol; 4] = [Symbol::Spade, Symbol::Heart, Symbol::Club, Symbol::Diamond];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Fame or Coins: the choice for each Link Bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FameOrCoins {
    Fame,
    Coins,
}

/// A multiset of Components, e.g. a starting choice worth 2 Coins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ComponentSet(
    /// Serialized as a map from Component name to count.
    #[cfg_attr(
        feature = "ts",
        ts(
            type = "Partial<Record<\"wood\" | \"metal\" | \"glass\" | \"fabric\" | \"rope\" | \"petroleum\" | \"saw\" | \"animal\" | \"padlock\" | \"mirror\" | \"disguise\" | \"cog\", number>>"
        )
    )]
    pub [u8; 12],
);

impl ComponentSet {
    pub fn of(items: &[(Component, u8)]) -> ComponentSet {
        let mut s = ComponentSet::default();
        for &(c, n) in items {
            s.0[c.index()] += n;
        }
        s
    }

    pub fn get(&self, c: Component) -> u8 {
        self.0[c.index()]
    }

    pub fn iter(&self) -> impl Iterator<Item = (Component, u8)> + '_ {
        Component::ALL
            .iter()
            .map(|&c| (c, self.0[c.index()]))
            .filter(|&(_, n)| n > 0)
    }

    pub fn value(&self) -> u32 {
        self.iter().map(|(c, n)| c.price() * n as u32).sum()
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// Every set worth exactly `value` Coins with at most `max_pieces` pieces
    /// (set-up choices: 2 Basic, or 1 Advanced).
    pub fn all_worth(value: u32) -> Vec<ComponentSet> {
        let mut out = Vec::new();
        fn rec(start: usize, left: u32, cur: &mut ComponentSet, out: &mut Vec<ComponentSet>) {
            if left == 0 {
                out.push(*cur);
                return;
            }
            for i in start..12 {
                let p = Component::ALL[i].price();
                if p <= left {
                    cur.0[i] += 1;
                    rec(i, left - p, cur, out);
                    cur.0[i] -= 1;
                }
            }
        }
        rec(0, value, &mut ComponentSet::default(), &mut out);
        out
    }

    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .iter()
            .map(|(c, n)| format!("{n} {}", c.name()))
            .collect();
        if parts.is_empty() {
            "nothing".into()
        } else {
            parts.join(", ")
        }
    }
}

impl Serialize for ComponentSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        for (c, n) in self.iter() {
            m.serialize_entry(&c, &n)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for ComponentSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let m = std::collections::BTreeMap::<Component, u8>::deserialize(d)?;
        let mut s = ComponentSet::default();
        for (c, n) in m {
            s.0[c.index()] = n;
        }
        Ok(s)
    }
}
