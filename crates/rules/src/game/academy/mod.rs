//! Dahlgaard's Academy (004): the rules that are arithmetic on its content
//! (`content::academy`), each named after its 004 section.
//!
//! The Academy Location, the Protégé and the four Actions (`actions`); the
//! board with its Actions decided into facts and applied (`board`), Banner
//! placement and majority scoring, Ruin removal, the Protégé's Action Points
//! and wage (`protege`), the Classroom yields and the Popular Class Bonus
//! (`classroom`), renovation prices, the Practice Room upgrades, Secrets, and
//! the view's `academy` section (`view`). `modifier` is how the Academy
//! changes the base game's rules; docs/ACADEMY.md is the reference.

pub(crate) mod candidates;
mod events;
mod modifier;
mod protege;
mod setup;

pub use events::{AcademyEvent, Lesson};
pub(crate) use modifier::Academy;
pub use protege::PlayerAcademy;
pub(crate) use setup::set_up;

mod actions;
pub mod board;
mod classroom;
mod effects;
pub mod secrets;
pub mod view;

use crate::cards::{Component, Yield};
use crate::model::Seat;

pub use crate::content::academy::{
    academy, academy_for, academy_version, academy_versions, parse_academy, AcademyContent,
    ClassSlot, ClassroomTile, Letter, PracticeRoomTile, ProtegeSpace, Renovation, Room,
    SecretAction, SecretEffect, SecretTile, Spot, Upgrade, Wing, ACADEMY_JSON, PROTEGE_SECRETS,
};
pub use board::{
    AcademyBoard, ClassPayout, Moved, Renovated, Renovator, SecretLearned, TrickFacts, WingState,
};
pub use view::{AcademyMarkerView, AcademyView, LentView, PlayerAcademyView, WingView};

impl crate::game::Game {
    /// 004 "Practice": the Practice Room upgrade a player's Trick sits on.
    pub(crate) fn upgrade(&self, seat: Seat, symbol: crate::model::Symbol) -> Option<Upgrade> {
        self.academy.as_ref()?.upgrade_of(seat, symbol)
    }

    /// 004 "Practice", Free Orientation: the Trick's markers may face any
    /// way when set up or moved onto a Performance card.
    pub(crate) fn free_orientation(&self, seat: Seat, symbol: crate::model::Symbol) -> bool {
        self.upgrade(seat, symbol) == Some(Upgrade::FreeOrientation)
    }

    /// 004 "Teach": whether a player's Trick sits in a Classroom (and so is
    /// neither Prepared nor Set Up).
    pub(crate) fn taught(&self, seat: Seat, symbol: crate::model::Symbol) -> bool {
        self.academy
            .as_ref()
            .is_some_and(|b| b.in_classroom(seat, symbol))
    }
}

/// 004 "Player components": 12 Banners each.
pub const BANNERS: u8 = 12;
/// 004 "General rule changes" 2: up to 5 Trick Markers per Trick.
pub const TRICK_MARKERS: u8 = 5;
/// 004 "Setup" 11: starting Fame 3 instead of 5.
pub const STARTING_FAME: u32 = 3;
/// 004 "New location: Academy": each of the four Actions costs 2 AP.
pub const ACTION_AP: u8 = 2;
/// 004 "Setup" 5: two Secrets lie face up.
pub const FACE_UP_SECRETS: usize = 2;
/// 004 "Setup" 2: the wings under Ruins at set-up.
pub const RUINED: [Letter; 3] = [Letter::A, Letter::B, Letter::E];
/// 004 "Practice": the Components a Practice Room may stand in for.
pub const IGNORED_COMPONENT_COINS: u32 = 3;

/// 004 "Setup" 10: 2 more Coins than the base game (12/14/16/18 by
/// Initiative slot).
pub fn starting_coins(slot_number: u32) -> u32 {
    crate::board::starting_coins(slot_number) + 2
}

/// 004 "Renovate" 2: level 1, 2, 3 renovations have Fame Threshold 1, 16, 36.
pub fn renovation_threshold(level: u8) -> u32 {
    match level {
        1 => 1,
        2 => 16,
        _ => 36,
    }
}

/// 004 "Renovate" 2-3: the price, plus a Coin per missing Fame "as with
/// learning tricks" — unless the renovator ignores the threshold (Geert van
/// Augustin).
pub fn renovation_price(r: &Renovation, fame: u32, ignores_threshold: bool) -> u32 {
    let missing = if ignores_threshold {
        0
    } else {
        renovation_threshold(r.level).saturating_sub(fame)
    };
    r.coins + missing
}

/// 004 "Renovate" 5: Banners placed with a renovation by turn (4 on turns 1-2,
/// 3 on 3-4, 2 on 5-6, 1 on the seventh).
pub fn banners_for_turn(turn: u8) -> u8 {
    match turn {
        0..=2 => 4,
        3 | 4 => 3,
        5 | 6 => 2,
        _ => 1,
    }
}

/// What a renovation does to the Banner supplies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BannerPlacement {
    /// Banners the renovator places.
    pub placed: u8,
    /// Players who return one unused Banner to the box.
    pub returned: Vec<Seat>,
}

/// 004 "Renovate" 5 and its IMPORTANT note: place as many as the turn allows
/// and the supply holds; placing one's last Banner makes every other player
/// with an unused Banner return one to the box.
pub fn place_banners(supplies: &[u8], seat: Seat, turn: u8) -> BannerPlacement {
    let have = supplies[seat.index()];
    let placed = banners_for_turn(turn).min(have);
    let returned = if placed > 0 && placed == have {
        (0..supplies.len() as u8)
            .map(Seat)
            .filter(|&s| s != seat && supplies[s.index()] > 0)
            .collect()
    } else {
        Vec::new()
    };
    BannerPlacement { placed, returned }
}

