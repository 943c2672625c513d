//! UCI and SAN for the 8x8 board.

use super::bitboard::Bitboard;
use super::error::ParseError;
use super::men::Kind;
use super::moves::{Move, MoveKind};
use super::position::{Position, castle_targets};
use super::rules::CastlingMode;
use super::square::Square;

/// Whether `text` has the shape of a UCI move (`e2e4`, `e7e8q`), legal or
/// not, rather than SAN (`Nf3`).
pub fn looks_like_uci(text: &str) -> bool {
    (text.len() == 4 || text.len() == 5)
        && text.is_ascii()
        && Square::parse(&text[0..2]).is_some()
        && Square::parse(&text[2..4]).is_some()
}

impl Position {
    /// The move in UCI notation: `e2e4`, `e7e8q`, `N@g1`; castling as
    /// `e1g1` under standard rules and as king takes rook (`e1h1`) under
    /// Chess960 rules, as UCI engines write it.
    pub fn uci(&self, mv: Move) -> String {
        match mv.kind {
            MoveKind::Castle if self.rules.castling != CastlingMode::Chess960 => {
                format!("{}{}", mv.from, castle_targets(mv).0)
            }
            _ => mv.to_string(),
        }
    }

    /// Reads a move in UCI notation and returns it if it is legal here;
    /// otherwise the error says why, in words ([`Position::refusal`]).
    /// Castling is accepted as king takes rook and, under standard rules, as
    /// the king's two-square step.
    pub fn parse_uci(&self, text: &str) -> Result<Move, ParseError> {
        let text = text.trim();
        if text.contains('@') {
            return Err(ParseError::new(format!(
                "{text}: drops are not moves of this board"
            )));
        }
        let bytes = text.as_bytes();
        if !(bytes.len() == 4 || bytes.len() == 5) || !text.is_ascii() {
            return Err(ParseError::new(format!(
                "{text:?} is not a UCI move (like e2e4 or e7e8q)"
            )));
        }
        let from = Square::parse(&text[0..2]);
        let to = Square::parse(&text[2..4]);
        let (Some(from), Some(to)) = (from, to) else {
            return Err(ParseError::new(format!(
                "{text:?} is not a UCI move (like e2e4 or e7e8q)"
            )));
        };
        let promotion = match bytes.get(4) {
            None => None,
            Some(&letter) => match Kind::from_letter(letter as char) {
                Some(kind)
                    if letter.is_ascii_lowercase() && !matches!(kind, Kind::Pawn | Kind::King) =>
                {
                    Some(kind)
                }
                _ => return Err(ParseError::new(format!("{text:?}: bad promotion letter"))),
            },
        };
        self.legal_move_to(from, to, promotion).ok_or_else(|| {
            let why = self
                .refusal(from, to, promotion)
                .unwrap_or(super::Refusal::Unexplained);
            ParseError::new(format!("{text}: {why}"))
        })
    }

    /// Reads a drop written `N@g1` (`P@e4` or `@e4` for a pawn) into a
    /// [`Move::drop`]; whether it is allowed is the game's business (see
    /// [`Position::is_legal_drop`]).
    pub fn parse_drop(text: &str) -> Result<Move, ParseError> {
        let text = text.trim();
        let (kind, square) = text
            .split_once('@')
            .ok_or_else(|| ParseError::new(format!("{text:?} is not a drop (like N@g1)")))?;
        let kind = match kind {
            "" => Kind::Pawn,
            letter if letter.len() == 1 && letter.is_ascii() => {
                Kind::from_letter(letter.chars().next().unwrap_or('?'))
                    .filter(|kind| *kind != Kind::King)
                    .ok_or_else(|| ParseError::new(format!("{text:?}: cannot drop {letter:?}")))?
            }
            other => return Err(ParseError::new(format!("{text:?}: cannot drop {other:?}"))),
        };
        let square = Square::parse(square)
            .ok_or_else(|| ParseError::new(format!("{text:?}: bad square")))?;
        Ok(Move::drop(kind, square))
    }

    /// The move in Standard Algebraic Notation, with `+` or `#`.
    pub fn san(&self, mv: Move) -> String {
        let mut san = self.san_without_suffix(mv);
        let mut after = self.clone();
        after.make(mv);
        if after.is_check() {
            san.push(if after.has_legal_move() { '+' } else { '#' });
        }
        san
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        self.san_among(&self.legal_moves(), mv)
    }

    /// The move in SAN without `+` or `#`, a man told apart from others of
    /// his kind only among `legal` (a game whose rules restrict the moves,
    /// such as Crowded House, passes its own list).
    pub fn san_among(&self, legal: &[Move], mv: Move) -> String {
        let kind = match mv.kind {
            MoveKind::Castle => {
                return if mv.to.file() > mv.from.file() {
                    "O-O".into()
                } else {
                    "O-O-O".into()
                };
            }
            MoveKind::Drop(kind) => return format!("{}@{}", kind.letter(), mv.to),
            _ => self.man_at(mv.from).map_or(Kind::Pawn, |man| man.kind),
        };
        let capture = mv.kind == MoveKind::EnPassant || self.man_at(mv.to).is_some();
        let mut san = String::new();
        if kind == Kind::Pawn {
            if capture {
                san.push(mv.from.file_char());
            }
        } else {
            san.push(kind.letter());
            let others = legal
                .iter()
                .filter(|other| {
                    other.to == mv.to
                        && other.from != mv.from
                        && !other.is_castle()
                        && self.man_at(other.from).map(|man| man.kind) == Some(kind)
                })
                .fold(Bitboard::EMPTY, |set, other| set.with(other.from));
            if others.any() {
                let same_rank = (others & Bitboard::rank(mv.from.rank())).any();
                let same_file = (others & Bitboard::file(mv.from.file())).any();
                if !same_file || same_rank {
                    san.push(mv.from.file_char());
                }
                if same_file {
                    san.push(mv.from.rank_char());
                }
            }
        }
        if capture {
            san.push('x');
        }
        san.push_str(&mv.to.to_string());
        if let Some(promotion) = mv.promotion() {
            san.push('=');
            san.push(promotion.letter());
        }
        san
    }

