//! Tests of the Academy as wired into `Game` (issue 14, docs/ACADEMY.md
//! "Wiring plan"), on games built past the option check.

use crate::cards::ProphecyKind;
use crate::command::Command;
use crate::error::RuleError;
use crate::event::Event;
use crate::fixture::{academy_game, game};
use crate::model::{CharacterId, Location, Seat, Slot};
use crate::state::{CharState, Game, PerCharacter, Phase};

/// An Academy game in Place Characters: each `(seat, character)` has the
/// Academy card (or `loc`) under it, all revealed.
fn placing(players: u8, cards: &[(Seat, CharacterId, Location)]) -> Game {
    let mut g = academy_game(players);
    for &(seat, c, loc) in cards {
        let p = &mut g.players[seat.index()];
        p.characters[c.index()] = CharState::Home;
        p.hand[loc.index()] -= 1;
        p.cards[c.index()] = Some(loc);
    }
    g.players
        .iter_mut()
        .for_each(|p| p.assignment_confirmed = true);
    g.advance(&mut Vec::new());
    assert!(matches!(g.phase, Phase::PlaceCharacters { .. }));
    g
}

fn place(c: CharacterId, slot: Slot, enhance: bool) -> Command {
    Command::Place {
        character: c,
        slot,
        enhance,
    }
}

/// docs/RULES_VERSIONS.md: a game without the Academy serializes as before
/// (eight Characters, no `academy` fields), and reads back the same.
#[test]
fn other_games_keep_eight_characters_in_their_json() {
    let g = game(3);
    let json = serde_json::to_value(&g).unwrap();
    let p = &json["players"][0];
    for key in ["characters", "cards", "special_cards", "forfeited"] {
        assert_eq!(p[key].as_array().unwrap().len(), 8, "{key}");
    }
    assert_eq!(p["hand"].as_array().unwrap().len(), 5);
    assert!(p.get("academy").is_none());
    assert!(json.get("academy").is_none());
    assert!(json.get("academy_slots").is_none());
    let back: crate::state::Game = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
}

/// The ninth entry is written once it is used, and read back.
#[test]
fn per_character_writes_the_protege_once_used() {
    let mut states = PerCharacter::filled(CharState::Supply);
    states[CharacterId::Protege.index()] = CharState::Home;
    let json = serde_json::to_string(&states).unwrap();
    assert_eq!(json.matches("supply").count(), 8);
    let back: PerCharacter<CharState> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, states);
    assert!(serde_json::from_str::<PerCharacter<bool>>("[true]").is_err());
}

/// 004 "Setup" 2, 4, 5, 8: the Academy board with Ruins and two face-up
/// Secrets; each player's Protégé at home, without Secrets.
#[test]
fn setup_board_and_protege() {
    let g = academy_game(3);
    let board = g.academy.as_ref().unwrap();
    assert_eq!(board.face_up.len(), 2);
    assert_eq!(
        board.secret_deck.len() + 2,
        crate::academy::academy().secrets.len()
    );
    for p in g.players() {
        assert_eq!(p.state(CharacterId::Protege), CharState::Home);
        assert_eq!(p.academy.as_ref().unwrap().held(), Vec::<u8>::new());
        assert!(p.team().any(|c| c == CharacterId::Protege));
    }
    // Other games have no Protégé on the team.
    assert!(!game(3).players()[0]
        .team()
        .any(|c| c == CharacterId::Protege));
}

/// 004 "New character: Protegé": 1 Action Point without Secrets, else the
/// highest value next to a Secret, plus what the Secrets add at a Location.
#[test]
fn protege_action_points_from_secrets() {
    let mut g = academy_game(3);
    let ap = |g: &crate::state::Game, slot| {
        g.placement_ap_for(Seat(0), CharacterId::Protege, slot, false, 0, false)
    };
    assert_eq!(ap(&g, Slot::Downtown(1)), 2, "1 + the slot's 1");
    g.give_secret(Seat(0), "S01", 1);
    assert_eq!(ap(&g, Slot::Downtown(1)), 5, "3 + slot 1 + Street Smarts 1");
    assert_eq!(ap(&g, Slot::MarketRow(1)), 4);
    g.give_secret(Seat(0), "S02", 2);
    assert_eq!(ap(&g, Slot::MarketRow(3)), 5, "4, the highest, + 1");
}

