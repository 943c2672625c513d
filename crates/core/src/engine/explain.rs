//! Why a move or a drop is not legal on the 8x8 board: the shared
//! explainer ([`super::refusal`]) plus what is the 8x8 board's own
//! (castling, en passant, promotion, and check under
//! [`KingSafety::Legal`]).

use super::Bitboard;
use super::attacks;
use super::men::{Army, Kind, Man};
use super::moves::{Move, MoveKind};
use super::position::{CastlingSide, Position, castle_targets, side_index};
use super::refusal::{Board, Placed, Refusal, reach_refusal};
use super::rules::{CastlingMode, KingSafety};
use super::square::Square;

impl Board for Position {
    type Square = Square;

    fn man_on(&self, square: Square) -> Option<Man> {
        self.man_at(square)
    }

    fn file_rank(&self, square: Square) -> (i8, i8) {
        (square.file() as i8, square.rank() as i8)
    }

    fn square_at(&self, file: i8, rank: i8) -> Option<Square> {
        Square::new(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)
    }

    fn cell_name(&self, file: i8, rank: i8) -> String {
        format!("{}{}", (b'a' as i8 + file) as u8 as char, rank + 1)
    }

    fn pawn_forward(&self, army: Army) -> (i8, i8) {
        if side_index(army) == 0 {
            (0, 1)
        } else {
            (0, -1)
        }
    }

    fn pawn_heading(&self, army: Army) -> String {
        if side_index(army) == 0 {
            "toward rank 8".into()
        } else {
            "toward rank 1".into()
        }
    }

    fn double_step_refusal(&self, army: Army, from: Square) -> Option<Refusal> {
        let start = if side_index(army) == 0 { 1 } else { 6 };
        if !self.rules.double_step {
            Some(Refusal::NoDoubleStep)
        } else if from.rank() != start {
            Some(Refusal::DoubleStepFromStartOnly)
        } else {
            None
        }
    }
}

impl Position {
    /// The legal move that moving the man on `from` to `to` (with
    /// `promotion`) names: castling as the king onto its own rook, or
    /// (except under Chess960 rules) as the king's step to its castling
    /// square.
    pub fn legal_move_to(&self, from: Square, to: Square, promotion: Option<Kind>) -> Option<Move> {
        self.legal_moves().iter().copied().find(|&mv| {
            mv.from == from
                && mv.promotion() == promotion
                && (mv.to == to
                    || (mv.is_castle()
                        && self.rules.castling != CastlingMode::Chess960
                        && castle_targets(mv).0 == to))
        })
    }

    /// Why the side to move may not move the man on `from` to `to` (with
    /// `promotion`), or `None` when a legal move does it
    /// ([`Position::legal_move_to`]). Under [`KingSafety::KingCapture`]
    /// only the board's own rules are explained; a game that judges check
    /// itself adds its reasons.
    pub fn refusal(&self, from: Square, to: Square, promotion: Option<Kind>) -> Option<Refusal> {
        if self.legal_move_to(from, to, promotion).is_some() {
            return None;
        }
        let Some(man) = self.man_at(from) else {
            return Some(Refusal::NoMan {
                square: from.to_string(),
            });
        };
        let placed = |square: Square| self.placed(square);
        if man.army != self.turn {
            return Some(Refusal::NotYours {
                man: placed(from)?,
                mover: self.turn,
            });
        }
        if from == to {
            return Some(Refusal::Stays);
        }
        if let Some(side) = self.castling_attempt(man, from, to) {
            return Some(self.castling_refusal(from, side));
        }
        if self.man_at(to).is_some_and(|other| other.army == man.army) {
            return Some(Refusal::OwnMan { man: placed(to)? });
        }
        let en_passant = man.kind == Kind::Pawn
            && self.en_passant == Some(to)
            && from.file().abs_diff(to.file()) == 1
            && self.pawn_forward(man.army).1 == to.rank() as i8 - from.rank() as i8;
        if man.kind == Kind::Pawn
            && !en_passant
            && self.man_at(to).is_none()
            && let Some(refusal) = self.passed_en_passant(from, to)
        {
            return Some(refusal);
        }
        if !en_passant && let Some(refusal) = reach_refusal(self, from, to) {
            return Some(refusal);
        }
        let last_rank = if side_index(man.army) == 0 { 7 } else { 0 };
        let promotes = man.kind == Kind::Pawn && to.rank() == last_rank;
        match promotion {
            Some(kind @ (Kind::King | Kind::Pawn)) if promotes => {
                return Some(Refusal::PromotionKind { kind });
            }
            Some(_) if !promotes => return Some(Refusal::NotPromotion),
            None if promotes => {
                return Some(Refusal::PromotionNeeded { to: to.to_string() });
            }
            _ => {}
        }
        let kind = match promotion {
            Some(kind) => MoveKind::Promotion(kind),
            None if en_passant => MoveKind::EnPassant,
            None => MoveKind::Normal,
        };
        self.check_refusal(Move { from, to, kind })
            .or(Some(Refusal::Unexplained))
    }

