//! The Workshop's Actions for `legal_commands`: Prepare, and the
//! Specialists' Move Tricks, Move Components and Move Apprentices.

use super::MOVE_AP;
use crate::cards::Component;
use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::base::player::CharState;
use crate::game::Game;
use crate::model::{CharacterId, Seat, Specialist};

impl Game {
    pub(crate) fn workshop_candidates(
        &self,
        seat: Seat,
        ap: u8,
        prune: bool,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        expansions.add(At::Workshop, cands);
        let p = self.player(seat);
        for t in &p.tricks {
            cands.push(Command::prepare(t.trick));
            cands.push(Command::MoveTrick { trick: t.trick });
        }
        // (prune) decide_move_components: the Manager, a pile of that type
        // not on a Multi slot yet.
        let manager = ap >= MOVE_AP && p.has_specialist(Specialist::Manager);
        for component in Component::ALL {
            if prune
                && !(manager
                    && p.components[component.index()] > 0
                    && !p.multi_slots.contains(&Some(component)))
            {
                continue;
            }
            for slot in 0..2 {
                cands.push(Command::MoveComponents { component, slot });
            }
        }
        // (prune) decide_move_apprentice: the Assistant with a free slot, an
        // Apprentice still on the board.
        let assistant =
            ap >= MOVE_AP && p.has_specialist(Specialist::Assistant) && p.assistant_slot.is_none();
        for apprentice in CharacterId::APPRENTICES {
            if !prune
                || (assistant && matches!(p.state(apprentice), CharState::Home | CharState::Idle))
            {
                cands.push(Command::MoveApprentice { apprentice });
            }
        }
    }
}
