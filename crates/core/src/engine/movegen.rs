//! Move generation for the 8x8 board: fully legal (check evasions, pins,
//! en passant discovered checks, Chess960 castling) or pseudo-legal when the
//! rules let kings be captured.

use super::attacks;
use super::bitboard::Bitboard;
use super::men::Kind;
use super::moves::{Move, MoveKind, MoveList};
use super::position::{CastlingSide, Position, side_index};
use super::rules::{CastlingMode, KingSafety};
use super::square::Square;

const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

impl Position {
    /// Every move the side to move may make under the rules (drops are the
    /// games' business and are not generated here).
    pub fn generate_moves(&self, list: &mut MoveList) {
        list.clear();
        self.generate(Selection::ALL, list);
    }

    /// The moves that capture or promote (legal under the rules): what a
    /// search plays in its quiescence phase.
    pub fn generate_captures(&self, list: &mut MoveList) {
        list.clear();
        self.generate(
            Selection {
                from: Bitboard::ALL,
                quiet: false,
            },
            list,
        );
    }

    /// The legal moves, collected in a new list.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// Whether `mv` is legal here. Only the moves of the man on `mv.from`
    /// are generated, so a search can check a remembered move cheaply.
    pub fn is_legal(&self, mv: Move) -> bool {
        let mut list = MoveList::new();
        let Some(man) = self.board[mv.from.index()] else {
            return false;
        };
        if man.army != self.turn || mv.is_drop() {
            return false;
        }
        self.generate(
            Selection {
                from: Bitboard::from_square(mv.from),
                quiet: true,
            },
            &mut list,
        );
        list.contains(&mv)
    }

    fn generate(&self, selection: Selection, list: &mut MoveList) {
        let us = side_index(self.turn);
        let king = (self.kinds[Kind::King as usize] & self.sides[us]).first();
        match (self.rules.king_safety, king) {
            (KingSafety::Legal, Some(king)) => self.generate_legal(us, king, selection, list),
            _ => self.generate_pseudo_legal(us, selection, list),
        }
    }

