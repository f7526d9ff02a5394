//! Game options, checked once by `Game::new`.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::rules_version::{OLDEST_RULES_VERSION, RULES_VERSION};

/// The Heir's difficulty setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
}

/// What the players choose for a game: how many they are, and the
/// expansions and variants they play with. The request that creates a game
/// on the server, its lobby and the public list show it; [`GameConfig`] adds
/// what the players do not choose (the seed, the rules version, the content
/// files).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct GameOptions {
    /// 2, 3 or 4 players (1 with Dahlgaard's Heir).
    pub players: u8,
    /// "First Time Setup for Beginners": fixed starting Tricks, Components
    /// and Specialists.
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
    /// Magician Powers (needs the Dark Alley). Provisional content.
    #[serde(default)]
    pub powers: bool,
    /// Duel of Magicians (two players). Provisional content.
    #[serde(default)]
    pub duel: bool,
    /// Dahlgaard's Academy (needs the Dark Alley). Provisional content.
    #[serde(default)]
    pub academy: bool,
    /// Dahlgaard's Heir: one player against the solo bot (`players` 1).
    /// Provisional content.
    #[serde(default)]
    pub heir: bool,
    /// Dahlgaard's Heir: its difficulty (004 "Difficulty"); Normal when not
    /// given. Only with `heir`.
    #[serde(default)]
    pub difficulty: Option<Difficulty>,
}

impl GameOptions {
    /// The base game for `players` players.
    pub fn base(players: u8) -> GameOptions {
        GameOptions {
            players,
            ..GameOptions::default()
        }
    }

    /// The Dark Alley for `players` players, with Prophecies and the caps.
    pub fn dark_alley(players: u8) -> GameOptions {
        GameOptions {
            dark_alley: true,
            prophecies: true,
            fame_caps: true,
            ..GameOptions::base(players)
        }
    }

    /// A new game of these options drawing from `seed`, under the current
    /// rules version.
    pub fn config(self, seed: u64) -> GameConfig {
        GameConfig {
            options: self,
            seed,
            rules_version: RULES_VERSION,
            content: Vec::new(),
        }
    }
}

/// The options a game is created with, and what fixes its course: the seed
/// (every random draw), the rules version and the content files.
///
/// It is stored, and held by every game state and replay, flat (see
/// [`StoredConfig`]). Unknown fields are refused, so a misspelt option is an
/// error rather than a silently different game; stored configs were written
/// by this type and only hold known fields, so they keep loading.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "StoredConfig<'static>"))]
pub struct GameConfig {
    pub options: GameOptions,
    pub seed: u64,
    /// The rules version the game was created under ([`RULES_VERSION`] for new
    /// games). Configs stored or written before versions existed have no such
    /// field and are version 1, the rules they were played with.
    pub rules_version: u32,
    /// The content files the game is played with (Powers, Duel, Academy,
    /// Heir): their id, version and hash. Filled in by `Game::new` when
    /// empty; a game whose recorded content differs from this build's is
    /// refused.
    pub content: Vec<crate::content::ContentStamp>,
}

/// [`GameConfig`] as its JSON is written and read: flat, in this field order,
/// with the expansions and the content left out while off or empty (so that
/// every config written before they existed, and the digest of every game
/// state holding one, stays the same), and version 1 when no rules version is
/// given.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GameConfig"))]
#[serde(deny_unknown_fields)]
struct StoredConfig<'a> {
    players: u8,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    seed: u64,
    #[serde(default)]
    beginner_setup: bool,
    #[serde(default)]
    dark_alley: bool,
    #[serde(default)]
    prophecies: bool,
    #[serde(default)]
    fame_caps: bool,
    #[serde(default = "first_rules_version")]
    rules_version: u32,
    #[serde(default, skip_serializing_if = "is_false")]
    powers: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    duel: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    academy: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    heir: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    difficulty: Option<Difficulty>,
    #[serde(default, skip_serializing_if = "<[_]>::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Vec<crate::content::ContentStamp>"))]
    content: Cow<'a, [crate::content::ContentStamp]>,
}

impl Serialize for GameConfig {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let o = &self.options;
        StoredConfig {
            players: o.players,
            seed: self.seed,
            beginner_setup: o.beginner_setup,
            dark_alley: o.dark_alley,
            prophecies: o.prophecies,
            fame_caps: o.fame_caps,
            rules_version: self.rules_version,
            powers: o.powers,
            duel: o.duel,
            academy: o.academy,
            heir: o.heir,
            difficulty: o.difficulty,
            content: Cow::Borrowed(&self.content),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameConfig {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let c = StoredConfig::deserialize(d)?;
        Ok(GameConfig {
            options: GameOptions {
                players: c.players,
                beginner_setup: c.beginner_setup,
                dark_alley: c.dark_alley,
                prophecies: c.prophecies,
                fame_caps: c.fame_caps,
                powers: c.powers,
                duel: c.duel,
                academy: c.academy,
                heir: c.heir,
                difficulty: c.difficulty,
            },
            seed: c.seed,
            rules_version: c.rules_version,
            content: c.content.into_owned(),
        })
    }
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
        GameOptions::base(players).config(seed)
    }

