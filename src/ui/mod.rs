//! Leptos components: what a person sees and touches.

pub mod handoff;

use leptos::prelude::*;

/// Mounts the whole app on the page body.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// The root component.
#[component]
pub fn App() -> impl IntoView {
    view! { <main><h1>"Parlour"</h1></main> }
}
