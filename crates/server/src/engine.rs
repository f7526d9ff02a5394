//! The rules engine the server runs. Every other module names the rules types
//! through this one, so the server depends on the rules crate in one place.

pub use trickerion_rules::heir::Difficulty;
pub use trickerion_rules::{
    Command, ContentStamp, Event, FinalScores, Game, GameConfig, GameOptions, Msg, RuleError, Seat,
    SetupError, View, Viewer, RULES_VERSION,
};
