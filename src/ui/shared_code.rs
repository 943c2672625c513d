//! Reactive parts of a view whose code every use shares.
//!
//! Leptos compiles the drawing of each reactive closure (a `{move || ...}`
//! in a view, an attribute's `move || ...`, an `Effect::new`, a
//! `Memo::new`) once per closure: some 1.5 KB of wasm each, for more than
//! a hundred closures in a table. Routed through these, every closure of
//! one output type runs on one copy of that code, behind a pointer to the
//! closure itself, which keeps each table's wasm smaller
//! (`scripts/size.mjs`).

use std::sync::Arc;

use leptos::prelude::*;

/// A part of a view drawn again whenever what `draw` reads changes.
pub fn redrawn<V: IntoAny>(draw: impl Fn() -> V + Send + Sync + 'static) -> impl IntoView {
    redrawn_any(Arc::new(move || draw().into_any()))
}

fn redrawn_any(draw: Arc<dyn Fn() -> AnyView + Send + Sync>) -> impl IntoView {
    move || draw()
}

/// Runs `run` now and again whenever what it reads changes, for the life
/// of the current owner (a component, a screen).
pub fn effect(run: impl Fn() + 'static) {
    effect_boxed(Box::new(run));
}

fn effect_boxed(run: Box<dyn Fn()>) {
    Effect::new(move |_| run());
}

/// A text attribute's value, worked out again whenever what `text` reads
/// changes.
pub fn live_text<T: Into<String>>(
    text: impl Fn() -> T + Send + Sync + 'static,
) -> impl Fn() -> String + Send + Sync + Clone + 'static {
    text_shared(Arc::new(move || text().into()))
}

fn text_shared(
    text: Arc<dyn Fn() -> String + Send + Sync>,
) -> impl Fn() -> String + Send + Sync + Clone + 'static {
    move || text()
}

/// An attribute that is there, with a text, or not, worked out again
/// whenever what `text` reads changes.
pub fn live_maybe_text<T: Into<String>>(
    text: impl Fn() -> Option<T> + Send + Sync + 'static,
) -> impl Fn() -> Option<String> + Send + Sync + Clone + 'static {
    maybe_text_shared(Arc::new(move || text().map(Into::into)))
}

fn maybe_text_shared(
    text: Arc<dyn Fn() -> Option<String> + Send + Sync>,
) -> impl Fn() -> Option<String> + Send + Sync + Clone + 'static {
    move || text()
}

/// A yes-or-no attribute (`class:name=`, `disabled=`, ...), worked out
/// again whenever what `flag` reads changes.
pub fn live_flag(
    flag: impl Fn() -> bool + Send + Sync + 'static,
) -> impl Fn() -> bool + Send + Sync + Clone + 'static {
    flag_shared(Arc::new(flag))
}

fn flag_shared(
    flag: Arc<dyn Fn() -> bool + Send + Sync>,
) -> impl Fn() -> bool + Send + Sync + Clone + 'static {
    move || flag()
}

/// A value worked out from others, again only when they change; those who
/// read it hear of a change only when the value is another.
pub fn memo<T: PartialEq + Send + Sync + 'static>(
    value: impl Fn() -> T + Send + Sync + 'static,
) -> Memo<T> {
    memo_shared(Arc::new(value))
}

fn memo_shared<T: PartialEq + Send + Sync + 'static>(
    value: Arc<dyn Fn() -> T + Send + Sync>,
) -> Memo<T> {
    Memo::new(move |_| value())
}
