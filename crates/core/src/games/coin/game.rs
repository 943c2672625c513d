//! The COIN chess table: one board, four roles, the Nobles' options and
//! military control, king capture and scores, behind the [`Game`] trait.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::ending::{self, Ending};
use super::legality::{NobleOption, RULES, classify, noble_moves, peasant_moves, refusal};
use super::military::MilitaryControl;
use super::notation;
use super::options::Options;
use super::record::SavedGame;
use super::scores::{self, ScoreRow};
use super::seats::{Role, SEATS, army_of, noble, peasant, role_of, seat_name, side};
use super::view::CoinView;
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, Position, STARTING_FEN};
use crate::games::board_view::{BoardView, Choice};
use crate::games::chessboard::{board_view, move_options};
use crate::games::clock::{ClockPlan, NO_CLOCK_YET};
use crate::games::{Game, Outcome, RuleError, Seat, Viewer};

/// Something that happened at the table (all of it public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// `seat`, the Noble of `army`, ceded the move to his Peasant.
    Ceded { seat: Seat, army: Army },
    /// `seat` moved for `army`; `option` is the Noble's option the turn
    /// counts as (b after a cede); `military_control` whether the Noble
    /// has military control on his next turn.
    Moved {
        seat: Seat,
        army: Army,
        option: NobleOption,
        uci: String,
        san: String,
        military_control: bool,
    },
    /// `seat` ran out of time.
    OutOfTime { seat: Seat },
    /// The game is over; `scores` per seat.
    Ended {
        ending: Ending,
        reason: String,
        scores: Vec<i64>,
    },
}

/// One turn of the game as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    /// The colour whose turn it was.
    pub army: Army,
    /// Who moved: the Noble, or the Peasant after a cede.
    pub seat: Seat,
    /// The Noble's option the turn counts as (b when he ceded).
    pub option: NobleOption,
    /// The move in UCI (castling as the king's step, `e1g1`).
    pub uci: String,
    /// The move in SAN, `+` when the other king is attacked after it.
    pub san: String,
    /// Whether the Noble has military control on his next turn.
    pub military_control: bool,
}

/// A game of COIN chess. Its serde form is [`SavedGame`]: options, start
/// and actions, replayed on load.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "SavedGame", try_from = "SavedGame")]
pub struct CoinChess {
    pub(super) options: Options,
    pub(super) start: Position,
    pub(super) start_control: MilitaryControl,
    position: Position,
    /// Whether the Noble of the colour to move has ceded: his Peasant acts.
    ceded: bool,
    /// Whether that Noble had military control when he ceded (the cede
    /// gives it back for his next turn at once, but which queen moves
    /// his Peasant may make depends on the control he had).
    control_at_cede: bool,
    control: MilitaryControl,
    /// Pawns of White and Black captured so far (en passant included).
    pawns_lost: [u32; 2],
    /// The repetition key of every position so far (start included).
    keys: Vec<u64>,
    /// Every action applied, in order (what a save replays).
    pub(super) actions: Vec<Action>,
    log: Vec<LoggedMove>,
    ending: Option<Ending>,
}

/// The key that tells repeated positions apart: the engine's (men, colour
/// to move, castling rights, an en passant capture only when one exists)
/// and both Nobles' military control, which changes what may be done.
fn repetition_key(position: &Position, control: MilitaryControl) -> u64 {
    const CONTROL: [u64; 4] = [
        0x243f_6a88_85a3_08d3,
        0x1319_8a2e_0370_7344,
        0xa409_3822_299f_31d0,
        0,
    ];
    position.repetition_key() ^ CONTROL[control.bits() as usize]
}

impl CoinChess {
    /// A game from the standard starting position, the White Noble to act,
    /// both Nobles with military control.
    pub fn new(options: Options) -> Result<CoinChess, RuleError> {
        CoinChess::from_fen(options, STARTING_FEN, MilitaryControl::default())
    }

