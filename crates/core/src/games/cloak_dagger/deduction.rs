//! Working out the enemy's checkers: each player's private grid of marks
//! (checker numbers against kinds), and the clues everybody has seen.
//!
//! The grid holds the player's own marks: a circle for a man they know, a
//! cross for what he cannot be. When the player asks for help, the game
//! marks what is certain from what both players have seen: captured,
//! uncloaked and rightly guessed men, wrong guesses, and the moves each
//! checker made (a checker that moved like a knight is a knight; one that
//! moved two squares straight is a rook or the queen; a castling pair are
//! king and rook). Certain also means what follows from those clues
//! together: of the 960 arrangements a player may choose, only those that
//! agree with every clue remain, and what they all agree on is certain.

use serde::{Deserialize, Serialize};

use crate::engine::Square;
use crate::engine::chess960;
use crate::engine::men::Kind;
use crate::games::Seat;

use super::seats::SEATS;

/// The kinds a checker may be, in the grid's column order.
pub const KINDS: [Kind; 5] = [
    Kind::King,
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
];

/// Every kind a checker may be, as a set.
const ALL: u8 = 0b1_1111;

/// The grid column of a kind (`None` for a pawn).
pub fn column(kind: Kind) -> Option<usize> {
    KINDS.iter().position(|&k| k == kind)
}

fn bit(kind: Kind) -> u8 {
    column(kind).map_or(0, |column| 1 << column)
}

/// The kinds that could make a plain move from `from` to `to`, as a set
/// of [`KINDS`] bits.
pub fn movers(from: Square, to: Square) -> u8 {
    let files = from.file().abs_diff(to.file());
    let ranks = from.rank().abs_diff(to.rank());
    let mut kinds = 0;
    if (files, ranks) == (1, 2) || (files, ranks) == (2, 1) {
        kinds |= bit(Kind::Knight);
    }
    if files == ranks && files > 0 {
        kinds |= bit(Kind::Bishop) | bit(Kind::Queen);
    }
    if (files == 0) != (ranks == 0) {
        kinds |= bit(Kind::Rook) | bit(Kind::Queen);
    }
    if files.max(ranks) == 1 {
        kinds |= bit(Kind::King);
    }
    kinds
}

/// One mark on the grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// No mark.
    #[default]
    Blank,
    /// The checker is this kind.
    Circle,
    /// The checker cannot be this kind.
    Cross,
}

impl Mark {
    /// Every mark.
    pub const ALL: [Mark; 3] = [Mark::Blank, Mark::Circle, Mark::Cross];

    /// How the command line writes it: `-`, `o` or `x`.
    pub fn symbol(self) -> char {
        match self {
            Mark::Blank => '-',
            Mark::Circle => 'o',
            Mark::Cross => 'x',
        }
    }

    /// Reads `-`, `o`, `x` (or `blank`, `circle`, `cross`).
    pub fn parse(text: &str) -> Option<Mark> {
        match text.trim().to_ascii_lowercase().as_str() {
            "-" | "blank" | "clear" => Some(Mark::Blank),
            "o" | "circle" => Some(Mark::Circle),
            "x" | "cross" => Some(Mark::Cross),
            _ => None,
        }
    }
}

/// A player's private grid about the enemy's checkers: one row per number
/// (1 to 8), one column per kind ([`KINDS`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grid {
    /// `rows[number - 1][column]`.
    pub rows: [[Mark; 5]; 8],
}

impl Grid {
    /// The mark for checker `number` (1 to 8) and `kind`.
    pub fn get(&self, number: u8, kind: Kind) -> Option<Mark> {
        let row = self.rows.get(usize::from(number).checked_sub(1)?)?;
        Some(row[column(kind)?])
    }

    /// Sets a mark; `false` when the number or kind is off the grid.
    pub fn set(&mut self, number: u8, kind: Kind, mark: Mark) -> bool {
        let Some(row) = usize::from(number)
            .checked_sub(1)
            .and_then(|row| self.rows.get_mut(row))
        else {
            return false;
        };
        match column(kind) {
            Some(column) => {
                row[column] = mark;
                true
            }
            None => false,
        }
    }

