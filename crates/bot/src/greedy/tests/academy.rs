//! The greedy bot's Academy decisions (004 "Dahlgaard's Academy"), each in
//! a position where the decision is clearly good (or clearly not): real
//! Academy games played by greedy bots to their first Assignment phase,
//! then changed through the state's JSON into the position wanted.

use serde_json::{json, Value};
use trickerion_rules::academy::{academy, Room, Upgrade};
use trickerion_rules::cards::MagicianAbility;
use trickerion_rules::{
    CharacterId, Command, Game, GameOptions, Location, MagicianId, Phase, Seat, Slot, TrickId,
};

use crate::greedy::value::Ctx;
use crate::greedy::{academy as bot_academy, GreedyBot};
use crate::{Bot, Observation};
use trickerion_rules::AcademyEvent;

/// A two-player Academy game at its first Assignment phase.
fn at_assignment(seed: u64) -> Game {
    let config = GameOptions {
        academy: true,
        ..GameOptions::dark_alley(2)
    }
    .config(seed);
    let mut g = Game::new(config).expect("an Academy config");
    let mut bots = [GreedyBot::new(1), GreedyBot::new(2)];
    while g.phase() != &Phase::Assignment {
        let seat = g.waiting_for()[0];
        let cmd = bots[seat.index()].choose(&Observation::new(&g, seat));
        g.apply(seat, &cmd).expect("legal");
    }
    g
}

fn edit(g: &Game, f: impl FnOnce(&mut Value)) -> Game {
    let mut j = serde_json::to_value(g).unwrap();
    f(&mut j);
    serde_json::from_value(j).expect("the edited state reads back")
}

/// Seat 0's `c` placed on the Academy's best slot and acting there (seat 1
/// sends nobody).
fn acting_at_academy(mut g: Game, c: CharacterId) -> Game {
    let assign = Command::Assign {
        character: c,
        location: Location::Academy,
    };
    g.apply(Seat(0), &assign).expect("assign");
    g.apply(Seat(0), &Command::ConfirmAssignments).unwrap();
    g.apply(Seat(1), &Command::ConfirmAssignments).unwrap();
    for _ in 0..20 {
        let legal = g.legal_commands(Seat(0));
        let place = legal.iter().find(|cmd| {
            matches!(cmd, Command::Place { character, slot: Slot::Academy(0), enhance: false, .. } if *character == c)
        });
        if let Some(p) = place {
            g.apply(Seat(0), &p.clone()).unwrap();
            return g;
        }
        let seat = g.waiting_for()[0];
        let cmd = g.legal_commands(seat)[0].clone();
        g.apply(seat, &cmd).unwrap();
    }
    panic!("seat 0 never placed at the Academy");
}

fn wing_of(room: Room, letter: &str) -> usize {
    academy()
        .wings
        .iter()
        .position(|w| w.room == room && format!("{:?}", w.letter) == letter)
        .unwrap()
}

fn tile(room: Room, code: &str) -> usize {
    match room {
        Room::Classroom => academy().classrooms.iter().position(|t| t.code == code),
        Room::PracticeRoom => academy().practice_rooms.iter().position(|t| t.code == code),
    }
    .unwrap()
}

fn secret(code: &str) -> u8 {
    academy()
        .secrets
        .iter()
        .position(|s| s.code == code)
        .unwrap() as u8
}

/// Every wing under a Ruin, and no face-up Secret: no Renovate, no Learn
/// Secret.
fn close_academy(j: &mut Value) {
    for w in j["academy"]["wings"].as_array_mut().unwrap() {
        w["ruined"] = json!(true);
    }
    j["academy"]["face_up"] = json!([]);
}

/// `secret` the only face-up Secret, taken out of the deck.
fn only_face_up(j: &mut Value, secret: u8) {
    j["academy"]["face_up"] = json!([secret]);
    let deck: Vec<u8> = j["academy"]["secret_deck"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as u8)
        .filter(|&s| s != secret)
        .collect();
    j["academy"]["secret_deck"] = json!(deck);
}

/// Renovates `wing` with `tile` (level from the content).
fn renovated(j: &mut Value, wing: usize, tile: usize) {
    let room = academy().wings[wing].room;
    let level = match room {
        Room::Classroom => academy().classrooms[tile].level,
        Room::PracticeRoom => academy().practice_rooms[tile].level,
    };
    let w = &mut j["academy"]["wings"][wing];
    w["ruined"] = json!(false);
    w["tile"] = json!([tile, level]);
}

