//! Seeded randomness. Each random event draws from its own ChaCha stream
//! (`seed`, `draws`), so `decide` stays pure and replays are exact.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use serde::{Deserialize, Serialize};

/// Deterministic randomness: each random draw uses its own ChaCha stream.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngState {
    pub seed: u64,
    pub draws: u64,
}

pub(crate) struct Draw(ChaCha8Rng);

impl RngState {
    /// The stream for the next random event (applying that event bumps `draws`).
    pub(crate) fn next_stream(&self) -> Draw {
        let mut r = ChaCha8Rng::seed_from_u64(self.seed);
        r.set_stream(self.draws);
        Draw(r)
    }
}

impl Draw {
    /// Uniform in `0..n` (n > 0), by rejection so no value is favoured.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let v = self.0.next_u64();
            if v < zone {
                return (v % n) as usize;
            }
        }
    }

    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}
