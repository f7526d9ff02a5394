//! Tests of the Academy as wired into `Game`, one per 004 rule, on games
//! built past the option check.

use crate::cards::ProphecyKind;
use crate::command::Command;
use crate::error::RuleError;
use crate::game::academy::AcademyEvent;
use crate::game::base::downtown::DowntownEvent;
use crate::game::base::ledger::LedgerEvent;
use crate::game::base::player::{CharState, PerCharacter};
use crate::game::base::setup::SetupEvent;
use crate::game::base::theater::TheaterEvent;
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Location, Seat, Slot};
use crate::tests::fixture::{academy_game, game};

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
    Command::place(c, slot, enhance)
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
    let back: crate::game::Game = serde_json::from_value(json).unwrap();
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
        crate::game::academy::academy().secrets.len()
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
    let ap = |g: &crate::game::Game, slot| {
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
    let mut g = crate::tests::fixture::dark_game(2, false);
    assert_eq!(
        g.apply(
            Seat(0),
            &Command::Assign {
                character: CharacterId::Magician,
                location: Location::Academy,
            },
        ),
        Err(RuleError::NoCard("location-academy"))
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
            "why-slot-covered-fewer-than-four-players"
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
        Err(RuleError::SlotUnavailable(
            "why-another-character-stands-there"
        ))
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
    assert!(events.contains(&Event::Ledger(LedgerEvent::CoinsPaid {
        seat: Seat(0),
        coins: 3,
        to: None
    })));
}

/// Puts `seat`'s Trick `trick` on a renovated Classroom (wing C).
fn teach_directly(g: &mut Game, seat: Seat, trick: crate::cards::TrickId) {
    use crate::game::academy::{academy, Letter, Room};
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
        options: crate::config::GameOptions {
            dark_alley: true,
            academy: true,
            ..(crate::config::GameConfig::base(4, 3)).options
        },
        ..crate::config::GameConfig::base(4, 3)
    };
    let g = Game::build(config);
    assert!(g.players().iter().all(|p| p.fame == 3));
    let mut out = Vec::new();
    g.push_starting_order(&mut out);
    let Event::Setup(SetupEvent::StartingOrder { order, coins }) = &out[0] else {
        panic!("{out:?}")
    };
    let by_slot: Vec<u32> = order.iter().map(|s| coins[s.index()]).collect();
    assert_eq!(by_slot, [12, 14, 16, 18]);
    // Without the Academy, as before.
    let g = Game::build(crate::config::GameConfig::dark_alley(4, 3));
    let mut out = Vec::new();
    g.push_starting_order(&mut out);
    let Event::Setup(SetupEvent::StartingOrder { order, coins }) = &out[0] else {
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
    assert_eq!(academy_game(2).marker_supply(Seat(0)), 5);
    assert_eq!(game(2).marker_supply(Seat(0)), 4);
    let mut g = academy_game(2);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    // Four markers already in the Theater: one more may be Prepared.
    let symbol = g.player(Seat(0)).trick(t).unwrap().symbol;
    for (i, card) in g.theater.iter_mut().enumerate().take(1) {
        for slot in 0..4 {
            card.markers[slot] = Some(crate::game::Marker {
                seat: Seat(0),
                symbol,
                category: t.card().category,
                facing: crate::cards::Dir::Up,
            });
        }
        assert_eq!(i, 0);
    }
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    g.apply(Seat(0), &Command::prepare(t)).unwrap();
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
        g.decide(Seat(0), &Command::prepare(t)),
        Err(RuleError::CannotPrepare(
            "why-trick-taught-classroom-not-prepared"
        ))
    );
    let events = g
        .apply(Seat(0), &Command::ReturnTrick { trick: t })
        .unwrap();
    // The marker's return is the Academy's own event, not a side effect of
    // the base game's Trick return.
    assert!(
        events.contains(&Event::Academy(AcademyEvent::AcademyMarkerReturned {
            seat: Seat(0),
            trick: t,
            symbol,
        }))
    );
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

fn wing_of(letter: crate::game::academy::Letter, room: crate::game::academy::Room) -> u8 {
    crate::game::academy::academy()
        .wings
        .iter()
        .position(|w| w.letter == letter && w.room == room)
        .unwrap() as u8
}

fn level_1_tile(room: crate::game::academy::Room) -> u8 {
    let a = crate::game::academy::academy();
    match room {
        crate::game::academy::Room::Classroom => a.classrooms.iter().position(|t| t.level == 1),
        crate::game::academy::Room::PracticeRoom => {
            a.practice_rooms.iter().position(|t| t.level == 1)
        }
    }
    .unwrap() as u8
}

/// 004 "Renovate" through the engine: 2 AP, Coins paid, Fame and Banners
/// gained, listed by legal_commands; only at the Academy.
#[test]
fn renovate_action_in_game() {
    use crate::game::academy::{Letter, Room};
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
    let printed = crate::game::academy::academy().wings[wing as usize].renovations[0];
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
        Err(RuleError::WrongTime("why-academy-action"))
    );
}

