//! The Carousel page: the setup form (or a saved table to resume, or an
//! import), then the table itself. The table is saved on this device after
//! every change, and forgotten only when the table starts a new game.

use leptos::prelude::*;

use crate::games::carousel::Carousel;
use crate::games::carousel::cards::{MAX_PLAYERS, MIN_PLAYERS};
use crate::games::random::Random;
use crate::ui::route::Route;

use super::flow::Table;
use super::screens::{Frame, TableScreen};
use super::storage;

/// `#/play/carousel`, with a shared game when the link carries one.
#[component]
pub fn CarouselPage(shared: Option<String>) -> impl IntoView {
    let table: RwSignal<Option<Table>> = RwSignal::new(None);
    let notice: RwSignal<Option<String>> = RwSignal::new(None);
    match shared {
        Some(text) => {
            let opened = Random::from_entropy()
                .map_err(|error| error.to_string())
                .and_then(|random| storage::open_shared(&text, random).map_err(|error| error.0));
            match opened {
                Ok(opened) => table.set(Some(opened)),
                Err(error) => notice.set(Some(error)),
            }
        }
        None => match storage::load() {
            Ok(saved) => table.set(saved),
            Err(message) => notice.set(Some(message)),
        },
    }
    let save_problem: RwSignal<Option<String>> = RwSignal::new(None);
    Effect::new(move |_| {
        let saved = table.with(|table| table.as_ref().map(storage::save));
        save_problem.set(saved.and_then(Result::err));
    });
    let frame = Memo::new(move |_| table.with(|table| table.as_ref().map(Frame::of)));
    view! {
        <section class="carousel" data-game="carousel">
            <nav aria-label="Breadcrumb" class="crumbs">
                <a href="#/">"\u{2190} All games"</a>
                " \u{b7} "
                <a href=Route::Rules(crate::ui::catalogue::GameId::Carousel).href()>"Rules"</a>
            </nav>
            <h1>"Carousel Chess"</h1>
            {move || notice.get().map(|text| view! { <p class="notice" role="alert">{text}</p> })}
            {move || save_problem.get().map(|text| view! { <p class="notice save-problem" role="alert">{text}</p> })}
            {move || match frame.get() {
                None => view! { <Setup table notice /> }.into_any(),
                Some(frame) => view! { <TableScreen table frame /> }.into_any(),
            }}
        </section>
    }
}

/// Names, the board option, and Start; or paste an exported game.
#[component]
fn Setup(table: RwSignal<Option<Table>>, notice: RwSignal<Option<String>>) -> impl IntoView {
    let count = RwSignal::new(5usize);
    let names: Vec<RwSignal<String>> = (1..=MAX_PLAYERS)
        .map(|n| RwSignal::new(format!("Player {n}")))
        .collect();
    let face_player = RwSignal::new(false);
    let import = RwSignal::new(String::new());
    let names_for_start = names.clone();
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let chosen: Vec<String> = names_for_start[..count.get_untracked()]
            .iter()
            .map(|name| name.get_untracked())
            .collect();
        match Carousel::with_entropy(&chosen) {
            Ok(game) => {
                notice.set(None);
                table.set(Some(Table::new(game, face_player.get_untracked())));
            }
            Err(error) => notice.set(Some(error.0)),
        }
    };
    let import_game = move |_| match storage::import_text(&import.get_untracked()) {
        Ok(imported) => {
            notice.set(None);
            table.set(Some(imported));
        }
        Err(error) => notice.set(Some(error.0)),
    };
    let name_fields = names
        .into_iter()
        .enumerate()
        .map(|(index, name)| {
            let id = format!("carousel-name-{}", index + 1);
            view! {
                <Show when=move || index < count.get()>
                    <label class="name-field" for=id.clone()>
                        {format!("Player {}", index + 1)}
                        <input
                            id=id.clone()
                            name=id.clone()
                            maxlength="24"
                            prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                    </label>
                </Show>
            }
        })
        .collect_view();
    view! {
        <form class="carousel-setup" on:submit=start>
            <label for="carousel-count">
                "Players "
                <select id="carousel-count" name="count" on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse() {
                        count.set(n);
                    }
                }>
                    {(MIN_PLAYERS..=MAX_PLAYERS)
                        .map(|n| view! { <option value=n.to_string() selected=n == 5>{n}</option> })
                        .collect_view()}
                </select>
            </label>
            <fieldset class="names">
                <legend>"Names, in seat order round the table"</legend>
                {name_fields}
            </fieldset>
            <label class="check">
                <input
                    type="checkbox"
                    name="face-player"
                    prop:checked=move || face_player.get()
                    on:change=move |ev| face_player.set(event_target_checked(&ev))
                />
                "Turn the board to face the player to move"
            </label>
            <button class="button primary" type="submit">"Deal the cards"</button>
        </form>
        <details class="carousel-import">
            <summary>"Import a saved game"</summary>
            <label for="carousel-import-text">"Paste the exported game"</label>
            <textarea
                id="carousel-import-text"
                rows="4"
                prop:value=move || import.get()
                on:input=move |ev| import.set(event_target_value(&ev))
            ></textarea>
            <button class="button" type="button" on:click=import_game>"Import"</button>
        </details>
    }
}
