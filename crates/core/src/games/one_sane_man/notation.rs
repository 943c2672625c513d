//! The text form of actions, as typed on the command line and kept in an
//! export: `3:e2e4` and `3:N@g1` (board numbers counted from 1), `draw`
//! and `decline`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::men::Kind;
use crate::engine::{Move, Square};
use crate::games::RuleError;

/// Something a player may do at the ring.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// A move on board `board` (from 1).
    Move { board: usize, mv: Move },
    /// A drop from the player's stockpile on board `board` (from 1).
    Drop {
        board: usize,
        kind: Kind,
        to: Square,
    },
    /// Agree to a draw shared by every player left (or offer one).
    Draw,
    /// Turn down the draw on offer: every agreement so far is withdrawn.
    Decline,
    /// The clock of the player to act ran out: they lose the game on the
    /// board to move as if mated there. Declared by the table's clock
    /// (never offered among the legal actions); only in games with clocks.
    OutOfTime,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move { board, mv } => write!(f, "{board}:{mv}"),
            Action::Drop { board, kind, to } => write!(f, "{board}:{}@{to}", kind.letter()),
            Action::Draw => f.write_str("draw"),
            Action::Decline => f.write_str("decline"),
            Action::OutOfTime => f.write_str("time"),
        }
    }
}

/// The text of an action before the board checks it: the board number and
/// what to do there, or a table word.
#[derive(Debug, PartialEq, Eq)]
pub enum Parsed<'a> {
    /// A move (UCI or SAN, not yet checked) on a board.
    Move { board: usize, text: &'a str },
    /// A drop of `kind` on the square named `to` (not yet checked).
    Drop {
        board: usize,
        kind: Kind,
        to: &'a str,
    },
    /// A table word.
    Word(Action),
}

const FORM: &str = "write <board>:<move> such as 3:e2e4, <board>:<letter>@<square> such as 3:N@g1, draw, decline or time";

/// Splits an action's text into its parts.
pub fn parse(text: &str) -> Result<Parsed<'_>, RuleError> {
    let text = text.trim();
    match text {
        "draw" => return Ok(Parsed::Word(Action::Draw)),
        "decline" => return Ok(Parsed::Word(Action::Decline)),
        "time" => return Ok(Parsed::Word(Action::OutOfTime)),
        _ => {}
    }
    let (board, rest) = text
        .split_once(':')
        .ok_or_else(|| RuleError::new(format!("{text:?}: {FORM}")))?;
    let board: usize = board
        .trim()
        .parse()
        .map_err(|_| RuleError::new(format!("{board:?} is not a board number; {FORM}")))?;
    let rest = rest.trim();
    match rest.split_once('@') {
        Some((letter, to)) => {
            let mut letters = letter.chars();
            let kind = match (letters.next(), letters.next()) {
                (Some(letter), None) => Kind::from_letter(letter),
                _ => None,
            }
            .ok_or_else(|| {
                RuleError::new(format!(
                    "{letter:?} is not a man's letter (P, N, B, R or Q) in {text:?}"
                ))
            })?;
            Ok(Parsed::Drop { board, kind, to })
        }
        None if rest.is_empty() => Err(RuleError::new(format!("{text:?}: {FORM}"))),
        None => Ok(Parsed::Move { board, text: rest }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_moves_drops_and_words() {
        assert_eq!(
            parse("3:e2e4"),
            Ok(Parsed::Move {
                board: 3,
                text: "e2e4"
            })
        );
        assert_eq!(
            parse(" 3:N@g1 "),
            Ok(Parsed::Drop {
                board: 3,
                kind: Kind::Knight,
                to: "g1"
            })
        );
        assert_eq!(
            parse("1:p@a7"),
            Ok(Parsed::Drop {
                board: 1,
                kind: Kind::Pawn,
                to: "a7"
            })
        );
        assert_eq!(parse("draw"), Ok(Parsed::Word(Action::Draw)));
        assert_eq!(parse("decline"), Ok(Parsed::Word(Action::Decline)));
        assert_eq!(parse("time"), Ok(Parsed::Word(Action::OutOfTime)));
        assert_eq!(Action::OutOfTime.to_string(), "time");
    }

    #[test]
    fn explains_bad_text() {
        assert!(parse("e2e4").unwrap_err().0.contains("3:e2e4"));
        assert!(
            parse("x:e2e4")
                .unwrap_err()
                .0
                .contains("not a board number")
        );
        assert!(parse("2:").is_err());
        assert!(
            parse("2:X@g1")
                .unwrap_err()
                .0
                .contains("not a man's letter")
        );
        assert!(parse("2:NN@g1").is_err());
    }

    #[test]
    fn writes_actions_back_as_read() {
        let square = |name| Square::parse(name).unwrap();
        let drop = Action::Drop {
            board: 3,
            kind: Kind::Knight,
            to: square("g1"),
        };
        assert_eq!(drop.to_string(), "3:N@g1");
        let mv = Action::Move {
            board: 12,
            mv: Move {
                from: square("e7"),
                to: square("e8"),
                kind: crate::engine::MoveKind::Promotion(Kind::Queen),
            },
        };
        assert_eq!(mv.to_string(), "12:e7e8q");
    }
}