    /// A game from a set position (a FEN), the Noble of the FEN's colour to
    /// move to act, with the Nobles' military control as given. Each colour
    /// needs exactly one king. Pawns missing from the position do not count
    /// as captured: only captures made in the game do.
    pub fn from_fen(
        options: Options,
        fen: &str,
        control: MilitaryControl,
    ) -> Result<CoinChess, RuleError> {
        options.check()?;
        let start = Position::from_fen(fen, RULES)
            .map_err(|error| RuleError::new(format!("bad FEN: {error}")))?;
        for army in [Army::White, Army::Black] {
            if start.men(army, Kind::King).count() != 1 {
                return Err(RuleError::new(format!(
                    "{} needs exactly one king",
                    army.name()
                )));
            }
        }
        let mut game = CoinChess {
            options,
            position: start.clone(),
            start,
            start_control: control,
            ceded: false,
            control_at_cede: false,
            control,
            pawns_lost: [0, 0],
            keys: Vec::new(),
            actions: Vec::new(),
            log: Vec::new(),
            ending: None,
        };
        game.keys.push(repetition_key(&game.position, control));
        game.ending = ending::judge(&game.position, None, game.colour_can_act(), 1);
        Ok(game)
    }

    /// The options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from, and the Nobles' control then.
    pub fn start(&self) -> (&Position, MilitaryControl) {
        (&self.start, self.start_control)
    }

    /// The turns so far.
    pub fn moves(&self) -> &[LoggedMove] {
        &self.log
    }

    /// Every action applied so far, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The Nobles' military control (for the turn now, or the next one
    /// once the Noble has acted).
    pub fn control(&self) -> MilitaryControl {
        self.control
    }

    /// Whether the Noble of the colour to move has ceded this turn's move.
    pub fn ceded(&self) -> bool {
        self.ceded
    }

    /// The colour whose turn it is, until the game is over.
    pub fn turn(&self) -> Option<Army> {
        self.ending.is_none().then(|| self.position.turn())
    }

    /// How many of `army`'s pawns have been captured.
    pub fn pawns_lost(&self, army: Army) -> u32 {
        self.pawns_lost[side(army)]
    }

    /// The kings attacked now (by any man of the other colour).
    pub fn attacked_kings(&self) -> Vec<Army> {
        [Army::White, Army::Black]
            .into_iter()
            .filter(|&army| self.position.is_king_attacked(army))
            .collect()
    }

    /// How many times the position now (with the Nobles' control) has
    /// occurred.
    pub fn repetitions(&self) -> usize {
        let last = self.keys.last();
        self.keys.iter().filter(|key| Some(*key) == last).count()
    }

    /// Whether the Noble to act may cede: his Peasant would have a legal
    /// move.
    pub fn can_cede(&self) -> bool {
        !peasant_moves(&self.position, self.options, self.control_this_turn()).is_empty()
    }

    /// The military control the Noble of the colour to move had at the
    /// start of this turn (before a cede gave it back).
    pub(super) fn control_this_turn(&self) -> bool {
        if self.ceded {
            self.control_at_cede
        } else {
            self.control.has(self.position.turn())
        }
    }

