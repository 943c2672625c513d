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

use super::game_search::take_value;
use super::judge::{Judge, WIN, man_value};
use super::{Decision, Plan, misjudgement, pick_best};
use crate::ai::search::Limits;
use crate::engine::cross::{CrossList, CrossMove, CrossPosition, CrossUndo};
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::four_player::{self, Action, FourPlayer, army_of};
use crate::games::random::Random;

/// Above every value.
const INFINITY: i32 = 2 * WIN;

/// How the enemies' turns are searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// One layer of the best reply of any enemy, the other enemies
    /// playing their first move in move order around it, in turn order
    /// (BRS+): the positions searched are ones the game can reach.
    BestReplyPlus,
    /// Every army in turn order.
    Paranoid,
}

/// A search for one army on the cross.
pub struct CrossSearch {
    root: Army,
    allies: Vec<Army>,
    style: Style,
    /// Nodes searched (moves made).
    pub nodes: u64,
    most_nodes: u64,
    /// Whether the node budget ran out.
    pub spent: bool,
}

impl CrossSearch {
    /// A search for `root`, allied with `allies`, within `most_nodes`.
    pub fn new(root: Army, allies: Vec<Army>, style: Style, most_nodes: u64) -> CrossSearch {
        CrossSearch {
            root,
            allies,
            style,
            nodes: 0,
            most_nodes,
            spent: false,
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
            self.count();
            let value = self.search(position, depth - 1, best - 1, INFINITY, false);
            position.unmake(mv, undo);
            best = best.max(value);
            scores.push(value);
            if self.spent {
                break;
            }
        }
        position.set_turn(turn);
        (!self.spent).then_some(scores)
    }

    fn count(&mut self) {
        self.nodes += 1;
        if self.nodes > self.most_nodes {
            self.spent = true;
        }
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
        if depth == 0 || self.spent || position.king_square(self.root).is_none() {
            return self.evaluate(position);
        }
        let movers: Vec<Army> = match (self.style, ours) {
            (_, true) => vec![self.root],
            (Style::BestReplyPlus, false) => Army::ALL
                .into_iter()
                .filter(|&army| self.enemy(army) && position.king_square(army).is_some())
                .collect(),
            (Style::Paranoid, false) => {
                // The next army in turn order after the one that moved.
                let next = (1..=4)
                    .map(|step| Army::ALL[(position.turn() as usize + step + 3) % 4])
                    .find(|&army| self.enemy(army) && position.king_square(army).is_some());
                next.into_iter().collect()
            }
        };
        if movers.is_empty() {
            return self.evaluate(position);
        }
        let turn = position.turn();
        let mut best = if ours { -INFINITY } else { INFINITY };
        let plus = self.style == Style::BestReplyPlus && !ours;
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
                self.count();
                // BRS+: ... and the enemies after it theirs.
                let after = if plus {
                    let later = movers.iter().skip_while(|&&a| a != army).skip(1);
                    self.play_first_moves(position, later)
                } else {
                    Vec::new()
                };
                let next_ours = match self.style {
                    Style::BestReplyPlus => !ours,
                    // The root moves again once every enemy after this
                    // one has had its turn.
                    Style::Paranoid => !ours && self.last_enemy(position, army),
                };
                let value = self.search(position, depth - 1, alpha, beta, next_ours);
                take_back(position, after);
                position.unmake(mv, undo);
                position.set_turn(army);
                if take_value(ours, value, &mut best, &mut alpha, &mut beta) || self.spent {
                    take_back(position, before);
                    break 'movers;
                }
            }
            take_back(position, before);
        }
        position.set_turn(turn);
        if best.abs() == INFINITY {
            self.evaluate(position)
        } else {
            best
        }
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
                    self.count();
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

    /// Material for the root: its own, a quarter of its allies', less
    /// the average of its enemies' that still have their kings.
    fn evaluate(&self, position: &CrossPosition) -> i32 {
        let mut material = [0i32; 4];
        let mut kings = [false; 4];
        for (_, man) in position.men() {
            material[man.army as usize] += man_value(man.kind);
            kings[man.army as usize] |= man.kind == Kind::King;
        }
        let root = self.root as usize;
        if !kings[root] {
            return -WIN / 2 + material[root];
        }
        let mut total = material[root];
        let (mut enemies, mut enemy_material) = (0, 0);
        for army in Army::ALL {
            let index = army as usize;
            if army == self.root {
                continue;
            }
            if self.allies.contains(&army) {
                total += material[index] / 4;
            } else if kings[index] {
                enemies += 1;
                enemy_material += material[index];
            }
        }
        total - enemy_material / enemies.max(1)
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

/// The move `style` chooses for `seat` in `game` when every candidate is
/// a move (otherwise `None`: the game search handles passes,
/// protectorates and answers), searched deeper and deeper within the
/// plan's layers and nodes.
pub(super) fn choose(
    game: &FourPlayer,
    seat: Seat,
    style: Style,
    plan: Plan,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<Action>> {
    let candidates = game.candidates(seat);
    let moves: Vec<CrossMove> = candidates
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
    let most_nodes = limits.nodes.map_or(plan.nodes * CROSS_NODES, |nodes| {
        nodes.min(plan.nodes * CROSS_NODES)
    });
    let deepest = limits
        .depth
        .map_or(plan.depth, |depth| (depth.max(1) as u32).min(plan.depth));
    let mut search = CrossSearch::new(army_of(seat), allies, style, most_nodes);
    let mut position = game.position().clone();
    let mut scores = vec![0; moves.len()];
    let mut depth_done = 0;
    for depth in 1..=deepest {
        let Some(found) = search.score_moves(&mut position, &moves, depth) else {
            break;
        };
        scores = found;
        depth_done = depth;
    }
    let judged: Vec<i32> = scores
        .iter()
        .map(|&score| score + misjudgement(random, plan.noise))
        .collect();
    Some(Decision {
        action: Action::Move(moves[pick_best(&judged, random)]),
        nodes: search.nodes,
        depth: depth_done,
        samples: 1,
    })
}

/// The cross search's node budget, in multiples of the level's: its
/// nodes (make and unmake) are far cheaper than the game search's.
const CROSS_NODES: u64 = 4;
