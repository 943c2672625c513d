//! The Carousel table: players, secret cards, the carousel of turns, the
//! shared board and the score sheet, behind the [`Game`] trait.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::board::SharedBoard;
use super::cards::{Card, Deal, MAX_PLAYERS, MIN_PLAYERS};
use super::ending::Ending;
use super::scores::ScoreSheet;
use super::turns::TurnOrder;
use super::view::TableView;
use crate::engine::Move;
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::games::board_view::{BoardView, Choice};
use crate::games::{Game, Outcome, RuleError, Seat, Viewer};

/// Longest player name accepted.
pub const MAX_NAME_CHARS: usize = 24;

/// What a seat may do: make one chess move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Move(Move),
}

/// Something that happened at the table (all public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// `seat` moved for `colour`, gaining `points`.
    Moved {
        seat: Seat,
        colour: Army,
        uci: String,
        san: String,
        points: i64,
    },
    /// A new round began; at an even table the die picked `sitting_out`.
    RoundStarted {
        round: u32,
        sitting_out: Option<Seat>,
    },
    /// The game is over; the cards are shown.
    GameOver { ending: Ending },
}

/// One move of the game as the public move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: Seat,
    pub colour: Army,
    pub round: u32,
    pub uci: String,
    pub san: String,
    pub points: i64,
}

/// A game of Carousel chess. Its serde form is [`super::record::SavedGame`]
/// (setup, cards, die rolls and moves, replayed on load).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(
    into = "super::record::SavedGame",
    try_from = "super::record::SavedGame"
)]
pub struct Carousel {
    pub(super) players: Vec<String>,
    pub(super) deal: Deal,
    pub(super) turns: TurnOrder,
    pub(super) board: SharedBoard,
    pub(super) sheet: ScoreSheet,
    /// Draws the die at even tables, after the deal and the first player.
    pub(super) random: Random,
    /// Every roll of the die so far, in order (public).
    pub(super) dice: Vec<Seat>,
    /// Rolls to reuse while a saved game is replayed.
    replay_rolls: VecDeque<Seat>,
    pub(super) log: Vec<LoggedMove>,
    pub(super) ending: Option<Ending>,
}

/// Checks a list of player names: 3 to 9, each 1 to 24 characters after
/// trimming, no two alike (ignoring case).
pub fn check_players(players: &[String]) -> Result<Vec<String>, RuleError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(RuleError::new(format!(
            "Carousel chess needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
            players.len()
        )));
    }
    let names: Vec<String> = players.iter().map(|name| name.trim().to_string()).collect();
    for (seat, name) in names.iter().enumerate() {
        if name.is_empty() {
            return Err(RuleError::new(format!("player {} has no name", seat + 1)));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(RuleError::new(format!(
                "the name {name:?} is longer than {MAX_NAME_CHARS} characters"
            )));
        }
        if names[..seat]
            .iter()
            .any(|other| other.to_lowercase() == name.to_lowercase())
        {
            return Err(RuleError::new(format!("two players are called {name}")));
        }
    }
    Ok(names)
}

impl Carousel {
    /// A new game: the cards are dealt, the first player drawn and (at an
    /// even table) the die rolled for the first round, all from `random`.
    pub fn new(players: &[String], mut random: Random) -> Result<Carousel, RuleError> {
        let players = check_players(players)?;
        let deal = Deal::shuffled(players.len(), &mut random);
        let first = random.below(players.len() as u64) as Seat;
        Ok(Carousel::dealt(
            players,
            deal,
            first,
            random,
            VecDeque::new(),
        ))
    }

    /// A new game whose randomness comes from the system (`getrandom`).
    pub fn with_entropy(players: &[String]) -> Result<Carousel, RuleError> {
        let random = Random::from_entropy()
            .map_err(|error| RuleError::new(format!("no randomness available: {error}")))?;
        Carousel::new(players, random)
    }

    /// A game with the given deal and first player, before any move.
    /// `replay_rolls` are the die rolls to use before `random` is asked.
    pub(super) fn dealt(
        players: Vec<String>,
        deal: Deal,
        first: Seat,
        random: Random,
        replay_rolls: VecDeque<Seat>,
    ) -> Carousel {
        let seats = players.len();
        let (mut random, mut replay_rolls, mut dice) = (random, replay_rolls, vec![]);
        let turns = TurnOrder::start(seats, first, || {
            roll_die(&mut random, &mut replay_rolls, &mut dice, seats)
        });
        Carousel {
            sheet: ScoreSheet::new(seats),
            turns,
            players,
            deal,
            board: SharedBoard::standard(),
            random,
            dice,
            replay_rolls,
            log: vec![],
            ending: None,
        }
    }

    /// The players' names, by seat.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// Where the table stands in the carousel of turns.
    pub fn turn_order(&self) -> &TurnOrder {
        &self.turns
    }

    /// The seat that made the first move.
    pub fn first(&self) -> Seat {
        self.turns.first()
    }

