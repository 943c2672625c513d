//! The command line's view of a Carousel game: the options of
//! `parlour play carousel` and the game's fields in each output line.
//!
//! Each line carries `players`, `round`, `sitting_out` (the die's public
//! pick at even tables, else null), `colour` (to move), `scores` (totals by
//! seat) and `captured` (the men in front of each seat). `cards` and
//! `left_out` appear only once the game is over.

use serde_json::{Map, Value, json};

use super::game::Carousel;
use crate::games::random::Random;
use crate::games::{RuleError, Viewer};

/// Reads `--players N` (3 to 9), `--seed S` and optionally `--names
/// A,B,C` and starts a game; without a seed the randomness comes from the
/// system. Players are called "Player 1", "Player 2", ... unless named.
pub fn from_args(args: &[String]) -> Result<Carousel, RuleError> {
    let mut players: Option<usize> = None;
    let mut seed: Option<u64> = None;
    let mut names: Option<Vec<String>> = None;
    let mut args = args.iter();
    while let Some(option) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| RuleError::new(format!("{option} needs a value")))
        };
        match option.as_str() {
            "--players" => {
                let text = value()?;
                players = Some(text.parse().map_err(|_| {
                    RuleError::new(format!("--players wants a number, not {text:?}"))
                })?);
            }
            "--seed" => {
                let text = value()?;
                seed = Some(text.parse().map_err(|_| {
                    RuleError::new(format!("--seed wants a whole number, not {text:?}"))
                })?);
            }
            "--names" => names = Some(value()?.split(',').map(str::to_string).collect()),
            other => {
                return Err(RuleError::new(format!(
                    "unknown option {other:?} for carousel (use --players N --seed S --names A,B,C)"
                )));
            }
        }
    }
    let names = match (names, players) {
        (Some(names), Some(count)) if names.len() != count => {
            return Err(RuleError::new(format!(
                "--players {count} but {} names",
                names.len()
            )));
        }
        (Some(names), _) => names,
        (None, Some(count)) => (1..=count).map(|n| format!("Player {n}")).collect(),
        (None, None) => return Err(RuleError::new("carousel needs --players N (3 to 9)")),
    };
    match seed {
        Some(seed) => Carousel::new(&names, Random::seeded(seed)),
        None => Carousel::with_entropy(&names),
    }
}

/// The game's fields for one output line, as `viewer` sees the table.
pub fn extras(game: &Carousel, viewer: Viewer) -> Map<String, Value> {
    let view = game.view(viewer);
    let captured: Vec<Vec<String>> = view
        .scores
        .iter()
        .map(|line| {
            line.trophies
                .iter()
                .map(|trophy| format!("{} {}", trophy.man.army.name(), trophy.man.kind.name()))
                .collect()
        })
        .collect();
    let totals: Vec<i64> = view.scores.iter().map(|line| line.total()).collect();
    let mut extras = Map::new();
    extras.insert("players".into(), json!(view.players));
    extras.insert("round".into(), json!(view.round));
    extras.insert("sitting_out".into(), json!(view.sitting_out));
    extras.insert("colour".into(), json!(view.colour_to_move.name()));
    extras.insert("scores".into(), json!(totals));
    extras.insert("captured".into(), json!(captured));
    if let Some(reveal) = view.reveal {
        let cards: Vec<&str> = reveal.cards.iter().map(|card| card.name()).collect();
        extras.insert("cards".into(), json!(cards));
        extras.insert(
            "left_out".into(),
            json!(reveal.left_out.map(|card| card.name())),
        );
    }
    extras
}
