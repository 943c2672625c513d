//! Scenario tests: games played through [`Game::apply`], from the start or
//! from set positions, one for every rule and ruling of the rules page.

use super::game::repetition_key;
use super::*;
use crate::engine::men::Army;
use crate::engine::{MoveKind, Position};
use crate::games::clock::TableClock;
use crate::games::{Game, Seat, Viewer};

fn game() -> CrowdedHouse {
    CrowdedHouse::new(Options::default()).unwrap()
}

fn clocked() -> CrowdedHouse {
    CrowdedHouse::new(Options {
        clock: Some(ClockOptions::default()),
    })
    .unwrap()
}

fn from(fen: &str, seat: Seat) -> CrowdedHouse {
    CrowdedHouse::from_fen(Options::default(), fen, seat).unwrap()
}

/// Plays each action for the seat to act; returns every event.
fn play(game: &mut CrowdedHouse, actions: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for text in actions.split_whitespace() {
        let seat = game
            .to_act()
            .unwrap_or_else(|| panic!("{text}: the game is over"));
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

/// Everything about a game, to check that a refusal changed nothing.
fn snapshot(game: &CrowdedHouse) -> String {
    format!("{game:?}")
}

/// Asserts that `seat` may not do `text` (neither read nor applied as a
/// typed move) and that nothing changed; returns the reason.
fn refused(game: &mut CrowdedHouse, seat: Seat, text: &str) -> String {
    let before = snapshot(game);
    let error = match game.parse_action(seat, text) {
        Err(error) => error,
        Ok(action) => game
            .apply(seat, &action)
            .expect_err(&format!("{text} should be refused")),
    };
    assert_eq!(snapshot(game), before, "{text}: a refusal changed the game");
    error.0
}

/// The UCI of `seat`'s legal moves, sorted.
fn legal(game: &CrowdedHouse, seat: Seat) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves(seat)
        .iter()
        .map(|&mv| game.position().uci(mv))
        .collect();
    moves.sort();
    moves
}

fn sans(game: &CrowdedHouse) -> Vec<&str> {
    game.moves().iter().map(|mv| mv.san.as_str()).collect()
}

#[test]
fn turns_go_king_side_white_king_side_black_queen_side_white_queen_side_black() {
    let mut game = game();
    let mut order = vec![game.to_act().unwrap()];
    for text in ["e2e4", "e7e5", "d2d4", "d7d5", "g1f3", "g8f6"] {
        play(&mut game, text);
        order.push(game.to_act().unwrap());
    }
    assert_eq!(order, [0, 1, 2, 3, 0, 1, 2]);
    let movers: Vec<Seat> = game.moves().iter().map(|mv| mv.seat).collect();
    assert_eq!(movers, [0, 1, 2, 3, 0, 1]);
    let view = game.view(Viewer::Public);
    assert_eq!(view.team, Some(Army::White));
    assert_eq!(view.next, Some(3));
    let roles: Vec<&str> = view.players.iter().map(|p| p.role.as_str()).collect();
    assert_eq!(
        roles,
        [
            "king-side White",
            "king-side Black",
            "queen-side White",
            "queen-side Black"
        ]
    );
    assert_eq!(view.players[2].half, Half::QueenSide);
    // Out of turn, even the partner is refused.
    let error = refused(&mut game, 0, "f1c4");
    assert_eq!(
        error,
        "it is queen-side White's turn, not king-side White's"
    );
    assert!(game.legal_actions(0).is_empty());
    assert!(!game.legal_actions(2).is_empty());
}

#[test]
fn a_player_moves_only_men_that_start_or_end_on_their_half() {
    let mut game = game();
    // King-side White opens: queen-side pawns are not theirs.
    let error = refused(&mut game, 0, "d2d4");
    assert_eq!(
        error,
        "d2d4: king-side White moves only men that start or end on the king side (files e-h)"
    );
    play(&mut game, "e2e4 e7e5");
    // Queen-side White may not move the partner's knight g1 (king side to
    // king side), nor the bishop to e2, but may bring it to b5: the rules'
    // own example.
    let error = refused(&mut game, 2, "Nf3");
    assert!(error.contains("queen-side White moves only men"), "{error}");
    assert!(refused(&mut game, 2, "f1e2").contains("only men that start or end on the queen side"));
    let queen_side = legal(&game, 2);
    assert!(queen_side.contains(&"f1b5".to_string()));
    assert!(queen_side.contains(&"f1c4".to_string()));
    assert!(
        queen_side.contains(&"d1h5".to_string()),
        "queen d1 starts on the queen side"
    );
    assert!(!queen_side.contains(&"f1e2".to_string()));
    assert!(
        queen_side
            .iter()
            .all(|uci| { uci.as_bytes()[0] <= b'd' || uci.as_bytes()[2] <= b'd' })
    );
    play(&mut game, "Bb5");
    assert_eq!(game.moves()[2].san, "Bb5");
    // King-side Black's bishop f8 may reach c5 (it starts on the king side).
    play(&mut game, "a7a6 Nf3 Bc5");
    assert_eq!(sans(&game), ["e4", "e5", "Bb5", "a6", "Nf3", "Bc5"]);
}

#[test]
fn a_king_may_stand_attacked_when_the_attacker_does_not_move_next() {
    // A Black rook on e8 attacks e1. Queen-side White (next: queen-side
    // Black, who could not take on e1 with a man of the king side) may step
    // the king from d1 to e1; king-side White (next: king-side Black) may
    // not.
    let fen = "k3r3/8/8/8/8/8/7P/3K4 w - - 0 1";
    let mut king_side = from(fen, 0);
    let error = refused(&mut king_side, 0, "d1e1");
    assert_eq!(error, "d1e1: king-side Black could then capture your king");
    assert_eq!(legal(&king_side, 0), ["h2h3", "h2h4"]);
    let mut queen_side = from(fen, 2);
    assert!(legal(&queen_side, 2).contains(&"d1e1".to_string()));
    play(&mut queen_side, "Ke1");
    let e1 = crate::engine::Square::parse("e1").unwrap();
    assert!(queen_side.position().is_attacked(e1, Army::Black));
    assert_eq!(queen_side.moves()[0].san, "Ke1");
    // A turn later king-side Black is the next player: king-side White is
    // in check and must step off the e-file (d1 and d2 start on its half
    // now, as the king leaves e1).
    play(&mut queen_side, "Kb8");
    assert_eq!(queen_side.moves()[1].san, "Kb8+");
    assert!(queen_side.in_check());
    assert_eq!(legal(&queen_side, 0), ["e1d1", "e1d2", "e1f1", "e1f2"]);
}

#[test]
fn the_next_players_threat_decides_check_and_mate() {
    // Each team's king-side player opens; the Black queen comes out to h4,
    // from the queen side. Queen-side White may ignore it (queen-side Black
    // could not take on e1 with a man of the king side), but king-side
    // White then has no move that stops king-side Black taking the king.
    let mut game = game();
    play(&mut game, "f2f3 e7e5 a2a3 a7a6 g2g4 Qh4");
    assert!(!game.in_check(), "queen-side White is not in check");
    assert!(game.view(Viewer::Public).moves[5].san == "Qh4");
    play(&mut game, "b2b3");
    let events = play(&mut game, "b7b6");
    assert_eq!(game.moves()[7].san, "b6#");
    assert_eq!(
        game.ending(),
        Some(Ending::Checkmate {
            winner: Army::Black
        })
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![1, 3]);
    assert_eq!(outcome.reason, "Black wins by checkmate");
    assert_eq!(
        outcome.why.as_deref(),
        Some("King-side White, to move, has no move that stops king-side Black taking the king.")
    );
    assert!(
        matches!(events.last(), Some(Event::Ended { reason, .. }) if reason == "Black wins by checkmate")
    );
    assert_eq!(game.to_act(), None);
    assert!(game.legal_actions(0).is_empty());
    assert_eq!(refused(&mut game, 0, "e2e3"), "the game is over");
}

#[test]
fn mate_and_stalemate_depend_on_whether_the_next_player_could_capture() {
    // King-side Black brings the bishop to d5, on the queen side: queen-side
    // White (no men that touch the queen side) has no move, and queen-side
    // Black could take h1 from d5: checkmate.
    let mut mate = from("k7/1r3b2/8/8/8/8/8/7K b - - 0 1", 1);
    play(&mut mate, "Bd5");
    assert_eq!(mate.moves()[0].san, "Bd5#");
    assert_eq!(
        mate.ending(),
        Some(Ending::Checkmate {
            winner: Army::Black
        })
    );
    assert_eq!(
        mate.boards(Viewer::Public)[0].checks,
        vec!["h1".to_string()]
    );
    // The rook to h8 attacks h1 as well, but from the king side: queen-side
    // Black could not take, so queen-side White, without a move, is
    // stalemated.
    let mut stalemate = from("k5r1/8/8/8/8/8/8/7K b - - 0 1", 1);
    play(&mut stalemate, "Rh8");
    assert_eq!(stalemate.moves()[0].san, "Rh8");
    assert_eq!(stalemate.ending(), Some(Ending::Stalemate));
    assert!(stalemate.boards(Viewer::Public)[0].checks.is_empty());
    let outcome = stalemate.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0, 1, 2, 3]);
    assert_eq!(outcome.reason, "draw by stalemate");
    assert_eq!(
        outcome.why.as_deref(),
        Some(
            "Queen-side White, to move, has no legal move and is not in check: the king stands \
             attacked, but only queen-side Black, who moves next, counts, and it could not take \
             the king from its half."
        )
    );
    // King-side White could have stepped the king off the bishop's
    // diagonal, a move queen-side White may not make.
    let mate = mate.outcome().unwrap().why.unwrap();
    assert!(
        mate.starts_with("Queen-side White, to move, may not save the king: K")
            && mate.ends_with("which only king-side White may make."),
        "{mate}"
    );
}

