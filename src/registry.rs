//! The app's side of the registry of games (`parlour_core::registry`,
//! whose list [`with_games!`] has one entry per game): the lobby's
//! catalogue, [`GAMES`], and the tables, each game's table being its
//! type's [`TableGame`] implementation. The core's side names the games
//! ([`GameId`]) and dispatches the worker ([`visit_player`]); adding a
//! game is described there.
//!
//! Each game's table is a build of its own (`src/bin/table-<slug>.rs`,
//! named by [`build_of`], built by `scripts/build-tables`), so that opening a table
//! fetches that game's code and no other's, and a table's build holds no
//! other page: it hands [`mount`] the pages it draws, [`table_of`] its
//! game. The app's own build ([`APP_BUILD`], `src/main.rs`) draws every
//! other page ([`site_page`]). A build asked for a route it does not draw
//! has the page load the build that does ([`build_for`]); the lobby, the
//! rules and the about page need none, being drawn at build time.
//!
//! [`mount`]: crate::ui::mount
//! [`site_page`]: crate::ui::app::site_page

use leptos::prelude::*;
pub use parlour_core::registry::{GameId, PlayerVisitor, visit_player};
use parlour_core::with_games;

use crate::ui::catalogue::{Availability, GameInfo};
use crate::ui::route::Route;
use crate::ui::rules;
use crate::ui::shell::split::SplitScreens;
use crate::ui::shell::{GameTable, TableGame};

/// The pages of `G`'s own build: `G`'s table, for each entry it plays
/// (the chess table plays Chess960 too), with its split screens.
pub fn table_of<G: TableGame>(route: Route, screens: SplitScreens<G>) -> Option<AnyView> {
    const {
        assert!(
            G::ID as usize == G::KIND as usize,
            "a table's game is the entry its computer players are sent"
        )
    };
    match route {
        Route::Table { game, opening } if game.home() == G::ID => {
            // The entry is passed on only when it is not the type's own
            // (Chess960 at the chess table).
            let entry = (game != G::ID).then_some(game);
            Some(view! { <GameTable<G> opening entry screens /> }.into_any())
        }
        _ => None,
    }
}

/// The name of the app's own build (`src/main.rs`).
pub const APP_BUILD: &str = "parlour-web";

/// The name of the build holding `entry`'s table: its source is
/// `src/bin/<name>.rs`, its script and wasm `<name>.js` and
/// `<name>_bg.wasm`.
pub fn build_of(entry: GameId) -> String {
    format!("table-{}", entry.home().slug())
}

/// The name of the build that draws `route`.
pub fn build_for(route: &Route) -> String {
    match route {
        Route::Table { game, .. } => build_of(*game),
        _ => APP_BUILD.to_string(),
    }
}

/// Writes out what the app needs of the list: [`GAMES`] and [`RULES`].
macro_rules! table_registry {
    ($(
        $id:ident => $game:ident {
            slug: $slug:literal,
            $(same_type_as: $home:ident,)?
            $(aliases: [$($alias:literal),* $(,)?],)?
            name: $name:literal,
            players: ($fewest:literal, $most:literal),
            pitch: $pitch:literal,
            rules: $rules:ident $(,)?
        }
    ),* $(,)?) => {
        /// The whole collection, in the order the lobby lists it.
        pub const GAMES: [GameInfo; parlour_core::registry::COUNT] = [$(
            GameInfo {
                id: GameId::$id,
                name: $name,
                players: ($fewest, $most),
                pitch: $pitch,
                availability: Availability::Playable(concat!("/play/", $slug)),
            },
        )*];

        /// Each game's rules page, in the order of [`GAMES`]: apart from
        /// the catalogue, so that a table's build, which names its game
        /// from the catalogue, holds no rules text.
        pub const RULES: [&[rules::Block]; parlour_core::registry::COUNT] = [$(rules::$rules::RULES,)*];
    };
}

with_games!(table_registry);

/// A game's entry in the lobby's catalogue.
pub trait Catalogued {
    /// This game's entry in [`GAMES`].
    fn info(self) -> &'static GameInfo;
}

impl Catalogued for GameId {
    fn info(self) -> &'static GameInfo {
        let games: &'static [GameInfo] = &GAMES;
        &games[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_entry_of_the_catalogue_is_its_own_game() {
        for id in GameId::ALL {
            assert_eq!(id.info().id, id);
        }
    }

    #[test]
    fn every_home_has_a_table_build() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for id in GameId::ALL {
            let build = build_of(id);
            assert_eq!(build, build_of(id.home()));
            let source = root.join("src/bin").join(format!("{build}.rs"));
            let text = std::fs::read_to_string(&source)
                .unwrap_or_else(|_| panic!("{id:?}: no {}", source.display()));
            assert!(text.contains("table_build!("), "{text}");
        }
        assert_eq!(build_of(GameId::Chess960), "table-standard");
    }
}
