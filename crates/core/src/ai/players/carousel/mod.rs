//! Carousel: the other seats' cards guessed from their moves
//! ([`cards`]), a line of play on the board with the seats' rotation and
//! points ([`line`]), searched with one modelled reply from each other
//! seat ([`search`]) or played out in determinized rollouts
//! ([`rollouts`]), and a seat's prospects in an unfinished game
//! ([`prospects`]).

pub mod cards;
pub mod line;
pub mod prospects;
pub mod rollouts;
pub mod search;

use super::computer_game::{ActionSearch, ComputerGame};
use super::player::{Decision, Player};
use crate::ai::budget::Limits;
use crate::engine::random::Random;
use crate::games::carousel::{Action, Card, Carousel};
use crate::games::{Seat, Viewer};

impl ComputerGame for Carousel {
    /// Searched on the board itself ([`search`]).
    const OWN_SEARCH: Option<ActionSearch<Carousel>> = Some(search::score_actions);

    /// The cards guessed from the moves ([`cards`]).
    fn sample(&self, seat: Seat, random: &mut Random) -> Carousel {
        cards::sample(self, seat, random)
    }

    /// The computer (and `rollouts:<level>`) plays the determinized
    /// rollouts ([`rollouts`]); `search:<level>` (and `paranoid:<level>`)
    /// searches the samples ([`search`]), as the computer did before.
    fn own_decision(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<Action>> {
        match player {
            Player::Computer(level) | Player::Rollouts(level) => {
                rollouts::decide(self, seat, level, limits, random)
            }
            Player::Random | Player::Greedy | Player::Paranoid(_) | Player::Search(_) => None,
        }
    }

    fn judge(&self, seat: Seat) -> i32 {
        prospects::prospects(
            self.position(),
            &self.score_sheet().totals(),
            seat,
            self.card_for(Viewer::Seat(seat)),
        )
    }

    /// Two of the searching seat's own moves: a third leans on a chain of
    /// guessed replies and plays worse (`parlour arena`).
    fn useful_depth(&self) -> u32 {
        2
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        let card = |seat| self.card_for(Viewer::Seat(seat));
        seat == other || (card(seat) == card(other) && card(seat) != Some(Card::Draw))
    }
}
