//! The rules page of one game.

use leptos::prelude::*;

use super::lobby::lesson_link;
use crate::registry::Catalogued;
use crate::ui::catalogue::{Availability, GameId};
use crate::ui::rules::{Block, rules_of};

/// How to play `game`.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let info = game.info();
    let status = match info.availability {
        Availability::Playable(path) => view! {
            <a class="button primary" href=format!("#{path}")>"Play " {info.name}</a>
        }
        .into_any(),
        Availability::Coming => view! {
            <span class="badge coming">"Coming soon: the table is being built"</span>
        }
        .into_any(),
    };
    view! {
        <article class="rules" data-game=game.slug()>
            <nav aria-label="Breadcrumb" class="crumbs"><a href="#/">"\u{2190} All games"</a></nav>
            <h1>{info.name}</h1>
            <p class="meta">
                <span class="badge players">{info.players_label()}</span>
                {status}
                {lesson_link(game, true)}
            </p>
            {rules_of(game).iter().map(render_block).collect_view()}
        </article>
    }
}

fn render_block(block: &Block) -> AnyView {
    match *block {
        Block::Heading(text) => view! { <h2>{text}</h2> }.into_any(),
        Block::Para(text) => view! { <p>{text}</p> }.into_any(),
        Block::List(items) => view! {
            <ul>{items.iter().map(|item| view! { <li>{*item}</li> }).collect_view()}</ul>
        }
        .into_any(),
    }
}