/// Seat 0 holds `tricks` (on symbols in order) and every Component.
fn seat0_tricks(j: &mut Value, tricks: &[TrickId]) {
    let owned: Vec<Value> = tricks
        .iter()
        .zip(["spade", "heart", "club", "diamond"])
        .map(|(t, s)| json!({"trick": t, "symbol": s, "markers": 0, "engineer_slot": false}))
        .collect();
    j["players"][0]["tricks"] = json!(owned);
    j["players"][0]["components"] = serde_json::to_value([3u8; 12]).unwrap();
}

fn choose(g: &Game, seat: Seat) -> Command {
    GreedyBot::new(9).choose(&Observation::new(g, seat))
}

/// The Trick with the most Fame yield (ties: the first).
fn famous_trick() -> TrickId {
    TrickId::all()
        .max_by_key(|t| (t.card().yields.fame, std::cmp::Reverse(t.0)))
        .unwrap()
}

/// A Trick yielding some Fame, different from `not`.
fn plain_trick(not: TrickId) -> TrickId {
    TrickId::all()
        .find(|&t| t != not && t.card().yields.fame >= 1 && t.card().threshold == 1)
        .unwrap()
}

/// 004 "Teach" and "New phase: Classroom" 2c-3: with a Fame Classroom slot
/// free next to an opponent's Trick (the Popular Class Bonus every turn) and
/// six Classroom phases to come, the bot Teaches its most famous Trick
/// there rather than Renovate or Learn a Secret.
#[test]
fn teach_when_a_fame_slot_pays_every_turn() {
    let g = acting_at_academy(at_assignment(3), CharacterId::Magician);
    let star = famous_trick();
    let wing = wing_of(Room::Classroom, "C");
    let g = edit(&g, |j| {
        seat0_tricks(j, &[star, plain_trick(star)]);
        renovated(j, wing, tile(Room::Classroom, "C09"));
        let theirs = j["players"][1]["tricks"][0]["symbol"].clone();
        j["academy"]["wings"][wing]["markers"] = json!([[1, theirs], null]);
        j["players"][0]["coins"] = json!(10);
    });
    let cmd = choose(&g, Seat(0));
    assert!(
        matches!(cmd, Command::Teach { trick, spot } if trick == star && usize::from(spot.wing) == wing && spot.slot == 1),
        "{cmd:?}"
    );
}

/// 004 "New phase: Classroom": there is none on the seventh turn, so a
/// Trick taught then pays nothing; the bot does not Teach.
#[test]
fn no_teach_on_the_last_turn() {
    let g = acting_at_academy(at_assignment(3), CharacterId::Magician);
    let star = famous_trick();
    let wing = wing_of(Room::Classroom, "C");
    let g = edit(&g, |j| {
        seat0_tricks(j, &[star, plain_trick(star)]);
        close_academy(j);
        renovated(j, wing, tile(Room::Classroom, "C09"));
        j["turn"] = json!(7);
    });
    let legal = g.legal_commands(Seat(0));
    assert!(legal.iter().any(|c| matches!(c, Command::Teach { .. })));
    let cmd = choose(&g, Seat(0));
    assert!(!matches!(cmd, Command::Teach { .. }), "{cmd:?}");
}

