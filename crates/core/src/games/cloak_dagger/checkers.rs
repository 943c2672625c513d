//! The checkers: which numbered man stands where, whether he still hides
//! as a checker, and who may know what he is.
//!
//! A player always knows their own men. Everybody knows a man once he is
//! uncloaked (for good), captured (a captured checker is shown), or named
//! by a right guess (he stays a checker, but both players know him). When
//! the game is over every arrangement is shown.

use serde::{Deserialize, Serialize};

use super::seats::{SEATS, army_of, seat_of, start_square};
use crate::engine::men::Army;
use crate::engine::{CastlingSide, Move, MoveKind, Square};
use crate::games::Seat;

/// One of a player's eight back-rank men.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checker {
    /// 1 to 8: the file he started on, a to h.
    pub number: u8,
    /// Where he stands; `None` once captured.
    pub square: Option<Square>,
    /// Whether he still shows as a checker (not yet uncloaked). A captured
    /// man stays as he was when taken.
    pub cloaked: bool,
    /// Whether the opponent named him with a right guess.
    pub guessed: bool,
}

impl Checker {
    /// Whether both players know what he is: uncloaked, captured or
    /// rightly guessed.
    pub fn is_public(&self) -> bool {
        !self.cloaked || self.guessed || self.square.is_none()
    }

    /// Whether he is still on the board, disguised and unnamed.
    pub fn is_secret(&self) -> bool {
        !self.is_public()
    }
}

/// Every checker of both players and the square each stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkers {
    men: [[Checker; 8]; SEATS],
    /// The (seat, number) of the checker on each square.
    on: [Option<(Seat, u8)>; 64],
}

impl Default for Checkers {
    fn default() -> Checkers {
        Checkers::new()
    }
}

impl Checkers {
    /// No checker on the board yet (before the players arrange their men).
    pub fn new() -> Checkers {
        let men = std::array::from_fn(|_| {
            std::array::from_fn(|index| Checker {
                number: index as u8 + 1,
                square: None,
                cloaked: true,
                guessed: false,
            })
        });
        Checkers {
            men,
            on: [None; 64],
        }
    }

    /// Puts `seat`'s eight checkers on their back rank, 1 to 8 from a to h.
    pub fn place(&mut self, seat: Seat) {
        for checker in &mut self.men[seat] {
            checker.square = start_square(army_of(seat), checker.number);
            if let Some(square) = checker.square {
                self.on[square.index()] = Some((seat, checker.number));
            }
        }
    }

    /// Checker `number` (1 to 8) of `seat`.
    pub fn get(&self, seat: Seat, number: u8) -> Option<&Checker> {
        self.men.get(seat)?.get(usize::from(number).checked_sub(1)?)
    }

    fn get_mut(&mut self, seat: Seat, number: u8) -> Option<&mut Checker> {
        self.men
            .get_mut(seat)?
            .get_mut(usize::from(number).checked_sub(1)?)
    }

    /// The eight checkers of `seat`, 1 to 8.
    pub fn of(&self, seat: Seat) -> &[Checker; 8] {
        &self.men[seat.min(SEATS - 1)]
    }

    /// The (seat, number) of the checker on `square`, if one stands there.
    pub fn at(&self, square: Square) -> Option<(Seat, u8)> {
        self.on[square.index()]
    }

    /// The (seat, number) of the checker on `square` if he is still
    /// cloaked.
    pub fn cloaked_at(&self, square: Square) -> Option<(Seat, u8)> {
        self.at(square)
            .filter(|&(seat, number)| self.get(seat, number).is_some_and(|c| c.cloaked))
    }

    /// Whether `seat` has a cloaked checker on the board.
    pub fn any_cloaked(&self, seat: Seat) -> bool {
        self.of(seat)
            .iter()
            .any(|checker| checker.cloaked && checker.square.is_some())
    }

    /// Uncloaks a checker for good.
    pub fn uncloak(&mut self, seat: Seat, number: u8) {
        if let Some(checker) = self.get_mut(seat, number) {
            checker.cloaked = false;
        }
    }

    /// Marks a checker as named by a right guess.
    pub fn name(&mut self, seat: Seat, number: u8) {
        if let Some(checker) = self.get_mut(seat, number) {
            checker.guessed = true;
        }
    }

