//! Failing fast while the database is down. Without this every request
//! waits the pool's whole acquire timeout (5 s) during an outage, and the
//! game tasks pile up behind their stores. [`GuardedStore`] wraps the store:
//! once a call fails in a way that says the database is unreachable, the
//! following calls fail at once with [`StoreError::Down`] ("nothing was
//! changed"); after `retry`, one call is let through to try again, and when
//! it succeeds everything flows again (a circuit breaker).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use tokio::time::Instant;

use crate::engine::Seat;
use crate::store::{
    GameStore, LeaseGrant, LeaseStore, LogEntry, NewGame, StoreError, StoredGame, StoredSeat,
    TableWrite,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Up,
    /// Down; calls fail at once until `until`, then one call probes.
    Down {
        until: Instant,
    },
    /// One call is trying the database; the others fail at once.
    Probing,
}

/// The breaker's state, shared by every call.
pub struct Breaker {
    state: Mutex<State>,
    retry: Duration,
}

/// A call let through. A probe dropped before it finished (its request was
/// cancelled) lets the next call probe.
struct Pass<'a> {
    breaker: &'a Breaker,
    probe: bool,
    done: bool,
}

impl Breaker {
    pub fn new(retry: Duration) -> Breaker {
        Breaker {
            state: Mutex::new(State::Up),
            retry,
        }
    }

    pub fn is_down(&self) -> bool {
        *self.state.lock().expect("not poisoned") != State::Up
    }

    fn enter(&self) -> Result<Pass<'_>, StoreError> {
        let mut state = self.state.lock().expect("not poisoned");
        match *state {
            State::Up => Ok(Pass {
                breaker: self,
                probe: false,
                done: false,
            }),
            State::Down { until } if Instant::now() >= until => {
                *state = State::Probing;
                Ok(Pass {
                    breaker: self,
                    probe: true,
                    done: false,
                })
            }
            State::Down { .. } | State::Probing => Err(StoreError::Down),
        }
    }

    fn record(&self, failed: bool) {
        let mut state = self.state.lock().expect("not poisoned");
        let was_up = *state == State::Up;
        *state = if failed {
            State::Down {
                until: Instant::now() + self.retry,
            }
        } else {
            State::Up
        };
        if failed && was_up {
            tracing::error!(
                retry_ms = self.retry.as_millis() as u64,
                "the database is down; failing fast"
            );
        } else if !failed && !was_up {
            tracing::warn!("the database answers again");
        }
    }
}

impl Pass<'_> {
    fn finish(mut self, failed: bool) {
        self.done = true;
        self.breaker.record(failed);
    }
}

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        if self.probe && !self.done {
            let mut state = self.breaker.state.lock().expect("not poisoned");
            if *state == State::Probing {
                *state = State::Down {
                    until: Instant::now(),
                };
            }
        }
    }
}

/// A store behind a [`Breaker`].
pub struct GuardedStore {
    inner: Arc<dyn GameStore>,
    breaker: Arc<Breaker>,
}

impl GuardedStore {
    pub fn new(inner: Arc<dyn GameStore>, breaker: Arc<Breaker>) -> GuardedStore {
        GuardedStore { inner, breaker }
    }

    async fn call<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        F: std::future::Future<Output = Result<T, StoreError>>,
    {
        let pass = self.breaker.enter()?;
        let result = f.await;
        pass.finish(result.as_ref().err().is_some_and(StoreError::is_outage));
        result
    }

    /// [`GuardedStore::call`] for a batch of `entries` writes, each with its
    /// own answer: an outage in any of them counts.
    async fn call_batch<F>(&self, entries: usize, f: F) -> Vec<Result<(), StoreError>>
    where
        F: std::future::Future<Output = Vec<Result<(), StoreError>>>,
    {
        let pass = match self.breaker.enter() {
            Ok(pass) => pass,
            Err(e) => return vec![Err(e); entries],
        };
        let results = f.await;
        pass.finish(
            results
                .iter()
                .any(|r| r.as_ref().err().is_some_and(StoreError::is_outage)),
        );
        results
    }
}

