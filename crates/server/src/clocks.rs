//! Time controls: a "live" clock (time per player for the whole game, plus an
//! increment after each of their moves) or a "correspondence" one (time per
//! decision). A seat's clock runs while the game waits for it and a person
//! plays it; several run at once in simultaneous phases. The game task keeps
//! [`Clocks`], saves them after each command so they survive a restart, and
//! wakes at the next deadline; what happens then is the table's choice
//! (a stand-in bot, or a forfeit).
//!
//! Time comes from a [`Clock`], so tests move it by hand instead of sleeping.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use tokio::sync::watch;

use crate::engine::Seat;
use crate::protocol::{ClockOptions, SeatClock};

/// Wall time for clocks and presence, in Unix milliseconds.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> u64;
    /// Completes once `now_ms() >= at_ms`.
    fn until(&self, at_ms: u64) -> Pin<Box<dyn Future<Output = ()> + Send>>;
}

/// A [`Clock`] to share (the system's by default; tests put a [`ManualClock`]).
#[derive(Clone)]
pub struct SharedClock(pub Arc<dyn Clock>);

impl Default for SharedClock {
    fn default() -> Self {
        SharedClock(Arc::new(SystemClock))
    }
}

impl std::fmt::Debug for SharedClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "clock at {}", self.0.now_ms())
    }
}

impl std::ops::Deref for SharedClock {
    type Target = dyn Clock;
    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

/// The system's clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }

    fn until(&self, at_ms: u64) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        let wait = at_ms.saturating_sub(self.now_ms());
        Box::pin(tokio::time::sleep(Duration::from_millis(wait)))
    }
}

/// A clock tests move by hand.
pub struct ManualClock {
    now: AtomicU64,
    moved: watch::Sender<u64>,
}

impl ManualClock {
    pub fn new(start_ms: u64) -> Arc<ManualClock> {
        Arc::new(ManualClock {
            now: AtomicU64::new(start_ms),
            moved: watch::channel(start_ms).0,
        })
    }

    /// Moves time on; everything waiting for a moment up to then wakes.
    pub fn advance(&self, by: Duration) {
        let now =
            self.now.fetch_add(by.as_millis() as u64, Ordering::SeqCst) + by.as_millis() as u64;
        self.moved.send_replace(now);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }

    fn until(&self, at_ms: u64) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        let mut rx = self.moved.subscribe();
        Box::pin(async move {
            while *rx.borrow_and_update() < at_ms {
                if rx.changed().await.is_err() {
                    return std::future::pending().await;
                }
            }
        })
    }
}

/// Every seat's clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub options: ClockOptions,
    /// Per seat: time left when its clock last stopped (or started).
    left_ms: Vec<u64>,
    /// Per seat: since when its clock runs.
    running_since: Vec<Option<u64>>,
}

impl Clocks {
    pub fn new(options: ClockOptions, players: u8) -> Clocks {
        let start = match options {
            ClockOptions::Live { initial_secs, .. } => u64::from(initial_secs) * 1000,
            ClockOptions::Correspondence { per_move_secs, .. } => u64::from(per_move_secs) * 1000,
        };
        Clocks {
            options,
            left_ms: vec![start; usize::from(players)],
            running_since: vec![None; usize::from(players)],
        }
    }

    /// The game now waits for the seats `runs` says (those waited for and
    /// played by a person): clocks that no longer run stop, charged with the
    /// time they ran; `moved` (the seat that just moved) gets the live
    /// increment; clocks that start run from `now` (a correspondence clock
    /// starts again from its full time for each decision).
    pub fn update(&mut self, now: u64, runs: impl Fn(Seat) -> bool, moved: Option<Seat>) {
        for i in 0..self.left_ms.len() {
            let seat = Seat(i as u8);
            let run = runs(seat);
            if let Some(since) = self.running_since[i] {
                if !run || moved == Some(seat) {
                    self.left_ms[i] = self.left_ms[i].saturating_sub(now.saturating_sub(since));
                    self.running_since[i] = None;
                }
            }
            if moved == Some(seat) {
                if let ClockOptions::Live { increment_secs, .. } = self.options {
                    self.left_ms[i] += u64::from(increment_secs) * 1000;
                }
            }
            if run && self.running_since[i].is_none() {
                if let ClockOptions::Correspondence { per_move_secs, .. } = self.options {
                    self.left_ms[i] = u64::from(per_move_secs) * 1000;
                }
                self.running_since[i] = Some(now);
            }
        }
    }

