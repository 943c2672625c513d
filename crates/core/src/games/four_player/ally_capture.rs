//! Whether a move takes an ally's man: allowed (allies may still capture
//! each other, docs/RULINGS.md, "Four Player Chess"), but worth a second
//! thought. Worked out from the acting seat's own view alone, which knows
//! its allies and nobody else's, so asking it gives no secret away.

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;

use super::action::Action;
use super::view::TableView;

/// The ally and the kind of the man `action` would take, when the seat
/// whose own `view` (and `board`, seen by that seat) this is plays it and
/// it captures a man of one of its allies; `None` for any other action,
/// in the public view, and for a capture of anyone who is no ally.
pub fn ally_taken(view: &TableView, board: &BoardView, action: &Action) -> Option<(Army, Kind)> {
    let Action::Move(step) = action else {
        return None;
    };
    let allies = &view.own.as_ref()?.allies;
    let target = step.to.to_string();
    board
        .men
        .iter()
        .find(|man| man.square == target && allies.contains(&man.army))
        .map(|man| (man.army, man.kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::four_player::{FourPlayer, Options};
    use crate::games::{Game, Seat, Viewer};

    /// White's rook on e5 faces Blue's knight on e9 up the e file and Red's
    /// knight on k5 along the fifth rank; Black's king on g14.
    const START: &str = "3bK4/8/8/14/14/4uN9/uK13/14/13rK/4wR5rN3/14/8/8/3wK4 w 0 0";

    fn game(actions: &[(Seat, &str)]) -> FourPlayer {
        let mut game = FourPlayer::from_position(Options::default(), 5, START).unwrap();
        for &(seat, text) in actions {
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        game
    }

    /// What `ally_taken` says of `text` played by `seat`, from its own view.
    fn taken(game: &FourPlayer, seat: Seat, text: &str) -> Option<(Army, Kind)> {
        let viewer = Viewer::Seat(seat);
        let action = game.parse_action(seat, text).unwrap();
        assert!(
            game.legal_actions(seat).contains(&action),
            "{text} is legal"
        );
        ally_taken(&game.view(viewer), &game.boards(viewer)[0], &action)
    }

    /// White and Blue allied; White to move again.
    const ALLIED: [(Seat, &str); 7] = [
        (0, "propose blue"),
        (0, "g1g2"),
        (1, "accept white"),
        (1, "a8a7"),
        (2, "g14g13"),
        (3, "n6n5"),
        (0, "leave"),
    ];

    #[test]
    fn taking_an_allys_man_is_named_with_the_ally_and_the_man() {
        let allied = game(&ALLIED[..6]);
        assert_eq!(
            allied.view(Viewer::Seat(0)).own.unwrap().allies,
            [Army::Blue]
        );
        assert_eq!(taken(&allied, 0, "e5e9"), Some((Army::Blue, Kind::Knight)));
        // An enemy's man, and a move taking nothing, ask nothing.
        assert_eq!(taken(&allied, 0, "e5k5"), None, "Red is no ally");
        assert_eq!(taken(&allied, 0, "e5e7"), None, "nothing taken");
        // Nor does any action that is no move, nor the public view.
        let leave = allied.parse_action(0, "leave").unwrap();
        let public = Viewer::Public;
        assert_eq!(
            ally_taken(
                &allied.view(Viewer::Seat(0)),
                &allied.boards(Viewer::Seat(0))[0],
                &leave
            ),
            None
        );
        let capture = allied.parse_action(0, "e5e9").unwrap();
        assert_eq!(
            ally_taken(&allied.view(public), &allied.boards(public)[0], &capture),
            None,
            "the public view knows no alliance"
        );
    }

    #[test]
    fn a_man_of_a_player_who_is_no_ally_is_taken_without_asking() {
        // Before any alliance, Blue's knight is anybody's.
        let alone = game(&[]);
        assert_eq!(taken(&alone, 0, "e5e9"), None);
        assert_eq!(taken(&alone, 0, "e5k5"), None);
        // Once White has left the alliance, Blue is no ally again.
        let left = game(&ALLIED);
        assert_eq!(taken(&left, 0, "e5e9"), None);
    }
}
