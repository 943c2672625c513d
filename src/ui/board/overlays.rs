//! What a board draws over its squares: the tinted squares (under the
//! men), the files and ranks along its edges as it is turned, and the
//! player's own arrows and circles (over the men), and the move a hint
//! suggests.

use leptos::prelude::*;

use super::arrows::{Mark, arrow_path};
use super::coordinates::{TEXT_SIZE, edge_labels};
use super::geometry::{Layout, SQUARE, Square, decimal};
use super::interaction::Interaction;
use super::preferences::BoardPreferences;
use crate::games::board_view::{BoardView, Choice};
use crate::ui::shared_code::memo;

/// The squares named in `tinted` drawn with a light tint.
pub fn tints(layout: Memo<Layout>, tinted: Signal<Vec<String>>) -> impl IntoView {
    move || {
        let layout = layout.get();
        tinted.with(|names| {
            names
                .iter()
                .filter_map(|name| Square::parse(name))
                .filter(|&square| layout.contains(square))
                .map(|square| {
                    let corner = layout.origin(square);
                    view! {
                        <rect class="tint" data-tint=square.to_string() x=decimal(corner.x, 2)
                            y=decimal(corner.y, 2) width=decimal(SQUARE, 0) height=decimal(SQUARE, 0) />
                    }
                })
                .collect_view()
        })
    }
}

/// Files and ranks along the edges, as the board is turned, unless this
/// device has switched them off. They are drawn anew only when the board
/// turns or its shape changes, never for a move (the ring hands its board
/// in front a new board at each move).
pub fn coordinates(view: Signal<BoardView>, layout: Memo<Layout>) -> impl IntoView {
    let shown = BoardPreferences::get().map_or(Signal::stored(true), |p| p.coordinates.into());
    let holes = memo(move || view.with(|v| v.holes.clone()));
    move || {
        if !shown.get() {
            return None;
        }
        Some(
            holes
                .with(|holes| edge_labels(layout.get(), holes))
                .into_iter()
                .map(|label| {
                    view! {
                        <text class="coordinate" class:on-light=label.on_light class:on-dark=!label.on_light
                            x=decimal(label.at.x, 2) y=decimal(label.at.y, 2) font-size=decimal(TEXT_SIZE, 2)
                            text-anchor=if label.bottom { "end" } else { "start" }>
                            {label.text}
                        </text>
                    }
                })
                .collect_view(),
        )
    }
}

/// The arrows and circles the player has drawn.
pub fn marks(layout: Memo<Layout>, interaction: RwSignal<Interaction>) -> impl IntoView {
    move || {
        let layout = layout.get();
        interaction.with(|i| {
            i.annotations()
                .marks()
                .iter()
                .map(|mark| match *mark {
                    Mark::Arrow { from, to } => {
                        view! { <path class="mark-arrow" d=arrow_path(layout, from, to) /> }
                            .into_any()
                    }
                    Mark::Circle(square) => {
                        let c = layout.centre(square);
                        view! { <circle class="mark-circle" cx=decimal(c.x, 2) cy=decimal(c.y, 2) r=decimal(SQUARE * 0.45, 2) /> }
                            .into_any()
                    }
                })
                .collect_view()
        })
    }
}

/// A move or drop suggested on one board (its index, as in `data-board`):
/// the table provides it as context while a hint is shown, and every
/// board draws it when it is the board shown.
#[derive(Clone, Copy)]
pub struct SuggestedMark(pub Signal<Option<(usize, Choice)>>);

/// The suggestion on the board showing `showing`, if any: an arrow for a
/// move, a ring round the square of a drop.
pub fn suggestion(layout: Memo<Layout>, showing: Memo<Option<usize>>) -> impl IntoView {
    let suggested = use_context::<SuggestedMark>();
    move || {
        let (board, choice) = suggested?.0.get()?;
        if showing.get() != Some(board) {
            return None;
        }
        let layout = layout.get();
        let drawn = match choice {
            Choice::Move { from, to, .. } => {
                let (from, to) = (Square::parse(&from)?, Square::parse(&to)?);
                view! {
                    <path class="suggested-arrow" data-from=from.to_string() data-to=to.to_string()
                        d=arrow_path(layout, from, to) />
                }
                .into_any()
            }
            Choice::Drop { to, kind, .. } => {
                let c = layout.centre(Square::parse(&to)?);
                view! {
                    <circle class="suggested-drop" data-to=to data-kind=kind.name() cx=decimal(c.x, 2) cy=decimal(c.y, 2) r=decimal(SQUARE * 0.42, 2) />
                }
                .into_any()
            }
        };
        Some(drawn)
    }
}
