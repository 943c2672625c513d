//! The Cloak and Dagger table: two players, secret arrangements, guesses,
//! bonus moves and uncloaking, behind the [`Game`] trait.
//!
//! A game starts with the setup: White, then Black, arranges their men in
//! secret. Then each turn has these steps ([`Phase`]):
//!
//! 1. [`Phase::BonusBefore`], when the opponent guessed wrong last turn:
//!    a bonus move, or `pass`.
//! 2. [`Phase::Move`]: at most one guess, then the regular move.
//! 3. [`Phase::BonusAfter`], after a right guess: a bonus move, or `pass`.
//! 4. [`Phase::Finish`]: uncloak any checkers, then `done`.
//!
//! A step with nothing to choose is skipped: no bonus step without a bonus
//! move to make, no finishing step without a checker left to uncloak.

use std::hash::{DefaultHasher, Hash, Hasher};

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::checkers::{Checker, Checkers};
use super::deduction::{Clues, Grid, KINDS};
use super::ending::Ending;
use super::legality::{self, RULES};
use super::notation::{self, Mover, Ply};
use super::record::SavedGame;
use super::seats::{self, Arrangement, SEATS, army_of, opponent, second_rank};
use crate::engine::men::{Army, Kind, Man};
use crate::engine::random::Random;
use crate::engine::{CastlingSide, Move, MoveKind, Placed, Position, Square};
use crate::games::board_view::{BoardView, Choice};
use crate::games::{Game, Outcome, RuleError, Seat, Viewer};

/// The game's options, chosen before play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Whether a player may ask the game to mark what is certain on their
    /// grid (on by default).
    pub help: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { help: true }
    }
}

/// The step of the turn (or of the setup) the seat to act is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Arranging the back-rank men in secret.
    Setup,
    /// A bonus move owed for the opponent's wrong guess.
    BonusBefore,
    /// The regular move, after at most one guess.
    Move,
    /// A bonus move earned by a right guess this turn.
    BonusAfter,
    /// Uncloaking checkers, then ending the turn.
    Finish,
}

/// A guess, as both players heard it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guess {
    /// Who guessed.
    pub seat: Seat,
    /// The enemy checker named.
    pub number: u8,
    /// What they said he is.
    pub kind: Kind,
    /// Whether they were right.
    pub right: bool,
}

/// Something that happened at the table. Every event is public: none
/// names a man his owner has not shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// `seat` arranged their men (what the arrangement is stays secret).
    Arranged { seat: Seat },
    /// `seat` guessed.
    Guessed {
        seat: Seat,
        number: u8,
        kind: Kind,
        right: bool,
    },
    /// `seat` moved; `text` as the public move list writes it.
    Moved {
        seat: Seat,
        bonus: bool,
        text: String,
    },
    /// `seat` made no bonus move.
    Passed { seat: Seat },
    /// A man of `seat` was captured; `number` when he was a checker,
    /// shown now.
    Captured {
        seat: Seat,
        number: Option<u8>,
        kind: Kind,
    },
    /// `seat` uncloaked checker `number`.
    Uncloaked { seat: Seat, number: u8, kind: Kind },
    /// The game is over.
    Ended { ending: Ending, reason: String },
}

/// A game of Cloak and Dagger Chess. Its serde form is [`SavedGame`]:
/// options and actions (arrangements included), replayed on load; it holds
/// both players' secrets.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "SavedGame", try_from = "SavedGame")]
pub struct CloakDagger {
    pub(super) options: Options,
    arrangements: [Option<Arrangement>; SEATS],
    /// The true board, every man as he is.
    position: Position,
    checkers: Checkers,
    clues: Clues,
    grids: [Grid; SEATS],
    turn: Seat,
    phase: Phase,
    /// This turn's guess: right or wrong.
    guess: Option<bool>,
    /// The seat owed a bonus move before its next move.
    bonus_owed: Option<Seat>,
    /// Each seat's captured pawns that may come back.
    pawns_in_hand: [u32; SEATS],
    /// The men each seat lost, in order.
    lost: [Vec<Kind>; SEATS],
    plies: Vec<Ply>,
    guesses: Vec<Guess>,
    last_move: Option<Move>,
    /// The visible position at the start of every turn.
    keys: Vec<u64>,
    /// Turns in a row without a capture, a pawn move or a drop.
    quiet_turns: u32,
    /// Whether this turn captured, moved a pawn or dropped one.
    lively: bool,
    pub(super) actions: Vec<Action>,
    ending: Option<Ending>,
}

