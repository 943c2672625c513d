//! The Four Player table page: a new game, resume or import; then the
//! pass-the-device table (hand-off screens, each seat's own view), saved in
//! the browser after every action; export and share link on a screen of
//! their own, since the record holds every player's secrets.

use leptos::prelude::*;

use crate::engine::men::Army;
use crate::games::four_player::{Action, FourPlayer, Options, OwnView, army_of};
use crate::games::{Game, RuleError, Seat};
use crate::ui::board::Choice;
use crate::ui::device_store;
use crate::ui::handoff::HandOff;
use crate::ui::route::percent_encode;
use crate::ui::transfer::site_address;

use super::cross::Cross;
use super::panels::{Diplomacy, Log, MoveList, Seats, army_label};
use super::session::{Screen, Session, Shown};

/// Where the running game is kept in the browser.
const SAVE_KEY: &str = "parlour.four-player";

/// The saved game, if any; a damaged one is set aside with a message.
fn saved_game() -> Result<Option<FourPlayer>, String> {
    let Some(text) = device_store::read(SAVE_KEY) else {
        return Ok(None);
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|error| device_store::set_aside(SAVE_KEY, &error.to_string()))
}

fn save(game: &FourPlayer) -> Result<(), String> {
    let text = serde_json::to_string(game).map_err(|error| error.to_string())?;
    device_store::write(SAVE_KEY, &text)
}

/// The address that reopens `game` on another device.
fn share_link(game: &FourPlayer) -> String {
    format!(
        "{}#/play/four-player?game={}",
        site_address(),
        percent_encode(&game.to_text())
    )
}

/// The table. `shared` is a game's text from a share link.
#[component]
pub fn FourPlayerTable(#[prop(optional)] shared: Option<String>) -> impl IntoView {
    let session = RwSignal::new(None::<Session>);
    let problem = RwSignal::new(None::<String>);
    let showing_record = RwSignal::new(false);
    if let Some(text) = shared {
        match FourPlayer::from_text(&text) {
            Ok(game) => session.set(Some(Session::new(game, false))),
            Err(error) => problem.set(Some(format!("The shared game cannot be opened: {error}"))),
        }
    }
    let save_problem = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let saved = session.with(|s| s.as_ref().map(|s| save(s.game())));
        save_problem.set(saved.and_then(Result::err));
    });
    let shown = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::shown)));
    // A refusal may name a secret ("first answer the invitation from
    // Blue"): it is kept with the screen it was made on and shown only
    // there.
    let screen = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::screen)));
    let refusal = RwSignal::new(None::<(Option<Screen>, String)>);

    let act_by = move |read: &dyn Fn(&FourPlayer, Seat) -> Result<Action, RuleError>| {
        let mut refused = None;
        session.update(|current| {
            let Some(current) = current.as_mut() else {
                return;
            };
            let Shown::Seat { seat, .. } = current.shown() else {
                return;
            };
            let result = read(current.game(), seat).and_then(|action| current.act(&action));
            refused = result.err().map(|error| (Some(current.screen()), error.0));
        });
        refusal.set(refused);
    };
    let act = move |text: String| act_by(&|game, seat| game.parse_action(seat, &text));
    let play_move = move |choice: Choice| act_by(&|game, seat| game.gesture(seat, 0, &choice));

    let table = move || {
        if showing_record.get() {
            let text = session.with(|s| {
                s.as_ref()
                    .map(|s| (s.game().to_text(), share_link(s.game())))
            });
            return view! { <Record text on_close=move || showing_record.set(false) /> }.into_any();
        }
        match shown.get() {
            None => view! { <Setup session problem /> }.into_any(),
            Some(Shown::HandOff {
                player,
                table,
                board,
            }) => {
                let name = army_label(player);
                view! {
                    <HandOff player=name on_reveal=move |_| {
                        refusal.set(None);
                        session.update(|s| if let Some(s) = s.as_mut() { s.reveal() })
                    }>
                        <div class="four-player-public four-player-layout">
                            <Cross board=board bottom=player />
                            <div class="four-player-rest">
                                <ul class="seats">
                                    <Seats table=table.clone() />
                                </ul>
                                <MoveList table=table.clone() />
                                <Log table=table />
                            </div>
                        </div>
                    </HandOff>
                }
                .into_any()
            }
            Some(Shown::Seat { seat, table, board }) => {
                let army = army_of(seat);
                let own = table.own.clone().unwrap_or_else(|| empty_own(army));
                let allies = own.allies.clone();
                view! {
                    <div class="four-player-seat four-player-layout" data-view=army.name()>
                        <div class="four-player-head">
                            <h2>{format!("{}'s view", army_label(army))}</h2>
                            <Diplomacy own=own act=Callback::new(act) />
                        </div>
                        <Cross board=board bottom=army allies=allies.clone() on_move=Callback::new(play_move) />
                        <div class="four-player-rest">
                            <ul class="seats">
                                <Seats table=table.clone() allies=allies />
                            </ul>
                            <MoveList table=table.clone() />
                            <Log table=table />
                            <button type="button" class="hide-view" on:click=move |_| {
                                refusal.set(None);
                                session.update(|s| if let Some(s) = s.as_mut() { s.hide() })
                            }>
                                "Hide my view"
                            </button>
                        </div>
                    </div>
                }
                .into_any()
            }
            Some(Shown::Over { table, board }) => {
                let reason = session
                    .with(|s| s.as_ref().and_then(|s| s.game().outcome()))
                    .map(|outcome| outcome.reason)
                    .unwrap_or_default();
                view! {
                    <div class="four-player-over four-player-layout">
                        <div class="four-player-head"><h2 class="result">{reason}</h2></div>
                        <Cross board=board bottom=Army::White />
                        <div class="four-player-rest">
                            <ul class="seats"><Seats table=table.clone() /></ul>
                            <MoveList table=table />
                            <button type="button" on:click=move |_| session.set(None)>"New game"</button>
                        </div>
                    </div>
                }
                .into_any()
            }
        }
    };

    view! {
        <section class="four-player">
            <h1>"Four Player Chess"</h1>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
            {move || save_problem.get().map(|p| view! { <p class="problem save-problem" role="alert">{p}</p> })}
            {move || {
                refusal
                    .get()
                    .filter(|(at, _)| *at == screen.get())
                    .map(|(_, reason)| view! { <p class="problem" role="alert">{reason}</p> })
            }}
            {table}
            <Show when=move || session.with(|s| s.is_some()) && !showing_record.get()>
                <p class="record-link">
                    <button type="button" class="show-record" on:click=move |_| showing_record.set(true)>
                        "Export or share the game"
                    </button>
                </p>
            </Show>
        </section>
    }
}

