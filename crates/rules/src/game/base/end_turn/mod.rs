//! The End Turn phase (rulebook "End Turn Phase"): Pay Wages, Return Characters,
//! Orders Arrive, Move Performance cards, Remove Posters, Move Turn Counter; with
//! the Dark Alley, Discard Special Assignment cards after Return Characters and
//! Move Prophecies before Move Turn Counter.

mod events;

pub use events::{EndTurnEvent, Wages};

use crate::game::base::player::CharState;
use crate::game::modifier::{Moment, Number};
use crate::game::Event;
use crate::game::Game;
use crate::model::{CharacterId, Seat};

impl Game {
    /// Wages: 1 Coin per working Apprentice (not the one on the Assistant's slot),
    /// 2 per working Specialist; each Coin short costs 2 Fame (never below 0).
    pub(crate) fn wages(&self) -> Vec<Wages> {
        self.seats()
            .map(|seat| {
                let p = self.player(seat);
                let due = self.wages_due(seat);
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

    /// The Wages `seat` owes at End Turn for the Characters placed so far.
    pub(crate) fn wages_due(&self, seat: Seat) -> u32 {
        let p = self.player(seat);
        let due: u32 = CharacterId::ALL
            .into_iter()
            .filter(|&c| matches!(p.state(c), CharState::Placed(_)))
            .filter(|&c| p.assistant_slot != Some(c))
            .map(|c| self.character_wage(seat, c).unwrap_or_else(|| c.wage()))
            .sum();
        self.modified(seat, Number::Wages, i64::from(due)) as u32
    }

    /// The Wages `seat` will owe at End Turn if every Character holding an
    /// Assignment card works (those placed already included): what the
    /// Assignment phase weighs against the player's Coins.
    pub(crate) fn wages_planned(&self, seat: Seat) -> u32 {
        let p = self.player(seat);
        let due: u32 = CharacterId::ALL
            .into_iter()
            .filter(|&c| match p.state(c) {
                CharState::Placed(_) => p.assistant_slot != Some(c),
                CharState::Home => p.cards[c.index()].is_some(),
                _ => false,
            })
            .map(|c| self.character_wage(seat, c).unwrap_or_else(|| c.wage()))
            .sum();
        self.modified(seat, Number::Wages, i64::from(due)) as u32
    }

    /// All End Turn steps; after the last turn the game goes to final scoring.
    pub(crate) fn push_end_turn(&self, out: &mut Vec<Event>) {
        let wages = self.wages();
        out.push(Event::EndTurn(EndTurnEvent::WagesPaid {
            wages: wages.clone(),
        }));
        out.push(Event::EndTurn(EndTurnEvent::CharactersReturned));
        self.push_at(Moment::CharactersReturned, out);
        let mut buy = self.market.buy;
        for (i, o) in self.market.order.iter().enumerate() {
            if o.is_some() {
                buy[i] = *o;
            }
        }
        out.push(Event::EndTurn(EndTurnEvent::OrdersArrived { buy }));
        self.push_at(Moment::OrdersArrived, out);
        let discarded = if self.turn >= 3 {
            self.theater.last().map(|c| c.card)
        } else {
            None
        };
        let drawn = self.deck.last().copied();
        out.push(Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
            discarded,
            drawn,
        }));
        out.push(Event::EndTurn(EndTurnEvent::PostersRemoved));
        self.push_at(Moment::PostersRemoved, out);
        out.push(Event::EndTurn(EndTurnEvent::TurnEnded { turn: self.turn }));
    }

    /// Final scoring and the winner, once the last turn has ended.
    pub(crate) fn auto_final_scoring(&self, out: &mut Vec<Event>) {
        let scores = self.final_scores_now();
        let winner = crate::game::base::scoring::winner(&scores, &self.initiative);
        out.push(Event::EndTurn(EndTurnEvent::GameEnded { scores, winner }));
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{Category, Dir};
    use crate::game::base::end_turn::EndTurnEvent;
    use crate::game::base::player::CharState;
    use crate::game::Event;
    use crate::game::{Game, Marker};
    use crate::model::{CharacterId, Location, Seat, Slot, Specialist, Symbol};
    use crate::tests::fixture::game;

    const P0: Seat = Seat(0);

    fn end_turn(g: &mut Game) -> Vec<Event> {
        let mut out = Vec::new();
        g.push_end_turn(&mut out);
        for e in &out {
            g.apply_event(e);
        }
        out
    }

    /// C-104 "Pay Wages": 1 per working Apprentice, 2 per working Specialist; Idle
    /// and Inn Characters are free; each Coin short costs 2 Fame, never below 0.
    #[test]
    fn c104_wages() {
        let mut g = game(4);
        let p = &mut g.players[0];
        p.characters[CharacterId::Apprentice1.index()] = CharState::Placed(Slot::Downtown(0));
        p.characters[CharacterId::Engineer.index()] = CharState::Placed(Slot::Downtown(1));
        p.characters[CharacterId::Manager.index()] = CharState::Idle;
        p.characters[CharacterId::Apprentice2.index()] = CharState::Inn;
        p.coins = 2;
        p.fame = 1;
        let events = end_turn(&mut g);
        let Event::EndTurn(EndTurnEvent::WagesPaid { wages }) = &events[0] else {
            panic!()
        };
        assert_eq!((wages[0].due, wages[0].paid, wages[0].fame_lost), (3, 2, 1));
        assert_eq!((g.player(P0).coins, g.player(P0).fame), (0, 0));
    }

    /// C-105 "Return Characters": everyone home, hires join with their extension,
    /// Assignment cards back to hand; C-108 Posters back.
    #[test]
    fn c105_c108_return_characters_and_posters() {
        let mut g = game(4);
        let p = &mut g.players[0];
        p.characters[CharacterId::Manager.index()] = CharState::Inn;
        p.characters[CharacterId::Magician.index()] = CharState::Placed(Slot::Downtown(0));
        p.cards[CharacterId::Magician.index()] = Some(Location::Downtown);
        p.hand[Location::Downtown.index()] -= 1;
        p.advertised = true;
        end_turn(&mut g);
        let p = g.player(P0);
        assert!(p.has_specialist(Specialist::Manager));
        assert_eq!(p.state(CharacterId::Magician), CharState::Home);
        assert_eq!(p.hand, crate::board::BASE_HAND);
        assert!(!p.advertised);
    }

    /// C-107 "Move Performance cards": the newest card joins on the left; from turn 3
    /// the oldest is discarded with its markers; 3/4/5 cards for 2/3/4 players.
    #[test]
    fn c107_performance_cards_move() {
        for players in 2..=4u8 {
            let mut g = game(players);
            assert_eq!(g.theater.len(), players as usize - 1);
            let top = *g.deck.last().unwrap();
            end_turn(&mut g);
            assert_eq!(g.theater[0].card, top);
            assert_eq!(top.card().tier, crate::cards::TheaterTier::Riverside);
            g.turn = 2;
            end_turn(&mut g);
            assert_eq!(g.theater.len(), players as usize + 1);
            let oldest = g.theater.last().unwrap().card;
            g.theater.last_mut().unwrap().markers[0] = Some(Marker {
                seat: P0,
                symbol: Symbol::Spade,
                category: Category::Escape,
                facing: Dir::Down,
            });
            g.turn = 3;
            let events = end_turn(&mut g);
            assert!(
                events.contains(&Event::EndTurn(EndTurnEvent::PerformanceCardsMoved {
                    discarded: Some(oldest),
                    drawn: g.theater.first().map(|c| c.card)
                }))
            );
            assert_eq!(g.theater.len(), players as usize + 1);
            assert!(g.card_pos(oldest).is_none());
            g.turn = 4;
            end_turn(&mut g);
            assert!(g.deck.is_empty());
            assert_eq!(
                g.theater[0].card.card().tier,
                crate::cards::TheaterTier::GrandMagorian
            );
            g.turn = 5;
            let events = end_turn(&mut g);
            assert!(events.iter().any(|e| matches!(
                e,
                Event::EndTurn(EndTurnEvent::PerformanceCardsMoved { drawn: None, .. })
            )));
            assert_eq!(g.theater.len(), players as usize);
        }
    }
}
