//! Moves of the 8x8 board and a fixed-capacity list to collect them without
//! allocating.

use std::fmt;
use std::mem::MaybeUninit;
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
/// per node without allocating (and without clearing the whole array).
pub struct ArrayList<T: Copy, const N: usize> {
    items: [MaybeUninit<T>; N],
    len: usize,
}

/// Room for every move of an 8x8 position: the known maximum of a position
/// reachable in chess is 218; the slack covers boards that drops filled
/// beyond sixteen men a side.
pub type MoveList = ArrayList<Move, 512>;

impl<T: Copy, const N: usize> ArrayList<T, N> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        ArrayList {
            items: [const { MaybeUninit::uninit() }; N],
            len: 0,
        }
    }

    /// Appends an item; items beyond the capacity are not kept (the
    /// capacities are chosen above what any valid position produces).
    #[inline]
    pub fn push(&mut self, item: T) {
        debug_assert!(self.len < N, "move list overflow");
        if let Some(slot) = self.items.get_mut(self.len) {
            slot.write(item);
            self.len += 1;
        }
    }

    /// Removes every item.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the items for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let item = self[i];
            if keep(&item) {
                self.items[kept].write(item);
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<T: Copy, const N: usize> Clone for ArrayList<T, N> {
    fn clone(&self) -> Self {
        let mut copy = ArrayList::new();
        for &item in self.iter() {
            copy.push(item);
        }
        copy
    }
}

impl<T: Copy, const N: usize> Default for ArrayList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy, const N: usize> Deref for ArrayList<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: the first `len` items were written by `push` or `retain`.
        unsafe { std::slice::from_raw_parts(self.items.as_ptr().cast::<T>(), self.len) }
    }
}

impl<T: Copy, const N: usize> DerefMut for ArrayList<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: the first `len` items were written by `push` or `retain`.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_mut_ptr().cast::<T>(), self.len) }
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for ArrayList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
