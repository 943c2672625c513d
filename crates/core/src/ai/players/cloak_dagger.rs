//! Cloak and Dagger: the true board of a sample from its side and its
//! pawns in hand; the standard setup, and a guess only when it is sure.

use super::computer_game::ComputerGame;
use super::value::WIN;
use crate::ai::evaluation::for_army;
use crate::games::cloak_dagger::{self, CloakDagger, Phase};
use crate::games::{Game, Seat};

impl ComputerGame for CloakDagger {
    /// The true board (of a sample) from its side, and its pawns in hand.
    fn judge(&self, seat: Seat) -> i32 {
        let army = cloak_dagger::seats::army_of(seat);
        let hand = self.pawns_in_hand(seat) as i32 - self.pawns_in_hand(1 - seat) as i32;
        let mut score = for_army(self.position(), army) + 60 * hand;
        if self.position().king_square(army.opponent()).is_none() {
            score += WIN / 2;
        }
        score
    }

    /// The setup is the standard arrangement; a guess only when the clues
    /// leave a checker one kind (a sure bonus move); no uncloaking (a
    /// cloaked king may stand in check); no grid marks.
    fn candidates(&self, seat: Seat) -> Vec<cloak_dagger::Action> {
        use cloak_dagger::Action;
        let legal = self.legal_actions(seat);
        if self.phase() == Phase::Setup {
            let standard = Action::Arrange(cloak_dagger::Arrangement::STANDARD);
            return if legal.contains(&standard) {
                vec![standard]
            } else {
                legal
            };
        }
        let enemy = 1 - seat;
        let playing: Vec<Action> = legal
            .iter()
            .filter(|action| match action {
                Action::Guess { number, kind } => {
                    self.clues().allowed(enemy, *number) == vec![*kind]
                }
                Action::Move(_) | Action::Pass | Action::Done => true,
                _ => false,
            })
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }
}