/// 004 "Practice" and "Teach" through the engine: the marker moves, the
/// Classroom then forbids Prepare; 2 AP each.
#[test]
fn practice_and_teach_actions_in_game() {
    use crate::game::academy::{Letter, Room};
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
        spot: crate::game::academy::Spot {
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
        spot: crate::game::academy::Spot {
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
            "why-learn-secret-taken-once-per-character"
        ))
    );
    assert_eq!(
        g.player(Seat(0))
            .academy
            .as_ref()
            .unwrap()
            .protege_ap(g.academy_content()),
        4
    );
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
            Event::Academy(AcademyEvent::AcademyTurnEnded { ruins }) => Some(ruins.clone()),
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
        .any(|e| matches!(e, Event::Academy(AcademyEvent::AcademyTurnEnded { .. }))));
}

/// Puts `seat`'s `trick` on the Practice Room tile `code` (on the wing
/// marked C) at the slot with `upgrade`.
fn practise_directly(
    g: &mut Game,
    seat: Seat,
    trick: crate::cards::TrickId,
    code: &str,
    upgrade: crate::game::academy::Upgrade,
) {
    use crate::game::academy::{academy, Room};
    let wing = wing_of(crate::game::academy::Letter::C, Room::PracticeRoom) as usize;
    let tile = academy()
        .practice_rooms
        .iter()
        .position(|t| t.code == code)
        .unwrap();
    let slot = academy().practice_rooms[tile]
        .slots
        .iter()
        .position(|&u| u == upgrade)
        .unwrap();
    let symbol = g.player(seat).trick(trick).unwrap().symbol;
    let b = g.academy.as_mut().unwrap();
    b.wings[wing].tile = Some((tile as u8, 1));
    b.wings[wing].markers[slot] = Some((seat, symbol));
    assert_eq!(g.upgrade(seat, symbol), Some(upgrade));
}

/// 004 "Practice", Extra Marker: one more marker when Preparing the Trick
/// (with the Engineer's slot too), up to the 5 a Trick has.
#[test]
fn practice_extra_marker_in_prepare() {
    use crate::game::academy::Upgrade;
    let mut g = academy_game(2);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0); // 2 markers printed
    g.give_components(Seat(0), t.card().components);
    practise_directly(&mut g, Seat(0), t, "P01", Upgrade::ExtraMarker);
    g.players[0].tricks[0].engineer_slot = true;
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    g.apply(Seat(0), &Command::prepare(t)).unwrap();
    assert_eq!(g.player(Seat(0)).trick(t).unwrap().markers, 2 + 1 + 1);
}

/// 004 "Practice", Ignore Components: up to 3 Coins' worth of the Trick's
/// Components may be missing when Preparing it (not when Teaching it).
#[test]
fn practice_ignore_components_in_prepare() {
    use crate::cards::Component;
    use crate::game::academy::Upgrade;
    let mut g = academy_game(2);
    let stocks = g.give_trick(Seat(0), "Stocks Escape", 0); // 2 Wood, 2 Metal
    practise_directly(&mut g, Seat(0), stocks, "P01", Upgrade::IgnoreComponents);
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    // 4 Coins' worth missing: too much.
    assert_eq!(
        g.decide(Seat(0), &Command::prepare(stocks)),
        Err(RuleError::CannotPrepare("why-you-do-not-have-components"))
    );
    g.give_components(Seat(0), &[(Component::Metal, 1)]);
    assert!(g
        .legal_commands(Seat(0))
        .contains(&Command::prepare(stocks)));
    g.apply(Seat(0), &Command::prepare(stocks)).unwrap();
    assert_eq!(g.player(Seat(0)).trick(stocks).unwrap().markers, 2);
    // Teach still wants the Components themselves.
    assert!(!g.player(Seat(0)).meets_requirements(stocks));
    // Without the upgrade, as before.
    let mut h = academy_game(2);
    let stocks = h.give_trick(Seat(0), "Stocks Escape", 0);
    h.give_components(Seat(0), &[(Component::Metal, 1)]);
    h.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    assert!(h.decide(Seat(0), &Command::prepare(stocks)).is_err());
}

/// A free slot of the first Performance card and a direction none of its
/// Link circles lies in.
fn spot_without_link(g: &Game) -> (crate::cards::PerformanceId, u8, crate::cards::Dir) {
    let c = &g.theater[0];
    let printed = c.card.card();
    for (i, s) in printed.slots.iter().enumerate() {
        if let Some(d) = crate::cards::Dir::ALL
            .into_iter()
            .find(|d| !s.links.iter().any(|l| l.dir == *d))
        {
            return (c.card, i as u8, d);
        }
    }
    panic!("every slot has four Link circles")
}

