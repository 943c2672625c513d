//! COIN chess's lesson: the Noble's options, the Peasant's moves, and
//! how a king's capture is scored.

use super::{CoinChess, Options};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

/// Every pawn move White has at the start.
const WHITE_PAWN_MOVES: &[&str] = &[
    "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4",
    "g2g3", "g2g4", "h2h3", "h2h4",
];

impl Taught for CoinChess {
    fn lesson(entry: GameId) -> Vec<Step<CoinChess>> {
        if entry != GameId::Coin {
            return Vec::new();
        }
        let start = CoinChess::new(Options::default()).expect("COIN's usual start");
        vec![
            Step {
                goal: "You are the White Noble, who moves first for White. Cede this move to your Peasant.",
                start: start.clone(),
                played: &[],
                answers: &["cede"],
                nudge: "The Noble may move himself, but this step is the cede: press the Cede button.",
                then: "Ceding hands White's move to the Peasant, and gives the Noble military control for his next turn.",
            },
            Step {
                goal: "Now you are the White Peasant, ceded to: move one of your pawns.",
                start: start.clone(),
                played: &["cede"],
                answers: WHITE_PAWN_MOVES,
                nudge: "This step asks for a pawn move.",
                then: "A Peasant moves pawns and unpaired military men (the last of a kind), never the king or queen.",
            },
            Step {
                goal: "As the Noble, move a pawn yourself: it costs you military control for your next turn.",
                start: start.clone(),
                played: &[],
                answers: WHITE_PAWN_MOVES,
                nudge: "This step asks the Noble to move a pawn himself.",
                then: "Without military control, the Noble's next turn may only move the king or cede.",
            },
            Step {
                goal: "Kings are not protected in COIN: take the black king with your queen, and the game ends.",
                start,
                played: &[
                    "cede", "e2e4", "cede", "f7f6", "cede", "d2d4", "cede", "g7g5", "d1h5", "cede",
                    "a7a6",
                ],
                answers: &["h5e8"],
                nudge: "The black king stands attacked on e8: take him with the queen.",
                then: "The capturing colour's Noble scores 6 (4 more with no pawn lost) and its Peasant 2; each pawn left scores 1 for its colour's Peasant.",
            },
        ]
    }
}
