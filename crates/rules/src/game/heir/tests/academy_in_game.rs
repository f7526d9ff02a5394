//! Dahlgaard's Heir with the Academy (004 "Dahlgaard's Heir solo play" with
//! the Academy's parts): one test per rule the engine plays for the Heir at
//! the Academy, and whole solo Academy games at each difficulty.

use super::in_game::{config, play};
use crate::cards::{ProphecyId, ProphecyKind};
use crate::command::Command;
use crate::config::{GameConfig, GameOptions};
use crate::game::academy::{academy, AcademyEvent, ClassSlot, Room, Spot, Upgrade};
use crate::game::base::player::CharState;
use crate::game::base::turn::PlacementEvent;
use crate::game::heir::play::{HeirAct, HEIR_SEAT};
use crate::game::heir::{Difficulty, HeirEvent, Place};
use crate::game::Event;
use crate::game::Game;
use crate::model::{CharacterId, Seat, Viewer};

const YOU: Seat = Seat(0);
const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

fn academy_config(seed: u64, d: Difficulty) -> GameConfig {
    GameConfig {
        options: GameOptions {
            academy: true,
            ..(config(seed, d)).options
        },
        ..config(seed, d)
    }
}

/// A solo Academy game past the checks (`Game::new` refuses it until the
/// lead lifts the refusal).
fn academy_solo(seed: u64, d: Difficulty) -> Game {
    Game::build(academy_config(seed, d).with_content())
}

/// The game after set-up (turn 1), the human taking the first choices.
fn turn_one(seed: u64, d: Difficulty) -> Game {
    let mut g = academy_solo(seed, d);
    while g.turn == 0 {
        let cmd = g.legal_commands(YOU)[0].clone();
        g.apply(YOU, &cmd).unwrap();
    }
    g
}

fn apply_all(g: &mut Game, acts: &[HeirAct]) {
    for act in acts {
        g.apply_event(&Event::Heir(HeirEvent::Heir { act: act.clone() }));
    }
}

/// The wing of `room` and `letter`.
fn wing(room: Room, letter: crate::game::academy::Letter) -> u8 {
    academy()
        .wings
        .iter()
        .position(|w| w.room == room && w.letter == letter)
        .unwrap() as u8
}

/// Renovates `wing` with the first tile of that room for which `pick` holds.
fn lay_tile(g: &mut Game, wing: u8, pick: impl Fn(u8) -> bool) {
    let room = academy().wings[wing as usize].room;
    let n = match room {
        Room::Classroom => academy().classrooms.len(),
        Room::PracticeRoom => academy().practice_rooms.len(),
    };
    let tile = (0..n as u8).find(|&t| pick(t)).expect("a tile");
    let level = match room {
        Room::Classroom => academy().classrooms[tile as usize].level,
        Room::PracticeRoom => academy().practice_rooms[tile as usize].level,
    };
    let w = &mut g.academy.as_mut().unwrap().wings[wing as usize];
    w.ruined = false;
    w.tile = Some((tile, level));
}

/// The Heir holds two Secrets (so its list starts at the 2nd priority).
fn two_secrets(g: &mut Game) {
    let a = g.players[1].academy.as_mut().unwrap();
    a.secrets = [Some(90), Some(91), None];
}

