//! A board drawn still on one `<canvas>`: its squares, its last move, a
//! king in check, its coordinates and its men, nothing to press. For pages
//! that show many small boards at once (the ring's map), where a live
//! [`super::Board`] per board (a few hundred elements, each with its own
//! signals) costs every move dearly: a canvas is one element, drawn again
//! only when its board changes.
//!
//! The colours are the stylesheet's (style/board.css): the squares' of the
//! canvas's theme class and the palettes' men colours, read from the
//! canvas's computed style once. The men are the artwork's paths
//! ([`super::artwork`]), drawn upright whichever way the board is turned,
//! as the board component draws them. A sketch draws no checker numbers:
//! it is for boards with no disguised men.
//!
//! For assistive technology the canvas is an image whose label lists every
//! man ("white king on e1, ..."), the words of the board component's men.

use std::cell::RefCell;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, CanvasWindingRule, HtmlCanvasElement, Path2d};

use super::artwork::{Paint, Part, emblem, figure_parts};
use super::coordinates::{TEXT_SIZE, edge_labels};
use super::figure::Figure;
use super::geometry::{Layout, Rotation, SQUARE, Square, decimal};
use super::preferences::BoardPreferences;
use super::theme::{Palette, Palettes, PieceStyle};
use crate::games::board_view::BoardView;
use crate::ui::shared_code::{effect, live_maybe_text};

/// The canvas's width and height in pixels: sharp at the map's sizes on
/// a screen of three pixels per CSS pixel.
const PIXELS: u32 = 360;

/// One board drawn still, turned by `rotation`; `label` names it in the
/// canvas's label ("Board 3"), `showing` is written to `data-board` (none:
/// no `data-board`). It is drawn again only when `view`, `rotation`, the
/// coordinates' preference or `drawn` change, and only while `drawn` holds
/// (a board hidden for now is not drawn, and hidden from assistive
/// technology).
#[component]
pub fn BoardSketch(
    /// What to draw.
    #[prop(into)]
    view: Signal<BoardView>,
    /// Which edge is at the bottom.
    #[prop(into)]
    rotation: Signal<Rotation>,
    /// The board's name, first in the canvas's label.
    label: String,
    /// Written to `data-board`.
    #[prop(into)]
    showing: Signal<Option<usize>>,
    /// Whether the board is to be drawn now.
    #[prop(into)]
    drawn: Signal<bool>,
) -> impl IntoView {
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    let coordinates =
        BoardPreferences::get().map_or(Signal::stored(true), |p| p.coordinates.into());
    let colours = StoredValue::new_local(None::<Colours>);
    let background = StoredValue::new_local(None::<Background>);
    effect(move || {
        if !drawn.get() {
            return;
        }
        let Some(canvas) = canvas.get() else {
            return;
        };
        let rotation = rotation.get();
        let coordinates = coordinates.get();
        if colours.with_value(Option::is_none) {
            colours.set_value(Some(Colours::of(&canvas)));
        }
        colours.with_value(|colours| {
            if let Some(colours) = colours {
                background.update_value(|background| {
                    view.with(|board| {
                        draw(&canvas, board, rotation, coordinates, colours, background)
                    })
                });
            }
        });
    });
    let described = move || {
        drawn.get().then(|| {
            view.with(|board| {
                let men = board
                    .men
                    .iter()
                    .map(|man| format!("{} on {}", Figure::of(man).name(), man.square))
                    .collect::<Vec<_>>();
                format!("{label}: {}", men.join(", "))
            })
        })
    };
    view! {
        <canvas node_ref=canvas class="board board-sketch theme-walnut" width=PIXELS height=PIXELS
            role=live_maybe_text(move || drawn.get().then_some("img"))
            aria-hidden=live_maybe_text(move || (!drawn.get()).then_some("true"))
            aria-label=live_maybe_text(described) data-board=live_maybe_text(move || showing.get().map(|n| n.to_string()))>
        </canvas>
    }
}

/// A man's three colours: his body's fill and outline, and his details'.
#[derive(Clone, Debug)]
struct ManColours {
    fill: String,
    line: String,
    detail: String,
}

/// Every colour a sketch draws with, as the stylesheet sets them.
#[derive(Clone, Debug)]
struct Colours {
    light: String,
    dark: String,
    last_move: String,
    check: String,
    men: Vec<(Palette, ManColours)>,
}

