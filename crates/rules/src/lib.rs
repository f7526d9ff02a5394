//! Trickerion: Legends of Illusion, the rules.
//!
//! A pure, deterministic engine: no I/O, no clock. Randomness comes only from a
//! seeded ChaCha stream kept in the state, so a config (with its seed) plus the
//! list of accepted commands always rebuilds the identical game.
//!
//! # Layout
//! - `cards`: printed card facts (Tricks, Performance cards, Magicians, Components).
//! - `model`, `board`: vocabulary types and fixed board facts.
//! - `config`, `error`, `command`, `event`: the API's data.
//! - `state`: the game state; `apply` records events in it (no logic there).
//! - `game`: `Game::new`, `apply` = `decide` + `apply_event`, automatic steps.
//! - One module per part of the rules: `setup`, `turn` (Advertise, Assignment,
//!   Place Characters), `downtown`, `market_row`, `workshop`, `theater`,
//!   `performance`, `end_turn`, `scoring`.
//! - `legal`: every command `apply` would accept; `view`: redacted views;
//!   `log`: one game-log line per event.

mod apply;
pub mod board;
pub mod cards;
mod command;
mod config;
mod downtown;
mod end_turn;
mod error;
mod event;
#[cfg(test)]
mod fixture;
mod game;
mod legal;
mod log;
mod market_row;
pub mod model;
mod performance;
mod rng;
mod scoring;
mod setup;
mod state;
mod theater;
mod turn;
mod view;
mod workshop;

pub use cards::{Category, Component, Dir, MagicianId, PerformanceId, TrickId, Yield};
pub use command::{Command, SpecialistChoice};
pub use config::GameConfig;
pub use error::{RuleError, SetupError};
pub use event::{Event, Payout, SetupStage, Wages};
pub use model::{
    CharacterId, ComponentSet, DieFace, DieId, FameOrCoins, Location, Seat, Slot, Specialist,
    Symbol, Viewer, Weekday,
};
pub use scoring::{FinalScore, FinalScores};
pub use state::{Acting, CardInPlay, CharState, Game, Marker, Market, OwnedTrick, Phase, Player};
pub use view::{BoardSlots, CardView, CharacterView, PlayerView, View};
