//! Offers the iframe snippet that embeds Parlour in another page: the
//! lobby, or one game's table.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::registry::Catalogued;
use crate::ui::catalogue::{GAMES, GameId};
use crate::ui::shared_code::{memo, redrawn};
use crate::ui::shell::widgets::Segmented;
use crate::ui::transfer::{copy_to_clipboard, site_address};

/// The snippet for this site's address, with `?embed` for the compact
/// layout: the lobby, or the table of `game` (its setup screen).
pub fn embed_snippet(site: &str, game: Option<GameId>) -> String {
    let (page, title) = match game {
        None => (
            "#/".to_string(),
            "Parlour: chess for the whole table".to_string(),
        ),
        Some(game) => (
            format!("#/play/{}", game.slug()),
            format!("Parlour: {}", game.info().name),
        ),
    };
    frame_snippet(&format!("{site}?embed{page}"), &title)
}

/// The iframe snippet that shows the app's page at `src` (an address with
/// `?embed`), titled `title` for screen readers.
pub fn frame_snippet(src: &str, title: &str) -> String {
    let src = src.replace('&', "&amp;").replace('"', "&quot;");
    let title = title.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" \
         style=\"width:100%;max-width:720px;aspect-ratio:3/4;border:0\" \
         allow=\"clipboard-write\" loading=\"lazy\"></iframe>"
    )
}

/// The embed page: what to embed, the snippet, a copy button and a link
/// to the example.
#[component]
pub fn Embed() -> impl IntoView {
    let site = site_address();
    let game = RwSignal::new(None::<GameId>);
    let snippet = memo(move || embed_snippet(&site, game.get()));
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        let text = snippet.get_untracked();
        spawn_local(async move {
            copied.set(Some(copy_to_clipboard(&text).await));
        });
    };
    let options: Vec<(Option<GameId>, String)> = std::iter::once((None, "The lobby".to_string()))
        .chain(GAMES.iter().map(|g| (Some(g.id), g.name.to_string())))
        .collect();
    view! {
        <section class="embed-page">
            <h1>"Put Parlour on your page"</h1>
            <p class="lede">
                "Paste this into your site. The "<code>"?embed"</code>" address gives a compact, "
                "board-first layout without Parlour's header and footer, and it fills whatever box "
                "you give the frame."
            </p>
            <p class="embed-choice-label">"What the frame opens"</p>
            <Segmented label="What the frame opens" options value=game
                on_change=move |choice| {
                    copied.set(None);
                    game.set(choice);
                } />
            <label for="embed-snippet">"Embed code"</label>
            <textarea id="embed-snippet" readonly rows="4" spellcheck="false"
                prop:value=move || snippet.get()>{snippet.get_untracked()}</textarea>
            <p class="row">
                <button type="button" class="button primary" on:click=copy>"Copy code"</button>
                <span role="status" class="copy-status">
                    {redrawn(move || match copied.get() {
                        Some(true) => "Copied.",
                        Some(false) => "Copying failed: select the code and copy it by hand.",
                        None => "",
                    })}
                </span>
            </p>
            <p><a href="embed-example.html">"See an example page with Parlour embedded"</a></p>
        </section>
    }
}
