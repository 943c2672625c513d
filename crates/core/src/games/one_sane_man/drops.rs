//! Where a stockpiled man may be dropped: an empty starting square of its
//! kind for its colour, never a king, and never leaving the dropper's king
//! in check.

use crate::engine::men::{Army, Kind};
use crate::engine::{Position, Square};

/// The starting squares of `kind` for `army` on an 8x8 board: pawns on the
/// second rank, knights b/g, bishops c/f, rooks a/h and the queen d of the
/// first rank (ranks seen from `army`'s side). Kings have none: a king is
/// never dropped.
pub fn starting_squares(army: Army, kind: Kind) -> Vec<Square> {
    let (first, second) = if army == Army::White { (0, 1) } else { (7, 6) };
    let (rank, files): (u8, &[u8]) = match kind {
        Kind::Pawn => (second, &[0, 1, 2, 3, 4, 5, 6, 7]),
        Kind::Knight => (first, &[1, 6]),
        Kind::Bishop => (first, &[2, 5]),
        Kind::Rook => (first, &[0, 7]),
        Kind::Queen => (first, &[3]),
        Kind::King => (first, &[]),
    };
    files
        .iter()
        .filter_map(|&file| Square::new(file, rank))
        .collect()
}

/// Why a drop of the side to move is refused, or `None` when it is legal
/// (leaving aside whether the stockpile holds such a man).
pub fn drop_refusal(position: &Position, kind: Kind, to: Square) -> Option<String> {
    let army = position.turn();
    if kind == Kind::King {
        return Some("a king is never dropped".into());
    }
    if !starting_squares(army, kind).contains(&to) {
        return Some(format!(
            "{}@{to}: a {} {} may only be dropped on its starting squares ({})",
            kind.letter(),
            army.name(),
            kind.name(),
            starting_squares(army, kind)
                .iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    // A starting square: what is left is the board's own rule (an empty
    // square, the king not left in check), in the engine's words.
    position
        .drop_refusal(kind, to)
        .map(|refusal| format!("{}@{to}: {refusal}", kind.letter()))
}

/// The legal drops of the side to move among `kinds`.
pub fn legal_drops(position: &Position, kinds: &[Kind]) -> Vec<(Kind, Square)> {
    kinds
        .iter()
        .flat_map(|&kind| {
            starting_squares(position.turn(), kind)
                .into_iter()
                .map(move |to| (kind, to))
        })
        .filter(|&(kind, to)| drop_refusal(position, kind, to).is_none())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn names(squares: Vec<Square>) -> Vec<String> {
        squares.iter().map(Square::to_string).collect()
    }

    #[test]
    fn starting_squares_of_each_kind_for_both_colours() {
        let white = |kind| names(starting_squares(Army::White, kind));
        let black = |kind| names(starting_squares(Army::Black, kind));
        assert_eq!(
            white(Kind::Pawn),
            ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"]
        );
        assert_eq!(
            black(Kind::Pawn),
            ["a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7"]
        );
        assert_eq!(white(Kind::Knight), ["b1", "g1"]);
        assert_eq!(black(Kind::Knight), ["b8", "g8"]);
        assert_eq!(white(Kind::Bishop), ["c1", "f1"]);
        assert_eq!(black(Kind::Bishop), ["c8", "f8"]);
        assert_eq!(white(Kind::Rook), ["a1", "h1"]);
        assert_eq!(black(Kind::Rook), ["a8", "h8"]);
        assert_eq!(white(Kind::Queen), ["d1"]);
        assert_eq!(black(Kind::Queen), ["d8"]);
        assert!(starting_squares(Army::White, Kind::King).is_empty());
    }

    #[test]
    fn drops_go_only_on_empty_starting_squares_and_never_expose_the_king() {
        // White king e1 checked by a rook on a1's rank? No: by a black rook
        // on h1 along the first rank. Knight drop on g1 blocks; f1 bishop
        // blocks; a drop on b1 does not.
        let position =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1", Rules::STANDARD).unwrap();
        let square = |name| Square::parse(name).unwrap();
        assert_eq!(drop_refusal(&position, Kind::Knight, square("g1")), None);
        assert_eq!(drop_refusal(&position, Kind::Bishop, square("f1")), None);
        assert!(
            drop_refusal(&position, Kind::Knight, square("b1"))
                .unwrap()
                .contains("in check")
        );
        assert!(
            drop_refusal(&position, Kind::Knight, square("f3"))
                .unwrap()
                .contains("starting squares (b1, g1)")
        );
        assert!(
            drop_refusal(&position, Kind::Rook, square("h1"))
                .unwrap()
                .contains("only on an empty square, and the rook on h1 stands there")
        );
        assert!(
            drop_refusal(&position, Kind::King, square("e1"))
                .unwrap()
                .contains("never")
        );
        assert_eq!(
            legal_drops(
                &position,
                &[Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Queen]
            ),
            vec![(Kind::Knight, square("g1")), (Kind::Bishop, square("f1"))]
        );
    }
}
