//! The Academy's provisional content (`content/academy.json`): the board's
//! wings with their renovation costs and Fame, the Classroom and Practice Room
//! tiles, the Protégé board extension and the 16 Secret tiles. 004 states the
//! counts, levels and kinds; the faces are not published, so the project
//! designed them (`docs/CONTENT.md`). Parsed and checked at first use, like
//! the Powers and Duel files.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::{check_header, ContentStamp};
use crate::cards::Yield;
use crate::model::Location;

/// A slot of the tile on a wing: the wing's index in the content and 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Spot {
    pub wing: u8,
    pub slot: u8,
}

/// The Academy content file.
pub const ACADEMY_JSON: &str = include_str!("../../content/academy.json");

/// 004 "New character: Protegé": space for 3 Secrets.
pub const PROTEGE_SECRETS: usize = 3;

/// The letter printed on a wing of the Academy board; Ruins cover A, B and E
/// at set-up (004 "Setup" 2).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Letter {
    A,
    B,
    C,
    D,
    E,
}

impl Letter {
    pub const ALL: [Letter; 5] = [Letter::A, Letter::B, Letter::C, Letter::D, Letter::E];
}

/// What a renovated wing holds.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Room {
    Classroom,
    PracticeRoom,
}

/// One level printed on a wing: its price and the Fame it scores.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Renovation {
    /// 1, 2 or 3 (Fame Threshold 1, 16, 36).
    pub level: u8,
    pub coins: u32,
    pub fame: u32,
    pub provisional: bool,
}

/// A run-down wing of the Academy board.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wing {
    pub letter: Letter,
    pub room: Room,
    /// Levels 1, 2 and 3 in that order.
    pub renovations: Vec<Renovation>,
    pub provisional: bool,
}

/// The yield a Classroom slot gives in the Classroom phase (004 "New phase:
/// Classroom" 2 a-d).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClassSlot {
    /// a) Coin and Fame yield, one less each, no Shard.
    Reduced,
    /// b) Coin yield + 1/2/3 by Fame Threshold.
    Coins,
    /// c) Fame yield.
    Fame,
    /// d) Shard yield + 1/2/3 by Fame Threshold.
    Shards,
}

/// A Classroom tile: two slots and the Popular Class Bonus between them.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassroomTile {
    pub code: String,
    pub level: u8,
    pub slots: [ClassSlot; 2],
    pub bonus: Yield,
    pub provisional: bool,
}

/// The four Practice Room upgrades (004 "Practice").
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Upgrade {
    /// Ignore up to 3 Coins worth of the Trick's Components.
    IgnoreComponents,
    /// Orient its markers any way when setting up or moving them.
    FreeOrientation,
    /// One more marker when Preparing it.
    ExtraMarker,
    /// Its yield is 1 Coin and 1 Fame higher.
    YieldIncrease,
}

/// A Practice Room tile: a slot per upgrade printed on it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeRoomTile {
    pub code: String,
    pub level: u8,
    pub slots: [Upgrade; 2],
    pub provisional: bool,
}

/// A space on the Protégé board extension: the Action Points and wage the
/// Protégé has while a Secret lies there (004 "New character: Protegé").
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProtegeSpace {
    pub ap: u8,
    pub wage: u32,
    pub provisional: bool,
}

/// An Action a [`SecretEffect::CheaperAction`] Secret makes cheaper.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecretAction {
    LearnTrick,
    Hire,
    TakeCoins,
    SetDie,
    QuickOrder,
    Prepare,
    DrawSpecial,
    Renovate,
    Practice,
    Teach,
    LearnSecret,
}

/// What a Secret lets the Character carrying it do (the Protégé, or the
/// Apprentice Anjali lends it to). 004 prints no Secret, so the kinds are
/// the project's; the content file picks a kind and its numbers.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SecretEffect {
    /// +`ap` Action Points when placed at `at` (never the Theater).
    ExtraAp { at: Location, ap: u8 },
    /// `action` costs `ap` fewer Action Points (never below 1).
    CheaperAction { action: SecretAction, ap: u8 },
    /// Take Coins gives `coins` more.
    TakeCoinsBonus { coins: u32 },
    /// Each Buy costs `coins` less (never below 1).
    BuyDiscount { coins: u32 },
    /// Prepare places one more marker.
    PrepareMarker,
    /// Each Trick Set Up gives `fame`.
    SetUpFame { fame: u32 },
    /// Learn Trick pays up to `coins` fewer Coins for missing Fame.
    LearnDiscount { coins: u32 },
    /// Renovate costs `coins` less (never below 1).
    RenovateDiscount { coins: u32 },
    /// Hire Character gives `fame`.
    HireFame { fame: u32 },
    /// Performing while this Character is backstage that day gives this.
    BackstageBonus { fame: u32, coins: u32, shards: u32 },
    /// Each Academy Action taken gives `fame`.
    AcademyFame { fame: u32 },
}

