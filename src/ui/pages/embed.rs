//! Offers the iframe snippet that embeds Parlour in another page.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::ui::transfer::{copy_to_clipboard, site_address};

/// The snippet for this site's address, with `?embed` for the compact layout.
pub fn embed_snippet(site: &str) -> String {
    format!(
        "<iframe src=\"{site}?embed#/\" title=\"Parlour: chess for the whole table\" \
         style=\"width:100%;max-width:720px;aspect-ratio:3/4;border:0\" \
         allow=\"clipboard-write\" loading=\"lazy\"></iframe>"
    )
}

/// The embed page: the snippet, a copy button and a link to the example.
#[component]
pub fn Embed() -> impl IntoView {
    let snippet = embed_snippet(&site_address());
    let copied = RwSignal::new(None::<bool>);
    let to_copy = snippet.clone();
    let copy = move |_| {
        let text = to_copy.clone();
        spawn_local(async move {
            copied.set(Some(copy_to_clipboard(&text).await));
        });
    };
    view! {
        <section class="embed-page">
            <h1>"Put Parlour on your page"</h1>
            <p class="lede">
                "Paste this into your site. The "<code>"?embed"</code>" address gives a compact, "
                "board-first layout without Parlour's header and footer, and it fills whatever box "
                "you give the frame."
            </p>
            <label for="embed-snippet">"Embed code"</label>
            <textarea id="embed-snippet" readonly rows="4" spellcheck="false">{snippet}</textarea>
            <p class="row">
                <button type="button" class="button primary" on:click=copy>"Copy code"</button>
                <span role="status" class="copy-status">
                    {move || match copied.get() {
                        Some(true) => "Copied.",
                        Some(false) => "Copying failed: select the code and copy it by hand.",
                        None => "",
                    }}
                </span>
            </p>
            <p><a href="embed-example.html">"See an example page with Parlour embedded"</a></p>
        </section>
    }
}
