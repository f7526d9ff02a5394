//! Balance figures for the provisional Magician Powers and Duel of Magicians
//! content (docs/CONTENT.md records them).
//!
//! `cargo run --release -p trickerion-bot --example balance -- [games] [seed]`
//! (default 100 games per table, seed 1).

use std::collections::BTreeMap;

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, Bot, BotLevel, GreedyBot};
use trickerion_rules::{
    Event, GameConfig, GameOptions, PerformanceEvent, PowerColor, PowerId, PowersEvent, Seat,
    TheaterEvent,
};

struct Played {
    scores: Vec<u32>,
    winner: Seat,
    learned: Vec<Vec<PowerId>>,
    gray_links: u32,
    links: u32,
    performances: u32,
    power_events: u32,
}

fn play(config: GameConfig, mut bots: Vec<Box<dyn Bot + Send>>) -> Played {
    let n = config.options.players as usize;
    let g = play_game(config.clone(), &mut bots).expect("bots finish");
    let mut learned = vec![Vec::new(); n];
    let mut replay = trickerion_rules::Game::new(config).unwrap();
    let (mut gray_links, mut links, mut performances, mut power_events) = (0, 0, 0, 0);
    for (seat, cmd) in &g.commands {
        for e in replay.apply(*seat, cmd).unwrap() {
            match e {
                Event::Powers(PowersEvent::PowerLearned { seat, power, .. })
                    if !learned[seat.index()].contains(&power) =>
                {
                    learned[seat.index()].push(power);
                }
                Event::Theater(TheaterEvent::TrickSetUp { links: l, card, .. }) => {
                    links += u32::from(l);
                    if card.is_duel() {
                        gray_links += u32::from(l);
                    }
                }
                Event::Performance(PerformanceEvent::Performed { .. }) => performances += 1,
                Event::Powers(PowersEvent::PowerYield { .. })
                | Event::Powers(PowersEvent::PowerCoinsStored { .. })
                | Event::Powers(PowersEvent::Gambled { .. })
                | Event::Powers(PowersEvent::CardsRearranged { .. }) => power_events += 1,
                _ => {}
            }
        }
    }
    let s = g.game.scores().unwrap();
    let mut scores = vec![0; n];
    for sc in &s.scores {
        scores[sc.seat.index()] = sc.total;
    }
    Played {
        scores,
        winner: s.winner,
        learned,
        gray_links,
        links,
        performances,
        power_events,
    }
}