/// 004 "Setup" 7-11 with the Academy: the Heir's team has its Protégé
/// (Easy 4, Normal 5, Hard 5 Characters); five Turn Setup dice, the blue
/// Academy die among them, all rolled on turn 1; a Plan deck of seven tiles
/// from the Academy side; Banners for both; the Academy Assignment card;
/// the player first with 12 Coins; starting Fame 3.
#[test]
fn setup_with_the_academy() {
    for (seed, d, team) in [
        (1, Difficulty::Easy, 4),
        (2, Difficulty::Normal, 5),
        (3, Difficulty::Hard, 5),
    ] {
        let g = turn_one(seed, d);
        let h = g.player(HEIR_SEAT);
        assert_eq!(h.team().count(), team);
        assert_eq!(h.state(CharacterId::Protege), CharState::Home);
        assert_eq!(h.hand[crate::model::Location::Academy.index()], 1);
        assert!(h.academy.as_ref().unwrap().held().is_empty());
        let heir = g.heir().unwrap();
        assert_eq!(heir.dice.len(), 5);
        assert!(heir.dice.iter().any(|d| d.0 == Place::Academy));
        assert!(heir.dice.iter().all(|d| d.1.is_some()));
        assert_eq!(
            heir.plans.len() + heir.used.len() + heir.plan.iter().count(),
            7
        );
        let tiles = &crate::game::heir::heir_content().plans;
        assert_eq!(
            tiles[*heir.plans.last().unwrap() as usize].kind,
            crate::game::heir::PlanKind::SetUp
        );
        let board = g.academy.as_ref().unwrap();
        assert_eq!(board.banners_supply, vec![crate::game::academy::BANNERS; 2]);
        assert_eq!(g.player(YOU).coins, crate::game::academy::starting_coins(1));
        assert_eq!(g.player(YOU).fame, crate::game::academy::STARTING_FAME);
        assert_eq!((h.coins, h.shards), (0, 0));
    }
}

/// 004 "Place character phase": the Heir's Protégé has its Secrets plus one
/// Action Points, at most 3 (and the view shows that, with no wage).
#[test]
fn protege_ap_is_secrets_plus_one() {
    let mut g = turn_one(4, Difficulty::Normal);
    for (secrets, ap) in [
        ([None, None, None], 1),
        ([Some(1), None, None], 2),
        ([Some(1), Some(2), None], 3),
        ([Some(1), Some(2), Some(3)], 3),
    ] {
        g.players[1].academy.as_mut().unwrap().secrets = secrets;
        assert_eq!(g.heir_character_ap(CharacterId::Protege), ap);
        let view = g.academy_view(Viewer::Seat(YOU)).unwrap();
        let heir = view.players.iter().find(|p| p.seat == HEIR_SEAT).unwrap();
        assert_eq!((heir.protege_ap, heir.protege_wage), (ap, 0));
    }
}

/// 004 "Academy": as many actions as the difficulty's table gives for the
/// Action Points, the list in order (Secret, Renovate, ...).
#[test]
fn academy_actions_by_difficulty_and_ap() {
    for d in ALL {
        for ap in 1..=5 {
            let g = turn_one(5, d);
            let acts = g.heir_academy(ap);
            assert_eq!(
                acts.len(),
                usize::from(crate::game::heir::academy_actions(d, ap)),
                "{d:?} {ap} AP: {acts:?}"
            );
            assert!(matches!(acts[0], HeirAct::SecretLearned { .. }));
            if acts.len() > 1 {
                assert!(matches!(acts[1], HeirAct::Renovated { forced: false, .. }));
            }
        }
    }
}

/// 004 "Academy" 1st priority: fewer than 2 Secrets, the top or bottom
/// face-up one by a coin flip; with 2 it learns none.
#[test]
fn academy_learn_secret_by_coin_flip() {
    let mut tops = [0, 0];
    for seed in 0..12 {
        let mut g = turn_one(seed, Difficulty::Easy);
        let face_up = g.academy.as_ref().unwrap().face_up.clone();
        let acts = g.heir_academy(1);
        let [HeirAct::SecretLearned { learned, top }] = acts.as_slice() else {
            panic!("{acts:?}")
        };
        tops[usize::from(*top)] += 1;
        assert_eq!(learned.secret, face_up[if *top { 0 } else { 1 }]);
        let draws = g.rng.draws;
        apply_all(&mut g, &acts);
        assert_eq!(g.rng.draws, draws + 1, "the coin flip's stream is used");
        let a = g.player(HEIR_SEAT).academy.as_ref().unwrap();
        assert_eq!(a.held(), vec![learned.secret]);
        assert!(!g
            .academy
            .as_ref()
            .unwrap()
            .face_up
            .contains(&learned.secret));
        // With two Secrets: no more.
        two_secrets(&mut g);
        assert!(g
            .heir_academy(1)
            .iter()
            .all(|a| !matches!(a, HeirAct::SecretLearned { .. })));
    }
    assert!(tops[0] > 0 && tops[1] > 0, "both sides come up: {tops:?}");
}

