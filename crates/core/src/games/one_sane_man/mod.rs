//! The One Sane Man: 3 to 8 players in a ring, each playing White on one
//! board and Black on the next, with stockpiles of captured men to drop and
//! eliminations until one player remains.
//!
//! Choices where the rules leave room (also on the game's rules page):
//! - Board numbers count from 1 and never change: when a board leaves the
//!   ring, `3:e2e4` still means the third board of the start.
//! - A man remembers the board whose set it came from (where it stood at
//!   the start), however often it is captured and dropped; with the origin
//!   rule on it never goes back onto that board. A promoted man is
//!   stockpiled as what it became. Of several men that fit a drop, the
//!   oldest in the stockpile is used.
//! - Mate is decided by moves alone: a side in check with no legal move that
//!   is not a drop is mated, even if a drop could block the check.
//! - A side not in check with no legal move may still drop: a drop is a
//!   legal action then. Only a side with neither a move nor a drop passes,
//!   and it passes automatically, the turn going to the next board. If no
//!   side on any board can act, the players left draw.
//! - Boards have no automatic draws (repetition, fifty moves, material):
//!   drops can always bring men back. The table ends by mates or by a draw
//!   that every player left agrees: each says `draw` on their own turn
//!   (the agreement stands while they move on), `decline` withdraws every
//!   agreement, and an elimination starts the agreeing afresh.
//! - When the last mate leaves one player, the final boards stay on show.
//! - Clocks (an option): one per player, starting at twice the time
//!   control ([`Game::clock_plan`]); the table keeps the time, and when the
//!   clock of the player to act runs out it plays `time`
//!   ([`Action::OutOfTime`]): that player loses the game on the board to
//!   move as if mated.

mod board;
pub mod drops;
mod lesson;
mod notation;
mod ring;
mod stockpile;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::board_view::{BoardView, Choice, DropOption};
use super::chessboard::board_view;
use super::clock::{ClockPlan, NO_CLOCK_YET};
use super::replay::replay_texts;
use super::{Game, Outcome, RuleError, Seat, Viewer};
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveList, Position, Square};
use board::{Played, RingBoard};
use notation::Parsed;
use ring::{Closing, Ring};
use stockpile::Stockpile;

pub use notation::Action;
pub use ring::{MAX_PLAYERS, MIN_PLAYERS};
pub use stockpile::StockMan;

/// The game's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Players (and boards): 3 to 8.
    pub players: usize,
    /// Whether a man may never be dropped on the board whose set it came
    /// from (on by default; social games may switch it off).
    pub origin_rule: bool,
    /// The normal time control in minutes, if clocks are used.
    pub clock_minutes: Option<u32>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            players: 4,
            origin_rule: true,
            clock_minutes: None,
        }
    }
}

impl Options {
    /// What each player's clock starts at, in seconds: twice the normal
    /// time control, as each player plays two games at once.
    pub fn clock_start_seconds(&self) -> Option<u64> {
        self.clock_minutes
            .map(|minutes| 2 * 60 * u64::from(minutes))
    }
}

/// Something that happened at the ring (board numbers from 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A move or drop, as written in the board's move list.
    Played {
        board: usize,
        seat: Seat,
        san: String,
    },
    /// A captured man went to the capturer's stockpile.
    Stockpiled { seat: Seat, man: StockMan },
    /// A side with no legal move or drop passed.
    Passed { board: usize, seat: Seat },
    /// A player was mated and is out with their stockpile; the board left
    /// the ring unless the game ended with it.
    Eliminated {
        board: usize,
        loser: Seat,
        winner: Seat,
    },
    /// The winner of a mate took over the loser's other board.
    TookOver {
        board: usize,
        seat: Seat,
        army: Army,
    },
    /// A player's clock ran out on the board to move (an elimination follows).
    OutOfTime { board: usize, seat: Seat },
    /// A player agreed to a draw.
    DrawAgreed { seat: Seat },
    /// A player turned the draw down.
    DrawDeclined { seat: Seat },
    /// The game is over.
    Ended { winners: Vec<Seat> },
}

