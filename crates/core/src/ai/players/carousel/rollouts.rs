//! Carousel played by determinized rollouts: every candidate move is
//! followed by short lines of play, each on a deal of the other seats'
//! cards drawn from the card inference ([`super::cards`]), and judged at
//! their end by the seat's prospects ([`super::prospects`]); the move
//! whose lines average best is played.
//!
//! Where the search ([`super::search`]) expects one modelled reply from
//! each other seat, a rollout pictures a seat playing for its card in
//! that deal the way a greedy player does (any move among those its
//! judge puts in the best whole pawn), or, now and then, any move at
//! all; the searching seat's own later move is its best one move ahead.
//! Averaged over many deals and replies, a move is worth what it is
//! worth against the whole spread of cards and replies, not against the
//! one reply a deal makes likeliest.
//!
//! The rollouts are shared out by successive halving: each candidate a
//! few (the best one move ahead first), then the better half twice as
//! many, and so on while the nodes last. Every candidate's `k`th rollout
//! uses the same deal and the same random draws, so candidates are
//! compared on the same pictures.
//!
//! Measured against the search (`computer:6`) on the same tables of three
//! (`parlour arena carousel --seed 1`, the first tables of the run): with
//! two greedy players it won 359 of 476 (0.754, 95% 0.714-0.791) where
//! the search won 350 (0.735, 0.694-0.773); with two random players 292
//! of 299 (0.977, 0.952-0.989) where the search won 284 (0.950,
//! 0.919-0.969). Ahead both times, significant neither time: the
//! computer's levels keep the search, and `rollouts:<level>` plays these.

use std::cmp::Reverse;

use super::cards;
use super::line::Line;
use crate::ai::budget::{Budget, Limits};
use crate::ai::players::{ComputerGame, Decision};
use crate::ai::strength::{Strength, pick_judged};
use crate::engine::random::Random;
use crate::engine::{Move, MoveList};
use crate::games::Seat;
use crate::games::carousel::{Action, Card, Carousel};
use crate::games::level::Level;

/// The rollouts spend this share of the level's nodes: a quarter, 20,000
/// at the Full level, about four times what the search spends there (it
/// ends its two own moves within 1,000 to 15,000), and little enough that
/// 1,200 arena tables stay affordable.
const NODE_SHARE: u64 = 4;

/// Deals of the other seats' cards drawn from the card inference, which
/// the rollouts take in turn.
const DEALS: usize = 16;

/// Rollouts of every candidate in the first round: two, so that at the
/// Full level the round ends within the nodes even with 40 moves.
const FIRST_ROUND: usize = 2;

/// The longest rollout, in moves (the candidate included): at a small
/// table, until the searching seat's second move after it. A depth limit
/// ([`Limits::depth`]) shortens it.
const MOST_PLIES: usize = 8;

/// How often another seat is pictured playing any move at all, per
/// thousand moves.
const WILD_PER_MILLE: u64 = 250;

/// Values a seat's judge puts within the same whole pawn are as good to
/// it (a greedy player's view).
const PAWN: i32 = 100;

