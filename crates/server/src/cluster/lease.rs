//! Leases as this node holds them: one per game it runs, renewed all at once
//! by one statement per period, each game task told how its renewal went.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use super::Cluster;
use crate::store::GameStore;

/// A lease granted to this node: what its game task needs to fence its
/// appends, and to learn how the node's renewals of it go.
#[derive(Clone, Debug)]
pub struct Lease {
    pub node: Arc<str>,
    pub epoch: u64,
    pub ttl: Duration,
    /// When it was asked for: it holds for `ttl` from here at least.
    pub granted_at: Instant,
    /// What the node's renewals say (see `renew_leases`).
    pub renewals: watch::Receiver<Renewal>,
    /// Renewed while some clone of it lives.
    pub(super) _held: Arc<HeldEntry>,
}

/// The outcome of the last renewal of a lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Renewal {
    /// It holds until then at least.
    Until(Instant),
    /// Another node has it now.
    Lost,
}

/// The leases this node holds, by game: their epoch and where to tell how
/// their renewals go. Renewed all at once, by one statement per period.
pub(super) type HeldLeases = Arc<Mutex<HashMap<String, (u64, watch::Sender<Renewal>)>>>;

/// Takes a lease off the renewals when its last clone goes.
#[derive(Debug)]
pub(super) struct HeldEntry {
    pub(super) held: HeldLeases,
    pub(super) game: String,
    pub(super) epoch: u64,
}

impl Drop for HeldEntry {
    fn drop(&mut self) {
        let mut held = self.held.lock().expect("not poisoned");
        if held.get(&self.game).is_some_and(|(e, _)| *e == self.epoch) {
            held.remove(&self.game);
        }
    }
}

/// Every `LEASE_RENEW_MS`, renews every lease this node holds with one
/// statement, and tells each game task how it went: renewed until when, or
/// lost (the task then stops). A renewal that fails (the database is down)
/// tells nothing; the tasks stop when their leases run out unrenewed.
pub(super) async fn renew_leases(
    cluster: Arc<Cluster>,
    store: Arc<dyn GameStore>,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut every = tokio::time::interval(cluster.lease_renew);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = shutdown.changed() => return,
            _ = every.tick() => {}
        }
        let batch: Vec<(String, u64)> = cluster
            .held
            .lock()
            .expect("not poisoned")
            .iter()
            .map(|(game, (epoch, _))| (game.clone(), *epoch))
            .collect();
        if batch.is_empty() {
            continue;
        }
        let started = Instant::now();
        let renewed = match store
            .renew_leases(&cluster.node, &batch, cluster.lease_ttl)
            .await
        {
            Ok(renewed) => renewed.into_iter().collect::<HashSet<_>>(),
            Err(e) => {
                tracing::warn!(error = %e, leases = batch.len(), "leases not renewed; trying again");
                continue;
            }
        };
        let held = cluster.held.lock().expect("not poisoned");
        for (game, epoch) in &batch {
            if let Some((_, tx)) = held.get(game).filter(|(e, _)| e == epoch) {
                tx.send_replace(if renewed.contains(game) {
                    Renewal::Until(started + cluster.lease_ttl)
                } else {
                    Renewal::Lost
                });
            }
        }
    }
}
