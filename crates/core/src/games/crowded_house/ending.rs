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

use crate::engine::men::{Army, Kind};
use crate::engine::{Move, Position};
use crate::games::ending_words::{self, capitalised};
use crate::games::{Outcome, Seat};

use super::legality::{can_capture_king, in_check, on_own_half};
use super::seats::{SEATS, half_of, next_seat, partner, role, team, team_name};

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

    /// Why the game ended so, where a newcomer could doubt it, given the
    /// board as it ended and the seat that was to act: a mate the partner
    /// could have broken on the other half, a stalemate with the king
    /// attacked from a half that does not count, a table draw.
    pub fn why(self, position: &Position, to_act: Seat) -> Option<String> {
        let next = next_seat(to_act);
        match self {
            Ending::Checkmate { .. } => Some(match partner_escape(position, to_act) {
                Some(escape) => {
                    let half = half_of(partner(to_act));
                    format!(
                        "{}, to move, may not save the king: {} would, but it is a move on the {} \
                         (files {}), which only {} may make.",
                        capitalised(&role(to_act)),
                        position.san(escape),
                        half.name(),
                        half.files(),
                        role(partner(to_act))
                    )
                }
                None => format!(
                    "{}, to move, has no move that stops {} taking the king.",
                    capitalised(&role(to_act)),
                    role(next)
                ),
            }),
            Ending::Stalemate if king_attacked(position) => Some(format!(
                "{}, to move, has no legal move and is not in check: the king stands attacked, \
                 but only {}, who moves next, counts, and it could not take the king from its half.",
                capitalised(&role(to_act)),
                role(next)
            )),
            Ending::Stalemate => Some(ending_words::stalemate(&capitalised(&role(to_act)))),
            Ending::Repetition => Some(ending_words::REPETITION.into()),
            Ending::FiftyMoves => Some(ending_words::FIFTY_MOVES.into()),
            Ending::InsufficientMaterial => Some(ending_words::INSUFFICIENT_MATERIAL.into()),
            Ending::OutOfTime { .. } => None,
        }
    }

    /// The outcome the table shows, `why` as [`Ending::why`] gives it.
    pub fn outcome(self, why: Option<String>) -> Outcome {
        Outcome {
            winners: self.winners(),
            scores: None,
            reason: self.describe(),
            why,
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

/// A move of the colour to move, off `seat`'s half, that would leave the
/// next player unable to take the king: a way out of the mate that only
/// `seat`'s partner may play. A capture first, the way out people see.
fn partner_escape(position: &Position, seat: Seat) -> Option<Move> {
    let next = next_seat(seat);
    let escapes: Vec<Move> = position
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| {
            let takes_king = position
                .man_at(mv.to)
                .is_some_and(|man| man.kind == Kind::King && !mv.is_castle());
            if takes_king || mv.is_castle() || on_own_half(seat, mv) {
                return false;
            }
            let mut after = position.clone();
            after.make(mv);
            !can_capture_king(&after, next)
        })
        .collect();
    escapes
        .iter()
        .copied()
        .find(|mv| position.man_at(mv.to).is_some())
        .or_else(|| escapes.first().copied())
}

/// Whether a man of the other colour attacks the king of the colour to
/// move, from either half.
fn king_attacked(position: &Position) -> bool {
    let army = position.turn();
    position.king_square(army).is_some_and(|king| {
        position
            .attackers(king, army.opponent(), position.occupied())
            .any()
    })
}

/// The ending when `army`'s team runs out of time.
pub fn out_of_time(position: &Position, army: Army) -> Ending {
    Ending::OutOfTime {
        loser: army,
        drawn: position.has_insufficient_material(army.opponent()),
    }
}
