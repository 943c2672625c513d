//! Fitting the chess evaluation's weights to the results of the engine's
//! own games (Texel's method): [`play_games`] plays the engine against
//! itself from randomised openings and keeps the quiet positions with how
//! the game ended; [`score_samples`] may add what a search of each
//! position says; [`fit`] then finds the weights whose evaluation, put
//! through a logistic curve, best predicts those results, or a mix of
//! each result and the result its score predicts ([`target`]) (least
//! squares, by gradient descent). `parlour selfplay`, `parlour score` and
//! `parlour tune` run them;
//! [`super::tuned`] holds the weights they produced in eleven rounds. First
//! from the positions of `parlour selfplay --games 8000 --nodes 4000
//! --seed 11` (stopped after about 5,000 games, 374,123 positions) played
//! by the engine with the classic weights: the old terms fitted first
//! from the classic weights, then all of them from that fit. Then from
//! `parlour selfplay --games 5000 --nodes 4000 --seed 12 --threads 1`
//! (stopped at 285,353 positions) played with the first round's weights
//! and hand-set threat and passed-pawn king terms, all fitted from
//! those. Then the mobility and king danger tables and the safe checks,
//! first fitted to those positions from the second round's weights, then
//! all weights to 544,938 positions: those and the positions of
//! `parlour selfplay --games 6000 --nodes 4000 --seed 13 --threads 1`
//! (stopped at 259,584) played with the second round's weights. Then,
//! with more terms (backward pawns, bishops and their pawns, open files
//! at the king, minors behind pawns), all weights to 995,955 positions:
//! those and the positions of `parlour selfplay --games 8000 --nodes 4000
//! --seed 14 --threads 1` (stopped at 451,017, played with the third
//! round's weights and the first three new terms), held ten times more
//! loosely to where they started than before (the hold had kept each
//! fit from going far from the last). Fifth, all weights from the fourth
//! round's to 1,367,578 positions: those and the positions of `parlour
//! selfplay --games 20000 --nodes 4000 --seed 15 --threads 1` (stopped
//! at 371,623, played with the fourth round's weights). Then, with
//! three more terms (pawns storming the king, passed pawns free to
//! advance, men a safe pawn push would attack), all weights from the
//! fifth round's to the 1,051,007 positions of `parlour selfplay --games
//! 40000 --nodes 4000 --seed 16 --threads 2` alone (stopped there,
//! played with the fifth round's weights). Seventh, with more terms (weak
//! squares round the king, rooks behind and safe paths of passed pawns,
//! hanging pawns, the king's distance from the pawns and a flank without
//! pawns, disputed squares, pieces times own pawns), all weights from the
//! sixth round's to 2,037,969 positions: those and the positions of
//! `parlour selfplay --games 40000 --nodes 4000 --seed 17 --threads 2`
//! (stopped at 986,962, played with the sixth round's weights). Eighth,
//! with more terms (minor pieces far from their king, space, attacks on
//! the king's flank, squares that would attack the queen, bishops on
//! long diagonals, men pinned to their king, weak queens, the
//! complexity terms; the endgame scale set by hand), all weights from
//! the seventh round's, the new ones from nought, to the positions of
//! `parlour selfplay --games 16000 --seed 18 --threads 2` (played by the
//! engine of commit a9f8d48, 5,000 nodes a move), 250 steps. Ninth,
//! every weight from the eighth round's to the 975,734 positions of
//! `parlour selfplay --games 16000 --seed 20 --threads 2` (played by the
//! engine of commit 30b5116), each scored by `parlour score --nodes
//! 2000` and aimed at a quarter of its game's result and three quarters
//! of the result its score predicts (`parlour tune --epochs 250
//! --result-share 0.25`): a search's view of a position is a far less
//! noisy target than one game's ending. Tenth, the same from the ninth
//! round's weights to 2,060,954 positions (seed 20's and seed 18's
//! self-play, each scored at 2,000 nodes). Twelfth (an eleventh, on
//! three million positions, gained nothing and was dropped), every
//! weight from the tenth round's to the 803,137 positions of `parlour
//! selfplay --games 11000 --nodes 2000 --seed 71 --threads 2` (played by
//! the engine of commit 8827eba), each scored by a 2,000-node search of
//! Debian's Stockfish 15.1 instead of our own (`scripts/label-stockfish
//! --steepness 1.07`: its scores times 0.90) and aimed at 0.3 of its
//! result (`parlour tune --epochs 250 --result-share 0.3`): a stronger
//! evaluation's view is a better target than our own search's.

