//! Dahlgaard's Heir, the solo bot of 004: the parts of its procedure that
//! are tables and arithmetic on its content (`content::heir`), each named
//! after its 004 section.
//!
//! The engine plays the Heir itself (`play`: set-up, Turn Setup dice,
//! assignment, placement, its Actions, Performance, wages, scoring;
//! `academy`: its Academy visits; `view`: the view's `heir` section) in solo
//! games with and without the Academy (docs/ACADEMY.md). `procedure` holds
//! the decisions as pure functions, `tricks` its Tricks and where it sets
//! them up; `modifier` is how the Heir changes the base game's rules.

mod candidates;
mod events;
mod modifier;
mod state;

pub use events::{HeirAct, HeirEvent};
pub(crate) use modifier::Heir;

mod academy;
pub mod play;
pub mod procedure;
pub mod tricks;
pub mod view;

use std::cmp::Ordering;

use crate::cards::Yield;

pub use crate::content::heir::{
    heir_content, parse_heir, DieFaceCover, HeirContent, Place, PlanKind, PlanStep, PlanTile,
    TurnSetupDie, HEIR_JSON,
};

pub use crate::config::Difficulty;

/// 004 "Setup" 7: Specialists and Apprentices the Heir starts with (besides
/// its Magician and, with the Academy, its Protégé).
pub fn starting_team(d: Difficulty) -> (u8, u8) {
    match d {
        Difficulty::Easy => (1, 1),
        Difficulty::Normal => (1, 2),
        Difficulty::Hard => (2, 1),
    }
}

/// Looks a 1-to-5 Action Point column up (fewer counts as 1, more as 5).
fn by_ap(row: [u8; 5], ap: u8) -> u8 {
    row[usize::from(ap.clamp(1, 5)) - 1]
}

/// 004 "Downtown": how many dice the Heir takes.
pub fn downtown_dice(d: Difficulty, ap: u8) -> u8 {
    by_ap(
        match d {
            Difficulty::Easy => [1, 1, 1, 2, 2],
            Difficulty::Normal => [1, 1, 1, 2, 3],
            Difficulty::Hard => [1, 1, 2, 3, 3],
        },
        ap,
    )
}

/// 004 "Dark Alley": how many cards the Heir draws.
pub fn dark_alley_cards(d: Difficulty, ap: u8) -> u8 {
    by_ap(
        match d {
            Difficulty::Easy => [1, 1, 1, 2, 2],
            Difficulty::Normal => [1, 1, 2, 2, 3],
            Difficulty::Hard => [1, 2, 2, 3, 3],
        },
        ap,
    )
}

/// 004 "Academy": how many Academy actions the Heir takes.
pub fn academy_actions(d: Difficulty, ap: u8) -> u8 {
    by_ap(
        match d {
            Difficulty::Easy => [1, 1, 1, 2, 2],
            Difficulty::Normal => [1, 1, 2, 2, 2],
            Difficulty::Hard => [1, 1, 2, 2, 3],
        },
        ap,
    )
}

/// 004 "Theater": how many Tricks the Heir places (1 to 3 AP).
pub fn theater_tricks(d: Difficulty, ap: u8) -> u8 {
    let row = match d {
        Difficulty::Easy => [1, 2, 2],
        Difficulty::Normal => [1, 2, 3],
        Difficulty::Hard => [2, 3, 4],
    };
    row[usize::from(ap.clamp(1, 3)) - 1]
}

/// 004 "Performance phase": instead of the Specialist bonuses, this per
/// non-Magician the Heir has in the Theater when it performs.
pub fn performance_bonus_per_character(d: Difficulty) -> Yield {
    match d {
        Difficulty::Easy => Yield::default(),
        Difficulty::Normal => Yield {
            coins: 2,
            ..Yield::default()
        },
        Difficulty::Hard => Yield {
            fame: 1,
            ..Yield::default()
        },
    }
}

/// 004 "Pay wages": the Heir pays none; it discards sets of 10 Coins from
/// its Coin Purse and scores Fame per set. Returns (Coins left, Fame).
pub fn pay_wages(purse: u32, d: Difficulty) -> (u32, u32) {
    let per_set = match d {
        Difficulty::Easy => 2,
        Difficulty::Normal | Difficulty::Hard => 3,
    };
    (purse % 10, purse / 10 * per_set)
}

/// 004 "Academy" 2nd priority: after renovating, the Heir discards its whole
/// Coin Purse if it holds 9 or less, else 9 Coins.
pub fn purse_after_renovation(purse: u32) -> u32 {
    purse.saturating_sub(9)
}

/// 004 "Academy" 2nd priority: with 0-4 Coins in its purse the Heir picks the
/// cheapest renovation, with 5 or more the most expensive.
pub fn renovates_expensively(purse: u32) -> bool {
    purse >= 5
}

/// 004 "Setup" 4: the Heir's Magician is drawn from the Magicians whose
/// Favorite category is not the player's.
pub fn magician_candidates(
    player_favorite: crate::cards::Category,
) -> Vec<crate::cards::MagicianId> {
    crate::cards::MagicianId::all()
        .filter(|m| m.card().favorite != player_favorite)
        .collect()
}

/// 004 "Setup" 9-10: the player is always first in Initiative (12 Coins with
/// the Academy); the Heir takes no Coins or Shards.
pub const HEIR_STARTING_COINS: u32 = 0;
pub const HEIR_STARTING_SHARDS: u32 = 0;

/// 004 "Place character phase": the Heir's Action Points on a slot: the
/// Character's plus the slot's modifier, except that Theater modifiers are
/// ignored; +1 with a Special Assignment card (whose text it ignores); it
/// never spends Shards.
pub fn placement_ap(character_ap: u8, slot_modifier: i32, theater: bool, special: bool) -> u8 {
    let modifier = if theater { 0 } else { slot_modifier };
    (i32::from(character_ap) + modifier + i32::from(special)).max(0) as u8
}