    /// Writes every certain mark of `certain` (see [`Clues::certain`])
    /// over the grid; other cells keep the player's marks. Returns whether
    /// anything changed.
    pub fn apply(&mut self, certain: &[[Option<Mark>; 5]; 8]) -> bool {
        let mut changed = false;
        for (row, certain_row) in self.rows.iter_mut().zip(certain) {
            for (cell, certain) in row.iter_mut().zip(certain_row) {
                if let Some(mark) = *certain
                    && *cell != mark
                {
                    *cell = mark;
                    changed = true;
                }
            }
        }
        changed
    }
}

/// What both players have seen of each player's checkers: for each
/// checker, the kinds he may still be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clues {
    allowed: [[u8; 8]; SEATS],
}

impl Default for Clues {
    fn default() -> Clues {
        Clues::new()
    }
}

impl Clues {
    /// Nothing seen yet: every checker may be anything.
    pub fn new() -> Clues {
        Clues {
            allowed: [[ALL; 8]; SEATS],
        }
    }

    fn cell(&mut self, seat: Seat, number: u8) -> Option<&mut u8> {
        self.allowed
            .get_mut(seat)?
            .get_mut(usize::from(number).checked_sub(1)?)
    }

    /// Checker `number` of `seat` made a plain move from `from` to `to`
    /// while cloaked.
    pub fn moved(&mut self, seat: Seat, number: u8, from: Square, to: Square) {
        if let Some(cell) = self.cell(seat, number) {
            *cell &= movers(from, to);
        }
    }

    /// Checker `number` of `seat` is known to be `kind` (captured,
    /// uncloaked, rightly guessed, or one of a castling pair).
    pub fn known(&mut self, seat: Seat, number: u8, kind: Kind) {
        if let Some(cell) = self.cell(seat, number) {
            *cell &= bit(kind);
        }
    }

    /// Checker `number` of `seat` is known not to be `kind` (a wrong
    /// guess).
    pub fn not(&mut self, seat: Seat, number: u8, kind: Kind) {
        if let Some(cell) = self.cell(seat, number) {
            *cell &= !bit(kind);
        }
    }

    /// The kinds checker `number` of `seat` may still be, by the clues
    /// alone, in [`KINDS`] order.
    pub fn allowed(&self, seat: Seat, number: u8) -> Vec<Kind> {
        let Some(&set) = self
            .allowed
            .get(seat)
            .and_then(|row| row.get(usize::from(number).checked_sub(1)?))
        else {
            return Vec::new();
        };
        KINDS
            .into_iter()
            .filter(|&kind| set & bit(kind) != 0)
            .collect()
    }

    /// The arrangements of `seat` (Chess960 numbers) that agree with every
    /// clue.
    pub fn possible(&self, seat: Seat) -> Vec<u16> {
        let Some(allowed) = self.allowed.get(seat) else {
            return Vec::new();
        };
        (0..960)
            .filter(|&number| {
                chess960::back_rank(number).is_some_and(|rank| {
                    rank.iter()
                        .zip(allowed)
                        .all(|(&kind, &set)| set & bit(kind) != 0)
                })
            })
            .collect()
    }

