//! Tests of the Academy: its tables' unit tests here; `in_game`, the Academy as
//! wired into `Game`, one test per 004 rule; `random_games`, whole random
//! Academy games with their invariants checked after every command.

mod in_game;
mod log_lines;
mod random_games;

use super::*;

fn y(fame: u32, coins: u32, shards: u32) -> Yield {
    Yield {
        fame,
        coins,
        shards,
    }
}

/// 004 "Setup" 10 and 11: 12/14/16/18 Coins, Fame 3; "General rule
/// changes" 2: 5 Trick Markers per Trick.
#[test]
fn setup_10_11_coins_and_fame() {
    let coins: Vec<u32> = [1, 2, 3, 4].into_iter().map(starting_coins).collect();
    assert_eq!(coins, [12, 14, 16, 18]);
    assert_eq!(STARTING_FAME, 3);
    assert_eq!(TRICK_MARKERS, crate::board::MARKERS_PER_SYMBOL + 1);
}

/// 004 "Renovate" 2-3: thresholds 1/16/36; missing Fame paid in Coins on
/// top of the price; Geert van Augustin ignores the threshold.
#[test]
fn renovate_thresholds_and_price() {
    let r = |level, coins| Renovation {
        level,
        coins,
        fame: 5,
        provisional: true,
    };
    assert_eq!([1, 2, 3].map(renovation_threshold), [1, 16, 36]);
    assert_eq!(renovation_price(&r(1, 3), 3, false), 3);
    assert_eq!(renovation_price(&r(2, 6), 10, false), 12);
    assert_eq!(renovation_price(&r(2, 6), 16, false), 6);
    assert_eq!(renovation_price(&r(3, 10), 30, false), 16);
    assert_eq!(renovation_price(&r(3, 10), 3, true), 10);
}

/// 004 "Renovate" 5: 4 Banners on turns 1-2, 3 on 3-4, 2 on 5-6, 1 on 7.
#[test]
fn renovate_5_banners_by_turn() {
    let by_turn: Vec<u8> = (1..=7).map(banners_for_turn).collect();
    assert_eq!(by_turn, [4, 4, 3, 3, 2, 2, 1]);
}

/// 004 "Renovate" 5: fewer Banners in supply than due places them all;
/// placing one's last makes each other player with one return one.
#[test]
fn renovate_5_last_banner_makes_others_return_one() {
    assert_eq!(
        place_banners(&[12, 12, 12], Seat(0), 1),
        BannerPlacement {
            placed: 4,
            returned: vec![]
        }
    );
    assert_eq!(
        place_banners(&[2, 5, 0, 1], Seat(0), 3),
        BannerPlacement {
            placed: 2,
            returned: vec![Seat(1), Seat(3)]
        }
    );
    assert_eq!(
        place_banners(&[3, 5], Seat(0), 3),
        BannerPlacement {
            placed: 3,
            returned: vec![Seat(1)]
        }
    );
    assert_eq!(
        place_banners(&[0, 5], Seat(0), 1),
        BannerPlacement {
            placed: 0,
            returned: vec![]
        }
    );
}

/// 004 "Renovate", end of the game: 15/10/5/0, 12/6/0, 8; ties score the
/// lower award (the rulebook's 3, 3, 2, 1 example: 10, 10, 5, 0); a
/// two-player tie scores nothing; no Banners, no Fame.
#[test]
fn renovate_banner_majorities_and_ties() {
    assert_eq!(banner_scores(&[5, 3, 8, 1]), [10, 5, 15, 0]);
    assert_eq!(banner_scores(&[3, 3, 2, 1]), [10, 10, 5, 0]);
    assert_eq!(banner_scores(&[4, 4, 4, 4]), [0, 0, 0, 0]);
    assert_eq!(banner_scores(&[6, 2, 2, 0]), [15, 5, 5, 0]);
    assert_eq!(banner_scores(&[1, 0, 0, 0]), [15, 0, 0, 0]);
    assert_eq!(banner_scores(&[7, 4, 9]), [6, 0, 12]);
    assert_eq!(banner_scores(&[7, 7, 1]), [6, 6, 0]);
    assert_eq!(banner_scores(&[5, 2]), [8, 0]);
    assert_eq!(banner_scores(&[5, 5]), [0, 0]);
    assert_eq!(banner_scores(&[0, 0]), [0, 0]);
}

/// 004 "End of turn": Ruins removed by player count and turn.
#[test]
fn end_of_turn_ruin_removal_by_player_count() {
    let schedule = |players| {
        (1..=7)
            .flat_map(|t| ruins_removed(players, t).iter().map(move |&l| (t, l)))
            .collect::<Vec<_>>()
    };
    assert_eq!(schedule(2), [(4, Letter::E)]);
    assert_eq!(schedule(3), [(3, Letter::E), (5, Letter::B)]);
    assert_eq!(
        schedule(4),
        [(2, Letter::E), (4, Letter::B), (5, Letter::A)]
    );
    // Every removed Ruin is one placed at set-up.
    for p in 2..=4 {
        assert!(schedule(p).iter().all(|(_, l)| RUINED.contains(l)));
    }
}

