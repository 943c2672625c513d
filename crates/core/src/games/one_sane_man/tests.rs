//! Scenario tests: real sequences played through the `Game` interface.

use super::*;
use crate::engine::men::Kind;

fn game(players: usize) -> OneSaneMan {
    OneSaneMan::new(Options {
        players,
        ..Options::default()
    })
    .unwrap()
}

/// Plays each action for the seat to act; panics naming the refused one.
fn play(game: &mut OneSaneMan, actions: &[&str]) -> Vec<Event> {
    let mut events = Vec::new();
    for text in actions {
        let seat = game.to_act().expect("the game is not over");
        let action = game
            .parse_action(seat, text)
            .unwrap_or_else(|error| panic!("{text}: {error}"));
        events.extend(
            game.apply(seat, &action)
                .unwrap_or_else(|error| panic!("{text}: {error}")),
        );
    }
    events
}

/// Tries one action for the seat to act.
fn try_play(game: &mut OneSaneMan, text: &str) -> Result<Vec<Event>, RuleError> {
    let seat = game.to_act().expect("the game is not over");
    let action = game.parse_action(seat, text)?;
    game.apply(seat, &action)
}

fn set_board(game: &mut OneSaneMan, number: usize, fen: &str) {
    game.boards[number - 1] = RingBoard::from_fen(fen, number).unwrap();
}

fn give(game: &mut OneSaneMan, seat: Seat, army: Army, kind: Kind, origin: usize) {
    game.stockpiles[seat].add(StockMan { army, kind, origin });
}

fn stock(army: Army, kind: Kind, origin: usize) -> StockMan {
    StockMan { army, kind, origin }
}

fn drops_of(game: &OneSaneMan, seat: Seat) -> Vec<String> {
    game.legal_actions(seat)
        .into_iter()
        .filter(|action| matches!(action, Action::Drop { .. }))
        .map(|action| action.to_string())
        .collect()
}

fn has_moves(game: &OneSaneMan, seat: Seat) -> bool {
    game.legal_actions(seat)
        .iter()
        .any(|action| matches!(action, Action::Move { .. }))
}

/// The seat to act before each of the next `turns` actions, playing the
/// given moves.
fn seats_acting(game: &mut OneSaneMan, moves: &[&str]) -> Vec<Seat> {
    moves
        .iter()
        .map(|text| {
            let seat = game.to_act().unwrap();
            play(game, &[text]);
            seat
        })
        .collect()
}

#[test]
fn three_players_sit_in_a_ring_and_turns_go_round_the_boards() {
    let mut game = game(3);
    assert_eq!(game.seat_count(), 3);
    assert_eq!(game.ring_boards(), vec![1, 2, 3]);
    assert_eq!(game.players_of(1), Some((0, 1)));
    assert_eq!(game.players_of(2), Some((1, 2)));
    assert_eq!(game.players_of(3), Some((2, 0)));
    let moves = [
        "1:e2e4", "2:d2d4", "3:c2c4", "1:e7e5", "2:d7d5", "3:c7c5", "1:g1f3",
    ];
    // White on boards 1, 2, 3, then Black on boards 1, 2, 3.
    assert_eq!(seats_acting(&mut game, &moves), vec![0, 1, 2, 1, 2, 0, 0]);
    assert_eq!(game.move_list(1).unwrap(), ["e4", "e5", "Nf3"]);
    assert_eq!(game.move_list(3).unwrap(), ["c4", "c5"]);
    assert_eq!(game.board_to_move(), 2);
}

#[test]
fn eight_players_sit_in_a_ring() {
    let mut game = game(8);
    assert_eq!(game.seat_count(), 8);
    for board in 1..=8 {
        assert_eq!(game.players_of(board), Some((board - 1, board % 8)));
    }
    let whites: Vec<String> = (1..=8).map(|b| format!("{b}:e2e4")).collect();
    let blacks: Vec<String> = (1..=8).map(|b| format!("{b}:e7e5")).collect();
    let all: Vec<&str> = whites.iter().chain(&blacks).map(String::as_str).collect();
    let seats = seats_acting(&mut game, &all);
    assert_eq!(seats, vec![0, 1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 0]);
    assert_eq!(game.boards(Viewer::Public).len(), 8);
}

