//! Trickerion rules engine (work in progress: card data and vocabulary types).
pub mod board;
pub mod cards;
pub mod model;
