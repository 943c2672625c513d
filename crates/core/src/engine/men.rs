//! The men on a board: which army they belong to and what kind they are.

use serde::{Deserialize, Serialize};

/// An army: the colour a man belongs to. Two-player games use White and
/// Black; Four Player Chess uses all four, in turn order White, Blue, Black, Red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Army {
    White,
    Blue,
    Black,
    Red,
}

impl Army {
    /// Every army, in Four Player turn order.
    pub const ALL: [Army; 4] = [Army::White, Army::Blue, Army::Black, Army::Red];

    /// The lowercase English name, as used in the DOM and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Army::White => "white",
            Army::Blue => "blue",
            Army::Black => "black",
            Army::Red => "red",
        }
    }

    /// The army's letter in the cross's text and in a poster: `w` White,
    /// `u` Blue, `b` Black, `r` Red.
    pub fn letter(self) -> char {
        match self {
            Army::White => 'w',
            Army::Blue => 'u',
            Army::Black => 'b',
            Army::Red => 'r',
        }
    }

    /// The capitalised name, as sentences write it ("White").
    pub fn title(self) -> &'static str {
        match self {
            Army::White => "White",
            Army::Blue => "Blue",
            Army::Black => "Black",
            Army::Red => "Red",
        }
    }

    /// The other colour of an 8x8 board: Black for White, White for every
    /// other army.
    pub fn opponent(self) -> Army {
        if self == Army::White {
            Army::Black
        } else {
            Army::White
        }
    }

    /// Parses a lowercase army name.
    pub fn from_name(name: &str) -> Option<Army> {
        Army::ALL.into_iter().find(|army| army.name() == name)
    }
}

/// The kind of a man.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    /// Every kind, from pawn to king.
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];

    /// The lowercase English name, as used in the DOM and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }

    /// Parses a lowercase kind name.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The upper-case letter of SAN and FEN (`P` for a pawn).
    pub fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Rook => 'R',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// Parses a SAN/FEN letter, either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.letter() == letter.to_ascii_uppercase())
    }

    /// The common value of the man: P 1, N 3, B 3, R 5, Q 9 (the king 0).
    pub fn value(self) -> u32 {
        match self {
            Kind::Pawn => 1,
            Kind::Knight | Kind::Bishop => 3,
            Kind::Rook => 5,
            Kind::Queen => 9,
            Kind::King => 0,
        }
    }
}

/// A man: an army and a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Man {
    pub army: Army,
    pub kind: Kind,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_letters_round_trip() {
        for army in Army::ALL {
            assert_eq!(Army::from_name(army.name()), Some(army));
            assert_eq!(army.title().to_lowercase(), army.name());
        }
        for kind in Kind::ALL {
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
            assert_eq!(Kind::from_letter(kind.letter()), Some(kind));
            assert_eq!(
                Kind::from_letter(kind.letter().to_ascii_lowercase()),
                Some(kind)
            );
        }
        assert_eq!(Kind::from_letter('x'), None);
        assert_eq!(Army::from_name("green"), None);
    }
}
