//! The weighted ("purposeful") random bot: a random legal command, each
//! weighted by how much it moves the seat's show forward. Progress (Prepare,
//! Set Up, Perform) is likely, learning and buying less so, and returning
//! Tricks or Components is never chosen while anything else is legal. Games
//! played this way reach the Theater and the Performances far more often than
//! uniform ones, which return something at almost every decision; the rules
//! tests and the CLI's `--policy weighted` use it.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::{Command, Location, Slot};

use crate::{Bot, Observation};

/// How much a purposeful player likes a command (0: only when nothing else is legal).
pub fn weight(cmd: &Command) -> u32 {
    match cmd {
        Command::ReturnTrick { .. } | Command::ReturnComponents { .. } => 0,
        Command::Prepare { .. }
        | Command::SetUpTrick { .. }
        | Command::SetUpPiled { .. }
        | Command::SetUpGuest { .. }
        | Command::Perform { .. }
        | Command::Possess { .. } => 40,
        Command::LearnTrick { .. }
        | Command::LearnPower { .. }
        | Command::Buy { .. }
        | Command::Hire { .. } => 10,
        Command::Assign {
            location: Location::Theater | Location::Workshop,
            ..
        }
        | Command::AssignSpecial { .. } => 8,
        // A Magician on a Performance slot is what makes a Performance happen.
        Command::Place {
            slot: Slot::Performance(_),
            ..
        } => 40,
        Command::Place { .. } | Command::Reschedule { .. } => 4,
        Command::LeaveIdle { .. } | Command::Unassign { .. } | Command::DeclinePerformance => 1,
        _ => 3,
    }
}

/// Picks one of `legal` (not empty) with probability proportional to its
/// [`weight`]; `below(n)` draws uniformly from `0..n`. When every weight is 0,
/// a uniform pick.
pub fn pick_weighted<'a>(
    legal: &'a [Command],
    below: &mut dyn FnMut(usize) -> usize,
) -> &'a Command {
    let total: u32 = legal.iter().map(weight).sum();
    if total == 0 {
        return &legal[below(legal.len())];
    }
    let mut x = below(total as usize) as u32;
    for c in legal {
        let w = weight(c);
        if x < w {
            return c;
        }
        x -= w;
    }
    unreachable!("x is below the total weight")
}

/// A bot that plays [`pick_weighted`] from a seeded stream.
pub struct WeightedBot {
    rng: ChaCha8Rng,
}

impl WeightedBot {
    pub fn new(seed: u64) -> WeightedBot {
        WeightedBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for WeightedBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        let rng = &mut self.rng;
        pick_weighted(obs.legal(), &mut |n| (rng.next_u64() % n as u64) as usize).clone()
    }
}