    /// A Dark Alley game for `players` players, with Prophecies and the caps.
    pub fn dark_alley(players: u8, seed: u64) -> GameConfig {
        GameOptions::dark_alley(players).config(seed)
    }

    /// Checks the options.
    ///
    /// # Errors
    /// When the options are not playable (player count, Dark Alley options
    /// without the Dark Alley, a rules version this crate does not know).
    pub fn check(&self) -> Result<(), SetupError> {
        let o = &self.options;
        if !(OLDEST_RULES_VERSION..=RULES_VERSION).contains(&self.rules_version) {
            return Err(SetupError::RulesVersion {
                version: self.rules_version,
                oldest: OLDEST_RULES_VERSION,
                newest: RULES_VERSION,
            });
        }
        // 004 "Dahlgaard's Heir solo play": the one human seat against the
        // Heir, which is no seat; without the Heir, 2 to 4 seats.
        if o.heir {
            if o.players != 1 {
                return Err(SetupError::HeirIsSolo(o.players));
            }
        } else if !(2..=4).contains(&o.players) {
            return Err(SetupError::PlayerCount(o.players));
        }
        // 004 "Dahlgaard's Heir solo play": "not compatible with the
        // Dahlgaard's Gifts expansion" (Magician Powers, Duel of Magicians).
        if o.heir && (o.powers || o.duel) {
            return Err(SetupError::HeirWithoutGifts);
        }
        // The Heir's Plan tiles send it to the Dark Alley (004 "Setup" 11:
        // its Assignment cards include the Dark Alley's).
        if o.heir && !o.dark_alley {
            return Err(SetupError::HeirNeedsDarkAlley);
        }
        if o.difficulty.is_some() && !o.heir {
            return Err(SetupError::DifficultyWithoutHeir);
        }
        if !o.dark_alley && (o.prophecies || o.fame_caps) {
            return Err(SetupError::NeedsDarkAlley);
        }
        // 003 "Magician Powers": "can only be played together with the Dark Alley".
        if o.powers && !o.dark_alley {
            return Err(SetupError::PowersNeedDarkAlley);
        }
        // 003 "Duel of Magicians": a variant for two-player games.
        if o.duel && o.players != 2 {
            return Err(SetupError::DuelIsForTwo(o.players));
        }
        // 004 "General rule changes": the Academy assumes the Dark Alley rules.
        if o.academy && !o.dark_alley {
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
                        && crate::content::academy::academy_for(recorded).is_some())
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
    pub fn academy_content(&self) -> &'static crate::content::academy::AcademyContent {
        self.content
            .iter()
            .find(|s| s.id == "academy")
            .and_then(|s| crate::content::academy::academy_version(s.version))
            .unwrap_or_else(crate::content::academy::academy)
    }

