//! The One Sane Man page: the setup (how many players, the origin rule),
//! then the table, saved in the browser after every action and shareable
//! as a link or an export text.

use leptos::prelude::*;

use super::table::OneSaneManTable;
use crate::games::one_sane_man::{MAX_PLAYERS, MIN_PLAYERS, OneSaneMan, Options};
use crate::ui::device_store;
use crate::ui::route::percent_encode;
use crate::ui::transfer;

/// Where the game in progress is kept in the browser.
const SAVE_KEY: &str = "parlour.one-sane-man";

/// How long the moves must pause before the address is rewritten.
const ADDRESS_DELAY: std::time::Duration = std::time::Duration::from_millis(300);

/// What the address asks for: a new game of `players` (with clocks at
/// twice `clock` minutes, if given), or the game of an export (a share link
/// or a resumed save); neither gives the setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneSaneManSetup {
    pub players: Option<usize>,
    pub origin_rule: bool,
    pub clock: Option<u32>,
    pub game: Option<String>,
}

/// The time controls (minutes) the setup offers.
const TIME_CONTROLS: [u32; 6] = [1, 5, 10, 15, 30, 60];

impl OneSaneManSetup {
    /// The address of this page.
    pub fn href(&self) -> String {
        let mut params = Vec::new();
        if let Some(players) = self.players {
            params.push(format!("players={players}"));
        }
        if !self.origin_rule {
            params.push("origin-rule=off".to_string());
        }
        if let Some(minutes) = self.clock {
            params.push(format!("clock={minutes}"));
        }
        if let Some(game) = &self.game {
            params.push(format!("game={}", percent_encode(game)));
        }
        if params.is_empty() {
            "#/play/one-sane-man".to_string()
        } else {
            format!("#/play/one-sane-man?{}", params.join("&"))
        }
    }

    /// The game this address opens, or `None` for the setup.
    pub fn open(&self) -> Option<Result<OneSaneMan, String>> {
        if let Some(text) = &self.game {
            return Some(OneSaneMan::import(text).map_err(|error| error.0));
        }
        let players = self.players?;
        if self.clock == Some(0) {
            return Some(Err("a time control is at least one minute".into()));
        }
        Some(
            OneSaneMan::new(Options {
                players,
                origin_rule: self.origin_rule,
                clock_minutes: self.clock,
            })
            .map_err(|error| error.0),
        )
    }
}

/// The page for `setup`.
#[component]
pub fn OneSaneManPage(setup: OneSaneManSetup) -> impl IntoView {
    match setup.open() {
        None => view! { <SetUp /> }.into_any(),
        Some(Err(reason)) => view! {
            <section class="osm-error">
                <h1>"This game cannot be opened"</h1>
                <p>{reason}</p>
                <a href="#/play/one-sane-man">"Start a new game"</a>
            </section>
        }
        .into_any(),
        Some(Ok(game)) => view! { <Playing game /> }.into_any(),
    }
}

/// Choosing the number of players and the origin rule.
#[component]
fn SetUp() -> impl IntoView {
    let origin_rule = RwSignal::new(true);
    let clock = RwSignal::new(None::<u32>);
    let (saved, problem) = match load_save() {
        Ok(saved) => (saved, None),
        Err(message) => (None, Some(message)),
    };
    view! {
        <section class="osm-setup">
            <h1>"The One Sane Man"</h1>
            {problem.map(|text| view! { <p class="osm-problem" role="alert">{text}</p> })}
            <p>"How many players sit in the ring?"</p>
            <p class="osm-player-choices">
                {(MIN_PLAYERS..=MAX_PLAYERS).map(|players| view! {
                    <a class="button" data-players=players href=move || OneSaneManSetup {
                        players: Some(players),
                        origin_rule: origin_rule.get(),
                        clock: clock.get(),
                        game: None,
                    }.href()>{format!("{players} players")}</a>
                }).collect_view()}
            </p>
            <label>
                <input type="checkbox" prop:checked=move || origin_rule.get()
                    on:change=move |ev| origin_rule.set(event_target_checked(&ev)) />
                " A man never goes back onto its own board"
            </label>
            <label class="osm-clock-choice">"Clocks "
                <select on:change=move |ev| clock.set(event_target_value(&ev).parse().ok())>
                    <option value="" selected>"none"</option>
                    {TIME_CONTROLS.map(|minutes| view! {
                        <option value=minutes.to_string()>
                            {format!("{minutes} minute game: clocks at {}", super::clock::face(f64::from(2 * 60_000 * minutes)))}
                        </option>
                    }).collect_view()}
                </select>
            </label>
            {saved.map(|text| view! {
                <p><a class="button" href=OneSaneManSetup { players: None, origin_rule: true, clock: None, game: Some(text) }.href()>
                    "Resume the saved game"</a></p>
            })}
            <p><a href="#/rules/one-sane-man">"How to play"</a></p>
        </section>
    }
}

