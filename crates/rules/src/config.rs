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
    /// 2, 3 or 4 players (1 with Dahlgaard's Heir).
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
    /// Magician Powers (needs the Dark Alley). Provisional content.
    #[serde(default, skip_serializing_if = "is_false")]
    pub powers: bool,
    /// Duel of Magicians (two players). Provisional content.
    #[serde(default, skip_serializing_if = "is_false")]
    pub duel: bool,
    /// Dahlgaard's Academy (needs the Dark Alley). Provisional content.
    #[serde(default, skip_serializing_if = "is_false")]
    pub academy: bool,
    /// Dahlgaard's Heir: one player against the solo bot (`players` 1).
    /// Provisional content.
    #[serde(default, skip_serializing_if = "is_false")]
    pub heir: bool,
    /// Dahlgaard's Heir: its difficulty (004 "Difficulty"); Normal when not
    /// given. Only with `heir`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<crate::heir::Difficulty>,
    /// The content files the game is played with (Powers, Duel): their id,
    /// version and hash. Filled in by `Game::new` when empty; a game whose
    /// recorded content differs from this build's is refused. Left out of
    /// the JSON while empty, so configs without these options are unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub content: Vec<crate::content::ContentStamp>,
}

fn first_rules_version() -> u32 {
    1
}

fn is_false(b: &bool) -> bool {
    !*b
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
            powers: false,
            duel: false,
            academy: false,
            heir: false,
            difficulty: None,
            content: Vec::new(),
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
        // 004 "Dahlgaard's Heir solo play": the one human seat against the
        // Heir, which is no seat; without the Heir, 2 to 4 seats.
        if self.heir {
            if self.players != 1 {
                return Err(SetupError::HeirIsSolo(self.players));
            }
        } else if !(2..=4).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        // 004 "Dahlgaard's Heir solo play": "not compatible with the
        // Dahlgaard's Gifts expansion" (Magician Powers, Duel of Magicians).
        if self.heir && (self.powers || self.duel) {
            return Err(SetupError::HeirWithoutGifts);
        }
        // The Heir's Plan tiles send it to the Dark Alley (004 "Setup" 11:
        // its Assignment cards include the Dark Alley's).
        if self.heir && !self.dark_alley {
            return Err(SetupError::HeirNeedsDarkAlley);
        }
        if self.difficulty.is_some() && !self.heir {
            return Err(SetupError::DifficultyWithoutHeir);
        }
        if !self.dark_alley && (self.prophecies || self.fame_caps) {
            return Err(SetupError::NeedsDarkAlley);
        }
        // 003 "Magician Powers": "can only be played together with the Dark Alley".
        if self.powers && !self.dark_alley {
            return Err(SetupError::PowersNeedDarkAlley);
        }
        // 003 "Duel of Magicians": a variant for two-player games.
        if self.duel && self.players != 2 {
            return Err(SetupError::DuelIsForTwo(self.players));
        }
        // 004 "General rule changes": the Academy assumes the Dark Alley rules.
        if self.academy && !self.dark_alley {
            return Err(SetupError::AcademyNeedsDarkAlley);
        }
        if !self.content.is_empty() {
            let current = self.current_content();
            // The Academy's earlier content files are kept (docs/CONTENT.md
            // "Versions"): a game recording one of them plays with it.
            let known = |(recorded, now): (
                &crate::content::ContentStamp,
                &crate::content::ContentStamp,
            )| {
                recorded == now
                    || (recorded.id == now.id
                        && now.id == "academy"
                        && crate::academy::academy_for(recorded).is_some())
            };
            if self.content.len() != current.len() || !self.content.iter().zip(&current).all(known)
            {
                return Err(SetupError::Content {
                    recorded: describe_stamps(&self.content),
                    current: describe_stamps(&current),
                });
            }
        }
        Ok(())
    }

    /// The config with the content stamps of its options filled in (what
    /// `Game::new` records in the game).
    pub fn with_content(mut self) -> GameConfig {
        if self.content.is_empty() {
            self.content = self.current_content();
        }
        self
    }

    /// The Academy content a game of this config is played with: the version
    /// it records (an archived one for a game created before a content
    /// change, docs/CONTENT.md "Versions"), the current one otherwise.
    pub fn academy_content(&self) -> &'static crate::academy::AcademyContent {
        self.content
            .iter()
            .find(|s| s.id == "academy")
            .and_then(|s| crate::academy::academy_version(s.version))
            .unwrap_or_else(crate::academy::academy)
    }

    /// The stamps of the content files this build carries for the options:
    /// Powers, Duel, the Academy, then the Heir.
    pub fn current_content(&self) -> Vec<crate::content::ContentStamp> {
        let mut stamps = crate::content::stamps_for(self.powers, self.duel);
        if self.academy {
            stamps.push(crate::academy::academy().stamp.clone());
        }
        if self.heir {
            stamps.push(crate::heir::heir_content().stamp.clone());
        }
        stamps
    }
}

