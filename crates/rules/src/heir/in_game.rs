//! The Heir in play (004 "Dahlgaard's Heir solo play"): whole solo games
//! whose human side plays random legal commands, and one test per rule the
//! engine plays for the Heir.

use crate::cards::TheaterTier;
use crate::command::Command;
use crate::config::GameConfig;
use crate::event::Event;
use crate::heir::play::{HeirAct, HeirTake, HEIR_SEAT};
use crate::heir::{Difficulty, Place};
use crate::model::{CharacterId, Seat};
use crate::state::{CharState, Game, Phase};

const YOU: Seat = Seat(0);

pub(crate) fn config(seed: u64, difficulty: Difficulty) -> GameConfig {
    GameConfig {
        heir: true,
        difficulty: Some(difficulty),
        ..GameConfig::dark_alley(1, seed)
    }
}

/// A solo game past the Heir's checks (the option is refused by `Game::new`
/// until the whole mode is played).
pub(crate) fn solo(seed: u64, difficulty: Difficulty) -> Game {
    Game::build(config(seed, difficulty).with_content())
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays the human side with random legal commands until the game ends,
/// calling `each` with every command's events; returns the commands.
pub(crate) fn play(g: &mut Game, seed: u64, mut each: impl FnMut(&Game, &[Event])) -> Vec<Command> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut log = Vec::new();
    while !g.is_over() {
        let waiting = g.waiting_for();
        assert_eq!(
            waiting,
            vec![YOU],
            "only the human is ever waited for; {:?} turn {}",
            g.phase,
            g.turn
        );
        let legal = g.legal_commands(YOU);
        assert!(!legal.is_empty(), "no legal command in {:?}", g.phase());
        assert!(g.legal_commands(HEIR_SEAT).is_empty());
        // Prefer progress now and then, so that games reach the Theater.
        let cmd = legal[rng.below(legal.len())].clone();
        let events = g
            .apply(YOU, &cmd)
            .unwrap_or_else(|e| panic!("legal {cmd:?} refused: {e}"));
        each(g, &events);
        log.push(cmd);
        assert!(log.len() < 50_000, "the game did not finish");
    }
    log
}

/// Invariants of a solo game after every command.
fn invariants(g: &Game) {
    let h = g.player(HEIR_SEAT);
    for t in &h.tricks {
        let out = g
            .theater
            .iter()
            .flat_map(|c| c.markers.iter().flatten())
            .filter(|m| m.seat == HEIR_SEAT && m.symbol == t.symbol)
            .count();
        assert!(
            usize::from(t.markers) + out <= usize::from(t.trick.card().markers),
            "the Heir's markers are conserved"
        );
    }
    assert!(h.tricks.len() <= crate::board::MAX_TRICKS);
    for m in g.theater.iter().flat_map(|c| c.markers.iter().flatten()) {
        assert!(g.player(m.seat).trick_by_symbol(m.symbol).is_some());
    }
    // 004 "Roll dice phase": no Character on a slot the dice cover.
    for (i, row) in g.main_slots.iter().enumerate() {
        for (k, who) in row.iter().enumerate() {
            let slot = match i {
                0 => crate::model::Slot::Downtown(k as u8),
                1 => crate::model::Slot::MarketRow(k as u8),
                _ => crate::model::Slot::DarkAlley(k as u8),
            };
            assert!(!(who.is_some() && g.covered(slot)), "{slot:?} covered");
        }
    }
    for d in crate::model::Weekday::ALL {
        if g.weekday_covered(d) {
            assert!(g.theater_slots[d.index()].iter().all(|s| s.is_none()));
        }
    }
    assert!(!g.waiting_for().contains(&HEIR_SEAT));
    assert!(!g.is_waiting_for(HEIR_SEAT));
}

