//! Saving a game: the serde form ([`SavedGame`]: options and every action,
//! replayed on load) and a text record to export and import:
//!
//! ```text
//! cloak-dagger
//! arrange RNBQKBNR
//! arrange NRKBBQRN
//! e2e4
//! done
//! guess 2 rook
//! e7e5
//! ```
//!
//! The first line names the game, followed by `help=off` when the players
//! agreed to play without help. Then one action a line, as the command
//! line takes them (moves in UCI, castling as the king taking its rook).
//! Both forms hold both players' secrets (arrangements and grids): they
//! are for keeping a game, or for showing it once it is over.

use serde::{Deserialize, Serialize};

use super::game::{CloakDagger, Options};
use crate::games::replay::{numbered_lines, replay_texts};
use crate::games::{Game, RuleError};

/// The first word of an exported game.
pub const HEADER: &str = "cloak-dagger";

/// The serde form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub options: Options,
    pub actions: Vec<super::action::Action>,
}

impl From<CloakDagger> for SavedGame {
    fn from(game: CloakDagger) -> SavedGame {
        SavedGame {
            options: game.options,
            actions: game.actions,
        }
    }
}

impl TryFrom<SavedGame> for CloakDagger {
    type Error = String;

    fn try_from(saved: SavedGame) -> Result<CloakDagger, String> {
        let mut game = CloakDagger::new(saved.options);
        for (index, action) in saved.actions.iter().enumerate() {
            let seat = game
                .to_act()
                .ok_or_else(|| format!("action {}: the game is over", index + 1))?;
            game.apply(seat, action)
                .map_err(|error| format!("action {} ({action}): {error}", index + 1))?;
        }
        Ok(game)
    }
}

impl CloakDagger {
    /// The game as text (see the module's documentation).
    pub fn export(&self) -> String {
        let mut text = HEADER.to_string();
        if !self.options.help {
            text.push_str(" help=off");
        }
        for action in &self.actions {
            text.push('\n');
            text.push_str(&action.to_string());
        }
        text
    }

    /// Reads a game written by [`CloakDagger::export`], replaying every
    /// action; a bad line is reported with its number.
    pub fn import(text: &str) -> Result<CloakDagger, RuleError> {
        let mut lines = numbered_lines(text);
        let header = lines.next().map(|(_, line)| line).unwrap_or("");
        let mut words = header.split_whitespace();
        if words.next() != Some(HEADER) {
            return Err(RuleError::new(format!(
                "not a Cloak and Dagger record: it must start with \"{HEADER}\""
            )));
        }
        let mut options = Options::default();
        for word in words {
            match word {
                "help=off" => options.help = false,
                "help=on" => options.help = true,
                _ => return Err(RuleError::new(format!("unknown option {word:?}"))),
            }
        }
        let mut game = CloakDagger::new(options);
        replay_texts(&mut game, lines, "line")?;
        Ok(game)
    }
}
