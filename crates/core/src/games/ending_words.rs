//! Why a game on an 8x8 board ended, in the words every game shares: the
//! sentence under the ending that names the rule, for the draws people
//! doubt most.

/// A stalemate: `side` (as the table names it), to move, has no legal move
/// and is not in check.
pub fn stalemate(side: &str) -> String {
    format!(
        "{side}, to move, has no legal move and is not in check: a stalemate is a draw, \
         whatever is left on the board."
    )
}

/// A draw by threefold repetition.
pub const REPETITION: &str =
    "The same position, with the same player to move, has stood on the board three times.";

/// A draw by the fifty-move rule.
pub const FIFTY_MOVES: &str =
    "Fifty moves by each side have been played without a capture or a pawn move.";

/// A draw because neither side has the men to give checkmate.
pub const INSUFFICIENT_MATERIAL: &str =
    "Neither side has the men left to give checkmate by any series of moves.";

/// `words` with a capital first letter, to open a sentence.
pub fn capitalised(words: &str) -> String {
    let mut letters = words.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stalemated_side_is_named() {
        let words = stalemate("Black");
        assert!(
            words.starts_with("Black, to move, has no legal move"),
            "{words}"
        );
        assert!(words.contains("not in check"), "{words}");
        assert_eq!(capitalised("king-side White"), "King-side White");
        assert_eq!(capitalised(""), "");
    }
}
