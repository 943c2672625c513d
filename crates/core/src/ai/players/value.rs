//! The one scale every game search values a table on, for one seat: a
//! finished game is worth [`WIN`] (shared wins split it), a draw shared by
//! everyone nothing, a loss `-WIN`; an unfinished one what the game's
//! [`ComputerGame::judge`](super::computer_game::ComputerGame::judge) says,
//! in centipawns well inside that range.

use crate::engine::men::Kind;
use crate::games::{Outcome, Seat};

/// The value of a game won alone.
pub const WIN: i32 = 100_000;

/// Above every value.
pub const INFINITY: i32 = 2 * WIN;

/// The value of a finished game for `seat`: a win (shared wins split it),
/// a draw shared by everyone, or a loss.
pub fn ended(outcome: &Outcome, seat: Seat, seats: usize) -> i32 {
    if !outcome.winners.contains(&seat) {
        return -WIN;
    }
    if outcome.winners.len() >= seats {
        return 0;
    }
    WIN / outcome.winners.len() as i32
}

/// The usual value of a man, in centipawns (a king's loss is judged by
/// the game, not as material).
pub fn man_value(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Knight | Kind::Bishop => 300,
        Kind::Rook => 500,
        Kind::Queen => 900,
        Kind::King => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_is_split_among_its_winners_and_a_table_wide_draw_is_nothing() {
        let outcome = |winners: Vec<Seat>| Outcome {
            winners,
            scores: None,
            reason: String::new(),
            why: None,
        };
        assert_eq!(ended(&outcome(vec![1]), 1, 3), WIN);
        assert_eq!(ended(&outcome(vec![1]), 0, 3), -WIN);
        assert_eq!(ended(&outcome(vec![0, 2]), 2, 3), WIN / 2);
        assert_eq!(ended(&outcome(vec![0, 1, 2]), 1, 3), 0);
    }
}
