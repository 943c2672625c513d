//! The table's own controls, beside the game's: its buttons (Take back for
//! the seat acting, Hide my view, Replay, Export or share, New game), its settings
//! (the computers' pace, coordinates, turning the board) and the peeks,
//! through which each person may look at their own secret between turns.

use leptos::prelude::*;

use super::TableGame;
use super::computer_seats::ComputerSeats;
use super::replay::replay_viewer;
use super::saving::Saving;
use super::widgets::Toggle;
use crate::ai::clock::now_ms;
use crate::games::Viewer;
use crate::games::pass_table::{PassTable, Person, Screen};
use crate::ui::board::BoardPreferences;
use crate::ui::route::{Opening, Route};
use crate::ui::shared_code::memo;
use crate::ui::transfer::show_address;

/// What the table's controls act on.
pub struct TableControls<G: TableGame> {
    pub table: RwSignal<Option<PassTable<G>>>,
    /// The save on screen (none once a new game is asked for).
    pub save_id: RwSignal<Option<String>>,
    /// Whether the export screen is up.
    pub showing_record: RwSignal<bool>,
    /// Whose replay is up, if one is.
    pub showing_replay: RwSignal<Option<Viewer>>,
    /// The table's saving, finished before the table turns to a new game.
    pub saving: Saving<G>,
    pub computers: ComputerSeats<G>,
    /// Whether any seat is a computer.
    pub has_computers: Signal<bool>,
}

impl<G: TableGame> Clone for TableControls<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for TableControls<G> {}

impl<G: TableGame> TableControls<G> {
    /// Leaves the game (kept in the saves) for the setup screen.
    fn new_game(self) {
        self.saving.write();
        self.computers.forget();
        self.table.set(None);
        self.save_id.set(None);
        self.showing_record.set(false);
        self.showing_replay.set(None);
        show_address(
            &Route::Table {
                game: G::ID,
                opening: Opening::Setup,
            }
            .href(),
        );
    }

    /// A visible way for each person but `except` (whose view is up, or
    /// who is named on the hand-off) to look at their own secret out of
    /// turn, at a table with hand-offs: "Ann: see my card".
    pub fn peek_row(self, except: Option<Person>) -> Option<impl IntoView> {
        let table = self.table;
        let people = table.with_untracked(|t| {
            t.as_ref()
                .filter(|t| t.views_kept_apart())
                .map_or_else(Vec::new, |t| {
                    // People only: a computer has no view to look at.
                    t.sitting()
                        .people
                        .iter()
                        .enumerate()
                        .filter(|&(person, _)| {
                            t.sitting().computer(person).is_none() && Some(person) != except
                        })
                        .map(|(person, name)| (person, name.clone()))
                        .collect::<Vec<_>>()
                })
        });
        (!people.is_empty()).then(|| {
            let secret = G::secret_words();
            let buttons = people
                .into_iter()
                .map(|(person, name)| {
                    view! {
                        <button type="button" class="button peek-person" data-person=person
                            on:click=move |_| table.update(|t| {
                                if let Some(t) = t.as_mut() {
                                    let _ = t.peek(person);
                                }
                            })>{format!("{name}: see my {secret}")}</button>
                    }
                })
                .collect_view();
            view! {
                <div class="peek" role="group" aria-label=format!("Look at your own {secret}")>
                    <p class="small">{format!("Anyone else may look at their own {secret} between turns:")}</p>
                    <div class="row">{buttons}</div>
                </div>
            }
        })
    }

    /// The table's buttons: Take back (while `acting` says the seat whose
    /// view is up acts), Hide my view, Replay, Export or share, New game;
    /// in the bar beside the board. Drawn anew only when the buttons
    /// offered change, not at every move.
    pub fn buttons(self, acting: Signal<bool>) -> impl IntoView {
        let TableControls {
            table,
            showing_record,
            showing_replay,
            computers,
            ..
        } = self;
        // Each a memo of its own (plain flags, as the other memos hold).
        let offered = move |flag: fn(&PassTable<G>, bool) -> bool| {
            memo(move || {
                let acting = acting.get();
                table.with(|t| t.as_ref().is_some_and(|t| flag(t, acting)))
            })
        };
        let take_back = offered(|t, acting| acting && t.can_take_back());
        let hands_off = offered(|t, _| t.views_kept_apart());
        let played = offered(|t, _| t.action_count() > 0);
        move || {
            let (take_back, hands_off, played) = (take_back.get(), hands_off.get(), played.get());
            view! {
                <div class="controls">
                    {take_back.then(|| view! {
                        <button type="button" class="button takeback" on:click=move |_| {
                            computers.forget();
                            table.update(|t| {
                                if let Some(t) = t.as_mut() {
                                    let _ = t.take_back(now_ms());
                                }
                            });
                        }>"Take back"</button>
                    })}
                    {hands_off.then(|| view! {
                        <button type="button" class="button hide-view" on:click=move |_| table.update(|t| {
                            if let Some(t) = t.as_mut() {
                                t.hide();
                            }
                        })>"Hide my view"</button>
                    })}
                    {played.then(|| view! {
                        <button type="button" class="button show-replay" on:click=move |_| {
                            let viewer = table.with_untracked(|t| t.as_ref().map(replay_viewer));
                            showing_replay.set(viewer);
                        }>"Replay"</button>
                    })}
                    <button type="button" class="button show-record" on:click=move |_| showing_record.set(true)>
                        "Export or share"
                    </button>
                    <button type="button" class="button" on:click=move |_| self.new_game()>"New game"</button>
                </div>
            }
        }
    }

    /// The table's settings and the peeks, under the game's panel: drawn
    /// anew only when who may peek changes, not at every move.
    pub fn settings(self) -> impl IntoView {
        let table = self.table;
        let hands_off =
            memo(move || table.with(|t| t.as_ref().is_some_and(PassTable::views_kept_apart)));
        // Who may peek: the person whose own view is up (none without secrets).
        let viewer = memo(move || {
            table.with(|t| match t.as_ref().map(|t| (t, t.screen())) {
                Some((t, Screen::Private { seat, .. })) if hands_off.get() => {
                    t.sitting().holders.get(seat).copied()
                }
                _ => None,
            })
        });
        move || {
            let (hands_off, viewer) = (hands_off.get(), viewer.get());
            let peeks = hands_off.then(|| self.peek_row(viewer)).flatten();
            let pace_choice = self
                .has_computers
                .get()
                .then(|| self.computers.pace_choice());
            let coordinates_choice = BoardPreferences::get().map(|preferences| {
                view! {
                    <Toggle label="Coordinates" hint="Files and ranks along the boards' edges."
                        value=preferences.coordinates
                        on_change=move |on| preferences.coordinates.set(on) />
                }
            });
            let turn_choice = G::faces_the_mover()
                .then(BoardPreferences::get)
                .flatten()
                .map(|preferences| {
                    view! {
                        <Toggle label="Turn the board" hint="To the person to move, once the move has landed."
                            value=preferences.turn_board
                            on_change=move |on| preferences.turn_board.set(on) />
                    }
                });
            view! {
                {pace_choice}
                {coordinates_choice}
                {turn_choice}
                {peeks}
            }
        }
    }
}