/// The renovations open to Fame `fame`: (level price, level) of each empty
/// wing's levels whose Fame Threshold `fame` exceeds.
fn open_prices(g: &Game, fame: u32) -> Vec<u32> {
    let board = g.academy.as_ref().unwrap();
    board
        .wings
        .iter()
        .zip(&academy().wings)
        .filter(|(w, _)| !w.ruined && w.tile.is_none())
        .flat_map(|(_, spec)| spec.renovations.iter())
        .filter(|r| fame > crate::game::academy::renovation_threshold(r.level))
        .map(|r| r.coins)
        .collect()
}

/// 004 "Academy" 2nd priority: with 0-4 Coins the cheapest renovation, with
/// 5 or more the dearest, whose Fame Threshold its Fame exceeds; its Fame
/// (not the Renovation Prophecy's, which only affects you), Banners by turn,
/// a tile of the level; the purse empties (at most 9 Coins go).
#[test]
fn academy_renovation_by_purse() {
    for (coins, fame, left) in [(3, 10, 0), (14, 20, 5), (9, 40, 0)] {
        let mut g = turn_one(6, Difficulty::Normal);
        two_secrets(&mut g);
        g.turn = 3;
        let a = g.alley.as_mut().unwrap();
        a.active = Some(ProphecyId::of(ProphecyKind::RenovationFame));
        let p = &mut g.players[1];
        p.coins = coins;
        p.fame = fame;
        let prices = open_prices(&g, fame);
        let acts = g.heir_academy(1);
        let [HeirAct::Renovated {
            renovated: r,
            forced: false,
        }] = acts.as_slice()
        else {
            panic!("{acts:?}")
        };
        let spec = &academy().wings[r.wing as usize];
        let printed = spec
            .renovations
            .iter()
            .find(|x| x.level == r.level)
            .unwrap();
        let want = if coins >= 5 {
            prices.iter().max()
        } else {
            prices.iter().min()
        };
        assert_eq!(Some(&printed.coins), want);
        assert!(fame > crate::game::academy::renovation_threshold(r.level));
        assert_eq!(r.fame, printed.fame, "no Prophecy Fame for the Heir");
        assert_eq!(r.banners, crate::game::academy::banners_for_turn(3));
        let level = match spec.room {
            Room::Classroom => academy().classrooms[r.tile as usize].level,
            Room::PracticeRoom => academy().practice_rooms[r.tile as usize].level,
        };
        assert_eq!(level, r.level);
        apply_all(&mut g, &acts);
        let p = g.player(HEIR_SEAT);
        assert_eq!((p.coins, p.fame), (left, fame + printed.fame));
        let board = g.academy.as_ref().unwrap();
        assert_eq!(board.wings[r.wing as usize].tile, Some((r.tile, r.level)));
        assert_eq!(board.banners_placed[1], r.banners);
    }
}