#[test]
fn a_mate_the_partner_could_have_broken_says_whose_half_the_way_out_is_on() {
    // Scholar's mate: the bishop takes on f7 from c4, on the queen side, so
    // queen-side Black is to move. Its king could step to e7, out of the
    // bishop's reach (the queen guards f7), but e8 and e7 are both on the
    // king side.
    let mut game = game();
    play(&mut game, "e4 e5 Bc4 Nc6 Qh5 Nf6 Bxf7");
    let outcome = game.outcome().expect("mate");
    assert_eq!(outcome.reason, "White wins by checkmate");
    assert_eq!(
        outcome.why.as_deref(),
        Some(
            "Queen-side Black, to move, may not save the king: Ke7 would, but it is a move on \
             the king side (files e-h), which only king-side Black may make."
        )
    );
}

#[test]
fn check_is_shown_and_must_be_answered() {
    // Queen-side Black's rook comes to a1, attacking e1 along the rank:
    // king-side White is to move, and its next player (king-side Black)
    // could take on e1, which is on its half.
    let mut game = from("k7/8/8/8/8/8/r7/4K3 b - - 0 1", 3);
    play(&mut game, "Ra1");
    assert_eq!(game.moves()[0].san, "Ra1+");
    assert!(game.in_check());
    assert!(game.view(Viewer::Seat(0)).check);
    assert_eq!(
        game.boards(Viewer::Seat(0))[0].checks,
        vec!["e1".to_string()]
    );
    // The answers: d1 is attacked too, but only from the queen side, where
    // king-side Black could not take; f1 is refused.
    assert_eq!(legal(&game, 0), ["e1d1", "e1d2", "e1e2", "e1f2"]);
    let error = refused(&mut game, 0, "e1f1");
    assert_eq!(error, "e1f1: king-side Black could then capture your king");
}

