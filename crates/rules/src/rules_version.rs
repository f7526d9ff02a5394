//! Rules versions: which rules a game is played under.
//!
//! A game is its config (with the seed) plus its commands, replayed through
//! this crate. A change that alters the outcome of any existing command
//! sequence (a command accepted or refused differently, different events, a
//! different score) raises [`RULES_VERSION`] and lands behind a [`Change`]:
//! the code asks `game.follows(Change::X)`, so a game created under an older
//! version keeps the behaviour it was played with and replays exactly.
//! The policy (what raises the version, how long old branches live) is in
//! `docs/RULES_VERSIONS.md`.

/// The rules version new games are created under. Games record the version
/// they were created with in [`crate::GameConfig::rules_version`].
pub const RULES_VERSION: u32 = 1;

/// The oldest rules version this crate still plays. Raised only when old
/// branches are retired (see `docs/RULES_VERSIONS.md`).
pub const OLDEST_RULES_VERSION: u32 = 1;

/// A behaviour change, each introduced by one rules version. Games of an
/// older version keep the old behaviour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {}

impl Change {
    /// The first rules version with this change.
    #[allow(dead_code)]
    pub(crate) fn since(self) -> u32 {
        match self {}
    }
}

impl crate::state::Game {
    /// The rules version this game is played under.
    pub fn rules_version(&self) -> u32 {
        self.config.rules_version
    }

    /// Whether this game plays with `change` (it was created under a rules
    /// version that has it).
    #[allow(dead_code)]
    pub(crate) fn follows(&self, change: Change) -> bool {
        self.config.rules_version >= change.since()
    }
}
