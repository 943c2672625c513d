//! Which moves a player may make.
//!
//! The board plays pseudo-legal chess (kings may stand attacked, the engine
//! never judges check: [`RULES`]); this module adds the Crowded House rules:
//!
//! - the half rule: a seat moves men of its colour that start or end on its
//!   half (castling counts the king's start and end squares);
//! - check means the next player: a move is legal only if, afterwards, the
//!   next player to move cannot capture the mover's king, the next player's
//!   capture being judged under the next player's own half rule;
//! - castling also needs the next player unable to capture the king on any
//!   square it passes (its start square does not count, so a king may
//!   castle out of check when the next player cannot take it after).
//!
//! En passant needs nothing of its own: the engine allows it only straight
//! after the double step, when the next player is to move.

use crate::engine::men::Kind;
use crate::engine::position::castle_targets;
use crate::engine::{Bitboard, CastlingMode, KingSafety, Move, Position, Rules, Square, attacks};
use crate::games::Seat;

use super::seats::{army_of, half_of, next_seat, role};

/// The board's rule switches: standard castling, double steps and en
/// passant, and no king safety of the engine's own (this module judges it).
pub const RULES: Rules = Rules {
    castling: CastlingMode::Standard,
    double_step: true,
    en_passant: true,
    king_safety: KingSafety::KingCapture,
};

/// Where the moving man ends: the king's square for castling (stored as
/// the king taking its own rook), else the move's target.
pub fn destination(mv: Move) -> Square {
    if mv.is_castle() {
        castle_targets(mv).0
    } else {
        mv.to
    }
}

/// Whether the half rule lets `seat` make `mv`: it starts or ends on the
/// seat's half.
pub fn on_own_half(seat: Seat, mv: Move) -> bool {
    let half = half_of(seat);
    half.contains(mv.from) || half.contains(destination(mv))
}

/// Whether `by` could take a man of the other colour standing on `square`
/// (given the occupied squares): some man of `by`'s colour attacks it from
/// `by`'s half, or the square itself is on `by`'s half.
fn could_take_on(position: &Position, by: Seat, square: Square, occupied: Bitboard) -> bool {
    let attackers = position.attackers(square, army_of(by), occupied);
    let half = half_of(by);
    if half.contains(square) {
        attackers.any()
    } else {
        (attackers & half.squares()).any()
    }
}

/// Whether `by` could capture the other colour's king now, on its turn.
pub fn can_capture_king(position: &Position, by: Seat) -> bool {
    position
        .king_square(army_of(by).opponent())
        .is_some_and(|king| could_take_on(position, by, king, position.occupied()))
}

/// Whether the seat to act (`seat`) is in check: the next player could
/// capture its king if it were the next player's turn now.
pub fn in_check(position: &Position, seat: Seat) -> bool {
    can_capture_king(position, next_seat(seat))
}

/// Which Crowded House rule a pseudo-legal move breaks.
enum Breach {
    /// It would take a king.
    TakesKing,
    /// It neither starts nor ends on the mover's half.
    OffHalf,
    /// The castling king would pass this square, where the next player
    /// could take it.
    PassesAttacked(Square),
    /// The next player could then take the mover's king.
    LeavesKing,
}

/// The rule `seat` would break by making `mv`, a pseudo-legal move of its
/// colour, or `None` when the move is legal.
fn breach(position: &Position, seat: Seat, mv: Move) -> Option<Breach> {
    if position
        .man_at(mv.to)
        .is_some_and(|man| man.kind == Kind::King && !mv.is_castle())
    {
        return Some(Breach::TakesKing);
    }
    if !on_own_half(seat, mv) {
        return Some(Breach::OffHalf);
    }
    let next = next_seat(seat);
    if mv.is_castle() {
        let king = mv.from;
        let (king_to, _) = castle_targets(mv);
        let passing = position.occupied().without(king);
        for square in attacks::between(king, king_to) {
            if could_take_on(position, next, square, passing.with(square)) {
                return Some(Breach::PassesAttacked(square));
            }
        }
    }
    let mut after = position.clone();
    after.make(mv);
    can_capture_king(&after, next).then_some(Breach::LeavesKing)
}

/// Whether `seat` may make `mv`, a pseudo-legal move of its colour.
pub fn is_legal(position: &Position, seat: Seat, mv: Move) -> bool {
    breach(position, seat, mv).is_none()
}

/// Why `seat` may not make `mv`, a pseudo-legal move of its colour, or
/// `None` when the move is legal.
pub fn refusal(position: &Position, seat: Seat, mv: Move) -> Option<String> {
    let next = next_seat(seat);
    Some(match breach(position, seat, mv)? {
        Breach::TakesKing => "kings are never taken: the game ends before".into(),
        Breach::OffHalf => {
            let half = half_of(seat);
            format!(
                "{} moves only men that start or end on the {} (files {})",
                role(seat),
                half.name(),
                half.files()
            )
        }
        Breach::PassesAttacked(square) => format!(
            "the king would pass {square}, where {} could capture it",
            role(next)
        ),
        Breach::LeavesKing => format!("{} could then capture your king", role(next)),
    })
}

/// Every legal move of `seat`, who must be of the colour to move.
pub fn legal_moves(position: &Position, seat: Seat) -> Vec<Move> {
    if position.turn() != army_of(seat) {
        return Vec::new();
    }
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| is_legal(position, seat, mv))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn position(fen: &str) -> Position {
        Position::from_fen(fen, RULES).unwrap()
    }

    #[test]
    fn the_start_splits_white_moves_between_the_halves() {
        let start = Position::from_fen(crate::engine::STARTING_FEN, RULES).unwrap();
        let names = |seat| {
            let mut moves: Vec<String> = legal_moves(&start, seat)
                .into_iter()
                .map(|mv| start.uci(mv))
                .collect();
            moves.sort();
            moves
        };
        assert_eq!(
            names(0),
            [
                "e2e3", "e2e4", "f2f3", "f2f4", "g1f3", "g1h3", "g2g3", "g2g4", "h2h3", "h2h4"
            ]
        );
        assert_eq!(
            names(2),
            [
                "a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4"
            ]
        );
        assert!(names(1).is_empty(), "Black does not move first");
    }

    #[test]
    fn a_capture_counts_only_under_the_capturers_half_rule() {
        // A Black rook on a5 attacks the White king on e5 along the rank.
        let board = position("7k/8/8/r3K3/8/8/8/8 w - - 0 1");
        // King-side Black (seat 1): the rook is on the queen side and the
        // king on the king side, so the king side's player may take it.
        assert!(could_take_on(&board, 1, sq("e5"), board.occupied()));
        // Queen-side Black (seat 3) may too: the rook starts on its half.
        assert!(could_take_on(&board, 3, sq("e5"), board.occupied()));
        // A knight on f3 attacking e5 from the king side: queen-side Black
        // could not take with it (start and end on the king side).
        let knight = position("7k/8/8/4K3/8/5n2/8/8 w - - 0 1");
        assert!(could_take_on(&knight, 1, sq("e5"), knight.occupied()));
        assert!(!could_take_on(&knight, 3, sq("e5"), knight.occupied()));
    }
}
