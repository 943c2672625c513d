//! The shared board drawn from a [`BoardView`]: 64 buttons, click (or tap,
//! or Enter) a man, then its target; a promotion asks for the new kind.
//! The board turns 180 degrees when asked (Black's side at the bottom).

use leptos::prelude::*;

use crate::engine::men::{Army, Kind};
use crate::games::board_view::{BoardView, MoveOption};

/// The glyph of a man.
fn glyph(army: Army, kind: Kind) -> char {
    let white = [
        '\u{2659}', '\u{2658}', '\u{2657}', '\u{2656}', '\u{2655}', '\u{2654}',
    ];
    let black = [
        '\u{265F}', '\u{265E}', '\u{265D}', '\u{265C}', '\u{265B}', '\u{265A}',
    ];
    let index = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
    if army == Army::White {
        white[index]
    } else {
        black[index]
    }
}

/// Square names in drawing order, top-left first.
fn squares(rotation: u16) -> Vec<String> {
    let mut names: Vec<String> = (0..8u8)
        .rev()
        .flat_map(|rank| (0..8u8).map(move |file| format!("{}{}", (b'a' + file) as char, rank + 1)))
        .collect();
    if rotation == 180 {
        names.reverse();
    }
    names
}

/// The UCI text of a move option, with the promotion letter.
fn uci(option: &MoveOption, promotion: Option<Kind>) -> String {
    let letter = promotion.map(|kind| kind.letter().to_ascii_lowercase());
    format!(
        "{}{}{}",
        option.from,
        option.to,
        letter.map(String::from).unwrap_or_default()
    )
}

/// One board; `on_move` gets the chosen move in UCI.
#[component]
pub fn BoardGrid(
    view: BoardView,
    rotation: u16,
    #[prop(into)] on_move: Callback<String>,
) -> impl IntoView {
    let selected: RwSignal<Option<String>> = RwSignal::new(None);
    let promoting: RwSignal<Option<MoveOption>> = RwSignal::new(None);
    let moves = StoredValue::new(view.moves.clone());
    let cells = squares(rotation).into_iter().map(|square| {
        let man = view.men.iter().find(|man| man.square == square).cloned();
        let file = square.as_bytes()[0] - b'a';
        let rank = square.as_bytes()[1] - b'1';
        let light = (file + rank) % 2 == 1;
        let last = view
            .last_move
            .as_ref()
            .is_some_and(|(from, to)| *from == square || *to == square);
        let check = view.checks.contains(&square);
        let man_name = man
            .as_ref()
            .map(|m| format!("{} {}", m.army.name(), m.kind.name()));
        let label = match &man {
            Some(man) => format!("{square} {} {}", man.army.name(), man.kind.name()),
            None => square.clone(),
        };
        let here = square.clone();
        let is_selected = {
            let here = here.clone();
            move || selected.get().as_deref() == Some(here.as_str())
        };
        let is_target = {
            let here = here.clone();
            move || {
                selected.get().is_some_and(|from| {
                    moves.with_value(|moves| moves.iter().any(|m| m.from == from && m.to == here))
                })
            }
        };
        let click = move |_| {
            let chosen = selected.get_untracked().and_then(|from| {
                moves.with_value(|moves| {
                    moves
                        .iter()
                        .find(|m| m.from == from && m.to == here)
                        .cloned()
                })
            });
            match chosen {
                Some(option) if option.promotions.is_empty() => {
                    selected.set(None);
                    on_move.run(uci(&option, None));
                }
                Some(option) => promoting.set(Some(option)),
                None => {
                    let movable = moves.with_value(|moves| moves.iter().any(|m| m.from == here));
                    selected.set(movable.then(|| here.clone()));
                }
            }
        };
        view! {
            <button
                type="button"
                class="sq"
                class:light=light
                class:dark=!light
                class:last=last
                class:check=check
                class:selected=is_selected
                class:target=is_target
                data-square=square.clone()
                data-man=man_name
                aria-label=label
                on:click=click
            >
                {man.map(|m| glyph(m.army, m.kind).to_string())}
            </button>
        }
    });
    view! {
        <div class="cboard-wrap">
            <div class="cboard" role="group" aria-label="Board" data-rotation=rotation>
                {cells.collect_view()}
            </div>
            <Show when=move || promoting.get().is_some()>
                <div class="promotion" role="dialog" aria-label="Promote to">
                    {[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
                        .into_iter()
                        .map(|kind| {
                            view! {
                                <button type="button" data-promote=kind.name() on:click=move |_| {
                                    if let Some(option) = promoting.get_untracked() {
                                        promoting.set(None);
                                        selected.set(None);
                                        on_move.run(uci(&option, Some(kind)));
                                    }
                                }>{kind.name()}</button>
                            }
                        })
                        .collect_view()}
                </div>
            </Show>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_drawn_from_whites_or_blacks_side() {
        let upright = squares(0);
        assert_eq!((upright[0].as_str(), upright[63].as_str()), ("a8", "h1"));
        let turned = squares(180);
        assert_eq!((turned[0].as_str(), turned[63].as_str()), ("h1", "a8"));
        assert_eq!(upright.len(), 64);
    }

    #[test]
    fn moves_are_written_in_uci() {
        let option = MoveOption {
            from: "e7".into(),
            to: "e8".into(),
            promotions: vec![Kind::Queen, Kind::Knight],
        };
        assert_eq!(uci(&option, Some(Kind::Knight)), "e7e8n");
        assert_eq!(glyph(Army::Black, Kind::Knight), '\u{265E}');
    }
}
