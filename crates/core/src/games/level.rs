//! How strongly a computer seat plays, as the table records it: a name a
//! person picks on the setup screen and a save keeps. What each level
//! does is the computer players' to decide (`src/ai/strength.rs`).

use serde::{Deserialize, Serialize};

/// A playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Looks one move ahead and often misjudges what it sees.
    Beginner,
    /// Looks two moves ahead, with errors of judgement.
    Casual,
    /// Looks three moves ahead, with small errors.
    Club,
    /// A small full-width search, as the 1977 program Chess 4.5 played.
    Chess45,
    /// A deeper search with a node budget.
    Expert,
    /// Everything the time allows.
    Full,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Chess45,
        Level::Expert,
        Level::Full,
    ];

    /// The name shown to players and used by UCI's `Level` option.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club",
            Level::Chess45 => "Chess 4.5",
            Level::Expert => "Expert",
            Level::Full => "Full strength",
        }
    }

    /// The name in UCI's `Level` option (one word).
    pub fn uci_name(self) -> &'static str {
        match self {
            Level::Chess45 => "Chess4.5",
            Level::Full => "Full",
            _ => self.name(),
        }
    }

    /// The level with this name or UCI name (any case, spaces or not).
    pub fn from_name(name: &str) -> Option<Level> {
        let squash = |text: &str| text.to_ascii_lowercase().replace([' ', '-', '.'], "");
        let wanted = squash(name);
        Level::ALL
            .into_iter()
            .find(|level| squash(level.name()) == wanted || squash(level.uci_name()) == wanted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
            assert_eq!(Level::from_name(level.uci_name()), Some(level));
        }
        assert_eq!(Level::from_name("chess45"), Some(Level::Chess45));
        assert_eq!(Level::from_name("grandmaster"), None);
    }
}
