//! Scenario tests: games played through [`Game::apply`], from the start or
//! from set positions, one for every rule and ruling of the rules page.

use super::seats::{BLACK_NOBLE, BLACK_PEASANT, WHITE_NOBLE, WHITE_PEASANT};
use super::*;
use crate::engine::men::{Army, Kind};
use crate::games::board_view::Choice;
use crate::games::clock::TableClock;
use crate::games::{Game, Seat, Viewer};

fn game() -> CoinChess {
    CoinChess::new(Options::default()).unwrap()
}

fn from(fen: &str, white: bool, black: bool) -> CoinChess {
    CoinChess::from_fen(Options::default(), fen, MilitaryControl::new(white, black)).unwrap()
}

/// A game from the start with the `queen` rule.
fn with(queen: QueenRule) -> CoinChess {
    CoinChess::new(Options {
        queen,
        ..Options::default()
    })
    .unwrap()
}

/// A game from the start with the military kind rule `name`
/// (`knights-unpaired`).
fn with_kind(name: &str) -> CoinChess {
    CoinChess::new(kind_options(name)).unwrap()
}

/// The options of a game with the military kind rule `name`.
fn kind_options(name: &str) -> Options {
    Options {
        kind_rule: Some(KindRule::from_name(name).expect("a kind rule")),
        ..Options::default()
    }
}

/// A game from a set position with the military kind rule `name`.
fn from_with_kind(name: &str, fen: &str) -> CoinChess {
    CoinChess::from_fen(kind_options(name), fen, MilitaryControl::default()).unwrap()
}

/// The count and control of `army`'s men of `kind`, as the view lists
/// them.
fn listed(game: &CoinChess, army: Army, kind: Kind) -> Option<(u32, Pairing)> {
    game.view(Viewer::Public)
        .military
        .iter()
        .find(|m| m.army == army && m.kind == kind)
        .map(|m| (m.count, m.pairing))
}

/// A game from a set position with the `queen` rule.
fn from_with(queen: QueenRule, fen: &str, white: bool, black: bool) -> CoinChess {
    let options = Options {
        queen,
        ..Options::default()
    };
    CoinChess::from_fen(options, fen, MilitaryControl::new(white, black)).unwrap()
}

/// Plays each action for the role to act; returns every event.
fn play(game: &mut CoinChess, actions: &str) -> Vec<Event> {
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

/// Asserts that `seat` may not do `text` (neither read nor applied) and
/// that nothing changed; returns the reason.
fn refused(game: &mut CoinChess, seat: Seat, text: &str) -> String {
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

/// The UCI of `seat`'s legal moves, sorted.
fn legal(game: &CoinChess, seat: Seat) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves(seat)
        .iter()
        .map(|&mv| game.position().uci(mv))
        .collect();
    moves.sort();
    moves
}

/// The last turn's option letter, mover and the Noble's control after it.
fn last_turn(game: &CoinChess) -> (char, Seat, bool) {
    let last = game.moves().last().expect("a move was made");
    (last.option.letter(), last.seat, last.military_control)
}

fn sans(game: &CoinChess) -> Vec<&str> {
    game.moves().iter().map(|mv| mv.san.as_str()).collect()
}

fn scores(game: &CoinChess) -> Vec<i64> {
    game.outcome().unwrap().scores.unwrap()
}

#[test]
fn the_noble_acts_first_and_white_and_black_alternate() {
    let mut game = game();
    assert_eq!(game.to_act(), Some(WHITE_NOBLE));
    let actions = game.legal_actions(WHITE_NOBLE);
    assert_eq!(actions[0], Action::Cede);
    assert_eq!(actions.len(), 21, "cede and the twenty opening moves");
    for seat in [WHITE_PEASANT, BLACK_NOBLE, BLACK_PEASANT] {
        assert!(game.legal_actions(seat).is_empty());
    }
    assert_eq!(
        refused(&mut game, WHITE_PEASANT, "e2e4"),
        "it is the White Noble's turn, not the White Peasant's \
         (a Peasant moves only when his Noble cedes)"
    );
    assert_eq!(
        refused(&mut game, BLACK_NOBLE, "e7e5"),
        "it is the White Noble's turn, not the Black Noble's"
    );
    let events = play(&mut game, "cede");
    assert_eq!(
        events,
        [Event::Ceded {
            seat: WHITE_NOBLE,
            army: Army::White
        }]
    );
    assert!(game.ceded());
    assert_eq!(game.to_act(), Some(WHITE_PEASANT));
    assert!(game.legal_actions(WHITE_NOBLE).is_empty());
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "e2e4"),
        "it is the White Peasant's turn, not the White Noble's"
    );
    assert_eq!(
        refused(&mut game, WHITE_PEASANT, "cede"),
        "only a Noble cedes: the Peasant must move"
    );
    play(&mut game, "e2e4");
    assert!(!game.ceded());
    assert_eq!(game.to_act(), Some(BLACK_NOBLE));
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    play(&mut game, "Nf6");
    assert_eq!(last_turn(&game), ('f', BLACK_NOBLE, true));
    assert_eq!(game.to_act(), Some(WHITE_NOBLE));
    let armies: Vec<Army> = game.moves().iter().map(|mv| mv.army).collect();
    assert_eq!(armies, [Army::White, Army::Black]);
    assert_eq!(sans(&game), ["e4", "Nf6"]);
}

#[test]
fn option_e_costs_military_control_and_option_a_gives_it_back() {
    let mut game = game();
    // e) The Noble pushes a pawn himself: no military control next turn.
    let events = play(&mut game, "e2e4");
    assert!(matches!(
        &events[0],
        Event::Moved { option: NobleOption::Relinquish, military_control: false, san, .. } if san == "e4"
    ));
    assert!(!game.control().has(Army::White));
    play(&mut game, "e7e5");
    assert!(!game.control().has(Army::Black));
    // Without control the White Noble may only move the king, or cede.
    assert_eq!(legal(&game, WHITE_NOBLE), ["e1e2"]);
    assert_eq!(game.legal_actions(WHITE_NOBLE)[0], Action::Cede);
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "Qh5"),
        "Qh5: option d) (move a queen) needs military control, which the White Noble lacks this turn"
    );
    assert!(refused(&mut game, WHITE_NOBLE, "Nf3").starts_with("Nf3: option f) (move a paired"));
    assert!(refused(&mut game, WHITE_NOBLE, "d2d4").starts_with("d2d4: option e) (move a pawn"));
    assert!(refused(&mut game, WHITE_NOBLE, "Bc4").contains("needs military control"));
    // a) The king's step gives control back for the next turn.
    play(&mut game, "Ke2");
    assert_eq!(last_turn(&game), ('a', WHITE_NOBLE, true));
    assert!(game.control().has(Army::White));
    play(&mut game, "Ke7");
    assert_eq!(last_turn(&game), ('a', BLACK_NOBLE, true));
    play(&mut game, "Nf3");
    assert_eq!(last_turn(&game), ('f', WHITE_NOBLE, true));
    assert_eq!(sans(&game), ["e4", "e5", "Ke2", "Ke7", "Nf3"]);
}

