//! Saving a game: the serde form ([`SavedGame`]: options, start and every
//! action, replayed on load) and a text record to export and import:
//!
//! ```text
//! coin clock=15 queen=unpaired
//! start WB rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! g1f3
//! cede
//! e7e5
//! ```
//!
//! The first line names the game and, with a clock, each role's minutes;
//! with a queen rule other than the standard one, its name
//! ([`super::QueenRule::name`]); with a military kind controlled
//! otherwise, `military=` and its name ([`KindRule::name`]:
//! `knights-shared`). A record without `queen=` or `military=` (every
//! record written before the options existed) plays the standard rules. A
//! `start` line appears only for a game set up from a position or with a
//! Noble lacking military control: which Nobles have it (`W` and `B`, `-`
//! for one without), then a FEN. Then one action a line, as the command
//! line takes them: a move (UCI or SAN), `cede` or `time`.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::clock::ClockOptions;
use super::game::CoinChess;
use super::kind_rule::KindRule;
use super::military::MilitaryControl;
use super::options::Options;
use super::queen::QueenRule;
use crate::engine::STARTING_FEN;
use crate::engine::men::Army;
use crate::games::replay::{numbered_lines, replay_texts};
use crate::games::{Game, RuleError};

/// The first word of an exported game.
pub const HEADER: &str = "coin";

/// Where a game set up from a position started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedStart {
    pub fen: String,
    pub control: MilitaryControl,
}

/// The serde form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub options: Options,
    /// `None` for the standard start with both Nobles in control.
    pub start: Option<SavedStart>,
    pub actions: Vec<Action>,
}

impl From<CoinChess> for SavedGame {
    fn from(game: CoinChess) -> SavedGame {
        let fen = game.start.fen();
        let standard = fen == STARTING_FEN && game.start_control == MilitaryControl::default();
        SavedGame {
            options: game.options,
            start: (!standard).then_some(SavedStart {
                fen,
                control: game.start_control,
            }),
            actions: game.actions,
        }
    }
}

impl TryFrom<SavedGame> for CoinChess {
    type Error = String;

