//! Which moves a player may make.
//!
//! Men move as in chess, with Chess960 castling (king and rook end on g
//! and f, or c and d; every square either passes must be empty but for the
//! two). What a king may do depends on whether it is cloaked:
//!
//! - A cloaked king may step into check, stay in check and castle out of,
//!   through or into check: the opponent cannot know, and may capture it.
//!   Any man of its army may then leave it attacked.
//! - An uncloaked king follows the rules of check: no move of its army may
//!   leave it attacked (attacked by any enemy man, cloaked or not), and it
//!   castles only when its start, path and end are not attacked.
//!
//! A bonus move is a pawn move (a step, a double step, a capture, en
//! passant, a promotion) or a drop of one of the player's captured pawns on
//! an empty square of their second rank, and it keeps an uncloaked king
//! safe like any move.

use crate::engine::men::{Army, Kind};
use crate::engine::{CastlingMode, KingSafety, Move, MoveKind, Placed, Position, Rules, Square};

use super::seats::second_rank;

/// The board's rules when kings may be captured: what the stored position
/// plays under; a player with an uncloaked king moves under
/// [`rules_for`]`(false)`.
pub const RULES: Rules = Rules {
    castling: CastlingMode::Chess960,
    double_step: true,
    en_passant: true,
    king_safety: KingSafety::KingCapture,
};

/// The rules a player moves under: kings may be captured while the mover's
/// king is cloaked; FIDE check rules once it is not.
pub fn rules_for(king_cloaked: bool) -> Rules {
    Rules {
        king_safety: if king_cloaked {
            KingSafety::KingCapture
        } else {
            KingSafety::Legal
        },
        ..RULES
    }
}

/// The board as `army` moves on it: `army` to move under the rules its
/// king allows. Without `en_passant` the en passant square is dropped (the
/// chance belongs to nobody at this point of the turn).
pub fn board_for(
    position: &Position,
    army: Army,
    king_cloaked: bool,
    en_passant: bool,
) -> Position {
    let mut board = position.clone();
    board.set_turn(army);
    if !en_passant {
        board.set_en_passant(None);
    }
    board.set_rules(rules_for(king_cloaked));
    board
}

/// The regular moves of the side to move on `board` (from [`board_for`]).
pub fn regular_moves(board: &Position) -> Vec<Move> {
    board.legal_moves().to_vec()
}

/// The squares a captured pawn of `army` may come back to: its second
/// rank.
pub fn drop_squares(army: Army) -> impl Iterator<Item = Square> {
    (0..8).filter_map(move |file| Square::new(file, second_rank(army)))
}

/// The bonus moves of the side to move on `board`: its pawn moves, and,
/// with `pawns_in_hand` captured pawns, drops on its empty second-rank
/// squares.
pub fn bonus_moves(board: &Position, pawns_in_hand: u32) -> Vec<Move> {
    let army = board.turn();
    let pawns = board.men(army, Kind::Pawn);
    let mut moves: Vec<Move> = board
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| !mv.is_castle() && pawns.contains(mv.from))
        .collect();
    if pawns_in_hand > 0 {
        moves.extend(
            drop_squares(army)
                .filter(|&square| board.is_legal_drop(Kind::Pawn, square))
                .map(|square| Move::drop(Kind::Pawn, square)),
        );
    }
    moves
}

/// Whether `army`'s king stands uncloaked and attacked: in check. (A
/// cloaked king's danger is nobody's business but its owner's.)
pub fn in_check(position: &Position, army: Army, king_cloaked: bool) -> bool {
    !king_cloaked && position.is_king_attacked(army)
}