#[test]
fn castling_belongs_to_the_half_of_the_kings_start_or_end() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let king_side = from(fen, 0);
    let queen_side = from(fen, 2);
    // O-O: e1 to g1, both king side. O-O-O: e1 to c1, one square on each.
    assert!(legal(&king_side, 0).contains(&"e1g1".to_string()));
    assert!(legal(&king_side, 0).contains(&"e1c1".to_string()));
    assert!(!legal(&queen_side, 2).contains(&"e1g1".to_string()));
    assert!(legal(&queen_side, 2).contains(&"e1c1".to_string()));
    let mut queen_side = queen_side;
    assert!(refused(&mut queen_side, 2, "O-O").contains("queen-side White moves only men"));
    play(&mut queen_side, "O-O-O");
    assert_eq!(queen_side.moves()[0].san, "O-O-O");
    assert_eq!(queen_side.moves()[0].uci, "e1c1");
    let board = queen_side.position().board_fen();
    assert!(board.ends_with("2KR3R"), "{board}");
    // From the standard start, by moves.
    let mut game = game();
    play(
        &mut game,
        "e2e4 e7e5 c2c3 d7d6 g1f3 g8f6 f1c4 c8g4 h2h3 h7h6",
    );
    assert!(refused(&mut game, 2, "e1g1").contains("only men that start or end on the queen side"));
    play(&mut game, "a2a3 a7a6 O-O");
    assert_eq!(game.moves().last().unwrap().uci, "e1g1");
    assert!(game.position().board_fen().ends_with("RNBQ1RK1"));
}