/// 004 "Practice", Free Orientation: the Trick's markers face any way when
/// Set Up or Rescheduled onto a Performance card; listed by legal_commands.
#[test]
fn practice_free_orientation_in_set_up_and_reschedule() {
    use crate::game::academy::Upgrade;
    let mut g = academy_game(2);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 2);
    let (card, slot, facing) = spot_without_link(&g);
    let set_up = Command::set_up_trick(t, card, slot, facing);
    g.acting_with(
        Seat(0),
        CharacterId::Magician,
        Slot::Backstage(crate::model::Weekday::Friday, 0),
        3,
    );
    assert_eq!(
        g.decide(Seat(0), &set_up),
        Err(RuleError::BadMarkerPlacement(
            "why-trick-category-corner-must-point-into"
        ))
    );
    practise_directly(&mut g, Seat(0), t, "P02", Upgrade::FreeOrientation);
    assert!(g.legal_commands(Seat(0)).contains(&set_up));
    g.apply(Seat(0), &set_up).unwrap();
    assert_eq!(g.theater[0].markers[slot as usize].unwrap().facing, facing);
    // Reschedule it to another free slot facing any way.
    let (to_slot, to_facing) = (0..g.theater[0].markers.len() as u8)
        .filter(|&s| s != slot && g.theater[0].is_free(s as usize))
        .find_map(|s| {
            let links = card.card().slots[s as usize].links;
            crate::cards::Dir::ALL
                .into_iter()
                .find(|d| !links.iter().any(|l| l.dir == *d))
                .map(|d| (s, d))
        })
        .expect("another slot without a Link that way");
    let reschedule = Command::Reschedule {
        card,
        slot,
        to_card: card,
        to_slot,
        facing: to_facing,
    };
    if g.acting_now().unwrap().pending_links > 0 {
        g.apply(
            Seat(0),
            &Command::TakeLinkBonus {
                reward: crate::model::FameOrCoins::Fame,
            },
        )
        .unwrap();
    }
    assert!(g.legal_commands(Seat(0)).contains(&reschedule));
    g.apply(Seat(0), &reschedule).unwrap();
}

/// 004 "Practice", Yield Increase: the Trick yields 1 Fame and 1 Coin more
/// when Performed, on top of the weekday's modifier.
#[test]
fn practice_yield_increase_in_performances() {
    use crate::game::academy::Upgrade;
    let mut plain = academy_game(2);
    let card = plain.performance_scene(crate::model::Weekday::Sunday);
    let (before, _, _) = plain.perform_now(card);
    let mut g = academy_game(2);
    let card = g.performance_scene(crate::model::Weekday::Sunday);
    let barrels = g.player(Seat(0)).tricks[0].trick;
    practise_directly(&mut g, Seat(0), barrels, "P04", Upgrade::YieldIncrease);
    let (after, _, _) = g.perform_now(card);
    assert_eq!(after[0].fame, before[0].fame + 1);
    assert_eq!(after[0].coins, before[0].coins + 1);
    assert_eq!(after[1], before[1]);
}

/// The events `cmd` brings for `seat`, applied.
fn run(g: &mut Game, seat: Seat, cmd: Command) -> Vec<Event> {
    g.apply(seat, &cmd)
        .unwrap_or_else(|e| panic!("{cmd:?}: {e:?}"))
}

fn secret_yields(events: &[Event]) -> Vec<(u32, u32, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Academy(AcademyEvent::SecretYield {
                fame,
                coins,
                shards,
                ..
            }) => Some((*fame, *coins, *shards)),
            _ => None,
        })
        .collect()
}

/// 004 "New magicians": the four are offered (and accepted) only in
/// Academy games; other games choose among the printed eight as before.
#[test]
fn new_magicians_only_in_academy_games() {
    use crate::cards::MagicianId;
    let academy = Game::build(crate::config::GameConfig {
        options: crate::config::GameOptions {
            dark_alley: true,
            academy: true,
            ..(crate::config::GameConfig::base(3, 5)).options
        },
        ..crate::config::GameConfig::base(3, 5)
    });
    let offered: Vec<Command> = academy.legal_commands(Seat(0));
    assert_eq!(offered.len(), 12);
    for id in MagicianId::academy() {
        assert!(offered.contains(&Command::ChooseMagician { magician: id }));
    }
    let other = Game::build(crate::config::GameConfig::dark_alley(3, 5));
    assert_eq!(other.legal_commands(Seat(0)).len(), 8);
    assert_eq!(
        other.decide(
            Seat(0),
            &Command::ChooseMagician {
                magician: MagicianId::LUMENIA
            }
        ),
        Err(RuleError::MagicianUnavailable(
            "why-magician-comes-dahlgaard-academy"
        ))
    );
    assert_eq!(
        academy.decide(
            Seat(0),
            &Command::ChooseMagician {
                magician: crate::cards::MagicianId(12)
            }
        ),
        Err(RuleError::MagicianUnavailable("why-there-no-such-magician"))
    );
}

