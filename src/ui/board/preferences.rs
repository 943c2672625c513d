//! What this device prefers to see on every board, kept in its
//! localStorage: today, whether the coordinates are drawn (on by default,
//! since refusals, typed moves and the rules pages name squares).

use leptos::prelude::*;

use crate::ui::device_store;

const COORDINATES_KEY: &str = "parlour.coordinates";

/// The board preferences the app provides to every board as a context.
#[derive(Clone, Copy, Debug)]
pub struct BoardPreferences {
    /// Whether files and ranks are drawn along the boards' edges.
    pub coordinates: RwSignal<bool>,
}

impl BoardPreferences {
    /// Reads this device's preferences and provides them to the app; a
    /// change is remembered (when storage allows).
    pub fn provide() {
        let coordinates =
            RwSignal::new(device_store::read(COORDINATES_KEY).is_none_or(|value| value != "off"));
        Effect::new(move |_| {
            let value = if coordinates.get() { "on" } else { "off" };
            let _ = device_store::write(COORDINATES_KEY, value);
        });
        provide_context(BoardPreferences { coordinates });
    }

    /// The preferences provided above, if any.
    pub fn get() -> Option<BoardPreferences> {
        use_context::<BoardPreferences>()
    }
}