#[async_trait]
impl GameStore for GuardedStore {
    async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        self.call(self.inner.create_game(game)).await
    }
    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.call(self.inner.load_game(id)).await
    }
    async fn claim_seat(&self, id: &str, seat: &StoredSeat) -> Result<(), StoreError> {
        self.call(self.inner.claim_seat(id, seat)).await
    }
    async fn move_seat(&self, id: &str, from: Seat, to: Seat) -> Result<(), StoreError> {
        self.call(self.inner.move_seat(id, from, to)).await
    }
    async fn release_seat(&self, id: &str, seat: Seat) -> Result<(), StoreError> {
        self.call(self.inner.release_seat(id, seat)).await
    }
    async fn start_game(&self, id: &str) -> Result<(), StoreError> {
        self.call(self.inner.start_game(id)).await
    }
    async fn append_command(&self, id: &str, entry: &LogEntry) -> Result<(), StoreError> {
        self.call(self.inner.append_command(id, entry)).await
    }
    async fn append_batch(&self, batch: &[(&str, &LogEntry)]) -> Vec<Result<(), StoreError>> {
        self.call_batch(batch.len(), self.inner.append_batch(batch))
            .await
    }
    async fn ping(&self) -> Result<(), StoreError> {
        self.call(self.inner.ping()).await
    }
    async fn close(&self) {
        self.inner.close().await;
    }
    fn backend(&self) -> &'static str {
        self.inner.backend()
    }
}

#[async_trait]
impl LeaseStore for GuardedStore {
    async fn append_fenced(&self, batch: &[(&str, &LogEntry, u64)]) -> Vec<Result<(), StoreError>> {
        self.call_batch(batch.len(), self.inner.append_fenced(batch))
            .await
    }
    async fn write_table_fenced(
        &self,
        id: &str,
        epoch: u64,
        write: TableWrite<'_>,
    ) -> Result<(), StoreError> {
        self.call(self.inner.write_table_fenced(id, epoch, write))
            .await
    }
    async fn acquire_lease(
        &self,
        id: &str,
        node: &str,
        ttl: Duration,
    ) -> Result<LeaseGrant, StoreError> {
        self.call(self.inner.acquire_lease(id, node, ttl)).await
    }
    async fn renew_lease(
        &self,
        id: &str,
        node: &str,
        epoch: u64,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        self.call(self.inner.renew_lease(id, node, epoch, ttl))
            .await
    }
    async fn renew_leases(
        &self,
        node: &str,
        leases: &[(String, u64)],
        ttl: Duration,
    ) -> Result<Vec<String>, StoreError> {
        self.call(self.inner.renew_leases(node, leases, ttl)).await
    }
    async fn release_lease(&self, id: &str, node: &str, epoch: u64) -> Result<(), StoreError> {
        self.call(self.inner.release_lease(id, node, epoch)).await
    }
    async fn orphaned_games(&self) -> Result<Vec<String>, StoreError> {
        self.call(self.inner.orphaned_games()).await
    }
}

crate::delegate_table_store!(GuardedStore, inner, call);

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn fails_fast_then_probes_once() {
        let b = Breaker::new(Duration::from_secs(1));
        b.enter().unwrap().finish(true);
        assert!(matches!(b.enter(), Err(StoreError::Down)));
        tokio::time::advance(Duration::from_millis(1100)).await;
        let probe = b.enter().unwrap();
        assert!(
            matches!(b.enter(), Err(StoreError::Down)),
            "one probe at a time"
        );
        probe.finish(false);
        assert!(!b.is_down());
        b.enter().unwrap().finish(false);
    }

    #[tokio::test(start_paused = true)]
    async fn a_cancelled_probe_lets_the_next_call_probe() {
        let b = Breaker::new(Duration::from_secs(1));
        b.enter().unwrap().finish(true);
        tokio::time::advance(Duration::from_secs(2)).await;
        drop(b.enter().unwrap());
        assert!(b.enter().is_ok());
    }
}
