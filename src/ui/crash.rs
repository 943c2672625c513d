//! What the page does when the app panics: the release build aborts on a
//! panic (the wasm traps right after the hook), so the hook itself hands
//! the reason to the page's `parlourCrashed` (in `index.html`), which draws
//! the "Parlour stopped" screen with plain DOM calls, remembers the address
//! so that a reload does not open the same game straight into the same
//! fault, and offers to reload or go to the saved games. The same screen
//! catches WebAssembly traps that reach the window as errors.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The page's function that shows the stopped screen.
const CRASHED: &str = "parlourCrashed";

/// Installs the panic hook (once, before the app mounts).
pub fn install() {
    std::panic::set_hook(Box::new(|info| report(&reason(info))));
}

/// The reason shown for a panic: its message, without the source
/// location (which says nothing to a player; the console keeps it).
fn reason(info: &std::panic::PanicHookInfo) -> String {
    let payload = info.payload();
    payload
        .downcast_ref::<&str>()
        .map(|text| text.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "an internal error".to_string())
}

/// Logs the panic and shows the stopped screen, when the page has one.
fn report(reason: &str) {
    leptos::logging::error!("Parlour stopped: {reason}");
    let Some(window) = web_sys::window() else {
        return;
    };
    let shown = js_sys::Reflect::get(&window, &JsValue::from_str(CRASHED))
        .ok()
        .and_then(|function| function.dyn_into::<js_sys::Function>().ok());
    if let Some(show) = shown {
        let _ = show.call1(&JsValue::NULL, &JsValue::from_str(reason));
    }
}
