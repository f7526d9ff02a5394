//! Group commit: the command-log appends of every game go through a few
//! writer tasks, each of which takes all the appends waiting at that moment
//! and stores them with one transaction, so one durable commit (one fsync)
//! covers many games. A game's command is acknowledged only when the commit
//! of its batch has returned, so an ack still means "stored durably".
//!
//! There is no timer: a batch is whatever arrived while the previous one was
//! being written, so a lone command is written at once, and under load the
//! batches grow by themselves. With `writers` > 1, one batch is being filled
//! and sent while another waits for its commit.

use std::sync::Arc;

use tokio::sync::{mpsc, oneshot, Mutex};

use crate::metrics::Metrics;
use crate::store::{GameStore, LogEntry, StoreError};

struct Append {
    game_id: Arc<str>,
    entry: LogEntry,
    /// The lease epoch the append must still hold (a node of a cluster).
    epoch: Option<u64>,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The way into the writers. Cloning it is cheap.
#[derive(Clone)]
pub struct Committer {
    tx: mpsc::Sender<Append>,
}

impl Committer {
    /// Starts `writers` writer tasks on `store`, each storing up to `max_batch`
    /// appends per transaction. They stop when every `Committer` is dropped.
    pub fn start(
        store: Arc<dyn GameStore>,
        metrics: Arc<Metrics>,
        writers: usize,
        max_batch: usize,
    ) -> Committer {
        let (tx, rx) = mpsc::channel(max_batch.max(1) * writers.max(1) * 2);
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..writers.max(1) {
            tokio::spawn(write_batches(
                rx.clone(),
                store.clone(),
                metrics.clone(),
                max_batch.max(1),
            ));
        }
        Committer { tx }
    }

    /// Appends `entry` to the log of `game_id` (see
    /// [`GameStore::append_command`]), fenced by the lease `epoch` when one
    /// is given ([`LeaseStore::append_fenced`](crate::store::LeaseStore::append_fenced)); returns once it is durably
    /// stored.
    ///
    /// # Errors
    /// As `append_command`: `Conflict` (also for a lease taken over), or why
    /// it was not (or may not have been) stored.
    pub async fn append(
        &self,
        game_id: Arc<str>,
        entry: LogEntry,
        epoch: Option<u64>,
    ) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(Append {
                game_id,
                entry,
                epoch,
                reply,
            })
            .await
            .map_err(|_| StoreError::Down)?;
        // A writer that went away mid-batch leaves the outcome unknown.
        answer
            .await
            .unwrap_or_else(|_| Err(StoreError::Uncertain(Arc::new(sqlx::Error::WorkerCrashed))))
    }
}

/// A batch with fenced appends (a node of a cluster): those go in one
/// fenced statement, any others in a plain one; answers in batch order.
async fn append_mixed(store: &dyn GameStore, batch: &[Append]) -> Vec<Result<(), StoreError>> {
    let fenced: Vec<(&str, &LogEntry, u64)> = batch
        .iter()
        .filter_map(|a| a.epoch.map(|e| (&*a.game_id, &a.entry, e)))
        .collect();
    let plain: Vec<(&str, &LogEntry)> = batch
        .iter()
        .filter(|a| a.epoch.is_none())
        .map(|a| (&*a.game_id, &a.entry))
        .collect();
    let mut fenced = store.append_fenced(&fenced).await.into_iter();
    let mut plain = if plain.is_empty() {
        Vec::new()
    } else {
        store.append_batch(&plain).await
    }
    .into_iter();
    batch
        .iter()
        .map(|a| {
            let next = if a.epoch.is_some() {
                fenced.next()
            } else {
                plain.next()
            };
            next.unwrap_or(Err(StoreError::Down))
        })
        .collect()
}

async fn write_batches(
    rx: Arc<Mutex<mpsc::Receiver<Append>>>,
    store: Arc<dyn GameStore>,
    metrics: Arc<Metrics>,
    max_batch: usize,
) {
    let mut batch = Vec::with_capacity(max_batch);
    loop {
        {
            let mut rx = rx.lock().await;
            match rx.recv().await {
                Some(first) => batch.push(first),
                None => return,
            }
            while batch.len() < max_batch {
                match rx.try_recv() {
                    Ok(next) => batch.push(next),
                    Err(_) => break,
                }
            }
        }
        let started = std::time::Instant::now();
        let results = if batch.iter().all(|a| a.epoch.is_none()) {
            let entries: Vec<(&str, &LogEntry)> =
                batch.iter().map(|a| (&*a.game_id, &a.entry)).collect();
            store.append_batch(&entries).await
        } else {
            append_mixed(&*store, &batch).await
        };
        metrics.batch_committed(batch.len(), started.elapsed());
        for (append, result) in batch.drain(..).zip(results) {
            let _ = append.reply.send(result);
        }
    }
}
