//! A search over any game at the table, through the [`Game`](crate::games::Game) trait alone
//! (clone and apply): alpha-beta to a depth in actions, where the seats on
//! the searching seat's side pick what is best for it and every other
//! seat what is worst for it (the paranoid assumption), judged at the
//! leaves by [`ComputerGame::value`]. It runs on one determinized sample
//! at a time; the player averages the samples.

use super::computer_game::ComputerGame;
use super::value::INFINITY;
use crate::ai::budget::Budget;
use crate::games::Seat;

/// The values for `seat` of each of `actions` in `game`, searched `depth`
/// actions deep (1: the table right after the action). Actions after the
/// best so far may get a bound below their true value (they are at most
/// as good as it). `None` when the budget ran out before the end.
/// Every seat is taken to play its side's best, and the tables judged by
/// their value ([`ComputerGame::value`]).
pub fn score_actions<G: ComputerGame>(
    game: &G,
    seat: Seat,
    actions: &[G::Action],
    depth: u32,
    budget: &mut Budget,
) -> Option<Vec<i32>> {
    Search { root: seat }.score(game, actions, depth, budget)
}

/// What a search holds fixed: whose values it seeks.
#[derive(Clone, Copy)]
struct Search {
    root: Seat,
}

impl Search {
    /// The values for the root of each of `actions` in `game` (see
    /// [`score_actions`]).
    fn score<G: ComputerGame>(
        self,
        game: &G,
        actions: &[G::Action],
        depth: u32,
        budget: &mut Budget,
    ) -> Option<Vec<i32>> {
        let mut scores = Vec::with_capacity(actions.len());
        let mut best = -INFINITY;
        for action in actions {
            let mut child = game.clone();
            if budget.count() {
                return None;
            }
            let score = if child.apply(self.root, action).is_err() {
                -INFINITY
            } else {
                self.alpha_beta(&child, depth - 1, best - 1, INFINITY, budget)
            };
            if budget.spent {
                return None;
            }
            best = best.max(score);
            scores.push(score);
        }
        Some(scores)
    }

    /// The value of `game` for the root, `depth` actions deep, within the
    /// window (`alpha`, `beta`).
    fn alpha_beta<G: ComputerGame>(
        self,
        game: &G,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        budget: &mut Budget,
    ) -> i32 {
        let root = self.root;
        let Some(mover) = game.to_act() else {
            return game.value(root);
        };
        if depth == 0 || budget.spent {
            return game.value(root);
        }
        let ours = game.same_side(root, mover);
        let mut children: Vec<(G, i32)> = Vec::new();
        for action in game.candidates(mover) {
            let mut child = game.clone();
            if budget.count() {
                break;
            }
            if child.apply(mover, &action).is_ok() {
                let value = child.value(root);
                children.push((child, value));
            }
        }
        if children.is_empty() {
            return game.value(root);
        }
        if depth == 1 || budget.spent {
            let values = children.iter().map(|(_, value)| *value);
            return if ours {
                values.max().unwrap_or(-INFINITY)
            } else {
                values.min().unwrap_or(INFINITY)
            };
        }
        // Most promising first, for the side choosing.
        if ours {
            children.sort_by_key(|(_, value)| -value);
        } else {
            children.sort_by_key(|(_, value)| *value);
        }
        let mut best = if ours { -INFINITY } else { INFINITY };
        for (child, _) in &children {
            let value = self.alpha_beta(child, depth - 1, alpha, beta, budget);
            if take_value(ours, value, &mut best, &mut alpha, &mut beta) || budget.spent {
                break;
            }
        }
        best
    }
}

/// Takes a child's `value` into its node's `best` and window: the root's
/// side (`ours`) maximises, every other side minimises. Returns whether
/// the window has closed (the other children cannot matter).
pub fn take_value(ours: bool, value: i32, best: &mut i32, alpha: &mut i32, beta: &mut i32) -> bool {
    if ours {
        *best = (*best).max(value);
        *alpha = (*alpha).max(value);
    } else {
        *best = (*best).min(value);
        *beta = (*beta).min(value);
    }
    *alpha >= *beta
}
