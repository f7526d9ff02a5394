//! Tests of the Heir: its tables' unit tests here; `in_game`, one test per rule
//! the engine plays for the Heir and whole solo games; `academy_in_game`,
//! the same with the Academy.

mod academy_in_game;
mod in_game;
mod log_lines;

use super::*;
use Difficulty::*;

fn y(fame: u32, coins: u32, shards: u32) -> Yield {
    Yield {
        fame,
        coins,
        shards,
    }
}

/// 004 "Setup" 7: Easy 1 Specialist 1 Apprentice, Normal 1 and 2, Hard 2 and 1.
#[test]
fn setup_7_team_by_difficulty() {
    assert_eq!(
        [Easy, Normal, Hard].map(starting_team),
        [(1, 1), (1, 2), (2, 1)]
    );
}

/// 004 "Downtown", "Dark Alley", "Academy" and "Theater": the tables by
/// difficulty and Action Points.
#[test]
fn placement_tables_by_difficulty_and_ap() {
    let row = |f: fn(Difficulty, u8) -> u8, d| (1..=5).map(|ap| f(d, ap)).collect::<Vec<_>>();
    assert_eq!(row(downtown_dice, Easy), [1, 1, 1, 2, 2]);
    assert_eq!(row(downtown_dice, Normal), [1, 1, 1, 2, 3]);
    assert_eq!(row(downtown_dice, Hard), [1, 1, 2, 3, 3]);
    assert_eq!(row(dark_alley_cards, Easy), [1, 1, 1, 2, 2]);
    assert_eq!(row(dark_alley_cards, Normal), [1, 1, 2, 2, 3]);
    assert_eq!(row(dark_alley_cards, Hard), [1, 2, 2, 3, 3]);
    assert_eq!(row(academy_actions, Easy), [1, 1, 1, 2, 2]);
    assert_eq!(row(academy_actions, Normal), [1, 1, 2, 2, 2]);
    assert_eq!(row(academy_actions, Hard), [1, 1, 2, 2, 3]);
    let tricks = |d| (1..=3).map(|ap| theater_tricks(d, ap)).collect::<Vec<_>>();
    assert_eq!(tricks(Easy), [1, 2, 2]);
    assert_eq!(tricks(Normal), [1, 2, 3]);
    assert_eq!(tricks(Hard), [2, 3, 4]);
    // Beyond the printed columns the last one holds.
    assert_eq!(downtown_dice(Hard, 7), 3);
    assert_eq!(theater_tricks(Hard, 4), 4);
}

/// 004 "Performance phase": nothing, 2 Coins or 1 Fame per non-Magician.
#[test]
fn performance_bonus_by_difficulty() {
    assert_eq!(performance_bonus_per_character(Easy), y(0, 0, 0));
    assert_eq!(performance_bonus_per_character(Normal), y(0, 2, 0));
    assert_eq!(performance_bonus_per_character(Hard), y(1, 0, 0));
}

/// 004 "Pay wages": sets of 10 Coins for 2/3/3 Fame each.
#[test]
fn pay_wages_discards_sets_of_ten() {
    assert_eq!(pay_wages(9, Normal), (9, 0));
    assert_eq!(pay_wages(10, Easy), (0, 2));
    assert_eq!(pay_wages(27, Normal), (7, 6));
    assert_eq!(pay_wages(31, Hard), (1, 9));
}

/// 004 "Academy" 2nd priority: cheapest with 0-4 Coins, dearest with 5+;
/// the purse empties up to 9 Coins.
#[test]
fn academy_renovation_purse() {
    assert!(!renovates_expensively(4));
    assert!(renovates_expensively(5));
    assert_eq!(purse_after_renovation(7), 0);
    assert_eq!(purse_after_renovation(9), 0);
    assert_eq!(purse_after_renovation(14), 5);
}

/// 004 "Setup" 4: the Heir's Magician never shares the player's Favorite.
#[test]
fn setup_4_heir_magician() {
    use crate::cards::Category;
    let c = magician_candidates(Category::Optical);
    assert!(!c.is_empty());
    assert!(c.iter().all(|m| m.card().favorite != Category::Optical));
    assert_eq!(
        c.len()
            + crate::cards::MagicianId::all()
                .filter(|m| m.card().favorite == Category::Optical)
                .count(),
        crate::cards::MagicianId::all().count()
    );
    assert_eq!((HEIR_STARTING_COINS, HEIR_STARTING_SHARDS), (0, 0));
}