use std::fmt::Write as _;

use super::budget::Limits;
use super::evaluation::{Score, Trace, Weights, term, trace};
use super::search::Searcher;
use super::searchable::MATE_BOUND;
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::engine::{MoveKind, Position, Rules, STARTING_FEN};

/// A position of a finished game, how the game ended for White (1, ½
/// or 0) and, once [`score_samples`] has searched it, the search's score
/// from White's view in centipawns.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub fen: String,
    pub result: f64,
    pub score: Option<i32>,
}

impl Sample {
    /// The sample as one line, `FEN;result` or `FEN;result;score`.
    pub fn line(&self) -> String {
        match self.score {
            Some(score) => format!("{};{};{score}", self.fen, self.result),
            None => format!("{};{}", self.fen, self.result),
        }
    }

    /// A sample read from a line `FEN;result` (result 1, 0.5 or 0) or
    /// `FEN;result;score` (score in centipawns, White's view).
    pub fn parse(line: &str) -> Result<Sample, String> {
        let mut fields = line.split(';');
        let (Some(fen), Some(result), score, None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(format!("{line:?}: expected FEN;result or FEN;result;score"));
        };
        let result: f64 = result
            .trim()
            .parse()
            .map_err(|_| format!("{line:?}: the result must be 1, 0.5 or 0"))?;
        if ![0.0, 0.5, 1.0].contains(&result) {
            return Err(format!("{line:?}: the result must be 1, 0.5 or 0"));
        }
        let score = score
            .map(|score| {
                score
                    .trim()
                    .parse::<i32>()
                    .map_err(|_| format!("{line:?}: the score must be whole centipawns"))
            })
            .transpose()?;
        Position::from_fen(fen, Rules::STANDARD).map_err(|e| format!("{line:?}: {e}"))?;
        Ok(Sample {
            fen: fen.to_string(),
            result,
            score,
        })
    }
}

/// `samples`, each with the score a search of `nodes` nodes gives its
/// position (White's view), searched on `threads` threads; in their order.
pub fn score_samples(samples: &[Sample], nodes: u64, threads: usize) -> Vec<Sample> {
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let chunk = samples.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut searcher = Searcher::<Position>::new(4);
                    part.iter()
                        .map(|sample| Sample {
                            score: white_score(&mut searcher, &sample.fen, limits),
                            ..sample.clone()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().unwrap_or_default())
            .collect()
    })
}

/// The score of a search of `fen` within `limits`, from White's view.
fn white_score(searcher: &mut Searcher<Position>, fen: &str, limits: Limits) -> Option<i32> {
    let mut position = Position::from_fen(fen, Rules::STANDARD).ok()?;
    let found = searcher.search(&mut position, &[], limits, |_| {});
    Some(if position.turn() == Army::White {
        found.score
    } else {
        -found.score
    })
}

/// How the self-play games are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// Nodes the engine searches for each move.
    pub nodes: u64,
    /// Random moves played from the start before the engine takes over.
    pub random_plies: usize,
    /// A game is given to a side once the engine's score stays beyond this
    /// for [`SelfPlay::adjudicate_plies`] plies in a row.
    pub decisive_score: i32,
    pub adjudicate_plies: usize,
    /// A game still going after this many plies is a draw.
    pub most_plies: usize,
}

impl Default for SelfPlay {
    fn default() -> SelfPlay {
        SelfPlay {
            nodes: 5_000,
            random_plies: 8,
            decisive_score: 1_000,
            adjudicate_plies: 6,
            most_plies: 300,
        }
    }
}

