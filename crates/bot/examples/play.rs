//! Plays one bot-only game and prints its log and the final scores.
//!
//! `cargo run -p trickerion-bot --example play -- greedy,random,random,random 7`
//! (one level per seat, then the game seed; defaults: four greedy bots, seed 1).

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, Bot, BotLevel};
use trickerion_rules::{Game, GameConfig};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let levels: Vec<BotLevel> = args
        .first()
        .map_or("greedy,greedy,greedy,greedy", |s| s.as_str())
        .split(',')
        .map(|l| BotLevel::from_name(l).unwrap_or_else(|| panic!("unknown bot level {l}")))
        .collect();
    let seed: u64 = args.get(1).map_or(1, |s| s.parse().expect("a seed"));
    let mut bots: Vec<Box<dyn Bot + Send>> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| make_bot(l, seed * 10 + i as u64))
        .collect();
    let config = GameConfig::base(levels.len() as u8, seed);
    let played = match play_game(config.clone(), &mut bots) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("game failed: {e}");
            std::process::exit(1);
        }
    };
    let names: Vec<String> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{}{}", l.name(), i + 1))
        .collect();
    let mut replay = Game::new(config).expect("config");
    for (seat, cmd) in &played.commands {
        for e in replay.apply(*seat, cmd).expect("replays") {
            println!("{}", e.describe(&names));
        }
    }
    if let Some(s) = played.game.scores() {
        for sc in &s.scores {
            println!("{}: {:?}", names[sc.seat.index()], sc);
        }
        println!("winner: {}", names[s.winner.index()]);
    }
}
