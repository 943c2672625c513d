//! The Four Player Chess table: pass-the-device play on the cross.

pub mod session;
