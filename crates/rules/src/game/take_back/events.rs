//! The events of this part of the rules: what happened (TakeBackEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::game::Event;
use crate::game::Game;
use crate::log::Log;
use crate::model::{Seat, Viewer};

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
    /// Its line in the game log.
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use TakeBackEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            TakenBack { seat, undone } => match undone.first() {
                Some(first) => format!(
                    "{} takes back: {}",
                    n(seat),
                    first.describe_in(log.names, log.academy)
                ),
                None => format!("{} takes back a command.", n(seat)),
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
