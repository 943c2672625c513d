//! The lobby: every game of the collection, with its player count, a
//! one-line pitch, its rules and, once a table exists, a way to play.

use leptos::prelude::*;

use crate::games::lesson::LESSONS;
use crate::registry::Catalogued;
use crate::ui::catalogue::{Availability, GAMES, GameId, GameInfo};
use crate::ui::route::{Opening, Route};

/// The list of games.
#[component]
pub fn Lobby() -> impl IntoView {
    view! {
        <section class="intro">
            <h1>"Chess for the whole table"</h1>
            <p class="lede">
                "Games for three, four, nine players around one tablet. Parlour keeps everyone's "
                "secrets, enforces the rules and keeps the score. Nothing leaves this device."
            </p>
        </section>
        <ul class="game-list" aria-label="Games">
            {GAMES.iter().map(|game| view! { <GameCard game /> }).collect_view()}
        </ul>
    }
}

#[component]
fn GameCard(game: &'static GameInfo) -> impl IntoView {
    let action = match game.availability {
        Availability::Playable(path) => view! {
            <a class="button primary" href=format!("#{path}")>"Play"</a>
        }
        .into_any(),
        Availability::Coming => {
            view! { <span class="badge coming">"Coming soon"</span> }.into_any()
        }
    };
    view! {
        <li class="game-card" data-game=game.id.slug()>
            <div class="game-card-head">
                <h2>{game.name}</h2>
                <span class="badge players">{game.players_label()}</span>
            </div>
            <p class="pitch">{game.pitch}</p>
            <div class="game-card-actions">
                <a class="button" href=Route::Rules(game.id).href()>
                    "Rules"<span class="visually-hidden">{format!(" of {}", game.name)}</span>
                </a>
                {lesson_link(game.id, false)}
                {action}
            </div>
        </li>
    }
}

/// The link to `entry`'s lesson, if it has one, ticked once this device
/// finished it (the page's own script ticks the link of a page drawn at
/// build time, before the app runs); "Learn by playing" when `full`, else
/// "Learn" (the lobby's cards), read out in full.
pub fn lesson_link(entry: GameId, full: bool) -> Option<impl IntoView> {
    let slug = entry.slug();
    let name = entry.info().name;
    LESSONS.contains(&entry).then(|| {
        let done = finished(entry);
        view! {
            <a class="button lesson-link" class:finished=done data-lesson=slug
                href=Route::Table { game: entry, opening: Opening::Lesson }.href()>
                {if full {
                    "Learn by playing".into_any()
                } else {
                    view! { "Learn"<span class="visually-hidden">{format!(" {name} by playing")}</span> }.into_any()
                }}
                {done.then(|| view! {
                    <span class="lesson-tick">" \u{2713}"</span>
                    <span class="visually-hidden">" (finished)"</span>
                })}
            </a>
        }
    })
}

/// Whether this device finished `entry`'s lesson; never, for the pages
/// drawn at build time.
fn finished(entry: GameId) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        crate::ui::shell::lesson::finished(entry)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = entry;
        false
    }
}
