//! The random bot: a uniform choice among the legal commands, from a seeded
//! ChaCha stream, so the same seed replays the same game.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::Command;

use crate::{Bot, Observation};

pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        let legal = obs.legal();
        legal[(self.rng.next_u64() % legal.len() as u64) as usize].clone()
    }
}