    /// What is certain about `seat`'s checkers: per number and kind, a
    /// circle when every possible arrangement has that kind there, a cross
    /// when none has, `None` when the clues leave it open.
    pub fn certain(&self, seat: Seat) -> [[Option<Mark>; 5]; 8] {
        let mut seen = [[0u32; 5]; 8];
        let possible = self.possible(seat);
        for &number in &possible {
            if let Some(rank) = chess960::back_rank(number) {
                for (row, kind) in seen.iter_mut().zip(rank) {
                    if let Some(column) = column(kind) {
                        row[column] += 1;
                    }
                }
            }
        }
        let total = possible.len() as u32;
        seen.map(|row| {
            row.map(|count| {
                if total == 0 {
                    None
                } else if count == total {
                    Some(Mark::Circle)
                } else if count == 0 {
                    Some(Mark::Cross)
                } else {
                    None
                }
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn kinds(set: u8) -> Vec<Kind> {
        KINDS
            .into_iter()
            .filter(|&kind| set & bit(kind) != 0)
            .collect()
    }

    #[test]
    fn moves_tell_which_kinds_could_make_them() {
        assert_eq!(kinds(movers(sq("g1"), sq("f3"))), [Kind::Knight]);
        assert_eq!(
            kinds(movers(sq("e1"), sq("e2"))),
            [Kind::King, Kind::Queen, Kind::Rook]
        );
        assert_eq!(
            kinds(movers(sq("e1"), sq("d2"))),
            [Kind::King, Kind::Queen, Kind::Bishop]
        );
        assert_eq!(
            kinds(movers(sq("c1"), sq("h6"))),
            [Kind::Queen, Kind::Bishop]
        );
        assert_eq!(kinds(movers(sq("a1"), sq("a5"))), [Kind::Queen, Kind::Rook]);
        assert!(kinds(movers(sq("a1"), sq("b4"))).is_empty());
    }

    #[test]
    fn certain_marks_follow_from_all_clues_together() {
        let mut clues = Clues::new();
        // At the start nothing is certain but what the Chess960 rules
        // force: a corner checker is never the king, and every kind is
        // possible somewhere.
        let certain = clues.certain(1);
        assert_eq!(clues.possible(1).len(), 960);
        assert_eq!(certain[0][column(Kind::King).unwrap()], Some(Mark::Cross));
        assert_eq!(certain[7][column(Kind::King).unwrap()], Some(Mark::Cross));
        assert_eq!(certain[3][column(Kind::King).unwrap()], None);
        // Checker 2 jumped like a knight, checker 7 too.
        clues.moved(1, 2, sq("b8"), sq("c6"));
        clues.moved(1, 7, sq("g8"), sq("f6"));
        assert_eq!(clues.allowed(1, 2), [Kind::Knight]);
        let certain = clues.certain(1);
        assert_eq!(
            certain[1][column(Kind::Knight).unwrap()],
            Some(Mark::Circle)
        );
        // Both knights are found, so no other checker is a knight.
        for row in [0, 2, 3, 4, 5, 7] {
            assert_eq!(
                certain[row][column(Kind::Knight).unwrap()],
                Some(Mark::Cross)
            );
        }
        // Checker 4 is not the queen (a wrong guess); checker 5 is the
        // king (captured, uncloaked or guessed).
        clues.not(1, 4, Kind::Queen);
        clues.known(1, 5, Kind::King);
        let certain = clues.certain(1);
        assert_eq!(certain[4][column(Kind::King).unwrap()], Some(Mark::Circle));
        assert_eq!(certain[3][column(Kind::Queen).unwrap()], Some(Mark::Cross));
        // Rooks stand either side of the king: checker 8 may still be one.
        assert_eq!(certain[7][column(Kind::Rook).unwrap()], None);
        let possible = clues.possible(1);
        assert!(possible.len() > 1, "{possible:?}");
        for number in possible {
            let rank = chess960::back_rank(number).unwrap();
            assert_eq!(
                (rank[1], rank[4], rank[6]),
                (Kind::Knight, Kind::King, Kind::Knight)
            );
            assert_ne!(rank[3], Kind::Queen);
        }
        // The grid takes the certain marks and keeps the player's own.
        let mut grid = Grid::default();
        assert!(grid.set(8, Kind::Queen, Mark::Circle));
        assert!(!grid.set(9, Kind::Queen, Mark::Circle));
        assert!(!grid.set(1, Kind::Pawn, Mark::Circle));
        assert!(grid.apply(&certain));
        assert!(!grid.apply(&certain), "a second help changes nothing");
        assert_eq!(grid.get(5, Kind::King), Some(Mark::Circle));
        assert_eq!(grid.get(5, Kind::Queen), Some(Mark::Cross));
        assert_eq!(
            grid.get(8, Kind::Queen),
            Some(Mark::Circle),
            "the player's guess stays"
        );
        assert_eq!(grid.get(8, Kind::Rook), Some(Mark::Blank));
    }

    #[test]
    fn marks_read_back() {
        for mark in Mark::ALL {
            assert_eq!(Mark::parse(&mark.symbol().to_string()), Some(mark));
        }
        assert_eq!(Mark::parse("Circle"), Some(Mark::Circle));
        assert_eq!(Mark::parse("?"), None);
    }
}