/// A game of The One Sane Man. Its serde form is [`SavedGame`]: the
/// options and every action, replayed on load.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "SavedGame", into = "SavedGame")]
pub struct OneSaneMan {
    options: Options,
    ring: Ring,
    /// Every board, in the order of their numbers, in the ring or not.
    boards: Vec<RingBoard>,
    stockpiles: Vec<Stockpile>,
    /// Index of the board whose turn it is.
    board_to_move: usize,
    draw_agreed: Vec<bool>,
    /// Every action so far, as text, for export.
    record: Vec<String>,
    outcome: Option<Outcome>,
}

impl OneSaneMan {
    /// Whether the first move has been made, on any board: the clocks run
    /// from then on.
    fn has_moved(&self) -> bool {
        self.boards.iter().any(|board| !board.moves().is_empty())
    }

    /// A new game at the starting position of every board.
    pub fn new(options: Options) -> Result<OneSaneMan, RuleError> {
        let ring = Ring::new(options.players)?;
        if options.clock_minutes == Some(0) {
            return Err(RuleError::new("a time control is at least one minute"));
        }
        Ok(OneSaneMan {
            options,
            ring,
            boards: (1..=options.players).map(RingBoard::new).collect(),
            stockpiles: vec![Stockpile::default(); options.players],
            board_to_move: 0,
            draw_agreed: vec![false; options.players],
            record: Vec::new(),
            outcome: None,
        })
    }

    /// The options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The number (from 1) of the board whose turn it is.
    pub fn board_to_move(&self) -> usize {
        self.board_to_move + 1
    }

    /// The numbers (from 1) of the boards still in the ring, in ring order.
    pub fn ring_boards(&self) -> Vec<usize> {
        self.ring.boards_in_ring().map(|board| board + 1).collect()
    }

    /// The seats playing White and Black on board `number`, if it exists.
    pub fn players_of(&self, number: usize) -> Option<(Seat, Seat)> {
        let seating = self.ring.seating(number.checked_sub(1)?)?;
        Some((seating.white, seating.black))
    }

    /// The moves, drops and passes played on board `number`.
    pub fn move_list(&self, number: usize) -> Option<&[String]> {
        Some(self.boards.get(number.checked_sub(1)?)?.moves())
    }

    /// What `viewer` sees of board `number`, if it is still in the ring.
    pub fn board_view(&self, number: usize, viewer: Viewer) -> Option<BoardView> {
        let index = number.checked_sub(1)?;
        self.ring
            .boards_in_ring()
            .any(|board| board == index)
            .then(|| self.view_of(index, viewer))
    }

    /// The position on board `number`, if it is still in the ring.
    pub fn board_position(&self, number: usize) -> Option<&Position> {
        let index = number.checked_sub(1)?;
        self.ring
            .boards_in_ring()
            .any(|board| board == index)
            .then(|| self.boards[index].position())
    }

    /// The men in `seat`'s stockpile, oldest first.
    pub fn stockpile(&self, seat: Seat) -> &[StockMan] {
        self.stockpiles.get(seat).map_or(&[], Stockpile::men)
    }

    /// The men `seat` could drop for `army` on board `number` (from 1), by
    /// kind, as often as its stockpile holds each (the origin rule applied
    /// as the game's options say).
    pub fn hand(&self, seat: Seat, army: Army, number: usize) -> Vec<Kind> {
        self.stockpiles
            .get(seat)
            .map_or_else(Vec::new, |stockpile| {
                stockpile.droppable_men(army, number, self.options.origin_rule)
            })
    }

