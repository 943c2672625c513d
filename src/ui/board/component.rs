//! The Leptos `Board`: draws a [`BoardView`] as one SVG and turns pointer
//! and key events into [`Input`]s for the [`Interaction`] state machine.
//! The men are drawn by [`super::men`] (a moved man slides to his new
//! square), the tints, coordinates and the player's marks by
//! [`super::overlays`]; a dragged man follows the pointer by a transform
//! set on his element alone, so nothing else is redrawn during a drag.

use std::collections::HashMap;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;
use crate::ui::shared_code::{effect, live_maybe_text, live_text, memo, redrawn};

use super::artwork::parts;
use super::geometry::{Direction, Layout, Point, Rotation, SQUARE, Square, decimal};
use super::interaction::{
    Button, Choice, Effect as BoardEffect, Input, Interaction, Key, Phase, Position, Source,
    describe_last_move,
};
use super::looks::{Highlights, ManLook, SquareLook};
use super::men::{MenStyle, man_view, paths};
use super::overlays::{coordinates, marks, suggestion, tints};
use super::placement::{Placed, place};
use super::theme::{BoardTheme, Palettes, PieceStyle};

/// Lets a widget outside the board (a stockpile) hand the board a man to
/// drop. Pass it as the board's `stock` prop, then call [`StockHand::begin`]:
/// with `dragging` while the pointer holds the man (the board drops it where
/// the pointer is let go over it), without to select it for click-click or
/// the keyboard.
#[derive(Clone, Copy, Debug)]
pub struct StockHand(RwSignal<Option<(Army, Kind, bool)>>);

impl StockHand {
    /// A hand not yet holding anything.
    pub fn new() -> StockHand {
        StockHand(RwSignal::new(None))
    }

    /// Hands the board a stockpiled man of `army` and `kind`.
    pub fn begin(&self, army: Army, kind: Kind, dragging: bool) {
        self.0.set(Some((army, kind, dragging)));
    }
}

impl Default for StockHand {
    fn default() -> StockHand {
        StockHand::new()
    }
}

/// A man as the board draws him (classic style), in a small picture of his
/// own for a widget beside the board (a stockpile, an arrangement); `class`
/// sizes it.
pub fn man_picture(army: Army, kind: Kind, class: &'static str) -> impl IntoView {
    view! {
        <svg class=class viewBox="0 0 100 100" data-army=army.name() data-kind=kind.name()>
            <g class=format!("man palette-{}", army.name())>
                {parts(PieceStyle::Classic, kind)
                    .iter()
                    .map(|part| view! { <path class=part.paint.class() d=part.d /> })
                    .collect_view()}
            </g>
        </svg>
    }
}