/// 004 "Place character phase": Theater modifiers ignored, +1 with a
/// Special Assignment card.
#[test]
fn heir_placement_ap() {
    assert_eq!(placement_ap(2, 2, false, false), 4);
    assert_eq!(placement_ap(1, 0, false, true), 2);
    assert_eq!(placement_ap(2, -1, true, false), 2);
    assert_eq!(placement_ap(1, 1, true, true), 2);
}

/// 004 "Place character phase": the Protégé's AP is Secrets + 1, at most 3.
#[test]
fn heir_protege_ap() {
    assert_eq!([0, 1, 2, 3].map(protege_ap), [1, 2, 3, 3]);
}

/// 004 "General note": Fame, then Shards, then Coins, then Fame Threshold.
#[test]
fn yield_value_order() {
    let cmp = compare_yield_value;
    assert_eq!(cmp((y(2, 0, 0), 1), (y(1, 9, 1), 36)), Ordering::Greater);
    assert_eq!(cmp((y(1, 0, 1), 1), (y(1, 5, 0), 1)), Ordering::Greater);
    assert_eq!(cmp((y(1, 3, 0), 1), (y(1, 2, 0), 16)), Ordering::Greater);
    assert_eq!(cmp((y(1, 2, 0), 1), (y(1, 2, 0), 16)), Ordering::Less);
}

/// 004 "Move performance cards": yield less 1 Coin and 1 Fame.
#[test]
fn leftover_tricks_yield_less() {
    assert_eq!(leftover_yield(y(3, 2, 1)), y(2, 1, 1));
    assert_eq!(leftover_yield(y(0, 1, 0)), y(0, 0, 0));
}

/// 004 "End game scoring" and "Playing without Academy": Shards, 2 per
/// Special card, no Coins, per Trick 36 and per Character above 6 (5).
#[test]
fn end_game_scoring_by_difficulty() {
    let e = HeirEnd {
        shards: 4,
        specials: 3,
        threshold36_tricks: 2,
        characters: 8,
    };
    assert_eq!(end_game_fame(e, Easy, true), 4 + 6 + 10);
    assert_eq!(end_game_fame(e, Normal, true), 4 + 6 + 14 + 2);
    assert_eq!(end_game_fame(e, Hard, true), 4 + 6 + 20 + 4);
    assert_eq!(end_game_fame(e, Hard, false), 4 + 6 + 20 + 6);
}

/// 004 "Place character phase": stance and the two priority lists.
#[test]
fn stance_and_priorities() {
    assert!(ready(PlanKind::Perform, true));
    assert!(!ready(PlanKind::Perform, false));
    assert!(!ready(PlanKind::SetUp, true));
    assert_eq!(placement_priority(true)[0], Priority::TheaterEarliest);
    assert_eq!(placement_priority(false)[2], Priority::TheaterLatest);
    assert_eq!(
        placement_priority(false)[..2],
        [
            Priority::Place(Place::Downtown),
            Priority::Place(Place::Academy)
        ]
    );
}

/// 004 "Place character phase": contested Locations, the Workshop never,
/// the Theater not while a side has only its Magician left.
#[test]
fn contested_locations() {
    let you = [(Place::Downtown, false), (Place::Theater, true)];
    let heir = [
        (Place::Downtown, false),
        (Place::Theater, false),
        (Place::Workshop, false),
    ];
    assert!(contested(Place::Downtown, &you, &heir));
    assert!(!contested(Place::Theater, &you, &heir));
    assert!(!contested(
        Place::Workshop,
        &[(Place::Workshop, false)],
        &heir
    ));
    assert!(!contested(Place::MarketRow, &you, &heir));
    let you = [(Place::Theater, true), (Place::Theater, false)];
    assert!(contested(Place::Theater, &you, &heir));
}

/// 004 "Setup" 12 and "Playing without Academy": the Plan deck has seven
/// tiles, a Perform tile at the bottom and a Set up tile on top.
#[test]
fn setup_12_plan_deck() {
    let perform = ["P0", "P1", "P2", "P3"];
    let set_up = ["S0", "S1", "S2", "S3", "S4"];
    let rotate = |v: &mut [&str]| v.rotate_left(1);
    let (deck, removed) = plan_deck(&perform, &set_up, true, rotate);
    assert_eq!(deck, ["S3", "S1", "P3", "S2", "P2", "P1", "P0"]);
    assert_eq!(removed, ("S0", Some("S4")));
    let (deck, removed) = plan_deck(&perform, &set_up[..4], false, |_| {});
    assert_eq!(deck, ["S3", "P3", "S2", "S1", "P1", "S0", "P0"]);
    assert_eq!(deck[0], "S3");
    assert_eq!(deck[6], "P0");
    assert_eq!(removed, ("P2", None));
}
