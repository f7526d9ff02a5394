//! The events of this part of the rules: what happened (HeirEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::log::Log;

/// Dahlgaard's Heir.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HeirEvent {
    /// What the Heir did that no player does (004 "Dahlgaard's Heir solo
    /// play"); its other steps are the players' events.
    Heir {
        act: crate::game::heir::play::HeirAct,
    },
}

impl HeirEvent {
    /// Its line in the game log.
    pub(crate) fn describe(&self, log: &Log) -> String {
        use HeirEvent::*;
        match self {
            Heir { act } => crate::game::heir::play::describe(act, log.academy),
        }
    }
}

impl Game {
    /// Records the facts of a HeirEvent in the state.
    pub(crate) fn apply_heir_event(&mut self, e: &HeirEvent) {
        use HeirEvent::*;
        match e {
            Heir { act } => self.apply_heir(act),
        }
    }
}
