//! Stable identities for the men drawn, so that a man who moves keeps his
//! SVG element and slides to his new square instead of being redrawn, and
//! a checker who is revealed keeps his element and is only drawn anew.

use crate::games::board_view::BoardView;

use super::figure::Figure;
use super::geometry::Square;

/// A man as drawn: his identity (`key`), where he stands and what he shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// His identity: the key of his element.
    pub key: u32,
    /// Where he stands.
    pub square: Square,
    /// What he shows the viewer.
    pub figure: Figure,
}

/// Gives each man of `view` a key, reusing the keys of `previous`: a man
/// who stayed as he was keeps his; a checker keeps the key of the checker
/// of his army wearing the same number, wherever that one stood; the man
/// on the last move's target inherits the key of the man who stood on its
/// origin (even if he promoted); a man standing where a checker of his
/// army stood is that checker revealed; the rest are paired with a
/// vanished man who looked the same (a castling rook), nearest first;
/// anyone left gets a new key.
pub fn place(previous: &[Placed], view: &BoardView) -> Vec<Placed> {
    let mut unused: Vec<&Placed> = previous.iter().collect();
    let mut next_key = previous.iter().map(|p| p.key + 1).max().unwrap_or(0);
    let men: Vec<(Square, Figure)> = view
        .men
        .iter()
        .filter_map(|m| Some((Square::parse(&m.square)?, Figure::of(m))))
        .collect();
    let mut keys: Vec<Option<u32>> = vec![None; men.len()];

    let claim = |unused: &mut Vec<&Placed>, test: &dyn Fn(&Placed) -> bool| {
        let index = unused.iter().position(|p| test(p))?;
        Some(unused.swap_remove(index).key)
    };
    for (slot, (square, man)) in keys.iter_mut().zip(&men) {
        *slot = claim(&mut unused, &|p| p.square == *square && p.figure == *man);
    }
    for (slot, (_, man)) in keys.iter_mut().zip(&men) {
        if slot.is_none() && man.label.is_some() {
            *slot = claim(&mut unused, &|p| {
                p.figure.army == man.army && p.figure.label == man.label
            });
        }
    }
    let last = view
        .last_move
        .as_ref()
        .and_then(|(from, to)| Some((Square::parse(from)?, Square::parse(to)?)));
    if let Some((from, to)) = last {
        for (slot, (square, man)) in keys.iter_mut().zip(&men) {
            if slot.is_none() && *square == to {
                *slot = claim(&mut unused, &|p| {
                    p.square == from && p.figure.army == man.army
                });
            }
        }
    }
    for (slot, (square, man)) in keys.iter_mut().zip(&men) {
        if slot.is_none() {
            *slot = claim(&mut unused, &|p| {
                p.square == *square && p.figure.army == man.army && p.figure.label.is_some()
            });
        }
    }
    for (slot, (square, man)) in keys.iter_mut().zip(&men) {
        if slot.is_none() {
            let nearest = unused
                .iter()
                .filter(|p| p.figure == *man)
                .min_by_key(|p| distance(p.square, *square))
                .map(|p| p.square);
            if let Some(origin) = nearest {
                *slot = claim(&mut unused, &|p| p.square == origin && p.figure == *man);
            }
        }
    }
    men.into_iter()
        .zip(keys)
        .map(|((square, man), key)| {
            let key = key.unwrap_or_else(|| {
                next_key += 1;
                next_key - 1
            });
            Placed {
                key,
                square,
                figure: man,
            }
        })
        .collect()
}

