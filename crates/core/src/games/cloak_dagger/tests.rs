//! Scenario tests: games played through [`Game::apply`] from the setup,
//! one for every rule and ruling of the rules page.

use super::*;
use crate::engine::men::{Army, Kind};
use crate::engine::{MoveKind, Square};
use crate::games::board_view::{BoardView, Choice, ManView};
use crate::games::{Game, Seat, Viewer, headless};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// Both players in the standard setup: checkers 1 to 8 are R N B Q K B N
/// R on both sides.
fn game() -> CloakDagger {
    arranged("RNBQKBNR", "RNBQKBNR")
}

fn arranged(white: &str, black: &str) -> CloakDagger {
    CloakDagger::arranged(
        Options::default(),
        Arrangement::parse(white).unwrap(),
        Arrangement::parse(black).unwrap(),
    )
}

/// Plays each action (separated by `;`) for the seat to act; returns
/// every event.
fn play(game: &mut CloakDagger, actions: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for text in actions
        .split(';')
        .map(str::trim)
        .filter(|text| !text.is_empty())
    {
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

/// Asserts that `seat` may not do `text` and that nothing changed; returns
/// the reason.
fn refused(game: &mut CloakDagger, seat: Seat, text: &str) -> String {
    let before = format!("{game:?}");
    let error = match game.parse_action(seat, text) {
        Err(error) => error,
        Ok(action) => game
            .apply(seat, &action)
            .expect_err(&format!("{text} should be refused")),
    };
    assert_eq!(
        format!("{game:?}"),
        before,
        "{text}: a refusal changed the game"
    );
    error.0
}

/// The moves of the seat to act in its current step, in UCI, sorted.
fn moves(game: &CloakDagger) -> Vec<String> {
    let mut moves: Vec<String> = game
        .current_moves()
        .iter()
        .map(|&mv| mv.to_string())
        .collect();
    moves.sort();
    moves
}

fn texts(game: &CloakDagger, viewer: Viewer) -> Vec<String> {
    game.view(viewer)
        .moves
        .into_iter()
        .map(|line| line.text)
        .collect()
}

fn man_on(board: &BoardView, square: &str) -> Option<ManView> {
    board.men.iter().find(|man| man.square == square).cloned()
}

const WHITE: Viewer = Viewer::Seat(0);
const BLACK: Viewer = Viewer::Seat(1);
const PUBLIC: Viewer = Viewer::Public;

/// The names of the kinds a checker hides.
const HIDDEN_NAMES: [&str; 5] = ["king", "queen", "rook", "bishop", "knight"];

/// Whether `json` names `kind`: as a serde value (`"queen"`) or in the
/// command line's board text (`white queen`).
fn names(json: &str, kind: &str) -> bool {
    json.contains(&format!("\"{kind}\"")) || json.contains(&format!(" {kind}"))
}

#[test]
fn the_setup_is_secret_and_white_arranges_first() {
    let mut game = CloakDagger::new(Options::default());
    assert!(game.has_secrets());
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(game.phase(), Phase::Setup);
    assert_eq!(game.legal_actions(0).len(), 960);
    assert!(game.legal_actions(1).is_empty());
    assert_eq!(
        refused(&mut game, 0, "e2e4"),
        "\"e2e4\": no move now: arrange your men first (arrange RNBQKBNR, a number 0-959 or random)"
    );
    assert_eq!(
        refused(&mut game, 0, "arrange RBNBKQNR"),
        "the two bishops must stand on squares of different colours"
    );
    assert_eq!(
        refused(&mut game, 0, "arrange KRNBBQNR"),
        "the king must stand between the two rooks"
    );
    assert_eq!(
        refused(&mut game, 1, "arrange 518"),
        "it is White's turn, not Black's"
    );
    assert_eq!(
        refused(&mut game, 0, "guess 1 rook"),
        "you may guess once a turn, at its start, before your move"
    );
    let events = play(&mut game, "arrange NRKBBQRN");
    assert_eq!(events, [Event::Arranged { seat: 0 }]);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.phase(), Phase::Setup);
    // White's men stand as checkers 1 to 8; only White knows them.
    let black_board = &game.boards(BLACK)[0];
    for (number, file) in (1..=8).zip('a'..='h') {
        let man = man_on(black_board, &format!("{file}1")).unwrap();
        assert!(man.hidden, "{man:?}");
        assert_eq!(man.label, Some(number.to_string()));
        assert_eq!(man.kind, Kind::Pawn, "a hidden man's kind says nothing");
    }
    let white_board = &game.boards(WHITE)[0];
    let c1 = man_on(white_board, "c1").unwrap();
    assert_eq!(
        (c1.kind, c1.hidden, c1.label.as_deref()),
        (Kind::King, false, Some("3"))
    );
    let white_view = game.view(WHITE);
    assert_eq!(
        white_view.arrangement,
        Some(Arrangement::parse("NRKBBQRN").unwrap())
    );
    assert_eq!(white_view.players[0].checkers[2].kind, Some(Kind::King));
    let black_view = game.view(BLACK);
    assert_eq!(black_view.arrangement, None, "Black has not arranged yet");
    assert!(black_view.players[0].arranged);
    assert!(
        black_view.players[0]
            .checkers
            .iter()
            .all(|checker| checker.kind.is_none())
    );
    assert!(!black_view.players[1].arranged);
    let json = serde_json::to_string(&black_view).unwrap();
    for name in HIDDEN_NAMES {
        assert!(!names(&json, name), "{name} in Black's view: {json}");
    }
    play(&mut game, "arrange 518");
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(game.phase(), Phase::Move);
    assert_eq!(game.arrangement(1), Some(Arrangement::STANDARD));
    assert_eq!(
        refused(&mut game, 0, "arrange 518"),
        "the men were arranged before play began"
    );
    // Castling rights follow each arrangement: White's rooks on b1 and g1.
    let fen = game.position().fen();
    assert!(
        fen.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w"),
        "{fen}"
    );
}

#[test]
fn arrange_random_gives_a_legal_arrangement() {
    let mut game = CloakDagger::new(Options::default());
    let action = game.parse_action(0, "arrange random").unwrap();
    let Action::Arrange(arrangement) = action else {
        panic!("{action:?}");
    };
    assert_eq!(Arrangement::new(arrangement.kinds()), Ok(arrangement));
    game.apply(0, &action).unwrap();
    assert_eq!(game.arrangement(0), Some(arrangement));
}

#[test]
fn public_views_boards_and_events_name_no_hidden_man() {
    let mut game = game();
    let mut events = play(&mut game, "e2e4; done; e7e5; done; g1f3; done; b8c6; done");
    let public = serde_json::to_string(&game.view(PUBLIC)).unwrap();
    let boards = serde_json::to_string(&game.boards(PUBLIC)).unwrap();
    let report = serde_json::to_string(&headless::report(&game, PUBLIC, None)).unwrap();
    events.extend(play(&mut game, "guess 2 rook"));
    let events = serde_json::to_string(&events).unwrap();
    for name in HIDDEN_NAMES {
        for (what, json) in [("view", &public), ("boards", &boards), ("report", &report)] {
            assert!(!names(json, name), "{name} in the public {what}: {json}");
        }
    }
    assert!(names(&events, "rook"), "the guess itself was said aloud");
    for name in ["king", "queen", "bishop", "knight"] {
        assert!(!names(&events, name), "{name} in the events: {events}");
    }
    assert!(report.contains("\"f3\":\"white checker 7\""), "{report}");
    assert_eq!(
        texts(&game, PUBLIC),
        ["e2-e4", "e7-e5", "[7]g1-f3", "[2]b8-c6"]
    );
    assert_eq!(
        texts(&game, WHITE),
        ["e2-e4", "e7-e5", "N[7]g1-f3", "[2]b8-c6"]
    );
    assert_eq!(
        texts(&game, BLACK),
        ["e2-e4", "e7-e5", "[7]g1-f3", "N[2]b8-c6"]
    );
    assert_eq!(game.view(PUBLIC).fen, None, "a FEN would name every man");
    assert_eq!(game.view(WHITE).grid, Some(Grid::default()));
    assert_eq!(game.view(PUBLIC).grid, None);
}

/// Plays the same public script against two different White arrangements
/// (the same men move the same way in both) and returns everything Black
/// and the public were shown.
fn seen_by_black(white: &str) -> Vec<String> {
    let mut game = CloakDagger::new(Options::default());
    let mut seen = Vec::new();
    let script = [
        format!("arrange {white}"),
        "arrange RNBQKBNR".into(),
        "e2e4".into(),
        "done".into(),
        // Wrong against both arrangements: checker 4 is the queen in one,
        // the king in the other.
        "guess 4 rook".into(),
        "d7d5".into(),
        "done".into(),
        "pass".into(),
        "b1c3".into(),
        "done".into(),
        "d5e4".into(),
        "done".into(),
        "c3e4".into(),
        "done".into(),
    ];
    for text in &script {
        let seat = game.to_act().unwrap();
        let action = game.parse_action(seat, text).unwrap();
        let events = game.apply(seat, &action).unwrap();
        seen.push(serde_json::to_string(&events).unwrap());
        for viewer in [PUBLIC, BLACK] {
            seen.push(serde_json::to_string(&game.view(viewer)).unwrap());
            seen.push(serde_json::to_string(&game.boards(viewer)).unwrap());
            seen.push(serde_json::to_string(&headless::report(&game, viewer, None)).unwrap());
            seen.push(format!("{:?}", game.legal_actions(1)));
        }
    }
    seen
}

#[test]
fn black_sees_the_same_whatever_white_arranged() {
    let standard = seen_by_black("RNBQKBNR");
    let swapped = seen_by_black("RNBKQBNR");
    assert_eq!(standard.len(), swapped.len());
    for (a, b) in standard.iter().zip(&swapped) {
        assert_eq!(a, b);
    }
    // And White did see the difference.
    let mut one = arranged("RNBQKBNR", "RNBQKBNR");
    let mut two = arranged("RNBKQBNR", "RNBQKBNR");
    play(&mut one, "e2e4");
    play(&mut two, "e2e4");
    assert_ne!(one.view(WHITE), two.view(WHITE));
    assert_eq!(one.view(BLACK).players, two.view(BLACK).players);
}

#[test]
fn a_right_guess_names_the_checker_to_both_and_earns_a_bonus_move_after_the_move() {
    let mut game = game();
    assert!(game.may_guess());
    assert_eq!(
        refused(&mut game, 0, "guess 3 pawn"),
        "\"pawn\" is no kind a checker may be: king, queen, rook, bishop or knight"
    );
    let events = play(&mut game, "guess 4 queen");
    assert_eq!(
        events,
        [Event::Guessed {
            seat: 0,
            number: 4,
            kind: Kind::Queen,
            right: true
        }]
    );
    assert!(!game.may_guess());
    assert_eq!(
        refused(&mut game, 0, "guess 5 king"),
        "you may guess once a turn, at its start, before your move"
    );
    // Both players, and the public, now know Black's checker 4.
    for viewer in [PUBLIC, WHITE, BLACK] {
        let d8 = man_on(&game.boards(viewer)[0], "d8").unwrap();
        assert_eq!(
            (d8.kind, d8.hidden, d8.label.as_deref()),
            (Kind::Queen, false, Some("4"))
        );
        let checker = &game.view(viewer).players[1].checkers[3];
        assert_eq!(
            (checker.kind, checker.cloaked, checker.guessed),
            (Some(Kind::Queen), true, true)
        );
    }
    assert_eq!(game.bonus_owed(), None);
    play(&mut game, "e2e4");
    assert_eq!(game.phase(), Phase::BonusAfter);
    assert_eq!(game.to_act(), Some(0));
    let position = game.position();
    assert!(
        game.current_moves()
            .iter()
            .all(|mv| position.man_at(mv.from).map(|man| man.kind) == Some(Kind::Pawn)),
        "{:?}",
        moves(&game)
    );
    assert!(moves(&game).contains(&"e4e5".to_string()));
    assert_eq!(
        refused(&mut game, 0, "g1f3"),
        "g1f3: a bonus move is a pawn move or a captured pawn's drop"
    );
    assert_eq!(
        refused(&mut game, 0, "done"),
        "your turn is not over: make a bonus move or pass"
    );
    let events = play(&mut game, "d2d4");
    assert_eq!(
        events,
        [Event::Moved {
            seat: 0,
            bonus: true,
            text: "d2-d4".into()
        }]
    );
    assert_eq!(game.phase(), Phase::Finish);
    play(&mut game, "done");
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.phase(), Phase::Move);
    let lines = game.view(PUBLIC).moves;
    assert_eq!(
        lines.iter().map(|line| line.bonus).collect::<Vec<_>>(),
        [false, true]
    );
    // The named queen is written with her letter for everybody.
    play(&mut game, "e7e5; done; a2a3; done; d8h4");
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "Q[4]d8-h4");
    assert_eq!(
        game.guesses(),
        [Guess {
            seat: 0,
            number: 4,
            kind: Kind::Queen,
            right: true
        }]
    );
    assert_eq!(game.view(PUBLIC).guesses, game.guesses());
}

