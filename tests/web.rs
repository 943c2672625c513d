//! The app shell rendered into a real DOM in headless Chromium
//! (`cargo test --target wasm32-unknown-unknown --test web`).
#![cfg(target_arch = "wasm32")]

use parlour::ui::App;
use parlour::ui::catalogue::GAMES;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

async fn go_to(hash: &str) {
    web_sys::window()
        .unwrap()
        .location()
        .set_hash(hash)
        .unwrap();
    // hashchange fires asynchronously; then Leptos updates the DOM.
    let wait = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(wait).await.unwrap();
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn app_follows_the_hash_from_lobby_to_rules_to_not_found() {
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("#/")
        .unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let root: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(root);
    // The app's own build: every page but the tables.
    parlour::ui::app::hold(parlour::ui::app::site_page);
    let _handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;

    let cards = root.inner_html().matches("class=\"game-card\"").count();
    assert_eq!(cards, GAMES.len());
    assert!(root.query_selector(".site-header").unwrap().is_some());

    go_to("#/rules/one-sane-man").await;
    let heading = root.query_selector("article.rules h1").unwrap().unwrap();
    assert_eq!(heading.text_content().unwrap(), "The One Sane Man");
    assert!(document().title().starts_with("The One Sane Man rules"));

    go_to("#/rules/one-sane-man?seats=nine").await;
    let page = root
        .query_selector("[data-page=not-found]")
        .unwrap()
        .unwrap();
    assert!(page.text_content().unwrap().contains("seats"));

    go_to("#/?embed").await;
    assert!(root.query_selector(".app.embed").unwrap().is_some());
    assert!(root.query_selector(".site-header").unwrap().is_none());
    go_to("#/").await;
}
