//! Random Academy games: uniformly random
//! commands among `legal_commands`, from set-up to the final scores, with
//! the game's invariants checked after every command.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::config::{GameConfig, GameOptions};
use crate::game::academy::{academy, AcademyEvent, Room, BANNERS, FACE_UP_SECRETS};

use crate::game::Event;
use crate::game::{Game, Phase};
use crate::model::Seat;

/// What the random games did, to be sure they reached the Academy's rules.
#[derive(Debug, Default)]
struct Seen {
    renovated: u32,
    practised: u32,
    taught: u32,
    secrets: u32,
    lessons: u32,
    bernard_choices: u32,
    lent: u32,
    secret_yields: u32,
    practice_offered: u32,
    teach_offered: u32,
    steps: u32,
}

impl Seen {
    fn count(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Academy(AcademyEvent::WingRenovated { .. }) => self.renovated += 1,
                Event::Academy(AcademyEvent::AcademyMarkerPlaced { teach: false, .. }) => {
                    self.practised += 1
                }
                Event::Academy(AcademyEvent::AcademyMarkerPlaced { teach: true, .. }) => {
                    self.taught += 1
                }
                Event::Academy(AcademyEvent::SecretLearned { .. }) => self.secrets += 1,
                Event::Academy(AcademyEvent::ClassesHeld { lessons, .. }) => {
                    self.lessons += lessons.len() as u32
                }
                Event::Academy(AcademyEvent::ClassroomStarted { chooser: Some(_) }) => {
                    self.bernard_choices += 1
                }
                Event::Academy(AcademyEvent::SecretLent { .. }) => self.lent += 1,
                Event::Academy(AcademyEvent::SecretYield { .. }) => self.secret_yields += 1,
                _ => {}
            }
        }
    }
}

/// The invariants of an Academy game.
fn check(g: &Game, context: &str) {
    let per_trick = g.marker_supply(Seat(0));
    assert_eq!(per_trick, 5, "{context}");
    assert!(g.turn <= 7, "{context}: turn {}", g.turn);
    if matches!(g.phase, Phase::Classroom { .. }) {
        assert!(
            g.turn < 7,
            "{context}: no Classroom phase on the seventh turn"
        );
    }
    let board = g.academy.as_ref().expect("an Academy game");
    let content = academy();
    let mut secrets_seen = vec![0u32; content.secrets.len()];
    for &s in board.secret_deck.iter().chain(&board.face_up) {
        secrets_seen[s as usize] += 1;
    }
    assert!(board.face_up.len() <= FACE_UP_SECRETS, "{context}");
    for seat in g.seats() {
        let p = g.player(seat);
        // Markers per Trick: on its card and in the Theater, at most 5.
        for t in &p.tricks {
            let n = t.markers + g.markers_in_theater(seat, t.symbol);
            assert!(
                n <= per_trick,
                "{context}: {seat} has {n} markers of {}",
                t.trick.card().name
            );
        }
        let a = p.academy.as_ref().expect("the Protégé's extension");
        for s in a.held() {
            secrets_seen[s as usize] += 1;
        }
        if let Some((apprentice, _)) = a.lent {
            assert!(apprentice.is_apprentice(), "{context}");
        }
        let i = seat.index();
        assert!(
            board.banners_supply[i] + board.banners_placed[i] <= BANNERS,
            "{context}: {seat}'s Banners"
        );
        // Coins, Fame and Shards are unsigned: a negative amount would have
        // panicked in `apply_event` (debug builds check the arithmetic).
        assert!(
            p.coins < 1000 && p.fame < 1000 && p.shards < 1000,
            "{context}"
        );
    }
    assert!(
        secrets_seen.iter().all(|&n| n <= 1),
        "{context}: a Secret in two places: {secrets_seen:?}"
    );
    let mut markers = Vec::new();
    for (i, w) in board.wings.iter().enumerate() {
        if w.ruined {
            assert!(w.tile.is_none(), "{context}: a tile under a Ruin");
        }
        if let Some((tile, level)) = w.tile {
            let room = content.wings[i].room;
            let printed = match room {
                Room::Classroom => content.classrooms[tile as usize].level,
                Room::PracticeRoom => content.practice_rooms[tile as usize].level,
            };
            assert_eq!(printed, level, "{context}: a tile of another level");
            let same = board
                .wings
                .iter()
                .enumerate()
                .filter(|(j, o)| {
                    content.wings[*j].room == room && o.tile.map(|t| t.0) == Some(tile)
                })
                .count();
            assert_eq!(same, 1, "{context}: a tile on two wings");
        }
        for m in w.markers.iter().flatten() {
            assert!(w.tile.is_some(), "{context}: a marker on a run-down wing");
            assert!(
                g.player(m.0).trick_by_symbol(m.1).is_some(),
                "{context}: an Academy marker without its Trick"
            );
            assert!(
                !markers.contains(m),
                "{context}: two Academy markers of one Trick"
            );
            markers.push(*m);
        }
    }
}

/// Commands that give things back or let the turn pass by, which uniform
/// players pick so often that they rarely get far.
fn backwards(c: &crate::Command) -> bool {
    use crate::Command::*;
    matches!(
        c,
        ReturnTrick { .. }
            | ReturnComponents { .. }
            | Unassign { .. }
            | LeaveIdle { .. }
            | DeclinePerformance
            | EndActions
    )
}

/// How the random players pick among the legal commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    /// Uniformly.
    Uniform,
    /// Seven times in eight among those that do not give back or pass.
    Purposeful,
    /// Purposeful, and every other time an Academy command when there is one
    /// (or the Academy card for a Character), and Buys of what its Tricks
    /// lack, to reach the Classrooms.
    Academy,
}

