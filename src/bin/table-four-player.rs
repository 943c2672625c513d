//! The build of the table of Four Player Chess: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

fn main() {
    #[cfg(target_arch = "wasm32")]
    parlour::ui::mount(parlour::registry::table_of::<parlour::games::four_player::FourPlayer>);
}