    fn generate_legal(&self, us: usize, king: Square, selection: Selection, list: &mut MoveList) {
        let own = self.sides[us];
        let occupied = self.occupied();
        let checkers = self.attackers_of_side(king, us ^ 1, occupied);
        let without_king = occupied.without(king);
        let destinations = selection.destinations(self.sides[us ^ 1], own);
        if selection.from.contains(king) {
            for to in attacks::king(king) & destinations {
                if self.attackers_of_side(to, us ^ 1, without_king).is_empty() {
                    list.push(Move::normal(king, to));
                }
            }
        }
        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => !own,
        };
        let pinned = self.pinned(us, king);
        self.generate_pieces(
            us,
            target & destinations,
            pinned,
            Some(king),
            selection.from,
            list,
        );
        self.generate_pawns(us, target, pinned, Some(king), selection, list);
        self.generate_en_passant(us, Some(king), selection.from, list);
        if checkers.is_empty() && selection.quiet && selection.from.contains(king) {
            self.generate_castling(us, king, true, list);
        }
    }

    fn generate_pseudo_legal(&self, us: usize, selection: Selection, list: &mut MoveList) {
        let own = self.sides[us];
        let destinations = selection.destinations(self.sides[us ^ 1], own);
        let king = (self.kinds[Kind::King as usize] & own).first();
        let king = king.filter(|&king| selection.from.contains(king));
        if let Some(king) = king {
            for to in attacks::king(king) & destinations {
                list.push(Move::normal(king, to));
            }
        }
        self.generate_pieces(
            us,
            destinations,
            Bitboard::EMPTY,
            None,
            selection.from,
            list,
        );
        self.generate_pawns(us, !own, Bitboard::EMPTY, None, selection, list);
        self.generate_en_passant(us, None, selection.from, list);
        if let Some(king) = king.filter(|_| selection.quiet) {
            self.generate_castling(us, king, false, list);
        }
    }

    /// Own men pinned against the king.
    fn pinned(&self, us: usize, king: Square) -> Bitboard {
        let them = self.sides[us ^ 1];
        let queens = self.kinds[Kind::Queen as usize];
        let snipers = ((attacks::rook(king, Bitboard::EMPTY)
            & (self.kinds[Kind::Rook as usize] | queens))
            | (attacks::bishop(king, Bitboard::EMPTY)
                & (self.kinds[Kind::Bishop as usize] | queens)))
            & them;
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.any() && !blockers.more_than_one() {
                pinned |= blockers & self.sides[us];
            }
        }
        pinned
    }

    /// Knights, bishops, rooks and queens.
    #[inline]
    fn generate_pieces(
        &self,
        us: usize,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
        from_mask: Bitboard,
        list: &mut MoveList,
    ) {
        let own = self.sides[us] & from_mask;
        let occupied = self.occupied();
        for from in self.kinds[Kind::Knight as usize] & own & !pinned {
            for to in attacks::knight(from) & target {
                list.push(Move::normal(from, to));
            }
        }
        let queens = self.kinds[Kind::Queen as usize];
        for from in (self.kinds[Kind::Bishop as usize] | queens) & own {
            let mut moves = attacks::bishop(from, occupied) & target;
            if let Some(king) = king.filter(|_| pinned.contains(from)) {
                moves &= attacks::line(king, from);
            }
            for to in moves {
                list.push(Move::normal(from, to));
            }
        }
        for from in (self.kinds[Kind::Rook as usize] | queens) & own {
            let mut moves = attacks::rook(from, occupied) & target;
            if let Some(king) = king.filter(|_| pinned.contains(from)) {
                moves &= attacks::line(king, from);
            }
            for to in moves {
                list.push(Move::normal(from, to));
            }
        }
    }

    #[inline]
    fn generate_pawns(
        &self,
        us: usize,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
        selection: Selection,
        list: &mut MoveList,
    ) {
        let pawns = self.kinds[Kind::Pawn as usize] & self.sides[us] & selection.from;
        let empty = !self.occupied();
        let them = self.sides[us ^ 1];
        let last_rank = Bitboard::rank(if us == 0 { 7 } else { 0 });
        let pin_ok = |from: Square, to: Square| match king {
            Some(king) if pinned.contains(from) => attacks::line(king, from).contains(to),
            _ => true,
        };
        for from in pawns {
            for to in attacks::pawn(us, from) & them & target {
                if pin_ok(from, to) {
                    push_pawn_move(from, to, last_rank, list);
                }
            }
        }
        let (single, double_rank, back) = if us == 0 {
            (pawns.north() & empty, Bitboard::rank(2), 8u32)
        } else {
            (
                pawns.south() & empty,
                Bitboard::rank(5),
                0u32.wrapping_sub(8),
            )
        };
        let pushes = if selection.quiet {
            target
        } else {
            target & last_rank
        };
        for to in single & pushes {
            let from = Square::from_index_masked((to.index() as u32).wrapping_sub(back));
            if pin_ok(from, to) {
                push_pawn_move(from, to, last_rank, list);
            }
        }
        if self.rules.double_step && selection.quiet {
            let double = if us == 0 {
                (single & double_rank).north() & empty
            } else {
                (single & double_rank).south() & empty
            };
            for to in double & target {
                let from = Square::from_index_masked(
                    (to.index() as u32).wrapping_sub(back.wrapping_mul(2)),
                );
                if pin_ok(from, to) {
                    list.push(Move::normal(from, to));
                }
            }
        }
    }

    /// En passant captures; with a king given, only those that do not leave
    /// it attacked.
    #[inline]
    fn generate_en_passant(
        &self,
        us: usize,
        king: Option<Square>,
        from_mask: Bitboard,
        list: &mut MoveList,
    ) {
        let Some(to) = self.en_passant else {
            return;
        };
        let captured = self.en_passant_victim(to, us);
        for from in
            attacks::pawn(us ^ 1, to) & self.kinds[Kind::Pawn as usize] & self.sides[us] & from_mask
        {
            let legal = match king {
                Some(king) => self.en_passant_is_safe(us, king, from, to, captured),
                None => true,
            };
            if legal {
                list.push(Move {
                    from,
                    to,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }

    /// The square of the pawn an en passant capture onto `to` removes.
    #[inline]
    pub(crate) fn en_passant_victim(&self, to: Square, us: usize) -> Square {
        Square::from_index_masked(if us == 0 {
            to.index() as u32 - 8
        } else {
            to.index() as u32 + 8
        })
    }

    fn en_passant_is_safe(
        &self,
        us: usize,
        king: Square,
        from: Square,
        to: Square,
        captured: Square,
    ) -> bool {
        let occupied = self.occupied().without(from).without(captured).with(to);
        let them = self.sides[us ^ 1].without(captured);
        let queens = self.kinds[Kind::Queen as usize];
        ((attacks::rook(king, occupied) & (self.kinds[Kind::Rook as usize] | queens))
            | (attacks::bishop(king, occupied) & (self.kinds[Kind::Bishop as usize] | queens))
            | (attacks::knight(king) & self.kinds[Kind::Knight as usize])
            | (attacks::pawn(us, king) & self.kinds[Kind::Pawn as usize]))
            & them
            == Bitboard::EMPTY
    }

    /// Whether the side to move has a legal en passant capture.
    pub fn has_legal_en_passant(&self) -> bool {
        let Some(to) = self.en_passant else {
            return false;
        };
        let us = side_index(self.turn);
        let captured = self.en_passant_victim(to, us);
        let king = (self.kinds[Kind::King as usize] & self.sides[us]).first();
        Iterator::any(
            &mut (attacks::pawn(us ^ 1, to) & self.kinds[Kind::Pawn as usize] & self.sides[us]),
            |from| match (self.rules.king_safety, king) {
                (KingSafety::Legal, Some(king)) => {
                    self.en_passant_is_safe(us, king, from, to, captured)
                }
                _ => true,
            },
        )
    }

    fn generate_castling(&self, us: usize, king: Square, safe: bool, list: &mut MoveList) {
        if self.rules.castling == CastlingMode::None {
            return;
        }
        let occupied = self.occupied();
        for side in CastlingSide::BOTH {
            let Some(rook) = self.castling[us][side as usize] else {
                continue;
            };
            let rank = king.rank();
            let (Some(king_to), Some(rook_to)) = (
                Square::new(side.king_to_file(), rank),
                Square::new(side.rook_to_file(), rank),
            ) else {
                continue;
            };
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let others = occupied.without(king).without(rook);
            if ((king_path | rook_path) & others).any() {
                continue;
            }
            if safe {
                let without_king = occupied.without(king);
                if Iterator::any(&mut attacks::between(king, king_to), |square| {
                    self.attackers_of_side(square, us ^ 1, without_king).any()
                }) {
                    continue;
                }
                let after = without_king.without(rook).with(rook_to);
                if self.attackers_of_side(king_to, us ^ 1, after).any() {
                    continue;
                }
            }
            list.push(Move {
                from: king,
                to: rook,
                kind: MoveKind::Castle,
            });
        }
    }
}

/// Which moves a generation pass lists.
#[derive(Clone, Copy)]
struct Selection {
    /// Only moves of men on these squares.
    from: Bitboard,
    /// Quiet moves too (false: only captures and promotions).
    quiet: bool,
}

impl Selection {
    const ALL: Selection = Selection {
        from: Bitboard::ALL,
        quiet: true,
    };

    /// Where men other than pawns may go: anywhere but onto their own men,
    /// or only onto enemy men when quiet moves are left out.
    fn destinations(self, them: Bitboard, own: Bitboard) -> Bitboard {
        if self.quiet { !own } else { them }
    }
}

#[inline]
fn push_pawn_move(from: Square, to: Square, last_rank: Bitboard, list: &mut MoveList) {
    if last_rank.contains(to) {
        for kind in PROMOTIONS {
            list.push(Move {
                from,
                to,
                kind: MoveKind::Promotion(kind),
            });
        }
    } else {
        list.push(Move::normal(from, to));
    }
}

/// Counts the leaf nodes of the move tree `depth` plies deep (the last ply
/// counted from the move list, without playing it).
pub fn perft(position: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    position.generate_moves(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.iter() {
        let undo = position.make(mv);
        nodes += perft(position, depth - 1);
        position.unmake(mv, undo);
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Man};
    use crate::engine::{Rules, Square};

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn king_capture_rules_generate_pseudo_legal_moves() {
        let fen = "4k3/8/8/8/4r3/8/4B3/4K3 w - - 0 1";
        let legal = Position::from_fen(fen, Rules::STANDARD).unwrap();
        let rules = Rules {
            king_safety: KingSafety::KingCapture,
            ..Rules::STANDARD
        };
        let mut loose = Position::from_fen(fen, rules).unwrap();
        let pinned_bishop_moves = |position: &Position| {
            position
                .legal_moves()
                .iter()
                .filter(|mv| mv.from == sq("e2"))
                .count()
        };
        assert_eq!(pinned_bishop_moves(&legal), 0);
        assert_eq!(pinned_bishop_moves(&loose), 9);
        assert!(!legal.is_legal(Move::normal(sq("e2"), sq("d3"))));
        loose.play(Move::normal(sq("e2"), sq("d3"))).unwrap();
        let capture = Move::normal(sq("e4"), sq("e1"));
        assert!(loose.is_legal(capture));
        let undo = loose.make(capture);
        assert_eq!(
            undo.captured(),
            Some(Man {
                army: Army::White,
                kind: Kind::King
            })
        );
        assert_eq!(loose.king_square(Army::White), None);
        loose.unmake(capture, undo);
        // A king may step onto a square the rook attacks.
        let fen = "4k3/8/8/8/3r4/8/8/4K3 w - - 0 1";
        let into_check = Move::normal(sq("e1"), sq("d1"));
        assert!(
            !Position::from_fen(fen, Rules::STANDARD)
                .unwrap()
                .is_legal(into_check)
        );
        assert!(Position::from_fen(fen, rules).unwrap().is_legal(into_check));
    }

    #[test]
    fn drops_respect_king_safety() {
        let position =
            Position::from_fen("4k3/8/8/8/4r3/8/8/4K3 w - - 0 1", Rules::STANDARD).unwrap();
        // In check from e4: only a drop between blocks it.
        assert!(position.is_legal_drop(Kind::Knight, sq("e2")));
        assert!(!position.is_legal_drop(Kind::Knight, sq("a2")));
        assert!(!position.is_legal_drop(Kind::Pawn, sq("e8")));
        assert!(!position.is_legal_drop(Kind::Rook, sq("e4")));
        let mut after = position.clone();
        let drop = Move::drop(Kind::Knight, sq("e2"));
        let hash = after.hash();
        let undo = after.make(drop);
        assert_eq!(
            after.man_at(sq("e2")),
            Some(Man {
                army: Army::White,
                kind: Kind::Knight
            })
        );
        assert_eq!(position.san(drop), "N@e2");
        after.unmake(drop, undo);
        assert_eq!(after.hash(), hash);
        assert_eq!(after, position);
    }
}
