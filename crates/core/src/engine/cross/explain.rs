//! Why a move is not legal on the cross board: the shared explainer
//! ([`crate::engine::refusal`]) with the cross's holes, its four pawn
//! directions and its promotion edges. Kings may be captured here, so
//! there is no check to explain, and no castling, double step or en
//! passant.

use super::position::{CrossMove, CrossPosition, Edge};
use super::square::CrossSquare;
use crate::engine::men::{Army, Kind, Man};
use crate::engine::refusal::{Board, Refusal, reach_refusal};

impl Board for CrossPosition {
    type Square = CrossSquare;

    fn man_on(&self, square: CrossSquare) -> Option<Man> {
        self.man_at(square)
    }

    fn file_rank(&self, square: CrossSquare) -> (i8, i8) {
        (square.file() as i8, square.rank() as i8)
    }

    fn square_at(&self, file: i8, rank: i8) -> Option<CrossSquare> {
        CrossSquare::new(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)
    }

    fn cell_name(&self, file: i8, rank: i8) -> String {
        format!("{}{}", (b'a' as i8 + file) as u8 as char, rank + 1)
    }

    fn pawn_forward(&self, army: Army) -> (i8, i8) {
        match self.rules().pawns[army as usize].forward {
            Edge::North => (0, 1),
            Edge::East => (1, 0),
            Edge::South => (0, -1),
            Edge::West => (-1, 0),
        }
    }

    fn pawn_heading(&self, army: Army) -> String {
        match self.rules().pawns[army as usize].forward {
            Edge::North => "toward rank 14",
            Edge::East => "toward the n-file",
            Edge::South => "toward rank 1",
            Edge::West => "toward the a-file",
        }
        .into()
    }

    fn double_step_refusal(&self, _army: Army, _from: CrossSquare) -> Option<Refusal> {
        Some(Refusal::NoDoubleStep)
    }
}

impl CrossPosition {
    /// Why the army to move may not make `mv`, or `None` when it is one of
    /// its moves.
    pub fn refusal(&self, mv: CrossMove) -> Option<Refusal> {
        if self.pseudo_legal_moves().contains(&mv) {
            return None;
        }
        let CrossMove {
            from,
            to,
            promotion,
        } = mv;
        let Some(man) = self.man_at(from) else {
            return Some(Refusal::NoMan {
                square: from.to_string(),
            });
        };
        if man.army != self.turn() {
            return Some(Refusal::NotYours {
                man: self.placed(from)?,
                mover: self.turn(),
            });
        }
        if from == to {
            return Some(Refusal::Stays);
        }
        if self.man_at(to).is_some_and(|other| other.army == man.army) {
            return Some(Refusal::OwnMan {
                man: self.placed(to)?,
            });
        }
        if let Some(refusal) = reach_refusal(self, from, to) {
            return Some(refusal);
        }
        let promotes =
            man.kind == Kind::Pawn && self.rules().pawns[man.army as usize].promotion.contains(to);
        Some(match promotion {
            Some(kind @ (Kind::King | Kind::Pawn)) if promotes => Refusal::PromotionKind { kind },
            Some(_) if !promotes => Refusal::NotPromotion,
            None if promotes => Refusal::PromotionNeeded { to: to.to_string() },
            _ => Refusal::Unexplained,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(position: &CrossPosition, text: &str) -> String {
        let (from, to) = text.split_once('-').unwrap();
        let mv = CrossMove {
            from: CrossSquare::parse(from).unwrap(),
            to: CrossSquare::parse(to).unwrap(),
            promotion: None,
        };
        position
            .refusal(mv)
            .map(|refusal| refusal.to_string())
            .unwrap_or_default()
    }

    #[test]
    fn the_cross_explains_its_men_holes_and_pawn_directions() {
        let mut position = CrossPosition::four_player();
        assert_eq!(why(&position, "h2-h3"), "");
        assert!(why(&position, "h2-h4").contains("one square at a time"));
        assert!(why(&position, "g1-g3").starts_with("a knight moves in an L"));
        assert_eq!(
            why(&position, "f1-f3"),
            "the way is blocked by the pawn on f2"
        );
        assert_eq!(
            why(&position, "h1-h3"),
            "a bishop moves only along diagonals"
        );
        assert_eq!(
            why(&position, "b7-c7"),
            "the pawn on b7 is Blue's, and it is White's move"
        );
        assert!(why(&position, "h2-g1").contains("is White's own"));
        assert!(why(&position, "h2-g3").contains("g3 is empty"));
        // Blue's pawns go toward the n-file: one down the board goes nowhere.
        position.set_turn(Army::Blue);
        assert!(why(&position, "b6-b5").contains("(toward the n-file)"));
        // A bishop on d4 cannot cross the cut-away corner to a1's side.
        let mut empty = CrossPosition::four_player();
        for square in CrossSquare::all() {
            empty.set_man(square, None);
        }
        let bishop = Man {
            army: Army::White,
            kind: Kind::Bishop,
        };
        empty.set_man(CrossSquare::parse("e1").unwrap(), Some(bishop));
        assert_eq!(
            why(&empty, "e1-a5"),
            "the way crosses c3, a cut-away corner that is no part of the board"
        );
    }

    #[test]
    fn every_refused_move_of_the_start_has_a_reason() {
        let position = CrossPosition::four_player();
        for from in CrossSquare::all() {
            for to in CrossSquare::all() {
                let mv = CrossMove {
                    from,
                    to,
                    promotion: None,
                };
                let refusal = position.refusal(mv);
                assert_eq!(
                    refusal.is_none(),
                    position.pseudo_legal_moves().contains(&mv)
                );
                assert_ne!(refusal, Some(Refusal::Unexplained), "{mv}");
            }
        }
    }
}