#[test]
fn option_b_cedes_the_move_and_gives_control_back() {
    let mut game = game();
    play(&mut game, "e2e4 d7d5");
    assert!(!game.control().has(Army::White) && !game.control().has(Army::Black));
    // The White Noble, without control, cedes: his Peasant takes on d5,
    // and the Noble has control again on his next turn.
    play(&mut game, "cede");
    assert!(game.control().has(Army::White), "given back at the cede");
    play(&mut game, "exd5");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    assert_eq!(game.pawns_lost(Army::Black), 1);
    // The Black Peasant may not take back with the queen: only a Noble
    // with control moves a queen.
    play(&mut game, "cede");
    assert_eq!(
        refused(&mut game, BLACK_PEASANT, "Qxd5"),
        "Qxd5: only a Noble with military control moves a queen"
    );
    play(&mut game, "c7c6");
    assert!(game.control().has(Army::Black));
    play(&mut game, "Nc3");
    // Control is back: the Black Noble takes with the queen (option d).
    play(&mut game, "Qxd5");
    assert_eq!(last_turn(&game), ('d', BLACK_NOBLE, true));
    assert_eq!(game.pawns_lost(Army::White), 1);
    assert_eq!(sans(&game), ["e4", "d5", "exd5", "c6", "Nc3", "Qxd5"]);
}

#[test]
fn option_c_castles_and_keeps_control_but_with_one_rook_counts_as_e() {
    let mut game = from(
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        true,
        true,
    );
    play(&mut game, "O-O");
    assert_eq!(last_turn(&game), ('c', WHITE_NOBLE, true));
    play(&mut game, "e8c8");
    assert_eq!(last_turn(&game), ('c', BLACK_NOBLE, true));
    assert_eq!(sans(&game), ["O-O", "O-O-O"]);
    // With the only rook left, castling counts as e): control is lost.
    let mut lone = from("4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w Q - 0 1", true, true);
    play(&mut lone, "e1c1");
    assert_eq!(last_turn(&lone), ('e', WHITE_NOBLE, false));
    assert_eq!(lone.moves()[0].uci, "e1c1");
    assert_eq!(lone.moves()[0].san, "O-O-O");
    // Without control there is no castling at all.
    let mut without = from(
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        false,
        true,
    );
    assert_eq!(
        refused(&mut without, WHITE_NOBLE, "O-O"),
        "O-O: option c) (castle) needs military control, which the White Noble lacks this turn"
    );
    assert_eq!(legal(&without, WHITE_NOBLE), ["e1d1", "e1f1"]);
}

#[test]
fn castling_may_end_in_check_or_leave_it_but_not_cross_an_attacked_square() {
    // Black's rooks watch f1 (crossed by O-O) and c1 (where O-O-O ends).
    let mut game = from("2r1kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", true, true);
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "O-O"),
        "O-O: the king may not castle through f1, which Black attacks"
    );
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "e1h1"),
        "e1h1: the king may not castle through f1, which Black attacks"
    );
    play(&mut game, "O-O-O");
    assert_eq!(game.attacked_kings(), [Army::White]);
    assert_eq!(game.boards(Viewer::Public)[0].checks, ["c1"]);
    // The Black Noble takes the king: the game is over.
    play(&mut game, "Rxc1");
    assert_eq!(
        game.ending(),
        Some(Ending::KingCaptured {
            by: Army::Black,
            seat: BLACK_NOBLE
        })
    );
    assert_eq!(scores(&game), [0, 0, 10, 2]);
    // A king in check crosses no attacked square when it castles out.
    let mut checked = from("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", true, true);
    assert_eq!(checked.attacked_kings(), [Army::White]);
    play(&mut checked, "O-O");
    assert_eq!(last_turn(&checked), ('c', WHITE_NOBLE, true));
}

#[test]
fn option_d_moves_a_queen_only_with_control_and_keeps_it() {
    let mut with = from("4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1", true, true);
    play(&mut with, "Qa4+");
    assert_eq!(last_turn(&with), ('d', WHITE_NOBLE, true));
    assert_eq!(with.attacked_kings(), [Army::Black]);
    let mut without = from("4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1", false, true);
    assert!(refused(&mut without, WHITE_NOBLE, "Qa4").contains("option d) (move a queen) needs"));
}

#[test]
fn option_e_moves_an_unpaired_man_which_the_peasant_may_move_too() {
    let mut game = from("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true);
    play(&mut game, "Bf4");
    assert_eq!(last_turn(&game), ('e', WHITE_NOBLE, false));
    play(&mut game, "Kd7");
    assert!(
        refused(&mut game, WHITE_NOBLE, "Bg5").contains("option e) (move a pawn or an unpaired")
    );
    play(&mut game, "cede Bg5");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    assert_eq!(sans(&game), ["Bf4", "Kd7", "Bg5"]);
}

#[test]
fn the_peasant_moves_pawns_and_unpaired_military_men_only() {
    let mut game = game();
    play(&mut game, "cede");
    let moves = legal(&game, WHITE_PEASANT);
    assert_eq!(moves.len(), 16);
    assert!(
        moves.iter().all(|uci| uci.as_bytes()[1] == b'2'),
        "pawns only"
    );
    assert_eq!(
        refused(&mut game, WHITE_PEASANT, "Nf3"),
        "Nf3: White has 2 knights: paired men are the Noble's"
    );
    let mut lone = from("4k3/8/8/8/8/8/3P4/3QK1N1 w - - 0 1", true, true);
    play(&mut lone, "cede");
    assert_eq!(
        legal(&lone, WHITE_PEASANT),
        ["d2d3", "d2d4", "g1e2", "g1f3", "g1h3"]
    );
    assert_eq!(
        refused(&mut lone, WHITE_PEASANT, "Qc1"),
        "Qc1: only a Noble with military control moves a queen"
    );
    assert!(refused(&mut lone, WHITE_PEASANT, "Kf1").starts_with("Kf1: the king is the Noble's"));
    play(&mut lone, "Nf3");
    assert_eq!(last_turn(&lone), ('b', WHITE_PEASANT, true));
}

#[test]
fn a_promoted_man_pairs_the_last_of_his_kind() {
    let mut game = from("4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1", true, true);
    play(&mut game, "cede b8=N Kf7");
    assert_eq!(sans(&game), ["b8=N", "Kf7"]);
    // Two knights now: paired, so the Peasant (no pawn left either) has no
    // move, and the Noble may not cede.
    assert!(!game.can_cede());
    assert!(!game.legal_actions(WHITE_NOBLE).contains(&Action::Cede));
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "cede"),
        "the White Peasant has no legal move, so the White Noble cannot cede"
    );
    play(&mut game, "Nf3");
    assert_eq!(last_turn(&game), ('f', WHITE_NOBLE, true));
    // The promoted pawn scores nothing for the Peasant.
    assert_eq!(game.view(Viewer::Public).players[WHITE_PEASANT].score, 0);
}

