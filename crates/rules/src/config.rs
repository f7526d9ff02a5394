//! Game options, checked once by `Game::new`.

use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::rules_version::{OLDEST_RULES_VERSION, RULES_VERSION};

/// The options a game is created with. The seed fixes every random draw.
///
/// Unknown fields are refused, so a misspelt option is an error rather than a
/// silently different game; stored configs were written by this type and only
/// hold known fields, so they keep loading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
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
    /// The rules version the game was created under ([`RULES_VERSION`] for new
    /// games). Configs stored or written before versions existed have no such
    /// field and are version 1, the rules they were played with.
    #[serde(default = "first_rules_version")]
    pub rules_version: u32,
}

fn first_rules_version() -> u32 {
    1
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
            rules_version: RULES_VERSION,
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
    /// without the Dark Alley, a rules version this crate does not know).
    pub fn check(&self) -> Result<(), SetupError> {
        if !(OLDEST_RULES_VERSION..=RULES_VERSION).contains(&self.rules_version) {
            return Err(SetupError::RulesVersion {
                version: self.rules_version,
                oldest: OLDEST_RULES_VERSION,
                newest: RULES_VERSION,
            });
        }
        if !(2..=4).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        if !self.dark_alley && (self.prophecies || self.fame_caps) {
            return Err(SetupError::NeedsDarkAlley);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Configs written before rules versions existed (stored games, scripts)
    /// load as version 1; new games get the current version.
    #[test]
    fn a_config_without_a_rules_version_is_version_1() {
        let old: GameConfig = serde_json::from_str(r#"{"players": 3, "seed": 9}"#).unwrap();
        assert_eq!(old.rules_version, 1);
        assert_eq!(GameConfig::base(3, 9).rules_version, RULES_VERSION);
        assert_eq!(GameConfig::dark_alley(3, 9).rules_version, RULES_VERSION);
        let json = serde_json::to_value(GameConfig::base(2, 1)).unwrap();
        assert_eq!(json["rules_version"], RULES_VERSION);
    }

    #[test]
    fn a_rules_version_this_crate_does_not_know_is_a_setup_error() {
        for version in [0, RULES_VERSION + 1] {
            let c = GameConfig {
                rules_version: version,
                ..GameConfig::base(2, 1)
            };
            assert_eq!(
                c.check(),
                Err(SetupError::RulesVersion {
                    version,
                    oldest: OLDEST_RULES_VERSION,
                    newest: RULES_VERSION
                })
            );
        }
        for version in OLDEST_RULES_VERSION..=RULES_VERSION {
            let c = GameConfig {
                rules_version: version,
                ..GameConfig::base(2, 1)
            };
            assert_eq!(c.check(), Ok(()));
        }
    }

    /// Issue 10.4: a misspelt option is an error, not a silently different game.
    #[test]
    fn unknown_option_fields_are_refused() {
        let e = serde_json::from_str::<GameConfig>(
            r#"{"players": 3, "seed": 1, "academy": true, "bogus": 1}"#,
        )
        .unwrap_err();
        assert!(e.to_string().contains("unknown field `academy`"), "{e}");
        // Every field this type writes reads back.
        let c = GameConfig::dark_alley(4, 77);
        let back: GameConfig = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
    }
}
