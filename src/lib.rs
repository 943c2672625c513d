//! Parlour: chess games for more than two people at one table.
//!
//! Three layers: [`engine`] (chess physics, no people), [`games`] (seats,
//! turns, secrets, scores) and [`ui`] (Leptos components that draw a game's
//! view and send back actions), the computer players beside them ([`ai`]),
//! and the [`registry`] of games that ties each game's parts together.

// Natively Leptos renders views to HTML (the build's prerender), which proves
// deeply nested view types `Send`.
#![recursion_limit = "256"]

pub mod ai;
pub mod engine;
pub mod games;
pub mod registry;
pub mod ui;
