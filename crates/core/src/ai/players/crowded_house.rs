//! Crowded House: the board from its army's side, moves only while
//! there are any, the seats of one army on one side.

use super::computer_game::ComputerGame;
use crate::ai::evaluation::for_army;
use crate::games::crowded_house::{self, CrowdedHouse};
use crate::games::{Game, Seat};

impl ComputerGame for CrowdedHouse {
    fn judge(&self, seat: Seat) -> i32 {
        for_army(self.position(), crowded_house::seats::army_of(seat))
    }

    fn candidates(&self, seat: Seat) -> Vec<crowded_house::Action> {
        let legal = self.legal_actions(seat);
        let moves: Vec<crowded_house::Action> = legal
            .iter()
            .filter(|action| matches!(action, crowded_house::Action::Move(_)))
            .cloned()
            .collect();
        if moves.is_empty() { legal } else { moves }
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        crowded_house::seats::army_of(seat) == crowded_house::seats::army_of(other)
    }
}
