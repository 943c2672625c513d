//! Who sits where: the four seats, the half of the board each one rules,
//! the two teams and the order of play.
//!
//! Seat 0 is king-side White, 1 king-side Black, 2 queen-side White and 3
//! queen-side Black, and they move in that order, round and round: White
//! and Black alternate, and each team's king-side player takes its first
//! move. Files e-h are the king side, a-d the queen side.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::engine::{Bitboard, Square};
use crate::games::Seat;

/// The number of seats at the table.
pub const SEATS: usize = 4;

/// One half of the board, split between the d- and e-files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Half {
    /// Files e to h.
    KingSide,
    /// Files a to d.
    QueenSide,
}

impl Half {
    /// Whether `square` lies on this half.
    pub fn contains(self, square: Square) -> bool {
        match self {
            Half::KingSide => square.file() >= 4,
            Half::QueenSide => square.file() < 4,
        }
    }

    /// Every square of this half.
    pub fn squares(self) -> Bitboard {
        let files = match self {
            Half::KingSide => 4..8,
            Half::QueenSide => 0..4,
        };
        files.fold(Bitboard::EMPTY, |set, file| set | Bitboard::file(file))
    }

    /// "king side" or "queen side".
    pub fn name(self) -> &'static str {
        match self {
            Half::KingSide => "king side",
            Half::QueenSide => "queen side",
        }
    }

    /// The files of the half, as people write them ("e-h" or "a-d").
    pub fn files(self) -> &'static str {
        match self {
            Half::KingSide => "e-h",
            Half::QueenSide => "a-d",
        }
    }
}

/// The colour (and so the team) a seat plays: White for seats 0 and 2,
/// Black for 1 and 3.
pub fn army_of(seat: Seat) -> Army {
    if seat.is_multiple_of(2) {
        Army::White
    } else {
        Army::Black
    }
}

/// The half a seat rules: the king side for seats 0 and 1, the queen side
/// for 2 and 3.
pub fn half_of(seat: Seat) -> Half {
    if seat % SEATS < 2 {
        Half::KingSide
    } else {
        Half::QueenSide
    }
}

/// The seat playing `army` on `half`.
pub fn seat_of(army: Army, half: Half) -> Seat {
    let colour = usize::from(army != Army::White);
    match half {
        Half::KingSide => colour,
        Half::QueenSide => 2 + colour,
    }
}

/// The seat that moves after `seat`.
pub fn next_seat(seat: Seat) -> Seat {
    (seat + 1) % SEATS
}

/// The other player of `seat`'s team.
pub fn partner(seat: Seat) -> Seat {
    (seat + 2) % SEATS
}

/// The two seats of a team, king side first.
pub fn team(army: Army) -> [Seat; 2] {
    [
        seat_of(army, Half::KingSide),
        seat_of(army, Half::QueenSide),
    ]
}

/// "White" or "Black".
pub fn team_name(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

/// What the table calls a seat: "king-side White", "queen-side Black", ...
pub fn role(seat: Seat) -> String {
    let half = match half_of(seat) {
        Half::KingSide => "king-side",
        Half::QueenSide => "queen-side",
    };
    format!("{half} {}", team_name(army_of(seat)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_halves_and_teams_fit_together() {
        let roles: Vec<String> = (0..SEATS).map(role).collect();
        assert_eq!(
            roles,
            [
                "king-side White",
                "king-side Black",
                "queen-side White",
                "queen-side Black"
            ]
        );
        for seat in 0..SEATS {
            assert_eq!(seat_of(army_of(seat), half_of(seat)), seat);
            assert_eq!(army_of(partner(seat)), army_of(seat));
            assert_ne!(half_of(partner(seat)), half_of(seat));
            assert_ne!(army_of(next_seat(seat)), army_of(seat), "colours alternate");
        }
        assert_eq!(team(Army::White), [0, 2]);
        assert_eq!(team(Army::Black), [1, 3]);
        let e1 = Square::parse("e1").unwrap();
        let d8 = Square::parse("d8").unwrap();
        assert!(Half::KingSide.contains(e1) && !Half::QueenSide.contains(e1));
        assert!(Half::QueenSide.contains(d8) && !Half::KingSide.contains(d8));
        assert_eq!(Half::KingSide.squares().count(), 32);
        assert!((Half::KingSide.squares() & Half::QueenSide.squares()).is_empty());
    }
}