/// 004 "Setup" 6: the new Prophecies are shuffled into the pile of Academy
/// games only; other games' piles are the printed 27, drawn as before.
#[test]
fn setup_6_new_prophecies_only_in_academy_piles() {
    use crate::cards::ProphecyId;
    let config = |academy| crate::config::GameConfig {
        options: crate::config::GameOptions {
            academy,
            ..(crate::config::GameConfig::dark_alley(3, 11)).options
        },
        ..crate::config::GameConfig::dark_alley(3, 11)
    };
    let with = Game::build(config(true));
    let alley = with.alley.as_ref().unwrap();
    let mut all: Vec<ProphecyId> = alley.pile.iter().chain(&alley.pending).copied().collect();
    all.sort();
    assert_eq!(all.len(), 30);
    assert!(ProphecyId::academy().all(|p| all.contains(&p)));
    let without = Game::build(config(false));
    let alley = without.alley.as_ref().unwrap();
    assert_eq!(alley.pile.len() + alley.pending.len(), 27);
    assert!(alley.pile.iter().all(|p| p.0 < 27));
}

/// 004 "New magicians", Geert van Augustin: Renovate without the Fame
/// Threshold, 2 Shards each time.
#[test]
fn geert_renovates_without_thresholds_for_two_shards() {
    use crate::game::academy::{academy, Letter, Room};
    let mut g = at_academy(4);
    g.players[0].magician = Some(crate::cards::MagicianId::GEERT_VAN_AUGUSTIN);
    g.players[0].coins = 30;
    let wing = wing_of(Letter::C, Room::Classroom);
    let tile = academy()
        .classrooms
        .iter()
        .position(|t| t.level == 3)
        .unwrap() as u8;
    let printed = academy().wings[wing as usize].renovations[2];
    let (fame, shards) = (g.player(Seat(0)).fame, g.player(Seat(0)).shards);
    run(
        &mut g,
        Seat(0),
        Command::Renovate {
            wing,
            level: 3,
            tile,
        },
    );
    let p = g.player(Seat(0));
    assert_eq!(p.coins, 30 - printed.coins, "no Coins for the missing Fame");
    assert_eq!(p.fame, fame + printed.fame);
    assert_eq!(p.shards, shards + 2);
}

/// 004 "New prophecies": Renovating scores 2/4/6 more Fame by level.
#[test]
fn prophecy_renovation_fame() {
    use crate::game::academy::{academy, Letter, Room};
    let mut g = at_academy(4);
    g.activate(crate::cards::ProphecyKind::RenovationFame);
    let wing = wing_of(Letter::C, Room::PracticeRoom);
    let printed = academy().wings[wing as usize].renovations[0];
    let fame = g.player(Seat(0)).fame;
    run(
        &mut g,
        Seat(0),
        Command::Renovate {
            wing,
            level: 1,
            tile: level_1_tile(Room::PracticeRoom),
        },
    );
    assert_eq!(g.player(Seat(0)).fame, fame + printed.fame + 2);
}

/// An Academy game with seat 0's Magician at the Academy (5 AP), the
/// Practice Room and Classroom wings marked C renovated with `practice`
/// and `classroom`, and Prison Break (FT 16) with its Components.
fn teaching_scene(practice: &str, classroom: &str) -> (Game, crate::cards::TrickId, u8, u8) {
    use crate::game::academy::{academy, Letter, Room};
    let mut g = at_academy(5);
    let t = g.give_trick(Seat(0), "Prison Break", 0);
    g.give_components(Seat(0), t.card().components);
    let p = wing_of(Letter::C, Room::PracticeRoom);
    let c = wing_of(Letter::C, Room::Classroom);
    let pt = academy()
        .practice_rooms
        .iter()
        .position(|x| x.code == practice)
        .unwrap();
    let ct = academy()
        .classrooms
        .iter()
        .position(|x| x.code == classroom)
        .unwrap();
    let b = g.academy.as_mut().unwrap();
    b.wings[p as usize].tile = Some((pt as u8, 1));
    b.wings[c as usize].tile = Some((ct as u8, 1));
    (g, t, p, c)
}

/// 004 "New prophecies": a Trick placed in a Practice Room gives 2/4/6
/// Coins by its Fame Threshold (4 for Fame Threshold 16).
#[test]
fn prophecy_practice_coins() {
    let (mut g, t, p, _) = teaching_scene("P01", "C01");
    g.activate(crate::cards::ProphecyKind::PracticeCoins);
    let coins = g.player(Seat(0)).coins;
    let events = run(
        &mut g,
        Seat(0),
        Command::Practice {
            trick: t,
            spot: crate::game::academy::Spot { wing: p, slot: 0 },
            free: None,
        },
    );
    assert!(events.contains(&Event::Ledger(LedgerEvent::CoinsGained {
        seat: Seat(0),
        coins: 4
    })));
    assert_eq!(g.player(Seat(0)).coins, coins + 4);
}

