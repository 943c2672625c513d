//! Carousel played by determinized rollouts: every candidate move is
//! followed by short lines of play, each on a deal of the other seats'
//! cards drawn as likely as their moves make it ([`read_seats`]), and
//! judged at their end by the seat's prospects ([`super::prospects`]);
//! the move whose lines average best is played. Carousel's computer
//! (`computer:<level>`, and `rollouts:<level>`) plays these;
//! `search:<level>` keeps the search it played before.
//!
//! Where the search ([`super::search`]) expects one modelled reply from
//! each other seat, a rollout pictures a seat playing for its card in
//! that deal the way a greedy player does (any move among those its
//! judge puts in the best whole pawn), or, as often as its moves show
//! it plays wildly, any move at all; the searching seat's own later move
//! is its best one move ahead. Averaged over many deals and replies, a
//! move is worth what it is worth against the whole spread of cards and
//! replies, not against the one reply a deal makes likeliest.
//!
//! The other seats' latest moves are read first: each judged one move
//! ahead for every card, which tells both how wildly a seat plays (the
//! share of its moves made at random) and which card it likely holds (a
//! seat that plays greedy for White is seen to). The deals are drawn by
//! that likelihood, not by the cruder leaning of [`super::cards`].
//!
//! The rollouts are shared out by successive halving: each candidate a
//! few (the best one move ahead first), then the better half twice as
//! many, and so on while the nodes last. Every candidate's `k`th rollout
//! uses the same deal and the same random draws, so candidates are
//! compared on the same pictures.
//!
//! Measured with `parlour arena carousel` (3 seats). Screened on 300
//! tables against two greedy players (`--seed 7`): the rollouts with the
//! leaning's deals and a fixed quarter of wild moves won 244; with the
//! moves read for the cards only 248, for the wildness only 239, for
//! both 254 (kept); both with half the level's nodes 245, with the
//! leaning added to the likelihood 257, reading every move 253 (all
//! within the noise of 300 tables, so the simplest kept). Confirmed on
//! 1,200 tables (`--seed 1`): with two greedy players it won 1,004
//! (0.837, 95% 0.815-0.857) where the rollouts before the reading won
//! 909 (0.757, 0.732-0.781), 222 tables won by it alone against 127;
//! with two random players it won 1,181 (0.984, 0.975-0.990) where the
//! rollouts before the reading won 1,152 (0.960, 0.947-0.970).

use std::cmp::Reverse;

use super::cards;
use super::line::{Line, points_of};
use super::prospects::prospects;
use crate::ai::budget::{Budget, Limits};
use crate::ai::players::{ComputerGame, Decision};
use crate::ai::strength::{Strength, pick_judged};
use crate::engine::random::Random;
use crate::engine::{Move, MoveList, Position};
use crate::games::carousel::{Action, Card, Carousel};
use crate::games::level::Level;
use crate::games::{Seat, Viewer};

/// The rollouts spend this share of the level's nodes: a quarter, 20,000
/// at the Full level, about four times what the search spends there (it
/// ends its two own moves within 1,000 to 15,000), and little enough that
/// 1,200 arena tables stay affordable (half the nodes won no more on 300
/// screening tables).
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

/// How many of each other seat's latest moves are read to tell its card
/// and how wildly it plays ([`read_seats`]).
const MOVES_READ: usize = 24;

/// The shares of moves made at random a seat is weighed at (0, 1/20, ...,
/// 1) when its moves are read.
const SHARES: u32 = 20;

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
    let reading = read_seats(game, seat, &mut budget);
    let deals: Vec<Vec<Option<Card>>> = cards::deals_weighed(game, seat, DEALS, random, |sample| {
        reading.log_likelihood(sample, seat)
    })
    .iter()
    .map(Line::cards_of)
    .collect();
    let mut rollouts = Rollouts {
        line: Line::new(game, seat, MOST_PLIES + 1),
        leaf: 0,
        deals,
        seed: random.next_u64(),
        wild: reading.wild,
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

/// What the moves seen tell of the other seats, each pictured playing a
/// share `w` of its moves at random and the rest greedy for its card
/// (any move among those its judge puts in the best whole pawn).
struct Reading {
    /// How wildly each seat plays: its share `w` per thousand moves (0 for
    /// the seat reading).
    wild: Vec<u64>,
    /// By seat, the log-likelihood of its moves read under each card
    /// (White, Black, Draw), at its share `w`.
    by_card: Vec<[f64; 3]>,
}

impl Reading {
    /// The log-likelihood of the moves read under the other seats' cards
    /// in `sample`, for `root`.
    fn log_likelihood(&self, sample: &Carousel, root: Seat) -> f64 {
        self.by_card
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != root)
            .map(|(other, logs)| match sample.card_for(Viewer::Seat(other)) {
                Some(Card::White) => logs[0],
                Some(Card::Black) => logs[1],
                Some(Card::Draw) => logs[2],
                None => 0.0,
            })
            .sum()
    }
}

