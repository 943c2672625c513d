//! Squares of the 14x14 cross board: files a-n, ranks 1-14, the 3x3
//! corners are holes.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Width of the padded mailbox: 14 files plus two off-board columns each side.
pub(crate) const WIDTH: i16 = 18;
/// Cells in the padded mailbox (18 x 18).
pub(crate) const CELLS: usize = 324;

/// A square of the cross board (never a hole). Internally its index in the
/// padded 18x18 mailbox.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CrossSquare(pub(crate) u16);

impl CrossSquare {
    /// Whether file `file` and rank `rank` (both 0..14) is a playing square.
    pub const fn exists(file: u8, rank: u8) -> bool {
        if file >= 14 || rank >= 14 {
            return false;
        }
        let side_file = file < 3 || file > 10;
        let side_rank = rank < 3 || rank > 10;
        !(side_file && side_rank)
    }

    /// The square on `file` (0 = a) and `rank` (0 = rank 1); `None` for holes
    /// and squares outside the board.
    pub const fn new(file: u8, rank: u8) -> Option<CrossSquare> {
        if CrossSquare::exists(file, rank) {
            Some(CrossSquare(
                (rank as u16 + 2) * WIDTH as u16 + file as u16 + 2,
            ))
        } else {
            None
        }
    }

    /// File 0..14 (0 = a).
    pub const fn file(self) -> u8 {
        (self.0 % WIDTH as u16) as u8 - 2
    }

    /// Rank 0..14 (0 = rank 1).
    pub const fn rank(self) -> u8 {
        (self.0 / WIDTH as u16) as u8 - 2
    }

    /// The mailbox index.
    pub(crate) const fn cell(self) -> usize {
        self.0 as usize
    }

    /// A dense index 0..196 (`rank * 14 + file`), for hashing and tables.
    pub const fn dense(self) -> usize {
        self.rank() as usize * 14 + self.file() as usize
    }

    /// Every playing square, a1 upward rank by rank (160 squares).
    pub fn all() -> impl Iterator<Item = CrossSquare> {
        PLAYING_SQUARES.iter().copied()
    }

    /// Parses a name such as `a6` or `n14`.
    pub fn parse(name: &str) -> Option<CrossSquare> {
        let mut chars = name.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        CrossSquare::new(file as u8 - b'a', rank.checked_sub(1)?)
    }
}

/// The 160 playing squares in rank order, computed at compile time.
static PLAYING_SQUARES: [CrossSquare; 160] = playing_squares();

const fn playing_squares() -> [CrossSquare; 160] {
    let mut out = [CrossSquare(0); 160];
    let mut count = 0;
    let mut rank = 0;
    while rank < 14 {
        let mut file = 0;
        while file < 14 {
            if let Some(square) = CrossSquare::new(file, rank) {
                out[count] = square;
                count += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    out
}

impl fmt::Display for CrossSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Squares serialize as their names (`"g13"`).
impl Serialize for CrossSquare {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CrossSquare {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CrossSquare, D::Error> {
        let name = String::deserialize(deserializer)?;
        CrossSquare::parse(&name).ok_or_else(|| {
            serde::de::Error::custom(format!("{name:?} is not a square of the cross"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_and_names() {
        assert_eq!(CrossSquare::all().count(), 160);
        for square in CrossSquare::all() {
            assert_eq!(CrossSquare::parse(&square.to_string()), Some(square));
        }
        for hole in ["a1", "c3", "a14", "c12", "l1", "n3", "l12", "n14"] {
            assert_eq!(CrossSquare::parse(hole), None, "{hole}");
        }
        for name in ["d1", "a4", "n11", "k14", "g7"] {
            assert!(CrossSquare::parse(name).is_some(), "{name}");
        }
        for bad in ["", "a", "a0", "a15", "o5", "A5", "a05", "a1x"] {
            assert_eq!(CrossSquare::parse(bad), None, "{bad}");
        }
    }
}
