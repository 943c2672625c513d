//! The lobby: every game of the collection, with its player count, a
//! one-line pitch, its rules and, once a table exists, a way to play.

use leptos::prelude::*;

use crate::ui::catalogue::{Availability, GAMES, GameInfo};
use crate::ui::route::Route;

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
                {action}
            </div>
        </li>
    }
}
