//! The table: one module per game, each owning seats, turns, secrets and scores.

pub mod board_view;
