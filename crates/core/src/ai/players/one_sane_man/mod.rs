//! The One Sane Man: the board to move searched alone as a game of two,
//! with the men each side could drop there ([`ring_search`] over
//! [`drop_board::DropBoard`]).

pub mod drop_board;
pub mod ring_search;

use super::computer_game::ComputerGame;
use super::player::{Decision, Player};
use super::value::{WIN, man_value};
use crate::ai::budget::Limits;
use crate::ai::evaluation::for_army;
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::games::one_sane_man::{Action, OneSaneMan};
use crate::games::{Game, Seat};

impl ComputerGame for OneSaneMan {
    /// Each of its boards from its side, and half the worth of its
    /// stockpile (men it may drop).
    fn judge(&self, seat: Seat) -> i32 {
        if !self.players_left().contains(&seat) {
            return -WIN / 2;
        }
        let mut total = 0;
        for number in self.ring_boards() {
            let (Some((white, black)), Some(position)) =
                (self.players_of(number), self.board_position(number))
            else {
                continue;
            };
            if white == seat {
                total += for_army(position, Army::White);
            }
            if black == seat {
                total += for_army(position, Army::Black);
            }
        }
        let stock: i32 = self
            .stockpile(seat)
            .iter()
            .map(|man| man_value(man.kind))
            .sum();
        total + stock / 2
    }

    /// The board to move searched with its drops ([`ring_search`]).
    fn own_decision(
        &self,
        _seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<Action>> {
        ring_search::choose(self, player, limits, random)
    }

    fn candidates(&self, seat: Seat) -> Vec<Action> {
        let legal = self.legal_actions(seat);
        let playing: Vec<Action> = legal
            .iter()
            .filter(|action| !matches!(action, Action::Draw | Action::Decline))
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }
}
