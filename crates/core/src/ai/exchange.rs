//! Static exchange evaluation on the 8x8 board: whether a capture still
//! gains material once both sides have recaptured on its square with
//! their least valuable men, each stopping when going on would lose.
//!
//! The search uses it to leave losing captures out of the quiescence
//! search and to try them after the quiet moves.

use crate::engine::attacks;
use crate::engine::men::Kind;
use crate::engine::{Bitboard, Move, MoveKind, Position};

/// What each kind is worth in an exchange (pawn, knight, bishop, rook,
/// queen, king).
const WORTH: [i32; 6] = [100, 300, 300, 500, 900, 20_000];

/// The kinds from the least valuable, the order in which men recapture.
const CHEAPEST_FIRST: [Kind; 6] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::King,
];

/// Whether playing `mv` on `position` wins at least `threshold`
/// centipawns once the exchange on its square is played out. Castling,
/// en passant and promotions are taken as good (they are rare and seldom
/// lose). Pins are not looked at.
pub fn wins_at_least(position: &Position, mv: Move, threshold: i32) -> bool {
    if !matches!(mv.kind, MoveKind::Normal) {
        return true;
    }
    let Some(mover) = position.man_at(mv.from) else {
        return true;
    };
    let victim = position
        .man_at(mv.to)
        .map_or(0, |man| WORTH[man.kind as usize]);
    // What the side that moved has won if the exchange stops now, less
    // the threshold; each recapture turns it round.
    let mut balance = victim - threshold;
    if balance < 0 {
        return false;
    }
    balance = WORTH[mover.kind as usize] - balance;
    if balance <= 0 {
        return true;
    }
    let to = mv.to;
    let diagonal = position.kind(Kind::Bishop) | position.kind(Kind::Queen);
    let straight = position.kind(Kind::Rook) | position.kind(Kind::Queen);
    let mut occupied =
        position.occupied() ^ Bitboard::from_square(mv.from) ^ Bitboard::from_square(to);
    let white = position.turn();
    let black = white.opponent();
    let mut attackers =
        position.attackers(to, white, occupied) | position.attackers(to, black, occupied);
    let mut side = white;
    // 1 while the side that moved keeps its gain, 0 once it has lost it.
    let mut keeps = true;
    loop {
        side = side.opponent();
        attackers &= occupied;
        let own = attackers & position.army(side);
        if own.is_empty() {
            break;
        }
        keeps = !keeps;
        let Some(kind) = CHEAPEST_FIRST
            .into_iter()
            .find(|&kind| (own & position.kind(kind)).any())
        else {
            break;
        };
        if kind == Kind::King {
            // The king may take only when nothing can take it back.
            if (attackers & position.army(side.opponent())).any() {
                keeps = !keeps;
            }
            break;
        }
        balance = WORTH[kind as usize] - balance;
        if balance < i32::from(keeps) {
            break;
        }
        if let Some(square) = (own & position.kind(kind)).first() {
            occupied ^= Bitboard::from_square(square);
        }
        // Men behind the one that took now see the square.
        if matches!(kind, Kind::Pawn | Kind::Bishop | Kind::Queen) {
            attackers |= attacks::bishop(to, occupied) & diagonal;
        }
        if matches!(kind, Kind::Rook | Kind::Queen) {
            attackers |= attacks::rook(to, occupied) & straight;
        }
    }
    keeps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn wins(fen: &str, uci: &str, threshold: i32) -> bool {
        let position = Position::from_fen(fen, Rules::STANDARD).unwrap();
        let mv = position.parse_uci(uci).unwrap();
        wins_at_least(&position, mv, threshold)
    }

    #[test]
    fn an_undefended_man_is_won_whole() {
        let fen = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1";
        assert!(wins(fen, "d1d5", 100));
        assert!(!wins(fen, "d1d5", 101));
    }

    #[test]
    fn a_defended_pawn_taken_by_a_rook_loses_the_exchange() {
        let fen = "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1";
        assert!(!wins(fen, "d1d5", 0));
        assert!(wins(fen, "d1d5", -400));
        assert!(!wins(fen, "d1d5", -399));
    }

    #[test]
    fn a_man_behind_the_taker_counts() {
        // Two rooks against the pawn's one defender: the pawn is won.
        let fen = "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1";
        assert!(wins(fen, "d2d5", 100));
        assert!(!wins(fen, "d2d5", 101));
        // Rook takes, pawn takes back, queen takes: 100 - 500 + 100.
        let fen = "4k3/8/4p3/3p4/8/8/3R4/3QK3 w - - 0 1";
        assert!(wins(fen, "d2d5", -300));
        assert!(!wins(fen, "d2d5", -299));
    }

    #[test]
    fn the_king_takes_only_an_undefended_man() {
        let fen = "4k3/8/8/8/8/8/3q4/3RK3 w - - 0 1";
        assert!(wins(fen, "e1d2", 900));
        // Rook takes the queen, bishop takes back, king takes the bishop:
        // 900 - 500 + 300; with a rook behind the bishop, the king may not.
        let fen = "4k3/8/8/8/8/4b3/3q4/3RK3 w - - 0 1";
        assert!(wins(fen, "d1d2", 700));
        assert!(!wins(fen, "d1d2", 701));
        let fen = "3rk3/8/8/8/8/4b3/3q4/3RK3 w - - 0 1";
        assert!(wins(fen, "d1d2", 400));
        assert!(!wins(fen, "d1d2", 401));
    }

    #[test]
    fn a_quiet_move_to_an_attacked_square_loses_the_man() {
        let fen = "4k3/8/8/4p3/8/8/8/3QK3 w - - 0 1";
        assert!(!wins(fen, "d1d4", 0));
        assert!(wins(fen, "d1d3", 0));
    }
}
