//! What a table's build fetches only when it is needed: the reading of a
//! saved or shared game (and of a lesson's steps), the setup, the replay
//! and the export screen, the end of the game.
//! Each table's build
//! ([`crate::table_build!`]) marks them as split points
//! (`wasm_split_helpers`); `scripts/build-tables` cuts each into a wasm
//! file of its own, which the table fetches the first time the screen
//! opens. In a native build the split points are plain calls.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

use super::game_over::GameOver;
use super::record::{Record, Summary};
use super::replay::Replay;
use super::setup::Setup;
use super::store;
use super::{Export, TableGame};
use crate::ai::clock::now_ms;
use crate::games::lesson::Step;
use crate::games::pass_table::{PassTable, TableRecord};
use crate::games::{Outcome, Viewer};
use crate::ui::catalogue::GameId;
use crate::ui::route::{Opening, ReplayAt};

#[doc(hidden)]
pub use wasm_split_helpers as helpers;

/// A split part's answer on its way: its wasm is fetched first.
pub type Reading<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// A screen on its way.
pub type Loading = Reading<AnyView>;

/// What the setup screen is handed.
pub struct SetupArgs<G: TableGame> {
    /// Called with the table to play.
    pub on_start: Callback<PassTable<G>>,
    /// A message to show above the form (a save that could not be opened).
    pub problem: Signal<Option<String>>,
    /// The catalogue entry the table was opened from.
    pub entry: Option<GameId>,
}

/// What the replay screen is handed.
pub struct ReplayArgs<G: TableGame> {
    /// The game as it started and every action since.
    pub record: TableRecord<G>,
    /// Whose replay it is.
    pub viewer: Viewer,
    /// The name of the person holding each seat, by seat.
    pub names: Vec<String>,
    /// The step it opens at.
    pub at: Option<ReplayAt>,
    /// Back to the table.
    pub on_close: Callback<()>,
}

/// What the export and share screen is handed.
pub struct RecordArgs<G: TableGame> {
    /// The table, whose game it exports.
    pub table: PassTable<G>,
    /// The name of the person holding each seat, by seat.
    pub names: Vec<String>,
    /// The time it is (the save text's).
    pub at_ms: f64,
    /// Back to the table.
    pub on_close: Callback<()>,
}

/// What the end of a game is handed.
pub struct GameOverArgs {
    /// How the game ended.
    pub outcome: Outcome,
    /// The name of the person holding each seat, by seat.
    pub names: Vec<String>,
    /// Each seat's label.
    pub labels: Vec<String>,
}

/// What a table opens.
pub struct OpenArgs {
    /// What the address asks to open.
    pub opening: Opening,
    /// The catalogue entry the table was opened from.
    pub entry: GameId,
}

/// What the opening of a table found: a table and its save's id, or why
/// there is none; a lesson's steps.
pub struct Opened<G: TableGame> {
    /// The game opened, and the id it is saved under.
    pub table: Option<(PassTable<G>, String)>,
    /// Why the address's game could not be opened.
    pub problem: Option<String>,
    /// The steps of the lesson the table was opened for; none otherwise.
    pub lesson: Vec<Step<G>>,
}

impl<G: TableGame> Default for Opened<G> {
    fn default() -> Self {
        Self {
            table: None,
            problem: None,
            lesson: Vec::new(),
        }
    }
}

/// The split parts of game `G`'s table, each run once its wasm is in.
pub struct SplitScreens<G: TableGame> {
    /// Reads the game an address opens (a save, a shared game, a
    /// lesson).
    pub open: fn(OpenArgs) -> Reading<Opened<G>>,
    /// The setup screen.
    pub setup: fn(SetupArgs<G>) -> Loading,
    /// The replay screen.
    pub replay: fn(ReplayArgs<G>) -> Loading,
    /// The export and share screen.
    pub record: fn(RecordArgs<G>) -> Loading,
    /// The end of the game.
    pub game_over: fn(GameOverArgs) -> Loading,
}

impl<G: TableGame> Clone for SplitScreens<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for SplitScreens<G> {}

/// Said in place of a split part that could not be fetched (the device is
/// offline before the part was kept, or the page is being left).
pub const NOT_FETCHED: &str =
    "This part of Parlour could not be fetched: check the connection and reload the page.";

/// Drawn in place of a screen that could not be fetched.
pub fn not_fetched() -> AnyView {
    view! { <p class="notice problem" role="alert">{NOT_FETCHED}</p> }.into_any()
}

impl<G: TableGame> Opened<G> {
    /// The opening when its reading could not be fetched.
    pub fn not_fetched() -> Self {
        Self {
            problem: Some(NOT_FETCHED.into()),
            ..Self::default()
        }
    }
}

/// Draws `loading` where it stands once it is in: nothing before.
pub fn when_in(loading: Loading) -> impl IntoView {
    Suspend::new(loading)
}

/// What a table's opening finds: a table, or why there is none; a
/// lesson's steps.
pub fn open<G: TableGame>(args: OpenArgs) -> Opened<G> {
    let OpenArgs { opening, entry } = args;
    if opening == Opening::Lesson {
        return Opened {
            lesson: G::lesson(entry),
            ..Opened::default()
        };
    }
    let (table, problem) = open_game(&opening);
    Opened {
        table,
        problem,
        lesson: Vec::new(),
    }
}

/// The game `opening` names with its save's id, or why it cannot be
/// opened.
type Found<G> = (Option<(PassTable<G>, String)>, Option<String>);

