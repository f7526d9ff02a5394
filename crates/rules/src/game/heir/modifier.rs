//! What Dahlgaard's Heir changes in the base game: its Turn Setup dice,
//! rolled at the first turn, cover slots.

use crate::game::modifier::{Modifier, Moment};
use crate::game::{Event, Game};
use crate::model::Slot;

/// Dahlgaard's Heir as a [`Modifier`] of the base rules.
pub(crate) struct Heir;

impl Modifier for Heir {
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        if let Moment::TurnStarted(turn) = moment {
            game.push_heir_turn_setup(turn, out);
        }
    }

    fn covers(&self, game: &Game, slot: Slot) -> bool {
        match slot {
            Slot::Backstage(d, _) | Slot::Performance(d) => game.heir_weekday_covered(d),
            _ => game.heir_covered(slot),
        }
    }
}
