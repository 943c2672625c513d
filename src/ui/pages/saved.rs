//! The "Saved games" page: every game kept on this device, newest first,
//! with its game, players, date, a small picture of its boards as
//! everybody may see them, its number of moves and how it stands (whose
//! turn, or the result), a resume link and a delete button (saves from
//! before pictures show their words only). Saves that cannot be opened are listed with the reason.

use leptos::prelude::*;

use crate::registry::Catalogued;
use crate::ui::route::{Opening, ReplayAt, Route};
use crate::ui::shell::preview::{BoardThumbnail, Preview, moves_words};
use crate::ui::shell::store::{self, SaveHeader};

/// One save of the shared table, in the list.
#[component]
fn SaveRow(
    id: String,
    header: Result<SaveHeader, String>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let delete_id = id.clone();
    let delete = view! {
        <button type="button" class="button" on:click=move |_| on_delete.run(delete_id.clone())>
            "Delete"
        </button>
    };
    match header.map(|h| (h.game_id(), h)) {
        Ok((Some(game), header)) => {
            // A finished game opens as its replay, at its end.
            let save = Opening::Save(id.clone());
            let opening = if header.over {
                Opening::Replay {
                    of: Box::new(save),
                    at: ReplayAt::End,
                }
            } else {
                save
            };
            let href = Route::Table { game, opening }.href();
            let (pictures, moves) = match header.preview {
                Some(Preview { moves, boards }) => {
                    let count = boards.len();
                    let columns = (1..).find(|c| c * c >= count).unwrap_or(1);
                    let pictures = view! {
                        <div class="saved-preview" data-boards=count style=format!("--columns: {columns}")>
                            {boards.into_iter().map(|board| view! { <BoardThumbnail board /> }).collect_view()}
                        </div>
                    };
                    (Some(pictures), Some(moves_words(moves)))
                }
                None => (None, None),
            };
            view! {
                <li class="saved-game" data-game=game.slug()>
                    <div class="saved-game-head">
                        <h2>{game.info().name}</h2>
                        <span class="small">{store::date_words(header.saved_ms)}</span>
                    </div>
                    <div class="saved-game-body">
                        {pictures}
                        <div class="saved-words">
                            <p class="saved-players">{header.players.join(", ")}</p>
                            {moves.map(|moves| view! { <p class="small saved-moves">{moves}</p> })}
                            <p class="small saved-status">{header.status}</p>
                        </div>
                    </div>
                    <div class="row">
                        <a class="button primary" href=href>{if header.over { "Replay" } else { "Resume" }}</a>
                        {delete}
                    </div>
                </li>
            }
            .into_any()
        }
        Ok((None, header)) => view! {
            <li class="saved-game unreadable">
                <p>{format!("A game this version of Parlour does not know (\u{201c}{}\u{201d}).", header.game)}</p>
                {delete}
            </li>
        }
        .into_any(),
        Err(reason) => view! {
            <li class="saved-game unreadable">
                <p>{format!("A save that cannot be opened: {reason}")}</p>
                {delete}
            </li>
        }
        .into_any(),
    }
}

/// The page.
#[component]
pub fn Saved() -> impl IntoView {
    let saves = RwSignal::new(store::list());
    let on_delete = Callback::new(move |id: String| {
        store::remove(&id);
        saves.set(store::list());
    });
    let rows = move || {
        saves
            .get()
            .into_iter()
            .map(|(id, header)| view! { <SaveRow id header on_delete /> })
            .collect_view()
    };
    view! {
        <section class="saved-page" aria-labelledby="saved-title">
            <h1 id="saved-title">"Saved games"</h1>
            <p class="lede">"Games are saved on this device after every move. Nothing leaves it unless you export or share a game."</p>
            <Show when=move || saves.with(Vec::is_empty)>
                <p class="small">"No game played on the shared table is saved here yet."</p>
            </Show>
            <ul class="saved-list">{rows}</ul>
        </section>
    }
}
