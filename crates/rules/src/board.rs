//! Fixed facts of the main board and player boards that no card prints.

use crate::model::Hand;

pub use crate::model::MAIN_BOARD_SLOT_MODIFIERS;

/// Slots a player's own Workshop holds (both at +0).
pub const WORKSHOP_SLOTS: u8 = 2;

/// Backstage slots per Theater weekday (plus one Performance slot).
pub const BACKSTAGE_SLOTS: u8 = 2;

/// Most of one Component type a player may have (Manager bonus included).
pub const COMPONENT_LIMIT: u8 = 3;

/// Component piles the player board holds, besides the Manager's two Multi slots.
pub const BOARD_COMPONENT_PILES: usize = 6;

/// Trick Markers per symbol (and so the most on one Trick plus the Theater).
pub const MARKERS_PER_SYMBOL: u8 = 4;

/// Tricks a player may own: one per Symbol Marker.
pub const MAX_TRICKS: usize = 4;

/// Main-board slots covered for the whole game with fewer than four players
/// ("2-3 player rules": the +1 slots, both for two players, one for three).
pub fn blocked_main_slots(players: u8) -> [bool; 4] {
    match players {
        2 => [false, true, true, false],
        3 => [false, false, true, false],
        _ => [false; 4],
    }
}

/// Initiative Order slot numbers used by each position (two players use 1 and 3).
pub fn initiative_slot_numbers(players: u8) -> &'static [u32] {
    match players {
        2 => &[1, 3],
        3 => &[1, 2, 3],
        _ => &[1, 2, 3, 4],
    }
}

/// Starting Coins by Initiative slot number: 10 plus 2/4/6 for slots 2/3/4.
pub fn starting_coins(slot_number: u32) -> u32 {
    10 + 2 * (slot_number - 1)
}

/// Number of turns in a game: 5 in the base game.
pub const BASE_TURNS: u8 = 5;

/// Starting Fame and Shards.
pub const STARTING_FAME: u32 = 5;
pub const STARTING_SHARDS: u32 = 1;

/// The 9 Permanent Assignment cards of the base game, by Location
/// (Downtown, Market Row, Workshop, Theater, Dark Alley, Academy).
pub const BASE_HAND: Hand = Hand([2, 2, 2, 3, 0, 0]);

/// Number of turns with the Dark Alley (C-131).
pub const DARK_ALLEY_TURNS: u8 = 7;

/// The Dark Alley starting hand of 6 Permanent Assignment cards (C-118):
/// 1 Downtown, 1 Market Row, 1 Workshop, 2 Theater, 1 Dark Alley.
pub const DARK_ALLEY_HAND: Hand = Hand([1, 1, 1, 2, 1, 0]);

/// The 20-Fame cap on each end-game category (optional rule).
pub const FAME_CAP: u32 = 20;
