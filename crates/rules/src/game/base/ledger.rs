//! The events of this part of the rules: what happened (LedgerEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, MagicianId, ProphecyId, SpecialId, TrickId};
use crate::game::Game;
use crate::log::{amount, Log};
use crate::model::Seat;
use crate::words::Msg;

/// Why Fame changed outside the usual yields (for the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FameReason {
    Magician(MagicianId),
    Prophecy(ProphecyId),
    Special(SpecialId),
}

impl FameReason {
    /// The card or ability named in the log.
    fn words(&self) -> Msg {
        match self {
            FameReason::Magician(m) => Msg::new("log-why-ability").named("magician", m),
            FameReason::Prophecy(p) => Msg::new("log-why-prophecy").str("code", p.card().code),
            FameReason::Special(c) => Msg::new("log-why-special")
                .named("card", c)
                .str("code", c.card().code),
        }
    }
}

/// What a player holds changing outside the Actions' own events: Fame, Coins, Shards, Components, and Tricks or Components given back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LedgerEvent {
    /// Fame from a card or ability effect (The Gentleman, Prophecies, Special
    /// Assignment cards); `fame` may be negative.
    FameChanged {
        seat: Seat,
        fame: i32,
        why: FameReason,
    },
    /// Coins paid outside an Action's own price (P18's +2 slots, card effects);
    /// `to` receives them (A44 Business Share).
    CoinsPaid {
        seat: Seat,
        coins: u32,
        to: Option<Seat>,
    },
    /// Coins from a card effect (A17, A21, A10...).
    CoinsGained {
        seat: Seat,
        coins: u32,
    },
    /// Shards from a card or ability effect (P02, A17...).
    ShardsGained {
        seat: Seat,
        shards: u32,
        /// What gives them on top of a Shard just received (P02), so the
        /// log does not read as the whole gain.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        extra: Option<FameReason>,
    },
    /// A38 Barter with Power: a Shard goes back to the supply.
    ShardPaid {
        seat: Seat,
    },
    /// Components from a card effect (A42, A43...), free.
    ComponentsGained {
        seat: Seat,
        component: Component,
        count: u8,
    },
    TrickReturned {
        seat: Seat,
        trick: TrickId,
    },
    ComponentsReturned {
        seat: Seat,
        component: Component,
        count: u8,
    },
}

impl LedgerEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use LedgerEvent::*;
        match self {
            TrickReturned { seat, trick } => Msg::new("log-trick-returned")
                .str("seat", log.name(*seat))
                .named("trick", trick),
            ComponentsReturned {
                seat,
                component,
                count,
            } => Msg::new("log-components-returned")
                .str("seat", log.name(*seat))
                .num("n", *count)
                .named("component", component),
            FameChanged { seat, fame, why } => Msg::new(if *fame >= 0 {
                "log-fame-gained"
            } else {
                "log-fame-lost"
            })
            .str("seat", log.name(*seat))
            .arg("fame", amount("amount-fame", fame.unsigned_abs()))
            .arg("why", why.words()),
            CoinsPaid { seat, coins, to } => {
                let m = Msg::new(if to.is_some() {
                    "log-coins-paid-to"
                } else {
                    "log-coins-paid"
                })
                .str("seat", log.name(*seat))
                .arg("coins", amount("amount-coins", *coins));
                match to {
                    Some(to) => m.str("to", log.name(*to)),
                    None => m,
                }
            }
            ShardsGained {
                seat,
                shards,
                extra: None,
            } => Msg::new("log-shards-gained")
                .str("seat", log.name(*seat))
                .arg("shards", amount("amount-shards", *shards)),
            ShardsGained {
                seat,
                shards,
                extra: Some(why),
            } => Msg::new("log-shards-gained-more")
                .str("seat", log.name(*seat))
                .arg("shards", amount("amount-shards", *shards))
                .arg("why", why.words()),
            ShardPaid { seat } => Msg::new("log-shard-paid").str("seat", log.name(*seat)),
            ComponentsGained {
                seat,
                component,
                count,
            } => Msg::new("log-components-gained")
                .str("seat", log.name(*seat))
                .num("n", *count)
                .named("component", component),
            CoinsGained { seat, coins } => Msg::new("log-coins-gained")
                .str("seat", log.name(*seat))
                .arg("coins", amount("amount-coins", *coins)),
        }
    }
}

impl Game {
    /// Records the facts of a LedgerEvent in the state.
    pub(crate) fn apply_ledger(&mut self, e: &LedgerEvent) {
        use LedgerEvent::*;
        match e {
            TrickReturned { seat, trick } => {
                self.residence |= 1 << trick.0;
                let p = &mut self.players[seat.index()];
                let i = p
                    .tricks
                    .iter()
                    .position(|t| t.trick == *trick)
                    .expect("own Trick");
                let symbol = p.tricks.remove(i).symbol;
                self.remove_theater_markers(*seat, symbol);
            }
            ComponentsReturned {
                seat,
                component,
                count,
            } => {
                let p = &mut self.players[seat.index()];
                p.components[component.index()] -= count;
                if p.components[component.index()] == 0 {
                    for s in &mut p.multi_slots {
                        if *s == Some(*component) {
                            *s = None;
                        }
                    }
                }
            }
            CoinsPaid { seat, coins, to } => {
                self.players[seat.index()].coins -= coins;
                if let Some(to) = to {
                    self.players[to.index()].coins += coins;
                }
            }
            ShardsGained { seat, shards, .. } => self.players[seat.index()].shards += shards,
            ShardPaid { seat } => self.players[seat.index()].shards -= 1,
            ComponentsGained {
                seat,
                component,
                count,
            } => self.players[seat.index()].components[component.index()] += count,
            CoinsGained { seat, coins } => self.players[seat.index()].coins += coins,
            FameChanged { seat, fame, .. } => {
                let p = &mut self.players[seat.index()];
                p.fame = (p.fame as i64 + *fame as i64).max(0) as u32;
            }
        }
    }
}