/// 004 "New prophecies": a Trick placed in a Classroom yields its
/// Classroom yield at once (slot b of C01: Coins + 2 for Fame Threshold 16).
#[test]
fn prophecy_class_yield_at_once() {
    let (mut g, t, _, c) = teaching_scene("P01", "C01");
    g.activate(crate::cards::ProphecyKind::ClassYieldAtOnce);
    let coins = g.player(Seat(0)).coins;
    run(
        &mut g,
        Seat(0),
        Command::Teach {
            trick: t,
            spot: crate::game::academy::Spot { wing: c, slot: 1 },
        },
    );
    assert_eq!(g.player(Seat(0)).coins, coins + 3 + 2);
    // From a Practice Room's Yield Increase: the Trick's Classroom yield,
    // without the Practice Room's +1.
    let (mut g, t, _, c) = teaching_scene("P04", "C01");
    practise_directly(
        &mut g,
        Seat(0),
        t,
        "P04",
        crate::game::academy::Upgrade::YieldIncrease,
    );
    g.activate(crate::cards::ProphecyKind::ClassYieldAtOnce);
    let coins = g.player(Seat(0)).coins;
    run(
        &mut g,
        Seat(0),
        Command::Teach {
            trick: t,
            spot: crate::game::academy::Spot { wing: c, slot: 1 },
        },
    );
    assert_eq!(g.player(Seat(0)).coins, coins + 3 + 2);
}

/// 004 "Teach": a Trick in a Classroom "may not be prepared": A18
/// Replaceable Parts puts no marker on it either.
#[test]
fn teach_no_replaceable_parts_marker_for_a_taught_trick() {
    let mut g = academy_game(2);
    let barrels = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), barrels.card().components);
    let taught = g.give_trick(Seat(0), "Stocks Escape", 0);
    teach_directly(&mut g, Seat(0), taught);
    g.acting_with(Seat(0), CharacterId::Magician, Slot::Workshop(0), 3);
    if let Phase::PlaceCharacters {
        acting: Some(a), ..
    } = &mut g.phase
    {
        a.special = Some(crate::tests::fixture::special("Replaceable Parts"));
    }
    assert_eq!(
        g.decide(
            Seat(0),
            &Command::Prepare {
                trick: barrels,
                option: Some(crate::command::PrepareOption::ReplaceableParts { other: taught }),
            }
        ),
        Err(RuleError::CannotPrepare(
            "why-trick-taught-classroom-not-prepared"
        ))
    );
}

/// 004 "New magicians", Lumenia the Radiant: each Link Bonus is one larger.
#[test]
fn lumenia_link_bonus_one_larger() {
    use crate::cards::{Category, Dir, PerformanceId};
    use crate::game::CardInPlay;
    let mut g = academy_game(2);
    g.players[0].magician = Some(crate::cards::MagicianId::LUMENIA);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 1); // Escape, FT 1
                                                            // Card P01: a column of three slots; an Escape marker on the middle one
                                                            // facing up links with an Escape edge facing down above it.
    let mut card = CardInPlay::new(PerformanceId(0));
    card.markers[0] = crate::tests::fixture::marker(
        Seat(1),
        crate::model::Symbol::Spade,
        Category::Escape,
        Dir::Down,
    );
    g.theater = vec![card];
    g.acting_with(
        Seat(0),
        CharacterId::Magician,
        Slot::Backstage(crate::model::Weekday::Friday, 0),
        3,
    );
    let events = run(
        &mut g,
        Seat(0),
        Command::set_up_trick(t, PerformanceId(0), 1, Dir::Up),
    );
    assert!(
        matches!(
            events[0],
            Event::Theater(TheaterEvent::TrickSetUp {
                links: 1,
                link_value: 1,
                ..
            })
        ),
        "{events:?}"
    );
    let events = run(
        &mut g,
        Seat(0),
        Command::TakeLinkBonus {
            reward: crate::model::FameOrCoins::Coins,
        },
    );
    assert!(
        events.contains(&Event::Theater(TheaterEvent::LinkBonusTaken {
            seat: Seat(0),
            reward: crate::model::FameOrCoins::Coins,
            amount: 2
        }))
    );
}

