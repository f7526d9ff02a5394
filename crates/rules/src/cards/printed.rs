//! The printed cards, as static arrays built from `crates/rules/data/cards.json`
//! by `build.rs` (format: docs/CONTENT.md "Printed cards"). The lengths are
//! the printed counts: a file with a card more or less does not build.

#[allow(unused_imports)] // Named by the generated Special Assignment cards.
// The generated cards name the card types, their enums and effects.
use super::*;
use crate::model::Location;

/// Every Trick card, indexed by `TrickId`: names, categories, Fame Thresholds,
/// Components, Prepare cost, marker squares, yields, and the game-end
/// conditions of the Fame-Threshold-36 Tricks the Dark Alley adds.
pub static TRICKS: [TrickCard; 48] = include!(concat!(env!("OUT_DIR"), "/tricks.rs"));

/// Every Performance card, indexed by `PerformanceId` (P01 is 0): theater
/// tier, slot grid (x right, y down), Link circles (Shard circles marked) and
/// the Performer's card bonus.
pub static PERFORMANCES: [PerformanceCard; 28] =
    include!(concat!(env!("OUT_DIR"), "/performances.rs"));

/// The 8 Magicians, indexed by `MagicianId`: Favorite Trick category and
/// Dark Alley ability.
pub static MAGICIANS: [MagicianCard; 8] = include!(concat!(env!("OUT_DIR"), "/magicians.rs"));

/// 004 "New magicians": Dahlgaard's Academy's four, one per Favorite Trick
/// category, `MagicianId` 8-11. They join the Magician choice only in Academy
/// games (004 "Setup" 6). 004 names no ability; the ability names are the
/// project's.
pub static ACADEMY_MAGICIANS: [MagicianCard; 4] =
    include!(concat!(env!("OUT_DIR"), "/academy_magicians.rs"));

/// The Dark Alley's 40 Special Assignment cards (10 per Location), indexed by
/// `SpecialId` (A06 is 0), with the Action each enhances and its effect.
pub static SPECIAL_ASSIGNMENTS: [SpecialAssignmentCard; 40] =
    include!(concat!(env!("OUT_DIR"), "/special_assignments.rs"));

/// The Dark Alley's 27 Prophecies, indexed by `ProphecyId` (P01 is 0): each
/// changes a rule for the turn it is Active.
pub static PROPHECIES: [ProphecyCard; 27] = include!(concat!(env!("OUT_DIR"), "/prophecies.rs"));

/// 004 "New prophecies", `ProphecyId` 27-29, shuffled into the Prophecy pile
/// in Academy games only (004 prints no numbers; "PA1"-"PA3" are the
/// project's).
pub static ACADEMY_PROPHECIES: [ProphecyCard; 3] =
    include!(concat!(env!("OUT_DIR"), "/academy_prophecies.rs"));

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::Value;

    use super::*;

    const CARDS_JSON: &str = include_str!("../../data/cards.json");

    fn as_json<T: Serialize>(deck: &[T]) -> Value {
        serde_json::to_value(deck).unwrap()
    }

    /// Every card of the data file is in the arrays, field for field, in the
    /// file's order, and nothing else is: serializing the arrays gives the
    /// file back.
    #[test]
    fn the_data_file_round_trips() {
        let file: Value = serde_json::from_str(CARDS_JSON).unwrap();
        let mut performances = as_json(&PERFORMANCES);
        for (i, card) in performances.as_array_mut().unwrap().iter_mut().enumerate() {
            card["code"] = format!("P{:02}", i + 1).into();
        }
        let decks = [
            ("tricks", as_json(&TRICKS)),
            ("performances", performances),
            ("magicians", as_json(&MAGICIANS)),
            ("academy_magicians", as_json(&ACADEMY_MAGICIANS)),
            ("special_assignments", as_json(&SPECIAL_ASSIGNMENTS)),
            ("prophecies", as_json(&PROPHECIES)),
            ("academy_prophecies", as_json(&ACADEMY_PROPHECIES)),
        ];
        for (deck, built) in &decks {
            let (listed, built) = (file[deck].as_array().unwrap(), built.as_array().unwrap());
            assert_eq!(listed.len(), built.len(), "{deck}");
            for (i, (listed, built)) in listed.iter().zip(built).enumerate() {
                assert_eq!(listed, built, "{deck}[{i}]");
            }
        }
        let mut sections: Vec<&str> = file
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        sections.retain(|k| *k != "note");
        sections.sort_unstable();
        let mut known: Vec<&str> = decks.iter().map(|(deck, _)| *deck).collect();
        known.sort_unstable();
        assert_eq!(sections, known);
    }

    /// The printed counts: 48 Tricks (the Dark Alley adds the 16 of Fame
    /// Threshold 36, with their game-end conditions), 28
    /// Performance cards, 40 Special Assignments, 27 + 3 Prophecies,
    /// 8 + 4 Magicians.
    #[test]
    fn printed_counts() {
        let file: Value = serde_json::from_str(CARDS_JSON).unwrap();
        let count = |deck: &str| file[deck].as_array().unwrap().len();
        assert_eq!(count("tricks"), 48);
        assert_eq!(TRICKS.iter().filter(|t| t.game_end.is_some()).count(), 16);
        assert_eq!(count("performances"), 28);
        assert_eq!(count("special_assignments"), 40);
        assert_eq!((count("prophecies"), count("academy_prophecies")), (27, 3));
        assert_eq!((count("magicians"), count("academy_magicians")), (8, 4));
    }
}
