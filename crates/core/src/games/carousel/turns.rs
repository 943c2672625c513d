//! The carousel of turns: who moves next, and the die at even tables.
//!
//! # Rounds
//!
//! A *round* is one pass round the table. Every round starts at the seat
//! that opened the game (the first player, drawn at random) and visits the
//! seats once each in seat order, `first, first+1, ..., first+N-1` (counted
//! modulo N), each making the one move the shared board wants next, for
//! whichever colour is to move.
//!
//! At an odd table nobody sits out: a round has N turns, and because N is
//! odd each player moves the other colour in the next round.
//!
//! At an even table a public N-sided die is rolled at the start of every
//! round, before its first move; the seat it shows *sits that round out* and
//! is skipped. A round then has N-1 turns, an odd number, but a seat's
//! colour depends on who sits out before it, so a seat may move the same
//! colour two rounds running (at four seats, seat 2 plays White in a round
//! where seat 3 sits out and White again in the next if seat 0 sits out of
//! it). The roll is shown to everybody. No player ever
//! moves twice in a row: a round ends on the seat before the first player
//! (or the one before that) and the next starts on the first player (or the
//! one after).

use serde::{Deserialize, Serialize};

use crate::games::Seat;

/// Where the table stands in the carousel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnOrder {
    seats: usize,
    first: Seat,
    round: u32,
    sitting_out: Option<Seat>,
    /// Offset from `first` of the seat to move in this round.
    step: usize,
}

impl TurnOrder {
    /// The first round of a table of `seats` opened by `first`. At an even
    /// table `roll_die` is asked for the seat that sits the round out.
    pub fn start(seats: usize, first: Seat, roll_die: impl FnOnce() -> Seat) -> TurnOrder {
        let mut order = TurnOrder {
            seats,
            first,
            round: 0,
            sitting_out: None,
            step: 0,
        };
        order.begin_round(roll_die);
        order
    }

    /// Whether the table needs the die (an even number of players).
    pub fn uses_die(&self) -> bool {
        self.seats.is_multiple_of(2)
    }

    /// The seat to move now.
    pub fn current(&self) -> Seat {
        (self.first + self.step) % self.seats
    }

    /// The seat that opened the game and opens every round.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// The round being played, counted from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The seat the die picked to sit this round out (even tables).
    pub fn sitting_out(&self) -> Option<Seat> {
        self.sitting_out
    }

    /// Passes the turn on after a move. When that starts a new round at an
    /// even table, `roll_die` is asked for the seat that sits it out, and
    /// that seat is returned.
    pub fn advance(&mut self, roll_die: impl FnOnce() -> Seat) -> Option<Seat> {
        self.step += 1;
        self.skip_sitting_out();
        if self.step >= self.seats {
            self.begin_round(roll_die);
            return self.sitting_out;
        }
        None
    }

    fn begin_round(&mut self, roll_die: impl FnOnce() -> Seat) {
        self.round += 1;
        self.step = 0;
        self.sitting_out = self.uses_die().then(|| roll_die() % self.seats);
        self.skip_sitting_out();
    }

