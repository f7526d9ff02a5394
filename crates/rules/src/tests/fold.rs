//! Events are the whole story: folding a game's events, from the state
//! `Game::new` sets up, with `apply_event` alone gives the live state after
//! every command, in random games of every configuration. `apply` changes
//! the state through the events it returns and nothing else.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::config::{GameConfig, GameOptions};
use crate::game::heir::Difficulty;
use crate::game::Game;

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
            GameOptions {
                powers: true,
                ..GameOptions::dark_alley(players)
            }
            .config(20 + u64::from(players)),
        ));
        out.push((
            "academy",
            GameOptions {
                academy: true,
                ..GameOptions::dark_alley(players)
            }
            .config(30 + u64::from(players)),
        ));
    }
    out.push((
        "duel",
        GameOptions {
            duel: true,
            ..GameOptions::base(2)
        }
        .config(40),
    ));
    out.push((
        "duel, dark alley, powers",
        GameOptions {
            duel: true,
            powers: true,
            ..GameOptions::dark_alley(2)
        }
        .config(41),
    ));
    for (seed, academy) in [(50, false), (51, true)] {
        out.push((
            "heir",
            GameOptions {
                heir: true,
                academy,
                difficulty: Some(Difficulty::Hard),
                ..GameOptions::dark_alley(1)
            }
            .config(seed),
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
