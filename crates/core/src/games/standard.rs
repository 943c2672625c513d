//! Standard chess and Chess960 as a two-seat game: seat 0 plays White,
//! seat 1 Black. Checkmate and stalemate end the game, and so do the draws
//! lichess makes automatic (threefold repetition, fifty moves, insufficient
//! material). A player may also resign, offer a draw before moving, and
//! accept the opponent's pending offer on their turn (moving declines it).
//! A game may be played with a clock (minutes each and a Fischer
//! increment); a flag fall and the result a PGN records are actions too, so
//! a game is always its start and its actions.

use serde::{Deserialize, Serialize};

use super::board_view::{BoardView, Choice};
use super::chessboard::board_view;
use super::clock::ClockPlan;
use super::{Game, Outcome, RuleError, Seat, Viewer, ending_words};
use crate::engine::men::Army;
use crate::engine::pgn::{self, PgnGame};
use crate::engine::position::side_index;
use crate::engine::{GameHistory, Move, Position, Rules, Status, chess960};

mod lesson;

/// An action of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandardAction {
    /// A chess move.
    Move(Move),
    /// Give up: the opponent wins.
    Resign,
    /// Offer a draw (then make a move); the opponent may accept on their turn.
    OfferDraw,
    /// Accept the opponent's pending draw offer.
    AcceptDraw,
    /// The seat to move ran out of time: it loses, or draws when the other
    /// side has no mating material (FIDE 6.9). Declared by the table's
    /// clock, never offered among the legal actions.
    OutOfTime,
    /// The result a PGN records for a game its moves did not end (a
    /// resignation, a flag, an agreed draw): read from the PGN, never
    /// offered among the legal actions.
    Recorded {
        /// The seats that won; both for a draw.
        winners: Vec<Seat>,
        /// Why, in words.
        reason: String,
    },
}

/// A chess clock: minutes for each side and seconds added after each move.
/// White's first move is not timed, as on lichess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChessClock {
    /// Minutes each side starts with.
    pub minutes: u32,
    /// Seconds added to a side's clock after each of its moves.
    pub increment_seconds: u32,
}

impl ChessClock {
    /// The time control as a PGN's `TimeControl` tag writes it ("300+2").
    pub fn pgn_tag(self) -> String {
        format!(
            "{}+{}",
            u64::from(self.minutes) * 60,
            self.increment_seconds
        )
    }

    /// The time control as players say it ("5+2").
    pub fn label(self) -> String {
        format!("{}+{}", self.minutes, self.increment_seconds)
    }
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandardEvent {
    /// A move, in SAN.
    Moved { san: String },
    /// A seat offered a draw.
    DrawOffered { by: Seat },
    /// The game ended.
    Ended { reason: String },
}

/// How a game ended other than on the board: by a player's decision, a
/// flag fall, or the result a PGN records for a game that stopped early.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Decision {
    Resigned(Seat),
    DrawAgreed,
    OutOfTime { seat: Seat, drawn: bool },
    Recorded { winners: Vec<Seat>, reason: String },
}

/// The serde form: the start and the moves, replayed on load.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Record {
    start_fen: String,
    rules: Rules,
    moves: Vec<Move>,
    draw_offer: Option<Seat>,
    decision: Option<Decision>,
    #[serde(default)]
    clock: Option<ChessClock>,
}

/// A game of standard chess or Chess960.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "Record", into = "Record")]
pub struct Standard {
    start: Position,
    position: Position,
    history: GameHistory,
    moves: Vec<Move>,
    sans: Vec<String>,
    draw_offer: Option<Seat>,
    decision: Option<Decision>,
    clock: Option<ChessClock>,
}

/// What a seat (or the public) sees of a game besides the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandardView {
    /// The position now, as FEN.
    pub fen: String,
    /// The moves so far, in SAN.
    pub sans: Vec<String>,
    /// "Standard chess", "Chess960 #n" or "From a set position".
    pub variant: String,
    /// The Chess960 number of the start, when it is one.
    pub chess960: Option<u16>,
    /// The seat whose draw offer is pending.
    pub draw_offer: Option<Seat>,
    /// The start position, as FEN.
    pub start_fen: String,
    /// Whether castling follows Chess960 rules.
    pub chess960_rules: bool,
    /// The moves so far, in UCI (Chess960 castling as king onto rook).
    pub ucis: Vec<String>,
    /// The clock the game is played with.
    pub clock: Option<ChessClock>,
}

impl StandardView {
    /// The start position the view names (`None` if its FEN is unreadable).
    pub fn start_position(&self) -> Option<Position> {
        let rules = if self.chess960_rules {
            Rules::CHESS960
        } else {
            Rules::STANDARD
        };
        Position::from_fen(&self.start_fen, rules).ok()
    }

