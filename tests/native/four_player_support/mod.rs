//! Helpers shared by the Four Player scenario tests.

use parlour::engine::cross::{CrossPosition, CrossRules, CrossSquare};
use parlour::engine::men::{Army, Kind, Man};
use parlour::games::four_player::{Action, Event, FourPlayer, Options, army_of};
use parlour::games::{Game, Viewer};

/// A set-up position: `men` as (square, army, kind), `turn` to move.
pub fn position(men: &[(&str, Army, Kind)], turn: Army) -> String {
    let mut position = CrossPosition::empty(CrossRules::FOUR_PLAYER);
    for &(square, army, kind) in men {
        let square = CrossSquare::parse(square).unwrap_or_else(|| panic!("no square {square}"));
        position.set_man(square, Some(Man { army, kind }));
    }
    position.set_turn(turn);
    position.to_text()
}

/// A game from a set-up position with default options.
pub fn game_from(men: &[(&str, Army, Kind)], turn: Army, seed: u64) -> FourPlayer {
    FourPlayer::from_position(Options::default(), seed, &position(men, turn)).unwrap()
}

/// Plays `text` for the seat to act, panicking with the reason if refused.
pub fn play(game: &mut FourPlayer, text: &str) -> Vec<Event> {
    let seat = game.to_act().expect("the game is over");
    let action = game
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{} {text}: {e}", army_of(seat).name()))
}

/// Plays `text` for the seat to act and returns the refusal.
pub fn refused(game: &mut FourPlayer, text: &str) -> String {
    let seat = game.to_act().expect("the game is over");
    let before = serde_json::to_string(game).unwrap();
    let refusal = game
        .parse_action(seat, text)
        .and_then(|action| game.apply(seat, &action))
        .expect_err(text);
    assert_eq!(
        serde_json::to_string(game).unwrap(),
        before,
        "a refusal changes nothing"
    );
    refusal.0
}

/// The man on `square`, as "<army> <kind>".
pub fn man_on(game: &FourPlayer, square: &str) -> Option<String> {
    game.boards(Viewer::Public)[0]
        .men
        .iter()
        .find(|man| man.square == square)
        .map(|man| format!("{} {}", man.army.name(), man.kind.name()))
}

/// One of `actions`, chosen by `choice` (a random number): a capture one
/// time in three when there is one, so that kings fall within a random
/// game.
pub fn favour_captures(game: &FourPlayer, actions: &[Action], choice: usize) -> Action {
    let captures: Vec<&Action> = actions
        .iter()
        .filter(|a| matches!(a, Action::Move(step) if man_on(game, &step.to.to_string()).is_some()))
        .collect();
    if !captures.is_empty() && choice.is_multiple_of(3) {
        captures[choice % captures.len()].clone()
    } else {
        actions[choice % actions.len()].clone()
    }
}

/// How many men `army` has on the board.
pub fn men_count(game: &FourPlayer, army: Army) -> usize {
    game.men_of(army).len()
}

/// The seat's own view, serialised.
pub fn view_json(game: &FourPlayer, viewer: Viewer) -> String {
    let view = serde_json::to_string(&game.view(viewer)).unwrap();
    let boards = serde_json::to_string(&game.boards(viewer)).unwrap();
    format!("{view}\n{boards}")
}

pub const W: Army = Army::White;
pub const U: Army = Army::Blue;
pub const B: Army = Army::Black;
pub const R: Army = Army::Red;
pub const K: Kind = Kind::King;
pub const P: Kind = Kind::Pawn;
pub const N: Kind = Kind::Knight;
pub const BISHOP: Kind = Kind::Bishop;
pub const ROOK: Kind = Kind::Rook;
