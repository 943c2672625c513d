//! A second thought before an action that cannot be undone, or that the
//! player may not mean: the game words the question
//! ([`super::TableGame::second_thought`]) and [`AskFirst`] asks it with
//! two buttons, the keyboard on the first, Escape for the second.

use leptos::prelude::*;

use crate::ui::shared_code::effect;

/// The question to ask before an action, in the game's words, with its
/// two answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecondThought {
    /// What the action does, asked ("That takes Blue's knight: Blue is
    /// your ally. Take it anyway?").
    pub question: String,
    /// The answer that plays it ("Take it").
    pub go: String,
    /// The answer that drops it ("Keep it").
    pub back: String,
}

/// The question with its two answers: `on_go` plays the action, `on_back`
/// (its button or Escape) drops it. The keyboard lands on the first
/// button; a key held down from the press that asked answers nothing.
#[component]
pub fn AskFirst(
    thought: SecondThought,
    #[prop(into)] on_go: Callback<()>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let first = NodeRef::<leptos::html::Button>::new();
    effect(move || {
        if let Some(button) = first.get() {
            let _ = button.focus();
        }
    });
    let SecondThought { question, go, back } = thought;
    let label = question.clone();
    view! {
        <div class="second-thought" role="alertdialog" aria-label=label
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                if ev.repeat() {
                    ev.prevent_default();
                } else if ev.key() == "Escape" {
                    ev.prevent_default();
                    on_back.run(());
                }
            }>
            <p class="second-thought-question">{question}</p>
            <div class="second-thought-answers">
                <button type="button" class="button primary second-thought-go" node_ref=first
                    on:click=move |_| on_go.run(())>{go}</button>
                <button type="button" class="button second-thought-back"
                    on:click=move |_| on_back.run(())>{back}</button>
            </div>
        </div>
    }
}
