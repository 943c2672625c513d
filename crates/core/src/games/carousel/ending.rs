//! How the chess game on the shared board ends.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::Seat;
use crate::games::ending_words::capitalised;

/// The end of the game: a checkmate, or one of the draws FIDE chess (with
/// lichess's automatic draws) knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ending {
    /// `winner`'s colour mated; `mover` made the mating move.
    Checkmate { winner: Army, mover: Seat },
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position arose for the third time.
    Threefold,
    /// Fifty moves by each colour without a capture or a pawn move.
    FiftyMoves,
    /// Neither colour has the men left to mate.
    InsufficientMaterial,
}

impl Ending {
    /// The ending in words, naming the mover by `name`.
    pub fn describe(self, name: impl Fn(Seat) -> String) -> String {
        match self {
            Ending::Checkmate { winner, mover } => format!(
                "{} wins by checkmate, mated by {}",
                capitalised(winner.name()),
                name(mover)
            ),
            Ending::Stalemate => "Draw by stalemate".into(),
            Ending::Threefold => "Draw by threefold repetition".into(),
            Ending::FiftyMoves => "Draw by the fifty-move rule".into(),
            Ending::InsufficientMaterial => "Draw by insufficient material".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_ending_has_words() {
        let names = |seat: Seat| ["Jane", "Joe"][seat].to_string();
        let mate = Ending::Checkmate {
            winner: Army::White,
            mover: 0,
        };
        assert_eq!(
            mate.describe(names),
            "White wins by checkmate, mated by Jane"
        );
        for draw in [
            Ending::Stalemate,
            Ending::Threefold,
            Ending::FiftyMoves,
            Ending::InsufficientMaterial,
        ] {
            assert!(draw.describe(names).starts_with("Draw by "));
        }
    }
}
