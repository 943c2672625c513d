//! The 14x14 cross drawn as SVG, turned so a chosen army sits at the
//! bottom, with moves by drag or by tapping the man and then its square.
//! Each army has its own shape as well as its own colour, so the four stay
//! apart for colour-blind players: White circles, Blue squares, Black
//! hexagons, Red diamonds.

use leptos::prelude::*;

use crate::engine::men::{Army, Kind};
use crate::games::board_view::{BoardView, MoveOption};
use crate::games::four_player::Step;

/// Squares per side.
const SIDE: u8 = 14;

/// Where board square (`file`, `rank`), both from 0, is drawn (column,
/// row from the top) when `bottom`'s army is at the bottom.
pub fn to_display(bottom: Army, file: u8, rank: u8) -> (u8, u8) {
    let last = SIDE - 1;
    match bottom {
        Army::White => (file, last - rank),
        Army::Blue => (last - rank, last - file),
        Army::Black => (last - file, rank),
        Army::Red => (rank, file),
    }
}

/// The board square drawn at (`column`, `row`): the inverse of
/// [`to_display`].
pub fn from_display(bottom: Army, column: u8, row: u8) -> (u8, u8) {
    let last = SIDE - 1;
    match bottom {
        Army::White => (column, last - row),
        Army::Blue => (last - row, last - column),
        Army::Black => (last - column, row),
        Army::Red => (row, column),
    }
}

fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

fn parse_square(name: &str) -> Option<(u8, u8)> {
    let file = name.bytes().next()?.checked_sub(b'a')?;
    let rank: u8 = name.get(1..)?.parse().ok()?;
    (file < SIDE && (1..=SIDE).contains(&rank)).then(|| (file, rank - 1))
}

/// The solid chess glyph of a kind.
fn glyph(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "\u{265a}",
        Kind::Queen => "\u{265b}",
        Kind::Rook => "\u{265c}",
        Kind::Bishop => "\u{265d}",
        Kind::Knight => "\u{265e}",
        Kind::Pawn => "\u{265f}",
    }
}

/// The outline of an army's men, centred on 0,0.
fn army_shape(army: Army) -> AnyView {
    match army {
        Army::White => view! { <circle class="man-shape" r="0.42" /> }.into_any(),
        Army::Blue => {
            view! { <rect class="man-shape" x="-0.38" y="-0.38" width="0.76" height="0.76" rx="0.08" /> }
                .into_any()
        }
        Army::Black => view! {
            <polygon class="man-shape" points="0.42,0 0.21,0.37 -0.21,0.37 -0.42,0 -0.21,-0.37 0.21,-0.37" />
        }
        .into_any(),
        Army::Red => {
            view! { <polygon class="man-shape" points="0,-0.46 0.46,0 0,0.46 -0.46,0" /> }.into_any()
        }
    }
}

