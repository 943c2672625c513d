//! The export and share screen of the shared table: the game's save text
//! to copy or download, and a `?shared=` link when the game holds no
//! secret (or has ended) or has a share that holds none. A running game's
//! secrets are shown only after the table says so, since anyone who reads
//! the text knows them.

use leptos::prelude::*;

use crate::ui::catalogue::GameId;
use crate::ui::route::{Opening, Route};
use crate::ui::transfer::{copy_to_clipboard, download, site_address};

/// The address that opens `text` (a save text) on any device.
pub fn share_link(game: GameId, text: &str) -> String {
    let route = Route::Table {
        game,
        opening: Opening::Shared(text.to_string()),
    };
    format!("{}{}", site_address(), route.href())
}

/// The export and share screen.
#[component]
pub fn Record(
    /// The game.
    game: GameId,
    /// Its save text.
    text: String,
    /// Whether the text holds secrets some player may not know yet.
    holds_secrets: bool,
    /// A share text of the running game holding none of its secrets
    /// ([`crate::ui::shell::TableGame::public_share`]), when it has one.
    public_text: Option<String>,
    /// Back to the table.
    #[prop(into)]
    on_close: Callback<()>,
) -> impl IntoView {
    let revealed = RwSignal::new(!holds_secrets);
    let message = RwSignal::new(None::<String>);
    let file_name = format!("parlour-{}.json", game.slug());
    let dealt_anew = holds_secrets && public_text.is_some();
    let link = if holds_secrets {
        public_text.map(|public| share_link(game, &public))
    } else {
        Some(share_link(game, &text))
    };
    let link_view = link.map(|link| {
        let copy_link = link.clone();
        let words = if dealt_anew {
            "Opens this game, as it stands, on any device. It holds no secret: whoever opens it is dealt them anew."
        } else {
            "Opens this game, as it stands, on any device."
        };
        view! {
            <h3>"Share link"</h3>
            <p class="small">{words}</p>
            <input type="text" class="share-link" readonly aria-label="Share link" prop:value=link />
            <button type="button" class="button" on:click=move |_| {
                let link = copy_link.clone();
                leptos::task::spawn_local(async move {
                    let done = copy_to_clipboard(&link).await;
                    message.set(Some(if done { "Link copied." } else { "The browser would not copy; select the link and copy it." }.to_string()));
                });
            }>"Copy link"</button>
        }
    });
    let body = {
        let text = text.clone();
        move || {
            if !revealed.get() {
                let when = if dealt_anew {
                    ""
                } else {
                    " A share link can be made once the game has ended."
                };
                return view! {
                    <p>{format!("The exported game holds every player's secrets: whoever reads it knows them.{when}")}</p>
                    <button type="button" class="button" on:click=move |_| revealed.set(true)>
                        "Show the export anyway"
                    </button>
                }
                .into_any();
            }
            let copied = text.clone();
            let saved = text.clone();
            let name = file_name.clone();
            view! {
                <h3>"Export"</h3>
                <textarea class="export-text" rows="6" readonly aria-label="Exported game" prop:value=text.clone()></textarea>
                <div class="row">
                    <button type="button" class="button" on:click=move |_| {
                        let text = copied.clone();
                        leptos::task::spawn_local(async move {
                            let done = copy_to_clipboard(&text).await;
                            message.set(Some(if done { "Game copied." } else { "The browser would not copy; select the text and copy it." }.to_string()));
                        });
                    }>"Copy"</button>
                    <button type="button" class="button" on:click=move |_| {
                        if !download(&name, "application/json", &saved) {
                            message.set(Some("The browser would not download; copy the text instead.".to_string()));
                        }
                    }>"Download file"</button>
                </div>
            }
            .into_any()
        }
    };
    view! {
        <section class="record" aria-labelledby="record-title">
            <h2 id="record-title">"Export or share"</h2>
            {link_view}
            {body}
            {move || message.get().map(|m| view! { <p role="status">{m}</p> })}
            <button type="button" class="button primary" on:click=move |_| on_close.run(())>
                "Back to the game"
            </button>
        </section>
    }
}
