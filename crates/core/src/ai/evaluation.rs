//! The static evaluation of an 8x8 position: material and piece-square
//! terms tapered between middlegame and endgame by the material left, plus
//! pawn structure, mobility (a weight per count of squares), bishops
//! hemmed in by their own pawns, rooks on open files, king safety (pawn
//! shield, open files, danger by units of attack, safe checks, storming
//! pawns, weak squares round him, a flank without pawns), threats to men
//! (by men and by safe pawn pushes, hanging pawns too), squares both
//! armies dispute, passed pawns (free to advance, with a safe path, rooks
//! behind them, the kings' distance from them), the kings' distance from
//! the pawns, what each piece is worth beside its own pawns, minor pieces
//! far from their king, space, attacks on the king's flank, men pinned
//! to their king or in front of their queen, bishops on long diagonals
//! and squares that would attack the enemy queen. The endgame value is
//! then moved by how complex the position is (the passed pawns, the
//! pawns, the kings) and scaled down where the side ahead often cannot
//! win (bishops of opposite colours, few pawns).
//!
//! The weights of the linear terms are [`Weights`]: the table games'
//! players read [`CLASSIC`] (built by rule), the chess engine
//! [`TUNED`](super::tuned::TUNED) (fitted to the engine's own games and
//! what its searches say of their positions, [`super::tuning`]). [`trace`] gives a position's terms
//! without their weights, which is what the fitting reads.
//! [`evaluate_cached`] gives the same value faster in a search, finding
//! the pawn structure's terms in a [`PawnCache`].

use crate::engine::attacks;
use crate::engine::men::{Army, Kind};
use crate::engine::{Bitboard, Position, Square};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score(pub i32, pub i32);

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        self.0 += other.0;
        self.1 += other.1;
    }
}

impl std::ops::SubAssign for Score {
    fn sub_assign(&mut self, other: Score) {
        self.0 -= other.0;
        self.1 -= other.1;
    }
}

impl Score {
    /// Both values times `factor` (usable in constants).
    pub const fn times(self, factor: i32) -> Score {
        Score(self.0 * factor, self.1 * factor)
    }
}

impl std::ops::Mul<i32> for Score {
    type Output = Score;
    fn mul(self, factor: i32) -> Score {
        Score(self.0 * factor, self.1 * factor)
    }
}

/// Where each linear term's weight sits in [`Weights`].
pub mod term {
    /// Material, by kind (pawn, knight, bishop, rook, queen, king).
    pub const MATERIAL: usize = 0;
    /// Piece-square values, by kind then square (White's view; Black
    /// reads them mirrored).
    pub const SQUARE: usize = 6;
    pub const BISHOP_PAIR: usize = SQUARE + 6 * 64;
    /// Per pawn beyond the first on a file.
    pub const DOUBLED_PAWN: usize = BISHOP_PAIR + 1;
    /// Per pawn with no own pawn on the files beside.
    pub const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
    /// A passed pawn, by rank from its own side.
    pub const PASSED_PAWN: usize = ISOLATED_PAWN + 1;
    pub const ROOK_OPEN_FILE: usize = PASSED_PAWN + 8;
    pub const ROOK_HALF_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
    /// How many squares a knight, bishop, rook or queen can go to (not
    /// held by his own army nor attacked by an enemy pawn): one weight per
    /// count, each kind's from [`MOBILITY_OF`].
    pub const MOBILITY: usize = ROOK_HALF_OPEN_FILE + 1;
    /// Where each kind's mobility weights start (pawn and king have none).
    pub const MOBILITY_OF: [usize; 6] =
        [0, MOBILITY, MOBILITY + 9, MOBILITY + 23, MOBILITY + 38, 0];
    /// Per pawn shielding the king (at most 3 count).
    pub const PAWN_SHIELD: usize = MOBILITY + 66;
    /// A pawn guarded by an own pawn or standing beside one, by rank from
    /// its own side.
    pub const SUPPORTED_PAWN: usize = PAWN_SHIELD + 1;
    /// A passed pawn whose next square is taken.
    pub const BLOCKED_PASSER: usize = SUPPORTED_PAWN + 8;
    /// A man on a square an enemy pawn attacks, by kind.
    pub const PAWN_THREAT: usize = BLOCKED_PASSER + 1;
    /// A knight, then a bishop, on an outpost: in the enemy's half or just
    /// short of it, guarded by an own pawn, where no enemy pawn can ever
    /// attack him.
    pub const OUTPOST: usize = PAWN_THREAT + 6;
    /// A man an enemy knight or bishop attacks, by kind.
    pub const MINOR_THREAT: usize = OUTPOST + 2;
    /// A queen an enemy rook attacks.
    pub const ROOK_THREAT: usize = MINOR_THREAT + 6;
    /// A man (not the king) the enemy attacks and his own army does not
    /// guard, by kind.
    pub const HANGING: usize = ROOK_THREAT + 1;
    /// A passed pawn's enemy king, and then its own king, by distance
    /// from the square in front of it, times how far it has gone beyond
    /// its third rank.
    pub const PASSER_KING_DISTANCE: usize = HANGING + 6;
    /// The danger to the enemy king where two men or more attack the
    /// squares round him: one weight per number of units of attack (each
    /// square so attacked counts a kind's units, `KING_ATTACK_UNITS`), the
    /// last for that many or more.
    pub const KING_DANGER: usize = PASSER_KING_DISTANCE + 2;
    pub const KING_DANGER_STEPS: usize = 24;
    /// Per square a knight, bishop, rook or queen (by kind, from the
    /// knight) could check the enemy king from safely: one it attacks,
    /// not held by its own army and not attacked by the enemy.
    pub const SAFE_CHECK: usize = KING_DANGER + KING_DANGER_STEPS;
    /// A pawn behind its neighbours (no own pawn beside or behind it on
    /// the files next to it) whose next square an enemy pawn attacks.
    pub const BACKWARD_PAWN: usize = SAFE_CHECK + 4;
    /// Per own pawn on a bishop's colour of square, for each bishop.
    pub const BISHOP_PAWNS: usize = BACKWARD_PAWN + 1;
    /// Per file at or beside the king with no pawn of his own.
    pub const KING_OPEN_FILE: usize = BISHOP_PAWNS + 1;
    /// A knight or bishop with a pawn (of either side) just in front.
    pub const MINOR_BEHIND_PAWN: usize = KING_OPEN_FILE + 1;
    /// An enemy pawn on the king's file or one beside it, on the king's
    /// side's third, fourth or fifth rank (storming him).
    pub const PAWN_STORM: usize = MINOR_BEHIND_PAWN + 1;
    /// A passed pawn whose next square is empty and not attacked by the
    /// enemy, by rank from its own side.
    pub const FREE_PASSER: usize = PAWN_STORM + 3;
    /// An enemy man (not a pawn) a pawn would attack after a safe push.
    pub const PAWN_PUSH_THREAT: usize = FREE_PASSER + 8;
    /// A square round the enemy king that the army attacks and the enemy
    /// guards with nothing but his king or queen.
    pub const WEAK_KING_SQUARE: usize = PAWN_PUSH_THREAT + 1;
    /// A passed pawn with an own rook behind it on its file, then one with
    /// an enemy rook behind it.
    pub const ROOK_BEHIND_PASSER: usize = WEAK_KING_SQUARE + 1;
    /// A passed pawn whose every square to the last rank is free of enemy
    /// men and unattacked by the enemy, by rank from its own side.
    pub const SAFE_PASSER_PATH: usize = ROOK_BEHIND_PASSER + 2;
    /// How far the king stands from the nearest pawn of his own, then from
    /// the nearest enemy pawn.
    pub const KING_PAWN_DISTANCE: usize = SAFE_PASSER_PATH + 8;
    /// A king on a flank (four files round his) with no pawn of either side.
    pub const PAWNLESS_FLANK: usize = KING_PAWN_DISTANCE + 2;
    /// A square both armies attack that no enemy pawn attacks (the enemy's
    /// men restricted there).
    pub const RESTRICTED: usize = PAWNLESS_FLANK + 1;
    /// Knights, bishops, rooks, then queens times own pawns (what a piece
    /// is worth beside the pawns left).
    pub const PIECE_PAWNS: usize = RESTRICTED + 1;
    /// A knight, then a bishop: how many king steps it stands from its own
    /// king.
    pub const KING_PROTECTOR: usize = PIECE_PAWNS + 4;
    /// The army's safe squares in the centre of its own side (files c to
    /// f, its second to fourth rank, free of its pawns and unattacked by
    /// enemy pawns; those behind its pawns count twice) times how many
    /// knights, bishops, rooks and queens it has.
    pub const SPACE: usize = KING_PROTECTOR + 2;
    /// A square on the enemy king's flank (the four files round him) and
    /// his side's five ranks that the army attacks.
    pub const KING_FLANK_ATTACK: usize = SPACE + 1;
    /// A square a knight of the army could go to and attack the enemy
    /// queen from, not held by the army nor attacked by an enemy pawn;
    /// then the same for a bishop or rook.
    pub const ON_QUEEN: usize = KING_FLANK_ATTACK + 1;
    /// A bishop that sees both centre squares of a long diagonal past any
    /// pawns.
    pub const LONG_DIAGONAL: usize = ON_QUEEN + 2;
    /// A man of the army pinned to its king by an enemy bishop, rook or
    /// queen.
    pub const PINNED: usize = LONG_DIAGONAL + 1;
    /// A queen of the army with an enemy bishop or rook behind one man
    /// (pinned to her or ready to uncover an attack on her).
    pub const WEAK_QUEEN: usize = PINNED + 1;
    /// Terms of the whole position, not of a side, whose endgame weights
    /// move the endgame value toward a win (positive) or a draw: see
    /// [`COMPLEXITY_TERMS`]. Their middlegame weights are not used.
    pub const COMPLEXITY: usize = WEAK_QUEEN + 1;
    /// Passed pawns of both sides, pawns of both sides, how many more
    /// files than ranks the kings stand apart, pawns on both flanks, a
    /// king past his fourth rank, no piece but kings and pawns, the kings
    /// nearer by file than by rank with pawns on one flank only, and one
    /// for every position.
    pub const COMPLEXITY_TERMS: usize = 8;
    /// How the endgame value is scaled for the side ahead in it, in 64ths
    /// (never above 64): a base (the middlegame value of the weight) and a
    /// step per count (the endgame value), by the rule that applies:
    /// bishops of opposite colours and no other piece (per passed pawn
    /// of the side ahead), bishops of opposite colours with other pieces
    /// (per man of the side ahead), any other position (per pawn of the
    /// side ahead). Set by hand, not fitted.
    pub const SCALE: usize = COMPLEXITY + COMPLEXITY_TERMS;
    /// How many weights there are.
    pub const COUNT: usize = SCALE + 3;
}

