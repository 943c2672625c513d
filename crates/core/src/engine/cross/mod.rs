//! The Four Player Chess board: 14x14 with the 3x3 corners removed, four
//! armies, pawns moving toward four different edges, kings that may be
//! captured (moves are pseudo-legal; the game decides what a captured king
//! means).

mod explain;
mod position;
mod square;
mod text;

pub use position::{
    CrossList, CrossMove, CrossPosition, CrossRules, CrossUndo, Edge, PawnRule, cross_perft,
};
pub use square::CrossSquare;
