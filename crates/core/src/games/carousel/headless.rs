//! How `parlour play carousel` starts a game. Each output line carries the
//! game's view ([`super::TableView`]): `players`, `round`, `sitting_out`
//! (the die's public pick at even tables, else null), `colour` (to move),
//! `scores` (each seat's score sheet), `totals`, and `reveal` (every card)
//! once the game is over.

use super::game::Carousel;
use crate::engine::random::Random;
use crate::games::RuleError;

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