#[test]
fn castling_needs_the_squares_the_king_passes_safe_from_the_next_player_only() {
    // A Black rook on d8 sweeps d1, the square the king passes in O-O-O.
    // For king-side White the next player is king-side Black, who could not
    // take on d1 with a queen-side rook: castling stands. For queen-side
    // White the next player is queen-side Black, who could: refused.
    let fen = "3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let mut king_side = from(fen, 0);
    play(&mut king_side, "O-O-O");
    assert_eq!(king_side.moves()[0].san, "O-O-O");
    let mut queen_side = from(fen, 2);
    let error = refused(&mut queen_side, 2, "e1c1");
    assert_eq!(
        error,
        "e1c1: the king would pass d1, where queen-side Black could capture it"
    );
    // Nor may the king end where the next player could take it: a rook on
    // c8 covers c1.
    let mut end = from("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1", 2);
    assert_eq!(
        refused(&mut end, 2, "O-O-O"),
        "O-O-O: queen-side Black could then capture your king"
    );
}

#[test]
fn a_king_may_castle_out_of_check() {
    // The rook on e8 attacks the king on e1, and king-side Black could take
    // it; castling to g1 passes f1 and ends on g1, neither attacked.
    let mut game = from("k3r3/8/8/8/8/8/8/4K2R w K - 0 1", 0);
    assert!(game.in_check());
    assert!(legal(&game, 0).contains(&"e1g1".to_string()));
    play(&mut game, "O-O");
    assert!(!game.in_check());
    assert_eq!(game.position().board_fen(), "k3r3/8/8/8/8/8/8/5RK1");
}

#[test]
fn en_passant_is_the_next_players_at_once() {
    let mut game = game();
    play(&mut game, "e2e4 h7h6 a2a3 a7a6 e4e5 h6h5 a3a4 d7d5");
    // Queen-side Black's double step passes king-side White's pawn on e5:
    // king-side White, next, may take en passant from its half.
    let mut taking = game.clone();
    let ep = taking
        .legal_moves(0)
        .iter()
        .find(|mv| mv.kind == MoveKind::EnPassant)
        .copied()
        .expect("en passant is legal");
    assert_eq!(taking.position().uci(ep), "e5d6");
    play(&mut taking, "exd6");
    assert_eq!(taking.moves().last().unwrap().san, "exd6");
    assert!(
        taking
            .position()
            .man_at(crate::engine::Square::parse("d5").unwrap())
            .is_none()
    );
    // Not taken at once, it is gone.
    play(&mut game, "h2h3 h5h4 b2b3 b7b6");
    assert_eq!(
        refused(&mut game, 0, "e5d6"),
        "e5d6: en passant takes a pawn only on the move straight after its double step"
    );

    // A double step beside a pawn on the other half: the next player's half
    // rule forbids the capture, and nobody may take later.
    let mut game = self::game();
    play(&mut game, "f2f4 h7h6 a2a3 a7a6 f4f5 e7e5");
    let error = refused(&mut game, 2, "f5e6");
    assert!(error.contains("queen-side White moves only men"), "{error}");
    play(&mut game, "a3a4 a6a5");
    assert_eq!(
        refused(&mut game, 0, "f5e6"),
        "f5e6: en passant takes a pawn only on the move straight after its double step"
    );
}

#[test]
fn threefold_repetition_counts_the_seat_to_move() {
    let mut game = game();
    let round = "g1f3 g8f6 b1c3 b8c6 f3g1 f6g8 c3b1 c6b8 ";
    play(&mut game, round);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.to_act(), Some(0));
    play(&mut game, &round[..round.len() - 6]);
    assert_eq!(game.ending(), None);
    play(&mut game, "c6b8");
    assert_eq!(game.ending(), Some(Ending::Repetition));
    assert_eq!(
        game.outcome().unwrap().reason,
        "draw by threefold repetition"
    );
    assert_eq!(game.outcome().unwrap().winners, vec![0, 1, 2, 3]);
    // The same board with the other player of the colour to move is
    // another position.
    let position = Position::from_fen(crate::engine::STARTING_FEN, legality::RULES).unwrap();
    let moves = legality::legal_moves(&position, 0);
    assert_ne!(
        repetition_key(&position, 0, &moves),
        repetition_key(&position, 2, &moves)
    );
}

#[test]
fn fifty_moves_and_insufficient_material_draw() {
    let mut game = from("k7/7p/8/8/8/8/8/1R2K3 w - - 99 80", 0);
    assert_eq!(game.ending(), None, "99 quiet turns are not yet a draw");
    play(&mut game, "Kf1");
    assert_eq!(game.ending(), Some(Ending::FiftyMoves));
    assert_eq!(
        game.outcome().unwrap().reason,
        "draw by the fifty-move rule"
    );
    let mut game = from("7k/8/8/8/8/8/5r2/4K3 w - - 0 1", 0);
    play(&mut game, "Kxf2");
    assert_eq!(game.ending(), Some(Ending::InsufficientMaterial));
    assert_eq!(game.to_act(), None);
}

