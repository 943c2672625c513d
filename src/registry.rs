//! The app's side of the registry of games (`parlour_core::registry`,
//! whose list [`with_games!`] has one entry per game): the lobby's
//! catalogue, [`GAMES`], and the table and rules routes, [`visit`], each
//! game's table being its type's [`TableGame`] implementation. The core's
//! side names the games ([`GameId`]) and dispatches the worker
//! ([`visit_player`]); adding a game is described there.

pub use parlour_core::registry::{GameId, PlayerVisitor, visit_player};
use parlour_core::with_games;

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

/// Writes out what the app needs of the list: [`GAMES`] and [`visit`].
macro_rules! table_registry {
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
        /// The whole collection, in the order the lobby lists it.
        pub const GAMES: [GameInfo; parlour_core::registry::COUNT] = [$(
            GameInfo {
                id: GameId::$id,
                name: $name,
                players: ($fewest, $most),
                pitch: $pitch,
                availability: Availability::Playable(concat!("/play/", $slug)),
                rules: rules::$rules::RULES,
            },
        )*];

        /// Does `visitor` with the type that plays `entry` at a table.
        pub fn visit<V: GameVisitor>(entry: GameId, visitor: V) -> V::Out {
            match entry {
                $(GameId::$id => visitor.visit::<$game>(entry),)*
            }
        }
    };
}

with_games!(table_registry);

/// A game's entry in the lobby's catalogue.
pub trait Catalogued {
    /// This game's entry in [`GAMES`].
    fn info(self) -> &'static GameInfo;
}

impl Catalogued for GameId {
    fn info(self) -> &'static GameInfo {
        let games: &'static [GameInfo] = &GAMES;
        &games[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_entry_of_the_catalogue_is_its_own_game() {
        for id in GameId::ALL {
            assert_eq!(id.info().id, id);
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
