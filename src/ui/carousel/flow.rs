//! The pass-the-device flow of a Carousel table, as plain data: which
//! screen the tablet shows and what each tap does. Kept apart from the
//! Leptos components so it is tested natively.
//!
//! Screens, in order: at the deal each player in turn takes the device
//! (hand-off screen), sees their own card (private reveal screen) and hides
//! it again; then play, where the turn screen shows only public facts; any
//! player may ask to see their card again, behind a hand-off screen; at the
//! end the final table shows every card. Only the two reveal screens and the
//! final table carry a card, and a reveal screen carries only its own
//! seat's card, taken from that seat's view of the game.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::carousel::{Card, Carousel};
use crate::games::{Game, RuleError, Seat, Viewer};
use crate::ui::board::{Choice, Rotation};

/// Where the table is in the flow (saved with the game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum Stage {
    /// Dealing: `seat` is the next to see their card; `showing` once they
    /// have taken the device and opened it.
    Dealing { seat: Seat, showing: bool },
    /// Moves are being played.
    Playing,
    /// `seat` asked to look at their card again.
    Peeking { seat: Seat, showing: bool },
}

/// What the tablet shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Pass the device to `seat` (public).
    HandOff { seat: Seat },
    /// `seat`'s own card, for their eyes only; `dealing` at the deal.
    Reveal {
        seat: Seat,
        card: Card,
        dealing: bool,
    },
    /// The seat to move plays (public).
    Turn { seat: Seat },
    /// The game is over: every card, score and the winners (public).
    Final,
}

/// A Carousel game with its flow and the table's choices.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Table {
    pub game: Carousel,
    pub stage: Stage,
    /// Whether the board turns to face the player to move.
    pub face_player: bool,
}

impl Table {
    /// A new table: the deal starts with the first seat (a finished game,
    /// opened from a link, goes straight to its final table).
    pub fn new(game: Carousel, face_player: bool) -> Table {
        let stage = if game.outcome().is_some() {
            Stage::Playing
        } else {
            Stage::Dealing {
                seat: 0,
                showing: false,
            }
        };
        Table {
            game,
            stage,
            face_player,
        }
    }

    /// The screen to show now.
    pub fn screen(&self) -> Screen {
        match self.stage {
            Stage::Dealing { seat, showing } | Stage::Peeking { seat, showing } => {
                let card = self.game.view(Viewer::Seat(seat)).own_card;
                match (showing, card) {
                    (true, Some(card)) => Screen::Reveal {
                        seat,
                        card,
                        dealing: matches!(self.stage, Stage::Dealing { .. }),
                    },
                    _ => Screen::HandOff { seat },
                }
            }
            Stage::Playing => match self.game.to_act() {
                Some(seat) => Screen::Turn { seat },
                None => Screen::Final,
            },
        }
    }

    /// The player holding the device opens their card.
    pub fn reveal(&mut self) {
        if let Stage::Dealing { showing, .. } | Stage::Peeking { showing, .. } = &mut self.stage {
            *showing = true;
        }
    }

    /// The player hides their card again: the deal goes on to the next
    /// seat (or play starts), a look ends back at play.
    pub fn hide(&mut self) {
        self.stage = match self.stage {
            Stage::Dealing {
                seat,
                showing: true,
            } if seat + 1 < self.game.seat_count() => Stage::Dealing {
                seat: seat + 1,
                showing: false,
            },
            Stage::Dealing { showing: true, .. } | Stage::Peeking { .. } => Stage::Playing,
            ref other => other.clone(),
        };
    }

    /// `seat` asks to look at their own card (during play only).
    pub fn peek(&mut self, seat: Seat) -> Result<(), RuleError> {
        if self.stage != Stage::Playing || self.game.outcome().is_some() {
            return Err(RuleError::new("cards can be looked at during play"));
        }
        if seat >= self.game.seat_count() {
            return Err(RuleError::new(format!("there is no seat {seat}")));
        }
        self.stage = Stage::Peeking {
            seat,
            showing: false,
        };
        Ok(())
    }

    /// The seat to move plays `text` (UCI or SAN).
    pub fn play(&mut self, text: &str) -> Result<(), RuleError> {
        let Screen::Turn { seat } = self.screen() else {
            return Err(RuleError::new("it is not time to move"));
        };
        self.game.play(seat, text.trim()).map(|_| ())
    }

    /// The seat to move plays a move made on the board.
    pub fn choose(&mut self, choice: &Choice) -> Result<(), RuleError> {
        match choice {
            Choice::Move {
                from,
                to,
                promotion,
            } => {
                let letter = promotion.map(|kind| kind.letter().to_ascii_lowercase());
                self.play(&format!(
                    "{from}{to}{}",
                    letter.map(String::from).unwrap_or_default()
                ))
            }
            Choice::Drop { .. } => Err(RuleError::new("Carousel chess has no drops")),
        }
    }