/// One Protégé Secret tile.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecretTile {
    pub code: String,
    pub name: String,
    pub effect: SecretEffect,
    pub text: String,
    pub provisional: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AcademyFile {
    id: String,
    version: u32,
    provisional: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    protege: Vec<ProtegeSpace>,
    wings: Vec<Wing>,
    classrooms: Vec<ClassroomTile>,
    practice_rooms: Vec<PracticeRoomTile>,
    secrets: Vec<SecretTile>,
}

/// The Academy content.
#[derive(Debug)]
pub struct AcademyContent {
    pub stamp: ContentStamp,
    /// The Protégé board extension's three Secret spaces, top first.
    pub protege: Vec<ProtegeSpace>,
    pub wings: Vec<Wing>,
    pub classrooms: Vec<ClassroomTile>,
    pub practice_rooms: Vec<PracticeRoomTile>,
    pub secrets: Vec<SecretTile>,
}

impl AcademyContent {
    /// The wing of `room` marked `letter`.
    pub fn wing(&self, letter: Letter, room: Room) -> Option<&Wing> {
        self.wings
            .iter()
            .find(|w| w.letter == letter && w.room == room)
    }
}

/// Earlier versions of the Academy content file, byte for byte, oldest
/// first. A game records the content it was created with; keeping the old
/// files lets a game created before a content change load and replay with
/// the tiles and prices it was played with (docs/CONTENT.md "Versions").
const ACADEMY_ARCHIVE: &[&str] = &[include_str!("../../content/archive/academy-v1.json")];

/// Every Academy content this build plays: the current file first, then the
/// archived versions.
///
/// # Panics
/// When a built-in content file is malformed (a test checks none is).
pub fn academy_versions() -> &'static [AcademyContent] {
    static VERSIONS: OnceLock<Vec<AcademyContent>> = OnceLock::new();
    VERSIONS.get_or_init(|| {
        std::iter::once(ACADEMY_JSON)
            .chain(ACADEMY_ARCHIVE.iter().copied())
            .map(|text| parse_academy(text).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    })
}

/// The current Academy content, which new games are created with.
pub fn academy() -> &'static AcademyContent {
    &academy_versions()[0]
}

/// The Academy content of `version`, if this build carries it.
pub fn academy_version(version: u32) -> Option<&'static AcademyContent> {
    academy_versions()
        .iter()
        .find(|c| c.stamp.version == version)
}

/// The Academy content a recorded stamp names: same version and same bytes.
pub fn academy_for(stamp: &ContentStamp) -> Option<&'static AcademyContent> {
    academy_versions().iter().find(|c| c.stamp == *stamp)
}

/// 004 "Components": 12 Classroom and 12 Practice Room tiles, 16 Secrets.
const TILES_OF_EACH_ROOM: usize = 12;
const SECRETS: usize = 16;

/// Parses and checks an Academy content file.
///
/// # Errors
/// A sentence naming the malformed or out-of-range entry.
pub fn parse_academy(text: &str) -> Result<AcademyContent, String> {
    let f: AcademyFile = serde_json::from_str(text).map_err(|e| format!("academy content: {e}"))?;
    let any_provisional = f.protege.iter().any(|s| s.provisional)
        || f.wings
            .iter()
            .any(|w| w.provisional || w.renovations.iter().any(|r| r.provisional))
        || f.classrooms.iter().any(|t| t.provisional)
        || f.practice_rooms.iter().any(|t| t.provisional)
        || f.secrets.iter().any(|s| s.provisional);
    check_header("academy", &f.id, f.provisional, any_provisional)?;
    check_protege(&f.protege)?;
    check_wings(&f.wings)?;
    check_tiles(
        "Classroom",
        f.classrooms.iter().map(|t| (t.code.as_str(), t.level)),
    )?;
    check_tiles(
        "Practice Room",
        f.practice_rooms.iter().map(|t| (t.code.as_str(), t.level)),
    )?;
    for t in &f.classrooms {
        let total = t.bonus.fame + t.bonus.coins + t.bonus.shards;
        if !(1..=4).contains(&total) || t.bonus.shards > 1 {
            return Err(format!(
                "academy content: Classroom {}: the Popular Class Bonus is 1 to 4 in all, at most 1 Shard",
                t.code
            ));
        }
    }
    check_secrets(&f.secrets)?;
    Ok(AcademyContent {
        stamp: ContentStamp::of_file(f.id, f.version, text),
        protege: f.protege,
        wings: f.wings,
        classrooms: f.classrooms,
        practice_rooms: f.practice_rooms,
        secrets: f.secrets,
    })
}

