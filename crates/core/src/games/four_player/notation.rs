//! The move list's cross notation: long algebraic with the man's letter
//! (none for a pawn), `-` or `x`, and `=Q` for a promotion; a captured man
//! of another kind than a pawn is named after the `x` (`Bh1xNk4`), so a
//! king capture reads `xK`. The event log says the same in words
//! ([`in_words`]).

use crate::engine::cross::CrossMove;
use crate::engine::men::{Kind, Man};

/// The text of `mv` by `man`, which took `captured`.
pub fn describe(man: Man, mv: CrossMove, captured: Option<Man>) -> String {
    let mut text = String::new();
    if man.kind != Kind::Pawn {
        text.push(man.kind.letter());
    }
    text.push_str(&mv.from.to_string());
    match captured {
        None => text.push('-'),
        Some(victim) => {
            text.push('x');
            if victim.kind != Kind::Pawn {
                text.push(victim.kind.letter());
            }
        }
    }
    text.push_str(&mv.to.to_string());
    if let Some(kind) = mv.promotion {
        text.push('=');
        text.push(kind.letter());
    }
    text
}

/// The same move in words, after the mover's name: "moved the bishop
/// from h1 to k4, taking Red's knight".
pub fn in_words(man: Man, mv: CrossMove, captured: Option<Man>) -> String {
    let mut words = format!(
        "moved the {} from {} to {}",
        man.kind.name(),
        mv.from,
        mv.to
    );
    if let Some(victim) = captured {
        words.push_str(&format!(
            ", taking {}'s {}",
            victim.army.title(),
            victim.kind.name()
        ));
    }
    if let Some(kind) = mv.promotion {
        words.push_str(&format!(", and promoted it to a {}", kind.name()));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cross::CrossSquare;
    use crate::engine::men::Army;

    fn mv(from: &str, to: &str, promotion: Option<Kind>) -> CrossMove {
        CrossMove {
            from: CrossSquare::parse(from).unwrap(),
            to: CrossSquare::parse(to).unwrap(),
            promotion,
        }
    }

    #[test]
    fn moves_read_as_cross_notation() {
        let white = |kind| Man {
            army: Army::White,
            kind,
        };
        let red = |kind| Man {
            army: Army::Red,
            kind,
        };
        assert_eq!(
            describe(white(Kind::Pawn), mv("f2", "f3", None), None),
            "f2-f3"
        );
        assert_eq!(
            describe(
                white(Kind::Bishop),
                mv("h1", "k4", None),
                Some(red(Kind::Knight))
            ),
            "Bh1xNk4"
        );
        assert_eq!(
            describe(
                white(Kind::Pawn),
                mv("g13", "h14", Some(Kind::Queen)),
                Some(red(Kind::Pawn))
            ),
            "g13xh14=Q"
        );
        assert_eq!(
            describe(
                red(Kind::Queen),
                mv("n9", "i9", None),
                Some(white(Kind::King))
            ),
            "Qn9xKi9"
        );
    }

    #[test]
    fn moves_read_in_words() {
        let man = |army, kind| Man { army, kind };
        assert_eq!(
            in_words(man(Army::White, Kind::Pawn), mv("f2", "f3", None), None),
            "moved the pawn from f2 to f3"
        );
        assert_eq!(
            in_words(
                man(Army::White, Kind::Bishop),
                mv("h1", "k4", None),
                Some(man(Army::Red, Kind::Knight))
            ),
            "moved the bishop from h1 to k4, taking Red's knight"
        );
        assert_eq!(
            in_words(
                man(Army::Blue, Kind::Pawn),
                mv("m7", "n8", Some(Kind::Queen)),
                Some(man(Army::Red, Kind::Rook))
            ),
            "moved the pawn from m7 to n8, taking Red's rook, and promoted it to a queen"
        );
    }
}