#[test]
fn kings_may_step_into_check_and_the_capture_ends_the_game() {
    // The rule text's Fool's mate, played by the four roles, ends with the
    // capture: 10 for the Black Noble and Peasant, 8 for White's Peasant.
    let mut game = game();
    play(&mut game, "f2f3 e7e5 cede g2g4");
    assert!(refused(&mut game, BLACK_NOBLE, "Qh4").contains("lacks this turn"));
    play(&mut game, "cede a7a6 Nc3 Qh4");
    assert_eq!(game.moves().last().unwrap().san, "Qh4+");
    assert_eq!(game.attacked_kings(), [Army::White]);
    // The White Noble may walk into the queen's line.
    play(&mut game, "Kf2");
    assert_eq!(last_turn(&game), ('a', WHITE_NOBLE, true));
    let events = play(&mut game, "Qxf2");
    assert_eq!(sans(&game)[7], "Qxf2");
    let ending = Ending::KingCaptured {
        by: Army::Black,
        seat: BLACK_NOBLE,
    };
    assert_eq!(game.ending(), Some(ending));
    assert_eq!(game.position().king_square(Army::White), None);
    assert_eq!(
        events.last(),
        Some(&Event::Ended {
            ending,
            reason: "the Black Noble captured the White king".into(),
            scores: vec![0, 8, 10, 10],
        })
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, [BLACK_NOBLE, BLACK_PEASANT]);
    assert_eq!(outcome.scores, Some(vec![0, 8, 10, 10]));
    assert_eq!(game.to_act(), None);
    for seat in 0..SEATS {
        assert!(game.legal_actions(seat).is_empty());
    }
    assert_eq!(refused(&mut game, WHITE_NOBLE, "e2e3"), "the game is over");
    let sheet = game.score_sheet().unwrap();
    assert_eq!(
        (
            sheet[2].capture,
            sheet[2].bonus,
            sheet[3].pawns,
            sheet[3].capture
        ),
        (6, 4, 8, 2)
    );
}

#[test]
fn a_lost_pawn_costs_the_bonus_and_promoted_pawns_score_nothing() {
    // White takes a pawn en passant; the Black Peasant then takes the king
    // with a pawn that promotes. The Black Noble scores the capture (his
    // colour's) but no bonus; the promoted pawn is no pawn any more.
    let mut game = from("4k3/3p4/8/4P3/8/8/5p2/4K3 b - - 0 1", true, true);
    play(&mut game, "d7d5 exd6");
    assert_eq!(game.moves()[1].san, "exd6");
    assert_eq!(game.pawns_lost(Army::Black), 1);
    play(&mut game, "cede fxe1=Q");
    assert_eq!(
        game.ending(),
        Some(Ending::KingCaptured {
            by: Army::Black,
            seat: BLACK_PEASANT
        })
    );
    assert_eq!(scores(&game), [0, 1, 6, 2]);
    assert_eq!(game.outcome().unwrap().winners, [BLACK_NOBLE]);
    let view = game.view(Viewer::Public);
    assert_eq!(
        view.pawns,
        [
            PawnTally {
                army: Army::White,
                on_board: 1,
                captured: 0
            },
            PawnTally {
                army: Army::Black,
                on_board: 0,
                captured: 1
            }
        ]
    );
}

#[test]
fn threefold_repetition_ends_the_game_with_pawn_points_only() {
    let mut game = game();
    play(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert_eq!(game.repetitions(), 2);
    assert!(game.ending().is_none());
    play(&mut game, "Ng8");
    assert_eq!(game.ending(), Some(Ending::Repetition));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, Some(vec![0, 8, 0, 8]));
    assert_eq!(outcome.winners, [WHITE_PEASANT, BLACK_PEASANT]);
    assert_eq!(
        outcome.reason,
        "threefold repetition: the game ends without a capture"
    );
}

#[test]
fn a_repeated_position_counts_only_with_the_same_military_control() {
    let mut game = from("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, true);
    // The rook goes and comes back by the Noble's e) moves, the kings
    // shuffle: the men stand as at the start, but White's Noble now lacks
    // control.
    play(&mut game, "Ra2 Kd8 Kd1 Ke8 Ke1 Kd8 Ra1 Ke8");
    assert_eq!(game.control(), MilitaryControl::new(false, true));
    assert_eq!(game.repetitions(), 1, "a different position");
    // The Peasant takes the rook out and back, with control given back:
    // the men now stand as at the start for the third time, but only the
    // second time with the start's control, so the game goes on.
    play(&mut game, "cede Ra2 Kd8 cede Ra1 Ke8");
    assert_eq!(game.control(), MilitaryControl::new(true, true));
    assert_eq!(game.repetitions(), 2);
    assert!(game.ending().is_none());
    // Rook on a2, kings on e1 and e8, Black to move, both in control: the
    // third time (after the fifth move and the ninth).
    play(&mut game, "cede Ra2");
    assert_eq!(game.ending(), Some(Ending::Repetition));
}

#[test]
fn fifty_moves_without_capture_or_pawn_move_end_the_game() {
    let mut game = from("4k3/p7/8/8/8/8/P7/4K3 w - - 99 80", true, true);
    play(&mut game, "Ke2");
    assert_eq!(game.ending(), Some(Ending::FiftyMoves));
    assert_eq!(scores(&game), [0, 1, 0, 1]);
    assert_eq!(
        game.outcome().unwrap().reason,
        "fifty moves without a capture or a pawn move: the game ends without a capture"
    );
}

#[test]
fn a_colour_with_no_legal_action_ends_the_game() {
    // White's king is boxed in by its own men, its knights and rooks are
    // paired and it has no pawn: without military control the White Noble
    // could neither move nor cede.
    let fen = "4k3/7p/8/8/8/8/RN6/KN5R b - - 0 1";
    let mut game = from(fen, false, true);
    play(&mut game, "Kd8");
    assert_eq!(game.ending(), Some(Ending::NoMove { army: Army::White }));
    assert_eq!(scores(&game), [0, 0, 0, 1]);
    assert_eq!(
        game.outcome().unwrap().reason,
        "White has no legal move: the game ends without a capture"
    );
    // With control the Noble moves a paired man and the game goes on.
    let mut game = from(fen, true, true);
    play(&mut game, "Kd8");
    assert!(game.ending().is_none());
    assert!(!game.can_cede());
    assert_eq!(
        game.legal_actions(WHITE_NOBLE).len(),
        legal(&game, WHITE_NOBLE).len()
    );
}

#[test]
fn without_a_clock_time_cannot_run_out() {
    let mut game = game();
    assert_eq!(game.out_of_time(WHITE_NOBLE), None);
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "time"),
        "this game has no clock: time cannot run out"
    );
}

