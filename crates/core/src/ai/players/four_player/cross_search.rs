//! Four Player Chess searched on the cross itself (make and unmake, no
//! game bookkeeping): Best-Reply Search with its BRS+ refinement, and the
//! paranoid search it is measured against.
//!
//! - Best-Reply Search (Schadd and Winands): the searching army's moves
//!   alternate with one layer in which every enemy's moves are tried and
//!   only the one reply worst for the searcher is played, so the searcher
//!   looks at its own next moves after one enemy move instead of three.
//!   BRS+ (Esser and others): in that layer the other enemies play their
//!   first move in move order, in turn, so every position searched is one
//!   the game can reach.
//! - Paranoid: every army moves in turn, the enemies all against the
//!   searcher.
//!
//! Allies (known to the searching seat) count a quarter of their material
//! for it and do not move in its search. Kings may be captured; an army
//! without its king does not move any more in the search.
//!
//! What a position at the search's depth is worth depends on [`Leaves`]:
//! the paranoid baseline counts the bare material there, as it was
//! measured; the computer plays the captures out first (a quiescence
//! search, the root against the best capture of any enemy) and weighs
//! the men's placement and the kings taken.

use super::evaluation::{board_value, placed_value};
use crate::ai::budget::{Budget, Limits};
use crate::ai::players::computer_game::ComputerGame;
use crate::ai::players::game_search::take_value;
use crate::ai::players::player::Decision;
use crate::ai::players::value::{INFINITY, man_value};
use crate::ai::strength::{Strength, pick_judged};
use crate::engine::cross::{CrossList, CrossMove, CrossPosition, CrossUndo};
use crate::engine::men::{Army, Kind};
use crate::engine::random::Random;
use crate::games::Seat;
use crate::games::four_player::{self, Action, FourPlayer, army_of};

/// How the enemies' turns are searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnemyTurns {
    /// One layer of the best reply of any enemy, the other enemies
    /// playing their first move in move order around it, in turn order
    /// (BRS+): the positions searched are ones the game can reach.
    BestReplyPlus,
    /// Every army in turn order.
    Paranoid,
}

/// How a position at the search's depth is valued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaves {
    /// Its material as it stands ([`board_value`]).
    Material,
    /// Its captures played out first, up to [`QUIESCENCE_PLIES`] of them,
    /// then material, placement and kings taken ([`placed_value`]).
    Settled,
}

/// The most captures a [`Leaves::Settled`] leaf plays out.
const QUIESCENCE_PLIES: u32 = 6;

/// A search for one army on the cross.
pub struct CrossSearch {
    root: Army,
    allies: Vec<Army>,
    enemy_turns: EnemyTurns,
    leaves: Leaves,
    /// What the search has spent (moves made) and may spend.
    pub budget: Budget,
}

impl CrossSearch {
    /// A search for `root`, allied with `allies`, within `budget`.
    pub fn new(
        root: Army,
        allies: Vec<Army>,
        enemy_turns: EnemyTurns,
        leaves: Leaves,
        budget: Budget,
    ) -> CrossSearch {
        CrossSearch {
            root,
            allies,
            enemy_turns,
            leaves,
            budget,
        }
    }

    /// The value for the root of each of `moves` (the root army's, in
    /// `position`), `depth` layers deep; `None` when the budget ran out.
    pub fn score_moves(
        &mut self,
        position: &mut CrossPosition,
        moves: &[CrossMove],
        depth: u32,
    ) -> Option<Vec<i32>> {
        let turn = position.turn();
        position.set_turn(self.root);
        let mut best = -INFINITY;
        let mut scores = Vec::with_capacity(moves.len());
        for &mv in moves {
            let undo = position.make(mv);
            self.budget.count();
            let value = self.search(position, depth - 1, best - 1, INFINITY, false);
            position.unmake(mv, undo);
            best = best.max(value);
            scores.push(value);
            if self.budget.spent {
                break;
            }
        }
        position.set_turn(turn);
        (!self.budget.spent).then_some(scores)
    }

    fn enemy(&self, army: Army) -> bool {
        army != self.root && !self.allies.contains(&army)
    }

