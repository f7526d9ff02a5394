//! Game options, checked once by `Game::new`.

use serde::{Deserialize, Serialize};

use crate::error::SetupError;

/// The options a game is created with. The seed fixes every random draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameConfig {
    /// 2, 3 or 4 players.
    pub players: u8,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seed: u64,
    /// "First Time Setup for Beginners": fixed starting Tricks, Components and Specialists.
    #[serde(default)]
    pub beginner_setup: bool,
    /// The Dark Alley expansion.
    #[serde(default)]
    pub dark_alley: bool,
    /// Prophecies (Dark Alley only).
    #[serde(default)]
    pub prophecies: bool,
    /// The 20-Fame caps on end-game scoring categories (Dark Alley only).
    #[serde(default)]
    pub fame_caps: bool,
}

impl GameConfig {
    /// A base game for `players` players.
    pub fn base(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            players,
            seed,
            beginner_setup: false,
            dark_alley: false,
            prophecies: false,
            fame_caps: false,
        }
    }

    /// A Dark Alley game for `players` players, with Prophecies and the caps.
    pub fn dark_alley(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            dark_alley: true,
            prophecies: true,
            fame_caps: true,
            ..GameConfig::base(players, seed)
        }
    }

    /// Checks the options.
    ///
    /// # Errors
    /// When the options are not playable (player count, Dark Alley options
    /// without the Dark Alley).
    pub fn check(&self) -> Result<(), SetupError> {
        if !(2..=4).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        if !self.dark_alley && (self.prophecies || self.fame_caps) {
            return Err(SetupError::NeedsDarkAlley);
        }
        Ok(())
    }
}
