//! Computer players for every game at the table, acting from their own
//! seat's view only.
//!
//! A player is a [`Player`]: `random`, `greedy` or `computer:<level>`.
//! [`decide`] is its whole mind: a pure function of the game (read only
//! through [`Determinize::determinize`] for the seat, so a secret the seat
//! may not know cannot change the choice), the seat, the player, a seed
//! and [`Limits`]; everything it takes and gives is serde, so a Web
//! Worker can receive a [`Request`] and answer it.
//!
//! - `random` plays a uniformly random action among those that play the
//!   game ([`Judge::candidates`]: no grid marks, no talk).
//! - `greedy` plays the action that leaves the best table one action
//!   later, judged in whole pawns (a capture, a score gain), ties at
//!   random.
//! - `computer:<level>` searches several determinized samples with
//!   [`game_search`] (standard chess and Chess960 with the engine's own
//!   search, [`crate::ai::level::choose`]), deeper and with more samples
//!   at stronger levels, and averages what the samples say; Four Player
//!   moves come from a Best-Reply Search (BRS+) on the cross ([`cross_search`])
//!   and its diplomacy from [`diplomacy`]; The One Sane Man's from the
//!   board to move searched with the men each side could drop there
//!   ([`ring_search`]); Carousel's samples guess the other seats' cards
//!   from their moves ([`Judge::sample`]) and are searched on the board
//!   itself (`carousel_search.rs`, through [`Judge::score_actions`]).
//! - `paranoid:<level>` is the same but for Four Player, whose moves come
//!   from the paranoid search on the cross (the baseline Best-Reply Search
//!   is measured against).
//!
//! [`remote`] carries a seat's request to the Web Worker and its answer
//! back.

mod carousel_cards;
mod carousel_search;
mod coin_roles;
pub mod cross_search;
pub mod diplomacy;
pub mod game_search;
pub mod judge;
pub mod remote;
pub mod ring_search;

use serde::{Deserialize, Serialize};

use super::level::{self, Level};
use super::search::{Limits, Searcher};
use crate::games::Seat;
use crate::games::random::Random;
use crate::games::standard::{Standard, StandardAction};
use game_search::Budget;
pub use judge::Judge;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A uniformly random action.
    Random,
    /// The best immediate gain.
    Greedy,
    /// A search at a level.
    Computer(Level),
    /// The paranoid search at a level, every other side against it: the
    /// baseline of Four Player's Best-Reply Search (elsewhere the same as
    /// [`Player::Computer`]).
    Paranoid(Level),
}

impl Player {
    /// Reads `random`, `greedy`, `computer:<level>` (a level's name, or its
    /// number 1 to 6, weakest first) or `computer` (full strength).
    pub fn parse(text: &str) -> Result<Player, String> {
        let text = text.trim();
        match text {
            "random" => return Ok(Player::Random),
            "greedy" => return Ok(Player::Greedy),
            "computer" => return Ok(Player::Computer(Level::Full)),
            _ => {}
        }
        let (kind, level): (fn(Level) -> Player, &str) = match (
            text.strip_prefix("computer:"),
            text.strip_prefix("paranoid:"),
        ) {
            (Some(level), _) => (Player::Computer, level),
            (_, Some(level)) => (Player::Paranoid, level),
            _ => {
                return Err(format!(
                    "{text:?} is no player: random, greedy, computer:<level> or paranoid:<level>"
                ));
            }
        };
        let by_number = level
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|index| Level::ALL.get(index).copied());
        by_number.or_else(|| Level::from_name(level)).ok_or_else(|| {
            format!("{level:?} is no level: 1 to 6, or beginner, casual, club, chess4.5, expert, full")
        })
        .map(kind)
    }

    /// The name [`Player::parse`] reads (`computer:<number>`).
    pub fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Computer(level) => format!("computer:{}", level_number(level)),
            Player::Paranoid(level) => format!("paranoid:{}", level_number(level)),
        }
    }
}

/// A level's number, 1 (Beginner) to 6 (Full).
fn level_number(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0) + 1
}

/// How a level searches a game other than standard chess.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Plan {
    /// Determinized samples searched and averaged.
    pub(crate) samples: usize,
    /// The deepest search, in actions.
    pub(crate) depth: u32,
    /// Nodes over all samples and depths.
    pub(crate) nodes: u64,
    /// The spread of the level's errors of judgement, in centipawns.
    pub(crate) noise: i32,
}

pub(crate) fn plan(level: Level) -> Plan {
    let (samples, depth, nodes, noise) = match level {
        Level::Beginner => (1, 1, 2_000, 200),
        Level::Casual => (1, 2, 4_000, 100),
        Level::Club => (2, 2, 8_000, 40),
        Level::Chess45 => (2, 3, 16_000, 0),
        Level::Expert => (3, 3, 40_000, 0),
        Level::Full => (4, 4, 80_000, 0),
    };
    Plan {
        samples,
        depth,
        nodes,
        noise,
    }
}

/// What a player chose, and what it cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<A> {
    /// The action to play: one of the seat's legal actions.
    pub action: A,
    /// Nodes searched (actions applied while searching).
    pub nodes: u64,
    /// The deepest search completed, in actions (plies for chess).
    pub depth: u32,
    /// Determinized samples searched.
    pub samples: usize,
}

/// Everything a player needs to act, as a Web Worker would receive it.
/// The game is whole (the table holds it so), but [`decide`] reads it only
/// through the seat's determinization.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: Judge")]
pub struct Request<G> {
    pub game: G,
    pub seat: Seat,
    pub player: Player,
    pub seed: u64,
    pub limits: Limits,
}