#[test]
fn only_the_board_to_move_takes_a_move() {
    let mut game = game(3);
    let error = try_play(&mut game, "2:e2e4").unwrap_err();
    assert_eq!(error.0, "it is board 1's turn, not board 2's");
    assert!(
        try_play(&mut game, "9:e2e4")
            .unwrap_err()
            .0
            .contains("no board 9")
    );
    assert_eq!(
        try_play(&mut game, "1:e2e5").unwrap_err().0,
        "board 1: e2e5: a pawn moves straight forward (toward rank 8) and captures one square \
         diagonally forward"
    );
    let e2e4 = game.parse_action(0, "1:e2e4").unwrap();
    let wrong_seat = game.apply(1, &e2e4);
    assert_eq!(
        wrong_seat.unwrap_err().0,
        "it is player 1's turn, not player 2's"
    );
    assert_eq!(game, self::game(3), "refusals change nothing");
    play(&mut game, &["1:Nf3"]);
    assert_eq!(game.move_list(1).unwrap(), ["Nf3"], "SAN is read too");
}

#[test]
fn drops_go_on_each_kinds_starting_squares_for_white() {
    let mut game = game(3);
    set_board(&mut game, 1, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    for kind in [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
    ] {
        give(&mut game, 0, Army::White, kind, 2);
        give(&mut game, 0, Army::Black, kind, 2);
    }
    let drops = drops_of(&game, 0);
    let expected = [
        "1:P@a2", "1:P@b2", "1:P@c2", "1:P@d2", "1:P@e2", "1:P@f2", "1:P@g2", "1:P@h2", "1:N@b1",
        "1:N@g1", "1:B@c1", "1:B@f1", "1:R@a1", "1:R@h1", "1:Q@d1",
    ];
    assert_eq!(drops, expected);
    play(&mut game, &["1:R@h1"]);
    assert_eq!(game.move_list(1).unwrap(), ["R@h1"]);
    assert!(
        !game
            .stockpile(0)
            .contains(&stock(Army::White, Kind::Rook, 2))
    );
    assert!(
        game.stockpile(0)
            .contains(&stock(Army::Black, Kind::Rook, 2))
    );
}

#[test]
fn drops_go_on_each_kinds_starting_squares_for_black() {
    let mut game = game(3);
    set_board(&mut game, 1, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    for kind in [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
    ] {
        give(&mut game, 1, Army::Black, kind, 3);
    }
    assert_eq!(game.to_act(), Some(1));
    let drops = drops_of(&game, 1);
    let expected = [
        "1:P@a7", "1:P@b7", "1:P@c7", "1:P@d7", "1:P@e7", "1:P@f7", "1:P@g7", "1:P@h7", "1:N@b8",
        "1:N@g8", "1:B@c8", "1:B@f8", "1:R@a8", "1:R@h8", "1:Q@d8",
    ];
    assert_eq!(drops, expected);
    let refused = try_play(&mut game, "1:N@e5").unwrap_err();
    assert_eq!(
        refused.0,
        "board 1: N@e5: a black knight may only be dropped on its starting squares (b8, g8)"
    );
    assert!(
        try_play(&mut game, "1:K@e8")
            .unwrap_err()
            .0
            .contains("no black king")
    );
    play(&mut game, &["1:Q@d8"]);
    assert_eq!(game.boards(Viewer::Public)[0].men.len(), 3);
}

#[test]
fn a_captured_man_is_dropped_where_its_capturer_plays_its_colour() {
    let mut game = game(3);
    play(
        &mut game,
        &["1:e2e4", "2:e2e4", "3:e2e4", "1:e7e5", "2:d7d5", "3:e7e5"],
    );
    play(&mut game, &["1:g1f3", "2:e4d5"]);
    // Player 2 took a black pawn on board 2, where they play White.
    assert_eq!(game.stockpile(1), [stock(Army::Black, Kind::Pawn, 2)]);
    play(&mut game, &["3:g1f3"]);
    // On board 1 player 2 plays Black: the pawn may go on the empty e7.
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(drops_of(&game, 1), ["1:P@e7"]);
    play(&mut game, &["1:b8c6", "2:g8f6", "3:b8c6", "1:f1c4"]);
    // On board 2 player 2 plays White: a black pawn cannot go there.
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.board_to_move(), 2);
    assert!(drops_of(&game, 1).is_empty());
    assert!(
        try_play(&mut game, "2:P@e2")
            .unwrap_err()
            .0
            .contains("no white pawn")
    );
}

#[test]
fn a_man_remembers_its_set_and_the_origin_rule_keeps_it_off_its_own_board() {
    // The black pawn of set 2 travels: taken on board 2 by player 2, dropped
    // on board 1, taken there by player 1, dropped on board 3, taken there
    // by player 3, who plays Black on board 2, the pawn's own board.
    let journey = [
        "1:e2e4", "2:e2e4", "3:e2e4", // round 1
        "1:f7f5", "2:d7d5", "3:f7f5", // 2
        "1:f1c4", "2:e4d5", "3:f1c4", // 3: player 2 takes the pawn
        "1:P@f7", "2:g8f6", "3:a7a6", // 4: ... and drops it on board 1
        "1:c4f7", "2:b1c3", "3:g1f3", // 5: player 1 takes it
        "1:e8f7", "2:a7a6", "3:P@f7", // 6: ... and drops it on board 3
        "1:g1f3", "2:a2a3", "3:c4f7", // 7: player 3 takes it
        "1:g8f6", "2:h7h6", "3:e8f7", // 8
        "1:d2d3", "2:h2h3", "3:d2d3", // 9
        "1:b8c6",
    ];
    for origin_rule in [true, false] {
        let mut game = OneSaneMan::new(Options {
            players: 3,
            origin_rule,
            clock_minutes: None,
        })
        .unwrap();
        play(&mut game, &journey);
        assert_eq!(game.stockpile(0), [stock(Army::White, Kind::Bishop, 3)]);
        assert_eq!(game.stockpile(1), [stock(Army::White, Kind::Bishop, 1)]);
        assert_eq!(game.stockpile(2), [stock(Army::Black, Kind::Pawn, 2)]);
        assert_eq!(game.to_act(), Some(2));
        let result = try_play(&mut game, "2:P@d7");
        if origin_rule {
            assert_eq!(
                result.unwrap_err().0,
                "your stockpile holds no black pawn that may go on board 2 \
                 (none goes back onto its own board)"
            );
            assert!(drops_of(&game, 2).is_empty());
        } else {
            result.unwrap();
            assert!(game.stockpile(2).is_empty());
            assert_eq!(game.move_list(2).unwrap().last().unwrap(), "P@d7");
        }
    }
}

#[test]
fn a_drop_that_would_leave_the_king_in_check_is_refused() {
    let mut game = game(3);
    // White's king on e1 is checked along the first rank by the rook on h1.
    set_board(&mut game, 1, "4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    give(&mut game, 0, Army::White, Kind::Knight, 2);
    give(&mut game, 0, Army::White, Kind::Queen, 2);
    let refused = try_play(&mut game, "1:N@b1").unwrap_err();
    assert_eq!(
        refused.0,
        "board 1: N@b1: the king is in check from the rook on h1, and this does not end the check"
    );
    let refused = try_play(&mut game, "1:Q@d1").unwrap_err();
    assert!(refused.0.contains("in check"));
    assert_eq!(drops_of(&game, 0), ["1:N@g1"]);
    assert_eq!(game.stockpile(0).len(), 2, "a refused drop keeps the man");
}

#[test]
fn a_drop_may_block_a_check() {
    let mut game = game(3);
    set_board(&mut game, 1, "4k3/8/8/8/8/8/3PPP2/3QK2r w - - 0 1");
    give(&mut game, 0, Army::White, Kind::Bishop, 3);
    // Kf1? No: f1 is attacked. The king has no move; the bishop drop blocks.
    let events = play(&mut game, &["1:B@f1"]);
    assert!(events.contains(&Event::Played {
        board: 1,
        seat: 0,
        san: "B@f1".into()
    }));
    assert!(game.stockpile(0).is_empty());
    assert_eq!(game.players_left(), vec![0, 1, 2]);
    assert_eq!(game.board_to_move(), 2);
}

#[test]
fn mate_stands_even_when_a_drop_could_have_blocked_it() {
    let mut game = game(3);
    set_board(&mut game, 1, "r3k3/8/8/8/8/8/5PPP/6K1 b - - 0 1");
    give(&mut game, 0, Army::White, Kind::Knight, 2);
    give(&mut game, 1, Army::Black, Kind::Pawn, 2);
    assert_eq!(game.to_act(), Some(1));
    let events = play(&mut game, &["1:a8a1"]);
    // A knight on b1 would have blocked the rook's check.
    let mated = game.boards[0].position();
    assert_eq!(
        drops::legal_drops(mated, &[Kind::Knight]),
        vec![(Kind::Knight, Square::parse("b1").unwrap())]
    );
    assert!(events.contains(&Event::Played {
        board: 1,
        seat: 1,
        san: "Ra1#".into()
    }));
    assert!(events.contains(&Event::Eliminated {
        board: 1,
        loser: 0,
        winner: 1
    }));
    assert!(events.contains(&Event::TookOver {
        board: 3,
        seat: 1,
        army: Army::Black
    }));
    assert!(
        game.stockpile(0).is_empty(),
        "the loser's stockpile is out too"
    );
    assert_eq!(game.stockpile(1), [stock(Army::Black, Kind::Pawn, 2)]);
    assert_eq!(game.players_left(), vec![1, 2]);
    assert_eq!(game.ring_boards(), vec![2, 3]);
    assert_eq!(game.board_to_move(), 2);
    assert!(
        try_play(&mut game, "1:e1e2")
            .unwrap_err()
            .0
            .contains("left the ring")
    );
}

/// Board 1: fool's mate, Black (player 2) mating White (player 1) in round 4.
const FOOLS_MATE_ON_BOARD_1: [&str; 4] = ["1:f2f3", "1:e7e5", "1:g2g4", "1:d8h4"];

#[test]
fn the_winner_takes_over_the_losers_other_game_with_their_own_stockpile() {
    let mut game = game(3);
    let [b1r1, b1r2, b1r3, b1r4] = FOOLS_MATE_ON_BOARD_1;
    play(&mut game, &[b1r1, "2:e2e4", "3:e2e4"]);
    play(&mut game, &[b1r2, "2:d7d5", "3:e7e5"]);
    play(&mut game, &[b1r3, "2:e4d5", "3:g1f3"]);
    assert_eq!(game.stockpile(1), [stock(Army::Black, Kind::Pawn, 2)]);
    let events = play(&mut game, &[b1r4]);
    assert!(events.contains(&Event::Eliminated {
        board: 1,
        loser: 0,
        winner: 1
    }));
    assert_eq!(
        game.players_of(3),
        Some((2, 1)),
        "player 2 is Black on board 3 now"
    );
    // Board 2 (player 3 as Black) is next, then board 3 with player 2.
    assert_eq!(game.to_act(), Some(2));
    play(&mut game, &["2:d8d5"]);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.board_to_move(), 3);
    assert_eq!(drops_of(&game, 1), ["3:P@e7"]);
    play(&mut game, &["3:P@e7"]);
    assert!(game.stockpile(1).is_empty());
    assert_eq!(game.move_list(3).unwrap(), ["e4", "e5", "Nf3", "P@e7"]);
    // The ring now turns over boards 2 and 3 only.
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.board_to_move(), 2);
}

