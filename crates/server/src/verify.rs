//! `trickerion-server verify`: replays every stored game through this
//! build's rules crate and reports, per game, ok or the step that no longer
//! replays and why. Run it before deploying a new build on an old database.

use std::io::Write;

use crate::replay::replay;
use crate::store::GameStore;

/// How many games replayed and how many did not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verified {
    pub ok: usize,
    pub broken: usize,
}

/// Replays every game in `store`, writing one line per game to `out`.
///
/// # Errors
/// A sentence when the store cannot be read.
pub async fn verify(store: &dyn GameStore, out: &mut dyn Write) -> Result<Verified, String> {
    let ids = store
        .game_ids()
        .await
        .map_err(|e| format!("cannot list the stored games: {e}"))?;
    let mut verified = Verified::default();
    for id in ids {
        let line = match store.load_game(&id).await {
            Ok(Some(stored)) => match replay(&stored) {
                Ok((_, events)) => {
                    verified.ok += 1;
                    format!(
                        "ok      {id}  rules v{}, {} steps",
                        stored.config.rules_version,
                        events.len()
                    )
                }
                Err(failure) => {
                    verified.broken += 1;
                    format!(
                        "BROKEN  {id}  rules v{}: {}",
                        stored.config.rules_version, failure.detail
                    )
                }
            },
            // Deleted between the listing and now.
            Ok(None) => continue,
            Err(e) => {
                verified.broken += 1;
                format!("BROKEN  {id}  cannot be read: {e}")
            }
        };
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    writeln!(
        out,
        "{} games: {} replay, {} do not",
        verified.ok + verified.broken,
        verified.ok,
        verified.broken
    )
    .map_err(|e| e.to_string())?;
    Ok(verified)
}
