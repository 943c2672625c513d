//! Sets of squares of the 8x8 board as 64-bit words.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::Square;

/// A set of squares: bit `i` is square index `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const ALL: Bitboard = Bitboard(!0);
    /// The light squares.
    pub const LIGHT: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// The dark squares.
    pub const DARK: Bitboard = Bitboard(!0x55aa_55aa_55aa_55aa);

    /// The set holding one square.
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square.index())
    }

    /// Every square of rank `rank` (0 = first).
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// Every square of file `file` (0 = a).
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    /// Whether the set holds `square`.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Number of squares.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has two or more squares.
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(self.0.trailing_zeros()))
        }
    }

    /// The highest square, if any.
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(63 - self.0.leading_zeros()))
        }
    }

    /// The set moved one rank up (toward rank 8), squares falling off dropped.
    pub const fn north(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }

    /// The set moved one rank down (toward rank 1).
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }

    /// The set without `square`.
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.index()))
    }

    /// The set with `square`.
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | (1 << square.index()))
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let square = self.first()?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.count() as usize;
        (count, Some(count))
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 $op other.0)
            }
        }
        impl $assign_trait for Bitboard {
            fn $assign_method(&mut self, other: Bitboard) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
