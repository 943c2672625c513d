//! The Carousel chess table in the browser: setup, the deal with private
//! reveal screens, play on the shared board, looking at one's card again,
//! and the final table. [`flow`] decides which screen shows, [`screens`]
//! draws it on the shared [`crate::ui::board::Board`], [`storage`] keeps the table
//! (save, export, share link), [`page`] is the route's page.

pub mod flow;
pub mod page;
pub mod screens;
pub mod storage;

pub use page::CarouselPage;