/// The move `level`'s rollouts choose for `seat` in `game` (a sample for
/// the seat: only its own card is read), within `limits` and the level's
/// nodes, or `None` when the seat has no move.
pub fn decide(
    game: &Carousel,
    seat: Seat,
    level: Level,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<Action>> {
    let moves: Vec<Move> = game
        .candidates(seat)
        .into_iter()
        .map(|Action::Move(mv)| mv)
        .collect();
    let decision = |mv: Move, nodes: u64, depth: u32, samples: usize| Decision {
        action: Action::Move(mv),
        nodes,
        depth,
        samples,
    };
    match moves.len() {
        0 => return None,
        1 => return Some(decision(moves[0], 0, 0, 1)),
        _ => {}
    }
    let strength = Strength::of(level);
    let mut budget = Budget::within(&limits, strength.nodes / NODE_SHARE);
    let deals: Vec<Vec<Option<Card>>> = cards::deals(game, seat, DEALS, random)
        .iter()
        .map(Line::cards_of)
        .collect();
    let mut rollouts = Rollouts {
        line: Line::new(game, seat, MOST_PLIES + 1),
        leaf: 0,
        deals,
        seed: random.next_u64(),
    };
    rollouts.leaf = rollouts
        .leaf_ply()
        .min(limits.depth_within(MOST_PLIES as u32) as usize);
    // Rollouts of the candidate alone differ only by their deal.
    let enough = if rollouts.leaf <= 1 {
        DEALS
    } else {
        usize::MAX
    };
    // Each candidate's values, its `k`th rollout's at `k`.
    let mut values: Vec<Vec<i32>> = vec![Vec::new(); moves.len()];
    let mut alive = rollouts.by_first_look(&moves, &mut budget);
    let mut round = FIRST_ROUND;
    'rounds: while values[alive[0]].len() < enough {
        for &candidate in &alive {
            for _ in 0..round.min(enough - values[candidate].len()) {
                let k = values[candidate].len();
                match rollouts.value(moves[candidate], k, &mut budget) {
                    Some(value) => values[candidate].push(value),
                    None => break 'rounds,
                }
            }
        }
        // The better half (never fewer than two) go on, each with as many
        // rollouts again as it has had.
        if alive.len() > 2 {
            let means = means(&values, &alive);
            let mut ranked: Vec<(i32, usize)> = means.into_iter().zip(alive).collect();
            ranked.sort_by_key(|&(mean, _)| -i64::from(mean));
            alive = ranked
                .iter()
                .take((ranked.len() / 2).max(2))
                .map(|&(_, candidate)| candidate)
                .collect();
        }
        round = values[alive[0]].len();
    }
    // A candidate never rolled out is not compared with those that were.
    let tried: Vec<usize> = alive
        .iter()
        .copied()
        .filter(|&candidate| !values[candidate].is_empty())
        .collect();
    let pool = if tried.is_empty() { alive } else { tried };
    let index = pick_judged(&means(&values, &pool), strength.noise, random);
    let most_runs = values.iter().map(Vec::len).max().unwrap_or(0);
    Some(decision(
        moves[pool[index]],
        budget.nodes,
        rollouts.leaf as u32,
        most_runs.clamp(1, DEALS),
    ))
}

/// The mean of each of `candidates`' values over the rollouts all of
/// them finished (so each is judged on the same deals).
fn means(values: &[Vec<i32>], candidates: &[usize]) -> Vec<i32> {
    let common = candidates
        .iter()
        .map(|&candidate| values[candidate].len())
        .filter(|&runs| runs > 0)
        .min()
        .unwrap_or(0);
    candidates
        .iter()
        .map(|&candidate| {
            let runs = &values[candidate][..common.min(values[candidate].len())];
            let total: i64 = runs.iter().map(|&value| i64::from(value)).sum();
            (total / runs.len().max(1) as i64) as i32
        })
        .collect()
}

/// The rollouts of one decision.
struct Rollouts {
    /// The line played out, its cards those of the rollout's deal.
    line: Line,
    /// The ply at which a rollout is judged.
    leaf: usize,
    /// The deals of every seat's card, taken in turn.
    deals: Vec<Vec<Option<Card>>>,
    /// The seed of every candidate's rollouts' random draws.
    seed: u64,
}

impl Rollouts {
    /// The ply at which rollouts are judged: the searching seat's second
    /// move after the candidate, or [`MOST_PLIES`] when that is further.
    fn leaf_ply(&self) -> usize {
        let root = self.line.root;
        self.line
            .movers
            .iter()
            .enumerate()
            .skip(1)
            .filter(|&(_, &mover)| mover == root)
            .map(|(ply, _)| ply)
            .nth(1)
            .unwrap_or(MOST_PLIES)
            .min(MOST_PLIES)
    }

    /// The indices of `moves` (the root's) by their value for the root
    /// one move ahead with the first deal's cards, best first: the order
    /// of the first round, so that a budget which runs out in it is spent
    /// on the likeliest.
    fn by_first_look(&mut self, moves: &[Move], budget: &mut Budget) -> Vec<usize> {
        self.line.cards.clone_from(&self.deals[0]);
        let list: MoveList = moves.iter().copied().collect();
        let mut values = Vec::with_capacity(moves.len());
        self.line
            .judge_moves(&list, 0, budget, |judged| values.push(judged.value));
        let mut order: Vec<usize> = (0..moves.len()).collect();
        // Moves the budget left unjudged come last.
        order.sort_by_key(|&index| Reverse(values.get(index).copied().unwrap_or(i32::MIN)));
        order
    }

