//! One table for every game on it: the setup screen, the pass-the-device
//! table and its saves, exports and share links, written once over
//! [`TableGame`].
//!
//! - [`setup`]: people, names, who holds which seat, the game's options,
//!   start; or import a game.
//! - [`table`]: the table in play, drawing only what
//!   [`crate::games::pass_table::PassTable::shown`] hands it: hand-off and
//!   peek screens, the board, the game's own panel, notices, refusals,
//!   clocks, takeback, the finished game.
//! - [`store`]: the one save format (versioned), the device's saves, export
//!   and import text, `?shared=` links.
//! - [`record`]: the export, share and import screen, led by a summary
//!   of the game.
//! - [`preview`]: a saved game's small picture of its boards (from the
//!   public view) and its number of moves.
//! - [`clock`]: the clocks of a [`crate::games::clock::ClockPlan`], and
//!   their ticks.
//! - [`saving`]: the table in play kept on the device.
//! - [`computer_seats`]: the computer seats asked, paced and played, and
//!   their problems with the ways on.
//! - [`game_over`]: the end of a game, its winners and scores.
//! - [`hint`]: the Hint button of the person to act, and the hint marked
//!   on the board with a line of words.
//! - [`lesson`]: a game's lesson on its table, step by step, judged by
//!   the rules.
//! - [`controls`]: the table's buttons, settings and peeks.
//! - [`widgets`]: the finger-sized controls of setups and settings.
//! - [`split`]: the parts split off a table's wasm and fetched when first
//!   needed: the reading of a saved game or a lesson, the setup, replay,
//!   export and game-over screens.
//! - [`second_thought`]: the question asked before an action the game
//!   says deserves a second thought ([`TableGame::second_thought`]).
//!
//! A game joins the shell by implementing [`TableGame`] and by its entry
//! in the registry of games, with a build of its own for its table
//! (`crate::registry`). Every game is offered computer seats on the
//! setup screen ([`TableGame::computer_levels`]); the table asks the
//! computer for its action while it is to act ([`TableGame::think`], in
//! the Web Worker), and drops an answer the table no longer wants.

pub mod clock;
pub mod computer_seats;
pub mod controls;
pub mod facing;
pub mod game_over;
pub mod hint;
pub mod lesson;
pub mod poster;
pub mod preview;
pub mod record;
pub mod replay;
pub mod saving;
pub mod second_thought;
pub mod setup;
pub mod split;
pub mod store;
pub mod table;
pub mod widgets;

use leptos::prelude::*;

use crate::ai::players::remote::Remote;
use crate::games::board_view::BoardView;
use crate::games::lesson::Taught;
use crate::games::level::Level;
use crate::games::pass_table::{Person, Sitting};
use crate::games::{Game, RuleError, Seat};
use crate::ui::board::{Board, Choice, Rotation, StockHand};
use crate::ui::catalogue::GameId;
use crate::ui::computer::Computer;
use crate::ui::sound::Sound;
use second_thought::SecondThought;

pub use table::GameTable;

/// One way the seats may be shared out among the people at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatPreset {
    /// What it is called on the setup screen ("By colour").
    pub name: String,
    /// The person holding each seat, by seat.
    pub holders: Vec<usize>,
}

/// What the game's own panel is handed: the view of the screen that is up
/// and how to act.
#[derive(Clone)]
pub struct PanelContext<G: TableGame> {
    /// The view the screen shows (a seat's own, or the public one).
    pub view: G::View,
    /// The seat whose view it is; `None` for the public view.
    pub seat: Option<Seat>,
    /// Whether that seat may act now.
    pub acting: bool,
    /// What that seat may do now, as the game lists it
    /// ([`Game::legal_actions`]); empty unless it is acting. A panel
    /// offers an action beside the board only when it is listed here (or
    /// the game's view says so), never by working the rule out again.
    pub legal: Vec<G::Action>,
    /// The name of the person holding each seat, by seat.
    pub names: Vec<String>,
    /// Plays an action for the seat whose view is up.
    pub act: Callback<G::Action>,
    /// Plays an action typed as on the command line (`f2f3`, `propose
    /// red`); what cannot be read is refused beside the board.
    pub act_text: Callback<String>,
    /// Hands the board a man to drop, from a stock the panel draws (a
    /// game's captured men waiting to come back); the games with a stock
    /// have one board.
    pub hand: StockHand,
    /// The level of the computer holding each seat, by seat (`None`: a
    /// person).
    pub computers: Vec<Option<Level>>,
    /// The seat whose computer is thinking now.
    pub thinking: Option<Seat>,
}