/// 004 "Academy" 2nd priority: equal prices go to Classrooms on odd turns
/// and Practice Rooms on even turns.
#[test]
fn academy_renovation_room_by_turn() {
    for turn in [1, 2] {
        let mut g = turn_one(7, Difficulty::Normal);
        two_secrets(&mut g);
        g.turn = turn;
        g.players[1].coins = 0;
        let acts = g.heir_academy(1);
        let [HeirAct::Renovated { renovated: r, .. }] = acts.as_slice() else {
            panic!("{acts:?}")
        };
        let room = academy().wings[r.wing as usize].room;
        let cheapest = *open_prices(&g, g.player(HEIR_SEAT).fame)
            .iter()
            .min()
            .unwrap();
        let other_room_ties = academy()
            .wings
            .iter()
            .zip(&g.academy.as_ref().unwrap().wings)
            .any(|(spec, w)| {
                spec.room != room
                    && !w.ruined
                    && w.tile.is_none()
                    && spec
                        .renovations
                        .iter()
                        .any(|x| x.coins == cheapest && x.level == 1)
            });
        assert!(other_room_ties, "level-1 prices tie across rooms");
        let first = if turn == 1 {
            Room::Classroom
        } else {
            Room::PracticeRoom
        };
        assert_eq!(room, first, "turn {turn}");
    }
}

/// 004 "Academy" 2nd and 5th priority: ahead of you on Banners, the Heir
/// does not renovate, unless nothing else is left to do (a forced
/// Renovate, then the Classroom).
#[test]
fn academy_forced_renovation() {
    let mut g = turn_one(8, Difficulty::Hard);
    two_secrets(&mut g);
    g.academy.as_mut().unwrap().banners_placed = vec![0, 4];
    // One action, no Classroom or Practice Room: the forced Renovate.
    let acts = g.heir_academy(1);
    assert!(
        matches!(acts.as_slice(), [HeirAct::Renovated { forced: true, .. }]),
        "{acts:?}"
    );
    // With a free Classroom it teaches instead.
    let w = wing(Room::Classroom, crate::game::academy::Letter::C);
    lay_tile(&mut g, w, |t| {
        academy().classrooms[t as usize]
            .slots
            .contains(&ClassSlot::Coins)
    });
    let acts = g.heir_academy(1);
    assert!(
        matches!(acts.as_slice(), [HeirAct::Taught { .. }]),
        "{acts:?}"
    );
}

/// 004 "Academy" 3rd and 4th priority, and the IMPORTANT note: odd turns
/// teach before practising, even turns practise first; a Trick already in a
/// room is not placed again.
#[test]
fn academy_classroom_and_practice_by_turn() {
    for turn in [3, 4] {
        let mut g = turn_one(9, Difficulty::Normal);
        two_secrets(&mut g);
        g.turn = turn;
        g.academy.as_mut().unwrap().banners_placed = vec![0, 4];
        lay_tile(
            &mut g,
            wing(Room::Classroom, crate::game::academy::Letter::C),
            |t| {
                academy().classrooms[t as usize]
                    .slots
                    .contains(&ClassSlot::Coins)
            },
        );
        lay_tile(
            &mut g,
            wing(Room::PracticeRoom, crate::game::academy::Letter::C),
            |_| true,
        );
        let acts = g.heir_academy(1);
        let trick = g.player(HEIR_SEAT).tricks[0].trick;
        match (turn, acts.as_slice()) {
            (3, [HeirAct::Taught { trick: t, moved }])
            | (
                4,
                [HeirAct::Practiced {
                    trick: t, moved, ..
                }],
            ) => {
                assert_eq!(*t, trick);
                assert_eq!(moved.from, None);
            }
            _ => panic!("turn {turn}: {acts:?}"),
        }
        apply_all(&mut g, &acts);
        // Its only Trick is placed: nothing more to teach or practise.
        let next = g.heir_academy(1);
        assert!(
            next.iter()
                .all(|a| !matches!(a, HeirAct::Taught { .. } | HeirAct::Practiced { .. })),
            "{next:?}"
        );
    }
}

