//! Balance figures for Dahlgaard's Heir (docs/CONTENT.md, "Heir balance"):
//! the greedy bot plays the solo seat against the Heir, which the engine
//! plays itself, at each difficulty, without and with the Academy.
//!
//! `cargo run --release -p trickerion-bot --example heir_balance -- [games] [seed]`
//! (default 100 games per difficulty and option, seeds `seed..seed+games`).
//!
//! Per row: the greedy player's win rate (a tie goes to whoever the rules'
//! `winner` names), and the mean and median final scores of both sides.

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, BotLevel};
use trickerion_rules::heir::Difficulty;
use trickerion_rules::{GameConfig, Seat};

/// One row's scores.
#[derive(Default)]
struct Row {
    wins: u32,
    you: Vec<f64>,
    heir: Vec<f64>,
    failed: u32,
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.iter().sum::<f64>() / v.len() as f64
}

fn median(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn play(academy: bool, difficulty: Difficulty, games: u64, first_seed: u64) -> Row {
    let mut row = Row::default();
    for seed in first_seed..first_seed + games {
        let config = GameConfig {
            heir: true,
            academy,
            difficulty: Some(difficulty),
            ..GameConfig::dark_alley(1, seed)
        };
        let mut bots = vec![make_bot(BotLevel::Greedy, seed)];
        let played = match play_game(config, &mut bots) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("seed {seed}, {difficulty:?}, academy {academy}: {e}");
                row.failed += 1;
                continue;
            }
        };
        let s = played.game.scores().expect("a finished game is scored");
        for sc in &s.scores {
            let total = f64::from(sc.total);
            if sc.seat == Seat(0) {
                row.you.push(total);
            } else {
                row.heir.push(total);
            }
        }
        row.wins += u32::from(s.winner == Seat(0));
    }
    row
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    println!(
        "| Academy | difficulty | games | player wins | player mean | player median | Heir mean | Heir median |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for academy in [false, true] {
        for d in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
            let r = play(academy, d, games, seed);
            let n = r.you.len();
            println!(
                "| {} | {:?} | {}{} | {:.0}% | {:.1} | {:.1} | {:.1} | {:.1} |",
                if academy { "yes" } else { "no" },
                d,
                n,
                if r.failed > 0 {
                    format!(" ({} failed)", r.failed)
                } else {
                    String::new()
                },
                100.0 * f64::from(r.wins) / n.max(1) as f64,
                mean(&r.you),
                median(&r.you),
                mean(&r.heir),
                median(&r.heir),
            );
        }
    }
}