    /// The value of `position` for the root, `depth` layers deep;
    /// `ours` says whether the root's layer is next.
    fn search(
        &mut self,
        position: &mut CrossPosition,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ours: bool,
    ) -> i32 {
        if depth == 0 {
            return self.leaf(position, alpha, beta, ours);
        }
        if self.budget.spent || position.king_square(self.root).is_none() {
            return self.value(position);
        }
        let movers: Vec<Army> = match (self.enemy_turns, ours) {
            (_, true) => vec![self.root],
            (EnemyTurns::BestReplyPlus, false) => Army::ALL
                .into_iter()
                .filter(|&army| self.enemy(army) && position.king_square(army).is_some())
                .collect(),
            (EnemyTurns::Paranoid, false) => {
                // The next army in turn order after the one that moved.
                let next = (1..=4)
                    .map(|step| Army::ALL[(position.turn() as usize + step + 3) % 4])
                    .find(|&army| self.enemy(army) && position.king_square(army).is_some());
                next.into_iter().collect()
            }
        };
        if movers.is_empty() {
            return self.value(position);
        }
        let turn = position.turn();
        let mut best = if ours { -INFINITY } else { INFINITY };
        let plus = self.enemy_turns == EnemyTurns::BestReplyPlus && !ours;
        'movers: for &army in &movers {
            // BRS+: the enemies before this one play their first moves.
            let before = if plus {
                self.play_first_moves(position, movers.iter().take_while(|&&a| a != army))
            } else {
                Vec::new()
            };
            position.set_turn(army);
            let mut list = CrossList::new();
            position.generate_moves(&mut list);
            order(position, &mut list);
            for &mv in list.iter() {
                let undo = position.make(mv);
                self.budget.count();
                // BRS+: ... and the enemies after it theirs.
                let after = if plus {
                    let later = movers.iter().skip_while(|&&a| a != army).skip(1);
                    self.play_first_moves(position, later)
                } else {
                    Vec::new()
                };
                let next_ours = match self.enemy_turns {
                    EnemyTurns::BestReplyPlus => !ours,
                    // The root moves again once every enemy after this
                    // one has had its turn.
                    EnemyTurns::Paranoid => !ours && self.last_enemy(position, army),
                };
                let value = self.search(position, depth - 1, alpha, beta, next_ours);
                take_back(position, after);
                position.unmake(mv, undo);
                position.set_turn(army);
                if take_value(ours, value, &mut best, &mut alpha, &mut beta) || self.budget.spent {
                    take_back(position, before);
                    break 'movers;
                }
            }
            take_back(position, before);
        }
        position.set_turn(turn);
        if best.abs() == INFINITY {
            self.value(position)
        } else {
            best
        }
    }

    /// What `position` is worth to the root as it stands.
    fn value(&self, position: &CrossPosition) -> i32 {
        match self.leaves {
            Leaves::Material => board_value(position, self.root, &self.allies),
            Leaves::Settled => placed_value(position, self.root, &self.allies),
        }
    }

    /// What `position` at the search's depth is worth to the root
    /// ([`Leaves`]).
    fn leaf(&mut self, position: &mut CrossPosition, alpha: i32, beta: i32, ours: bool) -> i32 {
        match self.leaves {
            Leaves::Material => self.value(position),
            Leaves::Settled => self.quiesce(position, alpha, beta, ours, QUIESCENCE_PLIES),
        }
    }

    /// The value of `position` once captures are played out: the side to
    /// act (the root, or else any enemy with a king, as in Best-Reply
    /// Search) either stops as things stand or makes a capture, for at
    /// most `plies` captures.
    fn quiesce(
        &mut self,
        position: &mut CrossPosition,
        mut alpha: i32,
        mut beta: i32,
        ours: bool,
        plies: u32,
    ) -> i32 {
        let standing = self.value(position);
        if plies == 0 || self.budget.spent || position.king_square(self.root).is_none() {
            return standing;
        }
        let mut best = standing;
        if take_value(ours, standing, &mut best, &mut alpha, &mut beta) {
            return standing;
        }
        let movers: Vec<Army> = if ours {
            vec![self.root]
        } else {
            Army::ALL
                .into_iter()
                .filter(|&army| self.enemy(army) && position.king_square(army).is_some())
                .collect()
        };
        let turn = position.turn();
        'movers: for army in movers {
            position.set_turn(army);
            let mut list = CrossList::new();
            position.generate_moves(&mut list);
            list.retain(|mv| position.man_at(mv.to).is_some());
            order(position, &mut list);
            for &mv in list.iter() {
                let undo = position.make(mv);
                self.budget.count();
                let value = self.quiesce(position, alpha, beta, !ours, plies - 1);
                position.unmake(mv, undo);
                position.set_turn(army);
                if take_value(ours, value, &mut best, &mut alpha, &mut beta) || self.budget.spent {
                    break 'movers;
                }
            }
        }
        position.set_turn(turn);
        best
    }

    /// Plays, for each of `armies` still with a king, its first move in
    /// move order; returns what to take back, last played first.
    fn play_first_moves<'a>(
        &mut self,
        position: &mut CrossPosition,
        armies: impl Iterator<Item = &'a Army>,
    ) -> Vec<(CrossMove, CrossUndo, Army)> {
        let mut played = Vec::new();
        for &army in armies {
            if position.king_square(army).is_none() {
                continue;
            }
            let turn = position.turn();
            position.set_turn(army);
            let mut list = CrossList::new();
            position.generate_moves(&mut list);
            order(position, &mut list);
            match list.first() {
                Some(&mv) => {
                    let undo = position.make(mv);
                    self.budget.count();
                    played.push((mv, undo, turn));
                }
                None => position.set_turn(turn),
            }
        }
        played.reverse();
        played
    }

    /// Whether no enemy with a king moves after `army` before the root.
    fn last_enemy(&self, position: &CrossPosition, army: Army) -> bool {
        let mut next = (army as usize + 1) % 4;
        while Army::ALL[next] != self.root {
            let other = Army::ALL[next];
            if self.enemy(other) && position.king_square(other).is_some() {
                return false;
            }
            next = (next + 1) % 4;
        }
        true
    }
}

