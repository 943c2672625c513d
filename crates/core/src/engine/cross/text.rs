//! The text form of a cross position, FEN-like: ranks 14 down to 1
//! separated by `/`, each listing only its playing squares (8 on ranks 1-3
//! and 12-14, 14 on ranks 4-11), a man as army letter (`w` White, `u` Blue,
//! `b` Black, `r` Red) plus kind letter (`K`, `Q`, `R`, `B`, `N`, `P`), a run
//! of empty squares as its count; then the army to move, the half-move clock
//! and the ply count. The start:
//! `2bRbNbBbK2/2bPbPbPbP2/8/uR12rK/…/2wRwNwBwK2 w 0 0` (see tests).

use super::position::{CrossPosition, CrossRules};
use super::square::CrossSquare;
use crate::engine::error::ParseError;
use crate::engine::men::{Army, Kind, Man};

fn army_from_letter(letter: char) -> Option<Army> {
    Army::ALL.into_iter().find(|&army| army.letter() == letter)
}

impl CrossPosition {
    /// Writes the position as text (see the module documentation).
    pub fn to_text(&self) -> String {
        let mut ranks = Vec::with_capacity(14);
        for rank in (0..14u8).rev() {
            let mut out = String::new();
            let mut empty = 0;
            for square in (0..14u8).filter_map(|file| CrossSquare::new(file, rank)) {
                match self.man_at(square) {
                    Some(man) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(man.army.letter());
                        out.push(man.kind.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            ranks.push(out);
        }
        format!(
            "{} {} {} {}",
            ranks.join("/"),
            self.turn.letter(),
            self.halfmove_clock,
            self.ply
        )
    }

    /// Reads the text form under `rules`. Each army may have at most 16 men,
    /// 8 pawns and one king.
    pub fn from_text(text: &str, rules: CrossRules) -> Result<CrossPosition, ParseError> {
        let mut fields = text.split_whitespace();
        let board = fields
            .next()
            .ok_or_else(|| ParseError::new("empty cross position"))?;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 14 {
            return Err(ParseError::new(format!(
                "a cross position needs 14 ranks separated by '/', found {}",
                rows.len()
            )));
        }
        let mut position = CrossPosition::empty(rules);
        for (row, row_text) in rows.iter().enumerate() {
            let rank = 13 - row as u8;
            let squares: Vec<CrossSquare> = (0..14u8)
                .filter_map(|file| CrossSquare::new(file, rank))
                .collect();
            let mut next = 0usize;
            let mut chars = row_text.chars().peekable();
            while let Some(c) = chars.next() {
                if c.is_ascii_digit() {
                    let mut count = c.to_digit(10).unwrap_or(0) as usize;
                    while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                        count = count * 10 + digit as usize;
                        chars.next();
                        if count > 14 {
                            break;
                        }
                    }
                    if count == 0 {
                        return Err(ParseError::new(format!(
                            "empty-square count 0 on rank {}",
                            rank + 1
                        )));
                    }
                    next += count;
                } else {
                    let army = army_from_letter(c)
                        .ok_or_else(|| ParseError::new(format!("unexpected {c:?} on rank {}: a man is an army letter (w, u, b, r) and a kind letter", rank + 1)))?;
                    let kind_letter = chars.next().ok_or_else(|| {
                        ParseError::new(format!(
                            "army letter {c:?} without a kind on rank {}",
                            rank + 1
                        ))
                    })?;
                    let kind = Kind::from_letter(kind_letter)
                        .filter(|_| kind_letter.is_ascii_uppercase())
                        .ok_or_else(|| {
                            ParseError::new(format!(
                                "unexpected kind {kind_letter:?} on rank {}",
                                rank + 1
                            ))
                        })?;
                    let square = *squares.get(next).ok_or_else(|| {
                        ParseError::new(format!(
                            "rank {} has more than {} squares",
                            rank + 1,
                            squares.len()
                        ))
                    })?;
                    position.set_man(square, Some(Man { army, kind }));
                    next += 1;
                }
                if next > squares.len() {
                    return Err(ParseError::new(format!(
                        "rank {} has more than {} squares",
                        rank + 1,
                        squares.len()
                    )));
                }
            }
            if next != squares.len() {
                return Err(ParseError::new(format!(
                    "rank {} has {next} squares, not {}",
                    rank + 1,
                    squares.len()
                )));
            }
        }
        let turn = match fields.next() {
            None => Army::White,
            Some(letter) => {
                let mut chars = letter.chars();
                match (chars.next().and_then(army_from_letter), chars.next()) {
                    (Some(army), None) => army,
                    _ => {
                        return Err(ParseError::new(format!(
                            "the army to move must be w, u, b or r, not {letter:?}"
                        )));
                    }
                }
            }
        };
        let mut counter = |name: &str| -> Result<u32, ParseError> {
            match fields.next() {
                None => Ok(0),
                Some(text) => text
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| n < 10_000_000)
                    .ok_or_else(|| ParseError::new(format!("bad {name} {text:?}"))),
            }
        };
        let halfmove = counter("half-move clock")?;
        let ply = counter("ply count")?;
        if let Some(extra) = fields.next() {
            return Err(ParseError::new(format!(
                "unexpected text at the end: {extra:?}"
            )));
        }
        for army in Army::ALL {
            let men: Vec<Man> = position
                .men()
                .map(|(_, man)| man)
                .filter(|man| man.army == army)
                .collect();
            let count = |kind: Kind| men.iter().filter(|man| man.kind == kind).count();
            if men.len() > 16 || count(Kind::Pawn) > 8 || count(Kind::King) > 1 {
                return Err(ParseError::new(format!(
                    "{} has {} men, {} pawns and {} kings (at most 16, 8 and 1)",
                    army.name(),
                    men.len(),
                    count(Kind::Pawn),
                    count(Kind::King)
                )));
            }
        }
        position.set_turn(turn);
        position.set_clocks(halfmove, ply);
        Ok(position)
    }
}