#[test]
fn the_ring_closes_to_two_players_and_the_last_one_left_wins() {
    let mut game = game(3);
    let [b1r1, b1r2, b1r3, b1r4] = FOOLS_MATE_ON_BOARD_1;
    play(&mut game, &[b1r1, "2:f2f3", "3:a2a3"]);
    play(&mut game, &[b1r2, "2:e7e5", "3:a7a6"]);
    play(&mut game, &[b1r3, "2:g2g4", "3:b2b3"]);
    play(&mut game, &[b1r4]);
    assert_eq!(game.players_left(), vec![1, 2]);
    assert_eq!(game.ring_boards(), vec![2, 3]);
    assert_eq!(game.players_of(2), Some((1, 2)));
    assert_eq!(game.players_of(3), Some((2, 1)));
    assert!(game.outcome().is_none());
    // Player 3 mates player 2 on board 2: player 3 is the last one left.
    let events = play(&mut game, &["2:d8h4"]);
    assert!(events.contains(&Event::Ended { winners: vec![2] }));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![2]);
    assert!(outcome.reason.contains("Player 3"));
    assert!(
        outcome
            .why
            .unwrap()
            .starts_with("A player mated on any board of the ring is out"),
        "the rule that decided it"
    );
    assert_eq!(game.to_act(), None);
    let view = game.view(Viewer::Public);
    assert_eq!((view.to_act, view.army_to_act), (None, None));
    assert!(game.legal_actions(2).is_empty());
    assert_eq!(
        game.apply(2, &Action::Draw).unwrap_err().0,
        "the game is over"
    );
    assert_eq!(
        game.boards(Viewer::Public).len(),
        2,
        "the final boards stay on show"
    );
}