    /// The most valuable man `seat` may take on its other board before
    /// board `number` (from 1) comes round again, that it could then drop
    /// there for `army`: `None` when its move there does not come first or
    /// takes nothing it could drop (the origin rule applied as the game's
    /// options say).
    pub fn best_man_in_reach(&self, seat: Seat, army: Army, number: usize) -> Option<Kind> {
        let other = self.ring.board_of(seat, army.opponent())?;
        let board = &self.boards[other];
        if board.position().turn() != army.opponent() {
            return None;
        }
        let mut moves = MoveList::new();
        board.position().generate_moves(&mut moves);
        moves
            .iter()
            .filter_map(|&mv| board.captured_by(mv))
            .filter(|man| {
                man.kind != Kind::King && man.may_go_onto(army, number, self.options.origin_rule)
            })
            .map(|man| man.kind)
            .max_by_key(|kind| kind.value())
    }

    /// The seats still in the game.
    pub fn players_left(&self) -> Vec<Seat> {
        self.ring.players_left().collect()
    }

    /// The seats that have agreed to a draw.
    pub fn draw_agreements(&self) -> Vec<Seat> {
        (0..self.draw_agreed.len())
            .filter(|&seat| self.draw_agreed[seat])
            .collect()
    }

    /// The game as text: a header with the options, then every action.
    pub fn export(&self) -> String {
        let mut text = format!(
            "one-sane-man players={} origin-rule={}",
            self.options.players,
            if self.options.origin_rule {
                "on"
            } else {
                "off"
            }
        );
        if let Some(minutes) = self.options.clock_minutes {
            text.push_str(&format!(" clock={minutes}"));
        }
        for action in &self.record {
            text.push('\n');
            text.push_str(action);
        }
        text
    }

    /// Reads a game written by [`OneSaneMan::export`], replaying every
    /// action; a bad header or action is reported with its place.
    pub fn import(text: &str) -> Result<OneSaneMan, RuleError> {
        let mut words = text.split_whitespace();
        if words.next() != Some("one-sane-man") {
            return Err(RuleError::new(
                "not a One Sane Man export: it must start with \"one-sane-man\"",
            ));
        }
        let mut options = Options::default();
        let mut texts = Vec::new();
        for word in words {
            match word.split_once('=') {
                Some(("players", value)) => {
                    options.players = value.parse().map_err(|_| {
                        RuleError::new(format!("players={value}: not a number of players"))
                    })?
                }
                Some(("origin-rule", "on")) => options.origin_rule = true,
                Some(("origin-rule", "off")) => options.origin_rule = false,
                Some(("clock", value)) => {
                    options.clock_minutes = Some(value.parse().map_err(|_| {
                        RuleError::new(format!("clock={value}: not a number of minutes"))
                    })?)
                }
                Some(_) if texts.is_empty() => {
                    return Err(RuleError::new(format!("unknown option {word}")));
                }
                _ => texts.push(word),
            }
        }
        OneSaneMan::replay(options, texts)
    }

