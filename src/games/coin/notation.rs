//! Moves as people write them. The board's own notation serves, with one
//! change: kings may be captured, so there is no mate sign; `+` marks a
//! move after which the other king is attacked.

use crate::engine::{Move, Position, Square};
use crate::games::RuleError;

/// The move in SAN, `+` when it leaves the other king attacked. Men are
/// told apart among all the moves of the colour, whoever may make them.
pub fn san(position: &Position, mv: Move) -> String {
    let mut text = position.san(mv).trim_end_matches(['+', '#']).to_string();
    let mut after = position.clone();
    after.make(mv);
    if after.is_king_attacked(after.turn()) {
        text.push('+');
    }
    text
}

/// Whether `text` has the shape of a UCI move (`e2e4`, `e7e8q`).
fn looks_like_uci(text: &str) -> bool {
    (text.len() == 4 || text.len() == 5)
        && text.is_ascii()
        && Square::parse(&text[0..2]).is_some()
        && Square::parse(&text[2..4]).is_some()
}

/// Reads a move of the colour to move, in UCI (castling as the king's
/// two-square step or as the king taking its rook) or SAN; a UCI move the
/// board does not allow is refused with the board's reason. Whether the
/// role to act may make it is the game's question.
pub fn read_move(position: &Position, text: &str) -> Result<Move, RuleError> {
    let text = text.trim();
    if looks_like_uci(text) {
        // The board's own words for why the man cannot go there.
        return position
            .parse_uci(text)
            .map_err(|error| RuleError::new(error.to_string()));
    }
    position.parse_san(text).map_err(|_| {
        RuleError::new(format!(
            "{text:?} is no move here (write moves like e2e4 or Nf3)"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::legality::RULES;

    #[test]
    fn san_marks_an_attacked_king_but_never_mate() {
        // Fool's mate: Qh4 attacks the White king; under king capture it is
        // no mate, just an attack, and the capture that follows is Qxe1.
        let mut board = Position::from_fen(
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            RULES,
        )
        .unwrap();
        let qh4 = read_move(&board, "Qh4").unwrap();
        assert_eq!(san(&board, qh4), "Qh4+");
        board.make(qh4);
        board.make(read_move(&board, "a2a3").unwrap());
        let take = read_move(&board, "h4e1").unwrap();
        assert_eq!(san(&board, take), "Qxe1");
        assert_eq!(read_move(&board, "Qxe1#"), Ok(take));
    }

    #[test]
    fn castling_reads_in_every_form_and_nonsense_is_refused() {
        let board = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", RULES).unwrap();
        let castle = read_move(&board, "e1g1").unwrap();
        assert!(castle.is_castle());
        assert_eq!(read_move(&board, "e1h1"), Ok(castle));
        assert_eq!(read_move(&board, "O-O"), Ok(castle));
        assert_eq!(read_move(&board, "0-0"), Ok(castle));
        assert_eq!(san(&board, castle), "O-O");
        assert_eq!(
            read_move(&board, "e2e4"),
            Err(RuleError::new("e2e4: there is no man on e2"))
        );
        assert!(read_move(&board, "hello").is_err());
    }
}
