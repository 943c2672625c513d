//! The friendly page for addresses that are not pages, or whose settings
//! cannot be read.

use leptos::prelude::*;

use crate::registry::Catalogued;
use crate::ui::route::{Opening, Route, RouteError};

/// Explains what was wrong with the address and leads on: to a new game
/// of the table an older link named, and back to the games.
#[component]
pub fn NotFound(reason: RouteError) -> impl IntoView {
    let (advice, new_game) = match &reason {
        RouteError::OlderLink(game) => {
            let setup = Route::Table {
                game: *game,
                opening: Opening::Setup,
            };
            (
                "Games saved or shared before Parlour's shared table no longer open.".to_string(),
                Some((
                    setup.href(),
                    format!("Start a new game of {}", game.info().name),
                )),
            )
        }
        _ => (
            "The link may be mistyped or from a newer version of Parlour.".to_string(),
            None,
        ),
    };
    // One primary button: the new game when there is one.
    let back_class = if new_game.is_some() {
        "button"
    } else {
        "button primary"
    };
    view! {
        <section class="not-found" data-page="not-found">
            <h1>"This square is empty"</h1>
            <p class="lede">{reason.to_string()}</p>
            <p>{advice}</p>
            <p class="row">
                {new_game.map(|(href, words)| view! {
                    <a class="button primary new-game" href=href>{words}</a>
                })}
                <a class=back_class href="#/">"Back to the games"</a>
            </p>
        </section>
    }
}