/// Takes back moves [`CrossSearch::play_first_moves`] played, restoring
/// whose turn it was before each.
fn take_back(position: &mut CrossPosition, played: Vec<(CrossMove, CrossUndo, Army)>) {
    for (mv, undo, turn) in played {
        position.unmake(mv, undo);
        position.set_turn(turn);
    }
}

/// Captures first, the most valuable victim first (a king above all).
fn order(position: &CrossPosition, list: &mut CrossList) {
    list.sort_by_key(|mv| match position.man_at(mv.to) {
        Some(man) if man.kind == Kind::King => -10_000,
        Some(man) => -man_value(man.kind),
        None => 0,
    });
}

/// The move a search with `enemy_turns` and `leaves` chooses for `seat`
/// in `game` at `strength` when every candidate is a move (otherwise
/// `None`: the game search handles passes, protectorates and answers),
/// searched deeper and deeper within the level's layers and nodes and the
/// time `limits` allow; each depth tries first the moves the one before
/// found best.
pub(super) fn choose(
    game: &FourPlayer,
    seat: Seat,
    enemy_turns: EnemyTurns,
    leaves: Leaves,
    strength: Strength,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<Action>> {
    let candidates = game.candidates(seat);
    let mut moves: Vec<CrossMove> = candidates
        .iter()
        .filter_map(|action| match action {
            Action::Move(mv) => Some(*mv),
            _ => None,
        })
        .collect();
    if moves.is_empty() || moves.len() != candidates.len() {
        return None;
    }
    let allies: Vec<Army> = (0..four_player::SEATS)
        .filter(|&other| other != seat && game.are_allied(seat, other))
        .map(army_of)
        .collect();
    let budget = Budget::within(&limits, strength.nodes * CROSS_NODES);
    let mut search = CrossSearch::new(army_of(seat), allies, enemy_turns, leaves, budget);
    let mut position = game.position().clone();
    let mut scores = vec![0; moves.len()];
    let mut depth_done = 0;
    for depth in 1..=limits.depth_within(strength.depth) {
        let Some(found) = search.score_moves(&mut position, &moves, depth) else {
            break;
        };
        depth_done = depth;
        // Best first (a stable sort keeps the rest in their order).
        let mut ranked: Vec<(CrossMove, i32)> = moves.iter().copied().zip(found).collect();
        ranked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        (moves, scores) = ranked.into_iter().unzip();
    }
    Some(Decision {
        action: Action::Move(moves[pick_judged(&scores, strength.noise, random)]),
        nodes: search.budget.nodes,
        depth: depth_done,
        samples: 1,
    })
}

/// The cross search's node budget, in multiples of a level's game-search
/// nodes ([`Strength::nodes`]): its nodes (make and unmake) are far
/// cheaper than the game search's.
const CROSS_NODES: u64 = 4;
