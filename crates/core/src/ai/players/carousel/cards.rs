//! Carousel's secret cards as one seat can guess them: every move shows a
//! little of its mover's card, for a player who holds White tends to help
//! White whichever colour it moves. A sample of the table keeps the seat's
//! own card and deals the others again ([`Determinize`]); this picks among
//! several such deals, each as likely as the moves seen make it.
//!
//! Only public facts are read: the moves (who made them, with which
//! colour) and the seat's own card, never another seat's.

use crate::ai::evaluation::for_army;
use crate::engine::Position;
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::games::Seat;
use crate::games::Viewer;
use crate::games::carousel::{Card, Carousel};
use crate::games::determinize::Determinize;

/// Deals drawn, of which one is kept.
const DEALS: usize = 6;

/// The largest shift of the board one move counts for, in centipawns (a
/// capture tells more about points than about a card).
const MOST_SHIFT: i32 = 150;

/// Centipawns of leaning that make a card e (2.7) times as likely.
const LEAN_SCALE: f64 = 300.0;

/// The most a seat's whole leaning counts for, in log-likelihood.
const MOST_EVIDENCE: f64 = 3.0;

/// How far each seat's moves shifted the board towards White, summed over
/// its moves, in centipawns (each move's shift capped at [`MOST_SHIFT`]).
pub fn leanings(game: &Carousel) -> Vec<i32> {
    let mut leaning = vec![0; game.players().len()];
    let mut position = Position::standard();
    for logged in game.moves() {
        let Ok(mv) = position.parse_uci(&logged.uci) else {
            break;
        };
        let before = for_army(&position, Army::White);
        position.make(mv);
        let shift = (for_army(&position, Army::White) - before).clamp(-MOST_SHIFT, MOST_SHIFT);
        if let Some(seat) = leaning.get_mut(logged.seat) {
            *seat += shift;
        }
    }
    leaning
}

/// The log-likelihood of the moves seen under the cards of `sample`
/// (seats other than `seat`): White's holders lean White, Black's Black,
/// the Draw's neither.
fn evidence(sample: &Carousel, seat: Seat, leanings: &[i32]) -> f64 {
    leanings
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != seat)
        .map(|(other, &leaning)| {
            let sign = match sample.card_for(Viewer::Seat(other)) {
                Some(Card::White) => 1.0,
                Some(Card::Black) => -1.0,
                Some(Card::Draw) | None => 0.0,
            };
            (sign * f64::from(leaning) / LEAN_SCALE).clamp(-MOST_EVIDENCE, MOST_EVIDENCE)
        })
        .sum()
}

/// A sample of `game` for `seat` whose deal is drawn as likely as the
/// moves seen make it.
pub fn sample(game: &Carousel, seat: Seat, random: &mut Random) -> Carousel {
    sample_by(game, seat, &leanings(game), random)
}

/// `count` samples of `game` for `seat`, each deal drawn as likely as
/// the moves seen make it (the moves read once for all).
pub fn deals(game: &Carousel, seat: Seat, count: usize, random: &mut Random) -> Vec<Carousel> {
    let leanings = leanings(game);
    (0..count)
        .map(|_| sample_by(game, seat, &leanings, random))
        .collect()
}

/// A sample of `game` for `seat` whose deal is drawn as likely as
/// `leanings` (by seat, see [`leanings`]) make it.
fn sample_by(game: &Carousel, seat: Seat, leanings: &[i32], random: &mut Random) -> Carousel {
    sample_weighed(game, seat, random, |sample| {
        evidence(sample, seat, leanings)
    })
}

/// `count` samples of `game` for `seat`, each deal drawn as likely as
/// `log_likelihood` (of a sample's deal) makes it.
pub fn deals_weighed(
    game: &Carousel,
    seat: Seat,
    count: usize,
    random: &mut Random,
    log_likelihood: impl Fn(&Carousel) -> f64,
) -> Vec<Carousel> {
    (0..count)
        .map(|_| sample_weighed(game, seat, random, &log_likelihood))
        .collect()
}

/// A sample of `game` for `seat` whose deal is drawn among [`DEALS`] as
/// likely as `log_likelihood` makes it.
fn sample_weighed(
    game: &Carousel,
    seat: Seat,
    random: &mut Random,
    log_likelihood: impl Fn(&Carousel) -> f64,
) -> Carousel {
    let mut deals: Vec<(Carousel, f64)> = (0..DEALS)
        .map(|_| {
            let sample = game.determinize(seat, random);
            let weight = log_likelihood(&sample);
            (sample, weight)
        })
        .collect();
    let most = deals
        .iter()
        .map(|(_, weight)| *weight)
        .fold(f64::MIN, f64::max);
    for (_, weight) in &mut deals {
        *weight = (*weight - most).exp();
    }
    let total: f64 = deals.iter().map(|(_, weight)| weight).sum();
    let mut pick = random.below(1 << 20) as f64 / f64::from(1 << 20) * total;
    let mut chosen = deals.len() - 1;
    for (index, (_, weight)) in deals.iter().enumerate() {
        if pick < *weight {
            chosen = index;
            break;
        }
        pick -= weight;
    }
    deals.swap_remove(chosen).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    fn table(seed: u64) -> Carousel {
        let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
        Carousel::new(&names, Random::seeded(seed)).expect("three players")
    }

    #[test]
    fn a_move_leans_its_mover_only() {
        let mut game = table(1);
        let mover = game.to_act().expect("a first mover");
        assert_eq!(leanings(&game), vec![0, 0, 0]);
        game.play(mover, "e4").expect("a legal move");
        let leanings = leanings(&game);
        assert!(leanings[mover] > 0, "e4 helps White: {leanings:?}");
        for other in (0..3).filter(|&other| other != mover) {
            assert_eq!(leanings[other], 0);
        }
    }

    #[test]
    fn a_seat_whose_moves_lean_white_is_likely_dealt_white() {
        // At three seats the cards are White, Black and Draw: whoever does
        // not hold the Draw holds White or Black.
        let game = table(2);
        let draw = (0..3)
            .find(|&seat| game.card_for(Viewer::Seat(seat)) == Some(Card::Draw))
            .expect("a Draw card at the table");
        let (first, second) = ((draw + 1) % 3, (draw + 2) % 3);
        let mut leanings = vec![0; 3];
        leanings[first] = 2_000;
        leanings[second] = -2_000;
        let mut random = Random::seeded(3);
        let white_to_first = |leanings: &[i32], random: &mut Random| {
            (0..200)
                .filter(|_| {
                    let sample = sample_by(&game, draw, leanings, random);
                    sample.card_for(Viewer::Seat(first)) == Some(Card::White)
                })
                .count()
        };
        let guessed = white_to_first(&leanings, &mut random);
        assert!(
            guessed > 180,
            "White to the White-leaning seat {guessed} times of 200"
        );
        // Without leanings either deal is as likely.
        let blind = white_to_first(&[0, 0, 0], &mut random);
        assert!((70..=130).contains(&blind), "{blind} of 200");
    }
}
