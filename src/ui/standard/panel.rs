//! The chess panel beside the board: who plays whom in which game, the
//! moves in SAN (each one shows its position), draw and resign, against a
//! computer its evaluation, and the board's looks and sound.

use leptos::prelude::*;

use super::{ChessDisplay, Orientation};
use crate::games::level::Level;
use crate::games::standard::{Standard, StandardAction};
use crate::ui::board::{BoardTheme, PieceStyle};
use crate::ui::computer::describe_score;
use crate::ui::shared_code::redrawn;
use crate::ui::shell::PanelContext;
use crate::ui::shell::widgets::{Segmented, Toggle};
use crate::ui::sound;

/// The draw offer in words and the decisions the game lists for the
/// seat (offer or accept a draw, resign), for the bar beside the board.
pub fn chess_turn(context: &PanelContext<Standard>) -> Option<AnyView> {
    let PanelContext {
        view,
        seat,
        legal,
        names,
        act,
        thinking,
        ..
    } = context;
    let (seat, act) = (*seat, *act);
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    // The decisions the game lists for the seat: offer or accept a draw,
    // resign.
    let open = |action: StandardAction| legal.contains(&action);
    let (offer, accept, resign) = (
        open(StandardAction::OfferDraw),
        open(StandardAction::AcceptDraw),
        open(StandardAction::Resign),
    );
    // A pending offer stays in words until it is answered: moving on
    // declines it.
    let offer_words = view.draw_offer.map(|by| {
        let other = name(1 - by);
        if accept {
            format!(
                "{} offers a draw: accept it, or make a move to decline it.",
                name(by)
            )
        } else if seat == Some(by) {
            format!("You offered a draw: {other} may accept it, or decline it by moving.")
        } else {
            format!(
                "{} offers a draw: {other} may accept it, or decline it by moving.",
                name(by)
            )
        }
    });
    let offer_line =
        offer_words.map(|words| view! { <p class="draw-offer" role="status">{words}</p> });
    // While the computer answers a person, the person's decisions keep
    // their place, shut until the turn comes back, so nothing below moves.
    let answering = seat.is_some() && thinking.is_some_and(|thinking| Some(thinking) != seat);
    let waiting = (answering && !(offer || accept || resign)).then(|| {
        view! {
            <div class="controls decisions">
                <button type="button" class="button offer-draw" disabled>"Offer a draw"</button>
                <button type="button" class="button resign" disabled>"Resign"</button>
            </div>
        }
    });
    let decisions = (offer || accept || resign).then(|| {
        view! {
            <div class="controls decisions">
                {offer.then(|| view! {
                    <button type="button" class="button offer-draw" on:click=move |_| act.run(StandardAction::OfferDraw)>
                        "Offer a draw"
                    </button>
                })}
                {accept.then(|| view! {
                    <button type="button" class="button accept-draw" on:click=move |_| act.run(StandardAction::AcceptDraw)>
                        "Accept the draw"
                    </button>
                })}
                {resign.then(|| view! {
                    <button type="button" class="button resign" on:click=move |_| act.run(StandardAction::Resign)>
                        "Resign"
                    </button>
                })}
            </div>
        }
    });
    (offer_line.is_some() || decisions.is_some() || waiting.is_some()).then(|| {
        view! {
            <div class="chess-turn">
                {offer_line}
                {decisions}
                {waiting}
            </div>
        }
        .into_any()
    })
}

