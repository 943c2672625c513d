//! The public score sheet: each player's captured men and points.
//!
//! A capture gives the mover the captured man's value (P 1, N 3, B 3, R 5,
//! Q 9; a promoted man is worth what it became; en passant takes a pawn, 1).
//! A promotion gives the promoter 1: they keep the pawn. At the end a
//! checkmate gives the mover 10 and every holder of the winning colour's
//! card 5; any draw gives the holder of the Draw card 100 (nobody, when the
//! Draw card stayed out at an even table). Captures and points are public
//! throughout; the end bonuses are added only when the cards are shown.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Deal};
use super::ending::Ending;
use crate::engine::men::Man;
use crate::games::Seat;

/// Points for making the mating move.
pub const CHECKMATE_POINTS: i64 = 10;
/// Points for each holder of the mating colour's card.
pub const WINNING_CARD_POINTS: i64 = 5;
/// Points for the holder of the Draw card when the game is drawn.
pub const DRAW_CARD_POINTS: i64 = 100;
/// Points for promoting a pawn (the promoter keeps the pawn).
pub const PROMOTION_POINTS: i64 = 1;

/// What one move did, as far as the score sheet cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    /// The man taken, if any (the pawn, for en passant).
    pub captured: Option<Man>,
    /// Whether the capture was en passant.
    pub en_passant: bool,
    /// The pawn that promoted, if the move was a promotion.
    pub promoted: Option<Man>,
}

/// How a man came to be in front of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrophyKind {
    Capture,
    EnPassant,
    /// The pawn a player kept when promoting it.
    Promotion,
}

/// A man a player keeps in front of them, with the points it brought.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trophy {
    pub man: Man,
    pub how: TrophyKind,
    pub points: i64,
}

/// One player's line on the score sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatScore {
    /// Men captured and pawns kept on promotion, in the order taken.
    pub trophies: Vec<Trophy>,
    /// 10 for the mating move, once the game is over.
    pub checkmate: i64,
    /// 5 for holding the mating colour's card, once the cards are shown.
    pub winning_card: i64,
    /// 100 for holding the Draw card in a drawn game, once shown.
    pub draw_card: i64,
}

impl SeatScore {
    /// Points from men captured and pawns promoted.
    pub fn men_points(&self) -> i64 {
        self.trophies.iter().map(|trophy| trophy.points).sum()
    }

    /// The player's total.
    pub fn total(&self) -> i64 {
        self.men_points() + self.checkmate + self.winning_card + self.draw_card
    }
}

/// The score sheet of the whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    seats: Vec<SeatScore>,
}

impl ScoreSheet {
    /// An empty sheet for `players` seats.
    pub fn new(players: usize) -> ScoreSheet {
        ScoreSheet {
            seats: vec![SeatScore::default(); players],
        }
    }

    /// Credits `seat` with what its move took; returns the points gained.
    pub fn record_move(&mut self, seat: Seat, facts: MoveFacts) -> i64 {
        let line = &mut self.seats[seat];
        let before = line.men_points();
        if let Some(man) = facts.captured {
            let how = if facts.en_passant {
                TrophyKind::EnPassant
            } else {
                TrophyKind::Capture
            };
            line.trophies.push(Trophy {
                man,
                how,
                points: i64::from(man.kind.value()),
            });
        }
        if let Some(pawn) = facts.promoted {
            line.trophies.push(Trophy {
                man: pawn,
                how: TrophyKind::Promotion,
                points: PROMOTION_POINTS,
            });
        }
        line.men_points() - before
    }

    /// Adds the end bonuses for `ending`, given the cards as dealt.
    pub fn settle(&mut self, ending: Ending, deal: &Deal) {
        match ending {
            Ending::Checkmate { winner, mover } => {
                self.seats[mover].checkmate = CHECKMATE_POINTS;
                if let Some(card) = Card::of_army(winner) {
                    for seat in deal.holders(card) {
                        self.seats[seat].winning_card = WINNING_CARD_POINTS;
                    }
                }
            }
            _ => {
                for seat in deal.holders(Card::Draw) {
                    self.seats[seat].draw_card = DRAW_CARD_POINTS;
                }
            }
        }
    }

    /// Every seat's line, by seat.
    pub fn seats(&self) -> &[SeatScore] {
        &self.seats
    }

