//! The screens of a running table: hand-off, private reveal, play and the
//! final table. Only the reveal screen and the final table put a card in
//! the page, and the reveal screen only its own seat's.

use leptos::prelude::*;

use crate::engine::men::{Army, Man};
use crate::games::board_view::BoardView;
use crate::games::carousel::Card;
use crate::games::carousel::scores::TrophyKind;
use crate::games::carousel::view::TableView;
use crate::games::{Game, RuleError, Seat, Viewer};
use crate::ui::board::artwork::parts;
use crate::ui::board::geometry::SQUARE;
use crate::ui::board::{Board, Choice, PieceStyle};
use crate::ui::handoff::HandOff;

use super::flow::{Screen, Stage, Table};
use super::storage;

/// What the page draws: one [`Screen`], except that every turn is the one
/// play screen whoever moves, so the board (its animation, focus and live
/// region) survives the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A hand-off, a private reveal or the final table.
    Screen(Screen),
    /// Moves are being played.
    Play,
}

impl Frame {
    /// The frame `table` shows now.
    pub fn of(table: &Table) -> Frame {
        match table.screen() {
            Screen::Turn { .. } => Frame::Play,
            screen => Frame::Screen(screen),
        }
    }
}

/// Capitalised colour name.
fn colour_name(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

/// Capitalised card name.
fn card_name(card: Card) -> &'static str {
    match card {
        Card::White => "White",
        Card::Black => "Black",
        Card::Draw => "Draw",
    }
}

/// What a card asks of its holder.
fn card_aim(card: Card) -> &'static str {
    match card {
        Card::White => "You win 5 more points if White gives checkmate.",
        Card::Black => "You win 5 more points if Black gives checkmate.",
        Card::Draw => "You win 100 points if the game ends in a draw of any kind.",
    }
}

/// The frame `frame` of `table`.
#[component]
pub fn TableScreen(table: RwSignal<Option<Table>>, frame: Frame) -> impl IntoView {
    let Some(snapshot) = table.get_untracked() else {
        return ().into_any();
    };
    let update = move |change: fn(&mut Table)| {
        table.update(|table| {
            if let Some(table) = table {
                change(table);
            }
        })
    };
    let public = snapshot.game.view(Viewer::Public);
    let name = |seat: Seat| public.players[seat].clone();
    match frame {
        Frame::Play => view! { <PlayScreen table /> }.into_any(),
        Frame::Screen(Screen::HandOff { seat }) => {
            let dealing = matches!(snapshot.stage, Stage::Dealing { .. });
            let note = if dealing {
                format!("Dealing: card {} of {}.", seat + 1, public.players.len())
            } else {
                format!("{} asked to look at their card again.", name(seat))
            };
            view! {
                <HandOff player=name(seat) on_reveal=move |_| update(Table::reveal)>
                    <p class="handoff-note">{note}</p>
                </HandOff>
            }
            .into_any()
        }
        Frame::Screen(Screen::Reveal { seat, card, dealing }) => view! {
            <section class="reveal-screen" data-seat=seat data-card=card.name() aria-labelledby="reveal-title">
                <h2 id="reveal-title">{format!("{}, your card is", name(seat))}</h2>
                <p class=format!("card card-{}", card.name())>{card_name(card)}</p>
                <p>{card_aim(card)}</p>
                <p class="hint">"Keep it to yourself. You may say anything about it, true or not."</p>
                <button class="button primary" type="button" on:click=move |_| update(Table::hide)>
                    {if dealing { "Hide my card and pass on" } else { "Hide my card" }}
                </button>
            </section>
        }
        .into_any(),
        Frame::Screen(Screen::Turn { .. }) => ().into_any(),
        Frame::Screen(Screen::Final) => {
            let board = snapshot.game.boards(Viewer::Public).remove(0);
            view! {
                <FinalTable view=public board />
                <TableTools table />
            }
            .into_any()
        }
    }
}

