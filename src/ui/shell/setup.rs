//! The setup screen of every game on the shared table: how many people,
//! their names, who holds which seat, the game's options, start; or a game
//! to import. Its controls ([`Segmented`], [`Toggle`], [`Stepper`]) are the
//! ones the games' option forms use, big enough for a finger.

use leptos::prelude::*;

use super::store;
use super::{SeatPreset, TableGame};
use crate::ai::clock::now_ms;
use crate::games::pass_table::{PassTable, Sitting};
use crate::ui::transfer::read_chosen_file;

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
                    aria-checked=move || if chosen() { "true" } else { "false" }
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
            aria-checked=move || if value.get() { "true" } else { "false" }
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
                disabled={move || value.get() <= min} on:click=less>"\u{2212}"</button>
            <output class="stepper-value" aria-live="polite">{move || value.get()}</output>
            <button type="button" class="stepper-button" aria-label=format!("more: {name}")
                disabled={move || value.get() >= max} on:click=more>"+"</button>
        </div>
    }
}

/// The names the setup screen starts with.
fn default_names(count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("Player {n}")).collect()
}

/// The setup screen of game `G`. `on_start` receives the new table (or an
/// imported one).
#[component]
pub fn Setup<G: TableGame>(
    /// Called with the table to play.
    #[prop(into)]
    on_start: Callback<PassTable<G>>,
    /// A message to show above the form (a save that could not be opened).
    #[prop(into)]
    problem: Signal<Option<String>>,
) -> impl IntoView {
    let info = G::ID.info();
    let (fewest, most) = G::people();
    let seat_labels = G::seat_labels();
    let people = RwSignal::new(G::usual_people());
    let names = RwSignal::new(default_names(most));
    let presets = Memo::new(move |_| G::presets(people.get()));
    let holders = RwSignal::new(Vec::<usize>::new());
    // A new count of people starts from its usual sharing of the seats.
    Effect::new(move |_| {
        let first = presets.with(|p| p.first().map(|p| p.holders.clone()));
        holders.set(first.unwrap_or_default());
    });
    let settings = RwSignal::new(G::Settings::default());
    let secrets = Memo::new(move |_| {
        settings.with(|s| G::start(s).map(|g| g.has_secrets()).unwrap_or(false))
    });
    let open_table = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);

    let start = move |_| {
        let count = people.get_untracked();
        let sitting = Sitting {
            people: names
                .with_untracked(|n| n[..count].iter().map(|s| s.trim().to_string()).collect()),
            holders: holders.get_untracked(),
        };
        let result = settings
            .with_untracked(|settings| G::start_seated(settings, &sitting))
            .and_then(|game| PassTable::new(game, sitting, open_table.get_untracked(), now_ms()));
        match result {
            Ok(table) => {
                error.set(None);
                on_start.run(table);
            }
            Err(refused) => error.set(Some(format!("Cannot start: {refused}."))),
        }
    };

    let count_choices: Vec<(usize, String)> = (fewest..=most)
        .filter(|&n| !G::presets(n).is_empty())
        .map(|n| (n, n.to_string()))
        .collect();
    let name_fields = move || {
        (0..people.get())
            .map(|person| {
                view! {
                    <label class="name-field">
                        <span class="name-number">{format!("Player {}", person + 1)}</span>
                        <input
                            type="text"
                            class="name-input"
                            maxlength="24"
                            autocomplete="off"
                            prop:value=move || names.with(|n| n[person].clone())
                            on:input=move |ev| {
                                let text = event_target_value(&ev);
                                names.update(|n| n[person] = text);
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    };
    let preset_choice = move || {
        let list = presets.get();
        (list.len() > 1).then(|| {
            let options: Vec<(Vec<usize>, String)> = list
                .into_iter()
                .map(|SeatPreset { name, holders }| (holders, name))
                .collect();
            view! {
                <Segmented label="How the seats are shared" options value=holders
                    on_change=move |h| holders.set(h) />
            }
        })
    };
    let seat_rows = {
        let seat_labels = seat_labels.clone();
        move || {
            let count = people.get();
            // Games whose seats are as many as the people draw fewer rows.
            let seats = presets.with(|p| p.first().map_or(0, |p| p.holders.len()));
            seat_labels
                .iter()
                .take(seats)
                .enumerate()
                .map(|(seat, label)| {
                    let options: Vec<(usize, String)> = (0..count)
                        .map(|person| (person, names.with(|n| n[person].clone())))
                        .collect();
                    let holder = Signal::derive(move || {
                        holders.with(|h| h.get(seat).copied().unwrap_or(usize::MAX))
                    });
                    view! {
                        <div class="seat-row">
                            <span class="seat-label">{label.clone()}</span>
                            <Segmented label=format!("Who holds {label}") options value=holder
                                on_change=move |person| holders.update(|h| {
                                    if let Some(slot) = h.get_mut(seat) {
                                        *slot = person;
                                    }
                                }) />
                        </div>
                    }
                })
                .collect_view()
        }
    };

    let import_text = RwSignal::new(String::new());
    let import = move |text: String| match store::decode::<G>(&text, now_ms()) {
        Ok(table) => {
            error.set(None);
            on_start.run(table);
        }
        Err(refused) => error.set(Some(refused)),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        leptos::task::spawn_local(async move {
            match read_chosen_file(&input).await {
                Ok(text) => import(text),
                Err(refused) => error.set(Some(refused)),
            }
        });
    };

    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{info.name}</h1>
            <p class="lede">{info.pitch}</p>
            <p class="setup-links">
                <a href=format!("#/rules/{}", G::ID.slug())>"How to play"</a>
                <a href="#/saved">"Saved games"</a>
            </p>
            {move || problem.get().map(|p| view! { <p class="notice problem" role="alert">{p}</p> })}
            <div class="setup-block">
                <h2>"Players"</h2>
                {(count_choices.len() > 1).then(|| view! {
                    <Segmented label="How many people" options=count_choices.clone()
                        value=people on_change=move |n| people.set(n) />
                })}
                <div class="names">{name_fields}</div>
            </div>
            <div class="setup-block">
                <h2>"Seats"</h2>
                {preset_choice}
                <div class="seat-rows">{seat_rows}</div>
            </div>
            <div class="setup-block">
                <h2>"Options"</h2>
                {G::options_form(settings)}
                <Show when=move || secrets.get()>
                    <Toggle label="Open table"
                        hint="No hand-off screens: everyone may see every view."
                        value=open_table on_change=move |on| open_table.set(on) />
                </Show>
            </div>
            {move || error.get().map(|e| view! { <p class="notice problem" role="alert">{e}</p> })}
            <button type="button" class="button primary start" on:click=start>"Start the game"</button>
            <details class="setup-block import">
                <summary>"Import a game"</summary>
                <textarea rows="4" aria-label="A game's exported text"
                    placeholder="Paste a game exported from Parlour"
                    prop:value=move || import_text.get()
                    on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
                <div class="row">
                    <button type="button" class="button" on:click=move |_| import(import_text.get_untracked())>
                        "Open this game"
                    </button>
                    <label class="button file-button">
                        "Open a file\u{2026}"
                        <input type="file" class="visually-hidden" accept=".json,.txt,application/json,text/plain"
                            on:change=on_file />
                    </label>
                </div>
            </details>
        </section>
    }
}
