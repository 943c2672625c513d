//! What a seat may do, and how actions are written on the command line and
//! in an exported game:
//!
//! - `arrange RNBQKBNR` (eight letters, files a to h), `arrange 518` (a
//!   Chess960 number) or `arrange random`: the player's secret setup.
//! - `guess 3 queen` (or `guess 3 Q`, `guess 3=Q`): at the start of the
//!   turn, name one enemy checker.
//! - A move in UCI (`e2e4`, `e7e8q`, castling as the king taking its rook,
//!   `e1h1`, or as `O-O` / `O-O-O`), or as the move list writes it
//!   (`Ng1-f3`, `[7]g1-f3`, `e7-e8=Q`). In a bonus step, a pawn move or a
//!   drop `P@c2`.
//! - `pass`: no bonus move.
//! - `uncloak 3`: at the end of the turn, show checker 3 for good.
//! - `done`: end the turn (when there is something left to uncloak).
//! - `mark 3 queen o` (`o` circle, `x` cross, `-` blank): a mark on the
//!   player's private grid; `help`: let the game mark what is certain.
//!
//! The game has no clock, so there is no `time` action.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::deduction::{KINDS, Mark};
use super::seats::Arrangement;
use crate::engine::Move;
use crate::engine::men::Kind;
use crate::engine::random::Random;
use crate::games::RuleError;

/// One action of the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Set up your eight back-rank men (before play; secret).
    Arrange(Arrangement),
    /// Name what enemy checker `number` is (at the start of your turn).
    Guess { number: u8, kind: Kind },
    /// Your move; in a bonus step, a pawn move or a pawn drop
    /// (`Move::drop(Kind::Pawn, square)`).
    Move(Move),
    /// Make no bonus move.
    Pass,
    /// Show your checker `number` as the man he is, for good (at the end
    /// of your turn).
    Uncloak(u8),
    /// End your turn.
    Done,
    /// Set a mark on your private grid.
    Mark { number: u8, kind: Kind, mark: Mark },
    /// Let the game mark on your grid what is certain.
    Help,
}

/// Reads a kind a checker may be: a letter (`Q`) or a name (`queen`).
fn read_kind(text: &str) -> Result<Kind, RuleError> {
    let text = text.trim();
    let kind = match text.len() {
        1 => text.chars().next().and_then(Kind::from_letter),
        _ => Kind::from_name(&text.to_ascii_lowercase()),
    };
    kind.filter(|kind| KINDS.contains(kind)).ok_or_else(|| {
        RuleError::new(format!(
            "{text:?} is no kind a checker may be: king, queen, rook, bishop or knight"
        ))
    })
}

/// Reads a checker number, 1 to 8.
fn read_number(text: &str) -> Result<u8, RuleError> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|number| (1..=8).contains(number))
        .ok_or_else(|| RuleError::new(format!("{text:?} is no checker: they are numbered 1 to 8")))
}

impl Action {
    /// The action its words name (everything but a move), `None` when the
    /// text is no such words (it may be a move). `random` picks the
    /// arrangement of `arrange random`.
    pub fn from_words(text: &str, random: &mut Random) -> Option<Result<Action, RuleError>> {
        let text = text.trim();
        let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rest = rest.trim();
        let word = word.to_ascii_lowercase();
        let action = match word.as_str() {
            "arrange" => match rest {
                "random" => Ok(Action::Arrange(Arrangement::random(random))),
                "" => Err(RuleError::new(
                    "arrange needs eight letters (like RNBQKBNR), a number 0-959 or random",
                )),
                _ => Arrangement::parse(rest).map(Action::Arrange),
            },
            "guess" => {
                let (number, kind) = rest.split_once(['=', ' ']).unwrap_or((rest, ""));
                read_number(number).and_then(|number| {
                    let kind = read_kind(kind)?;
                    Ok(Action::Guess { number, kind })
                })
            }
            "uncloak" => read_number(rest).map(Action::Uncloak),
            "mark" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                match words.as_slice() {
                    [number, kind, mark] => read_number(number).and_then(|number| {
                        let kind = read_kind(kind)?;
                        let mark = Mark::parse(mark).ok_or_else(|| {
                            RuleError::new(format!("{mark:?} is no mark: o, x or -"))
                        })?;
                        Ok(Action::Mark { number, kind, mark })
                    }),
                    _ => Err(RuleError::new(
                        "mark needs a number, a kind and a mark: mark 3 queen o",
                    )),
                }
            }
            "pass" if rest.is_empty() => Ok(Action::Pass),
            "done" if rest.is_empty() => Ok(Action::Done),
            "help" if rest.is_empty() => Ok(Action::Help),
            _ => return None,
        };
        Some(action)
    }
}

/// The form [`Action::from_words`] reads back (moves in the engine's UCI
/// form: castling as the king taking its rook, drops as `P@c2`).
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Arrange(arrangement) => write!(f, "arrange {arrangement}"),
            Action::Guess { number, kind } => write!(f, "guess {number} {}", kind.name()),
            Action::Move(mv) => write!(f, "{mv}"),
            Action::Pass => f.write_str("pass"),
            Action::Uncloak(number) => write!(f, "uncloak {number}"),
            Action::Done => f.write_str("done"),
            Action::Mark { number, kind, mark } => {
                write!(f, "mark {number} {} {}", kind.name(), mark.symbol())
            }
            Action::Help => f.write_str("help"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Square;

    fn read(text: &str) -> Option<Result<Action, RuleError>> {
        Action::from_words(text, &mut Random::seeded(1))
    }

    #[test]
    fn words_read_back_what_display_writes() {
        let actions = [
            Action::Arrange(Arrangement::STANDARD),
            Action::Guess {
                number: 3,
                kind: Kind::Queen,
            },
            Action::Pass,
            Action::Uncloak(8),
            Action::Done,
            Action::Mark {
                number: 2,
                kind: Kind::Knight,
                mark: Mark::Cross,
            },
            Action::Help,
        ];
        for action in actions {
            assert_eq!(read(&action.to_string()), Some(Ok(action)), "{action}");
        }
        let e2 = Square::parse("e2").unwrap();
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(Action::Move(Move::normal(e2, e4)).to_string(), "e2e4");
        assert_eq!(read("e2e4"), None, "moves are the game's to read");
    }

    #[test]
    fn other_spellings_and_mistakes() {
        let queen = Some(Ok(Action::Guess {
            number: 3,
            kind: Kind::Queen,
        }));
        assert_eq!(read("guess 3=Q"), queen);
        assert_eq!(read("Guess 3 q"), queen);
        assert_eq!(
            read("arrange 518"),
            Some(Ok(Action::Arrange(Arrangement::STANDARD)))
        );
        assert!(matches!(
            read("arrange random"),
            Some(Ok(Action::Arrange(_)))
        ));
        assert!(read("arrange").unwrap().is_err());
        assert!(read("arrange RRBQKBNN").unwrap().is_err());
        assert_eq!(
            read("guess 3 pawn").unwrap().unwrap_err().0,
            "\"pawn\" is no kind a checker may be: king, queen, rook, bishop or knight"
        );
        assert_eq!(
            read("uncloak 9").unwrap().unwrap_err().0,
            "\"9\" is no checker: they are numbered 1 to 8"
        );
        assert!(read("mark 3 queen").unwrap().is_err());
        assert!(read("mark 3 queen ?").unwrap().is_err());
        assert_eq!(read("pass now"), None);
    }
}