/// 004 "Renovate", end of the game: the Banner majority awards by player
/// count (15/10/5/0, 12/6/0, and 8 for the most with two).
pub fn banner_awards(players: usize) -> &'static [u32] {
    match players {
        4 => &[15, 10, 5, 0],
        3 => &[12, 6, 0],
        _ => &[8, 0],
    }
}

/// 004 "Renovate", end of the game: each seat's Fame for its Banners on
/// renovated tiles. Tied players all score the lowest award of the places
/// they share (so a two-player tie scores nothing); no Banners, no Fame.
pub fn banner_scores(banners: &[u8]) -> Vec<u32> {
    let awards = banner_awards(banners.len());
    banners
        .iter()
        .map(|&mine| {
            if mine == 0 {
                return 0;
            }
            let above = banners.iter().filter(|&&b| b > mine).count();
            let tied = banners.iter().filter(|&&b| b == mine).count();
            awards.get(above + tied - 1).copied().unwrap_or(0)
        })
        .collect()
}

/// 004 "End of turn": the Ruins removed at the end of `turn`, by player
/// count (two: E after the 4th; three: E after the 3rd, B after the 5th;
/// four: E after the 2nd, B after the 4th, A after the 5th).
pub fn ruins_removed(players: u8, turn: u8) -> &'static [Letter] {
    match (players, turn) {
        (2, 4) | (3, 3) | (4, 2) => &[Letter::E],
        (3, 5) | (4, 4) => &[Letter::B],
        (4, 5) => &[Letter::A],
        _ => &[],
    }
}

/// 004 "New character: Protegé": the highest Action Point value next to a
/// Secret, or 1 without Secrets.
pub fn protege_ap(spaces: &[ProtegeSpace], filled: &[bool]) -> u8 {
    spaces
        .iter()
        .zip(filled)
        .filter(|(_, &f)| f)
        .map(|(s, _)| s.ap)
        .max()
        .unwrap_or(1)
}

/// 004 "New character: Protegé": the highest wage next to a Secret, or 0.
pub fn protege_wage(spaces: &[ProtegeSpace], filled: &[bool]) -> u32 {
    spaces
        .iter()
        .zip(filled)
        .filter(|(_, &f)| f)
        .map(|(s, _)| s.wage)
        .max()
        .unwrap_or(0)
}

/// 004 "New phase: Classroom": no Classroom phase on the seventh turn.
pub fn classroom_phase_on(turn: u8) -> bool {
    turn != crate::board::DARK_ALLEY_TURNS
}

/// 1/2/3 by a Trick's Fame Threshold (1, 16, 36): the Classroom's Coin and
/// Shard additions, the Practice prophecy's Coins are twice it.
pub fn threshold_step(threshold: u32) -> u32 {
    match threshold {
        0..=1 => 1,
        2..=16 => 2,
        _ => 3,
    }
}

/// 004 "New phase: Classroom" 2: what a Trick in a Classroom slot yields.
pub fn classroom_yield(slot: ClassSlot, trick: Yield, threshold: u32) -> Yield {
    match slot {
        ClassSlot::Reduced => Yield {
            fame: trick.fame.saturating_sub(1),
            coins: trick.coins.saturating_sub(1),
            shards: 0,
        },
        ClassSlot::Coins => Yield {
            coins: trick.coins + threshold_step(threshold),
            ..Yield::default()
        },
        ClassSlot::Fame => Yield {
            fame: trick.fame,
            ..Yield::default()
        },
        ClassSlot::Shards => Yield {
            shards: trick.shards + threshold_step(threshold),
            ..Yield::default()
        },
    }
}

/// 004 "New phase: Classroom" 3: with both slots filled, each player with a
/// Trick there gets the Popular Class Bonus once.
pub fn popular_class_receivers(occupants: [Option<Seat>; 2]) -> Vec<Seat> {
    match occupants {
        [Some(a), Some(b)] if a == b => vec![a],
        [Some(a), Some(b)] => vec![a, b],
        _ => Vec::new(),
    }
}

/// 004 "Practice", Yield Increase: 1 more Coin and 1 more Fame.
pub fn practiced_yield(y: Yield) -> Yield {
    Yield {
        fame: y.fame + 1,
        coins: y.coins + 1,
        ..y
    }
}

/// 004 "Practice", Ignore Components: whether the Components missing from
/// `requirements` are worth at most 3 Coins (`have` counts the player's).
pub fn requirements_met_ignoring(
    requirements: &[(Component, u8)],
    have: impl Fn(Component) -> u8,
) -> bool {
    let missing: u32 = requirements
        .iter()
        .map(|&(c, n)| u32::from(n.saturating_sub(have(c))) * c.price())
        .sum();
    missing <= IGNORED_COMPONENT_COINS
}

/// 004 "New magicians", Lumenia the Radiant: Link Bonuses one larger (2/3/4).
pub fn lumenia_link_value(base: u8) -> u8 {
    base + 1
}

/// 004 "New magicians", Geert van Augustin: 2 Shards per Renovate.
pub const GEERT_SHARDS: u32 = 2;

/// 004 "New prophecies": Renovating scores 2/4/6 more Fame by level.
pub fn prophecy_renovation_fame(level: u8) -> u32 {
    2 * u32::from(level.clamp(1, 3))
}

/// 004 "New prophecies": placing a Trick in a Practice Room gives 2/4/6 Coins
/// by its Fame Threshold.
pub fn prophecy_practice_coins(threshold: u32) -> u32 {
    2 * threshold_step(threshold)
}

#[cfg(test)]
mod tests;
