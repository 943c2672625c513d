//! The standard chess and Chess960 table: a new-game form, saved games,
//! and the game itself (board, moves in SAN, takeback, draw, resign).

mod page;
pub mod saves;
pub mod session;

pub use page::StandardTable;