#[test]
fn a_stalemated_side_passes() {
    let mut game = game(3);
    set_board(&mut game, 1, "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    let events = play(&mut game, &["1:e7f7", "2:e2e4", "3:e2e4"]);
    // Black on board 1 has neither a move nor a drop: it passes.
    assert!(events.contains(&Event::Passed { board: 1, seat: 1 }));
    assert_eq!(game.move_list(1).unwrap(), ["Qf7", "pass"]);
    assert_eq!(game.board_to_move(), 2);
    assert_eq!(game.to_act(), Some(2));
    play(&mut game, &["2:e7e5", "3:e7e5"]);
    assert_eq!(game.board_to_move(), 1);
    assert_eq!(game.to_act(), Some(0), "White moves again on board 1");
    play(&mut game, &["1:f7e7"]);
}

#[test]
fn a_side_with_no_move_but_a_drop_drops_instead_of_passing() {
    let mut game = game(3);
    set_board(&mut game, 1, "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    give(&mut game, 1, Army::Black, Kind::Knight, 2);
    play(&mut game, &["1:e7f7", "2:e2e4", "3:e2e4"]);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.board_to_move(), 1);
    assert!(!has_moves(&game, 1));
    assert_eq!(drops_of(&game, 1), ["1:N@b8", "1:N@g8"]);
    play(&mut game, &["1:N@g8"]);
    assert_eq!(game.board_to_move(), 2);
}

#[test]
fn when_nobody_can_act_the_players_left_draw() {
    let mut game = game(3);
    // Every board: each king walled in by its own men and enemy pawns, and
    // nothing in any stockpile.
    let walled = "6bk/5p1p/5P1P/8/8/p1p5/P1P5/KB6 w - - 0 1";
    for board in 1..=3 {
        set_board(&mut game, board, walled);
    }
    // Start the turn anew on board 1: no side anywhere can act.
    let mut events = Vec::new();
    game.pass_turn(0, &mut events);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Passed { .. }))
            .count(),
        6
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0, 1, 2]);
    assert!(outcome.reason.contains("Nobody"));
    assert!(
        outcome
            .why
            .unwrap()
            .contains("no player had a legal move or drop")
    );
}

