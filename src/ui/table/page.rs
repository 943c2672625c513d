//! The table page: what the address asks for. A shared game is imported,
//! saved and reopened under its own key (so a reload keeps it); a saved
//! game opens by its key; otherwise the new-game form.

use leptos::prelude::*;

use super::StandardSetup;
use super::new_game::NewGame;
use super::play::Play;
use super::saves;
use super::session::Session;

/// The standard chess table.
#[component]
pub fn StandardTable(setup: StandardSetup) -> impl IntoView {
    if let Some(pgn) = &setup.pgn {
        return match Session::import(pgn) {
            Ok(session) => {
                let key = saves::new_key(super::now_ms());
                let saved = saves::save(&key, &session);
                replace_address(&StandardSetup {
                    game: Some(key.clone()),
                    ..StandardSetup::default()
                });
                let notice = saved
                    .err()
                    .map(|problem| format!("The game will not be saved: {problem}."))
                    .unwrap_or_default();
                view! { <section class="chess-table playing"><Play key session notice /></section> }
                    .into_any()
            }
            Err(problem) => {
                let notice = format!("The shared game cannot be opened. {problem}");
                view! { <section class="chess-table"><NewGame setup notice /></section> }.into_any()
            }
        };
    }
    if let Some(key) = setup.game.clone() {
        return match saves::load(&key) {
            Ok(mut session) => {
                session.resume_clock(super::now_ms());
                view! { <section class="chess-table playing"><Play key session notice="" /></section> }
                    .into_any()
            }
            Err(problem) => {
                view! { <section class="chess-table"><NewGame setup notice=problem /></section> }
                    .into_any()
            }
        };
    }
    view! { <section class="chess-table"><NewGame setup notice="" /></section> }.into_any()
}

/// Replaces this page's address (no new history entry), keeping the
/// query (such as `?embed`) before the hash.
fn replace_address(setup: &StandardSetup) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let (Ok(origin), Ok(path), Ok(query)) =
        (location.origin(), location.pathname(), location.search())
    else {
        return;
    };
    let _ = location.replace(&format!("{origin}{path}{query}{}", setup.href()));
}
