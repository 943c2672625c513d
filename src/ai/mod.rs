//! Computer players: one search over a small trait every board implements
//! ([`searchable::Searchable`]), the evaluation of the 8x8 board, playing
//! levels, and the ways the search is reached: the UCI loop of the command
//! line and a Web Worker in the browser. [`players`] plays every game at
//! the table (random, greedy and searching players over determinized
//! samples); [`arena`] pits them against each other headless.
//!
//! A computer player reads the same view a person in its seat would get and
//! answers with an action, so it cannot cheat.

pub mod arena;
pub mod chess;
pub mod clock;
pub mod drop_board;
pub mod evaluation;
pub mod level;
pub mod players;
pub mod search;
pub mod searchable;
pub mod table;
pub mod uci;
pub mod worker;

pub use level::Level;
pub use search::{Limits, Progress, Searcher};
pub use searchable::Searchable;
