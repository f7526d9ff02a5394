//! The 8 Magicians with their Favorite Trick categories and Dark Alley abilities.

use super::{Category, MagicianAbility, MagicianCard};

/// Every Magician card, indexed by `MagicianId`.
pub static MAGICIANS: [MagicianCard; 8] = [
    MagicianCard {
        name: "Master of Chains",
        favorite: Category::Escape,
        ability: "Breaking Free",
        ability_text: "Before the Performance phase, one free Reschedule without placing a Character; its Links pay their bonuses. Once per turn.",
        effect: MagicianAbility::BreakingFree,
    },
    MagicianCard {
        name: "The Great Optico",
        favorite: Category::Optical,
        ability: "Mimesis",
        ability_text: "Once per turn, a Permanent Assignment card carries an opponent's revealed Special Assignment card of the same Location (or its +1 Action Point).",
        effect: MagicianAbility::Mimesis,
    },
    MagicianCard {
        name: "Priestess of Mysticism",
        favorite: Category::Spiritual,
        ability: "Fate Weaving",
        ability_text: "For 1 Dark Alley Action Point: discard the Active Prophecy, make a Pending one Active and draw a new Pending one in its place.",
        effect: MagicianAbility::FateWeaving,
    },
    MagicianCard {
        name: "The Mechaniker",
        favorite: Category::Mechanical,
        ability: "Mechanical Enhancement",
        ability_text: "Once per turn, an Apprentice placed outside the Theater gets +1 Action Point.",
        effect: MagicianAbility::MechanicalEnhancement,
    },
    MagicianCard {
        name: "The Red Lotus",
        favorite: Category::Escape,
        ability: "Trick Steal",
        ability_text: "As Performer, once per Performance, take the yield of an opponent's Trick in the Performance (same or lower Fame Threshold) instead of one of yours; that opponent gets 1 Fame less for it.",
        effect: MagicianAbility::TrickSteal,
    },
    MagicianCard {
        name: "The Gentleman",
        favorite: Category::Optical,
        ability: "Magic for the Masses",
        ability_text: "Whenever the Magician is placed Downtown, at the Market Row or in the Dark Alley, gain 1 Fame per Trick you own.",
        effect: MagicianAbility::MagicForTheMasses,
    },
    MagicianCard {
        name: "Yoruba Spiritmaster",
        favorite: Category::Spiritual,
        ability: "Soul Possession",
        ability_text: "Once per turn, before an opponent chooses a card to Perform, pay a Shard to choose it (a card holding their markers).",
        effect: MagicianAbility::SoulPossession,
    },
    MagicianCard {
        name: "Electra",
        favorite: Category::Mechanical,
        ability: "Supercharge",
        ability_text: "When setting up, pile two markers of one Trick on a slot: one Trick for Links; performed, it yields +1/+2/+3 Fame and Coins by Fame Threshold.",
        effect: MagicianAbility::Supercharge,
    },
];
