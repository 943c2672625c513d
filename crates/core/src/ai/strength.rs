//! What each [`Level`] does, in one table ([`Strength::of`]): how the
//! engine's search plays a board of two at it, how deep and wide a game's
//! search goes, how much it misjudges, and how long a computer seat may
//! think; and the choices made at a level ([`choose`], [`pick_judged`]).

use super::budget::Limits;
use super::search::{Progress, Searcher};
use super::searchable::Searchable;
use crate::engine::random::Random;
use crate::games::level::Level;

/// How the engine's search plays a board of two (standard chess,
/// Chess960, a board of The One Sane Man's ring) at a level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Style {
    /// Every move scored `depth` plies deep, then the best after an error
    /// of judgement of about `noise` centipawns.
    Noisy { depth: i32, noise: i32 },
    /// The full search, within `nodes` when set.
    Searching { nodes: Option<u64> },
}

/// Everything a level decides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    /// How the engine's search plays a board of two.
    pub style: Style,
    /// Determinized samples a game's search averages (one for a game
    /// without secrets).
    pub samples: usize,
    /// The deepest search of a game, in actions.
    pub depth: u32,
    /// Nodes of a game's search over all samples and depths (a game
    /// whose nodes are cheaper or dearer scales them).
    pub nodes: u64,
    /// The spread of a game search's errors of judgement, in centipawns.
    pub noise: i32,
    /// How long a computer seat may think, in milliseconds (the node
    /// budget usually ends the search sooner; `scripts/seat-bench.mjs`
    /// measures which ends it in the browser's worker).
    pub think_ms: f64,
}

impl Strength {
    /// The strength of `level`.
    pub fn of(level: Level) -> Strength {
        use Style::{Noisy, Searching};
        #[rustfmt::skip]
        let (style, samples, depth, nodes, noise, think_ms) = match level {
            Level::Beginner => (Noisy { depth: 1, noise: 220 }, 1, 1, 2_000, 200, 400.0),
            Level::Casual => (Noisy { depth: 2, noise: 110 }, 1, 2, 4_000, 100, 400.0),
            Level::Club => (Noisy { depth: 3, noise: 50 }, 2, 2, 8_000, 40, 1_000.0),
            Level::Chess45 => (Searching { nodes: Some(40_000) }, 2, 3, 16_000, 0, 1_000.0),
            Level::Expert => (Searching { nodes: Some(400_000) }, 3, 3, 40_000, 0, 2_500.0),
            Level::Full => (Searching { nodes: None }, 4, 4, 80_000, 0, 2_500.0),
        };
        Strength {
            style,
            samples,
            depth,
            nodes,
            noise,
            think_ms,
        }
    }
}

/// Chooses a move for the side to move at `level` within `limits` (a
/// level's node budget tightens them), or returns `None` when there is no
/// move. `history` holds the hashes of the game's earlier positions.
pub fn choose<P: Searchable + Clone>(
    searcher: &mut Searcher<P>,
    position: &P,
    history: &[u64],
    level: Level,
    limits: Limits,
    random: &mut Random,
    on_iteration: impl FnMut(&Progress<P::Move>),
) -> Progress<P::Move> {
    let mut position = position.clone();
    match Strength::of(level).style {
        Style::Searching { nodes } => {
            let limits = Limits {
                nodes: nodes.map_or(limits.nodes, |nodes| Some(limits.nodes_within(nodes))),
                ..limits
            };
            searcher.search(&mut position, history, limits, on_iteration)
        }
        Style::Noisy { depth, noise } => {
            let scored = searcher.score_root_moves(&mut position, history, depth);
            let chosen = scored
                .iter()
                .map(|&(mv, score)| (mv, score, score + misjudgement(random, noise)))
                .max_by_key(|&(_, _, judged)| judged);
            Progress {
                depth,
                score: chosen.map_or(0, |(_, score, _)| score),
                nodes: 0,
                elapsed_ms: 0.0,
                pv: chosen.map(|(mv, _, _)| mv).into_iter().collect(),
            }
        }
    }
}

/// The index of the highest of `scores` after an error of judgement of
/// about `noise` centipawns on each, ties broken at random.
pub fn pick_judged(scores: &[i32], noise: i32, random: &mut Random) -> usize {
    let judged: Vec<i32> = scores
        .iter()
        .map(|&score| score + misjudgement(random, noise))
        .collect();
    let best = judged.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..judged.len()).filter(|&i| judged[i] == best).collect();
    tied[random.below(tied.len() as u64) as usize]
}

/// A bell-shaped error of judgement of about `spread` centipawns.
fn misjudgement(random: &mut Random, spread: i32) -> i32 {
    if spread == 0 {
        return 0;
    }
    let sum: i64 = (0..4).map(|_| random.below(2001) as i64 - 1000).sum();
    (sum * i64::from(spread) / 1150) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules};

    #[test]
    fn stronger_levels_search_more_and_misjudge_less() {
        for pair in Level::ALL.windows(2) {
            let (weaker, stronger) = (Strength::of(pair[0]), Strength::of(pair[1]));
            assert!(stronger.nodes > weaker.nodes, "{pair:?}");
            assert!(stronger.depth >= weaker.depth && stronger.samples >= weaker.samples);
            assert!(stronger.noise <= weaker.noise && stronger.think_ms >= weaker.think_ms);
        }
        assert_eq!(Strength::of(Level::Full).noise, 0);
    }

    #[test]
    fn without_noise_the_best_score_is_picked_and_ties_are_shared() {
        let mut random = Random::seeded(1);
        assert_eq!(pick_judged(&[3, 9, -2], 0, &mut random), 1);
        let picked: std::collections::HashSet<usize> = (0..40)
            .map(|_| pick_judged(&[5, 1, 5], 0, &mut random))
            .collect();
        assert_eq!(picked, [0, 2].into());
    }

    #[test]
    fn even_a_beginner_mostly_takes_a_free_queen() {
        // White's rook can take an undefended queen.
        let position =
            Position::from_fen("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", Rules::STANDARD).unwrap();
        let take = position.parse_uci("d1d5").unwrap();
        let mut searcher = Searcher::new(1);
        let mut random = Random::seeded(7);
        let taken = (0..40)
            .filter(|_| {
                let progress = choose(
                    &mut searcher,
                    &position,
                    &[],
                    Level::Beginner,
                    Limits::default(),
                    &mut random,
                    |_| {},
                );
                progress.best() == Some(take)
            })
            .count();
        assert!(taken >= 36, "took the queen {taken} times of 40");
    }

    #[test]
    fn a_beginner_does_not_always_play_the_same_move() {
        let position = Position::standard();
        let mut searcher = Searcher::new(1);
        let mut random = Random::seeded(3);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..20 {
            let progress = choose(
                &mut searcher,
                &position,
                &[],
                Level::Beginner,
                Limits::default(),
                &mut random,
                |_| {},
            );
            seen.insert(progress.best().unwrap());
        }
        assert!(seen.len() >= 3, "only {seen:?}");
    }
}