#[test]
fn a_wrong_guess_gives_the_opponent_a_bonus_move_before_their_move() {
    let mut game = game();
    let events = play(&mut game, "guess 4 rook");
    assert_eq!(
        events,
        [Event::Guessed {
            seat: 0,
            number: 4,
            kind: Kind::Rook,
            right: false
        }]
    );
    assert_eq!(game.bonus_owed(), Some(1));
    assert!(
        game.view(PUBLIC).players[1].checkers[3].kind.is_none(),
        "a wrong guess names nobody"
    );
    play(&mut game, "e2e4");
    assert_eq!(
        game.phase(),
        Phase::Finish,
        "no bonus move for a wrong guess"
    );
    play(&mut game, "done");
    assert_eq!((game.to_act(), game.phase()), (Some(1), Phase::BonusBefore));
    assert_eq!(game.view(PUBLIC).bonus_owed, None);
    assert!(!game.may_guess(), "the guess comes after the bonus move");
    // The bonus move, then the regular move: two pawn moves in a row.
    play(&mut game, "d7d5");
    assert_eq!(game.phase(), Phase::Move);
    assert!(game.may_guess());
    let events = play(&mut game, "d5e4");
    assert_eq!(
        events,
        [
            Event::Moved {
                seat: 1,
                bonus: false,
                text: "d5xe4".into()
            },
            Event::Captured {
                seat: 0,
                number: None,
                kind: Kind::Pawn
            }
        ]
    );
    assert_eq!(game.pawns_in_hand(0), 1);
    assert_eq!(game.lost(0), [Kind::Pawn]);
    play(&mut game, "done");
    assert_eq!((game.to_act(), game.phase()), (Some(0), Phase::Move));
    // Passing a bonus move is allowed too.
    let mut other = self::game();
    play(&mut other, "guess 1 queen; a2a3; done");
    assert_eq!(other.phase(), Phase::BonusBefore);
    assert_eq!(play(&mut other, "pass"), [Event::Passed { seat: 1 }]);
    assert_eq!(other.phase(), Phase::Move);
    assert_eq!(
        refused(&mut other, 1, "pass"),
        "there is no bonus move to pass: guess or move"
    );
}

