//! The rules engine the server runs. Every other module names the rules types
//! through this one, so the server depends on the rules crate in one place.

pub use trickerion_rules::model::{Seat, Viewer};

pub use crate::engine_shim::{Command, Event, Game, GameConfig, RuleError, SetupError, View};