/// The weight of every linear term, indexed by [`term`].
#[derive(Clone, Debug, PartialEq)]
pub struct Weights(pub [Score; term::COUNT]);

/// How much each kind counts toward the middlegame (24 at the start).
pub const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub const FULL_PHASE: i32 = 24;

/// What each kind is worth to the rule that a side with no pawns and at
/// most a minor piece cannot win (fixed, whatever the weights).
const PIECE_WORTH: [i32; 6] = [0, 300, 320, 530, 990, 0];
/// Usual number of squares a man can go to, by kind: the classic weights
/// count the squares beyond it.
const USUAL_MOBILITY: [i32; 6] = [0, 4, 6, 6, 12, 0];
/// Units of danger a man adds by attacking the squares round a king.
const KING_ATTACK_UNITS: [i32; 6] = [0, 2, 2, 3, 5, 0];
pub const TEMPO: i32 = 12;

/// The weights built by rule: centralisation for the pieces, advancement
/// for pawns, shelter for the king in the middlegame and the centre for
/// him in the endgame. The table games' players evaluate with these.
pub static CLASSIC: Weights = classic();

pub const fn classic() -> Weights {
    let mut w = [Score(0, 0); term::COUNT];
    let material = [
        Score(100, 125),
        Score(320, 300),
        Score(335, 320),
        Score(480, 530),
        Score(960, 990),
        Score(0, 0),
    ];
    let mut kind = 0;
    while kind < 6 {
        w[term::MATERIAL + kind] = material[kind];
        kind += 1;
    }
    let mut index = 0;
    while index < 64 {
        let file = (index % 8) as i32;
        let rank = (index / 8) as i32;
        let file_centre = if file < 4 { file } else { 7 - file };
        let rank_centre = if rank < 4 { rank } else { 7 - rank };
        let centre = file_centre + rank_centre;
        let central_file = file == 3 || file == 4;
        w[term::SQUARE + index] = Score(
            (rank - 1) * 4
                + if central_file && (rank == 3 || rank == 4) {
                    12
                } else {
                    0
                }
                - if central_file && rank == 1 { 6 } else { 0 },
            (rank - 1) * 7,
        );
        w[term::SQUARE + 64 + index] = Score(8 * centre - 22, 6 * centre - 18);
        w[term::SQUARE + 2 * 64 + index] = Score(
            4 * centre - 10 + if rank == 0 { -6 } else { 0 },
            4 * centre - 12,
        );
        w[term::SQUARE + 3 * 64 + index] = Score(
            if rank == 6 { 20 } else { 0 } + if file_centre >= 2 { 4 } else { 0 },
            if rank == 6 { 15 } else { 0 },
        );
        w[term::SQUARE + 4 * 64 + index] = Score(2 * centre - 6, 4 * centre - 12);
        let shelter = if rank == 0 {
            match file {
                0 | 7 => 20,
                1 | 6 => 30,
                2 => 10,
                5 => 5,
                _ => -5,
            }
        } else if rank == 1 {
            if file_centre <= 1 { 0 } else { -15 }
        } else {
            -20 * rank
        };
        w[term::SQUARE + 5 * 64 + index] = Score(shelter, 10 * centre - 30);
        index += 1;
    }
    w[term::BISHOP_PAIR] = Score(30, 50);
    w[term::DOUBLED_PAWN] = Score(-10, -20);
    w[term::ISOLATED_PAWN] = Score(-12, -15);
    let passed = [
        Score(0, 0),
        Score(5, 10),
        Score(8, 18),
        Score(15, 35),
        Score(28, 60),
        Score(45, 95),
        Score(70, 140),
        Score(0, 0),
    ];
    let mut rank = 0;
    while rank < 8 {
        w[term::PASSED_PAWN + rank] = passed[rank];
        rank += 1;
    }
    w[term::ROOK_OPEN_FILE] = Score(25, 10);
    w[term::ROOK_HALF_OPEN_FILE] = Score(12, 6);
    let mobility = [
        Score(0, 0),
        Score(4, 4),
        Score(5, 5),
        Score(2, 4),
        Score(1, 2),
        Score(0, 0),
    ];
    let reach = [0, 8, 13, 14, 27, 0];
    let mut kind = 1;
    while kind < 5 {
        let mut count = 0;
        while count <= reach[kind] {
            w[term::MOBILITY_OF[kind] + count] =
                mobility[kind].times(count as i32 - USUAL_MOBILITY[kind]);
            count += 1;
        }
        kind += 1;
    }
    w[term::PAWN_SHIELD] = Score(12, 0);
    // No endgame is scaled down.
    let mut rule = 0;
    while rule < 3 {
        w[term::SCALE + rule] = Score(FULL_SCALE, 0);
        rule += 1;
    }
    // The square of the units of attack, up to 500 in the middlegame.
    let mut units = 0;
    while units < term::KING_DANGER_STEPS {
        let square = units as i32 * units as i32;
        let danger = if square < 500 { square } else { 500 };
        w[term::KING_DANGER + units] = Score(danger, danger / 4);
        units += 1;
    }
    Weights(w)
}

/// Where the terms of an evaluation go: summed with their weights, or
/// counted for the fitting.
trait Tally {
    /// `count` times term `term` (negative for Black's).
    fn add(&mut self, term: usize, count: i32);

    /// `count` times the complexity term `term` ([`term::COMPLEXITY`]).
    fn complexity(&mut self, term: usize, count: i32);

    /// Both armies' pawn-structure terms ([`pawn_structure`]); returns
    /// White's passed pawns, then Black's.
    fn pawn_terms(&mut self, white: Bitboard, black: Bitboard) -> [Bitboard; 2] {
        both_pawn_structures(white, black, self)
    }
}

/// [`pawn_structure`] of White's pawns `white`, then of Black's `black`:
/// the passed pawns of each.
fn both_pawn_structures<T: Tally + ?Sized>(
    white: Bitboard,
    black: Bitboard,
    tally: &mut T,
) -> [Bitboard; 2] {
    [
        pawn_structure(white, black, true, tally),
        pawn_structure(black, white, false, tally),
    ]
}

/// The terms summed with their weights, the pawn structure's found in
/// `pawns` where it was summed before.
struct Sum<'w, 'c> {
    weights: &'w Weights,
    score: Score,
    /// The complexity terms' endgame weights summed.
    complexity: i32,
    pawns: Option<&'c mut PawnCache>,
}

impl Tally for Sum<'_, '_> {
    #[inline(always)]
    fn add(&mut self, term: usize, count: i32) {
        self.score += self.weights.0[term] * count;
    }

    #[inline(always)]
    fn complexity(&mut self, term: usize, count: i32) {
        self.complexity += self.weights.0[term].1 * count;
    }

    fn pawn_terms(&mut self, white: Bitboard, black: Bitboard) -> [Bitboard; 2] {
        let Some(cache) = self.pawns.as_deref_mut() else {
            return both_pawn_structures(white, black, self);
        };
        let weights = self.weights;
        let entry = cache.entry(white, black, weights);
        if entry.pawns != [white, black] {
            let mut sum = Sum {
                weights,
                score: Score(0, 0),
                complexity: 0,
                pawns: None,
            };
            let passed = both_pawn_structures(white, black, &mut sum);
            *entry = PawnEntry {
                pawns: [white, black],
                score: sum.score,
                passed,
            };
        }
        self.score += entry.score;
        entry.passed
    }
}

/// What the pawn structure of one placing of both armies' pawns is worth
/// under one set of weights.
#[derive(Clone, Copy, Debug)]
struct PawnEntry {
    /// White's pawns, then Black's ([`NO_PAWNS`] for an empty entry).
    pawns: [Bitboard; 2],
    /// The pawn-structure terms, White's less Black's, weighted.
    score: Score,
    /// White's passed pawns, then Black's.
    passed: [Bitboard; 2],
}