#[test]
fn a_captured_pawn_comes_back_as_a_bonus_drop_on_the_second_rank() {
    let mut game = game();
    play(&mut game, "e2e4; done; d7d5; done; a2a3; done; d5e4; done");
    assert_eq!(game.pawns_in_hand(0), 1);
    play(&mut game, "guess 5 king; h2h3");
    assert_eq!(game.phase(), Phase::BonusAfter);
    assert!(moves(&game).contains(&"P@e2".to_string()));
    assert!(
        moves(&game).contains(&"P@a2".to_string()),
        "a2 is empty since a2-a3"
    );
    assert!(
        moves(&game).contains(&"P@h2".to_string()),
        "h2 is empty since h2-h3"
    );
    assert_eq!(
        refused(&mut game, 0, "P@e3"),
        "P@e3: a captured pawn comes back on your second rank"
    );
    assert_eq!(
        refused(&mut game, 0, "P@b2"),
        "P@b2: a man is dropped only on an empty square, and the pawn on b2 stands there"
    );
    let drops: Vec<String> = game.boards(WHITE)[0]
        .drops
        .iter()
        .map(|drop| drop.to.clone())
        .collect();
    assert!(drops.contains(&"e2".to_string()));
    assert!(game.boards(BLACK)[0].drops.is_empty());
    let drop = game
        .gesture(
            0,
            0,
            &Choice::Drop {
                army: Army::White,
                kind: Kind::Pawn,
                to: "e2".into(),
            },
        )
        .unwrap();
    let events = game.apply(0, &drop).unwrap();
    assert_eq!(
        events,
        [Event::Moved {
            seat: 0,
            bonus: true,
            text: "P@e2".into()
        }]
    );
    assert_eq!(game.pawns_in_hand(0), 0);
    assert_eq!(
        game.position().man_at(sq("e2")).map(|man| man.kind),
        Some(Kind::Pawn)
    );
    play(&mut game, "done");
    // The pawn is a pawn again (e4 is Black's now).
    play(&mut game, "a7a6; done; e2e3");
    // No drop without a captured pawn in hand.
    play(&mut game, "done; guess 8 rook; a6a5");
    assert_eq!(game.phase(), Phase::BonusAfter);
    assert!(moves(&game).iter().all(|mv| !mv.contains('@')));
    assert_eq!(
        refused(&mut game, 1, "P@e7"),
        "P@e7: none of your pawns has been captured"
    );
}

