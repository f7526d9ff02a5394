//! What the greedy bot does in 2-player Dark Alley games, per player and
//! game: Tricks learned by Fame Threshold, markers Prepared, Set Up and
//! performed, Special Assignment cards drawn, final Coins and Shards, score.
//! A quick check while tuning `crates/bot/src/greedy`.
//!
//! `cargo run --release -p trickerion-bot --example bot_diag -- [games] [seed] [players]`
//! (players 1: solo against Dahlgaard's Heir, Normal; the figures are the
//! solo player's, not the Heir's).

use std::collections::BTreeMap;

use trickerion_bot::arena::play_game;
use trickerion_bot::{make_bot, BotLevel};
use trickerion_rules::{
    AlleyEvent, DowntownEvent, EndTurnEvent, Event, Game, GameConfig, GameOptions, MarketRowEvent,
    PerformanceEvent, TheaterEvent, TurnEvent, WorkshopEvent,
};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let games = args.first().copied().unwrap_or(100);
    let seed = args.get(1).copied().unwrap_or(1);
    let players = args.get(2).copied().unwrap_or(2) as u8;
    let mut t: BTreeMap<&'static str, f64> = BTreeMap::new();
    let mut add = |k: &'static str, v: f64| *t.entry(k).or_default() += v;
    for g in 0..games {
        let s = seed + g;
        // 1 player: solo against Dahlgaard's Heir (Normal), as heir_balance.
        let config = if players == 1 {
            GameOptions {
                heir: true,
                difficulty: Some(trickerion_rules::heir::Difficulty::Normal),
                ..GameOptions::dark_alley(1)
            }
            .config(s)
        } else {
            GameConfig::dark_alley(players, s)
        };
        let mut bots: Vec<_> = (0..players)
            .map(|p| make_bot(BotLevel::Normal, s * 10 + u64::from(p)))
            .collect();
        let played = play_game(config.clone(), &mut bots).expect("bots finish");
        let mut replay = Game::new(config).unwrap();
        let mut learned: Vec<(trickerion_rules::Seat, trickerion_rules::TrickId, u8, bool)> =
            Vec::new();
        for (seat, cmd) in &played.commands {
            let log = std::env::var_os("DIAG_LOG").is_some() && g == 0;
            // In a solo game only the player's own events count, not the Heir's.
            let mine = |s: &trickerion_rules::Seat| players > 1 || s.index() == 0;
            for e in replay.apply(*seat, cmd).unwrap() {
                if log {
                    println!("{}", e.describe(&["A".to_string(), "B".to_string()]));
                }
                match &e {
                    Event::Downtown(DowntownEvent::TrickLearned {
                        trick, seat: ls, ..
                    }) if mine(ls) => {
                        learned.push((
                            *ls,
                            *trick,
                            replay.view(trickerion_rules::Viewer::Spectator).turn,
                            false,
                        ));
                        match trick.card().threshold {
                            1 => add("learned ft1", 1.0),
                            16 => add("learned ft16", 1.0),
                            36 => add("learned ft36", 1.0),
                            _ => add("learned other", 1.0),
                        }
                    }
                    Event::Workshop(WorkshopEvent::TrickPrepared {
                        markers,
                        trick,
                        seat: ps,
                        ..
                    }) if mine(ps) => {
                        for l in learned.iter_mut() {
                            if l.0 == *ps && l.1 == *trick {
                                l.3 = true;
                            }
                        }
                        add("prepares", 1.0);
                        add("markers prepared", f64::from(*markers));
                    }
                    Event::Theater(TheaterEvent::TrickSetUp { links, seat, .. }) if mine(seat) => {
                        add("set ups", 1.0);
                        add("links at set up", f64::from(*links));
                    }
                    Event::Theater(TheaterEvent::LinkBonusTaken { amount, seat, .. })
                        if mine(seat) =>
                    {
                        add("link bonus taken", f64::from(*amount))
                    }
                    Event::Performance(PerformanceEvent::Performed {
                        payouts,
                        seat,
                        bonus,
                        ..
                    }) => {
                        if mine(seat) {
                            add("performances", 1.0);
                            add("performer bonus fame", f64::from(bonus.fame));
                        }
                        for p in payouts.iter().filter(|p| mine(&p.seat)) {
                            let own = if p.seat == *seat {
                                "own markers performed"
                            } else {
                                "markers performed by others"
                            };
                            add(own, p.tricks.len() as f64);
                            add("trick yield fame", f64::from(p.fame));
                        }
                    }
                    Event::Alley(AlleyEvent::SpecialDrawn { seat, .. }) if mine(seat) => {
                        add("specials drawn", 1.0)
                    }
                    Event::Performance(PerformanceEvent::PerformanceDeclined { seat, .. })
                        if mine(seat) =>
                    {
                        add("performances declined", 1.0)
                    }
                    Event::MarketRow(MarketRowEvent::ComponentsBought { count, seat, .. })
                        if mine(seat) =>
                    {
                        add("components bought", f64::from(*count))
                    }
                    Event::Turn(TurnEvent::Advertised { seat, .. }) if mine(seat) => {
                        add("advertised", 1.0)
                    }
                    Event::Downtown(DowntownEvent::CharacterHired { seat, .. }) if mine(seat) => {
                        add("hired", 1.0)
                    }
                    Event::EndTurn(EndTurnEvent::GameEnded { scores, .. }) => {
                        for sc in scores.iter().filter(|sc| mine(&sc.seat)) {
                            add("score", f64::from(sc.total));
                            add("fame before end", f64::from(sc.fame_before));
                            add("end shards", f64::from(sc.shards));
                            add("end coins fame", f64::from(sc.coins));
                            add("end specials fame", f64::from(sc.specials));
                            add(
                                "end ft36 fame",
                                sc.ft36.iter().map(|x| f64::from(x.1)).sum(),
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
        for l in &learned {
            if !l.3 {
                add("learned, never prepared", 1.0);
            }
        }
    }
    let n = (games * u64::from(players)) as f64;
    println!(
        "{games} games, {players} greedy players, Dark Alley, seeds {seed}..; per player per game:"
    );
    for (k, v) in t {
        println!("  {k:28} {:.2}", v / n);
    }
}