/// Plays game number `game` (its openings drawn from `seed` and `game`)
/// and returns its quiet positions, each with the game's result: those
/// not in check where the engine's move was no capture or promotion and
/// its score no mate. `None` when the random opening already ended the
/// game or left it lopsided (beyond 300 centipawns).
pub fn play_game(seed: u64, game: u64, settings: &SelfPlay) -> Option<Vec<Sample>> {
    let mut random = Random::seeded(seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut position = Position::from_fen(STARTING_FEN, Rules::STANDARD).ok()?;
    let mut hashes = Vec::new();
    for _ in 0..settings.random_plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[random.below(moves.len() as u64) as usize];
        hashes.push(position.hash());
        position.make(mv);
    }
    let mut searcher = Searcher::<Position>::new(4);
    let limits = Limits {
        nodes: Some(settings.nodes),
        ..Limits::default()
    };
    let mut quiet = Vec::new();
    let mut streak: (i32, usize) = (0, 0);
    let result = loop {
        if position.legal_moves().is_empty() {
            break match (position.is_check(), position.turn()) {
                (false, _) => 0.5,
                (true, Army::White) => 0.0,
                (true, _) => 1.0,
            };
        }
        let repeated = hashes.iter().filter(|&&h| h == position.hash()).count() >= 2;
        if repeated
            || position.halfmove_clock() >= 100
            || position.is_insufficient_material()
            || hashes.len() >= settings.most_plies
        {
            break 0.5;
        }
        let found = searcher.search(&mut position, &hashes, limits, |_| {});
        if hashes.len() == settings.random_plies && found.score.abs() > 300 {
            return None;
        }
        let mv = found.best()?;
        // The score from White's view decides adjudication.
        let white_score = if position.turn() == Army::White {
            found.score
        } else {
            -found.score
        };
        let side = white_score.signum();
        streak = if white_score.abs() >= settings.decisive_score && side == streak.0 {
            (side, streak.1 + 1)
        } else if white_score.abs() >= settings.decisive_score {
            (side, 1)
        } else {
            (0, 0)
        };
        if streak.1 >= settings.adjudicate_plies {
            break if streak.0 > 0 { 1.0 } else { 0.0 };
        }
        let tactical = match mv.kind {
            MoveKind::Castle => false,
            MoveKind::EnPassant | MoveKind::Promotion(_) => true,
            _ => position.man_at(mv.to).is_some(),
        };
        if !position.is_check() && !tactical && found.score.abs() < MATE_BOUND {
            quiet.push(position.fen());
        }
        hashes.push(position.hash());
        position.make(mv);
    };
    Some(
        quiet
            .into_iter()
            .map(|fen| Sample {
                fen,
                result,
                score: None,
            })
            .collect(),
    )
}

/// The games `first..first + count` of `seed`, played on `threads`
/// threads; their samples in game order.
pub fn play_games(
    seed: u64,
    first: u64,
    count: u64,
    threads: usize,
    settings: &SelfPlay,
) -> Vec<Sample> {
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                scope.spawn(move || {
                    (first + thread..first + count)
                        .step_by(threads as usize)
                        .map(|game| (game, play_game(seed, game, settings).unwrap_or_default()))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut games: Vec<(u64, Vec<Sample>)> = handles
            .into_iter()
            .flat_map(|handle| handle.join().unwrap_or_default())
            .collect();
        games.sort_by_key(|(game, _)| *game);
        games.into_iter().flat_map(|(_, samples)| samples).collect()
    })
}