#[test]
fn uncloaking_shows_a_checker_for_good_and_the_turn_ends_when_none_is_left() {
    let mut game = game();
    assert_eq!(
        refused(&mut game, 0, "uncloak 7"),
        "you uncloak checkers at the end of your turn, after your moves"
    );
    play(&mut game, "g1f3");
    assert_eq!(game.phase(), Phase::Finish);
    let legal = game.legal_actions(0);
    for number in 1..=8 {
        assert!(legal.contains(&Action::Uncloak(number)));
    }
    assert!(legal.contains(&Action::Done));
    assert!(!legal.iter().any(|action| matches!(action, Action::Move(_))));
    let events = play(&mut game, "uncloak 7");
    assert_eq!(
        events,
        [Event::Uncloaked {
            seat: 0,
            number: 7,
            kind: Kind::Knight
        }]
    );
    assert_eq!(
        refused(&mut game, 0, "uncloak 7"),
        "your checker 7 is uncloaked already"
    );
    assert_eq!(
        refused(&mut game, 0, "e2e4"),
        "\"e2e4\": no move now: your moves are made: uncloak checkers or say done"
    );
    for viewer in [PUBLIC, BLACK] {
        let f3 = man_on(&game.boards(viewer)[0], "f3").unwrap();
        assert_eq!(
            f3,
            ManView::plain("f3", Army::White, Kind::Knight),
            "an uncloaked man is plain"
        );
        let checker = &game.view(viewer).players[0].checkers[6];
        assert_eq!((checker.kind, checker.cloaked), (Some(Kind::Knight), false));
    }
    // The move list now names the knight for everybody, even the move
    // he made while cloaked.
    assert_eq!(texts(&game, PUBLIC), ["N[7]g1-f3"]);
    play(&mut game, "done; e7e5; done; f3g5");
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "Nf3-g5");
    // Uncloaking every checker left ends the turn at once.
    for number in [1, 2, 3, 4, 5, 6] {
        play(&mut game, &format!("uncloak {number}"));
        assert_eq!(game.to_act(), Some(0));
    }
    play(&mut game, "uncloak 8");
    assert_eq!((game.to_act(), game.phase()), (Some(1), Phase::Move));
    assert!(
        game.view(PUBLIC).players[0]
            .checkers
            .iter()
            .all(|checker| checker.kind.is_some())
    );
    assert!(!game.view(PUBLIC).players[0].king_cloaked);
    // With nothing to uncloak, White's turns end with the move.
    play(&mut game, "a7a6; done; a2a3");
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn an_uncloak_reveals_the_viewers_own_man_as_its_view_knows_him() {
    let mut game = arranged("RBNQKNBR", "RNBQKBNR");
    play(&mut game, "h2h4");
    assert_eq!(game.phase(), Phase::Finish);
    let white = game.view(WHITE);
    let reveals: Vec<Option<Kind>> = (1..=8).map(|n| white.uncloak_reveals(n)).collect();
    let arrangement = Arrangement::parse("RBNQKNBR").unwrap();
    assert_eq!(
        reveals,
        arrangement.kinds().map(Some),
        "each of White's checkers, a to h"
    );
    assert_eq!(white.uncloak_reveals(9), None, "no checker 9");
    // Black's view names Black's own men, never White's.
    assert_eq!(game.view(BLACK).uncloak_reveals(4), Some(Kind::Queen));
    assert_eq!(game.view(BLACK).uncloak_reveals(2), Some(Kind::Knight));
    assert!((1..=8).all(|n| game.view(PUBLIC).uncloak_reveals(n).is_none()));
    // Uncloaked, he shows already: nothing left to reveal.
    play(&mut game, "uncloak 4");
    assert_eq!(game.view(WHITE).uncloak_reveals(4), None);
    assert_eq!(game.view(WHITE).uncloak_reveals(5), Some(Kind::King));
    // A captured checker is off the board.
    play(
        &mut game,
        "done; g7g5; done; h4g5; done; h7h6; done; g5h6; done; a7a6; done; h6h7; done; a6a5; done; h7g8q",
    );
    assert_eq!(game.view(BLACK).uncloak_reveals(7), None);
    assert_eq!(game.view(BLACK).uncloak_reveals(8), Some(Kind::Rook));
}

#[test]
fn a_captured_checker_is_shown_and_a_promoted_pawn_is_uncloaked() {
    let mut game = game();
    play(
        &mut game,
        "h2h4; done; g7g5; done; h4g5; done; h7h6; done; g5h6; done; a7a6; done; h6h7; done; a6a5; done",
    );
    assert_eq!(game.lost(1), [Kind::Pawn, Kind::Pawn]);
    assert_eq!(game.pawns_in_hand(1), 2);
    let events = play(&mut game, "h7g8q");
    assert_eq!(
        events,
        [
            Event::Moved {
                seat: 0,
                bonus: false,
                text: "h7xg8=Q".into()
            },
            Event::Captured {
                seat: 1,
                number: Some(7),
                kind: Kind::Knight
            }
        ]
    );
    for viewer in [PUBLIC, WHITE, BLACK] {
        let g8 = man_on(&game.boards(viewer)[0], "g8").unwrap();
        assert_eq!(
            g8,
            ManView::plain("g8", Army::White, Kind::Queen),
            "a promoted man is uncloaked"
        );
        let knight = &game.view(viewer).players[1].checkers[6];
        assert_eq!(
            (knight.kind, knight.captured, knight.square.as_deref()),
            (Some(Kind::Knight), true, None)
        );
    }
    assert_eq!(game.clues().allowed(1, 7), [Kind::Knight]);
    // The rook takes the new queen: she was no checker.
    play(&mut game, "done; h8g8");
    let events = game.view(PUBLIC);
    assert_eq!(events.players[0].lost, [Kind::Queen]);
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "[8]h8xg8");
}

#[test]
fn a_cloaked_king_may_stand_in_check_and_is_captured() {
    let mut game = game();
    play(&mut game, "e2e4; done; f7f6; done; d1h5");
    // The queen attacks the cloaked king on e8: nobody says check.
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "[4]d1-h5");
    play(&mut game, "done");
    assert!(!game.in_check());
    assert!(!game.view(BLACK).check);
    assert!(game.boards(BLACK)[0].checks.is_empty());
    // Black may stay in check, or even step into another.
    assert!(moves(&game).contains(&"a7a6".to_string()));
    assert!(
        moves(&game).contains(&"e8f7".to_string()),
        "stepping onto the queen's diagonal"
    );
    play(&mut game, "a7a6; done");
    let events = play(&mut game, "h5e8");
    assert_eq!(
        events,
        [
            Event::Moved {
                seat: 0,
                bonus: false,
                text: "[4]h5xe8".into()
            },
            Event::Captured {
                seat: 1,
                number: Some(5),
                kind: Kind::King
            },
            Event::Ended {
                ending: Ending::KingCaptured {
                    winner: Army::White
                },
                reason: "White wins by capturing the king".into()
            }
        ]
    );
    assert_eq!(game.to_act(), None);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, [0]);
    assert!(game.legal_actions(0).is_empty() && game.legal_actions(1).is_empty());
    assert_eq!(refused(&mut game, 1, "a6a5"), "the game is over");
    // Once the game is over every arrangement is shown.
    let public = game.view(PUBLIC);
    assert!(
        public
            .players
            .iter()
            .all(|player| player.checkers.iter().all(|c| c.kind.is_some()))
    );
    assert!(public.fen.is_some());
    assert!(game.boards(PUBLIC)[0].men.iter().all(|man| !man.hidden));
}

