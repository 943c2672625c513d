//! The controls of the setup screens and the tables' settings, big enough
//! for a finger: [`Segmented`] (one of a few), [`Toggle`] (on or off) and
//! [`Stepper`] (a number).

use leptos::prelude::*;

use crate::ui::shared_code::{live_flag, live_text, redrawn};

/// One choice among a few, as a row of buttons.
#[component]
pub fn Segmented<T: Clone + PartialEq + Send + Sync + 'static>(
    /// What the row is for, read out to screen readers.
    #[prop(into)]
    label: String,
    /// Each choice and its words.
    options: Vec<(T, String)>,
    /// The chosen one.
    #[prop(into)]
    value: Signal<T>,
    /// Called with the choice tapped.
    #[prop(into)]
    on_change: Callback<T>,
) -> impl IntoView {
    let buttons = options
        .into_iter()
        .map(|(option, words)| {
            let chosen = {
                let option = option.clone();
                move || value.with(|v| *v == option)
            };
            let pick = option.clone();
            view! {
                <button
                    type="button"
                    role="radio"
                    class="segment"
                    aria-checked=live_text(move || if chosen() { "true" } else { "false" })
                    on:click=move |_| on_change.run(pick.clone())
                >
                    {words}
                </button>
            }
        })
        .collect_view();
    view! { <div class="segmented" role="radiogroup" aria-label=label>{buttons}</div> }
}

/// An option that is on or off, as a switch.
#[component]
pub fn Toggle(
    /// What it switches.
    #[prop(into)]
    label: String,
    /// A line under the label saying what it does (optional).
    #[prop(into, optional)]
    hint: Option<String>,
    /// Whether it is on.
    #[prop(into)]
    value: Signal<bool>,
    /// Called with the new state.
    #[prop(into)]
    on_change: Callback<bool>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            role="switch"
            class="toggle"
            aria-checked=live_text(move || if value.get() { "true" } else { "false" })
            on:click=move |_| on_change.run(!value.get_untracked())
        >
            <span class="toggle-track" aria-hidden="true"><span class="toggle-knob"></span></span>
            <span class="toggle-words">
                <span class="toggle-label">{label}</span>
                {hint.map(|hint| view! { <span class="toggle-hint">{hint}</span> })}
            </span>
        </button>
    }
}

/// A whole number chosen with minus and plus buttons.
#[component]
pub fn Stepper(
    /// What the number is ("Minutes a team").
    #[prop(into)]
    label: String,
    /// The number.
    #[prop(into)]
    value: Signal<u32>,
    /// Smallest and largest allowed, and the step.
    min: u32,
    max: u32,
    step: u32,
    /// Called with the new number.
    #[prop(into)]
    on_change: Callback<u32>,
) -> impl IntoView {
    let less = move |_: leptos::ev::MouseEvent| {
        on_change.run(value.get_untracked().saturating_sub(step).max(min))
    };
    let more =
        move |_: leptos::ev::MouseEvent| on_change.run((value.get_untracked() + step).min(max));
    let name = label.clone();
    let group = label.clone();
    view! {
        <div class="stepper" role="group" aria-label=group>
            <span class="stepper-label">{label}</span>
            <button type="button" class="stepper-button" aria-label=format!("less: {name}")
                disabled=live_flag(move || value.get() <= min) on:click=less>"\u{2212}"</button>
            <output class="stepper-value" aria-live="polite">{redrawn(move || value.get())}</output>
            <button type="button" class="stepper-button" aria-label=format!("more: {name}")
                disabled=live_flag(move || value.get() >= max) on:click=more>"+"</button>
        </div>
    }
}
