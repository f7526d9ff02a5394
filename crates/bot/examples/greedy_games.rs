//! Greedy-bot games on one core: how fast the rules engine plays the kind of
//! games people play (Tricks Prepared, Set Up and Performed), which random
//! playouts almost never reach.
//!
//! `cargo run --release -p trickerion-bot --example greedy_games -- 200 4 [base|dark-alley] [seed]`
//!
//! Every seat is a greedy bot; game `i` uses config seed `seed + i`. Prints
//! games/s and commands/s over wall and CPU time, the share of the time spent
//! listing legal commands (the bots ask for them once per decision), and per
//! game how often the Theater was used.

use std::time::{Duration, Instant};

use trickerion_bot::{make_bot, Bot, BotLevel, Observation};
use trickerion_rules::{Command, Game, GameConfig};

fn usage() -> ! {
    eprintln!("usage: greedy_games <games> <players 2-4> [base|dark-alley] [seed]");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 || args.len() > 4 {
        usage();
    }
    let parse = |s: &str| s.parse::<u64>().unwrap_or_else(|_| usage());
    let games = parse(&args[0]);
    let players = parse(&args[1]) as u8;
    let dark_alley = match args.get(2).map(String::as_str) {
        None | Some("base") => false,
        Some("dark-alley") => true,
        Some(_) => usage(),
    };
    let seed = args.get(3).map_or(1, |s| parse(s));
    let (mut commands, mut prepares, mut set_ups, mut performs) = (0u64, 0u64, 0u64, 0u64);
    let mut legal_time = Duration::ZERO;
    let cpu_start = cpu_seconds().unwrap_or(0.0);
    let start = Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let config = if dark_alley {
            GameConfig::dark_alley(players, game_seed)
        } else {
            GameConfig::base(players, game_seed)
        };
        let mut game = Game::new(config).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        });
        let mut bots: Vec<Box<dyn Bot + Send>> = (0..players)
            .map(|s| make_bot(BotLevel::Normal, game_seed * 10 + u64::from(s)))
            .collect();
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let t0 = Instant::now();
            let legal = game.legal_commands(seat);
            legal_time += t0.elapsed();
            let obs = Observation::with_legal(&game, seat, legal);
            let command = bots[seat.index()].choose(&obs);
            match command {
                Command::Prepare { .. } => prepares += 1,
                Command::SetUpTrick { .. } | Command::SetUpPiled { .. } => set_ups += 1,
                Command::Perform { .. } => performs += 1,
                _ => {}
            }
            game.apply(seat, &command)
                .expect("a greedy bot plays a legal command");
            commands += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let per_game = |n: u64| n as f64 / games as f64;
    println!("players               {players}");
    println!(
        "game                  {}",
        if dark_alley { "dark-alley" } else { "base" }
    );
    println!("games                 {games}");
    println!("wall time             {secs:.3} s");
    println!("games/s               {:.1}", games as f64 / secs);
    println!("commands per game     {:.1}", per_game(commands));
    if let Some(cpu) = cpu_seconds().map(|c| c - cpu_start) {
        println!("cpu time              {cpu:.3} s");
        println!("games/s (cpu time)    {:.1}", games as f64 / cpu);
        println!("commands/s (cpu time) {:.0}", commands as f64 / cpu);
    }
    println!(
        "time in legal_commands {:.1}%",
        100.0 * legal_time.as_secs_f64() / secs
    );
    println!(
        "per game: {:.1} prepare, {:.1} set_up, {:.1} perform",
        per_game(prepares),
        per_game(set_ups),
        per_game(performs)
    );
}

/// This thread's time on a CPU so far (Linux `/proc/thread-self/schedstat`).
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}
