//! The events of this part of the rules: what happened (PerformanceEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{PerformanceId, TrickId};
use crate::game::{Game, Phase};
use crate::log::{count, gain, Log};
use crate::model::{Seat, Weekday};

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
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use PerformanceEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            PerformanceStarted => "Performance phase.".into(),
            PerformerToChoose { day, seat } => {
                format!("{} chooses what to Perform on {}.", n(seat), day.name())
            }
            Performed {
                day,
                seat,
                card,
                links,
                payouts,
                bonus,
            } => {
                let parts: Vec<String> = payouts
                    .iter()
                    .map(|p| {
                        format!(
                            "{} +{} Fame {} {}",
                            n(&p.seat),
                            p.fame,
                            gain(p.coins, "Coin"),
                            gain(p.shards, "Shard")
                        )
                    })
                    .collect();
                format!(
                    "{} Performs {} on {}: {}; {}; Performer bonus +{} Fame {} {}.",
                    n(seat),
                    card.label(),
                    day.name(),
                    parts.join(", "),
                    count(*links, "Link"),
                    bonus.fame,
                    gain(bonus.coins, "Coin"),
                    gain(bonus.shards, "Shard")
                )
            }
            PerformanceDeclined { day, seat, reason } => match reason {
                DeclineReason::Chose => {
                    format!("{} chooses not to Perform on {}.", n(seat), day.name())
                }
                DeclineReason::NoTrickMarkers => format!(
                    "{} does not Perform on {}: no Performance card holds their Trick Markers.",
                    n(seat),
                    day.name()
                ),
            },
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