    /// Why `mv` (a move or a drop) is not legal here; the unexplained
    /// refusal when it is.
    pub fn move_refusal(&self, mv: Move) -> Refusal {
        match mv.kind {
            MoveKind::Drop(kind) => self.drop_refusal(kind, mv.to),
            _ => self.refusal(mv.from, mv.to, mv.promotion()),
        }
        .unwrap_or(Refusal::Unexplained)
    }

    /// Why the side to move may not drop a man of `kind` on `square`, or
    /// `None` when [`Position::is_legal_drop`] allows it. Which squares a
    /// game allows, and whether the mover holds such a man, are the game's.
    pub fn drop_refusal(&self, kind: Kind, square: Square) -> Option<Refusal> {
        if kind == Kind::King {
            return Some(Refusal::DropKing);
        }
        if let Some(by) = self.placed(square) {
            return Some(Refusal::DropOccupied { by });
        }
        if kind == Kind::Pawn && (square.rank() == 0 || square.rank() == 7) {
            return Some(Refusal::DropPawnRank {
                square: square.to_string(),
            });
        }
        if self.is_legal_drop(kind, square) {
            return None;
        }
        self.check_refusal(Move::drop(kind, square))
            .or(Some(Refusal::Unexplained))
    }

    /// The castling side a king's move from `from` to `to` asks for: onto
    /// his own rook on his rank, or (unless under Chess960 rules) two
    /// squares along his rank.
    fn castling_attempt(&self, man: Man, from: Square, to: Square) -> Option<CastlingSide> {
        let home = if side_index(man.army) == 0 { 0 } else { 7 };
        if man.kind != Kind::King || from.rank() != to.rank() || from.rank() != home {
            return None;
        }
        let side = if to.file() > from.file() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        let rook = Man {
            army: man.army,
            kind: Kind::Rook,
        };
        let onto_rook = self.man_at(to) == Some(rook)
            && self
                .castling_rook(man.army, side)
                .is_none_or(|right| right == to);
        let two_steps =
            from.file().abs_diff(to.file()) == 2 && self.rules.castling != CastlingMode::Chess960;
        (onto_rook || two_steps).then_some(side)
    }

    /// Why the side to move, whose king stands on `king`, may not castle
    /// on `side`.
    fn castling_refusal(&self, king: Square, side: CastlingSide) -> Refusal {
        if self.rules.castling == CastlingMode::None {
            return Refusal::NoCastling;
        }
        let army = self.turn;
        let Some(rook) = self.castling_rook(army, side) else {
            return Refusal::CastlingRightLost { army, side };
        };
        let rank = king.rank();
        let (Some(king_to), Some(rook_to)) = (
            Square::new(side.king_to_file(), rank),
            Square::new(side.rook_to_file(), rank),
        ) else {
            return Refusal::Unexplained;
        };
        let crossed = attacks::between(king, king_to).with(king_to)
            | attacks::between(rook, rook_to).with(rook_to);
        let others = self.occupied().without(king).without(rook);
        if let Some(by) = (crossed & others).first().and_then(|s| self.placed(s)) {
            return Refusal::CastlingBlocked { by };
        }
        if self.rules.king_safety == KingSafety::KingCapture {
            return Refusal::Unexplained;
        }
        let enemy = army.opponent();
        if let Some(by) = self.first_attacker(king, enemy, self.occupied()) {
            return Refusal::CastlingInCheck { by };
        }
        let without_king = self.occupied().without(king);
        for square in attacks::between(king, king_to) {
            if let Some(by) = self.first_attacker(square, enemy, without_king) {
                return Refusal::CastlingThrough {
                    square: square.to_string(),
                    by,
                };
            }
        }
        let after = without_king.without(rook).with(rook_to).with(king_to);
        match self.first_attacker(king_to, enemy, after) {
            Some(by) => Refusal::KingIntoCheck {
                to: king_to.to_string(),
                by,
            },
            None => Refusal::Unexplained,
        }
    }

