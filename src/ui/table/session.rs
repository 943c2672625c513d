//! One game at the standard chess table: the seats' names, the game from
//! its start, the moves in SAN, the clock, and how the game ended when the
//! board alone does not say (a flag fall, or a result read from a PGN).
//! Plain Rust, so it tests natively; the page only draws it and feeds it
//! the board's choices and the time.

use serde::{Deserialize, Serialize};

use super::clock::Clock;
use crate::ai::Level;
use crate::ai::worker::Request;
use crate::engine::men::Army;
use crate::engine::pgn::{self, PgnGame};
use crate::engine::{CastlingMode, Move, Position, Rules, chess960};
use crate::games::board_view::BoardView;
use crate::games::standard::{Standard, StandardAction, board_view};
use crate::games::{Game, RuleError, Seat, Viewer};
use crate::ui::board::Choice;

/// An ending the game itself does not know: a flag fall, or the result a
/// PGN records for a game that stopped before mate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// The seats that won; both for a draw.
    pub winners: Vec<Seat>,
    /// Why, in words.
    pub reason: String,
}

/// The seat the computer plays, and how strongly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    /// The army it plays.
    pub army: Army,
    /// Its playing strength.
    pub level: Level,
}

/// A game in progress or finished, with what the table needs to show it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Session {
    /// Name of the seat playing White.
    pub white: String,
    /// Name of the seat playing Black.
    pub black: String,
    /// The Chess960 number, `None` for standard chess or a set position.
    pub chess960: Option<u16>,
    /// The game as it began (replayed for takebacks and past positions).
    start: Standard,
    /// The game now.
    game: Standard,
    /// The moves played, in SAN.
    sans: Vec<String>,
    /// The clock, when the game is timed.
    #[serde(default)]
    clock: Option<Clock>,
    /// Both sides' time before each move, for takebacks.
    #[serde(default)]
    clock_before: Vec<[i64; 2]>,
    /// How the game ended, when the board does not say.
    #[serde(default)]
    ending: Option<Ending>,
    /// The computer's seat, in a game against it.
    #[serde(default)]
    computer: Option<ComputerSeat>,
}

impl Session {
    /// A new game: standard chess, or Chess960 position `chess960`.
    pub fn new(white: &str, black: &str, chess960: Option<u16>) -> Result<Session, RuleError> {
        let start = match chess960 {
            Some(number) => Standard::chess960(number)?,
            None => Standard::new(),
        };
        Ok(Session::from_start(white, black, start))
    }

    fn from_start(white: &str, black: &str, start: Standard) -> Session {
        Session {
            white: seat_name(white, "White"),
            black: seat_name(black, "Black"),
            chess960: chess960_number(start.position()),
            game: start.clone(),
            start,
            sans: Vec::new(),
            clock: None,
            clock_before: Vec::new(),
            ending: None,
            computer: None,
        }
    }

    /// The same game with the computer playing `army` at `level` (its seat
    /// is named after it).
    pub fn with_computer(mut self, army: Army, level: Level) -> Session {
        let name = format!("Computer ({})", level.name());
        match army {
            Army::White => self.white = name,
            _ => self.black = name,
        }
        self.computer = Some(ComputerSeat { army, level });
        self
    }

    /// The computer's seat, in a game against it.
    pub fn computer(&self) -> Option<ComputerSeat> {
        self.computer
    }

    /// Whether the computer is to move now.
    pub fn computer_to_move(&self) -> bool {
        self.to_act().is_some()
            && self
                .computer
                .is_some_and(|seat| seat.army == self.game.position().turn())
    }

    /// What to ask the computer for the position now at `level`: the start
    /// and the moves since, so it knows the repetitions.
    pub fn search_request(&self, level: Level, movetime_ms: u32) -> Request {
        let mut position = self.start.position().clone();
        let moves = self
            .game
            .moves()
            .iter()
            .map(|&mv| {
                let text = position.uci(mv);
                position.make(mv);
                text
            })
            .collect();
        Request {
            id: 0,
            fen: self.start.position().fen(),
            chess960: self.start.position().rules().castling == CastlingMode::Chess960,
            moves,
            level,
            movetime_ms,
            depth: None,
        }
    }

