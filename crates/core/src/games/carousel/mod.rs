//! Carousel chess: 3 to 9 players share one board, moving in turn for
//! whichever colour is to move, each secretly holding a White, Black or Draw
//! card. Rules: the rules page (src/ui/rules/carousel.rs) and the
//! Carousel section of docs/RULINGS.md.
//!
//! [`cards`] deals the secret cards, [`turns`] keeps the carousel of turns
//! (and the die at even tables), [`board`] plays FIDE chess on the shared
//! board, [`scores`] keeps the public score sheet, [`game`] puts them
//! together behind the [`crate::games::Game`] trait, [`view`] is what each
//! viewer may see, [`record`] saves and share links, [`headless`] the
//! command line; `sample` redeals the cards a seat cannot see.

pub mod board;
pub mod cards;
pub mod ending;
pub mod game;
pub mod headless;
mod lesson;
pub mod record;
mod sample;
pub mod scores;
pub mod turns;
pub mod view;

pub use cards::Card;
pub use game::{Action, Carousel, Event};

#[cfg(test)]
mod tests;