/// 004 "Place character phase": the Heir's Protégé has one Action Point more
/// than its Secrets, at most 3.
pub fn protege_ap(secrets: u8) -> u8 {
    (secrets + 1).min(3)
}

/// 004 "Downtown" 3 and "Playing without Academy": the Heir takes an
/// Apprentice from the die's first check only with this many Characters or
/// fewer; the same number is the end-game "first" Characters.
pub fn character_limit(academy: bool) -> u32 {
    if academy {
        6
    } else {
        5
    }
}

/// 004 "General note": a Trick's yield value for the Heir, Fame first, then
/// Shards, then Coins, then the Fame Threshold.
pub fn compare_yield_value(a: (Yield, u32), b: (Yield, u32)) -> Ordering {
    let key = |(y, t): (Yield, u32)| (y.fame, y.shards, y.coins, t);
    key(a).cmp(&key(b))
}

/// 004 "Move performance cards": a removed card's Heir Tricks (and those
/// left at the end of the final turn) still yield, 1 Coin and 1 Fame less.
pub fn leftover_yield(y: Yield) -> Yield {
    Yield {
        fame: y.fame.saturating_sub(1),
        coins: y.coins.saturating_sub(1),
        shards: y.shards,
    }
}

/// What the Heir's end-game scoring counts (004 "End game scoring").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeirEnd {
    pub shards: u32,
    pub specials: u32,
    pub threshold36_tricks: u32,
    pub characters: u32,
}

/// 004 "End game scoring": 1 Fame per Shard, 2 per Special Assignment card,
/// nothing for Coins, a fixed amount per Fame-Threshold-36 Trick and per
/// Character above the first 6 (5 without the Academy).
pub fn end_game_fame(e: HeirEnd, d: Difficulty, academy: bool) -> u32 {
    let (per_trick, per_character) = match d {
        Difficulty::Easy => (5, 0),
        Difficulty::Normal => (7, 1),
        Difficulty::Hard => (10, 2),
    };
    e.shards
        + 2 * e.specials
        + per_trick * e.threshold36_tricks
        + per_character * e.characters.saturating_sub(character_limit(academy))
}

/// 004 "Place character phase": Ready when the Plan tile is a Perform tile
/// and the Heir has a Trick of the highest Fame Threshold open to it.
pub fn ready(plan: PlanKind, has_highest_trick: bool) -> bool {
    plan == PlanKind::Perform && has_highest_trick
}

/// Where a Location's Theater placement goes: the earliest or latest day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    Place(Place),
    TheaterEarliest,
    TheaterLatest,
}

/// 004 "Place character phase" 2: the Heir's Location priorities.
pub fn placement_priority(ready: bool) -> [Priority; 6] {
    use Priority::*;
    if ready {
        [
            TheaterEarliest,
            Place(self::Place::Downtown),
            Place(self::Place::Academy),
            Place(self::Place::MarketRow),
            Place(self::Place::DarkAlley),
            Place(self::Place::Workshop),
        ]
    } else {
        [
            Place(self::Place::Downtown),
            Place(self::Place::Academy),
            TheaterLatest,
            Place(self::Place::MarketRow),
            Place(self::Place::DarkAlley),
            Place(self::Place::Workshop),
        ]
    }
}

/// A Character assigned but not placed yet: its Location and whether it is
/// the Magician.
pub type Waiting = (Place, bool);

/// 004 "Place character phase": a Location is contested while both sides
/// have a Character assigned there and not yet placed; the Workshop never
/// is; the Theater is not while either side has only its Magician left there.
pub fn contested(place: Place, you: &[Waiting], heir: &[Waiting]) -> bool {
    if place == Place::Workshop {
        return false;
    }
    let left = |side: &[Waiting]| -> (usize, usize) {
        let at: Vec<_> = side.iter().filter(|(p, _)| *p == place).collect();
        (at.len(), at.iter().filter(|(_, m)| *m).count())
    };
    let (yours, your_magicians) = left(you);
    let (its, its_magicians) = left(heir);
    if yours == 0 || its == 0 {
        return false;
    }
    let only_magician = |n, m| n == m;
    !(place == Place::Theater
        && (only_magician(yours, your_magicians) || only_magician(its, its_magicians)))
}

/// The number of tiles in the Plan deck (004 "Setup" 12).
pub const PLAN_DECK_TILES: usize = 7;

/// 004 "Setup" 12 (and "Playing without Academy"): the Plan deck, top first.
/// `perform` and `set_up` are the tiles in a random order; `shuffle`
/// shuffles each small group as the rulebook does. Returns the deck and the
/// tiles removed unseen (the second only with the Academy). It allocates
/// nothing: imagined worlds build many decks to find one that fits.
pub fn plan_deck<T: Copy>(
    perform: &[T],
    set_up: &[T],
    academy: bool,
    mut shuffle: impl FnMut(&mut [T]),
) -> ([T; PLAN_DECK_TILES], (T, Option<T>)) {
    // 1 Set up and 2 Perform: two of them go on the bottom Perform tile,
    // the third is removed.
    let mut first = [set_up[0], perform[1], perform[2]];
    shuffle(&mut first);
    // 2 Set up and 1 Perform, all on top of those.
    let mut second = [set_up[1], set_up[2], perform[3]];
    shuffle(&mut second);
    // One more Set up on top; with the Academy the last one is removed.
    let deck = [
        set_up[3], second[2], second[1], second[0], first[1], first[0], perform[0],
    ];
    (deck, (first[2], academy.then(|| set_up[4])))
}

#[cfg(test)]
mod tests;
