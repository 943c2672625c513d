//! Lessons: a game learnt by playing it. A lesson is a few short steps on
//! the real table; each sets up a position made for it, says the goal in
//! one sentence, and waits for the action that meets it. The real rules
//! judge every try: an answer completes the step, another legal action
//! gets the step's nudge, an illegal one the rule's own reason.
//!
//! Steps are written as the command line writes actions (`e2e4`, `cede`,
//! `propose red`), read by [`Game::parse_action`] for the seat to act, so
//! a lesson is text a test can check: every position is reached by legal
//! actions and every answer is legal there.

use super::{Game, RuleError, Seat};
use crate::registry::GameId;

/// One step of a lesson.
#[derive(Clone, Debug)]
pub struct Step<G: Game> {
    /// What to do, in one sentence.
    pub goal: &'static str,
    /// The game the step starts from.
    pub start: G,
    /// The actions that lead from `start` to the step's position, each
    /// for the seat to act then.
    pub played: &'static [&'static str],
    /// The actions that meet the goal; any one completes the step.
    pub answers: &'static [&'static str],
    /// Said after a legal action that is not an answer.
    pub nudge: &'static str,
    /// What the step showed, said once it is done.
    pub then: &'static str,
}

/// A step's position: the game there, and every action that led to it
/// from [`Step::start`], by seat.
#[derive(Clone, Debug)]
pub struct Position<G: Game> {
    pub game: G,
    pub actions: Vec<(Seat, G::Action)>,
}

/// How a try at a step is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It meets the goal: play it.
    Answer,
    /// A legal action, but not what the step asks: the nudge.
    Nudge(String),
    /// Not legal here: the rule's own reason.
    Refused(String),
}

impl<G: Game> Step<G> {
    /// The step's position: the game after [`Step::played`]; or why it
    /// cannot be reached.
    pub fn position(&self) -> Result<Position<G>, RuleError> {
        let mut game = self.start.clone();
        let mut actions = Vec::new();
        for text in self.played {
            let seat = game
                .to_act()
                .ok_or_else(|| RuleError::new(format!("{text}: the game is over")))?;
            let action = game.parse_action(seat, text)?;
            game.apply(seat, &action)
                .map_err(|error| RuleError::new(format!("{text}: {error}")))?;
            actions.push((seat, action));
        }
        Ok(Position { game, actions })
    }

    /// How `action`, tried by `seat` on `game` (the step's position), is
    /// judged.
    pub fn judge(&self, game: &G, seat: Seat, action: &G::Action) -> Verdict {
        let answer = self
            .answers
            .iter()
            .filter_map(|text| game.parse_action(seat, text).ok())
            .any(|answer| &answer == action);
        if answer {
            return Verdict::Answer;
        }
        match game.clone().apply(seat, action) {
            Ok(_) => Verdict::Nudge(self.nudge.to_string()),
            Err(error) => Verdict::Refused(error.0),
        }
    }
}

/// The catalogue entries that have a lesson (each game's
/// [`Taught::lesson`]), for the pages that link to them without the
/// game's code.
pub const LESSONS: [GameId; 8] = [
    GameId::Standard,
    GameId::Chess960,
    GameId::FourPlayer,
    GameId::Carousel,
    GameId::Coin,
    GameId::CrowdedHouse,
    GameId::CloakAndDagger,
    GameId::OneSaneMan,
];

/// A game with lessons: one per catalogue entry it serves.
pub trait Taught: Game {
    /// The lesson of `entry` (Chess960 at the chess table), if it has one.
    fn lesson(entry: GameId) -> Vec<Step<Self>>;
}

/// Checks every step of `steps`: its position is reached by legal
/// actions and leaves a seat to act, and each answer is legal there and
/// judged an answer. Returns the first problem, named by its step.
pub fn check<G: Game>(steps: &[Step<G>]) -> Result<(), String> {
    for (number, step) in steps.iter().enumerate().map(|(i, s)| (i + 1, s)) {
        let Position { game, .. } = step
            .position()
            .map_err(|error| format!("step {number}: {error}"))?;
        let seat = game
            .to_act()
            .ok_or_else(|| format!("step {number}: nobody is to act"))?;
        if step.answers.is_empty() {
            return Err(format!("step {number}: no answer"));
        }
        for text in step.answers {
            let action = game
                .parse_action(seat, text)
                .map_err(|error| format!("step {number}: {text}: {error}"))?;
            if !game.legal_actions(seat).contains(&action) {
                return Err(format!("step {number}: {text} is not legal there"));
            }
            if step.judge(&game, seat, &action) != Verdict::Answer {
                return Err(format!("step {number}: {text} is not judged an answer"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::carousel::Carousel;
    use crate::games::cloak_dagger::CloakDagger;
    use crate::games::coin::CoinChess;
    use crate::games::crowded_house::CrowdedHouse;
    use crate::games::four_player::FourPlayer;
    use crate::games::one_sane_man::OneSaneMan;
    use crate::games::standard::Standard;

    /// The lesson of `entry`, checked; returns its number of steps.
    fn checked<G: Taught>(entry: GameId) -> usize {
        let steps = G::lesson(entry);
        check(&steps).unwrap_or_else(|problem| panic!("{}: {problem}", entry.slug()));
        steps.len()
    }

    #[test]
    fn every_lesson_reaches_its_positions_and_its_answers_are_legal_there() {
        let lessons = [
            (GameId::Standard, checked::<Standard>(GameId::Standard)),
            (GameId::Chess960, checked::<Standard>(GameId::Chess960)),
            (
                GameId::FourPlayer,
                checked::<FourPlayer>(GameId::FourPlayer),
            ),
            (GameId::Carousel, checked::<Carousel>(GameId::Carousel)),
            (GameId::Coin, checked::<CoinChess>(GameId::Coin)),
            (
                GameId::CrowdedHouse,
                checked::<CrowdedHouse>(GameId::CrowdedHouse),
            ),
            (
                GameId::CloakAndDagger,
                checked::<CloakDagger>(GameId::CloakAndDagger),
            ),
            (
                GameId::OneSaneMan,
                checked::<OneSaneMan>(GameId::OneSaneMan),
            ),
        ];
        for (entry, steps) in lessons {
            assert!(steps >= 2, "{}: {steps} steps", entry.slug());
        }
        assert_eq!(
            lessons.map(|(entry, _)| entry),
            LESSONS,
            "LESSONS lists them"
        );
    }

    #[test]
    fn a_try_is_an_answer_a_nudge_or_the_rules_reason() {
        let steps = CoinChess::lesson(GameId::Coin);
        let game = steps[0].position().unwrap().game;
        let seat = game.to_act().unwrap();
        let cede = game.parse_action(seat, "cede").unwrap();
        assert_eq!(steps[0].judge(&game, seat, &cede), Verdict::Answer);
        let pawn = game.parse_action(seat, "e2e4").unwrap();
        assert_eq!(
            steps[0].judge(&game, seat, &pawn),
            Verdict::Nudge(steps[0].nudge.to_string())
        );
        // The Peasant may not move a paired knight: the rule says why.
        let knight = game.parse_action(seat, "g1f3").unwrap();
        let game = steps[1].position().unwrap().game;
        let seat = game.to_act().unwrap();
        let Verdict::Refused(reason) = steps[1].judge(&game, seat, &knight) else {
            panic!("a Peasant's knight move is refused");
        };
        assert!(reason.contains("knights"), "{reason}");
    }
}