/// 004 "New character: Protegé": space for 3 Secrets; the Action Points and
/// the wage are "the highest number" next to a Secret, so they grow down the
/// extension (1 AP and no wage while it is empty).
fn check_protege(spaces: &[ProtegeSpace]) -> Result<(), String> {
    if spaces.len() != PROTEGE_SECRETS {
        return Err(format!(
            "academy content: the Protégé extension has {} Secret spaces, not {}",
            PROTEGE_SECRETS,
            spaces.len()
        ));
    }
    for (i, s) in spaces.iter().enumerate() {
        if !(2..=4).contains(&s.ap) || s.wage > 3 {
            return Err(format!(
                "academy content: Protégé space {}: 2 to 4 Action Points and a wage of 0 to 3",
                i + 1
            ));
        }
        if i > 0 && (s.ap < spaces[i - 1].ap || s.wage < spaces[i - 1].wage) {
            return Err(format!(
                "academy content: Protégé space {}: Action Points and wage never go down the extension",
                i + 1
            ));
        }
    }
    Ok(())
}

/// Each letter marks one wing of each room (004 "Setup" 2: six Ruins cover
/// the Classroom and Practice Room wings marked A, B and E), and every wing
/// prints levels 1, 2 and 3.
fn check_wings(wings: &[Wing]) -> Result<(), String> {
    for letter in Letter::ALL {
        for room in [Room::Classroom, Room::PracticeRoom] {
            let n = wings
                .iter()
                .filter(|w| w.letter == letter && w.room == room)
                .count();
            if n != 1 {
                return Err(format!(
                    "academy content: {n} {room:?} wings marked {letter:?}, the board has one"
                ));
            }
        }
    }
    if wings.len() != 2 * Letter::ALL.len() {
        return Err("academy content: the board has ten wings".into());
    }
    for w in wings {
        let at = format!("academy content: {:?} wing {:?}", w.room, w.letter);
        let levels: Vec<u8> = w.renovations.iter().map(|r| r.level).collect();
        if levels != [1, 2, 3] {
            return Err(format!("{at}: levels 1, 2 and 3 in order"));
        }
        for r in &w.renovations {
            if !(1..=15).contains(&r.coins) || !(1..=15).contains(&r.fame) {
                return Err(format!(
                    "{at}: level {} costs 1 to 15 Coins and scores 1 to 15 Fame",
                    r.level
                ));
            }
        }
        let r = &w.renovations;
        if r[1].coins <= r[0].coins
            || r[2].coins <= r[1].coins
            || r[1].fame <= r[0].fame
            || r[2].fame <= r[1].fame
        {
            return Err(format!(
                "{at}: higher levels cost more and score more Fame (004 \"Renovate\")"
            ));
        }
    }
    Ok(())
}

/// 12 tiles of a room, in the three level piles (004 "Setup" 3), each pile
/// with at least one tile; codes unique.
fn check_tiles<'a>(
    room: &str,
    tiles: impl Iterator<Item = (&'a str, u8)> + Clone,
) -> Result<(), String> {
    let n = tiles.clone().count();
    if n != TILES_OF_EACH_ROOM {
        return Err(format!(
            "academy content: {n} {room} tiles, the game has {TILES_OF_EACH_ROOM}"
        ));
    }
    for level in 1..=3 {
        if !tiles.clone().any(|(_, l)| l == level) {
            return Err(format!("academy content: no level {level} {room} tile"));
        }
    }
    let all: Vec<_> = tiles.collect();
    for (i, (code, level)) in all.iter().enumerate() {
        if !(1..=3).contains(level) {
            return Err(format!("academy content: {room} {code}: level 1 to 3"));
        }
        if code.is_empty() || all[..i].iter().any(|(c, _)| c == code) {
            return Err(format!(
                "academy content: {room} {code}: empty or used twice"
            ));
        }
    }
    Ok(())
}