/// 004 "Practice": between a Practice Room's Ignore Components and Yield
/// Increase slots, a Trick with all its Components takes Yield Increase,
/// and one missing a Basic Component takes Ignore Components (so it can be
/// Prepared now).
#[test]
fn practice_picks_the_upgrade_that_helps_the_trick() {
    let g = acting_at_academy(at_assignment(4), CharacterId::Magician);
    let wing = wing_of(Room::PracticeRoom, "C");
    let p04 = tile(Room::PracticeRoom, "P04");
    let slot_of = |u: Upgrade| {
        academy().practice_rooms[p04]
            .slots
            .iter()
            .position(|&s| s == u)
            .unwrap() as u8
    };
    let star = famous_trick();
    let board = |j: &mut Value| {
        close_academy(j);
        renovated(j, wing, p04);
    };
    let full = edit(&g, |j| {
        seat0_tricks(j, &[star]);
        board(j);
    });
    let cmd = choose(&full, Seat(0));
    assert!(
        matches!(cmd, Command::Practice { trick, spot, .. } if trick == star && spot.slot == slot_of(Upgrade::YieldIncrease)),
        "{cmd:?}"
    );
    // A Trick whose Components cost at most 3 Coins, none of them owned.
    let cheap = TrickId::all()
        .filter(|t| t.card().yields.fame >= 2)
        .find(|t| {
            let cost: u32 = t
                .card()
                .components
                .iter()
                .map(|&(c, n)| c.price() * u32::from(n))
                .sum();
            cost <= 3
        })
        .expect("a cheap Trick");
    let missing = edit(&g, |j| {
        seat0_tricks(j, &[cheap]);
        j["players"][0]["components"] = serde_json::to_value([0u8; 12]).unwrap();
        board(j);
    });
    let cmd = choose(&missing, Seat(0));
    assert!(
        matches!(cmd, Command::Practice { trick, spot, .. } if trick == cheap && spot.slot == slot_of(Upgrade::IgnoreComponents)),
        "{cmd:?}"
    );
}

/// 004 "Renovate": on the first turn, with Coins to spare, an open wing is
/// worth its Fame and 4 Banners towards the majority: the bot Renovates (a
/// level it can pay for) rather than end its Actions.
#[test]
fn renovate_early_with_coins_to_spare() {
    let g = acting_at_academy(at_assignment(5), CharacterId::Magician);
    let g = edit(&g, |j| {
        j["academy"]["face_up"] = json!([]);
        j["players"][0]["coins"] = json!(14);
    });
    let cmd = choose(&g, Seat(0));
    assert!(matches!(cmd, Command::Renovate { .. }), "{cmd:?}");
    let events = g.decide(Seat(0), &cmd).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        trickerion_rules::Event::Academy(AcademyEvent::WingRenovated { renovated, .. }) if renovated.banners == 4 && renovated.coins <= 14
    )));
}

/// 004 "Learn Secret": with nothing to renovate, a Secret that gives Fame
/// for each Academy Action (Star Pupil) raises the Protégé's Action Points:
/// the bot learns it.
#[test]
fn learn_a_secret_when_nothing_else_is_open() {
    let g = acting_at_academy(at_assignment(6), CharacterId::Magician);
    let s16 = secret("S16");
    let g = edit(&g, |j| {
        close_academy(j);
        only_face_up(j, s16);
    });
    let cmd = choose(&g, Seat(0));
    assert!(
        matches!(cmd, Command::LearnSecret { secret, .. } if secret == s16),
        "{cmd:?}"
    );
}

/// 004 "Learn Secret": a Secret that acts where the bot never sends its
/// Protégé (Understudy: backstage) is not worth the Protégé's wage; Anjali,
/// who lends it to an Apprentice, still learns it.
#[test]
fn learn_a_backstage_secret_only_as_anjali() {
    let g = acting_at_academy(at_assignment(6), CharacterId::Magician);
    let s14 = secret("S14");
    let with = |ability: MagicianAbility| {
        edit(&g, |j| {
            close_academy(j);
            j["players"][0]["magician"] = json!(magician_with(ability));
            only_face_up(j, s14);
        })
    };
    let learns = |g: &Game| matches!(choose(g, Seat(0)), Command::LearnSecret { secret, .. } if secret == s14);
    assert!(!learns(&with(MagicianAbility::FullClassYield)));
    assert!(learns(&with(MagicianAbility::LentSecret)));
}

fn magician_with(ability: MagicianAbility) -> MagicianId {
    MagicianId::academy()
        .find(|m| m.ability() == ability)
        .unwrap()
}

