//! The one way a written game is played again: each text an action of the
//! seat to act, read by the game's own notation and checked by its rules,
//! as exports, records and share links hold them.

use super::{Game, RuleError, Seat};

/// The non-empty lines of `text`, trimmed, each with its number (from 1):
/// what a record's header and actions are read from.
pub fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .map(str::trim)
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !line.is_empty())
}

/// Plays `texts` on `game`, each numbered text an action of the seat to act
/// then, and returns the actions by seat. The first text the rules refuse
/// stops the replay with its `unit` and number: `line 4 (e2e5): ...`.
pub fn replay_texts<'a, G: Game>(
    game: &mut G,
    texts: impl IntoIterator<Item = (usize, &'a str)>,
    unit: &str,
) -> Result<Vec<(Seat, G::Action)>, RuleError> {
    let mut actions = Vec::new();
    for (number, text) in texts {
        let seat = game
            .to_act()
            .ok_or_else(|| RuleError::new(format!("{unit} {number}: the game is already over")))?;
        let action = game
            .parse_action(seat, text)
            .and_then(|action| game.apply(seat, &action).map(|_| action))
            .map_err(|error| RuleError::new(format!("{unit} {number} ({text}): {error}")))?;
        actions.push((seat, action));
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::standard::Standard;

    #[test]
    fn lines_keep_their_numbers_when_blank_ones_are_left_out() {
        let lines: Vec<_> = numbered_lines("head\n\n  e2e4 \n\ne7e5").collect();
        assert_eq!(lines, vec![(1, "head"), (3, "e2e4"), (5, "e7e5")]);
    }

    #[test]
    fn every_text_is_played_by_the_seat_to_act() {
        let mut game = Standard::new();
        let actions = replay_texts(&mut game, [(1, "e2e4"), (2, "e7e5")], "move").unwrap();
        assert_eq!(
            actions.iter().map(|(seat, _)| *seat).collect::<Vec<_>>(),
            vec![0, 1]
        );
        assert_eq!(game.to_act(), Some(0));
    }

    #[test]
    fn a_refused_text_is_named_with_its_number() {
        let mut game = Standard::new();
        let error = replay_texts(&mut game, [(3, "e2e4"), (4, "e2e5")], "line").unwrap_err();
        assert!(error.0.starts_with("line 4 (e2e5): "), "{error:?}");
    }
}