    /// The stamps of the content files this build carries for the options:
    /// Powers, Duel, the Academy, then the Heir.
    pub fn current_content(&self) -> Vec<crate::content::ContentStamp> {
        let o = &self.options;
        let mut stamps = crate::content::stamps_for(o.powers, o.duel);
        if o.academy {
            stamps.push(crate::content::academy::academy().stamp.clone());
        }
        if o.heir {
            stamps.push(crate::content::heir::heir_content().stamp.clone());
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
        if self.options.heir {
            names.push(Self::HEIR_NAME.to_string());
        }
        names
    }

    /// Whether the game uses provisional content (designed by the project,
    /// not printed): Magician Powers, Duel of Magicians, the Academy or the Heir.
    pub fn provisional_content(&self) -> bool {
        let o = &self.options;
        o.powers || o.duel || o.academy || o.heir
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A config is written flat, its fields in one order, the expansions and
    /// the content only when on: stored games, golden files and every game
    /// state's digest hold this JSON, so it never changes shape.
    #[test]
    fn a_config_is_written_flat_in_its_field_order_with_the_expansions_only_when_on() {
        let base = GameConfig::base(3, 9);
        assert_eq!(
            serde_json::to_string(&base).unwrap(),
            format!(
                r#"{{"players":3,"seed":9,"beginner_setup":false,"dark_alley":false,"prophecies":false,"fame_caps":false,"rules_version":{RULES_VERSION}}}"#
            )
        );
        let all = GameConfig {
            rules_version: 2,
            content: vec![crate::content::heir::heir_content().stamp.clone()],
            ..GameOptions {
                beginner_setup: true,
                powers: true,
                duel: true,
                academy: true,
                heir: true,
                difficulty: Some(Difficulty::Hard),
                ..GameOptions::dark_alley(1)
            }
            .config(u64::MAX)
        };
        let json = serde_json::to_string(&all).unwrap();
        let keys: Vec<&str> = json
            .match_indices("\":")
            .map(|(i, _)| {
                let start = json[..i].rfind('"').unwrap() + 1;
                &json[start..i]
            })
            .filter(|k| !["id", "version", "hash"].contains(k))
            .collect();
        assert_eq!(
            keys,
            [
                "players",
                "seed",
                "beginner_setup",
                "dark_alley",
                "prophecies",
                "fame_caps",
                "rules_version",
                "powers",
                "duel",
                "academy",
                "heir",
                "difficulty",
                "content"
            ]
        );
        assert!(json.contains(r#""seed":18446744073709551615"#), "{json}");
        let back: GameConfig = serde_json::from_str(&json).unwrap();
        assert_eq!(back, all);
    }

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
        let c = GameOptions {
            powers: true,
            ..GameOptions::base(3)
        }
        .config(1);
        assert_eq!(c.check(), Err(SetupError::PowersNeedDarkAlley));
        let c = GameOptions {
            powers: true,
            ..GameOptions::dark_alley(3)
        }
        .config(1);
        assert_eq!(c.check(), Ok(()));
        let c = GameOptions {
            duel: true,
            ..GameOptions::base(3)
        }
        .config(1);
        assert_eq!(c.check(), Err(SetupError::DuelIsForTwo(3)));
        let c = GameOptions {
            duel: true,
            ..GameOptions::base(2)
        }
        .config(1);
        assert_eq!(c.check(), Ok(()));
        let json = serde_json::to_value(GameConfig::dark_alley(4, 2)).unwrap();
        for key in ["powers", "duel", "content"] {
            assert!(json.get(key).is_none(), "{key} in {json}");
        }
        let old: GameConfig =
            serde_json::from_str(r#"{"players": 2, "seed": 9, "dark_alley": true}"#).unwrap();
        assert!(!old.options.powers && !old.options.duel && old.content.is_empty());
    }

    /// A game records the content it is played with; a config recording other
    /// content than this build carries is refused, never replayed with other cards.
    #[test]
    fn games_record_their_content_and_refuse_other_content() {
        let c = GameOptions {
            powers: true,
            duel: true,
            ..GameOptions::dark_alley(2)
        }
        .config(5);
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
        let academy = crate::Game::new(
            GameOptions {
                academy: true,
                ..GameOptions::dark_alley(3)
            }
            .config(5),
        )
        .unwrap();
        assert_eq!(
            academy.config().content,
            vec![crate::content::academy::academy().stamp.clone()]
        );
        let mut other = academy.config().clone();
        other.content[0].hash = "fnv1a64:0000000000000000".into();
        assert!(matches!(other.check(), Err(SetupError::Content { .. })));
        // 004 "Components for solo play": a solo game records the Heir's
        // content file (Plan tiles, Turn Setup dice, Solo Performance cards).
        let solo = crate::Game::new(
            GameOptions {
                heir: true,
                difficulty: Some(Difficulty::Hard),
                ..GameOptions::dark_alley(1)
            }
            .config(5),
        )
        .unwrap();
        assert_eq!(
            solo.config().content,
            vec![crate::content::heir::heir_content().stamp.clone()]
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
        let heir = GameOptions {
            heir: true,
            ..GameOptions::base(1)
        }
        .config(1);
        assert_eq!(heir.check(), Err(SetupError::HeirNeedsDarkAlley));
        let lone = GameOptions {
            difficulty: Some(Difficulty::Hard),
            ..GameOptions::dark_alley(2)
        }
        .config(1);
        assert_eq!(lone.check(), Err(SetupError::DifficultyWithoutHeir));
        let parsed: GameConfig = serde_json::from_str(
            r#"{"players": 1, "seed": 1, "dark_alley": true, "heir": true, "difficulty": "easy"}"#,
        )
        .unwrap();
        assert_eq!(parsed.options.difficulty, Some(Difficulty::Easy));
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
        assert!(parsed.options.academy && !parsed.options.heir);
        let academy = |c: GameConfig| GameConfig {
            options: GameOptions {
                academy: true,
                ..c.options
            },
            ..c
        };
        assert_eq!(
            academy(GameConfig::base(3, 1)).check(),
            Err(SetupError::AcademyNeedsDarkAlley)
        );
        assert_eq!(academy(GameConfig::dark_alley(3, 1)).check(), Ok(()));
        let heir = |players: u8| {
            GameOptions {
                heir: true,
                ..GameOptions::dark_alley(players)
            }
            .config(1)
        };
        assert_eq!(heir(2).check(), Err(SetupError::HeirIsSolo(2)));
        assert_eq!(
            GameConfig::base(1, 1).check(),
            Err(SetupError::PlayerCount(1))
        );
        assert_eq!(
            GameConfig {
                options: GameOptions {
                    powers: true,
                    ..(heir(1)).options
                },
                ..heir(1)
            }
            .check(),
            Err(SetupError::HeirWithoutGifts)
        );
        assert_eq!(
            GameConfig {
                options: GameOptions {
                    duel: true,
                    ..(heir(1)).options
                },
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