fn check_secrets(secrets: &[SecretTile]) -> Result<(), String> {
    if secrets.len() != SECRETS {
        return Err(format!(
            "academy content: {} Secrets, the game has {SECRETS}",
            secrets.len()
        ));
    }
    for (i, s) in secrets.iter().enumerate() {
        let at = format!("academy content: Secret {} ({})", s.code, s.name);
        if s.code.is_empty() || s.name.is_empty() || s.text.is_empty() {
            return Err(format!("{at}: empty code, name or text"));
        }
        if secrets[..i]
            .iter()
            .any(|o| o.code == s.code || o.name == s.name)
        {
            return Err(format!("{at}: code or name used twice"));
        }
        check_secret_effect(&s.effect).map_err(|e| format!("{at}: {e}"))?;
    }
    Ok(())
}

/// The numbers a Secret effect may carry.
fn check_secret_effect(e: &SecretEffect) -> Result<(), String> {
    use SecretEffect::*;
    let within = |what: &str, n: u32, lo: u32, hi: u32| {
        if (lo..=hi).contains(&n) {
            Ok(())
        } else {
            Err(format!("{what} is {n}, not {lo} to {hi}"))
        }
    };
    match *e {
        ExtraAp { at, ap } => {
            if at == Location::Theater {
                return Err("Theater placements take no extra Action Points".into());
            }
            within("ap", ap.into(), 1, 2)
        }
        CheaperAction { ap, .. } => within("ap", ap.into(), 1, 1),
        TakeCoinsBonus { coins } => within("coins", coins, 1, 4),
        BuyDiscount { coins } => within("coins", coins, 1, 2),
        PrepareMarker => Ok(()),
        SetUpFame { fame } => within("fame", fame, 1, 2),
        LearnDiscount { coins } => within("coins", coins, 1, 6),
        RenovateDiscount { coins } => within("coins", coins, 1, 4),
        HireFame { fame } => within("fame", fame, 1, 3),
        BackstageBonus {
            fame,
            coins,
            shards,
        } => {
            within("shards", shards, 0, 1)?;
            within("the total", fame + coins + shards, 1, 4)
        }
        AcademyFame { fame } => within("fame", fame, 1, 2),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::fnv1a64;

    /// The built-in file loads, fits 004 "Components" (12 Classroom and 12
    /// Practice Room tiles, 16 Secrets; Ruins on A, B, E need those wings of
    /// both rooms) and marks every entry provisional.
    #[test]
    fn built_in_academy_content_loads_and_is_provisional() {
        let a = parse_academy(ACADEMY_JSON).unwrap();
        assert_eq!(a.classrooms.len(), 12);
        assert_eq!(a.practice_rooms.len(), 12);
        assert_eq!(a.secrets.len(), 16);
        assert_eq!(a.protege.len(), 3);
        for letter in [Letter::A, Letter::B, Letter::E] {
            assert!(a.wing(letter, Room::Classroom).is_some());
            assert!(a.wing(letter, Room::PracticeRoom).is_some());
        }
        assert!(a.protege.iter().all(|s| s.provisional));
        assert!(a
            .wings
            .iter()
            .all(|w| w.provisional && w.renovations.iter().all(|r| r.provisional)));
        assert!(a.classrooms.iter().all(|t| t.provisional));
        assert!(a.practice_rooms.iter().all(|t| t.provisional));
        assert!(a.secrets.iter().all(|s| s.provisional));
        assert_eq!(academy().stamp.hash, fnv1a64(ACADEMY_JSON.as_bytes()));
        assert_eq!(academy().stamp.id, "academy");
        // Every upgrade and every Classroom yield kind is on some tile.
        for u in [
            Upgrade::IgnoreComponents,
            Upgrade::FreeOrientation,
            Upgrade::ExtraMarker,
            Upgrade::YieldIncrease,
        ] {
            assert!(
                a.practice_rooms.iter().any(|t| t.slots.contains(&u)),
                "{u:?}"
            );
        }
        for k in [
            ClassSlot::Reduced,
            ClassSlot::Coins,
            ClassSlot::Fame,
            ClassSlot::Shards,
        ] {
            assert!(a.classrooms.iter().any(|t| t.slots.contains(&k)), "{k:?}");
        }
    }

    fn edited(f: impl FnOnce(&mut serde_json::Value)) -> Result<AcademyContent, String> {
        let mut v: serde_json::Value = serde_json::from_str(ACADEMY_JSON).unwrap();
        f(&mut v);
        parse_academy(&v.to_string())
    }

    /// Each check refuses its entry with a sentence naming it.
    #[test]
    fn malformed_academy_content_is_refused() {
        type Edit = Box<dyn FnOnce(&mut serde_json::Value)>;
        let cases: Vec<(Edit, &str)> = vec![
            (Box::new(|v| v["id"] = "duel".into()), "not \"academy\""),
            (
                Box::new(|v| v["secrets"][3]["provisional"] = false.into()),
                "",
            ),
            (
                Box::new(|v| {
                    v["provisional"] = false.into();
                }),
                "not provisional, but entries are",
            ),
            (
                Box::new(|v| {
                    v["secrets"].as_array_mut().unwrap().pop();
                }),
                "15 Secrets",
            ),
            (
                Box::new(|v| v["secrets"][0]["effect"] = serde_json::json!({"kind": "fly"})),
                "unknown variant `fly`",
            ),
            (
                Box::new(|v| {
                    v["secrets"][0]["effect"] =
                        serde_json::json!({"kind": "extra_ap", "at": "theater", "ap": 1})
                }),
                "Secret S01 (Street Smarts): Theater",
            ),
            (
                Box::new(|v| v["secrets"][6]["effect"]["coins"] = 9.into()),
                "coins is 9, not 1 to 4",
            ),
            (
                Box::new(|v| v["secrets"][1]["name"] = "Street Smarts".into()),
                "used twice",
            ),
            (
                Box::new(|v| {
                    v["classrooms"].as_array_mut().unwrap().pop();
                }),
                "11 Classroom tiles",
            ),
            (
                Box::new(|v| v["classrooms"][0]["slots"][0] = "gold".into()),
                "unknown variant `gold`",
            ),
            (
                Box::new(|v| {
                    for t in v["practice_rooms"].as_array_mut().unwrap() {
                        if t["level"] == 3 {
                            t["level"] = 2.into();
                        }
                    }
                }),
                "no level 3 Practice Room tile",
            ),
            (
                Box::new(|v| v["classrooms"][1]["code"] = "C01".into()),
                "Classroom C01: empty or used twice",
            ),
            (
                Box::new(|v| {
                    v["classrooms"][0]["bonus"] =
                        serde_json::json!({"fame": 0, "coins": 0, "shards": 0})
                }),
                "Popular Class Bonus",
            ),
            (
                Box::new(|v| v["wings"][0]["letter"] = "B".into()),
                "0 Classroom wings marked A",
            ),
            (
                Box::new(|v| v["wings"][2]["renovations"][2]["coins"] = 2.into()),
                "higher levels cost more",
            ),
            (
                Box::new(|v| v["wings"][2]["renovations"][1]["level"] = 3.into()),
                "levels 1, 2 and 3",
            ),
            (
                Box::new(|v| v["protege"][2]["ap"] = 1.into()),
                "Protégé space 3",
            ),
            (
                Box::new(|v| v["protege"][1]["wage"] = 0.into()),
                "never go down",
            ),
            (
                Box::new(|v| {
                    v["protege"]
                        .as_array_mut()
                        .unwrap()
                        .pop()
                        .map(|_| ())
                        .unwrap()
                }),
                "3 Secret spaces",
            ),
            (Box::new(|v| v["bogus"] = 1.into()), "unknown field `bogus`"),
        ];
        for (i, (edit, says)) in cases.into_iter().enumerate() {
            let r = edited(edit);
            if says.is_empty() {
                // A single entry no longer provisional in a provisional file is fine.
                assert!(r.is_ok(), "case {i}: {:?}", r.err());
                continue;
            }
            let e = r.err().unwrap_or_else(|| panic!("case {i} was accepted"));
            assert!(e.contains(says), "case {i}: {e}");
        }
    }
}