#[test]
fn each_role_has_a_clock_and_running_out_forfeits_and_loses_the_king() {
    let options = Options {
        clock: Some(ClockOptions { minutes: 1 }),
        ..Options::default()
    };
    let mut game = CoinChess::new(options).unwrap();
    let mut clock = TableClock::new();
    let plan = game.clock_plan().unwrap();
    assert_eq!(plan.names[WHITE_PEASANT], "White Peasant");
    clock.follow(&game, 0.0);
    assert_eq!(clock.running_clock(&plan), None, "no clock before a move");
    assert_eq!(game.out_of_time(WHITE_NOBLE), None, "so no flag");
    let early = game.apply(WHITE_NOBLE, &Action::OutOfTime).unwrap_err();
    assert_eq!(early.0, crate::games::clock::NO_CLOCK_YET);
    play(&mut game, "cede");
    clock.follow(&game, 10_000.0);
    let plan = game.clock_plan().unwrap();
    assert_eq!(clock.running_clock(&plan), None, "a cede is no move");
    play(&mut game, "e2e4");
    clock.follow(&game, 20_000.0);
    let plan = game.clock_plan().unwrap();
    assert_eq!(clock.running_clock(&plan), Some(BLACK_NOBLE));
    assert_eq!(clock.left_ms(&plan, WHITE_PEASANT, 20_000.0), 60_000.0);
    play(&mut game, "e7e5");
    clock.follow(&game, 30_000.0);
    play(&mut game, "cede");
    clock.follow(&game, 40_000.0);
    assert_eq!(
        clock.running_clock(&plan),
        Some(WHITE_PEASANT),
        "the Peasant's time runs"
    );
    assert_eq!(clock.left_ms(&plan, BLACK_NOBLE, 60_000.0), 50_000.0);
    assert_eq!(clock.left_ms(&plan, WHITE_NOBLE, 60_000.0), 50_000.0);
    assert_eq!(clock.left_ms(&plan, WHITE_PEASANT, 60_000.0), 40_000.0);
    assert_eq!(clock.flag(&game, 99_999.0), None);
    assert_eq!(clock.flag(&game, 100_000.0), Some(WHITE_PEASANT));
    // The table plays the flag: White's king counts as captured by Black,
    // and the White Peasant forfeits his eight pawn points.
    let flag = game.out_of_time(WHITE_PEASANT).unwrap();
    assert_eq!(flag, Action::OutOfTime);
    assert!(!game.legal_actions(WHITE_PEASANT).contains(&flag));
    let events = game.apply(WHITE_PEASANT, &flag).unwrap();
    assert_eq!(
        events[0],
        Event::OutOfTime {
            seat: WHITE_PEASANT
        }
    );
    assert_eq!(
        game.ending(),
        Some(Ending::OutOfTime {
            seat: WHITE_PEASANT
        })
    );
    assert_eq!(scores(&game), [0, 0, 10, 10]);
    assert!(game.score_sheet().unwrap()[WHITE_PEASANT].forfeited);
    clock.follow(&game, 101_000.0);
    assert_eq!(clock.running_clock(&plan), None);
    assert_eq!(clock.flag(&game, 1e9), None);
    assert!(
        CoinChess::new(Options {
            clock: Some(ClockOptions { minutes: 0 }),
            ..Options::default()
        })
        .is_err()
    );
}

#[test]
fn every_viewer_sees_the_same_table_and_the_noble_his_options() {
    let mut game = game();
    let public = game.view(Viewer::Public);
    assert_eq!(public.viewer, None);
    assert!(!public.your_turn);
    for seat in 0..SEATS {
        let view = game.view(Viewer::Seat(seat));
        assert_eq!(view.viewer, Some(seat));
        assert_eq!(view.your_turn, seat == WHITE_NOBLE);
        assert_eq!(
            CoinView {
                viewer: None,
                your_turn: false,
                ..view
            },
            public
        );
    }
    let available: Vec<(char, bool, usize)> = public
        .options
        .iter()
        .map(|o| (o.letter, o.available, o.moves.len()))
        .collect();
    assert_eq!(
        available,
        [
            ('a', false, 0),
            ('b', true, 0),
            ('c', false, 0),
            ('d', false, 0),
            ('e', true, 16),
            ('f', true, 4)
        ]
    );
    assert_eq!(public.legal.len(), 21);
    assert_eq!(public.legal[0], "cede");
    // With control now, only e) gives it up for his next turn.
    let keeps: Vec<bool> = public.options.iter().map(|o| o.control_after).collect();
    assert_eq!(keeps, [true, true, true, true, false, true]);
    assert_eq!(public.players[WHITE_NOBLE].military_control, Some(true));
    assert_eq!(public.players[WHITE_PEASANT].military_control, None);
    assert_eq!(public.players[BLACK_PEASANT].score, 8);
    assert_eq!(public.military.len(), 6);
    assert!(
        public
            .military
            .iter()
            .all(|m| m.count == 2 && m.pairing == Pairing::Paired)
    );
    // The moves are drawn on the board only for the role to act.
    assert_eq!(game.boards(Viewer::Seat(WHITE_NOBLE))[0].moves.len(), 20);
    assert!(game.boards(Viewer::Seat(WHITE_PEASANT))[0].moves.is_empty());
    assert!(game.boards(Viewer::Public)[0].moves.is_empty());
    // Without control, the options say why not.
    play(&mut game, "e2e4 e7e5");
    let view = game.view(Viewer::Seat(WHITE_NOBLE));
    let f = &view.options[5];
    assert_eq!(f.option, NobleOption::Paired);
    assert!(!f.available);
    assert_eq!(
        f.unavailable_because.as_deref(),
        Some("it needs military control")
    );
    assert!(view.options[0].available, "the king may step to e2");
    assert_eq!(view.legal, ["cede", "e1e2"]);
    // What each option leaves him for his next turn, without control now:
    // a) and b) give it back, the others keep him without.
    let after: Vec<(char, bool)> = view
        .options
        .iter()
        .map(|o| (o.letter, o.control_after))
        .collect();
    assert_eq!(
        after,
        [
            ('a', true),
            ('b', true),
            ('c', false),
            ('d', false),
            ('e', false),
            ('f', false)
        ]
    );
    assert_eq!(view.players[WHITE_NOBLE].military_control, Some(false));
    // While the Peasant acts there are no options, only his moves.
    play(&mut game, "cede");
    let view = game.view(Viewer::Public);
    assert!(view.ceded && view.options.is_empty());
    assert_eq!(view.to_act, Some(WHITE_PEASANT));
    assert_eq!(view.legal.len(), 14, "seven pawns with two steps each");
}

#[test]
fn gestures_become_moves_of_the_role_to_act() {
    let game = from("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1", true, true);
    let castle = Choice::Move {
        from: "e1".into(),
        to: "g1".into(),
        promotion: None,
    };
    let action = game.gesture(WHITE_NOBLE, 0, &castle).unwrap();
    assert!(matches!(action, Action::Move(mv) if mv.is_castle()));
    let promote = Choice::Move {
        from: "b7".into(),
        to: "b8".into(),
        promotion: Some(Kind::Knight),
    };
    let action = game.gesture(WHITE_NOBLE, 0, &promote).unwrap();
    assert!(matches!(action, Action::Move(mv) if mv.promotion() == Some(Kind::Knight)));
    let board = &game.boards(Viewer::Seat(WHITE_NOBLE))[0];
    let b8 = board.moves.iter().find(|m| m.to == "b8").unwrap();
    assert_eq!(b8.promotions.len(), 4);
    assert!(board.moves.iter().any(|m| m.from == "e1" && m.to == "g1"));
    assert!(game.gesture(WHITE_PEASANT, 0, &promote).is_err());
    let drop = Choice::Drop {
        army: Army::White,
        kind: Kind::Knight,
        to: "c3".into(),
    };
    assert_eq!(
        game.gesture(WHITE_NOBLE, 0, &drop).unwrap_err().0,
        "COIN chess has no drops"
    );
}

