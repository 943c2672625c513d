//! Chess's lesson (the rules newcomers miss: castling, en passant,
//! promotion, mate) and Chess960's (castling from wherever the king and
//! rooks start).

use super::Standard;
use crate::engine::{Position, Rules};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

/// The start Chess960's lesson plays from: the king on b1 between rooks
/// on a1 and g1 (Chess960 number 806, RKBQNBRN).
const START: u16 = 806;

/// A Chess960 start with the king already on g1 (number 96, BBQNRNKR).
const KING_ON_G1: u16 = 96;

/// A white pawn one step from promoting, for chess's lesson.
const PROMOTION: &str = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";

impl Taught for Standard {
    fn lesson(entry: GameId) -> Vec<Step<Standard>> {
        match entry {
            GameId::Standard => chess(),
            GameId::Chess960 => chess960(),
            _ => Vec::new(),
        }
    }
}

/// Chess's lesson.
fn chess() -> Vec<Step<Standard>> {
    let start = Standard::new();
    let promotion = Position::from_fen(PROMOTION, Rules::STANDARD).expect("a legal position");
    vec![
        Step {
            goal: "Castle on the king's side: the king goes two squares to g1 and the rook jumps to f1. Move the king to g1.",
            start: start.clone(),
            played: &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"],
            answers: &["O-O"],
            nudge: "This step is castling: move the king two squares towards the h1 rook.",
            then: "Castling needs an unmoved king and rook, empty squares between, and no check on the king's way.",
        },
        Step {
            goal: "Black's pawn just stepped two squares past yours: take it en passant, e5 to d6.",
            start: start.clone(),
            played: &["e2e4", "g8f6", "e4e5", "d7d5"],
            answers: &["e5d6"],
            nudge: "This step is en passant: your e5 pawn takes on d6.",
            then: "En passant is allowed only on the very next move after the double step.",
        },
        Step {
            goal: "Push the pawn to the last rank and make it a queen.",
            start: Standard::from_position(promotion),
            played: &[],
            answers: &["e7e8q"],
            nudge: "This step asks for a queen on e8.",
            then: "A pawn on the last rank becomes a queen, rook, bishop or knight: the queen is usually best.",
        },
        Step {
            goal: "Mate in one: the queen takes on f7, defended by the bishop.",
            start,
            played: &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"],
            answers: &["h5f7"],
            nudge: "Look for the mate: the queen takes the f7 pawn.",
            then: "The king is attacked and has no way out: checkmate ends the game.",
        },
    ]
}

/// Chess960's lesson.
fn chess960() -> Vec<Step<Standard>> {
    let start = Standard::chess960(START).expect("a Chess960 start");
    vec![
        Step {
            goal: "The men start shuffled, the same for both sides: here White's king is on b1. Move a pawn to open the game.",
            start: start.clone(),
            played: &[],
            answers: &[
                "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
                "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4",
            ],
            nudge: "That move is legal, but this step asks for a pawn move.",
            then: "Pawns move as in ordinary chess; only the back rank is shuffled.",
        },
        Step {
            goal: "Castle on the queen's side: the king goes to c1 and the a1 rook to d1. Drag the king onto the rook, or to c1.",
            start: start.clone(),
            played: &[
                "b2b3", "b7b6", "c1b2", "c8b7", "c2c4", "c7c5", "d1c2", "d8c7",
            ],
            answers: &["O-O-O"],
            nudge: "A good move, but this step is about castling: put the king on c1 or onto the a1 rook.",
            then: "Wherever they start, castling ends with the king and rook on the squares of ordinary chess: c1 and d1.",
        },
        Step {
            goal: "Now castle on the king's side: the king crosses to g1 and the g1 rook jumps to f1.",
            start,
            played: &[
                "b2b3", "b7b6", "c1b2", "c8b7", "d2d3", "d7d6", "d1d2", "d8d7", "e1f3", "e8f6",
                "e2e4", "e7e5", "f1e2", "f8e7",
            ],
            answers: &["O-O"],
            nudge: "This step is about king-side castling: put the king onto the g1 rook.",
            then: "Every square the king and rook cross or land on must be empty but for the two of them, and the king may not pass through check.",
        },
        Step {
            goal: "Here the king starts on g1: castle king side anyway. Drag the king onto the h1 rook: only the rook moves, to f1.",
            start: Standard::chess960(KING_ON_G1).expect("a Chess960 start"),
            played: &["f1g3", "f8g6"],
            answers: &["O-O"],
            nudge: "This step is castling: put the king onto the h1 rook.",
            then: "Castling still ends with the king on g1 and the rook on f1, even when one of them is there already.",
        },
    ]
}