/// The panel.
#[component]
pub fn ChessPanel(context: PanelContext<Standard>) -> impl IntoView {
    let PanelContext {
        view,
        names,
        computers,
        ..
    } = context;
    let display = expect_context::<ChessDisplay>();
    let moves_now = view.sans.len();
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    let clock = view
        .clock
        .map(|clock| format!(" \u{b7} {}", clock.label()))
        .unwrap_or_default();
    let players = view! {
        <p class="players">
            <span class="player white">{name(0)}</span>
            " v "
            <span class="player black">{name(1)}</span>
            <span class="variant">{format!(" \u{b7} {}{clock}", view.variant)}</span>
        </p>
    };

    let sans = view.sans.clone();
    let move_list = sans
        .into_iter()
        .enumerate()
        .map(|(index, san)| {
            let number = (index % 2 == 0).then(
                || view! { <span class="move-number">{format!("{}.", index / 2 + 1)}</span> },
            );
            let ply = index + 1;
            view! {
                {number}
                <button type="button" class="san" data-ply=ply
                    aria-pressed=move || (display.past_ply(moves_now) == Some(ply)).to_string()
                    on:click=move |_| display.viewing.set(Some((ply, moves_now)))>{san}</button>
            }
        })
        .collect_view();

    // The computer's evaluation of its last search (a move it played, or a
    // hint it gave), against a computer.
    let against_computer = computers.iter().any(Option::is_some);
    let computer_tools = against_computer.then(|| {
        let evaluation = move || {
            display.thought.get().map_or_else(
                || "No evaluation yet.".to_string(),
                |(thought, white)| {
                    format!(
                        "Evaluation: {} (depth {}, {} positions)",
                        describe_score(&thought, white),
                        thought.depth,
                        thought.nodes
                    )
                },
            )
        };
        view! {
            <div class="computer-tools">
                <Toggle label="Show the computer's evaluation" value=display.show_evaluation
                    on_change=move |on| display.show_evaluation.set(on) />
                <Show when=move || display.show_evaluation.get()>
                    <p class="evaluation">{evaluation}</p>
                </Show>
            </div>
        }
    });

    let orientations = orientation_choices(&people_at(&computers, &names));
    // With no single person at the device, "my side" means nothing: the
    // board keeps the side it showed, White.
    if orientations
        .iter()
        .all(|(choice, _)| *choice != Orientation::Mine)
        && display.orientation.get_untracked() == Orientation::Mine
    {
        display.orientation.set(Orientation::White);
    }
    let themes = vec![
        (BoardTheme::Walnut, "Walnut".to_string()),
        (BoardTheme::Lagoon, "Lagoon".to_string()),
    ];
    let styles = vec![
        (PieceStyle::Classic, "Classic".to_string()),
        (PieceStyle::Geometric, "Geometric".to_string()),
    ];
    view! {
        <div class="chess-panel">
            {players}
            <nav class="move-list" aria-label="Moves">
                {move_list}
                <Show when=move || display.past_ply(moves_now).is_some()>
                    <button type="button" class="button live" on:click=move |_| display.viewing.set(None)>
                        "Back to the game"
                    </button>
                </Show>
            </nav>
            {computer_tools}
            <details class="board-settings" prop:open=move || display.settings_open.get()
                on:toggle=move |ev| {
                    let details: web_sys::HtmlDetailsElement = event_target(&ev);
                    display.settings_open.set(details.open());
                }>
                <summary>"Board and sound"</summary>
                <p class="option-title">"At the bottom of the board"</p>
                <Segmented label="Which side is at the bottom of the board" options=orientations
                    value=display.orientation on_change=move |o| display.orientation.set(o) />
                <p class="option-title">"Colours"</p>
                <Segmented label="Colours of the squares" options=themes
                    value=display.theme on_change=move |t| display.theme.set(t) />
                <p class="option-title">"Men"</p>
                <Segmented label="Drawing of the men" options=styles
                    value=display.piece_style on_change=move |s| display.piece_style.set(s) />
            </details>
            <button type="button" class="button mute" aria-pressed=move || display.muted.get().to_string()
                on:click=move |_| {
                    let now_muted = !display.muted.get_untracked();
                    sound::set_muted(now_muted);
                    display.muted.set(now_muted);
                }>{redrawn(move || if display.muted.get() { "Sound off" } else { "Sound on" })}</button>
        </div>
    }
}

/// The people at the table, by name, with their seats: the seats no
/// computer holds.
fn people_at(computers: &[Option<Level>], names: &[String]) -> Vec<(usize, String)> {
    computers
        .iter()
        .enumerate()
        .filter(|(_, computer)| computer.is_none())
        .map(|(seat, _)| (seat, names.get(seat).cloned().unwrap_or_default()))
        .collect()
}

/// The choices of the side drawn at the bottom, in the table's words:
/// "Ann's side" only when one person plays (two sharing a device have no
/// one side of their own).
fn orientation_choices(people: &[(usize, String)]) -> Vec<(Orientation, String)> {
    let mine = match people {
        [(_, name)] if !name.is_empty() => Some(format!("{name}'s side")),
        [_] => Some("My side".to_string()),
        _ => None,
    };
    mine.map(|words| (Orientation::Mine, words))
        .into_iter()
        .chain([
            (Orientation::White, "White".to_string()),
            (Orientation::Black, "Black".to_string()),
            (Orientation::Turn, "Whoever is to move".to_string()),
        ])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(list: &[(usize, &str)]) -> Vec<(usize, String)> {
        list.iter()
            .map(|&(seat, name)| (seat, name.to_string()))
            .collect()
    }

    #[test]
    fn one_person_may_keep_their_own_side_at_the_bottom() {
        let people = people_at(
            &[None, Some(Level::Full)],
            &["Ann".into(), "Computer".into()],
        );
        assert_eq!(people, named(&[(0, "Ann")]));
        let words: Vec<String> = orientation_choices(&people)
            .into_iter()
            .map(|(_, w)| w)
            .collect();
        assert_eq!(
            words,
            ["Ann's side", "White", "Black", "Whoever is to move"]
        );
    }

    #[test]
    fn two_people_sharing_a_device_are_offered_no_side_of_their_own() {
        let people = people_at(&[None, None], &["Ann".into(), "Bo".into()]);
        let choices = orientation_choices(&people);
        assert!(
            choices
                .iter()
                .all(|(choice, _)| *choice != Orientation::Mine)
        );
        assert_eq!(choices.len(), 3);
        assert!(
            orientation_choices(&[])
                .iter()
                .all(|(c, _)| *c != Orientation::Mine)
        );
    }
}
