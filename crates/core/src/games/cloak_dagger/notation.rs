//! The move list: long algebraic notation that names a cloaked man by his
//! number, so the list tells nobody more than the board did.
//!
//! - A pawn: `e2-e4`, `e4xd5`, `e7-e8=Q`, en passant `e5xd6`; a pawn
//!   coming back: `P@c2`.
//! - An uncloaked man: `Ng1-f3`, `Bf1xc4`.
//! - A checker: `[7]g1-f3`, or `N[7]g1-f3` for a viewer who knows what he
//!   is (his owner, or everybody once he is shown or named).
//! - Castling: `O-O` (king to the g-file) and `O-O-O` (to the c-file).
//! - `+` when the move leaves an uncloaked enemy king attacked, `#` for
//!   checkmate. A cloaked king's danger is never written.
//!
//! Writing no disambiguation and no check against cloaked kings is what
//! keeps the notation from giving secrets away: SAN's `Nbd2` would tell
//! that another knight could go to d2.

use serde::{Deserialize, Serialize};

use crate::engine::men::Kind;
use crate::engine::{Move, MoveKind, Square};
use crate::games::Seat;

/// The man who made a move, as the board showed him then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mover {
    /// A pawn (also one dropped back).
    Pawn,
    /// A man seen as he is: uncloaked, or promoted.
    Man(Kind),
    /// A cloaked checker, by number.
    Checker(u8),
}

/// One move of the game, regular or bonus, with what it showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ply {
    /// Who moved.
    pub seat: Seat,
    /// Whether this was a bonus move.
    pub bonus: bool,
    /// The move (castling as the king taking its rook).
    pub mv: Move,
    /// Who moved it.
    pub mover: Mover,
    /// Whether it captured.
    pub capture: bool,
    /// Whether it left an uncloaked enemy king attacked.
    pub check: bool,
    /// Whether it was checkmate.
    pub mate: bool,
}

impl Ply {
    /// The move as a viewer who knows what the checkers in `known` are
    /// reads it: `known(number)` is the kind of the mover's checker
    /// `number` when the viewer knows it.
    pub fn write(&self, known: impl Fn(u8) -> Option<Kind>) -> String {
        let mut text = String::new();
        match self.mv.kind {
            MoveKind::Castle => {
                text.push_str(if self.mv.to.file() > self.mv.from.file() {
                    "O-O"
                } else {
                    "O-O-O"
                });
            }
            MoveKind::Drop(kind) => text.push_str(&format!("{}@{}", kind.letter(), self.mv.to)),
            _ => {
                match self.mover {
                    Mover::Pawn => {}
                    Mover::Man(kind) => text.push(kind.letter()),
                    Mover::Checker(number) => {
                        if let Some(kind) = known(number) {
                            text.push(kind.letter());
                        }
                        text.push_str(&format!("[{number}]"));
                    }
                }
                text.push_str(&self.mv.from.to_string());
                text.push(if self.capture { 'x' } else { '-' });
                text.push_str(&self.mv.to.to_string());
                if let Some(kind) = self.mv.promotion() {
                    text.push('=');
                    text.push(kind.letter());
                }
            }
        }
        if self.mate {
            text.push('#');
        } else if self.check {
            text.push('+');
        }
        text
    }
}

/// Turns a move written as the move list writes it (`[7]g1-f3`,
/// `Ng1xf3+`, `e7-e8=Q`) into UCI (`g1f3`, `e7e8q`); other text comes back
/// trimmed, as it was.
pub fn to_uci(text: &str) -> String {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let rest = match text.find(']') {
        Some(end) if text.contains('[') => &text[end + 1..],
        _ => text,
    };
    let rest = rest.trim_start_matches(['K', 'Q', 'R', 'B', 'N']);
    let plain: String = rest
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | '='))
        .collect();
    let looks_like_move = plain.len() >= 4
        && plain.is_ascii()
        && Square::parse(&plain[0..2]).is_some()
        && Square::parse(&plain[2..4]).is_some();
    if looks_like_move && rest.len() > 4 {
        plain.to_ascii_lowercase()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn ply(mv: Move, mover: Mover, capture: bool) -> Ply {
        Ply {
            seat: 0,
            bonus: false,
            mv,
            mover,
            capture,
            check: false,
            mate: false,
        }
    }

    #[test]
    fn checkers_are_written_by_number_unless_the_viewer_knows_them() {
        let jump = ply(Move::normal(sq("g1"), sq("f3")), Mover::Checker(7), false);
        assert_eq!(jump.write(|_| None), "[7]g1-f3");
        assert_eq!(jump.write(|_| Some(Kind::Knight)), "N[7]g1-f3");
        let take = ply(
            Move::normal(sq("f1"), sq("c4")),
            Mover::Man(Kind::Bishop),
            true,
        );
        assert_eq!(take.write(|_| None), "Bf1xc4");
        let push = ply(Move::normal(sq("e2"), sq("e4")), Mover::Pawn, false);
        assert_eq!(push.write(|_| None), "e2-e4");
        let promote = Ply {
            check: true,
            ..ply(
                Move {
                    from: sq("e7"),
                    to: sq("d8"),
                    kind: MoveKind::Promotion(Kind::Queen),
                },
                Mover::Pawn,
                true,
            )
        };
        assert_eq!(promote.write(|_| None), "e7xd8=Q+");
        let castle = Ply {
            mate: true,
            check: true,
            ..ply(
                Move {
                    from: sq("b1"),
                    to: sq("a1"),
                    kind: MoveKind::Castle,
                },
                Mover::Checker(2),
                false,
            )
        };
        assert_eq!(castle.write(|_| None), "O-O-O#");
        let drop = ply(Move::drop(Kind::Pawn, sq("c2")), Mover::Pawn, false);
        assert_eq!(drop.write(|_| None), "P@c2");
    }

    #[test]
    fn the_move_lists_notation_reads_back_as_uci() {
        assert_eq!(to_uci("[7]g1-f3"), "g1f3");
        assert_eq!(to_uci("N[7]g1xf3+"), "g1f3");
        assert_eq!(to_uci("Bf1xc4"), "f1c4");
        assert_eq!(to_uci("e7xd8=Q#"), "e7d8q");
        assert_eq!(to_uci("e2-e4"), "e2e4");
        assert_eq!(to_uci("e2e4"), "e2e4");
        assert_eq!(to_uci(" O-O "), "O-O");
        assert_eq!(to_uci("P@c2"), "P@c2");
    }
}
