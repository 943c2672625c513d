//! The pages shown before the app starts, drawn at build time by the same
//! components the app uses.
//!
//! The build (`scripts/post-build`, a Trunk hook) runs `src/bin/prerender.rs`,
//! which puts [`markup`] into the built `index.html`'s empty
//! `<div id="prerender">`: the lobby in the site chrome, shown as soon as the
//! HTML and CSS arrive, and as `<template>`s the lobby, every rules page, the
//! about page and the embedded chrome. A small script in `index.html` shows
//! the template the address names (or an empty page for the others) until
//! the app starts; [`take_over`] then removes all of it in the same task as
//! the app's first render, so nothing flashes and nothing shows twice.
//!
//! These pages need no wasm at all: [`defer_app`] rewrites Trunk's start
//! of the app so that the page fetches and starts it only when the address
//! names a page that is not drawn here (a table, the saved games, a link
//! carrying a game), at once or when a link is followed. The first load is
//! the HTML and CSS; the service worker fetches the rest for offline play.

use leptos::prelude::*;

use super::app::{Frame, page_title, site_page};
use super::board::artwork::figure_parts;
use super::board::figure::Figure;
use super::board::theme::PieceStyle;
use super::catalogue::GAMES;
use super::route::Route;
use crate::engine::men::{Army, Kind};
use crate::registry::{APP_BUILD, GameId, build_of};

/// The id of the element holding the prerendered markup.
pub const ROOT_ID: &str = "prerender";

/// The pages drawn at build time: those that need nothing from the device.
pub fn routes() -> Vec<Route> {
    let mut routes = vec![Route::Lobby];
    routes.extend(GAMES.iter().map(|game| Route::Rules(game.id)));
    routes.push(Route::About);
    routes
}

/// The contents of `<div id="prerender">`: the lobby in the site chrome,
/// then one template per page of [`routes`] (its `main` content, keyed by
/// the address `data-route`, with its `data-title`) and the embedded
/// chrome (`data-embed`).
pub fn markup() -> String {
    let owner = Owner::new();
    owner.with(|| {
        let mut html = chrome(false, Route::Lobby, true);
        html.push_str("<template data-embed>");
        html.push_str(&chrome(true, Route::Lobby, false));
        html.push_str("</template>");
        html.push_str(&figures());
        for route in routes() {
            html.push_str(&format!(
                "<template data-route=\"{}\" data-title=\"{}\">",
                escape_attribute(&route.href()),
                escape_attribute(&page_title(&route)),
            ));
            html.push_str(
                &site_page(route)
                    .map(|page| page.to_html())
                    .unwrap_or_default(),
            );
            html.push_str("</template>");
        }
        html
    })
}

/// The drawing of each kind of man and of a checker, in the classic style,
/// as a `<template data-figures>` of SVG groups (`data-kind`): the page
/// draws an embedded replay's poster with them before the app arrives
/// (`crate::ui::shell::poster`).
fn figures() -> String {
    let kinds = Kind::ALL.iter().map(|&kind| Some(kind)).chain([None]);
    let groups: String = kinds
        .map(|kind| {
            let figure = Figure {
                army: Army::White,
                kind,
                label: None,
            };
            let paths: String = figure_parts(PieceStyle::Classic, &figure)
                .iter()
                .map(|part| format!("<path class=\"{}\" d=\"{}\"/>", part.paint.class(), part.d))
                .collect();
            format!("<g data-kind=\"{}\">{paths}</g>", figure.kind_name())
        })
        .collect();
    format!(
        "<template data-figures><svg xmlns=\"http://www.w3.org/2000/svg\">{groups}</svg></template>"
    )
}

/// The site chrome as the app draws it for `route`, with that page inside
/// when `with_page`, else an empty `main`.
fn chrome(embed: bool, route: Route, with_page: bool) -> String {
    let content = route.clone();
    view! {
        <Frame embed=embed route=route>
            {with_page.then(|| site_page(content))}
        </Frame>
    }
    .to_html()
}

/// Escapes text for a double-quoted HTML attribute.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// Inserts [`markup`] into a built `index.html`, which must hold exactly one
/// empty `<div id="prerender"></div>`.
pub fn fill(index_html: &str) -> Result<String, String> {
    let empty = format!("<div id=\"{ROOT_ID}\"></div>");
    match index_html.matches(&empty).count() {
        1 => Ok(index_html.replace(&empty, &format!("<div id=\"{ROOT_ID}\">{}</div>", markup()))),
        0 => Err(format!("no empty {empty} in the page")),
        _ => Err(format!("more than one {empty} in the page")),
    }
}

