//! Where a suggested action shows on the boards: the move or drop on the
//! seat's own boards that the game turns into it ([`Game::gesture`]), so
//! that a hint can be drawn as an arrow rather than told in words.

use super::board_view::Choice;
use super::{Game, Seat, Viewer};

/// The board (its index in [`Game::boards`]) and the move or drop on it
/// that `seat` would make to play `action`; `None` for an action that is
/// no gesture on a board (a proposal, a guess, a cede).
pub fn board_choice<G: Game>(game: &G, seat: Seat, action: &G::Action) -> Option<(usize, Choice)> {
    let boards = game.boards(Viewer::Seat(seat));
    boards.iter().enumerate().find_map(|(index, board)| {
        let moves = board.moves.iter().flat_map(|option| {
            let promotions: Vec<_> = if option.promotions.is_empty() {
                vec![None]
            } else {
                option.promotions.iter().copied().map(Some).collect()
            };
            promotions.into_iter().map(|promotion| Choice::Move {
                from: option.from.clone(),
                to: option.to.clone(),
                promotion,
            })
        });
        let drops = board.drops.iter().map(|drop| Choice::Drop {
            army: drop.army,
            kind: drop.kind,
            to: drop.to.clone(),
        });
        moves
            .chain(drops)
            .find(|choice| game.gesture(seat, index, choice).as_ref() == Ok(action))
            .map(|choice| (index, choice))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::engine::position::Position;
    use crate::engine::rules::Rules;
    use crate::games::four_player::{self, FourPlayer};
    use crate::games::one_sane_man::{self, OneSaneMan};
    use crate::games::standard::Standard;

    #[test]
    fn a_move_is_found_on_its_board_with_its_promotion() {
        let position =
            Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", Rules::STANDARD).unwrap();
        let chess = Standard::from_position(position);
        let under = chess.parse_action(0, "e7e8n").unwrap();
        assert_eq!(
            board_choice(&chess, 0, &under),
            Some((
                0,
                Choice::Move {
                    from: "e7".into(),
                    to: "e8".into(),
                    promotion: Some(Kind::Knight),
                }
            ))
        );
    }

    #[test]
    fn the_ring_names_the_board_of_the_move_and_words_are_no_gesture() {
        let mut ring = OneSaneMan::new(one_sane_man::Options::default()).unwrap();
        let seat = ring.to_act().unwrap();
        let action = ring.legal_actions(seat)[0].clone();
        let (board, choice) = board_choice(&ring, seat, &action).expect("a move on a board");
        assert_eq!(ring.gesture(seat, board, &choice), Ok(action.clone()));
        ring.apply(seat, &action).unwrap();

        let cross = FourPlayer::new(four_player::Options::default(), 1).unwrap();
        let seat = cross.to_act().unwrap();
        let propose = four_player::Action::Propose(Army::Blue);
        assert_eq!(board_choice(&cross, seat, &propose), None);
        let moves = cross.legal_actions(seat);
        let first = moves
            .iter()
            .find(|action| matches!(action, four_player::Action::Move(_)))
            .expect("a move");
        let (board, choice) = board_choice(&cross, seat, first).expect("on the cross");
        assert_eq!(board, 0);
        assert_eq!(cross.gesture(seat, 0, &choice).as_ref(), Ok(first));
    }
}
