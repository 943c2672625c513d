//! The table's first page: a new game (standard, Chess960 at random, by
//! number or dealt with cards; two names; an optional clock), a game to
//! import (PGN or FEN, pasted or from a file), and the saved games.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_bindgen::JsCast;

use super::deal::Deal;
use super::saves::{self, Saved};
use super::session::Session;
use super::{StandardSetup, now_ms};
use crate::ai::Level;
use crate::engine::chess960::{self, Piles};
use crate::engine::men::Army;
use crate::games::random::Random;
use crate::ui::transfer::read_chosen_file;

/// Saves a new game and opens it (its address names its key).
fn save_and_open(session: &Session, error: RwSignal<String>) {
    let key = saves::new_key(now_ms());
    if let Err(problem) = saves::save(&key, session) {
        error.set(problem);
    }
    open_saved(&key);
}

/// Goes to a saved game's address.
pub fn open_saved(key: &str) {
    let href = StandardSetup {
        game: Some(key.to_string()),
        ..StandardSetup::default()
    }
    .href();
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(&href);
    }
}

/// The computer's army and level when the form asks for a game against it
/// (`side` is the person's: white, black or random).
fn computer_choice(opponent: &str, side: &str, level: &str) -> Option<(Army, Level)> {
    if opponent != "computer" {
        return None;
    }
    let person_white = match side {
        "white" => true,
        "black" => false,
        _ => Random::from_entropy()
            .map(|mut random| random.below(2) == 0)
            .unwrap_or(true),
    };
    let army = if person_white {
        Army::Black
    } else {
        Army::White
    };
    Some((army, Level::from_name(level).unwrap_or(Level::Club)))
}

/// The clock's choice in the form: minutes and increment, or none.
fn parse_clock(minutes: &str, increment: &str) -> Result<Option<(u32, u32)>, String> {
    let minutes = minutes.trim();
    if minutes.is_empty() || minutes == "0" {
        return Ok(None);
    }
    let minutes: u32 = minutes
        .parse()
        .ok()
        .filter(|m| (1..=180).contains(m))
        .ok_or(
            "The clock's minutes must be a whole number from 1 to 180 (or empty for no clock).",
        )?;
    let increment: u32 = match increment.trim() {
        "" => 0,
        text => text
            .parse()
            .ok()
            .filter(|s| *s <= 60)
            .ok_or("The increment must be a whole number of seconds from 0 to 60.")?,
    };
    Ok(Some((minutes, increment)))
}