    /// The first moment a running clock runs out, and whose.
    pub fn next_deadline(&self) -> Option<(u64, Seat)> {
        (0..self.left_ms.len())
            .filter_map(|i| self.running_since[i].map(|s| (s + self.left_ms[i], Seat(i as u8))))
            .min()
    }

    /// The seats whose time is out at `now`: their clocks stop at 0.
    pub fn expire(&mut self, now: u64) -> Vec<Seat> {
        let mut out = Vec::new();
        for i in 0..self.left_ms.len() {
            if let Some(since) = self.running_since[i] {
                if since + self.left_ms[i] <= now {
                    self.left_ms[i] = 0;
                    self.running_since[i] = None;
                    out.push(Seat(i as u8));
                }
            }
        }
        out
    }

    pub fn seat(&self, seat: Seat) -> SeatClock {
        SeatClock {
            left_ms: self.left_ms[seat.index()],
            running_since: self.running_since[seat.index()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live() -> Clocks {
        Clocks::new(
            ClockOptions::Live {
                initial_secs: 60,
                increment_secs: 5,
                on_timeout: None,
            },
            2,
        )
    }

    #[test]
    fn a_live_clock_runs_while_waited_for_and_gains_the_increment() {
        let mut c = live();
        c.update(1_000, |s| s == Seat(0), None);
        assert_eq!(c.next_deadline(), Some((61_000, Seat(0))));
        // Seat 0 moves after 10 s; now seat 1 is waited for.
        c.update(11_000, |s| s == Seat(1), Some(Seat(0)));
        assert_eq!(c.seat(Seat(0)).left_ms, 55_000);
        assert_eq!(c.seat(Seat(0)).running_since, None);
        assert_eq!(c.seat(Seat(1)).running_since, Some(11_000));
        // A seat that moves and is waited for again (several Actions) gains
        // its increment and runs on.
        c.update(12_000, |s| s == Seat(1), Some(Seat(1)));
        assert_eq!(c.seat(Seat(1)).left_ms, 64_000);
        assert_eq!(c.seat(Seat(1)).running_since, Some(12_000));
    }

    #[test]
    fn simultaneous_phases_run_every_waited_clock_and_time_runs_out() {
        let mut c = live();
        c.update(0, |_| true, None);
        assert_eq!(c.expire(59_999), vec![]);
        assert_eq!(c.expire(60_000), vec![Seat(0), Seat(1)]);
        assert_eq!(c.seat(Seat(1)).left_ms, 0);
        assert_eq!(c.next_deadline(), None);
    }

    #[test]
    fn a_correspondence_clock_gives_each_decision_its_full_time() {
        let mut c = Clocks::new(
            ClockOptions::Correspondence {
                per_move_secs: 3_600,
                on_timeout: None,
            },
            2,
        );
        c.update(0, |s| s == Seat(0), None);
        c.update(3_000_000, |s| s == Seat(1), Some(Seat(0)));
        c.update(3_100_000, |s| s == Seat(0), Some(Seat(1)));
        assert_eq!(c.next_deadline(), Some((3_100_000 + 3_600_000, Seat(0))));
    }

    #[tokio::test]
    async fn a_manual_clock_wakes_what_waits_without_sleeping() {
        let clock = ManualClock::new(1_000);
        let waiting = clock.until(5_000);
        clock.advance(Duration::from_secs(1));
        let early = tokio::time::timeout(Duration::from_millis(20), clock.until(5_000)).await;
        assert!(early.is_err(), "not yet");
        clock.advance(Duration::from_secs(3));
        tokio::time::timeout(Duration::from_secs(1), waiting)
            .await
            .expect("woken");
    }
}