#[test]
fn every_player_left_must_agree_to_a_draw() {
    let mut game = game(3);
    play(&mut game, &["draw", "1:e2e4"]);
    assert_eq!(game.draw_agreements(), vec![0]);
    assert!(game.legal_actions(1).contains(&Action::Decline));
    play(&mut game, &["draw", "2:e2e4"]);
    assert_eq!(
        try_play(&mut game, "draw").map(|events| events.len()),
        Ok(2),
        "the third agreement ends the game"
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0, 1, 2]);
    assert_eq!(outcome.reason, "Every player left agreed to a draw");
    assert_eq!(outcome.why, None, "an agreement needs no rule explained");
}

#[test]
fn a_decline_withdraws_every_agreement() {
    let mut game = game(3);
    play(&mut game, &["draw", "1:e2e4", "decline"]);
    assert!(game.draw_agreements().is_empty());
    assert!(
        try_play(&mut game, "decline")
            .unwrap_err()
            .0
            .contains("no draw")
    );
    play(&mut game, &["2:e2e4", "draw"]);
    assert!(
        try_play(&mut game, "draw")
            .unwrap_err()
            .0
            .contains("already")
    );
}

#[test]
fn export_and_import_replay_the_same_game() {
    let mut game = OneSaneMan::new(Options {
        players: 3,
        origin_rule: false,
        clock_minutes: Some(15),
    })
    .unwrap();
    play(
        &mut game,
        &["1:e2e4", "2:e2e4", "3:e2e4", "draw", "1:d7d5", "2:d7d5"],
    );
    play(&mut game, &["3:d7d5", "1:e4d5", "2:e4d5", "3:e4d5"]);
    let text = game.export();
    assert!(text.starts_with("one-sane-man players=3 origin-rule=off clock=15\n1:e2e4\n"));
    assert_eq!(OneSaneMan::import(&text).unwrap(), game);
    let saved = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<OneSaneMan>(&saved).unwrap(), game);
    assert_eq!(game.options().clock_start_seconds(), Some(1800));
}

