//! The events of this part of the rules: what happened (TakeBackEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::game::Event;
use crate::game::Game;
use crate::log::Log;
use crate::model::{Seat, Viewer};
use crate::words::Msg;

/// A command taken back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TakeBackEvent {
    /// `seat` took back its last command, whose events were `undone`: the
    /// game is as it was before it.
    TakenBack { seat: Seat, undone: Vec<Event> },
}

impl TakeBackEvent {
    /// What `viewer` may see of it: the events taken back, as redacted.
    pub(crate) fn redact(&self, viewer: Viewer) -> Self {
        let TakeBackEvent::TakenBack { seat, undone } = self;
        TakeBackEvent::TakenBack {
            seat: *seat,
            undone: undone.iter().filter_map(|e| e.redact(viewer)).collect(),
        }
    }

    /// Its line in the game log: the first event of the command taken back
    /// tells what it was.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use TakeBackEvent::*;
        match self {
            TakenBack { seat, undone } => match undone.first() {
                Some(first) => Msg::new("log-taken-back")
                    .str("seat", log.name(*seat))
                    .arg("what", first.words(log.names, log.academy)),
                None => Msg::new("log-taken-back-command").str("seat", log.name(*seat)),
            },
        }
    }
}

impl Game {
    /// Records the facts of a TakeBackEvent in the state.
    pub(crate) fn apply_take_back(&mut self, e: &TakeBackEvent) {
        use TakeBackEvent::*;
        match e {
            TakenBack { .. } => self.restore_take_back(),
        }
    }
}
