//! The standard chess and Chess960 table: a new-game form (with the
//! deck-of-cards deal), saved games, import, and the game itself (board,
//! moves in SAN, clock, takeback, draw, resign, export and share link).

mod clock;
mod deal;
mod new_game;
mod page;
mod play;
pub mod saves;
pub mod session;

pub use page::StandardTable;

use super::route::percent_encode;

/// What the address asks of the table: the form (with Chess960 picked or
/// not), a saved game by its key, or a shared game's PGN to import.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandardSetup {
    /// Whether the form starts on Chess960.
    pub chess960: bool,
    /// The storage key of a saved game to open.
    pub game: Option<String>,
    /// The PGN of a shared game.
    pub pgn: Option<String>,
}

impl StandardSetup {
    /// The address of this page.
    pub fn href(&self) -> String {
        let mut params = Vec::new();
        if self.chess960 {
            params.push("variant=chess960".to_string());
        }
        if let Some(key) = &self.game {
            params.push(format!("game={}", percent_encode(key)));
        }
        if let Some(pgn) = &self.pgn {
            params.push(format!("pgn={}", percent_encode(pgn)));
        }
        if params.is_empty() {
            "#/play/standard".to_string()
        } else {
            format!("#/play/standard?{}", params.join("&"))
        }
    }
}

/// Milliseconds since 1970 from the browser's clock (0 natively).
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.time_origin() + p.now())
        .unwrap_or(0.0)
}