/// The pawns of no entry: every square, which no position has.
const NO_PAWNS: [Bitboard; 2] = [Bitboard(!0), Bitboard(!0)];

/// How many placings of the pawns a [`PawnCache`] keeps (a power of two):
/// 8,192 of 40 bytes, 320 KB.
const PAWN_CACHE_SLOTS: usize = 1 << 13;

/// The pawn structures a search has evaluated, found again by where the
/// pawns stand: pawns move far less often than the other men, so most
/// evaluations of a search find theirs here.
#[derive(Clone, Debug)]
pub struct PawnCache {
    entries: Box<[PawnEntry]>,
    /// The address of the weights the entries were summed with: another
    /// set empties the cache.
    weights: usize,
}

impl Default for PawnCache {
    fn default() -> PawnCache {
        PawnCache {
            entries: vec![
                PawnEntry {
                    pawns: NO_PAWNS,
                    score: Score(0, 0),
                    passed: [Bitboard::EMPTY; 2],
                };
                PAWN_CACHE_SLOTS
            ]
            .into_boxed_slice(),
            weights: 0,
        }
    }
}

impl PawnCache {
    /// The slot of this placing of the pawns under `weights` (holding
    /// another placing, or none, until it is filled).
    fn entry(&mut self, white: Bitboard, black: Bitboard, weights: &Weights) -> &mut PawnEntry {
        let address = std::ptr::from_ref(weights) as usize;
        if self.weights != address {
            self.entries
                .iter_mut()
                .for_each(|entry| entry.pawns = NO_PAWNS);
            self.weights = address;
        }
        let mixed = white.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ black.0.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        let slot = (mixed >> (64 - PAWN_CACHE_SLOTS.trailing_zeros())) as usize;
        &mut self.entries[slot]
    }
}

/// What turns the summed terms into the evaluation, besides the weights:
/// the game phase, how far the endgame value is scaled for the side ahead
/// in it, and whether each side, if ahead, has too little to win.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ending {
    /// The game phase, 0 (endgame) to [`FULL_PHASE`].
    pub phase: i32,
    /// The rule ([`term::SCALE`]) that scales the endgame value when
    /// White is ahead in it, and its count (none: it is not scaled); then
    /// when Black is.
    pub scale: [Option<(u16, i32)>; 2],
    /// Whether White, if ahead, has too little to win (the value is cut
    /// to an eighth), and the same for Black.
    pub white_cannot_win: bool,
    pub black_cannot_win: bool,
}

impl Ending {
    /// The endgame value's scale in 64ths under `weights` when White is
    /// ahead in it (`white_ahead`), or else Black.
    fn scale(&self, weights: &Weights, white_ahead: bool) -> i32 {
        let Some((rule, count)) = self.scale[usize::from(!white_ahead)] else {
            return FULL_SCALE;
        };
        let Score(base, step) = weights.0[usize::from(rule)];
        (base + step * count).min(FULL_SCALE)
    }
}

/// An endgame value's scale when nothing scales it down.
const FULL_SCALE: i32 = 64;

/// A position's terms without their weights (White's count less Black's,
/// by term), and what the evaluation does with their sum: what
/// [`Trace::evaluate`] needs to give [`evaluate_with`]'s value for any
/// weights, for fitting them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// Each term that does not cancel out, with its count.
    pub terms: Vec<(u16, i16)>,
    /// Each complexity term ([`term::COMPLEXITY`]) with its count.
    pub complexity: Vec<(u16, i16)>,
    pub ending: Ending,
    /// Whether White is to move (the tempo goes to the side to move).
    pub white_to_move: bool,
}

impl Tally for Trace {
    fn add(&mut self, term: usize, count: i32) {
        add_count(&mut self.terms, term, count);
    }

    fn complexity(&mut self, term: usize, count: i32) {
        add_count(&mut self.complexity, term, count);
    }
}

/// Adds `count` of `term` to `terms`.
fn add_count(terms: &mut Vec<(u16, i16)>, term: usize, count: i32) {
    if count == 0 {
        return;
    }
    match terms.iter_mut().find(|(t, _)| *t as usize == term) {
        Some(entry) => entry.1 += count as i16,
        None => terms.push((term as u16, count as i16)),
    }
}

impl Trace {
    /// The evaluation from White's view with `weights`: exactly
    /// [`evaluate_with`]'s, turned to White's side.
    pub fn evaluate(&self, weights: &Weights) -> i32 {
        let mut score = Score(0, 0);
        for &(term, count) in &self.terms {
            score += weights.0[term as usize] * i32::from(count);
        }
        let complexity = self
            .complexity
            .iter()
            .map(|&(term, count)| weights.0[term as usize].1 * i32::from(count))
            .sum();
        let blended = finish(score, complexity, &self.ending, weights);
        if self.white_to_move {
            blended + TEMPO
        } else {
            blended - TEMPO
        }
    }

    /// [`Trace::evaluate`] in floating point, for weights being fitted
    /// (`weights[term]` is the middlegame and endgame value of `term`).
    pub fn evaluate_f64(&self, weights: &[[f64; 2]]) -> f64 {
        let shape = self.shape_f64(weights);
        let scaled = if shape.cut {
            shape.blended / 8.0
        } else {
            shape.blended
        };
        scaled + if self.white_to_move { 1.0 } else { -1.0 } * f64::from(TEMPO)
    }

    /// The value at `weights` before the "cannot win" cut, and how each
    /// step on the way moves with the weights.
    fn shape_f64(&self, weights: &[[f64; 2]]) -> Shape {
        let (mut middle, mut end) = (0.0, 0.0);
        for &(term, count) in &self.terms {
            let [m, e] = weights[term as usize];
            middle += m * f64::from(count);
            end += e * f64::from(count);
        }
        let complexity: f64 = self
            .complexity
            .iter()
            .map(|&(term, count)| weights[term as usize][1] * f64::from(count))
            .sum();
        let side = if end > 0.0 {
            1.0
        } else if end < 0.0 {
            -1.0
        } else {
            0.0
        };
        // The complexity moves the endgame value by itself, unless it
        // would carry it past a draw.
        let moved = complexity > -end.abs();
        let adjusted = if moved { end + side * complexity } else { 0.0 };
        let scale = self.ending.scale[usize::from(end < 0.0)].map_or(1.0, |(rule, count)| {
            let [base, step] = weights[usize::from(rule)];
            (base + step * f64::from(count)).min(f64::from(FULL_SCALE)) / f64::from(FULL_SCALE)
        });
        let phase = f64::from(self.ending.phase) / f64::from(FULL_PHASE);
        let blended = middle * phase + adjusted * scale * (1.0 - phase);
        let cut = (blended > 0.0 && self.ending.white_cannot_win)
            || (blended <= 0.0 && self.ending.black_cannot_win);
        Shape {
            blended,
            cut,
            phase,
            end_factor: if moved { scale * (1.0 - phase) } else { 0.0 },
            complexity_factor: if moved {
                side * scale * (1.0 - phase)
            } else {
                0.0
            },
        }
    }

    /// How much a change of each term's middlegame and endgame weight
    /// moves [`Trace::evaluate_f64`] at these weights: (term, middlegame
    /// factor, endgame factor).
    pub fn gradient(&self, weights: &[[f64; 2]]) -> impl Iterator<Item = (usize, f64, f64)> + '_ {
        let shape = self.shape_f64(weights);
        let cut = if shape.cut { 1.0 / 8.0 } else { 1.0 };
        let linear = self.terms.iter().map(move |&(term, count)| {
            let count = f64::from(count) * cut;
            (term as usize, count * shape.phase, count * shape.end_factor)
        });
        let complexity = self.complexity.iter().map(move |&(term, count)| {
            let count = f64::from(count) * cut;
            (term as usize, 0.0, count * shape.complexity_factor)
        });
        linear.chain(complexity)
    }
}

/// [`Trace::evaluate_f64`]'s value before the cut, and the factors of its
/// gradient.
struct Shape {
    blended: f64,
    cut: bool,
    /// The middlegame's share.
    phase: f64,
    /// How the value moves with the endgame sum.
    end_factor: f64,
    /// How the value moves with the complexity.
    complexity_factor: f64,
}

/// The blended value from White's view of a middlegame and endgame
/// `score`: the endgame value moved by `complexity` toward a win (never
/// past a draw) and scaled for the side ahead, the two blended by the
/// phase, and cut to an eighth when the side ahead cannot win.
fn finish(score: Score, complexity: i32, ending: &Ending, weights: &Weights) -> i32 {
    let end = score.1 + score.1.signum() * complexity.max(-score.1.abs());
    let end = end * ending.scale(weights, score.1 >= 0) / FULL_SCALE;
    let phase = ending.phase;
    let mut blended = (score.0 * phase + end * (FULL_PHASE - phase)) / FULL_PHASE;
    if (blended > 0 && ending.white_cannot_win) || (blended <= 0 && ending.black_cannot_win) {
        blended /= 8;
    }
    blended
}

/// The evaluation in centipawns from the side to move's view, with the
/// [`CLASSIC`] weights.
pub fn evaluate(position: &Position) -> i32 {
    evaluate_with(position, &CLASSIC)
}

/// The evaluation in centipawns from the side to move's view, with
/// `weights`.
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    sum_terms(position, weights, None)
}

