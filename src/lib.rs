//! Parlour: chess games for more than two people at one table.
//!
//! The rules and the computer players are the `parlour-core` crate
//! (crates/core): [`engine`] (chess physics, no people), [`games`] (seats,
//! turns, secrets, scores) and [`ai`], re-exported here under the same
//! names. This crate is the app: [`ui`] (Leptos components that draw a
//! game's view and send back actions) and the app's side of the
//! [`registry`] of games that ties each game's parts together.

// Natively Leptos renders views to HTML (the build's prerender), which proves
// deeply nested view types `Send`.
#![recursion_limit = "256"]

pub use parlour_core::{ai, engine, games};
pub mod registry;
pub mod ui;