/// The board before the setup: the pawns, White to move.
fn pawns_only() -> Position {
    let mut position = Position::empty(RULES);
    for army in [Army::White, Army::Black] {
        for file in 0..8 {
            if let Some(square) = Square::new(file, second_rank(army)) {
                position.set_man(
                    square,
                    Some(Man {
                        army,
                        kind: Kind::Pawn,
                    }),
                );
            }
        }
    }
    position
}

impl CloakDagger {
    /// A new game at the setup: White arranges first.
    pub fn new(options: Options) -> CloakDagger {
        CloakDagger {
            options,
            arrangements: [None; SEATS],
            position: pawns_only(),
            checkers: Checkers::new(),
            clues: Clues::new(),
            grids: Default::default(),
            turn: 0,
            phase: Phase::Setup,
            guess: None,
            bonus_owed: None,
            pawns_in_hand: [0; SEATS],
            lost: Default::default(),
            plies: Vec::new(),
            guesses: Vec::new(),
            last_move: None,
            keys: Vec::new(),
            quiet_turns: 0,
            lively: false,
            actions: Vec::new(),
            ending: None,
        }
    }

    /// A game whose two players have arranged their men (White `white`,
    /// Black `black`), White to move.
    pub fn arranged(options: Options, white: Arrangement, black: Arrangement) -> CloakDagger {
        let mut game = CloakDagger::new(options);
        for (seat, arrangement) in [(0, white), (1, black)] {
            // Arranging is always possible at the setup.
            let _ = game.apply(seat, &Action::Arrange(arrangement));
        }
        game
    }

    /// The options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The step of the turn the seat to act is at (the last one, once the
    /// game is over).
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The true board, every man as he is: secrets included, so for saves,
    /// tests and judges, never to show a player (use the views).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// `seat`'s arrangement (a secret), once made.
    pub fn arrangement(&self, seat: Seat) -> Option<Arrangement> {
        self.arrangements.get(seat).copied().flatten()
    }

    /// Where each checker stands and what is public about him.
    pub fn checkers(&self) -> &Checkers {
        &self.checkers
    }

    /// What everybody has seen of the checkers.
    pub fn clues(&self) -> &Clues {
        &self.clues
    }

    /// `seat`'s private grid (a secret).
    pub fn grid(&self, seat: Seat) -> Option<&Grid> {
        self.grids.get(seat)
    }

    /// The moves so far, regular and bonus.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The guesses so far.
    pub fn guesses(&self) -> &[Guess] {
        &self.guesses
    }

    /// Every action applied so far, in order (arrangements included).
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The seat owed a bonus move before its next move, for the other
    /// seat's wrong guess.
    pub fn bonus_owed(&self) -> Option<Seat> {
        self.bonus_owed
    }

    /// Whether the seat to act may still guess this turn.
    pub fn may_guess(&self) -> bool {
        self.ending.is_none() && self.phase == Phase::Move && self.guess.is_none()
    }

    /// `seat`'s captured pawns that may come back as bonus drops.
    pub fn pawns_in_hand(&self, seat: Seat) -> u32 {
        self.pawns_in_hand.get(seat).copied().unwrap_or(0)
    }

    /// The men `seat` has lost, in order.
    pub fn lost(&self, seat: Seat) -> &[Kind] {
        self.lost.get(seat).map_or(&[], Vec::as_slice)
    }

    /// How many turns in a row passed without a capture, a pawn move or a
    /// pawn drop.
    pub fn quiet_turns(&self) -> u32 {
        self.quiet_turns
    }

