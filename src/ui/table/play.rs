//! A game at the table: the board beside the players, clocks, moves,
//! controls, export and share link. Every change is saved at once.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::StandardSetup;
use super::clock::format_time;
use super::now_ms;
use super::saves;
use super::session::Session;
use crate::ai::Level;
use crate::ai::worker::Thought;
use crate::engine::men::Army;
use crate::games::Game;
use crate::games::standard::StandardAction;
use crate::ui::board::{Board, BoardTheme, Choice, PieceStyle, Rotation};
use crate::ui::computer::{Computer, describe_score};
use crate::ui::sound::{self, Sound};
use crate::ui::transfer::{copy_to_clipboard, download, site_address};

/// Which side of the board is at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    White,
    Black,
    /// The side to move.
    Turn,
}

/// How long the computer thinks about a move, in milliseconds.
const COMPUTER_MOVETIME_MS: u32 = 1_000;
/// How long it thinks about a hint for a person.
const HINT_MOVETIME_MS: u32 = 700;

/// The address that reopens `session`, moves and all, on any device.
fn share_link(session: &Session) -> String {
    let setup = StandardSetup {
        pgn: Some(session.to_pgn()),
        ..StandardSetup::default()
    };
    format!("{}{}", site_address(), setup.href())
}

/// The game saved under `key`.
#[component]
pub fn Play(key: String, session: Session, #[prop(into)] notice: String) -> impl IntoView {
    let session = RwSignal::new(session);
    let viewing = RwSignal::new(None::<usize>);
    let person_plays_black = session.with_untracked(|s| {
        s.computer()
            .is_some_and(|computer| computer.army == Army::White)
    });
    let orientation = RwSignal::new(if person_plays_black {
        Orientation::Black
    } else {
        Orientation::White
    });
    let theme = RwSignal::new(BoardTheme::Walnut);
    let piece_style = RwSignal::new(PieceStyle::Classic);
    let muted = RwSignal::new(sound::muted());
    let error = RwSignal::new(notice);
    let transfer_status = RwSignal::new(String::new());
    let now = RwSignal::new(now_ms());

    let board_view = Memo::new(move |_| {
        session.with(|s| match viewing.get() {
            Some(ply) => s.view_at(ply),
            None => s.live_view(),
        })
    });
    let rotation = Signal::derive(move || {
        let white_to_move = session.with(|s| s.game().position().turn() == Army::White);
        match orientation.get() {
            Orientation::White => Rotation::Deg0,
            Orientation::Black => Rotation::Deg180,
            Orientation::Turn if white_to_move => Rotation::Deg0,
            Orientation::Turn => Rotation::Deg180,
        }
    });
    let enabled = Signal::derive(move || viewing.get().is_none());

    // Applies a change to the game and saves it; an error is shown and the
    // game is left as it was.
    let save_key = StoredValue::new(key);
    let change = move |apply: &dyn Fn(&mut Session) -> Result<(), String>| {
        let mut result = Ok(());
        session.update(|s| {
            result = apply(s).and_then(|()| save_key.with_value(|key| saves::save(key, s)))
        });
        error.set(result.err().unwrap_or_default());
    };
    let on_choice = Callback::new(move |choice: Choice| {
        let played = std::cell::RefCell::new(None);
        change(&|s| {
            let san = s.play(&choice, now_ms()).map_err(|e| e.to_string())?;
            *played.borrow_mut() = Some(san);
            Ok(())
        });
        if let Some(san) = played.take() {
            let over = session.with_untracked(|s| s.result().is_some());
            sound::play(Sound::after_move(&san, over));
        }
    });
    let decide = move |action: StandardAction| {
        change(&|s| {
            s.decide(action.clone(), now_ms())
                .map_err(|e| e.to_string())
        });
        if session.with_untracked(|s| s.result().is_some()) {
            sound::play(Sound::GameEnd);
        }
    };
    let can = move |action: StandardAction| {
        session.with(|s| {
            s.result().is_none()
                && s.game()
                    .to_act()
                    .is_some_and(|seat| s.game().legal_actions(seat).contains(&action))
        })
    };

    // The computer: asked for a move whenever it is to move (once per
    // position); its answer is played like a person's move, unless the
    // game moved on meanwhile.
    let computer = StoredValue::new_local(Computer::default());
    on_cleanup(move || computer.with_value(Computer::stop));
    let thinking = RwSignal::new(None::<usize>);
    let thought = RwSignal::new(None::<(Thought, bool)>);
    let show_evaluation = RwSignal::new(false);
    let hint = RwSignal::new(None::<(usize, String)>);
    Effect::new(move |_| {
        let wanted = session.with(|s| {
            s.computer()
                .filter(|_| s.computer_to_move())
                .map(|seat| (s.sans().len(), seat.level))
        });
        let Some((ply, level)) = wanted else {
            return;
        };
        if thinking.get_untracked() == Some(ply) {
            return;
        }
        thinking.set(Some(ply));
        let (request, white) = session.with_untracked(|s| {
            (
                s.search_request(level, COMPUTER_MOVETIME_MS),
                s.game().position().turn() == Army::White,
            )
        });
        computer.with_value(|c| {
            c.ask(request, move |answer| {
                thinking.set(None);
                let current =
                    session.with_untracked(|s| s.computer_to_move() && s.sans().len() == ply);
                match answer {
                    Ok(answer) if current => {
                        let best = answer.best.clone();
                        thought.set(Some((answer, white)));
                        if let Some(best) = best {
                            let played = std::cell::RefCell::new(None);
                            change(&|s| {
                                *played.borrow_mut() =
                                    Some(s.play_uci(&best, now_ms()).map_err(|e| e.to_string())?);
                                Ok(())
                            });
                            if let Some(san) = played.take() {
                                let over = session.with_untracked(|s| s.result().is_some());
                                sound::play(Sound::after_move(&san, over));
                            }
                        }
                    }
                    Ok(_) => {}
                    Err(problem) => error.set(format!("The computer cannot move: {problem}.")),
                }
            })
        });
    });
    let ask_hint = move || {
        let ply = session.with_untracked(|s| s.sans().len());
        let (request, white) = session.with_untracked(|s| {
            (
                s.search_request(Level::Full, HINT_MOVETIME_MS),
                s.game().position().turn() == Army::White,
            )
        });
        hint.set(Some((ply, "Thinking\u{2026}".into())));
        computer.with_value(|c| {
            c.ask(request, move |answer| {
                if session.with_untracked(|s| s.sans().len()) != ply {
                    return;
                }
                let text = match answer {
                    Ok(answer) => {
                        let san = answer
                            .best
                            .as_deref()
                            .and_then(|best| session.with_untracked(|s| s.san_of(best)));
                        thought.set(Some((answer, white)));
                        san.map_or_else(
                            || "No move to suggest.".to_string(),
                            |san| format!("Try {san}."),
                        )
                    }
                    Err(problem) => format!("No hint: {problem}."),
                };
                hint.set(Some((ply, text)));
            })
        });
    };
    let hint_text = move || {
        let ply = session.with(|s| s.sans().len());
        hint.get()
            .filter(|(asked, _)| *asked == ply)
            .map(|(_, text)| text)
    };
    let against_computer = session.with_untracked(|s| s.computer().is_some());
    let evaluation = move || {
        thought.get().map(|(thought, white)| {
            format!(
                "Evaluation: {} (depth {}, {} positions)",
                describe_score(&thought, white),
                thought.depth,
                thought.nodes
            )
        })
    };

    // The clock ticks ten times a second while it runs, and ends the game
    // when a flag falls.
    if session.with_untracked(|s| s.clock().is_some())
        && let Ok(handle) = set_interval_with_handle(
            move || {
                now.set(now_ms());
                if session.with_untracked(|s| s.clock().and_then(|c| c.flag(now_ms())).is_some()) {
                    change(&|s| {
                        s.check_flag(now_ms());
                        Ok(())
                    });
                    sound::play(Sound::GameEnd);
                }
            },
            std::time::Duration::from_millis(100),
        )
    {
        on_cleanup(move || handle.clear());
    }
    let clock_face = move |seat: usize| {
        session.with(|s| {
            s.clock().map(|clock| {
                let running = clock.running_seat() == Some(seat);
                let time = format_time(clock.remaining(seat, now.get()));
                (time, running)
            })
        })
    };
    let clock_view = move |seat: usize, name: &'static str| {
        view! {
            <Show when=move || clock_face(seat).is_some()>
                <span class="clock" data-seat=name class:running=move || clock_face(seat).is_some_and(|(_, r)| r)
                    aria-label=move || format!("{name}'s clock: {}", clock_face(seat).map(|(t, _)| t).unwrap_or_default())>
                    {move || clock_face(seat).map(|(t, _)| t)}
                </span>
            </Show>
        }
    };

    let moves = move || {
        let sans = session.with(|s| s.sans().to_vec());
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

    let copy = move |what: &'static str, text: String| {
        spawn_local(async move {
            transfer_status.set(if copy_to_clipboard(&text).await {
                format!("{what} copied.")
            } else {
                format!("Copying the {what} failed: select it below and copy it by hand.")
            });
        });
    };
    let shown_text = RwSignal::new(String::new());
    let show_and_copy = move |what: &'static str, text: String| {
        shown_text.set(text.clone());
        copy(what, text);
    };

    view! {
        <div class="table-board">
            <Board view=board_view rotation theme piece_style enabled on_choice />
        </div>
        <div class="table-side">
            <div class="players">
                <span class="player white">{move || session.with(|s| s.white.clone())}</span>
                {clock_view(0, "White")}
                " v "
                <span class="player black">{move || session.with(|s| s.black.clone())}</span>
                {clock_view(1, "Black")}
                <span class="variant">{move || format!(" \u{b7} {}", session.with(Session::variant_label))}</span>
            </div>
            <p class="status" role="status" class:over=move || session.with(|s| s.result().is_some())>
                {move || session.with(|s| match (s.result(), s.to_move_name()) {
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
                <button class="takeback" disabled=move || session.with(|s| s.sans().is_empty()) on:click=move |_| {
                    viewing.set(None);
                    computer.with_value(Computer::forget);
                    thinking.set(None);
                    change(&|s| s.take_back(now_ms()).map_err(|e| e.to_string()));
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
            </div>
            <Show when=move || against_computer>
                <div class="controls computer">
                    <Show when=move || session.with(|s| s.result().is_none() && !s.computer_to_move())>
                        <button class="hint" on:click=move |_| ask_hint()>"Hint"</button>
                    </Show>
                    <Show when=move || thinking.get().is_some()>
                        <span class="thinking" role="status">"The computer is thinking\u{2026}"</span>
                    </Show>
                    <label class="toggle">
                        <input type="checkbox" class="show-evaluation"
                            prop:checked=move || show_evaluation.get()
                            on:change=move |ev| show_evaluation.set(event_target_checked(&ev)) />
                        " Show the computer's evaluation"
                    </label>
                </div>
                <p class="hint-text" role="status">{hint_text}</p>
                <Show when=move || show_evaluation.get()>
                    <p class="evaluation">{move || evaluation().unwrap_or_else(|| "No evaluation yet.".into())}</p>
                </Show>
            </Show>
            <div class="controls settings">
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
                <label>"Colours "
                    <select class="theme" on:change=move |ev| theme.set(if event_target_value(&ev) == "lagoon" { BoardTheme::Lagoon } else { BoardTheme::Walnut })>
                        <option value="walnut">"Walnut"</option>
                        <option value="lagoon">"Lagoon"</option>
                    </select>
                </label>
                <label>"Men "
                    <select class="piece-style" on:change=move |ev| piece_style.set(if event_target_value(&ev) == "geometric" { PieceStyle::Geometric } else { PieceStyle::Classic })>
                        <option value="classic">"Classic"</option>
                        <option value="geometric">"Geometric"</option>
                    </select>
                </label>
                <button class="mute" aria-pressed=move || muted.get().to_string() on:click=move |_| {
                    let now_muted = !muted.get_untracked();
                    sound::set_muted(now_muted);
                    muted.set(now_muted);
                }>{move || if muted.get() { "Sound off" } else { "Sound on" }}</button>
            </div>
            <details class="export">
                <summary>"Export and share"</summary>
                <div class="controls">
                    <button class="copy-pgn" on:click=move |_| show_and_copy("PGN", session.with_untracked(Session::to_pgn))>"Copy PGN"</button>
                    <button class="download-pgn" on:click=move |_| {
                        let text = session.with_untracked(Session::to_pgn);
                        if !download("parlour-game.pgn", "application/x-chess-pgn", &text) {
                            transfer_status.set("This browser cannot download files here; use Copy PGN.".into());
                        }
                    }>"Download PGN"</button>
                    <button class="copy-fen" on:click=move |_| show_and_copy("FEN", session.with_untracked(|s| s.fen_at(viewing.get_untracked())))>"Copy FEN"</button>
                    <button class="share" on:click=move |_| show_and_copy("Share link", session.with_untracked(share_link))>"Copy share link"</button>
                </div>
                <p class="transfer-status" role="status">{move || transfer_status.get()}</p>
                <Show when=move || !shown_text.get().is_empty()>
                    <textarea class="exported" readonly rows="5" spellcheck="false" prop:value=move || shown_text.get()></textarea>
                </Show>
            </details>
            <button class="new" on:click=move |_| {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().set_hash(&StandardSetup::default().href());
                }
            }>"Saved games and new game"</button>
            <p class="error" role="alert">{move || error.get()}</p>
        </div>
    }
}