    /// Plays a move given in UCI (the computer's) at `now_ms`; returns its
    /// SAN.
    pub fn play_uci(&mut self, text: &str, now_ms: f64) -> Result<String, RuleError> {
        let mv = self
            .game
            .position()
            .parse_uci(text)
            .map_err(|e| RuleError::new(e.to_string()))?;
        self.play_move(mv, now_ms)
    }

    /// The SAN of a move given in UCI, in the position now.
    pub fn san_of(&self, text: &str) -> Option<String> {
        let position = self.game.position();
        position.parse_uci(text).ok().map(|mv| position.san(mv))
    }

    /// The same game with a clock: `minutes` each plus `increment` seconds
    /// a move.
    pub fn with_clock(mut self, minutes: u32, increment: u32) -> Session {
        self.clock = Some(Clock::new(minutes, increment));
        self
    }

    /// A game read from a PGN (its first game) or a FEN: the names from the
    /// PGN's tags, every move replayed, and a recorded result kept when the
    /// moves alone do not end the game.
    pub fn import(text: &str) -> Result<Session, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("There is nothing to import: paste a PGN or a FEN.".into());
        }
        if let Some(position) = read_fen(text) {
            return Ok(Session::from_start(
                "",
                "",
                Standard::from_position(position),
            ));
        }
        let game = pgn::read_game(text)
            .map_err(|e| format!("This is neither a FEN nor a readable PGN: {e}."))?;
        let name = |tag: &str| {
            game.tag(tag)
                .filter(|name| *name != "?")
                .unwrap_or("")
                .to_string()
        };
        let mut session = Session::from_start(
            &name("White"),
            &name("Black"),
            Standard::from_position(game.start.clone()),
        );
        for (index, &mv) in game.moves.iter().enumerate() {
            session
                .play_move(mv, 0.0)
                .map_err(|e| format!("Move {} of the PGN cannot be played: {e}.", index + 1))?;
        }
        if session.game.outcome().is_none() {
            let reason = game.tag("Termination").map(str::to_string);
            session.ending = match game.result.as_str() {
                "1-0" => Some(Ending {
                    winners: vec![0],
                    reason: reason.unwrap_or_else(|| "White won, as the PGN records".into()),
                }),
                "0-1" => Some(Ending {
                    winners: vec![1],
                    reason: reason.unwrap_or_else(|| "Black won, as the PGN records".into()),
                }),
                "1/2-1/2" => Some(Ending {
                    winners: vec![0, 1],
                    reason: reason.unwrap_or_else(|| "drawn, as the PGN records".into()),
                }),
                _ => None,
            };
        }
        Ok(session)
    }

    /// The game as PGN, with the seats' names, the result and its reason.
    pub fn to_pgn(&self) -> String {
        let mut game = PgnGame::new(self.start.position().clone(), self.game.moves().to_vec());
        game.set_tag("Event", "Parlour table");
        game.set_tag("Site", "Parlour");
        game.set_tag("White", &self.white);
        game.set_tag("Black", &self.black);
        if let Some(clock) = &self.clock {
            game.set_tag(
                "TimeControl",
                &format!("{}+{}", clock.base_ms / 1000, clock.increment_ms / 1000),
            );
        }
        if let Some((winners, reason)) = self.ended() {
            game.result = match winners.as_slice() {
                [0] => "1-0",
                [1] => "0-1",
                _ => "1/2-1/2",
            }
            .to_string();
            game.set_tag("Termination", &reason);
        }
        game.to_pgn()
    }

    /// The FEN of the position after `ply` moves, or of the live one.
    pub fn fen_at(&self, ply: Option<usize>) -> String {
        match ply {
            None => self.game.position().fen(),
            Some(ply) => self.position_at(ply).0.fen(),
        }
    }

    /// The position after the first `ply` moves, and the last of them.
    fn position_at(&self, ply: usize) -> (Position, Option<Move>) {
        let mut position = self.start.position().clone();
        let mut last = None;
        for &mv in self.game.moves().iter().take(ply) {
            position.make(mv);
            last = Some(mv);
        }
        (position, last)
    }

    /// The game now.
    pub fn game(&self) -> &Standard {
        &self.game
    }

    /// The moves played so far, in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The clock, when the game is timed.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The board of the live position; moves are offered to the side to move
    /// while the game goes on.
    pub fn live_view(&self) -> BoardView {
        match self.to_act() {
            Some(seat) => self.game.boards(Viewer::Seat(seat)).remove(0),
            None => self.game.boards(Viewer::Public).remove(0),
        }
    }

    /// The board after the first `ply` moves, with no moves offered.
    pub fn view_at(&self, ply: usize) -> BoardView {
        let (position, last) = self.position_at(ply);
        board_view(&position, last, false)
    }

    /// The seat to act, or `None` when the game is over.
    fn to_act(&self) -> Option<Seat> {
        match self.ending {
            Some(_) => None,
            None => self.game.to_act(),
        }
    }

    /// Plays the board's choice for the side to move at `now_ms`; returns
    /// its SAN.
    pub fn play(&mut self, choice: &Choice, now_ms: f64) -> Result<String, RuleError> {
        let Choice::Move {
            from,
            to,
            promotion,
        } = choice
        else {
            return Err(RuleError::new("standard chess has no drops"));
        };
        let seat = self
            .to_act()
            .ok_or_else(|| RuleError::new("the game is over"))?;
        let mut uci = format!("{from}{to}");
        if let Some(kind) = promotion {
            uci.push(kind.letter().to_ascii_lowercase());
        }
        let StandardAction::Move(mv) = self.game.parse_action(seat, &uci)? else {
            return Err(RuleError::new(format!("{uci} is no move")));
        };
        self.play_move(mv, now_ms)
    }

    fn play_move(&mut self, mv: Move, now_ms: f64) -> Result<String, RuleError> {
        let seat = self
            .to_act()
            .ok_or_else(|| RuleError::new("the game is over"))?;
        let san = self.game.position().san(mv);
        self.game.apply(seat, &StandardAction::Move(mv))?;
        self.sans.push(san.clone());
        if let Some(clock) = &mut self.clock {
            self.clock_before.push(clock.snapshot(now_ms));
            clock.moved(seat, now_ms);
            if self.game.outcome().is_some() {
                clock.stop(now_ms);
            }
        }
        Ok(san)
    }

    /// The side to move offers a draw, resigns or accepts the pending offer.
    pub fn decide(&mut self, action: StandardAction, now_ms: f64) -> Result<(), RuleError> {
        let seat = self
            .to_act()
            .ok_or_else(|| RuleError::new("the game is over"))?;
        self.game.apply(seat, &action)?;
        if self.game.outcome().is_some()
            && let Some(clock) = &mut self.clock
        {
            clock.stop(now_ms);
        }
        Ok(())
    }

    /// Ends the game when the running side's time is up at `now_ms`: they
    /// lose, or draw when the other side has no mating material. Returns
    /// whether it ended the game.
    pub fn check_flag(&mut self, now_ms: f64) -> bool {
        if self.to_act().is_none() {
            return false;
        }
        let Some(seat) = self.clock.as_ref().and_then(|c| c.flag(now_ms)) else {
            return false;
        };
        let (loser, winner) = if seat == 0 {
            ("White", Army::Black)
        } else {
            ("Black", Army::White)
        };
        self.ending = Some(if self.game.position().has_insufficient_material(winner) {
            Ending {
                winners: vec![0, 1],
                reason: format!("draw: {loser} ran out of time, and the other side cannot mate"),
            }
        } else {
            Ending {
                winners: vec![1 - seat],
                reason: format!("{loser} ran out of time"),
            }
        });
        if let Some(clock) = &mut self.clock {
            clock.stop(now_ms);
        }
        true
    }

    /// Restarts a reopened game's running clock from `now_ms`.
    pub fn resume_clock(&mut self, now_ms: f64) {
        if let Some(clock) = &mut self.clock {
            clock.resume(now_ms);
        }
    }

    /// Takes back the last move (also after a finished game's last move);
    /// the clock goes back to what both sides had before it. Against the
    /// computer, its reply goes too, so the person is to move again.
    pub fn take_back(&mut self, now_ms: f64) -> Result<(), RuleError> {
        self.take_back_one(now_ms)?;
        if self.computer_to_move() && !self.game.moves().is_empty() {
            self.take_back_one(now_ms)?;
        }
        Ok(())
    }

    fn take_back_one(&mut self, now_ms: f64) -> Result<(), RuleError> {
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
        self.ending = None;
        if let (Some(clock), Some(before)) = (&mut self.clock, self.clock_before.pop()) {
            let to_move = seat_to_move(&self.game);
            clock.reset_to(before, to_move, !kept.is_empty(), now_ms);
        }
        Ok(())
    }

    /// The winners and why the game ended, or `None` while it goes on.
    pub fn ended(&self) -> Option<(Vec<Seat>, String)> {
        match &self.ending {
            Some(ending) => Some((ending.winners.clone(), ending.reason.clone())),
            None => self.game.outcome().map(|o| (o.winners, o.reason)),
        }
    }

    /// Why the game ended, or `None` while it goes on.
    pub fn result(&self) -> Option<String> {
        self.ended().map(|(_, reason)| reason)
    }

    /// The seat's name whose turn it is, or `None` when the game is over.
    pub fn to_move_name(&self) -> Option<&str> {
        match self.to_act()? {
            0 => Some(&self.white),
            _ => Some(&self.black),
        }
    }

    /// What the table calls the game: "Chess960 #n", "From a set
    /// position" or "Standard chess".
    pub fn variant_label(&self) -> String {
        match self.chess960 {
            Some(number) => format!("Chess960 #{number}"),
            None if *self.start.position() == Position::standard() => "Standard chess".into(),
            None => "From a set position".into(),
        }
    }
}

