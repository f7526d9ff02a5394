//! A stored game rebuilt from its config and command log through this
//! build's rules crate: how a game loads, and how `verify` checks that every
//! stored game still does.

use crate::engine::{Event, Game};
use crate::store::StoredGame;

/// The events of one step of a log, trimmed to their number (a game keeps
/// every step's for as long as it is loaded).
pub type StepEvents = Box<[Event]>;

/// Why a stored game no longer replays.
#[derive(Clone, Debug)]
pub struct ReplayFailure {
    /// The log step that failed; `None` when the options no longer set up.
    pub step: Option<u64>,
    /// The full reason, with the command (for the operator: may name
    /// hidden choices).
    pub detail: String,
}

impl ReplayFailure {
    /// What players may read: where it broke, not the command's content.
    pub fn public(&self) -> String {
        match self.step {
            Some(step) => format!(
                "step {step} of its log no longer replays under this server's rules; \
                 the server's operator has the details"
            ),
            None => "its options no longer set up a game on this server".into(),
        }
    }
}

/// Replays a stored game's log through the current rules crate: the game
/// and each step's events, or why it no longer replays (`verify` reports it;
/// a game that fails to load shows as broken).
///
/// # Errors
/// The step that no longer replays and why.
pub fn replay(stored: &StoredGame) -> Result<(Game, Vec<StepEvents>), ReplayFailure> {
    let mut game = Game::new(stored.config.clone()).map_err(|e| ReplayFailure {
        step: None,
        detail: format!("its options no longer set up a game: {e}"),
    })?;
    // Players may take back a misclick; the log replays its take-backs.
    game.allow_take_backs();
    let mut events = Vec::with_capacity(stored.log.len());
    for (i, entry) in stored.log.iter().enumerate() {
        let step = i as u64 + 1;
        if entry.seq != step {
            return Err(ReplayFailure {
                step: Some(step),
                detail: format!(
                    "its log has a gap: step {} found at position {step}",
                    entry.seq
                ),
            });
        }
        let produced = game.apply(entry.seat, &entry.command).map_err(|e| {
            let command = serde_json::to_string(&entry.command).unwrap_or_default();
            ReplayFailure {
                step: Some(step),
                detail: format!(
                    "step {step} (seat {}: {command}) no longer replays: {e}",
                    entry.seat.0
                ),
            }
        })?;
        events.push(produced.into_boxed_slice());
    }
    Ok((game, events))
}