#[test]
fn without_a_clock_talking_is_free_and_time_cannot_run_out() {
    let mut game = game();
    assert!(!game.legal_actions(0).contains(&Action::Talk));
    assert_eq!(game.out_of_time(0), None);
    assert_eq!(
        refused(&mut game, 0, "talk"),
        "this game has no clock: talking is free"
    );
    assert!(refused(&mut game, 0, "time").contains("no clock"));
    assert_eq!(game.allowance_ms(Army::White), None);
    assert_eq!(game.view(Viewer::Public).clock, None);
}

#[test]
fn a_coin_lets_the_team_talk_until_it_moves_and_goes_to_the_opponents_pile() {
    let mut game = clocked();
    assert!(game.legal_actions(0).contains(&Action::Talk));
    assert!(
        !game.legal_actions(0).contains(&Action::Cash),
        "nothing to cash yet"
    );
    let events = play(&mut game, "talk");
    assert_eq!(
        events,
        [Event::Talked {
            seat: 0,
            team: Army::White,
            payment: Payment::CentreToOpponents,
        }]
    );
    assert_eq!(game.coins().pile(Army::Black), 1);
    assert_eq!(game.coins().centre(), HANDFUL - 1);
    // A pile is time only once cashed.
    assert_eq!(game.allowance_ms(Army::Black), Some(30 * 60_000));
    assert_eq!(game.allowance_ms(Army::White), Some(30 * 60_000));
    // Paid once, the team talks freely until it moves.
    assert!(!game.legal_actions(0).contains(&Action::Talk));
    assert!(refused(&mut game, 0, "talk").contains("paid already"));
    assert_eq!(game.to_act(), Some(0), "talking keeps the turn");
    play(&mut game, "e2e4");
    // Black pays with the coin of its own pile, back to the centre; White
    // has no pile and pays from the centre again.
    let events = play(&mut game, "talk");
    assert!(matches!(
        events[..],
        [Event::Talked {
            payment: Payment::PileToCentre,
            ..
        }]
    ));
    play(&mut game, "e7e5 talk d2d4");
    let view = game.view(Viewer::Public);
    let clock = view.clock.unwrap();
    assert_eq!(clock.options, ClockOptions::default());
    assert_eq!(clock.centre, HANDFUL - 1);
    assert_eq!(
        clock.teams,
        [
            TeamTime {
                army: Army::White,
                pile: 0,
                cashed: 0,
                allowance_ms: 30 * 60_000
            },
            TeamTime {
                army: Army::Black,
                pile: 1,
                cashed: 0,
                allowance_ms: 30 * 60_000
            }
        ]
    );
    assert!(!clock.talking);
    assert_eq!(game.moves().len(), 3, "talk is no move");
}

#[test]
fn the_view_says_whether_the_team_to_act_may_talk_where_its_coin_goes_or_why_not() {
    let mut game = clocked();
    let may_talk = |game: &CrowdedHouse| {
        game.view(Viewer::Public)
            .clock
            .unwrap()
            .may_talk
            .map(|choices| {
                choices
                    .iter()
                    .map(|choice| (choice.payment, choice.action))
                    .collect::<Vec<_>>()
            })
    };
    assert_eq!(
        may_talk(&game),
        Ok(vec![(Payment::CentreToOpponents, Action::Talk)])
    );
    play(&mut game, "talk");
    let refusal = may_talk(&game).unwrap_err();
    assert!(refusal.contains("paid already"), "{refusal}");
    assert!(!game.legal_actions(0).contains(&Action::Talk));
    play(&mut game, "e2e4");
    // Black has White's coin in its pile: it chooses the pile or the centre.
    assert_eq!(
        may_talk(&game),
        Ok(vec![
            (Payment::PileToCentre, Action::Talk),
            (Payment::CentreToOpponents, Action::TalkFromCentre)
        ])
    );
    assert!(game.legal_actions(1).contains(&Action::Talk));
    assert!(game.legal_actions(1).contains(&Action::TalkFromCentre));
    play(&mut game, "talk");
    assert!(may_talk(&game).is_err());
    play(&mut game, "e7e5");
    assert_eq!(
        may_talk(&game),
        Ok(vec![(Payment::CentreToOpponents, Action::Talk)])
    );
    assert!(!game.legal_actions(2).contains(&Action::TalkFromCentre));
    assert_eq!(
        refused(&mut game, 2, "talk-centre"),
        "White has no coin in its pile: \"talk\" pays from the centre"
    );
}

