//! The registry of games: one entry per game of the collection, from which
//! come the catalogue's [`GameId`] and the lobby's [`GAMES`], the app's
//! table and rules routes ([`visit`]), the worker's dispatch (each game
//! type's [`Remote::KIND`]) and the command line's game names
//! ([`GameId::from_name`]). A name is the game's web slug everywhere:
//! `#/play/cloak-and-dagger`, `parlour play cloak-and-dagger`; an entry's
//! `aliases` are older command-line names that keep working.
//!
//! # Adding a game
//! 1. Its rules: a folder `src/games/<game>/` whose type implements
//!    [`Game`](crate::games::Game) (rules, view, actions, record),
//!    declared in `src/games/mod.rs`.
//! 2. Its computer player: an implementation of
//!    [`ComputerGame`](crate::ai::players::ComputerGame) for the type (under
//!    `src/ai/players/`), so every seat can be a computer.
//! 3. Its table and rules page: a folder `src/ui/<game>/` implementing
//!    [`TableGame`] for the type (its `ID` is the game's entry below), and
//!    `src/ui/rules/<game>.rs` holding its `RULES`, declared in
//!    `src/ui/rules/mod.rs`.
//! 4. One entry in the `registry!` list below: the [`GameId`] variant,
//!    the type, the slug, the name, the players, the pitch and the rules.
//!    The lobby, the routes `#/play/<slug>` and `#/rules/<slug>`, the
//!    worker and the command line's names follow from it.
//! 5. Its command-line start: the arms of `parlour play` and of `parlour
//!    arena` in `src/bin/parlour/cli.rs` (matches over [`GameId`], so the
//!    compiler names them), and a `tests/<game>_cli.rs`.

use serde::{Deserialize, Serialize};

use crate::ai::players::remote::Remote;
use crate::games::carousel::Carousel;
use crate::games::cloak_dagger::CloakDagger;
use crate::games::coin::CoinChess;
use crate::games::crowded_house::CrowdedHouse;
use crate::games::four_player::FourPlayer;
use crate::games::one_sane_man::OneSaneMan;
use crate::games::standard::Standard;
use crate::ui::catalogue::{Availability, GameInfo};
use crate::ui::rules;
use crate::ui::shell::TableGame;

/// Something done with the type that plays a game of the registry at a
/// table, whatever that type is: the app's table page.
pub trait GameVisitor {
    /// What the visit gives back.
    type Out;
    /// Does it with `G`, the type that plays `entry`.
    fn visit<G: TableGame>(self, entry: GameId) -> Self::Out;
}

/// Something done with the type a computer plays for a game of the
/// registry, knowing nothing of the UI: the worker's decision.
pub trait PlayerVisitor {
    /// What the visit gives back.
    type Out;
    /// Does it with `G`, the type that plays `entry`.
    fn visit<G: Remote>(self, entry: GameId) -> Self::Out;
}

/// Writes out everything an entry list gives: [`GameId`], [`GAMES`],
/// [`visit`], [`visit_player`] and each game type's [`Remote`]
/// implementation. An entry
/// played by the type of an earlier entry says `same_type_as` that entry
/// (Chess960 at the chess table); the type's worker kind is its own entry.
macro_rules! registry {
    ($(
        $id:ident => $game:ident {
            slug: $slug:literal,
            $(same_type_as: $home:ident,)?
            $(aliases: [$($alias:literal),* $(,)?],)?
            name: $name:literal,
            players: ($fewest:literal, $most:literal),
            pitch: $pitch:literal,
            rules: $rules:expr $(,)?
        }
    ),* $(,)?) => {
        /// How many games the collection has.
        const COUNT: usize = [$(stringify!($id)),*].len();

        /// Every game of the collection, in lobby order. It is written
        /// (in a worker's request) as its slug.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameId {
            $(
                #[serde(rename = $slug)]
                $id,
            )*
        }

        impl GameId {
            /// Every game, in lobby order.
            pub const ALL: [GameId; COUNT] = [$(GameId::$id),*];

            /// The name used in addresses and on the command line, e.g.
            /// `four-player`.
            pub fn slug(self) -> &'static str {
                match self {
                    $(GameId::$id => $slug,)*
                }
            }

            /// Older command-line names of the game, still understood.
            pub fn aliases(self) -> &'static [&'static str] {
                match self {
                    $(GameId::$id => &[$($($alias),*)?],)*
                }
            }
        }

        /// The whole collection, in the order the lobby lists it.
        pub const GAMES: [GameInfo; COUNT] = [$(
            GameInfo {
                id: GameId::$id,
                name: $name,
                players: ($fewest, $most),
                pitch: $pitch,
                availability: Availability::Playable(concat!("/play/", $slug)),
                rules: $rules,
            },
        )*];

        /// Does `visitor` with the type that plays `entry` at a table.
        pub fn visit<V: GameVisitor>(entry: GameId, visitor: V) -> V::Out {
            match entry {
                $(GameId::$id => visitor.visit::<$game>(entry),)*
            }
        }

        /// Does `visitor` with the type a computer plays for `entry`.
        pub fn visit_player<V: PlayerVisitor>(entry: GameId, visitor: V) -> V::Out {
            match entry {
                $(GameId::$id => visitor.visit::<$game>(entry),)*
            }
        }

        $(registry!(@remote $id $game $($home)?);)*
    };
    (@remote $id:ident $game:ident) => {
        impl Remote for $game {
            const KIND: GameId = GameId::$id;
        }
    };
    (@remote $id:ident $game:ident $home:ident) => {
        const _: GameId = GameId::$home;
    };
}

