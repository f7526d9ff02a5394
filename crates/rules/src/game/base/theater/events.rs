//! The events of this part of the rules: what happened (TheaterEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Dir, PerformanceId, TrickId};
use crate::game::{Game, Marker, Phase};
use crate::log::{amount, Log};
use crate::model::{FameOrCoins, Seat};
use crate::words::{Arg, Msg};

/// The Theater's Actions: Trick Markers onto Performance cards and their Link Bonuses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TheaterEvent {
    TrickSetUp {
        seat: Seat,
        trick: TrickId,
        card: PerformanceId,
        slot: u8,
        facing: Dir,
        links: u8,
        link_value: u8,
        /// Players receiving a Shard for Links formed in Shard circles.
        shards: Vec<Seat>,
        ap: u8,
    },
    LinkBonusTaken {
        seat: Seat,
        reward: FameOrCoins,
        amount: u32,
    },
    MarkerRescheduled {
        seat: Seat,
        card: PerformanceId,
        slot: u8,
        to_card: PerformanceId,
        to_slot: u8,
        facing: Dir,
        ap: u8,
    },
}

impl TheaterEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use TheaterEvent::*;
        match self {
            TrickSetUp {
                seat,
                trick,
                card,
                links,
                shards,
                ..
            } => {
                // "Ann and Bob", "Ann and Bob and Cy": each name joined to
                // the rest by the catalog's `log-shard-and`.
                let mut names = shards.iter().rev().map(|s| Arg::from(log.name(*s)));
                let receivers = names.next().map(|last| {
                    names.fold(last, |rest, first| {
                        Msg::new("log-shard-and")
                            .arg("a", first)
                            .arg("b", rest)
                            .into()
                    })
                });
                Msg::new("log-trick-set-up")
                    .str("seat", log.name(*seat))
                    .named("trick", trick)
                    .str("card", card.label())
                    .num("links", *links)
                    .arg("created", amount("amount-links", *links))
                    .num("shared", i64::try_from(shards.len()).unwrap_or(i64::MAX))
                    .arg(
                        "receivers",
                        receivers.unwrap_or_else(|| Msg::new("list-none").into()),
                    )
            }
            LinkBonusTaken {
                seat,
                reward,
                amount: n,
            } => Msg::new("log-link-bonus-taken")
                .str("seat", log.name(*seat))
                .arg(
                    "bonus",
                    match reward {
                        FameOrCoins::Fame => amount("amount-fame", *n),
                        FameOrCoins::Coins => amount("amount-coins", *n),
                    },
                ),
            MarkerRescheduled {
                seat,
                card,
                to_card,
                ..
            } => Msg::new("log-marker-rescheduled")
                .str("seat", log.name(*seat))
                .str("from", card.label())
                .str("to", to_card.label()),
        }
    }

    /// The Action Points the acting Character spends on this event.
    pub(crate) fn ap(&self) -> Option<u8> {
        use TheaterEvent::*;
        match self {
            TrickSetUp { ap, .. } | MarkerRescheduled { ap, .. } => Some(*ap),
            _ => None,
        }
    }
}

impl Game {
    /// Records the facts of a TheaterEvent in the state.
    pub(crate) fn apply_theater(&mut self, e: &TheaterEvent) {
        use TheaterEvent::*;
        match e {
            TrickSetUp {
                seat,
                trick,
                card,
                slot,
                facing,
                links,
                link_value,
                shards,
                ..
            } => {
                let marker = self.take_marker(*seat, *trick, *facing);
                for s in shards {
                    self.players[s.index()].shards += 1;
                }
                let pos = self.card_pos(*card).expect("card in play");
                self.theater[pos].markers[*slot as usize] = Some(marker);
                if let Phase::PlaceCharacters {
                    acting: Some(a), ..
                } = &mut self.phase
                {
                    a.pending_links = *links;
                    a.link_value = *link_value;
                }
            }
            LinkBonusTaken {
                seat,
                reward,
                amount,
            } => {
                let p = &mut self.players[seat.index()];
                match reward {
                    crate::model::FameOrCoins::Fame => p.fame += amount,
                    crate::model::FameOrCoins::Coins => p.coins += amount,
                }
                match &mut self.phase {
                    Phase::PlaceCharacters {
                        acting: Some(a), ..
                    } => a.pending_links -= 1,
                    Phase::BreakingFree { pending_links, .. } => *pending_links -= 1,
                    _ => {}
                }
            }
            MarkerRescheduled {
                card,
                slot,
                to_card,
                to_slot,
                facing,
                ..
            } => {
                let from = self.card_pos(*card).expect("card in play");
                let mut m = self.theater[from].markers[*slot as usize]
                    .take()
                    .expect("marker");
                m.facing = *facing;
                let piled = self.theater[from].piled.contains(slot);
                self.theater[from].piled.retain(|s| s != slot);
                let to = self.card_pos(*to_card).expect("card in play");
                self.theater[to].markers[*to_slot as usize] = Some(m);
                if piled {
                    self.theater[to].piled.push(*to_slot);
                }
            }
        }
    }
}

impl Game {
    /// Takes a Trick's markers off the Performance cards (back to the supply).
    pub(crate) fn remove_theater_markers(&mut self, seat: Seat, symbol: crate::model::Symbol) {
        for card in &mut self.theater {
            for (i, m) in card.markers.iter_mut().enumerate() {
                if matches!(m, Some(m) if m.seat == seat && m.symbol == symbol) {
                    *m = None;
                    card.piled.retain(|&s| s as usize != i);
                }
            }
            card.guests
                .retain(|m| !(m.seat == seat && m.symbol == symbol));
        }
    }

    /// Takes one marker off an own Trick card, to set it up facing `facing`.
    pub(crate) fn take_marker(&mut self, seat: Seat, trick: TrickId, facing: Dir) -> Marker {
        let owned = self.players[seat.index()]
            .tricks
            .iter_mut()
            .find(|t| t.trick == trick)
            .expect("own Trick");
        owned.markers -= 1;
        Marker {
            seat,
            symbol: owned.symbol,
            category: trick.card().category,
            facing,
        }
    }
}