    /// Reads a move in SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`, `0-0-0`, with or
    /// without `+`, `#`, `!`, `?`) and returns it if it is legal here.
    pub fn parse_san(&self, text: &str) -> Result<Move, ParseError> {
        let original = text;
        let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
        let fail = |why: &str| ParseError::new(format!("{original:?}: {why}"));
        if !text.is_ascii() || text.is_empty() {
            return Err(fail("not a SAN move"));
        }
        let legal = self.legal_moves();
        if matches!(text, "O-O" | "0-0" | "O-O-O" | "0-0-0") {
            let king_side = text.len() == 3;
            return legal
                .iter()
                .copied()
                .find(|mv| mv.is_castle() && (mv.to.file() > mv.from.file()) == king_side)
                .ok_or_else(|| fail("castling is not legal here"));
        }
        let mut body = text;
        let kind = match body.chars().next() {
            Some(letter @ ('N' | 'B' | 'R' | 'Q' | 'K')) => {
                body = &body[1..];
                Kind::from_letter(letter).unwrap_or(Kind::Pawn)
            }
            _ => Kind::Pawn,
        };
        let mut promotion = None;
        if let Some(last) = body.chars().last().filter(|c| c.is_ascii_uppercase()) {
            promotion = Some(
                Kind::from_letter(last)
                    .filter(|k| !matches!(k, Kind::Pawn | Kind::King))
                    .ok_or_else(|| fail("bad promotion"))?,
            );
            body = body[..body.len() - 1].trim_end_matches('=');
        }
        if body.len() < 2 {
            return Err(fail("no target square"));
        }
        let to = Square::parse(&body[body.len() - 2..]).ok_or_else(|| fail("bad target square"))?;
        let mut hint = &body[..body.len() - 2];
        let capture = hint.ends_with('x');
        if capture {
            hint = &hint[..hint.len() - 1];
        }
        let (mut from_file, mut from_rank) = (None, None);
        for c in hint.chars() {
            match c {
                'a'..='h' if from_file.is_none() && from_rank.is_none() => {
                    from_file = Some(c as u8 - b'a')
                }
                '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
                _ => return Err(fail("not a SAN move")),
            }
        }
        if kind == Kind::Pawn && capture != from_file.is_some() {
            return Err(fail("a pawn capture names the pawn's file (exd5)"));
        }
        let mut found = legal.iter().copied().filter(|mv| {
            !mv.is_castle()
                && mv.to == to
                && mv.promotion() == promotion
                && self.man_at(mv.from).map(|man| man.kind) == Some(kind)
                && from_file.is_none_or(|file| mv.from.file() == file)
                && from_rank.is_none_or(|rank| mv.from.rank() == rank)
        });
        match (found.next(), found.next()) {
            (Some(mv), None) => Ok(mv),
            (None, _) => Err(fail("not a legal move here")),
            (Some(_), Some(_)) => Err(fail("ambiguous: more than one man can make it")),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Position, Rules};

    #[test]
    fn san_and_uci_round_trip_on_kiwipete() {
        let position = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            Rules::STANDARD,
        )
        .unwrap();
        for &mv in position.legal_moves().iter() {
            assert_eq!(position.parse_san(&position.san(mv)), Ok(mv));
            assert_eq!(position.parse_uci(&position.uci(mv)), Ok(mv));
        }
        let castle = position.parse_san("O-O").unwrap();
        assert_eq!(position.uci(castle), "e1g1");
        assert_eq!(position.parse_uci("e1h1"), Ok(castle));
        assert!(position.parse_san("Nf3").is_err());
        assert!(position.parse_uci("e2e5").is_err());
    }

    #[test]
    fn drops_parse() {
        use crate::engine::men::Kind;
        use crate::engine::{Move, Square};
        let g1 = Square::parse("g1").unwrap();
        assert_eq!(
            Position::parse_drop("N@g1"),
            Ok(Move::drop(Kind::Knight, g1))
        );
        assert_eq!(Position::parse_drop("@g1"), Ok(Move::drop(Kind::Pawn, g1)));
        for bad in ["K@g1", "N@g9", "Ng1", "NN@g1", "é@g1"] {
            assert!(Position::parse_drop(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn disambiguation() {
        let position =
            Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", Rules::STANDARD).unwrap();
        let mv = position.parse_uci("a1d1").unwrap();
        assert_eq!(position.san(mv), "Rad1");
        let position =
            Position::from_fen("R7/8/8/7k/8/8/8/R3K3 w - - 0 1", Rules::STANDARD).unwrap();
        let mv = position.parse_uci("a1a4").unwrap();
        assert_eq!(position.san(mv), "R1a4");
        assert!(position.parse_san("Ra4").is_err());
    }
}
