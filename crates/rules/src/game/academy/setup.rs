//! 004 "Setup" for the Academy: the players' Protégés and the board.

use crate::content::academy::AcademyContent;
use crate::game::academy::{AcademyBoard, PlayerAcademy, STARTING_FAME};
use crate::game::base::player::CharState;
use crate::game::Player;
use crate::model::{CharacterId, Location};
use crate::rng::Draw;

/// 004 "Setup" 4, 8: the shuffled Secret deck; each player's Protégé starts
/// on the board.
pub(crate) fn set_up(
    draw: &mut Draw,
    players: &mut [Player],
    content: &AcademyContent,
) -> AcademyBoard {
    let mut secrets: Vec<u8> = (0..content.secrets.len() as u8).collect();
    draw.shuffle(&mut secrets);
    for p in players.iter_mut() {
        p.academy = Some(PlayerAcademy::default());
        p.characters[CharacterId::Protege.index()] = CharState::Home;
        // 004 "Setup" 7: the Academy Assignment card.
        p.hand[Location::Academy.index()] = 1;
        // 004 "Setup" 11: starting Fame 3.
        p.fame = STARTING_FAME;
    }
    // Banners for every entry of `players`: with the Heir, its own too.
    AcademyBoard::new(players.len() as u8, secrets, content)
}
