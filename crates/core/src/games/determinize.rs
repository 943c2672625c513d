//! Acting from one's own view: a full game a seat could be playing, drawn
//! from what that seat knows (determinization).
//!
//! A computer in seat S must not read the secrets S may not know (other
//! players' cards, alliances S is not in, the opponent's arrangement).
//! Searching needs a whole game to play moves on, so it asks for a
//! [`Determinize::determinize`]d one: the same table as far as S can tell,
//! with everything else drawn at random. Searching several such samples
//! and combining what they say is how the computer plays a game with
//! secrets.

use super::Game;
use super::{Seat, coin, crowded_house, one_sane_man, standard};
use crate::engine::random::Random;

/// A game that can redraw what one seat may not know.
pub trait Determinize: Game {
    /// A full game consistent with everything `seat` may know (the public
    /// table, its own secrets, what it has seen revealed), with every
    /// secret it may not know drawn from `random` (and the game's own
    /// generator for future chance events redrawn too).
    ///
    /// The contract: the sample is built only from what `seat` may know,
    /// so two games that differ only in a secret `seat` may not know give
    /// the same sample for the same `random`. A game without secrets
    /// returns itself. A sample is for searching: its saved form need not
    /// load as a game.
    fn determinize(&self, seat: Seat, random: &mut Random) -> Self;
}

/// Games with no secrets: every seat knows the whole table.
macro_rules! open_game {
    ($($game:ty),*) => {$(
        impl Determinize for $game {
            fn determinize(&self, _seat: Seat, _random: &mut Random) -> Self {
                self.clone()
            }
        }
    )*};
}

open_game!(
    standard::Standard,
    coin::CoinChess,
    crowded_house::CrowdedHouse,
    one_sane_man::OneSaneMan
);
