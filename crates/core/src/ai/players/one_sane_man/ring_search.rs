//! The One Sane Man's moves: the board to move searched alone as a game of
//! two, with the men each side could drop there ([`DropBoard`]), by the
//! engine's own search at the level. A mate on any board puts a player out,
//! so winning the board in front of it is what a seat plays for; its other
//! board is searched when its turn comes round.

use super::drop_board::DropBoard;
use crate::ai::budget::Limits;
use crate::ai::players::player::{Decision, Player};
use crate::ai::search::Searcher;
use crate::ai::strength::{self, Strength};
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::engine::{Move, MoveKind};
use crate::games::one_sane_man::{Action, OneSaneMan};

/// The board to move with the men its two players could drop on it: the
/// side to move's stockpile, and the waiting side's with the best man it
/// may take on its other board before it replies here.
pub fn board_to_search(game: &OneSaneMan) -> Option<DropBoard> {
    let number = game.board_to_move();
    let position = game.board_position(number)?.clone();
    let (white, black) = game.players_of(number)?;
    let mut hands = [
        game.hand(white, Army::White, number),
        game.hand(black, Army::Black, number),
    ];
    let (waiting, waiting_army) = if position.turn() == Army::White {
        (black, Army::Black)
    } else {
        (white, Army::White)
    };
    if let Some(kind) = game.best_man_in_reach(waiting, waiting_army, number) {
        hands[usize::from(waiting_army == Army::Black)].push(kind);
    }
    Some(DropBoard::new(position, &hands[0], &hands[1]))
}

/// The action a computer at `player`'s level takes for the side to move
/// on the board to move, or `None` when it has no move or drop there (or
/// `player` is not a computer).
pub fn choose(
    game: &OneSaneMan,
    player: Player,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<Action>> {
    let (Player::Computer(level)
    | Player::Paranoid(level)
    | Player::Rollouts(level)
    | Player::Search(level)) = player
    else {
        return None;
    };
    let board = board_to_search(game)?;
    let limits = Limits {
        nodes: Some(limits.nodes_within(Strength::of(level).nodes)),
        ..limits
    };
    let mut searcher = Searcher::<DropBoard>::new(4);
    let progress = strength::choose(&mut searcher, &board, &[], level, limits, random, |_| {});
    let mv = progress.best()?;
    Some(Decision {
        action: action_of(game.board_to_move(), mv),
        nodes: progress.nodes,
        depth: progress.depth.max(0) as u32,
        samples: 1,
    })
}

/// The ring's action for a searched move on board `number`.
fn action_of(number: usize, mv: Move) -> Action {
    match mv.kind {
        MoveKind::Drop(kind) => Action::Drop {
            board: number,
            kind,
            to: mv.to,
        },
        _ => Action::Move { board: number, mv },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::Kind;
    use crate::games::Game;
    use crate::games::level::Level;
    use crate::games::one_sane_man::Options;

    fn ring(players: usize) -> OneSaneMan {
        OneSaneMan::new(Options {
            players,
            ..Options::default()
        })
        .expect("a ring")
    }

    /// Plays `moves` (the ring's notation) in turn.
    fn play(game: &mut OneSaneMan, moves: &[&str]) {
        for text in moves {
            let seat = game.to_act().expect("a seat to act");
            let action = game.parse_action(seat, text).expect("a legal action");
            game.apply(seat, &action).expect("a legal action");
        }
    }

    #[test]
    fn every_choice_is_legal_over_a_played_ring() {
        let mut game = ring(3);
        let mut random = Random::seeded(5);
        for _ in 0..30 {
            let Some(seat) = game.to_act() else { break };
            let decision = choose(
                &game,
                Player::Computer(Level::Club),
                Limits::default(),
                &mut random,
            )
            .expect("a move on the board to move");
            assert!(
                game.legal_actions(seat).contains(&decision.action),
                "{} is not legal",
                decision.action
            );
            game.apply(seat, &decision.action).expect("legal");
        }
    }

    /// Fourteen moves round a ring of three: on board 2 P3 takes a White
    /// pawn, on board 1 P1 takes a Black knight.
    const OPENING: [&str; 14] = [
        "1:e4", "2:e4", "3:e4", "1:Nc6", "2:Nf6", "3:Nf6", "1:Bb5", "2:Bc4", "3:Bc4", "1:Nf6",
        "2:Nxe4", "3:Nc6", "1:Bxc6", "2:d3",
    ];

    #[test]
    fn the_hands_hold_the_men_each_side_may_drop_on_the_board() {
        let mut game = ring(3);
        // Board 1: P1 (White) against P2; board 2: P2 against P3; board 3:
        // P3 against P1. On board 2 P3 takes a White pawn; on board 1 P1
        // takes a Black knight. Both come in on board 3, where P3 plays
        // White and P1 Black.
        play(&mut game, &OPENING);
        assert_eq!(game.board_to_move(), 3);
        let board = board_to_search(&game).expect("board 3");
        assert_eq!(board.position().turn(), Army::White);
        assert_eq!(board.in_hand(Army::White, Kind::Pawn), 1);
        assert_eq!(board.in_hand(Army::Black, Kind::Knight), 1);
        assert_eq!(board.in_hand(Army::White, Kind::Knight), 0);
        // On board 1 neither may drop: P1 holds a Black knight, and plays
        // White there; P2 holds nothing.
        play(&mut game, &["3:Nf3", "1:Nxe4"]);
        let board = board_to_search(&game).expect("board 2");
        assert_eq!(game.board_to_move(), 2);
        assert_eq!(board.in_hand(Army::Black, Kind::Knight), 0);
        assert_eq!(
            board.in_hand(Army::White, Kind::Pawn),
            1,
            "P2's pawn from board 1"
        );
    }

    #[test]
    fn the_waiting_side_holds_the_best_man_it_may_take_before_it_replies() {
        let mut game = ring(3);
        play(&mut game, &OPENING);
        play(&mut game, &["3:Nf3"]);
        // Board 1, P2 (Black) to move. P1 waits there, and moves Black on
        // board 3 first, where Nxe4 takes a White pawn he could drop on
        // board 1. His stockpile holds only a Black knight.
        assert_eq!(game.board_to_move(), 1);
        let board = board_to_search(&game).expect("board 1");
        assert_eq!(board.position().turn(), Army::Black);
        assert_eq!(board.in_hand(Army::White, Kind::Pawn), 1);
        assert_eq!(board.in_hand(Army::White, Kind::Knight), 0);
        assert_eq!(game.hand(0, Army::White, 1), Vec::<Kind>::new());
        // Round again to board 1, White to move: now P2 waits there, and
        // on board 2 he moves White first, where Bxf7+ takes a Black pawn.
        play(&mut game, &["1:bxc6", "2:Nf6", "3:d6"]);
        assert_eq!(game.board_to_move(), 1);
        let board = board_to_search(&game).expect("board 1");
        assert_eq!(board.position().turn(), Army::White);
        assert_eq!(board.in_hand(Army::Black, Kind::Pawn), 1);
        assert_eq!(game.hand(1, Army::Black, 1), Vec::<Kind>::new());
        assert_eq!(board.in_hand(Army::White, Kind::Pawn), 0, "P1 moves here");
    }
}