    /// Every seat's total, by seat.
    pub fn totals(&self) -> Vec<i64> {
        self.seats.iter().map(SeatScore::total).collect()
    }

    /// Why the leaders win, in words: in Carousel the points decide, so
    /// each leader's total, part by part, named by `name`.
    pub fn why(&self, name: impl Fn(Seat) -> String) -> String {
        let leaders: Vec<String> = self
            .leaders()
            .into_iter()
            .map(|seat| {
                let line = &self.seats[seat];
                let parts: Vec<String> = [
                    (line.men_points(), "for men taken and pawns promoted"),
                    (line.checkmate, "for the mating move"),
                    (line.winning_card, "for holding the mating colour's card"),
                    (line.draw_card, "for holding the Draw card"),
                ]
                .into_iter()
                .filter(|(points, _)| *points != 0)
                .map(|(points, what)| format!("{points} {what}"))
                .collect();
                let total = line.total();
                if parts.is_empty() {
                    format!("{} has {total}", name(seat))
                } else {
                    format!("{} has {total}: {}", name(seat), parts.join(", "))
                }
            })
            .collect();
        format!(
            "In Carousel the points decide who wins, not the colour on the board. {}.",
            leaders.join("; ")
        )
    }

    /// The seats with the highest total (ties share the win).
    pub fn leaders(&self) -> Vec<Seat> {
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..totals.len())
            .filter(|&seat| totals[seat] == best)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};

    fn man(army: Army, kind: Kind) -> Man {
        Man { army, kind }
    }

    fn capture(army: Army, kind: Kind) -> MoveFacts {
        MoveFacts {
            captured: Some(man(army, kind)),
            ..MoveFacts::default()
        }
    }

    #[test]
    fn captures_score_their_value() {
        let mut sheet = ScoreSheet::new(3);
        assert_eq!(sheet.record_move(0, capture(Army::Black, Kind::Queen)), 9);
        assert_eq!(sheet.record_move(0, capture(Army::White, Kind::Rook)), 5);
        assert_eq!(sheet.record_move(1, capture(Army::White, Kind::Knight)), 3);
        assert_eq!(sheet.record_move(1, capture(Army::Black, Kind::Bishop)), 3);
        assert_eq!(sheet.record_move(2, capture(Army::Black, Kind::Pawn)), 1);
        assert_eq!(sheet.record_move(2, MoveFacts::default()), 0);
        assert_eq!(sheet.totals(), [14, 6, 1]);
        assert_eq!(
            sheet.seats()[0].trophies[1].man,
            man(Army::White, Kind::Rook)
        );
    }

    #[test]
    fn en_passant_scores_one_and_a_promotion_keeps_the_pawn() {
        let mut sheet = ScoreSheet::new(3);
        let en_passant = MoveFacts {
            captured: Some(man(Army::Black, Kind::Pawn)),
            en_passant: true,
            promoted: None,
        };
        assert_eq!(sheet.record_move(1, en_passant), 1);
        assert_eq!(sheet.seats()[1].trophies[0].how, TrophyKind::EnPassant);
        // A capturing promotion: the rook taken and the pawn kept.
        let promotion = MoveFacts {
            captured: Some(man(Army::White, Kind::Rook)),
            en_passant: false,
            promoted: Some(man(Army::Black, Kind::Pawn)),
        };
        assert_eq!(sheet.record_move(2, promotion), 6);
        let kept = sheet.seats()[2].trophies[1];
        assert_eq!(kept.how, TrophyKind::Promotion);
        assert_eq!(kept.man, man(Army::Black, Kind::Pawn));
        assert_eq!(kept.points, PROMOTION_POINTS);
    }

    #[test]
    fn checkmate_pays_the_mover_and_the_winning_card() {
        let deal = Deal {
            cards: vec![
                Card::White,
                Card::Black,
                Card::Draw,
                Card::White,
                Card::Black,
            ],
            left_out: None,
        };
        // Mover on the winning team: 10 + 5.
        let mut sheet = ScoreSheet::new(5);
        sheet.settle(
            Ending::Checkmate {
                winner: Army::White,
                mover: 0,
            },
            &deal,
        );
        assert_eq!(sheet.totals(), [15, 0, 0, 5, 0]);
        // Mover off the winning team: 10 only, the White holders 5 each.
        let mut sheet = ScoreSheet::new(5);
        sheet.settle(
            Ending::Checkmate {
                winner: Army::White,
                mover: 1,
            },
            &deal,
        );
        assert_eq!(sheet.totals(), [5, 10, 0, 5, 0]);
    }

    #[test]
    fn every_draw_pays_the_draw_card() {
        let deal = Deal {
            cards: vec![Card::Black, Card::Draw, Card::White],
            left_out: None,
        };
        for ending in [
            Ending::Stalemate,
            Ending::Threefold,
            Ending::FiftyMoves,
            Ending::InsufficientMaterial,
        ] {
            let mut sheet = ScoreSheet::new(3);
            sheet.settle(ending, &deal);
            assert_eq!(sheet.totals(), [0, 100, 0], "{ending:?}");
        }
    }

    #[test]
    fn a_draw_pays_nobody_when_the_draw_card_stayed_out() {
        let deal = Deal {
            cards: vec![Card::Black, Card::White, Card::White, Card::Black],
            left_out: Some(Card::Draw),
        };
        let mut sheet = ScoreSheet::new(4);
        sheet.record_move(2, capture(Army::Black, Kind::Knight));
        sheet.settle(Ending::Stalemate, &deal);
        assert_eq!(sheet.totals(), [0, 0, 3, 0]);
        assert_eq!(sheet.leaders(), [2]);
    }

    #[test]
    fn ties_share_the_lead() {
        let mut sheet = ScoreSheet::new(4);
        sheet.record_move(1, capture(Army::Black, Kind::Knight));
        sheet.record_move(3, capture(Army::White, Kind::Bishop));
        assert_eq!(sheet.leaders(), [1, 3]);
        assert!(sheet.why(|seat| format!("P{seat}")).ends_with(
            "P1 has 3: 3 for men taken and pawns promoted; \
                 P3 has 3: 3 for men taken and pawns promoted."
        ));
    }

    /// The rule text's worked example: Jane mates for White, having taken three
    /// rooks and three pawns; Jake took a queen and two knights; Jeremy, on
    /// the Black team, three pawns and a bishop.
    #[test]
    fn the_seeds_worked_example() {
        let (jane, joe, jeremy, john, jake) = (0, 1, 2, 3, 4);
        let deal = Deal {
            cards: vec![
                Card::White,
                Card::Black,
                Card::Black,
                Card::Draw,
                Card::White,
            ],
            left_out: None,
        };
        let mut sheet = ScoreSheet::new(5);
        for taken in [
            capture(Army::Black, Kind::Rook),
            capture(Army::Black, Kind::Rook),
            capture(Army::White, Kind::Rook),
            capture(Army::White, Kind::Pawn),
            capture(Army::Black, Kind::Pawn),
            capture(Army::Black, Kind::Pawn),
        ] {
            sheet.record_move(jane, taken);
        }
        for taken in [
            capture(Army::Black, Kind::Queen),
            capture(Army::Black, Kind::Knight),
            capture(Army::White, Kind::Knight),
        ] {
            sheet.record_move(jake, taken);
        }
        for taken in [
            capture(Army::White, Kind::Pawn),
            capture(Army::White, Kind::Pawn),
            capture(Army::Black, Kind::Pawn),
            capture(Army::White, Kind::Bishop),
        ] {
            sheet.record_move(jeremy, taken);
        }
        sheet.settle(
            Ending::Checkmate {
                winner: Army::White,
                mover: jane,
            },
            &deal,
        );
        let totals = sheet.totals();
        assert_eq!(totals[jane], 15 + 3 + 10 + 5);
        assert_eq!(totals[jake], 9 + 6 + 5);
        assert_eq!(totals[jeremy], 3 + 3);
        assert_eq!(totals[joe], 0);
        assert_eq!(totals[john], 0);
        assert_eq!(sheet.leaders(), [jane]);
        let names = ["Jane", "Joe", "Jeremy", "John", "Jake"];
        let why = sheet.why(|seat| names[seat].to_string());
        assert!(
            why.starts_with("In Carousel the points decide who wins"),
            "{why}"
        );
        assert!(
            why.ends_with(&format!(
                "Jane has {}: {} for men taken and pawns promoted, 10 for the mating move, \
                 5 for holding the mating colour's card.",
                sheet.totals()[jane],
                sheet.seats()[jane].men_points()
            )),
            "{why}"
        );
    }
}