    /// The game `options` start with every action of `texts` (as the
    /// export writes them) played; the first action the rules refuse is
    /// reported with its place.
    fn replay<'a>(
        options: Options,
        texts: impl IntoIterator<Item = &'a str>,
    ) -> Result<OneSaneMan, RuleError> {
        let mut game = OneSaneMan::new(options)?;
        let texts = texts
            .into_iter()
            .enumerate()
            .map(|(index, text)| (index + 1, text));
        replay_texts(&mut game, texts, "action")?;
        Ok(game)
    }

    fn board(&self, index: usize) -> &RingBoard {
        &self.boards[index]
    }

    /// The seat to move on board `index` and the army it plays there.
    fn side_to_move(&self, index: usize) -> (Seat, Army) {
        let army = self.board(index).position().turn();
        let seat = self
            .ring
            .seating(index)
            .map_or(0, |seating| seating.seat_of(army));
        (seat, army)
    }

    /// The drops the side to move on board `index` may make.
    fn legal_drops(&self, index: usize) -> Vec<(Kind, Square)> {
        let (seat, army) = self.side_to_move(index);
        let kinds =
            self.stockpiles[seat].droppable_kinds(army, index + 1, self.options.origin_rule);
        drops::legal_drops(self.board(index).position(), &kinds)
    }

    /// Whether the side to move on board `index` has a move or a drop.
    fn can_act(&self, index: usize) -> bool {
        self.board(index).position().has_legal_move() || !self.legal_drops(index).is_empty()
    }

    /// Checks that `number` is the board whose turn it is.
    fn check_board(&self, number: usize) -> Result<usize, RuleError> {
        if number == self.board_to_move + 1 {
            Ok(self.board_to_move)
        } else if number == 0 || number > self.boards.len() {
            Err(RuleError::new(format!(
                "there is no board {number}: boards are numbered 1 to {}",
                self.boards.len()
            )))
        } else if !self.ring.seating(number - 1).is_some_and(|s| s.in_ring) {
            Err(RuleError::new(format!("board {number} has left the ring")))
        } else {
            Err(RuleError::new(format!(
                "it is board {}'s turn, not board {number}'s",
                self.board_to_move + 1
            )))
        }
    }

    fn play_move(&mut self, seat: Seat, number: usize, mv: Move) -> Result<Played, RuleError> {
        let index = self.check_board(number)?;
        let position = self.board(index).position();
        if !position.is_legal(mv) {
            return Err(RuleError::new(format!(
                "board {number}: {}: {}",
                position.uci(mv),
                position.move_refusal(mv)
            )));
        }
        let played = self.boards[index].play_move(mv);
        if let Some(man) = played.captured {
            self.stockpiles[seat].add(man);
        }
        Ok(played)
    }

    fn play_drop(
        &mut self,
        seat: Seat,
        number: usize,
        kind: Kind,
        square: Square,
    ) -> Result<Played, RuleError> {
        let index = self.check_board(number)?;
        let army = self.board(index).position().turn();
        let stock = self.stockpiles[seat]
            .droppable(army, kind, number, self.options.origin_rule)
            .ok_or_else(|| {
                let origin_note = if self.options.origin_rule {
                    format!(" that may go on board {number} (none goes back onto its own board)")
                } else {
                    String::new()
                };
                RuleError::new(format!(
                    "your stockpile holds no {} {}{origin_note}",
                    army.name(),
                    kind.name()
                ))
            })?;
        if let Some(refusal) = drops::drop_refusal(self.board(index).position(), kind, square) {
            return Err(RuleError::new(format!("board {number}: {refusal}")));
        }
        let man = self.stockpiles[seat]
            .take(stock)
            .ok_or_else(|| RuleError::new("the stockpile changed"))?;
        Ok(self.boards[index].play_drop(man, square))
    }

    /// After a move or drop on board `index`: a mate eliminates, otherwise
    /// the turn goes on round the ring.
    fn after_play(&mut self, index: usize, seat: Seat, events: &mut Vec<Event>) {
        if self.boards[index].is_mated() {
            let (loser, _) = self.side_to_move(index);
            self.eliminate(index, loser, seat, events);
        } else {
            self.pass_turn(self.ring.next_board(index), events);
        }
    }

    fn eliminate(&mut self, index: usize, loser: Seat, winner: Seat, events: &mut Vec<Event>) {
        self.stockpiles[loser].clear();
        self.draw_agreed
            .iter_mut()
            .for_each(|agreed| *agreed = false);
        events.push(Event::Eliminated {
            board: index + 1,
            loser,
            winner,
        });
        match self.ring.eliminate(index, loser) {
            Closing::LastPlayer => self.end(
                vec![winner],
                format!(
                    "Player {} is the one sane man: the last player left",
                    winner + 1
                ),
                Some(
                    "A player mated on any board of the ring is out, and the winner of that board \
                     takes over the loser's other board: the last player left wins.",
                ),
                events,
            ),
            Closing::TakenOver { board } => {
                let army = self
                    .ring
                    .seating(board)
                    .and_then(|seating| seating.army_of(winner))
                    .unwrap_or(Army::White);
                events.push(Event::TookOver {
                    board: board + 1,
                    seat: winner,
                    army,
                });
                self.pass_turn(self.ring.next_board(index), events);
            }
        }
    }

    /// Hands the turn to board `index`, passing for every side on the way
    /// that has neither a move nor a drop.
    fn pass_turn(&mut self, mut index: usize, events: &mut Vec<Event>) {
        let boards = self.ring.boards_in_ring().count();
        let mut passes = 0;
        while !self.can_act(index) {
            let (seat, _) = self.side_to_move(index);
            self.boards[index].pass();
            events.push(Event::Passed {
                board: index + 1,
                seat,
            });
            passes += 1;
            if passes >= 2 * boards {
                self.board_to_move = index;
                let players = self.players_left();
                self.end(
                    players,
                    "Nobody on any board can move: a draw".into(),
                    Some(
                        "The turn went twice round the ring and no player had a legal move or \
                         drop on any board.",
                    ),
                    events,
                );
                return;
            }
            index = self.ring.next_board(index);
        }
        self.board_to_move = index;
    }

    fn end(
        &mut self,
        winners: Vec<Seat>,
        reason: String,
        why: Option<&str>,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::Ended {
            winners: winners.clone(),
        });
        self.outcome = Some(Outcome {
            winners,
            scores: None,
            reason,
            why: why.map(str::to_string),
        });
    }

    /// An action as the export records it: a move in the UCI its board
    /// writes (castling `e1g1`), anything else as [`Action`] writes it.
    fn action_text(&self, action: &Action) -> String {
        match action {
            Action::Move { board, mv } => match self.boards.get(board.wrapping_sub(1)) {
                Some(on) => format!("{board}:{}", on.position().uci(*mv)),
                None => action.to_string(),
            },
            _ => action.to_string(),
        }
    }

    fn view_of(&self, index: usize, viewer: Viewer) -> BoardView {
        let board = self.board(index);
        let acting = self.outcome.is_none()
            && index == self.board_to_move
            && viewer == Viewer::Seat(self.side_to_move(index).0);
        let mut view = board_view(board.position(), None, acting);
        view.last_move = board.last_move().cloned();
        if acting {
            view.drops = self.drop_options(index);
        }
        view
    }

    fn drop_options(&self, index: usize) -> Vec<DropOption> {
        let army = self.board(index).position().turn();
        self.legal_drops(index)
            .into_iter()
            .map(|(kind, to)| DropOption {
                army,
                kind,
                to: to.to_string(),
            })
            .collect()
    }
}