    /// The position after the first `ply` moves, and the last of them.
    pub fn position_at(&self, ply: usize) -> Option<(Position, Option<Move>)> {
        let mut position = self.start_position()?;
        let mut last = None;
        for text in self.ucis.iter().take(ply) {
            let mv = position.parse_uci(text).ok()?;
            position.make(mv);
            last = Some(mv);
        }
        Some((position, last))
    }

    /// The board after the first `ply` moves, with no moves offered.
    pub fn board_at(&self, ply: usize) -> Option<BoardView> {
        let (position, last) = self.position_at(ply)?;
        Some(board_view(&position, last, false))
    }

    /// The FEN after the first `ply` moves.
    pub fn fen_at(&self, ply: usize) -> Option<String> {
        Some(self.position_at(ply)?.0.fen())
    }

    /// Whether White is to move.
    pub fn white_to_move(&self) -> bool {
        self.fen.split_whitespace().nth(1) != Some("b")
    }
}

/// A game read from a PGN or FEN: its start, every action since (its moves
/// and the result it records when they do not end the game), and the
/// players' names its tags give.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The game before its first move.
    pub start: Standard,
    /// Every action, by seat.
    pub actions: Vec<(Seat, StandardAction)>,
    /// The names of White and Black ("" when the text names nobody).
    pub names: [String; 2],
}

impl Standard {
    /// A game from the standard starting position.
    pub fn new() -> Standard {
        Standard::from_position(Position::standard())
    }

    /// A Chess960 game from position `number` (0-959).
    pub fn chess960(number: u16) -> Result<Standard, RuleError> {
        chess960::position(number)
            .map(Standard::from_position)
            .map_err(|error| RuleError::new(error.to_string()))
    }

    /// A game from any position (its rules decide standard or Chess960).
    pub fn from_position(position: Position) -> Standard {
        Standard {
            start: position.clone(),
            history: GameHistory::new(&position),
            position,
            moves: Vec::new(),
            sans: Vec::new(),
            draw_offer: None,
            decision: None,
            clock: None,
        }
    }

    /// The same game played with `clock` (or none).
    pub fn with_clock(mut self, clock: Option<ChessClock>) -> Standard {
        self.clock = clock;
        self
    }

    /// The clock the game is played with.
    pub fn clock(&self) -> Option<ChessClock> {
        self.clock
    }