impl Colours {
    /// The colours `canvas` inherits: the squares' from its theme class,
    /// the men's from the palettes' variables (`--man-white-fill`, ...).
    fn of(canvas: &HtmlCanvasElement) -> Colours {
        let style = web_sys::window().and_then(|w| w.get_computed_style(canvas).ok().flatten());
        let read = |name: &str, fallback: &str| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|value| value.trim().to_string())
                .filter(|value| !value.is_empty())
                .unwrap_or_else(|| fallback.to_string())
        };
        let men = Palette::ALL
            .into_iter()
            .map(|palette| {
                let name = palette.name();
                let colours = ManColours {
                    fill: read(&format!("--man-{name}-fill"), "#888"),
                    line: read(&format!("--man-{name}-line"), "#000"),
                    detail: read(&format!("--man-{name}-detail"), "#fff"),
                };
                (palette, colours)
            })
            .collect();
        Colours {
            light: read("--light", "#eee"),
            dark: read("--dark", "#999"),
            last_move: read("--last-move", "rgba(155, 199, 0, 0.45)"),
            check: read("--check", "rgba(220, 40, 40, 0.7)"),
            men,
        }
    }
}

thread_local! {
    /// Each drawing's path, made once (by the address of its text).
    static PATHS: RefCell<Vec<(usize, Path2d)>> = const { RefCell::new(Vec::new()) };
    /// Each man's picture, drawn once at a square's size in pixels (by
    /// palette, drawing and size), then only copied onto the boards.
    static SPRITES: RefCell<Vec<(SpriteKey, HtmlCanvasElement)>> = const { RefCell::new(Vec::new()) };
}

/// A man's picture: his palette, his drawing (by its address) and his
/// size in pixels.
type SpriteKey = (Palette, usize, u32);

/// The value held for `key` in `held` (a few dozen at most), made by
/// `make` and kept the first time it is asked for.
fn held_or_made<K: PartialEq, V: Clone>(
    held: &mut Vec<(K, V)>,
    key: K,
    make: impl FnOnce() -> Option<V>,
) -> Option<V> {
    if let Some((_, value)) = held.iter().find(|(k, _)| *k == key) {
        return Some(value.clone());
    }
    let value = make()?;
    held.push((key, value.clone()));
    Some(value)
}

/// The square's size in pixels on a canvas of [`PIXELS`] showing `layout`.
fn square_pixels(layout: Layout) -> u32 {
    let squares = (layout.width().max(layout.height()) / SQUARE).max(1.0);
    (f64::from(PIXELS) / squares).floor() as u32
}

/// A new canvas of `pixels` x `pixels`, off the page, with its context.
fn offscreen(pixels: u32) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas = web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into::<HtmlCanvasElement>()
        .ok()?;
    canvas.set_width(pixels);
    canvas.set_height(pixels);
    let context = context_of(&canvas)?;
    Some((canvas, context))
}

/// The 2D context of `canvas`.
fn context_of(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
}

/// Fills, strokes or both the artwork path `d` with `draw`.
fn with_path(d: &'static str, draw: impl FnOnce(&Path2d)) {
    PATHS.with(|paths| {
        let made = held_or_made(&mut paths.borrow_mut(), d.as_ptr() as usize, || {
            Path2d::new_with_path_string(d).ok()
        });
        if let Some(path) = made {
            draw(&path);
        }
    });
}

/// Copies the picture of `figure` in `palette`, `pixels` wide, to (`x`,
/// `y`) of `context`, drawing it first if it was never drawn at that size.
fn draw_sprite(
    context: &CanvasRenderingContext2d,
    figure: &Figure,
    palette: Palette,
    paint: &ManColours,
    pixels: u32,
    (x, y): (f64, f64),
) {
    let parts = figure_parts(PieceStyle::Classic, figure);
    let key = (palette, parts.as_ptr() as usize, pixels);
    let made = SPRITES.with(|sprites| {
        held_or_made(&mut sprites.borrow_mut(), key, || {
            let (sprite, drawing) = offscreen(pixels)?;
            let scale = f64::from(pixels) / SQUARE;
            let _ = drawing.scale(scale, scale);
            draw_man(&drawing, parts, palette, paint);
            Some(sprite)
        })
    });
    if let Some(sprite) = made {
        let _ = context.draw_image_with_html_canvas_element(&sprite, x, y);
    }
}

/// The empty board a sketch draws on: squares and coordinates, drawn once
/// for its layout.
struct Background {
    key: (Layout, bool, Vec<String>),
    canvas: HtmlCanvasElement,
}