/// The play screen: the player to move moves on the board or types the
/// move; the score sheet, the die and the moves are public. It lives
/// across moves and follows the table.
#[component]
fn PlayScreen(table: RwSignal<Option<Table>>) -> impl IntoView {
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let typed = RwSignal::new(String::new());
    // While the table leaves this screen, it keeps its last state.
    let public = Memo::new(move |previous: Option<&Option<TableView>>| {
        table.with(|t| {
            t.as_ref()
                .map(|t| t.game.view(Viewer::Public))
                .or_else(|| previous.cloned().flatten())
        })
    });
    let board = Memo::new(move |previous: Option<&BoardView>| {
        table.with(|t| match t {
            Some(t) => {
                let viewer = t.game.to_act().map_or(Viewer::Public, Viewer::Seat);
                t.game.boards(viewer).into_iter().next().unwrap_or_default()
            }
            None => previous.cloned().unwrap_or_default(),
        })
    });
    let rotation =
        Signal::derive(move || table.with(|t| t.as_ref().map(Table::rotation).unwrap_or_default()));
    // A refused move leaves the table untouched and says why; a played one
    // moves the table on.
    let apply = move |change: &dyn Fn(&mut Table) -> Result<(), RuleError>| {
        let Some(mut next) = table.get_untracked() else {
            return;
        };
        match change(&mut next) {
            Ok(()) => {
                error.set(None);
                table.set(Some(next));
            }
            Err(refusal) => error.set(Some(refusal.0)),
        }
    };
    let on_choice = Callback::new(move |choice: Choice| apply(&|t| t.choose(&choice)));
    let seat = move || public.with(|p| p.as_ref().and_then(|p| p.to_act));
    let colour = move || public.with(|p| p.as_ref().map(|p| p.colour.name()));
    let heading = move || {
        public.with(|p| {
            p.as_ref().and_then(|p| {
                let seat = p.to_act?;
                Some(format!(
                    "Round {}: {} moves {}",
                    p.round,
                    p.players[seat],
                    colour_name(p.colour)
                ))
            })
        })
    };
    let die = move || {
        public.with(|p| {
            let p = p.as_ref()?;
            let out = p.sitting_out?;
            Some(view! {
                <p class="die" data-sitting-out=out>
                    {format!("The die picked {} to sit out this round.", p.players[out])}
                </p>
            })
        })
    };
    let players =
        public.with_untracked(|p| p.as_ref().map(|p| p.players.clone()).unwrap_or_default());
    let look_buttons = players
        .into_iter()
        .enumerate()
        .map(|(index, player)| {
            view! {
                <button type="button" class="button" data-look=index on:click=move |_| {
                    table.update(|table| {
                        if let Some(table) = table {
                            let _ = table.peek(index);
                        }
                    })
                }>{player}</button>
            }
        })
        .collect_view();
    view! {
        <section class="turn" data-seat=seat data-colour=colour>
            <h2 class="turn-title" aria-live="polite">{heading}</h2>
            {die}
            <div class="carousel-board">
                <Board view=board rotation on_choice />
            </div>
            <form class="move-entry" on:submit=move |ev: leptos::ev::SubmitEvent| {
                ev.prevent_default();
                let text = typed.get_untracked();
                apply(&|t| t.play(&text));
                typed.set(String::new());
            }>
                <label for="carousel-move">"Or type a move (e2e4, Nf3)"</label>
                <input
                    id="carousel-move"
                    name="move"
                    autocomplete="off"
                    prop:value=move || typed.get()
                    on:input=move |ev| typed.set(event_target_value(&ev))
                />
                <button class="button" type="submit">"Play"</button>
            </form>
            {move || error.get().map(|text| view! { <p class="error" role="alert">{text}</p> })}
            <label class="check face-player">
                <input
                    type="checkbox"
                    name="face-player"
                    prop:checked=move || table.with(|t| t.as_ref().is_some_and(|t| t.face_player))
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        table.update(|t| {
                            if let Some(t) = t {
                                t.face_player = on;
                            }
                        })
                    }
                />
                "Turn the board to face the player to move"
            </label>
            {move || public.get().map(|view| view! { <ScoreSheet view /> })}
            <section class="look">
                <h3>"Look at your card again"</h3>
                <div class="look-buttons">{look_buttons}</div>
            </section>
            <MoveList public />
            <TableTools table />
        </section>
    }
}

