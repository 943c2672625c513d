//! The screens of a running table, one per [`Screen`]: hand-off, private
//! reveal, turn and final table. Only the reveal screen and the final table
//! put a card in the page, and the reveal screen only its own seat's.

use leptos::prelude::*;

use crate::engine::men::Army;
use crate::games::carousel::Card;
use crate::games::carousel::view::TableView;
use crate::games::{Game, Seat, Viewer};
use crate::ui::handoff::HandOff;

use super::board_grid::BoardGrid;
use super::flow::{Screen, Table};
use super::storage;

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

/// The screen `screen` of `table`.
#[component]
pub fn TableScreen(table: RwSignal<Option<Table>>, screen: Screen) -> impl IntoView {
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
    match screen {
        Screen::HandOff { seat } => {
            let dealing = matches!(snapshot.stage, super::flow::Stage::Dealing { .. });
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
        Screen::Reveal { seat, card, dealing } => view! {
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
        Screen::Turn { seat } => view! { <TurnScreen table snapshot seat /> }.into_any(),
        Screen::Final => view! { <FinalTable view=public /> <TableTools table /> }.into_any(),
    }
}

/// The player to move picks a move on the board or types it.
#[component]
fn TurnScreen(table: RwSignal<Option<Table>>, snapshot: Table, seat: Seat) -> impl IntoView {
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let typed = RwSignal::new(String::new());
    // A refused move leaves the table untouched (so this screen, and its
    // error message, stay); a played one moves the table on.
    let play = move |text: String| {
        let Some(mut next) = table.get_untracked() else {
            return;
        };
        match next.play(&text) {
            Ok(()) => table.set(Some(next)),
            Err(refusal) => error.set(Some(refusal.0)),
        }
    };
    let public = snapshot.game.view(Viewer::Public);
    let board = snapshot.game.boards(Viewer::Seat(seat)).remove(0);
    let heading = format!(
        "Round {}: {} moves {}",
        public.round,
        public.players[seat],
        colour_name(public.colour_to_move)
    );
    let die = public.sitting_out.map(|out| {
        view! {
            <p class="die" data-sitting-out=out>
                {format!("The die picked {} to sit out this round.", public.players[out])}
            </p>
        }
    });
    let players = public.players.clone();
    let colour = public.colour_to_move.name();
    view! {
        <section class="turn" data-seat=seat data-colour=colour>
            <h2 class="turn-title">{heading}</h2>
            {die}
            <BoardGrid view=board rotation=snapshot.rotation() on_move=move |uci| play(uci) />
            <form class="move-entry" on:submit=move |ev: leptos::ev::SubmitEvent| {
                ev.prevent_default();
                play(typed.get_untracked());
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
            <ScoreSheet view=public.clone() />
            <section class="look">
                <h3>"Look at your card again"</h3>
                <div class="look-buttons">
                    {players
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
                        .collect_view()}
                </div>
            </section>
            <MoveList view=public />
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
            let men: String = line
                .trophies
                .iter()
                .map(|trophy| format!("{} {}", trophy.man.army.name(), trophy.man.kind.name()))
                .collect::<Vec<_>>()
                .join(", ");
            let status = if view.to_act == Some(seat) {
                "to move"
            } else if view.sitting_out == Some(seat) {
                "sits out"
            } else {
                ""
            };
            view! {
                <tr data-seat=seat>
                    <th scope="row">{player.clone()}</th>
                    <td class="men">{men}</td>
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

/// The moves so far, with who made them.
#[component]
fn MoveList(view: TableView) -> impl IntoView {
    let items = view
        .moves
        .iter()
        .map(|mv| view! { <li>{format!("{} ({}): {}", mv.san, colour_name(mv.colour), view.players[mv.seat])}</li> })
        .collect_view();
    view! {
        <details class="move-list">
            <summary>{format!("Moves ({})", view.moves.len())}</summary>
            <ol>{items}</ol>
        </details>
    }
}

/// Every card, every score and the winners.
#[component]
fn FinalTable(view: TableView) -> impl IntoView {
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
            <p class="winners">{format!("Winner: {}", winners.join(" and "))}</p>
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
        </section>
    }
    .into_any()
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
        let base = web_sys::window()
            .and_then(|w| {
                let location = w.location();
                Some(format!(
                    "{}{}",
                    location.origin().ok()?,
                    location.pathname().ok()?
                ))
            })
            .unwrap_or_default();
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