    /// The last move made on the board (regular or bonus).
    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Whether `seat`'s king is still cloaked (true before the setup).
    pub fn king_cloaked(&self, seat: Seat) -> bool {
        self.arrangement(seat)
            .and_then(|arrangement| arrangement.number_of(Kind::King))
            .and_then(|number| self.checkers.get(seat, number))
            .is_none_or(|king| king.cloaked)
    }

    /// Whether the seat to act has an uncloaked king under attack.
    pub fn in_check(&self) -> bool {
        self.to_act().is_some_and(|seat| {
            legality::in_check(&self.position, army_of(seat), self.king_cloaked(seat))
        })
    }

    /// What checker `number` of `owner` is, when `viewer` may know it: the
    /// owner always; everybody once he is uncloaked, captured or named by
    /// a right guess, and when the game is over.
    pub fn known_kind(&self, viewer: Viewer, owner: Seat, number: u8) -> Option<Kind> {
        let arrangement = self.arrangement(owner)?;
        let checker = self.checkers.get(owner, number)?;
        let known = self.ending.is_some()
            || checker.is_public()
            || viewer == Viewer::Seat(owner)
            || viewer == Viewer::Everything;
        if known {
            arrangement.kind_of(number)
        } else {
            None
        }
    }

    /// A move as `viewer` reads it in the move list.
    pub fn write_ply(&self, ply: &Ply, viewer: Viewer) -> String {
        ply.write(|number| self.known_kind(viewer, ply.seat, number))
    }

    /// The board `seat` moves on now: its turn, its king's rules, and the
    /// en passant chance only when it is theirs.
    fn board(&self, seat: Seat) -> Position {
        let en_passant = self.phase != Phase::BonusAfter;
        legality::board_for(
            &self.position,
            army_of(seat),
            self.king_cloaked(seat),
            en_passant,
        )
    }

