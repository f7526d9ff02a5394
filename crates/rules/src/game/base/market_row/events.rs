//! The events of this part of the rules: what happened (MarketRowEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::Component;
use crate::game::{Game, Phase};
use crate::log::{coins, Log};
use crate::model::Seat;

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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use MarketRowEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            ComponentsBought {
                seat,
                component,
                count,
                coins,
                bargain,
                ..
            } => format!(
                "{} buys {count} {} for {}{}.",
                n(seat),
                component.name(),
                self::coins(*coins),
                if *bargain > 0 {
                    format!(" (Bargain {bargain})")
                } else {
                    String::new()
                }
            ),
            ComponentOrdered {
                seat,
                component,
                slot,
                ..
            } => {
                format!(
                    "{} orders {} (Order slot {}).",
                    n(seat),
                    component.name(),
                    slot + 1
                )
            }
            QuickOrdered {
                seat, component, ..
            } => format!("{} Quick Orders {}.", n(seat), component.name()),
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