/// 004 "New magicians", Anjali: in the Assignment phase a Coin on an
/// Apprentice lends it one of the Protégé's Secrets (its abilities, not the
/// Protégé's Action Points); the Coin is discarded when the Apprentice is
/// sent out, kept when it stays Idle.
#[test]
fn anjali_lends_a_secret_for_a_coin() {
    let mut g = academy_game(2);
    g.players[1].magician = Some(crate::cards::MagicianId::ANJALI);
    let street = g.give_secret(Seat(1), "S01", 2); // +1 AP Downtown, Protégé 4 AP
    let lend = Command::LendSecret {
        apprentice: CharacterId::Apprentice1,
        secret: street,
    };
    assert!(g.legal_commands(Seat(1)).contains(&lend));
    assert!(!g
        .legal_commands(Seat(0))
        .iter()
        .any(|c| matches!(c, Command::LendSecret { .. })));
    assert_eq!(
        g.decide(Seat(0), &lend),
        Err(RuleError::WrongTime("why-lending-secret-anjali"))
    );
    assert_eq!(
        g.decide(
            Seat(1),
            &Command::LendSecret {
                apprentice: CharacterId::Apprentice2,
                secret: street
            }
        ),
        Err(RuleError::CharacterUnavailable(
            "why-anjali-lends-secret-one-your-apprentices"
        ))
    );
    let coins = g.player(Seat(1)).coins;
    let events = run(&mut g, Seat(1), lend);
    assert_eq!(g.player(Seat(1)).coins, coins - 1);
    // Which Secret is hidden from the others while the cards lie face down.
    let lent = events[0].clone();
    assert!(
        matches!(lent, Event::Academy(AcademyEvent::SecretLent { secret: Some(s), .. }) if s == street)
    );
    assert!(matches!(
        lent.redact(crate::model::Viewer::Seat(Seat(0))),
        Some(Event::Academy(AcademyEvent::SecretLent {
            secret: None,
            coins: 1,
            ..
        }))
    ));
    assert_eq!(
        lent.redact(crate::model::Viewer::Seat(Seat(1))),
        Some(lent.clone())
    );
    // The Apprentice has the Secret's ability, not the Protégé's 4 AP.
    let ap = g.placement_ap_for(
        Seat(1),
        CharacterId::Apprentice1,
        Slot::Downtown(1),
        false,
        0,
        false,
    );
    assert_eq!(ap, 1 + 1 + 1, "base 1, slot +1, Street Smarts +1");
    let ap = g.placement_ap_for(
        Seat(1),
        CharacterId::Apprentice1,
        Slot::MarketRow(1),
        false,
        0,
        false,
    );
    assert_eq!(ap, 1 + 1);
    // Idle: the Coin comes back after the Performances.
    g.players[1].characters[CharacterId::Apprentice1.index()] = CharState::Idle;
    let mut out = Vec::new();
    g.push_after_performances(&mut out);
    assert_eq!(
        out,
        [Event::Academy(AcademyEvent::LentSecretEnded {
            seat: Seat(1),
            apprentice: CharacterId::Apprentice1,
            kept: true
        })]
    );
    g.apply_event(&out[0]);
    assert_eq!(g.player(Seat(1)).coins, coins);
    assert_eq!(g.player(Seat(1)).academy.as_ref().unwrap().lent, None);
    // Sent out: the Coin is discarded.
    g.players[1].academy.as_mut().unwrap().lent = Some((CharacterId::Apprentice1, street));
    g.players[1].characters[CharacterId::Apprentice1.index()] =
        CharState::Placed(Slot::Downtown(1));
    let mut out = Vec::new();
    g.push_after_performances(&mut out);
    assert!(matches!(
        out[0],
        Event::Academy(AcademyEvent::LentSecretEnded { kept: false, .. })
    ));
}

/// 004 "New character: Protegé": the Protégé "gains access to all abilities
/// printed on all of the Skill tiles": each kind of Secret acts when the
/// Protégé takes the Action (Downtown: Take Coins, Hire, Learn Trick).
#[test]
fn protege_secrets_act_downtown() {
    use crate::model::{DieFace, DieId};
    let mut g = academy_game(2);
    g.give_secret(Seat(0), "S07", 0); // Take Coins +2
    g.give_secret(Seat(0), "S13", 1); // Hire: 2 Fame
    g.give_secret(Seat(0), "S11", 2); // Learn: 3 Coins less
    g.set_die(DieId::Bank1, DieFace::Coins(3));
    g.set_die(DieId::InnApprentice, DieFace::HireApprentice);
    g.set_die(DieId::Residence1, DieFace::AnyTrick);
    g.players[0].coins = 20;
    // 10: one left after the three Actions, so the placement goes on.
    g.acting_with(Seat(0), CharacterId::Protege, Slot::Downtown(0), 10);
    let events = run(&mut g, Seat(0), Command::take_coins(DieId::Bank1));
    assert_eq!(secret_yields(&events), [(0, 2, 0)]);
    assert_eq!(g.player(Seat(0)).coins, 20 + 3 + 2);
    let fame = g.player(Seat(0)).fame;
    let events = run(&mut g, Seat(0), Command::hire(DieId::InnApprentice));
    assert_eq!(secret_yields(&events), [(2, 0, 0)]);
    assert_eq!(g.player(Seat(0)).fame, fame + 2);
    // Prison Break: Fame Threshold 16 at Fame 5: 11 Coins, 3 less.
    let prison = crate::tests::fixture::trick("Prison Break");
    let coins = g.player(Seat(0)).coins;
    let events = run(
        &mut g,
        Seat(0),
        Command::learn_trick(DieId::Residence1, prison),
    );
    let Event::Downtown(DowntownEvent::TrickLearned { coins: paid, .. }) = events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(paid, 16 - 5 - 3);
    assert_eq!(g.player(Seat(0)).coins, coins - paid);
}