/// The new-game form, the import box and the saved games.
#[component]
pub fn NewGame(setup: StandardSetup, #[prop(into)] notice: String) -> impl IntoView {
    let white = RwSignal::new(String::new());
    let black = RwSignal::new(String::new());
    let variant = RwSignal::new(if setup.chess960 { "random" } else { "standard" }.to_string());
    let number = RwSignal::new("518".to_string());
    let minutes = RwSignal::new(String::new());
    let increment = RwSignal::new(String::new());
    let opponent = RwSignal::new("person".to_string());
    let person_side = RwSignal::new("white".to_string());
    let level = RwSignal::new(Level::Club.uci_name().to_string());
    let error = RwSignal::new(notice);
    let dealing = RwSignal::new(None::<Piles>);
    let import_text = RwSignal::new(setup.pgn.clone().unwrap_or_default());
    let import_error = RwSignal::new(String::new());
    let listing = RwSignal::new(saves::load_all());

    let begin = move |chess960: Option<u16>| {
        let clock = match parse_clock(&minutes.get_untracked(), &increment.get_untracked()) {
            Ok(clock) => clock,
            Err(problem) => return error.set(problem),
        };
        match Session::new(&white.get_untracked(), &black.get_untracked(), chess960) {
            Ok(session) => {
                let session = match clock {
                    Some((m, i)) => session.with_clock(m, i),
                    None => session,
                };
                let session = match computer_choice(
                    &opponent.get_untracked(),
                    &person_side.get_untracked(),
                    &level.get_untracked(),
                ) {
                    Some((army, level)) => session.with_computer(army, level),
                    None => session,
                };
                save_and_open(&session, error);
            }
            Err(problem) => error.set(problem.to_string()),
        }
    };
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if let Err(problem) = parse_clock(&minutes.get_untracked(), &increment.get_untracked()) {
            return error.set(problem);
        }
        match variant.get_untracked().as_str() {
            "standard" => begin(None),
            "random" => begin(Some(chess960::random_number())),
            "deal" => dealing.set(Some(Piles::shuffled())),
            _ => match number.get_untracked().trim().parse::<u16>() {
                Ok(n) if n < 960 => begin(Some(n)),
                _ => error.set("The Chess960 number must be a whole number from 0 to 959.".into()),
            },
        }
    };
    let import = move |text: String| match Session::import(&text) {
        Ok(session) => save_and_open(&session, import_error),
        Err(problem) => import_error.set(problem),
    };
    let import_pasted = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        import(import_text.get_untracked());
    };
    let import_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        spawn_local(async move {
            match read_chosen_file(&input).await {
                Ok(text) => {
                    import_text.set(text.clone());
                    import(text);
                }
                Err(problem) => import_error.set(problem),
            }
        });
    };

    let saved_row = move |saved: Saved| {
        let Saved { key, session } = saved;
        let title = format!(
            "{} v {} \u{b7} {} \u{b7} {} moves{}",
            session.white,
            session.black,
            session.variant_label(),
            session.sans().len(),
            session
                .result()
                .map(|r| format!(" \u{b7} {r}"))
                .unwrap_or_default()
        );
        let resume_key = key.clone();
        let delete_key = key.clone();
        view! {
            <li class="saved-game" data-key=key>
                <span>{title}</span>
                <button class="resume" on:click=move |_| open_saved(&resume_key)>"Resume"</button>
                <button class="delete" on:click=move |_| {
                    saves::delete(&delete_key);
                    listing.set(saves::load_all());
                }>"Delete"</button>
            </li>
        }
    };

    let form = move || {
        if let Some(piles) = dealing.get() {
            return view! {
                <Deal piles
                    on_start=Callback::new(move |n| begin(Some(n)))
                    on_cancel=Callback::new(move |()| dealing.set(None)) />
            }
            .into_any();
        }
        view! {
            <form class="new-game" on:submit=start>
                <label>"White " <input name="white" placeholder="White" bind:value=white /></label>
                <label>"Black " <input name="black" placeholder="Black" bind:value=black /></label>
                <label>"Opponent "
                    <select name="opponent" on:change=move |ev| opponent.set(event_target_value(&ev))>
                        <option value="person">"A person at this table"</option>
                        <option value="computer">"The computer"</option>
                    </select>
                </label>
                <Show when=move || opponent.get() == "computer">
                    <label>"You play "
                        <select name="side" on:change=move |ev| person_side.set(event_target_value(&ev))>
                            <option value="white">"White"</option>
                            <option value="black">"Black"</option>
                            <option value="random">"White or Black at random"</option>
                        </select>
                    </label>
                    <label>"Level "
                        <select name="level" prop:value=move || level.get() on:change=move |ev| level.set(event_target_value(&ev))>
                            {Level::ALL.into_iter().map(|l| view! { <option value=l.uci_name()>{l.name()}</option> }).collect_view()}
                        </select>
                    </label>
                </Show>
                <label>"Game "
                    <select name="variant" prop:value=move || variant.get() on:change=move |ev| variant.set(event_target_value(&ev))>
                        <option value="standard">"Standard chess"</option>
                        <option value="random">"Chess960, random position"</option>
                        <option value="deal">"Chess960, dealt with cards"</option>
                        <option value="number">"Chess960, by number"</option>
                    </select>
                </label>
                <Show when=move || variant.get() == "number">
                    <label>"Position (0-959) " <input name="number" inputmode="numeric" bind:value=number /></label>
                </Show>
                <fieldset class="clock-choice">
                    <legend>"Clock (leave empty for none)"</legend>
                    <label>"Minutes each " <input name="minutes" inputmode="numeric" size="3" bind:value=minutes /></label>
                    <label>"Seconds added a move " <input name="increment" inputmode="numeric" size="3" bind:value=increment /></label>
                </fieldset>
                <button type="submit">"Start"</button>
            </form>
        }
        .into_any()
    };

    view! {
        <h1>"Chess table"</h1>
        {form}
        <p class="error" role="alert">{move || error.get()}</p>
        <form class="import" on:submit=import_pasted>
            <h2>"Import a game"</h2>
            <label for="import-text">"Paste a PGN or a FEN"</label>
            <textarea id="import-text" name="import" rows="4" spellcheck="false" bind:value=import_text></textarea>
            <div class="controls">
                <button type="submit">"Import"</button>
                <label class="button">"Open a file\u{2026} "
                    <input type="file" name="import-file" accept=".pgn,.fen,.txt,text/plain" on:change=import_file />
                </label>
            </div>
            <p class="error" role="alert">{move || import_error.get()}</p>
        </form>
        <h2>"Saved games"</h2>
        <ul class="problems">
            {move || listing.with(|(_, problems)| problems.iter().map(|p| view! { <li role="alert">{p.clone()}</li> }).collect_view())}
        </ul>
        <ul class="saved-games">
            {move || listing.get().0.into_iter().map(saved_row).collect_view()}
        </ul>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_takes_the_other_side() {
        assert_eq!(computer_choice("person", "white", "Club"), None);
        assert_eq!(
            computer_choice("computer", "white", "Chess4.5"),
            Some((Army::Black, Level::Chess45))
        );
        assert_eq!(
            computer_choice("computer", "black", "Full"),
            Some((Army::White, Level::Full))
        );
        let (_, level) = computer_choice("computer", "random", "nonsense").unwrap();
        assert_eq!(level, Level::Club);
    }

    #[test]
    fn the_clock_choice_is_checked() {
        assert_eq!(parse_clock("", "5"), Ok(None));
        assert_eq!(parse_clock(" 5 ", ""), Ok(Some((5, 0))));
        assert_eq!(parse_clock("3", "2"), Ok(Some((3, 2))));
        for (m, i) in [
            ("-1", ""),
            ("abc", ""),
            ("181", ""),
            ("5", "61"),
            ("5", "x"),
        ] {
            assert!(parse_clock(m, i).is_err(), "{m} {i}");
        }
    }
}
