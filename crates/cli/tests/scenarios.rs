//! Rule scenarios from the conformance audit, as scripts in
//! `tests/scenarios/` (restated from the audit's reproductions with
//! `"rules_version": 2`). Each is replayed under the current rules and under
//! rules version 1, which must keep the behaviour old games were played with.

use std::path::PathBuf;

use trickerion_cli::script::Script;
use trickerion_rules::Game;

fn scenario(name: &str, rules_version: u32) -> Script {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios")
        .join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut script: Script = serde_json::from_str(&text).unwrap();
    assert_eq!(script.config.rules_version, 2);
    script.config.rules_version = rules_version;
    script
}

/// The refused steps (index and error), and the game after the script.
fn replay(script: &Script) -> (Vec<(usize, String)>, Game) {
    let mut game = Game::new(script.config.clone()).unwrap();
    let mut refused = Vec::new();
    for (i, step) in script.commands.iter().enumerate() {
        if let Err(e) = game.apply(step.seat, &step.command) {
            refused.push((i, e.to_string()));
        }
    }
    (refused, game)
}

/// Issue 10.1, 001 "Two Trick Markers of the same color AND the same symbol
/// cannot be in the same Performance": A06 Guest Performer (3 players, Dark
/// Alley, seed 63) may not add a second marker of a Trick already on the card.
#[test]
fn guest_performer_cannot_double_a_trick_in_a_performance() {
    let (refused, _) = replay(&scenario("guest-performer-duplicate-marker", 2));
    assert_eq!(
        refused.first(),
        Some(&(
            42,
            "that Trick Marker cannot go there: that Trick already has a marker on this card"
                .to_string()
        ))
    );
    // Rules version 1: accepted, and the Trick is paid twice.
    let (refused, _) = replay(&scenario("guest-performer-duplicate-marker", 1));
    assert!(refused.is_empty(), "{refused:?}");
}

/// Issue 10.2, A37 Smuggled Goods: with 5 Fame, 3 Quick-Ordered Mirrors
/// (12 Coins) cannot be paid with 11 Fame.
#[test]
fn smuggled_goods_cannot_pay_fame_the_player_does_not_have() {
    let (refused, _) = replay(&scenario("smuggled-goods-without-fame", 2));
    assert_eq!(
        refused,
        [(
            27,
            "not enough Fame: this costs 11 and you have 5".to_string()
        )]
    );
    let (refused, game) = replay(&scenario("smuggled-goods-without-fame", 1));
    assert!(refused.is_empty(), "{refused:?}");
    assert_eq!(game.player(trickerion_rules::Seat(0)).fame, 0);
}

/// Ruling 10.3b, P27 "lowest slot first": Performance slots are ordered apart
/// from backstage slots, so a Magician takes the Friday Performance slot while
/// Sunday's backstage slots are free.
#[test]
fn p27_leaves_performance_slots_free_to_choose() {
    let (refused, _) = replay(&scenario("p27-lowest-slot-theater", 2));
    assert!(refused.is_empty(), "{refused:?}");
    let (refused, _) = replay(&scenario("p27-lowest-slot-theater", 1));
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].0, 18);
}
