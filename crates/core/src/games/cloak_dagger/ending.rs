//! How a game of Cloak and Dagger ends.
//!
//! - A king is captured: his captor wins. A cloaked king may be captured
//!   whenever he stands attacked; an uncloaked one only when his opponent
//!   moves twice in a row (a move and a bonus move), or when his owner
//!   uncloaked him while attacked.
//! - The player to make a regular move has none: checkmate when their king
//!   is uncloaked and attacked (the opponent wins), otherwise stalemate, a
//!   draw.
//! - Draws: the same visible position (the same men and checkers on the
//!   same squares, the same player to act) for the third time; a hundred
//!   turns in a row (fifty of each player) without a capture, a pawn move
//!   or a pawn drop; and, once both kings are uncloaked and every man on
//!   the board is known to both players, too few men to mate as standard
//!   chess counts it.
//! - There is no clock, so nobody loses on time.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::ending_words;
use crate::games::{Outcome, Seat};

use super::seats::{SEATS, army_of, seat_of};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ending {
    /// `winner` captured the enemy king.
    KingCaptured { winner: Army },
    /// The player to move had no legal move and their uncloaked king was
    /// attacked.
    Checkmate { winner: Army },
    /// The player to move had no legal move and was not in check (or
    /// their king was cloaked).
    Stalemate,
    /// The same visible position, with the same player to act, for the
    /// third time.
    Repetition,
    /// A hundred turns without a capture, a pawn move or a pawn drop.
    FiftyMoves,
    /// Everything on the board known to both, and too few men to mate.
    InsufficientMaterial,
}

fn colour(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

impl Ending {
    /// The winning army, if the game was not drawn.
    pub fn winner(self) -> Option<Army> {
        match self {
            Ending::KingCaptured { winner } | Ending::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// The seats that win: the winner, or both in a draw.
    pub fn winners(self) -> Vec<Seat> {
        match self.winner() {
            Some(army) => vec![seat_of(army)],
            None => (0..SEATS).collect(),
        }
    }

    /// The ending in words, e.g. "White wins by capturing the king".
    pub fn describe(self) -> String {
        match self {
            Ending::KingCaptured { winner } => {
                format!("{} wins by capturing the king", colour(winner))
            }
            Ending::Checkmate { winner } => format!("{} wins by checkmate", colour(winner)),
            Ending::Stalemate => "draw by stalemate".into(),
            Ending::Repetition => "draw by threefold repetition".into(),
            Ending::FiftyMoves => "draw by the fifty-move rule".into(),
            Ending::InsufficientMaterial => "draw by insufficient material".into(),
        }
    }

    /// Why the game ended so, in the rule a newcomer could doubt, given
    /// the seat that was to act when it ended.
    pub fn why(self, to_act: Seat) -> String {
        let side = colour(army_of(to_act));
        match self {
            Ending::KingCaptured { .. } => "Kings may be taken in Cloak and Dagger: a king still \
                 cloaked whenever he stands attacked, with no check to warn of it; an uncloaked \
                 king only by a move and its bonus move in a row, or when uncloaked under attack."
                .into(),
            Ending::Checkmate { .. } => format!(
                "{side}'s king is uncloaked and attacked, and {side}, to move, has no move that \
                 saves him."
            ),
            Ending::Stalemate => format!(
                "{} A cloaked king is never in check.",
                ending_words::stalemate(side)
            ),
            Ending::Repetition => ending_words::REPETITION.into(),
            Ending::FiftyMoves => {
                "Fifty turns by each player have passed without a capture, a pawn move or a \
                 pawn drop."
                    .into()
            }
            Ending::InsufficientMaterial => format!(
                "Both kings are uncloaked, every man is known to both players, and {}",
                ending_words::INSUFFICIENT_MATERIAL.replacen("Neither", "neither", 1)
            ),
        }
    }

    /// The outcome the table shows, `to_act` the seat that was to act.
    pub fn outcome(self, to_act: Seat) -> Outcome {
        Outcome {
            winners: self.winners(),
            scores: None,
            reason: self.describe(),
            why: Some(self.why(to_act)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_name_their_winners() {
        let captured = Ending::KingCaptured {
            winner: Army::Black,
        };
        assert_eq!(captured.winners(), [1]);
        assert_eq!(captured.describe(), "Black wins by capturing the king");
        assert_eq!(
            Ending::Checkmate {
                winner: Army::White
            }
            .outcome(1)
            .winners,
            [0]
        );
        assert_eq!(Ending::Stalemate.winners(), [0, 1]);
    }

    #[test]
    fn endings_say_which_rule_decided_them() {
        let mate = Ending::Checkmate {
            winner: Army::White,
        };
        assert_eq!(
            mate.why(1),
            "Black's king is uncloaked and attacked, and Black, to move, has no move that saves him."
        );
        let stalemate = Ending::Stalemate.why(0);
        assert!(stalemate.starts_with("White, to move, has no legal move and is not in check"));
        assert!(
            stalemate.ends_with("A cloaked king is never in check."),
            "{stalemate}"
        );
        let captured = Ending::KingCaptured {
            winner: Army::White,
        }
        .why(1);
        assert!(
            captured.contains("a king still cloaked whenever he stands attacked"),
            "{captured}"
        );
        let bare = Ending::InsufficientMaterial.why(0);
        assert!(
            bare.starts_with("Both kings are uncloaked")
                && bare.contains("neither side has the men left to give checkmate"),
            "{bare}"
        );
    }
}