/// Plays one random Academy game to its end with `policy`. Every seventh
/// decision the pruned legal commands are compared with the unpruned ones.
fn play(players: u8, seed: u64, policy: Policy, seen: &mut Seen) -> Game {
    let config = GameOptions {
        academy: true,
        ..GameOptions::dark_alley(players)
    }
    .config(seed);
    play_config(config, policy, seen)
}

fn play_config(config: GameConfig, policy: Policy, seen: &mut Seen) -> Game {
    let (players, seed) = (config.options.players, config.seed);
    let mut g = Game::build(config);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xacad);
    let mut steps = 0u32;
    while !g.is_over() {
        let context = format!(
            "{players} players, seed {seed}, step {steps}, {:?}",
            g.phase
        );
        let waiting = g.waiting_for();
        assert!(!waiting.is_empty(), "{context}: nobody to wait for");
        let seat: Seat = waiting[rng.next_u32() as usize % waiting.len()];
        let legal = g.legal_commands(seat);
        assert!(!legal.is_empty(), "{context}: {seat} has no legal command");
        if steps.is_multiple_of(7) {
            assert_eq!(
                legal,
                g.checked_candidates(seat, false),
                "{context}: pruning changed the legal commands"
            );
        }
        // Every listed command is accepted.
        for c in &legal {
            assert!(
                g.decide(seat, c).is_ok(),
                "{context}: {c:?} listed but refused"
            );
        }
        if legal
            .iter()
            .any(|c| matches!(c, crate::Command::Practice { .. }))
        {
            seen.practice_offered += 1;
        }
        if legal
            .iter()
            .any(|c| matches!(c, crate::Command::Teach { .. }))
        {
            seen.teach_offered += 1;
        }
        seen.steps += 1;
        let mut pool: Vec<&crate::Command> = legal.iter().collect();
        if policy != Policy::Uniform
            && rng.next_u32() % 8 > 0
            && legal.iter().any(|c| !backwards(c))
        {
            pool.retain(|c| !backwards(c));
        }
        let academic = |c: &crate::Command| {
            c.is_academy()
                || matches!(
                    c,
                    crate::Command::Assign {
                        location: crate::model::Location::Academy,
                        ..
                    }
                )
        };
        if policy == Policy::Academy && rng.next_u32() % 2 == 0 && pool.iter().any(|c| academic(c))
        {
            pool.retain(|c| academic(c));
        }
        // ... and Buys what its Tricks lack, so that it may Teach them.
        let p = g.player(seat);
        let wanted = |c: &crate::Command| {
            matches!(c, crate::Command::Buy { items, .. }
                if p.tricks.iter().any(|t| t.trick.card().components.iter()
                    .any(|&(need, n)| items.get(need) > 0 && p.effective(need) < n)))
        };
        if policy == Policy::Academy && pool.iter().any(|c| wanted(c)) {
            pool.retain(|c| wanted(c));
        }
        let cmd = pool[rng.next_u32() as usize % pool.len()];
        let events = g
            .apply(seat, cmd)
            .unwrap_or_else(|e| panic!("{context}: {cmd:?} refused: {e:?}"));
        seen.count(&events);
        check(&g, &context);
        steps += 1;
        assert!(steps < 200_000, "{context}: the game does not end");
    }
    g
}

/// Random Academy games with 2, 3 and 4 players (uniform, and two policies
/// that reach further) end after seven turns with
/// final scores that count the Banner majorities, keeping the invariants
/// after every command, and reach every part of the Academy.
#[test]
fn random_academy_games_keep_the_invariants_to_the_end() {
    let mut seen = Seen::default();
    for players in 2..=4u8 {
        for seed in 0..30u64 {
            let policy = [Policy::Uniform, Policy::Purposeful, Policy::Academy][seed as usize % 3];
            let g = play(players, 1000 * u64::from(players) + seed, policy, &mut seen);
            assert_eq!(g.turn, 7);
            let scores = g.scores().expect("final scores");
            let banners = g.academy.as_ref().unwrap().banner_fame();
            for s in &scores.scores {
                assert_eq!(s.banners, banners[s.seat.index()]);
                assert_eq!(g.player(s.seat).fame, s.total);
                assert!(s.total >= s.fame_before + s.banners);
            }
            // The state reads back as written.
            let json = serde_json::to_string(&g).unwrap();
            assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), g);
        }
    }
    eprintln!("{seen:?}");
    assert!(
        seen.renovated > 0 && seen.practised > 0 && seen.taught > 0,
        "{seen:?}"
    );
    assert!(seen.secrets > 0 && seen.lessons > 0, "{seen:?}");
}

/// 004 "General rule changes": the Academy "may be combined with Dahlgaard's
/// Gift expansion": random games with Magician Powers, and two-player games
/// with the Duel of Magicians, keep the invariants to the end too.
#[test]
fn random_academy_games_with_the_gifts() {
    let mut seen = Seen::default();
    for seed in 0..6u64 {
        let policy = [Policy::Purposeful, Policy::Academy][seed as usize % 2];
        let players = 2 + (seed % 3) as u8;
        let powers = GameOptions {
            academy: true,
            powers: true,
            ..GameOptions::dark_alley(players)
        }
        .config(7000 + seed);
        let g = play_config(powers, policy, &mut seen);
        assert!(g.is_over() && g.turn == 7);
        let duel = GameOptions {
            academy: true,
            duel: true,
            ..GameOptions::dark_alley(2)
        }
        .config(8000 + seed);
        let g = play_config(duel, policy, &mut seen);
        assert!(g.is_over() && g.turn == 7);
    }
    eprintln!("{seen:?}");
    assert!(seen.renovated > 0 && seen.secrets > 0, "{seen:?}");
}
