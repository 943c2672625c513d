//! The One Sane Man at the table: the ring of boards, stockpiles and drops.

pub mod layout;
