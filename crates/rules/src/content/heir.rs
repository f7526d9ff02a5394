//! The Heir's provisional content (`content/heir.json`): the five Turn Setup
//! dice, the Heir's Plan tiles (both decks) and the 15 Solo Performance
//! cards. 004 states their counts and what they do; the faces are not
//! published, so the project designed them (`docs/CONTENT.md`). The Solo
//! Performance cards are gray-marker cards in the Duel file's format and go
//! through the same builder and checks (`content::build_performance`).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::performance::{build_performance, RawPerformance};
use super::{check_header, ContentStamp};
use crate::cards::{PerformanceCard, TheaterTier};
use crate::model::Weekday;

/// The Heir content file.
pub const HEIR_JSON: &str = include_str!("../../content/heir.json");

/// A Location as the Heir's dice and Plan tiles name it (the Academy
/// included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Downtown,
    MarketRow,
    Workshop,
    Theater,
    DarkAlley,
    Academy,
}

/// One face of a Turn Setup die: the two slots it covers at its Location
/// (`covers`, 0 = the +2 slot) or, on the Theater die, two weekdays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieFaceCover {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub covers: Option<[u8; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weekdays: Option<[Weekday; 2]>,
}

/// A Turn Setup die, assigned to the Location of its color.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSetupDie {
    pub location: Place,
    pub faces: Vec<DieFaceCover>,
    pub provisional: bool,
}

/// 004 "Setup" 12: Perform tiles (icons top and bottom) and Set up tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PlanKind {
    Perform,
    SetUp,
}

/// One step of a Plan tile's order: the Location whose Assignment card the
/// next Character gets, or with `special` a Special Assignment card of that
/// Location (skipped when the Heir has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanStep {
    pub location: Place,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub special: bool,
}

/// An Heir's Plan tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanTile {
    pub code: String,
    pub kind: PlanKind,
    pub order: Vec<PlanStep>,
    pub provisional: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HeirFile {
    id: String,
    version: u32,
    provisional: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    turn_setup_dice: Vec<TurnSetupDie>,
    plans: Vec<PlanTile>,
    plans_without_academy: Vec<PlanTile>,
    performances: Vec<RawPerformance>,
}

/// The Heir content.
#[derive(Debug)]
pub struct HeirContent {
    pub stamp: ContentStamp,
    pub turn_setup_dice: Vec<TurnSetupDie>,
    /// The Plan deck with the Academy (4 Perform, 5 Set up).
    pub plans: Vec<PlanTile>,
    /// The alternative Plan deck without the Academy (4 Perform, 4 Set up).
    pub plans_without_academy: Vec<PlanTile>,
    pub performances: Vec<PerformanceCard>,
    pub performance_codes: Vec<String>,
}

/// The Heir content, parsed and checked at first use.
///
/// # Panics
/// When the built-in content file is malformed (a test checks it never is).
pub fn heir_content() -> &'static HeirContent {
    static HEIR: OnceLock<HeirContent> = OnceLock::new();
    HEIR.get_or_init(|| parse_heir(HEIR_JSON).unwrap_or_else(|e| panic!("{e}")))
}

/// 004 "Components for solo play": 5 Turn Setup dice, 15 Solo Performance
/// cards.
const DICE: usize = 5;
const SOLO_PERFORMANCES: usize = 15;

