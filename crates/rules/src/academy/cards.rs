//! The Academy's printed cards whose words 004 gives: the four new Magicians
//! and the three new Prophecies, with the typed effect the rules will match
//! on. They join the Magician and Prophecy pools only in Academy games, so
//! other games keep their draws; until then they live here.

use crate::cards::Category;

/// What a new Magician's ability does (004 "New magicians").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AcademyAbility {
    /// Professor Bernard: each Classroom phase, one Trick in a Classroom
    /// yields in full instead of its slot's yield.
    FullClassYield,
    /// Geert van Augustin: Renovate without Fame Thresholds; `shards` per
    /// Renovate.
    FreeRenovation { shards: u32 },
    /// Lumenia the Radiant: Link Bonuses `extra` larger (2/3/4).
    BrighterLinks { extra: u8 },
    /// Anjali: in the Assignment phase, a Coin on an Apprentice lends it one
    /// of the Protégé's Secrets for the round (not its Action Points); the
    /// Coin is discarded when it is sent out, kept if it stays Idle.
    LentSecret { coins: u32 },
}

/// A new Magician card.
#[derive(Debug)]
pub struct AcademyMagician {
    pub name: &'static str,
    pub favorite: Category,
    pub text: &'static str,
    pub effect: AcademyAbility,
}

/// 004 "New magicians": one for each Favorite Trick category.
pub static ACADEMY_MAGICIANS: [AcademyMagician; 4] = [
    AcademyMagician {
        name: "Professor Bernard",
        favorite: Category::Escape,
        text: "In each Classroom phase, one of your Tricks in a Classroom yields in full instead of what its Classroom slot gives.",
        effect: AcademyAbility::FullClassYield,
    },
    AcademyMagician {
        name: "Geert van Augustin",
        favorite: Category::Mechanical,
        text: "You may Renovate without Fame Threshold restrictions. Gain 2 Shards each time you Renovate.",
        effect: AcademyAbility::FreeRenovation {
            shards: super::GEERT_SHARDS,
        },
    },
    AcademyMagician {
        name: "Lumenia the Radiant",
        favorite: Category::Optical,
        text: "When placing Trick Markers on Performance cards, your Link Bonus is one larger (2/3/4 Coins or Fame).",
        effect: AcademyAbility::BrighterLinks { extra: 1 },
    },
    AcademyMagician {
        name: "Anjali",
        favorite: Category::Spiritual,
        text: "In the Assignment phase you may put 1 Coin on one of your Apprentices: it also has one of your Protégé's Secrets this round (not its Action Points). Discard the Coin when it is sent out; keep it if it stays Idle.",
        effect: AcademyAbility::LentSecret { coins: 1 },
    },
];

/// What a new Prophecy changes while active (004 "New prophecies").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AcademyProphecy {
    /// Renovating scores 2/4/6 more Fame by level.
    RenovationFame,
    /// A Trick placed in a Classroom yields its Classroom yield at once.
    ClassYieldAtOnce,
    /// A Trick placed in a Practice Room gives 2/4/6 Coins by Fame Threshold.
    PracticeCoins,
}

/// 004 "New prophecies", shuffled into the Prophecy pile in Academy games.
pub static ACADEMY_PROPHECIES: [(AcademyProphecy, &str); 3] = [
    (
        AcademyProphecy::RenovationFame,
        "When Renovating, score an additional 2/4/6 Fame (depending on the level of the renovation).",
    ),
    (
        AcademyProphecy::ClassYieldAtOnce,
        "When placing a Trick in a Classroom, receive its Classroom yield immediately.",
    ),
    (
        AcademyProphecy::PracticeCoins,
        "When placing a Trick in the Practice Room, receive 2/4/6 Coins (depending on the Fame Threshold of the Trick) immediately.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// 004 "New magicians": four, one per Favorite Trick category, each
    /// with its own ability; Lumenia's Link Bonus is 2/3/4.
    #[test]
    fn new_magicians_one_per_category() {
        let mut cats: Vec<Category> = ACADEMY_MAGICIANS.iter().map(|m| m.favorite).collect();
        cats.sort_by_key(|c| format!("{c:?}"));
        cats.dedup();
        assert_eq!(cats.len(), 4);
        let lumenia = &ACADEMY_MAGICIANS[2];
        let AcademyAbility::BrighterLinks { extra } = lumenia.effect else {
            panic!("Lumenia");
        };
        assert_eq!([1, 2, 3].map(|b| b + extra), [2, 3, 4]);
        assert_eq!(
            ACADEMY_MAGICIANS[1].effect,
            AcademyAbility::FreeRenovation { shards: 2 }
        );
        // The names do not clash with the printed Magicians'.
        for m in &ACADEMY_MAGICIANS {
            assert!(crate::cards::MagicianId::all().all(|id| id.card().name != m.name));
        }
    }

    /// 004 "New prophecies": three, distinct.
    #[test]
    fn new_prophecies() {
        assert_eq!(ACADEMY_PROPHECIES.len(), 3);
        assert_ne!(ACADEMY_PROPHECIES[0].0, ACADEMY_PROPHECIES[1].0);
        assert_ne!(ACADEMY_PROPHECIES[1].0, ACADEMY_PROPHECIES[2].0);
    }
}
