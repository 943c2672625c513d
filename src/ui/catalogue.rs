//! The games Parlour offers: names, player counts, one-line pitches and
//! whether a table exists yet. The lobby, the rules pages and the
//! router all read this one list, [`GAMES`], which the registry of games
//! (`crate::registry`) writes from its entries.

pub use crate::registry::{GAMES, GameId};

/// Whether a game can be played yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    /// A table exists: the lobby links to this route path (e.g. `/play/standard`).
    Playable(&'static str),
    /// Rules are written, the table is not built yet.
    Coming,
}

/// What the lobby and rules pages show about one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    pub id: GameId,
    /// Name as shown to people.
    pub name: &'static str,
    /// Fewest and most people at the table.
    pub players: (u8, u8),
    /// One line saying why it is fun.
    pub pitch: &'static str,
    pub availability: Availability,
}

impl GameInfo {
    /// "2 players", "3-9 players".
    pub fn players_label(&self) -> String {
        match self.players {
            (min, max) if min == max => format!("{min} players"),
            (min, max) => format!("{min}\u{2013}{max} players"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::Catalogued;

    #[test]
    fn slugs_round_trip_and_are_unique() {
        for game in GAMES {
            assert_eq!(GameId::from_slug(game.id.slug()), Some(game.id));
            assert_eq!(game.id.info().name, game.name);
        }
        let mut slugs: Vec<_> = GAMES.iter().map(|g| g.id.slug()).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), GAMES.len());
        assert_eq!(GameId::from_slug("checkers"), None);
    }

    #[test]
    fn player_counts_follow_the_rulings() {
        let count = |id: GameId| id.info().players;
        assert_eq!(count(GameId::Carousel), (3, 9));
        assert_eq!(count(GameId::OneSaneMan), (3, 8));
        assert_eq!(count(GameId::Coin), (2, 4));
        assert_eq!(count(GameId::FourPlayer), (4, 4));
        assert_eq!(
            GameId::Carousel.info().players_label(),
            "3\u{2013}9 players"
        );
        assert_eq!(GameId::Standard.info().players_label(), "2 players");
    }
}
