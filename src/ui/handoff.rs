//! The hand-off screen of pass-the-device play: between turns it names the
//! player who takes the device next and shows only public information; that
//! player presses its button (or Enter or Space) to reveal their own view.
//!
//! The caller renders this *instead of* a seat's view, never over it, so
//! nothing secret is in the DOM while it is up.
//!
//! Only a press of its own opens the view: a press that began before the
//! screen was drawn (the second tap of a move, whose click a phone delivers
//! to whatever is under the finger once the screen has changed; a key held
//! or released after the move) is ignored, so the player who just moved
//! never opens the next player's view by accident.

use crate::ui::app::scroll_to_top;
use crate::ui::shared_code::{effect, redrawn};
use leptos::prelude::*;

/// Whether `key` (a `KeyboardEvent::key`) presses a button.
fn presses_button(key: &str) -> bool {
    matches!(key, "Enter" | " ")
}

/// A full-screen hand-off to `player`. `children` is public information
/// only (e.g. the public board). `on_reveal` runs when the player asks to
/// see their own view with a press that began on its button.
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
    // Set by a pointer or key press that began on the button, which exists
    // only since this screen was drawn; a click without one is ignored.
    let armed = StoredValue::new(false);
    let reveal = NodeRef::<leptos::html::Button>::new();
    // The screen opens at its top, with its heading and button in view,
    // whatever the table before it was scrolled to, and the keyboard on
    // its button.
    effect(move || {
        let Some(button) = reveal.get() else { return };
        scroll_to_top();
        let _ = button.focus();
    });
    view! {
        <section class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
            <h2 id="handoff-title" class="handoff-title">
                "Pass the device to " <strong>{redrawn(move || player.get())}</strong>
            </h2>
            <p class="handoff-hint">"Everyone else: look away once it is in their hands."</p>
            <button
                node_ref=reveal
                class="handoff-reveal"
                type="button"
                on:pointerdown=move |event| {
                    if event.is_primary() {
                        armed.set_value(true);
                    }
                }
                on:pointercancel=move |_| armed.set_value(false)
                on:keydown=move |event| {
                    if !event.repeat() && presses_button(&event.key()) {
                        armed.set_value(true);
                    }
                }
                on:click=move |_| {
                    if armed.get_value() {
                        armed.set_value(false);
                        on_reveal.run(());
                    }
                }
            >
                {redrawn(move || format!("I am {}: show my view", player.get()))}
            </button>
            <div class="handoff-public">{children.map(|children| children())}</div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::presses_button;

    #[test]
    fn enter_and_space_press_the_button_other_keys_do_not() {
        assert!(presses_button("Enter"));
        assert!(presses_button(" "));
        assert!(!presses_button("Tab"));
        assert!(!presses_button("Escape"));
        assert!(!presses_button("a"));
    }
}
