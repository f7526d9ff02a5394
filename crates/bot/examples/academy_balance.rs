//! Balance figures for Dahlgaard's Academy's provisional content
//! (docs/CONTENT.md records them): greedy bots play Academy games (Dark
//! Alley with Prophecies and the Fame caps) for 2, 3 and 4 players, and a
//! Dark Alley game without the Academy on the same seeds for comparison.
//!
//! `cargo run --release -p trickerion-bot --example academy_balance -- [games] [seed]`
//! (default 100 games per player count, seed 1).
//!
//! Fame by source: Renovate (the `wing_renovated` events), Banners (the
//! majorities on the final board), Classroom (the `gain.fame` of every
//! payout in events whose type names the Classroom, so the figure follows
//! whatever event the Classroom phase records), final scoring (total minus
//! Fame before it).

use std::collections::BTreeMap;

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, Bot, BotLevel};
use trickerion_rules::academy::{academy, banner_scores};
use trickerion_rules::{AcademyEvent, Event, Game, GameConfig, GameOptions, Viewer};

#[derive(Default)]
struct Tally {
    games: u32,
    scores: Vec<f64>,
    base_scores: Vec<f64>,
    renovate_fame: f64,
    banner_fame: f64,
    classroom_fame: f64,
    final_fame: f64,
    actions: BTreeMap<&'static str, u32>,
    secrets: BTreeMap<String, u32>,
    wins_by_seat: Vec<u32>,
    magician_games: BTreeMap<String, (u32, u32)>,
}

/// The `gain.fame` of each object with a `seat` and a `gain` inside `v`.
fn classroom_gains(v: &serde_json::Value, out: &mut Vec<(usize, u32)>) {
    match v {
        serde_json::Value::Object(m) => {
            if let (Some(seat), Some(fame)) = (
                m.get("seat").and_then(serde_json::Value::as_u64),
                m.get("gain")
                    .and_then(|g| g.get("fame"))
                    .and_then(serde_json::Value::as_u64),
            ) {
                out.push((seat as usize, fame as u32));
            }
            for x in m.values() {
                classroom_gains(x, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| classroom_gains(x, out)),
        _ => {}
    }
}

fn greedy(n: u8, seed: u64) -> Vec<Box<dyn Bot + Send>> {
    (0..n)
        .map(|p| make_bot(BotLevel::Normal, seed * 10 + u64::from(p)))
        .collect()
}

fn play(t: &mut Tally, players: u8, seed: u64) {
    let config = GameOptions {
        academy: true,
        ..GameOptions::dark_alley(players)
    }
    .config(seed);
    let played = play_game(config.clone(), &mut greedy(players, seed)).expect("bots finish");
    let mut replay = Game::new(config).unwrap();
    for (seat, cmd) in &played.commands {
        for e in replay.apply(*seat, cmd).unwrap() {
            match &e {
                Event::Academy(AcademyEvent::WingRenovated { renovated, .. }) => {
                    t.renovate_fame += f64::from(renovated.fame);
                    *t.actions.entry("Renovate").or_default() += 1;
                }
                Event::Academy(AcademyEvent::AcademyMarkerPlaced { teach, .. }) => {
                    *t.actions
                        .entry(if *teach { "Teach" } else { "Practice" })
                        .or_default() += 1;
                }
                Event::Academy(AcademyEvent::SecretLearned { learned, .. }) => {
                    *t.actions.entry("Learn Secret").or_default() += 1;
                    let code = academy().secrets[learned.secret as usize].code.clone();
                    *t.secrets.entry(code).or_default() += 1;
                }
                _ => {}
            }
            let json = serde_json::to_value(&e).unwrap();
            if json["type"].as_str().is_some_and(|s| s.contains("class")) {
                let mut gains = Vec::new();
                classroom_gains(&json, &mut gains);
                t.classroom_fame += gains.iter().map(|&(_, f)| f64::from(f)).sum::<f64>();
            }
        }
    }
    let g = &played.game;
    let s = g.scores().unwrap();
    for sc in &s.scores {
        t.scores.push(f64::from(sc.total));
        t.final_fame += f64::from(sc.total) - f64::from(sc.fame_before);
        let mag = g.players()[sc.seat.index()]
            .magician
            .map_or("?".to_string(), |m| m.card().name.to_string());
        let e = t.magician_games.entry(mag).or_default();
        e.0 += 1;
        e.1 += u32::from(sc.seat == s.winner);
    }
    let a = g.view(Viewer::Spectator).academy.unwrap();
    let placed: Vec<u8> = a.players.iter().map(|p| p.banners_placed).collect();
    t.banner_fame += banner_scores(&placed)
        .iter()
        .map(|&f| f64::from(f))
        .sum::<f64>();
    t.wins_by_seat.resize(players as usize, 0);
    t.wins_by_seat[s.winner.index()] += 1;
    t.games += 1;
    let base = play_game(
        GameConfig::dark_alley(players, seed),
        &mut greedy(players, seed),
    )
    .expect("bots finish");
    for sc in &base.game.scores().unwrap().scores {
        t.base_scores.push(f64::from(sc.total));
    }
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v.iter().sum::<f64>() / v.len() as f64
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(100, |s| s.parse().unwrap());
    let seed: u64 = args.get(1).map_or(1, |s| s.parse().unwrap());
    println!(
        "Academy content {} v{} ({}), greedy bots, {games} games per line, seeds {seed}..",
        academy().stamp.id,
        academy().stamp.version,
        academy().stamp.hash
    );
    for players in [2u8, 3, 4] {
        let mut t = Tally::default();
        for i in 0..games {
            play(&mut t, players, seed + i);
        }
        let per_player = |x: f64| x / (f64::from(t.games) * f64::from(players));
        let per_game = |x: u32| f64::from(x) / f64::from(t.games);
        println!(
            "{players} players: mean score {:.1} (Dark Alley without the Academy: {:.1}); \
             Fame per player from Renovate {:.1}, Banners {:.1}, Classroom {:.1}, final scoring {:.1}",
            mean(&t.scores),
            mean(&t.base_scores),
            per_player(t.renovate_fame),
            per_player(t.banner_fame),
            per_player(t.classroom_fame),
            per_player(t.final_fame),
        );
        let actions: Vec<String> = ["Renovate", "Practice", "Teach", "Learn Secret"]
            .iter()
            .map(|a| format!("{a} {:.1}", per_game(*t.actions.get(a).unwrap_or(&0))))
            .collect();
        println!("  Academy Actions per game: {}", actions.join(", "));
        let secrets: Vec<String> = academy()
            .secrets
            .iter()
            .map(|s| format!("{} {}", s.code, t.secrets.get(&s.code).unwrap_or(&0)))
            .collect();
        println!("  Secrets learned (in all games): {}", secrets.join(", "));
        let seats: Vec<String> = t
            .wins_by_seat
            .iter()
            .enumerate()
            .map(|(i, w)| format!("seat {i} {:.0}%", 100.0 * per_game(*w)))
            .collect();
        println!("  wins by seat: {}", seats.join(", "));
        let mags: Vec<String> = t
            .magician_games
            .iter()
            .map(|(m, (n, w))| format!("{m} {w}/{n}"))
            .collect();
        println!("  wins by Magician (won/played): {}", mags.join(", "));
    }
}
