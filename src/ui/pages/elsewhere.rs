//! The page of a route that another build of the app draws (each game's
//! table is a build of its own, see `crate::registry`): the page loads
//! again, with the build that draws it.

use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};

use crate::registry::build_for;
use crate::ui::route::Route;

/// Asks the page to load again with `build` (`window.parlourSwitch`,
/// written by the build's prerender). False when the page cannot, or
/// `build` is the one running.
fn switch_to(build: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    js_sys::Reflect::get(&window, &JsValue::from_str("parlourSwitch"))
        .ok()
        .and_then(|switch| switch.dyn_into::<js_sys::Function>().ok())
        .and_then(|switch| switch.call1(&window, &JsValue::from_str(build)).ok())
        .is_some_and(|switched| switched.is_truthy())
}

/// "Opening…" while the page loads the build that draws `route`, or,
/// when it cannot, says so and leads back to the games.
#[component]
pub fn Elsewhere(route: Route) -> impl IntoView {
    if switch_to(&build_for(&route)) {
        return view! { <p class="app-status" role="status">"Opening\u{2026}"</p> }.into_any();
    }
    view! {
        <section class="not-found" data-page="elsewhere">
            <h1>"This page could not be opened"</h1>
            <p class="lede">"This copy of Parlour does not hold the page this address names."</p>
            <p>"Reload the page; if it comes back, the site was only partly updated."</p>
            <p class="row">
                <a class="button primary" href="#/">"Back to the games"</a>
            </p>
        </section>
    }
    .into_any()
}
