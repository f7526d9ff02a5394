//! Expansion content the rulebooks do not print: one JSON file per
//! expansion in `crates/rules/content/`, built into the crate with
//! `include_str!`, parsed and checked at first use, one module each
//! (`powers`: Magician Powers, `duel`: Duel of Magicians, `academy`:
//! Dahlgaard's Academy with its archived versions, `heir`: Dahlgaard's
//! Heir). The format is documented in `docs/CONTENT.md`; every entry is
//! marked `"provisional": true` until an owner of the printed cards
//! replaces it. Like `cards`, this is data below the rules: it uses only
//! `cards`, `model` and `board`.
//!
//! A game records the content it is played with (`GameConfig::content`: the
//! file's id, version and a hash of its bytes); `Game::new` refuses a game
//! whose recorded content is not the content this build carries, so a stored
//! game never replays with other cards than it was played with.

mod duel;
mod performance;
mod powers;

pub mod academy;
pub mod heir;

use serde::{Deserialize, Serialize};

use crate::cards::{PerformanceCard, PerformanceId, PERFORMANCES};

pub use duel::{duel, parse_duel, Duel, TurnSetupCard, TurnSetupDeck, TurnSetupId, DUEL_JSON};
pub use powers::{
    parse_powers, powers, Measure, PowerAction, PowerCard, PowerColor, PowerEffect, PowerId,
    PowerSlotInfo, Powers, Who, POWERS_JSON,
};

/// Which content file a game was played with: its id, version and a hash of
/// its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ContentStamp {
    /// The file's `id`: `"powers"` or `"duel"`.
    pub id: String,
    /// The file's `version`.
    pub version: u32,
    /// 64-bit FNV-1a of the file's bytes, `"fnv1a64:..."`.
    pub hash: String,
}

impl ContentStamp {
    /// The stamp of the content file `text`, whose header says `id` and
    /// `version`.
    fn of_file(id: String, version: u32, text: &str) -> ContentStamp {
        ContentStamp {
            id,
            version,
            hash: fnv1a64(text.as_bytes()),
        }
    }
}

/// What every content file's header promises: its `id` is `name`, and a file
/// that says it is not provisional holds no provisional entry.
fn check_header(
    name: &str,
    id: &str,
    provisional: bool,
    any_provisional: bool,
) -> Result<(), String> {
    if id != name {
        return Err(format!("{name} content: id is {id:?}, not \"{name}\""));
    }
    if !provisional && any_provisional {
        return Err(format!(
            "{name} content: the file says it is not provisional, but entries are"
        ));
    }
    Ok(())
}

/// 64-bit FNV-1a of `bytes`, as `"fnv1a64:<16 hex digits>"`.
pub fn fnv1a64(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("fnv1a64:{h:016x}")
}

/// The content stamps a game with these options is played with.
pub fn stamps_for(powers_on: bool, duel_on: bool) -> Vec<ContentStamp> {
    let mut out = Vec::new();
    if powers_on {
        out.push(powers().stamp.clone());
    }
    if duel_on {
        out.push(duel().stamp.clone());
    }
    out
}

/// Performance cards come from three places: the 28 printed ones (`cards`),
/// then the Duel of Magicians cards of the duel content file, then the Heir's
/// Solo Performance cards (004); ids are numbered in that order.
impl PerformanceId {
    /// The card: one of the 28 printed Performance cards, or (ids from 28 on)
    /// a Duel of Magicians card of the duel content file, or (after those)
    /// a Solo Performance card of the Heir's.
    pub fn card(self) -> &'static PerformanceCard {
        let duel_cards = duel().performances.len();
        match PERFORMANCES.get(self.0 as usize) {
            Some(c) => c,
            None if (self.0 as usize) < PERFORMANCES.len() + duel_cards => {
                &duel().performances[self.0 as usize - PERFORMANCES.len()]
            }
            // 004: the Solo Performance cards, after the Duel's.
            None => {
                &heir::heir_content().performances
                    [self.0 as usize - PERFORMANCES.len() - duel_cards]
            }
        }
    }

    /// The Duel of Magicians cards (with gray markers), from the duel content.
    pub fn duel_cards() -> impl Iterator<Item = PerformanceId> {
        let n = duel().performances.len();
        (PERFORMANCES.len()..PERFORMANCES.len() + n).map(|i| PerformanceId(i as u8))
    }

    /// 004 "Setup" 3: the Solo Performance cards (gray markers, as the
    /// Duel's), numbered after the Duel's.
    pub fn solo_cards() -> impl Iterator<Item = PerformanceId> {
        let first = PERFORMANCES.len() + duel().performances.len();
        let n = heir::heir_content().performances.len();
        (first..first + n).map(|i| PerformanceId(i as u8))
    }

    /// Whether this is one of the Solo Performance cards.
    pub fn is_solo(self) -> bool {
        self.0 as usize >= PERFORMANCES.len() + duel().performances.len()
    }

    /// The printed card number, e.g. "P07" (Duel cards: their content code, "D01").
    pub fn label(self) -> String {
        if self.is_solo() {
            let first = PERFORMANCES.len() + duel().performances.len();
            heir::heir_content().performance_codes[self.0 as usize - first].clone()
        } else if self.is_duel() {
            duel().performance_codes[self.0 as usize - PERFORMANCES.len()].clone()
        } else {
            format!("P{:02}", self.0 + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in content files load, fit the rulebooks' counts (001
    /// "Components": 90 Power cards, 30 per color; 12 Turn Setup cards) and
    /// mark every entry provisional.
    #[test]
    fn built_in_content_loads_and_is_provisional() {
        let p = parse_powers(POWERS_JSON).unwrap();
        assert_eq!(p.cards.len(), 90);
        assert!(p.cards.iter().all(|c| c.provisional));
        assert!(p.slots.iter().all(|s| s.provisional));
        // 003 "Player Setup": 4 of each color dealt, 4 discarded; 3 Shards.
        assert_eq!((p.deal, p.discard, p.starting_shards), (4, 4, 3));
        let d = parse_duel(DUEL_JSON).unwrap();
        assert_eq!(d.turn_setups.len(), 12);
        assert!(d.turn_setups.iter().all(|t| t.provisional));
        assert!(d.performances_provisional);
        assert!(d.performances.iter().all(|c| !c.gray.is_empty()));
        assert_eq!(powers().stamp.hash, fnv1a64(POWERS_JSON.as_bytes()));
        assert_eq!(duel().stamp.id, "duel");
    }
}
