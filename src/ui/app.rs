//! The app shell: reads the address, draws the site chrome (hidden when
//! embedded) and the page of the current route.

use leptos::ev;
use leptos::prelude::*;

use super::board::BoardPreferences;
use super::pages::{About, Elsewhere, Embed, Lobby, NotFound, RulesPage, Saved};
use super::route::{Location, Route};
use crate::registry::Catalogued;
use crate::ui::shared_code::{live_flag, memo, redrawn};

/// The pages a build of the app draws (see `crate::registry`): the page of
/// a route, or `None` when another build draws it.
pub type Pages = fn(Route) -> Option<AnyView>;

/// The pages this build draws, set once by [`super::mount`].
static PAGES: std::sync::OnceLock<Pages> = std::sync::OnceLock::new();

/// Sets the pages this build draws; the first call wins.
pub fn hold(pages: Pages) {
    let _ = PAGES.set(pages);
}

/// Reads the current address from the window (the lobby when there is none).
fn current_location() -> Location {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return Location::parse("", "");
    };
    Location::parse(
        &location.search().unwrap_or_default(),
        &location.hash().unwrap_or_default(),
    )
}

/// The root component.
#[component]
pub fn App() -> impl IntoView {
    BoardPreferences::provide();
    let location = RwSignal::new(current_location());
    // The app lives as long as the page, so the listener is never removed.
    let _ = window_event_listener(ev::hashchange, move |_| location.set(current_location()));
    let embed = memo(move || location.with(|l| l.embed));
    let route = memo(move || location.with(|l| l.route.clone()));

    // On each new page: scroll to the top and name the page in the title.
    Effect::new(move |previous: Option<()>| {
        let title = page_title(&route.get());
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            document.set_title(&title);
            if previous.is_some() {
                scroll_to_top();
            }
        }
    });

    view! {
        <Frame embed=embed route=route>
            {redrawn(move || page(route.get()))}
        </Frame>
    }
}

/// The site chrome around a page: skip link, header and footer (hidden when
/// embedded) and the `main` element holding `children`. The app draws it
/// around the current route's page; the build's prerender (`src/bin/prerender.rs`)
/// draws it around the pages shown before the app starts.
#[component]
pub fn Frame(
    #[prop(into)] embed: Signal<bool>,
    #[prop(into)] route: Signal<Route>,
    children: Children,
) -> impl IntoView {
    view! {
        <div class="app" class:embed=live_flag(move || embed.get())>
            <Show when=move || !embed.get()>
                <a class="skip" href="#main" on:click=|ev| {
                    ev.prevent_default();
                    focus_main();
                }>"Skip to content"</a>
                <header class="site-header">
                    <a class="brand" href="#/">
                        <img src="icons/icon.svg" alt="" width="28" height="28" />
                        <span>"Parlour"</span>
                    </a>
                    <nav aria-label="Site">
                        <a href="#/" aria-current=move || current(route.get() == Route::Lobby)>"Games"</a>
                        <a href="#/saved" aria-current=move || current(route.get() == Route::Saved)>"Saved games"</a>
                        <a href="#/about" aria-current=move || current(route.get() == Route::About)>"About"</a>
                    </nav>
                </header>
            </Show>
            <main id="main" tabindex="-1">{children()}</main>
            <Show when=move || !embed.get()>
                <footer class="site-footer">
                    <span>"Parlour \u{b7} chess for the whole table \u{b7} works offline"</span>
                    <a href="#/embed">"Embed on your site"</a>
                </footer>
            </Show>
        </div>
    }
}

/// `aria-current="page"` for the link of the page being shown.
fn current(is_current: bool) -> Option<&'static str> {
    is_current.then_some("page")
}

/// Scrolls the page to its top: the window, and the main area, which
/// scrolls on its own in a frame (`?embed`).
pub fn scroll_to_top() {
    use leptos::wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    window.scroll_to_with_x_and_y(0.0, 0.0);
    if let Some(main) = window
        .document()
        .and_then(|d| d.get_element_by_id("main"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        main.set_scroll_top(0);
    }
}

fn focus_main() {
    use leptos::wasm_bindgen::JsCast;
    if let Some(main) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("main"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = main.focus();
    }
}

/// The page for a route: drawn by this build, or, when another build
/// draws it, by that one, which the page loads instead.
pub fn page(route: Route) -> AnyView {
    match PAGES.get().and_then(|draw| draw(route.clone())) {
        Some(view) => view,
        None => view! { <Elsewhere route /> }.into_any(),
    }
}

/// The pages of the app's own build: every page but the tables, each
/// drawn by its game's build (see `crate::registry`). New pages are added
/// here (see `route`'s docs).
pub fn site_page(route: Route) -> Option<AnyView> {
    Some(match route {
        Route::Lobby => view! { <Lobby /> }.into_any(),
        Route::Rules(game) => view! { <RulesPage game /> }.into_any(),
        Route::About => view! { <About /> }.into_any(),
        Route::Embed => view! { <Embed /> }.into_any(),
        Route::Table { .. } => return None,
        Route::Saved => view! { <Saved /> }.into_any(),
        Route::NotFound(reason) => view! { <NotFound reason /> }.into_any(),
    })
}

/// The document title of a route's page.
pub fn page_title(route: &Route) -> String {
    match route {
        Route::Lobby => "Parlour \u{2014} chess for the whole table".to_string(),
        Route::Rules(game) => format!("{} rules \u{2014} Parlour", game.info().name),
        Route::About => "About \u{2014} Parlour".to_string(),
        Route::Embed => "Embed \u{2014} Parlour".to_string(),
        Route::Table { game, .. } => format!("{} \u{2014} Parlour", game.info().name),
        Route::Saved => "Saved games \u{2014} Parlour".to_string(),
        Route::NotFound(_) => "Not found \u{2014} Parlour".to_string(),
    }
}
