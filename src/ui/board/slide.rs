//! A moved man's slide: his paths are drawn on his new square at once, and
//! a short transform animation carries him there from the old one. Only
//! his element is animated, by the Web Animations API, so the browser
//! moves a drawing instead of re-laying-out his paths in every frame (which
//! a CSS transition on the paths' `d` did); it also slides where the `d`
//! property cannot be animated (Safari).

use wasm_bindgen::prelude::*;
use web_sys::Element;

use super::geometry::{Point, decimal};

/// How long a slide lasts, in milliseconds.
const SLIDE_MS: f64 = 160.0;

#[wasm_bindgen]
extern "C" {
    /// An element seen through `Element.animate` alone (web-sys offers that
    /// method only behind its unstable-API flag).
    type Animatable;

    #[wasm_bindgen(method)]
    fn animate(this: &Animatable, keyframes: &js_sys::Array, options: &js_sys::Object);
}

/// Slides `man`, already drawn on his new square, in from `offset` (board
/// units from his new square to his old one). Nothing moves for a reader
/// who asked for reduced motion.
pub fn slide(man: &Element, offset: Point) {
    if reduced_motion() {
        return;
    }
    let keyframes = js_sys::Array::of2(
        &keyframe(&format!(
            "translate({}px, {}px)",
            decimal(offset.x, 2),
            decimal(offset.y, 2)
        )),
        &keyframe("none"),
    );
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &SLIDE_MS.into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &"ease-out".into());
    man.unchecked_ref::<Animatable>()
        .animate(&keyframes, &options);
}

/// One keyframe: `{ transform }`.
fn keyframe(transform: &str) -> js_sys::Object {
    let frame = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&frame, &"transform".into(), &transform.into());
    frame
}

/// Whether the reader's system asks for reduced motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches())
}