/// [`evaluate_with`], with the pawn structure looked up in and kept in
/// `pawns`: the same value, found faster in a search.
pub fn evaluate_cached(position: &Position, weights: &Weights, pawns: &mut PawnCache) -> i32 {
    sum_terms(position, weights, Some(pawns))
}

fn sum_terms(position: &Position, weights: &Weights, pawns: Option<&mut PawnCache>) -> i32 {
    let mut sum = Sum {
        weights,
        score: Score(0, 0),
        complexity: 0,
        pawns,
    };
    let ending = tally(position, &mut sum);
    let blended = finish(sum.score, sum.complexity, &ending, weights);
    let own = if position.turn() == Army::White {
        blended
    } else {
        -blended
    };
    own + TEMPO
}

/// The terms of `position`, for fitting the weights.
pub fn trace(position: &Position) -> Trace {
    let mut trace = Trace {
        white_to_move: position.turn() == Army::White,
        ..Trace::default()
    };
    trace.ending = tally(position, &mut trace);
    trace
}

/// Puts both armies' terms and the complexity terms in `tally`; returns
/// what finishes the evaluation.
#[inline(always)]
fn tally<T: Tally>(position: &Position, tally: &mut T) -> Ending {
    let mut phase = 0;
    for kind in Kind::ALL {
        phase += PHASE[kind as usize] * position.kind(kind).count() as i32;
    }
    let passed = tally.pawn_terms(
        position.men(Army::White, Kind::Pawn),
        position.men(Army::Black, Kind::Pawn),
    );
    let white = army_score(position, Army::White, passed[0], tally);
    let black = army_score(position, Army::Black, passed[1], tally);
    threats(position, Army::White, &white, &black, tally);
    threats(position, Army::Black, &black, &white, tally);
    complexity(position, passed, tally);
    Ending {
        phase: phase.min(FULL_PHASE),
        scale: [
            endgame_scale(
                position,
                Army::White,
                passed[0],
                [white.pieces_worth, black.pieces_worth],
            ),
            endgame_scale(
                position,
                Army::Black,
                passed[1],
                [black.pieces_worth, white.pieces_worth],
            ),
        ],
        white_cannot_win: white.cannot_win(),
        black_cannot_win: black.cannot_win(),
    }
}

/// The complexity terms ([`term::COMPLEXITY_TERMS`]) of `position`, whose
/// passed pawns are `passed` (White's, then Black's).
fn complexity<T: Tally>(position: &Position, passed: [Bitboard; 2], tally: &mut T) {
    let pawns = position.kind(Kind::Pawn);
    let queen_side = (0..4).fold(Bitboard::EMPTY, |files, file| files | Bitboard::file(file));
    let both_flanks = (pawns & queen_side).any() && (pawns & !queen_side).any();
    let pieces = [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen]
        .into_iter()
        .any(|kind| position.kind(kind).any());
    tally.complexity(
        term::COMPLEXITY,
        (passed[0].count() + passed[1].count()) as i32,
    );
    tally.complexity(term::COMPLEXITY + 1, pawns.count() as i32);
    if let (Some(white), Some(black)) = (
        position.king_square(Army::White),
        position.king_square(Army::Black),
    ) {
        let outflanking = i32::from(white.file().abs_diff(black.file()))
            - i32::from(white.rank().abs_diff(black.rank()));
        tally.complexity(term::COMPLEXITY + 2, outflanking);
        tally.complexity(
            term::COMPLEXITY + 4,
            i32::from(white.rank() > 3 || black.rank() < 4),
        );
        tally.complexity(
            term::COMPLEXITY + 6,
            i32::from(outflanking < 0 && !both_flanks),
        );
    }
    tally.complexity(term::COMPLEXITY + 3, i32::from(both_flanks));
    tally.complexity(term::COMPLEXITY + 5, i32::from(!pieces));
    tally.complexity(term::COMPLEXITY + 7, 1);
}

/// The rule ([`term::SCALE`]) that scales the endgame value when
/// `strong`, whose passed pawns are `passed`, is ahead in it, and its
/// count: bishops of opposite colours alone draw often (more so without
/// other pieces, less with more men and passed pawns), and so does an
/// army with few pawns left, unless its pieces are worth more than a
/// bishop beyond the enemy's (none: not scaled). `pieces_worth` is what
/// each army's pieces are worth, `strong`'s first.
fn endgame_scale(
    position: &Position,
    strong: Army,
    passed: Bitboard,
    pieces_worth: [i32; 2],
) -> Option<(u16, i32)> {
    let white_bishops = position.men(Army::White, Kind::Bishop);
    let black_bishops = position.men(Army::Black, Kind::Bishop);
    let light = |bishops: Bitboard| (bishops & Bitboard::LIGHT).any();
    let opposite = white_bishops.count() == 1
        && black_bishops.count() == 1
        && light(white_bishops) != light(black_bishops);
    let (rule, count) = if opposite {
        let other_pieces = [Kind::Knight, Kind::Rook, Kind::Queen]
            .into_iter()
            .any(|kind| position.kind(kind).any());
        if other_pieces {
            (1, position.army(strong).count())
        } else {
            (0, passed.count())
        }
    } else if pieces_worth[0] - pieces_worth[1] <= PIECE_WORTH[Kind::Bishop as usize] {
        (2, position.men(strong, Kind::Pawn).count())
    } else {
        return None;
    };
    Some(((term::SCALE + rule) as u16, count as i32))
}

/// The evaluation in centipawns from `army`'s view, whoever is to move
/// ([`CLASSIC`] weights).
pub fn for_army(position: &Position, army: Army) -> i32 {
    let score = evaluate(position);
    if position.turn() == army {
        score
    } else {
        -score
    }
}

/// What the "cannot win" rule and the threats read of one army.
struct ArmyScore {
    pawns: u32,
    /// Its passed pawns.
    passed: Bitboard,
    /// What its knights, bishops, rooks and queens are worth together.
    pieces_worth: i32,
    /// Every square it attacks.
    attacked: Bitboard,
    /// The squares its knights and bishops attack.
    by_minor: Bitboard,
    /// The squares its knights attack, then its bishops.
    by_knight: Bitboard,
    by_bishop: Bitboard,
    /// The squares its rooks attack.
    by_rook: Bitboard,
    /// The squares its knights, bishops, rooks and queens attack and would
    /// check the enemy king from.
    checks: [Bitboard; 4],
}

impl ArmyScore {
    /// No pawns and at most a bishop's worth.
    fn cannot_win(&self) -> bool {
        self.pawns == 0 && self.pieces_worth <= PIECE_WORTH[Kind::Bishop as usize]
    }
}

