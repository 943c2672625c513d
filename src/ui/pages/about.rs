//! About Parlour: where the games come from, their licences, and every crate
//! the app is built from.

use leptos::prelude::*;

use crate::ui::licences::crate_licences;

/// Credits and licences.
#[component]
pub fn About() -> impl IntoView {
    view! {
        <article class="about">
            <h1>"About Parlour"</h1>
            <p class="lede">
                "Parlour is a free, open-source collection of chess games for more than two people "
                "at one table. It runs entirely in your browser: no account, no server, and it "
                "keeps working offline once opened."
            </p>
            <p>
                "Parlour's code is licensed under the MIT licence or the Apache License 2.0, at your "
                "option. The rules pages are Parlour's own words, based on these rules texts:"
            </p>
            <h2>"Game credits"</h2>
            <ul class="credits">
                <li>
                    <strong>"COIN Chess"</strong>" by Evan Burchard, licensed under "
                    <a href="https://creativecommons.org/licenses/by/4.0/">"CC BY 4.0"</a>"."
                </li>
                <li>
                    <strong>"Crowded House"</strong>" and "<strong>"Cloak and Dagger Chess"</strong>
                    " from Don Kirkby's Chess Kit (\u{201c}New Rules for Chess Kit\u{201d}), licensed under "
                    <a href="https://creativecommons.org/licenses/by-sa/4.0/">"CC BY-SA 4.0"</a>
                    ". The Chess960 card deal comes from the same text."
                </li>
                <li>
                    <strong>"Carousel Chess"</strong>" by the authors of the carousel-chess rules "
                    "text; its authors note that it adds to the older variant Triune Chess."
                </li>
                <li>
                    <strong>"The One Sane Man"</strong>", a multi-player chess game from its "
                    "published rules text."
                </li>
                <li>
                    <strong>"Four Player Chess"</strong>" from the \u{201c}Rules of Chess\u{201d} text "
                    "of a four-player chess project, with its alliances and protectorates."
                </li>
                <li>
                    <strong>"Chess960"</strong>" by Bobby Fischer; "<strong>"Chess 4.5"</strong>
                    " honours the program of David Slate and Larry Atkin at Northwestern University (1977)."
                </li>
            </ul>
            <h2>"Built with"</h2>
            <p>
                "The app is written in Rust and compiled to WebAssembly. No npm package is shipped "
                "to your browser; these crates are, with their licences:"
            </p>
            <div class="table-wrap" tabindex="0" role="region" aria-label="Crates and their licences">
                <table class="licences">
                    <caption class="visually-hidden">"Crates and their licences"</caption>
                    <thead><tr><th scope="col">"Crate"</th><th scope="col">"Version"</th><th scope="col">"Licence"</th></tr></thead>
                    <tbody>
                        {crate_licences()
                            .into_iter()
                            .map(|c| view! {
                                <tr><td>{c.name}</td><td>{c.version}</td><td>{c.licence}</td></tr>
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </div>
            <p class="small">
                "Build and test tools, not shipped: Trunk (MIT OR Apache-2.0), wasm-bindgen-cli "
                "(MIT OR Apache-2.0), binaryen's wasm-opt (Apache-2.0), Playwright (Apache-2.0), "
                "Lighthouse (Apache-2.0), python-chess (GPL-3.0, used only to check move lists)."
            </p>
        </article>
    }
}
