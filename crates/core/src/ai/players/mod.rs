//! Computer players for every game at the table, acting from their own
//! seat's view only.
//!
//! A player is a [`Player`]: `random`, `greedy`, `computer:<level>`,
//! `paranoid:<level>`, `rollouts:<level>` or `search:<level>`.
//! [`decide`] is its whole mind: a pure function of the game (read only
//! through [`ComputerGame::sample`] for the seat, so a secret the seat
//! may not know cannot change the choice), the seat, the player, a seed
//! and [`Limits`]; everything it takes and gives is serde, so a Web
//! Worker can receive a [`Request`] and answer it.
//!
//! - `random` plays a uniformly random action among those that play the
//!   game ([`ComputerGame::candidates`]: no grid marks, no talk).
//! - `greedy` plays the action that leaves the best table one action
//!   later, judged in whole pawns (a capture, a score gain), ties at
//!   random.
//! - `computer:<level>` searches several determinized samples with
//!   [`game_search`], deeper and with more samples at stronger levels
//!   ([`Strength`]), and averages what the samples say, unless the game
//!   has a search of its own ([`ComputerGame::own_decision`],
//!   [`ComputerGame::OWN_SEARCH`]).
//! - `paranoid:<level>` is the same but for Four Player, whose moves come
//!   from the paranoid search on the cross (the baseline Best-Reply Search
//!   is measured against).
//! - `rollouts:<level>` is the same (Carousel's computer plays by
//!   determinized rollouts, [`carousel::rollouts`]).
//! - `search:<level>` is the same but for Carousel, which it plays by
//!   the search with one modelled reply ([`carousel::search`]), the
//!   computer's before the rollouts.
//!
//! Each game's player is its own module, the game's [`ComputerGame`] impl
//! and its searches: [`standard`] (the engine's own search), [`four_player`]
//! (Best-Reply Search on the cross, and its diplomacy), [`carousel`] (the
//! cards guessed from the moves, the board searched with the seats'
//! rotation), [`one_sane_man`] (the board to move searched with the men
//! each side could drop there), [`coin`] (each role's prospects on the
//! score sheet), [`crowded_house`] and [`cloak_dagger`]. [`remote`]
//! carries a seat's request to the Web Worker and its answer back.

pub mod carousel;
pub mod cloak_dagger;
pub mod coin;
pub mod computer_game;
pub mod crowded_house;
pub mod four_player;
pub mod game_search;
pub mod one_sane_man;
pub mod player;
pub mod remote;
pub mod standard;
pub mod value;

use serde::{Deserialize, Serialize};

use super::budget::{Budget, Limits};
use super::strength::{Strength, pick_judged};
use crate::engine::random::Random;
use crate::games::Seat;
pub use computer_game::ComputerGame;
pub use player::{Decision, Player};

/// Everything a player needs to act, as a Web Worker would receive it.
/// The game is whole (the table holds it so), but [`decide`] reads it only
/// through the seat's determinization.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: ComputerGame")]
pub struct Request<G> {
    pub game: G,
    pub seat: Seat,
    pub player: Player,
    pub seed: u64,
    pub limits: Limits,
}

impl<G: ComputerGame> Request<G> {
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
pub fn decide<G: ComputerGame>(
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
            let index = pick_judged(&pawns, 0, &mut random);
            Some(Decision {
                depth: 1,
                nodes: budget.nodes,
                ..only(&candidates[index])
            })
        }
        Player::Computer(level)
        | Player::Paranoid(level)
        | Player::Rollouts(level)
        | Player::Search(level) => {
            if let Some(action) = first.judgement(seat) {
                return Some(only(&action));
            }
            if let Some(decision) = first.own_decision(seat, player, limits, &mut random) {
                return Some(decision);
            }
            Some(search_samples(
                game,
                first,
                seat,
                &candidates,
                Strength::of(level),
                limits,
                &mut random,
            ))
        }
    }
}

/// Searches `strength.samples` samples (the first given; one for a game
/// without secrets) deeper and deeper within the budget, averages the last
/// complete depth's scores, and picks the best after the level's
/// misjudgement.
fn search_samples<G: ComputerGame>(
    game: &G,
    first: G,
    seat: Seat,
    candidates: &[G::Action],
    strength: Strength,
    limits: Limits,
    random: &mut Random,
) -> Decision<G::Action> {
    let mut samples = vec![first];
    // Without secrets every sample is the game itself: one is enough.
    let wanted = if game.has_secrets() {
        strength.samples
    } else {
        1
    };
    while samples.len() < wanted {
        samples.push(game.sample(seat, random));
    }
    let deepest = limits.depth_within(strength.depth).min(game.useful_depth());
    let mut budget = Budget::within(&limits, strength.nodes);
    let search = |sample: &G, depth: u32, budget: &mut Budget| match G::OWN_SEARCH {
        Some(own) => own(sample, seat, candidates, depth, budget),
        None => game_search::score_actions(sample, seat, candidates, depth, budget),
    };
    let mut best_scores = vec![0i64; candidates.len()];
    let mut depth_done = 0;
    'deepening: for depth in 1..=deepest {
        let mut totals = vec![0i64; candidates.len()];
        for sample in &samples {
            let Some(scores) = search(sample, depth, &mut budget) else {
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
    let averages: Vec<i32> = best_scores
        .iter()
        .map(|&total| (total / count) as i32)
        .collect();
    let index = pick_judged(&averages, strength.noise, random);
    Decision {
        action: candidates[index].clone(),
        nodes: budget.nodes,
        depth: depth_done,
        samples: samples.len(),
    }
}
