//! The searching player (the "hard" level): a determinized Monte Carlo
//! search. At each decision with a choice it draws imagined worlds
//! ([`Game::imagined_world`]: the table as its seat sees it, with everything
//! hidden from the seat drawn afresh), sends each candidate command in the
//! same worlds, plays every world on to the end with greedy bots at all
//! seats, and keeps the command whose worlds ended with the best margin over
//! the best other seat. Candidates are narrowed by sequential halving; the
//! greedy bot's own pick always stays in the field and wins ties, so the
//! search only departs from the greedy play when the playouts say it pays.
//!
//! The budget is a number of playouts (the search's nodes: one per world and
//! candidate), and optionally a time limit. With playouts only, the same seed
//! gives the same choices in the same positions.

use std::time::{Duration, Instant};

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Game, Seat};

use crate::lookahead::scores_after;
use crate::{Bot, GreedyBot, Observation};

/// How much a searching bot may think per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Playouts per decision (each plays one imagined world to the end).
    pub playouts: u32,
    /// A wall-clock limit per decision; `None` to think by playouts only
    /// (then the bot is deterministic for its seed).
    pub time: Option<Duration>,
}

impl Budget {
    /// The budget of a hard bot at the table: at most 1 s a decision.
    pub const TABLE: Budget = Budget {
        playouts: 4000,
        time: Some(Duration::from_secs(1)),
    };

    /// `playouts` per decision and no time limit.
    pub fn playouts(playouts: u32) -> Budget {
        Budget {
            playouts,
            time: None,
        }
    }

    /// At most `ms` milliseconds per decision (and at most 100,000 playouts).
    pub fn millis(ms: u64) -> Budget {
        Budget {
            playouts: 100_000,
            time: Some(Duration::from_millis(ms)),
        }
    }
}

/// Margin in Fame that the greedy bot's own pick is credited with, so that a
/// command must do clearly better in the playouts to replace it.
const GREEDY_EDGE: f64 = 0.5;

/// What the search counts, for measuring it.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchStats {
    /// Decisions searched (those with more than one candidate).
    pub searches: u64,
    pub playouts: u64,
    /// Searched decisions where the search sent something other than the
    /// greedy bot's pick.
    pub departures: u64,
    /// Wall-clock time spent searching.
    pub thinking: Duration,
}

pub struct SearchBot {
    greedy: GreedyBot,
    rng: ChaCha8Rng,
    budget: Budget,
    stats: SearchStats,
}

impl SearchBot {
    pub fn new(seed: u64, budget: Budget) -> SearchBot {
        SearchBot {
            // It keeps the Assignment cards given, so the search never
            // weighs taking one back and cannot go round in circles.
            greedy: GreedyBot::keeping_assignments(seed),
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5ea2_c4b0),
            budget: Budget {
                playouts: budget.playouts.max(1),
                ..budget
            },
            stats: SearchStats::default(),
        }
    }

    pub fn stats(&self) -> SearchStats {
        self.stats
    }
}

/// One candidate command and the margins its playouts ended with, one per
/// world in the order the worlds were drawn (every arm still in the field
/// was played in the same worlds).
struct Arm {
    cmd: Command,
    results: Vec<f64>,
    greedy: bool,
}

impl Arm {
    /// The mean margin over the first `worlds` worlds, the greedy pick's
    /// with its edge.
    fn value(&self, worlds: usize) -> f64 {
        let n = worlds.min(self.results.len());
        if n == 0 {
            return f64::MIN;
        }
        let mean = self.results[..n].iter().sum::<f64>() / n as f64;
        mean + if self.greedy { GREEDY_EDGE } else { 0.0 }
    }
}

