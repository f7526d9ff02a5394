//! Set-up's commands for `legal_commands`: the Magician, the starting Trick,
//! the starting Components and the Specialist.

use crate::cards::TrickId;
use crate::command::{Command, SpecialistChoice};
use crate::game::Game;
use crate::model::{ComponentSet, Seat};

impl Game {
    pub(crate) fn magician_candidates(&self, seat: Seat, cands: &mut Vec<Command>) {
        cands.extend(
            self.magician_pool(seat)
                .map(|magician| Command::ChooseMagician { magician }),
        );
    }

    pub(crate) fn starting_trick_candidates(
        &self,
        seat: Seat,
        prune: bool,
        cands: &mut Vec<Command>,
    ) {
        let favorite = self.player(seat).favorite();
        cands.extend(
            TrickId::all()
                // (prune) decide_starting_trick: Fame Threshold 1, the
                // Favorite category, still in the Residence.
                .filter(|&t| {
                    !prune
                        || (t.card().threshold == 1
                            && Some(t.card().category) == favorite
                            && self.in_residence(t))
                })
                .map(|trick| Command::ChooseStartingTrick { trick }),
        );
    }

    pub(crate) fn starting_component_candidates(cands: &mut Vec<Command>) {
        cands.extend(
            ComponentSet::all_worth(2)
                .into_iter()
                .map(|components| Command::ChooseStartingComponents { components }),
        );
    }

    pub(crate) fn specialist_candidates(cands: &mut Vec<Command>) {
        for components in ComponentSet::all_worth(2) {
            cands.push(Command::ChooseSpecialist {
                choice: SpecialistChoice::Manager { components },
            });
        }
        for trick in TrickId::all().filter(|t| t.card().threshold == 1) {
            cands.push(Command::ChooseSpecialist {
                choice: SpecialistChoice::Engineer { trick },
            });
        }
        cands.push(Command::ChooseSpecialist {
            choice: SpecialistChoice::Assistant,
        });
    }
}