fn distance(a: Square, b: Square) -> u32 {
    u32::from(a.file.abs_diff(b.file)) + u32::from(a.rank.abs_diff(b.rank))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::games::board_view::ManView;

    fn view(men: &[(&str, Army, Kind)], last: Option<(&str, &str)>) -> BoardView {
        BoardView {
            files: 8,
            ranks: 8,
            men: men
                .iter()
                .map(|&(square, army, kind)| ManView::plain(square, army, kind))
                .collect(),
            last_move: last.map(|(a, b)| (a.into(), b.into())),
            ..BoardView::default()
        }
    }

    /// White checkers, `(square, number, kind)`: hidden when `kind` is
    /// `None`, else known to the viewer.
    fn checkers(men: &[(&str, &str, Option<Kind>)], last: Option<(&str, &str)>) -> BoardView {
        BoardView {
            men: men
                .iter()
                .map(|&(square, number, kind)| ManView {
                    label: Some(number.into()),
                    hidden: kind.is_none(),
                    ..ManView::plain(square, Army::White, kind.unwrap_or(Kind::Pawn))
                })
                .collect(),
            ..view(&[], last)
        }
    }

    fn key_on(placed: &[Placed], square: &str) -> u32 {
        let square = Square::parse(square).unwrap();
        placed.iter().find(|p| p.square == square).unwrap().key
    }

    #[test]
    fn a_moving_man_keeps_his_key_and_a_captured_one_loses_it() {
        use Army::*;
        use Kind::*;
        let before = place(
            &[],
            &view(
                &[
                    ("e4", White, Pawn),
                    ("d5", Black, Pawn),
                    ("a1", White, Rook),
                ],
                None,
            ),
        );
        let after = place(
            &before,
            &view(
                &[("d5", White, Pawn), ("a1", White, Rook)],
                Some(("e4", "d5")),
            ),
        );
        assert_eq!(key_on(&after, "d5"), key_on(&before, "e4"));
        assert_eq!(key_on(&after, "a1"), key_on(&before, "a1"));
        assert_eq!(after.len(), 2);
    }

    #[test]
    fn castling_moves_both_king_and_rook_elements() {
        use Army::*;
        use Kind::*;
        let before = place(
            &[],
            &view(
                &[
                    ("e1", White, King),
                    ("h1", White, Rook),
                    ("a1", White, Rook),
                ],
                None,
            ),
        );
        let after = place(
            &before,
            &view(
                &[
                    ("g1", White, King),
                    ("f1", White, Rook),
                    ("a1", White, Rook),
                ],
                Some(("e1", "g1")),
            ),
        );
        assert_eq!(key_on(&after, "g1"), key_on(&before, "e1"));
        assert_eq!(key_on(&after, "f1"), key_on(&before, "h1"));
        assert_eq!(key_on(&after, "a1"), key_on(&before, "a1"));
    }

    #[test]
    fn a_promoted_pawn_keeps_his_key_and_new_men_get_fresh_ones() {
        use Army::*;
        use Kind::*;
        let before = place(&[], &view(&[("b7", White, Pawn)], None));
        let after = place(
            &before,
            &view(
                &[("b8", White, Queen), ("c3", Black, Knight)],
                Some(("b7", "b8")),
            ),
        );
        assert_eq!(key_on(&after, "b8"), key_on(&before, "b7"));
        assert_ne!(key_on(&after, "c3"), key_on(&after, "b8"));
    }

    #[test]
    fn checkers_keep_their_keys_by_number_when_they_move() {
        // Castling two hidden checkers is written as the king (5, e1)
        // taking his rook (8, h1): king to g1, rook to f1.
        let before = place(
            &[],
            &checkers(
                &[("a1", "1", None), ("e1", "5", None), ("h1", "8", None)],
                None,
            ),
        );
        let after = place(
            &before,
            &checkers(
                &[("a1", "1", None), ("f1", "8", None), ("g1", "5", None)],
                Some(("e1", "h1")),
            ),
        );
        assert_eq!(key_on(&after, "g1"), key_on(&before, "e1"));
        assert_eq!(key_on(&after, "f1"), key_on(&before, "h1"));
        assert_eq!(key_on(&after, "a1"), key_on(&before, "a1"));
        // Two checkers moved at once (a move, then a bonus move that is the
        // last move): each is found by his number, not by who stood nearest.
        let before = place(
            &[],
            &checkers(&[("b1", "2", None), ("c1", "3", None)], None),
        );
        let after = place(
            &before,
            &checkers(&[("b3", "3", None), ("c3", "2", None)], None),
        );
        assert_eq!(key_on(&after, "c3"), key_on(&before, "b1"));
        assert_eq!(key_on(&after, "b3"), key_on(&before, "c1"));
    }

    #[test]
    fn a_revealed_checker_keeps_his_key() {
        let before = place(
            &[],
            &checkers(&[("b1", "2", None), ("c1", "3", None)], None),
        );
        // Checker 2 is named by a right guess (he stays a checker), then
        // uncloaked for good: he wears no number any more.
        let guessed = place(
            &before,
            &checkers(&[("b1", "2", Some(Kind::Knight)), ("c1", "3", None)], None),
        );
        assert_eq!(key_on(&guessed, "b1"), key_on(&before, "b1"));
        let mut uncloaked = view(&[("b1", Army::White, Kind::Knight)], None);
        uncloaked
            .men
            .extend(checkers(&[("c1", "3", None)], None).men);
        let uncloaked = place(&guessed, &uncloaked);
        assert_eq!(key_on(&uncloaked, "b1"), key_on(&before, "b1"));
        assert_eq!(key_on(&uncloaked, "c1"), key_on(&before, "c1"));
        assert_eq!(
            uncloaked[0].figure,
            Figure {
                army: Army::White,
                kind: Some(Kind::Knight),
                label: None,
            },
            "drawn anew as what he is"
        );
        // Straight from hidden to uncloaked, too.
        let mut at_once = view(&[("b1", Army::White, Kind::Knight)], None);
        at_once.men.extend(checkers(&[("c1", "3", None)], None).men);
        let at_once = place(&before, &at_once);
        assert_eq!(key_on(&at_once, "b1"), key_on(&before, "b1"));
    }
}
