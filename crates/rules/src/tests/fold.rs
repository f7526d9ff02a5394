//! Events are the whole story: folding a game's events, from the state
//! `Game::new` sets up, with `apply_event` alone gives the live state after
//! every command, in random games of every configuration. `apply` changes
//! the state through the events it returns and nothing else.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::config::GameConfig;
use crate::heir::Difficulty;
use crate::state::Game;

fn configs() -> Vec<(&'static str, GameConfig)> {
    let mut out = Vec::new();
    for players in 2..=4u8 {
        out.push(("base", GameConfig::base(players, u64::from(players))));
        out.push((
            "dark alley",
            GameConfig::dark_alley(players, 10 + u64::from(players)),
        ));
        out.push((
            "powers",
            GameConfig {
                powers: true,
                ..GameConfig::dark_alley(players, 20 + u64::from(players))
            },
        ));
        out.push((
            "academy",
            GameConfig {
                academy: true,
                ..GameConfig::dark_alley(players, 30 + u64::from(players))
            },
        ));
    }
    out.push((
        "duel",
        GameConfig {
            duel: true,
            ..GameConfig::base(2, 40)
        },
    ));
    out.push((
        "duel, dark alley, powers",
        GameConfig {
            duel: true,
            powers: true,
            ..GameConfig::dark_alley(2, 41)
        },
    ));
    for (seed, academy) in [(50, false), (51, true)] {
        out.push((
            "heir",
            GameConfig {
                heir: true,
                academy,
                difficulty: Some(Difficulty::Hard),
                ..GameConfig::dark_alley(1, seed)
            },
        ));
    }
    out
}

#[test]
fn folding_the_events_gives_the_live_state() {
    for (name, config) in configs() {
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let mut live = Game::new(config.clone()).expect(name);
        let mut folded = Game::new(config).expect(name);
        let mut steps = 0;
        while !live.is_over() {
            let seat = live.waiting_for()[0];
            let legal = live.legal_commands(seat);
            let cmd = &legal[(rng.next_u32() as usize) % legal.len()];
            for e in live.apply(seat, cmd).expect("a legal command") {
                folded.apply_event(&e);
            }
            steps += 1;
            assert_eq!(folded, live, "{name}: after {steps} commands ({cmd:?})");
        }
    }
}
