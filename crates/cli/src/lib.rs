//! The `trickerion` tool as a library: the script format, the runner behind
//! the binary, and the golden games the test suite replays.
//!
//! # Layout
//! - `args`: the hand-written command-line parser (and the random-play
//!   policies).
//! - `script`: the script's JSON shape.
//! - `run`: plays the script (and optional random moves) and builds the report.
//! - `golden`: golden games (scripts with their expected outcome), the corpus
//!   list and its recorder.

pub mod args;
pub mod golden;
pub mod run;
pub mod script;
