//! What a position must offer the search: the one trait every board (the
//! 8x8, the cross, a board with stockpiles) implements to be searched.

use std::fmt::Debug;
use std::ops::DerefMut;

/// Score of being mated now, from the mated side's view is `-MATE`; a mate
/// `n` plies away scores `MATE - n`.
pub const MATE: i32 = 30_000;

/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// How many correction histories the search keeps ([`Searchable::correction_indices`]).
pub const CORRECTION_TABLES: usize = 3;

/// A position the search can walk: fast make/unmake, generation of all
/// moves and of captures alone, a hash kept incrementally, and a static
/// evaluation. Scores are centipawns from the side to move's view.
pub trait Searchable {
    /// One move.
    type Move: Copy + PartialEq + Debug;
    /// What `make` returns so `unmake` can restore the position.
    type Undo: Copy;
    /// A list of moves that lives on the stack in the usual case.
    type List: Default + DerefMut<Target = [Self::Move]>;

    /// Size of the history table [`Searchable::history_index`] indexes.
    const HISTORY_SIZE: usize;
    /// Whether the search may leave quiet moves untried near the leaves
    /// (futility and late-move pruning) and search the root in a narrow
    /// window first: tuned on the 8x8 board, where matches measured them.
    const PRUNES_FORWARD: bool = false;

    /// Every move of the side to move.
    fn moves(&self, list: &mut Self::List);
    /// The captures and promotions of the side to move.
    fn captures(&self, list: &mut Self::List);
    /// Whether `mv` (remembered from another position with the same hash)
    /// is a move here.
    fn is_move(&self, mv: Self::Move) -> bool;
    /// Plays `mv`, one of the moves generated here.
    fn make(&mut self, mv: Self::Move) -> Self::Undo;
    /// Takes `mv` back.
    fn unmake(&mut self, mv: Self::Move, undo: Self::Undo);
    /// Passes the turn (null-move pruning).
    fn make_null(&mut self) -> Self::Undo;
    /// Takes a null move back.
    fn unmake_null(&mut self, undo: Self::Undo);
    /// The hash of the position, kept incrementally.
    fn hash(&self) -> u64;
    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;
    /// Whether passing is a fair test here (the side to move has men
    /// besides pawns and king, so zugzwang is unlikely).
    fn null_move_allowed(&self) -> bool;
    /// Whether the side to move, out of check, may have no move at all:
    /// where so, the quiescence search looks before it stands pat, since
    /// a side without a move ends the game however the evaluation sees
    /// it (in Crowded House a seat whose men stand on the other half is
    /// often stuck). On the 8x8 board a stalemate is too rare to pay for
    /// the look.
    fn may_lack_moves(&self) -> bool {
        false
    }
    /// What the evaluation keeps from one position to the next in a
    /// search (the 8x8 board's pawn structures), or `()`.
    type EvalCache: Default;
    /// Static evaluation, from the side to move's view.
    fn evaluate(&self, cache: &mut Self::EvalCache) -> i32;
    /// The score when the side to move has no move, `ply` plies from the
    /// root (mated or stalemated, as the game's rules say).
    fn score_without_moves(&self, ply: usize) -> i32;
    /// Whether the game is drawn by rule whatever is played (fifty moves,
    /// insufficient material).
    fn is_rule_draw(&self) -> bool;
    /// Plies since the last move that cannot be repeated (capture, pawn
    /// move): positions further back cannot recur.
    fn reversible_plies(&self) -> usize;
    /// How good `mv` looks before searching it if it captures or
    /// promotes (most valuable victim, least valuable attacker); `None` for
    /// a quiet move.
    fn capture_score(&self, mv: Self::Move) -> Option<i32>;
    /// Where `mv`'s history statistics live, below `HISTORY_SIZE`.
    fn history_index(&self, mv: Self::Move) -> usize;
    /// Size of the index [`Searchable::continuation_index`] gives; 0 for a
    /// board whose search keeps no continuation history.
    const CONTINUATION_SIZE: usize = 0;
    /// `mv` by the man it moves and where it goes, below
    /// `CONTINUATION_SIZE`: how the continuation history tells which move
    /// followed which.
    fn continuation_index(&self, _mv: Self::Move) -> usize {
        0
    }
    /// Size of the index [`Searchable::capture_index`] gives; 0 for a
    /// board whose search keeps no capture history.
    const CAPTURE_SIZE: usize = 0;
    /// `mv`, a capture or promotion, by the man it moves, where it goes
    /// and what it takes, below `CAPTURE_SIZE`: how the capture history
    /// tells captures apart.
    fn capture_index(&self, _mv: Self::Move) -> usize {
        0
    }
    /// Size of each index [`Searchable::correction_indices`] gives; 0 for
    /// a board whose search does not correct its static evaluation.
    const CORRECTION_SIZE: usize = 0;
    /// Where the search keeps how far searches found the static
    /// evaluation off in positions like this one, each below
    /// `CORRECTION_SIZE`: by the side to move with the pawn structure,
    /// with the first army's other men, and with the second army's.
    fn correction_indices(&self) -> [usize; CORRECTION_TABLES] {
        [0; CORRECTION_TABLES]
    }
    /// How many times on one line the quiescence search answers a check
    /// with every move, before it judges a side in check by its
    /// evaluation: on a board where checks come without captures (a seat
    /// in Crowded House is in check whenever the next player could take
    /// its king), lines of quiet evasions would never end.
    const QUIESCENCE_EVASIONS: u32 = u32::MAX;
    /// Whether some side to move may be doubted ([`Searchable::doubt`]).
    const DOUBTS: bool = false;
    /// How far the search doubts that the side to move takes its best
    /// move, in thousandths: its value is then its best mixed by this much
    /// with the average of all its moves (a partner at a table of four who
    /// plays worse than the best).
    fn doubt(&self) -> u32 {
        0
    }
    /// Whether `mv` wins at least `threshold` centipawns once the exchange
    /// on its square is played out (static exchange evaluation). A board
    /// that cannot tell takes every move as good.
    fn wins_exchange(&self, _mv: Self::Move, _threshold: i32) -> bool {
        true
    }
}