/// What `opening` finds.
fn open_game<G: TableGame>(opening: &Opening) -> Found<G> {
    let now = now_ms();
    match opening {
        Opening::Setup | Opening::Lesson => (None, None),
        Opening::Save(id) => match store::load(id) {
            None => (
                None,
                Some("That saved game is not on this device (it may have been deleted).".into()),
            ),
            Some(text) => match store::decode::<G>(&text, now) {
                Ok(table) => (Some((table, id.clone())), None),
                // A newer save is kept as it is, for the newer version.
                Err(refused) if store::is_newer(&text) => (None, Some(refused)),
                Err(refused) => (None, Some(store::set_aside(id, &refused))),
            },
        },
        Opening::Replay { of, .. } => open_game::<G>(of),
        Opening::Shared(text) => match store::decode::<G>(text, now) {
            Ok(table) => (Some((table, store::new_id(G::ID, now))), None),
            Err(refused) => (
                None,
                Some(format!("The shared game cannot be opened. {refused}")),
            ),
        },
    }
}

/// The end of the game: why it ended, who won, the scores.
pub fn game_over_screen(args: GameOverArgs) -> AnyView {
    let GameOverArgs {
        outcome,
        names,
        labels,
    } = args;
    view! { <GameOver outcome names labels /> }.into_any()
}

/// The setup screen.
pub fn setup_screen<G: TableGame>(args: SetupArgs<G>) -> AnyView {
    let SetupArgs {
        on_start,
        problem,
        entry,
    } = args;
    view! { <Setup<G> on_start problem entry /> }.into_any()
}

/// The replay screen.
pub fn replay_screen<G: TableGame>(args: ReplayArgs<G>) -> AnyView {
    let ReplayArgs {
        record,
        viewer,
        names,
        at,
        on_close,
    } = args;
    view! { <Replay<G> record viewer names at on_close /> }.into_any()
}

/// The export and share screen of the table's game.
pub fn record_screen<G: TableGame>(args: RecordArgs<G>) -> AnyView {
    let RecordArgs {
        table,
        names,
        at_ms,
        on_close,
    } = args;
    let text = super::store::encode(&table, at_ms);
    let summary = Summary::of(&table, at_ms);
    let game = table.game();
    let (secret, over) = (game.has_secrets(), game.outcome().is_some());
    let exports: Vec<Export> = if secret && !over {
        Vec::new()
    } else {
        G::exports(game, &names)
    };
    let public_text = G::public_share(game);
    let replay_poster = over.then(|| super::poster::poster_of(&table.record().start));
    view! {
        <Record game=G::ID summary=Some(summary) text holds_secrets=secret && !over replay_poster
            exports public_text on_close />
    }
    .into_any()
}

/// Writes out a table's build: its `main` and its split screens. A table's
/// source (`src/bin/table-<slug>.rs`) is this macro with the game's type.
#[macro_export]
macro_rules! table_build {
    ($game:ty) => {
        use leptos::prelude::AnyView;
        use $crate::ui::shell::split::{
            GameOverArgs, OpenArgs, Opened, RecordArgs, ReplayArgs, SetupArgs, SplitScreens,
            helpers, not_fetched,
        };

        // Each part's wasm is fetched on its first call; a part that cannot
        // be fetched answers `Err` (never a panic, which would stop the app).
        type Fetched<T> = Result<T, helpers::SplitLoaderError>;

        #[helpers::wasm_split(open, wasm_split_path = helpers, fallible)]
        fn open(args: OpenArgs) -> Fetched<Opened<$game>> {
            Ok($crate::ui::shell::split::open(args))
        }

        #[helpers::wasm_split(setup, wasm_split_path = helpers, fallible)]
        fn setup(args: SetupArgs<$game>) -> Fetched<AnyView> {
            Ok($crate::ui::shell::split::setup_screen(args))
        }

        #[helpers::wasm_split(replay, wasm_split_path = helpers, fallible)]
        fn replay(args: ReplayArgs<$game>) -> Fetched<AnyView> {
            Ok($crate::ui::shell::split::replay_screen(args))
        }

        #[helpers::wasm_split(record, wasm_split_path = helpers, fallible)]
        fn record(args: RecordArgs<$game>) -> Fetched<AnyView> {
            Ok($crate::ui::shell::split::record_screen(args))
        }

        #[helpers::wasm_split(game_over, wasm_split_path = helpers, fallible)]
        fn game_over(args: GameOverArgs) -> Fetched<AnyView> {
            Ok($crate::ui::shell::split::game_over_screen(args))
        }

        /// The table's pages, the parts split off its wasm fetched when
        /// first needed.
        fn pages(route: $crate::ui::route::Route) -> Option<AnyView> {
            $crate::registry::table_of::<$game>(
                route,
                SplitScreens {
                    open: |args| {
                        Box::pin(async move {
                            open(args).await.unwrap_or_else(|_| Opened::not_fetched())
                        })
                    },
                    setup: |args| {
                        Box::pin(async move { setup(args).await.unwrap_or_else(|_| not_fetched()) })
                    },
                    replay: |args| {
                        Box::pin(
                            async move { replay(args).await.unwrap_or_else(|_| not_fetched()) },
                        )
                    },
                    record: |args| {
                        Box::pin(
                            async move { record(args).await.unwrap_or_else(|_| not_fetched()) },
                        )
                    },
                    game_over: |args| {
                        Box::pin(
                            async move { game_over(args).await.unwrap_or_else(|_| not_fetched()) },
                        )
                    },
                },
            )
        }

        fn main() {
            #[cfg(target_arch = "wasm32")]
            $crate::ui::mount(pages);
            #[cfg(not(target_arch = "wasm32"))]
            let _ = pages;
        }
    };
}