/// `army`'s terms but those of its pawn structure, whose passed pawns
/// are `passed`.
fn army_score<T: Tally>(
    position: &Position,
    army: Army,
    passed: Bitboard,
    tally: &mut T,
) -> ArmyScore {
    let white = army == Army::White;
    let sign = if white { 1 } else { -1 };
    let enemy = if white { Army::Black } else { Army::White };
    let own = position.army(army);
    let occupied = position.occupied();
    let own_pawns = position.men(army, Kind::Pawn);
    let enemy_pawns = position.men(enemy, Kind::Pawn);
    let enemy_pawn_attacks = pawn_attacks(enemy_pawns, !white);
    let own_pawn_attacks = pawn_attacks(own_pawns, white);
    let enemy_king = position.king_square(enemy);
    let king_zone = enemy_king.map_or(Bitboard::EMPTY, |king| attacks::king(king).with(king));
    // The squares each piece (knight to queen) would check the enemy king
    // from, and those of them it attacks.
    let check_from = enemy_king.map_or([Bitboard::EMPTY; 4], |king| {
        let diagonal = attacks::bishop(king, occupied);
        let straight = attacks::rook(king, occupied);
        [
            attacks::knight(king),
            diagonal,
            straight,
            diagonal | straight,
        ]
    });
    let mut checks = [Bitboard::EMPTY; 4];
    let mut pieces_worth = 0;
    let mut attack_units = 0;
    let mut attackers = 0;
    let mut by_knight = Bitboard::EMPTY;
    let mut by_bishop = Bitboard::EMPTY;
    let mut by_rook = Bitboard::EMPTY;
    let own_king = position.king_square(army);
    let mut attacked = own_pawn_attacks;
    if let Some(king) = own_king {
        attacked |= attacks::king(king);
    }
    for kind in Kind::ALL {
        let k = kind as usize;
        for square in position.men(army, kind) {
            let relative = if white { square } else { square.flip_rank() };
            tally.add(term::MATERIAL + k, sign);
            tally.add(term::SQUARE + k * 64 + relative.index(), sign);
            let reach = match kind {
                Kind::Knight => attacks::knight(square),
                Kind::Bishop => attacks::bishop(square, occupied),
                Kind::Rook => attacks::rook(square, occupied),
                Kind::Queen => attacks::queen(square, occupied),
                Kind::Pawn | Kind::King => continue,
            };
            attacked |= reach;
            match kind {
                Kind::Knight => by_knight |= reach,
                Kind::Bishop => by_bishop |= reach,
                Kind::Rook => by_rook |= reach,
                _ => {}
            }
            if enemy_pawn_attacks.contains(square) {
                tally.add(term::PAWN_THREAT + k, sign);
            }
            if matches!(kind, Kind::Knight | Kind::Bishop)
                && (3..=5).contains(&relative.rank())
                && own_pawn_attacks.contains(square)
                && (neighbour_span(square, front_span(square, white)) & enemy_pawns).is_empty()
            {
                tally.add(term::OUTPOST + k - Kind::Knight as usize, sign);
            }
            pieces_worth += PIECE_WORTH[k];
            let mobility = (reach & !own & !enemy_pawn_attacks).count() as usize;
            tally.add(term::MOBILITY_OF[k] + mobility, sign);
            checks[k - Kind::Knight as usize] |= reach & check_from[k - Kind::Knight as usize];
            if (reach & king_zone).any() {
                attackers += 1;
                attack_units += KING_ATTACK_UNITS[k] * (reach & king_zone).count() as i32;
            }
            if matches!(kind, Kind::Knight | Kind::Bishop) {
                if let Some(king) = own_king {
                    tally.add(
                        term::KING_PROTECTOR + k - Kind::Knight as usize,
                        sign * i32::from(distance(square, king)),
                    );
                }
                let front = if white {
                    Bitboard::from_square(square).north()
                } else {
                    Bitboard::from_square(square).south()
                };
                if (front & (own_pawns | enemy_pawns)).any() {
                    tally.add(term::MINOR_BEHIND_PAWN, sign);
                }
            }
            if kind == Kind::Bishop
                && (attacks::bishop(square, own_pawns | enemy_pawns) & CENTRE).more_than_one()
            {
                tally.add(term::LONG_DIAGONAL, sign);
            }
            if kind == Kind::Bishop {
                let colour = if Bitboard::LIGHT.contains(square) {
                    Bitboard::LIGHT
                } else {
                    Bitboard::DARK
                };
                tally.add(
                    term::BISHOP_PAWNS,
                    sign * (own_pawns & colour).count() as i32,
                );
            }
            if kind == Kind::Rook {
                let file = Bitboard::file(square.file());
                if (file & own_pawns).is_empty() {
                    let open = (file & enemy_pawns).is_empty();
                    tally.add(
                        if open {
                            term::ROOK_OPEN_FILE
                        } else {
                            term::ROOK_HALF_OPEN_FILE
                        },
                        sign,
                    );
                }
            }
        }
    }
    if position.men(army, Kind::Bishop).more_than_one() {
        tally.add(term::BISHOP_PAIR, sign);
    }
    let pawn_count = own_pawns.count() as i32;
    for (index, kind) in [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen]
        .into_iter()
        .enumerate()
    {
        let pieces = position.men(army, kind).count() as i32;
        tally.add(term::PIECE_PAWNS + index, sign * pieces * pawn_count);
    }
    let pieces = position.army(army) & !own_pawns & !position.kind(Kind::King);
    tally.add(
        term::SPACE,
        sign * space(own_pawns, enemy_pawn_attacks, white) * pieces.count() as i32,
    );
    if attackers >= 2 {
        let step = (attack_units as usize).min(term::KING_DANGER_STEPS - 1);
        tally.add(term::KING_DANGER + step, sign);
    }
    let stops = if white {
        passed.north()
    } else {
        passed.south()
    };
    tally.add(
        term::BLOCKED_PASSER,
        sign * (stops & occupied).count() as i32,
    );
    if let (Some(own_king), Some(enemy_king)) = (own_king, enemy_king) {
        kings_near_passers(passed, [enemy_king, own_king], white, tally);
    }
    if let Some(king) = own_king {
        tally.add(term::PINNED, sign * pinned(position, army, king));
    }
    for queen in position.men(army, Kind::Queen) {
        let enemy_men = position.army(enemy);
        let snipers = (attacks::bishop(queen, enemy_men) & position.men(enemy, Kind::Bishop))
            | (attacks::rook(queen, enemy_men) & position.men(enemy, Kind::Rook));
        let weak = Iterator::any(&mut snipers.into_iter(), |sniper| {
            (attacks::between(queen, sniper) & occupied).count() == 1
        });
        tally.add(term::WEAK_QUEEN, sign * i32::from(weak));
    }
    if let Some(king) = own_king {
        tally.add(term::PAWN_SHIELD, sign * shield(king, own_pawns, white));
        let files = adjacent_files(king.file()) | Bitboard::file(king.file());
        let open = (0..8)
            .filter(|&file| {
                let file = Bitboard::file(file);
                (files & file).any() && (file & own_pawns).is_empty()
            })
            .count();
        tally.add(term::KING_OPEN_FILE, sign * open as i32);
        for (index, pawns) in [own_pawns, enemy_pawns].into_iter().enumerate() {
            let nearest = pawns.into_iter().map(|pawn| distance(king, pawn)).min();
            if let Some(distance) = nearest {
                tally.add(term::KING_PAWN_DISTANCE + index, sign * i32::from(distance));
            }
        }
        if (king_flank(king.file()) & (own_pawns | enemy_pawns)).is_empty() {
            tally.add(term::PAWNLESS_FLANK, sign);
        }
        let storm_ranks = if white {
            Bitboard::rank(2) | Bitboard::rank(3) | Bitboard::rank(4)
        } else {
            Bitboard::rank(5) | Bitboard::rank(4) | Bitboard::rank(3)
        };
        for pawn in enemy_pawns & files & storm_ranks {
            let rank = if white { pawn.rank() } else { 7 - pawn.rank() };
            tally.add(term::PAWN_STORM + usize::from(rank) - 2, sign);
        }
    }
    ArmyScore {
        pawns: own_pawns.count(),
        passed,
        pieces_worth,
        attacked,
        by_minor: by_knight | by_bishop,
        by_knight,
        by_bishop,
        by_rook,
        checks,
    }
}

/// `army`'s men that `enemy` threatens: attacked by a lesser man, or
/// attacked and not guarded; `army`'s passed pawns free to advance (to
/// the next square, all the way) and the rooks behind them; the enemy men
/// its pawns would attack after a safe push; the weak squares round the
/// enemy king and the squares it disputes.
fn threats<T: Tally>(
    position: &Position,
    army: Army,
    own: &ArmyScore,
    enemy: &ArmyScore,
    tally: &mut T,
) {
    let white = army == Army::White;
    let sign = if white { 1 } else { -1 };
    let occupied = position.occupied();
    let forward = |men: Bitboard| if white { men.north() } else { men.south() };
    let enemy_army = if white { Army::Black } else { Army::White };
    let enemy_men = position.army(enemy_army);
    for pawn in own.passed {
        let rank = usize::from(if white { pawn.rank() } else { 7 - pawn.rank() });
        let stop = forward(Bitboard::from_square(pawn));
        if (stop & (occupied | enemy.attacked)).is_empty() {
            tally.add(term::FREE_PASSER + rank, sign);
        }
        if (front_span(pawn, white) & (enemy_men | enemy.attacked)).is_empty() {
            tally.add(term::SAFE_PASSER_PATH + rank, sign);
        }
        let behind = attacks::rook(pawn, occupied) & front_span(pawn, !white);
        if (behind & position.men(army, Kind::Rook)).any() {
            tally.add(term::ROOK_BEHIND_PASSER, sign);
        }
        if (behind & position.men(enemy_army, Kind::Rook)).any() {
            tally.add(term::ROOK_BEHIND_PASSER + 1, sign);
        }
    }
    let enemy_pawn_attacks = pawn_attacks(position.men(enemy_army, Kind::Pawn), !white);
    let own_pawns = position.men(army, Kind::Pawn);
    let hanging_pawns = own_pawns & enemy.attacked & !own.attacked;
    tally.add(term::HANGING, sign * hanging_pawns.count() as i32);
    if let Some(king) = position.king_square(enemy_army) {
        let strong_guard = enemy_pawn_attacks | enemy.by_minor | enemy.by_rook;
        let weak = attacks::king(king) & own.attacked & !strong_guard;
        tally.add(term::WEAK_KING_SQUARE, sign * weak.count() as i32);
        let camp = (0..5).fold(Bitboard::EMPTY, |camp, rank| {
            camp | Bitboard::rank(if white { 7 - rank } else { rank })
        });
        tally.add(
            term::KING_FLANK_ATTACK,
            sign * (king_flank(king.file()) & camp & own.attacked).count() as i32,
        );
    }
    let enemy_queens = position.men(enemy_army, Kind::Queen);
    if let (1, Some(queen)) = (enemy_queens.count(), enemy_queens.into_iter().next()) {
        let safe = !position.army(army) & !enemy_pawn_attacks;
        tally.add(
            term::ON_QUEEN,
            sign * (attacks::knight(queen) & own.by_knight & safe).count() as i32,
        );
        let sliders = (attacks::bishop(queen, occupied) & own.by_bishop)
            | (attacks::rook(queen, occupied) & own.by_rook);
        tally.add(term::ON_QUEEN + 1, sign * (sliders & safe).count() as i32);
    }
    tally.add(
        term::RESTRICTED,
        sign * (own.attacked & enemy.attacked & !enemy_pawn_attacks).count() as i32,
    );
    let single = forward(own_pawns) & !occupied;
    let double_rank = Bitboard::rank(if white { 3 } else { 4 });
    let pushes = single | (forward(single) & !occupied & double_rank);
    let safe = pushes & !enemy_pawn_attacks & (own.attacked | !enemy.attacked);
    let targets = position.army(enemy_army) & !position.men(enemy_army, Kind::Pawn);
    tally.add(
        term::PAWN_PUSH_THREAT,
        sign * (pawn_attacks(safe, white) & targets).count() as i32,
    );
    for kind in [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen] {
        let k = kind as usize;
        let men = position.men(army, kind);
        if matches!(kind, Kind::Rook | Kind::Queen) {
            tally.add(
                term::MINOR_THREAT + k,
                sign * (men & enemy.by_minor).count() as i32,
            );
        }
        if kind == Kind::Queen {
            tally.add(
                term::ROOK_THREAT,
                sign * (men & enemy.by_rook).count() as i32,
            );
        }
        let hanging = men & enemy.attacked & !own.attacked;
        tally.add(term::HANGING + k, sign * hanging.count() as i32);
        let safe_checks =
            own.checks[k - Kind::Knight as usize] & !position.army(army) & !enemy.attacked;
        tally.add(
            term::SAFE_CHECK + k - Kind::Knight as usize,
            sign * safe_checks.count() as i32,
        );
    }
}