/// 004 "New magicians", Professor Bernard: of two taught Tricks, the one
/// whose full yield adds most to its slot's yield yields in full — here a
/// famous Trick in a Coins slot (its Fame instead of a few Coins) rather
/// than a Coin-rich Trick in a Fame slot.
#[test]
fn bernard_takes_the_full_yield_worth_most() {
    let g = at_assignment(7);
    let bernard = magician_with(MagicianAbility::FullClassYield);
    let star = famous_trick();
    // A Trick with more Coins than Fame.
    let coiny = TrickId::all()
        .filter(|&t| t != star)
        .max_by_key(|t| {
            let y = t.card().yields;
            (
                i64::from(y.coins) - i64::from(y.fame),
                std::cmp::Reverse(t.0),
            )
        })
        .unwrap();
    let c05 = tile(Room::Classroom, "C05");
    let slots = academy().classrooms[c05].slots;
    let coins_slot = slots
        .iter()
        .position(|s| format!("{s:?}") == "Coins")
        .unwrap();
    let wing = wing_of(Room::Classroom, "C");
    let g = edit(&g, |j| {
        j["players"][0]["magician"] = json!(bernard);
        seat0_tricks(j, &[star, coiny]);
        renovated(j, wing, c05);
        let mut markers = [json!(null), json!(null)];
        markers[coins_slot] = json!([0, "spade"]);
        markers[1 - coins_slot] = json!([0, "heart"]);
        j["academy"]["wings"][wing]["markers"] = json!(markers);
        j["phase"] = json!({"phase": "classroom", "chooser": 0, "held": false});
    });
    let legal = g.legal_commands(Seat(0));
    assert!(legal.contains(&Command::ChooseFullYield { trick: Some(star) }));
    let cmd = choose(&g, Seat(0));
    assert_eq!(cmd, Command::ChooseFullYield { trick: Some(star) });
}

/// 004 "New magicians", Anjali: a Secret that helps the Action an
/// Apprentice is sent to is lent to it (a Market Row Apprentice gets the
/// Market Row's extra Action Point, a Workshop one the extra marker); with
/// no Apprentice sent out, or no Secret that helps, nothing is lent.
#[test]
fn anjali_lends_the_secret_that_helps_an_apprentice() {
    let g = at_assignment(8);
    let anjali = magician_with(MagicianAbility::LentSecret);
    let (s02, s09, s16) = (secret("S02"), secret("S09"), secret("S16"));
    let star = famous_trick();
    let g = edit(&g, |j| {
        j["players"][0]["magician"] = json!(anjali);
        j["players"][0]["coins"] = json!(12);
        seat0_tricks(j, &[star]);
        j["players"][0]["academy"]["secrets"] = json!([s16, s02, s09]);
        let apprentice = CharacterId::Apprentice1.index();
        j["players"][0]["characters"][apprentice] = json!("home");
    });
    let view = g.view(trickerion_rules::Viewer::Seat(Seat(0)));
    let ctx = Ctx::new(&view, Seat(0));
    let legal = g.legal_commands(Seat(0));
    let mut plan = [None; CharacterId::COUNT];
    assert_eq!(bot_academy::lending(&ctx, &plan, &legal), None);
    plan[CharacterId::Apprentice1.index()] = Some(Location::MarketRow);
    assert_eq!(
        bot_academy::lending(&ctx, &plan, &legal),
        Some(Command::LendSecret {
            apprentice: CharacterId::Apprentice1,
            secret: s02
        })
    );
    plan[CharacterId::Apprentice1.index()] = Some(Location::Workshop);
    assert_eq!(
        bot_academy::lending(&ctx, &plan, &legal),
        Some(Command::LendSecret {
            apprentice: CharacterId::Apprentice1,
            secret: s09
        })
    );
    // Only Star Pupil (Academy Actions) and an Apprentice Downtown: nothing.
    let g2 = edit(&g, |j| {
        j["players"][0]["academy"]["secrets"] = json!([s16, null, null]);
    });
    let view = g2.view(trickerion_rules::Viewer::Seat(Seat(0)));
    let ctx = Ctx::new(&view, Seat(0));
    plan[CharacterId::Apprentice1.index()] = Some(Location::Downtown);
    assert_eq!(
        bot_academy::lending(&ctx, &plan, &g2.legal_commands(Seat(0))),
        None
    );
    // A Magician other than Anjali never lends.
    let g3 = edit(&g, |j| j["players"][0]["magician"] = json!(0));
    let view = g3.view(trickerion_rules::Viewer::Seat(Seat(0)));
    let ctx = Ctx::new(&view, Seat(0));
    plan[CharacterId::Apprentice1.index()] = Some(Location::MarketRow);
    assert_eq!(
        bot_academy::lending(&ctx, &plan, &g3.legal_commands(Seat(0))),
        None
    );
}
