//! The events of this part of the rules: what happened (WorkshopEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, TrickId};
use crate::game::Game;
use crate::log::{amount, Log};
use crate::model::{CharacterId, Seat};
use crate::words::Msg;

/// The Workshop's Actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum WorkshopEvent {
    TrickPrepared {
        seat: Seat,
        trick: TrickId,
        markers: u8,
        ap: u8,
    },
    TrickMoved {
        seat: Seat,
        trick: TrickId,
        swapped: Option<TrickId>,
        ap: u8,
    },
    ComponentsMoved {
        seat: Seat,
        component: Component,
        slot: u8,
        swapped: Option<Component>,
        ap: u8,
    },
    ApprenticeMoved {
        seat: Seat,
        apprentice: CharacterId,
        ap: u8,
    },
}

impl WorkshopEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use WorkshopEvent::*;
        match self {
            TrickPrepared {
                seat,
                trick,
                markers,
                ap,
            } => Msg::new(if *ap == 0 {
                "log-trick-prepared-start"
            } else {
                "log-trick-prepared"
            })
            .str("seat", log.name(*seat))
            .named("trick", trick)
            .arg("markers", amount("amount-trick-markers", *markers)),
            TrickMoved { seat, trick, .. } => Msg::new("log-trick-moved")
                .str("seat", log.name(*seat))
                .named("trick", trick),
            ComponentsMoved {
                seat, component, ..
            } => Msg::new("log-components-moved")
                .str("seat", log.name(*seat))
                .named("component", component),
            ApprenticeMoved { seat, .. } => {
                Msg::new("log-apprentice-moved").str("seat", log.name(*seat))
            }
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use WorkshopEvent::*;
        match self {
            TrickPrepared { ap, .. }
            | TrickMoved { ap, .. }
            | ComponentsMoved { ap, .. }
            | ApprenticeMoved { ap, .. } => Some(*ap),
        }
    }
}

impl Game {
    /// Records the facts of a WorkshopEvent in the state.
    pub(crate) fn apply_workshop(&mut self, e: &WorkshopEvent) {
        use WorkshopEvent::*;
        match e {
            TrickPrepared {
                seat,
                trick,
                markers,
                ..
            } => {
                if let Some(t) = self.players[seat.index()]
                    .tricks
                    .iter_mut()
                    .find(|t| t.trick == *trick)
                {
                    t.markers = *markers;
                }
            }
            TrickMoved { seat, trick, .. } => {
                for t in &mut self.players[seat.index()].tricks {
                    t.engineer_slot = t.trick == *trick;
                }
            }
            ComponentsMoved {
                seat,
                component,
                slot,
                ..
            } => {
                self.players[seat.index()].multi_slots[*slot as usize] = Some(*component);
            }
            ApprenticeMoved {
                seat, apprentice, ..
            } => {
                self.players[seat.index()].assistant_slot = Some(*apprentice);
            }
        }
    }
}
