//! One game at the standard chess table: the seats' names, the game from
//! its start, and the moves in SAN. Plain Rust, so it tests natively; the
//! page only draws it and feeds it the board's choices.

use serde::{Deserialize, Serialize};

use crate::engine::Move;
use crate::games::board_view::BoardView;
use crate::games::standard::{Standard, StandardAction, board_view};
use crate::games::{Game, RuleError, Viewer};
use crate::ui::board::Choice;

/// A game in progress or finished, with what the table needs to show it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Session {
    /// Name of the seat playing White.
    pub white: String,
    /// Name of the seat playing Black.
    pub black: String,
    /// The Chess960 number, `None` for standard chess.
    pub chess960: Option<u16>,
    /// The game as it began (replayed for takebacks and past positions).
    start: Standard,
    /// The game now.
    game: Standard,
    /// The moves played, in SAN.
    sans: Vec<String>,
}

impl Session {
    /// A new game: standard chess, or Chess960 position `chess960`.
    pub fn new(white: &str, black: &str, chess960: Option<u16>) -> Result<Session, RuleError> {
        let start = match chess960 {
            Some(number) => Standard::chess960(number)?,
            None => Standard::new(),
        };
        Ok(Session {
            white: seat_name(white, "White"),
            black: seat_name(black, "Black"),
            chess960,
            game: start.clone(),
            start,
            sans: Vec::new(),
        })
    }

    /// The game now.
    pub fn game(&self) -> &Standard {
        &self.game
    }

    /// The moves played so far, in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The board of the live position; moves are offered to the side to move
    /// while the game goes on.
    pub fn live_view(&self) -> BoardView {
        match self.game.to_act() {
            Some(seat) => self.game.boards(Viewer::Seat(seat)).remove(0),
            None => self.game.boards(Viewer::Public).remove(0),
        }
    }

    /// The board after the first `ply` moves, with no moves offered.
    pub fn view_at(&self, ply: usize) -> BoardView {
        let mut game = self.start.clone();
        let mut last: Option<Move> = None;
        for &mv in self.game.moves().iter().take(ply) {
            if game
                .apply(seat_to_move(&game), &StandardAction::Move(mv))
                .is_err()
            {
                break;
            }
            last = Some(mv);
        }
        board_view(game.position(), last, false)
    }

    /// Plays the board's choice for the side to move.
    pub fn play(&mut self, choice: &Choice) -> Result<String, RuleError> {
        let Choice::Move {
            from,
            to,
            promotion,
        } = choice
        else {
            return Err(RuleError::new("standard chess has no drops"));
        };
        let seat = self
            .game
            .to_act()
            .ok_or_else(|| RuleError::new("the game is over"))?;
        let mut uci = format!("{from}{to}");
        if let Some(kind) = promotion {
            uci.push(kind.letter().to_ascii_lowercase());
        }
        let action = self.game.parse_action(seat, &uci)?;
        let StandardAction::Move(mv) = action else {
            return Err(RuleError::new(format!("{uci} is no move")));
        };
        let san = self.game.position().san(mv);
        self.game.apply(seat, &action)?;
        self.sans.push(san.clone());
        Ok(san)
    }

    /// The side to move offers a draw, resigns or accepts the pending offer.
    pub fn decide(&mut self, action: StandardAction) -> Result<(), RuleError> {
        let seat = self
            .game
            .to_act()
            .ok_or_else(|| RuleError::new("the game is over"))?;
        self.game.apply(seat, &action).map(|_| ())
    }

    /// Takes back the last move (also after a finished game's last move).
    pub fn take_back(&mut self) -> Result<(), RuleError> {
        let moves = self.game.moves().to_vec();
        let Some((_, kept)) = moves.split_last() else {
            return Err(RuleError::new("there is no move to take back"));
        };
        let mut game = self.start.clone();
        for &mv in kept {
            game.apply(seat_to_move(&game), &StandardAction::Move(mv))?;
        }
        self.game = game;
        self.sans.pop();
        Ok(())
    }

    /// Why the game ended, or `None` while it goes on.
    pub fn result(&self) -> Option<String> {
        self.game.outcome().map(|o| o.reason)
    }