/// Draws `board` on `canvas`, turned by `rotation`, on `background` (drawn
/// again first when the board's layout or coordinates changed).
fn draw(
    canvas: &HtmlCanvasElement,
    board: &BoardView,
    rotation: Rotation,
    coordinates: bool,
    colours: &Colours,
    background: &mut Option<Background>,
) {
    let Some(context) = context_of(canvas) else {
        return;
    };
    let layout = Layout::new(board.files, board.ranks, rotation);
    let pixels = square_pixels(layout);
    let unit = f64::from(pixels) / SQUARE;
    let key = (layout, coordinates, board.holes.clone());
    if background.as_ref().is_none_or(|b| b.key != key) {
        *background = draw_background(layout, coordinates, &board.holes, colours, unit)
            .map(|canvas| Background { key, canvas });
    }
    context.clear_rect(
        0.0,
        0.0,
        f64::from(canvas.width()),
        f64::from(canvas.height()),
    );
    if let Some(background) = background {
        let _ = context.draw_image_with_html_canvas_element(&background.canvas, 0.0, 0.0);
    }
    let named = |names: &[&String]| -> Vec<Square> {
        names
            .iter()
            .filter_map(|name| Square::parse(name))
            .filter(|s| layout.contains(*s))
            .collect()
    };
    let last_move = board
        .last_move
        .as_ref()
        .map(|(from, to)| named(&[from, to]))
        .unwrap_or_default();
    for (squares, colour) in [
        (last_move, &colours.last_move),
        (
            named(&board.checks.iter().collect::<Vec<_>>()),
            &colours.check,
        ),
    ] {
        context.set_fill_style_str(colour);
        for square in squares {
            let corner = layout.origin(square);
            let side = f64::from(pixels);
            context.fill_rect(corner.x * unit, corner.y * unit, side, side);
        }
    }
    let palettes = Palettes::default();
    for man in &board.men {
        let Some(square) = Square::parse(&man.square).filter(|s| layout.contains(*s)) else {
            continue;
        };
        let corner = layout.origin(square);
        let figure = Figure::of(man);
        let palette = palettes.of(figure.army);
        if let Some((_, paint)) = colours.men.iter().find(|(p, _)| *p == palette) {
            let at = (corner.x * unit, corner.y * unit);
            draw_sprite(&context, &figure, palette, paint, pixels, at);
        }
    }
}

/// The empty board of `layout` (its squares, and its coordinates when
/// `coordinates`) on a canvas of its own, at `unit` pixels a user unit.
fn draw_background(
    layout: Layout,
    coordinates: bool,
    holes: &[String],
    colours: &Colours,
    unit: f64,
) -> Option<HtmlCanvasElement> {
    let (canvas, context) = offscreen(PIXELS)?;
    let _ = context.scale(unit, unit);
    for square in layout.squares().filter(|s| !holes.contains(&s.to_string())) {
        let corner = layout.origin(square);
        let light = (square.file + square.rank) % 2 == 1;
        context.set_fill_style_str(if light { &colours.light } else { &colours.dark });
        context.fill_rect(corner.x, corner.y, SQUARE, SQUARE);
    }
    if coordinates {
        context.set_font(&format!(
            "600 {}px system-ui, sans-serif",
            decimal(TEXT_SIZE, 2)
        ));
        for label in edge_labels(layout, holes) {
            let colour = if label.on_light {
                &colours.dark
            } else {
                &colours.light
            };
            context.set_fill_style_str(colour);
            context.set_text_align(if label.bottom { "end" } else { "start" });
            let _ = context.fill_text(&label.text, label.at.x, label.at.y);
        }
    }
    Some(canvas)
}

/// Draws the man of `parts` in the 100 x 100 box at the context's origin,
/// as style/board.css paints his parts.
fn draw_man(
    context: &CanvasRenderingContext2d,
    parts: &'static [Part],
    palette: Palette,
    paint: &ManColours,
) {
    context.set_line_join("round");
    context.set_line_cap("round");
    context.set_line_width(3.0);
    for part in parts {
        with_path(part.d, |path| match part.paint {
            Paint::Body => {
                context.set_fill_style_str(&paint.fill);
                context.fill_with_path_2d(path);
                context.set_stroke_style_str(&paint.line);
                context.stroke_with_path(path);
            }
            Paint::Detail => {
                context.set_fill_style_str(&paint.detail);
                context.fill_with_path_2d_and_winding(path, CanvasWindingRule::Evenodd);
            }
            Paint::Line => {
                context.set_stroke_style_str(&paint.detail);
                context.stroke_with_path(path);
            }
        });
    }
    if let Some(d) = emblem(palette) {
        with_path(d, |path| {
            context.set_fill_style_str(&paint.detail);
            context.fill_with_path_2d_and_winding(path, CanvasWindingRule::Evenodd);
        });
    }
}
