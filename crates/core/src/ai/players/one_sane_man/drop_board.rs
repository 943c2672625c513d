//! An 8x8 board where each side may also drop men it holds in hand onto
//! their empty starting squares, as the search sees it: one board of The
//! One Sane Man's ring (docs/RULINGS.md). A man taken on a board never
//! comes back to it (the origin rule), so on one board the hands change
//! only by drops: captures go to stockpiles for the other boards.

use crate::ai::evaluation;
use crate::ai::searchable::{MATE, Searchable};
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveKind, MoveList, Position, Square, Undo};
use crate::games::one_sane_man::drops::starting_squares;

/// Kinds a hand may hold (never a king), in [`Kind`] order.
const HAND_KINDS: [Kind; 5] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
];

/// What a man in hand is worth against the same man on the board, in
/// percent: it can only come in on its starting squares, and it takes a
/// move to bring.
const HAND_WORTH_PERCENT: i32 = 80;

/// Hash keys of one man in hand, by side and kind.
const HAND_KEYS: [[u64; 5]; 2] = [
    [
        0x9e37_79b9_7f4a_7c15,
        0xbf58_476d_1ce4_e5b9,
        0x94d0_49bb_1331_11eb,
        0xd6e8_feb8_6659_fd93,
        0xa076_1d64_78bd_642f,
    ],
    [
        0xe703_7ed1_a0b4_28db,
        0x8ebc_6af0_9c88_c6e3,
        0x5899_65cc_7537_4cc3,
        0x1d8e_4e27_c47d_124f,
        0xc2b2_ae3d_27d4_eb4f,
    ],
];

/// A position and the men each side may drop on it.
#[derive(Clone, Debug, PartialEq)]
pub struct DropBoard {
    position: Position,
    /// Men in hand: `[white, black][kind]`, kinds as in [`HAND_KINDS`].
    hands: [[u8; 5]; 2],
}

impl DropBoard {
    /// `position` with `white` and `black` in hand (kings are ignored).
    pub fn new(position: Position, white: &[Kind], black: &[Kind]) -> DropBoard {
        let mut hands = [[0u8; 5]; 2];
        for (hand, kinds) in hands.iter_mut().zip([white, black]) {
            for &kind in kinds {
                if let Some(count) = hand.get_mut(kind as usize) {
                    *count = count.saturating_add(1);
                }
            }
        }
        DropBoard { position, hands }
    }

    /// The board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How many men of `kind` `army` holds.
    pub fn in_hand(&self, army: Army, kind: Kind) -> u8 {
        self.hands[side(army)]
            .get(kind as usize)
            .copied()
            .unwrap_or(0)
    }

    /// Whether the side to move may drop a man of `kind` on `to`: it holds
    /// one, `to` is an empty starting square of the kind, and its king is
    /// not left in check (a drop cannot uncover a check, so only a side in
    /// check needs the full test).
    fn may_drop(&self, kind: Kind, to: Square) -> bool {
        let army = self.position.turn();
        self.in_hand(army, kind) > 0
            && self.position.man_at(to).is_none()
            && starting_squares(army, kind).contains(&to)
            && (!self.position.is_check() || self.position.is_legal_drop(kind, to))
    }

    /// The drops of the side to move.
    fn drops(&self, list: &mut MoveList) {
        let army = self.position.turn();
        let in_check = self.position.is_check();
        for kind in HAND_KINDS {
            if self.in_hand(army, kind) == 0 {
                continue;
            }
            for to in starting_squares(army, kind) {
                if self.position.man_at(to).is_none()
                    && (!in_check || self.position.is_legal_drop(kind, to))
                {
                    list.push(Move::drop(kind, to));
                }
            }
        }
    }

    /// The hands' worth from White's side, in centipawns.
    fn hands_for_white(&self) -> i32 {
        HAND_KINDS
            .iter()
            .map(|&kind| {
                let worth = kind.value() as i32 * HAND_WORTH_PERCENT;
                (i32::from(self.hands[0][kind as usize]) - i32::from(self.hands[1][kind as usize]))
                    * worth
            })
            .sum()
    }
}

/// The index of `army`'s hand.
fn side(army: Army) -> usize {
    usize::from(army != Army::White)
}

impl Searchable for DropBoard {
    type Move = Move;
    type Undo = Undo;
    type List = MoveList;
    type EvalCache = ();

    const HISTORY_SIZE: usize = <Position as Searchable>::HISTORY_SIZE;

    /// The moves, then the drops; none at all for a side in check without
    /// a move, for a drop never saves a mated side (docs/RULINGS.md).
    fn moves(&self, list: &mut MoveList) {
        self.position.generate_moves(list);
        if !list.is_empty() || !self.position.is_check() {
            self.drops(list);
        }
    }

    fn captures(&self, list: &mut MoveList) {
        Searchable::captures(&self.position, list);
    }

    fn is_move(&self, mv: Move) -> bool {
        match mv.kind {
            MoveKind::Drop(kind) => self.may_drop(kind, mv.to),
            _ => self.position.is_legal(mv),
        }
    }

    fn make(&mut self, mv: Move) -> Undo {
        if let MoveKind::Drop(kind) = mv.kind {
            let hand = &mut self.hands[side(self.position.turn())][kind as usize];
            *hand = hand.saturating_sub(1);
        }
        self.position.make(mv)
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        self.position.unmake(mv, undo);
        if let MoveKind::Drop(kind) = mv.kind {
            self.hands[side(self.position.turn())][kind as usize] += 1;
        }
    }

