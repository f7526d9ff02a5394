//! The events of this part of the rules: what happened (PerformanceEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{PerformanceId, TrickId};
use crate::game::{Game, Phase};
use crate::log::{amount, Log};
use crate::model::{Seat, Weekday};
use crate::words::{comma_joined, Msg};

/// Why a Performer does not Perform (rulebook "Performance Phase": a
/// Magician who has no Trick Marker on a Performance card cannot Perform;
/// one who has may still let the day go).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DeclineReason {
    /// The Performer chose not to.
    #[default]
    Chose,
    /// None of the Performer's Trick Markers is on a Performance card.
    NoTrickMarkers,
}

/// What one player receives from a Performance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Payout {
    pub seat: Seat,
    /// Tricks of this player performed.
    pub tricks: Vec<TrickId>,
    pub fame: u32,
    pub coins: u32,
    pub shards: u32,
}

/// The Performance phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PerformanceEvent {
    PerformanceStarted,
    PerformerToChoose {
        day: Weekday,
        seat: Seat,
    },
    Performed {
        day: Weekday,
        seat: Seat,
        card: PerformanceId,
        links: u32,
        payouts: Vec<Payout>,
        /// The Performer's bonuses (Links, Specialists, card bonus).
        bonus: crate::cards::Yield,
    },
    PerformanceDeclined {
        day: Weekday,
        seat: Seat,
        /// Why, for the log.
        #[serde(default)]
        reason: DeclineReason,
    },
}

impl PerformanceEvent {
    /// Its line in the game log.
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use PerformanceEvent::*;
        match self {
            PerformanceStarted => Msg::new("log-performance-started"),
            PerformerToChoose { day, seat } => Msg::new("log-performer-to-choose")
                .str("seat", log.name(*seat))
                .named("day", day),
            Performed {
                day,
                seat,
                card,
                links,
                payouts,
                bonus,
            } => {
                let parts = payouts
                    .iter()
                    .map(|p| {
                        Msg::new("log-payout")
                            .str("seat", log.name(p.seat))
                            .arg("fame", amount("amount-fame", p.fame))
                            .arg("coins", amount("amount-coins", p.coins))
                            .arg("shards", amount("amount-shards", p.shards))
                            .into()
                    })
                    .collect();
                Msg::new("log-performed")
                    .str("seat", log.name(*seat))
                    .str("card", card.label())
                    .named("day", day)
                    .arg("payouts", comma_joined(parts))
                    .arg("links", amount("amount-links", *links))
                    .arg("fame", amount("amount-fame", bonus.fame))
                    .arg("coins", amount("amount-coins", bonus.coins))
                    .arg("shards", amount("amount-shards", bonus.shards))
            }
            PerformanceDeclined { day, seat, reason } => Msg::new(match reason {
                DeclineReason::Chose => "log-performance-declined",
                DeclineReason::NoTrickMarkers => "log-performance-declined-no-markers",
            })
            .str("seat", log.name(*seat))
            .named("day", day),
        }
    }
}

impl Game {
    /// Records the facts of a PerformanceEvent in the state.
    pub(crate) fn apply_performance(&mut self, e: &PerformanceEvent) {
        use PerformanceEvent::*;
        match e {
            PerformanceStarted => {
                self.phase = Phase::Performance {
                    day: 0,
                    performer: None,
                }
            }
            PerformerToChoose { day, seat } => {
                self.phase = Phase::Performance {
                    day: day.index() as u8,
                    performer: Some(*seat),
                };
            }
            Performed {
                day,
                seat,
                card,
                payouts,
                bonus,
                ..
            } => {
                for pay in payouts {
                    let p = &mut self.players[pay.seat.index()];
                    p.fame += pay.fame;
                    p.coins += pay.coins;
                    p.shards += pay.shards;
                }
                let p = &mut self.players[seat.index()];
                p.fame += bonus.fame;
                p.coins += bonus.coins;
                p.shards += bonus.shards;
                self.possessed = None;
                let pos = self.card_pos(*card).expect("card in play");
                for m in &mut self.theater[pos].markers {
                    *m = None;
                }
                self.theater[pos].piled.clear();
                self.theater[pos].guests.clear();
                // 004 "Performance phase": the Heir's performed markers go
                // straight back to their Tricks ("perpetually prepared").
                if let Some(heir) = self.heir_seat() {
                    for pay in payouts.iter().filter(|p| p.seat == heir) {
                        let p = &mut self.players[heir.index()];
                        for t in &pay.tricks {
                            if let Some(o) = p.tricks.iter_mut().find(|o| o.trick == *t) {
                                o.markers += 1;
                            }
                        }
                    }
                }
                for pay in payouts {
                    let p = &mut self.players[pay.seat.index()];
                    for t in &pay.tricks {
                        if !p.performed_tricks.contains(t) {
                            p.performed_tricks.push(*t);
                        }
                    }
                }
                self.next_day(*day);
            }
            PerformanceDeclined { day, .. } => {
                self.possessed = None;
                self.next_day(*day)
            }
        }
    }
}

impl Game {
    pub(crate) fn next_day(&mut self, day: Weekday) {
        self.phase = Phase::Performance {
            day: day.index() as u8 + 1,
            performer: None,
        };
    }
}