    /// The seat's name whose turn it is, or `None` when the game is over.
    pub fn to_move_name(&self) -> Option<&str> {
        match self.game.to_act()? {
            0 => Some(&self.white),
            _ => Some(&self.black),
        }
    }
}

fn seat_to_move(game: &Standard) -> usize {
    game.to_act().unwrap_or(0)
}

/// A trimmed seat name, or the default when empty.
fn seat_name(name: &str, default: &str) -> String {
    let name = name.trim();
    if name.is_empty() {
        default.to_string()
    } else {
        name.chars().take(40).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::Kind;

    fn mv(from: &str, to: &str) -> Choice {
        Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion: None,
        }
    }

    #[test]
    fn fools_mate_is_recorded_in_san_and_ends_the_game() {
        let mut session = Session::new("Ann", " ", None).unwrap();
        assert_eq!(session.black, "Black");
        for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
            session.play(&mv(from, to)).unwrap();
        }
        assert_eq!(session.sans(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(session.result().as_deref(), Some("Black wins by checkmate"));
        assert!(session.live_view().moves.is_empty());
        assert!(session.play(&mv("a2", "a3")).is_err());
    }

    #[test]
    fn illegal_choices_change_nothing() {
        let mut session = Session::new("A", "B", None).unwrap();
        assert!(session.play(&mv("e2", "e5")).is_err());
        assert!(
            session
                .play(&Choice::Drop {
                    army: crate::engine::men::Army::White,
                    kind: Kind::Pawn,
                    to: "e4".into()
                })
                .is_err()
        );
        assert!(session.sans().is_empty());
        assert_eq!(session.to_move_name(), Some("A"));
    }

    #[test]
    fn takeback_and_past_positions_replay_from_the_start() {
        let mut session = Session::new("A", "B", Some(518)).unwrap();
        session.play(&mv("e2", "e4")).unwrap();
        session.play(&mv("e7", "e5")).unwrap();
        let after_one = session.view_at(1);
        assert_eq!(after_one.last_move, Some(("e2".into(), "e4".into())));
        assert!(after_one.men.iter().any(|m| m.square == "e7"));
        session.take_back().unwrap();
        assert_eq!(session.sans(), ["e4"]);
        assert_eq!(session.live_view().men, after_one.men);
        session.take_back().unwrap();
        assert!(session.take_back().is_err());
    }

    #[test]
    fn promotion_and_chess960_castling_are_played_from_board_choices() {
        // Chess960 position 0 (BBQNNRKR): once the f1 rook has left, White
        // castles king side by moving the king (g1) onto the rook's square.
        let mut session = Session::new("A", "B", Some(0)).unwrap();
        for (from, to) in [("e1", "f3"), ("h7", "h6"), ("f1", "e1"), ("a7", "a6")] {
            session.play(&mv(from, to)).unwrap();
        }
        let castle = session
            .live_view()
            .moves
            .into_iter()
            .find(|m| m.from == "g1" && m.to == "h1");
        assert!(castle.is_some(), "castling offered as king onto rook");
        assert_eq!(session.play(&mv("g1", "h1")).unwrap(), "O-O");

        let mut session = Session::new("A", "B", None).unwrap();
        for (from, to) in [
            ("h2", "h4"),
            ("g7", "g5"),
            ("h4", "g5"),
            ("h7", "h6"),
            ("g5", "h6"),
            ("f8", "g7"),
            ("h6", "g7"),
            ("a7", "a6"),
        ] {
            session.play(&mv(from, to)).unwrap();
        }
        let knight = Choice::Move {
            from: "g7".into(),
            to: "h8".into(),
            promotion: Some(Kind::Knight),
        };
        assert_eq!(session.play(&knight).unwrap(), "gxh8=N");
    }

    #[test]
    fn resigning_ends_with_the_reason_and_saves_round_trip() {
        let mut session = Session::new("A", "B", None).unwrap();
        session.play(&mv("e2", "e4")).unwrap();
        let text = serde_json::to_string(&session).unwrap();
        let mut back: Session = serde_json::from_str(&text).unwrap();
        assert_eq!(back.sans(), ["e4"]);
        back.decide(StandardAction::Resign).unwrap();
        assert_eq!(back.result().as_deref(), Some("Black resigned"));
    }
}
