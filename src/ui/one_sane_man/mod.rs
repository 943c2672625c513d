//! The One Sane Man at the table: the ring of boards, stockpiles and drops.

pub mod clock;
pub mod layout;
pub mod page;
pub mod table;

pub use page::{OneSaneManPage, OneSaneManSetup};
pub use table::OneSaneManTable;
