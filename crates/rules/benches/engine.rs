//! Engine throughput with criterion: `cargo bench -p trickerion-rules --bench engine`.
//!
//! - `full_game/{2,3,4}p`: complete random base games (uniform among the
//!   waiting seats, then among `legal_commands`), 10 fixed seeds per iteration;
//!   throughput is in games. `full_game/4p_dark_alley`: the same with the Dark
//!   Alley, Prophecies and the Fame caps.
//! - `position/*`: `legal_commands`, `apply` and both together over a fixed set
//!   of positions sampled from random 4-player games; throughput is in positions.
//!   `position_dark_alley/legal_commands`: positions of 4-player Dark Alley
//!   games whose players never give things back unless they must (so they
//!   reach Prepare, Set Up and the special cards more often).
//!
//! For a quick number without criterion's sampling, use the `playouts` example.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BatchSize, BenchmarkGroup, Criterion, Throughput,
};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Game, GameConfig, Seat};

const GAMES_PER_ITER: u64 = 10;

/// Plays one random game to the end; returns the number of commands.
fn random_game(config: GameConfig) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
    let mut g = Game::new(config).expect("valid config");
    let mut n = 0;
    while !g.is_over() {
        let waiting = g.waiting_for();
        let seat = waiting[rng.next_u32() as usize % waiting.len()];
        let legal = g.legal_commands(seat);
        let cmd = &legal[rng.next_u32() as usize % legal.len()];
        g.apply(seat, cmd).expect("legal command accepted");
        n += 1;
    }
    n
}

/// A position: the game before a decision, the seat to move and the command
/// the random player chose there.
struct Position {
    game: Game,
    seat: Seat,
    command: Command,
}

/// Commands that only give things back.
fn gives_back(c: &Command) -> bool {
    matches!(
        c,
        Command::ReturnTrick { .. } | Command::ReturnComponents { .. } | Command::Unassign { .. }
    )
}

/// Every `every`-th decision of `games` random 4-player games of
/// `config(seed)`; with `keep`, players give things back only when nothing
/// else is legal.
fn sample_positions(
    games: u64,
    every: usize,
    config: impl Fn(u64) -> GameConfig,
    keep: bool,
) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed + 1000);
        let mut g = Game::new(config(seed + 1000)).expect("valid config");
        let mut i = 0;
        while !g.is_over() {
            let waiting = g.waiting_for();
            let seat = waiting[rng.next_u32() as usize % waiting.len()];
            let legal = g.legal_commands(seat);
            let kept: Vec<&Command> = legal.iter().filter(|c| !keep || !gives_back(c)).collect();
            let command = if kept.is_empty() {
                legal[rng.next_u32() as usize % legal.len()].clone()
            } else {
                kept[rng.next_u32() as usize % kept.len()].clone()
            };
            if i % every == 0 {
                out.push(Position {
                    game: g.clone(),
                    seat,
                    command: command.clone(),
                });
            }
            g.apply(seat, &command).expect("legal command accepted");
            i += 1;
        }
    }
    out
}

fn full_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("full_game");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(GAMES_PER_ITER));
    for players in 2..=4u8 {
        group.bench_function(format!("{players}p"), |b| {
            b.iter(|| {
                (0..GAMES_PER_ITER)
                    .map(|seed| random_game(GameConfig::base(black_box(players), seed)))
                    .sum::<u64>()
            })
        });
    }
    group.bench_function("4p_dark_alley", |b| {
        b.iter(|| {
            (0..GAMES_PER_ITER)
                .map(|seed| random_game(GameConfig::dark_alley(black_box(4), seed)))
                .sum::<u64>()
        })
    });
    group.finish();
}

fn dark_alley_positions(c: &mut Criterion) {
    let positions = sample_positions(10, 7, |s| GameConfig::dark_alley(4, s), true);
    position_group(c, "position_dark_alley", &positions).finish();
}

/// The benchmark group `name` over `positions` (throughput in positions),
/// with its `legal_commands` benchmark.
fn position_group<'c>(
    c: &'c mut Criterion,
    name: &str,
    positions: &[Position],
) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_commands", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| p.game.legal_commands(black_box(p.seat)).len())
                .sum::<usize>()
        })
    });
    group
}

fn positions(c: &mut Criterion) {
    let positions = sample_positions(10, 7, |s| GameConfig::base(4, s), false);
    let mut group = position_group(c, "position", &positions);
    // `apply` mutates, so each iteration works on fresh clones (not timed).
    group.bench_function("apply", |b| {
        b.iter_batched_ref(
            || positions.iter().map(|p| p.game.clone()).collect::<Vec<_>>(),
            |games| {
                for (g, p) in games.iter_mut().zip(&positions) {
                    black_box(g.apply(p.seat, &p.command).expect("accepted"));
                }
            },
            BatchSize::LargeInput,
        )
    });
    group.bench_function("legal_commands_then_apply", |b| {
        b.iter_batched_ref(
            || positions.iter().map(|p| p.game.clone()).collect::<Vec<_>>(),
            |games| {
                for (g, p) in games.iter_mut().zip(&positions) {
                    let legal = g.legal_commands(p.seat);
                    debug_assert!(legal.contains(&p.command));
                    black_box(g.apply(p.seat, &p.command).expect("accepted"));
                }
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, full_games, positions, dark_alley_positions);
criterion_main!(benches);
