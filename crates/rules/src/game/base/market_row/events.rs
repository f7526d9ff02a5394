//! The events of this part of the rules: what happened (MarketRowEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::Component;
use crate::game::{Game, Phase};
use crate::log::{amount, Log};
use crate::model::Seat;
use crate::words::Msg;

/// The Market Row's Actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MarketRowEvent {
    ComponentsBought {
        seat: Seat,
        component: Component,
        count: u8,
        coins: u32,
        bargain: u8,
        ap: u8,
        /// A44 Business Share: the opponent the Coins go to.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        to: Option<Seat>,
    },
    ComponentOrdered {
        seat: Seat,
        component: Component,
        slot: u8,
        ap: u8,
    },
    QuickOrdered {
        seat: Seat,
        component: Component,
        ap: u8,
    },
}

impl MarketRowEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use MarketRowEvent::*;
        match self {
            ComponentsBought {
                seat,
                component,
                count,
                coins,
                bargain,
                ..
            } => Msg::new("log-components-bought")
                .str("seat", log.name(*seat))
                .num("n", *count)
                .named("component", component)
                .arg("coins", amount("amount-coins", *coins))
                .num("bargain", *bargain),
            ComponentOrdered {
                seat,
                component,
                slot,
                ..
            } => Msg::new("log-component-ordered")
                .str("seat", log.name(*seat))
                .named("component", component)
                .num("slot", i64::from(*slot) + 1),
            QuickOrdered {
                seat, component, ..
            } => Msg::new("log-quick-ordered")
                .str("seat", log.name(*seat))
                .named("component", component),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use MarketRowEvent::*;
        match self {
            ComponentsBought { ap, .. } | ComponentOrdered { ap, .. } | QuickOrdered { ap, .. } => {
                Some(*ap)
            }
        }
    }
}

impl Game {
    /// Records the facts of a MarketRowEvent in the state.
    pub(crate) fn apply_market_row(&mut self, e: &MarketRowEvent) {
        use MarketRowEvent::*;
        match e {
            ComponentsBought {
                seat,
                component,
                count,
                coins,
                to,
                ..
            } => {
                let p = &mut self.players[seat.index()];
                p.coins -= coins;
                p.components[component.index()] += count;
                if let Some(owner) = to {
                    self.players[owner.index()].coins += coins;
                }
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.paid += coins;
                }
            }
            ComponentOrdered {
                component, slot, ..
            } => self.market.order[*slot as usize] = Some(*component),
            QuickOrdered { component, .. } => self.market.quick = Some(*component),
        }
    }
}
