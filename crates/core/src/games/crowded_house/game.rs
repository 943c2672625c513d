//! The Crowded House table: one board, four seats, two teams, the half rule
//! and the next player's check, behind the [`Game`] trait.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::clock::{ClockOptions, Coins, Payment, team_index};
use super::ending::{self, Ending};
use super::legality::{RULES, can_capture_king, in_check, legal_moves, refusal};
use super::notation;
use super::record::SavedGame;
use super::seats::{SEATS, army_of, next_seat, role, team_name};
use super::view::CrowdedView;
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveKind, Position};
use crate::games::board_view::{BoardView, Choice};
use crate::games::chessboard::{board_view, move_options};
use crate::games::clock::{ClockPlan, NO_CLOCK_YET};
use crate::games::{Game, Outcome, RuleError, Seat, Viewer};

/// Most minutes a team's clock may start with (ten hours).
pub const MAX_CLOCK_MINUTES: u32 = 600;
/// Most minutes a talking coin may be worth.
pub const MAX_COIN_MINUTES: u32 = 60;

/// The game's options, chosen before play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The team clock, if the table plays with one (off by default: then
    /// talking is free).
    pub clock: Option<ClockOptions>,
}

impl Options {
    /// Refuses a clock of no time or of more than the limits.
    pub fn check(&self) -> Result<(), RuleError> {
        if let Some(clock) = self.clock {
            if !(1..=MAX_CLOCK_MINUTES).contains(&clock.minutes) {
                return Err(RuleError::new(format!(
                    "a team's clock starts with 1 to {MAX_CLOCK_MINUTES} minutes, not {}",
                    clock.minutes
                )));
            }
            if clock.coin_minutes > MAX_COIN_MINUTES {
                return Err(RuleError::new(format!(
                    "a coin is worth at most {MAX_COIN_MINUTES} minutes, not {}",
                    clock.coin_minutes
                )));
            }
        }
        Ok(())
    }
}

/// Something that happened at the table (all of it public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// `seat` moved; `san` carries `+` when the player now to move is in
    /// check, `#` for checkmate.
    Moved {
        seat: Seat,
        uci: String,
        san: String,
    },
    /// `seat`'s team paid a coin to talk about its move; `payment` says
    /// where the coin went.
    Talked {
        seat: Seat,
        team: Army,
        payment: Payment,
    },
    /// `seat`'s team cashed the `coins` of its pile, adding
    /// `added_minutes` to its clock; the pile went back to the centre.
    Cashed {
        seat: Seat,
        team: Army,
        coins: u32,
        added_minutes: u32,
    },
    /// The clock of `seat`'s team ran out with no coin in its pile.
    OutOfTime { seat: Seat, team: Army },
    /// The game is over.
    Ended { ending: Ending, reason: String },
}

/// One move of the game as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    /// Who moved.
    pub seat: Seat,
    /// The move in UCI (castling as the king's step, `e1g1`).
    pub uci: String,
    /// The move in SAN, with `+` or `#`.
    pub san: String,
}

/// A game of Crowded House. Its serde form is [`SavedGame`]: options,
/// start and actions, replayed on load.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "SavedGame", try_from = "SavedGame")]
pub struct CrowdedHouse {
    pub(super) options: Options,
    pub(super) start: Position,
    pub(super) start_seat: Seat,
    position: Position,
    turn: Seat,
    /// The legal moves of the seat to act.
    legal: Vec<Move>,
    /// The repetition key of every position so far (start included).
    keys: Vec<u64>,
    /// Every action applied, in order (what a save replays).
    pub(super) actions: Vec<Action>,
    log: Vec<LoggedMove>,
    coins: Coins,
    ending: Option<Ending>,
}

/// The key that tells repeated positions apart: the men, castling rights,
/// an en passant capture only when one is legal, and the seat to move
/// (king-side and queen-side players of a colour have different moves).
pub(super) fn repetition_key(position: &Position, seat: Seat, legal: &[Move]) -> u64 {
    let hash = match position.en_passant_square() {
        Some(_) if !legal.iter().any(|mv| mv.kind == MoveKind::EnPassant) => {
            let mut without = position.clone();
            without.set_en_passant(None);
            without.hash()
        }
        _ => position.hash(),
    };
    if seat >= 2 {
        hash ^ 0x6a09_e667_f3bc_c908
    } else {
        hash
    }
}

impl CrowdedHouse {
    /// A game from the standard starting position, king-side White to move.
    pub fn new(options: Options) -> Result<CrowdedHouse, RuleError> {
        CrowdedHouse::from_fen(options, crate::engine::STARTING_FEN, 0)
    }

    /// A game from a set position (a FEN) with `seat` to act, whose colour
    /// must be the FEN's side to move. Each colour needs exactly one king,
    /// and the player to act must not be able to capture the other king.
    pub fn from_fen(options: Options, fen: &str, seat: Seat) -> Result<CrowdedHouse, RuleError> {
        let position = Position::from_fen(fen, RULES)
            .map_err(|error| RuleError::new(format!("bad FEN: {error}")))?;
        CrowdedHouse::begin(options, position, seat)
    }

