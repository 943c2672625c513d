//! The four roles and the order of play.
//!
//! Seat 0 is the White Noble, 1 the White Peasant, 2 the Black Noble and 3
//! the Black Peasant. The seats are roles, not people: one person may hold
//! several (which person holds which role is the table's business).
//!
//! White and Black alternate turns. Each turn starts with the Noble of the
//! colour to move; the Peasant of that colour acts only when the Noble
//! cedes the move to him.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::Seat;

/// The number of seats (roles) at the table.
pub const SEATS: usize = 4;
/// The White Noble's seat.
pub const WHITE_NOBLE: Seat = 0;
/// The White Peasant's seat.
pub const WHITE_PEASANT: Seat = 1;
/// The Black Noble's seat.
pub const BLACK_NOBLE: Seat = 2;
/// The Black Peasant's seat.
pub const BLACK_PEASANT: Seat = 3;

/// What a seat is, within its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Commands the king and the queen, and the military while he has
    /// military control; acts first in each of his colour's turns.
    Noble,
    /// Moves pawns and unpaired military men, when his Noble cedes.
    Peasant,
}

impl Role {
    /// "Noble" or "Peasant".
    pub fn name(self) -> &'static str {
        match self {
            Role::Noble => "Noble",
            Role::Peasant => "Peasant",
        }
    }
}

/// Index of a colour in per-colour arrays: White 0, Black 1.
pub fn side(army: Army) -> usize {
    usize::from(army != Army::White)
}

/// The colour of a seat: White for seats 0 and 1, Black for 2 and 3.
pub fn army_of(seat: Seat) -> Army {
    if seat % SEATS < 2 {
        Army::White
    } else {
        Army::Black
    }
}

/// The role of a seat: Noble for seats 0 and 2, Peasant for 1 and 3.
pub fn role_of(seat: Seat) -> Role {
    if seat.is_multiple_of(2) {
        Role::Noble
    } else {
        Role::Peasant
    }
}

/// The seat holding `role` of `army`.
pub fn seat_of(army: Army, role: Role) -> Seat {
    2 * side(army) + usize::from(role == Role::Peasant)
}

/// The Noble of `army`.
pub fn noble(army: Army) -> Seat {
    seat_of(army, Role::Noble)
}

/// The Peasant of `army`.
pub fn peasant(army: Army) -> Seat {
    seat_of(army, Role::Peasant)
}

/// "White" or "Black".
pub fn colour_name(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

/// What the table calls a seat: "White Noble", "Black Peasant", ...
pub fn seat_name(seat: Seat) -> String {
    if seat >= SEATS {
        return format!("seat {seat}");
    }
    format!("{} {}", colour_name(army_of(seat)), role_of(seat).name())
}

/// Reads a seat as people write it: its number (0-3), or its role as
/// `white-noble`, `white noble`, `white_noble` or `wn` (any case).
pub fn parse_seat(text: &str) -> Option<Seat> {
    let text = text.trim().to_ascii_lowercase();
    if let Ok(seat) = text.parse::<Seat>() {
        return (seat < SEATS).then_some(seat);
    }
    let words = text.replace(['-', '_'], " ");
    (0..SEATS).find(|&seat| {
        let name = seat_name(seat).to_ascii_lowercase();
        let initials: String = name.split(' ').filter_map(|w| w.chars().next()).collect();
        words == name || words == initials
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_roles_and_colours_fit_together() {
        let names: Vec<String> = (0..SEATS).map(seat_name).collect();
        assert_eq!(
            names,
            [
                "White Noble",
                "White Peasant",
                "Black Noble",
                "Black Peasant"
            ]
        );
        for seat in 0..SEATS {
            assert_eq!(seat_of(army_of(seat), role_of(seat)), seat);
        }
        assert_eq!(noble(Army::Black), BLACK_NOBLE);
        assert_eq!(peasant(Army::White), WHITE_PEASANT);
        assert_eq!(Army::White.opponent(), Army::Black);
        assert_eq!(side(Army::Black), 1);
    }

    #[test]
    fn seats_read_by_number_name_or_initials() {
        assert_eq!(parse_seat("2"), Some(BLACK_NOBLE));
        assert_eq!(parse_seat("white-peasant"), Some(WHITE_PEASANT));
        assert_eq!(parse_seat("Black Peasant"), Some(BLACK_PEASANT));
        assert_eq!(parse_seat("WN"), Some(WHITE_NOBLE));
        assert_eq!(parse_seat("4"), None);
        assert_eq!(parse_seat("red noble"), None);
    }
}
