//! The events of this part of the rules: what happened (EndTurnEvent), how
//! `apply_event` records each in the state, and its line in the game log.

use serde::{Deserialize, Serialize};

use crate::cards::{Component, PerformanceId};
use crate::game::base::player::CharState;
use crate::game::base::scoring::{FinalScore, FinalScores};
use crate::game::{CardInPlay, Game, Phase};
use crate::log::{amount, Log};
use crate::model::{CharacterId, Seat};
use crate::words::{comma_joined, Arg, Msg};

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
    pub(crate) fn words(&self, log: &Log) -> Msg {
        use EndTurnEvent::*;
        match self {
            WagesPaid { wages } => {
                let parts: Vec<Arg> = wages
                    .iter()
                    .filter(|w| w.due > 0)
                    .map(|w| {
                        if w.fame_lost > 0 {
                            Msg::new("log-wages-short")
                                .str("seat", log.name(w.seat))
                                .num("paid", w.paid)
                                .arg("due", amount("amount-coins", w.due))
                                .arg("fame", amount("amount-fame", w.fame_lost))
                        } else {
                            Msg::new("log-wages-paid-one")
                                .str("seat", log.name(w.seat))
                                .arg("coins", amount("amount-coins", w.paid))
                        }
                        .into()
                    })
                    .collect();
                if parts.is_empty() {
                    Msg::new("log-no-wages")
                } else {
                    Msg::new("log-wages-paid").arg("wages", comma_joined(parts))
                }
            }
            CharactersReturned => Msg::new("log-characters-returned"),
            OrdersArrived { .. } => Msg::new("log-orders-arrived"),
            PerformanceCardsMoved { discarded, drawn } => {
                let id = match (discarded, drawn) {
                    (None, None) => "log-cards-moved",
                    (Some(_), None) => "log-cards-moved-discarded",
                    (None, Some(_)) => "log-cards-moved-drawn",
                    (Some(_), Some(_)) => "log-cards-moved-both",
                };
                let mut m = Msg::new(id);
                if let Some(d) = discarded {
                    m = m.str("discarded", d.label());
                }
                if let Some(d) = drawn {
                    m = m.str("drawn", d.label());
                }
                m
            }
            PostersRemoved => Msg::new("log-posters-removed"),
            TurnEnded { turn } => Msg::new("log-turn-ended").num("turn", *turn),
            GameEnded { scores, winner } => {
                let parts = scores
                    .iter()
                    .map(|s| {
                        Msg::new("log-final-score")
                            .str("seat", log.name(s.seat))
                            .num("score", s.total)
                            .into()
                    })
                    .collect();
                Msg::new("log-game-ended")
                    .arg("scores", comma_joined(parts))
                    .str("winner", log.name(*winner))
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
