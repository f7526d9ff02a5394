//! Taking back a misclick, as at a real table: a player may take back their
//! own last command(s) while those commands revealed nothing hidden or random
//! (no die roll, no card or Prophecy drawn, no face-down card turned up) and no
//! other player has acted since. The game keeps the states before each such
//! command; a command that reveals anything, or another seat's command, forgets
//! them, so a take-back can never be used to peek at an outcome and choose again.
//! A take-back is itself a command in the log: replaying the log gives the same game.

mod events;

pub use events::TakeBackEvent;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::game::base::end_turn::EndTurnEvent;
use crate::game::dark_alley::AlleyEvent;
use crate::game::Event;
use crate::game::Game;
use crate::model::Seat;

/// How many of one seat's commands in a row can be taken back.
pub(crate) const TAKE_BACK_DEPTH: usize = 12;

/// The game as it was before one of `seat`'s commands, and that command's events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct TakeBackPoint {
    seat: Seat,
    before: Arc<Game>,
    events: Vec<Event>,
}

/// Whether an event shows anyone something they could not know before: a
/// hidden or random outcome, or a draw that turns the next card of a deck face
/// up (and the game's end).
fn reveals(e: &Event) -> bool {
    e.hidden_outcome().is_some()
        || matches!(
            e,
            Event::Alley(AlleyEvent::SpecialDrawn { .. })
                | Event::EndTurn(EndTurnEvent::GameEnded { .. })
        )
}

impl Game {
    /// Keep take-back points from now on (games people play; a replay of a
    /// log holding `TakeBack` commands needs it on from its first command).
    pub fn allow_take_backs(&mut self) {
        self.take_backs = true;
    }

    /// Whether `seat` may take back its last command now.
    pub fn can_take_back(&self, seat: Seat) -> bool {
        !self.is_over() && self.take_back.last().is_some_and(|p| p.seat == seat)
    }

    pub(crate) fn decide_take_back(
        &self,
        seat: Seat,
        out: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.take_back.last() {
            Some(p) if p.seat == seat && !self.is_over() => {
                out.push(Event::TakeBack(TakeBackEvent::TakenBack {
                    seat,
                    undone: p.events.clone(),
                }));
                Ok(())
            }
            Some(_) => Err(RuleError::CannotTakeBack(
                "why-another-player-has-acted-since",
            )),
            None => Err(RuleError::CannotTakeBack(
                "why-there-nothing-yours-take-back-your",
            )),
        }
    }

    /// `TakenBack`: the game as it was before the command (with the older points).
    pub(crate) fn restore_take_back(&mut self) {
        if let Some(point) = self.take_back.pop() {
            let older = std::mem::take(&mut self.take_back);
            *self = Game::clone(&point.before);
            self.take_back = older;
        }
    }

    /// After `seat`'s command produced `events` (automatic steps included):
    /// remember the state `before` it, unless the command revealed anything;
    /// another seat's command forgets the points of the one before.
    pub(crate) fn remember(&mut self, seat: Seat, mut before: Game, events: &[Event]) {
        let revealed = events.iter().any(reveals);
        if revealed || self.take_back.last().is_some_and(|p| p.seat != seat) {
            self.take_back.clear();
        }
        if revealed {
            return;
        }
        before.take_back.clear();
        before.take_backs = true;
        self.take_back.push(TakeBackPoint {
            seat,
            before: Arc::new(before),
            events: events.to_vec(),
        });
        if self.take_back.len() > TAKE_BACK_DEPTH {
            self.take_back.remove(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::Component;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::game::base::market_row::MarketRowEvent;
    use crate::game::take_back::TakeBackEvent;
    use crate::game::Event;
    use crate::game::Game;
    use crate::model::{CharacterId, DieId, Location, Seat, Slot, Viewer};
    use crate::tests::fixture;

    fn assign(c: CharacterId, l: Location) -> Command {
        Command::Assign {
            character: c,
            location: l,
        }
    }

    /// A command that revealed nothing is taken back: the game is exactly as
    /// before it, and the log says so.
    #[test]
    fn a_plain_command_is_taken_back() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        g.acting_with(Seat(0), CharacterId::Magician, Slot::MarketRow(0), 3);
        let before = g.clone();
        let buy = Command::buy(Component::Wood, 1, 0);
        g.apply(Seat(0), &buy).unwrap();
        assert!(g.can_take_back(Seat(0)));
        assert!(!g.can_take_back(Seat(1)));
        let events = g.apply(Seat(0), &Command::TakeBack).unwrap();
        assert!(
            matches!(&events[..], [Event::TakeBack(TakeBackEvent::TakenBack { seat: Seat(0), undone })] if matches!(undone[0], Event::MarketRow(MarketRowEvent::ComponentsBought { .. })))
        );
        assert_eq!(g, before);
        let line = events[0].describe(&["Ann".into(), "Bob".into()]);
        assert!(
            line.starts_with("Ann takes back: Ann buys 1 Wood"),
            "{line}"
        );
    }

    /// Several commands in a row are taken back one by one.
    #[test]
    fn commands_in_a_row_are_taken_back_in_turn() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        let start = g.clone();
        g.apply(Seat(0), &assign(CharacterId::Magician, Location::Theater))
            .unwrap();
        let one = g.clone();
        g.apply(
            Seat(0),
            &assign(CharacterId::Apprentice1, Location::Downtown),
        )
        .unwrap();
        g.apply(Seat(0), &Command::TakeBack).unwrap();
        assert_eq!(g, one);
        g.apply(Seat(0), &Command::TakeBack).unwrap();
        assert_eq!(g, start);
        assert_eq!(
            g.apply(Seat(0), &Command::TakeBack),
            Err(RuleError::CannotTakeBack(
                "why-there-nothing-yours-take-back-your"
            ))
        );
    }

    /// Without take-backs allowed (simulations), nothing is kept.
    #[test]
    fn simulations_keep_nothing() {
        let mut g = fixture::game(2);
        g.apply(Seat(0), &assign(CharacterId::Magician, Location::Theater))
            .unwrap();
        assert!(!g.can_take_back(Seat(0)));
    }

    /// Never past another seat's command (simultaneous Assignment included).
    #[test]
    fn never_past_another_seats_command() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        g.apply(Seat(0), &assign(CharacterId::Magician, Location::Theater))
            .unwrap();
        g.apply(Seat(1), &assign(CharacterId::Magician, Location::Downtown))
            .unwrap();
        assert!(!g.can_take_back(Seat(0)));
        assert_eq!(
            g.apply(Seat(0), &Command::TakeBack),
            Err(RuleError::CannotTakeBack(
                "why-another-player-has-acted-since"
            ))
        );
        assert!(g.can_take_back(Seat(1)));
    }

