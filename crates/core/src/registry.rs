//! The registry of games: one list, [`with_games!`], with an entry per
//! game of the collection. From it come, here, the [`GameId`] of every
//! game, its name in addresses and on the command line
//! ([`GameId::slug`], [`GameId::from_name`]) and the worker's dispatch
//! (each game type's [`Remote::KIND`], [`visit_player`]); and, in the app
//! (the `parlour` crate's `registry`), the lobby's catalogue and the table
//! and rules routes. A name is the game's web slug everywhere:
//! `#/play/cloak-and-dagger`, `parlour play cloak-and-dagger`; an entry's
//! `aliases` are older command-line names that keep working.
//!
//! # Adding a game
//! 1. Its rules: a folder `crates/core/src/games/<game>/` whose type
//!    implements [`Game`](crate::games::Game) (rules, view, actions,
//!    record), declared in `crates/core/src/games/mod.rs`.
//! 2. Its computer player: an implementation of
//!    [`ComputerGame`](crate::ai::players::ComputerGame) for the type (under
//!    `crates/core/src/ai/players/`), so every seat can be a computer.
//! 3. Its table and rules page, in the app: a folder `src/ui/<game>/`
//!    implementing `TableGame` for the type (its `ID` is the game's entry
//!    below), and `src/ui/rules/<game>.rs` holding its `RULES`, declared in
//!    `src/ui/rules/mod.rs`; and its table's build, `src/bin/table-<slug>.rs`
//!    (as the others: `parlour::ui::mount(parlour::registry::table_of::<Type>)`),
//!    declared in `Cargo.toml` and linked in `index.html` (the app's
//!    registry test names what is missing).
//! 4. One entry in the list of [`with_games!`]: the [`GameId`] variant,
//!    the type, the slug, the name, the players, the pitch and the rules
//!    page's module. The lobby, the routes `#/play/<slug>` and
//!    `#/rules/<slug>`, the worker and the command line's names follow
//!    from it.
//! 5. Its command-line start: the arms of `parlour play` and of `parlour
//!    arena` in `src/bin/parlour/cli.rs` (matches over [`GameId`], so the
//!    compiler names them), and a `tests/native/<game>_cli.rs`.

use serde::{Deserialize, Serialize};

use crate::ai::players::remote::Remote;
use crate::games::carousel::Carousel;
use crate::games::cloak_dagger::CloakDagger;
use crate::games::coin::CoinChess;
use crate::games::crowded_house::CrowdedHouse;
use crate::games::four_player::FourPlayer;
use crate::games::one_sane_man::OneSaneMan;
use crate::games::standard::Standard;

/// Hands the list of games to the macro `$then`, which writes what it
/// needs from each entry: `Id => Type { slug, same_type_as (an entry
/// played by the type of an earlier one, as Chess960 at the chess
/// table), aliases, name, players, pitch, rules (the module of its rules
/// page under the app's `ui::rules`) }`. The types are named as they are
/// where the macro is used.
#[macro_export]
macro_rules! with_games {
    ($then:ident) => {
        $then! {
            Standard => Standard {
                slug: "standard",
                name: "Chess",
                players: (2, 2),
                pitch: "The classic, with a computer opponent named Chess 4.5 for when you are alone.",
                rules: standard,
            },
            Chess960 => Standard {
                slug: "chess960",
                same_type_as: Standard,
                name: "Chess960",
                players: (2, 2),
                pitch: "Fischer's shuffled back rank: 960 openings, none of them memorised.",
                rules: chess960,
            },
            FourPlayer => FourPlayer {
                slug: "four-player",
                name: "Four Player Chess",
                players: (4, 4),
                pitch: "Four armies on a cross, secret alliances, and betrayal without notice.",
                rules: four_player,
            },
            Carousel => Carousel {
                slug: "carousel",
                name: "Carousel Chess",
                players: (3, 9),
                pitch: "One board, everyone takes turns for both colours, and nobody knows whose side you are on.",
                rules: carousel,
            },
            OneSaneMan => OneSaneMan {
                slug: "one-sane-man",
                name: "The One Sane Man",
                players: (3, 8),
                pitch: "A ring of boards, each player fighting on two; captured men come back to haunt the next.",
                rules: one_sane_man,
            },
            Coin => CoinChess {
                slug: "coin",
                name: "COIN Chess",
                players: (2, 4),
                pitch: "Nobles want the king, peasants want to survive: four roles, two colours, shifting deals.",
                rules: coin,
            },
            CrowdedHouse => CrowdedHouse {
                slug: "crowded-house",
                name: "Crowded House",
                players: (4, 4),
                pitch: "Two teams of two share one set, each player ruling half the board.",
                rules: crowded_house,
            },
            CloakAndDagger => CloakDagger {
                slug: "cloak-and-dagger",
                aliases: ["cloak-dagger"],
                name: "Cloak and Dagger Chess",
                players: (2, 2),
                pitch: "Your pieces hide as numbered checkers; guess theirs before they guess yours.",
                rules: cloak_and_dagger,
            },
        }
    };
}

/// Something done with the type a computer plays for a game of the
/// registry, knowing nothing of the UI: the worker's decision.
pub trait PlayerVisitor {
    /// What the visit gives back.
    type Out;
    /// Does it with `G`, the type that plays `entry`.
    fn visit<G: Remote>(self, entry: GameId) -> Self::Out;
}

/// Writes out what the rules and the players need of the list:
/// [`GameId`], its names, [`visit_player`] and each game type's
/// [`Remote`] implementation (the type's worker kind is its own entry).
macro_rules! core_registry {
    ($(
        $id:ident => $game:ident {
            slug: $slug:literal,
            $(same_type_as: $home:ident,)?
            $(aliases: [$($alias:literal),* $(,)?],)?
            name: $name:literal,
            players: ($fewest:literal, $most:literal),
            pitch: $pitch:literal,
            rules: $rules:ident $(,)?
        }
    ),* $(,)?) => {
        /// How many games the collection has.
        pub const COUNT: usize = [$(stringify!($id)),*].len();

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

            /// The entry of the type that plays this game: its own, or
            /// the earlier entry it shares a type with (Chess960 is played
            /// at the chess table). Each home has a table of its own in
            /// the app's build.
            pub fn home(self) -> GameId {
                match self {
                    $(GameId::$id => core_registry!(@home $id $($home)?),)*
                }
            }
        }

        /// Does `visitor` with the type a computer plays for `entry`.
        pub fn visit_player<V: PlayerVisitor>(entry: GameId, visitor: V) -> V::Out {
            match entry {
                $(GameId::$id => visitor.visit::<$game>(entry),)*
            }
        }

        $(core_registry!(@remote $id $game $($home)?);)*
    };
    (@home $id:ident) => {
        GameId::$id
    };
    (@home $id:ident $home:ident) => {
        GameId::$home
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

with_games!(core_registry);

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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_lead_back_to_their_game() {
        let mut names = Vec::new();
        for id in GameId::ALL {
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
    fn a_game_shares_a_home_only_with_the_game_of_the_same_type() {
        assert_eq!(GameId::Chess960.home(), GameId::Standard);
        for id in GameId::ALL {
            assert_eq!(id.home().home(), id.home(), "{id:?}");
            if id != GameId::Chess960 {
                assert_eq!(id.home(), id);
            }
        }
    }

    #[test]
    fn a_game_is_written_as_its_slug() {
        for id in GameId::ALL {
            let text = serde_json::to_string(&id).unwrap();
            assert_eq!(text, format!("\"{}\"", id.slug()));
            assert_eq!(serde_json::from_str::<GameId>(&text).unwrap(), id);
        }
    }
}