/// The Chess960 number of a starting position, if it is one (518, the
/// standard setup, counts only under Chess960 rules).
fn chess960_number(position: &Position) -> Option<u16> {
    if position.rules() != Rules::CHESS960 {
        return None;
    }
    let fen = position.fen();
    (0..960).find(|&n| chess960::position(n).is_ok_and(|p| p.fen() == fen))
}

/// A FEN under standard rules, or failing that Chess960 rules.
fn read_fen(text: &str) -> Option<Position> {
    if text.contains('\n') || text.starts_with('[') {
        return None;
    }
    Position::from_fen(text, Rules::STANDARD)
        .or_else(|_| Position::from_fen(text, Rules::CHESS960))
        .ok()
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
            session.play(&mv(from, to), 0.0).unwrap();
        }
        assert_eq!(session.sans(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(session.result().as_deref(), Some("Black wins by checkmate"));
        assert!(session.live_view().moves.is_empty());
        assert!(session.play(&mv("a2", "a3"), 0.0).is_err());
    }

    #[test]
    fn against_the_computer_it_is_asked_for_its_moves_and_takebacks_skip_them() {
        let mut session = Session::new("Ann", "", Some(0))
            .unwrap()
            .with_computer(Army::Black, Level::Club);
        assert_eq!(session.black, "Computer (Club)");
        assert!(!session.computer_to_move());
        session.play(&mv("e2", "e4"), 0.0).unwrap();
        assert!(session.computer_to_move());
        let request = session.search_request(Level::Club, 500);
        assert_eq!(request.moves, ["e2e4"]);
        assert!(request.chess960);
        assert_eq!(request.fen, session.start.position().fen());
        // The worker answers in UCI; a stale or wrong answer is refused.
        assert!(session.play_uci("e2e4", 0.0).is_err());
        assert_eq!(session.san_of("e7e5").as_deref(), Some("e5"));
        assert_eq!(session.play_uci("e7e5", 0.0).unwrap(), "e5");
        assert!(!session.computer_to_move());
        // Taking back after its reply takes back both moves.
        session.take_back(0.0).unwrap();
        assert!(session.sans().is_empty());
        // Taking back while it thinks takes back the person's move only.
        session.play(&mv("d2", "d4"), 0.0).unwrap();
        session.take_back(0.0).unwrap();
        assert!(session.sans().is_empty());
        // Saved and read back, it is still the computer's game.
        let text = serde_json::to_string(&session).unwrap();
        let back: Session = serde_json::from_str(&text).unwrap();
        assert_eq!(
            back.computer(),
            Some(ComputerSeat {
                army: Army::Black,
                level: Level::Club
            })
        );
    }

    #[test]
    fn illegal_choices_change_nothing() {
        let mut session = Session::new("A", "B", None).unwrap();
        assert!(session.play(&mv("e2", "e5"), 0.0).is_err());
        assert!(
            session
                .play(
                    &Choice::Drop {
                        army: crate::engine::men::Army::White,
                        kind: Kind::Pawn,
                        to: "e4".into()
                    },
                    0.0
                )
                .is_err()
        );
        assert!(session.sans().is_empty());
        assert_eq!(session.to_move_name(), Some("A"));
    }

    #[test]
    fn takeback_and_past_positions_replay_from_the_start() {
        let mut session = Session::new("A", "B", Some(518)).unwrap();
        session.play(&mv("e2", "e4"), 0.0).unwrap();
        session.play(&mv("e7", "e5"), 0.0).unwrap();
        let after_one = session.view_at(1);
        assert_eq!(after_one.last_move, Some(("e2".into(), "e4".into())));
        assert!(after_one.men.iter().any(|m| m.square == "e7"));
        session.take_back(0.0).unwrap();
        assert_eq!(session.sans(), ["e4"]);
        assert_eq!(session.live_view().men, after_one.men);
        session.take_back(0.0).unwrap();
        assert!(session.take_back(0.0).is_err());
    }

    #[test]
    fn promotion_and_chess960_castling_are_played_from_board_choices() {
        // Chess960 position 0 (BBQNNRKR): once the f1 rook has left, White
        // castles king side by moving the king (g1) onto the rook's square.
        let mut session = Session::new("A", "B", Some(0)).unwrap();
        for (from, to) in [("e1", "f3"), ("h7", "h6"), ("f1", "e1"), ("a7", "a6")] {
            session.play(&mv(from, to), 0.0).unwrap();
        }
        let castle = session
            .live_view()
            .moves
            .into_iter()
            .find(|m| m.from == "g1" && m.to == "h1");
        assert!(castle.is_some(), "castling offered as king onto rook");
        assert_eq!(session.play(&mv("g1", "h1"), 0.0).unwrap(), "O-O");

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
            session.play(&mv(from, to), 0.0).unwrap();
        }
        let knight = Choice::Move {
            from: "g7".into(),
            to: "h8".into(),
            promotion: Some(Kind::Knight),
        };
        assert_eq!(session.play(&knight, 0.0).unwrap(), "gxh8=N");
    }

    #[test]
    fn resigning_ends_with_the_reason_and_saves_round_trip() {
        let mut session = Session::new("A", "B", None).unwrap();
        session.play(&mv("e2", "e4"), 0.0).unwrap();
        let text = serde_json::to_string(&session).unwrap();
        let mut back: Session = serde_json::from_str(&text).unwrap();
        assert_eq!(back.sans(), ["e4"]);
        back.decide(StandardAction::Resign, 0.0).unwrap();
        assert_eq!(back.result().as_deref(), Some("Black resigned"));
    }

    fn played(white: &str, black: &str, chess960: Option<u16>, moves: &[(&str, &str)]) -> Session {
        let mut session = Session::new(white, black, chess960).unwrap();
        for (from, to) in moves {
            session.play(&mv(from, to), 0.0).unwrap();
        }
        session
    }

    #[test]
    fn a_pgn_export_imports_to_the_same_game() {
        let session = played(
            "Ann",
            "Bob",
            None,
            &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
        );
        let text = session.to_pgn();
        assert!(
            text.contains("[White \"Ann\"]") && text.contains("[Result \"0-1\"]"),
            "{text}"
        );
        assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{text}");
        let back = Session::import(&text).unwrap();
        assert_eq!((back.white.as_str(), back.black.as_str()), ("Ann", "Bob"));
        assert_eq!(back.sans(), session.sans());
        assert_eq!(back.result(), session.result());
        assert_eq!(back.fen_at(None), session.fen_at(None));
    }

    #[test]
    fn a_chess960_pgn_keeps_its_number_and_castling() {
        let session = played(
            "A",
            "B",
            Some(0),
            &[
                ("e1", "f3"),
                ("h7", "h6"),
                ("f1", "e1"),
                ("a7", "a6"),
                ("g1", "h1"),
            ],
        );
        assert_eq!(session.sans().last().map(String::as_str), Some("O-O"));
        let back = Session::import(&session.to_pgn()).unwrap();
        assert_eq!(back.chess960, Some(0));
        assert_eq!(back.variant_label(), "Chess960 #0");
        assert_eq!(back.sans(), session.sans());
        assert_eq!(back.result(), None);
    }

    #[test]
    fn a_fen_imports_as_a_set_position_and_exports_from_any_ply() {
        let session = played("A", "B", None, &[("e2", "e4"), ("c7", "c5")]);
        assert_eq!(
            session.fen_at(Some(1)),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        let back = Session::import(&session.fen_at(None)).unwrap();
        assert_eq!(back.variant_label(), "From a set position");
        assert_eq!(back.fen_at(None), session.fen_at(None));
        assert!(back.sans().is_empty());
        assert!(
            back.live_view()
                .moves
                .iter()
                .any(|m| m.from == "g1" && m.to == "f3")
        );
    }

    #[test]
    fn a_recorded_result_ends_an_imported_game_and_junk_is_refused() {
        let back =
            Session::import("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0")
                .unwrap();
        assert_eq!(
            back.result().as_deref(),
            Some("White won, as the PGN records")
        );
        assert!(back.live_view().moves.is_empty());
        for junk in ["", "hello", "1. e4 e4", "[White \"A\"] 1. Ke2 Ke7 Kd3 Qxh1"] {
            let error = Session::import(junk).unwrap_err();
            assert!(!error.is_empty(), "{junk:?}");
        }
    }

    #[test]
    fn a_flag_falls_and_a_takeback_gives_the_time_back() {
        let mut session = Session::new("A", "B", None).unwrap().with_clock(1, 2);
        session.play(&mv("e2", "e4"), 1_000.0).unwrap();
        session.play(&mv("e7", "e5"), 11_000.0).unwrap();
        let clock = session.clock().unwrap();
        assert_eq!(clock.snapshot(11_000.0), [62_000, 52_000]);
        session.take_back(20_000.0).unwrap();
        // Black's clock goes back to what it showed before Black's move.
        assert_eq!(
            session.clock().unwrap().snapshot(20_000.0),
            [62_000, 50_000]
        );
        assert!(!session.check_flag(69_999.0));
        assert!(session.check_flag(70_000.0));
        assert_eq!(session.result().as_deref(), Some("Black ran out of time"));
        assert!(session.live_view().moves.is_empty());
        assert!(session.to_pgn().contains("[Result \"1-0\"]"));
    }

    #[test]
    fn running_out_of_time_against_a_bare_king_is_a_draw() {
        let mut session = Session::import("4k3/8/8/8/8/8/8/4K2Q b - - 0 1")
            .unwrap()
            .with_clock(1, 0);
        session.play(&mv("e8", "d7"), 0.0).unwrap();
        session.play(&mv("h1", "h7"), 0.0).unwrap();
        assert!(session.check_flag(70_000.0), "Black's time ran out");
        assert_eq!(session.ended().unwrap().0, vec![0]);
        let mut session = Session::import("4k3/8/8/8/8/8/8/4K2Q w - - 0 1")
            .unwrap()
            .with_clock(1, 0);
        session.play(&mv("h1", "h7"), 0.0).unwrap();
        session.play(&mv("e8", "d8"), 0.0).unwrap();
        assert!(session.check_flag(70_000.0), "White's time ran out");
        assert_eq!(
            session.ended().unwrap().0,
            vec![0, 1],
            "a bare king cannot win on time"
        );
    }
}