/// 004 "New character: Protegé": its wage is the highest next to a Secret,
/// 0 without; it is paid when the Protégé worked.
#[test]
fn protege_wage_from_secrets() {
    let mut g = academy_game(3);
    let placed = Slot::Workshop(0);
    g.players[0].characters[CharacterId::Protege.index()] = CharState::Placed(placed);
    g.players[0].cards[CharacterId::Protege.index()] = Some(Location::Workshop);
    assert_eq!(g.wages_due(Seat(0)), 0);
    g.give_secret(Seat(0), "S01", 0);
    assert_eq!(g.wages_due(Seat(0)), 1);
    g.give_secret(Seat(0), "S02", 2);
    assert_eq!(g.wages_due(Seat(0)), 3);
}

/// The Protégé is never hired (Headhunter cannot pick it).
#[test]
fn protege_is_not_hired() {
    assert_eq!(CharacterId::Protege.wage(), 0);
    assert!(!CharacterId::Protege.is_apprentice());
    assert!(!CharacterId::BASE.contains(&CharacterId::Protege));
}

/// 004 "Setup" 7: each player adds the Academy Assignment card to the hand;
/// "New location: Academy": it sends a Character there (the Assign command).
#[test]
fn setup_7_academy_card_in_hand() {
    let mut g = academy_game(2);
    assert_eq!(g.player(Seat(0)).hand[Location::Academy.index()], 1);
    assert_eq!(g.player(Seat(0)).hand_size(), 7);
    g.apply(
        Seat(0),
        &Command::Assign {
            character: CharacterId::Protege,
            location: Location::Academy,
        },
    )
    .unwrap();
    assert_eq!(g.player(Seat(0)).hand[Location::Academy.index()], 0);
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(
        json["players"][0]["characters"].as_array().unwrap().len(),
        9
    );
    let back: Game = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
    // Without the Academy there is no such card.
    let mut g = crate::fixture::dark_game(2, false);
    assert_eq!(
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Academy,
            },
        ),
        Err(RuleError::NoCard("Academy"))
    );
}

/// 004 "New location: Academy": 2/1/1/0 slots, blocked as at the other
/// main-board Locations with fewer than four players, a Shard for +1, a
/// taken slot is taken.
#[test]
fn academy_slots_modifiers_blocking_and_shard() {
    let mut g = placing(
        3,
        &[
            (Seat(0), CharacterId::Magician, Location::Academy),
            (Seat(1), CharacterId::Protege, Location::Academy),
        ],
    );
    assert_eq!(
        g.decide(
            Seat(0),
            &place(CharacterId::Magician, Slot::Academy(2), false)
        ),
        Err(RuleError::SlotUnavailable(
            "that slot is covered with fewer than four players"
        ))
    );
    g.apply(
        Seat(0),
        &place(CharacterId::Magician, Slot::Academy(0), true),
    )
    .unwrap();
    assert_eq!(g.acting_now().unwrap().ap, 3 + 2 + 1);
    assert_eq!(
        g.occupant(Seat(1), Slot::Academy(0)),
        Some((Seat(0), CharacterId::Magician))
    );
    g.apply(Seat(0), &Command::EndActions).unwrap();
    assert_eq!(
        g.decide(
            Seat(1),
            &place(CharacterId::Protege, Slot::Academy(0), false)
        ),
        Err(RuleError::SlotUnavailable("another Character stands there"))
    );
    g.apply(
        Seat(1),
        &place(CharacterId::Protege, Slot::Academy(3), false),
    )
    .unwrap();
    assert_eq!(g.acting_now().unwrap().ap, 1);
    let json = serde_json::to_value(&g).unwrap();
    assert!(json.get("academy_slots").is_some());
    let back: Game = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
    let view = g.view(crate::model::Viewer::Spectator);
    assert_eq!(
        view.slots.academy.unwrap()[3],
        Some((Seat(1), CharacterId::Protege))
    );
}