/// How many of `army`'s men are pinned to its king on `king`.
fn pinned(position: &Position, army: Army, king: Square) -> i32 {
    let enemy = if army == Army::White {
        Army::Black
    } else {
        Army::White
    };
    let enemy_men = position.army(enemy);
    let queens = position.men(enemy, Kind::Queen);
    let snipers = (attacks::bishop(king, enemy_men) & (position.men(enemy, Kind::Bishop) | queens))
        | (attacks::rook(king, enemy_men) & (position.men(enemy, Kind::Rook) | queens));
    snipers
        .into_iter()
        .filter(|&sniper| {
            let between = attacks::between(king, sniper) & position.occupied();
            between.count() == 1 && (between & position.army(army)).any()
        })
        .count() as i32
}

/// The four centre squares.
const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// The safe squares in the centre of an army's own side ([`term::SPACE`]),
/// those behind its pawns `pawns` counted twice.
fn space(pawns: Bitboard, enemy_pawn_attacks: Bitboard, white: bool) -> i32 {
    let files = (2..6).fold(Bitboard::EMPTY, |files, file| files | Bitboard::file(file));
    let ranks = if white { [1, 2, 3] } else { [6, 5, 4] };
    let own_side = ranks
        .into_iter()
        .fold(Bitboard::EMPTY, |side, rank| side | Bitboard::rank(rank));
    let safe = files & own_side & !pawns & !enemy_pawn_attacks;
    let behind = if white {
        Bitboard((pawns.0 >> 8) | (pawns.0 >> 16) | (pawns.0 >> 24))
    } else {
        Bitboard((pawns.0 << 8) | (pawns.0 << 16) | (pawns.0 << 24))
    };
    (safe.count() + (safe & behind).count()) as i32
}

/// How far the enemy king, then the own king, stand from the square in
/// front of each passed pawn past its third rank, weighted by how far it
/// has gone.
fn kings_near_passers<T: Tally>(passed: Bitboard, kings: [Square; 2], white: bool, tally: &mut T) {
    let sign = if white { 1 } else { -1 };
    for pawn in passed {
        let rank = if white { pawn.rank() } else { 7 - pawn.rank() };
        // A pawn on the last rank (a table game's board may hold one) has
        // no square in front.
        if !(3..7).contains(&rank) {
            continue;
        }
        let next_rank = if white {
            pawn.rank() + 1
        } else {
            pawn.rank() - 1
        };
        let Some(stop) = Square::new(pawn.file(), next_rank) else {
            continue;
        };
        for (index, king) in kings.into_iter().enumerate() {
            let distance = distance(king, stop).min(5);
            tally.add(
                term::PASSER_KING_DISTANCE + index,
                sign * i32::from(rank - 2) * i32::from(distance),
            );
        }
    }
}

/// Doubled, isolated, supported, backward and passed pawns of the army
/// whose pawns are `own` (White's if `white`): terms of where the pawns
/// stand alone. Returns the passed pawns.
fn pawn_structure<T: Tally + ?Sized>(
    own: Bitboard,
    enemy: Bitboard,
    white: bool,
    tally: &mut T,
) -> Bitboard {
    let mut passed = Bitboard::EMPTY;
    let sign = if white { 1 } else { -1 };
    let guarded = pawn_attacks(own, white);
    let enemy_attacks = pawn_attacks(enemy, !white);
    let beside =
        Bitboard(((own.0 & !Bitboard::file(0).0) >> 1) | ((own.0 & !Bitboard::file(7).0) << 1));
    for file in 0..8u8 {
        let on_file = (own & Bitboard::file(file)).count() as i32;
        if on_file > 1 {
            tally.add(term::DOUBLED_PAWN, sign * (on_file - 1));
        }
        if on_file > 0 && (own & adjacent_files(file)).is_empty() {
            tally.add(term::ISOLATED_PAWN, sign * on_file);
        }
    }
    for pawn in own {
        let rank = if white { pawn.rank() } else { 7 - pawn.rank() } as usize;
        if guarded.contains(pawn) || beside.contains(pawn) {
            tally.add(term::SUPPORTED_PAWN + rank, sign);
        }
        let ahead = front_span(pawn, white);
        let stop = if white {
            Bitboard::from_square(pawn).north()
        } else {
            Bitboard::from_square(pawn).south()
        };
        // The squares beside and behind it on the files next to it.
        let level_and_behind = adjacent_files(pawn.file()) & !neighbour_span(pawn, ahead);
        if (level_and_behind & own).is_empty() && (stop & enemy_attacks).any() {
            tally.add(term::BACKWARD_PAWN, sign);
        }
        let blockers = ahead | neighbour_span(pawn, ahead);
        if (blockers & enemy).is_empty() && (Bitboard::file(pawn.file()) & ahead & own).is_empty() {
            passed |= Bitboard::from_square(pawn);
            tally.add(term::PASSED_PAWN + rank, sign);
        }
    }
    passed
}

/// Own pawns on the king's file and the two beside it, one or two ranks in
/// front of him (at most 3 count).
fn shield(king: Square, pawns: Bitboard, white: bool) -> i32 {
    let files = adjacent_files(king.file()) | Bitboard::file(king.file());
    let mut front = Bitboard::EMPTY;
    for step in [1i8, 2] {
        let rank = king.rank() as i8 + if white { step } else { -step };
        if (0..8).contains(&rank) {
            front |= Bitboard::rank(rank as u8);
        }
    }
    ((files & front & pawns).count() as i32).min(3)
}

/// How many king steps apart two squares are.
fn distance(from: Square, to: Square) -> u8 {
    from.file()
        .abs_diff(to.file())
        .max(from.rank().abs_diff(to.rank()))
}

/// The four files round a king on `file` (a to d, c to f or e to h).
fn king_flank(file: u8) -> Bitboard {
    let first = match file {
        0..=2 => 0,
        3 | 4 => 2,
        _ => 4,
    };
    (first..first + 4).fold(Bitboard::EMPTY, |files, file| files | Bitboard::file(file))
}

fn adjacent_files(file: u8) -> Bitboard {
    let mut files = Bitboard::EMPTY;
    if file > 0 {
        files |= Bitboard::file(file - 1);
    }
    if file < 7 {
        files |= Bitboard::file(file + 1);
    }
    files
}

/// The squares in front of a pawn on its own file.
fn front_span(pawn: Square, white: bool) -> Bitboard {
    let file = Bitboard::file(pawn.file());
    let rank = pawn.rank() as u32;
    let ahead = if white {
        Bitboard((!0u64).checked_shl(8 * (rank + 1)).unwrap_or(0))
    } else {
        Bitboard((1u64 << (8 * rank)) - 1)
    };
    file & ahead
}

/// The squares beside `ahead` on the neighbouring files.
fn neighbour_span(pawn: Square, ahead: Bitboard) -> Bitboard {
    let mut span = Bitboard::EMPTY;
    if pawn.file() > 0 {
        span |= Bitboard(ahead.0 >> 1);
    }
    if pawn.file() < 7 {
        span |= Bitboard(ahead.0 << 1);
    }
    span
}

