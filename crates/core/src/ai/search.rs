//! The search: iterative deepening alpha-beta with principal variation
//! search, quiescence, a transposition table, null-move pruning, late-move
//! reductions and a check extension, over any [`Searchable`] position.
//! Killer and counter moves, then history and continuation history (which
//! quiet move did well after the moves one, two and four plies before),
//! order the quiet moves;
//! captures go by their victim and their own history, in the quiescence
//! search too. Where the board
//! offers static exchange evaluation, losing captures come after the quiet
//! moves, stay out of the quiescence search and are reduced late like
//! quiet moves; late moves with a good history are reduced less. On
//! boards that ask for it ([`Searchable::PRUNES_FORWARD`]), futility (by
//! the depth a move would be searched to after its reduction),
//! late-move and history pruning leave quiet moves untried near the
//! leaves, as static exchange pruning does moves that lose too much
//! material on their square; a node without a remembered move is searched
//! a ply shallower, a remembered move far better than the others is
//! searched a ply deeper (singular extension; two plies when far better
//! still) and one that others match
//! above beta a ply shallower, a node where a good capture holds well above
//! beta in a shallower search is cut (ProbCut), late moves at nodes
//! expected to fail high are reduced more, the quiescence search takes and
//! leaves the table's entries (and tries the table's move first), each
//! iteration starts in an aspiration window round the last score, and the
//! static evaluation is moved by how far searches found it off in
//! positions with the same pawns, and with the same men of either army
//! but pawns (correction history).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use smallvec::SmallVec;

use super::budget::Limits;
use super::clock::now_ms;
use super::searchable::{CORRECTION_TABLES, MATE, MATE_BOUND, Searchable};
use super::transposition::{Bound, Found, TranspositionTable};

/// Deeper than any search goes; also the longest line kept.
pub const MAX_PLY: usize = 96;

/// Above every score of this search, mates included. Its scale is
/// centipawns and [`MATE`]; the game searches value whole tables on
/// another ([`crate::ai::players::value::INFINITY`]).
const BEYOND_MATE: i32 = MATE + 1;

/// The most a doubted side's move that wins is counted for, unless every
/// move of his wins: a mate he may or may not find is worth a sure
/// advantage, not the mate itself.
const DOUBTED_WIN: i32 = 3_000;

/// A doubt of the whole scale: the side's moves are taken as chosen at
/// random ([`Searchable::doubt`]).
const DOUBT_SCALE: u32 = 1_000;

/// How many nodes pass between two looks at the clock.
const CLOCK_INTERVAL: u64 = 1024;

/// Null-move pruning (on boards that prune forward) reduces a ply more
/// for each this many centipawns (up to three) the static evaluation
/// stands above beta.
const NULL_MOVE_MARGIN: i32 = 200;

/// Futility pruning: a quiet move is not tried where the static
/// evaluation, plus `FUTILITY_MARGIN` for each ply it would be searched
/// to after its late-move reduction and one more, plus its history over
/// `FUTILITY_HISTORY`, stays at or below alpha; up to `FUTILITY_DEPTH`
/// plies so reduced.
const FUTILITY_DEPTH: i32 = 8;
const FUTILITY_MARGIN: i32 = 100;
const FUTILITY_HISTORY: i32 = 128;

/// Late-move pruning: up to this depth, quiet moves after the first
/// `LATE_MOVE_BASE + depth² × LATE_MOVE_FACTOR` are not tried (half as
/// many where the side to move is not improving).
const LATE_MOVE_DEPTH: i32 = 6;
const LATE_MOVE_BASE: usize = 4;
const LATE_MOVE_FACTOR: usize = 3;

/// History pruning: up to this depth, a quiet move whose history (with
/// its continuation history) is below `-HISTORY_PRUNE_MARGIN × depth` is
/// not tried, unless it is the first.
const HISTORY_PRUNE_DEPTH: i32 = 3;
const HISTORY_PRUNE_MARGIN: i32 = 1_024;

/// Static exchange pruning: up to this depth, a capture or check that
/// loses more than `SEE_CAPTURE_MARGIN` a ply once the exchange on its
/// square is played out is not tried, nor a quiet move that loses more
/// than `SEE_QUIET_MARGIN` times the depth squared.
const SEE_DEPTH: i32 = 8;
const SEE_CAPTURE_MARGIN: i32 = 90;
const SEE_QUIET_MARGIN: i32 = 15;

/// Reverse futility pruning: up to this depth, a node whose static
/// evaluation beats beta by this margin a ply (less `RFP_IMPROVING` where
/// the side to move is improving) returns it unsearched.
const RFP_DEPTH: i32 = 3;
const RFP_MARGIN: i32 = 110;
const RFP_IMPROVING: i32 = 55;

/// Internal iterative reduction: from this depth on, a node without a
/// move from the transposition table is searched a ply shallower.
const IIR_DEPTH: i32 = 4;

/// Singular extensions: from this depth on, the table's move is tested
/// against the others, searched half as deep and this many centipawns a
/// ply below its remembered score.
const SINGULAR_DEPTH: i32 = 6;
const SINGULAR_MARGIN: i32 = 2;

/// Double extensions: outside the principal variation, a table's move
/// whose rivals fall more than this many centipawns below the singular
/// bound is searched two plies deeper, at most `DOUBLE_EXTENSIONS_MOST`
/// times on a line.
const DOUBLE_EXTENSION_MARGIN: i32 = 20;
const DOUBLE_EXTENSIONS_MOST: u8 = 6;

/// Late-move reductions: a quiet move's reduction shrinks by a ply for
/// each this much history it has (and grows for as much against it).
const REDUCTION_HISTORY: i32 = 8_192;

/// The depth a quiescence search's result is remembered at: below any
/// full-width search's, so it answers only quiescence searches.
const QUIESCENCE_DEPTH: i32 = 0;

/// ProbCut: from this depth on, a capture whose exchange alone reaches
/// this far above beta is searched this many plies shallower against that
/// raised bound; where it holds, the node is cut.
const PROBCUT_DEPTH: i32 = 5;
const PROBCUT_MARGIN: i32 = 200;
const PROBCUT_REDUCTION: i32 = 4;