/// One board. See the module docs of [`super`] for the props.
#[component]
pub fn Board(
    /// What to draw and which moves are legal.
    #[prop(into)]
    view: Signal<BoardView>,
    /// Written to `data-board`, so a page with several boards can tell them apart.
    #[prop(optional)]
    index: usize,
    /// Which edge is at the bottom.
    #[prop(into, optional)]
    rotation: Signal<Rotation>,
    /// Square colours.
    #[prop(into, optional)]
    theme: Signal<BoardTheme>,
    /// Drawing of the men.
    #[prop(into, optional)]
    piece_style: Signal<PieceStyle>,
    /// Colour of each army.
    #[prop(into, optional)]
    palettes: Signal<Palettes>,
    /// Every man carries his palette's mark, not only the bright palettes'
    /// emblem: for boards where several armies must be told apart without
    /// hue (default false).
    #[prop(into, optional)]
    marked: Signal<bool>,
    /// Armies whose men carry a badge (a player's allies, in that player's
    /// own view only); default none.
    #[prop(into, optional)]
    badged: Signal<Vec<Army>>,
    /// Whether the viewer may move now (false: the board only shows).
    #[prop(into, default = Signal::from(true))]
    enabled: Signal<bool>,
    /// Squares drawn with a light tint (a player's half of the board);
    /// default none.
    #[prop(into, optional)]
    tinted: Signal<Vec<String>>,
    /// Called with each move or drop the player makes.
    #[prop(into)]
    on_choice: Callback<Choice>,
    /// Called with each move or drop tried that is no legal one: a man
    /// put where he may not go or drop, a man of another colour tried (a
    /// click on him is a move to his own square). With it, the player's
    /// men may be picked up even when they have no legal move, and the
    /// other colours' men pressed (optional: without it only men with a
    /// legal move may be picked up).
    #[prop(into, optional)]
    on_refused: Option<Callback<Choice>>,
    /// How a stockpile outside the board starts a drop (optional).
    #[prop(optional)]
    stock: Option<StockHand>,
    /// For one board component that shows one board of the page, then
    /// another (optional): which it shows now, written to `data-board` in
    /// place of `index` (`None`: no `data-board`). When it turns from one
    /// board to another, the men are put in their new places at once
    /// (nobody slides) and no move is announced.
    #[prop(into, optional)]
    showing: Option<Signal<Option<usize>>>,
) -> impl IntoView {
    let showing = memo(move || showing.map_or(Some(index), |s| s.get()));
    let layout = memo(move || view.with(|v| Layout::new(v.files, v.ranks, rotation.get())));
    let refusing = on_refused.is_some();
    let position = memo(move || {
        view.with(|v| Position::new(v, layout.get(), enabled.get()).refusing(refusing))
    });
    // Men off the board's rectangle (a bad view) are not drawn. In the
    // order of their keys, so that a man who moves keeps his place among
    // the elements: moving an element would end his slide before it began.
    let placed = Memo::new(move |previous: Option<&Vec<Placed>>| {
        let layout = layout.get();
        let mut placed = view.with(|v| place(previous.map_or(&[], Vec::as_slice), v));
        placed.retain(|p| layout.contains(p.square));
        placed.sort_by_key(|p| p.key);
        placed
    });
    let interaction = RwSignal::new(Interaction::default());
    let announcement = RwSignal::new(String::new());

    // A new position ends a stale selection; a move also clears the marks
    // and is announced.
    // (A board turning to another is no move: it only clears the marks.)
    Effect::new(move |previous: Option<LastShown>| {
        let last = view.with(|v| v.last_move.clone());
        let shown = showing.get();
        let moved = previous.as_ref().is_some_and(|(p, _)| *p != last);
        let switched = previous
            .as_ref()
            .is_some_and(|(_, before)| !same_board(*before, shown));
        position.with(|p| {
            interaction.maybe_update(|i| {
                let before = i.clone();
                i.refresh(p, moved || switched);
                *i != before
            })
        });
        if moved && !switched {
            announcement.set(view.with(describe_last_move));
        }
        (last, shown)
    });

    let run = move |target: Option<Element>, input: Input| {
        let mut effects = Vec::new();
        position.with_untracked(|p| {
            interaction.maybe_update(|i| {
                let before = i.clone();
                effects = i.handle(p, input);
                *i != before
            })
        });
        for effect in effects {
            match effect {
                BoardEffect::Play(choice) => on_choice.run(choice),
                BoardEffect::Announce(words) => announcement.set(words),
                BoardEffect::SnapBack(Source::Square(square)) => {
                    if let Some(man) = target.as_ref().and_then(|svg| man_element(svg, square)) {
                        // Slides back home from the pointer.
                        let _ = man.class_list().remove_1("dragging");
                        let _ = man.remove_attribute("style");
                    }
                }
                BoardEffect::SnapBack(Source::Stock { .. }) => {}
                BoardEffect::Refused(choice) => {
                    if let Some(on_refused) = on_refused {
                        on_refused.run(choice);
                    }
                }
            }
        }
    };

    if let Some(StockHand(held)) = stock {
        effect(move || {
            if let Some((army, kind, dragging)) = held.get() {
                held.update_untracked(|held| *held = None);
                let at = Point::new(0.0, 0.0);
                run(
                    None,
                    Input::BeginStock {
                        army,
                        kind,
                        at,
                        dragging,
                    },
                );
            }
        });
    }

    let on_pointer_down = move |ev: PointerEvent| {
        let Some(svg) = current_element(&ev) else {
            return;
        };
        let button = match ev.button() {
            0 => Button::Primary,
            2 => Button::Secondary,
            _ => return,
        };
        ev.prevent_default();
        let _ = svg.set_pointer_capture(ev.pointer_id());
        if let Some(at) = board_point(&svg, &ev, layout.get_untracked()) {
            run(Some(svg), Input::PointerDown { at, button });
        }
    };
    let on_pointer_move = move |ev: PointerEvent| {
        let Some(svg) = current_element(&ev) else {
            return;
        };
        let Some(at) = board_point(&svg, &ev, layout.get_untracked()) else {
            return;
        };
        let held = interaction.with_untracked(|i| matches!(i.phase(), Phase::Pressed { .. }));
        if !held {
            return;
        }
        run(Some(svg.clone()), Input::PointerMove { at });
        if let Some(Source::Square(square)) = interaction.with_untracked(|i| i.phase().dragging())
            && let Some(man) = man_element(&svg, square)
        {
            let home = layout.get_untracked().origin(square);
            let offset = Point::new(at.x - SQUARE / 2.0 - home.x, at.y - SQUARE / 2.0 - home.y);
            let _ = man.set_attribute("style", &translate(offset));
            let _ = man.class_list().add_1("dragging");
        }
    };
    let on_pointer_up = move |ev: PointerEvent| {
        let Some(svg) = current_element(&ev) else {
            return;
        };
        let button = if ev.button() == 2 {
            Button::Secondary
        } else {
            Button::Primary
        };
        if let Some(at) = board_point(&svg, &ev, layout.get_untracked()) {
            run(Some(svg.clone()), Input::PointerUp { at, button });
        }
        settle_dragged(svg);
    };
    let on_pointer_cancel = move |ev: PointerEvent| {
        let svg = current_element(&ev);
        run(svg.clone(), Input::PointerCancel);
        if let Some(svg) = svg {
            settle_dragged(svg);
        }
    };
    let on_key = move |ev: KeyboardEvent| {
        let key = match ev.key().as_str() {
            "ArrowUp" => Key::Arrow(Direction::Up),
            "ArrowDown" => Key::Arrow(Direction::Down),
            "ArrowLeft" => Key::Arrow(Direction::Left),
            "ArrowRight" => Key::Arrow(Direction::Right),
            "Enter" | " " => Key::Activate,
            "Escape" => Key::Escape,
            _ => return,
        };
        ev.prevent_default();
        run(current_element(&ev), Input::Key(key));
    };

    // Every square and man holds his look in a signal of his own, set below
    // only when that look changes.
    let highlights = memo(move || {
        view.with(|v| position.with(|p| interaction.with(|i| Highlights::new(v, p, i))))
    });
    let square_looks = StoredValue::new(HashMap::<Square, RwSignal<SquareLook>>::new());
    let man_looks = StoredValue::new(HashMap::<u32, RwSignal<ManLook>>::new());
    effect(move || {
        let layout = layout.get();
        position.with(|p| {
            highlights.with(|h| {
                square_looks.with_value(|looks| {
                    for (&square, look) in looks {
                        set_if_changed(*look, SquareLook::new(square, layout, p, h));
                    }
                })
            })
        });
        placed.with(|all| {
            man_looks.with_value(|looks| {
                for man in all {
                    if let Some(look) = looks.get(&man.key) {
                        set_if_changed(*look, ManLook::new(man, layout));
                    }
                }
            })
        });
    });
    // The squares in one order whichever way the board is turned (as
    // White sees it): turning the board moves each square's rectangle by
    // its coordinates, and no element among the others.
    let squares = memo(move || {
        view.with(|v| {
            Layout::new(v.files, v.ranks, Rotation::Deg0)
                .squares()
                .filter(|s| !v.holes.contains(&s.to_string()))
                .collect::<Vec<_>>()
        })
    });

    let square_view = move |square: Square| {
        let first = position.with_untracked(|p| {
            highlights.with_untracked(|h| SquareLook::new(square, layout.get_untracked(), p, h))
        });
        let look = RwSignal::new(first);
        square_looks.update_value(|looks| {
            looks.insert(square, look);
        });
        on_cleanup(move || {
            square_looks.update_value(|looks| {
                looks.remove(&square);
            })
        });
        view! {
            <rect
                class=live_text(move || look.with(|l| l.class(square)))
                data-square=square.to_string()
                role="img"
                aria-label=live_text(move || look.with(|l| l.label(square)))
                x=live_text(move || look.with(|l| decimal(l.origin.x, 2)))
                y=live_text(move || look.with(|l| decimal(l.origin.y, 2)))
                width=decimal(SQUARE, 0)
                height=decimal(SQUARE, 0)
            />
        }
    };

    let men_style = MenStyle {
        layout,
        showing,
        palettes,
        marked,
        badged,
        piece_style,
        looks: man_looks,
    };
    let draw_man = move |man: Placed| man_view(man, men_style);

    let picker = move || {
        let Phase::Promoting {
            from,
            to,
            kinds,
            highlighted,
        } = interaction.with(|i| i.phase().clone())
        else {
            return None;
        };
        let layout = layout.get();
        let corner = layout.origin(to);
        // In the colours of the pawn who promotes, still on his square.
        let mover = position.with(|p| p.man(from).map(|m| m.army));
        let palette = palettes.get().of(mover.unwrap_or(Army::White));
        // Open towards the middle of the board.
        let downward = corner.y < layout.height() / 2.0;
        let count = kinds.len() as f64;
        let top = if downward {
            corner.y
        } else {
            corner.y - (count - 1.0) * SQUARE
        };
        let choices = kinds
            .into_iter()
            .enumerate()
            .map(|(index, kind)| {
                let y = top + index as f64 * SQUARE;
                let choose = move |ev: PointerEvent| {
                    ev.stop_propagation();
                    ev.prevent_default();
                    run(None, Input::ChoosePromotion(kind));
                };
                view! {
                    <g
                        class="promotion-choice"
                        class:highlighted=index == highlighted
                        data-kind=kind.name()
                        role="button"
                        aria-label=format!("promote to {}", kind.name())
                        on:pointerdown=choose
                    >
                        <rect x=decimal(corner.x, 2) y=decimal(y, 2) width=decimal(SQUARE, 0) height=decimal(SQUARE, 0) />
                        <g class=format!("man palette-{}", palette.name())>
                            {paths(parts(piece_style.get_untracked(), kind), Signal::stored(Point::new(corner.x, y)))}
                        </g>
                    </g>
                }
            })
            .collect_view();
        Some(view! { <g class="promotion-picker">{choices}</g> })
    };

    view! {
        <div class=live_text(move || format!("board theme-{} style-{}", theme.get().name(), piece_style.get().name()))>
            <svg
                data-board=live_maybe_text(move || showing.get().map(|n| n.to_string()))
                data-rotation=live_text(move || rotation.get().degrees().to_string())
                viewBox=live_text(move || { let l = layout.get(); format!("0 0 {} {}", decimal(l.width(), 2), decimal(l.height(), 2)) })
                tabindex="0"
                role="application"
                aria-label="Board. Arrow keys move the cursor, Enter or Space picks up and puts down."
                style="touch-action: none"
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointercancel=on_pointer_cancel
                on:keydown=on_key
                on:contextmenu=|ev| ev.prevent_default()
            >
                <g class="squares">
                    <For each=move || squares.get() key=|s| *s children=square_view />
                </g>
                <g class="tints" aria-hidden="true">{tints(layout, tinted)}</g>
                <g class="coordinates" aria-hidden="true">{coordinates(view, layout)}</g>
                <g class="men">
                    <For each=move || placed.get() key=|p| p.key children=draw_man />
                </g>
                <g class="marks">{marks(layout, interaction)}</g>
                <g class="suggestion" aria-hidden="true">{suggestion(layout, showing)}</g>
                {redrawn(picker)}
            </svg>
            <div class="visually-hidden" aria-live="polite" data-announce=live_maybe_text(move || showing.get().map(|n| n.to_string()))>{redrawn(move || announcement.get())}</div>
        </div>
    }
}