/// 004 "Academy" 3rd priority: Fame > Shards > Reduced Yield > Money slots,
/// skipping a slot where the Trick would yield nothing.
#[test]
fn academy_classroom_slot_priority() {
    let mut g = turn_one(10, Difficulty::Normal);
    two_secrets(&mut g);
    g.academy.as_mut().unwrap().banners_placed = vec![0, 4];
    for letter in [
        crate::game::academy::Letter::C,
        crate::game::academy::Letter::D,
    ] {
        let used: Vec<u8> = g
            .academy
            .as_ref()
            .unwrap()
            .wings
            .iter()
            .filter_map(|w| w.tile.map(|t| t.0))
            .collect();
        let w = wing(Room::Classroom, letter);
        lay_tile(&mut g, w, |t| !used.contains(&t));
    }
    let acts = g.heir_academy(1);
    let [HeirAct::Taught { moved, trick }] = acts.as_slice() else {
        panic!("{acts:?}")
    };
    let board = g.academy.as_ref().unwrap();
    let kind_of = |s: Spot| {
        let (tile, _) = board.wings[s.wing as usize].tile.unwrap();
        academy().classrooms[tile as usize].slots[s.slot as usize]
    };
    let y = trick.card().yields;
    let gives = |k: ClassSlot| {
        let g = crate::game::academy::classroom_yield(k, y, trick.card().threshold);
        g.fame + g.coins + g.shards > 0
    };
    let chosen = crate::game::heir::procedure::classroom_slot_rank(kind_of(moved.to));
    assert!(gives(kind_of(moved.to)));
    for (i, w) in board.wings.iter().enumerate() {
        if w.tile.is_none() || academy().wings[i].room != Room::Classroom {
            continue;
        }
        for slot in 0..2 {
            let k = kind_of(Spot {
                wing: i as u8,
                slot,
            });
            if gives(k) {
                assert!(chosen <= crate::game::heir::procedure::classroom_slot_rank(k));
            }
        }
    }
}

/// 004 "Academy" 4th priority: an Additional Marker slot gives the Trick
/// its extra Trick Marker at once.
#[test]
fn academy_practice_extra_marker() {
    let mut g = turn_one(11, Difficulty::Normal);
    two_secrets(&mut g);
    g.turn = 4;
    g.academy.as_mut().unwrap().banners_placed = vec![0, 4];
    let tile = academy()
        .practice_rooms
        .iter()
        .position(|t| t.slots.contains(&Upgrade::ExtraMarker))
        .expect("a tile with Additional Marker") as u8;
    lay_tile(
        &mut g,
        wing(Room::PracticeRoom, crate::game::academy::Letter::C),
        |t| t == tile,
    );
    // Leave only the Additional Marker slot free.
    let w = wing(Room::PracticeRoom, crate::game::academy::Letter::C) as usize;
    let slots = academy().practice_rooms[tile as usize].slots;
    let board = g.academy.as_mut().unwrap();
    for (k, u) in slots.iter().enumerate() {
        if *u != Upgrade::ExtraMarker {
            board.wings[w].markers[k] = Some((YOU, crate::model::Symbol::ALL[3]));
        }
    }
    let before = g.player(HEIR_SEAT).tricks[0].markers;
    let acts = g.heir_academy(1);
    assert!(
        matches!(
            acts.as_slice(),
            [HeirAct::Practiced {
                extra_marker: true,
                ..
            }]
        ),
        "{acts:?}"
    );
    apply_all(&mut g, &acts);
    assert_eq!(g.player(HEIR_SEAT).tricks[0].markers, before + 1);
    assert_eq!(
        g.upgrade(HEIR_SEAT, g.player(HEIR_SEAT).tricks[0].symbol),
        Some(Upgrade::ExtraMarker)
    );
}