fn greedy(n: u8, seed: u64) -> Vec<Box<dyn Bot + Send>> {
    (0..n)
        .map(|p| make_bot(BotLevel::Normal, seed * 10 + u64::from(p)))
        .collect()
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

    // 1. Four greedy bots in Dark Alley games with and without Powers.
    for players in [3u8, 4] {
        let (mut with, mut without) = (Vec::new(), Vec::new());
        let mut by_card: BTreeMap<PowerId, Vec<f64>> = BTreeMap::new();
        let mut per_color = [0u32; 3];
        let mut events = 0;
        for i in 0..games {
            let s = seed + i;
            let base = GameConfig::dark_alley(players, s);
            let p = play(base.clone(), greedy(players, s));
            without.extend(p.scores.iter().map(|&x| f64::from(x)));
            let cfg = GameConfig {
                options: GameOptions {
                    powers: true,
                    ..base.options
                },
                ..base
            };
            let p = play(cfg, greedy(players, s));
            events += p.power_events;
            let game_mean = mean(&p.scores.iter().map(|&x| f64::from(x)).collect::<Vec<_>>());
            with.extend(p.scores.iter().map(|&x| f64::from(x)));
            for (seat, cards) in p.learned.iter().enumerate() {
                for c in cards {
                    per_color[PowerColor::ALL
                        .iter()
                        .position(|&k| k == c.card().color)
                        .unwrap()] += 1;
                    by_card
                        .entry(*c)
                        .or_default()
                        .push(f64::from(p.scores[seat]) - game_mean);
                }
            }
        }
        println!(
            "{players} greedy bots, Dark Alley: mean score {:.1} without Powers, {:.1} with; \
             Powers learned per game: yellow {:.2}, orange {:.2}, red {:.2}; Power events per game {:.1}",
            mean(&without),
            mean(&with),
            f64::from(per_color[0]) / games as f64,
            f64::from(per_color[1]) / games as f64,
            f64::from(per_color[2]) / games as f64,
            f64::from(events) / games as f64,
        );
        let mut rows: Vec<(f64, usize, PowerId)> = by_card
            .iter()
            .map(|(c, v)| (mean(v), v.len(), *c))
            .collect();
        rows.sort_by(|a, b| b.0.total_cmp(&a.0));
        println!("  Power: times learned, learner's score minus the game mean");
        for (m, n, c) in &rows {
            println!(
                "  {:4} {:26} {:3} {:+.1}",
                c.card().code,
                c.card().name,
                n,
                m
            );
        }
        let never: Vec<String> = PowerId::all()
            .filter(|c| !by_card.contains_key(c))
            .map(|c| c.card().code.clone())
            .collect();
        println!("  never learned: {}", never.join(" "));
    }

    // 2. One greedy bot that learns Powers against three that do not.
    let mut wins = 0;
    let (mut hero, mut field) = (Vec::new(), Vec::new());
    for i in 0..games {
        let s = seed + 1000 + i;
        let hero_seat = (i % 4) as u8;
        let bots: Vec<Box<dyn Bot + Send>> = (0..4u8)
            .map(|p| -> Box<dyn Bot + Send> {
                if p == hero_seat {
                    Box::new(GreedyBot::new(s * 10 + u64::from(p)))
                } else {
                    Box::new(GreedyBot::without_powers(s * 10 + u64::from(p)))
                }
            })
            .collect();
        let cfg = GameOptions {
            powers: true,
            ..GameOptions::dark_alley(4)
        }
        .config(s);
        let p = play(cfg, bots);
        if p.winner == Seat(hero_seat) {
            wins += 1;
        }
        for (k, &sc) in p.scores.iter().enumerate() {
            if k == hero_seat as usize {
                hero.push(f64::from(sc));
            } else {
                field.push(f64::from(sc));
            }
        }
    }
    println!(
        "Powers learner vs 3 greedy bots that pass: won {wins}/{games} ({:.0}%, chance 25%), mean {:.1} vs {:.1}",
        100.0 * wins as f64 / games as f64,
        mean(&hero),
        mean(&field)
    );

    // 3. Duel of Magicians: two greedy bots, with and without the variant.
    for dark_alley in [false, true] {
        let (mut plain, mut duel) = (Vec::new(), Vec::new());
        let (mut first_wins, mut gray, mut links, mut perf, mut plain_links, mut plain_perf) =
            (0, 0, 0, 0, 0, 0);
        for i in 0..games {
            let s = seed + 2000 + i;
            let base = GameOptions {
                dark_alley,
                prophecies: dark_alley,
                fame_caps: dark_alley,
                ..GameOptions::base(2)
            }
            .config(s);
            let p = play(base.clone(), greedy(2, s));
            plain.extend(p.scores.iter().map(|&x| f64::from(x)));
            plain_links += p.links;
            plain_perf += p.performances;
            let p = play(
                GameConfig {
                    options: GameOptions {
                        duel: true,
                        ..base.options
                    },
                    ..base
                },
                greedy(2, s),
            );
            duel.extend(p.scores.iter().map(|&x| f64::from(x)));
            gray += p.gray_links;
            links += p.links;
            perf += p.performances;
            if p.winner == Seat(0) {
                first_wins += 1;
            }
        }
        let g = games as f64;
        println!(
            "2 greedy bots{}: mean score {:.1} plain, {:.1} Duel; Links set up per game {:.1} plain, {:.1} Duel ({:.1} on Duel cards); Performances per game {:.1} plain, {:.1} Duel; seat 0 won {:.0}% of Duel games",
            if dark_alley { ", Dark Alley" } else { ", base game" },
            mean(&plain),
            mean(&duel),
            f64::from(plain_links) / g,
            f64::from(links) / g,
            f64::from(gray) / g,
            f64::from(plain_perf) / g,
            f64::from(perf) / g,
            100.0 * f64::from(first_wins) / g
        );
    }

    // 4. Greedy against random in the new variants.
    for (name, cfg) in [
        ("Powers, 4 players", |s| {
            GameOptions {
                powers: true,
                ..GameOptions::dark_alley(4)
            }
            .config(s)
        }),
        ("Duel + Powers, Dark Alley", |s| {
            GameOptions {
                powers: true,
                duel: true,
                ..GameOptions::dark_alley(2)
            }
            .config(s)
        }),
    ] as [(&str, fn(u64) -> GameConfig); 2]
    {
        let mut wins = 0;
        for i in 0..games {
            let s = seed + 3000 + i;
            let c = cfg(s);
            let n = c.options.players;
            let hero = (i % u64::from(n)) as u8;
            let bots: Vec<Box<dyn Bot + Send>> = (0..n)
                .map(|p| {
                    make_bot(
                        if p == hero {
                            BotLevel::Normal
                        } else {
                            BotLevel::Random
                        },
                        s * 10 + u64::from(p),
                    )
                })
                .collect();
            if play(c, bots).winner == Seat(hero) {
                wins += 1;
            }
        }
        println!("greedy vs random, {name}: greedy won {wins}/{games}");
    }
}