impl Bot for SearchBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        // The greedy bot sees every decision, so its turn plan stays current.
        let greedy = self.greedy.choose(obs);
        let Some(game) = obs.game else {
            return greedy;
        };
        // The greedy pick first: it is tried in every world.
        let mut field: Vec<Arm> = std::iter::once(&greedy)
            .chain(
                obs.legal()
                    .iter()
                    .filter(|c| **c != greedy && !crate::lookahead::undoes(c)),
            )
            .map(|c| Arm {
                cmd: c.clone(),
                results: Vec::new(),
                greedy: *c == greedy,
            })
            .collect();
        if field.len() < 2 {
            return greedy;
        }
        let mut search = Search {
            seat: obs.seat(),
            started: Instant::now(),
            budget: self.budget,
            spent: 0,
        };
        // Sequential halving: every arm of the field in the same new worlds,
        // then the better half (and the greedy pick) go on. The first round
        // plays one world, which also tells how many playouts the time
        // allows.
        let mut k = 1;
        let mut per_round = 0;
        loop {
            let Some(worlds) = (0..k)
                .map(|_| {
                    let seed = self.rng.next_u64();
                    game.imagined_world(search.seat, seed).map(|w| (w, seed))
                })
                .collect::<Option<Vec<(Game, u64)>>>()
            else {
                return greedy;
            };
            if !search.round(&mut field, &worlds) || field.len() <= 2 {
                break;
            }
            let common = field.iter().map(|a| a.results.len()).min().unwrap_or(0);
            field.sort_by(|a, b| b.value(common).total_cmp(&a.value(common)));
            let keep = field.len() / 2;
            let greedy_arm = field.iter().position(|a| a.greedy).filter(|&i| i >= keep);
            let kept_greedy = greedy_arm.map(|i| field.swap_remove(i));
            field.truncate(keep);
            field.extend(kept_greedy);
            if field.len() == 1 {
                break;
            }
            if per_round == 0 {
                let rounds = usize::BITS - (field.len() - 1).leading_zeros();
                per_round = search.playouts_left() / rounds.max(1) as usize;
            }
            k = (per_round / field.len()).max(1);
        }
        if field.len() == 2 {
            // The last two share what is left.
            let target = field[0].results.len() + (search.playouts_left() / 2).max(1);
            while field[0].results.len() < target {
                let seed = self.rng.next_u64();
                let Some(w) = game.imagined_world(search.seat, seed) else {
                    break;
                };
                if !search.round(&mut field, &[(w, seed)]) {
                    break;
                }
            }
        }
        let spent = search.spent;
        self.stats.thinking += search.started.elapsed();
        self.stats.searches += 1;
        self.stats.playouts += spent;
        // Compared on the worlds every arm left was played in.
        let common = field.iter().map(|a| a.results.len()).min().unwrap_or(0);
        let best = field
            .iter()
            .max_by(|a, b| a.value(common).total_cmp(&b.value(common)))
            .filter(|_| common > 0);
        match best {
            Some(arm) if !arm.greedy => {
                self.stats.departures += 1;
                arm.cmd.clone()
            }
            _ => greedy,
        }
    }
}

/// One decision's search: the position and what it has spent.
struct Search {
    seat: Seat,
    started: Instant,
    budget: Budget,
    spent: u64,
}

impl Search {
    fn out_of_budget(&self) -> bool {
        let timed_out = self
            .budget
            .time
            .is_some_and(|t| self.started.elapsed() >= t);
        timed_out || self.spent >= u64::from(self.budget.playouts)
    }

    /// The playouts the budget still allows: by count, and by the time left
    /// at the pace so far.
    fn playouts_left(&self) -> usize {
        let by_count = u64::from(self.budget.playouts).saturating_sub(self.spent);
        let by_time = self.budget.time.map_or(u64::MAX, |t| {
            let used = self.started.elapsed();
            let each = used.as_secs_f64() / self.spent.max(1) as f64;
            (t.saturating_sub(used).as_secs_f64() / each.max(1e-9)) as u64
        });
        by_count.min(by_time) as usize
    }

    /// Plays every arm of `field` in `worlds`, world by world; `false` once
    /// the budget is spent (a world every arm was not played in counts for
    /// none: `Arm::value` compares on the common worlds).
    fn round(&mut self, field: &mut [Arm], worlds: &[(Game, u64)]) -> bool {
        for (w, seed) in worlds {
            for arm in field.iter_mut() {
                if self.out_of_budget() {
                    return false;
                }
                arm.results
                    .push(margin_after(w.clone(), self.seat, &arm.cmd, *seed));
                self.spent += 1;
            }
        }
        true
    }
}

/// The seat's final Fame minus the best other seat's after sending `cmd` in
/// `world` and playing on with greedy bots; very low when the world refuses
/// `cmd` or cannot be played to the end.
fn margin_after(world: Game, seat: Seat, cmd: &Command, seed: u64) -> f64 {
    scores_after(world, seat, cmd, seed)
        .map_or(-1e6, |(mine, theirs)| f64::from(mine) - f64::from(theirs))
}
