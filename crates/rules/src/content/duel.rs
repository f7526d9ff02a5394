//! The Duel of Magicians content (`content/duel.json`): the Turn Setup cards
//! and the Duel Performance cards with their gray markers.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::performance::{build_performance, RawPerformance};
use super::{check_header, ContentStamp};
use crate::cards::{PerformanceCard, TheaterTier};
use crate::model::{Location, Weekday};

/// The Duel of Magicians content file.
pub const DUEL_JSON: &str = include_str!("../../content/duel.json");

/// One Turn Setup card: the slots it covers this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TurnSetupCard {
    pub code: String,
    /// The two covered Downtown slots (0 = the +2 slot, 3 = the 0 slot).
    pub downtown: [u8; 2],
    pub market_row: [u8; 2],
    pub dark_alley: [u8; 2],
    /// The two covered Theater weekdays.
    pub theater: [Weekday; 2],
    pub provisional: bool,
}

impl TurnSetupCard {
    /// The covered slots of a main-board Location (Downtown, Market Row,
    /// Dark Alley; the Academy's are the Dark Alley's, 004 "New location:
    /// Academy").
    pub fn covered(&self, location: Location) -> [bool; 4] {
        let pair = match location {
            Location::Downtown => self.downtown,
            Location::MarketRow => self.market_row,
            Location::DarkAlley | Location::Academy => self.dark_alley,
            Location::Workshop | Location::Theater => return [false; 4],
        };
        let mut out = [false; 4];
        for i in pair {
            out[i as usize] = true;
        }
        out
    }
}

/// Index into the duel content's Turn Setup cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TurnSetupId(pub u8);