#[test]
fn a_team_with_a_pile_may_pay_from_the_centre_and_keep_its_pile() {
    let mut game = clocked();
    play(&mut game, "talk e2e4");
    assert_eq!(game.coins().pile(Army::Black), 1);
    let events = play(&mut game, "talk-centre");
    assert!(matches!(
        events[..],
        [Event::Talked {
            seat: 1,
            team: Army::Black,
            payment: Payment::CentreToOpponents,
        }]
    ));
    assert_eq!(game.coins().pile(Army::Black), 1, "Black kept its coin");
    assert_eq!(game.coins().pile(Army::White), 1);
    assert_eq!(game.coins().centre(), HANDFUL - 2);
    assert!(refused(&mut game, 1, "talk").contains("paid already"));
    // The choice is saved and replayed with the game.
    let saved = SavedGame::from(game.clone());
    let text = game.export();
    assert!(text.lines().any(|line| line == "talk-centre"), "{text}");
    let replayed = CrowdedHouse::try_from(saved).unwrap();
    assert_eq!(replayed.coins(), game.coins());
}

#[test]
fn a_team_cashes_its_pile_for_minutes_and_the_pile_goes_back_to_the_centre() {
    let mut game = clocked();
    play(&mut game, "talk e2e4 e7e5 talk d2d4");
    assert_eq!(game.coins().pile(Army::Black), 2);
    assert!(refused(&mut game, 3, "time").contains("2 coins in its pile"));
    assert_eq!(game.out_of_time(3), Some(Action::Cash));
    assert!(game.legal_actions(3).contains(&Action::Cash));
    let events = play(&mut game, "cash");
    assert_eq!(
        events,
        [Event::Cashed {
            seat: 3,
            team: Army::Black,
            coins: 2,
            added_minutes: 4
        }]
    );
    assert_eq!(game.allowance_ms(Army::Black), Some(34 * 60_000));
    assert_eq!(game.coins().pile(Army::Black), 0);
    assert_eq!(game.coins().cashed(Army::Black), 2);
    assert_eq!(game.coins().centre(), HANDFUL);
    assert_eq!(game.to_act(), Some(3), "cashing keeps the turn");
    assert_eq!(
        refused(&mut game, 3, "cash"),
        "Black has no coin in its pile to cash"
    );
    assert_eq!(game.out_of_time(3), Some(Action::OutOfTime));
    // Talking now costs Black a coin from the centre, to White's pile.
    play(&mut game, "talk");
    assert_eq!(game.coins().pile(Army::White), 1);
    let clock = game.view(Viewer::Public).clock.unwrap();
    assert_eq!((clock.teams[1].pile, clock.teams[1].cashed), (0, 2));
    // Saved and opened, the coins are the same.
    let text = serde_json::to_string(&game).unwrap();
    let opened: CrowdedHouse = serde_json::from_str(&text).unwrap();
    assert_eq!(opened.coins(), game.coins());
    assert_eq!(
        CrowdedHouse::import(&game.export()).unwrap().coins(),
        game.coins()
    );
}