    /// How to turn the board: Black's side at the bottom when the table
    /// turns the board to face the player to move and Black is to move.
    pub fn rotation(&self) -> Rotation {
        let black_to_move = self.game.colour_to_move() == Army::Black;
        if self.face_player && black_to_move && self.game.outcome().is_none() {
            Rotation::Deg180
        } else {
            Rotation::Deg0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::Kind;
    use crate::games::random::Random;

    fn table(players: usize) -> Table {
        let names: Vec<String> = (1..=players).map(|n| format!("P{n}")).collect();
        Table::new(Carousel::new(&names, Random::seeded(4)).unwrap(), true)
    }

    #[test]
    fn each_player_in_turn_sees_only_their_own_card_at_the_deal() {
        let mut table = table(5);
        for seat in 0..5 {
            assert_eq!(table.screen(), Screen::HandOff { seat });
            table.hide();
            assert_eq!(
                table.screen(),
                Screen::HandOff { seat },
                "no skipping the look"
            );
            table.reveal();
            let own = table.game.view(Viewer::Seat(seat)).own_card.unwrap();
            assert_eq!(
                table.screen(),
                Screen::Reveal {
                    seat,
                    card: own,
                    dealing: true
                }
            );
            table.hide();
        }
        let first = table.game.first();
        assert_eq!(table.screen(), Screen::Turn { seat: first });
    }

    fn dealt(players: usize) -> Table {
        let mut table = table(players);
        for _ in 0..players {
            table.reveal();
            table.hide();
        }
        table
    }

    #[test]
    fn a_player_may_look_again_behind_a_hand_off_and_play_resumes() {
        let mut table = dealt(4);
        let mover = table.game.to_act().unwrap();
        assert!(table.play("e2e5").is_err());
        table.play("e2e4").unwrap();
        assert_eq!(
            table.rotation(),
            Rotation::Deg180,
            "the board faces Black's player"
        );
        table.peek(2).unwrap();
        assert_eq!(table.screen(), Screen::HandOff { seat: 2 });
        assert!(
            table.play("e7e5").is_err(),
            "no moves while a card is looked at"
        );
        table.reveal();
        let Screen::Reveal {
            seat,
            card,
            dealing,
        } = table.screen()
        else {
            panic!("the reveal screen")
        };
        assert_eq!((seat, dealing), (2, false));
        assert_eq!(Some(card), table.game.view(Viewer::Seat(2)).own_card);
        table.hide();
        assert_ne!(table.game.to_act(), Some(mover));
        assert!(matches!(table.screen(), Screen::Turn { .. }));
        assert!(table.peek(9).is_err());
    }

    fn mv(from: &str, to: &str, promotion: Option<Kind>) -> Choice {
        Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion,
        }
    }

    #[test]
    fn moves_made_on_the_board_are_played_promotions_included() {
        let mut table = dealt(3);
        let opening = "e2e4 d7d5 e4d5 c7c6 d5c6 d8d7 c6b7 d7d2 e1d2 g8f6";
        for uci in opening.split(' ') {
            let (from, to) = uci.split_at(2);
            table.choose(&mv(from, to, None)).unwrap();
        }
        let promoter = table.game.to_act().unwrap();
        let points = |table: &Table| table.game.view(Viewer::Public).scores[promoter].men_points();
        let before = points(&table);
        assert!(
            table.choose(&mv("b7", "a8", None)).is_err(),
            "a promotion needs its kind"
        );
        table.choose(&mv("b7", "a8", Some(Kind::Knight))).unwrap();
        assert_eq!(table.game.moves().last().unwrap().san, "bxa8=N");
        assert_eq!(
            points(&table) - before,
            5 + 1,
            "the rook taken and the promotion"
        );
        let drop = Choice::Drop {
            army: Army::White,
            kind: Kind::Pawn,
            to: "e4".into(),
        };
        assert_eq!(
            table.choose(&drop).unwrap_err().0,
            "Carousel chess has no drops"
        );
    }

    #[test]
    fn the_board_stays_upright_unless_the_table_turns_it() {
        let mut table = dealt(3);
        table.face_player = false;
        table.play("e2e4").unwrap();
        assert_eq!(table.rotation(), Rotation::Deg0);
        table.face_player = true;
        assert_eq!(table.rotation(), Rotation::Deg180);
    }

    #[test]
    fn the_final_table_follows_the_last_move_and_the_board_stops_turning() {
        let mut table = dealt(3);
        for mv in ["f2f3", "e7e5", "g2g4", "Qh4#"] {
            table.play(mv).unwrap();
        }
        assert_eq!(table.screen(), Screen::Final);
        assert_eq!(table.rotation(), Rotation::Deg0);
        assert!(table.peek(0).is_err(), "every card is on the final table");
        assert!(table.play("a2a3").is_err());
    }

    #[test]
    fn a_saved_table_resumes_mid_deal() {
        let mut table = table(3);
        table.reveal();
        table.hide();
        table.reveal();
        let saved = serde_json::to_string(&table).unwrap();
        let resumed: Table = serde_json::from_str(&saved).unwrap();
        assert_eq!(resumed.screen(), table.screen());
        assert_eq!(
            resumed.stage,
            Stage::Dealing {
                seat: 1,
                showing: true
            }
        );
    }
}