    /// A pawn's diagonal step onto the empty `to` beside an enemy pawn that
    /// stands as after a double step: en passant is over (or not played in
    /// this game).
    fn passed_en_passant(&self, from: Square, to: Square) -> Option<Refusal> {
        let (_, forward) = self.pawn_forward(self.turn);
        if from.file().abs_diff(to.file()) != 1 || to.rank() as i8 - from.rank() as i8 != forward {
            return None;
        }
        let beside = Square::new(to.file(), from.rank())?;
        let fifth = if side_index(self.turn) == 0 { 4 } else { 3 };
        let enemy_pawn = Man {
            army: self.turn.opponent(),
            kind: Kind::Pawn,
        };
        (from.rank() == fifth && self.man_at(beside) == Some(enemy_pawn)).then_some(
            if self.rules.en_passant {
                Refusal::EnPassantLate
            } else {
                Refusal::NoEnPassant
            },
        )
    }

    /// Under [`KingSafety::Legal`], why `mv` (a move the man's way of
    /// moving allows) would leave the mover's king in check.
    fn check_refusal(&self, mv: Move) -> Option<Refusal> {
        if self.rules.king_safety != KingSafety::Legal {
            return None;
        }
        let army = self.turn;
        let checkers = self.checkers();
        let mut after = self.clone();
        after.make(mv);
        let king = after.king_square(army)?;
        let attackers = after.attackers(king, army.opponent(), after.occupied());
        let first = attackers.first()?;
        let by = after.placed(first)?;
        let moving_king =
            !mv.is_drop() && self.man_at(mv.from).is_some_and(|m| m.kind == Kind::King);
        if moving_king {
            return Some(Refusal::KingIntoCheck {
                to: king.to_string(),
                by,
            });
        }
        if let Some(still) = (attackers & checkers).first() {
            return Some(Refusal::StillInCheck {
                by: self.placed(still)?,
            });
        }
        if mv.is_drop() {
            return Some(Refusal::StillInCheck { by });
        }
        Some(Refusal::Pinned {
            man: self.placed(mv.from)?,
            by,
        })
    }

