//! A game as its record: options, seed, start and every action. The serde
//! form (inside the shared table's saves) and the text form both hold the
//! record and replay it, so a loaded game is exactly the game that was
//! saved, secrets included: the whole table's record, not one seat's view.
//!
//! The text form ([`FourPlayer::to_text`], [`FourPlayer::from_text`]), one
//! item per line (blank lines and `#` comments are skipped); the app
//! neither writes nor reads it:
//!
//! ```text
//! parlour four-player 1
//! seed 1234
//! protectorate-loss 40
//! start <cross position text>      (only for a set-up position)
//! white f2f3
//! blue propose red
//! blue b7c7
//! ```

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::games::replay::numbered_lines;
use crate::games::{Game, RuleError, Seat};

use super::action::Action;
use super::{FourPlayer, Options, army_of, seat_of};

/// The first line of an exported game.
const HEADER: &str = "parlour four-player 1";

/// Everything needed to replay a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub options: Options,
    pub seed: u64,
    /// The set-up position, when the game did not start from the standard
    /// start.
    pub start: Option<String>,
    pub actions: Vec<(Seat, Action)>,
}

impl From<FourPlayer> for Record {
    fn from(game: FourPlayer) -> Record {
        Record {
            options: game.options,
            seed: game.seed,
            start: game.start,
            actions: game.history,
        }
    }
}

impl TryFrom<Record> for FourPlayer {
    type Error = RuleError;

    fn try_from(record: Record) -> Result<FourPlayer, RuleError> {
        let mut game = FourPlayer::build(record.options, record.seed, record.start)?;
        for (index, (seat, action)) in record.actions.iter().enumerate() {
            game.apply(*seat, action).map_err(|error| {
                RuleError::new(format!("action {} ({action}): {error}", index + 1))
            })?;
        }
        Ok(game)
    }
}

impl FourPlayer {
    /// The game as text (see the module documentation).
    pub fn to_text(&self) -> String {
        let mut text = format!(
            "{HEADER}\nseed {}\nprotectorate-loss {}\n",
            self.seed, self.options.protectorate_loss_percent,
        );
        if let Some(start) = &self.start {
            let _ = writeln!(text, "start {start}");
        }
        for (seat, action) in &self.history {
            let _ = writeln!(text, "{} {action}", army_of(*seat).name());
        }
        text
    }

    /// Reads a game written by [`FourPlayer::to_text`], replaying and
    /// checking every action.
    pub fn from_text(text: &str) -> Result<FourPlayer, RuleError> {
        let mut lines = numbered_lines(text).filter(|(_, line)| !line.starts_with('#'));
        match lines.next() {
            Some((_, HEADER)) => {}
            _ => {
                return Err(RuleError::new(format!(
                    "not a Four Player game: the first line must be \"{HEADER}\""
                )));
            }
        }
        let mut options = Options::default();
        let mut seed = None;
        let mut start = None;
        let mut game: Option<FourPlayer> = None;
        for (number, line) in lines {
            let at = |message: String| RuleError::new(format!("line {number}: {message}"));
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            let rest = rest.trim();
            if let Some(game) = game.as_mut() {
                let army = Army::from_name(word)
                    .ok_or_else(|| at(format!("expected an army and an action, found {line:?}")))?;
                let seat = seat_of(army);
                let action = game.parse_action(seat, rest).map_err(|e| at(e.0))?;
                game.apply(seat, &action).map_err(|e| at(e.0))?;
                continue;
            }
            match word {
                "seed" => seed = Some(rest.parse().map_err(|_| at(format!("bad seed {rest:?}")))?),
                "protectorate-loss" => {
                    options.protectorate_loss_percent = rest
                        .parse()
                        .map_err(|_| at(format!("bad percentage {rest:?}")))?
                }
                // Texts written before the table took this option over.
                "open-table" if matches!(rest, "yes" | "no") => {}
                "start" => start = Some(rest.to_string()),
                _ => {
                    let seed = seed.ok_or_else(|| at("the seed line is missing".into()))?;
                    let mut fresh = FourPlayer::build(options.clone(), seed, start.take())
                        .map_err(|e| at(e.0))?;
                    let army = Army::from_name(word).ok_or_else(|| {
                        at(format!("expected an option or an action, found {line:?}"))
                    })?;
                    let seat = seat_of(army);
                    let action = fresh.parse_action(seat, rest).map_err(|e| at(e.0))?;
                    fresh.apply(seat, &action).map_err(|e| at(e.0))?;
                    game = Some(fresh);
                }
            }
        }
        match game {
            Some(game) => Ok(game),
            None => FourPlayer::build(
                options,
                seed.ok_or_else(|| RuleError::new("the seed line is missing"))?,
                start,
            ),
        }
    }
}