/// A seat's view always has its own part; an empty one stands in should it
/// ever be missing, so nothing breaks.
fn empty_own(army: Army) -> OwnView {
    OwnView {
        army,
        allies: Vec::new(),
        loyal_to: None,
        invitations: Vec::new(),
        invited: Vec::new(),
        king_attacked_by: Vec::new(),
        actions: Vec::new(),
    }
}

/// Options for a new game, resuming the saved one, or importing a text.
#[component]
fn Setup(session: RwSignal<Option<Session>>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let loss = RwSignal::new(40u8);
    let open_table = RwSignal::new(false);
    let import = RwSignal::new(String::new());
    let saved = saved_game().unwrap_or_else(|message| {
        problem.set(Some(message));
        None
    });
    let saved = StoredValue::new(saved);
    let has_save = saved.with_value(Option::is_some);
    let start = move |_| {
        let options = Options {
            protectorate_loss_percent: loss.get_untracked(),
        };
        match FourPlayer::with_entropy(options) {
            Ok(game) => {
                problem.set(None);
                session.set(Some(Session::new(game, open_table.get_untracked())));
            }
            Err(error) => problem.set(Some(error.0)),
        }
    };
    view! {
        <div class="four-player-setup">
            <p>"Four seats: White, Blue, Black and Red, in that order. Pass the device round; each player sees only their own secrets."</p>
            <label>
                "Protectorate loss (%) "
                <input type="number" min="0" max="100" name="protectorate-loss"
                    prop:value=move || loss.get().to_string()
                    on:input=move |ev| {
                        if let Ok(value) = event_target_value(&ev).parse::<u8>() {
                            loss.set(value.min(100));
                        }
                    } />
            </label>
            <label>
                <input type="checkbox" name="open-table"
                    prop:checked=move || open_table.get()
                    on:change=move |ev| open_table.set(event_target_checked(&ev)) />
                " Open table (no hand-off screens: nobody minds seeing the others' views)"
            </label>
            <button type="button" class="new-game" on:click=start>"New game"</button>
            {has_save.then(|| view! {
                <button type="button" class="resume" on:click=move |_| {
                    if let Some(game) = saved.get_value() { session.set(Some(Session::new(game, false))) }
                }>"Resume the saved game"</button>
            })}
            <details>
                <summary>"Import a game"</summary>
                <textarea name="import" rows="6" prop:value=move || import.get()
                    on:input=move |ev| import.set(event_target_value(&ev)) />
                <button type="button" class="import" on:click=move |_| {
                    match FourPlayer::from_text(&import.get_untracked()) {
                        Ok(game) => { problem.set(None); session.set(Some(Session::new(game, false))) }
                        Err(error) => problem.set(Some(format!("Cannot import: {error}"))),
                    }
                }>"Import"</button>
            </details>
        </div>
    }
}

/// The game's record and share link, on a screen of their own.
#[component]
fn Record(text: Option<(String, String)>, on_close: impl Fn() + 'static) -> impl IntoView {
    let (record, link) = text.unwrap_or_default();
    view! {
        <div class="four-player-record">
            <p class="warning">
                "This record holds every player's secrets (alliances and invitations). Show it only when everyone at the table agrees."
            </p>
            <label>"Game text" <textarea readonly rows="10" name="record" prop:value=record /></label>
            <label>"Share link" <input readonly name="share-link" prop:value=link /></label>
            <button type="button" on:click=move |_| on_close()>"Back to the table"</button>
        </div>
    }
}