impl TurnSetupId {
    pub fn card(self) -> &'static TurnSetupCard {
        &duel().turn_setups[self.0 as usize]
    }

    pub fn all() -> impl Iterator<Item = TurnSetupId> {
        (0..duel().turn_setups.len() as u8).map(TurnSetupId)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DuelFile {
    id: String,
    version: u32,
    provisional: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    /// Turn Setup cards used with and without the Dark Alley.
    turn_setup_deck: TurnSetupDeck,
    turn_setups: Vec<TurnSetupCard>,
    performances: Vec<RawPerformance>,
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSetupDeck {
    pub dark_alley: u8,
    pub base: u8,
}

/// The Duel of Magicians content.
#[derive(Debug)]
pub struct Duel {
    pub stamp: ContentStamp,
    /// How many Turn Setup cards a game uses (one per turn).
    pub deck: TurnSetupDeck,
    pub turn_setups: Vec<TurnSetupCard>,
    /// The Duel Performance cards, `PerformanceId` 28 onwards.
    pub performances: Vec<PerformanceCard>,
    pub performance_codes: Vec<String>,
    pub performances_provisional: bool,
}

/// The Duel of Magicians content, parsed and checked at first use.
///
/// # Panics
/// When the built-in content file is malformed (a test checks it never is).
pub fn duel() -> &'static Duel {
    static DUEL: OnceLock<Duel> = OnceLock::new();
    DUEL.get_or_init(|| parse_duel(DUEL_JSON).unwrap_or_else(|e| panic!("{e}")))
}

/// Parses and checks a Duel content file. Its Performance cards' slices are
/// leaked once, so they live as long as the printed cards.
///
/// # Errors
/// A sentence naming the malformed or out-of-range entry.
pub fn parse_duel(text: &str) -> Result<Duel, String> {
    let f: DuelFile = serde_json::from_str(text).map_err(|e| format!("duel content: {e}"))?;
    let any_provisional =
        f.turn_setups.iter().any(|t| t.provisional) || f.performances.iter().any(|p| p.provisional);
    check_header("duel", &f.id, f.provisional, any_provisional)?;
    // 001 "Components": 12 Turn Setup cards; a game uses 7 (5 without the Dark Alley).
    if f.turn_setups.len() != 12 {
        return Err(format!(
            "duel content: {} Turn Setup cards, the game has 12",
            f.turn_setups.len()
        ));
    }
    if f.turn_setup_deck.dark_alley != crate::board::DARK_ALLEY_TURNS
        || f.turn_setup_deck.base != crate::board::BASE_TURNS
    {
        return Err("duel content: the Turn Setup deck has one card per turn (7 and 5)".into());
    }
    for (i, t) in f.turn_setups.iter().enumerate() {
        let at = format!("duel content: Turn Setup card {}", t.code);
        if f.turn_setups[..i].iter().any(|o| o.code == t.code) {
            return Err(format!("{at}: code used twice"));
        }
        for pair in [t.downtown, t.market_row, t.dark_alley] {
            if pair[0] >= 4 || pair[1] >= 4 || pair[0] == pair[1] {
                return Err(format!("{at}: it covers two different slots of 0 to 3"));
            }
        }
        if t.theater[0] == t.theater[1] {
            return Err(format!("{at}: it covers two different weekdays"));
        }
    }
    let mut performances = Vec::new();
    let mut codes = Vec::new();
    for (i, p) in f.performances.iter().enumerate() {
        let at = format!("duel content: Performance card {}", p.code);
        if f.performances[..i].iter().any(|o| o.code == p.code) || p.code.starts_with('P') {
            return Err(format!("{at}: code used twice (or a base card's P code)"));
        }
        let card = build_performance(p).map_err(|e| format!("{at}: {e}"))?;
        performances.push(card);
        codes.push(p.code.clone());
    }
    for (tier, least) in [
        (TheaterTier::Riverside, 3),
        (TheaterTier::GrandMagorian, 2),
        (TheaterTier::MagnusPantheon, 2),
    ] {
        if performances.iter().filter(|c| c.tier == tier).count() < least {
            return Err(format!(
                "duel content: at least {least} {tier:?} Performance cards (the opening card and the deck)"
            ));
        }
    }
    if performances.len() + crate::cards::PERFORMANCES.len() > 200 {
        return Err("duel content: too many Performance cards".into());
    }
    Ok(Duel {
        stamp: ContentStamp::of_file(f.id, f.version, text),
        deck: f.turn_setup_deck,
        turn_setups: f.turn_setups,
        performances_provisional: f.performances.iter().any(|p| p.provisional),
        performances,
        performance_codes: codes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An edit of a content file's JSON.
    type Edit = Box<dyn Fn(&mut serde_json::Value)>;

    fn duel_with(edit: impl Fn(&mut serde_json::Value)) -> Result<Duel, String> {
        let mut v: serde_json::Value = serde_json::from_str(DUEL_JSON).unwrap();
        edit(&mut v);
        parse_duel(&v.to_string())
    }

    #[test]
    fn malformed_duel_content_is_refused() {
        let cases: Vec<(Edit, &str)> = vec![
            (
                Box::new(|v| v["turn_setups"][0]["downtown"] = serde_json::json!([1, 1])),
                "T01",
            ),
            (
                Box::new(|v| v["turn_setups"][2]["market_row"] = serde_json::json!([0, 4])),
                "T03",
            ),
            (
                Box::new(|v| {
                    v["turn_setups"][1]["theater"] = serde_json::json!(["sunday", "sunday"])
                }),
                "weekdays",
            ),
            (
                Box::new(|v| {
                    v["turn_setups"]
                        .as_array_mut()
                        .unwrap()
                        .pop()
                        .map(|_| ())
                        .unwrap()
                }),
                "12",
            ),
            (
                Box::new(|v| v["performances"][0]["gray"][0]["slot"] = 9.into()),
                "D01",
            ),
            (
                Box::new(|v| v["performances"][0]["gray"][0]["facing"] = "left".into()),
                "does not face a Link circle",
            ),
            (
                Box::new(|v| v["performances"][1]["slots"][0]["links"][0]["dir"] = "left".into()),
                "D02",
            ),
            (
                Box::new(|v| v["performances"][3]["bonus"]["fame"] = 9.into()),
                "at most 5",
            ),
        ];
        for (edit, says) in cases {
            let e = duel_with(edit).unwrap_err();
            assert!(e.contains(says), "{e} (wanted {says:?})");
        }
    }
}
