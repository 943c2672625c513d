//! Game-over verdicts of standard-rules chess, with the draws lichess makes
//! automatic: checkmate, stalemate, insufficient material, the fifty-move
//! rule and threefold repetition.

use super::bitboard::Bitboard;
use super::men::{Army, Kind};
use super::position::{Position, side_army, side_index};

/// How a game stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The side to move is mated; `winner` gave mate.
    Checkmate { winner: Army },
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can mate by any series of legal moves (as lichess rules it).
    InsufficientMaterial,
    /// A hundred half-moves without capture or pawn move.
    FiftyMoves,
    /// The same position for the third time.
    Repetition,
}

impl Status {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    /// The winner, if the game ended with one.
    pub fn winner(self) -> Option<Army> {
        match self {
            Status::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// A short English description.
    pub fn describe(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate { .. } => "checkmate",
            Status::Stalemate => "stalemate",
            Status::InsufficientMaterial => "insufficient material",
            Status::FiftyMoves => "fifty-move rule",
            Status::Repetition => "threefold repetition",
        }
    }
}

impl Position {
    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Whether `army` lacks the material to ever mate, by lichess's rules:
    /// no pawn, rook or queen, and either a lone knight while the opponent
    /// has nothing but king and queens, or bishops all on one colour while
    /// there are no pawns, no knights and no bishops on the other colour.
    pub fn has_insufficient_material(&self, army: Army) -> bool {
        let own = self.sides[side_index(army)];
        let theirs = self.sides[side_index(army) ^ 1];
        let kind = |kind: Kind| self.kinds[kind as usize];
        if (own & (kind(Kind::Pawn) | kind(Kind::Rook) | kind(Kind::Queen))).any() {
            return false;
        }
        if (own & kind(Kind::Knight)).any() {
            return own.count() <= 2
                && (theirs & !kind(Kind::King) & !kind(Kind::Queen)).is_empty();
        }
        if (own & kind(Kind::Bishop)).any() {
            let bishops = kind(Kind::Bishop);
            let one_colour =
                (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
            return one_colour && kind(Kind::Pawn).is_empty() && kind(Kind::Knight).is_empty();
        }
        true
    }

    /// Whether neither side can mate.
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Army::White) && self.has_insufficient_material(Army::Black)
    }

    /// The verdict of the position alone (everything but repetition, which
    /// needs the game's history: see [`GameHistory::status`]).
    pub fn status(&self) -> Status {
        let has_move = self.has_legal_move();
        let check = self.is_check();
        if !has_move {
            return if check {
                Status::Checkmate {
                    winner: side_army(side_index(self.turn) ^ 1),
                }
            } else {
                Status::Stalemate
            };
        }
        if self.is_insufficient_material() {
            Status::InsufficientMaterial
        } else if self.halfmove_clock >= 100 {
            Status::FiftyMoves
        } else {
            Status::Ongoing
        }
    }
}

/// The repetition keys of every position of a game so far, to rule on
/// threefold repetition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameHistory {
    keys: Vec<u64>,
}

impl GameHistory {
    /// A history starting at `position`.
    pub fn new(position: &Position) -> GameHistory {
        GameHistory {
            keys: vec![position.repetition_key()],
        }
    }

    /// Records the position reached after a move.
    pub fn push(&mut self, position: &Position) {
        self.keys.push(position.repetition_key());
    }

    /// Forgets the last recorded position (for take-backs).
    pub fn pop(&mut self) {
        if self.keys.len() > 1 {
            self.keys.pop();
        }
    }

    /// How many times the latest position has occurred.
    pub fn occurrences(&self) -> usize {
        match self.keys.last() {
            Some(last) => self.keys.iter().filter(|key| *key == last).count(),
            None => 0,
        }
    }

    /// The verdict for `position`, the latest position of this history.
    pub fn status(&self, position: &Position) -> Status {
        match position.status() {
            Status::Ongoing if self.occurrences() >= 3 => Status::Repetition,
            status => status,
        }
    }
}