impl<G: Judge> Request<G> {
    /// The player's decision (see [`decide`]).
    pub fn decide(&self) -> Option<Decision<G::Action>> {
        decide(&self.game, self.seat, self.player, self.seed, self.limits)
    }
}

/// The action `player` takes for `seat` in `game`, or `None` when `seat`
/// is not to act. Searches stay within `limits` (nodes, depth in actions,
/// milliseconds) and the level's own node budget; the choice depends only
/// on what `seat` may know, the player, `seed` and the limits (and, under
/// a time limit, on how far the search got in that time).
pub fn decide<G: Judge>(
    game: &G,
    seat: Seat,
    player: Player,
    seed: u64,
    limits: Limits,
) -> Option<Decision<G::Action>> {
    if game.to_act() != Some(seat) {
        return None;
    }
    let mut random = Random::seeded(seed);
    let first = game.sample(seat, &mut random);
    let candidates = first.candidates(seat);
    if candidates.is_empty() {
        return None;
    }
    let only = |action: &G::Action| Decision {
        action: action.clone(),
        nodes: 0,
        depth: 0,
        samples: 1,
    };
    match player {
        Player::Random => Some(only(
            &candidates[random.below(candidates.len() as u64) as usize],
        )),
        Player::Greedy => {
            let mut budget = Budget::new(None, None);
            let scores = game_search::score_actions(&first, seat, &candidates, 1, &mut budget)?;
            let pawns: Vec<i32> = scores.iter().map(|score| score.div_euclid(100)).collect();
            let index = pick_best(&pawns, &mut random);
            Some(Decision {
                depth: 1,
                nodes: budget.nodes,
                ..only(&candidates[index])
            })
        }
        Player::Computer(level) | Player::Paranoid(level) => {
            if let Some(action) = first.judgement(seat) {
                return Some(only(&action));
            }
            if let Some(decision) = G::strong(&first, seat, player, limits, &mut random) {
                return Some(decision);
            }
            Some(search_samples(
                game,
                first,
                seat,
                &candidates,
                plan(level),
                limits,
                &mut random,
            ))
        }
    }
}

/// Searches `plan.samples` samples (the first given; one for a game
/// without secrets) deeper and deeper
/// within the budget, averages the last complete depth's scores, and picks
/// the best after the level's misjudgement.
fn search_samples<G: Judge>(
    game: &G,
    first: G,
    seat: Seat,
    candidates: &[G::Action],
    plan: Plan,
    limits: Limits,
    random: &mut Random,
) -> Decision<G::Action> {
    let mut samples = vec![first];
    // Without secrets every sample is the game itself: one is enough.
    let wanted = if game.has_secrets() { plan.samples } else { 1 };
    while samples.len() < wanted {
        samples.push(game.sample(seat, random));
    }
    let most_nodes = limits
        .nodes
        .map_or(plan.nodes, |nodes| nodes.min(plan.nodes));
    let deepest = limits
        .depth
        .map_or(plan.depth, |depth| (depth.max(1) as u32).min(plan.depth))
        .min(game.useful_depth());
    let mut budget = Budget::new(Some(most_nodes), limits.hard_ms);
    let mut best_scores = vec![0i64; candidates.len()];
    let mut depth_done = 0;
    'deepening: for depth in 1..=deepest {
        let mut totals = vec![0i64; candidates.len()];
        for sample in &samples {
            let Some(scores) = sample.score_actions(seat, candidates, depth, &mut budget) else {
                break 'deepening;
            };
            for (total, score) in totals.iter_mut().zip(scores) {
                *total += i64::from(score);
            }
        }
        best_scores = totals;
        depth_done = depth;
    }
    let count = samples.len() as i64;
    let judged: Vec<i32> = best_scores
        .iter()
        .map(|&total| (total / count) as i32 + misjudgement(random, plan.noise))
        .collect();
    let index = pick_best(&judged, random);
    Decision {
        action: candidates[index].clone(),
        nodes: budget.nodes,
        depth: depth_done,
        samples: samples.len(),
    }
}

/// The index of the highest score, ties broken at random.
pub(crate) fn pick_best(scores: &[i32], random: &mut Random) -> usize {
    let best = scores.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
    tied[random.below(tied.len() as u64) as usize]
}

/// A bell-shaped error of judgement of about `spread` centipawns.
pub(crate) fn misjudgement(random: &mut Random, spread: i32) -> i32 {
    if spread == 0 {
        return 0;
    }
    let sum: i64 = (0..4).map(|_| random.below(2001) as i64 - 1000).sum();
    (sum * i64::from(spread) / 1150) as i32
}

/// Standard chess and Chess960: the engine's own search at the level.
pub(crate) fn standard_choice(
    game: &Standard,
    level: Level,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<StandardAction>> {
    let mut position = game.start().clone();
    let mut history = Vec::with_capacity(game.moves().len());
    for &mv in game.moves() {
        history.push(position.hash());
        position.make(mv);
    }
    let budget = plan(level).nodes * 4;
    let limits = Limits {
        nodes: Some(limits.nodes.map_or(budget, |nodes| nodes.min(budget))),
        ..limits
    };
    let mut searcher = Searcher::new(4);
    let progress = level::choose(
        &mut searcher,
        game.position(),
        &history,
        level,
        limits,
        random,
        |_| {},
    );
    let mv = progress.best()?;
    Some(Decision {
        action: StandardAction::Move(mv),
        nodes: progress.nodes,
        depth: progress.depth.max(0) as u32,
        samples: 1,
    })
}
