//! A game's lease as its task holds it, on a node of a cluster (see
//! `cluster`): the task's appends carry the lease's epoch, which the database
//! checks; the node renews the lease with its others and tells the task how
//! that went; the task renews it itself when that news is late, and stops as
//! soon as it learns that another node took the game over.

use std::sync::Arc;

use tokio::sync::watch;

use crate::cluster::{Lease, Renewal};
use crate::metrics::Metrics;
use crate::store::GameStore;

/// A lease the game task holds.
pub(super) struct HeldLease {
    pub(super) lease: Lease,
    /// Until when the last successful renewal (or the grant) holds for sure.
    pub(super) valid_until: tokio::time::Instant,
    /// Set once another node has it: the task stops and must not release it.
    lost: bool,
}

impl HeldLease {
    pub(super) fn new(lease: Lease) -> HeldLease {
        HeldLease {
            valid_until: lease.granted_at + lease.ttl,
            lease,
            lost: false,
        }
    }

    /// Whether the last renewal is too old to be sure of the lease.
    pub(super) fn expired(&self) -> bool {
        tokio::time::Instant::now() >= self.valid_until
    }

    /// Takes in the node's news of the lease; false when the task must stop.
    pub(super) fn renewed(&mut self, renewal: Renewal, metrics: &Metrics) -> bool {
        match renewal {
            Renewal::Until(until) => {
                self.valid_until = self.valid_until.max(until);
                true
            }
            Renewal::Lost => {
                self.lost = true;
                metrics.lease_lost();
                tracing::warn!(
                    epoch = self.lease.epoch,
                    "another node took this game over; stopping here"
                );
                false
            }
        }
    }

    /// Renews the lease of game `id` itself, when the node's renewals did not
    /// come in time; false when the task must stop: another node took the
    /// game over, or the database cannot say.
    pub(super) async fn renew(
        &mut self,
        store: &dyn GameStore,
        id: &str,
        metrics: &Metrics,
    ) -> bool {
        let started = tokio::time::Instant::now();
        let l = &self.lease;
        match store.renew_lease(id, &l.node, l.epoch, l.ttl).await {
            Ok(true) => {
                self.valid_until = started + self.lease.ttl;
                true
            }
            Ok(false) => self.renewed(Renewal::Lost, metrics),
            Err(e) => {
                tracing::error!(error = %e, "lease not renewed before it ran out; stopping here");
                false
            }
        }
    }

    /// Gives the lease of game `id` up as the task stops, unless another
    /// node has it.
    pub(super) async fn release(&self, store: &dyn GameStore, id: &str) {
        if self.lost {
            return;
        }
        let l = &self.lease;
        if let Err(e) = store.release_lease(id, &l.node, l.epoch).await {
            tracing::warn!(error = %e, "lease not released; it runs out by itself");
        }
    }
}

/// The next news of the lease; `Lost` if the node no longer renews it.
pub(super) async fn lease_news(renewals: Option<&mut watch::Receiver<Renewal>>) -> Renewal {
    let Some(rx) = renewals else {
        return std::future::pending().await;
    };
    match rx.changed().await {
        Ok(()) => *rx.borrow_and_update(),
        Err(_) => Renewal::Lost,
    }
}

/// Counts a game whose lease this node holds, while its task runs.
pub(super) struct OwnedGame(Arc<Metrics>);

impl OwnedGame {
    pub(super) fn new(metrics: Arc<Metrics>) -> Self {
        metrics.lease_held(true);
        OwnedGame(metrics)
    }
}

impl Drop for OwnedGame {
    fn drop(&mut self) {
        self.0.lease_held(false);
    }
}
