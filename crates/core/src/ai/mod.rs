//! Computer players: one search over a small trait every board implements
//! ([`searchable::Searchable`]), the evaluation of the 8x8 board, what
//! each playing level does ([`strength`]), and the ways the search is
//! reached: the UCI loop of the command line and a Web Worker in the
//! browser. [`players`] plays every game at the table (random, greedy and
//! searching players over determinized samples); [`arena`] pits them
//! against each other headless.
//!
//! A computer player reads the same view a person in its seat would get and
//! answers with an action, so it cannot cheat.

pub mod arena;
pub mod budget;
pub mod chess;
pub mod clock;
pub mod evaluation;
pub mod exchange;
pub mod players;
pub mod search;
pub mod searchable;
pub mod strength;
pub mod transposition;
pub mod tuned;
pub mod tuning;
pub mod uci;
pub mod worker;

pub use crate::games::level::Level;
pub use budget::Limits;
pub use search::{Progress, Searcher};
pub use searchable::Searchable;