#[test]
fn an_uncloaked_king_follows_the_rules_of_check() {
    let mut game = game();
    // White uncloaks the king at the end of the first turn.
    play(
        &mut game,
        "f2f4; uncloak 5; done; e7e5; done; a2a3; done; d8h4",
    );
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "[4]d8-h4+");
    play(&mut game, "done");
    assert!(game.in_check());
    assert!(game.view(PUBLIC).check);
    assert_eq!(game.boards(PUBLIC)[0].checks, ["e1"]);
    // Only the block on g3 saves the king.
    assert_eq!(moves(&game), ["g2g3"]);
    assert_eq!(
        refused(&mut game, 0, "a3a4"),
        "a3a4: your king is uncloaked, so it follows the rules of check: the king is in check from \
         checker 4 on h4, and this does not end the check"
    );
    assert_eq!(
        refused(&mut game, 0, "e1f2"),
        "e1f2: your king is uncloaked, so it follows the rules of check: the king would stand in \
         check on f2 from checker 4 on h4"
    );
    let board = &game.boards(WHITE)[0];
    assert_eq!(board.moves.len(), 1);
    assert_eq!(
        (board.moves[0].from.as_str(), board.moves[0].to.as_str()),
        ("g2", "g3")
    );
    // The same with a cloaked king: anything goes, and Black takes him.
    let mut cloaked = self::game();
    play(&mut cloaked, "f2f4; done; e7e5; done; a2a3; done; d8h4");
    assert_eq!(texts(&cloaked, PUBLIC).last().unwrap(), "[4]d8-h4");
    play(&mut cloaked, "done");
    assert!(!cloaked.in_check());
    assert!(moves(&cloaked).contains(&"a3a4".to_string()));
    play(&mut cloaked, "a3a4; done; h4e1");
    assert_eq!(
        cloaked.ending(),
        Some(Ending::KingCaptured {
            winner: Army::Black
        })
    );
}

#[test]
fn an_uncloaked_king_with_no_way_out_is_checkmated() {
    let mut game = game();
    play(
        &mut game,
        "f2f3; uncloak 5; done; e7e5; done; g2g4; done; d8h4",
    );
    assert_eq!(game.phase(), Phase::Finish);
    let events = play(&mut game, "done");
    assert_eq!(
        events,
        [Event::Ended {
            ending: Ending::Checkmate {
                winner: Army::Black
            },
            reason: "Black wins by checkmate".into()
        }]
    );
    assert_eq!(game.outcome().unwrap().winners, [1]);
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "Q[4]d8-h4#");
}

#[test]
fn castling_is_chess960_castling() {
    // King b1, rooks a1 and h1; the knights on c1 and d1 make room.
    let mut game = arranged("RKNNBBQR", "RNBQKBNR");
    play(&mut game, "c1b3; done; a7a6; done; d1e3; done; b7b6; done");
    assert!(moves(&game).contains(&"b1a1".to_string()));
    let events = play(&mut game, "O-O-O");
    assert_eq!(
        events,
        [Event::Moved {
            seat: 0,
            bonus: false,
            text: "O-O-O".into()
        }]
    );
    let position = game.position();
    assert_eq!(
        position.man_at(sq("c1")).map(|man| man.kind),
        Some(Kind::King)
    );
    assert_eq!(
        position.man_at(sq("d1")).map(|man| man.kind),
        Some(Kind::Rook)
    );
    assert_eq!(position.man_at(sq("a1")), None);
    assert_eq!(position.man_at(sq("b1")), None);
    // The checkers moved with them, and the castling pair told Black who
    // they are.
    assert_eq!(game.checkers().at(sq("c1")), Some((0, 2)));
    assert_eq!(game.checkers().at(sq("d1")), Some((0, 1)));
    assert_eq!(game.clues().allowed(0, 2), [Kind::King]);
    assert_eq!(game.clues().allowed(0, 1), [Kind::Rook]);
    let board = &game.boards(BLACK)[0];
    assert!(
        man_on(board, "c1").unwrap().hidden,
        "still a checker on the board"
    );
    assert_eq!(board.last_move, Some(("b1".into(), "a1".into())));
}

/// White to move with the king attacked from b4 and the king-side castling
/// squares free: `uncloak` says whether the king was uncloaked.
fn checked_before_castling(uncloak: bool) -> CloakDagger {
    let mut game = game();
    let first = if uncloak {
        "e2e4; uncloak 5; done"
    } else {
        "e2e4; done"
    };
    play(&mut game, first);
    play(
        &mut game,
        "e7e6; done; d2d3; done; a7a6; done; g1f3; done; b7b6; done; f1e2; done; f8b4; done",
    );
    game
}

#[test]
fn a_cloaked_king_may_castle_out_of_check_an_uncloaked_one_may_not() {
    let mut cloaked = checked_before_castling(false);
    assert_eq!(texts(&cloaked, PUBLIC).last().unwrap(), "[6]f8-b4");
    assert!(!cloaked.in_check());
    play(&mut cloaked, "O-O");
    assert_eq!(
        cloaked.position().man_at(sq("g1")).map(|man| man.kind),
        Some(Kind::King)
    );
    assert_eq!(
        cloaked.position().man_at(sq("f1")).map(|man| man.kind),
        Some(Kind::Rook)
    );
    let mut uncloaked = checked_before_castling(true);
    assert_eq!(texts(&uncloaked, PUBLIC).last().unwrap(), "[6]f8-b4+");
    assert!(uncloaked.in_check());
    assert!(!moves(&uncloaked).contains(&"e1h1".to_string()));
    assert_eq!(
        refused(&mut uncloaked, 0, "e1h1"),
        "e1h1: your king is uncloaked, so it follows the rules of check: a king in check may not \
         castle, and checker 6 on b4 gives check"
    );
    assert_eq!(
        refused(&mut uncloaked, 0, "O-O"),
        "O-O: your king is uncloaked, so it follows the rules of check: a king in check may not \
         castle, and checker 6 on b4 gives check"
    );
    // Blocking the check is fine; so is stepping aside.
    assert!(moves(&uncloaked).contains(&"c2c3".to_string()));
    assert!(moves(&uncloaked).contains(&"e1f1".to_string()));
    assert!(!moves(&uncloaked).contains(&"e1d2".to_string()));
}