/// What starts the app in a built page: `window.parlourStart()` fetches and
/// starts, once, the build the address needs (its table's build, see
/// `crate::registry`, else the app's own, whose `script` and `wasm` Trunk
/// named); it runs at once when the page's script has already asked for
/// it (`window.parlourWanted`), and says so when it fails.
/// `window.parlourSwitch(build)`, asked by a running build for a page it
/// does not draw, loads the page again with `build`, which the loader
/// then starts for that address (noted in the session's storage): false
/// when `build` is the one running, or when the note cannot be kept and
/// the address does not name `build`, so a page never loads for ever.
fn starter(script: &str, wasm: &str) -> String {
    let tables: Vec<String> = GameId::ALL
        .iter()
        .map(|&id| format!("\"{}\": \"{}\"", id.slug(), build_of(id)))
        .collect();
    let tables = tables.join(", ");
    format!(
        r#"<script type="module">
const tables = {{ {tables} }};
const HINT = "parlour-build";
function files(build) {{
  return build === "{APP_BUILD}" ? ['{script}', '{wasm}'] : ["./" + build + ".js", "./" + build + "_bg.wasm"];
}}
function fromAddress() {{
  const table = /^#\/play\/([^?\/]*)/.exec(location.hash);
  return (table && tables[table[1]]) || "{APP_BUILD}";
}}
function wanted() {{
  try {{
    const hint = JSON.parse(sessionStorage.getItem(HINT));
    sessionStorage.removeItem(HINT);
    if (hint && hint[0] === location.href) return hint[1];
  }} catch (error) {{}}
  return fromAddress();
}}
// The parts split off a table's wasm that its address needs first (see
// src/ui/shell/split.rs): the reading of the game or lesson it opens,
// else the setup; a replay's screen.
function firstScreens() {{
  const table = /^#\/play\/[^?\/]*(?:\?(.*))?$/.exec(location.hash);
  if (!table) return [];
  const query = new URLSearchParams(table[1] || "");
  const opens = query.has("save") || query.has("shared") || query.has("lesson");
  const screens = [opens ? "open" : "setup"];
  if (query.has("at")) screens.push("replay");
  return screens;
}}
let started = null;
let running = null;
window.parlourStart = function () {{
  if (started) return started;
  running = wanted();
  const [script, wasmFile] = files(running);
  // The wasm is fetched at once, beside its script, not after it; so are
  // the parts split off a table that its address needs first.
  const response = fetch(wasmFile);
  response.catch(function () {{}});
  const screens = running === "{APP_BUILD}" ? [] : firstScreens();
  if (screens.length) {{
    import("./" + running + ".split.js")
      .then(function (split) {{ screens.forEach(split.prefetch); }})
      .catch(function () {{}});
  }}
  started = import(script)
    .then(async function (bindings) {{
      const wasm = await bindings.default({{ module_or_path: response }});
      window.wasmBindings = bindings;
      window.parlourRunning = true;
      dispatchEvent(new CustomEvent("TrunkApplicationStarted", {{ detail: {{ wasm }} }}));
    }})
    .catch(function () {{
      started = null;
      window.parlourFailed && window.parlourFailed();
    }});
  return started;
}};
window.parlourSwitch = function (build) {{
  if (build === running || !(build === "{APP_BUILD}" || Object.values(tables).includes(build))) return false;
  let noted = false;
  try {{
    sessionStorage.setItem(HINT, JSON.stringify([location.href, build]));
    noted = true;
  }} catch (error) {{}}
  // Without the note, only a build the address names starts after the
  // load: any other would load the page again and again.
  if (!noted && fromAddress() !== build) return false;
  location.reload();
  return true;
}};
if (window.parlourWanted) window.parlourStart();
</script>"#
    )
}

/// Rewrites the module script by which Trunk starts the app at once (and
/// its preloads) into [`starter`], which starts it only when asked.
pub fn defer_app(index_html: &str) -> Result<String, String> {
    const IMPORT: &str = "import init, * as bindings from '";
    const WASM: &str = "module_or_path: '";
    let import = index_html
        .find(IMPORT)
        .ok_or("no script starting the app in the page")?;
    let open = index_html[..import]
        .rfind("<script type=\"module\">")
        .ok_or("the app's start is not in a module script")?;
    let close = import
        + index_html[import..]
            .find("</script>")
            .ok_or("the app's start script is not closed")?
        + "</script>".len();
    let body = &index_html[import..close];
    let quoted = |from: usize| body[from..].split('\'').next().map(str::to_string);
    let script = quoted(IMPORT.len()).ok_or("no script path")?;
    let wasm = body
        .find(WASM)
        .and_then(|at| quoted(at + WASM.len()))
        .ok_or("no wasm path in the app's start script")?;
    let mut page = format!(
        "{}{}{}",
        &index_html[..open],
        starter(&script, &wasm),
        &index_html[close..]
    );
    // The preloads would fetch the app on every first load.
    for path in [&script, &wasm] {
        let href = format!("href=\"{path}\"");
        while let Some(at) = page.find(&href) {
            let start = page[..at].rfind("<link").ok_or("a preload is no link")?;
            let end = at + page[at..].find('>').ok_or("a preload is not closed")? + 1;
            page.replace_range(start..end, "");
        }
    }
    Ok(page)
}