fn describe_stamps(stamps: &[crate::content::ContentStamp]) -> String {
    if stamps.is_empty() {
        return "none".into();
    }
    stamps
        .iter()
        .map(|s| format!("{} v{} ({})", s.id, s.version, s.hash))
        .collect::<Vec<_>>()
        .join(", ")
}

impl GameConfig {
    /// The name of Dahlgaard's Heir in logs and scores.
    pub const HEIR_NAME: &'static str = "Dahlgaard's Heir";

    /// The names of everyone at the table, by seat: the seats' `names`, then
    /// in a solo game the Heir, whose seat (after the human's) nobody holds,
    /// so that log lines and scores name it rather than "Player 2".
    pub fn table_names(&self, mut names: Vec<String>) -> Vec<String> {
        if self.heir {
            names.push(Self::HEIR_NAME.to_string());
        }
        names
    }

    /// Whether the game uses provisional content (designed by the project,
    /// not printed): Magician Powers, Duel of Magicians, the Academy or the Heir.
    pub fn provisional_content(&self) -> bool {
        self.powers || self.duel || self.academy || self.heir
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

    /// 003 "Magician Powers": only with the Dark Alley; "Duel of Magicians":
    /// two players. Both are off by default and absent from the JSON then,
    /// so every older config (and game state) serializes as before.
    #[test]
    fn powers_need_the_dark_alley_and_the_duel_two_players() {
        let c = GameConfig {
            powers: true,
            ..GameConfig::base(3, 1)
        };
        assert_eq!(c.check(), Err(SetupError::PowersNeedDarkAlley));
        let c = GameConfig {
            powers: true,
            ..GameConfig::dark_alley(3, 1)
        };
        assert_eq!(c.check(), Ok(()));
        let c = GameConfig {
            duel: true,
            ..GameConfig::base(3, 1)
        };
        assert_eq!(c.check(), Err(SetupError::DuelIsForTwo(3)));
        let c = GameConfig {
            duel: true,
            ..GameConfig::base(2, 1)
        };
        assert_eq!(c.check(), Ok(()));
        let json = serde_json::to_value(GameConfig::dark_alley(4, 2)).unwrap();
        for key in ["powers", "duel", "content"] {
            assert!(json.get(key).is_none(), "{key} in {json}");
        }
        let old: GameConfig =
            serde_json::from_str(r#"{"players": 2, "seed": 9, "dark_alley": true}"#).unwrap();
        assert!(!old.powers && !old.duel && old.content.is_empty());
    }

    /// A game records the content it is played with; a config recording other
    /// content than this build carries is refused, never replayed with other cards.
    #[test]
    fn games_record_their_content_and_refuse_other_content() {
        let c = GameConfig {
            powers: true,
            duel: true,
            ..GameConfig::dark_alley(2, 5)
        };
        let game = crate::Game::new(c.clone()).unwrap();
        assert_eq!(
            game.config().content,
            crate::content::stamps_for(true, true)
        );
        let stored = serde_json::to_string(game.config()).unwrap();
        let back: GameConfig = serde_json::from_str(&stored).unwrap();
        assert_eq!(back.check(), Ok(()));
        let mut other = back.clone();
        other.content[0].hash = "fnv1a64:0000000000000000".into();
        assert!(matches!(other.check(), Err(SetupError::Content { .. })));
        assert!(crate::Game::new(other).is_err());
        // An Academy game records the Academy content file too.
        let academy = crate::Game::new(GameConfig {
            academy: true,
            ..GameConfig::dark_alley(3, 5)
        })
        .unwrap();
        assert_eq!(
            academy.config().content,
            vec![crate::academy::academy().stamp.clone()]
        );
        let mut other = academy.config().clone();
        other.content[0].hash = "fnv1a64:0000000000000000".into();
        assert!(matches!(other.check(), Err(SetupError::Content { .. })));
        // 004 "Components for solo play": a solo game records the Heir's
        // content file (Plan tiles, Turn Setup dice, Solo Performance cards).
        let solo = crate::Game::new(GameConfig {
            heir: true,
            difficulty: Some(crate::heir::Difficulty::Hard),
            ..GameConfig::dark_alley(1, 5)
        })
        .unwrap();
        assert_eq!(
            solo.config().content,
            vec![crate::heir::heir_content().stamp.clone()]
        );
        let mut other = solo.config().clone();
        other.content[0].hash = "fnv1a64:0000000000000000".into();
        assert!(matches!(other.check(), Err(SetupError::Content { .. })));
        // A base game records no content.
        let base = crate::Game::new(GameConfig::base(3, 5)).unwrap();
        assert!(base.config().content.is_empty());
    }

    /// Issue 10.4: a misspelt option is an error, not a silently different game.
    #[test]
    fn unknown_option_fields_are_refused() {
        let e = serde_json::from_str::<GameConfig>(
            r#"{"players": 3, "seed": 1, "acadamy": true, "bogus": 1}"#,
        )
        .unwrap_err();
        assert!(e.to_string().contains("unknown field `acadamy`"), "{e}");
        // Every field this type writes reads back.
        let c = GameConfig::dark_alley(4, 77);
        let back: GameConfig = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
    }

    /// 004 "Dahlgaard's Heir solo play": the Heir needs the Dark Alley (its
    /// Plan tiles use it); a difficulty only goes with the Heir.
    #[test]
    fn heir_needs_the_dark_alley_and_difficulty_the_heir() {
        let heir = GameConfig {
            heir: true,
            ..GameConfig::base(1, 1)
        };
        assert_eq!(heir.check(), Err(SetupError::HeirNeedsDarkAlley));
        let lone = GameConfig {
            difficulty: Some(crate::heir::Difficulty::Hard),
            ..GameConfig::dark_alley(2, 1)
        };
        assert_eq!(lone.check(), Err(SetupError::DifficultyWithoutHeir));
        let parsed: GameConfig = serde_json::from_str(
            r#"{"players": 1, "seed": 1, "dark_alley": true, "heir": true, "difficulty": "easy"}"#,
        )
        .unwrap();
        assert_eq!(parsed.difficulty, Some(crate::heir::Difficulty::Easy));
    }

    /// 004 "General rule changes" (the Academy assumes the Dark Alley) and
    /// "Dahlgaard's Heir solo play" (one player; not with Dahlgaard's Gifts).
    /// The Academy is played, the Heir without the Academy too; the Heir with
    /// the Academy is refused with a typed error after the combination
    /// checks; older configs do not name them.
    #[test]
    fn academy_and_heir_are_played_and_the_heir_with_the_academy_not_yet() {
        let parsed: GameConfig = serde_json::from_str(
            r#"{"players": 3, "seed": 1, "dark_alley": true, "academy": true}"#,
        )
        .unwrap();
        assert!(parsed.academy && !parsed.heir);
        let academy = |c: GameConfig| GameConfig { academy: true, ..c };
        assert_eq!(
            academy(GameConfig::base(3, 1)).check(),
            Err(SetupError::AcademyNeedsDarkAlley)
        );
        assert_eq!(academy(GameConfig::dark_alley(3, 1)).check(), Ok(()));
        let heir = |players: u8| GameConfig {
            heir: true,
            ..GameConfig::dark_alley(players, 1)
        };
        assert_eq!(heir(2).check(), Err(SetupError::HeirIsSolo(2)));
        assert_eq!(
            GameConfig::base(1, 1).check(),
            Err(SetupError::PlayerCount(1))
        );
        assert_eq!(
            GameConfig {
                powers: true,
                ..heir(1)
            }
            .check(),
            Err(SetupError::HeirWithoutGifts)
        );
        assert_eq!(
            GameConfig {
                duel: true,
                ..heir(1)
            }
            .check(),
            Err(SetupError::HeirWithoutGifts)
        );
        assert_eq!(heir(1).check(), Ok(()));
        assert!(crate::Game::new(heir(1)).is_ok());
        // 004 "Dahlgaard's Heir solo play" with the Academy: played too.
        assert_eq!(academy(heir(1)).check(), Ok(()));
        assert!(crate::Game::new(academy(heir(1))).is_ok());
        assert!(crate::Game::new(academy(GameConfig::dark_alley(4, 1))).is_ok());
        let json = serde_json::to_value(GameConfig::dark_alley(4, 2)).unwrap();
        for key in ["academy", "heir"] {
            assert!(json.get(key).is_none(), "{key} in {json}");
        }
    }
}