/// Parses and checks a Heir content file.
///
/// # Errors
/// A sentence naming the malformed or out-of-range entry.
pub fn parse_heir(text: &str) -> Result<HeirContent, String> {
    let f: HeirFile = serde_json::from_str(text).map_err(|e| format!("heir content: {e}"))?;
    let any_provisional = f.turn_setup_dice.iter().any(|d| d.provisional)
        || f.plans.iter().any(|p| p.provisional)
        || f.plans_without_academy.iter().any(|p| p.provisional)
        || f.performances.iter().any(|p| p.provisional);
    check_header("heir", &f.id, f.provisional, any_provisional)?;
    check_dice(&f.turn_setup_dice)?;
    // 004 "Setup" 12: the deck uses 4 Perform and 5 Set up tiles (1 + 2 + 1
    // Perform, 1 + 2 + 2 Set up); "Playing without Academy": 4 and 4.
    check_plans("plans", &f.plans, true, 5)?;
    check_plans("plans_without_academy", &f.plans_without_academy, false, 4)?;
    if f.performances.len() != SOLO_PERFORMANCES {
        return Err(format!(
            "heir content: {} Solo Performance cards, the game has {SOLO_PERFORMANCES}",
            f.performances.len()
        ));
    }
    let mut performances = Vec::new();
    let mut codes = Vec::new();
    for (i, p) in f.performances.iter().enumerate() {
        let at = format!("heir content: Solo Performance card {}", p.code);
        if f.performances[..i].iter().any(|o| o.code == p.code) || !p.code.starts_with('H') {
            return Err(format!("{at}: codes start with H and are unique"));
        }
        let card = build_performance(p).map_err(|e| format!("{at}: {e}"))?;
        if card.gray.is_empty() {
            return Err(format!(
                "{at}: Solo Performance cards print gray markers (004: they work like the Duel's)"
            ));
        }
        performances.push(card);
        codes.push(p.code.clone());
    }
    // A Performance deck is built from them alone (004 "Setup" 3): the
    // opening Riverside card and two of each tier for the seven turns.
    for (tier, least) in [
        (TheaterTier::Riverside, 3),
        (TheaterTier::GrandMagorian, 2),
        (TheaterTier::MagnusPantheon, 2),
    ] {
        if performances.iter().filter(|c| c.tier == tier).count() < least {
            return Err(format!(
                "heir content: at least {least} {tier:?} Solo Performance cards"
            ));
        }
    }
    Ok(HeirContent {
        stamp: ContentStamp::of_file(f.id, f.version, text),
        turn_setup_dice: f.turn_setup_dice,
        plans: f.plans,
        plans_without_academy: f.plans_without_academy,
        performances,
        performance_codes: codes,
    })
}

/// 004 "Roll dice phase": a die per Location of the five (the blue one for
/// the Academy), each face covering two slots there ("cover 2 slots in all
/// 5 of the Locations"), the Theater's two weekdays.
fn check_dice(dice: &[TurnSetupDie]) -> Result<(), String> {
    if dice.len() != DICE {
        return Err(format!(
            "heir content: {} Turn Setup dice, the game has {DICE}",
            dice.len()
        ));
    }
    for place in [
        Place::Downtown,
        Place::MarketRow,
        Place::DarkAlley,
        Place::Academy,
        Place::Theater,
    ] {
        let die = dice
            .iter()
            .find(|d| d.location == place)
            .ok_or(format!("heir content: no Turn Setup die for {place:?}"))?;
        if die.faces.len() != 6 {
            return Err(format!("heir content: the {place:?} die has 6 faces"));
        }
        for face in &die.faces {
            let ok = match (place, face.covers, face.weekdays) {
                (Place::Theater, None, Some([a, b])) => a != b,
                (Place::Theater, _, _) => false,
                (_, Some([a, b]), None) => a < 4 && b < 4 && a != b,
                _ => false,
            };
            if !ok {
                return Err(format!(
                    "heir content: a {place:?} die face covers two different slots (the Theater's: weekdays)"
                ));
            }
        }
    }
    Ok(())
}

/// The Heir's Assignment cards (004 "Setup" 11): 2 Theater and one of each
/// other Location (the Academy's only with the Academy).
fn permanent_cards(place: Place, academy: bool) -> usize {
    match place {
        Place::Theater => 2,
        Place::Academy if !academy => 0,
        _ => 1,
    }
}

