//! The 8x8 games' adapter between the engine and the board: a
//! [`Position`] drawn as a [`BoardView`], and the engine's legal moves
//! offered as the board's [`MoveOption`]s. The board's gestures come back
//! as [`Choice::move_text`], which every game reads with its own notation.
//!
//! [`Choice::move_text`]: super::board_view::Choice::move_text

use super::board_view::{BoardView, ManView, MoveOption};
use crate::engine::men::Army;
use crate::engine::{Move, Position, Square};

/// What the board component needs to draw `position`: the men, the last
/// move (castling as king and rook square), the king in check, and (when
/// `with_moves`) the legal moves of the side to move.
pub fn board_view(position: &Position, last_move: Option<Move>, with_moves: bool) -> BoardView {
    let men = Square::all()
        .filter_map(|square| {
            position
                .man_at(square)
                .map(|man| ManView::plain(square.to_string(), man.army, man.kind))
        })
        .collect();
    let checks = [Army::White, Army::Black]
        .into_iter()
        .filter(|&army| position.is_king_attacked(army))
        .filter_map(|army| position.king_square(army))
        .map(|square| square.to_string())
        .collect();
    let moves = if with_moves {
        move_options(position, position.legal_moves().iter().copied())
    } else {
        Vec::new()
    };
    BoardView {
        files: 8,
        ranks: 8,
        holes: Vec::new(),
        men,
        last_move: last_move.map(|mv| (mv.from.to_string(), mv.to.to_string())),
        checks,
        moves,
        drops: Vec::new(),
    }
}

/// `moves` of `position` as the board offers them: one option per pair of
/// squares, a pawn's promotions gathered in it, castling given as the
/// squares [`Position::uci`] names (the king onto its rook in Chess960).
/// Drops are not moves from a square and are left out.
pub fn move_options(position: &Position, moves: impl IntoIterator<Item = Move>) -> Vec<MoveOption> {
    MoveOption::grouped(moves.into_iter().filter(|mv| !mv.is_drop()).map(|mv| {
        let uci = position.uci(mv);
        (uci[0..2].to_string(), uci[2..4].to_string(), mv.promotion())
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::engine::men::Kind;

    #[test]
    fn promotions_share_the_option_of_their_squares() {
        let position =
            Position::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", Rules::STANDARD).unwrap();
        let view = board_view(&position, None, true);
        let promotions: Vec<&MoveOption> = view
            .moves
            .iter()
            .filter(|option| option.from == "e7")
            .collect();
        assert_eq!(promotions.len(), 1, "{promotions:?}");
        let mut kinds = promotions[0].promotions.clone();
        kinds.sort_by_key(|kind| kind.letter());
        assert_eq!(
            kinds,
            vec![Kind::Bishop, Kind::Knight, Kind::Queen, Kind::Rook]
        );
        assert!(
            view.moves
                .iter()
                .filter(|option| option.from == "e1")
                .all(|option| option.promotions.is_empty())
        );
    }

    #[test]
    fn chess960_castling_is_offered_as_the_king_onto_its_rook() {
        let position = Position::from_fen(
            "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRK2QRN w GBgb - 0 1",
            Rules::CHESS960,
        )
        .unwrap();
        let view = board_view(&position, None, true);
        assert!(
            view.moves
                .iter()
                .any(|option| option.from == "c1" && option.to == "b1"),
            "{:?}",
            view.moves
        );
    }

    #[test]
    fn without_moves_nothing_is_offered() {
        let view = board_view(&Position::standard(), None, false);
        assert_eq!(view.men.len(), 32);
        assert!(view.moves.is_empty());
    }
}
