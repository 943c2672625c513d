//! The table page: the form or saved games when no game is open, else
//! the game.

use leptos::prelude::*;

use crate::engine::chess960;
use crate::games::Game;
use crate::games::board_view::BoardView;
use crate::games::standard::StandardAction;
use crate::ui::board::{Board, Choice, Rotation};

use super::saves::{self, Saved};
use super::session::Session;

/// Which side of the board is at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    White,
    Black,
    /// The side to move.
    Turn,
}

/// An open game and its storage key.
#[derive(Clone, Debug)]
struct Open {
    key: String,
    session: Session,
}

/// The standard chess table.
#[component]
pub fn StandardTable() -> impl IntoView {
    let open = RwSignal::new(None::<Open>);
    // Only opening or closing a game swaps the page; moves redraw in place.
    let has_game = Memo::new(move |_| open.with(Option::is_some));
    view! {
        <section class="chess-table" class:playing=has_game>
            {move || match has_game.get() {
                false => view! { <NewGame open /> }.into_any(),
                true => view! { <Play open /> }.into_any(),
            }}
        </section>
    }
}

/// The new-game form and the saved games.
#[component]
fn NewGame(open: RwSignal<Option<Open>>) -> impl IntoView {
    let white = RwSignal::new(String::new());
    let black = RwSignal::new(String::new());
    let variant = RwSignal::new("standard".to_string());
    let number = RwSignal::new("518".to_string());
    let error = RwSignal::new(String::new());
    let listing = RwSignal::new(saves::load_all());

    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let chess960 = match variant.get_untracked().as_str() {
            "standard" => None,
            "random" => Some(chess960::random_number()),
            _ => match number.get_untracked().trim().parse::<u16>() {
                Ok(n) if n < 960 => Some(n),
                _ => {
                    error.set("The Chess960 number must be a whole number from 0 to 959.".into());
                    return;
                }
            },
        };
        match Session::new(&white.get_untracked(), &black.get_untracked(), chess960) {
            Ok(session) => {
                let key = saves::new_key(js_sys_now());
                if let Err(problem) = saves::save(&key, &session) {
                    error.set(format!("The game will not be saved: {problem}."));
                }
                open.set(Some(Open { key, session }));
            }
            Err(problem) => error.set(problem.to_string()),
        }
    };

    let saved_row = move |saved: Saved| {
        let Saved { key, session } = saved;
        let title = format!(
            "{} v {}{} \u{b7} {} moves{}",
            session.white,
            session.black,
            session
                .chess960
                .map(|n| format!(" (Chess960 #{n})"))
                .unwrap_or_default(),
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
                <button class="resume" on:click=move |_| {
                    open.set(Some(Open { key: resume_key.clone(), session: session.clone() }));
                }>"Resume"</button>
                <button class="delete" on:click=move |_| {
                    saves::delete(&delete_key);
                    listing.set(saves::load_all());
                }>"Delete"</button>
            </li>
        }
    };

    view! {
        <h1>"Chess table"</h1>
        <form class="new-game" on:submit=start>
            <label>"White " <input name="white" placeholder="White" bind:value=white /></label>
            <label>"Black " <input name="black" placeholder="Black" bind:value=black /></label>
            <label>"Game "
                <select name="variant" on:change=move |ev| variant.set(event_target_value(&ev))>
                    <option value="standard">"Standard chess"</option>
                    <option value="random">"Chess960, random position"</option>
                    <option value="number">"Chess960, by number"</option>
                </select>
            </label>
            <Show when=move || variant.get() == "number">
                <label>"Position (0-959) " <input name="number" inputmode="numeric" bind:value=number /></label>
            </Show>
            <button type="submit">"Start"</button>
            <p class="error" role="alert">{move || error.get()}</p>
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

/// The game: board, moves, controls.
#[component]
fn Play(open: RwSignal<Option<Open>>) -> impl IntoView {
    let viewing = RwSignal::new(None::<usize>);
    let orientation = RwSignal::new(Orientation::White);
    let error = RwSignal::new(String::new());
    let session = move || open.with(|o| o.as_ref().map(|o| o.session.clone()));

    // While the game closes, this page lives on until the table swaps it
    // for the form: the board keeps showing the last position rather than
    // an empty 0x0 board under men still drawn.
    let board_view = Memo::new(move |previous: Option<&BoardView>| {
        open.with(|o| match (o, viewing.get()) {
            (Some(o), Some(ply)) => o.session.view_at(ply),
            (Some(o), None) => o.session.live_view(),
            (None, _) => previous.cloned().unwrap_or_default(),
        })
    });
    let rotation = Signal::derive(move || {
        let white_to_move = open.with(|o| {
            o.as_ref().is_none_or(|o| {
                o.session.game().position().turn() == crate::engine::men::Army::White
            })
        });
        match orientation.get() {
            Orientation::White => Rotation::Deg0,
            Orientation::Black => Rotation::Deg180,
            Orientation::Turn if white_to_move => Rotation::Deg0,
            Orientation::Turn => Rotation::Deg180,
        }
    });
    let enabled = Signal::derive(move || viewing.get().is_none());

    // Applies a change to the open game and saves it.
    let change = move |apply: &dyn Fn(&mut Session) -> Result<(), String>| {
        let mut result = Ok(());
        open.update(|o| {
            if let Some(o) = o {
                result = apply(&mut o.session).and_then(|()| saves::save(&o.key, &o.session));
            }
        });
        error.set(result.err().unwrap_or_default());
    };
    let on_choice = Callback::new(move |choice: Choice| {
        change(&|s| s.play(&choice).map(|_| ()).map_err(|e| e.to_string()));
    });
    let decide = move |action: StandardAction| {
        change(&|s| s.decide(action.clone()).map_err(|e| e.to_string()))
    };
    let can = move |action: StandardAction| {
        open.with(|o| {
            o.as_ref().is_some_and(|o| {
                o.session
                    .game()
                    .to_act()
                    .is_some_and(|seat| o.session.game().legal_actions(seat).contains(&action))
            })
        })
    };

    let moves = move || {
        let sans = session().map(|s| s.sans().to_vec()).unwrap_or_default();
        sans.into_iter()
            .enumerate()
            .map(|(index, san)| {
                let number = (index % 2 == 0).then(
                    || view! { <span class="move-number">{format!("{}.", index / 2 + 1)}</span> },
                );
                view! {
                    {number}
                    <button
                        class="san"
                        data-ply=index + 1
                        aria-pressed=move || (viewing.get() == Some(index + 1)).to_string()
                        on:click=move |_| viewing.set(Some(index + 1))
                    >{san}</button>
                }
            })
            .collect_view()
    };

    view! {
        <div class="table-board">
            <Board view=board_view rotation enabled on_choice />
        </div>
        <div class="table-side">
        <div class="players">
            <span class="player white">{move || session().map(|s| s.white).unwrap_or_default()}</span>
            " v "
            <span class="player black">{move || session().map(|s| s.black).unwrap_or_default()}</span>
            {move || session().and_then(|s| s.chess960).map(|n| format!(" \u{b7} Chess960 #{n}"))}
        </div>
        <p class="status" role="status">
            {move || session().map(|s| match (s.result(), s.to_move_name()) {
                (Some(result), _) => format!("Game over: {result}"),
                (None, Some(name)) => format!("{name} to move"),
                (None, None) => String::new(),
            })}
        </p>
        <nav class="move-list" aria-label="Moves">
            {moves}
            <Show when=move || viewing.get().is_some()>
                <button class="live" on:click=move |_| viewing.set(None)>"Back to the game"</button>
            </Show>
        </nav>
        <div class="controls">
            <button class="takeback" disabled=move || session().is_none_or(|s| s.sans().is_empty()) on:click=move |_| {
                viewing.set(None);
                change(&|s| s.take_back().map_err(|e| e.to_string()));
            }>"Take back"</button>
            <Show when=move || can(StandardAction::OfferDraw)>
                <button class="offer-draw" on:click=move |_| decide(StandardAction::OfferDraw)>"Offer a draw"</button>
            </Show>
            <Show when=move || can(StandardAction::AcceptDraw)>
                <button class="accept-draw" on:click=move |_| decide(StandardAction::AcceptDraw)>"Accept the draw"</button>
            </Show>
            <Show when=move || can(StandardAction::Resign)>
                <button class="resign" on:click=move |_| decide(StandardAction::Resign)>"Resign"</button>
            </Show>
            <label>"Board "
                <select class="orientation" on:change=move |ev| orientation.set(match event_target_value(&ev).as_str() {
                    "black" => Orientation::Black,
                    "turn" => Orientation::Turn,
                    _ => Orientation::White,
                })>
                    <option value="white">"White at the bottom"</option>
                    <option value="black">"Black at the bottom"</option>
                    <option value="turn">"Side to move at the bottom"</option>
                </select>
            </label>
            <button class="new" on:click=move |_| open.set(None)>"Saved games and new game"</button>
        </div>
        <p class="error" role="alert">{move || error.get()}</p>
        </div>
    }
}

/// Milliseconds since 1970 from the browser's clock (0 natively).
fn js_sys_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.time_origin() + p.now())
        .unwrap_or(0.0)
}
