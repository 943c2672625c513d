//! A table in play kept on the device: saved after every change under the
//! id the address names (so a reload reopens it), and saved again with the
//! time used so far when the page is left or hidden, so none is lost.
//!
//! A change is saved once the frame that shows it is drawn, so a move is
//! seen before it is written (the save encodes the whole game). A change
//! still to be written is written at once when the page is left or hidden
//! and when the table goes; the table is written before it turns to a new
//! game.

use std::time::Duration;

use leptos::prelude::*;

use super::store;
use super::{TableGame, clock};
use crate::ai::clock::now_ms;
use crate::games::pass_table::PassTable;
use crate::ui::route::{Opening, Route};
use crate::ui::shared_code::effect;
use crate::ui::transfer::show_address;

/// The saving of one table: its last problem (a full device, say), and a
/// way to write a save still to come at once.
pub struct Saving<G: TableGame> {
    table: RwSignal<Option<PassTable<G>>>,
    save_id: RwSignal<Option<String>>,
    /// Whether a change waits to be written.
    pending: StoredValue<bool>,
    /// The last save's problem, if it failed.
    pub problem: RwSignal<Option<String>>,
}

impl<G: TableGame> Clone for Saving<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Saving<G> {}

impl<G: TableGame> Saving<G> {
    /// Keeps `table` saved under `save_id` while there is one.
    pub fn keep(
        table: RwSignal<Option<PassTable<G>>>,
        save_id: RwSignal<Option<String>>,
    ) -> Saving<G> {
        let saving = Saving {
            table,
            save_id,
            pending: StoredValue::new(false),
            problem: RwSignal::new(None),
        };
        // The address names the save on screen, so a reload reopens it.
        effect(move || {
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
        // Every change is written after the frame that shows it.
        effect(move || {
            save_id.track();
            table.track();
            if saving.pending.get_value() {
                return;
            }
            saving.pending.set_value(true);
            request_animation_frame(move || {
                set_timeout(move || saving.write_pending(), Duration::ZERO);
            });
        });
        on_cleanup(move || saving.write_pending());
        // Leaving the page (a reload, a closed tab, another app in front)
        // writes what waits, with the time used so far in this turn.
        let keep_time = move || {
            if clock::running(table) {
                let at = now_ms();
                table.update_untracked(|t| {
                    if let Some(t) = t.as_mut() {
                        t.checkpoint_clock(at);
                    }
                });
                saving.write();
            } else {
                saving.write_pending();
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
        saving
    }

    /// Writes the table now if a change waits to be written.
    fn write_pending(self) {
        if self.pending.try_get_value() == Some(true) {
            self.write();
        }
    }

    /// Writes the table now, whether or not a change waits (a change made
    /// in this same task has not told the saving yet). A save queued when
    /// the table is gone finds nothing to write (reading the table then
    /// would stop the app).
    pub fn write(self) {
        if self.pending.try_set_value(false).is_some() {
            return;
        }
        let Some(Some(id)) = self.save_id.try_get_untracked() else {
            return;
        };
        let text = self
            .table
            .try_with_untracked(|t| t.as_ref().map(|t| store::encode_for_device(t, now_ms())))
            .flatten();
        if let Some(text) = text {
            let problem = store::save(&id, &text).err();
            let _ = self.problem.try_set(problem);
        }
    }
}
