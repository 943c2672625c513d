//! The 8x8 board as the search sees it: standard chess and Chess960.

use super::evaluation::PawnCache;
use super::searchable::{MATE, Searchable};
use super::tuned::TUNED;
use super::{evaluation, exchange};
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveKind, MoveList, Position, Undo};

/// Pawn structures told apart by the correction history, for each side.
const CORRECTION_SLOTS: usize = 1 << 14;

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

    fn correction_index(&self) -> usize {
        let side = usize::from(self.turn() != Army::White);
        let white = self.men(Army::White, Kind::Pawn).0;
        let black = self.men(Army::Black, Kind::Pawn).0;
        let mixed = (white ^ black.rotate_left(32).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .wrapping_mul(0xD6E8_FEB8_6659_FD93);
        side * CORRECTION_SLOTS + (mixed >> (64 - CORRECTION_SLOTS.trailing_zeros())) as usize
    }

    fn wins_exchange(&self, mv: Move, threshold: i32) -> bool {
        exchange::wins_at_least(self, mv, threshold)
    }
}
