//! Four Player Chess's lesson: the first move, and secret alliances.

use super::{FourPlayer, Options};
use crate::games::lesson::{Step, Taught};
use crate::registry::GameId;

/// The seed of the lesson's table (it decides nothing the steps use).
const SEED: u64 = 1;

/// Every pawn move White has at the start.
const WHITE_PAWN_MOVES: &[&str] = &["f2f3", "g2g3", "h2h3", "i2i3"];

impl Taught for FourPlayer {
    fn lesson(entry: GameId) -> Vec<Step<FourPlayer>> {
        if entry != GameId::FourPlayer {
            return Vec::new();
        }
        let start = FourPlayer::new(Options::default(), SEED).expect("the cross's start");
        vec![
            Step {
                goal: "You play White, at the bottom of the cross; Blue, Black and Red follow clockwise. Open with a pawn move.",
                start: start.clone(),
                played: &[],
                answers: WHITE_PAWN_MOVES,
                nudge: "This step asks for a pawn move.",
                then: "Each army moves in turn, White, Blue, Black, Red, and round again.",
            },
            Step {
                goal: "Before you move, invite Black, across the cross, to join your side: an invitation is secret.",
                start: start.clone(),
                played: &[],
                answers: &["propose black"],
                nudge: "This step is the invitation: press Invite Black.",
                then: "Only Black is told. You may still move this turn; Black accepts or declines on their turn.",
            },
            Step {
                goal: "You play Blue now: White has invited you. Accept, and the two of you play on one side.",
                start: start.clone(),
                played: &["propose blue", "f2f3"],
                answers: &["accept white"],
                nudge: "Answer the invitation first: accept it for this step.",
                then: "The alliance is secret: Black and Red do not know. Allies may leave it later, also in secret.",
            },
            Step {
                goal: "White again: alliances break in secret too. Leave yours with Blue before you move.",
                start,
                played: &[
                    "propose blue",
                    "f2f3",
                    "accept white",
                    "b7c7",
                    "g13g12",
                    "m7l7",
                ],
                answers: &["leave"],
                nudge: "This step is leaving the alliance: press Leave.",
                then: "Blue is told on their turn; a king lost while allied may stay on as a protectorate.",
            },
        ]
    }
}
