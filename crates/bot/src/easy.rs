//! The easy player: the greedy bot with noise. At each decision it asks the
//! greedy bot, then, one time in three, sends a purposeful random command
//! instead ([`crate::weighted`]: progress likely, giving back never while
//! anything else is legal). It plays the same game as the greedy bot, only
//! worse, so a newcomer meets the same kind of opponent.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trickerion_rules::Command;

use crate::weighted::pick_weighted;
use crate::{Bot, GreedyBot, Observation};

/// One decision in `NOISE_IN` is a random one.
const NOISE_IN: u64 = 3;

pub struct EasyBot {
    greedy: GreedyBot,
    rng: ChaCha8Rng,
}

impl EasyBot {
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            greedy: GreedyBot::new(seed),
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0xea5e),
        }
    }
}

impl Bot for EasyBot {
    fn choose(&mut self, obs: &Observation<'_>) -> Command {
        // The greedy bot sees every decision, so its turn plan stays current.
        let greedy = self.greedy.choose(obs);
        if !self.rng.next_u64().is_multiple_of(NOISE_IN) {
            return greedy;
        }
        let rng = &mut self.rng;
        pick_weighted(obs.legal(), &mut |n| (rng.next_u64() % n as u64) as usize).clone()
    }
}