/// The cross. `bottom` is the army drawn at the bottom; `allies` get a
/// badge (pass them only in that player's own view); `on_move` receives
/// the chosen move, promotion included.
#[component]
pub fn CrossBoard(
    #[prop(into)] board: Signal<BoardView>,
    bottom: Army,
    #[prop(into)] allies: Signal<Vec<Army>>,
    #[prop(into)] on_move: Callback<Step>,
) -> impl IntoView {
    let selected = RwSignal::new(None::<String>);
    let dragging = RwSignal::new(false);
    let promoting = RwSignal::new(None::<MoveOption>);
    let svg = NodeRef::<leptos::svg::Svg>::new();

    let square_at = move |x: i32, y: i32| -> Option<String> {
        let rect = svg.get_untracked()?.get_bounding_client_rect();
        let column = ((x as f64 - rect.left()) / rect.width() * SIDE as f64).floor();
        let row = ((y as f64 - rect.top()) / rect.height() * SIDE as f64).floor();
        if !(0.0..SIDE as f64).contains(&column) || !(0.0..SIDE as f64).contains(&row) {
            return None;
        }
        let (file, rank) = from_display(bottom, column as u8, row as u8);
        let name = square_name(file, rank);
        board
            .with_untracked(|b| !b.holes.contains(&name))
            .then_some(name)
    };
    let try_play = move |from: &str, to: &str| -> bool {
        let option = board.with_untracked(|b| {
            b.moves
                .iter()
                .find(|m| m.from == from && m.to == to)
                .cloned()
        });
        let Some(option) = option else {
            return false;
        };
        selected.set(None);
        if option.promotions.is_empty() {
            on_move.run(Step {
                from: option.from,
                to: option.to,
                promotion: None,
            });
        } else {
            promoting.set(Some(option));
        }
        true
    };
    let on_down = move |ev: leptos::ev::PointerEvent| {
        let Some(square) = square_at(ev.client_x(), ev.client_y()) else {
            return;
        };
        if let Some(from) = selected.get_untracked()
            && try_play(&from, &square)
        {
            return;
        }
        if board.with_untracked(|b| b.moves.iter().any(|m| m.from == square)) {
            selected.set(Some(square));
            dragging.set(true);
            if let Some(svg) = svg.get_untracked() {
                let _ = svg.set_pointer_capture(ev.pointer_id());
            }
        } else {
            selected.set(None);
        }
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        if !dragging.get_untracked() {
            return;
        }
        dragging.set(false);
        if let (Some(from), Some(to)) = (
            selected.get_untracked(),
            square_at(ev.client_x(), ev.client_y()),
        ) && from != to
        {
            try_play(&from, &to);
        }
    };

    let squares = move || {
        board.with(|b| {
            let targets: Vec<String> = selected.with(|sel| {
                b.moves
                    .iter()
                    .filter(|m| sel.as_deref() == Some(m.from.as_str()))
                    .map(|m| m.to.clone())
                    .collect()
            });
            (0..SIDE)
                .flat_map(|rank| (0..SIDE).map(move |file| (file, rank)))
                .map(|(file, rank)| (file, rank, square_name(file, rank)))
                .filter(|(_, _, name)| !b.holes.contains(name))
                .map(|(file, rank, name)| {
                    let (x, y) = to_display(bottom, file, rank);
                    let mut class = String::from(if (file + rank) % 2 == 0 {
                        "sq dark"
                    } else {
                        "sq light"
                    });
                    if b.last_move
                        .as_ref()
                        .is_some_and(|(f, t)| *f == name || *t == name)
                    {
                        class.push_str(" last");
                    }
                    if b.checks.contains(&name) {
                        class.push_str(" check");
                    }
                    if selected.with(|s| s.as_deref() == Some(name.as_str())) {
                        class.push_str(" selected");
                    }
                    if targets.contains(&name) {
                        class.push_str(" target");
                    }
                    view! {
                        <rect class=class x=x y=y width="1" height="1" data-square=name />
                    }
                })
                .collect_view()
        })
    };
    let men = move || {
        let allies = allies.get();
        board.with(|b| {
            b.men
                .iter()
                .filter_map(|man| {
                    let (file, rank) = parse_square(&man.square)?;
                    let (x, y) = to_display(bottom, file, rank);
                    let label = format!("{} {} on {}", man.army.name(), man.kind.name(), man.square);
                    let ally = allies.contains(&man.army);
                    Some(view! {
                        <g
                            class=format!("man army-{} kind-{}", man.army.name(), man.kind.name())
                            transform=format!("translate({} {})", x as f32 + 0.5, y as f32 + 0.5)
                            data-man=man.square.clone()
                            aria-label=label
                            role="img"
                        >
                            {army_shape(man.army)}
                            <text class="man-glyph" text-anchor="middle" dominant-baseline="central">
                                {glyph(man.kind)}
                            </text>
                            {ally.then(|| view! { <circle class="ally-badge" cx="0.32" cy="-0.32" r="0.12" /> })}
                        </g>
                    })
                })
                .collect_view()
        })
    };
    let chooser = move || {
        promoting.get().map(|option| {
            option
                .promotions
                .iter()
                .map(|&kind| {
                    let option = option.clone();
                    view! {
                        <button type="button" class="promotion" on:click=move |_| {
                            promoting.set(None);
                            on_move.run(Step {
                                from: option.from.clone(),
                                to: option.to.clone(),
                                promotion: Some(kind),
                            });
                        }>{kind.name()}</button>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <div class="cross-board">
            <svg
                node_ref=svg
                viewBox="0 0 14 14"
                role="group"
                aria-label="The cross board"
                on:pointerdown=on_down
                on:pointerup=on_up
            >
                {squares}
                {men}
            </svg>
            <div class="promotions" aria-live="polite">{chooser}</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_army_sits_at_the_bottom_of_its_own_view() {
        // Each army's king square is drawn on the bottom row.
        let kings = [
            (Army::White, "i1"),
            (Army::Blue, "a6"),
            (Army::Black, "f14"),
            (Army::Red, "n9"),
        ];
        for (army, king) in kings {
            let (file, rank) = parse_square(king).unwrap();
            let (column, row) = to_display(army, file, rank);
            assert_eq!(row, SIDE - 1, "{king} in {army:?}'s view");
            assert_eq!(from_display(army, column, row), (file, rank));
        }
        // Rook on the left, king on the right, as the rulings say.
        for (army, rook, king) in [
            (Army::Blue, "a9", "a6"),
            (Army::Red, "n6", "n9"),
            (Army::Black, "i14", "f14"),
        ] {
            let (rf, rr) = parse_square(rook).unwrap();
            let (kf, kr) = parse_square(king).unwrap();
            assert!(to_display(army, rf, rr).0 < to_display(army, kf, kr).0);
        }
    }

    #[test]
    fn display_and_board_squares_correspond_one_to_one() {
        for army in Army::ALL {
            for file in 0..SIDE {
                for rank in 0..SIDE {
                    let (column, row) = to_display(army, file, rank);
                    assert_eq!(from_display(army, column, row), (file, rank));
                }
            }
        }
    }
}
