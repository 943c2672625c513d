//! The two seats and the back-rank arrangements the players choose in
//! secret.
//!
//! Seat 0 plays White and moves first; seat 1 plays Black. Each player
//! arranges their eight back-rank men under the Chess960 constraints (king
//! between the rooks, bishops on squares of different colours). On the
//! board the men show as checkers numbered 1 to 8 from the a-file to the
//! h-file, whatever each of them is.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Square;
use crate::engine::chess960;
use crate::engine::men::{Army, Kind};
use crate::engine::random::Random;
use crate::games::{RuleError, Seat};

/// The number of seats at the table.
pub const SEATS: usize = 2;

/// The colour a seat plays: White for seat 0, Black for seat 1.
pub fn army_of(seat: Seat) -> Army {
    if seat == 0 { Army::White } else { Army::Black }
}

/// The seat playing `army` (White or Black).
pub fn seat_of(army: Army) -> Seat {
    usize::from(army != Army::White)
}

/// The other seat.
pub fn opponent(seat: Seat) -> Seat {
    1 - seat.min(1)
}

/// "White" or "Black".
pub fn name(seat: Seat) -> &'static str {
    if seat == 0 { "White" } else { "Black" }
}

/// The rank (0 = rank 1) of `army`'s back rank, where its checkers start.
pub fn back_rank(army: Army) -> u8 {
    if army == Army::White { 0 } else { 7 }
}

/// The rank (0 = rank 1) of `army`'s pawns at the start, where captured
/// pawns come back.
pub fn second_rank(army: Army) -> u8 {
    if army == Army::White { 1 } else { 6 }
}

/// The square checker `number` (1 to 8) of `army` starts on.
pub fn start_square(army: Army, number: u8) -> Option<Square> {
    Square::new(number.checked_sub(1)?, back_rank(army))
}

/// One player's eight back-rank men, files a to h: checker 1 is the man
/// that starts on the a-file. Always a legal Chess960 back rank. Its serde
/// form is the letters, `"RNBQKBNR"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Arrangement([Kind; 8]);

impl Arrangement {
    /// The standard setup, `RNBQKBNR` (Chess960 number 518).
    pub const STANDARD: Arrangement = Arrangement(chess960::STANDARD_BACK_RANK);

    /// The arrangement of these kinds, files a to h, if it keeps the
    /// Chess960 constraints; otherwise the reason it does not.
    pub fn new(kinds: [Kind; 8]) -> Result<Arrangement, RuleError> {
        let count = |kind: Kind| kinds.iter().filter(|&&k| k == kind).count();
        let wanted = [
            (Kind::King, 1),
            (Kind::Queen, 1),
            (Kind::Rook, 2),
            (Kind::Bishop, 2),
            (Kind::Knight, 2),
        ];
        if count(Kind::Pawn) > 0 || wanted.iter().any(|&(kind, n)| count(kind) != n) {
            return Err(RuleError::new(
                "an arrangement is one king, one queen, two rooks, two bishops and two knights",
            ));
        }
        let files = |kind: Kind| (0..8).filter(move |&file| kinds[file] == kind);
        let bishops: Vec<usize> = files(Kind::Bishop).collect();
        if bishops[0] % 2 == bishops[1] % 2 {
            return Err(RuleError::new(
                "the two bishops must stand on squares of different colours",
            ));
        }
        let rooks: Vec<usize> = files(Kind::Rook).collect();
        let king = files(Kind::King).next().unwrap_or(0);
        if !(rooks[0] < king && king < rooks[1]) {
            return Err(RuleError::new("the king must stand between the two rooks"));
        }
        match chess960::number_of(&kinds) {
            Some(_) => Ok(Arrangement(kinds)),
            None => Err(RuleError::new("not a Chess960 back rank")),
        }
    }

    /// Chess960 position `number` (0 to 959; 518 is the standard setup).
    pub fn from_number(number: u16) -> Result<Arrangement, RuleError> {
        chess960::back_rank(number).map(Arrangement).ok_or_else(|| {
            RuleError::new(format!("arrangements are numbered 0 to 959, not {number}"))
        })
    }

    /// A uniformly random arrangement.
    pub fn random(random: &mut Random) -> Arrangement {
        Arrangement::from_number(random.below(960) as u16).unwrap_or(Arrangement::STANDARD)
    }