/// Whether `before` and `now` (what a board shows) are one board seen
/// twice, or a board and nothing.
pub(super) fn same_board(before: Option<usize>, now: Option<usize>) -> bool {
    before.is_none() || now.is_none() || before == now
}

/// The last move a board showed, and which board it was (`showing`).
type LastShown = (Option<(String, String)>, Option<usize>);

/// Sets `signal` to `value` unless it already holds it, so that its readers
/// run only on a change.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    signal.maybe_update(|held| {
        let changed = *held != value;
        if changed {
            *held = value;
        }
        changed
    });
}

/// The CSS transform that moves a dragged man by `offset` from his square.
fn translate(offset: Point) -> String {
    format!(
        "transform: translate({}px, {}px)",
        decimal(offset.x, 1),
        decimal(offset.y, 1)
    )
}

fn current_element(ev: &web_sys::Event) -> Option<Element> {
    ev.current_target()?.dyn_into::<Element>().ok()
}

/// Puts a man let go of back in his paths' place at once (on his new square
/// once the move is drawn), and takes the `dragging` look (no slide) off
/// him once the frame showing him there is drawn: he does not slide there
/// from the pointer, and his later moves slide again.
fn settle_dragged(svg: Element) {
    while let Ok(Some(man)) = svg.query_selector(".men .man.dragging[style]") {
        if man.remove_attribute("style").is_err() {
            break;
        }
    }
    request_animation_frame(move || {
        request_animation_frame(move || {
            while let Ok(Some(man)) = svg.query_selector(".men .man.dragging") {
                let _ = man.class_list().remove_1("dragging");
            }
        })
    });
}

/// The element of the man standing on `square`.
fn man_element(svg: &Element, square: Square) -> Option<Element> {
    svg.query_selector(&format!(".men .man[data-square=\"{square}\"]"))
        .ok()
        .flatten()
}

/// The pointer's position in board user units.
fn board_point(svg: &Element, ev: &PointerEvent, layout: Layout) -> Option<Point> {
    let rect = svg.get_bounding_client_rect();
    layout.from_pixels(
        f64::from(ev.client_x()) - rect.left(),
        f64::from(ev.client_y()) - rect.top(),
        rect.width(),
        rect.height(),
    )
}
