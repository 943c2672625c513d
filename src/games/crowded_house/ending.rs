//! How a game of Crowded House ends.
//!
//! - The player to move has no legal move: checkmate when the next player
//!   could capture the king now (the next player's team wins), otherwise
//!   stalemate, a draw.
//! - Draws, as in standard chess on Parlour: the same position three times
//!   with the same player to move, a hundred turns in a row (fifty moves of
//!   each colour) without a capture or a pawn move, or neither colour left
//!   with the men to mate.
//! - With a clock, a team whose time runs out with no coin in its pile to
//!   cash loses, unless the other team has no men left to mate with: then
//!   the game is drawn.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::engine::{Move, Position};
use crate::games::{Outcome, Seat};

use super::legality::in_check;
use super::seats::{SEATS, team, team_name};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ending {
    /// The player to move had no legal move and the next player could
    /// capture the king: `winner`'s team wins.
    Checkmate { winner: Army },
    /// The player to move had no legal move and the next player could not
    /// capture the king.
    Stalemate,
    /// The same position, with the same player to move, for the third time.
    Repetition,
    /// A hundred turns without a capture or a pawn move.
    FiftyMoves,
    /// Neither colour has the men to mate.
    InsufficientMaterial,
    /// `loser`'s team ran out of time; `drawn` when the other team could
    /// not have mated.
    OutOfTime { loser: Army, drawn: bool },
}

impl Ending {
    /// The seats that win (a team), or all four in a draw.
    pub fn winners(self) -> Vec<Seat> {
        match self {
            Ending::Checkmate { winner } => team(winner).to_vec(),
            Ending::OutOfTime {
                loser,
                drawn: false,
            } => team(loser.opponent()).to_vec(),
            _ => (0..SEATS).collect(),
        }
    }

    /// The ending in words, e.g. "White wins by checkmate".
    pub fn describe(self) -> String {
        match self {
            Ending::Checkmate { winner } => format!("{} wins by checkmate", team_name(winner)),
            Ending::Stalemate => "draw by stalemate".into(),
            Ending::Repetition => "draw by threefold repetition".into(),
            Ending::FiftyMoves => "draw by the fifty-move rule".into(),
            Ending::InsufficientMaterial => "draw by insufficient material".into(),
            Ending::OutOfTime { loser, drawn: true } => format!(
                "draw: {} ran out of time, and {} cannot mate",
                team_name(loser),
                team_name(loser.opponent())
            ),
            Ending::OutOfTime {
                loser,
                drawn: false,
            } => format!(
                "{} wins: {} ran out of time",
                team_name(loser.opponent()),
                team_name(loser)
            ),
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

/// The verdict of the board after a move: `to_act` is the seat to move,
/// `legal` its legal moves, and `repeats` how often the position (with the
/// same seat to move) has now occurred.
pub fn judge(position: &Position, to_act: Seat, legal: &[Move], repeats: usize) -> Option<Ending> {
    if legal.is_empty() {
        return Some(if in_check(position, to_act) {
            Ending::Checkmate {
                winner: super::seats::army_of(to_act).opponent(),
            }
        } else {
            Ending::Stalemate
        });
    }
    if position.is_insufficient_material() {
        Some(Ending::InsufficientMaterial)
    } else if position.halfmove_clock() >= 100 {
        Some(Ending::FiftyMoves)
    } else if repeats >= 3 {
        Some(Ending::Repetition)
    } else {
        None
    }
}

/// The ending when `army`'s team runs out of time.
pub fn out_of_time(position: &Position, army: Army) -> Ending {
    Ending::OutOfTime {
        loser: army,
        drawn: position.has_insufficient_material(army.opponent()),
    }
}