#[test]
fn en_passant_only_on_the_very_next_move() {
    let setup = "e2e4; done; a7a6; done; e4e5; done; guess 4 queen; d7d5";
    // Black's double step, then Black's bonus move: White's chance is gone.
    let mut game = game();
    play(&mut game, setup);
    assert_eq!(game.phase(), Phase::BonusAfter);
    play(&mut game, "h7h6; done");
    assert_eq!(
        refused(&mut game, 0, "e5d6"),
        "e5d6: en passant takes a pawn only on the move straight after its double step"
    );
    // Black passes the bonus move: White may take at once.
    let mut game = self::game();
    play(&mut game, setup);
    play(&mut game, "pass; done");
    let events = play(&mut game, "e5d6");
    assert_eq!(
        events[0],
        Event::Moved {
            seat: 0,
            bonus: false,
            text: "e5xd6".into()
        }
    );
    assert_eq!(game.lost(1), [Kind::Pawn]);
    assert_eq!(game.position().man_at(sq("d5")), None);
    assert_eq!(game.plies().last().unwrap().mv.kind, MoveKind::EnPassant);
}

#[test]
fn the_grid_is_private_and_help_marks_what_is_certain() {
    let mut game = game();
    play(&mut game, "mark 4 queen o; mark 1 king x");
    let grid = game.view(WHITE).grid.unwrap();
    assert_eq!(grid.get(4, Kind::Queen), Some(Mark::Circle));
    assert_eq!(grid.get(1, Kind::King), Some(Mark::Cross));
    assert_eq!(
        game.view(BLACK).grid,
        Some(Grid::default()),
        "Black sees only Black's grid"
    );
    assert_eq!(game.view(PUBLIC).grid, None);
    assert_eq!(
        refused(&mut game, 1, "mark 4 queen o"),
        "it is White's turn, not Black's"
    );
    assert_eq!(game.to_act(), Some(0), "marks do not end a turn");
    play(&mut game, "e2e4; done; g8f6; done; guess 2 bishop");
    assert!(game.legal_actions(0).contains(&Action::Help));
    play(&mut game, "help");
    let grid = game.view(WHITE).grid.unwrap();
    // Checker 7 jumped like a knight; checker 2 is no bishop (a wrong guess);
    // corner checkers are never kings; marks that were not certain stay.
    assert_eq!(grid.get(7, Kind::Knight), Some(Mark::Circle));
    assert_eq!(grid.get(7, Kind::Queen), Some(Mark::Cross));
    assert_eq!(grid.get(2, Kind::Bishop), Some(Mark::Cross));
    assert_eq!(grid.get(8, Kind::King), Some(Mark::Cross));
    assert_eq!(grid.get(4, Kind::Queen), Some(Mark::Circle));
    assert_eq!(grid.get(2, Kind::Knight), Some(Mark::Blank));
    // Help with nothing more to mark is still offered, and marks nothing.
    let helped = game.view(WHITE).grid;
    play(&mut game, "help");
    assert_eq!(game.view(WHITE).grid, helped, "nothing more to mark");
    // A mark already on the grid is no mark to make.
    let mark = Action::Mark {
        number: 4,
        kind: Kind::Queen,
        mark: Mark::Circle,
    };
    assert!(!game.legal_actions(0).contains(&mark));
    assert!(game.apply(0, &mark).is_err());
    // Without help, nobody asks.
    let mut plain = CloakDagger::arranged(
        Options { help: false },
        Arrangement::STANDARD,
        Arrangement::STANDARD,
    );
    assert!(!plain.legal_actions(0).contains(&Action::Help));
    assert_eq!(
        refused(&mut plain, 0, "help"),
        "this game is played without help"
    );
    assert!(!plain.view(PUBLIC).help);
}

#[test]
fn the_second_grid_shows_each_player_what_the_opponent_may_know_of_their_men() {
    let mut game = game();
    play(&mut game, "e2e4; done; g8f6; done; guess 2 bishop");
    let cell = |grid: &[[Option<Mark>; 5]; 8], number: usize, kind: Kind| {
        grid[number - 1][KINDS.iter().position(|&k| k == kind).unwrap()]
    };
    // Black's checker 7 jumped like a knight and White named checker 2 a
    // bishop, wrongly: Black sees that White may know both.
    let black = game.view(BLACK).exposed.unwrap();
    assert_eq!(cell(&black, 7, Kind::Knight), Some(Mark::Circle));
    assert_eq!(cell(&black, 2, Kind::Bishop), Some(Mark::Cross));
    assert_eq!(cell(&black, 2, Kind::Knight), None, "still open");
    // White's checkers have not moved: Black knows only what the Chess960
    // rules tell (a corner checker is never the king).
    let white = game.view(WHITE).exposed.unwrap();
    assert_eq!(cell(&white, 1, Kind::King), Some(Mark::Cross));
    assert_eq!(cell(&white, 7, Kind::Knight), None);
    assert_eq!(white, game.clues().certain(0));
    // Only the players see theirs, and only at tables with help.
    assert_eq!(game.view(PUBLIC).exposed, None);
    let plain = CloakDagger::arranged(
        Options { help: false },
        Arrangement::STANDARD,
        Arrangement::STANDARD,
    );
    assert_eq!(plain.view(WHITE).exposed, None);
}

#[test]
fn the_same_visible_position_three_times_is_a_draw() {
    let mut game = game();
    let round = "g1f3; done; g8f6; done; f3g1; done; f6g8; done; ";
    play(&mut game, round);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.ending(), None);
    let events = play(&mut game, round);
    assert_eq!(game.ending(), Some(Ending::Repetition));
    assert_eq!(
        events.last(),
        Some(&Event::Ended {
            ending: Ending::Repetition,
            reason: "draw by threefold repetition".into()
        })
    );
    assert_eq!(game.outcome().unwrap().winners, [0, 1]);
}

#[test]
fn uncloaking_changes_the_visible_position() {
    let mut game = game();
    play(
        &mut game,
        "g1f3; uncloak 7; done; g8f6; done; f3g1; done; f6g8; done",
    );
    play(&mut game, "g1f3; done; g8f6; done; f3g1; done; f6g8; done");
    assert_eq!(
        game.repetitions(),
        2,
        "the start, with checker 7 cloaked, is not repeated"
    );
    assert_eq!(game.ending(), None);
}