    /// How a refusal shown to `seat` names a man: an opponent's checker
    /// that still hides by his number, never by what he is.
    fn namer(&self, seat: Seat) -> impl Fn(&Placed) -> String + '_ {
        move |placed: &Placed| {
            let secret = Square::parse(&placed.square)
                .and_then(|square| self.checkers.at(square))
                .filter(|&(owner, number)| {
                    owner != seat
                        && self
                            .checkers
                            .get(owner, number)
                            .is_some_and(Checker::is_secret)
                });
            match secret {
                Some((_, number)) => format!("checker {number} on {}", placed.square),
                None => placed.describe(),
            }
        }
    }

    /// The moves of the step the seat to act is at: regular moves, bonus
    /// moves, or none.
    pub fn current_moves(&self) -> Vec<Move> {
        if self.ending.is_some() {
            return Vec::new();
        }
        match self.phase {
            Phase::Move => legality::regular_moves(&self.board(self.turn)),
            Phase::BonusBefore | Phase::BonusAfter => {
                legality::bonus_moves(&self.board(self.turn), self.pawns_in_hand(self.turn))
            }
            Phase::Setup | Phase::Finish => Vec::new(),
        }
    }

    /// The key of the visible position: every man or checker (by number)
    /// on his square, the seat to act and its step.
    fn visible_key(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        for square in Square::all() {
            if let Some(man) = self.position.man_at(square) {
                let shown = match self.checkers.cloaked_at(square) {
                    Some((_, number)) => 10 + number,
                    None => man.kind as u8,
                };
                (square.index(), man.army, shown).hash(&mut hasher);
            }
        }
        (self.turn, self.phase).hash(&mut hasher);
        hasher.finish()
    }

    /// How many times the visible position at the start of this turn has
    /// occurred (with the same seat to act, at the same step).
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
                seats::name(seat).to_string()
            } else {
                format!("seat {seat}")
            };
            return Err(RuleError::new(format!(
                "it is {}'s turn, not {who}'s",
                seats::name(self.turn)
            )));
        }
        Ok(())
    }

    /// What the seat to act is expected to do, for refusals.
    fn expected(&self) -> &'static str {
        match self.phase {
            Phase::Setup => "arrange your men first (arrange RNBQKBNR, a number 0-959 or random)",
            Phase::BonusBefore | Phase::BonusAfter => "make a bonus move or pass",
            Phase::Move => "guess or move",
            Phase::Finish => "your moves are made: uncloak checkers or say done",
        }
    }

    fn arrange(&mut self, seat: Seat, arrangement: Arrangement) -> Result<Vec<Event>, RuleError> {
        if self.phase != Phase::Setup {
            return Err(RuleError::new("the men were arranged before play began"));
        }
        let army = army_of(seat);
        let rank = seats::back_rank(army);
        let kinds = arrangement.kinds();
        for (file, kind) in (0u8..).zip(kinds) {
            if let Some(square) = Square::new(file, rank) {
                self.position.set_man(square, Some(Man { army, kind }));
            }
        }
        let king = kinds.iter().position(|&k| k == Kind::King).unwrap_or(4);
        let rooks: Vec<usize> = (0..8).filter(|&file| kinds[file] == Kind::Rook).collect();
        for (side, rook) in [
            (CastlingSide::Queen, rooks.iter().find(|&&file| file < king)),
            (CastlingSide::King, rooks.iter().find(|&&file| file > king)),
        ] {
            let square = rook.and_then(|&file| Square::new(file as u8, rank));
            self.position.set_castling_rook(army, side, square);
        }
        self.checkers.place(seat);
        self.arrangements[seat] = Some(arrangement);
        if seat == 0 {
            self.turn = 1;
        } else {
            self.begin_turn(0);
        }
        Ok(vec![Event::Arranged { seat }])
    }

    fn make_guess(&mut self, seat: Seat, number: u8, kind: Kind) -> Result<Vec<Event>, RuleError> {
        if self.phase != Phase::Move || self.guess.is_some() {
            return Err(RuleError::new(
                "you may guess once a turn, at its start, before your move",
            ));
        }
        if !KINDS.contains(&kind) {
            return Err(RuleError::new(format!(
                "checkers are kings, queens, rooks, bishops and knights, not {}s",
                kind.name()
            )));
        }
        let enemy = opponent(seat);
        let checker = *self
            .checkers
            .get(enemy, number)
            .ok_or_else(|| RuleError::new(format!("there is no checker {number}")))?;
        let shown = self
            .known_kind(Viewer::Public, enemy, number)
            .map_or("", Kind::name);
        if checker.square.is_none() {
            return Err(RuleError::new(format!(
                "checker {number} was captured: he was a {shown}"
            )));
        }
        if !checker.cloaked {
            return Err(RuleError::new(format!(
                "checker {number} is uncloaked: he is a {shown}"
            )));
        }
        if checker.guessed {
            return Err(RuleError::new(format!(
                "checker {number} was named already: he is a {shown}"
            )));
        }
        let right = self
            .arrangement(enemy)
            .and_then(|arrangement| arrangement.kind_of(number))
            == Some(kind);
        if right {
            self.checkers.name(enemy, number);
            self.clues.known(enemy, number, kind);
        } else {
            self.clues.not(enemy, number, kind);
            self.bonus_owed = Some(enemy);
        }
        self.guess = Some(right);
        self.guesses.push(Guess {
            seat,
            number,
            kind,
            right,
        });
        Ok(vec![Event::Guessed {
            seat,
            number,
            kind,
            right,
        }])
    }

    fn play_move(&mut self, seat: Seat, mv: Move) -> Result<Vec<Event>, RuleError> {
        let bonus = match self.phase {
            Phase::Move => false,
            Phase::BonusBefore | Phase::BonusAfter => true,
            Phase::Setup | Phase::Finish => {
                return Err(RuleError::new(format!("no move now: {}", self.expected())));
            }
        };
        if !self.current_moves().contains(&mv) {
            let board = self.board(seat);
            return Err(RuleError::new(format!(
                "{}: {}",
                board.uci(mv),
                legality::refusal(
                    &board,
                    mv,
                    bonus,
                    self.pawns_in_hand(seat),
                    &self.namer(seat)
                )
            )));
        }
        let army = army_of(seat);
        let enemy = opponent(seat);
        let before = self.position.clone();
        let moving = before.man_at(mv.from).filter(|_| !mv.is_drop());
        let mover = match moving {
            None => Mover::Pawn,
            Some(man) if man.kind == Kind::Pawn => Mover::Pawn,
            Some(man) => match self.checkers.cloaked_at(mv.from) {
                Some((_, number)) => Mover::Checker(number),
                None => Mover::Man(man.kind),
            },
        };
        let captured = match mv.kind {
            MoveKind::EnPassant => Some(Man {
                army: army_of(enemy),
                kind: Kind::Pawn,
            }),
            MoveKind::Castle | MoveKind::Drop(_) => None,
            MoveKind::Normal | MoveKind::Promotion(_) => before.man_at(mv.to),
        };
        // What the board showed everybody about the moving checkers.
        if mv.is_castle() {
            for (square, kind) in [(mv.from, Kind::King), (mv.to, Kind::Rook)] {
                if let Some((owner, number)) = self.checkers.cloaked_at(square) {
                    self.clues.known(owner, number, kind);
                }
            }
        } else if let Mover::Checker(number) = mover {
            self.clues.moved(seat, number, mv.from, mv.to);
        }
        let taken = self.checkers.follow(army, mv);
        let fullmove = self.position.fullmove_number();
        match self.phase {
            Phase::BonusBefore => {
                // The regular move comes next: the turn stays, and nobody
                // may take the bonus pawn en passant.
                self.position.make(mv);
                self.position.set_turn(army);
                self.position.set_en_passant(None);
                self.position.set_clocks(0, fullmove);
            }
            Phase::BonusAfter => {
                // The opponent's chance against the regular move's double
                // step is gone: this bonus move came in between.
                self.position.set_turn(army);
                self.position.set_en_passant(None);
                self.position.make(mv);
                self.position.set_clocks(0, fullmove);
            }
            _ => {
                self.position.make(mv);
            }
        }
        let mut events = Vec::new();
        if let MoveKind::Drop(_) = mv.kind {
            self.pawns_in_hand[seat] = self.pawns_in_hand[seat].saturating_sub(1);
        }
        if let Some(man) = captured {
            self.lost[enemy].push(man.kind);
            if man.kind == Kind::Pawn {
                self.pawns_in_hand[enemy] += 1;
            }
            if let Some((owner, number)) = taken {
                self.clues.known(owner, number, man.kind);
            }
            events.push(Event::Captured {
                seat: enemy,
                number: taken.map(|(_, number)| number),
                kind: man.kind,
            });
        }
        self.lively |= captured.is_some() || mover == Mover::Pawn;
        let ply = Ply {
            seat,
            bonus,
            mv,
            mover,
            capture: captured.is_some(),
            check: legality::in_check(&self.position, army_of(enemy), self.king_cloaked(enemy)),
            mate: false,
        };
        self.plies.push(ply);
        self.last_move = Some(mv);
        events.insert(
            0,
            Event::Moved {
                seat,
                bonus,
                text: self.write_ply(&ply, Viewer::Public),
            },
        );
        if captured.is_some_and(|man| man.kind == Kind::King) {
            self.ending = Some(Ending::KingCaptured { winner: army });
            return Ok(events);
        }
        match self.phase {
            Phase::BonusBefore => self.enter_move(),
            Phase::Move if self.guess == Some(true) => {
                self.phase = Phase::BonusAfter;
                if self.current_moves().is_empty() {
                    self.finish();
                }
            }
            _ => self.finish(),
        }
        Ok(events)
    }

    fn pass(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        match self.phase {
            Phase::BonusBefore => self.enter_move(),
            Phase::BonusAfter => self.finish(),
            _ => {
                return Err(RuleError::new(format!(
                    "there is no bonus move to pass: {}",
                    self.expected()
                )));
            }
        }
        Ok(vec![Event::Passed { seat }])
    }

    fn uncloak(&mut self, seat: Seat, number: u8) -> Result<Vec<Event>, RuleError> {
        if self.phase != Phase::Finish {
            return Err(RuleError::new(
                "you uncloak checkers at the end of your turn, after your moves",
            ));
        }
        let checker = *self
            .checkers
            .get(seat, number)
            .ok_or_else(|| RuleError::new(format!("there is no checker {number}")))?;
        if checker.square.is_none() {
            return Err(RuleError::new(format!(
                "your checker {number} was captured"
            )));
        }
        if !checker.cloaked {
            return Err(RuleError::new(format!(
                "your checker {number} is uncloaked already"
            )));
        }
        let kind = self
            .arrangement(seat)
            .and_then(|arrangement| arrangement.kind_of(number))
            .ok_or_else(|| RuleError::new("your men are not arranged"))?;
        self.checkers.uncloak(seat, number);
        self.clues.known(seat, number, kind);
        if !self.checkers.any_cloaked(seat) {
            self.end_turn();
        }
        Ok(vec![Event::Uncloaked { seat, number, kind }])
    }

    /// After the regular move (and its bonus): the finishing step, or the
    /// next turn when there is nothing left to uncloak.
    fn finish(&mut self) {
        if self.checkers.any_cloaked(self.turn) {
            self.phase = Phase::Finish;
        } else {
            self.end_turn();
        }
    }

    fn end_turn(&mut self) {
        if self.lively {
            self.quiet_turns = 0;
        } else {
            self.quiet_turns += 1;
        }
        self.lively = false;
        self.begin_turn(opponent(self.turn));
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.guess = None;
        let owed = self.bonus_owed == Some(seat);
        self.bonus_owed = None;
        self.phase = if owed {
            Phase::BonusBefore
        } else {
            Phase::Move
        };
        if self.phase == Phase::BonusBefore && self.current_moves().is_empty() {
            self.phase = Phase::Move;
        }
        self.keys.push(self.visible_key());
        if self.phase == Phase::Move && self.judge_stuck() {
            return;
        }
        self.ending = self.draw();
    }

    fn enter_move(&mut self) {
        self.phase = Phase::Move;
        self.judge_stuck();
    }

    /// Ends the game when the seat to move has no regular move: checkmate
    /// if its uncloaked king is attacked, stalemate otherwise.
    fn judge_stuck(&mut self) -> bool {
        if !self.current_moves().is_empty() {
            return false;
        }
        let seat = self.turn;
        let ending = if legality::in_check(&self.position, army_of(seat), self.king_cloaked(seat)) {
            if let Some(last) = self.plies.iter_mut().rev().find(|ply| ply.seat != seat) {
                last.mate = true;
            }
            Ending::Checkmate {
                winner: army_of(opponent(seat)),
            }
        } else {
            Ending::Stalemate
        };
        self.ending = Some(ending);
        true
    }

    /// The draws judged at the start of a turn.
    fn draw(&self) -> Option<Ending> {
        let all_known = (0..SEATS).all(|seat| {
            !self.king_cloaked(seat)
                && self
                    .checkers
                    .of(seat)
                    .iter()
                    .all(|checker| !checker.is_secret())
        });
        if self.quiet_turns >= 100 {
            Some(Ending::FiftyMoves)
        } else if self.repetitions() >= 3 {
            Some(Ending::Repetition)
        } else if all_known && self.position.is_insufficient_material() {
            Some(Ending::InsufficientMaterial)
        } else {
            None
        }
    }

    /// Reads a move of the seat to act for its current step: UCI, `O-O`,
    /// `O-O-O`, a drop `P@c2`, or the move list's own notation.
    pub fn read_move(&self, text: &str) -> Result<Move, RuleError> {
        let bonus = match self.phase {
            Phase::Move => false,
            Phase::BonusBefore | Phase::BonusAfter => true,
            Phase::Setup | Phase::Finish => {
                return Err(RuleError::new(format!(
                    "{text:?}: no move now: {}",
                    self.expected()
                )));
            }
        };
        let seat = self.turn;
        let moves = self.current_moves();
        let board = self.board(seat);
        let uci = notation::to_uci(text);
        let refuse = |mv: Move| {
            RuleError::new(format!(
                "{}: {}",
                text.trim(),
                legality::refusal(
                    &board,
                    mv,
                    bonus,
                    self.pawns_in_hand(seat),
                    &self.namer(seat)
                )
            ))
        };
        let castle = match uci.replace('0', "O").as_str() {
            "O-O" => Some(true),
            "O-O-O" => Some(false),
            _ => None,
        };
        if let Some(king_side) = castle {
            if let Some(&mv) = moves
                .iter()
                .find(|mv| mv.is_castle() && (mv.to.file() > mv.from.file()) == king_side)
            {
                return Ok(mv);
            }
            // Refused: the king onto the rook that side's right names.
            let army = army_of(seat);
            let side = if king_side {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            return Err(
                match (board.king_square(army), board.castling_rook(army, side)) {
                    (Some(king), Some(rook)) => refuse(Move {
                        from: king,
                        to: rook,
                        kind: MoveKind::Castle,
                    }),
                    _ => RuleError::new(format!(
                        "{}: {}",
                        text.trim(),
                        crate::engine::Refusal::CastlingRightLost { army, side }
                    )),
                },
            );
        }
        if let Some((piece, square)) = uci.split_once('@') {
            let kind = match piece {
                "" => Some(Kind::Pawn),
                letter => letter.chars().next().and_then(Kind::from_letter),
            };
            let (Some(kind), Some(square)) = (kind, Square::parse(square)) else {
                return Err(RuleError::new(format!("{text:?} is no drop: write P@c2")));
            };
            let mv = Move::drop(kind, square);
            return if moves.contains(&mv) {
                Ok(mv)
            } else {
                Err(refuse(mv))
            };
        }
        let squares = (uci.len() == 4 || uci.len() == 5)
            .then(|| {
                uci.get(0..2)
                    .and_then(Square::parse)
                    .zip(uci.get(2..4).and_then(Square::parse))
            })
            .flatten();
        let Some((from, to)) = squares else {
            return Err(RuleError::new(format!(
                "{text:?} is no move (write moves like e2e4, or O-O)"
            )));
        };
        let promotion = match uci[4..].chars().next() {
            None => None,
            Some(letter) => Some(
                Kind::from_letter(letter)
                    .filter(|kind| !matches!(kind, Kind::Pawn | Kind::King))
                    .ok_or_else(|| RuleError::new(format!("{text:?}: no such promotion")))?,
            ),
        };
        let exact = |mv: &&Move| mv.from == from && mv.to == to && mv.promotion() == promotion;
        let castling = |mv: &&Move| {
            mv.is_castle() && mv.from == from && promotion.is_none() && {
                let side = if mv.to.file() > mv.from.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                to == Square::new(side.king_to_file(), from.rank()).unwrap_or(to) && to != from
            }
        };
        if let Some(&mv) = moves
            .iter()
            .find(exact)
            .or_else(|| moves.iter().find(castling))
        {
            return Ok(mv);
        }
        // Refused: find the move the board knows by that name, for the
        // reason.
        let mut loose = board.clone();
        loose.set_rules(RULES);
        let known = loose
            .legal_moves()
            .iter()
            .copied()
            .find(|mv| mv.from == from && (mv.to == to) && mv.promotion() == promotion);
        let kind = promotion.map_or(MoveKind::Normal, MoveKind::Promotion);
        Err(refuse(known.unwrap_or(Move { from, to, kind })))
    }
}