    /// A game read from a PGN (its first game) or a FEN: every move
    /// replayed, and a recorded result kept when the moves alone do not end
    /// the game. Errors say what is wrong, in words.
    pub fn import(text: &str) -> Result<Imported, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("There is nothing to import: paste a PGN or a FEN".into());
        }
        if let Some(position) = read_fen(text) {
            return Ok(Imported {
                start: Standard::from_position(position),
                actions: Vec::new(),
                names: Default::default(),
            });
        }
        let record = pgn::read_game(text)
            .map_err(|e| format!("This is neither a FEN nor a readable PGN: {e}"))?;
        let name = |tag: &str| {
            record
                .tag(tag)
                .filter(|name| *name != "?")
                .unwrap_or("")
                .to_string()
        };
        let start = Standard::from_position(record.start.clone());
        let mut game = start.clone();
        let mut actions = Vec::new();
        for (index, &mv) in record.moves.iter().enumerate() {
            let seat = game.to_act().unwrap_or(0);
            game.play_move(mv)
                .map_err(|e| format!("Move {} of the PGN cannot be played: {e}", index + 1))?;
            actions.push((seat, StandardAction::Move(mv)));
        }
        if let Some(seat) = game.to_act() {
            let reason = record.tag("Termination").map(str::to_string);
            let (winners, default_reason) = match record.result.as_str() {
                "1-0" => (vec![0], "White won, as the PGN records"),
                "0-1" => (vec![1], "Black won, as the PGN records"),
                "1/2-1/2" => (vec![0, 1], "drawn, as the PGN records"),
                _ => (vec![], ""),
            };
            if !winners.is_empty() {
                actions.push((
                    seat,
                    StandardAction::Recorded {
                        winners,
                        reason: reason.unwrap_or_else(|| default_reason.into()),
                    },
                ));
            }
        }
        Ok(Imported {
            start,
            actions,
            names: [name("White"), name("Black")],
        })
    }

    /// The game as PGN, with the players' names, its time control when it
    /// has a clock, and the result with its reason.
    pub fn to_pgn(&self, names: [&str; 2]) -> String {
        let mut record = PgnGame::new(self.start.clone(), self.moves.clone());
        record.set_tag("Event", "Parlour table");
        record.set_tag("Site", "Parlour");
        record.set_tag("White", names[0]);
        record.set_tag("Black", names[1]);
        if let Some(clock) = self.clock {
            record.set_tag("TimeControl", &clock.pgn_tag());
        }
        if let Some(outcome) = self.outcome() {
            record.result = match outcome.winners.as_slice() {
                [0] => "1-0",
                [1] => "0-1",
                _ => "1/2-1/2",
            }
            .to_string();
            record.set_tag("Termination", &outcome.reason);
        }
        record.to_pgn()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves played so far, in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The position after the first `ply` moves, and the last of them.
    pub fn position_at(&self, ply: usize) -> (Position, Option<Move>) {
        let mut position = self.start.clone();
        let mut last = None;
        for &mv in self.moves.iter().take(ply) {
            position.make(mv);
            last = Some(mv);
        }
        (position, last)
    }

    /// The Chess960 number of the start, if it is one (518, the standard
    /// setup, counts only under Chess960 rules).
    pub fn chess960_number(&self) -> Option<u16> {
        if self.start.rules() != Rules::CHESS960 {
            return None;
        }
        let fen = self.start.fen();
        (0..960).find(|&n| chess960::position(n).is_ok_and(|p| p.fen() == fen))
    }

    /// What the table calls the game: "Chess960 #n", "From a set
    /// position" or "Standard chess".
    pub fn variant_label(&self) -> String {
        match self.chess960_number() {
            Some(number) => format!("Chess960 #{number}"),
            None if self.start == Position::standard() => "Standard chess".into(),
            None => "From a set position".into(),
        }
    }

    /// The verdict of the board (ongoing, mate, or an automatic draw).
    pub fn status(&self) -> Status {
        self.history.status(&self.position)
    }

    fn seat_of(army: Army) -> Seat {
        side_index(army)
    }

    /// Refuses `seat` when the game is over or it is the other side's move.
    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.to_act().is_none() {
            return Err(RuleError::new("the game is over"));
        }
        if self.to_act() != Some(seat) {
            return Err(RuleError::new(if seat > 1 {
                format!("there is no seat {seat}: chess has White and Black")
            } else {
                format!(
                    "it is {}'s move, not {}'s",
                    side_name(1 - seat),
                    side_name(seat)
                )
            }));
        }
        Ok(())
    }

    fn play_move(&mut self, mv: Move) -> Result<Vec<StandardEvent>, RuleError> {
        let san = self.position.san(mv);
        self.position
            .play(mv)
            .map_err(|error| RuleError::new(error.to_string()))?;
        self.history.push(&self.position);
        self.moves.push(mv);
        self.sans.push(san.clone());
        let mut events = vec![StandardEvent::Moved { san }];
        if let Some(outcome) = self.outcome() {
            events.push(StandardEvent::Ended {
                reason: outcome.reason,
            });
        }
        Ok(events)
    }
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

/// "White" or "Black", the side a seat plays.
fn side_name(seat: Seat) -> &'static str {
    if seat == 0 { "White" } else { "Black" }
}

impl Default for Standard {
    fn default() -> Standard {
        Standard::new()
    }
}

impl From<Standard> for Record {
    fn from(game: Standard) -> Record {
        Record {
            start_fen: game.start.fen(),
            rules: game.start.rules(),
            moves: game.moves,
            draw_offer: game.draw_offer,
            decision: game.decision,
            clock: game.clock,
        }
    }
}

impl TryFrom<Record> for Standard {
    type Error = String;

    /// Replays the record through the rules: its moves, then its draw
    /// offer and its decision as the actions that made them, so a record
    /// whose offer or result no game could reach is refused.
    fn try_from(record: Record) -> Result<Standard, String> {
        let start = Position::from_fen(&record.start_fen, record.rules)
            .map_err(|error| error.to_string())?;
        let mut game = Standard::from_position(start).with_clock(record.clock);
        let act = |game: &mut Standard, seat: Seat, action: StandardAction| {
            game.apply(seat, &action).map(drop).map_err(|error| error.0)
        };
        // The sides alternate: an offer by the side not to move after the
        // moves was made before its last move.
        let to_move_after = (Standard::seat_of(game.position.turn()) + record.moves.len()) % 2;
        let offered_before_last = record.draw_offer.is_some_and(|by| by != to_move_after);
        let count = record.moves.len();
        for (index, mv) in record.moves.into_iter().enumerate() {
            let seat = game.to_act().ok_or("a move after the end of the game")?;
            if offered_before_last && index + 1 == count {
                act(&mut game, seat, StandardAction::OfferDraw)?;
            }
            act(&mut game, seat, StandardAction::Move(mv))?;
        }
        if let Some(by) = record.draw_offer {
            if offered_before_last && game.draw_offer != Some(by) {
                return Err(format!("{} offered no draw before moving", side_name(by)));
            }
            if !offered_before_last {
                act(&mut game, by, StandardAction::OfferDraw)?;
            }
        }
        if let Some(decision) = &record.decision {
            let to_act = game.to_act().ok_or("a result after the end of the game")?;
            let (seat, action) = match decision {
                Decision::Resigned(seat) => (*seat, StandardAction::Resign),
                Decision::DrawAgreed => (to_act, StandardAction::AcceptDraw),
                Decision::OutOfTime { seat, .. } => (*seat, StandardAction::OutOfTime),
                Decision::Recorded { winners, reason } => (
                    to_act,
                    StandardAction::Recorded {
                        winners: winners.clone(),
                        reason: reason.clone(),
                    },
                ),
            };
            act(&mut game, seat, action)?;
            if game.decision.as_ref() != Some(decision) {
                return Err("the recorded result is not what the rules make of it".into());
            }
        }
        Ok(game)
    }
}