/// Removes the prerendered markup once the app has drawn its first page.
pub fn take_over() {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(ROOT_ID))
    {
        root.remove();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lobby_is_shown_in_the_chrome_with_every_game() {
        let html = markup();
        let shown = &html[..html.find("<template").unwrap()];
        assert!(shown.starts_with("<div class=\"app\""), "{shown}");
        assert!(shown.contains("<main id=\"main\""));
        assert!(shown.contains("class=\"site-header\""));
        for game in GAMES.iter() {
            assert!(
                shown.contains(game.name),
                "{} missing from the lobby",
                game.name
            );
            assert!(shown.contains(&format!("href=\"#/rules/{}\"", game.id.slug())));
        }
    }

    #[test]
    fn every_page_has_its_template_with_its_title() {
        let html = markup();
        for route in routes() {
            let opening = format!(
                "<template data-route=\"{}\" data-title=\"{}\">",
                route.href(),
                escape_attribute(&page_title(&route))
            );
            assert!(html.contains(&opening), "no template for {}", route.href());
        }
        for game in GAMES.iter() {
            let start = html
                .find(&format!("data-route=\"#/rules/{}\"", game.id.slug()))
                .unwrap();
            let template = &html[start..start + html[start..].find("</template>").unwrap()];
            assert!(
                template.contains(&format!("<h1>{}</h1>", game.name)),
                "{template}"
            );
        }
    }

    #[test]
    fn every_kind_and_the_checker_have_their_figure() {
        let html = markup();
        let start = html.find("<template data-figures>").unwrap();
        let template = &html[start..start + html[start..].find("</template>").unwrap()];
        for kind in [
            "pawn", "knight", "bishop", "rook", "queen", "king", "hidden",
        ] {
            let group = format!("<g data-kind=\"{kind}\"><path class=\"man-");
            assert!(template.contains(&group), "{kind}: {template}");
        }
    }

    #[test]
    fn the_embedded_chrome_has_no_header_or_footer() {
        let html = markup();
        let start = html.find("<template data-embed>").unwrap();
        let template = &html[start..start + html[start..].find("</template>").unwrap()];
        assert!(template.contains("class=\"app embed\""), "{template}");
        assert!(template.contains("<main id=\"main\""));
        assert!(!template.contains("site-header") && !template.contains("site-footer"));
    }

    /// The start of the app as Trunk 0.21 writes it into `index.html`.
    const TRUNK_START: &str = "<head><link rel=\"stylesheet\" href=\"/main-1.css\"/>\n\
        <script type=\"module\">\nimport init, * as bindings from '/parlour-web-ab.js';\n\
        const wasm = await init({ module_or_path: '/parlour-web-ab_bg.wasm' });\n\n\
        window.wasmBindings = bindings;\n\
        dispatchEvent(new CustomEvent(\"TrunkApplicationStarted\", {detail: {wasm}}));\n</script>\n\
        <link rel=\"modulepreload\" href=\"/parlour-web-ab.js\" crossorigin=\"anonymous\" integrity=\"sha384-x\">\
        <link rel=\"preload\" href=\"/parlour-web-ab_bg.wasm\" crossorigin=\"anonymous\" integrity=\"sha384-y\" as=\"fetch\" type=\"application/wasm\"></head>";

    #[test]
    fn the_app_starts_only_when_asked() {
        let page = defer_app(TRUNK_START).unwrap();
        assert!(!page.contains("await init("), "{page}");
        assert!(!page.contains("preload"), "no preload left: {page}");
        assert!(
            page.contains(
                "build === \"parlour-web\" ? ['/parlour-web-ab.js', '/parlour-web-ab_bg.wasm']"
            ),
            "{page}"
        );
        assert!(
            page.contains(
                "\"chess960\": \"table-standard\", \"four-player\": \"table-four-player\""
            ),
            "every table is started from its own build: {page}"
        );
        assert!(page.contains("window.parlourStart = function"));
        assert!(page.starts_with("<head><link rel=\"stylesheet\" href=\"/main-1.css\"/>"));
        assert!(page.ends_with("</script>\n</head>"), "{page}");
        assert!(
            defer_app(&page).is_err(),
            "a deferred page is not deferred twice"
        );
        assert!(defer_app("<head></head>").is_err());
    }

    #[test]
    fn fill_needs_exactly_one_empty_root() {
        let page = "<body><div id=\"prerender\"></div><script></script></body>";
        let filled = fill(page).unwrap();
        assert!(filled.starts_with("<body><div id=\"prerender\"><div class=\"app\""));
        assert!(filled.ends_with("</div><script></script></body>"));
        assert!(fill("<body></body>").is_err());
        assert!(fill(&page.repeat(2)).is_err());
        assert!(fill(&filled).is_err(), "a filled page is not filled twice");
    }
}
