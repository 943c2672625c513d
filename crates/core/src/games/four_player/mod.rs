//! Four Player Chess on the 14x14 cross: four armies, secret alliances,
//! protectorates, last player in wins (docs/RULINGS.md, "Four Player
//! Chess").
//!
//! Seat `i` plays army `Army::ALL[i]`: 0 White (south), 1 Blue (west),
//! 2 Black (north), 3 Red (east), moving in that order.
//!
//! Choices where the rulings leave room:
//! - An invitation always asks the invitee to join the proposer's side (the
//!   proposer alone, or the proposer's alliance while it has room). An
//!   invitee already in an alliance must `leave` before it may `accept`
//!   (both in the same turn). At most one invitation per turn. Whether a
//!   proposal is allowed is judged only on the proposer's own side and on
//!   public facts, so a refusal never betrays someone else's alliance.
//! - Invitations are answered at the invitee's next turn, before it moves:
//!   until every waiting invitation is accepted or declined it may not move
//!   or pass. Only a player with a king may be invited. An invitation
//!   lapses when the proposer's side fills up, the proposer leaves its
//!   alliance, either player is out, or the invitee loses its king (a
//!   proposer that loses its king in an alliance keeps its invitations).
//! - A player whose king is taken while alone is out at once. One taken in
//!   an alliance keeps its men on the board until its next turn, when its
//!   action must be `protectorate` (then it moves as usual) or `withdraw`
//!   (its men leave the board and it is out).
//! - A protectorate loses the percentage (40 by default, rounded up) of all
//!   its remaining men, picked by the game's seeded generator and announced
//!   to everyone; it is loyal to a random ally that has a king. When that
//!   ally loses its king or leaves, loyalty passes to another ally with a
//!   king; when none is left the alliance has no king and all its members
//!   are out. A kingless player or protectorate left without allies is out.
//! - The rules themselves make some things public: that a king was taken,
//!   whether the men then stay (a kingless player with allies) and a
//!   protectorate's losses. Who the allies are never is.
//! - "Your king is attacked" is part of the seat's own view at its turn.
//! - Fifty full rounds: every player still in has taken fifty turns since
//!   the last capture or pawn move.
//! - A game set up from a position text starts mid-game: the first-move rule
//!   (a pawn move) applies only from the standard start.

mod action;
mod ally_capture;
mod diplomacy;
mod events;
mod lesson;
mod notation;
mod record;
mod sample;
mod turns;
mod view;

use serde::{Deserialize, Serialize};

use crate::engine::cross::{CrossMove, CrossPosition, CrossRules, CrossSquare};
use crate::engine::men::{Army, Man};
use crate::engine::random::Random;
use crate::games::board_view::{BoardView, Choice};
use crate::games::{Game, Outcome, RuleError, Seat, Viewer};
use diplomacy::Diplomacy;

pub use action::Action;
pub use ally_capture::ally_taken;
pub use events::{Audience, Entry, Event};
pub use record::Record;
pub use view::{MoveEntry, OwnView, SeatView, TableView};

/// The four seats.
pub const SEATS: usize = 4;

/// Game options chosen in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Share of its remaining men a new protectorate loses, in percent
    /// (rounded up).
    pub protectorate_loss_percent: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            protectorate_loss_percent: 40,
        }
    }
}

/// Where a seat stands in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Standing {
    /// Still has its king.
    Playing,
    /// Lost its king in an alliance; chooses protectorate or withdraw at
    /// its next turn.
    Kingless,
    /// Lost its king and stays on, loyal to an ally.
    Protectorate,
    /// Out of the game; its men have left the board.
    Out,
}

/// The army of a seat.
pub fn army_of(seat: Seat) -> Army {
    Army::ALL[seat % SEATS]
}

/// The seat of an army.
pub fn seat_of(army: Army) -> Seat {
    army as usize
}

/// A game of Four Player Chess. Saved (serde) as its [`Record`]: options,
/// seed, start and every action, replayed on loading.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "Record", into = "Record")]
pub struct FourPlayer {
    options: Options,
    seed: u64,
    start: Option<String>,
    history: Vec<(Seat, Action)>,
    position: CrossPosition,
    random: Random,
    standing: [Standing; SEATS],
    diplomacy: Diplomacy,
    turn: Seat,
    proposed_this_turn: bool,
    has_moved: [bool; SEATS],
    quiet_turns: [u32; SEATS],
    log: Vec<Entry>,
    moves: Vec<MoveEntry>,
    captured: [Vec<Man>; SEATS],
    last_move: Option<(CrossSquare, CrossSquare)>,
    outcome: Option<Outcome>,
}