    /// Follows `mv`, made by `army`, on the board: moves the checkers it
    /// moves and takes off one it captures, whose (seat, number) it
    /// returns. En passant, drops and pawn moves touch no checker unless a
    /// pawn captures one.
    pub fn follow(&mut self, army: Army, mv: Move) -> Option<(Seat, u8)> {
        match mv.kind {
            MoveKind::Castle => {
                let side = if mv.to.file() > mv.from.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                let rank = mv.from.rank();
                let king = self.on[mv.from.index()].take();
                let rook = self.on[mv.to.index()].take();
                for (id, file) in [(king, side.king_to_file()), (rook, side.rook_to_file())] {
                    let square = Square::new(file, rank);
                    if let (Some((seat, number)), Some(square)) = (id, square) {
                        self.on[square.index()] = Some((seat, number));
                        if let Some(checker) = self.get_mut(seat, number) {
                            checker.square = Some(square);
                        }
                    }
                }
                None
            }
            MoveKind::Drop(_) | MoveKind::EnPassant => None,
            MoveKind::Normal | MoveKind::Promotion(_) => {
                let captured = self.on[mv.to.index()].take();
                if let Some((seat, number)) = captured
                    && let Some(checker) = self.get_mut(seat, number)
                {
                    checker.square = None;
                }
                let moving = self.on[mv.from.index()].take();
                if let Some((seat, number)) = moving
                    && seat == seat_of(army)
                {
                    // A promoting pawn is no checker, so `moving` is a
                    // checker only for a checker's own move.
                    self.on[mv.to.index()] = Some((seat, number));
                    if let Some(checker) = self.get_mut(seat, number) {
                        checker.square = Some(mv.to);
                    }
                }
                captured
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn checkers_follow_moves_castling_and_captures() {
        let mut checkers = Checkers::new();
        checkers.place(0);
        checkers.place(1);
        assert_eq!(checkers.at(sq("a1")), Some((0, 1)));
        assert_eq!(checkers.at(sq("h8")), Some((1, 8)));
        assert_eq!(checkers.at(sq("a2")), None);
        assert_eq!(
            checkers.follow(Army::White, Move::normal(sq("g1"), sq("f3"))),
            None
        );
        assert_eq!(checkers.at(sq("f3")), Some((0, 7)));
        assert_eq!(checkers.get(0, 7).unwrap().square, Some(sq("f3")));
        // White castles king side: king e1 (5) takes rook h1 (8).
        checkers.follow(
            Army::White,
            Move {
                from: sq("e1"),
                to: sq("h1"),
                kind: MoveKind::Castle,
            },
        );
        assert_eq!(checkers.at(sq("g1")), Some((0, 5)));
        assert_eq!(checkers.at(sq("f1")), Some((0, 8)));
        assert_eq!(checkers.at(sq("e1")), None);
        assert_eq!(checkers.at(sq("h1")), None);
        // A Black checker takes the White one on f3.
        assert_eq!(
            checkers.follow(Army::Black, Move::normal(sq("d8"), sq("f3"))),
            Some((0, 7))
        );
        assert_eq!(checkers.get(0, 7).unwrap().square, None);
        assert!(
            checkers.get(0, 7).unwrap().is_public(),
            "a captured man is shown"
        );
        assert_eq!(checkers.at(sq("f3")), Some((1, 4)));
        assert!(checkers.get(1, 4).unwrap().is_secret());
        checkers.name(1, 4);
        assert!(checkers.get(1, 4).unwrap().is_public());
        assert!(checkers.get(1, 4).unwrap().cloaked);
        assert_eq!(checkers.cloaked_at(sq("f3")), Some((1, 4)));
        checkers.uncloak(1, 4);
        assert_eq!(checkers.cloaked_at(sq("f3")), None);
        assert_eq!(checkers.at(sq("f3")), Some((1, 4)));
        // A pawn's promotion capture removes the checker it takes.
        assert_eq!(
            checkers.follow(
                Army::White,
                Move {
                    from: sq("g7"),
                    to: sq("h8"),
                    kind: MoveKind::Promotion(crate::engine::men::Kind::Queen),
                }
            ),
            Some((1, 8))
        );
        assert_eq!(checkers.at(sq("h8")), None, "a promoted man is no checker");
        assert!(checkers.any_cloaked(0));
        assert_eq!(checkers.get(0, 9), None);
        assert_eq!(checkers.get(2, 1), None);
    }
}
