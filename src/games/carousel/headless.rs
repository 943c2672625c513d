//! The command line's view of a Carousel game: how `parlour play carousel`
//! starts one, and the game's fields in each output line.
//!
//! Each line carries `players`, `round`, `sitting_out` (the die's public
//! pick at even tables, else null), `colour` (to move), `scores` (totals by
//! seat) and `captured` (the men in front of each seat). `cards` and
//! `left_out` appear only once the game is over.

use serde_json::{Map, Value, json};

use super::game::Carousel;
use crate::games::random::Random;
use crate::games::{RuleError, Viewer};

/// The game `parlour play carousel --players N [--seed S]` starts: players
/// called "Player 1", "Player 2", ...; the deal, the first player and the
/// die come from the seed, or from the system without one.
pub fn start(players: Option<usize>, seed: Option<u64>) -> Result<Carousel, RuleError> {
    let count = players.ok_or_else(|| RuleError::new("carousel needs --players N (3 to 9)"))?;
    let names: Vec<String> = (1..=count).map(|n| format!("Player {n}")).collect();
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
