//! Chess physics: boards of any shape, men, moves, attacks, check.
//!
//! Knows nothing about people, turns at the table, scores or secrets.

pub mod men;