    /// The first man of `by` attacking `square` with `occupied` squares.
    fn first_attacker(&self, square: Square, by: Army, occupied: Bitboard) -> Option<Placed> {
        self.attackers(square, by, occupied)
            .first()
            .and_then(|from| self.placed(from))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::random::Random;
    use crate::engine::{MoveList, Rules};

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn why(fen: &str, uci: &str) -> String {
        let position = Position::from_fen(fen, Rules::STANDARD).unwrap();
        let promotion = uci.chars().nth(4).and_then(Kind::from_letter);
        position
            .refusal(sq(&uci[0..2]), sq(&uci[2..4]), promotion)
            .map(|refusal| refusal.to_string())
            .unwrap_or_default()
    }

    const START: &str = crate::engine::STARTING_FEN;

    #[test]
    fn the_words_name_the_man_the_square_and_the_rule() {
        assert_eq!(why(START, "e2e4"), "", "a legal move has no refusal");
        assert_eq!(why(START, "e4e5"), "there is no man on e4");
        assert_eq!(
            why(START, "g8f6"),
            "the knight on g8 is Black's, and it is White's move"
        );
        assert_eq!(
            why(START, "g1e2"),
            "the pawn on e2 is White's own, and no man takes his own side's men"
        );
        assert!(why(START, "g1e3").starts_with("a knight moves in an L"));
        assert_eq!(why(START, "f1c4"), "the way is blocked by the pawn on e2");
        assert_eq!(why(START, "a1a3"), "the way is blocked by the pawn on a2");
        assert_eq!(why(START, "e2e5"), why(START, "e2e6"));
        assert!(why(START, "e2e5").contains("(toward rank 8)"));
        assert!(why(START, "e2d3").contains("diagonally only to capture, and d3 is empty"));
        assert!(why(START, "e1e2").contains("is White's own"));
        assert_eq!(why(START, "e1e1"), "a man must move to another square");
        assert!(why(START, "d1h5").contains("blocked by the pawn on e2"));
        assert!(why(START, "e1g1").contains("castling needs every square"));
        assert!(why(START, "e1g1").contains("the bishop on f1"));
    }

    #[test]
    fn pawns_are_explained() {
        let fen = "4k3/8/8/3pP3/8/4p3/4P3/4K3 w - d6 0 1";
        assert_eq!(
            why(fen, "e5d6"),
            "",
            "en passant straight after the double step"
        );
        assert!(why(fen, "e2e3").contains("captures only diagonally, and the pawn on e3"));
        assert!(why(fen, "e2e4").contains("blocked by the pawn on e3"));
        let late = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1";
        assert!(why(late, "e5d6").starts_with("en passant takes a pawn only on the move straight"));
        assert!(why(late, "e5e7").contains("only from its starting square"));
        let promote = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        assert!(why(promote, "a7a8").contains("must be promoted"));
        assert_eq!(why(promote, "a7a8q"), "");
        assert!(why(promote, "a7a8k").contains("never a king"));
        assert!(why(START, "e2e4q").contains("only a pawn reaching the last rank"));
    }

    #[test]
    fn check_is_explained_with_the_attacker() {
        // Pinned knight on e2 against the rook on e8.
        let pinned = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1";
        assert_eq!(
            why(pinned, "e2c3"),
            "the knight on e2 is pinned: moving it would leave the king in check from the rook on e8"
        );
        assert_eq!(why(pinned, "e1f2"), "",);
        let rook_on_d = "3rk3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(
            why(rook_on_d, "e1d2"),
            "the king would stand in check on d2 from the rook on d8"
        );
        let checked = "4r1k1/8/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(
            why(checked, "a1a2"),
            "the king is in check from the rook on e8, and this does not end the check"
        );
        let position = Position::from_fen(checked, Rules::STANDARD).unwrap();
        assert_eq!(
            position
                .drop_refusal(Kind::Knight, sq("a3"))
                .unwrap()
                .to_string(),
            "the king is in check from the rook on e8, and this does not end the check"
        );
        assert_eq!(position.drop_refusal(Kind::Knight, sq("e4")), None);
        assert!(
            position
                .drop_refusal(Kind::Pawn, sq("e8"))
                .unwrap()
                .to_string()
                .contains("the rook on e8")
        );
        assert!(
            position
                .drop_refusal(Kind::Pawn, sq("b1"))
                .unwrap()
                .to_string()
                .contains("first or last rank")
        );
        assert_eq!(
            position.drop_refusal(Kind::King, sq("b3")),
            Some(Refusal::DropKing)
        );
    }

    #[test]
    fn castling_is_explained() {
        let through = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        assert_eq!(why(through, "e1g1"), "");
        assert_eq!(
            why(through, "e1h1"),
            "",
            "the king onto his rook is castling too"
        );
        let attacked = "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        assert_eq!(
            why(attacked, "e1g1"),
            "the king may not castle through f1, which the rook on f8 attacks"
        );
        let into = "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        assert_eq!(
            why(into, "e1g1"),
            "the king would stand in check on g1 from the rook on g8"
        );
        let check = "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        assert_eq!(
            why(check, "e1c1"),
            "a king in check may not castle, and the rook on e8 gives check"
        );
        let lost = "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1";
        assert!(why(lost, "e1g1").starts_with("White may no longer castle on the king side"));
        let mut none = Position::from_fen(through, Rules::STANDARD).unwrap();
        none.set_rules(Rules {
            castling: CastlingMode::None,
            ..Rules::STANDARD
        });
        assert_eq!(
            none.refusal(sq("e1"), sq("g1"), None),
            Some(Refusal::NoCastling)
        );
    }

    #[test]
    fn every_refused_pair_has_a_reason_and_every_legal_one_none() {
        // Random games under standard, Chess960 and king-capture rules:
        // each (from, to) of a man of the side to move has a refusal
        // exactly when no legal move does it, and never the unexplained one.
        let mut random = Random::seeded(32);
        let king_capture = Rules {
            king_safety: KingSafety::KingCapture,
            ..Rules::STANDARD
        };
        for rules in [Rules::STANDARD, Rules::CHESS960, king_capture] {
            let mut position = match rules {
                Rules::CHESS960 => {
                    crate::engine::chess960::position(random.below(960) as u16).unwrap()
                }
                _ => Position::standard(),
            };
            position.set_rules(rules);
            for _ply in 0..30 {
                let legal: MoveList = position.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let ours = position.army(position.turn());
                for from in ours {
                    for to in Square::all() {
                        let pawn = position.man_at(from).is_some_and(|m| m.kind == Kind::Pawn);
                        let promotion =
                            (pawn && (to.rank() == 0 || to.rank() == 7)).then_some(Kind::Queen);
                        let refusal = position.refusal(from, to, promotion);
                        let exists = position.legal_move_to(from, to, promotion).is_some();
                        let at = || format!("{} {from}{to}", position.fen());
                        assert_eq!(refusal.is_none(), exists, "{}", at());
                        assert_ne!(refusal, Some(Refusal::Unexplained), "{}", at());
                    }
                }
                let mv = legal[random.below(legal.len() as u64) as usize];
                position.make(mv);
            }
        }
    }
}
