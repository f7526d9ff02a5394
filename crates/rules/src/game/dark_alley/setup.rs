//! The Dark Alley's set-up: its Performance cards and its own cards.

use crate::cards::PerformanceId;
use crate::config::GameOptions;
use crate::game::dark_alley::Alley;
use crate::rng::Draw;

/// C-116: two of the shuffled Magnus Pantheon cards (`pantheon`) go under
/// the deck (top card last), so they are drawn last; then the Alley's decks.
/// The draws are in this order so stored games replay the same.
pub(crate) fn set_up(
    draw: &mut Draw,
    options: &GameOptions,
    deck: &mut Vec<PerformanceId>,
    mut pantheon: Vec<PerformanceId>,
) -> Alley {
    draw.shuffle(&mut pantheon);
    deck.splice(0..0, [pantheon[0], pantheon[1]]);
    Alley::new(draw, options.prophecies, options.academy)
}
