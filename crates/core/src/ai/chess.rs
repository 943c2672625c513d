//! The 8x8 board as the search sees it: standard chess and Chess960.

use super::evaluation::PawnCache;
use super::searchable::{CORRECTION_TABLES, MATE, Searchable};
use super::tuned::TUNED;
use super::{evaluation, exchange};
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveKind, MoveList, Position, Undo};

/// Pawn structures (or one army's other men) told apart by each
/// correction history, for each side to move.
const CORRECTION_SLOTS: usize = 1 << 14;

/// An odd constant whose products mix a board's bits for the correction
/// histories.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// Ordering value of a victim or promotion, by kind.
const ORDER_VALUE: [i32; 6] = [100, 300, 310, 500, 900, 10_000];

impl Searchable for Position {
    type Move = Move;
    type Undo = Undo;
    type List = MoveList;
    type EvalCache = PawnCache;

    const HISTORY_SIZE: usize = 2 * 64 * 64;
    const PRUNES_FORWARD: bool = true;
    const CONTINUATION_SIZE: usize = 2 * 6 * 64;
    const CAPTURE_SIZE: usize = 2 * 6 * 64 * 7;
    const CORRECTION_SIZE: usize = 2 * CORRECTION_SLOTS;

    fn moves(&self, list: &mut MoveList) {
        self.generate_moves(list);
    }

    fn captures(&self, list: &mut MoveList) {
        self.generate_captures(list);
        list.retain(|mv| !matches!(mv.kind, MoveKind::Promotion(kind) if kind != Kind::Queen));
    }

    fn is_move(&self, mv: Move) -> bool {
        self.is_legal(mv)
    }

    fn make(&mut self, mv: Move) -> Undo {
        Position::make(self, mv)
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        Position::unmake(self, mv, undo);
    }

    fn make_null(&mut self) -> Undo {
        Position::make_null(self)
    }

    fn unmake_null(&mut self, undo: Undo) {
        Position::unmake_null(self, undo);
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn in_check(&self) -> bool {
        self.is_check()
    }

    fn null_move_allowed(&self) -> bool {
        let pieces = self.kind(Kind::Knight)
            | self.kind(Kind::Bishop)
            | self.kind(Kind::Rook)
            | self.kind(Kind::Queen);
        (pieces & self.army(self.turn())).any()
    }

    fn evaluate(&self, pawns: &mut PawnCache) -> i32 {
        evaluation::evaluate_cached(self, &TUNED, pawns)
    }

    fn score_without_moves(&self, ply: usize) -> i32 {
        if self.is_check() {
            -MATE + ply as i32
        } else {
            0
        }
    }

    fn is_rule_draw(&self) -> bool {
        self.halfmove_clock() >= 100 || self.is_insufficient_material()
    }

    fn reversible_plies(&self) -> usize {
        self.halfmove_clock() as usize
    }

    fn capture_score(&self, mv: Move) -> Option<i32> {
        let victim = match mv.kind {
            MoveKind::EnPassant => Some(Kind::Pawn),
            MoveKind::Castle | MoveKind::Drop(_) => None,
            _ => self.man_at(mv.to).map(|man| man.kind),
        };
        let promotion = mv.promotion().filter(|&kind| kind == Kind::Queen);
        if victim.is_none() && promotion.is_none() {
            return None;
        }
        let attacker = self.man_at(mv.from).map_or(0, |man| man.kind as i32);
        let gain = victim.map_or(0, |kind| ORDER_VALUE[kind as usize])
            + promotion.map_or(0, |kind| ORDER_VALUE[kind as usize]);
        Some(gain * 8 - attacker)
    }

    fn history_index(&self, mv: Move) -> usize {
        let side = usize::from(self.turn() != Army::White);
        (side * 64 + mv.from.index()) * 64 + mv.to.index()
    }

    fn continuation_index(&self, mv: Move) -> usize {
        let side = usize::from(self.turn() != Army::White);
        let kind = match mv.kind {
            MoveKind::Drop(kind) => kind,
            _ => self.man_at(mv.from).map_or(Kind::Pawn, |man| man.kind),
        };
        (side * 6 + kind as usize) * 64 + mv.to.index()
    }

    fn capture_index(&self, mv: Move) -> usize {
        // The kind taken, or 6 for a promotion that takes nothing.
        let victim = match mv.kind {
            MoveKind::EnPassant => Kind::Pawn as usize,
            _ => self.man_at(mv.to).map_or(6, |man| man.kind as usize),
        };
        self.continuation_index(mv) * 7 + victim
    }

    fn correction_indices(&self) -> [usize; CORRECTION_TABLES] {
        let side = usize::from(self.turn() != Army::White) * CORRECTION_SLOTS;
        let slot = |mixed: u64| {
            side + (mixed.wrapping_mul(0xD6E8_FEB8_6659_FD93)
                >> (64 - CORRECTION_SLOTS.trailing_zeros())) as usize
        };
        let pawns = self.men(Army::White, Kind::Pawn).0
            ^ (self.men(Army::Black, Kind::Pawn).0)
                .rotate_left(32)
                .wrapping_mul(MIX);
        let others = |army: Army| {
            [
                Kind::Knight,
                Kind::Bishop,
                Kind::Rook,
                Kind::Queen,
                Kind::King,
            ]
            .iter()
            .fold(0u64, |mixed, &kind| {
                (mixed ^ self.men(army, kind).0).wrapping_mul(MIX)
            })
        };
        [
            slot(pawns),
            slot(others(Army::White)),
            slot(others(Army::Black)),
        ]
    }

    fn wins_exchange(&self, mv: Move, threshold: i32) -> bool {
        exchange::wins_at_least(self, mv, threshold)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn indices(fen: &str) -> [usize; CORRECTION_TABLES] {
        Position::from_fen(fen, Rules::STANDARD)
            .unwrap()
            .correction_indices()
    }

    #[test]
    fn each_correction_history_tells_positions_apart_by_its_own_men() {
        let start = "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2";
        // The same pawns and Black men, a White knight elsewhere.
        let white_moved = "r1bqkbnr/pppppppp/2n5/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 2 2";
        // The same pawns and White men, a Black knight elsewhere.
        let black_moved = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2";
        // The same men but one pawn.
        let pawn_moved = "r1bqkbnr/pppppppp/2n5/8/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 2";
        // Everything the same but the side to move.
        let black_to_move = "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 2 2";
        let [pawns, white, black] = indices(start);
        for index in indices(start) {
            assert!(index < <Position as Searchable>::CORRECTION_SIZE);
        }
        let [p, w, b] = indices(white_moved);
        assert_eq!((p, b), (pawns, black));
        assert_ne!(w, white);
        let [p, w, b] = indices(black_moved);
        assert_eq!((p, w), (pawns, white));
        assert_ne!(b, black);
        let [p, w, b] = indices(pawn_moved);
        assert_eq!((w, b), (white, black));
        assert_ne!(p, pawns);
        for (turned, unturned) in indices(black_to_move)
            .into_iter()
            .zip([pawns, white, black])
        {
            assert_eq!(turned, unturned + CORRECTION_SLOTS);
        }
    }
}
