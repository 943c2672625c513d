//! Carousel's lesson: moving whichever colour is to move, and scoring by
//! capturing.

use super::Carousel;
use crate::engine::random::Random;
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

impl Taught for Carousel {
    fn lesson(entry: GameId) -> Vec<Step<Carousel>> {
        if entry != GameId::Carousel {
            return Vec::new();
        }
        let players = ["Ann", "Ben", "Cleo"].map(String::from);
        let start = Carousel::new(&players, Random::seeded(7)).expect("a table of three");
        vec![
            Step {
                goal: "You move whichever colour is to move, whatever card you hold: open for White with e2-e4.",
                start: start.clone(),
                played: &[],
                answers: &["e2e4"],
                nudge: "Any move is legal, but this step asks for e2-e4.",
                then: "The next player moves Black, the one after White again: the colours go round the table.",
            },
            Step {
                goal: "It is your turn with White again: take the pawn on d5. A capture scores points for you, not for the colour.",
                start: start.clone(),
                played: &["e2e4", "d7d5"],
                answers: &["e4d5"],
                nudge: "Take the pawn on d5 with the e4 pawn to score.",
                then: "Captures score for the player who makes them, whatever colour they moved; your card (White, Black or Draw) says which ending pays you more.",
            },
            Step {
                goal: "A queen scores 9: take her on d5 with the knight, for White.",
                start: start.clone(),
                played: &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "a7a6"],
                answers: &["c3d5"],
                nudge: "The black queen stands on d5: the c3 knight takes her.",
                then: "A pawn scores 1, a knight or bishop 3, a rook 5, a queen 9; scores and captures are public.",
            },
            Step {
                goal: "White can mate at once: take f7 with the queen. Mate scores 10 for you, and 5 for each holder of the White card.",
                start,
                played: &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"],
                answers: &["h5f7"],
                nudge: "This step asks for the mate: the queen takes on f7.",
                then: "A stalemate or any draw scores 100 for the Draw card's holder: holding it, you might rather not mate.",
            },
        ]
    }
}
