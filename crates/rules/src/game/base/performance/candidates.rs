//! The Performance phase's commands for `legal_commands`: perform a card of
//! the Theater, or decline.

use crate::command::Command;
use crate::game::base::candidates::{At, ExpansionCandidates};
use crate::game::Game;

impl Game {
    pub(crate) fn performance_candidates(
        &self,
        expansions: &impl ExpansionCandidates,
        cands: &mut Vec<Command>,
    ) {
        cands.extend(self.theater.iter().map(|c| Command::perform(c.card)));
        cands.push(Command::DeclinePerformance);
        expansions.add(At::Performance, cands);
    }
}