/// The logistic curve that turns an evaluation (centipawns, White's view)
/// into an expected result for White, steepness `k`.
fn expected(eval: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// What a fit aims `sample` at: its result, mixed with the result its
/// search score predicts at steepness `k`, `result_share` of the mix the
/// game's (the result alone when it has no score).
pub fn target(sample: &Sample, k: f64, result_share: f64) -> f64 {
    match sample.score {
        Some(score) => {
            result_share * sample.result + (1.0 - result_share) * expected(f64::from(score), k)
        }
        None => sample.result,
    }
}

/// Mean squared error of the results `data` predicts with `weights`.
pub fn error(data: &[(Trace, f64)], weights: &[[f64; 2]], k: f64) -> f64 {
    let total: f64 = data
        .iter()
        .map(|(trace, result)| (result - expected(trace.evaluate_f64(weights), k)).powi(2))
        .sum();
    total / data.len().max(1) as f64
}

/// The steepness that fits `weights` best (scanned to 0.01).
pub fn best_steepness(data: &[(Trace, f64)], weights: &[[f64; 2]]) -> f64 {
    let mut best = (f64::MAX, 1.0);
    let mut k = 0.3;
    while k <= 3.0 {
        let e = error(data, weights, k);
        if e < best.0 {
            best = (e, k);
        }
        k += 0.01;
    }
    best.1
}

/// How the fitting runs.
#[derive(Clone, Copy, Debug)]
pub struct Fitting {
    /// Passes over the data.
    pub epochs: usize,
    /// Adam's step size, in centipawns.
    pub rate: f64,
    /// How strongly each weight is held near where it started (L2, per
    /// centipawn squared), so terms the data barely sees stay put.
    pub hold: f64,
}

impl Default for Fitting {
    fn default() -> Fitting {
        Fitting {
            epochs: 400,
            rate: 1.0,
            hold: 1e-8,
        }
    }
}

/// The terms that are not fitted: the king's material (both sides always
/// have one), pawns' squares on the first and last rank and the endgame
/// scale's rules.
fn fixed_term(term: usize) -> bool {
    let pawn_squares = term::SQUARE..term::SQUARE + 64;
    term == term::MATERIAL + 5
        || (term::SCALE..term::SCALE + 3).contains(&term)
        || (pawn_squares.contains(&term) && matches!((term - term::SQUARE) / 8, 0 | 7))
}

/// Weights fitted to `data` from `start` at steepness `k`, by Adam on the
/// whole data each step; `report` hears each tenth of the way (the epoch
/// and the weights so far, each term's middlegame and endgame value).
pub fn fit(
    data: &[(Trace, f64)],
    start: &Weights,
    k: f64,
    fitting: Fitting,
    mut report: impl FnMut(usize, &[[f64; 2]]),
) -> Weights {
    let origin: Vec<[f64; 2]> = start
        .0
        .iter()
        .map(|s| [f64::from(s.0), f64::from(s.1)])
        .collect();
    let mut weights = origin.clone();
    let mut first = vec![[0.0f64; 2]; term::COUNT];
    let mut second = vec![[0.0f64; 2]; term::COUNT];
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let n = data.len().max(1) as f64;
    let slope = k * std::f64::consts::LN_10 / 400.0;
    for epoch in 1..=fitting.epochs {
        let mut gradient = vec![[0.0f64; 2]; term::COUNT];
        for (trace, result) in data {
            let p = expected(trace.evaluate_f64(&weights), k);
            let factor = -2.0 * (result - p) * p * (1.0 - p) * slope / n;
            for (term, middle, end) in trace.gradient(&weights) {
                gradient[term][0] += factor * middle;
                gradient[term][1] += factor * end;
            }
        }
        for term in 0..term::COUNT {
            if fixed_term(term) {
                continue;
            }
            for part in 0..2 {
                let g = gradient[term][part]
                    + 2.0 * fitting.hold * (weights[term][part] - origin[term][part]);
                first[term][part] = beta1 * first[term][part] + (1.0 - beta1) * g;
                second[term][part] = beta2 * second[term][part] + (1.0 - beta2) * g * g;
                let m = first[term][part] / (1.0 - beta1.powi(epoch as i32));
                let v = second[term][part] / (1.0 - beta2.powi(epoch as i32));
                weights[term][part] -= fitting.rate * m / (v.sqrt() + epsilon);
            }
        }
        if epoch % (fitting.epochs / 10).max(1) == 0 {
            report(epoch, &weights);
        }
    }
    let mut fitted = start.clone();
    for (slot, [middle, end]) in fitted.0.iter_mut().zip(weights) {
        *slot = Score(middle.round() as i32, end.round() as i32);
    }
    fitted
}

/// The traces of `samples`, each with its result.
pub fn traces(samples: &[Sample]) -> Vec<(Trace, f64)> {
    samples
        .iter()
        .filter_map(|sample| {
            let position = Position::from_fen(&sample.fen, Rules::STANDARD).ok()?;
            Some((trace(&position), sample.result))
        })
        .collect()
}

/// `weights` written as the Rust source of [`super::tuned`], `how` saying
/// how they were made.
pub fn source(weights: &Weights, how: &str) -> String {
    let score = |s: Score| format!("Score({}, {})", s.0, s.1);
    let row = |from: usize, count: usize| {
        (from..from + count)
            .map(|t| score(weights.0[t]))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! The chess engine's evaluation weights, fitted to its own games and\n\
         //! their searches by [`super::tuning`]: {how}.\n\
         //! Written by `parlour tune`: edit the fitting, not this table.\n\n\
         use super::evaluation::{{Score, Weights}};\n\n\
         /// The weights the chess engine evaluates with, by [`super::evaluation::term`].\n\
         #[rustfmt::skip]\n\
         pub static TUNED: Weights = Weights(["
    );
    let _ = writeln!(
        out,
        "    // Material: pawn, knight, bishop, rook, queen, king."
    );
    let _ = writeln!(out, "    {},", row(term::MATERIAL, 6));
    for (kind, name) in ["pawn", "knight", "bishop", "rook", "queen", "king"]
        .iter()
        .enumerate()
    {
        let _ = writeln!(out, "    // Squares of the {name}, a1 to h8.");
        for rank in 0..8 {
            let _ = writeln!(out, "    {},", row(term::SQUARE + kind * 64 + rank * 8, 8));
        }
    }
    let _ = writeln!(
        out,
        "    // Bishop pair, doubled pawn, isolated pawn.\n    {},",
        row(term::BISHOP_PAIR, 3)
    );
    let _ = writeln!(
        out,
        "    // Passed pawn by rank.\n    {},",
        row(term::PASSED_PAWN, 8)
    );
    let _ = writeln!(
        out,
        "    // Rook on an open file, on a half-open file.\n    {},",
        row(term::ROOK_OPEN_FILE, 2)
    );
    let _ = writeln!(
        out,
        "    // Mobility by kind (knight, bishop, rook, queen) and count of squares."
    );
    for kind in 1..5 {
        let from = term::MOBILITY_OF[kind];
        let until = if kind == 4 {
            term::PAWN_SHIELD
        } else {
            term::MOBILITY_OF[kind + 1]
        };
        let _ = writeln!(out, "    {},", row(from, until - from));
    }
    let _ = writeln!(
        out,
        "    // Pawn shield.\n    {},",
        row(term::PAWN_SHIELD, 1)
    );
    let _ = writeln!(
        out,
        "    // Supported pawn by rank.\n    {},",
        row(term::SUPPORTED_PAWN, 8)
    );
    let _ = writeln!(
        out,
        "    // Blocked passed pawn; a man an enemy pawn attacks, by kind.\n    {},\n    {},",
        row(term::BLOCKED_PASSER, 1),
        row(term::PAWN_THREAT, 6)
    );
    let _ = writeln!(
        out,
        "    // Knight, bishop on an outpost.\n    {},",
        row(term::OUTPOST, 2)
    );
    let _ = writeln!(
        out,
        "    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.\n    {},\n    {},",
        row(term::MINOR_THREAT, 6),
        row(term::ROOK_THREAT, 1)
    );
    let _ = writeln!(
        out,
        "    // A man attacked and not guarded, by kind.\n    {},",
        row(term::HANGING, 6)
    );
    let _ = writeln!(
        out,
        "    // A passed pawn's enemy king, own king: distance times ranks beyond the third.\n    {},",
        row(term::PASSER_KING_DISTANCE, 2)
    );
    let _ = writeln!(
        out,
        "    // King danger by units of attack on the squares round the king."
    );
    for from in (0..term::KING_DANGER_STEPS).step_by(8) {
        let _ = writeln!(out, "    {},", row(term::KING_DANGER + from, 8));
    }
    let _ = writeln!(
        out,
        "    // Safe checks by knight, bishop, rook, queen.\n    {},",
        row(term::SAFE_CHECK, 4)
    );
    let _ = writeln!(
        out,
        "    // Backward pawn, own pawn on a bishop's colour, open file at the king,\n    \
         // knight or bishop behind a pawn.\n    {},",
        row(term::BACKWARD_PAWN, 4)
    );
    let _ = writeln!(
        out,
        "    // Enemy pawn storming the king from the third, fourth, fifth rank.\n    {},",
        row(term::PAWN_STORM, 3)
    );
    let _ = writeln!(
        out,
        "    // Passed pawn free to advance, by rank.\n    {},",
        row(term::FREE_PASSER, 8)
    );
    let _ = writeln!(
        out,
        "    // An enemy man a safe pawn push would attack.\n    {},",
        row(term::PAWN_PUSH_THREAT, 1)
    );
    let _ = writeln!(
        out,
        "    // Weak square round the enemy king.\n    {},",
        row(term::WEAK_KING_SQUARE, 1)
    );
    let _ = writeln!(
        out,
        "    // Own rook, enemy rook behind a passed pawn.\n    {},",
        row(term::ROOK_BEHIND_PASSER, 2)
    );
    let _ = writeln!(
        out,
        "    // Passed pawn with a safe path to the last rank, by rank.\n    {},",
        row(term::SAFE_PASSER_PATH, 8)
    );
    let _ = writeln!(
        out,
        "    // King's distance from his nearest pawn, nearest enemy pawn; king on a\n    \
         // pawnless flank; square both attack that no enemy pawn does.\n    {},",
        row(term::KING_PAWN_DISTANCE, 4)
    );
    let _ = writeln!(
        out,
        "    // Knights, bishops, rooks, queens times own pawns.\n    {},",
        row(term::PIECE_PAWNS, 4)
    );
    let _ = writeln!(
        out,
        "    // A knight, bishop: king steps from its own king; space times pieces.\n    {},",
        row(term::KING_PROTECTOR, 3)
    );
    let _ = writeln!(
        out,
        "    // Enemy king's flank attacked; knight, slider could attack the queen; long diagonal bishop;\n    \
         // a man pinned to his king; a queen with a slider behind one man.\n    {},",
        row(term::KING_FLANK_ATTACK, 6)
    );
    let _ = writeln!(
        out,
        "    // Complexity: passed pawns, pawns, outflanking, both flanks, infiltration,\n    \
         // pawn ending, almost unwinnable, every position.\n    {},",
        row(term::COMPLEXITY, term::COMPLEXITY_TERMS)
    );
    let _ = writeln!(
        out,
        "    // Endgame scale in 64ths (base, per count): opposite bishops alone (per passed\n    \
         // pawn), opposite bishops with other pieces (per man), any other (per pawn).\n    {},",
        row(term::SCALE, 3)
    );
    let _ = writeln!(out, "]);");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::evaluation::{CLASSIC, evaluate_with};

    #[test]
    fn a_trace_gives_the_evaluation_of_any_weights() {
        // Positions from two short self-play games, and weights unlike
        // the classic ones.
        let settings = SelfPlay {
            nodes: 300,
            most_plies: 60,
            ..SelfPlay::default()
        };
        let samples = play_games(3, 0, 2, 1, &settings);
        assert!(samples.len() > 20, "only {} samples", samples.len());
        let mut other = CLASSIC.clone();
        for (index, slot) in other.0.iter_mut().enumerate() {
            *slot = Score(
                slot.0 + (index % 7) as i32 - 3,
                slot.1 * 2 - (index % 5) as i32,
            );
        }
        for sample in &samples {
            let position = Position::from_fen(&sample.fen, Rules::STANDARD).unwrap();
            let trace = trace(&position);
            for weights in [&CLASSIC, &other] {
                let own = evaluate_with(&position, weights);
                let white = if position.turn() == Army::White {
                    own
                } else {
                    -own
                };
                assert_eq!(trace.evaluate(weights), white, "{}", sample.fen);
                let floats: Vec<[f64; 2]> = weights
                    .0
                    .iter()
                    .map(|s| [f64::from(s.0), f64::from(s.1)])
                    .collect();
                assert!(
                    (trace.evaluate_f64(&floats) - f64::from(white)).abs() <= 1.5,
                    "{}",
                    sample.fen
                );
            }
        }
    }

    #[test]
    fn self_play_is_reproducible_and_keeps_quiet_positions() {
        let settings = SelfPlay {
            nodes: 300,
            most_plies: 40,
            ..SelfPlay::default()
        };
        let one = play_games(5, 0, 3, 2, &settings);
        assert_eq!(one, play_games(5, 0, 3, 1, &settings));
        for sample in &one {
            let position = Position::from_fen(&sample.fen, Rules::STANDARD).unwrap();
            assert!(!position.is_check(), "{}", sample.fen);
            assert_eq!(Sample::parse(&sample.line()).as_ref(), Ok(sample));
        }
        assert!(Sample::parse("8/8/8/8/8/8/8/8 w - - 0 1;1").is_err());
        assert!(Sample::parse(&format!("{STARTING_FEN};0.3")).is_err());
        assert!(Sample::parse(&format!("{STARTING_FEN};1;1.5")).is_err());
        assert!(Sample::parse(&format!("{STARTING_FEN};1;20;3")).is_err());
    }

    #[test]
    fn a_search_scores_each_sample_from_whites_view_and_a_target_mixes_it_in() {
        // White is a queen up, with either side to move.
        let samples: Vec<Sample> = [
            "4k3/pppp4/8/8/8/8/PPPP4/3QK3 w - - 0 1",
            "4k3/pppp4/8/8/8/8/PPPP4/3QK3 b - - 0 1",
            "3qk3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1",
        ]
        .iter()
        .map(|fen| Sample {
            fen: fen.to_string(),
            result: 0.5,
            score: None,
        })
        .collect();
        let scored = score_samples(&samples, 500, 2);
        assert_eq!(scored.len(), 3);
        for (sample, scored) in samples.iter().zip(&scored) {
            assert_eq!((&scored.fen, scored.result), (&sample.fen, 0.5));
            assert_eq!(Sample::parse(&scored.line()).as_ref(), Ok(scored));
        }
        let scores: Vec<i32> = scored.iter().map(|s| s.score.unwrap()).collect();
        assert!(
            scores[0] > 600 && scores[1] > 600 && scores[2] < -600,
            "{scores:?}"
        );
        // The result alone, the score's prediction alone, half of each.
        let ahead = &scored[0];
        assert_eq!(target(ahead, 1.0, 1.0), 0.5);
        let predicted = target(ahead, 1.0, 0.0);
        assert!(predicted > 0.95, "{predicted}");
        assert!((target(ahead, 1.0, 0.5) - (0.25 + predicted / 2.0)).abs() < 1e-12);
        assert_eq!(target(&samples[0], 1.0, 0.0), 0.5, "no score: the result");
    }

    #[test]
    fn fitting_moves_the_weights_toward_what_the_results_say() {
        // White wins every game where it is a knight up: the knight's
        // weight must grow and the error fall.
        let knight_up = [
            "4k3/pppp4/8/8/8/8/PPPP4/2N1K3 w - - 0 1",
            "4k3/ppp5/8/8/8/8/PPP3N1/4K3 b - - 0 1",
            "3k4/4pp2/8/8/8/5N2/4PP2/3K4 w - - 0 1",
        ];
        let samples: Vec<Sample> = knight_up
            .iter()
            .map(|fen| Sample {
                fen: fen.to_string(),
                result: 1.0,
                score: None,
            })
            .collect();
        let data = traces(&samples);
        let start: Vec<[f64; 2]> = CLASSIC
            .0
            .iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect();
        let before = error(&data, &start, 1.0);
        let fitting = Fitting {
            epochs: 50,
            rate: 5.0,
            hold: 0.0,
        };
        let mut reports = 0;
        let fitted = fit(&data, &CLASSIC, 1.0, fitting, |_, _| reports += 1);
        assert_eq!(reports, 10);
        let after: Vec<[f64; 2]> = fitted
            .0
            .iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect();
        assert!(error(&data, &after, 1.0) < before);
        let knight = term::MATERIAL + 1;
        assert!(fitted.0[knight].1 > CLASSIC.0[knight].1);
        assert_eq!(fitted.0[term::MATERIAL + 5], CLASSIC.0[term::MATERIAL + 5]);
    }
}