/// The serde form of a game: its options and every action as the export
/// writes it, replayed through the rules on load, so nothing derived from
/// them (boards, stockpiles, ring, draw agreements, outcome) is trusted.
/// Saves written before this form also held those: they are read past
/// and worked out again.
#[derive(Serialize, Deserialize)]
struct SavedGame {
    options: Options,
    record: Vec<String>,
}

impl From<OneSaneMan> for SavedGame {
    fn from(game: OneSaneMan) -> SavedGame {
        SavedGame {
            options: game.options,
            record: game.record,
        }
    }
}

impl TryFrom<SavedGame> for OneSaneMan {
    type Error = RuleError;

    fn try_from(saved: SavedGame) -> Result<OneSaneMan, RuleError> {
        OneSaneMan::replay(saved.options, saved.record.iter().map(String::as_str))
    }
}

/// One board of the ring as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RingBoardView {
    /// The board's number, from 1.
    pub board: usize,
    /// The seats playing White and Black there.
    pub white: Seat,
    pub black: Seat,
    /// The colour to move there.
    pub to_move: Army,
    /// Its moves and drops so far, in SAN.
    pub moves: Vec<String>,
}

/// The ring as everybody sees it (the game has no secrets).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RingView {
    /// The boards still in the ring, in ring order.
    pub ring: Vec<RingBoardView>,
    /// The boards that have left the ring, by number (their moves stay
    /// on record).
    pub gone: Vec<RingBoardView>,
    /// The number of the board whose turn it is, while the game goes on.
    pub board_to_move: Option<usize>,
    /// The seat to act, while the game goes on.
    pub to_act: Option<Seat>,
    /// The colour the seat to act plays on the board to move, and so the
    /// colour of the men it may drop there, while the game goes on.
    pub army_to_act: Option<Army>,
    /// Each seat's stockpile, oldest first.
    pub stockpiles: Vec<Vec<StockMan>>,
    pub players_left: Vec<Seat>,
    /// The seats that have agreed to a draw.
    pub draw_agreed: Vec<Seat>,
}

