//! Dahlgaard's Heir's candidates for `legal_commands`: the player's choice
//! of the Turn Setup dice to re-roll (004 "Roll dice phase").

use crate::command::Command;
use crate::game::Game;

impl Game {
    pub(crate) fn turn_setup_candidates(&self, cands: &mut Vec<Command>) {
        cands.extend(
            self.turn_setup_choices()
                .into_iter()
                .map(|places| Command::RerollTurnSetup { places }),
        );
    }
}