    /// The moves `seat` may make now: empty unless it is that seat's turn
    /// to act (for the Noble, his own moves; cede is no move).
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let (options, control) = (self.options, self.control_this_turn());
        match role_of(seat) {
            Role::Noble => noble_moves(&self.position, options, control),
            Role::Peasant => peasant_moves(&self.position, options, control),
        }
    }

    /// The scores of a finished game, role by role.
    pub fn score_sheet(&self) -> Option<Vec<ScoreRow>> {
        self.ending
            .map(|ending| scores::score_sheet(&self.position, ending, self.pawns_lost))
    }

    /// Whether the colour to move has any legal action: a move of its
    /// Noble, or a cede to a Peasant who can move.
    fn colour_can_act(&self) -> bool {
        let control = self.control.has(self.position.turn());
        !noble_moves(&self.position, self.options, control).is_empty() || self.can_cede()
    }

    /// The seat to act while the game goes on.
    fn acting(&self) -> Seat {
        let army = self.position.turn();
        if self.ceded {
            peasant(army)
        } else {
            noble(army)
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::new("the game is over"));
        }
        let acting = self.acting();
        if seat == acting {
            return Ok(());
        }
        let hint = if seat == peasant(self.position.turn()) {
            " (a Peasant moves only when his Noble cedes)"
        } else {
            ""
        };
        Err(RuleError::new(format!(
            "it is the {}'s turn, not the {}'s{hint}",
            seat_name(acting),
            seat_name(seat)
        )))
    }

    /// Why `seat`, to act, may not make `mv`; `None` when it may. A Noble
    /// with no move on the board this turn also hears that he must cede.
    fn move_refusal(&self, seat: Seat, mv: Move) -> Option<String> {
        let reason = refusal(
            &self.position,
            self.options,
            seat,
            self.control_this_turn(),
            mv,
        )?;
        Some(match self.must_cede(seat) {
            Some(cede) => format!("{reason}; {cede}"),
            None => reason,
        })
    }

    /// What the Noble `seat`, to act, must do when no move on the board
    /// is open to him this turn (his Peasant has one): cede.
    fn must_cede(&self, seat: Seat) -> Option<String> {
        let stuck = role_of(seat) == Role::Noble
            && !self.ceded
            && self.acting() == seat
            && self.can_cede()
            && noble_moves(&self.position, self.options, self.control_this_turn()).is_empty();
        stuck.then(|| {
            format!(
                "the {} has no move on the board this turn: cede, and the {} moves",
                seat_name(seat),
                seat_name(peasant(army_of(seat)))
            )
        })
    }

    fn cede(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        let army = army_of(seat);
        if role_of(seat) != Role::Noble {
            return Err(RuleError::new("only a Noble cedes: the Peasant must move"));
        }
        if !self.can_cede() {
            return Err(RuleError::new(format!(
                "the {} has no legal move, so the {} cannot cede",
                seat_name(peasant(army)),
                seat_name(seat)
            )));
        }
        self.ceded = true;
        let had = self.control.has(army);
        self.control_at_cede = had;
        self.control.set(army, NobleOption::Cede.control_after(had));
        Ok(vec![Event::Ceded { seat, army }])
    }

    fn play_move(&mut self, seat: Seat, mv: Move) -> Result<Vec<Event>, RuleError> {
        if let Some(reason) = self.move_refusal(seat, mv) {
            return Err(RuleError::new(format!(
                "{}: {reason}",
                self.position.uci(mv)
            )));
        }
        let army = army_of(seat);
        let option = match role_of(seat) {
            Role::Noble => classify(&self.position, self.options, mv),
            Role::Peasant => NobleOption::Cede,
        };
        let uci = self.position.uci(mv);
        let san = notation::san(&self.position, mv);
        let undo = self.position.make(mv);
        let mut king_taken = None;
        if let Some(man) = undo.captured() {
            match man.kind {
                Kind::Pawn => self.pawns_lost[side(man.army)] += 1,
                Kind::King => king_taken = Some((army, seat)),
                _ => {}
            }
        }
        if role_of(seat) == Role::Noble {
            let had = self.control.has(army);
            self.control.set(army, option.control_after(had));
        }
        self.ceded = false;
        let military_control = self.control.has(army);
        self.keys.push(repetition_key(&self.position, self.control));
        let can_act = king_taken.is_none() && self.colour_can_act();
        self.ending = ending::judge(&self.position, king_taken, can_act, self.repetitions());
        self.log.push(LoggedMove {
            army,
            seat,
            option,
            uci: uci.clone(),
            san: san.clone(),
            military_control,
        });
        Ok(vec![Event::Moved {
            seat,
            army,
            option,
            uci,
            san,
            military_control,
        }])
    }

    /// The last move made, for the board to show.
    fn last_move(&self) -> Option<Move> {
        self.actions
            .iter()
            .rev()
            .find_map(|action| action.as_move())
    }
}