#[test]
fn import_reports_what_is_wrong() {
    assert!(
        OneSaneMan::import("chess")
            .unwrap_err()
            .0
            .contains("not a One Sane Man")
    );
    assert!(
        OneSaneMan::import("one-sane-man players=2")
            .unwrap_err()
            .0
            .contains("3 to 8")
    );
    let error = OneSaneMan::import("one-sane-man players=3 1:e2e4 2:e2e5").unwrap_err();
    assert_eq!(
        error.0,
        "action 2 (2:e2e5): board 2: e2e5: a pawn moves straight forward (toward rank 8) and \
         captures one square diagonally forward"
    );
    assert!(OneSaneMan::import("one-sane-man colour=blue").is_err());
}

#[test]
fn the_view_offers_moves_and_drops_only_to_the_seat_to_act() {
    let mut game = game(3);
    set_board(&mut game, 1, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    give(&mut game, 0, Army::White, Kind::Knight, 2);
    let mine = game.boards(Viewer::Seat(0));
    assert_eq!(mine[0].drops.len(), 2);
    assert!(!mine[0].moves.is_empty());
    assert!(mine[1].moves.is_empty(), "board 2 is not to move");
    for viewer in [Viewer::Public, Viewer::Seat(1)] {
        assert!(game.boards(viewer)[0].moves.is_empty());
        assert!(game.boards(viewer)[0].drops.is_empty());
    }
    let view = game.view(Viewer::Public);
    assert_eq!(
        view.stockpiles[0][0],
        StockMan {
            army: Army::White,
            kind: Kind::Knight,
            origin: 2
        }
    );
    assert_eq!(view.board_to_move, Some(1));
    assert_eq!(view.ring[2].white, 2);
}

#[test]
fn a_drop_can_mate_and_the_mated_side_may_not_drop_to_block() {
    let mut game = game(3);
    set_board(&mut game, 1, "6rk/6p1/8/8/8/8/8/4K3 w - - 0 1");
    give(&mut game, 0, Army::White, Kind::Rook, 2);
    give(&mut game, 1, Army::Black, Kind::Pawn, 3);
    let events = play(&mut game, &["1:R@h1"]);
    assert!(events.contains(&Event::Played {
        board: 1,
        seat: 0,
        san: "R@h1#".into()
    }));
    // A black pawn dropped on h7 would have blocked: it does not count.
    assert_eq!(
        drops::legal_drops(game.boards[0].position(), &[Kind::Pawn]),
        vec![(Kind::Pawn, Square::parse("h7").unwrap())]
    );
    assert!(events.contains(&Event::Eliminated {
        board: 1,
        loser: 1,
        winner: 0
    }));
    assert!(events.contains(&Event::TookOver {
        board: 2,
        seat: 0,
        army: Army::White
    }));
    assert_eq!(game.players_of(2), Some((0, 2)));
    assert_eq!(game.players_of(3), Some((2, 0)));
    assert_eq!(game.ring_boards(), vec![2, 3]);
    assert!(game.stockpile(1).is_empty());
    assert_eq!(game.to_act(), Some(0), "board 2 is next, now player 1's");
}

#[test]
fn a_player_out_of_time_loses_the_game_to_move_and_the_opponent_takes_over() {
    let mut game = OneSaneMan::new(Options {
        players: 3,
        origin_rule: true,
        clock_minutes: Some(5),
    })
    .unwrap();
    play(&mut game, &["1:e2e4", "2:d2d4", "3:c2c4", "1:e7e5"]);
    // Board 2 is to move, player 3 (Black there) to act; board 2's White
    // is player 2.
    assert_eq!((game.board_to_move(), game.to_act()), (2, Some(2)));
    let events = play(&mut game, &["time"]);
    assert_eq!(
        events,
        [
            Event::OutOfTime { board: 2, seat: 2 },
            Event::Eliminated {
                board: 2,
                loser: 2,
                winner: 1
            },
            Event::TookOver {
                board: 3,
                seat: 1,
                army: Army::White
            },
        ]
    );
    assert_eq!(game.players_left(), [0, 1]);
    assert_eq!(game.ring_boards(), [1, 3]);
    assert_eq!(game.players_of(3), Some((1, 0)));
    // The turn goes on round the ring: board 3, Black (player 1).
    assert_eq!((game.board_to_move(), game.to_act()), (3, Some(0)));
    // The time loss is kept in the export and replayed on import.
    let text = game.export();
    assert!(text.ends_with("\ntime"), "{text}");
    assert_eq!(OneSaneMan::import(&text).unwrap(), game);
}

#[test]
fn running_out_of_time_needs_a_game_with_clocks() {
    let mut game = game(3);
    assert_eq!(
        try_play(&mut game, "time").unwrap_err().0,
        "this game is played without clocks"
    );
    assert!(
        !game.legal_actions(0).contains(&Action::OutOfTime),
        "running out of time is never offered as a choice"
    );
}

#[test]
fn clocks_are_one_per_player_at_twice_the_time_control_from_the_first_move() {
    let untimed = OneSaneMan::new(Options::default()).unwrap();
    assert_eq!(untimed.clock_plan(), None);
    let mut game = OneSaneMan::new(Options {
        players: 5,
        origin_rule: true,
        clock_minutes: Some(10),
    })
    .unwrap();
    let plan = game.clock_plan().unwrap();
    assert_eq!(
        plan.names,
        ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]
    );
    assert_eq!(plan.allowance_ms, vec![1_200_000; 5]);
    assert!(plan.clock_of_seat.is_empty(), "none runs before a move");
    assert_eq!(plan.increment_ms, 0);
    assert_eq!(game.out_of_time(0), None);
    assert_eq!(
        try_play(&mut game, "time").unwrap_err().0,
        crate::games::clock::NO_CLOCK_YET
    );
    play(&mut game, &["1:e2e4"]);
    assert_eq!(game.clock_plan().unwrap().clock_of_seat, [0, 1, 2, 3, 4]);
    assert_eq!(game.out_of_time(1), Some(Action::OutOfTime));
    let zero = OneSaneMan::new(Options {
        clock_minutes: Some(0),
        ..Options::default()
    });
    assert!(zero.unwrap_err().0.contains("one minute"));
}