/// A game in progress: the table, saved after every change, with its
/// export and share link.
#[component]
fn Playing(game: OneSaneMan) -> impl IntoView {
    let game = RwSignal::new(game);
    let export = Memo::new(move |_| game.with(OneSaneMan::export));
    let save_problem = RwSignal::new(None::<String>);
    Effect::new(move |_| save_problem.set(device_store::write(SAVE_KEY, &export.get()).err()));
    let share = move || {
        OneSaneManSetup {
            players: None,
            origin_rule: true,
            clock: None,
            game: Some(export.get()),
        }
        .href()
    };
    // The address names the game on screen: a reload reopens it. Rewriting
    // it costs the browser milliseconds (it stores the history entry
    // again), so it is done once the moves pause, not in the frame that
    // shows a move; the save above already holds every move.
    Effect::new(move |_| {
        let href = share();
        let later = set_timeout_with_handle(move || transfer::show_address(&href), ADDRESS_DELAY);
        if let Ok(later) = later {
            on_cleanup(move || later.clear());
        }
    });
    // The text is written into its box only while the box is open: a
    // text box rebuilds its insides at every change, line by line.
    let export_open = RwSignal::new(false);
    let import_text = RwSignal::new(String::new());
    let import_error = RwSignal::new(String::new());
    let import = move |_| match OneSaneMan::import(&import_text.get_untracked()) {
        Ok(imported) => {
            game.set(imported);
            import_error.set(String::new());
        }
        Err(error) => import_error.set(error.0),
    };
    view! {
        {move || save_problem.get().map(|text| view! { <p class="osm-problem save-problem" role="alert">{text}</p> })}
        <OneSaneManTable game />
        <details class="osm-export"
            on:toggle=move |ev| export_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
            <summary>"Export, import and share"</summary>
            <p><a class="osm-share" href=share>"Link to this game"</a></p>
            <label>"This game as text"
                <textarea class="osm-export-text" readonly rows="6"
                    prop:value=move || if export_open.get() { export.get() } else { String::new() }></textarea>
            </label>
            <label>"Import a game"
                <textarea class="osm-import-text" rows="4"
                    on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
            </label>
            <button type="button" class="osm-import" on:click=import>"Import"</button>
            <p class="osm-import-error">{move || import_error.get()}</p>
        </details>
    }
}

/// The saved game's export text, if any; a save that no longer imports is
/// set aside with a message.
fn load_save() -> Result<Option<String>, String> {
    let Some(text) = device_store::read(SAVE_KEY) else {
        return Ok(None);
    };
    match OneSaneMan::import(&text) {
        Ok(_) => Ok(Some(text)),
        Err(error) => Err(device_store::set_aside(SAVE_KEY, &error.0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_open_a_new_game_an_export_or_the_setup() {
        let setup = |players, game: Option<&str>| OneSaneManSetup {
            players,
            origin_rule: false,
            clock: None,
            game: game.map(str::to_string),
        };
        assert!(setup(None, None).open().is_none());
        let fresh = setup(Some(5), None).open().unwrap().unwrap();
        assert_eq!(fresh.options().players, 5);
        assert!(!fresh.options().origin_rule);
        let shared = setup(None, Some("one-sane-man players=3\n1:e2e4")).open();
        assert_eq!(shared.unwrap().unwrap().move_list(1).unwrap(), ["e4"]);
        let bad = setup(Some(12), None).open().unwrap().unwrap_err();
        assert!(bad.contains("3 to 8"));
        assert!(setup(None, Some("nonsense")).open().unwrap().is_err());
        let timed = OneSaneManSetup {
            clock: Some(10),
            ..setup(Some(4), None)
        };
        let timed = timed.open().unwrap().unwrap();
        assert_eq!(timed.options().clock_start_seconds(), Some(1200));
        let zero = OneSaneManSetup {
            clock: Some(0),
            ..setup(Some(4), None)
        };
        assert!(zero.open().unwrap().unwrap_err().contains("one minute"));
    }
}
