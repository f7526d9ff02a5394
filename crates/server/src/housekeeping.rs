//! Housekeeping: games nobody plays any more. A game that has not finished
//! and in which nothing happened (no seat taken, no start, no command) for
//! `ABANDONED_AFTER_SECS` is marked abandoned and leaves the public list
//! (it comes back if something happens in it again); after
//! `DELETE_ABANDONED_AFTER_SECS` it is deleted with its seats and log. A
//! finished game is never touched: before a game is deleted its log is
//! replayed, and one that turns out to be over (finished before the server
//! recorded ends) is recorded as finished instead. Games loaded on this node
//! (someone is watching) and, in a cluster, games another node holds are
//! skipped. Runs every `HOUSEKEEPING_INTERVAL_SECS` on every node (each pass
//! is safe to run twice); the counts are in `/metrics`.

use std::sync::Arc;

use tokio::sync::watch;

use crate::games::Games;
use crate::metrics::Metrics;
use crate::replay::replay;

pub use crate::config::Housekeeping;

/// Games deleted per pass at most (the next pass goes on).
const DELETE_PER_PASS: u32 = 200;

/// What one pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pass {
    pub marked: u64,
    pub cleared: u64,
    pub deleted: u64,
    pub found_finished: u64,
}

/// Runs a pass every `settings.interval` (the first one interval after the
/// start) until the server shuts down; a pass in flight then stops at once,
/// before the store closes under it.
pub async fn run(
    games: Arc<Games>,
    settings: Housekeeping,
    metrics: Arc<Metrics>,
    mut shutdown: watch::Receiver<bool>,
) {
    if settings.abandoned_after.is_zero() {
        return;
    }
    loop {
        tokio::select! {
            () = tokio::time::sleep(settings.interval) => {}
            _ = shutdown.wait_for(|stop| *stop) => return,
        }
        let outcome = tokio::select! {
            outcome = pass(&games, settings, &metrics) => outcome,
            _ = shutdown.wait_for(|stop| *stop) => return,
        };
        match outcome {
            Ok(done) if done != Pass::default() => tracing::info!(
                marked_abandoned = done.marked,
                active_again = done.cleared,
                deleted = done.deleted,
                found_finished = done.found_finished,
                "housekeeping"
            ),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "housekeeping pass failed; trying again later"),
        }
    }
}

/// One pass: marks, clears, deletes; updates the metrics.
///
/// # Errors
/// The store's, when it cannot be reached (the next pass tries again).
pub async fn pass(
    games: &Games,
    settings: Housekeeping,
    metrics: &Metrics,
) -> Result<Pass, crate::store::StoreError> {
    let store = games.store();
    let mut done = Pass::default();
    (done.marked, done.cleared) = store.mark_abandoned(settings.abandoned_after).await?;
    if !settings.delete_after.is_zero() {
        for id in store
            .stale_games(settings.delete_after, DELETE_PER_PASS)
            .await?
        {
            if games.is_loaded(&id) {
                continue;
            }
            let Some(stored) = store.load_game(&id).await? else {
                continue;
            };
            // Never a finished game, even one whose end was not recorded.
            // One that does not replay any more is kept for its operator.
            match replay(&stored) {
                Ok((game, _)) if game.is_over() => {
                    store.mark_finished(&id).await?;
                    done.found_finished += 1;
                    continue;
                }
                Ok(_) => {}
                Err(_) => continue,
            }
            if store.delete_stale_game(&id, settings.delete_after).await? {
                tracing::info!(game_id = %id, "deleted an abandoned game");
                done.deleted += 1;
            }
        }
    }
    metrics.housekeeping(store.abandoned_count().await?, done.deleted);
    Ok(done)
}