#[test]
fn the_view_keeps_the_moves_of_boards_that_left_the_ring() {
    let mut game = OneSaneMan::new(Options {
        players: 3,
        origin_rule: true,
        clock_minutes: None,
    })
    .unwrap();
    // Fool's mate on board 1: player 1 is out and board 1 leaves.
    play(
        &mut game,
        &[
            "1:f2f3", "2:e2e4", "3:e2e4", "1:e7e5", "2:e7e5", "3:e7e5", "1:g2g4",
        ],
    );
    play(&mut game, &["2:g1f3", "3:g1f3", "1:d8h4"]);
    let view = game.view(Viewer::Public);
    assert_eq!(
        view.ring.iter().map(|b| b.board).collect::<Vec<_>>(),
        [2, 3]
    );
    assert_eq!(view.gone.len(), 1);
    assert_eq!(view.gone[0].board, 1);
    assert_eq!(view.gone[0].moves.last().unwrap(), "Qh4#");
}

#[test]
fn the_view_names_the_seat_to_act_and_its_colour_and_the_draw_buttons_follow_the_agreements() {
    let mut game = OneSaneMan::import(
        "one-sane-man players=3\n1:e2e4\n2:e2e4\n3:e2e4\n1:e7e5\n2:d7d5\n3:e7e5\n1:g1f3\n2:e4d5\n3:g1f3",
    )
    .unwrap();
    // Board 1 to move, Black there: player 2 (seat 1).
    let view = game.view(Viewer::Public);
    assert_eq!(view.board_to_move, Some(1));
    assert_eq!(view.to_act, Some(1));
    assert_eq!(view.to_act, game.to_act());
    assert_eq!(view.army_to_act, Some(Army::Black));
    let draw_actions = |game: &OneSaneMan, seat| {
        game.legal_actions(seat)
            .into_iter()
            .filter(|a| matches!(a, Action::Draw | Action::Decline))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        draw_actions(&game, 1),
        [Action::Draw],
        "nothing to turn down"
    );
    play(&mut game, &["draw"]);
    let view = game.view(Viewer::Public);
    assert_eq!(
        (view.to_act, view.army_to_act),
        (Some(1), Some(Army::Black)),
        "a draw offer keeps the turn"
    );
    assert_eq!(draw_actions(&game, 1), [Action::Decline], "agreed already");
    play(&mut game, &["1:d7d6"]);
    let view = game.view(Viewer::Public);
    assert_eq!(view.board_to_move, Some(2));
    assert_eq!(view.to_act, game.to_act());
    assert_eq!(view.army_to_act, Some(Army::Black));
    let next = view.to_act.unwrap();
    assert_ne!(next, 1);
    assert_eq!(draw_actions(&game, next), [Action::Draw, Action::Decline]);
    assert!(draw_actions(&game, 1).is_empty(), "not player 2's turn");
}

