//! Build step (run by `scripts/post-build`): draws the pages shown before
//! the app starts into the built `index.html` given as the only argument,
//! and has the page start the app only when it is needed (see
//! `parlour::ui::prerender`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: prerender <built index.html>");
        return ExitCode::FAILURE;
    };
    let result = std::fs::read_to_string(&path)
        .map_err(|error| error.to_string())
        .and_then(|page| parlour::ui::prerender::fill(&page))
        .and_then(|page| parlour::ui::prerender::defer_app(&page))
        .and_then(|page| std::fs::write(&path, page).map_err(|error| error.to_string()));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("prerender: {path}: {error}");
            ExitCode::FAILURE
        }
    }
}