impl Game for CoinChess {
    type Action = Action;
    type Event = Event;
    type View = CoinView;

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then(|| self.acting())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let mut actions = Vec::new();
        if role_of(seat) == Role::Noble && self.can_cede() {
            actions.push(Action::Cede);
        }
        actions.extend(self.legal_moves(seat).into_iter().map(Action::Move));
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check_turn(seat)?;
        let mut events = match *action {
            Action::Cede => self.cede(seat)?,
            Action::Move(mv) => self.play_move(seat, mv)?,
            Action::OutOfTime => {
                if self.options.clock.is_none() {
                    return Err(RuleError::new(
                        "this game has no clock: time cannot run out",
                    ));
                }
                if self.log.is_empty() {
                    return Err(RuleError::new(NO_CLOCK_YET));
                }
                self.ending = Some(Ending::OutOfTime { seat });
                vec![Event::OutOfTime { seat }]
            }
        };
        self.actions.push(*action);
        if let (Some(ending), Some(sheet)) = (self.ending, self.score_sheet()) {
            events.push(Event::Ended {
                ending,
                reason: ending.describe(),
                scores: sheet.iter().map(|row| row.total).collect(),
            });
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> CoinView {
        self.table_view(viewer)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        let mut board = board_view(&self.position, self.last_move(), false);
        board.checks = self
            .attacked_kings()
            .into_iter()
            .filter_map(|army| self.position.king_square(army))
            .map(|square| square.to_string())
            .collect();
        if let Viewer::Seat(seat) = viewer {
            board.moves = move_options(&self.position, self.legal_moves(seat));
        }
        vec![board]
    }

    fn moves_played(&self) -> usize {
        // A cede is no move: the Peasant's move after it is.
        self.log.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        let sheet = self.score_sheet()?;
        Some(Outcome {
            winners: scores::winners(&sheet),
            scores: Some(sheet.iter().map(|row| row.total).collect()),
            reason: ending.describe(),
            why: Some(scores::why(&sheet)),
        })
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        self.check_turn(seat)?;
        if let Some(action) = Action::from_word(text) {
            return Ok(action);
        }
        let mv = notation::read_move(&self.position, text)?;
        match self.move_refusal(seat, mv) {
            None => Ok(Action::Move(mv)),
            Some(reason) => Err(RuleError::new(format!("{}: {reason}", text.trim()))),
        }
    }

    /// A man only pressed (from and to one square) by a Noble who must
    /// cede is told so.
    fn gesture(&self, seat: Seat, _board: usize, choice: &Choice) -> Result<Action, RuleError> {
        if let Choice::Move { from, to, .. } = choice
            && from == to
            && self.ending.is_none()
            && let Some(cede) = self.must_cede(seat)
        {
            return Err(RuleError::new(format!("{from}: {cede}")));
        }
        let uci = choice
            .move_text()
            .ok_or_else(|| RuleError::new("COIN chess has no drops"))?;
        self.parse_action(seat, &uci)
    }

    /// Nothing is secret: the table may take a move back.
    fn allows_takeback(&self) -> bool {
        true
    }

    /// A flag, once the clocks run (with a clock, after the first move).
    fn out_of_time(&self, _seat: Seat) -> Option<Action> {
        self.options
            .clock
            .filter(|_| !self.log.is_empty())
            .map(|_| Action::OutOfTime)
    }

    /// One clock per role, each starting with the options' minutes, once
    /// the first move is made (a cede is none).
    fn clock_plan(&self) -> Option<ClockPlan> {
        let clock = self.options.clock?;
        Some(ClockPlan {
            names: (0..SEATS).map(|seat| seat_name(seat).to_string()).collect(),
            allowance_ms: vec![clock.allowance_ms(); SEATS],
            increment_ms: 0,
            clock_of_seat: if self.log.is_empty() {
                Vec::new()
            } else {
                (0..SEATS).collect()
            },
        })
    }
}