/// 004 "General rule changes" 3: effects on "Downtown, Market Row and Dark
/// Alley" reach the Academy: the Prophecy that makes top slots cost 3 Coins.
#[test]
fn rule_change_3_paid_top_slot_reaches_the_academy() {
    assert!(Location::Academy.is_main_board());
    assert!(!Location::Workshop.is_main_board() && !Location::Theater.is_main_board());
    let mut g = placing(2, &[(Seat(0), CharacterId::Magician, Location::Academy)]);
    g.activate(ProphecyKind::PaidTopSlots);
    let events = g
        .apply(
            Seat(0),
            &place(CharacterId::Magician, Slot::Academy(0), false),
        )
        .unwrap();
    assert!(events.contains(&Event::CoinsPaid {
        seat: Seat(0),
        coins: 3,
        to: None
    }));
}

/// Puts `seat`'s Trick `trick` on a renovated Classroom (wing C).
fn teach_directly(g: &mut Game, seat: Seat, trick: crate::cards::TrickId) {
    use crate::academy::{academy, Letter, Room};
    let symbol = g.player(seat).trick(trick).unwrap().symbol;
    let wing = academy()
        .wings
        .iter()
        .position(|w| w.room == Room::Classroom && w.letter == Letter::C)
        .unwrap();
    let b = g.academy.as_mut().unwrap();
    b.wings[wing].tile = Some((0, 1));
    b.wings[wing].markers[0] = Some((seat, symbol));
}

/// 004 "Setup" 10 and 11: 2 more starting Coins by Initiative slot, Fame 3.
#[test]
fn setup_10_11_coins_and_fame() {
    let config = crate::config::GameConfig {
        dark_alley: true,
        academy: true,
        ..crate::config::GameConfig::base(4, 3)
    };
    let g = Game::build(config);
    assert!(g.players().iter().all(|p| p.fame == 3));
    let mut out = Vec::new();
    g.push_starting_order(&mut out);
    let Event::StartingOrder { order, coins } = &out[0] else {
        panic!("{out:?}")
    };
    let by_slot: Vec<u32> = order.iter().map(|s| coins[s.index()]).collect();
    assert_eq!(by_slot, [12, 14, 16, 18]);
    // Without the Academy, as before.
    let g = Game::build(crate::config::GameConfig::dark_alley(4, 3));
    let mut out = Vec::new();
    g.push_starting_order(&mut out);
    let Event::StartingOrder { order, coins } = &out[0] else {
        panic!("{out:?}")
    };
    let by_slot: Vec<u32> = order.iter().map(|s| coins[s.index()]).collect();
    assert_eq!(by_slot, [10, 12, 14, 16]);
    assert!(g.players().iter().all(|p| p.fame == 5));
}

/// 004 "General rule changes" 2: up to 5 Trick Markers per Trick with the
/// Academy (Prepare fills up to 5 where the base game stops at 4).
#[test]
fn rule_change_2_five_markers_per_trick() {
    assert_eq!(academy_game(2).markers_per_trick(), 5);
    assert_eq!(game(2).markers_per_trick(), 4);
    let mut g = academy_game(2);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    // Four markers already in the Theater: one more may be Prepared.
    let symbol = g.player(Seat(0)).trick(t).unwrap().symbol;
    for (i, card) in g.theater.iter_mut().enumerate().take(1) {
        for slot in 0..4 {
            card.markers[slot] = Some(crate::state::Marker {
                seat: Seat(0),
                symbol,
                category: t.card().category,
                facing: crate::cards::Dir::Up,
            });
        }
        assert_eq!(i, 0);
    }
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    g.apply(Seat(0), &Command::Prepare { trick: t }).unwrap();
    assert_eq!(g.player(Seat(0)).trick(t).unwrap().markers, 1);
}

