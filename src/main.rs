//! Browser entry point: mounts the app.

fn main() {
    parlour::ui::mount();
}
