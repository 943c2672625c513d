//! The export and share screen of the shared table: the game's save text
//! to copy or download, and a `?shared=` link when the game holds no
//! secret (or has ended) or has a share that holds none, and the game in
//! the other formats it offers ([`super::TableGame::exports`]: chess's PGN
//! and FEN). A running game's
//! secrets are shown only after the table says so, since anyone who reads
//! the text knows them.

use leptos::prelude::*;

use super::Export;
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
    /// The game in other formats.
    #[prop(optional)]
    exports: Vec<Export>,
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
            let formats = exports
                .clone()
                .into_iter()
                .map(|export| {
                    let Export {
                        name,
                        file_name,
                        mime,
                        text,
                    } = export;
                    let copied = text.clone();
                    let saved = text.clone();
                    let what = name.clone();
                    view! {
                        <h3>{name.clone()}</h3>
                        <textarea class="export-format" rows="4" readonly data-format=name.clone()
                            aria-label=name.clone() prop:value=text></textarea>
                        <div class="row">
                            <button type="button" class="button copy-format" data-format=name.clone() on:click=move |_| {
                                let text = copied.clone();
                                let what = what.clone();
                                leptos::task::spawn_local(async move {
                                    let done = copy_to_clipboard(&text).await;
                                    message.set(Some(if done { format!("{what} copied.") } else { "The browser would not copy; select the text and copy it.".to_string() }));
                                });
                            }>{format!("Copy {name}")}</button>
                            <button type="button" class="button download-format" data-format=name.clone() on:click=move |_| {
                                if !download(&file_name, &mime, &saved) {
                                    message.set(Some("The browser would not download; copy the text instead.".to_string()));
                                }
                            }>{format!("Download {name}")}</button>
                        </div>
                    }
                })
                .collect_view();
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
                {formats}
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
