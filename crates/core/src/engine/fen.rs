//! FEN for the 8x8 board, with X-FEN and Shredder-FEN castling for Chess960.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::bitboard::Bitboard;
use super::error::ParseError;
use super::men::{Army, Kind, Man};
use super::position::{CastlingSide, Position, side_army, side_index};
use super::rules::{CastlingMode, KingSafety, Rules};
use super::square::Square;

/// The standard starting position in FEN.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How castling rights are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingNotation {
    /// `KQkq`, with a file letter only where the rook is not the outermost
    /// one on its side (X-FEN; plain FEN for standard chess).
    XFen,
    /// File letters always: `HAha` (Shredder-FEN).
    Shredder,
}

impl Position {
    /// Reads a FEN. The castling field may be `KQkq`, X-FEN or Shredder-FEN
    /// letters; the move counters may be left out. The position must be
    /// sane: one king per army (under [`KingSafety::Legal`]), at most 16 men
    /// and 8 pawns per army, no pawn on the first or last rank and the side
    /// not to move not in check.
    pub fn from_fen(fen: &str, rules: Rules) -> Result<Position, ParseError> {
        Position::read_fen(fen, rules, true)
    }

    /// Reads a FEN of a board that drops fill (The One Sane Man): as
    /// [`Position::from_fen`], but an army may have more than 16 men and 8
    /// pawns, as dropped men can give it.
    pub fn from_drop_fen(fen: &str, rules: Rules) -> Result<Position, ParseError> {
        Position::read_fen(fen, rules, false)
    }