    /// The colour to move on the board.
    pub fn colour_to_move(&self) -> Army {
        self.board.turn()
    }

    /// The round being played (see [`super::turns`]), counted from 1.
    pub fn round(&self) -> u32 {
        self.turns.round()
    }

    /// The seat sitting this round out (even tables), shown to all.
    pub fn sitting_out(&self) -> Option<Seat> {
        if self.ending.is_some() {
            return None;
        }
        self.turns.sitting_out()
    }

    /// Every die roll so far (even tables), in order.
    pub fn dice(&self) -> &[Seat] {
        &self.dice
    }

    /// The public score sheet.
    pub fn score_sheet(&self) -> &ScoreSheet {
        &self.sheet
    }

    /// The moves so far.
    pub fn moves(&self) -> &[LoggedMove] {
        &self.log
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The card `viewer` may see: their own, and only for a seat's view.
    pub fn card_for(&self, viewer: Viewer) -> Option<Card> {
        match viewer {
            Viewer::Seat(seat) => self.deal.cards.get(seat).copied(),
            Viewer::Public | Viewer::Everything => None,
        }
    }

    /// Every card and the one left out, once the game is over.
    pub fn revealed_deal(&self) -> Option<&Deal> {
        self.ending.map(|_| &self.deal)
    }

    /// The position on the shared board.
    pub fn position(&self) -> &crate::engine::Position {
        self.board.position()
    }

    /// The position on the board, as FEN.
    pub fn fen(&self) -> String {
        self.board.fen()
    }

    /// Plays the move written `text` (UCI or SAN) for `seat`.
    pub fn play(&mut self, seat: Seat, text: &str) -> Result<Vec<Event>, RuleError> {
        let action = self.parse_action(seat, text)?;
        self.apply(seat, &action)
    }

    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::new("the game is over"));
        }
        let current = self.turns.current();
        if seat == current {
            return Ok(());
        }
        let who = self
            .players
            .get(seat)
            .map_or_else(|| format!("seat {seat}"), Clone::clone);
        Err(RuleError::new(format!(
            "it is {}'s turn, not {who}'s",
            self.players[current]
        )))
    }
}

/// Rolls the die: a recorded roll while replaying, else a fair roll.
fn roll_die(
    random: &mut Random,
    replay: &mut VecDeque<Seat>,
    dice: &mut Vec<Seat>,
    seats: usize,
) -> Seat {
    let roll = replay
        .pop_front()
        .unwrap_or_else(|| random.below(seats as u64) as Seat);
    dice.push(roll);
    roll
}

impl Game for Carousel {
    type Action = Action;
    type Event = Event;
    type View = TableView;

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then(|| self.turns.current())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return vec![];
        }
        self.board
            .legal_moves()
            .into_iter()
            .map(Action::Move)
            .collect()
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check_turn(seat)?;
        let Action::Move(mv) = action;
        let played = self.board.play(*mv)?;
        let points = self.sheet.record_move(seat, played.facts);
        self.log.push(LoggedMove {
            seat,
            colour: played.colour,
            round: self.turns.round(),
            uci: played.uci.clone(),
            san: played.san.clone(),
            points,
        });
        let mut events = vec![Event::Moved {
            seat,
            colour: played.colour,
            uci: played.uci,
            san: played.san,
            points,
        }];
        if let Some(ending) = self.board.ending(seat) {
            self.sheet.settle(ending, &self.deal);
            self.ending = Some(ending);
            events.push(Event::GameOver { ending });
            return Ok(events);
        }
        let seats = self.players.len();
        let (random, replay, dice) = (&mut self.random, &mut self.replay_rolls, &mut self.dice);
        let round_before = self.turns.round();
        self.turns.advance(|| roll_die(random, replay, dice, seats));
        if self.turns.round() != round_before {
            events.push(Event::RoundStarted {
                round: self.turns.round(),
                sitting_out: self.turns.sitting_out(),
            });
        }
        Ok(events)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        let with_moves = matches!(viewer, Viewer::Seat(seat) if self.to_act() == Some(seat));
        vec![self.board.view(with_moves)]
    }

    fn moves_played(&self) -> usize {
        self.log.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        Some(Outcome {
            winners: self.sheet.leaders(),
            scores: Some(self.sheet.totals()),
            reason: ending.describe(|seat| self.players[seat].clone()),
            why: Some(self.sheet.why(|seat| self.players[seat].clone())),
        })
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        self.check_turn(seat)?;
        self.board.read_move(text).map(Action::Move)
    }

    fn view(&self, viewer: Viewer) -> TableView {
        self.table_view(viewer)
    }

    fn gesture(&self, seat: Seat, _board: usize, choice: &Choice) -> Result<Action, RuleError> {
        let uci = choice
            .move_text()
            .ok_or_else(|| RuleError::new("Carousel chess has no drops"))?;
        self.parse_action(seat, &uci)
    }

    fn has_secrets(&self) -> bool {
        true
    }

    /// Each player looks at their card before the first move.
    fn deals_secrets(&self) -> bool {
        true
    }
}