/// 004 "Classroom phase" (solo): the Heir gains its Classroom yield, but its
/// Trick Markers stay on the Trick and the Performance cards.
#[test]
fn classroom_phase_keeps_the_heirs_markers() {
    let mut g = turn_one(12, Difficulty::Normal);
    let w = wing(Room::Classroom, crate::game::academy::Letter::C);
    lay_tile(&mut g, w, |t| {
        academy().classrooms[t as usize].slots[0] == ClassSlot::Coins
    });
    let t = g.players[1].tricks[0];
    g.academy.as_mut().unwrap().wings[w as usize].markers[0] = Some((HEIR_SEAT, t.symbol));
    g.players[1].tricks[0].markers -= 1;
    let free = (0..g.theater[0].markers.len())
        .find(|&i| g.theater[0].is_free(i))
        .unwrap();
    g.theater[0].markers[free] = Some(crate::game::Marker {
        seat: HEIR_SEAT,
        symbol: t.symbol,
        category: t.trick.card().category,
        facing: crate::cards::Dir::Up,
    });
    let coins = g.player(HEIR_SEAT).coins;
    let mut out = Vec::new();
    g.auto_classroom(None, false, &mut out);
    for e in &out {
        g.apply_event(e);
    }
    let Some(Event::Academy(AcademyEvent::ClassesHeld {
        returned, lessons, ..
    })) = out.first()
    else {
        panic!("{out:?}")
    };
    assert!(returned.is_empty(), "the Heir's markers stay");
    let lesson = lessons.iter().find(|l| l.seat == HEIR_SEAT).unwrap();
    let want = crate::game::academy::classroom_yield(
        ClassSlot::Coins,
        t.trick.card().yields,
        t.trick.card().threshold,
    );
    assert_eq!(lesson.gain, want);
    assert!(g.player(HEIR_SEAT).coins >= coins + want.coins);
    assert_eq!(g.player(HEIR_SEAT).tricks[0].markers, t.markers - 1);
    assert!(g.theater[0].markers[free].is_some());
}

/// 004 "Theater" with "Free Orientation" ("this includes using the Free
/// Orientation Practice Room ability"): the Heir's Trick on that upgrade
/// may face any way on a Performance card.
#[test]
fn theater_uses_free_orientation() {
    let mut differs = 0;
    for seed in 13..33 {
        let mut g = turn_one(seed, Difficulty::Normal);
        let t = g.players[1].tricks[0];
        let w = wing(Room::PracticeRoom, crate::game::academy::Letter::C);
        let tile = academy()
            .practice_rooms
            .iter()
            .position(|x| x.slots[0] == Upgrade::FreeOrientation)
            .expect("a tile with Free Orientation first") as u8;
        lay_tile(&mut g, w, |x| x == tile);
        let plan_without = g.heir_theater_plan(1);
        g.academy.as_mut().unwrap().wings[w as usize].markers[0] = Some((HEIR_SEAT, t.symbol));
        let plan_with = g.heir_theater_plan(1);
        let card = &g.theater[0];
        let cat = t.trick.card().category;
        let want = |free| {
            crate::game::heir::tricks::spot_on_card(card, HEIR_SEAT, t.symbol, cat, free)
                .map(|s| (s.slot as u8, s.facing))
        };
        let got = |p: &[crate::game::heir::play::HeirSetUp]| p.first().map(|s| (s.slot, s.facing));
        assert_eq!(got(&plan_without), want(false));
        assert_eq!(got(&plan_with), want(true));
        differs += usize::from(want(true) != want(false));
    }
    assert!(differs > 0, "Free Orientation changed no placement");
}

/// Hidden information: the Heir's random draws (coin flips, random tiles,
/// shuffles, Turn Setup dice) bump the RNG's stream count when applied, and
/// a preview of your command stops before them.
#[test]
fn heir_draws_are_hidden_from_previews() {
    let mut seen = 0;
    for seed in 0..3 {
        let mut g = academy_solo(seed, ALL[seed as usize]);
        let mut n = 0usize;
        while !g.is_over() {
            let legal = g.legal_commands(YOU);
            let cmd = legal[(seed as usize * 5 + n) % legal.len()].clone();
            let preview = g.preview(YOU, &cmd).unwrap();
            assert!(preview.events.iter().all(|e| !matches!(
                e,
                Event::Heir(HeirEvent::Heir { act }) if act.draws()
            )));
            let mut before = g.clone();
            let events = g.apply(YOU, &cmd).unwrap();
            for e in &events {
                let draws = before.rng.draws;
                before.apply_event(e);
                if let Event::Heir(HeirEvent::Heir { act }) = e {
                    assert_eq!(before.rng.draws > draws, act.draws(), "{act:?}");
                    seen += usize::from(act.draws());
                }
            }
            n += 1;
        }
    }
    assert!(seen > 0);
}