#[test]
fn every_refusal_names_its_reason() {
    let mut start = game();
    // The board's own reasons, for a gesture or a typed move alike.
    let cases = [
        (WHITE_NOBLE, "g1e2", "g1e2: the pawn on e2 is White's own"),
        (WHITE_NOBLE, "g1g3", "g1g3: a knight moves in an L"),
        (
            WHITE_NOBLE,
            "f1c4",
            "f1c4: the way is blocked by the pawn on e2",
        ),
        (
            WHITE_NOBLE,
            "g8f6",
            "g8f6: the knight on g8 is Black's, and it is White's move",
        ),
        (WHITE_NOBLE, "e1g1", "e1g1: castling needs every square"),
        // The roles' own: whose turn, the Peasant's men.
        (
            WHITE_PEASANT,
            "e2e4",
            "a Peasant moves only when his Noble cedes",
        ),
        (BLACK_NOBLE, "e7e5", "it is the White Noble's turn"),
    ];
    for (seat, text, words) in cases {
        let refusal = refused(&mut start, seat, text);
        assert!(refusal.contains(words), "{text}: {refusal}");
    }
    let gesture = Choice::Move {
        from: "g1".into(),
        to: "g3".into(),
        promotion: None,
    };
    let refusal = start.gesture(WHITE_NOBLE, 0, &gesture).unwrap_err().0;
    assert!(
        refusal.starts_with("g1g3: a knight moves in an L"),
        "{refusal}"
    );
    play(&mut start, "cede");
    assert!(refused(&mut start, WHITE_PEASANT, "g1f3").contains("paired men are the Noble's"));
}

#[test]
fn set_positions_need_one_king_of_each_colour() {
    let options = Options::default();
    let control = MilitaryControl::default();
    for (fen, error) in [
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "black needs exactly one king",
        ),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "white has 2 kings"),
        ("not a fen", "bad FEN"),
    ] {
        let refusal = CoinChess::from_fen(options, fen, control).unwrap_err();
        assert!(refusal.0.contains(error), "{fen}: {refusal}");
    }
    let game = from("4k3/8/8/8/8/8/8/4K3 b - - 0 1", true, false);
    assert_eq!(game.to_act(), Some(BLACK_NOBLE));
    assert_eq!(game.legal_actions(BLACK_NOBLE).len(), 5, "king steps only");
}