/// 004 "Dahlgaard's Heir solo play": whole games at each difficulty, the
/// human side random, end with scores for both, keep the invariants and
/// replay identically from the human's commands alone.
#[test]
fn whole_solo_games_end_and_replay() {
    for seed in 0..24 {
        let d = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard][seed as usize % 3];
        let mut g = solo(seed, d);
        let mut acts = 0;
        let log = play(&mut g, seed, |g, events| {
            invariants(g);
            acts += events
                .iter()
                .filter(|e| matches!(e, Event::Heir { .. }))
                .count();
        });
        let scores = g.scores().expect("scored");
        assert_eq!(scores.scores.len(), 2);
        assert!(acts > 10, "the Heir acted ({acts} events)");
        let mut replay = solo(seed, d);
        for cmd in &log {
            replay.apply(YOU, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
}

/// The Heir's seat is no one's: commands for it are refused.
#[test]
fn nobody_plays_the_heir() {
    let g = solo(3, Difficulty::Normal);
    assert_eq!(
        g.decide(HEIR_SEAT, &Command::DeclineAdvertise),
        Err(crate::error::RuleError::NoSuchSeat(1))
    );
    assert!(g.legal_commands(HEIR_SEAT).is_empty());
}

/// Sets the human up with the first legal choices; returns the events.
fn set_up(g: &mut Game) -> Vec<Event> {
    let mut all = Vec::new();
    while g.turn == 0 {
        let cmd = g.legal_commands(YOU)[0].clone();
        all.extend(g.apply(YOU, &cmd).unwrap());
    }
    all
}

/// 004 "Setup" 1-13: a two-player set-up with the Heir: Solo Performance
/// cards, its Magician of another Favorite, a starting Trick prepared (not
/// the single-Basic one), its Shopping List, Characters by difficulty, no
/// Coins or Shards; the player first with the first player's Coins; the
/// Plan deck of seven tiles; no red-X Prophecy.
#[test]
fn setup_1_to_13() {
    for (seed, d, team) in [
        (1, Difficulty::Easy, 3),
        (2, Difficulty::Normal, 4),
        (3, Difficulty::Hard, 4),
    ] {
        let mut g = solo(seed, d);
        assert!(g.deck.iter().all(|c| c.is_solo()));
        assert!(g.theater.iter().all(|c| c.card.is_solo()));
        assert_eq!(g.theater.len(), 1, "a two-player Theater");
        let events = set_up(&mut g);
        let setup = events
            .iter()
            .find_map(|e| match e {
                Event::Heir {
                    act: act @ HeirAct::SetUp { .. },
                } => Some(act.clone()),
                _ => None,
            })
            .expect("the Heir's set-up");
        let HeirAct::SetUp {
            magician, trick, ..
        } = setup
        else {
            unreachable!()
        };
        let you = g.player(YOU);
        let h = g.player(HEIR_SEAT);
        assert_eq!(h.magician, Some(magician));
        assert_ne!(magician.card().favorite, you.favorite().unwrap());
        assert_eq!(trick.card().category, magician.card().favorite);
        assert_eq!(trick.card().threshold, 1);
        assert!(trick.card().components.len() > 1 || trick.card().components[0].1 > 1);
        assert_eq!(h.tricks[0].markers, trick.card().markers, "prepared");
        assert_eq!((h.coins, h.shards), (0, 0));
        assert_eq!(h.team().count(), team);
        assert_eq!(h.state(CharacterId::Protege), CharState::Supply);
        let heir = g.heir().unwrap();
        assert_eq!(heir.shopping.len(), trick.card().components.len());
        assert_eq!(
            heir.plans.len() + heir.used.len() + heir.plan.iter().count(),
            7
        );
        assert_eq!(g.initiative, vec![YOU, HEIR_SEAT]);
        assert_eq!(g.player(YOU).coins, crate::board::starting_coins(1));
        let alley = g.alley.as_ref().unwrap();
        assert!(alley
            .pile
            .iter()
            .chain(&alley.pending)
            .all(|p| !crate::heir::play::RED_X.contains(&p.kind())));
        // Four Turn Setup dice without the Academy, all rolled on turn 1.
        assert_eq!(heir.dice.len(), 4);
        assert!(heir.dice.iter().all(|d| d.1.is_some()));
        assert!(heir.dice.iter().all(|d| d.0 != Place::Academy));
    }
}

/// 004 "Setup" 12: the deck's top tile is a Set up tile, its bottom a
/// Perform tile; the Heir's first Plan is the top.
#[test]
fn setup_12_plan_deck_in_game() {
    for seed in 0..6 {
        let g = solo(seed, Difficulty::Normal);
        let h = g.heir().unwrap();
        let tiles = &crate::heir::heir_content().plans_without_academy;
        let kind = |i: u8| tiles[i as usize].kind;
        assert_eq!(kind(*h.plans.last().unwrap()), crate::heir::PlanKind::SetUp);
        assert_eq!(kind(h.plans[0]), crate::heir::PlanKind::Perform);
    }
}

/// 004 "Roll dice phase": from turn 2 the player picks two unmarked
/// Locations, the Theater among them when it is unmarked; the picked dice
/// are re-rolled and marked.
#[test]
fn roll_dice_turn_setup_choice() {
    let mut g = solo(5, Difficulty::Normal);
    play_until(&mut g, |g| g.phase == Phase::TurnSetup);
    assert_eq!(g.turn, 2);
    let choices = g.turn_setup_choices();
    assert!(choices.iter().all(|c| c.contains(&Place::Theater)));
    let bad = [Place::Downtown, Place::MarketRow];
    assert!(g
        .decide(YOU, &Command::RerollTurnSetup { places: bad })
        .is_err());
    let events = g
        .apply(YOU, &Command::RerollTurnSetup { places: choices[0] })
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Heir {
            act: HeirAct::TurnSetupRolled { marked, .. }
        } if marked == &choices[0].to_vec()
    )));
    assert_eq!(g.heir().unwrap().marked, choices[0].to_vec());
    assert!(matches!(
        g.phase,
        Phase::Advertise { .. } | Phase::Assignment
    ));
    play_until(&mut g, |g| g.phase == Phase::TurnSetup);
    // The Theater was re-rolled, so now it may rest; the marked two may not.
    for c in g.turn_setup_choices() {
        assert!(!c.iter().any(|p| choices[0].contains(p)));
    }
}