/// Why `mv` is refused on `board` (from [`board_for`]), when it is no move
/// of the current step: a regular move (`bonus` false) or a bonus move.
/// The men the reason speaks of are named by `name`, which never tells the
/// mover what an enemy checker still hides.
pub fn refusal(
    board: &Position,
    mv: Move,
    bonus: bool,
    pawns_in_hand: u32,
    name: &dyn Fn(&Placed) -> String,
) -> String {
    let army = board.turn();
    if let MoveKind::Drop(kind) = mv.kind {
        return if !bonus {
            "a captured pawn comes back only as a bonus move".into()
        } else if kind != Kind::Pawn {
            "only captured pawns come back".into()
        } else if pawns_in_hand == 0 {
            "none of your pawns has been captured".into()
        } else if mv.to.rank() != second_rank(army) {
            "a captured pawn comes back on your second rank".into()
        } else {
            board.move_refusal(mv).words(name)
        };
    }
    let own = board.man_at(mv.from).filter(|man| man.army == army);
    if bonus && own.is_some_and(|man| man.kind != Kind::Pawn) {
        return "a bonus move is a pawn move or a captured pawn's drop".into();
    }
    let mut loose = board.clone();
    loose.set_rules(RULES);
    let pseudo = loose.legal_moves().contains(&mv);
    let why = board.move_refusal(mv).words(name);
    if pseudo && board.rules().king_safety == KingSafety::Legal {
        format!("your king is uncloaked, so it follows the rules of check: {why}")
    } else {
        why
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn a_cloaked_king_may_stand_attacked_an_uncloaked_one_may_not() {
        // Black rook on e4 faces the White king on e1.
        let position = Position::from_fen("4k3/8/8/8/4r3/8/8/4K3 w - - 0 1", RULES).unwrap();
        let cloaked = board_for(&position, Army::White, true, true);
        let uncloaked = board_for(&position, Army::White, false, true);
        let stay = Move::normal(sq("e1"), sq("e2"));
        assert!(regular_moves(&cloaked).contains(&stay));
        assert!(!regular_moves(&uncloaked).contains(&stay));
        assert!(in_check(&position, Army::White, false));
        assert!(!in_check(&position, Army::White, true));
        assert_eq!(
            refusal(&uncloaked, stay, false, 0, &Placed::describe),
            "your king is uncloaked, so it follows the rules of check: the king would stand in \
             check on e2 from the rook on e4"
        );
        assert_eq!(
            refusal(
                &uncloaked,
                Move::normal(sq("e1"), sq("e3")),
                false,
                0,
                &Placed::describe
            ),
            "a king moves one square in any direction"
        );
        let hidden = |placed: &Placed| format!("checker 5 on {}", placed.square);
        assert!(refusal(&uncloaked, stay, false, 0, &hidden).ends_with("from checker 5 on e4"));
    }

    #[test]
    fn bonus_moves_are_pawn_moves_and_drops_on_the_second_rank() {
        let position =
            Position::from_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", rules_for(true)).unwrap();
        let board = board_for(&position, Army::White, true, false);
        let moves = bonus_moves(&board, 0);
        let names: Vec<String> = moves.iter().map(|mv| mv.to_string()).collect();
        assert_eq!(names, ["e2e3", "e2e4"]);
        let with_drops = bonus_moves(&board, 1);
        assert_eq!(with_drops.len(), 2 + 7, "every empty square of rank 2");
        assert!(with_drops.contains(&Move::drop(Kind::Pawn, sq("a2"))));
        assert!(!with_drops.contains(&Move::drop(Kind::Pawn, sq("e2"))));
        assert_eq!(
            refusal(
                &board,
                Move::normal(sq("a1"), sq("a5")),
                true,
                1,
                &Placed::describe
            ),
            "a bonus move is a pawn move or a captured pawn's drop"
        );
        assert_eq!(
            refusal(
                &board,
                Move::drop(Kind::Pawn, sq("a3")),
                true,
                1,
                &Placed::describe
            ),
            "a captured pawn comes back on your second rank"
        );
        assert_eq!(
            refusal(
                &board,
                Move::drop(Kind::Pawn, sq("a2")),
                true,
                0,
                &Placed::describe
            ),
            "none of your pawns has been captured"
        );
        assert_eq!(
            refusal(
                &board,
                Move::drop(Kind::Pawn, sq("e2")),
                true,
                1,
                &Placed::describe
            ),
            "a man is dropped only on an empty square, and the pawn on e2 stands there"
        );
        assert_eq!(
            refusal(
                &board,
                Move::drop(Kind::Pawn, sq("a2")),
                false,
                1,
                &Placed::describe
            ),
            "a captured pawn comes back only as a bonus move"
        );
    }
}
