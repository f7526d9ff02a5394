//! The End Turn phase (rulebook "End Turn Phase"): Pay Wages, Return Characters,
//! Orders Arrive, Move Performance cards, Remove Posters, Move Turn Counter.

use crate::event::{Event, Wages};
use crate::model::CharacterId;
use crate::state::{CharState, Game};

impl Game {
    /// Wages: 1 Coin per working Apprentice (not the one on the Assistant's slot),
    /// 2 per working Specialist; each Coin short costs 2 Fame (never below 0).
    pub(crate) fn wages(&self) -> Vec<Wages> {
        self.seats()
            .map(|seat| {
                let p = self.player(seat);
                let mut due = 0;
                for c in CharacterId::ALL {
                    if !matches!(p.state(c), CharState::Placed(_)) {
                        continue;
                    }
                    if c.specialist().is_some() {
                        due += 2;
                    } else if c.is_apprentice() && p.assistant_slot != Some(c) {
                        due += 1;
                    }
                }
                let paid = due.min(p.coins);
                let fame_lost = (2 * (due - paid)).min(p.fame);
                Wages {
                    seat,
                    due,
                    paid,
                    fame_lost,
                }
            })
            .collect()
    }

    /// All End Turn steps; after the last turn the game goes to final scoring.
    pub(crate) fn push_end_turn(&self, out: &mut Vec<Event>) {
        out.push(Event::WagesPaid {
            wages: self.wages(),
        });
        out.push(Event::CharactersReturned);
        let mut buy = self.market.buy;
        for (i, o) in self.market.order.iter().enumerate() {
            if o.is_some() {
                buy[i] = *o;
            }
        }
        out.push(Event::OrdersArrived { buy });
        let discarded = if self.turn >= 3 {
            self.theater.last().map(|c| c.card)
        } else {
            None
        };
        let drawn = self.deck.last().copied();
        out.push(Event::PerformanceCardsMoved { discarded, drawn });
        out.push(Event::PostersRemoved);
        out.push(Event::TurnEnded { turn: self.turn });
    }

    /// Final scoring and the winner, once the last turn has ended.
    pub(crate) fn auto_final_scoring(&self, out: &mut Vec<Event>) {
        let scores = self.final_scores_now();
        let winner = crate::scoring::winner(&scores, &self.initiative);
        out.push(Event::GameEnded { scores, winner });
    }
}
