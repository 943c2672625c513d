//! Pass-the-device play of Four Player Chess: which screen is up (a
//! hand-off to the next player, one seat's own view, or the finished game)
//! and exactly what that screen may show. The component draws only
//! [`Session::shown`], so what is not in it is not in the DOM.

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::board_view::BoardView;
use crate::games::four_player::{Action, Event, FourPlayer, TableView, army_of};
use crate::games::{Game, RuleError, Seat, Viewer};

/// The screen that is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Screen {
    /// Waiting for `seat` to take the device and reveal its view.
    HandOff(Seat),
    /// `seat`'s own view.
    Seat(Seat),
    /// The game is over: the public view.
    Over,
}

/// What a screen shows, taken from the game's views only.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Shown {
    /// Public information and the name of the next player.
    HandOff {
        player: Army,
        table: TableView,
        board: BoardView,
    },
    /// One seat's own view.
    Seat {
        seat: Seat,
        table: TableView,
        board: BoardView,
    },
    /// The finished game, publicly.
    Over { table: TableView, board: BoardView },
}

/// A game at a table where one device is passed round.
#[derive(Clone, Debug)]
pub struct Session {
    game: FourPlayer,
    screen: Screen,
    /// No hand-off screens between turns: nobody at the table minds seeing
    /// the next player's view.
    open_table: bool,
}

impl Session {
    /// Starts (or resumes) `game` at the screen for the seat to act.
    pub fn new(game: FourPlayer, open_table: bool) -> Session {
        let screen = Session::screen_for(&game, open_table);
        Session {
            game,
            screen,
            open_table,
        }
    }

    /// The screen for whoever acts next: a hand-off unless the table is
    /// open.
    fn screen_for(game: &FourPlayer, open_table: bool) -> Screen {
        match game.to_act() {
            None => Screen::Over,
            Some(seat) if open_table => Screen::Seat(seat),
            Some(seat) => Screen::HandOff(seat),
        }
    }

    /// The game.
    pub fn game(&self) -> &FourPlayer {
        &self.game
    }

    /// The screen that is up.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The player on the hand-off screen reveals their own view.
    pub fn reveal(&mut self) {
        if let Screen::HandOff(seat) = self.screen {
            self.screen = Screen::Seat(seat);
        }
    }

    /// Puts the hand-off screen back up (the seat hides its view); at an
    /// open table the seat's view stays.
    pub fn hide(&mut self) {
        self.screen = Session::screen_for(&self.game, self.open_table);
    }

    /// Plays an action for the seat whose view is up. When its turn ends
    /// the next hand-off (or the next view, at an open table) comes up.
    pub fn act(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let Screen::Seat(seat) = self.screen else {
            return Err(RuleError::new("reveal your view first"));
        };
        let events = self.game.apply(seat, action)?;
        if self.game.to_act() != Some(seat) {
            self.screen = Session::screen_for(&self.game, self.open_table);
        }
        Ok(events)
    }

    /// Everything the current screen may show.
    pub fn shown(&self) -> Shown {
        match self.screen {
            Screen::HandOff(seat) => Shown::HandOff {
                player: army_of(seat),
                table: self.game.view(Viewer::Public),
                board: self.public_board(),
            },
            Screen::Seat(seat) => Shown::Seat {
                seat,
                table: self.game.view(Viewer::Seat(seat)),
                board: self.game.boards(Viewer::Seat(seat)).remove(0),
            },
            Screen::Over => Shown::Over {
                table: self.game.view(Viewer::Public),
                board: self.public_board(),
            },
        }
    }

    fn public_board(&self) -> BoardView {
        self.game.boards(Viewer::Public).remove(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::four_player::Options;

    fn act(session: &mut Session, text: &str) {
        if let Screen::HandOff(_) = session.screen() {
            session.reveal();
        }
        let Screen::Seat(seat) = session.screen() else {
            panic!("no seat view is up")
        };
        let action = session.game().parse_action(seat, text).unwrap();
        session.act(&action).unwrap();
    }

    /// Plays the same moves with or without a Blue-Red alliance and keeps
    /// what every hand-off screen and White's and Black's screens showed.
    fn screens(secret: bool) -> Vec<String> {
        let script = [
            ("f2f3", false),
            ("propose red", true),
            ("b7c7", false),
            ("f13f12", false),
            ("accept", true),
            ("m7l7", false),
            ("g2g3", false),
            ("leave", true),
            ("b8c8", false),
        ];
        let mut session = Session::new(FourPlayer::new(Options::default(), 2).unwrap(), false);
        let mut seen = Vec::new();
        for (text, private) in script {
            if private && !secret {
                continue;
            }
            if let Screen::HandOff(seat) = session.screen() {
                seen.push(serde_json::to_string(&session.shown()).unwrap());
                session.reveal();
                if seat == 0 || seat == 2 {
                    seen.push(serde_json::to_string(&session.shown()).unwrap());
                }
            }
            act(&mut session, text);
        }
        seen
    }

    #[test]
    fn hand_off_screens_and_outsiders_screens_show_no_alliance() {
        let plain = screens(false);
        let secret = screens(true);
        assert_eq!(plain.len(), secret.len());
        for (a, b) in plain.iter().zip(&secret) {
            assert_eq!(a, b);
        }
    }

    #[test]
    fn the_turn_ends_at_a_hand_off_and_the_seat_acts_only_after_revealing() {
        let mut session = Session::new(FourPlayer::new(Options::default(), 2).unwrap(), false);
        assert_eq!(session.screen(), Screen::HandOff(0));
        let step = session.game().parse_action(0, "f2f3").unwrap();
        assert!(
            session.act(&step).is_err(),
            "nothing happens under a hand-off"
        );
        session.reveal();
        assert_eq!(session.screen(), Screen::Seat(0));
        session.act(&step).unwrap();
        assert_eq!(session.screen(), Screen::HandOff(1));
        session.reveal();
        session.hide();
        assert_eq!(session.screen(), Screen::HandOff(1));
        session.reveal();
        let propose = session.game().parse_action(1, "propose red").unwrap();
        session.act(&propose).unwrap();
        assert_eq!(
            session.screen(),
            Screen::Seat(1),
            "diplomacy keeps the turn"
        );
        let Shown::Seat { table, .. } = session.shown() else {
            panic!("Blue's view")
        };
        assert_eq!(table.own.unwrap().invited, vec![Army::Red]);
    }

    #[test]
    fn an_open_table_skips_the_hand_off() {
        let mut session = Session::new(FourPlayer::new(Options::default(), 2).unwrap(), true);
        assert_eq!(session.screen(), Screen::Seat(0));
        let step = session.game().parse_action(0, "f2f3").unwrap();
        session.act(&step).unwrap();
        assert_eq!(session.screen(), Screen::Seat(1));
    }
}