/// 004 "Teach": a Trick in a Classroom is not Prepared nor Set Up; returned
/// to the Residence, its Academy marker leaves the Classroom.
#[test]
fn teach_classroom_tricks_not_prepared_or_set_up() {
    let mut g = academy_game(2);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    teach_directly(&mut g, Seat(0), t);
    let symbol = g.player(Seat(0)).trick(t).unwrap().symbol;
    assert!(g.taught(Seat(0), symbol));
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    assert_eq!(
        g.decide(Seat(0), &Command::Prepare { trick: t }),
        Err(RuleError::CannotPrepare(
            "a Trick taught in a Classroom is not Prepared"
        ))
    );
    g.apply(Seat(0), &Command::ReturnTrick { trick: t })
        .unwrap();
    assert!(!g.taught(Seat(0), symbol));
    let b = g.academy.as_ref().unwrap();
    assert_eq!(b.spot_of(Seat(0), symbol), None);
}

/// A 2-player Academy game with seat 0's Magician acting at the Academy's
/// top slot with `ap` Action Points.
fn at_academy(ap: u8) -> Game {
    let mut g = placing(2, &[(Seat(0), CharacterId::Magician, Location::Academy)]);
    g.apply(
        Seat(0),
        &place(CharacterId::Magician, Slot::Academy(0), false),
    )
    .unwrap();
    if let Phase::PlaceCharacters {
        acting: Some(a), ..
    } = &mut g.phase
    {
        a.ap = ap;
    }
    g
}

fn wing_of(letter: crate::academy::Letter, room: crate::academy::Room) -> u8 {
    crate::academy::academy()
        .wings
        .iter()
        .position(|w| w.letter == letter && w.room == room)
        .unwrap() as u8
}

fn level_1_tile(room: crate::academy::Room) -> u8 {
    let a = crate::academy::academy();
    match room {
        crate::academy::Room::Classroom => a.classrooms.iter().position(|t| t.level == 1),
        crate::academy::Room::PracticeRoom => a.practice_rooms.iter().position(|t| t.level == 1),
    }
    .unwrap() as u8
}

/// 004 "Renovate" through the engine: 2 AP, Coins paid, Fame and Banners
/// gained, listed by legal_commands; only at the Academy.
#[test]
fn renovate_action_in_game() {
    use crate::academy::{Letter, Room};
    let mut g = at_academy(4);
    let wing = wing_of(Letter::C, Room::Classroom);
    let tile = level_1_tile(Room::Classroom);
    let cmd = Command::Renovate {
        wing,
        level: 1,
        tile,
    };
    assert!(g.legal_commands(Seat(0)).contains(&cmd));
    let ruined = Command::Renovate {
        wing: wing_of(Letter::A, Room::Classroom),
        level: 1,
        tile,
    };
    assert!(!g.legal_commands(Seat(0)).contains(&ruined));
    assert!(g.decide(Seat(0), &ruined).is_err());
    let printed = crate::academy::academy().wings[wing as usize].renovations[0];
    let (coins, fame) = (g.player(Seat(0)).coins, g.player(Seat(0)).fame);
    g.apply(Seat(0), &cmd).unwrap();
    let p = g.player(Seat(0));
    assert_eq!(p.coins, coins - printed.coins);
    assert_eq!(p.fame, fame + printed.fame);
    assert_eq!(g.academy.as_ref().unwrap().banners_placed[0], 4);
    assert_eq!(g.acting_now().unwrap().ap, 2);
    // Not elsewhere.
    let mut other = placing(2, &[(Seat(0), CharacterId::Magician, Location::Downtown)]);
    other
        .apply(
            Seat(0),
            &place(CharacterId::Magician, Slot::Downtown(0), false),
        )
        .unwrap();
    assert_eq!(
        other.decide(Seat(0), &cmd),
        Err(RuleError::WrongTime("that is an Academy Action"))
    );
}