/// 004 "New character: Protegé": Secrets at the Market Row, the Workshop
/// and the Theater: a cheaper Buy, one more marker and a cheaper Prepare,
/// Fame per Trick Set Up.
#[test]
fn protege_secrets_act_at_market_workshop_and_theater() {
    use crate::cards::Component;
    let mut g = academy_game(2);
    g.give_secret(Seat(0), "S08", 0); // Buy: 1 Coin less
    g.acting_with(Seat(0), CharacterId::Protege, Slot::MarketRow(0), 3);
    let coins = g.player(Seat(0)).coins;
    run(&mut g, Seat(0), Command::buy(Component::Wood, 2, 0));
    assert_eq!(g.player(Seat(0)).coins, coins - 1);
    let mut g = academy_game(2);
    g.give_secret(Seat(0), "S09", 0); // Prepare: one more marker
    g.give_secret(Seat(0), "S05", 1); // Prepare: 1 AP less (never below 1)
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    g.acting_with(Seat(0), CharacterId::Protege, Slot::Workshop(0), 1);
    run(&mut g, Seat(0), Command::prepare(t));
    assert_eq!(g.player(Seat(0)).trick(t).unwrap().markers, 3);
    let mut g = academy_game(2);
    g.give_secret(Seat(0), "S10", 0); // Set Up: 1 Fame
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 1);
    let (card, slot, facing) = g.free_spots()[0];
    g.acting_with(
        Seat(0),
        CharacterId::Protege,
        Slot::Backstage(crate::model::Weekday::Friday, 0),
        3,
    );
    let events = run(
        &mut g,
        Seat(0),
        Command::set_up_trick(t, card, slot, facing),
    );
    assert_eq!(secret_yields(&events), [(1, 0, 0)]);
}

/// 004 "New character: Protegé": Secrets at the Academy: a cheaper Teach,
/// a cheaper Renovate (the Renovate-discount Secret), Fame per Academy
/// Action.
#[test]
fn protege_secrets_act_at_the_academy() {
    use crate::game::academy::{academy, Letter, Room};
    let mut g = placing(2, &[(Seat(0), CharacterId::Protege, Location::Academy)]);
    g.give_secret(Seat(0), "S06", 0); // Teach: 1 AP less
    g.give_secret(Seat(0), "S12", 1); // Renovate: 2 Coins less
    g.give_secret(Seat(0), "S16", 2); // 1 Fame per Academy Action
    run(
        &mut g,
        Seat(0),
        place(CharacterId::Protege, Slot::Academy(0), false),
    );
    assert_eq!(g.acting_now().unwrap().ap, 4 + 2);
    let wing = wing_of(Letter::C, Room::Classroom);
    let printed = academy().wings[wing as usize].renovations[0];
    let (coins, fame) = (g.player(Seat(0)).coins, g.player(Seat(0)).fame);
    let events = run(
        &mut g,
        Seat(0),
        Command::Renovate {
            wing,
            level: 1,
            tile: level_1_tile(Room::Classroom),
        },
    );
    assert_eq!(secret_yields(&events), [(1, 0, 0)]);
    let p = g.player(Seat(0));
    assert_eq!(p.coins, coins - (printed.coins - 2));
    assert_eq!(p.fame, fame + printed.fame + 1);
    let t = g.give_trick(Seat(0), "Barricaded Barrels", 0);
    g.give_components(Seat(0), t.card().components);
    let events = run(
        &mut g,
        Seat(0),
        Command::Teach {
            trick: t,
            spot: crate::game::academy::Spot { wing, slot: 0 },
        },
    );
    assert!(matches!(
        events[0],
        Event::Academy(AcademyEvent::AcademyMarkerPlaced { ap: 1, .. })
    ));
    assert_eq!(g.acting_now().unwrap().ap, 6 - 2 - 1);
}

/// 004 "New character: Protegé": a Secret that pays when you Perform while
/// the Protégé is backstage that day.
#[test]
fn protege_secret_backstage_when_performing() {
    let mut plain = academy_game(2);
    let card = plain.performance_scene(crate::model::Weekday::Friday);
    let (_, _, before) = plain.perform_now(card);
    assert!(secret_yields(&before).is_empty());
    let mut g = academy_game(2);
    g.give_secret(Seat(0), "S15", 0); // 3 Coins
    let card = g.performance_scene(crate::model::Weekday::Friday);
    g.stand(
        Seat(0),
        CharacterId::Protege,
        Slot::Backstage(crate::model::Weekday::Friday, 0),
    );
    let coins = g.player(Seat(0)).coins;
    let (payouts, bonus, events) = g.perform_now(card);
    assert_eq!(secret_yields(&events), [(0, 3, 0)]);
    assert_eq!(
        g.player(Seat(0)).coins,
        coins + payouts[0].coins + bonus.coins + 3
    );
}

