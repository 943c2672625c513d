//! The ring: who plays which board, in what order the boards take turns,
//! and how the ring closes when a player is mated.
//!
//! Board `i` (counted from 0 here, shown from 1) starts as seat `i` with
//! White against seat `i + 1` with Black, the last seat against the first.
//! Boards keep their numbers for the whole game; a board that leaves the
//! ring is simply skipped. Every player still in plays White on exactly one
//! board in the ring and Black on exactly one (with two players left, the
//! two share both boards).

use crate::engine::men::Army;
use crate::games::{RuleError, Seat};

/// The smallest ring.
pub const MIN_PLAYERS: usize = 3;
/// The largest ring.
pub const MAX_PLAYERS: usize = 8;

/// The two seats at one board, and whether the board is still in the ring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    pub white: Seat,
    pub black: Seat,
    pub in_ring: bool,
}

impl Seating {
    /// The seat playing `army` here (Black for anything but White).
    pub fn seat_of(&self, army: Army) -> Seat {
        if army == Army::White {
            self.white
        } else {
            self.black
        }
    }

    /// The army `seat` plays here, if it plays here.
    pub fn army_of(&self, seat: Seat) -> Option<Army> {
        if seat == self.white {
            Some(Army::White)
        } else if seat == self.black {
            Some(Army::Black)
        } else {
            None
        }
    }
}

/// What a checkmate did to the ring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Closing {
    /// The winner took over the loser's other board.
    TakenOver { board: usize },
    /// The winner is the last player left.
    LastPlayer,
}

/// The seating of every board and which seats are still in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    boards: Vec<Seating>,
    out: Vec<bool>,
}

