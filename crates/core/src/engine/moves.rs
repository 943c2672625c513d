//! Moves of the 8x8 board and the list that collects them without
//! allocating.

use std::fmt;

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::men::Kind;
use super::square::Square;

/// What kind of move a [`Move`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveKind {
    /// A plain move or capture (including a pawn's double step).
    Normal,
    /// A pawn reaching the last rank and becoming this kind.
    Promotion(Kind),
    /// A pawn capturing en passant; `to` is the empty square it lands on.
    EnPassant,
    /// Castling, encoded as the king "taking" its own rook: `from` is the
    /// king's square, `to` the rook's square (so Chess960 is unambiguous).
    Castle,
    /// Placing a man of this kind from a stockpile on `to` (`from == to`).
    Drop(Kind),
}

/// A move on an 8x8 board. Four bytes, `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub kind: MoveKind,
}

impl Move {
    /// A plain move.
    pub const fn normal(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
        }
    }

    /// A drop of a man of `kind` on `to`.
    pub const fn drop(kind: Kind, to: Square) -> Move {
        Move {
            from: to,
            to,
            kind: MoveKind::Drop(kind),
        }
    }

    /// The kind a pawn becomes, if this is a promotion.
    pub const fn promotion(self) -> Option<Kind> {
        match self.kind {
            MoveKind::Promotion(kind) => Some(kind),
            _ => None,
        }
    }

    /// Whether this is castling.
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle)
    }

    /// Whether this is a drop.
    pub const fn is_drop(self) -> bool {
        matches!(self.kind, MoveKind::Drop(_))
    }
}

/// Writes the move in the engine's internal UCI form (castling as king takes
/// rook). Use [`crate::engine::Position::uci`] for the form that depends on
/// the castling mode.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveKind::Drop(kind) => write!(f, "{}@{}", kind.letter(), self.to),
            MoveKind::Promotion(kind) => write!(
                f,
                "{}{}{}",
                self.from,
                self.to,
                kind.letter().to_ascii_lowercase()
            ),
            _ => write!(f, "{}{}", self.from, self.to),
        }
    }
}

/// The moves of one position. The first 256 live on the stack, so move
/// generation allocates nothing for any position reachable in chess (at most
/// 218 moves); a board that drops filled beyond that spills to the heap
/// rather than losing a move.
pub type MoveList = SmallVec<[Move; 256]>;