    fn begin(options: Options, start: Position, seat: Seat) -> Result<CrowdedHouse, RuleError> {
        options.check()?;
        if seat >= SEATS {
            return Err(RuleError::new(format!(
                "there is no seat {seat}: seats are 0 to 3"
            )));
        }
        if start.turn() != army_of(seat) {
            return Err(RuleError::new(format!(
                "{} cannot act when {} is to move",
                role(seat),
                start.turn().name()
            )));
        }
        for army in [Army::White, Army::Black] {
            if start.men(army, Kind::King).count() != 1 {
                return Err(RuleError::new(format!(
                    "{} needs exactly one king",
                    army.name()
                )));
            }
        }
        if can_capture_king(&start, seat) {
            return Err(RuleError::new(format!(
                "{} could capture the other king at once",
                role(seat)
            )));
        }
        let legal = legal_moves(&start, seat);
        let keys = vec![repetition_key(&start, seat, &legal)];
        let ending = ending::judge(&start, seat, &legal, 1);
        Ok(CrowdedHouse {
            options,
            position: start.clone(),
            start,
            start_seat: seat,
            turn: seat,
            legal,
            keys,
            actions: Vec::new(),
            log: Vec::new(),
            coins: Coins::default(),
            ending,
        })
    }

    /// The options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from, and the seat that acted first.
    pub fn start(&self) -> (&Position, Seat) {
        (&self.start, self.start_seat)
    }

    /// The moves so far.
    pub fn moves(&self) -> &[LoggedMove] {
        &self.log
    }

    /// Every action applied so far, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The talking coins: the piles, what each team cashed, whether the
    /// team to move has paid.
    pub fn coins(&self) -> &Coins {
        &self.coins
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The legal moves of `seat`: empty unless it is that seat's turn.
    pub fn legal_moves(&self, seat: Seat) -> &[Move] {
        if self.to_act() == Some(seat) {
            &self.legal
        } else {
            &[]
        }
    }

    /// Whether the seat to act is in check: the next player could capture
    /// its king now.
    pub fn in_check(&self) -> bool {
        self.to_act()
            .is_some_and(|seat| in_check(&self.position, seat))
    }

    /// The time `army`'s team has in all, in milliseconds (its start and
    /// the coins it has cashed); `None` without a clock.
    pub fn allowance_ms(&self, army: Army) -> Option<u64> {
        self.options
            .clock
            .map(|clock| clock.allowance_ms(&self.coins, army))
    }

    /// How many times the position now has occurred with the same seat to
    /// move.
    pub fn repetitions(&self) -> usize {
        let last = self.keys.last();
        self.keys.iter().filter(|key| Some(*key) == last).count()
    }

    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::new("the game is over"));
        }
        if seat != self.turn {
            let who = if seat < SEATS {
                role(seat)
            } else {
                format!("seat {seat}")
            };
            return Err(RuleError::new(format!(
                "it is {}'s turn, not {who}'s",
                role(self.turn)
            )));
        }
        Ok(())
    }

    fn clock(&self, without: &str) -> Result<ClockOptions, RuleError> {
        self.options
            .clock
            .ok_or_else(|| RuleError::new(format!("this game has no clock: {without}")))
    }

    fn play_move(&mut self, seat: Seat, mv: Move) -> Result<Vec<Event>, RuleError> {
        if !self.legal.contains(&mv) {
            let reason = if self.position.legal_moves().contains(&mv) {
                refusal(&self.position, seat, mv)
            } else {
                None
            };
            return Err(RuleError::new(format!(
                "{}: {}",
                self.position.uci(mv),
                reason.unwrap_or_else(|| self.position.move_refusal(mv).to_string())
            )));
        }
        let uci = self.position.uci(mv);
        let mut san = notation::san(&self.position, &self.legal, mv);
        self.position.make(mv);
        self.turn = next_seat(seat);
        self.coins.moved();
        self.legal = legal_moves(&self.position, self.turn);
        self.keys
            .push(repetition_key(&self.position, self.turn, &self.legal));
        self.ending = ending::judge(&self.position, self.turn, &self.legal, self.repetitions());
        if matches!(self.ending, Some(Ending::Checkmate { .. })) {
            san.push('#');
        } else if in_check(&self.position, self.turn) {
            san.push('+');
        }
        self.log.push(LoggedMove {
            seat,
            uci: uci.clone(),
            san: san.clone(),
        });
        Ok(vec![Event::Moved { seat, uci, san }])
    }
}

