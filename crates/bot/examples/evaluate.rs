//! Measures the greedy bot against random bots.
//!
//! `cargo run --release -p trickerion-bot --example evaluate -- [games] [players] [seed]`
//! (defaults: 200 games, 4 players, seed 1). Each game seats one greedy bot and
//! random bots elsewhere, rotating the greedy seat.

use std::time::Instant;

use trickerion_bot::arena::{evaluate, Matchup};
use trickerion_bot::BotLevel;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i)
            .map(|s| s.parse().expect("a number"))
            .unwrap_or(default)
    };
    let m = Matchup {
        hero: BotLevel::Normal,
        field: BotLevel::Random,
        games: arg(0, 200) as u32,
        players: arg(1, 4) as u8,
        seed: arg(2, 1),
    };
    let start = Instant::now();
    match evaluate(&m) {
        Ok(s) => {
            println!(
                "greedy vs {} random, {} players, seed {}:",
                m.players - 1,
                m.players,
                m.seed
            );
            println!("{s}");
            println!(
                "chance win rate {:.1}%; took {:.1?}",
                100.0 / f64::from(m.players),
                start.elapsed()
            );
        }
        Err(e) => {
            eprintln!("evaluation failed: {e}");
            std::process::exit(1);
        }
    }
}
