//! Latency bookkeeping. A command's send time is known to its seat's client;
//! its `update` reaches the other seats' clients, possibly before the sender
//! gets its `ack` (which names the version the command produced). So each
//! game keeps the send time of every acknowledged version and the arrival
//! times that came before it, and pairs them whichever comes last.

use std::collections::HashMap;
use std::time::Instant;

use crate::{GameResult, Latency};

/// One game's timings, shared by its seats' clients.
#[derive(Default)]
pub struct GameTimes {
    pub game_id: String,
    pub acks: u64,
    pub rejected: u64,
    pub max_version: u64,
    /// Commands sent before this are played but not measured (the warm-up:
    /// setting up many games at once is not steady play).
    measure_from: Option<Instant>,
    /// Acknowledged commands sent inside the measuring window.
    pub measured_acks: u64,
    /// Version produced by an acknowledged command -> (sender seat, send time).
    sent: HashMap<u64, (u8, Instant)>,
    /// Updates seen before the ack of the command that produced them.
    early: HashMap<u64, Vec<(u8, Instant)>>,
    /// Microseconds.
    ack: Vec<u32>,
    broadcast: Vec<u32>,
}

fn micros(from: Instant, to: Instant) -> u32 {
    u32::try_from(to.saturating_duration_since(from).as_micros()).unwrap_or(u32::MAX)
}

impl GameTimes {
    /// Timings that leave out commands sent before `from`.
    pub fn measured_from(from: Option<Instant>) -> GameTimes {
        GameTimes {
            measure_from: from,
            ..GameTimes::default()
        }
    }

    /// `seat`'s command sent at `sent` was acknowledged now as `version`.
    pub fn acked(&mut self, seat: u8, version: u64, sent: Instant, now: Instant) {
        self.acks += 1;
        self.max_version = self.max_version.max(version);
        let early = self.early.remove(&version).unwrap_or_default();
        if self.measured(sent) {
            self.measured_acks += 1;
            self.ack.push(micros(sent, now));
            for (other, at) in early {
                if other != seat {
                    self.broadcast.push(micros(sent, at));
                }
            }
        }
        self.sent.insert(version, (seat, sent));
    }

    fn measured(&self, sent: Instant) -> bool {
        self.measure_from.is_none_or(|from| sent >= from)
    }

    /// `seat` received the `update` to `version` at `at`.
    pub fn received(&mut self, seat: u8, version: u64, at: Instant) {
        self.max_version = self.max_version.max(version);
        match self.sent.get(&version) {
            Some(&(sender, sent)) => {
                if sender != seat && self.measured(sent) {
                    self.broadcast.push(micros(sent, at));
                }
            }
            None => self.early.entry(version).or_default().push((seat, at)),
        }
    }

    pub fn rejected(&mut self) {
        self.rejected += 1;
    }
}

/// Everything measured in a run.
#[derive(Default)]
pub struct Samples {
    pub acks: u64,
    pub measured_acks: u64,
    pub rejected: u64,
    pub finished: usize,
    pub ack: Vec<u32>,
    pub broadcast: Vec<u32>,
    pub games: Vec<GameResult>,
}

impl Samples {
    /// Takes a game's timings.
    pub fn absorb(&mut self, game: &mut GameTimes) {
        self.acks += game.acks;
        self.measured_acks += game.measured_acks;
        self.rejected += game.rejected;
        self.ack.append(&mut game.ack);
        self.broadcast.append(&mut game.broadcast);
        game.sent.clear();
        game.early.clear();
    }
}

/// Percentiles of microsecond samples, in milliseconds (nearest rank).
pub fn latency(mut samples: Vec<u32>) -> Latency {
    if samples.is_empty() {
        return Latency::default();
    }
    samples.sort_unstable();
    let n = samples.len();
    let rank = |p: f64| samples[((p * n as f64).ceil() as usize).clamp(1, n) - 1];
    let ms = |us: u32| f64::from(us) / 1000.0;
    Latency {
        samples: n,
        p50_ms: ms(rank(0.50)),
        p99_ms: ms(rank(0.99)),
        max_ms: ms(samples[n - 1]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn pairs_updates_with_acks_in_either_order() {
        let t0 = Instant::now();
        let mut g = GameTimes::default();
        // Seat 1 sees version 1 before seat 0's ack.
        g.received(1, 1, t0 + Duration::from_millis(3));
        g.acked(0, 1, t0, t0 + Duration::from_millis(5));
        g.received(0, 1, t0 + Duration::from_millis(6));
        g.received(2, 1, t0 + Duration::from_millis(7));
        assert_eq!(g.ack, [5000]);
        assert_eq!(g.broadcast, [3000, 7000]);
    }

    #[test]
    fn warm_up_commands_are_played_but_not_measured() {
        let t0 = Instant::now();
        let mut g = GameTimes::measured_from(Some(t0 + Duration::from_millis(10)));
        // Version 1 was sent during the warm-up, version 2 after it.
        g.received(1, 1, t0 + Duration::from_millis(2));
        g.acked(0, 1, t0, t0 + Duration::from_millis(4));
        g.received(1, 2, t0 + Duration::from_millis(13));
        g.acked(
            0,
            2,
            t0 + Duration::from_millis(11),
            t0 + Duration::from_millis(12),
        );
        assert_eq!((g.acks, g.measured_acks), (2, 1));
        assert_eq!(g.ack, [1000]);
        assert_eq!(g.broadcast, [2000]);
    }

    #[test]
    fn percentiles_by_nearest_rank() {
        let l = latency((1..=100).map(|ms| ms * 1000).collect());
        assert_eq!((l.p50_ms, l.p99_ms, l.max_ms), (50.0, 99.0, 100.0));
        assert_eq!(latency(Vec::new()).samples, 0);
    }
}
