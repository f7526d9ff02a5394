//! What the Dark Alley changes in the base game's Actions: the Active
//! Prophecy, and the Special Assignment card the acting Character carries.

use crate::cards::ProphecyKind;
use crate::game::modifier::{Action, Allowance, Done, Modifier, Number};
use crate::game::{Event, Game};
use crate::model::Seat;

/// The Dark Alley's Prophecies as a [`Modifier`] of the base rules: they
/// change the situation, so their changes come first.
pub(crate) struct Prophecies;

/// The Dark Alley's Special Assignment cards as a [`Modifier`]: a card acts
/// with the Action it enhances, after the lasting changes of the other
/// expansions.
pub(crate) struct Cards;

impl Modifier for Prophecies {
    fn number(&self, game: &Game, _seat: Seat, number: Number, value: i64) -> i64 {
        let cheap = |kind| if game.prophecy(kind) { 1 } else { value };
        match number {
            // P12, P25, P24: these Actions cost 1 Action Point.
            Number::ActionPoints(Action::LearnTrick) => cheap(ProphecyKind::CheapLearn),
            Number::ActionPoints(Action::Hire) => cheap(ProphecyKind::CheapHire),
            Number::ActionPoints(Action::TakeCoins) => cheap(ProphecyKind::CheapTakeCoins),
            // P07: the Bank pays double.
            Number::BankCoins if game.prophecy(ProphecyKind::DoubleBank) => value * 2,
            Number::ActionPoints(Action::SetDie) | Number::LearnPrice | Number::BankCoins => value,
        }
    }
}

impl Modifier for Cards {
    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            // A30 Thirst for Knowledge, A28 Headhunter, A34 Interest: 1 less.
            Number::ActionPoints(action) if game.card_saves_an_action_point(seat, action) => {
                (value - 1).max(0)
            }
            _ => value,
        }
    }

    fn allows(&self, game: &Game, seat: Seat, what: Allowance) -> bool {
        match what {
            Allowance::LearnAnyCategory => game.thirst_for_knowledge(seat),
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        game.push_card_effect(seat, done, out);
    }

    fn acts_with_the_action(&self) -> bool {
        true
    }
}