/// Two contexts are alike when what they say is: the callbacks and the
/// hand are the table's own, one of each for its whole life.
impl<G: TableGame> PartialEq for PanelContext<G> {
    fn eq(&self, other: &Self) -> bool {
        self.view == other.view
            && self.seat == other.seat
            && self.acting == other.acting
            && self.legal == other.legal
            && self.names == other.names
            && self.computers == other.computers
            && self.thinking == other.thinking
    }
}

/// What the game's board drawing is handed: one board of the screen that
/// is up.
#[derive(Clone)]
pub struct BoardContext<G: TableGame> {
    /// The board as the screen's viewer sees it.
    pub board: Signal<BoardView>,
    /// Its index among the game's boards.
    pub index: usize,
    /// The seat whose view it was drawn for; `None` for the public view.
    pub seat: Option<Seat>,
    /// Which edge is at the bottom: [`TableGame::rotation`] of the seat
    /// the boards face ([`BoardsContext::facing`]).
    pub rotation: Signal<Rotation>,
    /// The view of the screen that is up.
    pub view: Signal<Option<G::View>>,
    /// Whether the seat may move on it now.
    pub enabled: Signal<bool>,
    /// Squares drawn tinted ([`TableGame::tinted_squares`]).
    pub tinted: Signal<Vec<String>>,
    /// Through which the panel's stock hands this board a man to drop
    /// ([`PanelContext::hand`]).
    pub stock: StockHand,
    /// Called with each move or drop made on it.
    pub on_choice: Callback<Choice>,
    /// Called with a move or drop tried that is no legal one: the table
    /// shows the game's reason.
    pub on_refused: Callback<Choice>,
}

/// What the game's drawing of all its boards is handed
/// ([`TableGame::board_layout`]): the boards of the screen that is up, as
/// signals, so a game that lays out many boards can keep each one and
/// redraw only what changed.
#[derive(Clone)]
pub struct BoardsContext<G: TableGame> {
    /// Every board as the screen's viewer sees it, in the game's order.
    pub boards: Signal<Vec<BoardView>>,
    /// The view of the screen that is up.
    pub view: Signal<Option<G::View>>,
    /// The seat whose view it is; `None` for the public view.
    pub seat: Signal<Option<Seat>>,
    /// The seat whose side the boards show at the bottom: the seat whose
    /// view it is, or as [`facing::Facing::face_to_face`] says in a game
    /// that [`TableGame::faces_the_mover`].
    pub facing: Signal<Option<Seat>>,
    /// Whether that seat may act now.
    pub acting: Signal<bool>,
    /// The name of the person holding each seat, by seat.
    pub names: Signal<Vec<String>>,
    /// Through which the panel's stock hands the boards a man to drop.
    pub stock: StockHand,
    /// Plays an action for the seat whose view is up.
    pub act: Callback<G::Action>,
    /// Plays an action typed as on the command line; what cannot be read
    /// is refused beside the board.
    pub act_text: Callback<String>,
    /// Called with each move or drop made on board `index`: `(index, choice)`.
    pub on_choice: Callback<(usize, Choice)>,
    /// Called with a move or drop tried on board `index` that is no legal
    /// one: `(index, choice)`.
    pub on_refused: Callback<(usize, Choice)>,
}

impl<G: TableGame> BoardsContext<G> {
    /// What [`TableGame::board`] is handed for board `index`, seen by
    /// `seat`, movable when `enabled`.
    pub fn board(
        &self,
        index: usize,
        seat: Option<Seat>,
        enabled: Signal<bool>,
    ) -> BoardContext<G> {
        let boards = self.boards;
        let view = self.view;
        let facing = self.facing;
        let (on_choice, on_refused) = (self.on_choice, self.on_refused);
        BoardContext {
            board: Signal::derive(move || {
                boards.with(|b| b.get(index).cloned().unwrap_or_default())
            }),
            index,
            seat,
            rotation: Signal::derive(move || G::rotation(facing.get())),
            view,
            enabled,
            tinted: Signal::derive(move || match (index, view.get()) {
                (0, Some(view)) => G::tinted_squares(&view, seat),
                _ => Vec::new(),
            }),
            stock: self.stock,
            on_choice: Callback::new(move |choice| on_choice.run((index, choice))),
            on_refused: Callback::new(move |attempt| on_refused.run((index, attempt))),
        }
    }
}

