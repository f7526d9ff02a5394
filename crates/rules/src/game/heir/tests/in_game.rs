//! The Heir in play (004 "Dahlgaard's Heir solo play"): whole solo games
//! whose human side plays random legal commands, and one test per rule the
//! engine plays for the Heir.

use crate::cards::TheaterTier;
use crate::command::Command;
use crate::config::{GameConfig, GameOptions};
use crate::game::base::end_turn::EndTurnEvent;
use crate::game::base::performance::PerformanceEvent;
use crate::game::base::player::CharState;
use crate::game::base::turn::{PlacementEvent, TurnEvent};
use crate::game::heir::play::{HeirAct, HeirTake, HEIR_SEAT};
use crate::game::heir::{Difficulty, HeirEvent, Place};
use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::{CharacterId, Seat};

const YOU: Seat = Seat(0);

pub(crate) fn config(seed: u64, difficulty: Difficulty) -> GameConfig {
    GameOptions {
        heir: true,
        difficulty: Some(difficulty),
        ..GameOptions::dark_alley(1)
    }
    .config(seed)
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
            assert!(!(who.is_some() && g.slot_covered(slot)), "{slot:?} covered");
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
                .filter(|e| matches!(e, Event::Heir(HeirEvent::Heir { .. })))
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
                Event::Heir(HeirEvent::Heir {
                    act: act @ HeirAct::SetUp { .. },
                }) => Some(act.clone()),
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
            .all(|p| !crate::game::heir::play::RED_X.contains(&p.kind())));
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
        let tiles = &crate::game::heir::heir_content().plans_without_academy;
        let kind = |i: u8| tiles[i as usize].kind;
        assert_eq!(
            kind(*h.plans.last().unwrap()),
            crate::game::heir::PlanKind::SetUp
        );
        assert_eq!(kind(h.plans[0]), crate::game::heir::PlanKind::Perform);
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
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::TurnSetupRolled { marked, .. }
        }) if marked == &choices[0].to_vec()
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
            if let Event::Turn(TurnEvent::Advertised { seat, coins, fame }) = e {
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
            if let Event::Heir(HeirEvent::Heir {
                act: HeirAct::Assigned { plan, cards, .. },
            }) = e
            {
                turns += 1;
                let h = g.heir().unwrap();
                assert_eq!(h.plan, Some(*plan));
                assert_eq!(h.used.len(), turns - 1);
                let tile = &crate::game::heir::heir_content().plans_without_academy[*plan as usize];
                // Board order: the Magician first.
                assert_eq!(cards[0].0, CharacterId::Magician);
                let first = tile
                    .order
                    .iter()
                    .find(|s| !s.special || cards[0].2.is_some())
                    .unwrap();
                assert_eq!(crate::game::heir::play::place(cards[0].1), first.location);
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
                    Event::Heir(HeirEvent::Heir { act }) => match act {
                        HeirAct::Downtown { takes, .. } if !takes.is_empty() => downtown += 1,
                        HeirAct::MarketRow { orders, .. } if !orders.is_empty() => market += 1,
                        HeirAct::DarkAlley { drawn, .. } if !drawn.is_empty() => alley += 1,
                        HeirAct::Theater { set_up } if !set_up.is_empty() => theater += 1,
                        HeirAct::Wages { fame, .. } if *fame > 0 => wages += 1,
                        _ => {}
                    },
                    Event::Performance(PerformanceEvent::Performed { seat, .. })
                        if *seat == HEIR_SEAT =>
                    {
                        performs += 1
                    }
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
                if let Event::Heir(HeirEvent::Heir {
                    act: HeirAct::Downtown { takes, .. },
                }) = e
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

/// Hidden information: the Heir's Plan deck order (and which tile is next)
/// never shows; the revealed tile, its Shopping List and board do.
#[test]
fn the_plan_deck_order_is_hidden() {
    use crate::model::Viewer;
    for seed in 0..4 {
        let mut g = solo(seed, Difficulty::Normal);
        let mut checked = 0;
        while !g.is_over() {
            for viewer in [Viewer::Seat(YOU), Viewer::Spectator] {
                let mut other = g.clone();
                let h = other.heir.as_mut().unwrap();
                h.plans.reverse();
                if !h.plans.is_empty() {
                    h.plans.rotate_left(1);
                }
                assert_eq!(g.view(viewer), other.view(viewer));
                let json = serde_json::to_string(&g.view(viewer)).unwrap();
                assert!(!json.contains("\"plans\""));
                checked += 1;
            }
            let legal = g.legal_commands(YOU);
            let cmd = legal[(seed as usize + checked) % legal.len()].clone();
            g.apply(YOU, &cmd).unwrap();
        }
        let view = g.view(Viewer::Seat(YOU));
        let heir = view.heir.expect("the heir section");
        assert_eq!(heir.seat, HEIR_SEAT);
        assert!(view.players.iter().all(|p| p.seat != HEIR_SEAT));
        assert_eq!(heir.used_plans.len() + 1, 7);
        // What is shown does show: a different revealed tile changes it.
        let mut other = g.clone();
        let h = other.heir.as_mut().unwrap();
        h.plan = h.used.first().copied();
        assert_ne!(
            g.view(Viewer::Seat(YOU)).heir,
            other.view(Viewer::Seat(YOU)).heir
        );
    }
}

/// A solo game on turn 1 after set-up, with no Turn Setup die covering
/// anything, so that tests place Characters freely.
fn turn_one(seed: u64, d: Difficulty) -> Game {
    let mut g = solo(seed, d);
    set_up(&mut g);
    for die in &mut g.heir.as_mut().unwrap().dice {
        die.1 = None;
    }
    g
}

/// Puts the game at the Heir's placement turn with these cards under its
/// Characters and the human's (none placed yet), and a Plan tile of `kind`.
fn placing(
    g: &mut Game,
    heir_cards: &[(CharacterId, crate::model::Location)],
    your_cards: &[(CharacterId, crate::model::Location)],
    kind: crate::game::heir::PlanKind,
) {
    let tiles = &crate::game::heir::heir_content().plans_without_academy;
    let plan = tiles.iter().position(|t| t.kind == kind).unwrap() as u8;
    g.heir.as_mut().unwrap().plan = Some(plan);
    for (seat, cards) in [(HEIR_SEAT, heir_cards), (YOU, your_cards)] {
        let p = &mut g.players[seat.index()];
        for &(c, loc) in cards {
            p.characters[c.index()] = CharState::Home;
            p.cards[c.index()] = Some(loc);
        }
    }
    g.phase = Phase::PlaceCharacters {
        pos: 1,
        acting: None,
        done: false,
    };
}

fn placed(events: &[Event]) -> (CharacterId, crate::model::Slot, u8) {
    match events.first() {
        Some(Event::Placement(PlacementEvent::CharacterPlaced {
            seat,
            character,
            slot,
            ap,
            ..
        })) if *seat == HEIR_SEAT => (*character, *slot, *ap),
        e => panic!("not an Heir placement: {e:?}"),
    }
}

/// 004 "Place character phase" 1-3: contested Locations first; Ready: the
/// Theater (earliest day), the Magician last there and on the Performance
/// slot; Busy: Downtown before the Theater (latest day); Downtown's best
/// slot; Theater modifiers ignored.
#[test]
fn place_character_priorities() {
    use crate::game::heir::PlanKind::{Perform, SetUp};
    use crate::model::{Location::*, Slot, Weekday};
    use CharacterId::*;
    // Ready (Perform tile, a Trick of the highest Threshold): the Theater
    // first, the Apprentice before the Magician, on Thursday.
    let mut g = turn_one(30, Difficulty::Normal);
    placing(
        &mut g,
        &[
            (Magician, Theater),
            (Apprentice1, Theater),
            (Apprentice2, Downtown),
        ],
        &[],
        Perform,
    );
    let (c, slot, ap) = placed(&g.heir_step().unwrap());
    assert_eq!(
        (c, slot, ap),
        (Apprentice1, Slot::Backstage(Weekday::Thursday, 0), 1)
    );
    // The Magician comes once it is the last one for the Theater.
    g.players[1].cards[Apprentice1.index()] = None;
    let (c, slot, ap) = placed(&g.heir_step().unwrap());
    assert_eq!(
        (c, slot, ap),
        (Magician, Slot::Performance(Weekday::Thursday), 3)
    );
    // Busy (Set up tile): Downtown, on its +2 slot; then the latest day.
    let mut g = turn_one(30, Difficulty::Normal);
    placing(
        &mut g,
        &[
            (Magician, Theater),
            (Apprentice1, Theater),
            (Apprentice2, Downtown),
        ],
        &[],
        SetUp,
    );
    let (c, slot, ap) = placed(&g.heir_step().unwrap());
    assert_eq!((c, slot, ap), (Apprentice2, Slot::Downtown(0), 3));
    g.players[1].cards[Apprentice2.index()] = None;
    let (c, slot, _) = placed(&g.heir_step().unwrap());
    assert_eq!(
        (c, slot),
        (Apprentice1, Slot::Backstage(Weekday::Sunday, 0))
    );
    // Contested: the player waits with a Character for the Market Row.
    let mut g = turn_one(30, Difficulty::Normal);
    placing(
        &mut g,
        &[(Magician, Theater), (Apprentice1, MarketRow)],
        &[(Apprentice1, MarketRow)],
        Perform,
    );
    let (c, slot, _) = placed(&g.heir_step().unwrap());
    assert_eq!((c, slot), (Apprentice1, Slot::MarketRow(0)));
}

/// 004 "Theater" IMPORTANT: "If sending a non-Magician character would
/// result in zero tricks being placed on Performances, ignore the
/// assignment and immediately send a different character instead": the
/// Apprentice stays Idle and the Magician goes at once; with rules version
/// 2 the Apprentice was only passed over (and sent later, after the
/// Magician, against "Place character phase" 3b).
#[test]
fn theater_nothing_to_set_up() {
    use crate::model::Location::*;
    use CharacterId::*;
    let idle = Event::Placement(PlacementEvent::CharacterIdle {
        seat: HEIR_SEAT,
        character: Apprentice1,
        forced: true,
    });
    for version in [crate::RULES_VERSION, 2] {
        let mut g = turn_one(31, Difficulty::Normal);
        g.config.rules_version = version;
        placing(
            &mut g,
            &[(Magician, Theater), (Apprentice1, Theater)],
            &[],
            crate::game::heir::PlanKind::Perform,
        );
        for t in &mut g.players[1].tricks {
            t.markers = 0;
        }
        let mut events = g.heir_step().unwrap();
        if version >= 3 {
            assert_eq!(events.remove(0), idle);
        }
        let (c, _, _) = placed(&events);
        assert_eq!(c, Magician);
        if version < 3 {
            g.players[1].cards[Magician.index()] = None;
            assert_eq!(g.heir_step().unwrap(), vec![idle.clone()]);
        }
    }
}

/// 004 "Theater": Tricks by the AP and difficulty table, highest yield
/// first, Link Bonuses taken as Fame.
#[test]
fn theater_sets_up_by_the_table() {
    use crate::model::{Slot, Weekday};
    let mut g = turn_one(32, Difficulty::Hard);
    g.give_trick(HEIR_SEAT, "Rabbit from the Top Hat", 4);
    g.phase = Phase::PlaceCharacters {
        pos: 1,
        acting: Some(crate::game::Acting {
            seat: HEIR_SEAT,
            character: CharacterId::Magician,
            slot: Slot::Performance(Weekday::Thursday),
            ap: 3,
            paid: 0,
            pending_links: 0,
            link_value: 0,
            special: None,
            draws: 0,
            gambled: false,
            learned_secret: false,
        }),
        done: false,
    };
    let events = g.heir_step().unwrap();
    let Event::Heir(HeirEvent::Heir {
        act: HeirAct::Theater { set_up },
    }) = &events[0]
    else {
        panic!("{events:?}")
    };
    // Hard, 3 AP: 4 Tricks, but one card holds one marker of each Trick:
    // one card in the Theater, two Tricks.
    assert_eq!(g.theater.len(), 1);
    assert_eq!(set_up.len(), 2);
    let fame_before = g.player(HEIR_SEAT).fame;
    for e in &events {
        g.apply_event(e);
    }
    let links: u32 = set_up.iter().map(|s| s.fame).sum();
    assert_eq!(g.player(HEIR_SEAT).fame, fame_before + links);
    assert!(matches!(
        events.last(),
        Some(Event::Placement(PlacementEvent::ActionsEnded { .. }))
    ));
}

/// 004 "Performance phase": the Heir performs its card; no Thursday
/// modifier on its yields; Link and card bonus plus the difficulty's bonus
/// per non-Magician instead of the Specialists'; its markers go straight
/// back to their Trick.
#[test]
fn performance_phase_for_the_heir() {
    use crate::game::Marker;
    use crate::model::{Slot, Weekday};
    let mut g = turn_one(33, Difficulty::Normal);
    let t = g.players[1].tricks[0];
    let slot = (0..g.theater[0].markers.len())
        .find(|&i| g.theater[0].is_free(i))
        .unwrap();
    g.players[1].tricks[0].markers -= 1;
    g.theater[0].markers[slot] = Some(Marker {
        seat: HEIR_SEAT,
        symbol: t.symbol,
        category: t.trick.card().category,
        facing: crate::cards::Dir::Up,
    });
    let stand = |g: &mut Game, c: CharacterId, s: Slot| {
        g.players[1].characters[c.index()] = CharState::Placed(s);
        match s {
            Slot::Backstage(d, i) => g.theater_slots[d.index()][i as usize] = Some((HEIR_SEAT, c)),
            Slot::Performance(d) => g.theater_slots[d.index()][2] = Some((HEIR_SEAT, c)),
            _ => unreachable!(),
        }
    };
    stand(
        &mut g,
        CharacterId::Magician,
        Slot::Performance(Weekday::Thursday),
    );
    stand(
        &mut g,
        CharacterId::Apprentice1,
        Slot::Backstage(Weekday::Thursday, 0),
    );
    g.players[1].characters[CharacterId::Engineer.index()] = CharState::Supply;
    g.players[1].characters[CharacterId::Manager.index()] = CharState::Supply;
    g.players[1].characters[CharacterId::Assistant.index()] = CharState::Supply;
    g.phase = Phase::Performance {
        day: 0,
        performer: Some(HEIR_SEAT),
    };
    let links = g.links_on(&g.theater[0]);
    let card = g.theater[0].card;
    let events = g.heir_step().unwrap();
    let Some(Event::Performance(PerformanceEvent::Performed { payouts, bonus, .. })) =
        events.first()
    else {
        panic!("{events:?}")
    };
    let y = t.trick.card().yields;
    assert_eq!(payouts[0].seat, HEIR_SEAT);
    assert_eq!((payouts[0].fame, payouts[0].coins), (y.fame, y.coins));
    let printed = card.card().bonus;
    assert_eq!(bonus.fame, printed.fame + links);
    assert_eq!(bonus.coins, printed.coins + 2);
    for e in &events {
        g.apply_event(e);
    }
    assert_eq!(g.players[1].tricks[0].markers, t.trick.card().markers);
}

/// 004 "Pay wages": no wages; sets of 10 Coins for Fame; above 6
/// Characters the Apprentices wait in the Additional Characters box.
#[test]
fn pay_wages_for_the_heir() {
    let mut g = turn_one(34, Difficulty::Normal);
    let p = &mut g.players[1];
    p.coins = 27;
    for c in CharacterId::ALL.into_iter().take(8) {
        p.characters[c.index()] = CharState::Home;
    }
    p.characters[CharacterId::Apprentice1.index()] =
        CharState::Placed(crate::model::Slot::Downtown(0));
    let fame = p.fame;
    let mut out = Vec::new();
    g.push_end_turn(&mut out);
    let Some(crate::game::base::end_turn::Wages { due, .. }) = out.iter().find_map(|e| match e {
        Event::EndTurn(EndTurnEvent::WagesPaid { wages }) => {
            wages.iter().find(|w| w.seat == HEIR_SEAT).copied()
        }
        _ => None,
    }) else {
        panic!()
    };
    assert_eq!(due, 0);
    for e in &out {
        g.apply_event(e);
    }
    let p = g.player(HEIR_SEAT);
    assert_eq!((p.coins, p.fame), (7, fame + 6));
    assert_eq!(p.team().count(), 6);
    assert_eq!(p.state(CharacterId::Apprentice4), CharState::Inn);
    assert_eq!(p.state(CharacterId::Apprentice3), CharState::Inn);
}

/// 004 "Move performance cards": a leaving card's Heir Tricks yield 1
/// Coin and 1 Fame less, and the markers go back to their Trick.
#[test]
fn leaving_card_yields_less() {
    use crate::game::Marker;
    let mut g = turn_one(35, Difficulty::Normal);
    g.turn = 3;
    let t = g.players[1].tricks[0];
    let last = g.theater.len() - 1;
    let slot = (0..g.theater[last].markers.len())
        .find(|&i| g.theater[last].is_free(i))
        .unwrap();
    g.players[1].tricks[0].markers -= 1;
    g.theater[last].markers[slot] = Some(Marker {
        seat: HEIR_SEAT,
        symbol: t.symbol,
        category: t.trick.card().category,
        facing: crate::cards::Dir::Up,
    });
    let before = g.player(HEIR_SEAT).clone();
    let mut out = Vec::new();
    g.push_end_turn(&mut out);
    for e in &out {
        g.apply_event(e);
    }
    let y = crate::game::heir::leftover_yield(t.trick.card().yields);
    let p = g.player(HEIR_SEAT);
    assert!(out.iter().any(|e| matches!(
        e,
        Event::Heir(HeirEvent::Heir {
            act: HeirAct::Leftover { .. }
        })
    )));
    assert_eq!(p.shards, before.shards + y.shards);
    assert_eq!(p.tricks[0].markers, t.trick.card().markers);
}

/// 004 "End game scoring" and "Playing without Academy": Shards, 2 per
/// Special card, no Coins, a fixed amount per Threshold-36 Trick, per
/// Character above the first 5.
#[test]
fn end_game_scoring_for_the_heir() {
    let mut g = turn_one(36, Difficulty::Hard);
    let ft36 = crate::cards::TrickId::all()
        .find(|t| t.card().threshold == 36)
        .unwrap();
    g.residence &= !(1 << ft36.0);
    let p = &mut g.players[1];
    p.shards = 4;
    p.coins = 30;
    p.specials = crate::cards::SpecialId::all().take(2).collect();
    p.tricks.push(crate::game::base::player::OwnedTrick {
        trick: ft36,
        symbol: crate::model::Symbol::ALL[3],
        markers: 0,
        engineer_slot: false,
    });
    for c in CharacterId::ALL.into_iter().take(7) {
        p.characters[c.index()] = CharState::Home;
    }
    let fame = p.fame;
    let s = g.heir_final_score(HEIR_SEAT, &|n| n.min(20));
    assert_eq!((s.shards, s.coins, s.specials), (4, 0, 4));
    assert_eq!(s.ft36, vec![(ft36, 10)]);
    assert_eq!(s.characters, 2 * 2);
    assert_eq!(s.total, fame + 4 + 4 + 10 + 4);
}

/// 004 "Dark Alley": the deck of the color it holds fewest of (Theater >
/// Downtown > Market Row > Workshop), as many cards as the table gives.
#[test]
fn dark_alley_draws() {
    let mut g = turn_one(37, Difficulty::Hard);
    let HeirAct::DarkAlley { drawn, .. } = g.heir_dark_alley(4) else {
        unreachable!()
    };
    // Hard, 4 AP: 3 cards; an empty hand: Theater, then Downtown, Market Row.
    let decks: Vec<u8> = drawn.iter().map(|d| d.0).collect();
    let at = |l| {
        crate::game::dark_alley::SPECIAL_DECKS
            .iter()
            .position(|x| *x == l)
            .unwrap() as u8
    };
    use crate::model::Location::*;
    assert_eq!(decks, vec![at(Theater), at(Downtown), at(MarketRow)]);
    let act = g.heir_dark_alley(1);
    g.apply_heir(&act);
    assert_eq!(g.player(HEIR_SEAT).specials.len(), 1);
}

/// 004 "Market Row": what the Market shows leaves the Shopping List; the
/// rest goes on the first empty Order slots, at most the Action Points.
#[test]
fn market_row_orders_in_game() {
    use crate::cards::Component::*;
    let mut g = turn_one(38, Difficulty::Normal);
    g.heir.as_mut().unwrap().shopping = vec![Wood, Rope, Animal, Padlock];
    g.market.buy = [Some(Wood), Some(Metal), None, None];
    g.market.order = [None, Some(Glass), None, None];
    let HeirAct::MarketRow { shopping, orders } = g.heir_market_row(2) else {
        unreachable!()
    };
    assert_eq!(shopping, vec![Rope, Animal, Padlock]);
    assert_eq!(orders.len(), 2);
    assert_eq!(orders[0].0, 0);
    assert_eq!(orders[1].0, 2);
    assert!(orders.iter().all(|(_, c)| shopping.contains(c)));
}

/// 004 "Downtown" 1-3: a Trick of the die's category (prepared, its
/// Components on the Shopping List), a Specialist it lacks, an Apprentice
/// while it has 5 Characters or fewer without the Academy; as many dice as
/// the table gives (Hard, 5 AP: 3).
#[test]
fn downtown_in_game() {
    use crate::cards::Category;
    use crate::model::{DieFace::*, Specialist};
    let mut g = turn_one(39, Difficulty::Hard);
    for s in Specialist::ALL {
        g.players[1].characters[s.character().index()] = CharState::Supply;
    }
    g.dice = [
        Trick(Category::Optical),
        X,
        Hire(Specialist::Manager),
        HireApprentice,
        Coins(4),
        Coins(6),
    ];
    let act = g.heir_downtown(5);
    let HeirAct::Downtown { reroll, takes } = &act else {
        unreachable!()
    };
    assert_eq!(*reroll, None);
    assert_eq!(takes.len(), 3);
    let HeirTake::Trick { trick: Some(t), .. } = takes[0] else {
        panic!("{takes:?}")
    };
    assert_eq!(t.card().category, Category::Optical);
    assert_eq!(
        takes[1],
        HeirTake::Specialist {
            specialist: Specialist::Manager
        }
    );
    assert!(matches!(takes[2], HeirTake::Apprentice { .. }));
    g.apply_heir(&act);
    let p = g.player(HEIR_SEAT);
    assert_eq!(p.trick(t).unwrap().markers, t.card().markers);
    assert_eq!(p.state(CharacterId::Manager), CharState::Inn);
    for (c, _) in t.card().components {
        assert!(g.heir().unwrap().shopping.contains(c));
    }
    assert_eq!(g.dice[0], X);
}

/// 004 "Assignment phase": the player assigns first and the Heir's Plan
/// tile is revealed after, from a face-down deck. A preview of finishing
/// the assignment stops before the reveal: two games that differ only in
/// the order of the Heir's hidden Plan deck preview every command alike.
#[test]
fn the_plan_tile_stays_hidden_in_previews() {
    let mut g = solo(3, Difficulty::Normal);
    play_until(&mut g, |g| g.phase == Phase::Assignment && g.turn == 2);
    let mut h = g.clone();
    h.heir.as_mut().unwrap().plans.rotate_left(1);
    assert_ne!(
        g.heir.as_ref().unwrap().plans,
        h.heir.as_ref().unwrap().plans
    );
    let legal = g.legal_commands(YOU);
    assert!(legal.contains(&Command::ConfirmAssignments));
    for cmd in legal {
        let p = g.preview(YOU, &cmd).expect("legal");
        assert_eq!(p, h.preview(YOU, &cmd).expect("legal"), "{cmd:?}");
        if cmd == Command::ConfirmAssignments {
            assert_eq!(p.then, Some(crate::game::preview::Hidden::HeirPlanRevealed));
        }
    }
}

/// 004 "Assignment phase": once the Plan tile is revealed (with the
/// Assignment cards) the assignment cannot be taken back, which would let
/// the player re-plan having seen it.
#[test]
fn the_plan_tile_reveal_cannot_be_taken_back() {
    let mut g = solo(3, Difficulty::Normal);
    g.allow_take_backs();
    play_until(&mut g, |g| g.phase == Phase::Assignment);
    let events = g.apply(YOU, &Command::ConfirmAssignments).unwrap();
    assert!(events
        .iter()
        .any(|e| e.hidden_outcome() == Some(crate::game::preview::Hidden::HeirPlanRevealed)));
    assert!(!g.can_take_back(YOU));
}