#[test]
fn a_hundred_quiet_turns_are_a_draw() {
    let mut game = game();
    play(&mut game, "e2e4; done; e7e5; done; d2d4; done; d7d5; done");
    let mut seen = std::collections::HashSet::new();
    let mut turns = 0;
    while game.ending().is_none() {
        let seat = game.to_act().unwrap();
        assert_eq!(game.phase(), Phase::Move);
        assert_eq!(game.quiet_turns(), turns);
        // The first quiet move to a board not seen before.
        let mv = game
            .current_moves()
            .into_iter()
            .find(|&mv| {
                let position = game.position();
                let quiet = position.man_at(mv.to).is_none()
                    && position
                        .man_at(mv.from)
                        .is_some_and(|man| man.kind != Kind::Pawn);
                let mut after = position.clone();
                after.make(mv);
                quiet && !seen.contains(&after.board_fen())
            })
            .expect("a new quiet move");
        let mut after = game.position().clone();
        after.make(mv);
        seen.insert(after.board_fen());
        game.apply(seat, &Action::Move(mv)).unwrap();
        game.apply(seat, &Action::Done).unwrap();
        turns += 1;
        assert!(turns <= 100);
    }
    assert_eq!(turns, 100);
    assert_eq!(game.ending(), Some(Ending::FiftyMoves));
}

#[test]
fn no_move_and_no_check_is_stalemate() {
    // Sam Loyd's ten-move stalemate, Black's king uncloaked from the start.
    let mut game = game();
    play(&mut game, "e2e3; done; a7a5; uncloak 5; done");
    for (white, black) in [
        ("d1h5", "a8a6"),
        ("h5a5", "h7h5"),
        ("h2h4", "a6h6"),
        ("a5c7", "f7f6"),
        ("c7d7", "e8f7"),
        ("d7b7", "d8d3"),
        ("b7b8", "d3h7"),
        ("b8c8", "f7g6"),
    ] {
        play(&mut game, &format!("{white}; done; {black}; done"));
    }
    assert_eq!(game.ending(), None);
    play(&mut game, "c8e6; done");
    assert_eq!(game.ending(), Some(Ending::Stalemate));
    assert_eq!(game.outcome().unwrap().winners, [0, 1]);
}

#[test]
fn the_game_has_no_clock_so_no_flag_falls() {
    let mut game = game();
    play(&mut game, "e2e4; done");
    assert_eq!(game.clock_plan(), None);
    assert_eq!(game.out_of_time(1), None);
    let refused = game.parse_action(1, "time").unwrap_err();
    assert!(refused.0.contains("time"), "{refused}");
}

#[test]
fn refusals_name_the_reason_but_never_what_a_checker_hides() {
    let mut game = game();
    let not_yours = refused(&mut game, 0, "g8f6");
    assert_eq!(
        not_yours,
        "g8f6: checker 7 on g8 is Black's, and it is White's move"
    );
    assert!(refused(&mut game, 0, "g1g3").starts_with("g1g3: a knight moves in an L"));
    assert!(refused(&mut game, 0, "f1c4").ends_with("blocked by the pawn on e2"));
    play(&mut game, "e2e4; done; g8f6; done; d1f3; done; a7a6; done");
    let blocked = refused(&mut game, 0, "f3f7");
    assert_eq!(blocked, "f3f7: the way is blocked by checker 7 on f6");
    // Once a checker is public (here: captured by nobody yet, but
    // uncloaked), his kind may be named.
    play(&mut game, "b1c3; uncloak 2; done");
    let black = refused(&mut game, 1, "a8a3");
    assert!(
        black.ends_with("the way is blocked by the pawn on a6"),
        "{black}"
    );
    let own = refused(&mut game, 1, "b8d7");
    assert!(own.contains("the pawn on d7 is Black's own"), "{own}");
    for words in [not_yours, blocked] {
        assert!(!words.contains("knight"), "{words}");
    }
}

#[test]
fn out_of_turn_and_unknown_actions_are_refused() {
    let mut game = game();
    assert_eq!(
        refused(&mut game, 1, "e7e5"),
        "it is White's turn, not Black's"
    );
    assert_eq!(
        refused(&mut game, 2, "e7e5"),
        "it is White's turn, not seat 2's"
    );
    assert_eq!(
        refused(&mut game, 0, "e2e5"),
        "e2e5: a pawn moves straight forward (toward rank 8) and captures one square diagonally \
         forward"
    );
    assert_eq!(
        refused(&mut game, 0, "zz"),
        "\"zz\" is no move (write moves like e2e4, or O-O)"
    );
    assert_eq!(
        refused(&mut game, 0, "done"),
        "your turn is not over: guess or move"
    );
    assert_eq!(
        refused(&mut game, 0, "pass"),
        "there is no bonus move to pass: guess or move"
    );
    assert_eq!(
        refused(&mut game, 0, "guess 9 rook"),
        "\"9\" is no checker: they are numbered 1 to 8"
    );
    assert!(
        game.apply(1, &Action::Move(game.current_moves()[0]))
            .is_err()
    );
    // Guesses about public checkers are refused with what everybody knows.
    play(&mut game, "e2e4; done; g8f6; uncloak 7; done");
    assert_eq!(
        refused(&mut game, 0, "guess 7 queen"),
        "checker 7 is uncloaked: he is a knight"
    );
    play(&mut game, "guess 4 queen; d2d4; pass; done; a7a6; done");
    assert_eq!(
        refused(&mut game, 0, "guess 4 queen"),
        "checker 4 was named already: he is a queen"
    );
    // The board's gestures are moves of the current step.
    let gesture = game.gesture(
        0,
        0,
        &Choice::Move {
            from: "g1".into(),
            to: "f3".into(),
            promotion: None,
        },
    );
    assert_eq!(
        gesture,
        Ok(Action::Move(crate::engine::Move::normal(
            sq("g1"),
            sq("f3")
        )))
    );
    assert!(
        game.gesture(
            1,
            0,
            &Choice::Move {
                from: "a6".into(),
                to: "a5".into(),
                promotion: None
            }
        )
        .is_err()
    );
}