    /// Never past a roll: a reroll's face is seen once and stays.
    #[test]
    fn never_past_a_die_roll() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        g.acting_with(Seat(0), CharacterId::Magician, Slot::Downtown(0), 3);
        g.apply(Seat(0), &Command::RerollDie { die: DieId::Bank1 })
            .unwrap();
        assert!(!g.can_take_back(Seat(0)));
        assert!(g.apply(Seat(0), &Command::TakeBack).is_err());
    }

    /// Never past a reveal: the last confirmation turns every card face up.
    #[test]
    fn never_past_the_reveal_of_assignment_cards() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        for s in [Seat(0), Seat(1)] {
            g.apply(s, &assign(CharacterId::Magician, Location::Theater))
                .unwrap();
        }
        g.apply(Seat(0), &Command::ConfirmAssignments).unwrap();
        assert!(g.can_take_back(Seat(0)), "confirming revealed nothing yet");
        g.apply(Seat(1), &Command::ConfirmAssignments).unwrap();
        assert!(!g.can_take_back(Seat(1)), "the cards were turned face up");
        assert!(!g.can_take_back(Seat(0)));
    }

    /// Never past a draw: a Special Assignment drawn shows the next deck top.
    #[test]
    fn never_past_a_card_draw_or_prophecy() {
        let mut g = fixture::dark_game(2, true);
        g.allow_take_backs();
        g.acting_with(Seat(0), CharacterId::Magician, Slot::DarkAlley(0), 3);
        g.apply(
            Seat(0),
            &Command::DrawSpecial {
                deck: Location::Downtown,
            },
        )
        .unwrap();
        // The face-up card drawn was known, but it turned up the one below.
        assert!(!g.can_take_back(Seat(0)));
        assert!(g.apply(Seat(0), &Command::TakeBack).is_err());
    }

    /// Replaying a log with take-backs gives the same game as playing it, and
    /// the same as never having played the taken-back commands.
    #[test]
    fn replay_with_take_backs_is_identical() {
        let mut played = 0;
        for seed in 0..6u64 {
            let config = crate::GameConfig::dark_alley(2 + (seed % 3) as u8, seed);
            let mut live = Game::new(config.clone()).unwrap();
            live.allow_take_backs();
            let mut log = Vec::new();
            let mut plain = Game::new(config.clone()).unwrap();
            plain.allow_take_backs();
            let mut x = seed + 1;
            while !live.is_over() && log.len() < 3000 {
                let seat = live.waiting_for()[0];
                let legal = live.legal_commands(seat);
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let cmd = legal[(x >> 33) as usize % legal.len()].clone();
                live.apply(seat, &cmd).unwrap();
                log.push((seat, cmd.clone()));
                if live.can_take_back(seat) && (x >> 20) % 4 == 0 {
                    live.apply(seat, &Command::TakeBack).unwrap();
                    log.push((seat, Command::TakeBack));
                    played += 1;
                    // As if never played (only older take-back points may be gone:
                    // another seat's command, even taken back, ends them).
                    let (mut a, mut b) = (live.clone(), plain.clone());
                    a.take_back.clear();
                    b.take_back.clear();
                    assert_eq!(a, b, "a take-back leaves the game as if never played");
                } else {
                    plain.apply(seat, &cmd).unwrap();
                }
            }
            let mut replayed = Game::new(config).unwrap();
            replayed.allow_take_backs();
            for (seat, cmd) in &log {
                replayed.apply(*seat, cmd).unwrap();
            }
            assert_eq!(replayed, live);
        }
        assert!(played > 100, "{played}");
    }

    /// Hidden information never comes back through a take-back: its line for
    /// another viewer names no face-down card.
    #[test]
    fn a_taken_back_assignment_stays_hidden_from_others() {
        let mut g = fixture::game(2);
        g.allow_take_backs();
        g.apply(Seat(0), &assign(CharacterId::Magician, Location::Theater))
            .unwrap();
        let e = g.apply(Seat(0), &Command::TakeBack).unwrap().remove(0);
        let other = e.redact(Viewer::Seat(Seat(1))).unwrap();
        assert!(!other
            .describe(&["Ann".into(), "Bob".into()])
            .contains("Theater"));
        assert!(e
            .describe(&["Ann".into(), "Bob".into()])
            .contains("Theater"));
    }
}
