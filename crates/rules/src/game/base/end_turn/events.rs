//! The events of this part of the rules: what happened (EndTurnEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, PerformanceId};
use crate::game::base::player::CharState;
use crate::game::base::scoring::{FinalScore, FinalScores};
use crate::game::{CardInPlay, Game, Phase};
use crate::log::{coins, Log};
use crate::model::{CharacterId, Seat};

/// Wages at End Turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Wages {
    pub seat: Seat,
    pub due: u32,
    pub paid: u32,
    pub fame_lost: u32,
}

/// End Turn and the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EndTurnEvent {
    WagesPaid {
        wages: Vec<Wages>,
    },
    CharactersReturned,
    OrdersArrived {
        buy: [Option<Component>; 4],
    },
    PerformanceCardsMoved {
        discarded: Option<PerformanceId>,
        drawn: Option<PerformanceId>,
    },
    PostersRemoved,
    /// Move Turn Counter: the turn is over.
    TurnEnded {
        turn: u8,
    },
    GameEnded {
        scores: Vec<FinalScore>,
        winner: Seat,
    },
}

impl EndTurnEvent {
    /// Its line in the game log.
    /// Its line in the game log, as English text until it has messages.
    pub(crate) fn words(&self, log: &Log) -> crate::words::Msg {
        crate::words::Msg::new("text").str("text", self.describe(log))
    }

    pub(crate) fn describe(&self, log: &Log) -> String {
        use EndTurnEvent::*;
        let n = |s: &Seat| log.name(*s);
        match self {
            WagesPaid { wages } => {
                let parts: Vec<String> = wages
                    .iter()
                    .filter(|w| w.due > 0)
                    .map(|w| {
                        if w.fame_lost > 0 {
                            format!(
                                "{} pays {} of {} due and loses {} Fame",
                                n(&w.seat),
                                w.paid,
                                coins(w.due),
                                w.fame_lost
                            )
                        } else {
                            format!("{} pays {}", n(&w.seat), coins(w.paid))
                        }
                    })
                    .collect();
                if parts.is_empty() {
                    "No Wages are due.".into()
                } else {
                    format!("Wages: {}.", parts.join(", "))
                }
            }
            CharactersReturned => "Characters return home.".into(),
            OrdersArrived { .. } => "Orders arrive at the Market Row.".into(),
            PerformanceCardsMoved { discarded, drawn } => {
                let mut s = String::from("Performance cards move");
                if let Some(d) = discarded {
                    s.push_str(&format!("; {} is discarded", d.label()));
                }
                if let Some(d) = drawn {
                    s.push_str(&format!("; {} arrives", d.label()));
                }
                s.push('.');
                s
            }
            PostersRemoved => "Posters return to their owners.".into(),
            TurnEnded { turn } => format!("Turn {turn} ends."),
            GameEnded { scores, winner } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|s| format!("{} {}", n(&s.seat), s.total))
                    .collect();
                format!("Game over: {}. {} wins!", parts.join(", "), n(winner))
            }
        }
    }
}

impl Game {
    /// Records the facts of a EndTurnEvent in the state.
    pub(crate) fn apply_end_turn(&mut self, e: &EndTurnEvent) {
        use EndTurnEvent::*;
        match e {
            WagesPaid { wages } => {
                for w in wages {
                    let p = &mut self.players[w.seat.index()];
                    p.coins -= w.paid;
                    p.fame -= w.fame_lost;
                }
            }
            CharactersReturned => {
                for p in &mut self.players {
                    for c in CharacterId::ALL {
                        let i = c.index();
                        if p.characters[i] != CharState::Supply {
                            p.characters[i] = CharState::Home;
                        }
                        if let Some(loc) = p.cards[i].take() {
                            // Special Assignment cards wait for their own sub-phase.
                            if p.special_cards[i].is_none() {
                                p.hand[loc.index()] += 1;
                            }
                        }
                    }
                }
                self.main_slots = [[None; 4]; 3];
                self.academy_slots = [None; 4];
                self.theater_slots = [[None; 3]; 4];
            }
            OrdersArrived { buy } => {
                self.market.buy = *buy;
                self.market.order = [None; 4];
                self.market.quick = None;
                self.market.extra.clear();
            }
            PerformanceCardsMoved { discarded, drawn } => {
                if discarded.is_some() {
                    self.theater.pop();
                }
                if let Some(card) = drawn {
                    self.deck.pop();
                    self.theater.insert(0, CardInPlay::new(*card));
                }
            }
            PostersRemoved => {
                for p in &mut self.players {
                    p.advertised = false;
                }
            }
            TurnEnded { turn } => {
                for p in &mut self.players {
                    p.ability_used = false;
                    if let Some(b) = &mut p.powers {
                        b.rearranged = false;
                    }
                }
                self.business_share = None;
                self.dubious_sources = None;
                for p in &mut self.players {
                    p.hypnotized = None;
                }
                self.phase = if *turn >= self.last_turn() {
                    Phase::FinalScoring
                } else {
                    Phase::StartTurn
                };
            }
            GameEnded { scores, winner } => {
                for s in scores {
                    self.players[s.seat.index()].fame = s.total;
                }
                self.final_scores = Some(FinalScores {
                    scores: scores.clone(),
                    winner: *winner,
                });
                self.phase = Phase::GameOver;
            }
        }
    }
}
