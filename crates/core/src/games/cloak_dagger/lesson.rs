//! Cloak and Dagger's lesson: the arrangement, a guess and its bonus,
//! uncloaking and ending the turn.

use super::{CloakDagger, Options};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

/// Both arrangements, as ordinary chess has them.
const ARRANGED: [&str; 2] = ["arrange RNBQKBNR", "arrange RNBQKBNR"];

/// The pawn moves White's bonus step may make after 1. e4.
const BONUS_PAWN_MOVES: &[&str] = &[
    "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e4e5", "f2f3", "f2f4", "g2g3",
    "g2g4", "h2h3", "h2h4",
];

impl Taught for CloakDagger {
    fn lesson(entry: GameId) -> Vec<Step<CloakDagger>> {
        if entry != GameId::CloakAndDagger {
            return Vec::new();
        }
        let start = CloakDagger::new(Options { help: true });
        vec![
            Step {
                goal: "Arrange your back rank in secret: for this lesson keep the usual order, R N B Q K B N R, and set it.",
                start: start.clone(),
                played: &[],
                answers: &["arrange RNBQKBNR"],
                nudge: "Any Chess960 arrangement is legal; this lesson uses the usual one.",
                then: "Your men show as checkers 1 to 8 from a to h: you know them, your opponent sees only numbers.",
            },
            Step {
                goal: "Black arranged as usual too. Guess what black checker 2 (on b8) is: a knight.",
                start: start.clone(),
                played: &ARRANGED,
                answers: &["guess 2 knight"],
                nudge: "This step is the guess: pick checker 2 and the knight, then Guess.",
                then: "A right guess: both players now know checker 2, and you earn a bonus pawn move after your move.",
            },
            Step {
                goal: "Make your move: e2-e4.",
                start: start.clone(),
                played: &[ARRANGED[0], ARRANGED[1], "guess 2 knight"],
                answers: &["e2e4"],
                nudge: "This step asks for e2-e4.",
                then: "Now comes the bonus the right guess earned.",
            },
            Step {
                goal: "Your bonus move: move another pawn.",
                start: start.clone(),
                played: &[ARRANGED[0], ARRANGED[1], "guess 2 knight", "e2e4"],
                answers: BONUS_PAWN_MOVES,
                nudge: "A bonus move is a pawn move, or a captured pawn dropped back.",
                then: "At the end of your turn you may uncloak checkers.",
            },
            Step {
                goal: "Uncloak your queen, checker 4: from now on she shows as what she is.",
                start: start.clone(),
                played: &[ARRANGED[0], ARRANGED[1], "guess 2 knight", "e2e4", "d2d4"],
                answers: &["uncloak 4"],
                nudge: "This step asks to uncloak checker 4.",
                then: "An uncloaked man is known for good; an uncloaked king follows the usual rules of check.",
            },
            Step {
                goal: "End your turn.",
                start,
                played: &[
                    ARRANGED[0],
                    ARRANGED[1],
                    "guess 2 knight",
                    "e2e4",
                    "d2d4",
                    "uncloak 4",
                ],
                answers: &["done"],
                nudge: "Press End turn.",
                then: "The device goes to Black, behind a screen that hides your view.",
            },
        ]
    }
}
