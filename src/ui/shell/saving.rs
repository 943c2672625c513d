//! A table in play kept on the device: saved after every change under the
//! id the address names (so a reload reopens it), and saved again with the
//! time used so far when the page is left or hidden, so none is lost.

use leptos::prelude::*;

use super::store;
use super::{TableGame, clock};
use crate::ai::clock::now_ms;
use crate::games::pass_table::PassTable;
use crate::ui::route::{Opening, Route};
use crate::ui::transfer::show_address;

/// Keeps `table` saved under `save_id` while there is one; returns the
/// signal of the last save's problem (a full device, say).
pub fn keep_saved<G: TableGame>(
    table: RwSignal<Option<PassTable<G>>>,
    save_id: RwSignal<Option<String>>,
) -> RwSignal<Option<String>> {
    let save_problem = RwSignal::new(None::<String>);
    // The address names the save on screen, so a reload reopens it.
    Effect::new(move |_| {
        if let Some(id) = save_id.get() {
            show_address(
                &Route::Table {
                    game: G::ID,
                    opening: Opening::Save(id),
                }
                .href(),
            );
        }
    });
    // Saved after every change.
    Effect::new(move |_| {
        let Some(id) = save_id.get() else { return };
        let text = table.with(|t| t.as_ref().map(|t| store::encode_for_device(t, now_ms())));
        if let Some(text) = text {
            save_problem.set(store::save(&id, &text).err());
        }
    });
    // Leaving the page (a reload, a closed tab, another app in front)
    // saves the time used so far in this turn, so it is not lost.
    let keep_time = move || {
        let Some(id) = save_id.get_untracked() else {
            return;
        };
        if !clock::running(table) {
            return;
        }
        let at = now_ms();
        table.update_untracked(|t| {
            if let Some(t) = t.as_mut() {
                t.checkpoint_clock(at);
            }
        });
        let text = table.with_untracked(|t| t.as_ref().map(|t| store::encode_for_device(t, at)));
        if let Some(text) = text {
            save_problem.set(store::save(&id, &text).err());
        }
    };
    let on_hide = window_event_listener(leptos::ev::pagehide, move |_| keep_time());
    let on_hidden = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let hidden = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.hidden());
        if hidden {
            keep_time();
        }
    });
    on_cleanup(move || {
        on_hide.remove();
        on_hidden.remove();
    });
    save_problem
}
