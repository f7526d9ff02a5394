//! What a game task keeps of the courtesies of a real table (see
//! `courtesies` for what it does with them): who is here and since when, the
//! bots standing in for players who went away, clocks, turn webhooks, the
//! record that the game is over, and its rematch.

use std::collections::BTreeSet;
use std::time::Duration;

use crate::clocks::{Clocks, SharedClock};
use crate::engine::Seat;
use crate::protocol::{RematchInfo, StandIn};
use crate::store::{StoredStandIn, StoredTable, TableOptions};
use crate::webhook::Webhooks;

/// How a game task keeps its table.
#[derive(Clone, Debug)]
pub struct TableSettings {
    pub clock: SharedClock,
    pub webhooks: Webhooks,
    /// How long a player must have been away before a bot may stand in.
    pub away_before: Duration,
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            clock: SharedClock::default(),
            webhooks: Webhooks::new(Default::default()),
            away_before: Duration::from_secs(60),
        }
    }
}

/// The table's state in the game task.
pub(super) struct Table {
    pub(super) options: TableOptions,
    pub(super) clocks: Option<Clocks>,
    /// Per seat: since when its player has no socket open.
    pub(super) away_since: Vec<Option<u64>>,
    /// Per seat: the bot standing in for its player.
    pub(super) stand_ins: Vec<Option<StoredStandIn>>,
    /// Per seat: the seats that asked for a stand-in there.
    pub(super) votes: Vec<BTreeSet<Seat>>,
    pub(super) webhooks: Vec<Option<String>>,
    pub(super) rematch: Option<RematchInfo>,
    pub(super) finished: bool,
    /// The server's operator ended the game: it takes no more commands.
    pub(super) ended: bool,
    /// Per seat: whether the game waited for it after the last change (turn
    /// notices go to seats newly waited for).
    pub(super) waited: Vec<bool>,
}

impl Table {
    pub(super) fn new(stored: StoredTable, players: u8, now: u64) -> Table {
        let n = usize::from(players);
        let mut stand_ins = vec![None; n];
        for (seat, s) in stored.stand_ins {
            if let Some(slot) = stand_ins.get_mut(seat.index()) {
                *slot = Some(s);
            }
        }
        let mut webhooks = vec![None; n];
        for (seat, url) in stored.webhooks {
            if let Some(slot) = webhooks.get_mut(seat.index()) {
                *slot = Some(url);
            }
        }
        let clocks = stored.options.clock.map(|options| {
            stored
                .clock_state
                .as_deref()
                .and_then(|json| serde_json::from_str::<Clocks>(json).ok())
                .unwrap_or_else(|| Clocks::new(options, players))
        });
        Table {
            options: stored.options,
            clocks,
            // Nobody is connected to a game just loaded.
            away_since: vec![Some(now); n],
            stand_ins,
            votes: vec![BTreeSet::new(); n],
            webhooks,
            rematch: stored.rematch,
            finished: stored.finished,
            ended: stored.ended,
            waited: vec![false; n],
        }
    }

    pub(super) fn stand_in(&self, seat: Seat) -> Option<StandIn> {
        self.stand_ins[seat.index()].map(|s| StandIn {
            level: s.level,
            reason: s.reason,
        })
    }
}