#[test]
fn saves_and_exports_replay_the_game() {
    let mut game = game();
    play(&mut game, "Nf3 e7e5 cede d2d4 cede exd4");
    let text = game.export();
    assert_eq!(text, "coin\ng1f3\ne7e5\ncede\nd2d4\ncede\ne5d4");
    let imported = CoinChess::import(&text).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    let saved = serde_json::to_string(&game).unwrap();
    let loaded: CoinChess = serde_json::from_str(&saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
    // A set position and a clock travel in the record.
    let options = Options {
        clock: Some(ClockOptions { minutes: 5 }),
        ..Options::default()
    };
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let mut set = CoinChess::from_fen(options, fen, MilitaryControl::new(false, true)).unwrap();
    set.apply(WHITE_NOBLE, &Action::Cede).unwrap();
    let text = set.export();
    assert_eq!(text, format!("coin clock=5\nstart -B {fen}\ncede"));
    let imported = CoinChess::import(&text).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{set:?}"));
    let json: CoinChess = serde_json::from_str(&serde_json::to_string(&set).unwrap()).unwrap();
    assert_eq!(format!("{json:?}"), format!("{set:?}"));
    // Bad records say where they went wrong.
    assert_eq!(
        CoinChess::import("coin\ne2e4\nNf3").unwrap_err().0,
        "line 3 (Nf3): \"Nf3\" is no move here (write moves like e2e4 or Nf3)"
    );
    assert_eq!(
        CoinChess::import("coin\n\ncede\nNf3").unwrap_err().0,
        "line 4 (Nf3): Nf3: White has 2 knights: paired men are the Noble's"
    );
    assert!(CoinChess::import("chess\ne2e4").is_err());
    assert!(
        CoinChess::import("coin\nstart XX 4k3/8/8/8/8/8/8/4K3 w - - 0 1")
            .unwrap_err()
            .0
            .starts_with("line 2: start needs")
    );
}

#[test]
fn noble_always_lets_the_noble_move_a_queen_without_control_which_stays_lacking() {
    // After e4 e5 (both e), both Nobles lack control. In the standard game
    // the White Noble may not move the queen now.
    let mut standard = game();
    play(&mut standard, "e2e4 e7e5");
    assert_eq!(legal(&standard, WHITE_NOBLE), ["e1e2"]);
    assert!(refused(&mut standard, WHITE_NOBLE, "Qh5").contains("option d) (move a queen) needs"));
    let mut game = with(QueenRule::NobleAlways);
    play(&mut game, "e2e4 e7e5");
    assert!(!game.control().has(Army::White));
    assert_eq!(
        legal(&game, WHITE_NOBLE),
        ["d1e2", "d1f3", "d1g4", "d1h5", "e1e2"]
    );
    assert!(
        refused(&mut game, WHITE_NOBLE, "Nf3").contains("needs military control"),
        "only the queen is freed"
    );
    // d) without control: it keeps control as it was, lacking.
    play(&mut game, "Qh5");
    assert_eq!(last_turn(&game), ('d', WHITE_NOBLE, false));
    assert!(!game.control().has(Army::White));
    // A Peasant still never moves a queen.
    play(&mut game, "cede");
    assert_eq!(
        refused(&mut game, BLACK_PEASANT, "Qf6"),
        "Qf6: only a Noble moves a queen"
    );
    play(&mut game, "d7d6");
    // Still without control, the White Noble takes with the queen again.
    assert!(refused(&mut game, WHITE_NOBLE, "Nf3").contains("lacks this turn"));
    play(&mut game, "Qxf7+");
    assert_eq!(last_turn(&game), ('d', WHITE_NOBLE, false));
    play(&mut game, "Kxf7");
    // The queen is gone: the king's steps are all, and give control back.
    assert_eq!(legal(&game, WHITE_NOBLE), ["e1d1", "e1e2"]);
    play(&mut game, "Ke2");
    assert_eq!(last_turn(&game), ('a', WHITE_NOBLE, true));
    // With control, d) keeps it.
    play(&mut game, "Qe7");
    assert_eq!(last_turn(&game), ('d', BLACK_NOBLE, true));
    assert_eq!(
        sans(&game),
        ["e4", "e5", "Qh5", "d6", "Qxf7+", "Kxf7", "Ke2", "Qe7"]
    );
    assert_eq!(game.view(Viewer::Public).queen, QueenRule::NobleAlways);
}

#[test]
fn noble_always_offers_option_d_without_control() {
    let mut game = with(QueenRule::NobleAlways);
    play(&mut game, "e2e4 e7e5");
    let view = game.view(Viewer::Public);
    let (d, f) = (&view.options[3], &view.options[5]);
    assert!(d.available, "{d:?}");
    assert_eq!(d.moves, ["d1e2", "d1f3", "d1g4", "d1h5"]);
    assert!(d.description.contains("with or without military control"));
    assert_eq!(
        f.unavailable_because.as_deref(),
        Some("it needs military control")
    );
    let standard = game_with_moves(QueenRule::Standard, "e2e4 e7e5");
    let d = &standard.view(Viewer::Public).options[3];
    assert_eq!(
        d.unavailable_because.as_deref(),
        Some("it needs military control")
    );
}

/// A game with the `queen` rule after `actions`.
fn game_with_moves(queen: QueenRule, actions: &str) -> CoinChess {
    let mut game = with(queen);
    play(&mut game, actions);
    game
}

#[test]
fn peasant_without_control_lets_the_peasant_move_a_queen_only_after_a_cede_without_control() {
    let mut game = with(QueenRule::PeasantWithoutControl);
    play(&mut game, "e2e4 e7e5");
    // The Noble without control still may not move her himself.
    assert!(refused(&mut game, WHITE_NOBLE, "Qh5").contains("option d) (move a queen) needs"));
    // He cedes: his Peasant may (the cede gives control back as always).
    play(&mut game, "cede");
    assert!(game.control().has(Army::White));
    let moves = legal(&game, WHITE_PEASANT);
    assert!(moves.contains(&"d1h5".to_string()), "{moves:?}");
    play(&mut game, "Qh5");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    // Black's Noble lacks control too: his Peasant moves Black's queen.
    play(&mut game, "cede Qf6");
    assert_eq!(last_turn(&game), ('b', BLACK_PEASANT, true));
    // White's Noble has control now: after his cede the queen is not the
    // Peasant's.
    play(&mut game, "cede");
    assert_eq!(
        refused(&mut game, WHITE_PEASANT, "Qxf7+"),
        "Qxf7+: the White Noble had military control when he ceded: a Peasant moves a \
         queen only after a cede by a Noble without it"
    );
    assert!(
        legal(&game, WHITE_PEASANT)
            .iter()
            .all(|uci| !uci.starts_with("h5"))
    );
    play(&mut game, "d2d3");
    // Black's Noble, in control, moves her himself (d keeps control).
    play(&mut game, "Qxf2+");
    assert_eq!(last_turn(&game), ('d', BLACK_NOBLE, true));
    play(&mut game, "Kxf2");
    assert_eq!(
        sans(&game),
        ["e4", "e5", "Qh5", "Qf6", "d3", "Qxf2+", "Kxf2"]
    );
    assert_eq!(game.pawns_lost(Army::White), 1);
    // In the standard game the same Peasant may not.
    let mut standard = game_with_moves(QueenRule::Standard, "e2e4 e7e5 cede");
    assert_eq!(
        refused(&mut standard, WHITE_PEASANT, "Qh5"),
        "Qh5: only a Noble with military control moves a queen"
    );
}

#[test]
fn peasant_without_control_lets_a_noble_without_control_cede_to_a_lone_queen() {
    // The Peasant's only men are the queen: he can move only when his
    // Noble lacks control.
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let rule = QueenRule::PeasantWithoutControl;
    assert!(!from_with(rule, fen, true, true).can_cede());
    assert!(!from_with(QueenRule::Standard, fen, false, true).can_cede());
    let mut game = from_with(rule, fen, false, true);
    assert!(game.can_cede());
    assert_eq!(game.legal_actions(WHITE_NOBLE)[0], Action::Cede);
    play(&mut game, "cede Qd7+");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    play(&mut game, "Kxd7");
    assert_eq!(
        game.ending(),
        None,
        "the White Noble moves his king: the game goes on"
    );
    assert!(!game.can_cede(), "no queen, no pawn, no military left");
}

#[test]
fn unpaired_makes_the_queen_option_e_for_the_noble_and_the_peasants_after_any_cede() {
    // In the standard game Qh5 with control is d) and keeps control.
    let mut standard = game_with_moves(QueenRule::Standard, "cede e2e4 cede e7e5 Qh5");
    assert_eq!(last_turn(&standard), ('d', WHITE_NOBLE, true));
    play(&mut standard, "Nc6");
    play(&mut standard, "Qxf7+");
    let mut game = with(QueenRule::Unpaired);
    play(&mut game, "cede e2e4 cede e7e5");
    assert!(game.control().has(Army::White), "b) kept control");
    let view = game.view(Viewer::Public);
    let (d, e) = (&view.options[3], &view.options[4]);
    assert!(!d.available && d.moves.is_empty());
    assert_eq!(
        d.unavailable_because.as_deref(),
        Some("a queen counts as an unpaired military man: her moves are option e)")
    );
    assert!(e.moves.contains(&"d1h5".to_string()));
    assert_eq!(e.name, "move a pawn, an unpaired military man or a queen");
    // The military lists the queens, never paired.
    assert_eq!(view.military.len(), 8);
    let queens: Vec<(Army, u32, Pairing)> = view
        .military
        .iter()
        .filter(|m| m.kind == Kind::Queen)
        .map(|m| (m.army, m.count, m.pairing))
        .collect();
    assert_eq!(
        queens,
        [
            (Army::White, 1, Pairing::Unpaired),
            (Army::Black, 1, Pairing::Unpaired)
        ]
    );
    // The Noble moves her as e): no control on his next turn.
    play(&mut game, "Qh5");
    assert_eq!(last_turn(&game), ('e', WHITE_NOBLE, false));
    play(&mut game, "Nc6");
    assert_eq!(last_turn(&game), ('f', BLACK_NOBLE, true));
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "Qxf7+"),
        "Qxf7+: option e) (move a pawn, an unpaired military man or a queen) needs military \
         control, which the White Noble lacks this turn"
    );
    // His Peasant may move her after the cede.
    play(&mut game, "cede Qxf7+");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    // Black's Noble has control, and still his Peasant may move her.
    play(&mut game, "cede");
    assert!(legal(&game, BLACK_PEASANT).contains(&"d8e7".to_string()));
    play(&mut game, "Qe7");
    assert_eq!(last_turn(&game), ('b', BLACK_PEASANT, true));
    // The White Noble, with control again, takes the king with her.
    play(&mut game, "Qxe8");
    assert_eq!(last_turn(&game), ('e', WHITE_NOBLE, false));
    assert_eq!(
        game.ending(),
        Some(Ending::KingCaptured {
            by: Army::White,
            seat: WHITE_NOBLE
        })
    );
    assert_eq!(scores(&game), [10, 10, 0, 7]);
}

