//! Moves of the 8x8 board and a fixed-capacity list to collect them without
//! allocating.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::{Deserialize, Serialize};

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

impl Default for Move {
    fn default() -> Move {
        Move::normal(Square::from_index_masked(0), Square::from_index_masked(0))
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

/// A list of at most `N` items kept on the stack: move generation fills one
/// per node without allocating.
#[derive(Clone)]
pub struct ArrayList<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: usize,
}

/// Room for every move of any 8x8 position (the known maximum is 218).
pub type MoveList = ArrayList<Move, 256>;

impl<T: Copy + Default, const N: usize> ArrayList<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        ArrayList {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// Appends an item; items beyond the capacity are not kept (the
    /// capacities are chosen above what any valid position produces).
    #[inline]
    pub fn push(&mut self, item: T) {
        debug_assert!(self.len < N, "move list overflow");
        if self.len < N {
            self.items[self.len] = item;
            self.len += 1;
        }
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the items for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if keep(&self.items[i]) {
                self.items[kept] = self.items[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<T: Copy + Default, const N: usize> Default for ArrayList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for ArrayList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for ArrayList<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for ArrayList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
