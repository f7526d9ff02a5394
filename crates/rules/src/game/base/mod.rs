//! The base game (rulebook 001), one module per part of the rules: set-up,
//! the turn (dice, Initiative, Advertise, Assignment, Place Characters), the
//! four main Locations' Actions, the Performances, End Turn and the final
//! scoring; `ledger` holds the events of Fame, Coins, Shards and Components
//! changing hands outside the Actions, `player` a player's pieces;
//! `candidates` the points of the parts' lists for `legal_commands` where
//! the expansions add their options and commands.

pub(crate) mod candidates;
pub mod downtown;
pub mod end_turn;
pub mod ledger;
#[cfg(test)]
mod log_tests;
pub mod market_row;
pub mod performance;
pub mod player;
pub mod scoring;
pub mod setup;
pub mod theater;
pub mod turn;
pub mod workshop;