impl Game for CloakDagger {
    type Action = Action;
    type Event = Event;
    type View = super::view::CloakView;

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
        let mut actions: Vec<Action> = match self.phase {
            Phase::Setup => (0..960)
                .filter_map(|number| Arrangement::from_number(number).ok())
                .map(Action::Arrange)
                .collect(),
            Phase::BonusBefore | Phase::BonusAfter => self
                .current_moves()
                .into_iter()
                .map(Action::Move)
                .chain([Action::Pass])
                .collect(),
            Phase::Move => {
                let mut actions: Vec<Action> =
                    self.current_moves().into_iter().map(Action::Move).collect();
                if self.guess.is_none() {
                    let enemy = opponent(seat);
                    for checker in self.checkers.of(enemy) {
                        if checker.is_secret() {
                            actions.extend(KINDS.into_iter().map(|kind| Action::Guess {
                                number: checker.number,
                                kind,
                            }));
                        }
                    }
                }
                actions
            }
            Phase::Finish => self
                .checkers
                .of(seat)
                .iter()
                .filter(|checker| checker.cloaked && checker.square.is_some())
                .map(|checker| Action::Uncloak(checker.number))
                .chain([Action::Done])
                .collect(),
        };
        if self.phase != Phase::Setup {
            let grid = &self.grids[seat];
            for number in 1..=8 {
                for kind in KINDS {
                    for mark in super::deduction::Mark::ALL {
                        if grid.get(number, kind) != Some(mark) {
                            actions.push(Action::Mark { number, kind, mark });
                        }
                    }
                }
            }
            if self.options.help {
                // Offered even when nothing more is certain: it then marks
                // nothing (the table's help button is always there).
                actions.push(Action::Help);
            }
        }
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check_turn(seat)?;
        let mut events = match *action {
            Action::Arrange(arrangement) => self.arrange(seat, arrangement)?,
            Action::Guess { number, kind } => self.make_guess(seat, number, kind)?,
            Action::Move(mv) => self.play_move(seat, mv)?,
            Action::Pass => self.pass(seat)?,
            Action::Uncloak(number) => self.uncloak(seat, number)?,
            Action::Done => {
                if self.phase != Phase::Finish {
                    return Err(RuleError::new(format!(
                        "your turn is not over: {}",
                        self.expected()
                    )));
                }
                self.end_turn();
                Vec::new()
            }
            Action::Mark { number, kind, mark } => {
                if self.phase == Phase::Setup {
                    return Err(RuleError::new("the grid is for play, after the setup"));
                }
                let mut grid = self.grids[seat].clone();
                if grid.get(number, kind) == Some(mark) {
                    return Err(RuleError::new(format!(
                        "checker {number} is already marked so for a {}",
                        kind.name()
                    )));
                }
                if !grid.set(number, kind, mark) {
                    return Err(RuleError::new(format!(
                        "the grid has checkers 1 to 8 and kings, queens, rooks, bishops and knights, not {number} {}",
                        kind.name()
                    )));
                }
                self.grids[seat] = grid;
                Vec::new()
            }
            Action::Help => {
                if !self.options.help {
                    return Err(RuleError::new("this game is played without help"));
                }
                if self.phase == Phase::Setup {
                    return Err(RuleError::new("the grid is for play, after the setup"));
                }
                let certain = self.clues.certain(opponent(seat));
                self.grids[seat].apply(&certain);
                Vec::new()
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

    fn view(&self, viewer: Viewer) -> super::view::CloakView {
        self.table_view(viewer)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        vec![self.board_view(viewer)]
    }

    fn moves_played(&self) -> usize {
        // Regular and bonus moves alike; arrangements, guesses and uncloaks are no moves.
        self.plies.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending.map(|ending| ending.outcome(self.turn))
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        self.check_turn(seat)?;
        let mut random = Random::fresh();
        if let Some(action) = Action::from_words(text, &mut random) {
            return action;
        }
        self.read_move(text).map(Action::Move)
    }

    fn gesture(&self, seat: Seat, _board: usize, choice: &Choice) -> Result<Action, RuleError> {
        self.check_turn(seat)?;
        let text = match choice {
            Choice::Move { .. } => choice.move_text().unwrap_or_default(),
            Choice::Drop { kind, to, .. } => format!("{}@{to}", kind.letter()),
        };
        self.read_move(&text).map(Action::Move)
    }

    fn has_secrets(&self) -> bool {
        true
    }
}