    /// Reads eight letters (`RNBQKBNR`, either case) or a Chess960 number.
    pub fn parse(text: &str) -> Result<Arrangement, RuleError> {
        let text = text.trim();
        if let Ok(number) = text.parse::<u16>() {
            return Arrangement::from_number(number);
        }
        let letters: Vec<char> = text.chars().collect();
        let kinds: Option<Vec<Kind>> = letters.iter().map(|&c| Kind::from_letter(c)).collect();
        match kinds.map(<[Kind; 8]>::try_from) {
            Some(Ok(kinds)) => Arrangement::new(kinds),
            _ => Err(RuleError::new(format!(
                "{text:?} is no arrangement: write eight letters from a to h, like RNBQKBNR, or a number 0-959"
            ))),
        }
    }

    /// The kinds, files a to h.
    pub fn kinds(self) -> [Kind; 8] {
        self.0
    }

    /// What checker `number` (1 to 8) is.
    pub fn kind_of(self, number: u8) -> Option<Kind> {
        self.0.get(usize::from(number).checked_sub(1)?).copied()
    }

    /// The checker number of the man of `kind` (the first of two).
    pub fn number_of(self, kind: Kind) -> Option<u8> {
        self.0
            .iter()
            .position(|&k| k == kind)
            .map(|index| index as u8 + 1)
    }

    /// The Chess960 number of the arrangement.
    pub fn number(self) -> u16 {
        chess960::number_of(&self.0).unwrap_or(chess960::STANDARD_NUMBER)
    }

    /// The letters, files a to h (`RNBQKBNR`).
    pub fn letters(self) -> String {
        self.0.iter().map(|kind| kind.letter()).collect()
    }
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

impl From<Arrangement> for String {
    fn from(arrangement: Arrangement) -> String {
        arrangement.letters()
    }
}

impl TryFrom<String> for Arrangement {
    type Error = String;

    fn try_from(text: String) -> Result<Arrangement, String> {
        Arrangement::parse(&text).map_err(|error| error.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_and_ranks() {
        assert_eq!(army_of(0), Army::White);
        assert_eq!(army_of(1), Army::Black);
        for seat in 0..SEATS {
            assert_eq!(seat_of(army_of(seat)), seat);
            assert_ne!(opponent(seat), seat);
        }
        assert_eq!(start_square(Army::White, 1), Square::parse("a1"));
        assert_eq!(start_square(Army::Black, 8), Square::parse("h8"));
        assert_eq!(start_square(Army::Black, 0), None);
        assert_eq!(start_square(Army::Black, 9), None);
    }

    #[test]
    fn arrangements_keep_the_chess960_constraints() {
        assert_eq!(Arrangement::parse("rnbqkbnr"), Ok(Arrangement::STANDARD));
        assert_eq!(Arrangement::parse("518"), Ok(Arrangement::STANDARD));
        assert_eq!(Arrangement::STANDARD.number(), 518);
        assert_eq!(Arrangement::STANDARD.kind_of(5), Some(Kind::King));
        assert_eq!(Arrangement::STANDARD.kind_of(9), None);
        assert_eq!(Arrangement::STANDARD.number_of(Kind::Queen), Some(4));
        let bishops = Arrangement::parse("RBNBKQNR").unwrap_err();
        assert_eq!(
            bishops.0,
            "the two bishops must stand on squares of different colours"
        );
        let king = Arrangement::parse("KRNBBQNR").unwrap_err();
        assert_eq!(king.0, "the king must stand between the two rooks");
        let queens = Arrangement::parse("RQBQKBNR").unwrap_err();
        assert!(
            queens.0.starts_with("an arrangement is one king"),
            "{queens}"
        );
        assert!(Arrangement::parse("RNBQK").is_err());
        assert!(Arrangement::parse("960").is_err());
        for number in [0, 100, 959] {
            let arrangement = Arrangement::from_number(number).unwrap();
            assert_eq!(arrangement.number(), number);
            assert_eq!(Arrangement::parse(&arrangement.letters()), Ok(arrangement));
            let json = serde_json::to_string(&arrangement).unwrap();
            assert_eq!(json, format!("\"{}\"", arrangement.letters()));
            assert_eq!(
                serde_json::from_str::<Arrangement>(&json).unwrap(),
                arrangement
            );
        }
        assert!(serde_json::from_str::<Arrangement>("\"RRBQKBNN\"").is_err());
        let mut random = Random::seeded(3);
        let numbers: std::collections::BTreeSet<u16> = (0..50)
            .map(|_| Arrangement::random(&mut random).number())
            .collect();
        assert!(numbers.len() > 40, "random arrangements vary");
    }
}