impl Game for Standard {
    type Action = StandardAction;
    type Event = StandardEvent;
    type View = StandardView;

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        if self.decision.is_some() || self.status().is_over() {
            None
        } else {
            Some(Standard::seat_of(self.position.turn()))
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<StandardAction> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let mut actions: Vec<StandardAction> = self
            .position
            .legal_moves()
            .iter()
            .map(|&mv| StandardAction::Move(mv))
            .collect();
        actions.push(StandardAction::Resign);
        match self.draw_offer {
            Some(by) if by != seat => actions.push(StandardAction::AcceptDraw),
            Some(_) => {}
            None => actions.push(StandardAction::OfferDraw),
        }
        actions
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &StandardAction,
    ) -> Result<Vec<StandardEvent>, RuleError> {
        self.check_turn(seat)?;
        match action {
            StandardAction::Move(mv) => {
                let events = self.play_move(*mv)?;
                if self.draw_offer.is_some_and(|by| by != seat) {
                    self.draw_offer = None;
                }
                Ok(events)
            }
            StandardAction::Resign => {
                self.decision = Some(Decision::Resigned(seat));
                Ok(vec![StandardEvent::Ended {
                    reason: format!("{} resigns", self.position.turn().name()),
                }])
            }
            StandardAction::OfferDraw => {
                if self.draw_offer.is_some() {
                    return Err(RuleError::new("a draw offer is already pending"));
                }
                self.draw_offer = Some(seat);
                Ok(vec![StandardEvent::DrawOffered { by: seat }])
            }
            StandardAction::AcceptDraw => match self.draw_offer {
                Some(by) if by != seat => {
                    self.decision = Some(Decision::DrawAgreed);
                    Ok(vec![StandardEvent::Ended {
                        reason: "draw agreed".into(),
                    }])
                }
                _ => Err(RuleError::new("there is no draw offer to accept")),
            },
            StandardAction::OutOfTime => {
                if self.out_of_time(seat).is_none() {
                    return Err(RuleError::new(
                        "no clock is running: a game runs out of time only with a clock, \
                         once White has moved",
                    ));
                }
                let other = if seat == 0 { Army::Black } else { Army::White };
                let drawn = self.position.has_insufficient_material(other);
                self.decision = Some(Decision::OutOfTime { seat, drawn });
                let reason = self.outcome().map(|o| o.reason).unwrap_or_default();
                Ok(vec![StandardEvent::Ended { reason }])
            }
            StandardAction::Recorded { winners, reason } => {
                if !matches!(winners.as_slice(), [0] | [1] | [0, 1] | [1, 0]) {
                    return Err(RuleError::new(
                        "a recorded result names White, Black or both",
                    ));
                }
                if reason.trim().is_empty() {
                    return Err(RuleError::new("a recorded result says why"));
                }
                self.decision = Some(Decision::Recorded {
                    winners: winners.clone(),
                    reason: reason.clone(),
                });
                Ok(vec![StandardEvent::Ended {
                    reason: reason.clone(),
                }])
            }
        }
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        let with_moves = match viewer {
            Viewer::Seat(seat) => self.to_act() == Some(seat),
            Viewer::Public | Viewer::Everything => false,
        };
        vec![board_view(
            &self.position,
            self.moves.last().copied(),
            with_moves,
        )]
    }