    fn make_null(&mut self) -> Undo {
        self.position.make_null()
    }

    fn unmake_null(&mut self, undo: Undo) {
        self.position.unmake_null(undo);
    }

    fn hash(&self) -> u64 {
        let mut hash = self.position.hash();
        for (hand, keys) in self.hands.iter().zip(HAND_KEYS) {
            for (&count, key) in hand.iter().zip(keys) {
                hash ^= key.wrapping_mul(u64::from(count));
            }
        }
        hash
    }

    fn in_check(&self) -> bool {
        self.position.is_check()
    }

    fn null_move_allowed(&self) -> bool {
        Searchable::null_move_allowed(&self.position)
    }

    fn evaluate(&self, _: &mut ()) -> i32 {
        let hands = self.hands_for_white();
        let hands = if self.position.turn() == Army::White {
            hands
        } else {
            -hands
        };
        evaluation::evaluate(&self.position) + hands
    }

    /// Mated when in check; a stalemated side passes in the ring, which the
    /// search counts as even.
    fn score_without_moves(&self, ply: usize) -> i32 {
        if self.position.is_check() {
            -MATE + ply as i32
        } else {
            0
        }
    }

    /// The ring's boards have no automatic draws.
    fn is_rule_draw(&self) -> bool {
        false
    }

    fn reversible_plies(&self) -> usize {
        self.position.halfmove_clock() as usize
    }

    fn capture_score(&self, mv: Move) -> Option<i32> {
        Searchable::capture_score(&self.position, mv)
    }

    fn history_index(&self, mv: Move) -> usize {
        Searchable::history_index(&self.position, mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Searcher};
    use crate::engine::Rules;

    fn board(fen: &str, white: &[Kind], black: &[Kind]) -> DropBoard {
        DropBoard::new(
            Position::from_fen(fen, Rules::STANDARD).expect("a legal FEN"),
            white,
            black,
        )
    }

    fn texts(board: &DropBoard) -> Vec<String> {
        let mut list = MoveList::new();
        board.moves(&mut list);
        list.iter().map(|mv| mv.to_string()).collect()
    }

    #[test]
    fn men_in_hand_come_in_only_on_empty_starting_squares() {
        let board = board(
            "4k3/8/8/8/8/8/1PPPPPPP/R3K2R w - - 0 1",
            &[Kind::Knight, Kind::Pawn],
            &[Kind::Queen],
        );
        let moves = texts(&board);
        assert!(moves.contains(&"N@b1".to_string()), "{moves:?}");
        assert!(moves.contains(&"N@g1".to_string()), "{moves:?}");
        assert!(moves.contains(&"P@a2".to_string()), "{moves:?}");
        // b2 is taken; the rook's a1 is no knight square; Black's queen is
        // not White's to drop.
        assert!(!moves.contains(&"P@b2".to_string()), "{moves:?}");
        assert!(!moves.iter().any(|m| m.starts_with("Q@")), "{moves:?}");
        assert_eq!(moves.iter().filter(|m| m.contains('@')).count(), 3);
    }

    #[test]
    fn a_drop_may_block_a_check_but_never_saves_a_mated_king() {
        // The rook on e8 checks the king on e1 down the open file: a pawn
        // on e2 blocks it.
        let blocked = board("4r2k/8/8/8/8/8/8/4K3 w - - 0 1", &[Kind::Pawn], &[]);
        let moves = texts(&blocked);
        assert!(moves.contains(&"P@e2".to_string()), "{moves:?}");
        assert!(!moves.contains(&"P@a2".to_string()), "{moves:?}");
        // The rook on a1 checks the king on h1 along the first rank and the
        // king has no move: mated, though a knight dropped on g1 would
        // block.
        let mated = board("6k1/8/8/8/8/8/6PP/r6K w - - 0 1", &[Kind::Knight], &[]);
        assert!(texts(&mated).is_empty(), "{:?}", texts(&mated));
    }

    #[test]
    fn making_and_unmaking_a_drop_restores_the_hand_and_hash() {
        let mut board = board("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[Kind::Rook], &[]);
        let hash = board.hash();
        let before = board.clone();
        let drop = Move::drop(Kind::Rook, Square::new(0, 0).unwrap());
        let undo = board.make(drop);
        assert_eq!(board.in_hand(Army::White, Kind::Rook), 0);
        assert_ne!(board.hash(), hash);
        board.unmake(drop, undo);
        assert_eq!(board, before);
        assert_eq!(board.hash(), hash);
    }

    #[test]
    fn the_search_finds_a_mate_that_needs_a_drop() {
        // Black's king on h8 is shut in by its own rook and pawn: a rook
        // dropped on h1 mates; White's king alone cannot.
        let board = board("6rk/6p1/8/8/8/8/8/4K3 w - - 0 1", &[Kind::Rook], &[]);
        let mut searcher = Searcher::<DropBoard>::new(1);
        let mut position = board.clone();
        let progress = searcher.search(&mut position, &[], Limits::depth(3), |_| {});
        assert_eq!(progress.mate_in(), Some(1), "{progress:?}");
        assert_eq!(
            progress.best().map(|mv| mv.to_string()),
            Some("R@h1".to_string())
        );
    }
}
