//! The games Parlour offers: names, player counts, one-line pitches and
//! whether a table exists yet. The lobby, the rules pages and the router all
//! read this one list.

/// Every game of the collection, in lobby order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    Standard,
    Chess960,
    FourPlayer,
    Carousel,
    OneSaneMan,
    Coin,
    CrowdedHouse,
    CloakAndDagger,
}

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

/// The whole collection, in the order the lobby lists it.
pub const GAMES: [GameInfo; 8] = [
    GameInfo {
        id: GameId::Standard,
        name: "Chess",
        players: (2, 2),
        pitch: "The classic, with a computer opponent named Chess 4.5 for when you are alone.",
        availability: Availability::Playable("/play/standard"),
    },
    GameInfo {
        id: GameId::Chess960,
        name: "Chess960",
        players: (2, 2),
        pitch: "Fischer's shuffled back rank: 960 openings, none of them memorised.",
        availability: Availability::Playable("/play/chess960"),
    },
    GameInfo {
        id: GameId::FourPlayer,
        name: "Four Player Chess",
        players: (4, 4),
        pitch: "Four armies on a cross, secret alliances, and betrayal without notice.",
        availability: Availability::Playable("/play/four-player"),
    },
    GameInfo {
        id: GameId::Carousel,
        name: "Carousel Chess",
        players: (3, 9),
        pitch: "One board, everyone takes turns for both colours, and nobody knows whose side you are on.",
        availability: Availability::Playable("/play/carousel"),
    },
    GameInfo {
        id: GameId::OneSaneMan,
        name: "The One Sane Man",
        players: (3, 8),
        pitch: "A ring of boards, each player fighting on two; captured men come back to haunt the next.",
        availability: Availability::Playable("/play/one-sane-man"),
    },
    GameInfo {
        id: GameId::Coin,
        name: "COIN Chess",
        players: (2, 4),
        pitch: "Nobles want the king, peasants want to survive: four roles, two colours, shifting deals.",
        availability: Availability::Playable("/play/coin"),
    },
    GameInfo {
        id: GameId::CrowdedHouse,
        name: "Crowded House",
        players: (4, 4),
        pitch: "Two teams of two share one set, each player ruling half the board.",
        availability: Availability::Playable("/play/crowded-house"),
    },
    GameInfo {
        id: GameId::CloakAndDagger,
        name: "Cloak and Dagger Chess",
        players: (2, 2),
        pitch: "Your pieces hide as numbered checkers; guess theirs before they guess yours.",
        availability: Availability::Playable("/play/cloak-and-dagger"),
    },
];

impl GameId {
    /// The name used in URLs, e.g. `four-player`.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::Standard => "standard",
            GameId::Chess960 => "chess960",
            GameId::FourPlayer => "four-player",
            GameId::Carousel => "carousel",
            GameId::OneSaneMan => "one-sane-man",
            GameId::Coin => "coin",
            GameId::CrowdedHouse => "crowded-house",
            GameId::CloakAndDagger => "cloak-and-dagger",
        }
    }

    /// The game whose slug this is, if any.
    pub fn from_slug(slug: &str) -> Option<GameId> {
        GAMES.iter().map(|g| g.id).find(|id| id.slug() == slug)
    }

    /// This game's entry in [`GAMES`].
    pub fn info(self) -> &'static GameInfo {
        GAMES
            .iter()
            .find(|g| g.id == self)
            .expect("every GameId has an entry in GAMES")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
