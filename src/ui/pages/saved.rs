//! The "Saved games" page: every game kept on this device, newest first,
//! with its game, players, date, a small picture of its boards as
//! everybody may see them, its number of moves and how it stands (whose
//! turn, or the result), a resume link and a delete button (saves from
//! before pictures show their words only). Saves that cannot be opened are listed with the reason.
//! No game keeps its own table any more: the games the chess, Four Player,
//! Carousel and One Sane Man tables kept before the shared table join the
//! list.

use leptos::prelude::*;

use crate::ai::clock::now_ms;
use crate::games::carousel::Carousel;
use crate::games::four_player::FourPlayer;
use crate::games::one_sane_man::OneSaneMan;
use crate::games::standard::Standard;

use crate::registry::Catalogued;
use crate::ui::device_store;
use crate::ui::route::{Opening, Route};
use crate::ui::shell::TableGame;
use crate::ui::shell::preview::{BoardThumbnail, Preview, moves_words};
use crate::ui::shell::store::{self, SaveHeader};

/// Where the Four Player table kept its game before the shared table.
const FOUR_PLAYER_KEY: &str = "parlour.four-player";
/// Where The One Sane Man's table kept its game before the shared table,
/// and beside it the game's clocks (read no more: the adopted game's
/// clocks start afresh, and go with the game).
const ONE_SANE_MAN_KEY: &str = "parlour.one-sane-man";
const ONE_SANE_MAN_CLOCKS_KEY: &str = "parlour.one-sane-man.clocks";

/// Where the Carousel table kept its game before the shared table.
const CAROUSEL_KEY: &str = "parlour.carousel";

/// Moves the game `G`'s older table kept under `key` into the saves;
/// the message for the player when it cannot be read.
fn adopt<G: TableGame>(key: &str) -> Option<String> {
    let reason = store::adopt::<G>(key, now_ms())?.err()?;
    Some(format!(
        "The {} game saved by an earlier version of Parlour: {reason}",
        G::ID.info().name
    ))
}

/// Where the chess table kept each game before the shared table: this
/// prefix and the milliseconds it started at.
const CHESS_PREFIX: &str = "parlour.standard.";

/// Moves the games the chess table kept into the saves, each dated when
/// it started; the messages for those that cannot be read (left where
/// they are).
fn adopt_chess() -> Vec<String> {
    let now = now_ms();
    let keys: Vec<String> = device_store::storage()
        .map(|storage| {
            (0..storage.length().unwrap_or(0))
                .filter_map(|index| storage.key(index).ok().flatten())
                .filter(|key| key.starts_with(CHESS_PREFIX) && !key.ends_with(".damaged"))
                .collect()
        })
        .unwrap_or_default();
    keys.iter()
        .enumerate()
        .filter_map(|(index, key)| {
            let started = key[CHESS_PREFIX.len()..]
                .parse::<f64>()
                .unwrap_or(now + index as f64);
            let reason = store::adopt::<Standard>(key, started)?.err()?;
            Some(format!(
                "The chess game \u{201c}{key}\u{201d} saved by an earlier version of Parlour: {reason}"
            ))
        })
        .collect()
}

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
            let href = Route::Table {
                game,
                opening: Opening::Save(id.clone()),
            }
            .href();
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
                        <a class="button primary" href=href>"Resume"</a>
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
    let adopted: Vec<String> = [
        adopt::<FourPlayer>(FOUR_PLAYER_KEY),
        adopt::<Carousel>(CAROUSEL_KEY),
        adopt::<OneSaneMan>(ONE_SANE_MAN_KEY),
    ]
    .into_iter()
    .flatten()
    .chain(adopt_chess())
    .collect();
    if device_store::read(ONE_SANE_MAN_KEY).is_none() {
        device_store::remove(ONE_SANE_MAN_CLOCKS_KEY);
    }
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
            {adopted.into_iter().map(|message| view! {
                <p class="notice problem" role="alert">{message}</p>
            }).collect_view()}
            <Show when=move || saves.with(Vec::is_empty)>
                <p class="small">"No game played on the shared table is saved here yet."</p>
            </Show>
            <ul class="saved-list">{rows}</ul>
        </section>
    }
}
