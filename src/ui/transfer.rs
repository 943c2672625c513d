//! Moving text in and out of the app: the clipboard, downloads, files a
//! person picks, and this site's own address for share links.

use leptos::wasm_bindgen::JsCast;

/// This page's address without query or hash (where share links point).
pub fn site_address() -> String {
    web_sys::window()
        .map(|w| w.location())
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default()
}

/// Puts `href` (a `#/...` address of this site) in the address bar without
/// opening it or adding a history entry, so that a reload or a bookmark
/// reopens what is on screen.
pub fn show_address(href: &str) {
    if let Ok(history) = web_sys::window().map(|w| w.history()).transpose() {
        let _ = history.map(|h| {
            h.replace_state_with_url(&leptos::wasm_bindgen::JsValue::NULL, "", Some(href))
        });
    }
}

/// Puts `text` on the clipboard; false when the browser refuses.
pub async fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Offers `text` as a file named `name` of type `mime` to download, through
/// a link never put in the page (an export's secrets never enter the DOM);
/// false when the page cannot.
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    let offered = || -> Option<()> {
        let document = web_sys::window()?.document()?;
        let link = document.create_element("a").ok()?;
        let href = format!(
            "data:{mime};charset=utf-8,{}",
            super::route::percent_encode(text)
        );
        link.set_attribute("href", &href).ok()?;
        link.set_attribute("download", name).ok()?;
        link.dyn_into::<web_sys::HtmlElement>().ok()?.click();
        Some(())
    };
    offered().is_some()
}

/// The text of the first file chosen in a file input, or why not.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Result<String, String> {
    let file = input
        .files()
        .and_then(|files| files.get(0))
        .ok_or("No file was chosen.")?;
    if file.size() > 1_000_000.0 {
        return Err(format!(
            "\u{201c}{}\u{201d} is too large to be a game (over 1 MB).",
            file.name()
        ));
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| format!("\u{201c}{}\u{201d} could not be read.", file.name()))?;
    text.as_string()
        .ok_or_else(|| format!("\u{201c}{}\u{201d} is not text.", file.name()))
}
