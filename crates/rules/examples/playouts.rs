//! Random playouts on one core: games/s, commands/s and mean commands per game.
//!
//! `cargo run --release -p trickerion-rules --example playouts -- 4 2000 [seed] [policy] [base|dark-alley|academy]`
//!
//! Each game uses config seed `seed + i` and picks uniformly, with its own
//! ChaCha8 stream, first among the waiting seats and then among
//! `legal_commands`. The time spent in `legal_commands` and in `apply` is
//! reported separately (timer overhead is included in both).
//!
//! Policies: `uniform` (the default) picks among all legal commands. Uniform
//! players spend much of the game returning Tricks and Components and
//! un-assigning cards, so they rarely Prepare or Perform; `keep` never picks
//! `return_trick`, `return_components` or `unassign` unless nothing else is
//! legal, which reaches more of the rules (Prepare, Set Up, Performances).
//!
//! The last argument chooses the game: `base` (the default), `dark-alley`
//! (the Dark Alley with Prophecies and the 20-Fame caps, seven turns) or
//! `academy` (that game with Dahlgaard's Academy).
//!
//! `crates/rules/benches/counts.sh` runs it under callgrind for instruction
//! counts that do not depend on the machine or its load.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Game, GameConfig, GameOptions};

fn usage() -> ! {
    eprintln!(
        "usage: playouts <players 2-4> <games> [seed] [uniform|keep] [base|dark-alley|academy]"
    );
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 || args.len() > 5 {
        usage();
    }
    let parse = |s: &str| s.parse::<u64>().unwrap_or_else(|_| usage());
    let players = parse(&args[0]) as u8;
    let games = parse(&args[1]);
    let seed = args.get(2).map_or(0, |s| parse(s));
    let keep = match args.get(3).map(String::as_str) {
        None | Some("uniform") => false,
        Some("keep") => true,
        Some(_) => usage(),
    };
    let (dark_alley, academy) = match args.get(4).map(String::as_str) {
        None | Some("base") => (false, false),
        Some("dark-alley") => (true, false),
        Some("academy") => (true, true),
        Some(_) => usage(),
    };
    let config = |players: u8, seed: u64| {
        if dark_alley {
            GameOptions {
                academy,
                ..GameOptions::dark_alley(players)
            }
            .config(seed)
        } else {
            GameConfig::base(players, seed)
        }
    };
    let mut counts: BTreeMap<&'static str, u64> = BTreeMap::new();

    let mut commands = 0u64;
    let mut legal_time = Duration::ZERO;
    let mut apply_time = Duration::ZERO;
    let mut legal_listed = 0u64;
    let cpu_start = cpu_seconds().unwrap_or(0.0);
    let start = Instant::now();
    for i in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(i) ^ 0x9e37_79b9_7f4a_7c15);
        let mut g = Game::new(config(players, seed.wrapping_add(i))).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        });
        while !g.is_over() {
            let waiting = g.waiting_for();
            let seat = waiting[rng.next_u32() as usize % waiting.len()];
            let t0 = Instant::now();
            let legal = g.legal_commands(seat);
            let t1 = Instant::now();
            legal_listed += legal.len() as u64;
            let cmd = if keep {
                let kept: Vec<&Command> = legal.iter().filter(|c| !gives_back(c)).collect();
                if kept.is_empty() {
                    &legal[rng.next_u32() as usize % legal.len()]
                } else {
                    kept[rng.next_u32() as usize % kept.len()]
                }
            } else {
                &legal[rng.next_u32() as usize % legal.len()]
            };
            *counts.entry(kind(cmd)).or_default() += 1;
            g.apply(seat, cmd).expect("a listed command is accepted");
            apply_time += t1.elapsed();
            legal_time += t1 - t0;
            commands += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().map(|c| c - cpu_start);
    println!("players               {players}");
    println!(
        "policy                {}",
        if keep { "keep" } else { "uniform" }
    );
    println!("games                 {games}");
    println!("commands              {commands}");
    println!("wall time             {secs:.3} s");
    println!("games/s               {:.1}", games as f64 / secs);
    println!("commands/s            {:.0}", commands as f64 / secs);
    println!(
        "commands per game     {:.1}",
        commands as f64 / games as f64
    );
    if let Some(cpu) = cpu {
        // On a busy machine wall time includes waiting for a core; CPU time does not.
        println!("cpu time              {cpu:.3} s");
        println!("games/s (cpu time)    {:.1}", games as f64 / cpu);
        println!("commands/s (cpu time) {:.0}", commands as f64 / cpu);
    }
    println!(
        "legal commands listed {:.1} per decision",
        legal_listed as f64 / commands as f64
    );
    println!(
        "time in legal_commands {:.1}%, in apply {:.1}%",
        100.0 * legal_time.as_secs_f64() / secs,
        100.0 * apply_time.as_secs_f64() / secs
    );
    let per_game = |k: &str| *counts.get(k).unwrap_or(&0) as f64 / games as f64;
    println!(
        "per game: {:.1} prepare, {:.1} set_up_trick, {:.1} perform, {:.1} learn_trick, {:.1} return_*",
        per_game("prepare"),
        per_game("set_up_trick"),
        per_game("perform"),
        per_game("learn_trick"),
        per_game("return_trick") + per_game("return_components"),
    );
}

/// Commands that only give things back.
fn gives_back(c: &Command) -> bool {
    matches!(
        c,
        Command::ReturnTrick { .. } | Command::ReturnComponents { .. } | Command::Unassign { .. }
    )
}

/// The command's JSON `type` (base-game commands).
fn kind(c: &Command) -> &'static str {
    use Command::*;
    match c {
        ChooseMagician { .. } => "choose_magician",
        ChooseStartingTrick { .. } => "choose_starting_trick",
        ChooseStartingComponents { .. } => "choose_starting_components",
        ChooseSpecialist { .. } => "choose_specialist",
        Advertise => "advertise",
        DeclineAdvertise => "decline_advertise",
        Assign { .. } => "assign",
        Unassign { .. } => "unassign",
        ConfirmAssignments => "confirm_assignments",
        Place { .. } => "place",
        LeaveIdle { .. } => "leave_idle",
        EndActions => "end_actions",
        LearnTrick { .. } => "learn_trick",
        Hire { .. } => "hire",
        TakeCoins { .. } => "take_coins",
        RerollDie { .. } => "reroll_die",
        SetDie { .. } => "set_die",
        Buy { .. } => "buy",
        Order { .. } => "order",
        QuickOrder { .. } => "quick_order",
        Prepare { .. } => "prepare",
        MoveTrick { .. } => "move_trick",
        MoveComponents { .. } => "move_components",
        MoveApprentice { .. } => "move_apprentice",
        SetUpTrick { .. } => "set_up_trick",
        Reschedule { .. } => "reschedule",
        TakeLinkBonus { .. } => "take_link_bonus",
        Perform { .. } => "perform",
        DeclinePerformance => "decline_performance",
        ReturnTrick { .. } => "return_trick",
        ReturnComponents { .. } => "return_components",
        // Dark Alley commands (this benchmark plays base games).
        _ => "dark_alley",
    }
}

/// This thread's time on a CPU so far (Linux `/proc/thread-self/schedstat`).
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}
