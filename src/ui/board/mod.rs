//! The board component and its plain-Rust parts.
//!
//! The logic (geometry, input state machine, arrows, men's identities,
//! artwork, themes) is plain Rust and tests natively; the Leptos component
//! only translates DOM events into [`interaction::Input`] and draws the state.

pub mod arrows;
pub mod artwork;
pub mod component;
pub mod geometry;
pub mod interaction;
pub mod placement;
pub mod theme;

pub use component::Board;
pub use geometry::Rotation;
pub use interaction::Choice;
pub use theme::{BoardTheme, Palette, Palettes, PieceStyle};