impl Ring {
    /// A ring of `players` seats and as many boards.
    pub fn new(players: usize) -> Result<Ring, RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(RuleError::new(format!(
                "The One Sane Man needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
            )));
        }
        let boards = (0..players)
            .map(|board| Seating {
                white: board,
                black: (board + 1) % players,
                in_ring: true,
            })
            .collect();
        Ok(Ring {
            boards,
            out: vec![false; players],
        })
    }

    /// How many seats the game started with (and how many boards).
    pub fn size(&self) -> usize {
        self.boards.len()
    }

    /// The seating of board `board` (counted from 0), in the ring or not.
    pub fn seating(&self, board: usize) -> Option<&Seating> {
        self.boards.get(board)
    }

    /// The boards still in the ring, in ring order.
    pub fn boards_in_ring(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.boards.len()).filter(|&board| self.boards[board].in_ring)
    }

    /// The seats still in, in seat order.
    pub fn players_left(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.out.len()).filter(|&seat| !self.out[seat])
    }

    /// The next board in the ring after `board`, going round; `board` itself
    /// when it is the only one.
    pub fn next_board(&self, board: usize) -> usize {
        let size = self.boards.len();
        (1..=size)
            .map(|step| (board + step) % size)
            .find(|&next| self.boards[next].in_ring)
            .unwrap_or(board)
    }

    /// The board in the ring where `seat` plays `army`.
    pub fn board_of(&self, seat: Seat, army: Army) -> Option<usize> {
        self.boards_in_ring()
            .find(|&board| self.boards[board].seat_of(army) == seat)
    }

    /// Closes the ring after `loser` was mated on `board`: the loser is out,
    /// the board leaves the ring and the winner takes over the loser's other
    /// board. When only the winner is left, nothing leaves the ring (the
    /// final positions stay on show) and the game is over.
    pub fn eliminate(&mut self, board: usize, loser: Seat) -> Closing {
        let seating = self.boards[board].clone();
        let loser_army = seating
            .army_of(loser)
            .expect("the mated side plays on the board it was mated on");
        let winner = if loser_army == Army::White {
            seating.black
        } else {
            seating.white
        };
        self.out[loser] = true;
        if self.players_left().count() == 1 {
            return Closing::LastPlayer;
        }
        self.boards[board].in_ring = false;
        let other_army = loser_army.opponent();
        let other = self
            .board_of(loser, other_army)
            .expect("every player still in plays both colours");
        match other_army {
            Army::White => self.boards[other].white = winner,
            _ => self.boards[other].black = winner,
        }
        Closing::TakenOver { board: other }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(ring: &Ring) -> Vec<(usize, Seat, Seat)> {
        ring.boards_in_ring()
            .map(|board| {
                let seating = ring.seating(board).unwrap();
                (board, seating.white, seating.black)
            })
            .collect()
    }

    #[test]
    fn three_players_sit_in_a_ring() {
        let ring = Ring::new(3).unwrap();
        assert_eq!(pairs(&ring), vec![(0, 0, 1), (1, 1, 2), (2, 2, 0)]);
        for seat in 0..3 {
            assert_eq!(ring.board_of(seat, Army::White), Some(seat));
            assert_eq!(ring.board_of(seat, Army::Black), Some((seat + 2) % 3));
        }
    }

    #[test]
    fn eight_players_sit_in_a_ring() {
        let ring = Ring::new(8).unwrap();
        let expected: Vec<_> = (0..8).map(|b| (b, b, (b + 1) % 8)).collect();
        assert_eq!(pairs(&ring), expected);
        assert_eq!(ring.next_board(7), 0);
    }

    #[test]
    fn refuses_too_few_or_too_many_players() {
        assert!(Ring::new(2).unwrap_err().0.contains("3 to 8"));
        assert!(Ring::new(9).is_err());
    }

    #[test]
    fn white_loser_hands_their_black_game_to_the_winner() {
        // Seat 0 (White on board 0) is mated by seat 1; seat 0's other game
        // is board 2, where it plays Black against seat 2.
        let mut ring = Ring::new(4).unwrap();
        assert_eq!(ring.eliminate(0, 0), Closing::TakenOver { board: 3 });
        assert_eq!(pairs(&ring), vec![(1, 1, 2), (2, 2, 3), (3, 3, 1)]);
        assert_eq!(ring.players_left().collect::<Vec<_>>(), vec![1, 2, 3]);
        assert_eq!(ring.next_board(0), 1);
        assert_eq!(ring.next_board(3), 1);
    }

    #[test]
    fn black_loser_hands_their_white_game_to_the_winner() {
        let mut ring = Ring::new(4).unwrap();
        // Seat 2 is Black on board 1 and mated there by seat 1.
        assert_eq!(ring.eliminate(1, 2), Closing::TakenOver { board: 2 });
        assert_eq!(pairs(&ring), vec![(0, 0, 1), (2, 1, 3), (3, 3, 0)]);
    }

    #[test]
    fn the_ring_closes_to_two_players_on_two_boards_then_one_winner() {
        let mut ring = Ring::new(3).unwrap();
        // Seat 1 mates seat 0 on board 0; seat 1 takes Black on board 2.
        assert_eq!(ring.eliminate(0, 0), Closing::TakenOver { board: 2 });
        assert_eq!(pairs(&ring), vec![(1, 1, 2), (2, 2, 1)]);
        assert_eq!(ring.players_left().collect::<Vec<_>>(), vec![1, 2]);
        // Seat 2 mates seat 1 on board 1: seat 2 is the last player left.
        assert_eq!(ring.eliminate(1, 1), Closing::LastPlayer);
        assert_eq!(ring.players_left().collect::<Vec<_>>(), vec![2]);
        assert_eq!(
            pairs(&ring),
            vec![(1, 1, 2), (2, 2, 1)],
            "final boards stay on show"
        );
    }

    #[test]
    fn every_player_left_keeps_one_white_and_one_black_game() {
        let mut ring = Ring::new(8).unwrap();
        for (board, loser) in [(3, 4), (0, 0), (6, 6), (4, 5), (1, 1)] {
            ring.eliminate(board, loser);
            for seat in ring.players_left().collect::<Vec<_>>() {
                assert!(ring.board_of(seat, Army::White).is_some());
                assert!(ring.board_of(seat, Army::Black).is_some());
            }
            assert_eq!(ring.boards_in_ring().count(), ring.players_left().count());
        }
    }
}