#[test]
fn saves_and_records_replay_the_game() {
    let mut game = arranged("RKNNBBQR", "NRKBBQRN");
    play(
        &mut game,
        "c1b3; mark 3 king o; done; guess 1 knight; a7a6; done; pass; d1e3; help; done; b7b6; done; b1a1; uncloak 2; done",
    );
    let text = game.export();
    assert!(
        text.starts_with("cloak-dagger\narrange RKNNBBQR\narrange NRKBBQRN\nc1b3\nmark 3 king o"),
        "{text}"
    );
    assert!(
        text.contains("\nb1a1\nuncloak 2\n"),
        "castling as the king taking his rook: {text}"
    );
    let imported = CloakDagger::import(&text).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    let saved = serde_json::to_string(&game).unwrap();
    let loaded: CloakDagger = serde_json::from_str(&saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
    assert_eq!(loaded.view(BLACK), game.view(BLACK));
    let error =
        CloakDagger::import("cloak-dagger\narrange RNBQKBNR\narrange RNBQKBNR\ne2e5").unwrap_err();
    assert!(
        error
            .0
            .starts_with("line 4 (e2e5): e2e5: a pawn moves straight forward"),
        "{error}"
    );
    assert!(CloakDagger::import("crowded-house\n").is_err());
    let plain = CloakDagger::import("cloak-dagger help=off").unwrap();
    assert!(!plain.options().help);
    assert_eq!(plain.export(), "cloak-dagger help=off");
}

/// Plays a game of trades from the standard setup: every man uncloaked at
/// the first chance but Black's king, captures first (never of a king),
/// otherwise random moves; stops at the start of a turn with too few men
/// to mate. `None` when the game ended another way.
fn trade_down(seed: u64) -> Option<CloakDagger> {
    let mut random = crate::engine::random::Random::seeded(seed);
    let mut game = game();
    for _ in 0..4000 {
        let seat = game.to_act()?;
        let action = match game.phase() {
            Phase::Move if game.position().is_insufficient_material() => return Some(game),
            Phase::Finish => game
                .legal_actions(seat)
                .into_iter()
                .find(
                    |action| matches!(action, Action::Uncloak(number) if seat == 0 || *number != 5),
                )
                .unwrap_or(Action::Done),
            _ => {
                let position = game.position();
                let moves: Vec<crate::engine::Move> = game
                    .current_moves()
                    .into_iter()
                    .filter(|mv| {
                        position
                            .man_at(mv.to)
                            .is_none_or(|man| man.kind != Kind::King)
                    })
                    .collect();
                let captures: Vec<crate::engine::Move> = moves
                    .iter()
                    .copied()
                    .filter(|mv| position.man_at(mv.to).is_some())
                    .collect();
                let pool = if captures.is_empty() {
                    &moves
                } else {
                    &captures
                };
                if pool.is_empty() {
                    return None;
                }
                Action::Move(pool[random.below(pool.len() as u64) as usize])
            }
        };
        game.apply(seat, &action).unwrap();
    }
    None
}

#[test]
fn too_few_men_to_mate_draws_only_once_everything_is_known() {
    let mut game = (0..50)
        .find_map(trade_down)
        .expect("some game of trades runs out of mating men");
    // Black's king is still a checker: a cloaked king may yet be captured,
    // and ending the game would tell which checker he is.
    assert_eq!(game.to_act(), Some(0));
    assert!(game.king_cloaked(1));
    assert!(!game.king_cloaked(0));
    assert_eq!(game.ending(), None);
    let king = game.checkers().of(1)[4].square.unwrap().to_string();
    assert!(man_on(&game.boards(WHITE)[0], &king).unwrap().hidden);
    // A White move, then Black uncloaks the king: now it is a draw.
    let mv = game
        .current_moves()
        .into_iter()
        .find(|&mv| game.position().man_at(mv.to).is_none())
        .unwrap();
    game.apply(0, &Action::Move(mv)).unwrap();
    assert_eq!(game.to_act(), Some(1), "White has nothing left to uncloak");
    let mv = game
        .current_moves()
        .into_iter()
        .find(|&mv| {
            let mut after = game.position().clone();
            after.make(mv);
            game.position().man_at(mv.to).is_none() && !after.is_king_attacked(Army::Black)
        })
        .unwrap();
    game.apply(1, &Action::Move(mv)).unwrap();
    assert_eq!(game.phase(), Phase::Finish);
    let events = game.apply(1, &Action::Uncloak(5)).unwrap();
    assert_eq!(game.ending(), Some(Ending::InsufficientMaterial));
    assert_eq!(
        events.last(),
        Some(&Event::Ended {
            ending: Ending::InsufficientMaterial,
            reason: "draw by insufficient material".into()
        })
    );
}

#[test]
fn an_uncloaked_king_falls_to_two_moves_in_a_row() {
    let mut game = game();
    play(
        &mut game,
        "e2e4; uncloak 5; done; d7d5; done; e1e2; done; d5d4; done; a2a3; done",
    );
    // A right guess, a pawn check, and the bonus move takes the king.
    play(&mut game, "guess 4 queen; d4d3");
    assert_eq!(texts(&game, PUBLIC).last().unwrap(), "d4-d3+");
    assert_eq!(game.phase(), Phase::BonusAfter);
    assert!(moves(&game).contains(&"d3e2".to_string()));
    let events = play(&mut game, "d3e2");
    assert_eq!(
        events[0],
        Event::Moved {
            seat: 1,
            bonus: true,
            text: "d3xe2".into()
        }
    );
    assert_eq!(
        game.ending(),
        Some(Ending::KingCaptured {
            winner: Army::Black
        })
    );
}

#[test]
fn a_king_uncloaked_under_attack_may_be_captured() {
    let mut game = game();
    play(&mut game, "e2e4; done; f7f6; done; d1h5; done; a7a6");
    // Black shows the king while the queen attacks him: now it is check
    // for all to see, and White takes him.
    play(&mut game, "uncloak 5");
    assert_eq!(game.boards(PUBLIC)[0].checks, ["e8"]);
    play(&mut game, "done");
    assert!(moves(&game).contains(&"h5e8".to_string()));
    play(&mut game, "h5e8");
    assert_eq!(
        game.ending(),
        Some(Ending::KingCaptured {
            winner: Army::White
        })
    );
}
