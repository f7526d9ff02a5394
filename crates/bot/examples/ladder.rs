//! Bot levels against each other in seeded Dark Alley games.
//!
//! `cargo run --release -p trickerion-bot --example ladder -- GAMES PLAYERS LEVEL_A,LEVEL_B[,...] [SEED] [--ms N] [--playouts N]`
//!
//! Levels: `easy` (the greedy bot with noise), `normal` (the greedy bot),
//! `hard` (the search), `random`. Game `i` uses config seed `SEED + i`
//! (default 1) with the Dark Alley's default options; seat `p` plays level
//! `(p + i) mod LEVELS`, so the levels rotate through the seats. `--ms` is
//! the search's time per decision, `--playouts` its playouts per decision
//! (with `--playouts` only, every game is deterministic); by default the
//! table's budget (at most 1 s and 4,000 playouts).
//!
//! Prints one line per game, then one per level ending `LEVEL wins W of G`
//! (a tie for most Fame between seats of different levels splits the win),
//! with its mean Fame per seat, and the search's playouts per second.

use std::time::Duration;

use trickerion_bot::{next_command, Bot, Budget, EasyBot, GreedyBot, RandomBot, SearchBot};
use trickerion_rules::{Game, GameConfig};

/// One seat's player; the search's counters stay readable.
enum Player {
    Random(RandomBot),
    Easy(EasyBot),
    Normal(GreedyBot),
    Hard(SearchBot),
}

impl Player {
    fn new(level: &str, seed: u64, budget: Budget) -> Player {
        match level {
            "random" => Player::Random(RandomBot::new(seed)),
            "easy" => Player::Easy(EasyBot::new(seed)),
            "normal" => Player::Normal(GreedyBot::new(seed)),
            "hard" => Player::Hard(SearchBot::new(seed, budget)),
            other => {
                eprintln!("unknown level {other:?}: use easy, normal, hard or random");
                std::process::exit(2);
            }
        }
    }

    fn bot(&mut self) -> &mut dyn Bot {
        match self {
            Player::Random(b) => b,
            Player::Easy(b) => b,
            Player::Normal(b) => b,
            Player::Hard(b) => b,
        }
    }
}

struct Args {
    games: u32,
    players: u8,
    levels: Vec<String>,
    seed: u64,
    budget: Budget,
}

fn args() -> Args {
    let mut plain = Vec::new();
    let (mut ms, mut playouts) = (None, None);
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut number = |name: &str| -> u64 {
            it.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match a.as_str() {
            "--ms" => ms = Some(number("--ms")),
            "--playouts" => playouts = Some(number("--playouts")),
            _ => plain.push(a),
        }
    }
    if plain.len() < 3 {
        eprintln!(
            "usage: ladder GAMES PLAYERS LEVEL_A,LEVEL_B[,...] [SEED] [--ms N] [--playouts N]"
        );
        std::process::exit(2);
    }
    let budget = match (ms, playouts) {
        (None, None) => Budget::TABLE,
        (Some(ms), None) => Budget::millis(ms),
        (None, Some(n)) => Budget::playouts(n as u32),
        (Some(ms), Some(n)) => Budget {
            playouts: n as u32,
            time: Some(Duration::from_millis(ms)),
        },
    };
    Args {
        games: plain[0].parse().expect("GAMES is a number"),
        players: plain[1].parse().expect("PLAYERS is 2-4"),
        levels: plain[2].split(',').map(str::to_string).collect(),
        seed: plain
            .get(3)
            .map_or(1, |s| s.parse().expect("SEED is a number")),
        budget,
    }
}

/// Per level: wins (ties split), Fame summed over its seats, seats played.
#[derive(Default, Clone)]
struct Tally {
    wins: f64,
    fame: u64,
    seats: u64,
}

fn main() {
    let a = args();
    let k = a.levels.len();
    let mut tally = vec![Tally::default(); k];
    let (mut playouts, mut thinking, mut searches, mut departures) = (0u64, Duration::ZERO, 0, 0);
    for i in 0..a.games {
        let seed = a.seed.wrapping_add(u64::from(i));
        let level_of = |p: usize| (p + i as usize) % k;
        let mut seats: Vec<Player> = (0..a.players as usize)
            .map(|p| {
                let bot_seed = seed.wrapping_mul(1_000_003).wrapping_add(p as u64);
                Player::new(&a.levels[level_of(p)], bot_seed, a.budget)
            })
            .collect();
        let mut game =
            Game::new(GameConfig::dark_alley(a.players, seed)).expect("a Dark Alley game");
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let cmd = next_command(seats[seat.index()].bot(), &game, seat)
                .expect("the game waits for a seat with a legal command");
            game.apply(seat, &cmd).expect("bots send legal commands");
        }
        let scores = game.scores().expect("a finished game has scores");
        let top = scores.scores.iter().map(|s| s.total).max().unwrap_or(0);
        let winners: Vec<usize> = scores
            .scores
            .iter()
            .filter(|s| s.total == top)
            .map(|s| level_of(s.seat.index()))
            .collect();
        for &l in &winners {
            tally[l].wins += 1.0 / winners.len() as f64;
        }
        let mut line = format!("game {i} (seed {seed}):");
        for s in &scores.scores {
            let l = level_of(s.seat.index());
            tally[l].fame += u64::from(s.total);
            tally[l].seats += 1;
            line += &format!(" {}={}", a.levels[l], s.total);
        }
        for p in &seats {
            if let Player::Hard(b) = p {
                let st = b.stats();
                playouts += st.playouts;
                thinking += st.thinking;
                searches += st.searches;
                departures += st.departures;
            }
        }
        println!("{line}");
    }
    if searches > 0 {
        println!(
            "search: {playouts} playouts in {:.1} s ({:.0} playouts/s), {searches} decisions searched, {departures} departed from the greedy pick",
            thinking.as_secs_f64(),
            playouts as f64 / thinking.as_secs_f64().max(1e-9)
        );
    }
    for (l, t) in tally.iter().enumerate() {
        println!(
            "{}: mean Fame {:.1} over {} seats, {} wins {} of {}",
            a.levels[l],
            t.fame as f64 / t.seats.max(1) as f64,
            t.seats,
            a.levels[l],
            t.wins,
            a.games
        );
    }
}