/// 004 "Practice" and "Teach" through the engine: the marker moves, the
/// Classroom then forbids Prepare; 2 AP each.
#[test]
fn practice_and_teach_actions_in_game() {
    use crate::academy::{Letter, Room};
    let mut g = at_academy(5);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    let practice_room = wing_of(Letter::C, Room::PracticeRoom);
    let classroom = wing_of(Letter::C, Room::Classroom);
    {
        let b = g.academy.as_mut().unwrap();
        b.wings[practice_room as usize].tile = Some((level_1_tile(Room::PracticeRoom), 1));
        b.wings[classroom as usize].tile = Some((level_1_tile(Room::Classroom), 1));
    }
    let to_practice = Command::Practice {
        trick: t,
        spot: crate::academy::Spot {
            wing: practice_room,
            slot: 0,
        },
        free: None,
    };
    assert!(g.legal_commands(Seat(0)).contains(&to_practice));
    g.apply(Seat(0), &to_practice).unwrap();
    let symbol = g.player(Seat(0)).trick(t).unwrap().symbol;
    assert!(g
        .academy
        .as_ref()
        .unwrap()
        .upgrade_of(Seat(0), symbol)
        .is_some());
    let to_class = Command::Teach {
        trick: t,
        spot: crate::academy::Spot {
            wing: classroom,
            slot: 1,
        },
    };
    g.apply(Seat(0), &to_class).unwrap();
    assert!(g.taught(Seat(0), symbol));
    assert_eq!(g.acting_now().unwrap().ap, 1);
    assert!(g.decide(Seat(0), &to_practice).is_err());
}

/// 004 "Learn Secret" through the engine: once per Character at the
/// Academy; the Secret lands on the Protégé and raises its Action Points.
#[test]
fn learn_secret_action_in_game() {
    let mut g = at_academy(4);
    let secret = g.academy.as_ref().unwrap().face_up[0];
    let other = g.academy.as_ref().unwrap().face_up[1];
    let cmd = Command::LearnSecret { secret, space: 2 };
    assert!(g.legal_commands(Seat(0)).contains(&cmd));
    g.apply(Seat(0), &cmd).unwrap();
    assert_eq!(
        g.player(Seat(0)).academy.as_ref().unwrap().secrets,
        [None, None, Some(secret)]
    );
    assert_eq!(g.academy.as_ref().unwrap().face_up, [other]);
    assert_eq!(
        g.decide(
            Seat(0),
            &Command::LearnSecret {
                secret: other,
                space: 0
            }
        ),
        Err(RuleError::WrongTime(
            "Learn Secret is taken once per Character sent to the Academy"
        ))
    );
    assert_eq!(g.player(Seat(0)).academy.as_ref().unwrap().protege_ap(), 4);
}

/// 004 "End of turn": with three players the E wings' Ruins go after the
/// third turn; unclaimed Secrets make way for the next two.
#[test]
fn end_of_turn_ruins_and_secrets_in_game() {
    let mut g = academy_game(3);
    g.turn = 3;
    let mut out = Vec::new();
    g.push_end_turn(&mut out);
    let ruins = out
        .iter()
        .find_map(|e| match e {
            Event::AcademyTurnEnded { ruins } => Some(ruins.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(ruins.len(), 2);
    let next: Vec<u8> = {
        let deck = &g.academy.as_ref().unwrap().secret_deck;
        deck.iter().rev().take(2).copied().collect()
    };
    for e in &out {
        g.apply_event(e);
    }
    let b = g.academy.as_ref().unwrap();
    assert!(ruins.iter().all(|&w| !b.wings[w as usize].ruined));
    assert_eq!(b.face_up, next);
    // Other games have no such event.
    let mut out = Vec::new();
    game(3).push_end_turn(&mut out);
    assert!(!out
        .iter()
        .any(|e| matches!(e, Event::AcademyTurnEnded { .. })));
}
