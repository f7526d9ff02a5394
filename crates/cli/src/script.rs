//! The JSON script the tool reads (and, with `--script-only`, writes).

use serde::{Deserialize, Serialize};
use trickerion_rules::{Command, GameConfig, Seat, Viewer};

use crate::golden::Expected;

/// A game to replay: its options, who is watching, and the commands in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub config: GameConfig,
    /// `{"seat": 0}` or `"spectator"` (the default).
    #[serde(default = "spectator")]
    pub viewer: Viewer,
    #[serde(default)]
    pub commands: Vec<Step>,
    /// Display names for the game log, one per seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub names: Option<Vec<String>>,
    /// The outcome the script must reach (golden games): the report says
    /// whether it did, and a difference makes the exit status 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<Expected>,
}

/// One command played by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub seat: Seat,
    pub command: Command,
}

fn spectator() -> Viewer {
    Viewer::Spectator
}

impl Script {
    /// Checks what serde cannot: names and viewer fit the player count.
    ///
    /// # Errors
    /// A sentence saying what is wrong.
    pub fn check(&self) -> Result<(), String> {
        let players = self.config.options.players as usize;
        if let Some(names) = &self.names {
            if names.len() != players {
                return Err(format!(
                    "\"names\" has {} entries but the game has {players} players",
                    names.len()
                ));
            }
        }
        if let Viewer::Seat(s) = self.viewer {
            if s.index() >= players {
                return Err(format!(
                    "\"viewer\" is seat {} but the game has seats 0 to {}",
                    s.0,
                    players.saturating_sub(1)
                ));
            }
        }
        Ok(())
    }

    /// The names for the game log: the script's, or "Player 1", "Player 2",
    /// ...; then Dahlgaard's Heir in a solo game (it has no seat to name).
    pub fn display_names(&self) -> Vec<String> {
        self.config
            .table_names(self.names.clone().unwrap_or_else(|| {
                (0..self.config.options.players)
                    .map(|s| Seat(s).to_string())
                    .collect()
            }))
    }
}
