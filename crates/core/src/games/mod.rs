//! The table: one module per game, each owning seats, turns, secrets and scores.
//!
//! Every game implements [`Game`]: the only way its state changes is
//! [`Game::apply`], and everything anybody sees comes from a view for one
//! [`Viewer`], which holds only what that viewer may know. The UI renders the
//! view of the seat holding the device; computer players read the same view.

pub mod board_view;
pub mod carousel;
pub mod chessboard;
pub mod cloak_dagger;
pub mod clock;
pub mod coin;
pub mod crowded_house;
pub mod determinize;
pub mod ending_words;
pub mod four_player;
pub mod headless;
pub mod hint;
pub mod history;
pub mod lesson;
pub mod level;
pub mod one_sane_man;
pub mod pass_table;
pub mod replay;
pub mod standard;

use std::fmt;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use board_view::{BoardView, Choice};

/// Index of a seat at the table, counted from 0.
pub type Seat = usize;

/// Who a view is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    /// What everybody at the table may see (the hand-off screen).
    Public,
    /// What one seat may see.
    Seat(Seat),
    /// Everything, every secret included: only for the replay of a game
    /// that is over, when nothing is left to hide.
    Everything,
}

/// Why an action was refused, in words a person can read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError(pub String);

impl RuleError {
    /// A refusal with the given reason.
    pub fn new(reason: impl Into<String>) -> Self {
        RuleError(reason.into())
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RuleError {}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seats that won or share the win; in a drawn game, every seat that
    /// shares the draw.
    pub winners: Vec<Seat>,
    /// Final score per seat, where the game keeps score.
    pub scores: Option<Vec<i64>>,
    /// How it ended, in words (e.g. "White wins by checkmate").
    pub reason: String,
    /// Why, in one or two sentences, where a newcomer could doubt the
    /// ending: the rule that decided it (a king the partner could have
    /// saved but may not move, a stalemate, a table draw, the scores).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// A game at the table, as the UI, the computer players and the command
/// line drive it. Saves, share links and undo history use its serde form.
pub trait Game: Clone + Serialize + DeserializeOwned + 'static {
    /// Something a seat may do: a move, a drop, a proposal, ... Typed
    /// (engine moves and squares), never text.
    type Action: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned + 'static;
    /// Something that happened, for logs, sounds and announcements.
    type Event: Clone + fmt::Debug + Serialize + DeserializeOwned + 'static;
    /// What one viewer may know of the table beyond its boards: seats,
    /// scores, move lists, the viewer's own secrets. Built only from what
    /// that viewer may know, so it can be shown, saved or sent to a
    /// computer player as it is.
    type View: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned + 'static;

    /// How many seats the table has.
    fn seat_count(&self) -> usize;

    /// The seat that must act now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Everything `seat` may do now; empty when it is not that seat's turn.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies an action of `seat`: the only way the state changes. A
    /// refused action leaves the game exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;

    /// The table as `viewer` may see it (the boards come from
    /// [`Game::boards`]).
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The boards as `viewer` may see them; legal moves are filled in only
    /// for the seat to act.
    fn boards(&self, viewer: Viewer) -> Vec<BoardView>;

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// How many moves have been played so far, on every board and by
    /// every seat (drops and a board's passes included; no secret action
    /// such as an arrangement, a guess or a proposal counts): a number
    /// anybody at the table may know.
    fn moves_played(&self) -> usize;

    /// Reads an action written as on the command line: `e2e4`, `e7e8q`,
    /// `2:e2e4` on a multi-board table, `N@g1` for a drop, or the game's own
    /// words (`propose red`, `accept`, ...).
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, RuleError>;

    /// Turns what `seat` did on board `board` (its index in
    /// [`Game::boards`]) into an action, or says why it is not one.
    fn gesture(&self, seat: Seat, board: usize, choice: &Choice)
    -> Result<Self::Action, RuleError>;

    /// The action that records `seat` running out of time, in a game that
    /// can be played with a clock; `None` when clocks make no sense here.
    fn out_of_time(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// The clocks this game is played with now, when it has any: the
    /// table keeps their time with a [`clock::TableClock`].
    fn clock_plan(&self) -> Option<clock::ClockPlan> {
        None
    }

    /// Whether some seat may know what another may not (cards, alliances,
    /// arrangements): then people pass the device behind a hand-off screen.
    fn has_secrets(&self) -> bool {
        false
    }

    /// Whether every seat is dealt a secret before the first action (a
    /// card): then, before play, the device goes round the table once so
    /// each person looks at their own view.
    fn deals_secrets(&self) -> bool {
        false
    }

    /// Whether the table may take the last action back (it replays the
    /// game without it).
    fn allows_takeback(&self) -> bool {
        false
    }
}
