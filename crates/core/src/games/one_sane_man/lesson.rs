//! The One Sane Man's lesson: a ring of three boards, capturing into a
//! stockpile, and dropping on one's other board.

use super::{OneSaneMan, Options};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

impl Taught for OneSaneMan {
    fn lesson(entry: GameId) -> Vec<Step<OneSaneMan>> {
        if entry != GameId::OneSaneMan {
            return Vec::new();
        }
        let start = OneSaneMan::new(Options {
            players: 3,
            ..Options::default()
        })
        .expect("a ring of three");
        vec![
            Step {
                goal: "Three players, three boards: you play White on board 1 and Black on board 3. Open on board 1 with e2-e4.",
                start: start.clone(),
                played: &[],
                answers: &["1:e2e4"],
                nudge: "This step asks for e2-e4 on board 1.",
                then: "Turns go round the boards in order: board 2, board 3, then board 1 again.",
            },
            Step {
                goal: "Back on board 1: take the pawn on d5. A man you capture goes to your stockpile.",
                start: start.clone(),
                played: &["1:e2e4", "2:e2e4", "3:e2e4", "1:d7d5", "2:e7e5", "3:e7e5"],
                answers: &["1:e4d5"],
                nudge: "Take the pawn on d5 with the e4 pawn.",
                then: "The black pawn waits in your stockpile, for a board where you play Black.",
            },
            Step {
                goal: "On board 3 you play Black: drop the pawn you took onto e7, an empty square of its starting rank.",
                start: start.clone(),
                played: &[
                    "1:e2e4", "2:e2e4", "3:e2e4", "1:d7d5", "2:e7e5", "3:e7e5", "1:e4d5", "2:g1f3",
                    "3:g1f3", "1:d8d5", "2:b8c6",
                ],
                answers: &["3:P@e7"],
                nudge: "Moving is legal too, but this step is the drop: your stockpile's pawn onto e7.",
                then: "A man never goes back onto the board of its own set; where a man may drop, the board marks it.",
            },
            Step {
                goal: "A new ring. The next player plays Black on board 1: take their seat and mate White there with the queen on h4.",
                start,
                played: &[
                    "1:f2f3", "2:e2e4", "3:e2e4", "1:e7e5", "2:e7e5", "3:e7e5", "1:g2g4", "2:g1f3",
                    "3:g1f3",
                ],
                answers: &["1:d8h4"],
                nudge: "Look for the mate on board 1: the queen goes to h4.",
                then: "The mated player is out with their stockpile, and board 1 leaves the ring; the winner takes over the loser's other board.",
            },
        ]
    }
}
