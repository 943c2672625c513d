//! What a seat may do on its turn, and how actions are written on the
//! command line and in an exported game.
//!
//! - A move, in UCI (`e2e4`, `e7e8q`, castling `e1g1` or `e1h1`) or in SAN
//!   (`Nf3`, `exd6`, `O-O`) as [`super::notation`] writes it.
//! - `talk`: the team to move pays a coin to talk about its move (games
//!   with a clock only): from its own pile to the centre when the pile
//!   holds a coin, else from the centre to the opponents' pile.
//! - `talk-centre`: the same, paying from the centre to the opponents'
//!   pile although the team's own pile holds a coin.
//! - `cash`: the team to move cashes the coins of its pile for time (games
//!   with a clock only, while the pile holds a coin). The table's clock
//!   plays it when the team's time runs out
//!   ([`crate::games::Game::out_of_time`]).
//! - `time`: the team to move ran out of time with an empty pile and loses.
//!   The table's clock declares it; it is never among the legal actions.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Move;

/// One action of the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Move a man of your colour that starts or ends on your half.
    Move(Move),
    /// Pay a coin so your team may talk about this move (with a clock):
    /// from your team's pile when it holds one, else from the centre.
    Talk,
    /// Pay a coin from the centre to the opponents' pile so your team may
    /// talk about this move, keeping your own pile (with a clock).
    TalkFromCentre,
    /// Cash your team's pile: each coin adds time to your team's clock
    /// (with a clock, when the pile holds a coin).
    Cash,
    /// Your team's clock ran out, with no coin in its pile.
    OutOfTime,
}

/// The word for [`Action::Talk`].
pub const TALK: &str = "talk";
/// The word for [`Action::TalkFromCentre`].
pub const TALK_FROM_CENTRE: &str = "talk-centre";
/// The word for [`Action::Cash`].
pub const CASH: &str = "cash";
/// The word for [`Action::OutOfTime`].
pub const TIME: &str = "time";

impl Action {
    /// The action a word names (`talk`, `talk-centre`, `cash`, `time`), if
    /// it is one.
    pub fn from_word(text: &str) -> Option<Action> {
        match text.trim().to_ascii_lowercase().as_str() {
            TALK => Some(Action::Talk),
            TALK_FROM_CENTRE => Some(Action::TalkFromCentre),
            CASH => Some(Action::Cash),
            TIME => Some(Action::OutOfTime),
            _ => None,
        }
    }
}

/// Moves are written in the engine's UCI form (castling as the king taking
/// its rook, `e1h1`), which [`super::notation::read_move`] reads back.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(mv) => write!(f, "{mv}"),
            Action::Talk => f.write_str(TALK),
            Action::TalkFromCentre => f.write_str(TALK_FROM_CENTRE),
            Action::Cash => f.write_str(CASH),
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
        for action in [
            Action::Talk,
            Action::TalkFromCentre,
            Action::Cash,
            Action::OutOfTime,
        ] {
            assert_eq!(Action::from_word(&action.to_string()), Some(action));
        }
        assert_eq!(Action::from_word(" Talk "), Some(Action::Talk));
        assert_eq!(Action::from_word("e2e4"), None);
        let e2 = Square::parse("e2").unwrap();
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(Action::Move(Move::normal(e2, e4)).to_string(), "e2e4");
    }
}
