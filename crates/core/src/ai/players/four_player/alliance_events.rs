//! The alliance events `parlour arena` counts at a Four Player table
//! ([`ComputerGame::arena_events`]), read from the actions played.
//!
//! [`ComputerGame::arena_events`]: crate::ai::players::ComputerGame::arena_events

use crate::games::Seat;
use crate::games::four_player::Action;

/// The events, by name: invitations sent, accepted and declined, alliances
/// left (betrayals, a switch included), and switches (an alliance left to
/// accept another's invitation or invite another in the same turn).
pub const NAMES: &[&str] = &["propose", "accept", "decline", "leave", "switch"];

const PROPOSE: usize = 0;
const ACCEPT: usize = 1;
const DECLINE: usize = 2;
const LEAVE: usize = 3;
const SWITCH: usize = 4;

/// The alliance events among `played`, each with the seat whose doing it
/// was and its index in [`NAMES`].
pub fn of(played: &[(Seat, Action)]) -> Vec<(Seat, usize)> {
    let mut events = Vec::new();
    // The seat that left an alliance on the turn still going on.
    let mut left_this_turn: Option<Seat> = None;
    for (seat, action) in played {
        let event = match action {
            Action::Propose(_) => Some(PROPOSE),
            Action::Accept(_) => Some(ACCEPT),
            Action::Decline(_) => Some(DECLINE),
            Action::Leave => Some(LEAVE),
            Action::Move(_) | Action::Pass | Action::Protectorate | Action::Withdraw => None,
        };
        let switched = matches!(action, Action::Propose(_) | Action::Accept(_))
            && left_this_turn == Some(*seat);
        if switched {
            events.push((*seat, SWITCH));
            left_this_turn = None;
        }
        match event {
            Some(LEAVE) => left_this_turn = Some(*seat),
            Some(_) => {}
            None => left_this_turn = None,
        }
        events.extend(event.map(|event| (*seat, event)));
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cross::{CrossMove, CrossSquare};
    use crate::engine::men::Army;

    fn step() -> Action {
        Action::Move(CrossMove {
            from: CrossSquare::parse("f2").unwrap(),
            to: CrossSquare::parse("f3").unwrap(),
            promotion: None,
        })
    }

    fn named(events: &[(Seat, usize)]) -> Vec<(Seat, &str)> {
        events
            .iter()
            .map(|&(seat, event)| (seat, NAMES[event]))
            .collect()
    }

    #[test]
    fn a_leave_followed_by_an_answer_or_invitation_in_the_same_turn_is_a_switch() {
        let played = [
            (0, Action::Propose(Army::Blue)),
            (0, step()),
            (1, Action::Accept(Army::White)),
            (1, step()),
            (2, Action::Propose(Army::Blue)),
            (2, step()),
            // Blue betrays White for Black.
            (1, Action::Leave),
            (1, Action::Accept(Army::Black)),
            (1, step()),
            // Black leaves and moves: a betrayal, no switch.
            (2, Action::Leave),
            (2, step()),
            (3, Action::Propose(Army::Black)),
            (3, step()),
            (0, step()),
            (1, step()),
            // Black answers Red after moving on from its leave: no switch.
            (2, Action::Decline(Army::Red)),
            (2, step()),
        ];
        assert_eq!(
            named(&of(&played)),
            [
                (0, "propose"),
                (1, "accept"),
                (2, "propose"),
                (1, "leave"),
                (1, "switch"),
                (1, "accept"),
                (2, "leave"),
                (3, "propose"),
                (2, "decline"),
            ]
        );
    }
}
