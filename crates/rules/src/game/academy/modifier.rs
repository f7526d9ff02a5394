//! What the Academy changes in the base game's Actions: the Secrets the
//! acting Character carries make Actions cheaper and add yields.

use crate::cards::Yield;
use crate::content::academy::{SecretAction, SecretEffect};
use crate::game::academy::secrets;
use crate::game::modifier::{Action, Done, Modifier, Number};
use crate::game::{Event, Game};
use crate::model::Seat;

/// Dahlgaard's Academy as a [`Modifier`] of the base rules.
pub(crate) struct Academy;

/// The Secret kinds that make `action` cheaper.
fn secret_action(action: Action) -> Option<SecretAction> {
    Some(match action {
        Action::LearnTrick => SecretAction::LearnTrick,
        Action::Hire => SecretAction::Hire,
        Action::TakeCoins => SecretAction::TakeCoins,
        Action::SetDie => SecretAction::SetDie,
        Action::QuickOrder => SecretAction::QuickOrder,
    })
}

impl Modifier for Academy {
    fn number(&self, game: &Game, seat: Seat, number: Number, value: i64) -> i64 {
        match number {
            Number::ActionPoints(action) => match secret_action(action) {
                Some(a) => i64::from(game.secret_cost(seat, a, value as u8)),
                None => value,
            },
            Number::LearnPrice => {
                (value - i64::from(game.acting_secret_coins(seat, secrets::learn_discount))).max(0)
            }
            Number::BuyPrice(_) => {
                let off = game.acting_secret_coins(seat, secrets::buy_discount);
                if off == 0 {
                    value
                } else {
                    i64::from(secrets::discounted(value as u32, off))
                }
            }
            Number::BankCoins => value,
        }
    }

    fn after(&self, game: &Game, seat: Seat, done: Done, out: &mut Vec<Event>) {
        let gain = |fame, coins| Yield {
            fame,
            coins,
            shards: 0,
        };
        match done {
            Done::Hired(_) => game.push_acting_secret_yields(seat, out, |e| match e {
                SecretEffect::HireFame { fame } => Some(gain(fame, 0)),
                _ => None,
            }),
            Done::TookCoins { .. } => game.push_acting_secret_yields(seat, out, |e| match e {
                SecretEffect::TakeCoinsBonus { coins } => Some(gain(0, coins)),
                _ => None,
            }),
            Done::LearnedTrick(_) | Done::QuickOrdered => {}
        }
    }
}