/// 004 "Teach": a Trick the Heir discards Downtown (back to the Residence)
/// takes its Academy marker off the board.
#[test]
fn discarded_trick_leaves_the_academy() {
    let mut g = turn_one(14, Difficulty::Normal);
    let w = wing(Room::Classroom, crate::game::academy::Letter::C);
    lay_tile(&mut g, w, |_| true);
    let t = g.players[1].tricks[0];
    g.academy.as_mut().unwrap().wings[w as usize].markers[1] = Some((HEIR_SEAT, t.symbol));
    let take = crate::game::heir::play::HeirTake::Trick {
        die: crate::model::DieId::Residence1,
        trick: None,
        symbol: None,
        discarded: Some(t.trick),
    };
    g.apply_event(&Event::Heir(HeirEvent::Heir {
        act: HeirAct::Downtown {
            reroll: None,
            takes: vec![take],
        },
    }));
    assert_eq!(
        g.academy.as_ref().unwrap().spot_of(HEIR_SEAT, t.symbol),
        None
    );
}

/// 004 "End of game": the Banner majority of a two-player game (8 Fame)
/// scores for the Heir as for you; a tie scores nothing.
#[test]
fn banner_majority_for_the_heir() {
    let mut g = turn_one(15, Difficulty::Easy);
    for (placed, heir) in [(vec![2, 5], 8), (vec![5, 2], 0), (vec![3, 3], 0)] {
        g.academy.as_mut().unwrap().banners_placed = placed;
        let s = g.heir_final_score(HEIR_SEAT, &|n| n);
        assert_eq!(s.banners, heir);
        assert_eq!(
            s.total,
            s.fame_before
                + s.shards
                + s.specials
                + s.characters
                + s.ft36.iter().map(|x| x.1).sum::<u32>()
                + heir
        );
    }
}

/// Hidden information: the Secret deck's order, the Plan deck's order and
/// the RNG never change what you (or a spectator) see.
#[test]
fn academy_solo_hidden_information() {
    for seed in 0..3 {
        let mut g = academy_solo(seed, ALL[seed as usize]);
        let mut n = 0usize;
        while !g.is_over() && n < 400 {
            for viewer in [Viewer::Seat(YOU), Viewer::Spectator] {
                let mut other = g.clone();
                other.academy.as_mut().unwrap().secret_deck.reverse();
                other.heir.as_mut().unwrap().plans.reverse();
                other.rng.seed ^= 0x5eed;
                assert_eq!(g.view(viewer), other.view(viewer));
            }
            let legal = g.legal_commands(YOU);
            let cmd = legal[(seed as usize * 7 + n) % legal.len()].clone();
            g.apply(YOU, &cmd).unwrap();
            n += 1;
        }
    }
}

/// Invariants of a solo Academy game after every command.
fn invariants(g: &Game) {
    let board = g.academy.as_ref().unwrap();
    let h = g.player(HEIR_SEAT);
    for t in &h.tricks {
        let out = g
            .theater
            .iter()
            .flat_map(|c| c.markers.iter().flatten())
            .filter(|m| m.seat == HEIR_SEAT && m.symbol == t.symbol)
            .count();
        let extra = usize::from(g.upgrade(HEIR_SEAT, t.symbol) == Some(Upgrade::ExtraMarker));
        assert!(
            usize::from(t.markers) + out <= usize::from(t.trick.card().markers) + extra,
            "the Heir's markers are conserved"
        );
    }
    // Academy markers belong to Tricks their owners hold, once each.
    for w in &board.wings {
        for (seat, symbol) in w.markers.iter().flatten() {
            assert!(g.player(*seat).trick_by_symbol(*symbol).is_some());
        }
    }
    for seat in [YOU, HEIR_SEAT] {
        assert!(
            board.banners_supply[seat.index()] + board.banners_placed[seat.index()]
                <= crate::game::academy::BANNERS
        );
    }
    // The Heir takes a Secret only while it has fewer than 2.
    assert!(h.academy.as_ref().unwrap().held().len() <= 2);
    // 004 "End of turn", two players: the A and B Ruins never go.
    for (w, spec) in board.wings.iter().zip(&academy().wings) {
        if matches!(
            spec.letter,
            crate::game::academy::Letter::A | crate::game::academy::Letter::B
        ) {
            assert!(w.ruined && w.tile.is_none());
        }
        if spec.letter == crate::game::academy::Letter::E && g.turn <= 4 && !g.is_over() {
            assert!(w.ruined || g.turn == 4);
        }
    }
    assert!(!g.waiting_for().contains(&HEIR_SEAT));
}

