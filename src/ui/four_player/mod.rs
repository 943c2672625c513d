//! The Four Player Chess table: pass-the-device play on the cross.

pub mod cross;
pub mod panels;
pub mod session;
pub mod table;

pub use table::FourPlayerTable;