#[test]
fn the_queen_rule_travels_in_saves_and_exports_and_old_ones_load_as_standard() {
    let game = game_with_moves(QueenRule::NobleAlways, "e2e4 e7e5 Qh5");
    let text = game.export();
    assert_eq!(text, "coin queen=noble-always\ne2e4\ne7e5\nd1h5");
    let imported = CoinChess::import(&text).unwrap();
    assert_eq!(imported.options().queen, QueenRule::NobleAlways);
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    // Without the option the same record is no game: Qh5 needs control.
    assert_eq!(
        CoinChess::import("coin\ne2e4\ne7e5\nd1h5").unwrap_err().0,
        "line 4 (d1h5): d1h5: option d) (move a queen) needs military control, which the \
         White Noble lacks this turn"
    );
    assert_eq!(
        CoinChess::import("coin queen=paired\ne2e4").unwrap_err().0,
        "queen=paired: the queen rule is standard, noble-always, peasant-without-control, \
         unpaired or shared"
    );
    // With a clock too, and a Peasant's queen move.
    let options = Options {
        clock: Some(ClockOptions { minutes: 5 }),
        queen: QueenRule::PeasantWithoutControl,
        kind_rule: None,
    };
    let mut clocked = CoinChess::new(options).unwrap();
    play(&mut clocked, "e2e4 e7e5 cede Qh5");
    let text = clocked.export();
    assert_eq!(
        text,
        "coin clock=5 queen=peasant-without-control\ne2e4\ne7e5\ncede\nd1h5"
    );
    let imported = CoinChess::import(&text).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{clocked:?}"));
    // The standard rule writes no option, and reads back from one.
    let standard = game_with_moves(QueenRule::Standard, "e2e4");
    assert_eq!(standard.export(), "coin\ne2e4");
    let named = CoinChess::import("coin queen=standard\ne2e4").unwrap();
    assert_eq!(format!("{named:?}"), format!("{standard:?}"));
    // Saves carry the rule; one made before the option existed has none
    // and loads as standard.
    let saved = serde_json::to_value(&game).unwrap();
    assert_eq!(saved["options"]["queen"], "noble_always");
    let loaded: CoinChess = serde_json::from_value(saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
    let mut old = serde_json::to_value(&standard).unwrap();
    assert!(
        old["options"]
            .as_object_mut()
            .unwrap()
            .remove("queen")
            .is_some()
    );
    let loaded: CoinChess = serde_json::from_value(old).unwrap();
    assert_eq!(loaded.options().queen, QueenRule::Standard);
    assert_eq!(format!("{loaded:?}"), format!("{standard:?}"));
}

#[test]
fn a_shared_queen_is_the_nobles_without_loss_and_the_peasants_after_any_cede() {
    let mut game = with(QueenRule::Shared);
    play(&mut game, "cede e2e4 cede e7e5");
    assert!(game.control().has(Army::White), "b) kept control");
    // The Noble had control, and still his Peasant may move her.
    play(&mut game, "cede");
    let view = game.view(Viewer::Public);
    assert_eq!(
        view.peasant_men.as_deref(),
        Some("a pawn, an unpaired military man or a queen")
    );
    assert!(legal(&game, WHITE_PEASANT).contains(&"d1h5".to_string()));
    play(&mut game, "Qh5");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    // The Noble moves her himself as option d): he keeps control.
    let d = &game.view(Viewer::Public).options[3];
    assert!(d.available && d.control_after, "{d:?}");
    assert_eq!(
        d.description,
        "Move a queen, whom the Peasant may also move after a cede; military control is kept."
    );
    play(&mut game, "Qf6");
    assert_eq!(last_turn(&game), ('d', BLACK_NOBLE, true));
    assert_eq!(
        listed(&game, Army::Black, Kind::Queen),
        Some((1, Pairing::Shared))
    );
    // Without control the Noble may not move her...
    play(&mut game, "d2d3 Nc6");
    assert_eq!(last_turn(&game), ('f', BLACK_NOBLE, true));
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "Qxf7+"),
        "Qxf7+: option d) (move a queen) needs military control, which the White Noble lacks \
         this turn"
    );
    // ... but his Peasant may, after the cede.
    play(&mut game, "cede Qxf7+");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    assert_eq!(game.pawns_lost(Army::Black), 1);
    play(&mut game, "Qxf7");
    assert_eq!(last_turn(&game), ('d', BLACK_NOBLE, true));
    assert_eq!(
        listed(&game, Army::White, Kind::Queen),
        Some((0, Pairing::Shared))
    );
    assert_eq!(
        sans(&game),
        ["e4", "e5", "Qh5", "Qf6", "d3", "Nc6", "Qxf7+", "Qxf7"]
    );
    // In the standard game the same Peasant may not.
    let mut standard = game_with_moves(QueenRule::Standard, "cede e2e4 cede e7e5 cede");
    assert_eq!(
        standard.view(Viewer::Public).peasant_men.as_deref(),
        Some("a pawn or an unpaired military man (not a queen)")
    );
    assert_eq!(
        refused(&mut standard, WHITE_PEASANT, "Qh5"),
        "Qh5: only a Noble with military control moves a queen"
    );
}

#[test]
fn knights_as_if_unpaired_are_the_peasants_and_cost_the_noble_control() {
    let mut game = with_kind("knights-unpaired");
    assert_eq!(
        listed(&game, Army::White, Kind::Knight),
        Some((2, Pairing::Unpaired))
    );
    // Two knights, yet the Peasant moves one.
    play(&mut game, "cede Nf3");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    // The Noble moving a knight takes option e): no control next turn.
    let e = &game.view(Viewer::Public).options[4];
    assert_eq!(e.name, "move a pawn, an unpaired military man or a knight");
    assert!(e.moves.contains(&"b8c6".to_string()) && !e.control_after);
    play(&mut game, "Nc6");
    assert_eq!(last_turn(&game), ('e', BLACK_NOBLE, false));
    play(&mut game, "Nc3");
    assert_eq!(last_turn(&game), ('e', WHITE_NOBLE, false));
    // Without control he may not move one; his Peasant may.
    assert_eq!(
        refused(&mut game, BLACK_NOBLE, "Nf6"),
        "Nf6: option e) (move a pawn, an unpaired military man or a knight) needs military \
         control, which the Black Noble lacks this turn; the Black Noble has no move on the \
         board this turn: cede, and the Black Peasant moves"
    );
    play(&mut game, "cede Nf6");
    assert_eq!(last_turn(&game), ('b', BLACK_PEASANT, true));
    // The other kinds are paired as ever.
    play(&mut game, "cede");
    assert_eq!(
        refused(&mut game, WHITE_PEASANT, "Rb1"),
        "Rb1: White has 2 rooks: paired men are the Noble's"
    );
    play(&mut game, "Nd5");
    assert_eq!(sans(&game), ["Nf3", "Nc6", "Nc3", "Nf6", "Nd5"]);
    // In the standard game the Peasant may not move a paired knight.
    let mut standard = with(QueenRule::Standard);
    play(&mut standard, "cede");
    assert_eq!(
        refused(&mut standard, WHITE_PEASANT, "Nf3"),
        "Nf3: White has 2 knights: paired men are the Noble's"
    );
}

