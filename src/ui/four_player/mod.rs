//! Four Player Chess on the shared table: the game's [`crate::ui::shell::TableGame`]
//! (in [`table`]), the cross's looks and the panels beside it.

pub mod cross;
pub mod panels;
pub mod table;