/// 004 "New character: Protegé": the highest value next to a Secret, 1 AP
/// and no wage without one.
#[test]
fn protege_ap_and_wage_from_secrets() {
    let spaces = [
        ProtegeSpace {
            ap: 2,
            wage: 1,
            provisional: true,
        },
        ProtegeSpace {
            ap: 3,
            wage: 2,
            provisional: true,
        },
        ProtegeSpace {
            ap: 4,
            wage: 3,
            provisional: true,
        },
    ];
    let at = |f: [bool; 3]| (protege_ap(&spaces, &f), protege_wage(&spaces, &f));
    assert_eq!(at([false; 3]), (1, 0));
    assert_eq!(at([true, false, false]), (2, 1));
    assert_eq!(at([false, true, false]), (3, 2));
    assert_eq!(at([true, false, true]), (4, 3));
    assert_eq!(at([true; 3]), (4, 3));
    // The built-in extension follows the same reading.
    let built_in = &academy().protege;
    assert_eq!(protege_ap(built_in, &[false; 3]), 1);
    assert!(protege_ap(built_in, &[true; 3]) > 1);
}

/// 004 "New phase: Classroom": every turn but the seventh; yields a-d.
#[test]
fn classroom_phase_yields() {
    assert!((1..=6).all(classroom_phase_on));
    assert!(!classroom_phase_on(7));
    let trick = y(3, 2, 1);
    // a) Coin and Fame less one each, no Shard.
    assert_eq!(classroom_yield(ClassSlot::Reduced, trick, 16), y(2, 1, 0));
    assert_eq!(
        classroom_yield(ClassSlot::Reduced, y(0, 1, 0), 1),
        y(0, 0, 0)
    );
    // b) Coins + 1/2/3 by Fame Threshold.
    assert_eq!(classroom_yield(ClassSlot::Coins, trick, 1), y(0, 3, 0));
    assert_eq!(classroom_yield(ClassSlot::Coins, trick, 16), y(0, 4, 0));
    assert_eq!(classroom_yield(ClassSlot::Coins, trick, 36), y(0, 5, 0));
    // c) the Fame yield.
    assert_eq!(classroom_yield(ClassSlot::Fame, trick, 36), y(3, 0, 0));
    // d) Shards + 1/2/3.
    assert_eq!(classroom_yield(ClassSlot::Shards, trick, 1), y(0, 0, 2));
    assert_eq!(
        classroom_yield(ClassSlot::Shards, y(4, 0, 0), 36),
        y(0, 0, 3)
    );
}

/// 004 "New phase: Classroom" 3: both slots filled; one player on both
/// gets the bonus once.
#[test]
fn classroom_popular_class_bonus() {
    assert_eq!(
        popular_class_receivers([Some(Seat(0)), Some(Seat(2))]),
        [Seat(0), Seat(2)]
    );
    assert_eq!(
        popular_class_receivers([Some(Seat(1)), Some(Seat(1))]),
        [Seat(1)]
    );
    assert!(popular_class_receivers([Some(Seat(1)), None]).is_empty());
    assert!(popular_class_receivers([None, None]).is_empty());
}

/// 004 "Practice": Yield Increase (+1 Coin, +1 Fame) and Ignore
/// Components (up to 3 Coins worth missing).
#[test]
fn practice_upgrades() {
    assert_eq!(practiced_yield(y(2, 3, 1)), y(3, 4, 1));
    let needs = [(Component::Wood, 2), (Component::Cog, 1)];
    // Wood is Basic (1 Coin), Cog Superior (3 Coins).
    assert!(!requirements_met_ignoring(&needs, |_| 0));
    assert!(requirements_met_ignoring(&needs, |c| u8::from(
        c == Component::Cog
    )));
    assert!(requirements_met_ignoring(&needs, |c| match c {
        Component::Wood => 2,
        _ => 0,
    }));
    assert!(!requirements_met_ignoring(&[(Component::Rope, 2)], |_| 0));
    assert!(!requirements_met_ignoring(&[(Component::Cog, 2)], |_| 0));
}

/// 004 "New magicians" (Lumenia, Geert) and "New prophecies" (2/4/6 Fame
/// by level, 2/4/6 Coins by Fame Threshold).
#[test]
fn new_magicians_and_prophecies_numbers() {
    assert_eq!([1, 2, 3].map(lumenia_link_value), [2, 3, 4]);
    assert_eq!(GEERT_SHARDS, 2);
    assert_eq!([1, 2, 3].map(prophecy_renovation_fame), [2, 4, 6]);
    assert_eq!([1, 16, 36].map(prophecy_practice_coins), [2, 4, 6]);
}