fn check_plans(
    what: &str,
    plans: &[PlanTile],
    academy: bool,
    set_ups: usize,
) -> Result<(), String> {
    let count = |k| plans.iter().filter(|p| p.kind == k).count();
    if count(PlanKind::Perform) != 4 || count(PlanKind::SetUp) != set_ups {
        return Err(format!(
            "heir content: {what} has 4 Perform and {set_ups} Set up tiles"
        ));
    }
    for (i, p) in plans.iter().enumerate() {
        let at = format!("heir content: Plan tile {}", p.code);
        if p.code.is_empty() || plans[..i].iter().any(|o| o.code == p.code) {
            return Err(format!("{at}: empty or used twice"));
        }
        if !(1..=9).contains(&p.order.len()) {
            return Err(format!("{at}: 1 to 9 steps"));
        }
        for place in [
            Place::Downtown,
            Place::MarketRow,
            Place::Workshop,
            Place::Theater,
            Place::DarkAlley,
            Place::Academy,
        ] {
            let n = p
                .order
                .iter()
                .filter(|s| s.location == place && !s.special)
                .count();
            if n > permanent_cards(place, academy) {
                return Err(format!(
                    "{at}: {n} {place:?} cards, the Heir has {}",
                    permanent_cards(place, academy)
                ));
            }
            if !academy && place == Place::Academy && p.order.iter().any(|s| s.location == place) {
                return Err(format!("{at}: no Academy without the Academy"));
            }
        }
        if p.order
            .iter()
            .any(|s| s.special && s.location == Place::Workshop)
        {
            return Err(format!(
                "{at}: there is no Workshop Special Assignment card"
            ));
        }
        if p.kind == PlanKind::Perform && !p.order.iter().any(|s| s.location == Place::Theater) {
            return Err(format!("{at}: a Perform tile sends someone to the Theater"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::fnv1a64;

    /// The built-in file loads, fits 004 "Components for solo play" (5 dice,
    /// 15 Solo Performance cards with gray markers; Plan decks of 4 Perform
    /// and 5 or 4 Set up tiles) and marks every entry provisional.
    #[test]
    fn built_in_heir_content_loads_and_is_provisional() {
        let h = parse_heir(HEIR_JSON).unwrap();
        assert_eq!(h.turn_setup_dice.len(), 5);
        assert_eq!(h.performances.len(), 15);
        assert!(h.performances.iter().all(|c| !c.gray.is_empty()));
        assert_eq!(h.plans.len(), 9);
        assert_eq!(h.plans_without_academy.len(), 8);
        assert!(h.turn_setup_dice.iter().all(|d| d.provisional));
        assert!(h.plans.iter().all(|p| p.provisional));
        assert!(h.plans_without_academy.iter().all(|p| p.provisional));
        assert_eq!(heir_content().stamp.id, "heir");
        assert_eq!(heir_content().stamp.hash, fnv1a64(HEIR_JSON.as_bytes()));
    }

    fn edited(f: impl FnOnce(&mut serde_json::Value)) -> Result<HeirContent, String> {
        let mut v: serde_json::Value = serde_json::from_str(HEIR_JSON).unwrap();
        f(&mut v);
        parse_heir(&v.to_string())
    }

    /// Each check refuses its entry with a sentence naming it.
    #[test]
    fn malformed_heir_content_is_refused() {
        type Edit = Box<dyn FnOnce(&mut serde_json::Value)>;
        let cases: Vec<(Edit, &str)> = vec![
            (Box::new(|v| v["id"] = "duel".into()), "not \"heir\""),
            (
                Box::new(|v| v["provisional"] = false.into()),
                "not provisional, but entries are",
            ),
            (
                Box::new(|v| {
                    v["turn_setup_dice"].as_array_mut().unwrap().pop();
                }),
                "4 Turn Setup dice",
            ),
            (
                Box::new(|v| {
                    v["turn_setup_dice"][0]["faces"][0]["covers"] = serde_json::json!([1, 1])
                }),
                "Downtown die face",
            ),
            (
                Box::new(|v| {
                    v["turn_setup_dice"][4]["faces"][0] = serde_json::json!({"covers": [0, 1]})
                }),
                "Theater die face",
            ),
            (
                Box::new(|v| v["plans"][0]["kind"] = "set_up".into()),
                "plans has 4 Perform and 5 Set up",
            ),
            (
                Box::new(|v| v["plans"][0]["order"][1]["location"] = "theater".into()),
                "3 Theater cards",
            ),
            (
                Box::new(|v| {
                    v["plans_without_academy"][0]["order"][0]["location"] = "academy".into()
                }),
                "1 Academy cards, the Heir has 0",
            ),
            (
                Box::new(|v| {
                    v["plans_without_academy"][0]["order"][0] =
                        serde_json::json!({"location": "academy", "special": true})
                }),
                "no Academy without the Academy",
            ),
            (
                Box::new(|v| v["plans"][4]["order"][0]["special"] = true.into()),
                "",
            ),
            (
                Box::new(|v| v["plans"][4]["order"][7]["special"] = true.into()),
                "no Workshop Special",
            ),
            (
                Box::new(|v| {
                    v["performances"].as_array_mut().unwrap().pop();
                }),
                "14 Solo Performance",
            ),
            (
                Box::new(|v| v["performances"][0]["gray"] = serde_json::json!([])),
                "print gray markers",
            ),
            (
                Box::new(|v| v["performances"][1]["code"] = "H01".into()),
                "unique",
            ),
            (
                Box::new(|v| {
                    v["performances"][0]["slots"][0]["links"] = serde_json::json!([{"dir": "up"}])
                }),
                "Solo Performance card H01: slot 0's Up circle leads to no slot",
            ),
            (Box::new(|v| v["bogus"] = 1.into()), "unknown field `bogus`"),
        ];
        for (i, (edit, says)) in cases.into_iter().enumerate() {
            let r = edited(edit);
            if says.is_empty() {
                assert!(r.is_ok(), "case {i}: {:?}", r.err());
                continue;
            }
            let e = r.err().unwrap_or_else(|| panic!("case {i} was accepted"));
            assert!(e.contains(says), "case {i}: {e}");
        }
    }
}
