//! The 8 Magicians with their Favorite Trick categories and Dark Alley abilities.

use super::{Category, MagicianCard};

/// Every Magician card, indexed by `MagicianId`.
pub static MAGICIANS: [MagicianCard; 8] = [
    MagicianCard {
        name: "Master of Chains",
        favorite: Category::Escape,
        ability: "Breaking Free",
    },
    MagicianCard {
        name: "The Great Optico",
        favorite: Category::Optical,
        ability: "Mimesis",
    },
    MagicianCard {
        name: "Priestess of Mysticism",
        favorite: Category::Spiritual,
        ability: "Fate Weaving",
    },
    MagicianCard {
        name: "The Mechaniker",
        favorite: Category::Mechanical,
        ability: "Mechanical Enhancement",
    },
    MagicianCard {
        name: "The Red Lotus",
        favorite: Category::Escape,
        ability: "Trick Steal",
    },
    MagicianCard {
        name: "The Gentleman",
        favorite: Category::Optical,
        ability: "Magic for the Masses",
    },
    MagicianCard {
        name: "Yoruba Spiritmaster",
        favorite: Category::Spiritual,
        ability: "Soul Possession",
    },
    MagicianCard {
        name: "Electra",
        favorite: Category::Mechanical,
        ability: "Supercharge",
    },
];
