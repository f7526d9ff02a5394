//! Dahlgaard's Heir in play: the engine plays the Heir itself.
//!
//! The Heir is the second entry of
//! `Game::players`, marked by `Game::heir`, and has no seat anyone can take
//! (`GameConfig::players` is 1; `decide` refuses its seat, `waiting_for`
//! never names it). Whenever the game would wait for the Heir, `auto_step`
//! asks [`Game::heir_step`] for its next step instead, so the whole game
//! runs from the human's commands alone and replays exactly. Each step is an
//! event: the engine's own events where the Heir does what a player does
//! (placing a Character, Advertising, Performing), and an
//! [`Event::Heir`] carrying an [`HeirAct`] for what only the Heir does, with
//! every random draw of the step in it (one RNG stream per step), so logs and
//! views show what it did. Keeping it inside the rules crate (rather than a
//! bot) is what makes a solo game one deterministic state machine: the server
//! stores and replays it like any other game, and no client plays for the
//! Heir.
//!
//! # Layout
//!
//! One module per part of the Heir's turn (004 "Dahlgaard's Heir solo
//! play"): `setup`, `turn_setup` (its dice), `assignment`, `placement`,
//! `actions` (Downtown, Market Row, Dark Alley; the Academy in
//! `heir::academy`), `theater` (setting up and performing), `end_turn`
//! (wages, leftover Tricks) and `scoring`. What it does is recorded as
//! [`HeirAct`]s (`heir::events`), what it has in [`HeirState`]
//! (`heir::state`); both are re-exported here.

mod actions;
mod assignment;
mod end_turn;
mod placement;
mod scoring;
mod setup;
mod theater;
mod turn_setup;

pub use super::events::{words, HeirAct, HeirSetUp, HeirTake};
pub use super::state::{heir_order, location, place, HeirState, HEIR_SEAT};
pub use end_turn::ACTIVE_LIMIT;
pub use setup::RED_X;
pub(crate) use setup::{new_heir_state, remove_red_x};

use super::events::HeirEvent;
use crate::game::base::turn::{AssignmentEvent, PlacementEvent, TurnEvent};
use crate::game::{Event, Game, Phase};
use crate::model::Weekday;

impl Game {
    /// The Heir's next step when the game would wait for it, else `None`.
    pub(crate) fn heir_step(&self) -> Option<Vec<Event>> {
        let heir = self.heir_seat()?;
        let mut out = Vec::new();
        match &self.phase {
            Phase::ChooseMagicians { pos }
                if *pos == self.config.options.players && self.player(heir).magician.is_none() =>
            {
                out.push(self.heir_set_up());
            }
            Phase::Advertise { pos } if self.initiative.get(*pos as usize) == Some(&heir) => {
                // 004 "Advertise phase": every round, at no Coin cost.
                out.push(Event::Turn(TurnEvent::Advertised {
                    seat: heir,
                    coins: 0,
                    fame: 2,
                }));
            }
            Phase::Assignment
                if !self.player(heir).assignment_confirmed
                    && self
                        .seats()
                        .filter(|&s| s != heir)
                        .all(|s| self.player(s).assignment_confirmed) =>
            {
                out.push(self.heir_assign());
                out.push(Event::Assignment(AssignmentEvent::AssignmentConfirmed {
                    seat: heir,
                }));
            }
            Phase::PlaceCharacters {
                acting: Some(a), ..
            } if a.seat == heir => {
                for act in self.heir_actions(a.slot, a.ap) {
                    out.push(Event::Heir(HeirEvent::Heir { act }));
                }
                out.push(Event::Placement(PlacementEvent::ActionsEnded {
                    seat: heir,
                    character: a.character,
                    unspent: 0,
                }));
            }
            Phase::PlaceCharacters {
                pos,
                acting: None,
                done: false,
            } if self.initiative[*pos as usize] == heir && self.to_place(heir).next().is_some() => {
                self.heir_place(&mut out);
            }
            Phase::Performance {
                day,
                performer: Some(p),
            } if *p == heir => {
                let day = Weekday::ALL[*day as usize];
                self.heir_perform(day, &mut out);
            }
            _ => return None,
        }
        Some(out)
    }
}