/// The public score sheet: each player's captured men and points.
#[component]
fn ScoreSheet(view: TableView) -> impl IntoView {
    let rows = view
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let line = &view.scores[seat];
            let men = line
                .trophies
                .iter()
                .map(|trophy| {
                    let man = trophy.man;
                    let (how, note) = match trophy.how {
                        TrophyKind::Capture => ("capture", None),
                        TrophyKind::EnPassant => ("en-passant", Some("e.p.")),
                        TrophyKind::Promotion => ("promotion", Some("promoted")),
                    };
                    let words = format!(
                        "{} {}{}",
                        man.army.name(),
                        man.kind.name(),
                        note.map(|n| format!(" ({n})")).unwrap_or_default()
                    );
                    let title = words.clone();
                    view! {
                        <li class="trophy" data-army=man.army.name() data-kind=man.kind.name() data-how=how title=title>
                            <ManPicture man />
                            <span class="visually-hidden">{words}</span>
                            {note.map(|n| view! { <small aria-hidden="true">{n}</small> })}
                        </li>
                    }
                })
                .collect_view();
            let status = if view.to_act == Some(seat) {
                "to move"
            } else if view.sitting_out == Some(seat) {
                "sits out"
            } else {
                ""
            };
            view! {
                <tr data-seat=seat class:to-move=view.to_act == Some(seat)>
                    <th scope="row">{player.clone()}</th>
                    <td class="men"><ul class="trophies">{men}</ul></td>
                    <td class="points">{line.total()}</td>
                    <td class="status">{status}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="score-sheet">
            <caption>"Score sheet"</caption>
            <thead>
                <tr><th scope="col">"Player"</th><th scope="col">"Men taken"</th><th scope="col">"Points"</th><th scope="col"></th></tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// A small drawing of `man`, as on the board.
#[component]
fn ManPicture(man: Man) -> impl IntoView {
    let paths = parts(PieceStyle::Classic, man.kind)
        .iter()
        .map(|part| view! { <path class=part.paint.class() d=part.d /> })
        .collect_view();
    view! {
        <svg class="man-picture" viewBox=format!("0 0 {SQUARE} {SQUARE}") aria-hidden="true">
            <g class=format!("palette-{}", man.army.name())>{paths}</g>
        </svg>
    }
}

/// The moves so far, with who made them (the list stays open across moves).
#[component]
fn MoveList(public: Memo<Option<TableView>>) -> impl IntoView {
    let count = move || public.with(|p| p.as_ref().map_or(0, |p| p.moves.len()));
    let items = move || {
        public.with(|p| {
            p.as_ref().map(|view| {
                view.moves
                    .iter()
                    .map(|mv| view! { <li>{format!("{} ({}): {}", mv.san, colour_name(mv.colour), view.players[mv.seat])}</li> })
                    .collect_view()
            })
        })
    };
    view! {
        <details class="move-list">
            <summary>{move || format!("Moves ({})", count())}</summary>
            <ol>{items}</ol>
        </details>
    }
}

/// Every card, every score, the winners and the last position.
#[component]
fn FinalTable(view: TableView, board: BoardView) -> impl IntoView {
    let Some(reveal) = view.reveal.clone() else {
        return ().into_any();
    };
    let rows = view
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let line = &view.scores[seat];
            let card = reveal.cards[seat];
            let winner = reveal.winners.contains(&seat);
            view! {
                <tr data-seat=seat class:winner=winner>
                    <th scope="row">{player.clone()}{winner.then_some(" \u{2605}")}</th>
                    <td class="card-cell" data-card=card.name()>{card_name(card)}</td>
                    <td>{line.men_points()}</td>
                    <td>{line.checkmate}</td>
                    <td>{line.winning_card + line.draw_card}</td>
                    <td class="total">{reveal.totals[seat]}</td>
                </tr>
            }
        })
        .collect_view();
    let winners: Vec<String> = reveal
        .winners
        .iter()
        .map(|&seat| view.players[seat].clone())
        .collect();
    let left_out = reveal
        .left_out
        .map(|card| format!("The card left out was {}.", card_name(card)));
    view! {
        <section class="final-table">
            <h2>{reveal.reason.clone()}</h2>
            <p class="winners">{winners_line(&winners)}</p>
            <table>
                <thead>
                    <tr>
                        <th scope="col">"Player"</th><th scope="col">"Card"</th><th scope="col">"Men"</th>
                        <th scope="col">"Mate"</th><th scope="col">"Card bonus"</th><th scope="col">"Total"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            {left_out.map(|text| view! { <p class="left-out">{text}</p> })}
            <div class="carousel-board">
                <Board view=Signal::stored(board) enabled=false on_choice=Callback::new(|_: Choice| ()) />
            </div>
        </section>
    }
    .into_any()
}

/// "Winner: Ann", or "Winners, sharing the win: Ann and Bob".
fn winners_line(winners: &[String]) -> String {
    match winners {
        [one] => format!("Winner: {one}"),
        many => format!("Winners, sharing the win: {}", many.join(" and ")),
    }
}

/// Export, share and start again.
#[component]
fn TableTools(table: RwSignal<Option<Table>>) -> impl IntoView {
    let exported = RwSignal::new(false);
    let confirm_new = RwSignal::new(false);
    let share = RwSignal::new(None::<String>);
    let download = move |_| {
        if let Some(text) = table.with_untracked(|table| table.as_ref().map(storage::export_text)) {
            exported.set(crate::ui::transfer::download(
                "carousel.json",
                "application/json",
                &text,
            ));
        }
    };
    let show_share = move |_| {
        let href =
            table.with_untracked(|table| table.as_ref().map(|t| storage::share_href(&t.game)));
        let base = crate::ui::transfer::site_address();
        share.set(href.map(|href| format!("{base}{href}")));
    };
    view! {
        <section class="table-tools">
            <button type="button" class="button" on:click=show_share>"Share link"</button>
            <button type="button" class="button" data-export on:click=download>"Export"</button>
            <button type="button" class="button" on:click=move |_| confirm_new.set(true)>"New game"</button>
            <Show when=move || confirm_new.get()>
                <p class="confirm-new" role="alert">
                    "End this game for good? "
                    <button type="button" class="button" data-confirm-new on:click=move |_| {
                        storage::forget();
                        table.set(None);
                    }>"Yes, start a new game"</button>
                    <button type="button" class="button" on:click=move |_| confirm_new.set(false)>"No, keep playing"</button>
                </p>
            </Show>
            {move || share.get().map(|link| view! {
                <p class="share">
                    "This link holds no cards: whoever opens it deals new ones. "
                    <a href=link.clone()>"Open the shared game"</a>
                    <input readonly aria-label="Share link" prop:value=link />
                </p>
            })}
            <Show when=move || exported.get()>
                <p class="export">
                    "Exported as carousel.json. The file holds the whole game, cards too: "
                    "keep it to yourselves, and import it to go on playing."
                </p>
            </Show>
        </section>
    }
}