    fn try_from(saved: SavedGame) -> Result<CoinChess, String> {
        let mut game = match &saved.start {
            None => CoinChess::new(saved.options),
            Some(start) => CoinChess::from_fen(saved.options, &start.fen, start.control),
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

/// The Nobles' control as the `start` line writes it: `WB`, `W-`, `-B`
/// or `--`.
fn control_text(control: MilitaryControl) -> String {
    let mark = |army, letter| if control.has(army) { letter } else { '-' };
    [mark(Army::White, 'W'), mark(Army::Black, 'B')]
        .iter()
        .collect()
}

/// Reads what [`control_text`] writes.
fn read_control(text: &str) -> Option<MilitaryControl> {
    let mut letters = text.chars();
    let white = match letters.next()? {
        'W' => true,
        '-' => false,
        _ => return None,
    };
    let black = match letters.next()? {
        'B' => true,
        '-' => false,
        _ => return None,
    };
    letters
        .next()
        .is_none()
        .then(|| MilitaryControl::new(white, black))
}

impl CoinChess {
    /// The game as text (see the module's documentation).
    pub fn export(&self) -> String {
        let mut text = HEADER.to_string();
        if let Some(clock) = self.options.clock {
            text.push_str(&format!(" clock={}", clock.minutes));
        }
        if self.options.queen != QueenRule::Standard {
            text.push_str(&format!(" queen={}", self.options.queen));
        }
        if let Some(rule) = self.options.kind_rule {
            text.push_str(&format!(" military={rule}"));
        }
        let saved = SavedGame::from(self.clone());
        if let Some(start) = saved.start {
            text.push_str(&format!(
                "\nstart {} {}",
                control_text(start.control),
                start.fen
            ));
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

    /// Reads a game written by [`CoinChess::export`], replaying every
    /// action; a bad line is reported with its number.
    pub fn import(text: &str) -> Result<CoinChess, RuleError> {
        let mut lines = numbered_lines(text).peekable();
        let header = lines.next().map(|(_, line)| line).unwrap_or("");
        let mut words = header.split_whitespace();
        if words.next() != Some(HEADER) {
            return Err(RuleError::new(format!(
                "not a COIN chess record: it must start with \"{HEADER}\""
            )));
        }
        let options = read_options(words)?;
        let mut game = match lines.peek() {
            Some(&(number, line)) if line.starts_with("start") => {
                let rest = line["start".len()..].trim_start();
                let (control, fen) = rest.split_once(' ').unwrap_or((rest, ""));
                let control = read_control(control).ok_or_else(|| {
                    RuleError::new(format!(
                        "line {number}: start needs the Nobles' control (WB, W-, -B or --), then a FEN"
                    ))
                })?;
                let game = CoinChess::from_fen(options, fen, control)
                    .map_err(|error| RuleError::new(format!("line {number}: {error}")))?;
                lines.next();
                game
            }
            _ => CoinChess::new(options)?,
        };
        replay_texts(&mut game, lines, "line")?;
        Ok(game)
    }
}

/// The options of the header line: `clock=M`, `queen=RULE` and
/// `military=RULE`, each at most once, in any order.
fn read_options<'a>(words: impl Iterator<Item = &'a str>) -> Result<Options, RuleError> {
    let mut options = Options::default();
    let mut queen = None;
    for word in words {
        match word.split_once('=') {
            Some(("clock", value)) => {
                let minutes = value
                    .parse::<u32>()
                    .map_err(|_| RuleError::new(format!("{word}: not a number of minutes")))?;
                if options.clock.replace(ClockOptions { minutes }).is_some() {
                    return Err(RuleError::new("clock= is given twice"));
                }
            }
            Some(("queen", value)) => {
                let rule = QueenRule::from_name(value).ok_or_else(|| {
                    RuleError::new(format!(
                        "{word}: the queen rule is standard, noble-always, \
                         peasant-without-control, unpaired or shared"
                    ))
                })?;
                if queen.replace(rule).is_some() {
                    return Err(RuleError::new("queen= is given twice"));
                }
            }
            Some(("military", value)) => {
                let rule = KindRule::from_name(value).ok_or_else(|| {
                    RuleError::new(format!(
                        "{word}: the military rule is knights, bishops or rooks, then \
                         -unpaired or -shared (knights-shared)"
                    ))
                })?;
                if options.kind_rule.replace(rule).is_some() {
                    return Err(RuleError::new("military= is given twice"));
                }
            }
            _ => return Err(RuleError::new(format!("unknown option {word:?}"))),
        }
    }
    options.queen = queen.unwrap_or_default();
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_reads_back_what_it_writes() {
        for (white, black, text) in [
            (true, true, "WB"),
            (true, false, "W-"),
            (false, true, "-B"),
            (false, false, "--"),
        ] {
            let control = MilitaryControl::new(white, black);
            assert_eq!(control_text(control), text);
            assert_eq!(read_control(text), Some(control));
        }
        assert_eq!(read_control("BW"), None);
        assert_eq!(read_control("WBx"), None);
        assert_eq!(read_control("W"), None);
    }

    #[test]
    fn headers_carry_the_clock_and_the_balance_options_and_nothing_else() {
        assert_eq!(read_options("".split_whitespace()), Ok(Options::default()));
        assert_eq!(
            read_options("clock=20".split_whitespace()),
            Ok(Options {
                clock: Some(ClockOptions { minutes: 20 }),
                ..Options::default()
            })
        );
        assert_eq!(
            read_options(
                "queen=peasant-without-control military=rooks-shared clock=3".split_whitespace()
            ),
            Ok(Options {
                clock: Some(ClockOptions { minutes: 3 }),
                queen: QueenRule::PeasantWithoutControl,
                kind_rule: KindRule::from_name("rooks-shared"),
            })
        );
        for rule in QueenRule::ALL {
            let header = format!("queen={rule}");
            assert_eq!(
                read_options(header.split_whitespace()).map(|options| options.queen),
                Ok(rule)
            );
        }
        for rule in KindRule::all() {
            let header = format!("military={rule}");
            assert_eq!(
                read_options(header.split_whitespace()).map(|options| options.kind_rule),
                Ok(Some(rule))
            );
        }
        assert_eq!(
            read_options("queen=paired".split_whitespace()),
            Err(RuleError::new(
                "queen=paired: the queen rule is standard, noble-always, \
                 peasant-without-control, unpaired or shared"
            ))
        );
        assert_eq!(
            read_options("military=queens-shared".split_whitespace()),
            Err(RuleError::new(
                "military=queens-shared: the military rule is knights, bishops or rooks, then \
                 -unpaired or -shared (knights-shared)"
            ))
        );
        assert!(read_options("queen=unpaired queen=unpaired".split_whitespace()).is_err());
        assert!(
            read_options("military=rooks-shared military=knights-unpaired".split_whitespace())
                .is_err()
        );
        assert!(read_options("clock=5 clock=6".split_whitespace()).is_err());
        assert!(read_options("clock=x".split_whitespace()).is_err());
        assert!(read_options("coin=2".split_whitespace()).is_err());
    }
}
