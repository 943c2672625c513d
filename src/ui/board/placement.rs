//! Stable identities for the men drawn, so that a man who moves keeps his
//! SVG element and slides to his new square instead of being redrawn.

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;

use super::geometry::Square;

/// A man as drawn: his identity (`key`), where he stands and what he is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub key: u32,
    pub square: Square,
    pub army: Army,
    pub kind: Kind,
}

/// Gives each man of `view` a key, reusing the keys of `previous`: a man
/// who stayed keeps his; the man on the last move's target inherits the key
/// of the man who stood on its origin (even if he promoted); the rest are
/// paired with a vanished man of the same army and kind (a castling rook),
/// nearest first; anyone left gets a new key.
pub fn place(previous: &[Placed], view: &BoardView) -> Vec<Placed> {
    let mut unused: Vec<&Placed> = previous.iter().collect();
    let mut next_key = previous.iter().map(|p| p.key + 1).max().unwrap_or(0);
    let men: Vec<(Square, Army, Kind)> = view
        .men
        .iter()
        .filter_map(|m| Some((Square::parse(&m.square)?, m.army, m.kind)))
        .collect();
    let mut keys: Vec<Option<u32>> = vec![None; men.len()];

    let claim = |unused: &mut Vec<&Placed>, test: &dyn Fn(&Placed) -> bool| {
        let index = unused.iter().position(|p| test(p))?;
        Some(unused.swap_remove(index).key)
    };
    for (slot, &(square, army, kind)) in keys.iter_mut().zip(&men) {
        *slot = claim(&mut unused, &|p| {
            p.square == square && p.army == army && p.kind == kind
        });
    }
    let last = view
        .last_move
        .as_ref()
        .and_then(|(from, to)| Some((Square::parse(from)?, Square::parse(to)?)));
    if let Some((from, to)) = last {
        for (slot, &(square, army, _)) in keys.iter_mut().zip(&men) {
            if slot.is_none() && square == to {
                *slot = claim(&mut unused, &|p| p.square == from && p.army == army);
            }
        }
    }
    for (slot, &(square, army, kind)) in keys.iter_mut().zip(&men) {
        if slot.is_none() {
            let nearest = unused
                .iter()
                .filter(|p| p.army == army && p.kind == kind)
                .min_by_key(|p| distance(p.square, square))
                .map(|p| p.square);
            if let Some(origin) = nearest {
                *slot = claim(&mut unused, &|p| {
                    p.square == origin && p.army == army && p.kind == kind
                });
            }
        }
    }
    men.into_iter()
        .zip(keys)
        .map(|((square, army, kind), key)| {
            let key = key.unwrap_or_else(|| {
                next_key += 1;
                next_key - 1
            });
            Placed {
                key,
                square,
                army,
                kind,
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
}
