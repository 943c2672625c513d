//! Cloak and Dagger as one seat could picture it: its own arrangement and
//! grid kept, the opponent's arrangement drawn from those that agree with
//! everything both have seen (the clues: captured, uncloaked and rightly
//! guessed checkers, wrong guesses, how each checker has moved) and with
//! every action played so far, and the opponent's private grid left
//! blank.

use super::action::Action;
use super::game::CloakDagger;
use super::seats::{Arrangement, SEATS, opponent};
use crate::engine::random::Random;
use crate::games::determinize::Determinize;
use crate::games::{Game, Seat};

impl Determinize for CloakDagger {
    fn determinize(&self, seat: Seat, random: &mut Random) -> CloakDagger {
        if seat >= SEATS || self.ending().is_some() {
            // Every arrangement is shown once the game is over.
            return self.clone();
        }
        let enemy = opponent(seat);
        if self.arrangement(enemy).is_none() {
            return replay(self, enemy, None).unwrap_or_else(|| self.clone());
        }
        let mut candidates = self.clues().possible(enemy);
        random.shuffle(&mut candidates);
        candidates
            .into_iter()
            .filter_map(|number| Arrangement::from_number(number).ok())
            .find_map(|arrangement| replay(self, enemy, Some(arrangement)))
            // The true arrangement is among the candidates and replays, so
            // some candidate always does.
            .unwrap_or_else(|| self.clone())
    }
}

/// The game replayed with `enemy`'s arrangement replaced by `arrangement`
/// (when given) and `enemy`'s grid marks left out; `None` when an action
/// no longer applies.
fn replay(
    game: &CloakDagger,
    enemy: Seat,
    arrangement: Option<Arrangement>,
) -> Option<CloakDagger> {
    let mut sample = CloakDagger::new(game.options());
    for action in game.actions() {
        let actor = sample.to_act()?;
        let action = match (action, arrangement) {
            (Action::Mark { .. } | Action::Help, _) if actor == enemy => continue,
            (Action::Arrange(_), Some(arrangement)) if actor == enemy => {
                Action::Arrange(arrangement)
            }
            _ => *action,
        };
        sample.apply(actor, &action).ok()?;
    }
    Some(sample)
}