    fn read_fen(fen: &str, rules: Rules, bounded: bool) -> Result<Position, ParseError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| ParseError::new("empty FEN"))?;
        let mut position = Position::empty(rules);
        read_placement(&mut position, placement)?;
        let turn = match fields.next() {
            None | Some("w") => Army::White,
            Some("b") => Army::Black,
            Some(other) => {
                return Err(ParseError::new(format!(
                    "FEN side to move must be w or b, not {other:?}"
                )));
            }
        };
        position.turn = turn;
        let castling = fields.next().unwrap_or("-");
        let en_passant = fields.next().unwrap_or("-");
        let halfmove = read_counter(fields.next(), "half-move clock", 0)?;
        let fullmove = read_counter(fields.next(), "move number", 1)?;
        if let Some(extra) = fields.next() {
            return Err(ParseError::new(format!(
                "unexpected text at the end of the FEN: {extra:?}"
            )));
        }
        validate_men(&position, bounded)?;
        read_castling(&mut position, castling)?;
        read_en_passant(&mut position, en_passant)?;
        position.halfmove_clock = halfmove;
        position.fullmove_number = fullmove.max(1);
        position.hash = position.compute_hash();
        Ok(position)
    }

    /// Writes the FEN, castling as X-FEN (plain `KQkq` for standard
    /// positions); the en passant square only when a legal capture exists.
    pub fn fen(&self) -> String {
        self.fen_with(CastlingNotation::XFen)
    }

    /// Writes the FEN with the chosen castling notation.
    pub fn fen_with(&self, notation: CastlingNotation) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.board_fen(),
            if self.turn == Army::White { 'w' } else { 'b' },
            self.castling_fen(notation),
            match self.en_passant.filter(|_| self.has_legal_en_passant()) {
                Some(square) => square.to_string(),
                None => "-".to_string(),
            },
            self.halfmove_clock,
            self.fullmove_number
        )
    }

    /// The placement field of the FEN.
    pub fn board_fen(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match Square::new(file, rank).and_then(|square| self.man_at(square)) {
                    Some(man) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(man_letter(man));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    fn castling_fen(&self, notation: CastlingNotation) -> String {
        let mut out = String::new();
        for side in 0..2 {
            let rooks_on_rank = |rank: u8| {
                self.kinds[Kind::Rook as usize] & self.sides[side] & Bitboard::rank(rank)
            };
            for castling_side in CastlingSide::BOTH {
                let Some(rook) = self.castling[side][castling_side as usize] else {
                    continue;
                };
                let outermost = match castling_side {
                    CastlingSide::King => rooks_on_rank(rook.rank()).last() == Some(rook),
                    CastlingSide::Queen => rooks_on_rank(rook.rank()).first() == Some(rook),
                };
                let letter = if notation == CastlingNotation::XFen
                    && (outermost || self.rules.castling == CastlingMode::Standard)
                {
                    if castling_side == CastlingSide::King {
                        'k'
                    } else {
                        'q'
                    }
                } else {
                    rook.file_char()
                };
                out.push(if side == 0 {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }
}

/// The serde form of a position: its FEN (Shredder castling) and rules.
#[derive(Serialize, Deserialize)]
struct PositionRecord {
    fen: String,
    rules: Rules,
}

/// Positions serialize as `{"fen": ..., "rules": ...}`, so games holding a
/// position can derive serde.
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PositionRecord {
            fen: self.fen_with(CastlingNotation::Shredder),
            rules: self.rules,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let record = PositionRecord::deserialize(deserializer)?;
        Position::from_fen(&record.fen, record.rules).map_err(serde::de::Error::custom)
    }
}

/// The FEN letter of a man: upper case for White.
pub fn man_letter(man: Man) -> char {
    if side_index(man.army) == 0 {
        man.kind.letter()
    } else {
        man.kind.letter().to_ascii_lowercase()
    }
}

fn read_placement(position: &mut Position, placement: &str) -> Result<(), ParseError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(ParseError::new(format!(
            "FEN board needs 8 ranks separated by '/', found {}",
            ranks.len()
        )));
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        for c in text.chars() {
            if let Some(digit) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += digit as u8;
            } else {
                let kind = Kind::from_letter(c).ok_or_else(|| {
                    ParseError::new(format!("unexpected character {c:?} in the FEN board"))
                })?;
                let army = if c.is_ascii_uppercase() {
                    Army::White
                } else {
                    Army::Black
                };
                let square = Square::new(file, rank).ok_or_else(|| {
                    ParseError::new(format!(
                        "rank {} of the FEN board is longer than 8 squares",
                        rank + 1
                    ))
                })?;
                position.put_man(square, Man { army, kind });
                file += 1;
            }
            if file > 8 {
                return Err(ParseError::new(format!(
                    "rank {} of the FEN board is longer than 8 squares",
                    rank + 1
                )));
            }
        }
        if file != 8 {
            return Err(ParseError::new(format!(
                "rank {} of the FEN board has {file} squares, not 8",
                rank + 1
            )));
        }
    }
    Ok(())
}

fn validate_men(position: &Position, bounded: bool) -> Result<(), ParseError> {
    for side in 0..2 {
        let army = side_army(side);
        let kings = position.men(army, Kind::King).count();
        if position.rules.king_safety == KingSafety::Legal && kings != 1 {
            return Err(ParseError::new(format!(
                "{} has {kings} kings; it needs exactly one",
                army.name()
            )));
        }
        if kings > 1 {
            return Err(ParseError::new(format!(
                "{} has {kings} kings",
                army.name()
            )));
        }
        if bounded && position.sides[side].count() > 16 {
            return Err(ParseError::new(format!(
                "{} has more than 16 men",
                army.name()
            )));
        }
        if bounded && position.men(army, Kind::Pawn).count() > 8 {
            return Err(ParseError::new(format!(
                "{} has more than 8 pawns",
                army.name()
            )));
        }
    }
    if (position.kinds[Kind::Pawn as usize] & (Bitboard::rank(0) | Bitboard::rank(7))).any() {
        return Err(ParseError::new("a pawn stands on the first or last rank"));
    }
    if position.rules.king_safety == KingSafety::Legal
        && position.is_king_attacked(side_army(side_index(position.turn) ^ 1))
    {
        return Err(ParseError::new("the side not to move is in check"));
    }
    Ok(())
}

fn read_castling(position: &mut Position, text: &str) -> Result<(), ParseError> {
    if text == "-" {
        return Ok(());
    }
    if position.rules.castling == CastlingMode::None {
        return Err(ParseError::new(
            "castling rights given, but these rules have no castling",
        ));
    }
    for c in text.chars() {
        let side = if c.is_ascii_uppercase() { 0 } else { 1 };
        let army = side_army(side);
        let back = if side == 0 { 0 } else { 7 };
        let king = position
            .king_square(army)
            .filter(|king| king.rank() == back)
            .ok_or_else(|| {
                ParseError::new(format!(
                    "castling right {c:?} but the {} king is not on its back rank",
                    army.name()
                ))
            })?;
        let rooks = position.men(army, Kind::Rook) & Bitboard::rank(back);
        let (castling_side, rook) = match c.to_ascii_lowercase() {
            'k' => (
                CastlingSide::King,
                rooks.filter(|r| r.file() > king.file()).last(),
            ),
            'q' => (
                CastlingSide::Queen,
                rooks.clone().find(|r| r.file() < king.file()),
            ),
            letter @ 'a'..='h' => {
                let square = Square::new(letter as u8 - b'a', back);
                let side = if (letter as u8 - b'a') > king.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                (side, square.filter(|square| rooks.contains(*square)))
            }
            _ => {
                return Err(ParseError::new(format!(
                    "unexpected character {c:?} in the FEN castling field"
                )));
            }
        };
        let rook = rook.ok_or_else(|| {
            ParseError::new(format!("castling right {c:?} has no rook to castle with"))
        })?;
        if rook.file() == king.file() {
            return Err(ParseError::new(format!(
                "castling right {c:?} names the king's file"
            )));
        }
        if position.rules.castling == CastlingMode::Standard
            && (king.file() != 4 || (rook.file() != 0 && rook.file() != 7))
        {
            return Err(ParseError::new(format!(
                "castling right {c:?} needs the king on the e-file and the rook in the corner (use Chess960 rules otherwise)"
            )));
        }
        let slot = &mut position.castling[side][castling_side as usize];
        if slot.is_some() {
            return Err(ParseError::new(format!(
                "castling field {text:?} repeats a right"
            )));
        }
        *slot = Some(rook);
    }
    Ok(())
}

fn read_en_passant(position: &mut Position, text: &str) -> Result<(), ParseError> {
    if text == "-" {
        return Ok(());
    }
    let square = Square::parse(text)
        .ok_or_else(|| ParseError::new(format!("bad en passant square {text:?}")))?;
    let us = side_index(position.turn);
    let (rank, pawn_rank, from_rank) = if us == 0 { (5, 4, 6) } else { (2, 3, 1) };
    let pawn = Square::new(square.file(), pawn_rank);
    let from = Square::new(square.file(), from_rank);
    let them = side_army(us ^ 1);
    let valid = square.rank() == rank
        && pawn.is_some_and(|pawn| {
            position.man_at(pawn)
                == Some(Man {
                    army: them,
                    kind: Kind::Pawn,
                })
        })
        && position.man_at(square).is_none()
        && from.is_some_and(|from| position.man_at(from).is_none());
    if !valid {
        return Err(ParseError::new(format!(
            "en passant square {text} does not follow a double step"
        )));
    }
    if position.rules.en_passant {
        position.en_passant = Some(square);
    }
    Ok(())
}

fn read_counter(text: Option<&str>, name: &str, default: u32) -> Result<u32, ParseError> {
    match text {
        None => Ok(default),
        Some(text) => text
            .parse::<u32>()
            .ok()
            .filter(|&n| n < 1_000_000)
            .ok_or_else(|| ParseError::new(format!("bad {name} {text:?} in the FEN"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drop_board_may_hold_more_men_than_a_set_but_a_plain_fen_may_not() {
        // White has 17 men and 9 pawns, as drops can give him.
        let fen = "4k3/8/8/8/P7/PPPPPPPP/RNBQKBNR/8 w - - 0 1";
        let error = Position::from_fen(fen, Rules::STANDARD).unwrap_err();
        assert!(error.to_string().contains("more than 16 men"), "{error}");
        let position = Position::from_drop_fen(fen, Rules::STANDARD).unwrap();
        assert_eq!(position.fen(), fen);
        assert!(
            Position::from_drop_fen("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", Rules::STANDARD).is_err()
        );
    }

    #[test]
    fn start_round_trips() {
        let position = Position::from_fen(STARTING_FEN, Rules::STANDARD).unwrap();
        assert_eq!(position, Position::standard());
        assert_eq!(position.fen(), STARTING_FEN);
    }

    #[test]
    fn chess960_castling_notations() {
        let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        let position = Position::from_fen(fen, Rules::CHESS960).unwrap();
        assert_eq!(position.fen_with(CastlingNotation::Shredder), fen);
        assert_eq!(position.fen(), fen.replace("HFhf", "KQkq"));
        assert!(Position::from_fen(fen, Rules::STANDARD).is_err());
    }

    #[test]
    fn serde_round_trips() {
        let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        let position = Position::from_fen(fen, Rules::CHESS960).unwrap();
        let json = serde_json::to_string(&position).unwrap();
        assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), position);
        assert!(serde_json::from_str::<Position>(&json.replace("bqnb1rkr", "bqnb1rkk")).is_err());
    }

    #[test]
    fn bad_fens_are_errors() {
        for bad in [
            "",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1",
            "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1 extra",
            "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            assert!(Position::from_fen(bad, Rules::STANDARD).is_err(), "{bad}");
        }
    }
}
