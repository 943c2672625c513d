//! Carousel chess: 3 to 9 players share one board, moving in turn for
//! whichever colour is to move, each secretly holding a White, Black or Draw
//! card. Rules: seeds/carousel-chess.md and the Carousel section of
//! RULINGS.md.

pub mod board;
pub mod cards;
pub mod ending;
pub mod scores;
pub mod turns;
