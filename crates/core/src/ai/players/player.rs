//! Who plays a seat ([`Player`]) and what it chose ([`Decision`]).

use serde::{Deserialize, Serialize};

use crate::games::level::Level;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A uniformly random action.
    Random,
    /// The best immediate gain.
    Greedy,
    /// A search at a level.
    Computer(Level),
    /// The paranoid search at a level, every other side against it: the
    /// baseline of Four Player's Best-Reply Search (elsewhere the same as
    /// [`Player::Computer`]).
    Paranoid(Level),
    /// Determinized rollouts at a level: Carousel's player that averages
    /// lines of play over deals of the others' cards
    /// ([`crate::ai::players::carousel::rollouts`]); elsewhere the same
    /// as [`Player::Computer`]. Carousel's computer plays these.
    Rollouts(Level),
    /// The search of a game's own at a level where the computer plays
    /// otherwise: Carousel's search with one modelled reply from each
    /// other seat ([`crate::ai::players::carousel::search`]), its
    /// computer's before the rollouts; elsewhere the same as
    /// [`Player::Computer`].
    Search(Level),
}

impl Player {
    /// Reads `random`, `greedy`, `computer:<level>` (a level's name, or its
    /// number 1 to 6, weakest first), `computer` (full strength),
    /// `paranoid:<level>`, `rollouts:<level>` or `search:<level>`.
    pub fn parse(text: &str) -> Result<Player, String> {
        let text = text.trim();
        match text {
            "random" => return Ok(Player::Random),
            "greedy" => return Ok(Player::Greedy),
            "computer" => return Ok(Player::Computer(Level::Full)),
            _ => {}
        }
        let no_player = || {
            format!(
                "{text:?} is no player: random, greedy, computer:<level>, paranoid:<level>, rollouts:<level> or search:<level>"
            )
        };
        let (kind, level) = text.split_once(':').ok_or_else(no_player)?;
        let kind: fn(Level) -> Player = match kind {
            "computer" => Player::Computer,
            "paranoid" => Player::Paranoid,
            "rollouts" => Player::Rollouts,
            "search" => Player::Search,
            _ => return Err(no_player()),
        };
        let by_number = level
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|index| Level::ALL.get(index).copied());
        by_number.or_else(|| Level::from_name(level)).ok_or_else(|| {
            format!("{level:?} is no level: 1 to 6, or beginner, casual, club, chess4.5, expert, full")
        })
        .map(kind)
    }

    /// The name [`Player::parse`] reads (`computer:<number>`).
    pub fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Computer(level) => format!("computer:{}", level_number(level)),
            Player::Paranoid(level) => format!("paranoid:{}", level_number(level)),
            Player::Rollouts(level) => format!("rollouts:{}", level_number(level)),
            Player::Search(level) => format!("search:{}", level_number(level)),
        }
    }
}

/// A level's number, 1 (Beginner) to 6 (Full).
fn level_number(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0) + 1
}

/// What a player chose, and what it cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<A> {
    /// The action to play: one of the seat's legal actions.
    pub action: A,
    /// Nodes searched (actions applied while searching).
    pub nodes: u64,
    /// The deepest search completed, in actions (plies for chess).
    pub depth: u32,
    /// Determinized samples searched.
    pub samples: usize,
}