impl FourPlayer {
    /// A new game from the standard start; `seed` drives protectorate
    /// losses and loyalty.
    pub fn new(options: Options, seed: u64) -> Result<FourPlayer, RuleError> {
        FourPlayer::build(options, seed, None)
    }

    /// A new game seeded from the system's entropy source.
    pub fn with_entropy(options: Options) -> Result<FourPlayer, RuleError> {
        let seed = getrandom::u64()
            .map_err(|error| RuleError::new(format!("no random seed available: {error}")))?;
        FourPlayer::new(options, seed)
    }

    /// A game from a set-up position (the engine's cross text), started
    /// mid-game: no first-move rule. The army to move in the text acts
    /// first; armies without men are out.
    pub fn from_position(options: Options, seed: u64, text: &str) -> Result<FourPlayer, RuleError> {
        FourPlayer::build(options, seed, Some(text.to_string()))
    }

    fn build(options: Options, seed: u64, start: Option<String>) -> Result<FourPlayer, RuleError> {
        if options.protectorate_loss_percent > 100 {
            return Err(RuleError::new(format!(
                "the protectorate loss is a percentage (0 to 100), not {}",
                options.protectorate_loss_percent
            )));
        }
        let position = match &start {
            None => CrossPosition::four_player(),
            Some(text) => CrossPosition::from_text(text, CrossRules::FOUR_PLAYER)
                .map_err(|error| RuleError::new(format!("bad position: {}", error.0)))?,
        };
        let mut standing = [Standing::Playing; SEATS];
        for (seat, place) in standing.iter_mut().enumerate() {
            let army = army_of(seat);
            if !position.has_men(army) {
                *place = Standing::Out;
            } else if position.king_square(army).is_none() {
                return Err(RuleError::new(format!(
                    "bad position: {} has men but no king",
                    army.name()
                )));
            }
        }
        let turn = seat_of(position.turn());
        if standing[turn] == Standing::Out {
            return Err(RuleError::new("bad position: the army to move has no men"));
        }
        let mut game = FourPlayer {
            options,
            seed,
            has_moved: [start.is_some(); SEATS],
            start,
            history: Vec::new(),
            position,
            random: Random::seeded(seed),
            standing,
            diplomacy: Diplomacy::default(),
            turn,
            proposed_this_turn: false,
            quiet_turns: [0; SEATS],
            log: Vec::new(),
            moves: Vec::new(),
            captured: Default::default(),
            last_move: None,
            outcome: None,
        };
        game.settle();
        Ok(game)
    }

    /// The options the game was started with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Where `seat` stands.
    pub fn standing(&self, seat: Seat) -> Standing {
        self.standing[seat % SEATS]
    }

    /// The cross as it stands.
    pub fn position(&self) -> &CrossPosition {
        &self.position
    }

    /// Whether `a` and `b` are allies: a secret, for judging a
    /// determinized sample, never to show a player.
    pub fn are_allied(&self, a: Seat, b: Seat) -> bool {
        self.diplomacy.are_allied(a, b)
    }

    /// The men of `army` on the board, with their squares.
    pub fn men_of(&self, army: Army) -> Vec<(String, Man)> {
        self.position
            .men()
            .filter(|(_, man)| man.army == army)
            .map(|(square, man)| (square.to_string(), man))
            .collect()
    }
}

impl Game for FourPlayer {
    type Action = Action;
    type Event = Event;
    type View = TableView;

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.actions_of(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.act(seat, action)
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        vec![self.board_view(viewer)]
    }

    fn moves_played(&self) -> usize {
        // Diplomacy and passes are no moves.
        self.moves.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        let pending: Vec<Army> = self
            .diplomacy
            .invitations_to(seat)
            .into_iter()
            .map(army_of)
            .collect();
        action::parse(text, &pending)
    }

    fn view(&self, viewer: Viewer) -> TableView {
        self.table_view(viewer)
    }

    fn gesture(&self, _seat: Seat, _board: usize, choice: &Choice) -> Result<Action, RuleError> {
        let Choice::Move {
            from,
            to,
            promotion,
        } = choice
        else {
            return Err(RuleError::new("Four Player Chess has no drops"));
        };
        let square = |name: &str| {
            CrossSquare::parse(name)
                .ok_or_else(|| RuleError::new(format!("{name} is not a square of the cross")))
        };
        Ok(Action::Move(CrossMove {
            from: square(from)?,
            to: square(to)?,
            promotion: *promotion,
        }))
    }

    fn has_secrets(&self) -> bool {
        true
    }
}
