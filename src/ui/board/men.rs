//! The men of one board, each drawn once and following a look of his own
//! ([`ManLook`]): his paths carry his square's coordinates (no transform
//! per man, which would cost the browser a paint chunk each), his drawing
//! is made again only when he becomes another man or the style changes,
//! and a move slides him in from his old square ([`slide`]).

use std::collections::HashMap;

use leptos::prelude::*;

use super::artwork::{
    BADGE, CHECKER_NUMBER, Part, TAG, TAG_NUMBER, Writing, emblem, figure_parts, mark, shifted,
};
use super::component::same_board;
use super::figure::Figure;
use super::geometry::{Layout, Point, decimal};
use super::looks::ManLook;
use super::placement::Placed;
use super::slide::slide;
use super::theme::{Palettes, PieceStyle};
use crate::engine::men::Army;
use crate::ui::shared_code::{live_maybe_text, live_text, memo, redrawn};

/// What every man of one board is drawn with, and where each man's look
/// is kept (by his key) for the board to update.
#[derive(Clone, Copy)]
pub struct MenStyle {
    pub layout: Memo<Layout>,
    pub showing: Memo<Option<usize>>,
    pub palettes: Signal<Palettes>,
    pub marked: Signal<bool>,
    pub badged: Signal<Vec<Army>>,
    pub piece_style: Signal<PieceStyle>,
    pub looks: StoredValue<HashMap<u32, RwSignal<ManLook>>>,
}

/// One man of the board, as `style` draws him.
pub fn man_view(man: Placed, style: MenStyle) -> impl IntoView {
    let MenStyle {
        layout,
        showing,
        palettes,
        marked,
        badged,
        piece_style,
        looks: man_looks,
    } = style;
    let key = man.key;
    let look = RwSignal::new(ManLook::new(&man, layout.get_untracked()));
    man_looks.update_value(|looks| {
        looks.insert(key, look);
    });
    on_cleanup(move || {
        man_looks.update_value(|looks| {
            looks.remove(&key);
        })
    });
    // The drawing is made again only when the man becomes another (a
    // promotion, a checker revealed) or the style changes, not when he
    // moves.
    let identity = memo(move || look.with(|l| l.man.figure.clone()));
    let corner = Signal::from(memo(move || look.with(|l| l.origin)));
    // A move slides him in from his old square. A man let go of after
    // a drag is already where the pointer left him, and a board that
    // turns puts every man in his new place at once.
    let element = NodeRef::<leptos::svg::G>::new();
    Effect::new(move |previous: Option<(Point, Layout, Option<usize>)>| {
        let now = (corner.get(), layout.get(), showing.get());
        if let (Some((before, turned_from, shown)), Some(man)) = (previous, element.get_untracked())
            && turned_from == now.1
            && same_board(shown, now.2)
            && before != now.0
            && !man.class_list().contains("dragging")
        {
            slide(&man, Point::new(before.x - now.0.x, before.y - now.0.y));
        }
        now
    });
    let drawing = move || {
        let figure = identity.get();
        let army = figure.army;
        let palette = palettes.get().of(army);
        let shape = if marked.get() {
            Some(mark(palette))
        } else {
            emblem(palette)
        };
        let shape = shape.map(|d| view! { <path class="man-emblem" d=at(d, corner) /> });
        let badge = badged
            .with(|b| b.contains(&army))
            .then(|| view! { <path class="man-badge" d=at(BADGE, corner) /> });
        let drawing = paths(figure_parts(piece_style.get(), &figure), corner);
        view! { {drawing} {number(&figure, corner)} {shape} {badge} }
    };
    let field = move |f: fn(&ManLook) -> String| move || look.with(f);
    view! {
        <g
            node_ref=element
            class=live_text(move || look.with(|l| format!("man palette-{}", palettes.get().of(l.man.figure.army).name())))
            data-square=field(|l| l.man.square.to_string())
            data-army=field(|l| l.man.figure.army.name().to_string())
            data-kind=field(|l| l.kind().to_string())
            data-label=live_maybe_text(move || look.with(ManLook::number))
            role="img"
            aria-label=field(ManLook::label)
        >
            {redrawn(drawing)}
        </g>
    }
}

/// The paths of a drawing whose square's top-left corner is `corner`.
pub fn paths(parts: &'static [Part], corner: Signal<Point>) -> impl IntoView {
    parts
        .iter()
        .map(|part| view! { <path class=part.paint.class() d=at(part.d, corner) /> })
        .collect_view()
}

/// The number a man wears as a checker, if any: a hidden man's in the
/// middle of his checker (`text.man-number`), a known man's on a tag in
/// the corner (`path.man-tag` and `text.man-tag-number`).
fn number(figure: &Figure, corner: Signal<Point>) -> Option<AnyView> {
    let label = figure.label.clone()?;
    Some(if figure.hidden() {
        writing("man-number", CHECKER_NUMBER, label, corner).into_any()
    } else {
        view! {
            <path class="man-tag" d=at(TAG, corner) />
            {writing("man-tag-number", TAG_NUMBER, label, corner)}
        }
        .into_any()
    })
}

/// `text` written centred where `place` says in the square whose top-left
/// corner is `corner`.
fn writing(
    class: &'static str,
    place: Writing,
    text: String,
    corner: Signal<Point>,
) -> impl IntoView {
    view! {
        <text
            class=class
            x=live_text(move || decimal(corner.get().x + place.x, 2))
            y=live_text(move || decimal(corner.get().y + place.y, 2))
            font-size=decimal(place.size, 2)
            text-anchor="middle"
            dominant-baseline="central"
        >
            {text}
        </text>
    }
}

/// The path `d` (drawn in a 100 x 100 box) put at `corner`, following it.
fn at(d: &'static str, corner: Signal<Point>) -> impl Fn() -> String + Send + Sync + 'static {
    move || {
        let Point { x, y } = corner.get();
        shifted(d, x, y)
    }
}