/// Plays random human commands until `stop` holds.
fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) {
    let mut rng = Rng(77);
    while !stop(g) {
        assert!(!g.is_over());
        let legal = g.legal_commands(YOU);
        let cmd = legal[rng.below(legal.len())].clone();
        g.apply(YOU, &cmd).unwrap();
    }
}

/// 004 "Advertise phase": the Heir advertises every turn for free and gains
/// the Fame.
#[test]
fn advertise_free_every_turn() {
    let mut g = solo(8, Difficulty::Easy);
    let mut seen = 0;
    play(&mut g, 8, |_, events| {
        for e in events {
            if let Event::Advertised { seat, coins, fame } = e {
                if *seat == HEIR_SEAT {
                    assert_eq!((*coins, *fame), (0, 2));
                    seen += 1;
                }
            }
        }
    });
    assert_eq!(seen, 7);
}

/// 004 "Assignment phase": after the player, the top Plan tile is revealed
/// and its Locations go to the Heir's Characters in board order; the last
/// tile is discarded first.
#[test]
fn assignment_from_the_plan_tile() {
    let mut g = solo(11, Difficulty::Hard);
    let mut turns = 0;
    play(&mut g, 11, |g, events| {
        for e in events {
            if let Event::Heir {
                act: HeirAct::Assigned { plan, cards, .. },
            } = e
            {
                turns += 1;
                let h = g.heir().unwrap();
                assert_eq!(h.plan, Some(*plan));
                assert_eq!(h.used.len(), turns - 1);
                let tile = &crate::heir::heir_content().plans_without_academy[*plan as usize];
                // Board order: the Magician first.
                assert_eq!(cards[0].0, CharacterId::Magician);
                let first = tile
                    .order
                    .iter()
                    .find(|s| !s.special || cards[0].2.is_some())
                    .unwrap();
                assert_eq!(crate::heir::play::place(cards[0].1), first.location);
            }
        }
    });
    assert_eq!(turns, 7);
}

/// 004 "Downtown", "Market Row", "Dark Alley", "Theater" and "Pay wages":
/// across games the Heir takes dice, orders, draws Special Assignment
/// cards, sets Tricks up and turns its Coin Purse into Fame, and performs.
#[test]
fn the_heir_acts_at_every_location() {
    let (mut downtown, mut market, mut alley, mut theater, mut wages, mut performs) =
        (0, 0, 0, 0, 0, 0);
    for seed in 0..12 {
        let mut g = solo(seed, Difficulty::Hard);
        play(&mut g, seed, |_, events| {
            for e in events {
                match e {
                    Event::Heir { act } => match act {
                        HeirAct::Downtown { takes, .. } if !takes.is_empty() => downtown += 1,
                        HeirAct::MarketRow { orders, .. } if !orders.is_empty() => market += 1,
                        HeirAct::DarkAlley { drawn, .. } if !drawn.is_empty() => alley += 1,
                        HeirAct::Theater { set_up } if !set_up.is_empty() => theater += 1,
                        HeirAct::Wages { fame, .. } if *fame > 0 => wages += 1,
                        _ => {}
                    },
                    Event::Performed { seat, .. } if *seat == HEIR_SEAT => performs += 1,
                    _ => {}
                }
            }
        });
    }
    assert!(downtown > 0 && market > 0 && alley > 0 && theater > 0);
    assert!(wages > 0 && performs > 0, "{wages} {performs}");
}

/// 004 "Downtown" 1: a Trick learned is prepared at once and its
/// Components join the Shopping List.
#[test]
fn downtown_trick_prepared_and_listed() {
    let mut found = false;
    for seed in 0..12 {
        let mut g = solo(seed, Difficulty::Hard);
        play(&mut g, seed, |g, events| {
            for e in events {
                if let Event::Heir {
                    act: HeirAct::Downtown { takes, .. },
                } = e
                {
                    for t in takes {
                        if let HeirTake::Trick { trick: Some(t), .. } = t {
                            let h = g.player(HEIR_SEAT);
                            if let Some(o) = h.trick(*t) {
                                let out = g
                                    .theater
                                    .iter()
                                    .flat_map(|c| c.markers.iter().flatten())
                                    .filter(|m| m.seat == HEIR_SEAT && m.symbol == o.symbol)
                                    .count() as u8;
                                assert_eq!(o.markers + out, t.card().markers);
                                found = true;
                            }
                        }
                    }
                }
            }
        });
    }
    assert!(found);
}

/// 004 "Setup" 3 and "Move performance cards": the Theater holds Solo
/// Performance cards all game.
#[test]
fn solo_performance_cards_all_game() {
    let mut g = solo(4, Difficulty::Normal);
    play(&mut g, 4, |g, _| {
        assert!(g.theater.iter().all(|c| c.card.is_solo()));
    });
    assert!(g
        .theater
        .iter()
        .any(|c| c.card.card().tier == TheaterTier::MagnusPantheon));
}