impl Game for OneSaneMan {
    type Action = Action;
    type Event = Event;
    type View = RingView;

    fn seat_count(&self) -> usize {
        self.ring.size()
    }

    fn to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        Some(self.side_to_move(self.board_to_move).0)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let index = self.board_to_move;
        let board = index + 1;
        let position = self.board(index).position();
        let mut actions: Vec<Action> = position
            .legal_moves()
            .iter()
            .map(|&mv| Action::Move { board, mv })
            .collect();
        actions.extend(
            self.legal_drops(index)
                .into_iter()
                .map(|(kind, to)| Action::Drop { board, kind, to }),
        );
        if !self.draw_agreed[seat] {
            actions.push(Action::Draw);
        }
        if self.draw_agreed.iter().any(|&agreed| agreed) {
            actions.push(Action::Decline);
        }
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let Some(to_act) = self.to_act() else {
            return Err(RuleError::new("the game is over"));
        };
        if seat != to_act {
            return Err(RuleError::new(format!(
                "it is player {}'s turn, not player {}'s",
                to_act + 1,
                seat + 1
            )));
        }
        let mut events = Vec::new();
        let text = self.action_text(action);
        let played = match action {
            Action::Move { board, mv } => self.play_move(seat, *board, *mv)?,
            Action::Drop { board, kind, to } => self.play_drop(seat, *board, *kind, *to)?,
            Action::Draw => {
                if self.draw_agreed[seat] {
                    return Err(RuleError::new("you have already agreed to a draw"));
                }
                self.draw_agreed[seat] = true;
                self.record.push(action.to_string());
                events.push(Event::DrawAgreed { seat });
                let players = self.players_left();
                if players.iter().all(|&player| self.draw_agreed[player]) {
                    self.end(
                        players,
                        "Every player left agreed to a draw".into(),
                        None,
                        &mut events,
                    );
                }
                return Ok(events);
            }
            Action::Decline => {
                if !self.draw_agreed.iter().any(|&agreed| agreed) {
                    return Err(RuleError::new("no draw is on offer"));
                }
                self.draw_agreed
                    .iter_mut()
                    .for_each(|agreed| *agreed = false);
                self.record.push(action.to_string());
                events.push(Event::DrawDeclined { seat });
                return Ok(events);
            }
            Action::OutOfTime => {
                if self.options.clock_minutes.is_none() {
                    return Err(RuleError::new("this game is played without clocks"));
                }
                if !self.has_moved() {
                    return Err(RuleError::new(NO_CLOCK_YET));
                }
                let index = self.board_to_move;
                let winner = self
                    .ring
                    .seating(index)
                    .map(|s| if s.white == seat { s.black } else { s.white })
                    .ok_or_else(|| RuleError::new("the board to move has no players"))?;
                self.record.push(action.to_string());
                events.push(Event::OutOfTime {
                    board: index + 1,
                    seat,
                });
                self.eliminate(index, seat, winner, &mut events);
                return Ok(events);
            }
        };
        let index = self.board_to_move;
        self.record.push(text);
        if let Some(man) = played.captured {
            events.push(Event::Stockpiled { seat, man });
        }
        events.push(Event::Played {
            board: index + 1,
            seat,
            san: played.san,
        });
        self.after_play(index, seat, &mut events);
        Ok(events)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        self.ring
            .boards_in_ring()
            .map(|index| self.view_of(index, viewer))
            .collect()
    }

    fn moves_played(&self) -> usize {
        // Every board's moves, drops and passes, the boards that left the ring included.
        self.boards.iter().map(|board| board.moves().len()).sum()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        match notation::parse(text)? {
            Parsed::Word(action) => Ok(action),
            Parsed::Drop { board, kind, to } => Ok(Action::Drop {
                board,
                kind,
                to: Square::parse(to)
                    .ok_or_else(|| RuleError::new(format!("{to:?} is not a square (a1 to h8)")))?,
            }),
            Parsed::Move { board, text } => {
                let index = self.check_board(board)?;
                let position = self.board(index).position();
                let mv = position
                    .parse_uci(text)
                    .or_else(|uci_error| position.parse_san(text).map_err(|_| uci_error))
                    .map_err(|error| RuleError::new(format!("board {board}: {error}")))?;
                Ok(Action::Move { board, mv })
            }
        }
    }

    fn view(&self, _viewer: Viewer) -> RingView {
        let board_view = |index: usize| {
            let (white, black) = self.players_of(index + 1).unwrap_or_default();
            RingBoardView {
                board: index + 1,
                white,
                black,
                to_move: self.board(index).position().turn(),
                moves: self.board(index).moves().to_vec(),
            }
        };
        let in_ring: Vec<usize> = self.ring.boards_in_ring().collect();
        RingView {
            ring: in_ring.iter().map(|&index| board_view(index)).collect(),
            gone: (0..self.boards.len())
                .filter(|index| !in_ring.contains(index))
                .map(board_view)
                .collect(),
            board_to_move: self.outcome.is_none().then(|| self.board_to_move + 1),
            to_act: self.to_act(),
            army_to_act: self
                .outcome
                .is_none()
                .then(|| self.side_to_move(self.board_to_move).1),
            stockpiles: (0..self.stockpiles.len())
                .map(|seat| self.stockpile(seat).to_vec())
                .collect(),
            players_left: self.players_left(),
            draw_agreed: self.draw_agreements(),
        }
    }

    fn gesture(&self, seat: Seat, board: usize, choice: &Choice) -> Result<Action, RuleError> {
        let number = self
            .ring
            .boards_in_ring()
            .nth(board)
            .map(|index| index + 1)
            .ok_or_else(|| RuleError::new(format!("the ring has no board at place {board}")))?;
        match choice {
            Choice::Move { .. } => {
                let text = choice.move_text().unwrap_or_default();
                self.parse_action(seat, &format!("{number}:{text}"))
            }
            Choice::Drop { kind, to, .. } => Ok(Action::Drop {
                board: number,
                kind: *kind,
                to: Square::parse(to)
                    .ok_or_else(|| RuleError::new(format!("{to:?} is not a square (a1 to h8)")))?,
            }),
        }
    }

    /// A flag, once the clocks run (with clocks, after the first move).
    fn out_of_time(&self, _seat: Seat) -> Option<Action> {
        self.options
            .clock_minutes
            .filter(|_| self.has_moved())
            .map(|_| Action::OutOfTime)
    }

    /// One clock per player, each at twice the time control (a player
    /// plays two games at once), no increment, running once the first
    /// move is made on any board.
    fn clock_plan(&self) -> Option<ClockPlan> {
        let seconds = self.options.clock_start_seconds()?;
        let players = self.options.players;
        let moved = self.has_moved();
        Some(ClockPlan {
            names: (1..=players).map(|seat| format!("Player {seat}")).collect(),
            allowance_ms: vec![seconds * 1000; players],
            increment_ms: 0,
            clock_of_seat: if moved {
                (0..players).collect()
            } else {
                Vec::new()
            },
        })
    }
}