    fn moves_played(&self) -> usize {
        // One move per ply, each side's counted.
        self.sans.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut why = None;
        let (winners, reason) = match &self.decision {
            Some(Decision::Resigned(seat)) => {
                (vec![1 - seat], format!("{} resigned", side_name(*seat)))
            }
            Some(Decision::DrawAgreed) => (vec![0, 1], "draw agreed".to_string()),
            Some(Decision::OutOfTime { seat, drawn: true }) => (
                vec![0, 1],
                format!(
                    "draw: {} ran out of time, and the other side cannot mate",
                    side_name(*seat)
                ),
            ),
            Some(Decision::OutOfTime { seat, drawn: false }) => (
                vec![1 - seat],
                format!("{} ran out of time", side_name(*seat)),
            ),
            Some(Decision::Recorded { winners, reason }) => (winners.clone(), reason.clone()),
            None => match self.status() {
                Status::Ongoing => return None,
                Status::Checkmate { winner } => (
                    vec![Standard::seat_of(winner)],
                    format!(
                        "{} wins by checkmate",
                        if winner == Army::White {
                            "White"
                        } else {
                            "Black"
                        }
                    ),
                ),
                draw => {
                    why = Some(match draw {
                        Status::Stalemate => ending_words::stalemate(side_name(Standard::seat_of(
                            self.position().turn(),
                        ))),
                        Status::Repetition => ending_words::REPETITION.to_string(),
                        Status::FiftyMoves => ending_words::FIFTY_MOVES.to_string(),
                        _ => ending_words::INSUFFICIENT_MATERIAL.to_string(),
                    });
                    (vec![0, 1], format!("draw by {}", draw.describe()))
                }
            },
        };
        Some(Outcome {
            winners,
            scores: None,
            reason,
            why,
        })
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<StandardAction, RuleError> {
        self.check_turn(seat)?;
        match text.trim() {
            "resign" => Ok(StandardAction::Resign),
            "draw" | "offer draw" => Ok(StandardAction::OfferDraw),
            "accept" | "accept draw" => Ok(StandardAction::AcceptDraw),
            text => self
                .position
                .parse_uci(text)
                .or_else(|uci_error| self.position.parse_san(text).map_err(|_| uci_error))
                .map(StandardAction::Move)
                .map_err(|error| RuleError::new(error.to_string())),
        }
    }

    fn view(&self, _viewer: Viewer) -> StandardView {
        let mut position = self.start.clone();
        let ucis = self
            .moves
            .iter()
            .map(|&mv| {
                let text = position.uci(mv);
                position.make(mv);
                text
            })
            .collect();
        StandardView {
            fen: self.position.fen(),
            sans: self.sans.clone(),
            variant: self.variant_label(),
            chess960: self.chess960_number(),
            draw_offer: self.draw_offer,
            start_fen: self.start.fen(),
            chess960_rules: self.start.rules().castling == crate::engine::CastlingMode::Chess960,
            ucis,
            clock: self.clock,
        }
    }

    fn gesture(
        &self,
        seat: Seat,
        _board: usize,
        choice: &Choice,
    ) -> Result<StandardAction, RuleError> {
        let uci = choice
            .move_text()
            .ok_or_else(|| RuleError::new("standard chess has no drops"))?;
        match self.parse_action(seat, &uci)? {
            StandardAction::Move(mv) => Ok(StandardAction::Move(mv)),
            _ => Err(RuleError::new(format!("{uci} is no move"))),
        }
    }

    /// A flag, once the clocks run (with a clock, after White's first move).
    fn out_of_time(&self, _seat: Seat) -> Option<StandardAction> {
        self.clock_plan()
            .filter(|plan| !plan.clock_of_seat.is_empty())
            .map(|_| StandardAction::OutOfTime)
    }

    /// Two clocks, White's and Black's, once the first move is made.
    fn clock_plan(&self) -> Option<ClockPlan> {
        let clock = self.clock?;
        let allowance = u64::from(clock.minutes) * 60_000;
        Some(ClockPlan {
            names: vec!["White".into(), "Black".into()],
            allowance_ms: vec![allowance, allowance],
            increment_ms: u64::from(clock.increment_seconds) * 1000,
            clock_of_seat: if self.moves.is_empty() {
                Vec::new()
            } else {
                vec![0, 1]
            },
        })
    }

    fn allows_takeback(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(game: &mut Standard, moves: &str) {
        for text in moves.split_whitespace() {
            let seat = game.to_act().expect("game goes on");
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }

    #[test]
    fn fools_mate_ends_the_game() {
        let mut game = Standard::new();
        play(&mut game, "f2f3 e7e5 g2g4 d8h4");
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winners, vec![1]);
        assert_eq!(outcome.reason, "Black wins by checkmate");
        assert_eq!(game.to_act(), None);
        assert!(game.apply(0, &StandardAction::Resign).is_err());
    }

    /// The words of the refusal of `text` for the seat to act.
    fn refused(game: &Standard, seat: Seat, text: &str) -> String {
        match game.parse_action(seat, text) {
            Err(error) => error.0,
            Ok(action) => game.clone().apply(seat, &action).unwrap_err().0,
        }
    }

    #[test]
    fn every_refusal_names_its_reason() {
        let mut game = Standard::new();
        let cases = [
            (
                0,
                "g8f6",
                "g8f6: the knight on g8 is Black's, and it is White's move",
            ),
            (0, "g1e3", "g1e3: a knight moves in an L"),
            (0, "f1c4", "f1c4: the way is blocked by the pawn on e2"),
            (0, "e4e5", "e4e5: there is no man on e4"),
            (0, "e2d3", "diagonally only to capture, and d3 is empty"),
            (0, "e1g1", "the bishop on f1 stands there"),
            (1, "e7e5", "it is White's move, not Black's"),
            (0, "accept", "there is no draw offer to accept"),
        ];
        for (seat, text, words) in cases {
            let refusal = refused(&game, seat, text);
            assert!(refusal.contains(words), "{text}: {refusal}");
        }
        play(&mut game, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
        let pinned = Standard::import("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1")
            .unwrap()
            .start;
        assert_eq!(
            refused(&pinned, 0, "e2c3"),
            "e2c3: the knight on e2 is pinned: moving it would leave the king in check from the rook on e8"
        );
        let through = Standard::import("4kr2/8/8/8/8/8/8/4K2R w K - 0 1")
            .unwrap()
            .start;
        assert_eq!(
            refused(&through, 0, "e1g1"),
            "e1g1: the king may not castle through f1, which the rook on f8 attacks"
        );
        let promote = Standard::import("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
            .unwrap()
            .start;
        assert!(refused(&promote, 0, "a7a8").contains("must be promoted"));
        // A typed action that is no legal move says why too.
        let action = StandardAction::Move(Move::normal(
            crate::engine::Square::parse("h5").unwrap(),
            crate::engine::Square::parse("h8").unwrap(),
        ));
        let error = game.clone().apply(0, &action).unwrap_err().0;
        assert_eq!(error, "h5h8: the way is blocked by the pawn on h7");
        play(&mut game, "h5f7");
        assert_eq!(refused(&game, 1, "e8f7"), "the game is over");
    }

    #[test]
    fn threefold_repetition_is_an_automatic_draw() {
        let mut game = Standard::new();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assert_eq!(game.to_act(), Some(1));
        play(&mut game, "f6g8");
        assert_eq!(
            game.outcome().unwrap().reason,
            "draw by threefold repetition"
        );
        assert_eq!(game.outcome().unwrap().winners, vec![0, 1]);
        assert_eq!(
            game.outcome().unwrap().why.as_deref(),
            Some(ending_words::REPETITION)
        );
    }

    #[test]
    fn a_draw_says_which_rule_drew_it_and_a_mate_needs_no_word() {
        // The queen to f7 leaves Black's king on h8 without a move, in no check.
        let position = Position::from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", Rules::STANDARD)
            .expect("a legal position");
        let mut stalemate = Standard::from_position(position);
        play(&mut stalemate, "f1f7");
        let outcome = stalemate.outcome().unwrap();
        assert_eq!(outcome.reason, "draw by stalemate");
        let why = outcome.why.unwrap();
        assert!(
            why.starts_with("Black, to move, has no legal move and is not in check"),
            "{why}"
        );
        let position =
            Position::from_fen("7k/8/6K1/1p6/8/8/8/5B2 w - - 0 1", Rules::STANDARD).unwrap();
        let mut bare = Standard::from_position(position);
        play(&mut bare, "f1b5");
        assert_eq!(
            bare.outcome().unwrap().why.as_deref(),
            Some(ending_words::INSUFFICIENT_MATERIAL)
        );
        let mut mate = Standard::new();
        play(&mut mate, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(mate.outcome().unwrap().why, None);
    }

    /// The decisions beside the board a seat is offered (the chess panel
    /// shows exactly these).
    fn decisions(game: &Standard, seat: Seat) -> Vec<StandardAction> {
        game.legal_actions(seat)
            .into_iter()
            .filter(|action| !matches!(action, StandardAction::Move(_)))
            .collect()
    }

    #[test]
    fn the_draw_offer_and_its_acceptance_are_open_to_the_right_seat() {
        use StandardAction::{AcceptDraw, OfferDraw, Resign};
        let mut game = Standard::new();
        assert_eq!(decisions(&game, 0), [Resign, OfferDraw]);
        assert!(decisions(&game, 1).is_empty(), "not Black's turn");
        play(&mut game, "draw");
        assert_eq!(decisions(&game, 0), [Resign], "one offer at a time");
        play(&mut game, "e2e4");
        assert_eq!(decisions(&game, 1), [Resign, AcceptDraw]);
        play(&mut game, "e7e5");
        assert_eq!(
            decisions(&game, 0),
            [Resign, OfferDraw],
            "a move declines the offer"
        );
        play(&mut game, "resign");
        assert!(decisions(&game, 0).is_empty() && decisions(&game, 1).is_empty());
    }

    #[test]
    fn refused_actions_change_nothing_and_saves_round_trip() {
        let mut game = Standard::chess960(0).unwrap();
        assert!(game.parse_action(0, "e2e5").is_err());
        assert!(game.apply(1, &StandardAction::Resign).is_err());
        play(&mut game, "draw e2e4");
        assert!(game.legal_actions(1).contains(&StandardAction::AcceptDraw));
        let saved = serde_json::to_string(&game).unwrap();
        let loaded: Standard = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded.position(), game.position());
        play(&mut game, "accept");
        assert_eq!(game.outcome().unwrap().reason, "draw agreed");
    }

    fn replayed(imported: &Imported) -> Standard {
        let mut game = imported.start.clone();
        for (seat, action) in &imported.actions {
            game.apply(*seat, action).unwrap();
        }
        game
    }

    #[test]
    fn a_pgn_export_imports_to_the_same_game_with_names_and_clock() {
        let mut game = Standard::new().with_clock(Some(ChessClock {
            minutes: 5,
            increment_seconds: 2,
        }));
        play(&mut game, "f2f3 e7e5 g2g4 d8h4");
        let text = game.to_pgn(["Ann", "Bob"]);
        assert!(text.contains("[White \"Ann\"]"), "{text}");
        assert!(text.contains("[TimeControl \"300+2\"]"), "{text}");
        assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{text}");
        let imported = Standard::import(&text).unwrap();
        assert_eq!(imported.names, ["Ann".to_string(), "Bob".to_string()]);
        assert_eq!(imported.actions.len(), 4, "mate needs no recorded result");
        let back = replayed(&imported);
        assert_eq!(back.sans(), game.sans());
        assert_eq!(back.outcome(), game.outcome());
    }

    #[test]
    fn a_chess960_pgn_keeps_its_number_and_castling() {
        let mut game = Standard::chess960(0).unwrap();
        play(&mut game, "e1f3 h7h6 f1e1 a7a6 g1h1");
        assert_eq!(game.sans().last().map(String::as_str), Some("O-O"));
        let back = replayed(&Standard::import(&game.to_pgn(["A", "B"])).unwrap());
        assert_eq!(back.variant_label(), "Chess960 #0");
        assert_eq!(back.sans(), game.sans());
        assert_eq!(back.outcome(), None);
        let view = back.view(Viewer::Public);
        assert!(view.chess960_rules);
        assert_eq!(view.ucis.last().map(String::as_str), Some("g1h1"));
        assert_eq!(view.fen_at(5).unwrap(), back.position().fen());
    }

    #[test]
    fn a_fen_imports_as_a_set_position() {
        let mut game = Standard::new();
        play(&mut game, "e2e4 c7c5");
        let imported = Standard::import(&game.position().fen()).unwrap();
        assert!(imported.actions.is_empty());
        assert_eq!(imported.start.variant_label(), "From a set position");
        assert_eq!(imported.start.position(), game.position());
        assert_eq!(
            game.view(Viewer::Public).fen_at(1).unwrap(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn a_recorded_result_is_the_last_action_of_an_imported_game_and_junk_is_refused() {
        let imported =
            Standard::import("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0")
                .unwrap();
        let (seat, last) = imported.actions.last().unwrap();
        assert_eq!(*seat, 0, "White is to move when the result is recorded");
        assert!(matches!(last, StandardAction::Recorded { .. }));
        let game = replayed(&imported);
        assert_eq!(
            game.outcome().unwrap().reason,
            "White won, as the PGN records"
        );
        assert_eq!(game.to_act(), None);
        assert!(game.to_pgn(["A", "B"]).contains("[Result \"1-0\"]"));
        let mut fresh = Standard::new();
        let nobody = StandardAction::Recorded {
            winners: vec![],
            reason: "?".into(),
        };
        assert!(fresh.apply(0, &nobody).is_err());
        assert!(
            !fresh
                .legal_actions(0)
                .iter()
                .any(|a| matches!(a, StandardAction::Recorded { .. }))
        );
        for junk in ["", "hello", "1. e4 e4", "[White \"A\"] 1. Ke2 Ke7 Kd3 Qxh1"] {
            assert!(Standard::import(junk).is_err(), "{junk:?}");
        }
    }

    #[test]
    fn the_clock_plan_starts_with_whites_first_move_and_gives_the_increment() {
        assert_eq!(Standard::new().clock_plan(), None, "no clock asked for");
        let mut game = Standard::new().with_clock(Some(ChessClock {
            minutes: 1,
            increment_seconds: 2,
        }));
        let plan = game.clock_plan().unwrap();
        assert_eq!(plan.allowance_ms, vec![60_000, 60_000]);
        assert_eq!(plan.increment_ms, 2_000);
        assert!(
            plan.clock_of_seat.is_empty(),
            "White's first move is untimed"
        );
        play(&mut game, "e2e4");
        assert_eq!(game.clock_plan().unwrap().clock_of_seat, vec![0, 1]);
        let saved: Standard = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
        assert_eq!(saved.clock(), game.clock());
    }

    #[test]
    fn a_flag_loses_unless_the_other_side_cannot_mate() {
        let clock = Some(ChessClock {
            minutes: 1,
            increment_seconds: 0,
        });
        let mut game = Standard::import("4k3/8/8/8/8/8/8/4K2Q b - - 0 1")
            .unwrap()
            .start
            .with_clock(clock);
        play(&mut game, "e8d7 h1h7");
        game.apply(1, &StandardAction::OutOfTime).unwrap();
        assert_eq!(game.outcome().unwrap().winners, vec![0]);
        assert_eq!(game.outcome().unwrap().reason, "Black ran out of time");
        let mut game = Standard::import("4k3/8/8/8/8/8/8/4K2Q w - - 0 1")
            .unwrap()
            .start
            .with_clock(clock);
        play(&mut game, "h1h7 e8d8");
        game.apply(0, &StandardAction::OutOfTime).unwrap();
        assert_eq!(
            game.outcome().unwrap().winners,
            vec![0, 1],
            "a bare king cannot win on time"
        );
    }

    #[test]
    fn a_flag_falls_only_on_a_running_clock() {
        let mut game = Standard::new();
        play(&mut game, "e2e4");
        assert!(
            game.apply(1, &StandardAction::OutOfTime).is_err(),
            "no clock"
        );
        let mut game = Standard::new().with_clock(Some(ChessClock {
            minutes: 3,
            increment_seconds: 2,
        }));
        assert!(
            game.apply(0, &StandardAction::OutOfTime).is_err(),
            "White's first move is untimed"
        );
        play(&mut game, "e2e4");
        assert!(game.apply(1, &StandardAction::OutOfTime).is_ok());
    }

    /// The record `game` saves as, with `change` made to its JSON.
    fn altered(game: &Standard, change: impl FnOnce(&mut serde_json::Value)) -> String {
        let mut value = serde_json::to_value(game).unwrap();
        change(&mut value);
        value.to_string()
    }

    #[test]
    fn a_records_offer_and_result_are_replayed_not_believed() {
        let mut offered = Standard::new();
        play(&mut offered, "e2e4 draw e7e5");
        assert_eq!(offered.draw_offer, Some(1));
        let mut agreed = offered.clone();
        play(&mut agreed, "accept");
        let mut pending = Standard::new();
        play(&mut pending, "e2e4 draw");
        let mut resigned = Standard::new();
        play(&mut resigned, "e2e4 resign");
        for game in [&offered, &agreed, &pending, &resigned] {
            let back: Standard = serde_json::from_str(&altered(game, |_| ())).unwrap();
            assert_eq!(back.draw_offer, game.draw_offer);
            assert_eq!(back.outcome(), game.outcome());
        }
        let refused = [
            // Black's offer made before a move of his that never came...
            altered(&Standard::new(), |v| v["draw_offer"] = 1.into()),
            // ... an offer by a seat that is not at the table...
            altered(&offered, |v| v["draw_offer"] = 7.into()),
            // ... a draw agreed that nobody offered...
            altered(&pending, |v| {
                v["draw_offer"] = serde_json::Value::Null;
                v["decision"] = "DrawAgreed".into();
            }),
            // ... a resignation by the side not to move...
            altered(&resigned, |v| {
                v["decision"] = serde_json::json!({"Resigned": 0})
            }),
            // ... a flag with no clock...
            altered(&pending, |v| {
                v["decision"] = serde_json::json!({"OutOfTime": {"seat": 1, "drawn": false}})
            }),
            // ... and a result for nobody.
            altered(
                &pending,
                |v| {
                    v["decision"] =
                        serde_json::json!({"Recorded": {"winners": [], "reason": "made up"}})
                },
            ),
        ];
        for text in refused {
            assert!(serde_json::from_str::<Standard>(&text).is_err(), "{text}");
        }
    }
}
