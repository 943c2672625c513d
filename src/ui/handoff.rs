//! The hand-off screen of pass-the-device play: between turns it names the
//! player who takes the device next and shows only public information; that
//! player taps (or presses Enter) to reveal their own view.
//!
//! The caller renders this *instead of* a seat's view, never over it, so
//! nothing secret is in the DOM while it is up.

use leptos::prelude::*;

/// A full-screen hand-off to `player`. `children` is public information
/// only (e.g. the public board). `on_reveal` runs when the player asks to
/// see their own view.
#[component]
pub fn HandOff(
    /// The name of the player to take the device.
    #[prop(into)]
    player: Signal<String>,
    /// Called when that player reveals their view.
    #[prop(into)]
    on_reveal: Callback<()>,
    /// Public information shown under the prompt.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <section class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
            <h2 id="handoff-title" class="handoff-title">
                "Pass the device to " <strong>{move || player.get()}</strong>
            </h2>
            <p class="handoff-hint">"Everyone else: look away once it is in their hands."</p>
            <button
                class="handoff-reveal"
                type="button"
                autofocus=true
                on:click=move |_| on_reveal.run(())
            >
                {move || format!("I am {}: show my view", player.get())}
            </button>
            <div class="handoff-public">{children.map(|children| children())}</div>
        </section>
    }
}
