//! What this device prefers to see on every board, kept in its
//! localStorage: whether the coordinates are drawn (on by default, since
//! refusals, typed moves and the rules pages name squares), and whether a
//! board played face to face turns to the player to move (on by default).

use leptos::prelude::*;

use crate::ui::device_store;
use crate::ui::shared_code::effect;

const COORDINATES_KEY: &str = "parlour.coordinates";
const TURN_BOARD_KEY: &str = "parlour.turn-board";

/// The board preferences the app provides to every board as a context.
#[derive(Clone, Copy, Debug)]
pub struct BoardPreferences {
    /// Whether files and ranks are drawn along the boards' edges.
    pub coordinates: RwSignal<bool>,
    /// Whether the board of a game without secrets played face to face
    /// turns to the player to move once a move has landed, rather than
    /// staying put.
    pub turn_board: RwSignal<bool>,
}

impl BoardPreferences {
    /// Reads this device's preferences and provides them to the app; a
    /// change is remembered (when storage allows).
    pub fn provide() {
        provide_context(BoardPreferences {
            coordinates: remembered(COORDINATES_KEY),
            turn_board: remembered(TURN_BOARD_KEY),
        });
    }

    /// The preferences provided above, if any.
    pub fn get() -> Option<BoardPreferences> {
        use_context::<BoardPreferences>()
    }
}

/// A choice on by default, read from this device's `key` and written back
/// whenever it changes.
fn remembered(key: &'static str) -> RwSignal<bool> {
    let on = RwSignal::new(device_store::read(key).is_none_or(|value| value != "off"));
    effect(move || {
        let value = if on.get() { "on" } else { "off" };
        let _ = device_store::write(key, value);
    });
    on
}