/// A game before its first action, and every action since, by seat.
pub type Unplayed<G> = (G, Vec<(Seat, <G as Game>::Action)>);

/// A game written in another format the export screen offers (chess's PGN).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The format's name ("PGN").
    pub name: String,
    /// The file a download is called ("parlour-game.pgn").
    pub file_name: String,
    /// The file's media type.
    pub mime: String,
    /// The text.
    pub text: String,
}

/// Called once with a computer's action, or why it has none.
pub type Answer<G> = Box<dyn FnOnce(Result<<G as Game>::Action, String>)>;

/// Called once with a hint: the action, and the game's own words for it
/// (`None`: the table words it), or why there is none.
pub type HintAnswer<G> = Box<dyn FnOnce(Result<(<G as Game>::Action, Option<String>), String>)>;

/// A game the shared table can play.
pub trait TableGame:
    Game<Action: Send + Sync, Event: Send + Sync, View: Send + Sync> + Remote + Taught + Send + Sync
{
    /// The game in the catalogue.
    const ID: GameId;
    /// What the setup screen chooses besides people and seats.
    type Settings: Clone + Default + PartialEq + Send + Sync + 'static;

    /// Each seat's name ("White Noble"), by seat; a game whose number of
    /// seats varies names as many as it may have, and a table uses the
    /// first [`Game::seat_count`].
    fn seat_labels() -> Vec<String>;

    /// How many people may sit at the table, fewest and most.
    fn people() -> (usize, usize) {
        let seats = Self::seat_labels().len();
        (seats, seats)
    }

    /// How many people the setup screen starts with.
    fn usual_people() -> usize {
        let (fewest, most) = Self::people();
        fewest.max(most.min(Self::seat_labels().len()))
    }

    /// The ways `people` people may share the seats, the usual one first.
    fn presets(people: usize) -> Vec<SeatPreset> {
        let seats = Self::seat_labels().len();
        if people == seats {
            vec![SeatPreset {
                name: "One seat each".to_string(),
                holders: (0..seats).collect(),
            }]
        } else {
            Vec::new()
        }
    }

    /// The game the settings describe, before the first action.
    fn start(settings: &Self::Settings) -> Result<Self, RuleError>;

    /// The game for the people of `sitting`, before the first action: for
    /// games that know their players by name or seat one person a seat
    /// whatever their number; the others are [`TableGame::start`].
    fn start_seated(settings: &Self::Settings, sitting: &Sitting) -> Result<Self, RuleError> {
        let _ = sitting;
        Self::start(settings)
    }

    /// The game's options on the setup screen.
    fn options_form(settings: RwSignal<Self::Settings>) -> AnyView;

    /// The game's own panel beside the board: whose turn, what the view
    /// says, the actions that are no board gesture.
    fn panel(context: PanelContext<Self>) -> AnyView;

    /// What [`TableGame::panel`] and [`TableGame::turn_actions`] read of
    /// `context`: the table draws them again only when that changes. A
    /// game whose view changes at every move while its panel shows little
    /// of it keeps only that part (and empties the rest); by default all
    /// of it.
    fn panel_reads(context: PanelContext<Self>) -> PanelContext<Self> {
        context
    }

    /// The actions the seat whose view is up needs this turn, drawn
    /// apart from [`TableGame::panel`] (a cede, a guess, an answer to an
    /// invitation, end turn), as the view and [`PanelContext::legal`]
    /// list them: the table places them in a bar right under the board on
    /// a phone and at the head of the side panel on a wide screen, beside
    /// the refusals and Take back. `None` (the default): no such actions.
    fn turn_actions(context: PanelContext<Self>) -> Option<AnyView> {
        let _ = context;
        None
    }

    /// Which edge of the board `seat` sees at the bottom (`None`: the
    /// public view).
    fn rotation(seat: Option<Seat>) -> Rotation;

    /// The squares of the first board to draw tinted for `seat` (`None`:
    /// the public view), such as the half of the board a player rules;
    /// none unless the game says.
    fn tinted_squares(view: &Self::View, seat: Option<Seat>) -> Vec<String> {
        let _ = (view, seat);
        Vec::new()
    }

    /// Words for an event everybody at the table may know, naming people
    /// by `names` (the person holding each seat, by seat); `None` for an
    /// event only its seat may know, or one not worth announcing.
    fn notice(event: &Self::Event, names: &[String]) -> Option<String>;

    /// The question to ask before the seat whose own `view` (and
    /// `boards`) is up plays `action`, when the game says it deserves a
    /// second thought (an uncloak for good, a capture of an ally's man);
    /// `None` plays it at once. The table asks it before a board gesture
    /// or a typed action, beside the boards; a panel asks it in place
    /// before an action of its own buttons.
    fn second_thought(
        view: &Self::View,
        boards: &[BoardView],
        action: &Self::Action,
    ) -> Option<SecondThought> {
        let _ = (view, boards, action);
        None
    }

    /// Draws one board; games whose boards have looks of their own (the
    /// cross's palettes and allies' badges) draw it their way.
    fn board(context: BoardContext<Self>) -> AnyView {
        let BoardContext {
            board,
            index,
            rotation,
            enabled,
            tinted,
            stock,
            on_choice,
            on_refused,
            ..
        } = context;
        view! {
            <Board view=board index rotation enabled tinted stock on_choice on_refused />
        }
        .into_any()
    }

    /// Draws every board of the screen that is up, each through
    /// [`TableGame::board`] unless the game lays them out its own way (The
    /// One Sane Man's ring). The default draws them anew when the seat or
    /// its turn changes.
    fn board_layout(context: BoardsContext<Self>) -> AnyView {
        (move || {
            let seat = context.seat.get();
            let count = context.boards.with_untracked(Vec::len);
            (0..count)
                .map(|index| Self::board(context.board(index, seat, context.acting)))
                .collect_view()
        })
        .into_any()
    }

    /// Reads a text in one of this game's own notations other than
    /// Parlour's save (chess's PGN or FEN, Carousel's public record of a
    /// running game), pasted, opened from a file or carried by a share
    /// link: the game before its first action and every action since;
    /// `None` when `text` is in none of them (it is then read as a save).
    fn import(text: &str) -> Option<Result<Unplayed<Self>, RuleError>> {
        let _ = text;
        None
    }

    /// Who sits at a game [`TableGame::import`] read: one person a seat,
    /// named after the seats unless the game knows its players' names.
    fn import_sitting(game: &Self) -> Sitting {
        let labels = Self::seat_labels();
        Sitting::one_each(labels.into_iter().take(game.seat_count()).collect())
    }

    /// The text of a share link of a running game that carries none of
    /// its secrets (whoever opens it is dealt them anew, reading it with
    /// [`TableGame::import`]), for games that have one; `None`: a game
    /// with secrets is shared once it is over.
    fn public_share(game: &Self) -> Option<String> {
        let _ = game;
        None
    }

    /// Who sat at a game [`TableGame::import`] reads, when its text names
    /// the players (a PGN's tags); otherwise [`TableGame::import_sitting`].
    fn import_players(text: &str) -> Option<Sitting> {
        let _ = text;
        None
    }

    /// The settings the setup screen starts from when the table is opened
    /// from `entry`, a catalogue entry this game's table serves (Chess960
    /// at the chess table).
    fn settings_for(entry: GameId) -> Self::Settings {
        let _ = entry;
        Self::Settings::default()
    }

    /// The levels a computer may play this game at (none would offer no
    /// computer seat on the setup screen).
    fn computer_levels() -> Vec<Level> {
        Level::ALL.to_vec()
    }

    /// Asks `computer` for the action of the computer holding `seat` of
    /// `game` at `level`; `answer` is called once. By default the game's
    /// player in the worker ([`Computer::play`]), which decides from what
    /// the seat may know.
    fn think(computer: &Computer, game: &Self, seat: Seat, level: Level, answer: Answer<Self>) {
        computer.play(game, seat, level, answer);
    }

    /// Asks `computer` for a hint for the person holding `seat` of `game`:
    /// what the strongest computer would do there, from what that seat
    /// may know, within about a second; `answer` is called once. By
    /// default [`Computer::hint`], with no words of the game's own.
    fn hint(computer: &Computer, game: &Self, seat: Seat, answer: HintAnswer<Self>) {
        computer.hint(game, seat, move |result| {
            answer(result.map(|action| (action, None)))
        });
    }

    /// Words for an action that is no move or drop on a board (a cede, a
    /// guess, a proposal), as a hint suggests it: "Cede this turn to your
    /// Peasant."; `None` for a board's move, which the hint marks on the
    /// board and the table words.
    fn action_words(view: &Self::View, action: &Self::Action, names: &[String]) -> Option<String> {
        let _ = (view, action, names);
        None
    }

    /// Who plays with whom, in words, for the setup screen, given the
    /// name at each seat; `None` for a game without teams.
    fn teams(names_by_seat: &[String]) -> Option<String> {
        let _ = names_by_seat;
        None
    }

    /// What a seat's own secret is called after "my" ("card", "alliances"),
    /// on the buttons that let a person look at it out of turn.
    fn secret_words() -> &'static str {
        "view"
    }

    /// Whether the table has as many seats as players (Carousel, the
    /// ring of The One Sane Man): the setup screen then asks how many
    /// players, people or computers, rather than how many people.
    fn seats_follow_players() -> bool {
        false
    }

    /// Whether one screen stays up while the turn passes from seat to seat
    /// (a game without secrets played face to face, as chess): the board
    /// is drawn once, so men slide and the keyboard keeps its place, and
    /// [`BoardContext::seat`] is the first seat a person holds. Otherwise
    /// each seat's turn has its own screen.
    fn one_screen() -> bool {
        false
    }

    /// Whether, on one screen ([`TableGame::one_screen`]), the board faces
    /// each seat's side in turn (COIN and Crowded House, whose seats sit
    /// on opposite sides of the board): the table then turns it to the
    /// player to move once the move has landed, or keeps it still, as this
    /// device prefers. Chess turns its own board.
    fn faces_the_mover() -> bool {
        false
    }

    /// The seat whose side of the board the person holding `seat` sits
    /// at, given the person holding each seat (`holders`): in a game that
    /// [`TableGame::faces_the_mover`], the board faces it while that
    /// person is to act, so it turns only when the device passes to
    /// another person. By default the first seat the person holds.
    fn home_seat(holders: &[Person], seat: Seat) -> Seat {
        let person = holders.get(seat);
        holders
            .iter()
            .position(|holder| Some(holder) == person)
            .unwrap_or(seat)
    }

    /// Provides, inside the table, what the game's board and panel share
    /// for the table's life (chess: the board's orientation and the move
    /// shown); called once when the table opens.
    fn provide_table_context() {}

    /// Words for an event in the replay of a finished game, when every
    /// secret may be told ("Blue proposes an alliance to Red"); by default
    /// the table's [`TableGame::notice`].
    fn replay_words(event: &Self::Event, names: &[String]) -> Option<String> {
        Self::notice(event, names)
    }

    /// Whether the table's notices tell every move and name its player
    /// (Carousel's "Ann played e4 for White."): the replay's step list
    /// then reads them alone, with no words of its own for a move.
    fn notices_tell_moves() -> bool {
        false
    }

    /// The game's secrets told in a few lines at the top of a finished
    /// game's replay ("Ann held the Draw card"), from its final view for
    /// [`crate::games::Viewer::Everything`]; none for a game without
    /// secrets.
    fn secrets_told(view: &Self::View, names: &[String]) -> Vec<String> {
        let _ = (view, names);
        Vec::new()
    }

    /// The sound of what an action made happen, if any.
    fn sound(events: &[Self::Event]) -> Option<Sound> {
        let _ = events;
        None
    }

    /// The game in the other formats the export screen offers, with the
    /// players' `names` by seat.
    fn exports(game: &Self, names: &[String]) -> Vec<Export> {
        let _ = (game, names);
        Vec::new()
    }
}