/// Late-move reductions: a move at a node expected to fail high (a late
/// move's zero-window reply, or the first move's or the null move's reply
/// at a node not expected to) is reduced this many plies more.
const CUT_NODE_REDUCTION: i32 = 2;

/// The aspiration window: from this depth on, an iteration first searches
/// this far either side of the last score, widening on a miss.
const ASPIRATION_DEPTH: i32 = 5;
const ASPIRATION_WINDOW: i32 = 35;
/// Once a side of the window has widened past this, the full window.
const ASPIRATION_WIDEST: i32 = 16 * ASPIRATION_WINDOW;

/// The bound of a history entry: a move's bonus shrinks as its entry
/// nears it, so that recent cutoffs weigh as much as old ones.
const HISTORY_MAX: i32 = 16_384;

/// The quiescence search leaves out a capture whose exchange cannot win
/// back what standing pat falls short of alpha by, less this margin.
const QUIESCENCE_FUTILITY_MARGIN: i32 = 200;

/// A capture's history, divided by this, adds to its ordering value
/// (where a pawn taken is worth 800).
const CAPTURE_HISTORY_ORDER: i32 = 16;

/// The order a quiet move (not a killer nor the counter) holds until the
/// moves before it are spent and its history is read: below the killers,
/// above any history.
const UNSCORED_QUIET: i32 = 500_000;

/// How many plies before a move the moves lie whose continuation
/// histories order it.
const CONTINUATION_PLIES: [usize; 3] = [1, 2, 4];

/// The correction history keeps, for each entry, this many times the
/// centipawns the static evaluation is found off by ...
const CORRECTION_GRAIN: i32 = 256;
/// ... each search's finding weighing up to this many 256ths (more for a
/// deeper search) ...
const CORRECTION_WEIGHT_MOST: i32 = 16;
/// ... and a correction at most this many centipawns.
const CORRECTION_MOST: i32 = 64;

/// What a search knows after an iteration (or at its end).
#[derive(Clone, Debug, PartialEq)]
pub struct Progress<M> {
    /// The depth of the last completed iteration.
    pub depth: i32,
    /// The score of the best line, from the side to move's view.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub elapsed_ms: f64,
    /// The best line, best move first; empty when there is no move.
    pub pv: Vec<M>,
}

impl<M: Copy> Progress<M> {
    /// The move to play, if there is one.
    pub fn best(&self) -> Option<M> {
        self.pv.first().copied()
    }

    /// Moves to mate, when the score is a mate: positive when the side to
    /// move mates, negative when it is mated.
    pub fn mate_in(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some((MATE - self.score + 1) / 2)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score) / 2)
        } else {
            None
        }
    }
}

/// A search and what it keeps between searches (the transposition table,
/// move-ordering statistics).
pub struct Searcher<P: Searchable> {
    table: TranspositionTable<P::Move>,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    /// The quiet move that last refuted each move (by its history index).
    counters: Vec<Option<P::Move>>,
    /// The history index of the move that led to each ply (none at the
    /// root and after a null move).
    played: Vec<Option<usize>>,
    /// How well each move did after each move one, two and four plies
    /// before it ([`CONTINUATION_PLIES`]), by
    /// [`Searchable::continuation_index`]: a table of
    /// `CONTINUATION_SIZE²` entries for each.
    continuation: Vec<i16>,
    /// The continuation index of the move that led to each ply (none at
    /// the root and after a null move).
    moved: Vec<Option<usize>>,
    /// The static evaluation at each ply of the current line (none where
    /// the side to move was in check), on boards that prune forward.
    evals: Vec<Option<i32>>,
    /// How well each capture did, by [`Searchable::capture_index`].
    capture_history: Vec<i32>,
    /// How far searches found the static evaluation off, by
    /// [`Searchable::correction_indices`] (one table after another), in
    /// `CORRECTION_GRAIN`ths of a centipawn. The evaluation is moved by
    /// the pawns' entry and half of each army's.
    correction: Vec<i32>,
    /// The move left out of the search at each ply (a singular search).
    excluded: Vec<Option<P::Move>>,
    /// How many moves on the line to each ply were extended by two plies.
    double_extensions: Vec<u8>,
    reductions: Vec<[u8; 64]>,
    /// Hashes of the positions before the current one: the game's, then the
    /// search's own path.
    path: Vec<u64>,
    pv: Vec<SmallVec<[P::Move; 16]>>,
    nodes: u64,
    stop: Arc<AtomicBool>,
    stopped: bool,
    /// Whether an iteration has given a move, so the node limit and the
    /// stop flag may stop the search.
    may_stop: bool,
    started_ms: f64,
    limits: Limits,
    iteration_best: Option<(P::Move, i32)>,
    /// What the evaluation keeps from one position to the next.
    eval_cache: P::EvalCache,
}

