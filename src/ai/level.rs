//! How strongly the computer plays: from a beginner who sees one move ahead
//! and misjudges, to the full search.

use serde::{Deserialize, Serialize};

use super::search::{Limits, Progress, Searcher};
use super::searchable::Searchable;
use crate::games::random::Random;

/// A playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Looks one move ahead and often misjudges what it sees.
    Beginner,
    /// Looks two moves ahead, with errors of judgement.
    Casual,
    /// Looks three moves ahead, with small errors.
    Club,
    /// A small full-width search, as the 1977 program Chess 4.5 played.
    Chess45,
    /// A deeper search with a node budget.
    Expert,
    /// Everything the time allows.
    Full,
}

/// How a level plays: a noisy choice among shallowly scored moves, or a
/// search within a node budget.
enum Style {
    Noisy { depth: i32, noise: i32 },
    Budget { nodes: Option<u64> },
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Chess45,
        Level::Expert,
        Level::Full,
    ];

    /// The name shown to players and used by UCI's `Level` option.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club",
            Level::Chess45 => "Chess 4.5",
            Level::Expert => "Expert",
            Level::Full => "Full strength",
        }
    }

    /// The name in UCI's `Level` option (one word).
    pub fn uci_name(self) -> &'static str {
        match self {
            Level::Chess45 => "Chess4.5",
            Level::Full => "Full",
            _ => self.name(),
        }
    }

    /// The level with this name or UCI name (any case, spaces or not).
    pub fn from_name(name: &str) -> Option<Level> {
        let squash = |text: &str| text.to_ascii_lowercase().replace([' ', '-', '.'], "");
        let wanted = squash(name);
        Level::ALL
            .into_iter()
            .find(|level| squash(level.name()) == wanted || squash(level.uci_name()) == wanted)
    }

    /// How long a computer seat of a game other than chess may think at
    /// this level, in milliseconds (the level's node budget usually ends
    /// the search sooner; `scripts/seat-bench.mjs` measures which ends it
    /// in the browser's worker).
    pub fn seat_think_ms(self) -> f64 {
        match self {
            Level::Beginner | Level::Casual => 400.0,
            Level::Club | Level::Chess45 => 1_000.0,
            Level::Expert | Level::Full => 2_500.0,
        }
    }

    fn style(self) -> Style {
        match self {
            Level::Beginner => Style::Noisy {
                depth: 1,
                noise: 220,
            },
            Level::Casual => Style::Noisy {
                depth: 2,
                noise: 110,
            },
            Level::Club => Style::Noisy {
                depth: 3,
                noise: 50,
            },
            Level::Chess45 => Style::Budget {
                nodes: Some(40_000),
            },
            Level::Expert => Style::Budget {
                nodes: Some(400_000),
            },
            Level::Full => Style::Budget { nodes: None },
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
    match level.style() {
        Style::Budget { nodes } => {
            let limits = Limits {
                nodes: match (nodes, limits.nodes) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                },
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

/// A bell-shaped error of judgement of about `spread` centipawns.
fn misjudgement(random: &mut Random, spread: i32) -> i32 {
    let sum: i64 = (0..4).map(|_| random.below(2001) as i64 - 1000).sum();
    (sum * i64::from(spread) / 1150) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules};

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
            assert_eq!(Level::from_name(level.uci_name()), Some(level));
        }
        assert_eq!(Level::from_name("chess45"), Some(Level::Chess45));
        assert_eq!(Level::from_name("grandmaster"), None);
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
