//! Parlour's rules and players: chess games for more than two people at
//! one table, without the UI.
//!
//! Three layers: [`engine`] (chess physics, no people), [`games`] (seats,
//! turns, secrets, scores) and the computer players beside them ([`ai`]),
//! with the [`registry`] of games naming each game and its type. The app
//! (the `parlour` crate) draws them.

pub mod ai;
pub mod engine;
pub mod games;
pub mod registry;
