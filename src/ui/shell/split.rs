//! The screens a table's build fetches only when one is opened: the setup,
//! the replay and the export screen. Each table's build
//! ([`crate::table_build!`]) marks them as split points
//! (`wasm_split_helpers`); `scripts/build-tables` cuts each into a wasm
//! file of its own, which the table fetches the first time the screen
//! opens. In a native build the split points are plain calls.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

use super::record::{Record, Summary};
use super::replay::Replay;
use super::setup::Setup;
use super::{Export, TableGame};
use crate::games::Viewer;
use crate::games::pass_table::{PassTable, TableRecord};
use crate::ui::catalogue::GameId;
use crate::ui::route::ReplayAt;

#[doc(hidden)]
pub use wasm_split_helpers as helpers;

/// A screen on its way: its wasm is fetched first when it is split off.
pub type Loading = Pin<Box<dyn Future<Output = AnyView> + Send>>;

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

/// The split screens of game `G`'s table, each drawn once its wasm is in.
pub struct SplitScreens<G: TableGame> {
    /// The setup screen.
    pub setup: fn(SetupArgs<G>) -> Loading,
    /// The replay screen.
    pub replay: fn(ReplayArgs<G>) -> Loading,
    /// The export and share screen.
    pub record: fn(RecordArgs<G>) -> Loading,
}

impl<G: TableGame> Clone for SplitScreens<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for SplitScreens<G> {}

/// Draws `loading` where it stands once it is in: nothing before.
pub fn when_in(loading: Loading) -> impl IntoView {
    Suspend::new(loading)
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
        use $crate::ui::shell::split::{RecordArgs, ReplayArgs, SetupArgs, SplitScreens, helpers};

        #[helpers::wasm_split(setup, wasm_split_path = helpers)]
        fn setup(args: SetupArgs<$game>) -> leptos::prelude::AnyView {
            $crate::ui::shell::split::setup_screen(args)
        }

        #[helpers::wasm_split(replay, wasm_split_path = helpers)]
        fn replay(args: ReplayArgs<$game>) -> leptos::prelude::AnyView {
            $crate::ui::shell::split::replay_screen(args)
        }

        #[helpers::wasm_split(record, wasm_split_path = helpers)]
        fn record(args: RecordArgs<$game>) -> leptos::prelude::AnyView {
            $crate::ui::shell::split::record_screen(args)
        }

        /// The table's pages, its split screens fetched when they open.
        fn pages(route: $crate::ui::route::Route) -> Option<leptos::prelude::AnyView> {
            $crate::registry::table_of::<$game>(
                route,
                SplitScreens {
                    setup: |args| Box::pin(setup(args)),
                    replay: |args| Box::pin(replay(args)),
                    record: |args| Box::pin(record(args)),
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
