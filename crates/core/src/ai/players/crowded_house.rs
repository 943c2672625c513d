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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::budget::Limits;
    use crate::ai::players::{Player, decide};
    use crate::games::crowded_house::Options;
    use crate::games::level::Level;

    #[test]
    fn the_computer_mates_a_stuck_seat_rather_than_stalemate_it() {
        // King-side Black to move. Queen-side White, next, has no move of
        // its own (its pawn on a4 is blocked, its king on g1 on the other
        // half): any move but one that leaves queen-side Black able to
        // take the king stalemates the table; the queen from e5 to a1 or
        // d4 mates.
        let fen = "7k/8/8/p3q3/P7/8/8/6K1 b - - 0 1";
        let game = CrowdedHouse::from_fen(Options::default(), fen, 1).unwrap();
        for seed in 0..4 {
            let decision = decide(
                &game,
                1,
                Player::Computer(Level::Full),
                seed,
                Limits::default(),
            )
            .unwrap();
            let mut after = game.clone();
            after.apply(1, &decision.action).unwrap();
            let outcome = after.outcome().expect("the table ends");
            assert_eq!(
                outcome.winners,
                vec![1, 3],
                "{decision:?}: {}",
                outcome.reason
            );
        }
    }
}
