//! What Duel of Magicians changes in the base game: the Turn Setup card
//! turned up each turn covers slots.

use crate::game::modifier::{Modifier, Moment};
use crate::game::{Event, Game};
use crate::model::{Location, Slot};

/// Duel of Magicians as a [`Modifier`] of the base rules.
pub(crate) struct Duel;

impl Modifier for Duel {
    fn at(&self, game: &Game, moment: Moment, out: &mut Vec<Event>) {
        if let Moment::TurnStarted(_) = moment {
            game.push_turn_setup(out);
        }
    }

    fn covers(&self, game: &Game, slot: Slot) -> bool {
        let Some(card) = game.turn_setup() else {
            return false;
        };
        match slot {
            Slot::Downtown(i) => card.covered(Location::Downtown)[i as usize % 4],
            Slot::MarketRow(i) => card.covered(Location::MarketRow)[i as usize % 4],
            // 004 "New location: Academy": covered as the Dark Alley is.
            Slot::DarkAlley(i) | Slot::Academy(i) => {
                card.covered(Location::DarkAlley)[i as usize % 4]
            }
            Slot::Backstage(d, _) | Slot::Performance(d) => card.theater.contains(&d),
            Slot::Workshop(_) => false,
        }
    }
}
