//! A game's history, to step through in a replay: the game as it stood
//! after every action, and the steps one viewer can tell apart.
//!
//! While a game is played, a seat steps through its own view only, and an
//! action that changes nothing that seat may see (another seat's secret
//! proposal, say) is no step of its own: it is folded into the next step
//! the seat can see, so the number of steps betrays nothing either. Once
//! the game is over, [`Viewer::Everything`] sees every action.

use super::{Game, RuleError, Seat, Viewer};

/// One action of the history: who took it, what it was, what it made
/// happen.
#[derive(Clone, Debug)]
pub struct Acted<G: Game> {
    /// The seat that acted.
    pub seat: Seat,
    /// What it did.
    pub action: G::Action,
    /// What the action made happen.
    pub events: Vec<G::Event>,
}

/// A step a viewer can tell apart from the one before: the game after
/// `actions.end` actions, reached by the actions in `actions` (none for
/// the start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The actions from the step before to this one, by their place in
    /// the history (from 0).
    pub actions: std::ops::Range<usize>,
}

impl Step {
    /// How many actions had been taken at this step.
    pub fn after(&self) -> usize {
        self.actions.end
    }
}

/// A game from its start, with every state it passed through.
#[derive(Clone, Debug)]
pub struct History<G: Game> {
    /// The game after each number of actions: `states[0]` is the start.
    states: Vec<G>,
    /// Every action, in order.
    acted: Vec<Acted<G>>,
}

impl<G: Game> History<G> {
    /// Replays `actions` (by seat) on `start`; the first action the rules
    /// refuse stops it with its number.
    pub fn replay(start: G, actions: &[(Seat, G::Action)]) -> Result<History<G>, RuleError> {
        let mut states = Vec::with_capacity(actions.len() + 1);
        let mut acted = Vec::with_capacity(actions.len());
        let mut game = start;
        for (number, (seat, action)) in actions.iter().enumerate() {
            let before = game.clone();
            let events = game
                .apply(*seat, action)
                .map_err(|error| RuleError::new(format!("action {}: {error}", number + 1)))?;
            states.push(before);
            acted.push(Acted {
                seat: *seat,
                action: action.clone(),
                events,
            });
        }
        states.push(game);
        Ok(History { states, acted })
    }

    /// How many actions the game has had.
    pub fn len(&self) -> usize {
        self.acted.len()
    }

    /// Whether no action has been taken yet.
    pub fn is_empty(&self) -> bool {
        self.acted.is_empty()
    }

    /// The game after `count` actions (the last state past the end).
    pub fn after(&self, count: usize) -> &G {
        &self.states[count.min(self.len())]
    }

    /// The action at `place` (from 0), if there is one.
    pub fn acted(&self, place: usize) -> Option<&Acted<G>> {
        self.acted.get(place)
    }

    /// The steps `viewer` can tell apart, the start first: every action is
    /// a step for [`Viewer::Everything`]; for anyone else, actions after
    /// which their view and boards stay as they were are folded into the
    /// next step that changes them (or left out at the end).
    pub fn steps(&self, viewer: Viewer) -> Vec<Step> {
        let mut steps = vec![Step { actions: 0..0 }];
        let mut seen = shown(&self.states[0], viewer);
        let mut from = 0;
        for count in 1..=self.len() {
            let now = shown(&self.states[count], viewer);
            if viewer == Viewer::Everything || now != seen {
                steps.push(Step {
                    actions: from..count,
                });
                seen = now;
                from = count;
            }
        }
        steps
    }
}

/// What `viewer` is shown of `game`: its view and its boards.
fn shown<G: Game>(game: &G, viewer: Viewer) -> (G::View, Vec<super::board_view::BoardView>) {
    (game.view(viewer), game.boards(viewer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::four_player::{Action, FourPlayer, Options};
    use crate::games::standard::Standard;

    fn played<G: Game>(mut game: G, texts: &[&str]) -> (G, Vec<(Seat, G::Action)>) {
        let start = game.clone();
        let mut actions = Vec::new();
        for text in texts {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
            actions.push((seat, action));
        }
        (start, actions)
    }

    #[test]
    fn each_state_is_the_game_after_that_many_actions() {
        let (start, actions) = played(Standard::new(), &["e2e4", "e7e5", "g1f3"]);
        let history = History::replay(start.clone(), &actions).unwrap();
        assert_eq!(history.len(), 3);
        let mut game = start;
        for (count, (seat, action)) in actions.iter().enumerate() {
            assert_eq!(
                history.after(count).view(Viewer::Public),
                game.view(Viewer::Public)
            );
            game.apply(*seat, action).unwrap();
        }
        assert_eq!(
            history.after(3).boards(Viewer::Public),
            game.boards(Viewer::Public)
        );
        assert_eq!(history.acted(2).unwrap().seat, 0);
    }

    #[test]
    fn a_refused_action_is_named_by_its_number() {
        let (start, mut actions) = played(Standard::new(), &["e2e4", "e7e5"]);
        actions.push(actions[0].clone());
        let error = History::replay(start, &actions).unwrap_err();
        assert!(error.0.starts_with("action 3: "), "{error}");
    }

    #[test]
    fn a_secret_proposal_is_no_step_for_the_seats_that_may_not_know_it() {
        let game = FourPlayer::new(Options::default(), 9).unwrap();
        let (start, actions) = played(game, &["f2f3", "propose red", "b7c7"]);
        assert_eq!(
            actions[1],
            (1, Action::Propose(crate::engine::men::Army::Red))
        );
        let history = History::replay(start, &actions).unwrap();
        let ends =
            |viewer| -> Vec<usize> { history.steps(viewer).iter().map(Step::after).collect() };
        // Yellow (2) sees the proposal and the move as one step.
        assert_eq!(ends(Viewer::Seat(2)), vec![0, 1, 3]);
        assert_eq!(ends(Viewer::Public), vec![0, 1, 3]);
        assert_eq!(history.steps(Viewer::Seat(2))[2].actions, 1..3);
        // Blue (1), who proposed, and Red (3), who was asked, see it.
        assert_eq!(ends(Viewer::Seat(1)), vec![0, 1, 2, 3]);
        assert_eq!(ends(Viewer::Seat(3)), vec![0, 1, 2, 3]);
        assert_eq!(ends(Viewer::Everything), vec![0, 1, 2, 3]);
    }
}
