//! The Academy's printed cards whose words 004 gives: the four new Magicians
//! and the three new Prophecies, with the typed effect the rules match on
//! (`MagicianAbility`, `ProphecyKind`). They are `MagicianId` 8-11 and
//! `ProphecyId` 27-29, after the printed ones, and join the Magician choice
//! and the Prophecy pile only in Academy games (004 "Setup" 6), so other
//! games choose and draw exactly as before.

use crate::cards::{Category, MagicianAbility, MagicianCard, ProphecyCard, ProphecyKind};

/// 004 "New magicians": one for each Favorite Trick category. 004 names no
/// ability; the ability names are the project's.
pub static ACADEMY_MAGICIANS: [MagicianCard; 4] = [
    MagicianCard {
        name: "Professor Bernard",
        favorite: Category::Escape,
        ability: "Tenure",
        ability_text: "In each Classroom phase, one of your Tricks in a Classroom may yield in full instead of what its Classroom slot gives.",
        effect: MagicianAbility::FullClassYield,
    },
    MagicianCard {
        name: "Geert van Augustin",
        favorite: Category::Mechanical,
        ability: "Master Builder",
        ability_text: "You may Renovate without Fame Threshold restrictions. Gain 2 Shards each time you Renovate.",
        effect: MagicianAbility::FreeRenovation,
    },
    MagicianCard {
        name: "Lumenia the Radiant",
        favorite: Category::Optical,
        ability: "Radiance",
        ability_text: "When placing Trick Markers on Performance cards, your Link Bonus is one larger (2/3/4 Coins or Fame).",
        effect: MagicianAbility::BrighterLinks,
    },
    MagicianCard {
        name: "Anjali",
        favorite: Category::Spiritual,
        ability: "Lent Secret",
        ability_text: "In the Assignment phase you may put 1 Coin on one of your Apprentices: it also has one of your Protégé's Secrets this turn (not its Action Points). Discard the Coin when it is sent out; keep it if it stays Idle.",
        effect: MagicianAbility::LentSecret,
    },
];

/// 004 "New prophecies", shuffled into the Prophecy pile in Academy games
/// (004 prints no numbers; "PA1"-"PA3" are the project's).
pub static ACADEMY_PROPHECIES: [ProphecyCard; 3] = [
    ProphecyCard {
        code: "PA1",
        kind: ProphecyKind::RenovationFame,
        text: "When Renovating, score an additional 2/4/6 Fame (depending on the level of the renovation).",
    },
    ProphecyCard {
        code: "PA2",
        kind: ProphecyKind::ClassYieldAtOnce,
        text: "When placing a Trick in a Classroom, receive its Classroom yield immediately.",
    },
    ProphecyCard {
        code: "PA3",
        kind: ProphecyKind::PracticeCoins,
        text: "When placing a Trick in the Practice Room, receive 2/4/6 Coins (depending on the Fame Threshold of the Trick) immediately.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{MagicianId, ProphecyId};

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