    fn skip_sitting_out(&mut self) {
        if self.step < self.seats && Some(self.current()) == self.sitting_out {
            self.step += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seats that move in each round, one round per die roll.
    fn rounds(seats: usize, first: Seat, rolls: &[Seat]) -> Vec<Vec<Seat>> {
        let mut dice = rolls.iter().copied();
        let mut order = TurnOrder::start(seats, first, || dice.next().unwrap());
        let mut played = vec![vec![]; rolls.len()];
        while order.round() as usize <= rolls.len() {
            played[order.round() as usize - 1].push(order.current());
            order.advance(|| dice.next().unwrap_or(0));
        }
        played
    }

    #[test]
    fn three_players_go_round_the_table_from_the_first_player() {
        let mut order = TurnOrder::start(3, 1, || unreachable!("odd tables roll no die"));
        let mut seats = vec![];
        for _ in 0..7 {
            seats.push(order.current());
            assert_eq!(order.advance(|| unreachable!()), None);
        }
        assert_eq!(seats, [1, 2, 0, 1, 2, 0, 1]);
        assert_eq!(order.round(), 3);
        assert_eq!(order.sitting_out(), None);
    }

    #[test]
    fn five_players_each_alternate_colours() {
        let mut order = TurnOrder::start(5, 0, || unreachable!());
        // Move k (from 0) is White's when k is even.
        let mut colours: Vec<Vec<bool>> = vec![vec![]; 5];
        for k in 0..20 {
            colours[order.current()].push(k % 2 == 0);
            order.advance(|| unreachable!());
        }
        for seat_colours in &colours {
            assert_eq!(seat_colours.len(), 4);
            assert!(seat_colours.windows(2).all(|w| w[0] != w[1]), "{colours:?}");
        }
    }

    #[test]
    fn six_players_roll_the_die_each_round_and_skip_its_pick() {
        let played = rounds(6, 2, &[4, 2, 1]);
        assert_eq!(played[0], [2, 3, 5, 0, 1], "seat 4 sits out round 1");
        assert_eq!(
            played[1],
            [3, 4, 5, 0, 1],
            "seat 2, the first player, sits out round 2"
        );
        assert_eq!(played[2], [2, 3, 4, 5, 0], "seat 1 sits out round 3");
    }

    #[test]
    fn the_die_is_reported_when_a_round_starts() {
        let mut rolls = [3, 0].into_iter();
        let mut order = TurnOrder::start(4, 0, || rolls.next().unwrap());
        assert_eq!(order.sitting_out(), Some(3));
        assert_eq!(order.round(), 1);
        assert_eq!(order.current(), 0);
        assert_eq!(order.advance(|| unreachable!()), None);
        assert_eq!(order.advance(|| unreachable!()), None);
        assert_eq!(order.current(), 2);
        // Seat 3 sits out, so the round is over and the die picks seat 0.
        assert_eq!(order.advance(|| rolls.next().unwrap()), Some(0));
        assert_eq!(order.round(), 2);
        assert_eq!(order.sitting_out(), Some(0));
        assert_eq!(order.current(), 1);
    }

    #[test]
    fn at_an_even_table_a_seat_may_move_the_same_colour_two_rounds_running() {
        // Seat 3 sits out round 1 (seat 2 moves third: White), seat 0 sits
        // out round 2, which opens on Black (seat 2 moves second: White).
        let played = rounds(4, 0, &[3, 0]);
        assert_eq!(played, [vec![0, 1, 2], vec![1, 2, 3]]);
        let colour = |round: usize, seat: Seat| {
            let before: usize = played[..round].iter().map(Vec::len).sum();
            let at = played[round].iter().position(|&s| s == seat).unwrap();
            if (before + at).is_multiple_of(2) {
                "White"
            } else {
                "Black"
            }
        };
        assert_eq!((colour(0, 2), colour(1, 2)), ("White", "White"));
    }

    #[test]
    fn nobody_moves_twice_in_a_row_at_an_even_table() {
        // Every pair of rolls for consecutive rounds of a 4-player table.
        for a in 0..4 {
            for b in 0..4 {
                let mut rolls = [a, b].into_iter();
                let mut order = TurnOrder::start(4, 1, || rolls.next().unwrap());
                let mut seats = vec![];
                for _ in 0..6 {
                    seats.push(order.current());
                    order.advance(|| rolls.next().unwrap_or(0));
                }
                assert!(seats.windows(2).all(|w| w[0] != w[1]), "{a} {b}: {seats:?}");
                assert!(!seats[..3].contains(&a), "the die's pick sits out round 1");
                assert!(!seats[3..].contains(&b), "the die's pick sits out round 2");
            }
        }
    }
}