    /// The root's value of the `k`th rollout after `candidate`, or `None`
    /// when `budget` ran out during it.
    fn value(&mut self, candidate: Move, k: usize, budget: &mut Budget) -> Option<i32> {
        self.line
            .cards
            .clone_from(&self.deals[k % self.deals.len()]);
        let mut random = Random::seeded(self.seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        if budget.count() {
            return None;
        }
        let mut played = vec![self.line.play(candidate, 0)];
        let mut value = None;
        for ply in 1..=self.leaf {
            let mut moves = MoveList::new();
            self.line.position.generate_moves(&mut moves);
            if let Some(end) = self.line.ending(&moves, ply) {
                value = Some(self.line.settled(end, self.line.root));
                break;
            }
            if ply == self.leaf {
                value = Some(self.line.prospects(self.line.root));
                break;
            }
            let Some(mv) = self.pick(&moves, ply, &mut random, budget) else {
                break;
            };
            played.push(self.line.play(mv, ply));
        }
        while let Some(last) = played.pop() {
            self.line.take_back(last);
        }
        value.filter(|_| !budget.spent)
    }

    /// The move the seat at `ply` is pictured making among `moves`: the
    /// root's best one move ahead; another seat's among the best for its
    /// card to a whole pawn, or now and then any. `None` when the budget
    /// ran out.
    fn pick(
        &mut self,
        moves: &MoveList,
        ply: usize,
        random: &mut Random,
        budget: &mut Budget,
    ) -> Option<Move> {
        let root = self.line.movers[ply] == self.line.root;
        if !root && random.below(1000) < WILD_PER_MILLE {
            return Some(moves[random.below(moves.len() as u64) as usize]);
        }
        let mut best: Vec<Move> = Vec::new();
        let mut most = i32::MIN;
        self.line.judge_moves(moves, ply, budget, |judged| {
            let value = if root {
                judged.value
            } else {
                judged.value.div_euclid(PAWN)
            };
            if value > most {
                most = value;
                best.clear();
            }
            if value == most {
                best.push(judged.mv);
            }
        });
        if budget.spent || best.is_empty() {
            return None;
        }
        Some(best[random.below(best.len() as u64) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::players;
    use crate::games::carousel::Card;
    use crate::games::{Game, Viewer};

    /// A table of three dealt from `seed` after `line`, each move played by
    /// the seat to move.
    fn played(seed: u64, line: &[&str]) -> Carousel {
        let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
        let mut game = Carousel::new(&names, Random::seeded(seed)).expect("three players");
        for text in line {
            let seat = game.to_act().expect("a seat to move");
            game.play(seat, text).expect("a legal move");
        }
        game
    }

    fn chosen(game: &Carousel, level: Level, seed: u64) -> String {
        let seat = game.to_act().expect("a seat to move");
        let player = players::Player::Rollouts(level);
        let decision =
            players::decide(game, seat, player, seed, Limits::default()).expect("a move");
        let Action::Move(mv) = decision.action;
        mv.to_string()
    }

    #[test]
    fn a_mate_that_wins_the_table_is_played_whatever_the_card() {
        for seed in 0..6 {
            // Whoever moves Black next mates with Qh4 and scores 10, more
            // than any card's 5.
            let game = played(seed, &["f3", "e5", "g4"]);
            assert_eq!(chosen(&game, Level::Club, seed), "d8h4", "seed {seed}");
        }
    }

    #[test]
    fn a_move_that_lets_the_next_seat_stalemate_is_not_played() {
        // Sam Loyd's line: after it, 9...Kg6 lets 10.Qe6 stalemate Black,
        // which the Draw card's holder, perhaps the next seat, would play.
        let line = [
            "e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+", "Kf7",
            "Qxb7", "Qd3", "Qxb8", "Qh7", "Qxc8",
        ];
        let mut tried = 0;
        for seed in 0..8 {
            let game = played(seed, &line);
            let seat = game.to_act().expect("a seat to move");
            if game.card_for(Viewer::Seat(seat)) == Some(Card::Draw) {
                continue;
            }
            tried += 1;
            assert_ne!(chosen(&game, Level::Full, seed), "f7g6", "seed {seed}");
        }
        assert!(tried > 0, "no deal fits");
    }

    #[test]
    fn candidates_are_compared_on_the_rollouts_all_of_them_finished() {
        // The first candidate's third rollout went badly, but the second
        // never had one: both are judged on their first two.
        let values = vec![vec![10, 10, -100], vec![5, 5], vec![]];
        assert_eq!(means(&values, &[0, 1]), vec![10, 5]);
        // A candidate never rolled out does not shorten the others'.
        assert_eq!(means(&values, &[0, 2]), vec![-26, 0]);
    }
}
