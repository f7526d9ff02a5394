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

/// The game-log lines of Dahlgaard's Heir setting up markers, with the
/// step that produced each, over the whole script.
fn heir_set_ups(script: &Script) -> Vec<(usize, String)> {
    let mut game = Game::new(script.config.clone()).unwrap();
    let names = vec!["You".to_string(), "Dahlgaard's Heir".to_string()];
    let mut lines = Vec::new();
    for (i, step) in script.commands.iter().enumerate() {
        for e in game.apply(step.seat, &step.command).unwrap_or_default() {
            let line = e.describe(&names);
            if line.starts_with("Dahlgaard's Heir sets up") {
                lines.push((i, line));
            }
        }
    }
    lines
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

/// 004 "Theater": "If it places two different trick markers on the same
/// Performance Card, it always places them in the order that generates the
/// highest link bonus." Seed 8 (hard), step 111: Buried Alive before Horror
/// Saws on H14 gives 3 Fame of Links; yield order gave none.
#[test]
fn heir_places_two_tricks_on_a_card_in_the_order_of_the_highest_link_bonus() {
    let lines = heir_set_ups(&scenario("heir-link-order-seed8", 3));
    assert_eq!(
        lines.last().map(|(_, l)| l.as_str()),
        Some("Dahlgaard's Heir sets up Buried Alive on H14, Horror Saws on H14 (+3 Fame from Links).")
    );
    // Seed 6 (easy), step 63: Rabbit from the Top Hat first links twice.
    let lines = heir_set_ups(&scenario("heir-link-order-seed6", 3));
    assert!(lines.contains(&(
        63,
        "Dahlgaard's Heir sets up Rabbit from the Top Hat on H07, Window to the Otherworld on H07 (+2 Fame from Links).".to_string()
    )), "{lines:?}");
    // Rules version 2 keeps the yield order.
    let lines = heir_set_ups(&scenario("heir-link-order-seed8", 2));
    assert_eq!(
        lines.last().map(|(_, l)| l.as_str()),
        Some("Dahlgaard's Heir sets up Horror Saws on H14, Buried Alive on H14 (+0 Fame from Links).")
    );
}

/// 004 "Theater": "If sending a non-Magician character would result in zero
/// tricks being placed on Performances, ignore the assignment and
/// immediately send a different character instead", with "Place character
/// phase" 3b (to the Theater the Magician is placed last). Seed 15 (hard,
/// with the Academy), step 34: the Apprentice at the Theater would set up
/// nothing, so it stays Idle and the Heir sends another Character; it is
/// not sent to the Theater after the Magician later in the turn.
#[test]
fn heir_ignores_a_theater_character_with_nothing_to_set_up() {
    let script = scenario("heir-magician-before-skipped-theater-character", 3);
    let mut game = Game::new(script.config.clone()).unwrap();
    let names = vec!["You".to_string(), "Dahlgaard's Heir".to_string()];
    let mut log = Vec::new();
    for step in script.commands.iter().take(35) {
        for e in game.apply(step.seat, &step.command).unwrap_or_default() {
            log.push(e.describe(&names));
        }
    }
    let idle = log
        .iter()
        .position(|l| l.starts_with("Dahlgaard's Heir's Apprentice stays Idle"))
        .expect("the Apprentice's assignment is ignored");
    assert!(
        !log[idle..]
            .iter()
            .any(|l| l.starts_with("Dahlgaard's Heir places an Apprentice at Theater")),
        "{log:#?}"
    );
    // Rules version 2: the Magician goes first, the Apprentice after it.
    let (refused, _) = replay(&scenario(
        "heir-magician-before-skipped-theater-character",
        2,
    ));
    assert!(refused.is_empty(), "{refused:?}");
    let script = scenario("heir-magician-before-skipped-theater-character", 2);
    let mut game = Game::new(script.config.clone()).unwrap();
    let mut log = Vec::new();
    for step in &script.commands {
        for e in game.apply(step.seat, &step.command).unwrap() {
            log.push(e.describe(&names));
        }
    }
    let last = |what: &str| log.iter().rposition(|l| l.starts_with(what)).unwrap();
    let magician = last("Dahlgaard's Heir places a Magician at Theater (Thursday");
    let apprentice = last("Dahlgaard's Heir places an Apprentice at Theater (Thursday");
    assert!(magician < apprentice, "{log:#?}");
}