impl Game for CrowdedHouse {
    type Action = Action;
    type Event = Event;
    type View = CrowdedView;

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then_some(self.turn)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let mut actions: Vec<Action> = self.legal.iter().map(|&mv| Action::Move(mv)).collect();
        if self.options.clock.is_some() {
            let army = army_of(seat);
            if let Ok(payments) = self.coins.payments(army) {
                actions.push(Action::Talk);
                if payments.len() > 1 {
                    actions.push(Action::TalkFromCentre);
                }
            }
            if self.coins.pile(army) > 0 {
                actions.push(Action::Cash);
            }
        }
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check_turn(seat)?;
        let army = army_of(seat);
        let mut events = match *action {
            Action::Move(mv) => self.play_move(seat, mv)?,
            Action::Talk | Action::TalkFromCentre => {
                self.clock("talking is free")?;
                let payments = self.coins.payments(army).map_err(RuleError::new)?;
                // `talk` pays the first way; `talk-centre` is the choice of
                // a team whose own pile could pay.
                let payment = match action {
                    Action::Talk => payments[0],
                    _ if self.coins.pile(army) == 0 => {
                        return Err(RuleError::new(format!(
                            "{} has no coin in its pile: \"talk\" pays from the centre",
                            team_name(army)
                        )));
                    }
                    _ => Payment::CentreToOpponents,
                };
                self.coins.pay(army, payment).map_err(RuleError::new)?;
                vec![Event::Talked {
                    seat,
                    team: army,
                    payment,
                }]
            }
            Action::Cash => {
                let clock = self.clock("there are no coins to cash")?;
                let coins = self.coins.cash(army).map_err(RuleError::new)?;
                vec![Event::Cashed {
                    seat,
                    team: army,
                    coins,
                    added_minutes: coins * clock.coin_minutes,
                }]
            }
            Action::OutOfTime => {
                self.clock("time cannot run out")?;
                if self.log.is_empty() {
                    return Err(RuleError::new(NO_CLOCK_YET));
                }
                let pile = self.coins.pile(army);
                if pile > 0 {
                    return Err(RuleError::new(format!(
                        "{} still has {pile} coin{} in its pile to cash for time",
                        team_name(army),
                        if pile == 1 { "" } else { "s" }
                    )));
                }
                self.ending = Some(ending::out_of_time(&self.position, army));
                vec![Event::OutOfTime { seat, team: army }]
            }
        };
        self.actions.push(*action);
        if let Some(ending) = self.ending {
            events.push(Event::Ended {
                ending,
                reason: ending.describe(),
            });
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> CrowdedView {
        self.table_view(viewer)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        let last = self.actions.iter().rev().find_map(|action| match action {
            Action::Move(mv) => Some(*mv),
            _ => None,
        });
        let mut board = board_view(&self.position, last, false);
        // The king of the seat to move (or mated) that the next player
        // could capture.
        board.checks = if in_check(&self.position, self.turn) {
            self.position
                .king_square(army_of(self.turn))
                .map(|king| vec![king.to_string()])
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        if matches!(viewer, Viewer::Seat(seat) if self.to_act() == Some(seat)) {
            board.moves = move_options(&self.position, self.legal.iter().copied());
        }
        vec![board]
    }

    fn moves_played(&self) -> usize {
        // Talking and cashing coins are no moves.
        self.log.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending
            .map(|ending| ending.outcome(ending.why(&self.position, self.turn)))
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        self.check_turn(seat)?;
        if let Some(action) = Action::from_word(text) {
            return Ok(action);
        }
        notation::read_move(&self.position, seat, &self.legal, text).map(Action::Move)
    }

    fn gesture(&self, seat: Seat, _board: usize, choice: &Choice) -> Result<Action, RuleError> {
        let uci = choice
            .move_text()
            .ok_or_else(|| RuleError::new("Crowded House has no drops"))?;
        self.check_turn(seat)?;
        notation::read_move(&self.position, seat, &self.legal, &uci).map(Action::Move)
    }

    /// Nothing is secret: the table may take a move back.
    fn allows_takeback(&self) -> bool {
        true
    }

    /// With a clock, once it runs (after the first move): cashing the
    /// team's pile while it holds a coin (play goes on with the time it
    /// adds), else losing on time.
    fn out_of_time(&self, seat: Seat) -> Option<Action> {
        self.options.clock?;
        if self.log.is_empty() {
            return None;
        }
        Some(if self.coins.pile(army_of(seat)) > 0 {
            Action::Cash
        } else {
            Action::OutOfTime
        })
    }

    /// One clock per team, running while either partner is to move once
    /// the first move is made (talking before it is free of time); the
    /// coins a team cashes add to it.
    fn clock_plan(&self) -> Option<ClockPlan> {
        self.options.clock?;
        let teams = [Army::White, Army::Black];
        Some(ClockPlan {
            names: teams
                .iter()
                .map(|&army| team_name(army).to_string())
                .collect(),
            allowance_ms: teams
                .iter()
                .map(|&army| self.allowance_ms(army).unwrap_or(0))
                .collect(),
            increment_ms: 0,
            clock_of_seat: if self.log.is_empty() {
                Vec::new()
            } else {
                (0..SEATS).map(|seat| team_index(army_of(seat))).collect()
            },
        })
    }
}