#[test]
fn the_team_clock_runs_for_the_team_to_move_from_the_first_move_and_a_flag_cashes_then_loses() {
    let mut game = CrowdedHouse::new(Options {
        clock: Some(ClockOptions {
            minutes: 1,
            coin_minutes: 3,
        }),
    })
    .unwrap();
    let mut clock = TableClock::new();
    let plan = game.clock_plan().unwrap();
    assert!(
        plan.clock_of_seat.is_empty(),
        "no clock before the first move"
    );
    assert_eq!(game.out_of_time(0), None, "so no flag");
    let early = game.apply(0, &Action::OutOfTime).unwrap_err();
    assert_eq!(early.0, crate::games::clock::NO_CLOCK_YET);
    clock.follow(&game, 0.0);
    assert_eq!(clock.running_clock(&plan), None);
    // White pays a coin to talk (it goes to Black's pile) and moves, on
    // nobody's time.
    play(&mut game, "talk");
    clock.follow(&game, 10_000.0);
    assert_eq!(clock.running_clock(&plan), None, "talking is no move");
    play(&mut game, "e2e4");
    clock.follow(&game, 20_000.0);
    let plan = game.clock_plan().unwrap();
    assert_eq!(plan.clock_of_seat, vec![0, 1, 0, 1], "a clock per team");
    assert_eq!(clock.running_clock(&plan), Some(1));
    assert_eq!(clock.left_ms(&plan, 0, 50_000.0), 60_000.0);
    assert_eq!(clock.left_ms(&plan, 1, 50_000.0), 30_000.0);
    play(&mut game, "e7e5");
    clock.follow(&game, 30_000.0);
    play(&mut game, "d2d4");
    clock.follow(&game, 40_000.0);
    assert_eq!(clock.flag(&game, 89_999.0), None);
    assert_eq!(
        clock.flag(&game, 90_000.0),
        Some(3),
        "queen-side Black is to act"
    );
    // Black's flag falls with a coin in its pile: it cashes, and plays on.
    let action = game.out_of_time(3).unwrap();
    assert_eq!(action, Action::Cash);
    game.apply(3, &action).unwrap();
    clock.follow(&game, 90_000.0);
    let plan = game.clock_plan().unwrap();
    assert_eq!(plan.allowance_ms, vec![60_000, 240_000]);
    assert_eq!(clock.left_ms(&plan, 1, 90_000.0), 180_000.0);
    assert_eq!(clock.flag(&game, 90_000.0), None);
    assert_eq!(clock.flag(&game, 270_000.0), Some(3));
    // Out of time again, with an empty pile: Black loses.
    let action = game.out_of_time(3).unwrap();
    let events = game.apply(3, &action).unwrap();
    assert_eq!(
        events[0],
        Event::OutOfTime {
            seat: 3,
            team: Army::Black
        }
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0, 2]);
    assert_eq!(outcome.reason, "White wins: Black ran out of time");
    clock.follow(&game, 275_000.0);
    assert_eq!(
        clock.running_clock(&plan),
        None,
        "the clock stops with the game"
    );
    assert_eq!(clock.left_ms(&plan, 1, 299_000.0), 0.0);
}

#[test]
fn running_out_of_time_draws_when_the_other_team_cannot_mate() {
    let options = Options {
        clock: Some(ClockOptions::default()),
    };
    // A move first: no clock runs before it.
    let mut game = CrowdedHouse::from_fen(options, "k7/7p/8/8/8/8/8/1R2K3 w - - 0 1", 2).unwrap();
    play(&mut game, "b1b2 time");
    assert_eq!(
        game.outcome().unwrap().reason,
        "White wins: Black ran out of time"
    );
    let mut game = CrowdedHouse::from_fen(options, "k7/8/8/8/8/8/8/1R2K3 b - - 0 1", 3).unwrap();
    play(&mut game, "a8a7 time");
    assert_eq!(
        game.ending(),
        Some(Ending::OutOfTime {
            loser: Army::White,
            drawn: true
        })
    );
    assert_eq!(
        game.outcome().unwrap().reason,
        "draw: White ran out of time, and Black cannot mate"
    );
    assert_eq!(game.outcome().unwrap().winners, vec![0, 1, 2, 3]);
}

#[test]
fn every_viewer_sees_the_same_table_and_only_the_seat_to_act_its_moves() {
    let mut game = clocked();
    play(&mut game, "e2e4 talk");
    let public = game.view(Viewer::Public);
    for seat in 0..SEATS {
        assert_eq!(game.view(Viewer::Seat(seat)), public);
    }
    assert!(!game.has_secrets());
    assert_eq!(public.to_act, Some(1));
    assert!(public.clock.unwrap().talking);
    assert_eq!(public.fen, game.position().fen());
    let boards = game.boards(Viewer::Seat(1));
    assert_eq!(boards[0].last_move, Some(("e2".into(), "e4".into())));
    let mut options: Vec<String> = boards[0]
        .moves
        .iter()
        .map(|option| format!("{}{}", option.from, option.to))
        .collect();
    options.sort();
    assert_eq!(options, legal(&game, 1));
    assert!(game.boards(Viewer::Seat(3))[0].moves.is_empty());
    assert!(game.boards(Viewer::Public)[0].moves.is_empty());
    assert_eq!(boards[0].men.len(), 32);
}

#[test]
fn every_refusal_names_its_reason() {
    use crate::games::board_view::Choice;
    let start = game();
    let gesture = |game: &CrowdedHouse, seat: Seat, from: &str, to: &str| {
        let choice = Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion: None,
        };
        game.gesture(seat, 0, &choice).unwrap_err().0
    };
    // The half rule, the board's own reasons, and whose turn.
    let cases = [
        (
            0,
            "b1",
            "c3",
            "moves only men that start or end on the king side (files e-h)",
        ),
        (0, "g1", "g3", "g1g3: a knight moves in an L"),
        (0, "f1", "c4", "f1c4: the way is blocked by the pawn on e2"),
        (
            0,
            "e7",
            "e5",
            "e7e5: the pawn on e7 is Black's, and it is White's move",
        ),
        (1, "e7", "e5", "it is king-side White's turn"),
    ];
    for (seat, from, to, words) in cases {
        let refusal = gesture(&start, seat, from, to);
        assert!(refusal.contains(words), "{from}{to}: {refusal}");
    }
}