registry! {
    Standard => Standard {
        slug: "standard",
        name: "Chess",
        players: (2, 2),
        pitch: "The classic, with a computer opponent named Chess 4.5 for when you are alone.",
        rules: rules::standard::RULES,
    },
    Chess960 => Standard {
        slug: "chess960",
        same_type_as: Standard,
        name: "Chess960",
        players: (2, 2),
        pitch: "Fischer's shuffled back rank: 960 openings, none of them memorised.",
        rules: rules::chess960::RULES,
    },
    FourPlayer => FourPlayer {
        slug: "four-player",
        name: "Four Player Chess",
        players: (4, 4),
        pitch: "Four armies on a cross, secret alliances, and betrayal without notice.",
        rules: rules::four_player::RULES,
    },
    Carousel => Carousel {
        slug: "carousel",
        name: "Carousel Chess",
        players: (3, 9),
        pitch: "One board, everyone takes turns for both colours, and nobody knows whose side you are on.",
        rules: rules::carousel::RULES,
    },
    OneSaneMan => OneSaneMan {
        slug: "one-sane-man",
        name: "The One Sane Man",
        players: (3, 8),
        pitch: "A ring of boards, each player fighting on two; captured men come back to haunt the next.",
        rules: rules::one_sane_man::RULES,
    },
    Coin => CoinChess {
        slug: "coin",
        name: "COIN Chess",
        players: (2, 4),
        pitch: "Nobles want the king, peasants want to survive: four roles, two colours, shifting deals.",
        rules: rules::coin::RULES,
    },
    CrowdedHouse => CrowdedHouse {
        slug: "crowded-house",
        name: "Crowded House",
        players: (4, 4),
        pitch: "Two teams of two share one set, each player ruling half the board.",
        rules: rules::crowded_house::RULES,
    },
    CloakAndDagger => CloakDagger {
        slug: "cloak-and-dagger",
        aliases: ["cloak-dagger"],
        name: "Cloak and Dagger Chess",
        players: (2, 2),
        pitch: "Your pieces hide as numbered checkers; guess theirs before they guess yours.",
        rules: rules::cloak_and_dagger::RULES,
    },
}

impl GameId {
    /// The game whose slug this is, if any.
    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|id| id.slug() == slug)
    }

    /// The game a command line names by its slug or an older name.
    pub fn from_name(name: &str) -> Option<GameId> {
        GameId::from_slug(name).or_else(|| {
            GameId::ALL
                .into_iter()
                .find(|id| id.aliases().contains(&name))
        })
    }

    /// This game's entry in [`GAMES`].
    pub fn info(self) -> &'static GameInfo {
        let games: &'static [GameInfo] = &GAMES;
        &games[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_lead_back_to_their_game() {
        let mut names = Vec::new();
        for id in GameId::ALL {
            assert_eq!(id.info().id, id);
            assert_eq!(GameId::from_slug(id.slug()), Some(id));
            assert_eq!(GameId::from_name(id.slug()), Some(id));
            names.push(id.slug());
            for &alias in id.aliases() {
                assert_eq!(GameId::from_name(alias), Some(id));
                assert_eq!(GameId::from_slug(alias), None, "an alias is no address");
                names.push(alias);
            }
        }
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "{names:?}");
        assert_eq!(GameId::from_name("checkers"), None);
    }

    #[test]
    fn a_game_is_written_as_its_slug() {
        for id in GameId::ALL {
            let text = serde_json::to_string(&id).unwrap();
            assert_eq!(text, format!("\"{}\"", id.slug()));
            assert_eq!(serde_json::from_str::<GameId>(&text).unwrap(), id);
        }
    }

    /// The entry of the type that plays a game, as its table and its
    /// worker kind name it.
    struct Home;

    impl GameVisitor for Home {
        type Out = (GameId, GameId);
        fn visit<G: TableGame>(self, _entry: GameId) -> (GameId, GameId) {
            (G::ID, G::KIND)
        }
    }

    #[test]
    fn each_game_type_names_one_entry_for_its_table_and_its_worker() {
        for id in GameId::ALL {
            let (table, worker) = visit(id, Home);
            assert_eq!(table, worker, "{id:?}");
            assert_eq!(visit(table, Home), (table, table), "{id:?}");
        }
        assert_eq!(visit(GameId::Chess960, Home).0, GameId::Standard);
        assert_eq!(visit(GameId::Coin, Home).0, GameId::Coin);
    }
}
