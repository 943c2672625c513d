//! Crowded House's lesson: each player's half of the board, the order of
//! turns, and paying to talk.

use super::{ClockOptions, CrowdedHouse, Options};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

impl Taught for CrowdedHouse {
    fn lesson(entry: GameId) -> Vec<Step<CrowdedHouse>> {
        if entry != GameId::CrowdedHouse {
            return Vec::new();
        }
        let start = CrowdedHouse::new(Options::default()).expect("the usual start");
        let clocked = CrowdedHouse::new(Options {
            clock: Some(ClockOptions::default()),
        })
        .expect("a start with the clock");
        vec![
            Step {
                goal: "You are king-side White: move a man that starts or ends on your half, files e to h. Push the e-pawn two squares.",
                start: start.clone(),
                played: &[],
                answers: &["e2e4"],
                nudge: "That move is legal, but this step asks for e2-e4.",
                then: "King-side Black moves next, then queen-side White, then queen-side Black.",
            },
            Step {
                goal: "You are queen-side White now (files a to d). Bring the f1 bishop to c4: it ends on your half, so it is yours to move.",
                start: start.clone(),
                played: &["e2e4", "e7e5"],
                answers: &["f1c4"],
                nudge: "This step asks for the bishop from f1 to c4.",
                then: "A move is yours when the man starts or ends on your half: Bf1-e2 would be your partner's alone.",
            },
            Step {
                goal: "Queen-side Black closes the round: bring the b8 knight to c6.",
                start,
                played: &["e2e4", "e7e5", "f1c4"],
                answers: &["b8c6"],
                nudge: "This step asks for the knight from b8 to c6.",
                then: "King-side White moves next: the round goes king side, then queen side, White then Black.",
            },
            Step {
                goal: "With the clock, talking with your partner costs a coin: pay one so your team may talk over this move.",
                start: clocked,
                played: &[],
                answers: &["talk"],
                nudge: "This step is the talk coin: press the button to pay for talking.",
                then: "The team may now talk as much as it likes until it moves; the other team hears everything.",
            },
        ]
    }
}