/// The likelihood of a move whose mover had `legal` moves, for a seat
/// playing a share `w` of its moves at random and the rest among the
/// `best` its card prefers (0 when the move is not among them).
fn likelihood(w: f64, legal: usize, best: usize) -> f64 {
    let greedy = if best > 0 { 1.0 / best as f64 } else { 0.0 };
    (w / legal as f64 + (1.0 - w) * greedy).max(1e-12)
}

/// Reads the [`MOVES_READ`] latest moves of each seat other than `root`:
/// each judged one move ahead for every card (a node of `budget` per
/// move judged; the reading stops where the budget runs out). A seat's
/// share `w` is the mean over [`SHARES`] of the shares as likely as its
/// moves make them (for its likeliest card), with a prior leaning to
/// greedy play ((1 - w)^2: a quarter expected before any move is seen);
/// moves next to a game's end are not read.
fn read_seats(game: &Carousel, root: Seat, budget: &mut Budget) -> Reading {
    let seats = game.players().len();
    let logged = game.moves();
    let mut wanted = vec![0usize; seats];
    let mut examine = vec![false; logged.len()];
    for (index, entry) in logged.iter().enumerate().rev() {
        if entry.seat != root && entry.seat < seats && wanted[entry.seat] < MOVES_READ {
            wanted[entry.seat] += 1;
            examine[index] = true;
        }
    }
    // By seat, each move read: its mover's legal moves' count, and for
    // each card the size of the card's best set if the move played is in
    // it (else 0).
    let mut seen: Vec<Vec<(usize, [usize; 3])>> = vec![Vec::new(); seats];
    let cards = [Card::White, Card::Black, Card::Draw];
    let mut position = Position::standard();
    let mut totals = vec![0i64; seats];
    'replay: for (index, entry) in logged.iter().enumerate() {
        let Ok(played) = position.parse_uci(&entry.uci) else {
            break;
        };
        if examine[index] {
            let mover = entry.seat;
            let mut list = MoveList::new();
            position.generate_moves(&mut list);
            let mut values: Vec<[i32; 3]> = Vec::with_capacity(list.len());
            let mut ends = false;
            let mut at = None;
            for &mv in list.iter() {
                if budget.count() {
                    break 'replay;
                }
                if mv == played {
                    at = Some(values.len());
                }
                let points = points_of(&position, mv);
                totals[mover] += points;
                let undo = position.make(mv);
                let mut replies = MoveList::new();
                position.generate_moves(&mut replies);
                ends |= replies.is_empty()
                    || position.halfmove_clock() >= 100
                    || position.is_insufficient_material();
                values.push(
                    cards.map(|card| {
                        prospects(&position, &totals, mover, Some(card)).div_euclid(PAWN)
                    }),
                );
                position.unmake(mv, undo);
                totals[mover] -= points;
            }
            if let (false, Some(at)) = (ends, at) {
                let mut sizes = [0usize; 3];
                for (card, size) in sizes.iter_mut().enumerate() {
                    let best = values.iter().map(|v| v[card]).max().unwrap_or(0);
                    if values[at][card] == best {
                        *size = values.iter().filter(|v| v[card] == best).count();
                    }
                }
                seen[mover].push((list.len(), sizes));
            }
        }
        position.make(played);
        if let Some(total) = totals.get_mut(entry.seat) {
            *total += entry.points;
        }
    }
    let (wild, by_card) = seen
        .iter()
        .enumerate()
        .map(|(seat, moves)| {
            if seat == root {
                return (0, [0.0; 3]);
            }
            let by_card_at = |w: f64| {
                [0, 1, 2].map(|card| {
                    moves
                        .iter()
                        .map(|&(legal, sizes)| likelihood(w, legal, sizes[card]).ln())
                        .sum::<f64>()
                })
            };
            let grid: Vec<f64> = (0..=SHARES)
                .map(|step| f64::from(step) / f64::from(SHARES))
                .collect();
            let logs: Vec<f64> = grid
                .iter()
                .map(|&w| {
                    let prior = (1.0 - w).powi(2).max(1e-6).ln();
                    prior + by_card_at(w).into_iter().fold(f64::MIN, f64::max)
                })
                .collect();
            let most = logs.iter().copied().fold(f64::MIN, f64::max);
            let weights: Vec<f64> = logs.iter().map(|&log| (log - most).exp()).collect();
            let total: f64 = weights.iter().sum();
            let mean = grid.iter().zip(&weights).map(|(w, p)| w * p).sum::<f64>() / total;
            let share = ((mean * 1000.0).round() as u64).min(1000);
            (share, by_card_at(share as f64 / 1000.0))
        })
        .unzip();
    Reading { wild, by_card }
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
    /// How often each seat is pictured playing any move at all, per
    /// thousand moves ([`Reading::wild`]).
    wild: Vec<u64>,
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
        let mover = self.line.movers[ply];
        let root = mover == self.line.root;
        if !root && random.below(1000) < self.wild[mover] {
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