impl<P: Searchable> Searcher<P> {
    /// A searcher with a transposition table of about `table_megabytes`.
    pub fn new(table_megabytes: usize) -> Searcher<P> {
        let reductions = (0..64)
            .map(|depth: usize| {
                let mut row = [0u8; 64];
                for (index, slot) in row.iter_mut().enumerate().skip(1) {
                    let r = 0.75 + (depth.max(1) as f64).ln() * (index as f64).ln() / 2.25;
                    *slot = r as u8;
                }
                row
            })
            .collect();
        Searcher {
            table: TranspositionTable::new(table_megabytes),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; P::HISTORY_SIZE],
            counters: vec![None; P::HISTORY_SIZE],
            played: vec![None; MAX_PLY + 1],
            continuation: vec![
                0;
                CONTINUATION_PLIES.len()
                    * P::CONTINUATION_SIZE
                    * P::CONTINUATION_SIZE
            ],
            moved: vec![None; MAX_PLY + 1],
            capture_history: vec![0; P::CAPTURE_SIZE],
            evals: vec![None; MAX_PLY + 1],
            correction: vec![0; CORRECTION_TABLES * P::CORRECTION_SIZE],
            excluded: vec![None; MAX_PLY + 1],
            double_extensions: vec![0; MAX_PLY + 1],
            reductions,
            path: Vec::with_capacity(1024),
            pv: (0..=MAX_PLY).map(|_| SmallVec::new()).collect(),
            nodes: 0,
            stop: Arc::new(AtomicBool::new(false)),
            stopped: false,
            may_stop: false,
            started_ms: 0.0,
            limits: Limits::default(),
            iteration_best: None,
            eval_cache: P::EvalCache::default(),
        }
    }

    /// The flag another thread raises to stop the search. Whoever raises it
    /// lowers it again before the next search (a search never lowers it
    /// itself, so a stop raised just before a search starts is not lost).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.counters.iter_mut().for_each(|c| *c = None);
        self.continuation.iter_mut().for_each(|c| *c = 0);
        self.capture_history.iter_mut().for_each(|c| *c = 0);
        self.correction.iter_mut().for_each(|c| *c = 0);
    }

    /// Searches `position` (left as it was) within `limits`. `history`
    /// holds the hashes of the game's earlier positions, oldest first, for
    /// repetitions. `on_iteration` hears of every completed iteration.
    pub fn search(
        &mut self,
        position: &mut P,
        history: &[u64],
        limits: Limits,
        mut on_iteration: impl FnMut(&Progress<P::Move>),
    ) -> Progress<P::Move> {
        self.start(history, limits);
        let mut last = Progress {
            depth: 0,
            score: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            pv: Vec::new(),
        };
        let mut root_moves = P::List::default();
        position.moves(&mut root_moves);
        if root_moves.is_empty() {
            last.score = position.score_without_moves(0);
            return last;
        }
        last.pv.push(root_moves[0]);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 1)
            .clamp(1, MAX_PLY as i32 - 1);
        for depth in 1..=max_depth {
            self.iteration_best = None;
            let score = self.aspiration_search(position, depth, last.score);
            let elapsed_ms = now_ms() - self.started_ms;
            if self.stopped {
                if let Some((mv, score)) = self.iteration_best.take() {
                    if last.pv.first() != Some(&mv) {
                        last.pv = vec![mv];
                    }
                    last.score = score;
                }
                last.nodes = self.nodes;
                last.elapsed_ms = elapsed_ms;
                break;
            }
            last = Progress {
                depth,
                score,
                nodes: self.nodes,
                elapsed_ms,
                pv: self.pv[0].to_vec(),
            };
            on_iteration(&last);
            self.may_stop = true;
            let out_of_time = limits.soft_ms.is_some_and(|soft| elapsed_ms >= soft * 0.6);
            let mate_found = score.abs() > MATE_BOUND && depth > (MATE - score.abs()) + 2;
            if out_of_time || mate_found || self.limit_reached() {
                break;
            }
        }
        last
    }

    /// One iteration at the root: a narrow window round the last score
    /// first, widened on each side it fails, up to the full window.
    fn aspiration_search(&mut self, position: &mut P, depth: i32, last_score: i32) -> i32 {
        if !P::PRUNES_FORWARD || depth < ASPIRATION_DEPTH || last_score.abs() >= MATE_BOUND {
            return self.negamax(position, depth, -BEYOND_MATE, BEYOND_MATE, 0, Node::PV);
        }
        let mut delta = ASPIRATION_WINDOW;
        let mut alpha = last_score - delta;
        let mut beta = last_score + delta;
        loop {
            let score = self.negamax(position, depth, alpha, beta, 0, Node::PV);
            if self.stopped || (score > alpha && score < beta) {
                return score;
            }
            delta *= 2;
            if score <= alpha {
                alpha = (score - delta).max(-BEYOND_MATE);
            } else {
                beta = (score + delta).min(BEYOND_MATE);
            }
            if delta > ASPIRATION_WIDEST {
                alpha = -BEYOND_MATE;
                beta = BEYOND_MATE;
            }
        }
    }

    /// Scores every move at the root by a full-window search `depth` plies
    /// deep (for levels that choose among good moves, not only the best).
    pub fn score_root_moves(
        &mut self,
        position: &mut P,
        history: &[u64],
        depth: i32,
    ) -> Vec<(P::Move, i32)> {
        self.start(history, Limits::depth(depth));
        let mut moves = P::List::default();
        position.moves(&mut moves);
        let root = position.hash();
        let mut scored = Vec::with_capacity(moves.len());
        for &mv in moves.iter() {
            self.note_move(position, mv, 1);
            let undo = position.make(mv);
            self.path.push(root);
            let score = -self.negamax(position, depth - 1, -BEYOND_MATE, BEYOND_MATE, 1, Node::PV);
            self.path.pop();
            position.unmake(mv, undo);
            scored.push((mv, score));
        }
        scored
    }

    fn start(&mut self, history: &[u64], limits: Limits) {
        self.table.new_search();
        self.path.clear();
        self.path.extend_from_slice(history);
        self.played[0] = None;
        self.moved[0] = None;
        self.double_extensions[0] = 0;
        self.nodes = 0;
        self.stopped = false;
        self.may_stop = false;
        self.limits = limits;
        self.started_ms = now_ms();
        for entry in &mut self.history {
            *entry /= 2;
        }
        for entry in &mut self.continuation {
            *entry /= 2;
        }
        for entry in &mut self.capture_history {
            *entry /= 2;
        }
    }

    fn limit_reached(&self) -> bool {
        self.limits.nodes.is_some_and(|nodes| self.nodes >= nodes)
    }

    /// Whether to stop now. Once an iteration has given a move: at once
    /// when the nodes are spent (so a small budget still searches every
    /// root move), and on the stop flag (so a stop straight after `go`
    /// still answers with a searched move). On the clock, in any
    /// iteration, so a seat's think time bounds even a first iteration
    /// that runs away (which then gives its best move so far, or the
    /// first root move). The clock and the flag are looked at every
    /// thousand nodes or so.
    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.may_stop && self.limit_reached() {
            self.stopped = true;
            return true;
        }
        if !self.nodes.is_multiple_of(CLOCK_INTERVAL) {
            return false;
        }
        let late = self
            .limits
            .hard_ms
            .is_some_and(|hard| now_ms() - self.started_ms >= hard);
        if late || (self.may_stop && self.stop.load(Ordering::Relaxed)) {
            self.stopped = true;
        }
        self.stopped
    }

    fn is_repetition(&self, position: &P) -> bool {
        let hash = position.hash();
        let window = position.reversible_plies().min(self.path.len());
        (2..=window)
            .step_by(2)
            .any(|back| self.path[self.path.len() - back] == hash)
    }

    /// The value of `position` for the side to move, `depth` plies deep,
    /// within (`alpha`, `beta`); a doubted side's node is valued whatever
    /// the window ([`Searcher::doubted`]).
    fn negamax(
        &mut self,
        position: &mut P,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        node: Node,
    ) -> i32 {
        if P::DOUBTS && ply > 0 && depth > 0 {
            let doubt = position.doubt().min(DOUBT_SCALE);
            if doubt > 0 {
                self.nodes += 1;
                if self.should_stop() {
                    return 0;
                }
                self.pv[ply].clear();
                if position.is_rule_draw() || self.is_repetition(position) {
                    return 0;
                }
                return self.doubted(position, depth, ply, doubt);
            }
        }
        self.search_node(position, depth, alpha, beta, ply, node)
    }

    /// The node of a side doubted by `doubt` thousandths: every move is
    /// searched with the whole window (an average needs each move's own
    /// value, so nothing is cut), and the best of them mixed with their
    /// average, each win counted as at most [`DOUBTED_WIN`] unless every
    /// move wins. The mix is no mate, however one of them ends.
    fn doubted(&mut self, position: &mut P, depth: i32, ply: usize, doubt: u32) -> i32 {
        let mut moves = P::List::default();
        position.moves(&mut moves);
        if moves.is_empty() {
            return position.score_without_moves(ply);
        }
        let key = position.hash();
        let (mut best, mut worst, mut total) = (-MATE_BOUND, MATE_BOUND, 0i64);
        for &mv in moves.iter() {
            self.double_extensions[ply + 1] = self.double_extensions[ply];
            self.note_move(position, mv, ply + 1);
            let undo = position.make(mv);
            self.path.push(key);
            let score = -self.negamax(
                position,
                depth - 1,
                -BEYOND_MATE,
                BEYOND_MATE,
                ply + 1,
                Node::PV,
            );
            self.path.pop();
            position.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            let score = score.clamp(-MATE_BOUND, MATE_BOUND);
            worst = worst.min(score);
            best = best.max(score.min(DOUBTED_WIN));
            total += i64::from(score.min(DOUBTED_WIN));
        }
        if worst > DOUBTED_WIN {
            return worst;
        }
        let average = total / moves.len() as i64;
        let doubt = i64::from(doubt);
        let trust = i64::from(DOUBT_SCALE) - doubt;
        ((i64::from(best) * trust + average * doubt) / i64::from(DOUBT_SCALE)) as i32
    }

    /// The value of `position` for the side to move, `depth` plies deep,
    /// within (`alpha`, `beta`), as every side takes its best.
    fn search_node(
        &mut self,
        position: &mut P,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        node: Node,
    ) -> i32 {
        self.pv[ply].clear();
        if self.should_stop() {
            return 0;
        }
        let in_check = position.in_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiesce(position, alpha, beta, ply, P::QUIESCENCE_EVASIONS);
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;
        if ply > 0 {
            if position.is_rule_draw() || self.is_repetition(position) {
                return 0;
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY - 1 {
            return position.evaluate(&mut self.eval_cache);
        }
        let key = position.hash();
        // The move a singular search leaves out at this node, if any.
        let excluded = self.excluded[ply];
        let mut hash_move = None;
        let mut singular_candidate = None;
        let entry = self.table.probe(key);
        if let Some(entry) = entry {
            hash_move = entry.best.filter(|&mv| position.is_move(mv));
            let score = entry.score(ply);
            if P::PRUNES_FORWARD
                && ply > 0
                && excluded.is_none()
                && depth >= SINGULAR_DEPTH
                && entry.bound != Bound::Upper
                && entry.depth() >= depth - 3
                && score.abs() < MATE_BOUND
            {
                singular_candidate = hash_move.map(|mv| (mv, score));
            }
            if !pv_node && ply > 0 && entry.depth() >= depth && excluded.is_none() {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }
        // Without a move from earlier searches, this node's ordering is a
        // guess: search it a ply shallower (internal iterative reduction).
        if P::PRUNES_FORWARD && hash_move.is_none() && depth >= IIR_DEPTH && excluded.is_none() {
            depth -= 1;
        }
        // The static evaluation: out of check on boards that prune
        // forward, else only where it prunes.
        // The table keeps it, once taken.
        let evaluate = || {
            entry
                .and_then(|entry| entry.eval())
                .unwrap_or_else(|| position.evaluate(&mut self.eval_cache))
        };
        let eval = if P::PRUNES_FORWARD {
            (!in_check).then(evaluate)
        } else {
            (!pv_node && !in_check && excluded.is_none()).then(evaluate)
        };
        // Moved by how far searches found it off with these pawns.
        let corrected_eval = eval.map(|eval| self.corrected(position, eval));
        self.evals[ply] = corrected_eval;
        // Whether the side to move stands better than two plies before
        // (taken as so where that is not known): late moves of a node that
        // is not are reduced a ply more.
        let improving = !P::PRUNES_FORWARD
            || ply < 2
            || match (corrected_eval, self.evals[ply - 2]) {
                (Some(now), Some(before)) => now > before,
                (now, _) => now.is_some(),
            };
        // The nodes that prune by it (not a singular search's, which must
        // see every other move).
        // The table's score, where it bounds the true one on the far side
        // of the static evaluation, is the better guess.
        let static_eval = corrected_eval
            .filter(|_| !pv_node && excluded.is_none())
            .map(|eval| {
                entry.map_or(eval, |entry| {
                    sharpened_eval(eval, entry.score(ply), entry.bound)
                })
            });
        if let Some(static_eval) = static_eval {
            let margin = RFP_MARGIN * depth - RFP_IMPROVING * i32::from(improving);
            if depth <= RFP_DEPTH && beta.abs() < MATE_BOUND && static_eval - margin >= beta {
                return static_eval;
            }
            if node.allow_null
                && excluded.is_none()
                && depth >= 3
                && static_eval >= beta
                && position.null_move_allowed()
            {
                // On boards that prune forward, the further the side to
                // move stands above beta, the shallower the search that
                // confirms it.
                let margin_plies = if P::PRUNES_FORWARD {
                    ((static_eval - beta) / NULL_MOVE_MARGIN).min(3)
                } else {
                    0
                };
                let reduction = 3 + depth / 6 + margin_plies;
                self.double_extensions[ply + 1] = self.double_extensions[ply];
                let undo = position.make_null();
                self.played[ply + 1] = None;
                self.moved[ply + 1] = None;
                self.path.push(key);
                let score = -self.negamax(
                    position,
                    depth - 1 - reduction,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    Node {
                        allow_null: false,
                        cut: !node.cut,
                    },
                );
                self.path.pop();
                position.unmake_null(undo);
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score > MATE_BOUND { beta } else { score };
                }
            }
            // ProbCut: a capture that holds a bound well above beta in a
            // quiescence search, and then in a search a few plies
            // shallower, would most likely cut this node at full depth.
            let probcut_beta = beta + PROBCUT_MARGIN;
            if P::PRUNES_FORWARD
                && depth >= PROBCUT_DEPTH
                && beta.abs() < MATE_BOUND
                && !entry.is_some_and(|entry| {
                    entry.depth() > depth - PROBCUT_REDUCTION && entry.score(ply) < probcut_beta
                })
            {
                self.double_extensions[ply + 1] = self.double_extensions[ply];
                let mut captures = P::List::default();
                position.captures(&mut captures);
                for &mv in captures.iter() {
                    if !position.wins_exchange(mv, probcut_beta - static_eval) {
                        continue;
                    }
                    self.note_move(position, mv, ply + 1);
                    let undo = position.make(mv);
                    self.path.push(key);
                    let mut score = -self.quiesce(
                        position,
                        -probcut_beta,
                        -probcut_beta + 1,
                        ply + 1,
                        P::QUIESCENCE_EVASIONS,
                    );
                    if score >= probcut_beta {
                        let node = Node {
                            allow_null: true,
                            cut: !node.cut,
                        };
                        score = -self.negamax(
                            position,
                            depth - PROBCUT_REDUCTION,
                            -probcut_beta,
                            -probcut_beta + 1,
                            ply + 1,
                            node,
                        );
                    }
                    self.path.pop();
                    position.unmake(mv, undo);
                    if self.stopped {
                        return 0;
                    }
                    if score >= probcut_beta {
                        let found = Found {
                            best: Some(mv),
                            score,
                            depth: depth - PROBCUT_REDUCTION + 1,
                            bound: Bound::Lower,
                            eval,
                        };
                        self.table.store(key, found, ply);
                        return score;
                    }
                }
            }
        }

        // The table's move, legal here, is searched before the others are
        // generated: when it cuts the node, they never are.
        let mut moves = P::List::default();
        let mut generated = hash_move.is_none();
        if generated {
            position.moves(&mut moves);
            if moves.is_empty() {
                return position.score_without_moves(ply);
            }
        }
        // Singular extension: when every other move falls well short of
        // the move the table remembers, that move is searched a ply
        // deeper; when even the others beat beta, the node is cut.
        let mut singular_extension = 0;
        if let Some((mv, score)) = singular_candidate {
            let singular_beta = score - SINGULAR_MARGIN * depth;
            self.excluded[ply] = Some(mv);
            let others = self.negamax(
                position,
                (depth - 1) / 2,
                singular_beta - 1,
                singular_beta,
                ply,
                Node {
                    allow_null: false,
                    cut: node.cut,
                },
            );
            self.excluded[ply] = None;
            // The line that search found is not this node's.
            self.pv[ply].clear();
            if self.stopped {
                return 0;
            }
            if others < singular_beta {
                singular_extension = if !pv_node
                    && others < singular_beta - DOUBLE_EXTENSION_MARGIN
                    && self.double_extensions[ply] < DOUBLE_EXTENSIONS_MOST
                {
                    2
                } else {
                    1
                };
            } else if singular_beta >= beta {
                return singular_beta;
            } else if score >= beta {
                // Another move nearly as good is likely to cut too: the
                // remembered one is searched a ply shallower.
                singular_extension = -1;
            }
        }
        let mut order: SmallVec<[i32; 256]> = SmallVec::new();
        // Where the next move to pick lies in `moves`.
        let mut cursor = 0;
        let original_alpha = alpha;
        let mut best_score = -BEYOND_MATE;
        let mut best_move = None;
        // Near the leaves, a quiet move is not tried when the position is
        // too far below alpha for it to catch up (futility), nor when so
        // many moves have been tried before it (late moves), nor when it
        // has mostly failed elsewhere (history).
        let prunes = P::PRUNES_FORWARD && static_eval.is_some();
        let late_from = if prunes && depth <= LATE_MOVE_DEPTH {
            (LATE_MOVE_BASE + (depth * depth) as usize * LATE_MOVE_FACTOR)
                / if improving { 1 } else { 2 }
        } else {
            usize::MAX
        };
        // The quiet moves and captures searched, which lose history if
        // another move refutes.
        let mut quiets_tried: SmallVec<[P::Move; 32]> = SmallVec::new();
        let mut captures_tried: SmallVec<[P::Move; 16]> = SmallVec::new();
        for index in 0.. {
            let mv = match hash_move {
                Some(hash_move) if index == 0 => hash_move,
                _ => {
                    if !generated {
                        generated = true;
                        position.moves(&mut moves);
                        if let Some(at) = moves.iter().position(|&mv| Some(mv) == hash_move) {
                            moves.swap(0, at);
                            cursor = 1;
                        }
                    }
                    if cursor == moves.len() {
                        break;
                    }
                    if order.is_empty() {
                        order = moves
                            .iter()
                            .map(|&mv| self.order_score(position, mv, ply))
                            .collect();
                    }
                    let mut next = best_from(&order, cursor);
                    if order[next] == UNSCORED_QUIET {
                        // The winning captures and the killers are spent:
                        // only now are the quiet moves' histories read.
                        for at in cursor..moves.len() {
                            if order[at] == UNSCORED_QUIET {
                                order[at] = self.quiet_score(position, moves[at], ply);
                            }
                        }
                        next = best_from(&order, cursor);
                    }
                    moves.swap(cursor, next);
                    order.swap(cursor, next);
                    cursor += 1;
                    moves[cursor - 1]
                }
            };
            if Some(mv) == excluded {
                continue;
            }
            let quiet = position.capture_score(mv).is_none();
            let killer = self.killers[ply].contains(&Some(mv));
            let quiet_history = if quiet {
                self.quiet_score(position, mv, ply)
            } else {
                0
            };
            // Whether the move loses too much in the exchange on its
            // square as a quiet move, and as a capture (or check).
            let may_prune_exchange = P::PRUNES_FORWARD
                && ply > 0
                && index > 0
                && !in_check
                && !killer
                && depth <= SEE_DEPTH
                && best_score > -MATE_BOUND;
            let loses_as_quiet = may_prune_exchange
                && quiet
                && !position.wins_exchange(mv, -SEE_QUIET_MARGIN * depth * depth);
            let loses_as_capture = may_prune_exchange
                && (loses_as_quiet || !quiet)
                && !position.wins_exchange(mv, -SEE_CAPTURE_MARGIN * depth);
            // Late captures that lose the exchange are reduced like quiet
            // moves.
            let reducible = quiet || (depth >= 3 && index >= 3 && !position.wins_exchange(mv, 0));
            self.note_move(position, mv, ply + 1);
            let undo = position.make(mv);
            self.table.prefetch(position.hash());
            let gives_check = position.in_check();
            // A quiet check is judged as a capture.
            let loses_exchange = if quiet && !gives_check {
                loses_as_quiet
            } else {
                loses_as_capture
            };
            let prunable =
                index > 0 && quiet && !killer && !gives_check && best_score > -MATE_BOUND;
            let bad_history = prunes
                && depth <= HISTORY_PRUNE_DEPTH
                && quiet_history < -HISTORY_PRUNE_MARGIN * depth;
            let futile = prunes
                && alpha.abs() < MATE_BOUND
                && static_eval.is_some_and(|eval| {
                    let reduced_depth = depth - 1 - self.reduction(depth, index);
                    reduced_depth <= FUTILITY_DEPTH
                        && eval
                            + FUTILITY_MARGIN * (reduced_depth.max(0) + 1)
                            + quiet_history / FUTILITY_HISTORY
                            <= alpha
                });
            if loses_exchange || (prunable && (futile || index >= late_from || bad_history)) {
                position.unmake(mv, undo);
                continue;
            }
            self.path.push(key);
            let extension = if Some(mv) == hash_move {
                singular_extension
            } else {
                0
            };
            self.double_extensions[ply + 1] =
                self.double_extensions[ply] + u8::from(extension == 2);
            let score = if index == 0 {
                -self.negamax(
                    position,
                    depth - 1 + extension,
                    -beta,
                    -alpha,
                    ply + 1,
                    Node {
                        allow_null: true,
                        cut: !pv_node && !node.cut,
                    },
                )
            } else {
                let mut reduction = 0;
                if depth >= 3 && index >= 3 && reducible && !in_check && !gives_check && !killer {
                    reduction = self.reduction(depth, index) - i32::from(pv_node)
                        + i32::from(!improving)
                        + CUT_NODE_REDUCTION * i32::from(P::PRUNES_FORWARD && node.cut)
                        - quiet_history / REDUCTION_HISTORY;
                    reduction = reduction.clamp(0, depth - 2);
                }
                let mut score = -self.negamax(
                    position,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    Node {
                        allow_null: true,
                        cut: true,
                    },
                );
                if score > alpha && reduction > 0 {
                    let node = Node {
                        allow_null: true,
                        cut: !node.cut,
                    };
                    score = -self.negamax(position, depth - 1, -alpha - 1, -alpha, ply + 1, node);
                }
                if score > alpha && score < beta {
                    let node = Node {
                        allow_null: true,
                        cut: false,
                    };
                    score = -self.negamax(position, depth - 1, -beta, -alpha, ply + 1, node);
                }
                score
            };
            self.path.pop();
            position.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.note_pv(ply, mv);
                    if ply == 0 {
                        self.iteration_best = Some((mv, score));
                    }
                    if score >= beta {
                        let bonus = history_bonus(depth);
                        if quiet {
                            self.note_cutoff(position, mv, &quiets_tried, depth, ply);
                        } else {
                            self.reward_capture(position, mv, bonus);
                        }
                        for &other in &captures_tried {
                            self.reward_capture(position, other, -bonus);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(mv);
            } else {
                captures_tried.push(mv);
            }
        }
        if excluded.is_some() {
            // Only the excluded move was playable, or none reached beyond
            // the window: the excluded move is singular. How far the best
            // of the others falls short tells whether it is doubly so.
            return if best_score > -MATE_BOUND {
                best_score
            } else {
                best_score.max(alpha)
            };
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if let (Some(eval), Some(corrected_eval)) = (eval, corrected_eval) {
            // A quiet best move (or none) whose score bounds the true one
            // on the far side of the static evaluation tells how far the
            // evaluation is off here.
            let quiet_best = best_move.is_none_or(|mv| position.capture_score(mv).is_none());
            let beyond = match bound {
                Bound::Exact => true,
                Bound::Lower => best_score > corrected_eval,
                Bound::Upper => best_score < corrected_eval,
            };
            if quiet_best && beyond && best_score.abs() < MATE_BOUND {
                self.note_correction(position, best_score - eval, depth);
            }
        }
        let found = Found {
            best: best_move,
            score: best_score,
            depth,
            bound,
            eval,
        };
        self.table.store(key, found, ply);
        best_score
    }

    /// The late-move reduction of the move `index`th tried at a node
    /// `depth` plies deep, before the node's and the move's own
    /// adjustments.
    fn reduction(&self, depth: i32, index: usize) -> i32 {
        i32::from(self.reductions[depth.clamp(0, 63) as usize][index.min(63)])
    }

    /// `eval`, the static evaluation of `position`, moved by how far
    /// searches found it off in positions with the same pawns.
    fn corrected(&self, position: &P, eval: i32) -> i32 {
        if P::CORRECTION_SIZE == 0 {
            return eval;
        }
        let [pawns, first, second] = self.correction_entries(position);
        let correction =
            (2 * self.correction[pawns] + self.correction[first] + self.correction[second])
                / (2 * CORRECTION_GRAIN);
        (eval + correction).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Where `position`'s entries lie in the correction histories.
    fn correction_entries(&self, position: &P) -> [usize; CORRECTION_TABLES] {
        let indices = position.correction_indices();
        std::array::from_fn(|table| table * P::CORRECTION_SIZE + indices[table])
    }

    /// Keeps that a search `depth` plies deep found `position` `error`
    /// centipawns better than its static evaluation, in running averages
    /// that weigh deeper searches more.
    fn note_correction(&mut self, position: &P, error: i32, depth: i32) {
        if P::CORRECTION_SIZE == 0 {
            return;
        }
        let most = CORRECTION_MOST * CORRECTION_GRAIN;
        let weight = (depth + 1).min(CORRECTION_WEIGHT_MOST);
        let found = (error * CORRECTION_GRAIN).clamp(-most, most);
        for at in self.correction_entries(position) {
            let entry = &mut self.correction[at];
            *entry = (*entry * (256 - weight) + found * weight) / 256;
        }
    }

    fn quiesce(
        &mut self,
        position: &mut P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        evasions_left: u32,
    ) -> i32 {
        self.pv[ply].clear();
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        if ply >= MAX_PLY - 1 {
            return position.evaluate(&mut self.eval_cache);
        }
        // Any search of this position stored in the table is at least as
        // deep as this one.
        let entry = self
            .table
            .probe(position.hash())
            .filter(|_| P::PRUNES_FORWARD);
        if let Some(entry) = entry {
            let score = entry.score(ply);
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                return score;
            }
        }
        // Out of evasions on this line, a side in check is judged by its
        // evaluation as if it were not.
        let in_check = evasions_left > 0 && position.in_check();
        let key = position.hash();
        let original_alpha = alpha;
        let mut best_score = -BEYOND_MATE;
        let mut best_move = None;
        let mut moves = P::List::default();
        // The static evaluation, out of check, and where it stands.
        let mut eval = None;
        let mut standing = None;
        if in_check {
            position.moves(&mut moves);
            if moves.is_empty() {
                return position.score_without_moves(ply);
            }
        } else {
            if position.may_lack_moves() {
                let mut all = P::List::default();
                position.moves(&mut all);
                if all.is_empty() {
                    return position.score_without_moves(ply);
                }
            }
            let evaluation = entry
                .and_then(|entry| entry.eval())
                .unwrap_or_else(|| position.evaluate(&mut self.eval_cache));
            eval = Some(evaluation);
            let corrected = self.corrected(position, evaluation);
            let stand_pat = entry.map_or(corrected, |entry| {
                sharpened_eval(corrected, entry.score(ply), entry.bound)
            });
            if stand_pat >= beta {
                if entry.is_none() && P::PRUNES_FORWARD {
                    let found = Found {
                        best: None,
                        score: stand_pat,
                        depth: QUIESCENCE_DEPTH,
                        bound: Bound::Lower,
                        eval,
                    };
                    self.table.store(key, found, ply);
                }
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            standing = Some(stand_pat);
            position.captures(&mut moves);
        }
        // The table's move, where it is among these, comes first; the
        // others go by their victim and their own history.
        let table_move = entry.and_then(|entry| entry.best);
        let mut order: SmallVec<[i32; 256]> = moves
            .iter()
            .map(|&mv| {
                if Some(mv) == table_move {
                    i32::MAX
                } else {
                    position.capture_score(mv).unwrap_or(0)
                        + self.capture_history_score(position, mv) / CAPTURE_HISTORY_ORDER
                }
            })
            .collect();
        for index in 0..moves.len() {
            pick_next(&mut moves, &mut order, index);
            let mv = moves[index];
            // A capture that loses material once the exchange is played
            // out cannot raise the score above standing pat, nor one that
            // wins too little to bring it near alpha.
            if let Some(stand_pat) = standing {
                let shortfall = if alpha < MATE_BOUND {
                    alpha - stand_pat - QUIESCENCE_FUTILITY_MARGIN
                } else {
                    0
                };
                if !position.wins_exchange(mv, shortfall.max(0)) {
                    continue;
                }
            }
            let undo = position.make(mv);
            self.table.prefetch(position.hash());
            let evasions_left = evasions_left - u32::from(in_check);
            let score = -self.quiesce(position, -beta, -alpha, ply + 1, evasions_left);
            position.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if P::PRUNES_FORWARD {
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let found = Found {
                best: best_move,
                score: best_score,
                depth: QUIESCENCE_DEPTH,
                bound,
                eval,
            };
            self.table.store(key, found, ply);
        }
        best_score
    }

    /// Where `mv` comes in the search of a node: the captures that win
    /// their exchange by what they take, the killers and the counter, the
    /// other quiet moves ([`UNSCORED_QUIET`] until
    /// [`Searcher::quiet_score`] is needed), then the losing captures.
    fn order_score(&self, position: &P, mv: P::Move, ply: usize) -> i32 {
        if let Some(capture) = position.capture_score(mv) {
            let capture =
                capture + self.capture_history_score(position, mv) / CAPTURE_HISTORY_ORDER;
            // A capture that loses the exchange comes after the quiet moves.
            return if position.wins_exchange(mv, 0) {
                1_000_000 + capture
            } else {
                -1_000_000 + capture
            };
        }
        match self.killers[ply] {
            [Some(first), _] if first == mv => 900_000,
            [_, Some(second)] if second == mv => 899_000,
            _ if self.counter(ply) == Some(mv) => 898_000,
            _ => UNSCORED_QUIET,
        }
    }

    /// The order of quiet move `mv` among the others: its history.
    fn quiet_score(&self, position: &P, mv: P::Move, ply: usize) -> i32 {
        self.history[position.history_index(mv)] + self.continuation_score(position, mv, ply)
    }

    /// Remembers `mv` as the move that leads to `ply`, before it is made.
    fn note_move(&mut self, position: &P, mv: P::Move, ply: usize) {
        self.played[ply] = Some(position.history_index(mv));
        self.moved[ply] = (P::CONTINUATION_SIZE > 0).then(|| position.continuation_index(mv));
    }

    /// Where `mv`'s continuation entries lie at `ply`: one per move
    /// [`CONTINUATION_PLIES`] before (none where there is no such move).
    fn continuation_slots(
        &self,
        position: &P,
        mv: P::Move,
        ply: usize,
    ) -> [Option<usize>; CONTINUATION_PLIES.len()] {
        if P::CONTINUATION_SIZE == 0 {
            return [None; CONTINUATION_PLIES.len()];
        }
        let size = P::CONTINUATION_SIZE;
        let to = position.continuation_index(mv);
        std::array::from_fn(|table| {
            (ply + 1)
                .checked_sub(CONTINUATION_PLIES[table])
                .and_then(|at| self.moved[at])
                .map(|from| (table * size + from) * size + to)
        })
    }

    /// What `mv`'s continuation entries at `ply` add to its history.
    fn continuation_score(&self, position: &P, mv: P::Move, ply: usize) -> i32 {
        self.continuation_slots(position, mv, ply)
            .into_iter()
            .flatten()
            .map(|slot| i32::from(self.continuation[slot]))
            .sum()
    }

    /// The quiet move that last refuted the move that led to `ply`.
    fn counter(&self, ply: usize) -> Option<P::Move> {
        self.played[ply].and_then(|index| self.counters[index])
    }

    /// A quiet move refuted the position at `ply`: it becomes a killer and
    /// the counter to the move before, and gains history, while the quiet
    /// moves tried before it lose as much.
    fn note_cutoff(
        &mut self,
        position: &P,
        mv: P::Move,
        tried: &[P::Move],
        depth: i32,
        ply: usize,
    ) {
        if let Some(index) = self.played[ply] {
            self.counters[index] = Some(mv);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = history_bonus(depth);
        self.reward(position, mv, bonus, ply);
        for &other in tried {
            self.reward(position, other, -bonus, ply);
        }
    }

    /// The capture history of `mv` (0 on a board that keeps none).
    fn capture_history_score(&self, position: &P, mv: P::Move) -> i32 {
        if P::CAPTURE_SIZE == 0 {
            return 0;
        }
        self.capture_history[position.capture_index(mv)]
    }

    /// Adds `bonus` (a malus when negative) to the capture history of
    /// `mv`, kept within [`HISTORY_MAX`].
    fn reward_capture(&mut self, position: &P, mv: P::Move, bonus: i32) {
        if P::CAPTURE_SIZE == 0 {
            return;
        }
        let entry = &mut self.capture_history[position.capture_index(mv)];
        *entry = nudge(*entry, bonus);
    }

    /// Adds `bonus` (a malus when negative) to `mv`'s history and
    /// continuation entries at `ply`, each kept within [`HISTORY_MAX`].
    fn reward(&mut self, position: &P, mv: P::Move, bonus: i32, ply: usize) {
        let index = position.history_index(mv);
        self.history[index] = nudge(self.history[index], bonus);
        for slot in self
            .continuation_slots(position, mv, ply)
            .into_iter()
            .flatten()
        {
            let entry = &mut self.continuation[slot];
            *entry = nudge(i32::from(*entry), bonus) as i16;
        }
    }

    fn note_pv(&mut self, ply: usize, mv: P::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        if let Some(child) = tail.first() {
            line.extend_from_slice(child);
        }
    }
}

/// A static evaluation `eval`, replaced by a searched `score` of the same
/// position when its `bound` says the true score lies beyond `eval` that
/// way (mates aside).
fn sharpened_eval(eval: i32, score: i32, bound: Bound) -> i32 {
    let beyond = match bound {
        Bound::Exact => true,
        Bound::Lower => score > eval,
        Bound::Upper => score < eval,
    };
    if beyond && score.abs() < MATE_BOUND {
        score
    } else {
        eval
    }
}

/// The history bonus of a move that refuted a position `depth` plies deep.
fn history_bonus(depth: i32) -> i32 {
    (32 * depth * depth).min(1536)
}

/// `entry` moved by `bonus` (a malus when negative), the less the nearer
/// it already is to [`HISTORY_MAX`] that way, so that recent results
/// weigh as much as old ones.
fn nudge(entry: i32, bonus: i32) -> i32 {
    entry + bonus - entry * bonus.abs() / HISTORY_MAX
}

/// What a node's caller expects of it.
#[derive(Clone, Copy)]
struct Node {
    /// Whether a null move may be tried (not right after one, nor in a
    /// singular search).
    allow_null: bool,
    /// Whether it is expected to fail high.
    cut: bool,
}

impl Node {
    /// The root, and a node searched with the full window.
    const PV: Node = Node {
        allow_null: false,
        cut: false,
    };
}

/// Where the best-ordered of the moves from `index` on lies (the first
/// of equals).
fn best_from(order: &[i32], index: usize) -> usize {
    let mut best = index;
    for candidate in index + 1..order.len() {
        if order[candidate] > order[best] {
            best = candidate;
        }
    }
    best
}

/// Brings the best-ordered of the moves from `index` on to `index`.
fn pick_next<M: Copy>(moves: &mut [M], order: &mut [i32], index: usize) {
    let best = best_from(order, index);
    moves.swap(index, best);
    order.swap(index, best);
}
