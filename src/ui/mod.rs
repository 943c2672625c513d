//! Leptos components: what a person sees and touches.
//!
//! [`shell`] is the one table every newer game is played on (setup,
//! hand-offs, saves, exports, share links), [`coin`] COIN chess,
//! [`crowded_house`] Crowded House and [`cloak_dagger`] Cloak and Dagger
//! chess on it;
//! [`route`] maps addresses to pages, [`app`] draws the chrome and the page
//! of the current route, [`pages`] holds the pages, [`catalogue`] lists the
//! games and [`rules`] their rules texts; [`handoff`] is the pass-the-device
//! screen, [`computer`] the computer player's Web Worker, [`crash`] what
//! the page shows when the app stops, [`sound`] the
//! Web Audio sounds, [`transfer`] copying,
//! downloading and reading files, and [`device_store`] the game each table
//! keeps in the browser; [`prerender`] draws the pages shown before the app
//! starts; [`shared_code`] the reactive parts of views whose code every use
//! shares.

pub mod app;
pub mod board;
pub mod carousel;
pub mod catalogue;
pub mod cloak_dagger;
pub mod coin;
pub mod computer;
pub mod crash;
pub mod crowded_house;
pub mod device_store;
pub mod four_player;
pub mod handoff;
pub mod licences;
pub mod one_sane_man;
pub mod pages;
pub mod prerender;
pub mod route;
pub mod rules;
pub mod shared_code;
pub mod shell;
pub mod sound;
pub mod standard;
pub mod transfer;

pub use app::App;

/// Mounts the app on the page body, in place of the page drawn at build
/// time ([`prerender`]), drawing `pages` (see `crate::registry`).
pub fn mount(pages: app::Pages) {
    crash::install();
    app::hold(pages);
    leptos::mount::mount_to_body(App);
    prerender::take_over();
}
