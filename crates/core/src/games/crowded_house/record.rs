//! Saving a game: the serde form ([`SavedGame`]: options, start and every
//! action, replayed on load) and a text record to export and import:
//!
//! ```text
//! crowded-house clock=30 coin=2
//! start 0 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! e2e4
//! talk
//! e7e5
//! ```
//!
//! The first line names the game and, with a clock, its two amounts in
//! minutes. A `start` line (the seat to act, then a FEN) appears only for a
//! game set up from a position. Then one action a line, as the command line
//! takes them: a move (UCI or SAN), `talk`, `cash` or `time`.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::clock::ClockOptions;
use super::game::{CrowdedHouse, Options};
use crate::engine::STARTING_FEN;
use crate::games::replay::{numbered_lines, replay_texts};
use crate::games::{Game, RuleError, Seat};

/// The first word of an exported game.
pub const HEADER: &str = "crowded-house";

/// Where a game set up from a position started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedStart {
    pub fen: String,
    pub seat: Seat,
}

/// The serde form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub options: Options,
    /// `None` for the standard start with king-side White to act.
    pub start: Option<SavedStart>,
    pub actions: Vec<Action>,
}

impl From<CrowdedHouse> for SavedGame {
    fn from(game: CrowdedHouse) -> SavedGame {
        let fen = game.start.fen();
        SavedGame {
            options: game.options,
            start: (fen != STARTING_FEN || game.start_seat != 0).then_some(SavedStart {
                fen,
                seat: game.start_seat,
            }),
            actions: game.actions,
        }
    }
}

impl TryFrom<SavedGame> for CrowdedHouse {
    type Error = String;

    fn try_from(saved: SavedGame) -> Result<CrowdedHouse, String> {
        let mut game = match &saved.start {
            None => CrowdedHouse::new(saved.options),
            Some(start) => CrowdedHouse::from_fen(saved.options, &start.fen, start.seat),
        }
        .map_err(|error| error.0)?;
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

impl CrowdedHouse {
    /// The game as text (see the module's documentation).
    pub fn export(&self) -> String {
        let mut text = HEADER.to_string();
        if let Some(clock) = self.options.clock {
            text.push_str(&format!(
                " clock={} coin={}",
                clock.minutes, clock.coin_minutes
            ));
        }
        let saved = SavedGame::from(self.clone());
        if let Some(start) = saved.start {
            text.push_str(&format!("\nstart {} {}", start.seat, start.fen));
        }
        let mut position = self.start.clone();
        for action in &self.actions {
            text.push('\n');
            match action {
                Action::Move(mv) => {
                    text.push_str(&position.uci(*mv));
                    position.make(*mv);
                }
                other => text.push_str(&other.to_string()),
            }
        }
        text
    }

    /// Reads a game written by [`CrowdedHouse::export`], replaying every
    /// action; a bad line is reported with its number.
    pub fn import(text: &str) -> Result<CrowdedHouse, RuleError> {
        let mut lines = numbered_lines(text);
        let header = lines.next().map(|(_, line)| line).unwrap_or("");
        let mut words = header.split_whitespace();
        if words.next() != Some(HEADER) {
            return Err(RuleError::new(format!(
                "not a Crowded House record: it must start with \"{HEADER}\""
            )));
        }
        let options = read_options(words)?;
        let mut lines = lines.peekable();
        let mut game = match lines.peek() {
            Some(&(number, line)) if line.starts_with("start") => {
                let rest = line["start".len()..].trim_start();
                let (seat, fen) = rest.split_once(' ').unwrap_or((rest, ""));
                let seat = seat.parse().map_err(|_| {
                    RuleError::new(format!(
                        "line {number}: start needs a seat (0-3), then a FEN"
                    ))
                })?;
                let game = CrowdedHouse::from_fen(options, fen, seat)
                    .map_err(|error| RuleError::new(format!("line {number}: {error}")))?;
                lines.next();
                game
            }
            _ => CrowdedHouse::new(options)?,
        };
        replay_texts(&mut game, lines, "line")?;
        Ok(game)
    }
}

/// The options of the header line: none, or `clock=M coin=C` (the coin
/// worth two minutes when left out).
fn read_options<'a>(words: impl Iterator<Item = &'a str>) -> Result<Options, RuleError> {
    let mut clock: Option<ClockOptions> = None;
    let mut coin = None;
    for word in words {
        let number = |value: &str| {
            value
                .parse::<u32>()
                .map_err(|_| RuleError::new(format!("{word}: not a number of minutes")))
        };
        match word.split_once('=') {
            Some(("clock", value)) => {
                clock = Some(ClockOptions {
                    minutes: number(value)?,
                    ..ClockOptions::default()
                })
            }
            Some(("coin", value)) => coin = Some(number(value)?),
            _ => return Err(RuleError::new(format!("unknown option {word:?}"))),
        }
    }
    match (clock.as_mut(), coin) {
        (Some(clock), Some(coin)) => clock.coin_minutes = coin,
        (None, Some(_)) => return Err(RuleError::new("coin= needs clock= too")),
        _ => {}
    }
    Ok(Options { clock })
}