/// 004 "Renovate", end of the game: the Banner majorities are a column of
/// the final scores (ties score the lower award); other games' scores
/// have no such column in their JSON.
#[test]
fn end_of_game_banner_majorities_in_final_scores() {
    let mut g = academy_game(3);
    g.academy.as_mut().unwrap().banners_placed = vec![7, 7, 2];
    let scores = g.final_scores_now();
    let banners: Vec<u32> = scores.iter().map(|s| s.banners).collect();
    assert_eq!(banners, [6, 6, 0]);
    for s in &scores {
        let p = g.player(s.seat);
        assert_eq!(
            s.total,
            p.fame + s.shards + s.coins + s.specials + s.banners
        );
    }
    let json = serde_json::to_value(&scores[0]).unwrap();
    assert_eq!(json["banners"], 6);
    let other = crate::tests::fixture::dark_game(3, false).final_scores_now();
    assert!(serde_json::to_value(&other[0])
        .unwrap()
        .get("banners")
        .is_none());
}

/// 004 "End of turn": the two new Secrets come from the face-down deck, so
/// a preview stops before them and a command that turned them up is not
/// taken back.
#[test]
fn end_of_turn_new_secrets_are_a_hidden_outcome() {
    use crate::game::preview::Hidden;
    let e = Event::Academy(AcademyEvent::AcademyTurnEnded { ruins: Vec::new() });
    assert_eq!(e.hidden_outcome(), Some(Hidden::SecretsDrawn));
    // The last Performer declines: the Classroom phase and End Turn follow
    // (the Performance deck is empty, so no card is drawn before).
    let mut g = academy_game(2);
    let card = g.performance_scene(crate::model::Weekday::Sunday);
    assert_eq!(g.theater[0].card, card);
    g.deck.clear();
    let preview = g.preview(Seat(0), &Command::DeclinePerformance).unwrap();
    assert_eq!(preview.then, Some(Hidden::SecretsDrawn));
    assert!(preview
        .events
        .iter()
        .any(|e| matches!(e, Event::Academy(AcademyEvent::ClassroomStarted { .. }))));
    g.allow_take_backs();
    g.apply(Seat(0), &Command::DeclinePerformance).unwrap();
    assert!(!g.can_take_back(Seat(0)));
}

/// docs/CONTENT.md "Versions": a game created with an earlier Academy content
/// file (v1, before the renovation Fame was lowered) still loads and plays
/// with that file's figures; new games get the current file; a version or
/// bytes this build does not carry are refused.
#[test]
fn a_game_keeps_the_academy_content_it_was_created_with() {
    use crate::game::academy::{academy, academy_version, Letter, Room};
    let v1 = academy_version(1).expect("v1 is archived");
    assert_eq!(academy().stamp.version, 2);
    // The archived file is byte for byte the one v1 games recorded.
    assert_eq!(v1.stamp.hash, "fnv1a64:bd39a32291ba47cb");
    let mut config = crate::GameConfig {
        options: crate::config::GameOptions {
            academy: true,
            ..(crate::GameConfig::dark_alley(2, 5)).options
        },
        ..crate::GameConfig::dark_alley(2, 5)
    }
    .with_content();
    assert_eq!(config.content, vec![academy().stamp.clone()]);
    config.content = vec![v1.stamp.clone()];
    assert_eq!(config.check(), Ok(()));
    let g = Game::new(config.clone()).unwrap();
    assert_eq!(g.academy_content().stamp, v1.stamp);
    assert_eq!(g.academy.as_ref().unwrap().content, 1);
    assert_eq!(
        g.academy_view(crate::model::Viewer::Spectator)
            .unwrap()
            .content,
        v1.stamp
    );
    for bad in [
        |s: &mut crate::ContentStamp| s.version = 9,
        |s: &mut crate::ContentStamp| s.hash = "fnv1a64:0000000000000000".into(),
    ] {
        let mut other = config.clone();
        bad(&mut other.content[0]);
        assert!(matches!(
            other.check(),
            Err(crate::SetupError::Content { .. })
        ));
    }

    // Renovating wing C's Classroom at level 1 scores v1's Fame, not v2's.
    let wing = wing_of(Letter::C, Room::Classroom);
    let tile = level_1_tile(Room::Classroom);
    let (old, new) = (
        v1.wings[wing as usize].renovations[0].fame,
        academy().wings[wing as usize].renovations[0].fame,
    );
    assert_ne!(old, new, "the versions differ here");
    for (stamp, fame) in [(v1.stamp.clone(), old), (academy().stamp.clone(), new)] {
        let mut g = at_academy(4);
        g.config.content = vec![stamp.clone()];
        g.academy.as_mut().unwrap().content = stamp.version;
        let before = g.player(Seat(0)).fame;
        let events = g
            .apply(
                Seat(0),
                &Command::Renovate {
                    wing,
                    level: 1,
                    tile,
                },
            )
            .unwrap();
        assert_eq!(g.player(Seat(0)).fame, before + fame, "v{}", stamp.version);
        let line = events[0].describe_in(&["Ann".into(), "Bob".into()], g.academy_content());
        assert!(line.contains(&format!("+{fame} Fame")), "{line}");
    }
}