#[test]
fn rooks_as_if_unpaired_make_castling_option_e_and_the_peasants_rooks() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let mut standard = from(fen, true, true);
    play(&mut standard, "O-O");
    assert_eq!(last_turn(&standard), ('c', WHITE_NOBLE, true));
    let mut game = from_with_kind("rooks-unpaired", fen);
    let view = game.view(Viewer::Public);
    let (c, e) = (&view.options[2], &view.options[4]);
    assert_eq!(
        c.unavailable_because.as_deref(),
        Some("rooks count as unpaired military men: castling is option e)")
    );
    assert!(c.moves.is_empty() && e.moves.contains(&"e1g1".to_string()));
    play(&mut game, "O-O");
    assert_eq!(last_turn(&game), ('e', WHITE_NOBLE, false));
    // Black's Peasant moves a rook, though Black has two.
    play(&mut game, "cede Rb8");
    assert_eq!(last_turn(&game), ('b', BLACK_PEASANT, true));
    assert_eq!(sans(&game), ["O-O", "Rb8"]);
}

#[test]
fn a_shared_kinds_last_man_is_the_peasants_and_the_nobles_without_loss() {
    // Each colour has lost its c-file bishop: one bishop each.
    let fen = "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1";
    let mut standard = from(fen, true, true);
    play(&mut standard, "cede e2e4 cede e7e5 Bc4");
    assert_eq!(last_turn(&standard), ('e', WHITE_NOBLE, false));
    let mut game = from_with_kind("bishops-shared", fen);
    assert_eq!(
        listed(&game, Army::White, Kind::Bishop),
        Some((1, Pairing::Shared))
    );
    assert_eq!(
        listed(&game, Army::White, Kind::Knight),
        Some((2, Pairing::Paired))
    );
    play(&mut game, "cede e2e4 cede e7e5");
    // The Noble moves the last bishop as option f): no loss of control.
    let f = &game.view(Viewer::Public).options[5];
    assert_eq!(f.name, "move a paired military man or the last bishop");
    assert!(f.moves.contains(&"f1c4".to_string()) && f.control_after);
    play(&mut game, "Bc4");
    assert_eq!(last_turn(&game), ('f', WHITE_NOBLE, true));
    play(&mut game, "Bc5");
    assert_eq!(last_turn(&game), ('f', BLACK_NOBLE, true));
    // Without control (after e) he may not move it.
    play(&mut game, "d2d3 Nc6");
    assert!(!game.control().has(Army::White));
    assert_eq!(
        refused(&mut game, WHITE_NOBLE, "Bxf7+"),
        "Bxf7+: option f) (move a paired military man or the last bishop) needs military \
         control, which the White Noble lacks this turn"
    );
    // His Peasant may, after the cede.
    play(&mut game, "cede Bxf7+");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
    play(&mut game, "Kxf7");
    assert_eq!(
        listed(&game, Army::White, Kind::Bishop),
        Some((0, Pairing::Shared))
    );
    assert_eq!(
        sans(&game),
        ["e4", "e5", "Bc4", "Bc5", "d3", "Nc6", "Bxf7+", "Kxf7"]
    );
    let spelled = notation::spelled_out(&game.moves()[2], game.options(), Some("Ann"));
    assert_eq!(
        spelled,
        "Bc4 \u{2014} White Noble \u{b7} Ann, option f: move a paired military man or the last \
         bishop"
    );
}

#[test]
fn castling_with_the_last_shared_rook_keeps_control() {
    let fen = "4k3/p7/8/8/8/8/P7/4K2R w K - 0 1";
    let mut standard = from(fen, true, true);
    play(&mut standard, "O-O");
    assert_eq!(last_turn(&standard), ('e', WHITE_NOBLE, false));
    let mut game = from_with_kind("rooks-shared", fen);
    play(&mut game, "O-O");
    assert_eq!(last_turn(&game), ('c', WHITE_NOBLE, true));
    // The last rook is the Peasant's too; castling never is.
    play(&mut game, "a7a6 cede");
    assert!(legal(&game, WHITE_PEASANT).contains(&"f1f8".to_string()));
    play(&mut game, "Rf8+");
    assert_eq!(last_turn(&game), ('b', WHITE_PEASANT, true));
}

#[test]
fn the_kind_rule_travels_in_saves_and_exports_and_old_ones_load_without_it() {
    let options = Options {
        queen: QueenRule::Shared,
        ..kind_options("knights-unpaired")
    };
    let mut game = CoinChess::new(options).unwrap();
    play(&mut game, "cede g1f3");
    let text = game.export();
    assert_eq!(
        text,
        "coin queen=shared military=knights-unpaired\ncede\ng1f3"
    );
    let imported = CoinChess::import(&text).unwrap();
    assert_eq!(imported.options(), options);
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    // Without the option the same record is no game.
    assert_eq!(
        CoinChess::import("coin queen=shared\ncede\ng1f3")
            .unwrap_err()
            .0,
        "line 3 (g1f3): g1f3: White has 2 knights: paired men are the Noble's"
    );
    let saved = serde_json::to_value(&game).unwrap();
    assert_eq!(
        saved["options"]["kind_rule"],
        serde_json::json!({"kind": "knight", "control": "unpaired"})
    );
    let loaded: CoinChess = serde_json::from_value(saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
    // A save made before the option existed has none: the standard game.
    let standard = game_with_moves(QueenRule::Standard, "e2e4");
    let mut old = serde_json::to_value(&standard).unwrap();
    let fields = old["options"].as_object_mut().unwrap();
    assert!(fields.remove("kind_rule").is_some());
    let loaded: CoinChess = serde_json::from_value(old).unwrap();
    assert_eq!(loaded.options(), Options::default());
    // A save naming a kind that is no military kind is refused.
    let mut queens = serde_json::to_value(&standard).unwrap();
    queens["options"]["kind_rule"] = serde_json::json!({"kind": "queen", "control": "shared"});
    assert!(
        serde_json::from_value::<CoinChess>(queens)
            .unwrap_err()
            .to_string()
            .contains("only knights, bishops or rooks")
    );
}

#[test]
fn a_noble_with_no_move_on_the_board_is_told_to_cede() {
    let mut game = game();
    // White's pawn move costs military control; Black cedes and moves.
    play(&mut game, "a2a3 cede a7a6");
    assert_eq!(game.to_act(), Some(WHITE_NOBLE));
    assert!(legal(&game, WHITE_NOBLE).is_empty());
    let said = |from: &str, to: &str| {
        let choice = Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion: None,
        };
        game.gesture(WHITE_NOBLE, 0, &choice).unwrap_err().0
    };
    // A man only pressed: what to do instead.
    assert_eq!(
        said("b2", "b2"),
        "b2: the White Noble has no move on the board this turn: cede, and the White Peasant moves"
    );
    // A move tried: its own reason, then the same.
    assert_eq!(
        said("b1", "c3"),
        "b1c3: option f) (move a paired military man) needs military control, which the White \
         Noble lacks this turn; the White Noble has no move on the board this turn: cede, and \
         the White Peasant moves"
    );
    // Once he cedes, the Peasant hears only the move's own reason.
    play(&mut game, "cede");
    assert!(!refused(&mut game, WHITE_PEASANT, "e2e5").contains("cede"));
    // A Noble with a move open hears the move's reason alone.
    let fresh = game_with_moves(QueenRule::Standard, "");
    let choice = Choice::Move {
        from: "e2".into(),
        to: "e5".into(),
        promotion: None,
    };
    assert!(
        !fresh
            .gesture(WHITE_NOBLE, 0, &choice)
            .unwrap_err()
            .0
            .contains("cede")
    );
}
