//! The viewer's own deduction grid: the enemy's checkers 1 to 8 against the
//! kinds they may be. Each cell is a button that cycles its mark, empty,
//! circle, cross, empty again, through the game ([`Action::Mark`]); "Help"
//! ([`Action::Help`]) lets the game mark what is certain, when the table
//! plays with help. The grid comes from the viewer's own view alone: the
//! view carries it only there.
//!
//! At tables that play with help, a second grid beside it shows the
//! viewer's own checkers as the opponent may have worked them out from
//! what both have seen ([`ExposureGrid`]): the rule text's crosses "for
//! your own pieces as your opponent learns which of your combinations are
//! impossible". It only shows; the game fills it.

use leptos::prelude::*;

use super::words::{kind_title, mark_words, next_mark};
use crate::games::cloak_dagger::{Action, CheckerView, Grid, KINDS, Mark};

/// What a cell shows for a mark.
fn symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Blank => "",
        Mark::Circle => "\u{25ef}",
        Mark::Cross => "\u{2715}",
    }
}

/// The grid `grid` about the enemy's checkers `enemy` (their numbers and
/// what is public about them). `enabled`: the viewer may mark now (their
/// turn); `help`: the table plays with help.
#[component]
pub fn DeductionGrid(
    grid: Grid,
    enemy: Vec<CheckerView>,
    enabled: bool,
    help: bool,
    act: Callback<Action>,
) -> impl IntoView {
    let head = KINDS
        .iter()
        .map(|&kind| {
            view! {
                <th scope="col" title=kind_title(kind)>
                    <span aria-hidden="true">{kind.letter().to_string()}</span>
                    <span class="visually-hidden">{kind_title(kind)}</span>
                </th>
            }
        })
        .collect_view();
    let rows = (1..=8u8)
        .map(|number| {
            let checker = enemy.iter().find(|c| c.number == number);
            let known = checker.and_then(|c| c.kind);
            let gone = checker.is_some_and(|c| c.captured);
            let cells = KINDS
                .iter()
                .map(|&kind| {
                    let mark = grid.get(number, kind).unwrap_or_default();
                    let label = format!(
                        "checker {number}, {}: {}",
                        kind.name(),
                        mark_words(mark)
                    );
                    let next = next_mark(mark);
                    view! {
                        <td>
                            <button type="button" class="grid-mark" data-number=number
                                data-kind=kind.name() data-mark=mark_words(mark)
                                aria-label=label disabled=!enabled
                                on:click=move |_| act.run(Action::Mark { number, kind, mark: next })>
                                {symbol(mark)}
                            </button>
                        </td>
                    }
                })
                .collect_view();
            let shown = known.map(|kind| {
                view! { <span class="grid-known">{format!(" {}", kind.letter())}</span> }
            });
            view! {
                <tr data-number=number class:gone=gone>
                    <th scope="row">{number}{shown}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="deduction">
            <table class="deduction-grid" aria-label="Your deduction grid">
                <thead><tr><th scope="col">"#"</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
            {help.then(|| view! {
                <button type="button" class="button grid-help" disabled=!enabled
                    on:click=move |_| act.run(Action::Help)>
                    "Help: mark what is certain"
                </button>
            })}
        </div>
    }
}

/// The second grid: the viewer's own checkers `own` (number and kind)
/// against the kinds, marked as the game says the opponent `opponent` may
/// know them (`exposed`, from what both have seen). The kind a checker
/// really is is outlined; a row whose kind is circled is a man the
/// opponent has found.
#[component]
pub fn ExposureGrid(
    exposed: [[Option<Mark>; 5]; 8],
    own: Vec<CheckerView>,
    opponent: String,
) -> impl IntoView {
    let head = KINDS
        .iter()
        .map(|&kind| {
            view! {
                <th scope="col" title=kind_title(kind)>
                    <span aria-hidden="true">{kind.letter().to_string()}</span>
                    <span class="visually-hidden">{kind_title(kind)}</span>
                </th>
            }
        })
        .collect_view();
    let rows = (1..=8u8)
        .zip(exposed)
        .map(|(number, marks)| {
            let checker = own.iter().find(|c| c.number == number);
            let truth = checker.and_then(|c| c.kind);
            let gone = checker.is_some_and(|c| c.captured);
            let found = truth
                .and_then(|kind| KINDS.iter().position(|&k| k == kind))
                .is_some_and(|column| marks[column] == Some(Mark::Circle));
            let cells = KINDS
                .iter()
                .zip(marks)
                .map(|(&kind, mark)| {
                    let mark = mark.unwrap_or_default();
                    let words = match mark {
                        Mark::Circle => format!("{opponent} may know he is the {}", kind.name()),
                        Mark::Cross => format!("{opponent} may know he is no {}", kind.name()),
                        Mark::Blank => format!("{opponent} cannot tell {} or not", kind.name()),
                    };
                    view! {
                        <td class:own-kind=truth == Some(kind) data-kind=kind.name()>
                            <span class="exposure-mark" role="img" aria-label=words
                                data-mark=mark_words(mark)>
                                {symbol(mark)}
                            </span>
                        </td>
                    }
                })
                .collect_view();
            let kind = truth.map(|kind| {
                view! { <span class="grid-known">{format!(" {}", kind.letter())}</span> }
            });
            view! {
                <tr data-number=number class:gone=gone class:found=found>
                    <th scope="row">{number}{kind}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let caption = format!("What {opponent} may know of your men");
    view! {
        <div class="deduction exposure">
            <table class="deduction-grid exposure-grid" aria-label=caption.clone()>
                <thead><tr><th scope="col">"#"</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="small">"Worked out from what you both have seen: captures, uncloaks, guesses and moves. Outlined: what each of your men really is."</p>
        </div>
    }
}
