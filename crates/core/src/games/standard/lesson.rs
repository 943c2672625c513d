//! Chess960's lesson: castling from wherever the king and rooks start.

use super::Standard;
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

/// The start the lesson plays from: the king on b1 between rooks on a1
/// and g1 (Chess960 number 806, RKBQNBRN).
const START: u16 = 806;

impl Taught for Standard {
    fn lesson(entry: GameId) -> Vec<Step<Standard>> {
        if entry != GameId::Chess960 {
            return Vec::new();
        }
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
        ]
    }
}
