//! The Carousel chess table in the browser: setup, the deal with private
//! reveal screens, play on the shared board, looking at one's card again,
//! and the final table. [`flow`] decides which screen shows.

pub mod flow;
