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
//! - A player whose time runs out loses, unless the opponent has nothing
//!   left but the king: then the game is drawn.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::{Outcome, Seat};

use super::seats::{SEATS, seat_of};

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

    /// The outcome the table shows.
    pub fn outcome(self) -> Outcome {
        Outcome {
            winners: self.winners(),
            scores: None,
            reason: self.describe(),
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
            .outcome()
            .winners,
            [0]
        );
        assert_eq!(Ending::Stalemate.winners(), [0, 1]);
    }
}