/// 004 "Dahlgaard's Heir solo play" with the Academy: whole games at each
/// difficulty end with scores (Banners in both columns' totals), keep the
/// invariants, replay identically from the human's commands, and the Heir
/// learns Secrets, renovates, teaches and practises along the way.
#[test]
fn whole_academy_solo_games_end_and_replay() {
    let mut kinds = [0usize; 4];
    for seed in 0..24 {
        let d = ALL[seed as usize % 3];
        let mut g = academy_solo(seed, d);
        let log = play(&mut g, seed, |g, events| {
            invariants(g);
            for e in events {
                if let Event::Heir(HeirEvent::Heir { act }) = e {
                    match act {
                        HeirAct::SecretLearned { .. } => kinds[0] += 1,
                        HeirAct::Renovated { .. } => kinds[1] += 1,
                        HeirAct::Taught { .. } => kinds[2] += 1,
                        HeirAct::Practiced { .. } => kinds[3] += 1,
                        _ => {}
                    }
                }
                if let Event::Placement(PlacementEvent::CharacterPlaced {
                    seat,
                    character: CharacterId::Protege,
                    ap,
                    ..
                }) = e
                {
                    if *seat == HEIR_SEAT {
                        assert!(*ap <= 3 + 2 + 1);
                    }
                }
            }
        });
        let scores = g.scores().expect("scored");
        assert_eq!(scores.scores.len(), 2);
        let fame = g.academy.as_ref().unwrap().banner_fame();
        for s in &scores.scores {
            assert_eq!(s.banners, fame[s.seat.index()]);
        }
        let mut replay = academy_solo(seed, d);
        for cmd in &log {
            replay.apply(YOU, cmd).unwrap();
        }
        assert_eq!(replay, g);
    }
    assert!(
        kinds.iter().all(|&k| k > 0),
        "every Academy action happens: {kinds:?}"
    );
}

/// Commands are still only the human's in solo Academy games.
#[test]
fn nobody_plays_the_heir_at_the_academy() {
    let g = turn_one(16, Difficulty::Hard);
    assert!(g.legal_commands(HEIR_SEAT).is_empty());
    assert!(g.decide(HEIR_SEAT, &Command::DeclineAdvertise).is_err());
}

/// 004 "End of turn": with the Heir the Academy is a two-player one: the E
/// Ruins go at the end of the 4th turn, A and B never.
#[test]
fn ruins_removed_as_in_a_two_player_game() {
    let g = turn_one(17, Difficulty::Normal);
    let board = g.academy.as_ref().unwrap();
    let n = g.players.len() as u8;
    assert_eq!(n, 2, "the Heir is the second player");
    for turn in 1..=7 {
        let ruins = board.ruins_to_remove(n, turn);
        if turn == 4 {
            assert!(!ruins.is_empty());
            assert!(ruins
                .iter()
                .all(|&w| academy().wings[w as usize].letter == crate::game::academy::Letter::E));
        } else {
            assert!(ruins.is_empty(), "turn {turn}");
        }
    }
}
