//! Random-playthrough property tests: games that pick uniformly among
//! `legal_commands` never panic, always finish and keep the invariants.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{board, Command, Component, Game, GameConfig, Seat};

fn check_invariants(g: &Game) {
    for (i, p) in g.players().iter().enumerate() {
        for c in Component::ALL {
            assert!(
                p.effective(c) <= board::COMPONENT_LIMIT,
                "seat {i} has too many {c:?}"
            );
        }
        for t in &p.tricks {
            let on_cards: usize = g
                .view(trickerion_rules::Viewer::Spectator)
                .theater
                .iter()
                .flat_map(|c| c.markers.iter().flatten())
                .filter(|m| m.seat == Seat(i as u8) && m.symbol == t.symbol)
                .count();
            assert!(t.markers as usize + on_cards <= board::MARKERS_PER_SYMBOL as usize);
        }
        assert!(p.tricks.len() <= board::MAX_TRICKS);
    }
}

pub fn play_random(config: GameConfig, rng_seed: u64) -> (Game, Vec<(Seat, Command)>) {
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let mut g = Game::new(config).expect("valid config");
    let mut log = Vec::new();
    let mut steps = 0;
    while !g.is_over() {
        let waiting = g.waiting_for();
        assert!(!waiting.is_empty(), "nobody to move in {:?}", g.phase());
        let seat = waiting[(rng.next_u32() as usize) % waiting.len()];
        let legal = g.legal_commands(seat);
        assert!(
            !legal.is_empty(),
            "no legal command for {seat:?} in {:?}",
            g.phase()
        );
        let cmd = legal[(rng.next_u32() as usize) % legal.len()].clone();
        g.apply(seat, &cmd)
            .unwrap_or_else(|e| panic!("legal command {cmd:?} rejected: {e}"));
        log.push((seat, cmd));
        check_invariants(&g);
        steps += 1;
        assert!(steps < 200_000, "game did not finish");
    }
    (g, log)
}

#[test]
fn random_games_finish_for_every_player_count() {
    for players in 2..=4 {
        for seed in 0..30 {
            let (g, _) = play_random(GameConfig::base(players, seed), seed * 7 + 1);
            assert!(g.scores().is_some());
        }
    }
}

#[test]
#[ignore]
fn print_one_game() {
    let (g, log) = play_random(GameConfig::base(3, 5), 11);
    let mut replay = Game::new(g.config().clone()).unwrap();
    let names: Vec<String> = vec!["Ann".into(), "Bob".into(), "Cid".into()];
    for (seat, cmd) in &log {
        for e in replay.apply(*seat, cmd).unwrap() {
            println!("{}", e.describe(&names));
        }
    }
    println!("{} commands", log.len());
}
