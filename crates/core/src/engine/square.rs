//! Squares of the 8x8 board: `a1` = 0 .. `h8` = 63, rank-major.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A square of an 8x8 board, numbered `rank * 8 + file` (a1 = 0, h1 = 7,
/// a8 = 56, h8 = 63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Builds the square on `file` (0 = a) and `rank` (0 = first rank);
    /// `None` off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with this index (0..64); `None` when out of range.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with index `index & 63`: for loops that already know the index is in range.
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// Index 0..64.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..8 (0 = a).
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0..8 (0 = first rank).
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The square `files` to the right and `ranks` up, if on the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = self.file() as i8 + files;
        let rank = self.rank() as i8 + ranks;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// The same file on the other side of the board (a1 <-> a8).
    pub const fn flip_rank(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// Whether the square is light (h1 is light).
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// Every square, a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }

    /// Parses a name such as `e4`.
    pub fn parse(name: &str) -> Option<Square> {
        let bytes = name.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Square::new(file, rank)
    }

    /// The letter of the file, `a`..`h`.
    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The digit of the rank, `1`..`8`.
    pub fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// Squares serialize as their names (`"e4"`).
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        let name = String::deserialize(deserializer)?;
        Square::parse(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("no square named {name:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for square in Square::all() {
            assert_eq!(Square::parse(&square.to_string()), Some(square));
        }
        assert_eq!(Square::parse("e4").map(Square::index), Some(28));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
        assert!(Square::parse("h1").is_some_and(Square::is_light));
    }
}
