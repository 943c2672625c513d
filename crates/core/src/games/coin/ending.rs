//! How a game of COIN chess ends.
//!
//! - A king is captured: the capturing colour's roles score the capture
//!   ([`super::scores`]).
//! - The colour to move has no legal action (its Noble has no move he may
//!   make and cannot cede, because his Peasant has no move either), the
//!   same position comes up for the third time (with the same colour to
//!   move, the same castling and en passant rights and the same military
//!   control of both Nobles), or a hundred moves in a row (fifty of each
//!   colour) pass without a capture or a pawn move: the game ends with no
//!   capture scores; pawn points still count.
//! - With a clock, a role whose time runs out: that colour's king counts
//!   as captured by the other colour, and the role who ran out scores
//!   nothing.

use serde::{Deserialize, Serialize};

use super::seats::{army_of, colour_name, seat_name};
use crate::engine::Position;
use crate::engine::men::Army;
use crate::games::Seat;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ending {
    /// `seat`, of colour `by`, captured the other colour's king.
    KingCaptured { by: Army, seat: Seat },
    /// `army`, to move, had no legal action.
    NoMove { army: Army },
    /// The same position for the third time.
    Repetition,
    /// A hundred moves without a capture or a pawn move.
    FiftyMoves,
    /// `seat` ran out of time.
    OutOfTime { seat: Seat },
}

impl Ending {
    /// The colour that scores a king's capture: the capturer, or the
    /// opponent of a role out of time.
    pub fn capturer(self) -> Option<Army> {
        match self {
            Ending::KingCaptured { by, .. } => Some(by),
            Ending::OutOfTime { seat } => Some(army_of(seat).opponent()),
            _ => None,
        }
    }

    /// The role that forfeits every point (by running out of time).
    pub fn forfeit(self) -> Option<Seat> {
        match self {
            Ending::OutOfTime { seat } => Some(seat),
            _ => None,
        }
    }

    /// The ending in words.
    pub fn describe(self) -> String {
        const NO_CAPTURE: &str = "the game ends without a capture";
        match self {
            Ending::KingCaptured { by, seat } => format!(
                "the {} captured the {} king",
                seat_name(seat),
                colour_name(by.opponent())
            ),
            Ending::NoMove { army } => {
                format!("{} has no legal move: {NO_CAPTURE}", colour_name(army))
            }
            Ending::Repetition => format!("threefold repetition: {NO_CAPTURE}"),
            Ending::FiftyMoves => {
                format!("fifty moves without a capture or a pawn move: {NO_CAPTURE}")
            }
            Ending::OutOfTime { seat } => {
                let army = army_of(seat);
                format!(
                    "the {} ran out of time: the {} king counts as captured by {}",
                    seat_name(seat),
                    colour_name(army),
                    colour_name(army.opponent())
                )
            }
        }
    }
}

/// The verdict after a move, in order of precedence: `captured` is the
/// seat that just took a king (with its colour); `can_act` whether the
/// colour now to move has any legal action; `repeats` how often the
/// position (with both Nobles' control) has now occurred.
pub fn judge(
    position: &Position,
    captured: Option<(Army, Seat)>,
    can_act: bool,
    repeats: usize,
) -> Option<Ending> {
    if let Some((by, seat)) = captured {
        Some(Ending::KingCaptured { by, seat })
    } else if !can_act {
        Some(Ending::NoMove {
            army: position.turn(),
        })
    } else if position.halfmove_clock() >= 100 {
        Some(Ending::FiftyMoves)
    } else if repeats >= 3 {
        Some(Ending::Repetition)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::seats::{BLACK_NOBLE, WHITE_PEASANT};

    #[test]
    fn endings_say_who_scores_the_capture() {
        let taken = Ending::KingCaptured {
            by: Army::Black,
            seat: BLACK_NOBLE,
        };
        assert_eq!(taken.capturer(), Some(Army::Black));
        assert_eq!(taken.describe(), "the Black Noble captured the White king");
        let flag = Ending::OutOfTime {
            seat: WHITE_PEASANT,
        };
        assert_eq!(flag.capturer(), Some(Army::Black));
        assert_eq!(flag.forfeit(), Some(WHITE_PEASANT));
        assert_eq!(
            flag.describe(),
            "the White Peasant ran out of time: the White king counts as captured by Black"
        );
        for ending in [
            Ending::Repetition,
            Ending::FiftyMoves,
            Ending::NoMove { army: Army::White },
        ] {
            assert_eq!(ending.capturer(), None);
            assert_eq!(ending.forfeit(), None);
            assert!(
                ending
                    .describe()
                    .ends_with("the game ends without a capture")
            );
        }
    }
}
