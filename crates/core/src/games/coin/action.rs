//! What a role may do on its turn, and the words for it on the command
//! line and in an exported game.
//!
//! - The Noble: a move (UCI `e2e4`, `e1g1`, `e7e8q`, or SAN `Nf3`, `O-O`),
//!   which the game classifies into options a) and c) to f) by the man it
//!   moves, or `cede` (option b).
//! - The Peasant, when ceded to: a move.
//! - `time`: the role to act ran out of time. The table's clock declares
//!   it ([`crate::games::Game::out_of_time`]); it is never among the legal
//!   actions.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Move;

/// One action of the role to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Option b) of the Noble: his Peasant makes this turn's move.
    Cede,
    /// A chess move: the Noble's (classified into his options) or, after a
    /// cede, the Peasant's.
    Move(Move),
    /// The role to act ran out of time (games with a clock only).
    OutOfTime,
}

/// The word for [`Action::Cede`].
pub const CEDE: &str = "cede";
/// The word for [`Action::OutOfTime`].
pub const TIME: &str = "time";

impl Action {
    /// The action a word names (`cede`, `time`), if it is one.
    pub fn from_word(text: &str) -> Option<Action> {
        match text.trim().to_ascii_lowercase().as_str() {
            CEDE => Some(Action::Cede),
            TIME => Some(Action::OutOfTime),
            _ => None,
        }
    }

    /// The move, if the action is one.
    pub fn as_move(self) -> Option<Move> {
        match self {
            Action::Move(mv) => Some(mv),
            _ => None,
        }
    }
}

/// Moves are written in the engine's UCI form (castling as the king taking
/// its rook, `e1h1`), which the game reads back.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Cede => f.write_str(CEDE),
            Action::Move(mv) => write!(f, "{mv}"),
            Action::OutOfTime => f.write_str(TIME),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Square;

    #[test]
    fn words_read_back_what_display_writes() {
        for action in [Action::Cede, Action::OutOfTime] {
            assert_eq!(Action::from_word(&action.to_string()), Some(action));
        }
        assert_eq!(Action::from_word(" Cede "), Some(Action::Cede));
        assert_eq!(Action::from_word("e2e4"), None);
        let mv = Move::normal(Square::parse("e2").unwrap(), Square::parse("e4").unwrap());
        assert_eq!(Action::Move(mv).to_string(), "e2e4");
        assert_eq!(Action::Move(mv).as_move(), Some(mv));
        assert_eq!(Action::Cede.as_move(), None);
    }
}
