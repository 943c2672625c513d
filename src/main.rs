//! Browser entry point of the app's own build: every page but the tables
//! (each table is a build of its own, see `parlour::registry`).

fn main() {
    parlour::ui::mount(parlour::ui::app::site_page);
}
