//! The panel beside the Carousel board, drawn from the view of the screen
//! that is up and nothing else: whose turn and for which colour, the die,
//! the viewer's own card (in a seat's own view only; every card in a
//! finished game's replay), a typed move for the
//! seat to act, the final table with every card once the game is over,
//! the public score sheet and the moves.

use leptos::prelude::*;

use super::words::{card_aim, card_name, colour_name, winners_line};
use crate::games::carousel::scores::TrophyKind;
use crate::games::carousel::view::TableView;
use crate::games::carousel::{Card, Carousel};
use crate::ui::board::man_picture;
use crate::ui::shell::PanelContext;

/// The panel.
#[component]
pub fn CarouselPanel(context: PanelContext<Carousel>) -> impl IntoView {
    let PanelContext {
        view,
        seat,
        acting,
        act_text,
        ..
    } = context;
    let turn = view.to_act.map(|mover| {
        view! {
            <p class="carousel-turn" data-seat=mover data-colour=view.colour.name()>
                {format!("Round {}: {} moves {}", view.round, view.players[mover], colour_name(view.colour))}
            </p>
        }
    });
    let die = view.sitting_out.map(|out| {
        view! {
            <p class="die" data-sitting-out=out>
                {format!("The die picked {} to sit out this round.", view.players[out])}
            </p>
        }
    });
    // The card is in the view of its own seat only, and turned up for all
    // on the final table.
    let own = view
        .own_card
        .filter(|_| view.reveal.is_none())
        .map(|card| view! { <OwnCard card /> });
    // Every card, in a finished game's replay before its last step.
    let dealt =
        view.cards
            .clone()
            .filter(|_| view.reveal.is_none())
            .map(|cards| {
                let lines = cards
                .into_iter()
                .zip(&view.players)
                .map(|(card, player)| view! {
                    <li data-card=card.name()>{format!("{player}: {}", card_name(card))}</li>
                })
                .collect_view();
                view! {
                    <section class="dealt-cards">
                        <h3>"The cards"</h3>
                        <ul>{lines}</ul>
                    </section>
                }
            });
    view! {
        <div class="carousel-panel" data-view=seat>
            {turn}
            {die}
            {own}
            {dealt}
            {acting.then(|| view! { <MoveEntry act=act_text /> })}
            {view.reveal.is_some().then(|| view! { <FinalTable view=view.clone() /> })}
            <ScoreSheet view=view.clone() />
            <MoveList view />
        </div>
    }
}

/// The viewer's own card and what it asks of them.
#[component]
fn OwnCard(card: Card) -> impl IntoView {
    view! {
        <section class="own-card" data-card=card.name()>
            <h3>"Your card"</h3>
            <p class=format!("card card-{}", card.name())>{card_name(card)}</p>
            <p>{card_aim(card)}</p>
            <p class="small">"Keep it to yourself. You may say anything about it, true or not."</p>
        </section>
    }
}

/// A move typed as text (e2e4, Nf3), for those who prefer keys.
#[component]
fn MoveEntry(act: Callback<String>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    view! {
        <form class="move-entry" on:submit=move |ev| {
            ev.prevent_default();
            let typed = text.get_untracked();
            if !typed.trim().is_empty() {
                text.set(String::new());
                act.run(typed.trim().to_string());
            }
        }>
            <label>
                "Or type a move (e2e4, Nf3) "
                <input name="move" autocomplete="off" placeholder="e2e4"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev)) />
            </label>
            <button type="submit" class="button">"Play"</button>
        </form>
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
                            {man_picture(man.army, man.kind, "man-picture")}
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

/// The moves so far, with who made them.
#[component]
fn MoveList(view: TableView) -> impl IntoView {
    let count = view.moves.len();
    let items = view
        .moves
        .iter()
        .map(|mv| {
            view! {
                <li>{format!("{} ({}): {}", mv.san, colour_name(mv.colour), view.players[mv.seat])}</li>
            }
        })
        .collect_view();
    view! {
        <details class="move-list">
            <summary>{format!("Moves ({count})")}</summary>
            <ol tabindex="0" aria-label="Moves">{items}</ol>
        </details>
    }
}

/// Every card, how each total was made, and the card left out.
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
            <h3>"Every card"</h3>
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
        </section>
    }
    .into_any()
}
