//! The friendly page for addresses that are not pages, or whose settings
//! cannot be read.

use leptos::prelude::*;

use crate::ui::route::RouteError;

/// Explains what was wrong with the address and leads back to the games.
#[component]
pub fn NotFound(reason: RouteError) -> impl IntoView {
    view! {
        <section class="not-found" data-page="not-found">
            <h1>"This square is empty"</h1>
            <p class="lede">{reason.to_string()}</p>
            <p>"The link may be mistyped or from a newer version of Parlour."</p>
            <p><a class="button primary" href="#/">"Back to the games"</a></p>
        </section>
    }
}