#[test]
fn every_refused_move_or_drop_on_the_ring_names_its_reason() {
    let mut game = game(3);
    for (text, words) in [
        ("1:g1e3", "board 1: g1e3: a knight moves in an L"),
        (
            "1:f1c4",
            "board 1: f1c4: the way is blocked by the pawn on e2",
        ),
        (
            "1:g8f6",
            "board 1: g8f6: the knight on g8 is Black's, and it is White's move",
        ),
        ("2:e2e4", "it is board 1's turn, not board 2's"),
        ("1:N@g1", "your stockpile holds no white knight"),
    ] {
        let refusal = try_play(&mut game, text).unwrap_err().0;
        assert!(refusal.starts_with(words), "{text}: {refusal}");
    }
    // A pinned man, and a drop on a starting square that is taken.
    set_board(&mut game, 1, "4r1k1/8/8/8/8/8/4N3/4K1N1 w - - 0 1");
    give(&mut game, 0, Army::White, Kind::Knight, 2);
    assert_eq!(
        try_play(&mut game, "1:e2c3").unwrap_err().0,
        "board 1: e2c3: the knight on e2 is pinned: moving it would leave the king in check from \
         the rook on e8"
    );
    assert_eq!(
        try_play(&mut game, "1:N@g1").unwrap_err().0,
        "board 1: N@g1: a man is dropped only on an empty square, and the knight on g1 stands there"
    );
    // A gesture says the same as the typed move.
    let choice = Choice::Move {
        from: "e2".into(),
        to: "c3".into(),
        promotion: None,
    };
    let seat = game.to_act().unwrap();
    assert!(
        game.gesture(seat, 0, &choice)
            .and_then(|action| game.clone().apply(seat, &action).map(|_| action))
            .unwrap_err()
            .0
            .contains("is pinned")
    );
}