/// Every square the pawns attack.
fn pawn_attacks(pawns: Bitboard, white: bool) -> Bitboard {
    let not_a = !Bitboard::file(0).0;
    let not_h = !Bitboard::file(7).0;
    let p = pawns.0;
    Bitboard(if white {
        ((p & not_a) << 7) | ((p & not_h) << 9)
    } else {
        ((p & not_a) >> 9) | ((p & not_h) >> 7)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen, Rules::STANDARD).unwrap())
    }

    #[test]
    fn the_start_is_level_and_mirrored_positions_score_alike() {
        let start = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(start, TEMPO);
        let white = eval("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let black = eval("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3");
        assert_eq!(white, black);
    }

    #[test]
    fn material_and_passed_pawns_count() {
        // White is a knight up.
        assert!(
            eval("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1") < 100,
            "a lone knight cannot win"
        );
        assert!(eval("4k3/pppp4/8/8/8/8/PPPP4/2N1K3 w - - 0 1") > 250);
        // A far-advanced passed pawn is worth much more than one at home.
        let advanced = eval("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1");
        let home = eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1");
        assert!(advanced > home + 80, "{advanced} vs {home}");
    }

    #[test]
    fn the_pawn_cache_gives_the_evaluation_without_it() {
        use crate::ai::tuned::TUNED;
        use crate::engine::MoveList;
        let mut pawns = PawnCache::default();
        let mut seen = 0;
        // Games walked by a fixed rule through every kind of pawn move
        // (pushes, captures, promotions), each position evaluated with the
        // cache filled by the positions before it, under two sets of
        // weights in turn.
        for (game, fen) in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ]
        .into_iter()
        .enumerate()
        {
            let mut position = Position::from_fen(fen, Rules::STANDARD).unwrap();
            for ply in 0..120 {
                let mut moves = MoveList::default();
                position.generate_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for weights in [&TUNED, &CLASSIC] {
                    assert_eq!(
                        evaluate_cached(&position, weights, &mut pawns),
                        evaluate_with(&position, weights),
                        "{}",
                        position.fen()
                    );
                }
                seen += 1;
                let pick = (ply * 7 + game * 3 + moves.len()) % moves.len();
                position.make(moves[pick]);
            }
        }
        assert!(seen > 150, "{seen} positions");
    }

    fn count(fen: &str, term: usize) -> i16 {
        let terms = trace(&Position::from_fen(fen, Rules::STANDARD).unwrap()).terms;
        terms
            .iter()
            .find(|&&(t, _)| t as usize == term)
            .map_or(0, |&(_, count)| count)
    }

    #[test]
    fn a_man_attacked_by_a_lesser_one_or_left_unguarded_is_threatened() {
        let rook = Kind::Rook as usize;
        // Black's knight on d5 attacks White's unguarded rook on c3.
        let unguarded = "4k3/8/8/3n4/8/2R5/8/4K3 w - - 0 1";
        assert_eq!(count(unguarded, term::MINOR_THREAT + rook), 1);
        assert_eq!(count(unguarded, term::HANGING + rook), 1);
        // A pawn on b2 guards the rook: still threatened, no longer hanging.
        let guarded = "4k3/8/8/3n4/8/2R5/1P6/4K3 w - - 0 1";
        assert_eq!(count(guarded, term::MINOR_THREAT + rook), 1);
        assert_eq!(count(guarded, term::HANGING + rook), 0);
        // Black's rook on d8 attacks White's queen on d2, which her king
        // guards; she attacks the rook, which his king does not.
        let queen = "3r2k1/8/8/8/8/8/3Q4/4K3 w - - 0 1";
        assert_eq!(count(queen, term::ROOK_THREAT), 1);
        assert_eq!(count(queen, term::HANGING + Kind::Queen as usize), 0);
        assert_eq!(count(queen, term::HANGING + rook), -1);
    }

    #[test]
    fn kings_count_by_their_distance_from_a_passers_next_square() {
        let enemy = term::PASSER_KING_DISTANCE;
        let own = enemy + 1;
        // White's pawn on b6 (three ranks past the third); b7 is five or
        // more squares from Black's king on h1, one from White's on c6.
        let far = "8/8/1PK5/8/8/8/8/7k w - - 0 1";
        assert_eq!((count(far, enemy), count(far, own)), (15, 3));
        // The same for Black, mirrored, counts against him.
        let mirrored = "7K/8/8/8/8/1pk5/8/8 b - - 0 1";
        assert_eq!((count(mirrored, enemy), count(mirrored, own)), (-15, -3));
        // A passer on its third rank does not count.
        let early = "8/8/8/8/8/1PK5/8/7k w - - 0 1";
        assert_eq!((count(early, enemy), count(early, own)), (0, 0));
    }

    #[test]
    fn mobility_counts_the_squares_a_piece_can_go_to() {
        let knight = term::MOBILITY_OF[Kind::Knight as usize];
        let rook = term::MOBILITY_OF[Kind::Rook as usize];
        // White's knight on d4: eight squares, less c6 and e6 where
        // Black's pawn on d7 attacks; his rook on a1: a2 to a8 and b1 to
        // d1, his king standing on e1.
        let fen = "4k3/3p4/8/8/3N4/8/8/R3K3 w - - 0 1";
        assert_eq!(count(fen, knight + 6), 1);
        assert_eq!(count(fen, rook + 10), 1);
        // Black's knight in the corner, mirrored, counts against him.
        assert_eq!(count("n3k3/8/8/8/8/8/8/4K3 w - - 0 1", knight + 2), -1);
    }

    #[test]
    fn king_danger_steps_with_the_attack_and_safe_checks_count() {
        let danger = |fen: &str| {
            (0..term::KING_DANGER_STEPS)
                .map(|step| (step, count(fen, term::KING_DANGER + step)))
                .filter(|&(_, count)| count != 0)
                .collect::<Vec<_>>()
        };
        let (knight, queen) = (term::SAFE_CHECK, term::SAFE_CHECK + 3);
        // Round Black's king on g8, White's queen on h5 attacks f7, h7
        // and h8 (5 units each), his knight on g5 f7 and h7 (2 each): 19
        // units. The queen checks safely from e8 only: f7, h7 and h8 are
        // next to the king.
        let attack = "6k1/6p1/8/6NQ/8/8/8/4K3 w - - 0 1";
        assert_eq!(danger(attack), vec![(19, 1)]);
        assert_eq!((count(attack, knight), count(attack, queen)), (0, 1));
        // With the knight on g4, the queen attacks alone: no danger. The
        // knight's checks from f6 and h6 are safe, unless a pawn on g7
        // guards them.
        let open = "6k1/8/8/7Q/6N1/8/8/4K3 w - - 0 1";
        assert_eq!(danger(open), vec![]);
        assert_eq!(count(open, knight), 2);
        assert_eq!(count("6k1/6p1/8/7Q/6N1/8/8/4K3 w - - 0 1", knight), 0);
        // Black's safe checks count against him.
        assert_eq!(count("4k3/8/8/6n1/8/8/8/6K1 w - - 0 1", knight), -2);
    }

    #[test]
    fn backward_pawns_bad_bishops_and_open_files_at_the_king_count() {
        // White's d3 has no pawn beside or behind it, and Black's c5
        // attacks d4; Black's c5 has b6 behind it.
        let backward = "4k3/8/1p6/2p5/4P3/3P4/8/4K3 w - - 0 1";
        assert_eq!(count(backward, term::BACKWARD_PAWN), 1);
        // A pawn on c2 stands behind d3.
        let supported = "4k3/8/1p6/2p5/4P3/3P4/2P5/4K3 w - - 0 1";
        assert_eq!(count(supported, term::BACKWARD_PAWN), 0);
        // The bishop on c1 shares its dark squares with b2 alone; the
        // king on g1 has no pawn on the f, g or h file, Black's on e8 has
        // one on each of his.
        let fen = "4k3/pppppppp/8/8/8/8/PPP5/2B3K1 w - - 0 1";
        assert_eq!(count(fen, term::BISHOP_PAWNS), 1);
        assert_eq!(count(fen, term::KING_OPEN_FILE), 3);
    }

    #[test]
    fn storming_pawns_free_passers_and_pawn_push_threats_count() {
        let storm = |fen: &str| {
            (0..3)
                .map(|at| count(fen, term::PAWN_STORM + at))
                .collect::<Vec<_>>()
        };
        // Round White's king on g1, Black's pawns on h3 (his third rank),
        // g4 (fourth) and f5 (fifth) storm him; a5 is on no file of his.
        let storming = "4k3/8/8/p4p2/6p1/7p/8/6K1 w - - 0 1";
        assert_eq!(storm(storming), vec![1, 1, 1]);
        // White's pawns on Black's king's files count against Black.
        assert_eq!(storm("6k1/8/6P1/8/8/8/8/4K3 w - - 0 1"), vec![-1, 0, 0]);
        // White's passer on b5 is free: b6 is empty and unattacked. With
        // Black's knight on c8 guarding b6 it is not, nor with a man on b6.
        let free = term::FREE_PASSER + 4;
        assert_eq!(count("4k3/8/8/1P6/8/8/8/4K3 w - - 0 1", free), 1);
        assert_eq!(count("2n1k3/8/8/1P6/8/8/8/4K3 w - - 0 1", free), 0);
        assert_eq!(count("4k3/8/1b6/1P6/8/8/8/4K3 w - - 0 1", free), 0);
        // White's e2 pawn, pushed to e4 (which nothing of Black's
        // attacks), would attack Black's knight on d5 and rook on f5.
        let push = "4k3/8/8/3n1r2/8/8/4P3/4K3 w - - 0 1";
        assert_eq!(count(push, term::PAWN_PUSH_THREAT), 2);
        // With a pawn on d5 attacking e4 the push is not safe.
        let guarded = "4k3/8/8/3p1r2/8/8/4P3/4K3 w - - 0 1";
        assert_eq!(count(guarded, term::PAWN_PUSH_THREAT), 0);
    }

    #[test]
    fn weak_king_squares_disputed_squares_and_hanging_pawns_count() {
        // White's rook on a7 attacks f7, g7 and h7 round Black's king,
        // which guards them alone; Black's knight on e8 guards g7 too.
        let weak = "6k1/R7/8/8/8/8/8/6K1 w - - 0 1";
        assert_eq!(count(weak, term::WEAK_KING_SQUARE), 3);
        let guarded = "4n1k1/R7/8/8/8/8/8/6K1 w - - 0 1";
        assert_eq!(count(guarded, term::WEAK_KING_SQUARE), 2);
        // Both rooks attack d2 to d7; White's pawn on c2 attacks d3, so
        // Black's share of them is one smaller.
        let disputed = "3r4/8/7k/8/8/K7/2P5/3R4 w - - 0 1";
        assert_eq!(count(disputed, term::RESTRICTED), 1);
        // An unguarded pawn a rook attacks hangs.
        let hanging = "4k3/8/8/8/8/8/P7/r3K3 w - - 0 1";
        assert_eq!(count(hanging, term::HANGING), 1);
    }

    #[test]
    fn rooks_behind_passers_safe_paths_and_the_king_by_his_pawns_count() {
        // White's rook on b1 stands behind the passer on b5; Black's would
        // count against White; a knight on b3 between them cuts it off.
        let rooks = |fen: &str| {
            (0..2)
                .map(|at| count(fen, term::ROOK_BEHIND_PASSER + at))
                .collect::<Vec<_>>()
        };
        assert_eq!(rooks("4k3/8/8/1P6/8/8/8/1R2K3 w - - 0 1"), vec![1, 0]);
        assert_eq!(rooks("4k3/8/8/1P6/8/8/8/1r2K3 w - - 0 1"), vec![0, 1]);
        assert_eq!(rooks("4k3/8/8/1P6/8/1N6/8/1R2K3 w - - 0 1"), vec![0, 0]);
        // Nothing of Black's stands on or attacks b6 to b8, until his king
        // on c8 attacks b7 and b8.
        let path = term::SAFE_PASSER_PATH + 4;
        assert_eq!(count("4k3/8/8/1P6/8/8/8/4K3 w - - 0 1", path), 1);
        assert_eq!(count("2k5/8/8/1P6/8/8/8/4K3 w - - 0 1", path), 0);
        // White's king on e1 is four files from his pawn on a2 and Black's
        // on e8 two ranks from it on e6; Black's king, one from his pawn
        // and six from White's.
        let far = "4k3/8/4p3/8/8/8/P7/4K3 w - - 0 1";
        assert_eq!(count(far, term::KING_PAWN_DISTANCE), 4 - 2);
        assert_eq!(count(far, term::KING_PAWN_DISTANCE + 1), 5 - 6);
        // Two knights and a rook with three pawns; Black a rook and a pawn.
        let pieces = "r3k3/4p3/8/8/8/8/PPP5/RNN1K3 w - - 0 1";
        assert_eq!(count(pieces, term::PIECE_PAWNS), 2 * 3);
        assert_eq!(count(pieces, term::PIECE_PAWNS + 1), 0);
        assert_eq!(count(pieces, term::PIECE_PAWNS + 2), 3 - 1);
        // Black's king on g8 has no pawn on files e to h; White's on b1
        // has his pawn on a2.
        let flank = "6k1/8/8/8/8/8/P7/1K6 w - - 0 1";
        assert_eq!(count(flank, term::PAWNLESS_FLANK), -1);
    }

    #[test]
    fn king_protectors_space_and_the_complexity_terms_count() {
        // White's knight on h1 is three king steps from his king on e1;
        // his pawns on d4 and e4 leave him c2 to f4 but d4 and e4 (ten
        // squares), d2, d3, e2 and e3 behind them counting twice, times
        // his one piece. Black has no piece.
        let fen = "4k3/8/8/8/3PP3/8/8/4K2N w - - 0 1";
        assert_eq!(count(fen, term::KING_PROTECTOR), 3);
        assert_eq!(count(fen, term::SPACE), 14);
        let complexity = |fen: &str| {
            let trace = trace(&Position::from_fen(fen, Rules::STANDARD).unwrap());
            (0..term::COMPLEXITY_TERMS)
                .map(|at| {
                    trace
                        .complexity
                        .iter()
                        .find(|&&(t, _)| usize::from(t) == term::COMPLEXITY + at)
                        .map_or(0, |&(_, count)| count)
                })
                .collect::<Vec<_>>()
        };
        // Two passed pawns, two pawns, the kings on one file seven ranks
        // apart, pawns on both flanks, neither king past his fourth rank,
        // a piece on the board.
        assert_eq!(complexity(fen), vec![2, 2, -7, 1, 0, 0, 0, 1]);
        // Kings and a pawn on one flank, White's king on f5 two files and
        // one rank from Black's on h6.
        let ending = "8/8/7k/5K2/8/8/6P1/8 w - - 0 1";
        assert_eq!(complexity(ending), vec![1, 1, 1, 0, 1, 1, 0, 1]);
    }

    #[test]
    fn pins_weak_queens_long_diagonals_flank_attacks_and_queen_threats_count() {
        // Black's rook on e7 pins White's knight on e2 to his king, unless
        // Black's own pawn on e5 stands between.
        assert_eq!(count("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", term::PINNED), 1);
        assert_eq!(
            count("4k3/4r3/8/4p3/8/8/4N3/4K3 w - - 0 1", term::PINNED),
            0
        );
        // Black's bishop on b4 looks at White's queen on e1 past his
        // knight on d2.
        let queen = "7k/8/8/8/1b6/8/3N4/4Q1K1 w - - 0 1";
        assert_eq!(count(queen, term::WEAK_QUEEN), 1);
        // White's bishop on b2 sees d4 and e5 past a knight on c3, not
        // past a pawn.
        assert_eq!(
            count("4k3/8/8/8/8/2N5/1B6/4K3 w - - 0 1", term::LONG_DIAGONAL),
            1
        );
        assert_eq!(
            count("4k3/8/8/8/8/2P5/1B6/4K3 w - - 0 1", term::LONG_DIAGONAL),
            0
        );
        // White's rook on a5 attacks e5 to h5, on Black's king's flank and
        // in his half.
        assert_eq!(
            count("6k1/8/8/R7/8/8/8/4K3 w - - 0 1", term::KING_FLANK_ATTACK),
            4
        );
        // White's knight on d4 could attack Black's queen on d8 from c6 or
        // e6, his rook on h6 from d6; a pawn on e7 guards d6.
        let threats = "3qk3/8/7R/8/3N4/8/8/4K3 w - - 0 1";
        assert_eq!(count(threats, term::ON_QUEEN), 2);
        assert_eq!(count(threats, term::ON_QUEEN + 1), 1);
        let guarded = "3qk3/4p3/7R/8/3N4/8/8/4K3 w - - 0 1";
        assert_eq!(count(guarded, term::ON_QUEEN + 1), 0);
    }

    #[test]
    fn the_endgame_scale_follows_its_rule() {
        use crate::ai::tuned::TUNED;
        let ending = |fen: &str| trace(&Position::from_fen(fen, Rules::STANDARD).unwrap()).ending;
        let rule = |at: usize, count: i32| Some(((term::SCALE + at) as u16, count));
        // Bishops of opposite colours (d3 light, d6 dark) and White's
        // passed pawn on a4.
        let bishops = ending("4k3/8/3b4/8/P7/3B4/8/4K3 w - - 0 1");
        assert_eq!(bishops.scale, [rule(0, 1), rule(0, 0)]);
        // With a rook each, the men of the side ahead count.
        let rooks = ending("r3k3/8/3b4/8/P7/3B4/8/R3K3 w - - 0 1");
        assert_eq!(rooks.scale, [rule(1, 4), rule(1, 3)]);
        // Bishops of one colour: the pawns of the side ahead count.
        let same = ending("4k3/8/4b3/8/P7/3B4/8/4K3 w - - 0 1");
        assert_eq!(same.scale, [rule(2, 1), rule(2, 0)]);
        // A rook against a bare king, or a queen against a rook, is not
        // scaled; a rook against a bishop, or the side behind, is.
        let bare = ending("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(bare.scale, [None, rule(2, 0)]);
        assert_eq!(bare.scale(&TUNED, true), 64);
        let queen = ending("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(queen.scale, [rule(2, 0), None]);
        let rook = ending("4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1");
        assert_eq!(rook.scale, [rule(2, 0), rule(2, 0)]);
        // Scales cap at 64ths; the classic weights never scale.
        let mut weights = CLASSIC.clone();
        weights.0[term::SCALE + 2] = Score(36, 7);
        assert_eq!(same.scale(&weights, true), 43);
        assert_eq!(same.scale(&weights, false), 36);
        weights.0[term::SCALE + 2] = Score(60, 7);
        assert_eq!(same.scale(&weights, true), 64);
        assert_eq!(same.scale(&CLASSIC, false), 64);
        assert_eq!(rooks.scale(&CLASSIC, true), 64);
    }

    #[test]
    fn the_classic_weights_keep_the_linear_mobility_and_squared_danger() {
        let knight = term::MOBILITY_OF[Kind::Knight as usize];
        assert_eq!(CLASSIC.0[knight + 4], Score(0, 0));
        assert_eq!(CLASSIC.0[knight + 8], Score(16, 16));
        assert_eq!(CLASSIC.0[term::KING_DANGER + 10], Score(100, 25));
        assert_eq!(
            CLASSIC.0[term::KING_DANGER + term::KING_DANGER_STEPS - 1],
            Score(500, 125)
        );
    }

    #[test]
    fn pawn_attack_sets_do_not_wrap_round_the_board() {
        let a2 = Bitboard::from_square(Square::parse("a2").unwrap());
        assert_eq!(
            pawn_attacks(a2, true),
            Bitboard::from_square(Square::parse("b3").unwrap())
        );
        let h7 = Bitboard::from_square(Square::parse("h7").unwrap());
        assert_eq!(
            pawn_attacks(h7, false),
            Bitboard::from_square(Square::parse("g6").unwrap())
        );
    }
}