#[test]
fn gestures_become_moves_and_promotions_offer_every_kind() {
    use crate::engine::men::Kind;
    use crate::games::board_view::Choice;
    let mut game = from("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", 0);
    let board = &game.boards(Viewer::Seat(0))[0];
    let promotion = board
        .moves
        .iter()
        .find(|option| option.from == "e7" && option.to == "e8")
        .unwrap();
    assert_eq!(promotion.promotions.len(), 4);
    let choice = Choice::Move {
        from: "e7".into(),
        to: "e8".into(),
        promotion: Some(Kind::Knight),
    };
    let action = game.gesture(0, 0, &choice).unwrap();
    game.apply(0, &action).unwrap();
    assert_eq!(game.moves()[0].san, "e8=N");
    let drop = Choice::Drop {
        army: Army::Black,
        kind: Kind::Pawn,
        to: "e4".into(),
    };
    assert!(game.gesture(1, 0, &drop).is_err());
}

#[test]
fn set_positions_must_fit_the_seat_and_keep_both_kings() {
    let options = Options::default();
    for (fen, seat, message) in [
        (
            "k7/8/8/8/8/8/8/4K3 w - - 0 1",
            1,
            "king-side Black cannot act when white is to move",
        ),
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            0,
            "black needs exactly one king",
        ),
        ("k7/8/8/8/8/8/8/4K3 w - - 0 1", 4, "there is no seat 4"),
        (
            "k3R3/8/8/8/8/8/8/4K3 w - - 0 1",
            2,
            "queen-side White could capture the other king at once",
        ),
        ("not a fen", 0, "bad FEN"),
    ] {
        let error = CrowdedHouse::from_fen(options, fen, seat).unwrap_err();
        assert!(error.0.contains(message), "{fen}: {error}");
    }
    let bad_clock = Options {
        clock: Some(ClockOptions {
            minutes: 0,
            coin_minutes: 2,
        }),
    };
    assert!(CrowdedHouse::new(bad_clock).is_err());
}

#[test]
fn saves_and_exports_replay_the_game() {
    let mut game = clocked();
    play(
        &mut game,
        "e2e4 talk e7e5 f1c4 b8c6 g1f3 talk g8f6 d2d3 d7d6 O-O",
    );
    let json = serde_json::to_string(&game).unwrap();
    let loaded: CrowdedHouse = serde_json::from_str(&json).unwrap();
    assert_eq!(snapshot(&loaded), snapshot(&game));
    let text = game.export();
    assert_eq!(
        text,
        "crowded-house clock=30 coin=2\ne2e4\ntalk\ne7e5\nf1c4\nb8c6\ng1f3\ntalk\ng8f6\nd2d3\nd7d6\ne1g1"
    );
    let imported = CrowdedHouse::import(&text).unwrap();
    assert_eq!(snapshot(&imported), snapshot(&game));
    // A set position keeps its start.
    let mut set = from("k7/1r3b2/8/8/8/8/8/7K b - - 0 1", 1);
    play(&mut set, "Bd5");
    let text = set.export();
    assert_eq!(
        text,
        "crowded-house\nstart 1 k7/1r3b2/8/8/8/8/8/7K b - - 0 1\nf7d5"
    );
    let imported = CrowdedHouse::import(&text).unwrap();
    assert_eq!(imported.ending(), set.ending());
    let loaded: CrowdedHouse = serde_json::from_str(&serde_json::to_string(&set).unwrap()).unwrap();
    assert_eq!(snapshot(&loaded), snapshot(&set));
    // Errors name the line.
    for (text, message) in [
        ("chess\ne2e4", "not a Crowded House record"),
        (
            "crowded-house\ne2e4\nd2d4",
            "line 3 (d2d4): d2d4: the pawn on d2 is White's, and it is Black's move",
        ),
        (
            "crowded-house\ne2e4\ntalk",
            "line 3 (talk): this game has no clock",
        ),
        ("crowded-house colour=red", "unknown option"),
        ("crowded-house coin=3", "coin= needs clock= too"),
        ("crowded-house\nstart x", "line 2: start needs a seat"),
    ] {
        let error = CrowdedHouse::import(text).unwrap_err();
        assert!(error.0.contains(message), "{text:?}: {error}");
    }
}
