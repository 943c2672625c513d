//! The search core on the 8x8 board: it finds forced mates, never answers
//! with an illegal move, and keeps its deadline.

use parlour::ai::{Limits, Searcher};
use parlour::engine::random::Random;
use parlour::engine::{Position, Rules, chess960};

fn position(fen: &str) -> Position {
    Position::from_fen(fen, Rules::STANDARD).unwrap()
}

/// Whether the side to move can force mate within `moves` of its moves,
/// by trying everything (independent of the search under test).
fn forced_mate_within(position: &mut Position, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    for mv in position.legal_moves() {
        let undo = position.make(mv);
        let replies = position.legal_moves();
        let mates = if replies.is_empty() {
            position.is_check()
        } else {
            replies.iter().all(|&reply| {
                let undo = position.make(reply);
                let mated = forced_mate_within(position, moves - 1);
                position.unmake(reply, undo);
                mated
            })
        };
        position.unmake(mv, undo);
        if mates {
            return true;
        }
    }
    false
}

#[test]
fn finds_mates_in_one_two_and_three() {
    let cases = [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            1,
        ),
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10",
            2,
        ),
        (
            "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 12",
            2,
        ),
        (
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
            3,
        ),
        ("2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1", 3),
    ];
    for (fen, moves) in cases {
        let mut start = position(fen);
        assert!(
            forced_mate_within(&mut start, moves),
            "{fen}: no mate in {moves}"
        );
        assert!(
            !forced_mate_within(&mut start, moves - 1),
            "{fen}: a shorter mate"
        );
        let mut searcher = Searcher::new(4);
        let result = searcher.search(&mut start, &[], Limits::depth(2 * moves as i32 + 2), |_| {});
        assert_eq!(result.mate_in(), Some(moves as i32), "{fen}: {result:?}");
        // Playing the search's first move keeps the mate on the board.
        let best = result.best().unwrap();
        start.play(best).unwrap();
        let mut after = start.clone();
        let replies = after.legal_moves();
        let still_mating = replies.is_empty()
            || replies.iter().all(|&reply| {
                let undo = after.make(reply);
                let mated = forced_mate_within(&mut after, moves - 1);
                after.unmake(reply, undo);
                mated
            });
        assert!(still_mating, "{fen}: {best} lets the mate go");
    }
}

#[test]
fn sees_that_it_is_mated_and_that_stalemate_is_a_draw() {
    let mut searcher = Searcher::new(1);
    let mut mated = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    let result = searcher.search(&mut mated, &[], Limits::depth(3), |_| {});
    assert_eq!(result.best(), None);
    assert_eq!(result.mate_in(), Some(0));
    let mut stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let result = searcher.search(&mut stalemate, &[], Limits::depth(3), |_| {});
    assert_eq!((result.best(), result.score), (None, 0));
}

#[test]
fn takes_a_hanging_queen_and_avoids_losing_its_own() {
    let mut searcher = Searcher::new(4);
    let mut free_queen = position("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let best = searcher
        .search(&mut free_queen, &[], Limits::depth(4), |_| {})
        .best();
    assert_eq!(best.map(|mv| mv.to_string()).as_deref(), Some("d2d5"));
    // Black's queen is attacked by a pawn: every good move saves it.
    let mut attacked = position("4k3/8/8/3q4/4P3/8/8/4K3 b - - 0 1");
    let best = searcher
        .search(&mut attacked, &[], Limits::depth(5), |_| {})
        .best()
        .unwrap();
    assert!(
        best.to_string() == "d5e4" || best.from.to_string() == "d5",
        "{best}"
    );
}

#[test]
fn counts_a_return_to_an_earlier_position_as_a_draw() {
    // White is a queen and a rook up. The kings and the queen went back and
    // forth, so Black's Kh8 now brings back a position the game has seen.
    let fen = "6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 b - - 0 1";
    let mut searcher = Searcher::new(4);
    let mut lost = position(fen);
    let without_history = searcher.search(&mut lost, &[], Limits::depth(5), |_| {});
    assert!(without_history.score < -800, "{without_history:?}");
    let mut board = position(fen);
    let mut history = Vec::new();
    for mv in ["g8h8", "d1d2", "h8g8", "d2d1"] {
        history.push(board.hash());
        let mv = board.parse_uci(mv).unwrap();
        board.play(mv).unwrap();
    }
    searcher.clear();
    let result = searcher.search(&mut board, &history, Limits::depth(5), |_| {});
    assert_eq!(result.score, 0, "{result:?}");
    assert_eq!(
        result.best().map(|mv| mv.to_string()).as_deref(),
        Some("g8h8")
    );
}

#[test]
fn never_answers_with_an_illegal_move_in_random_positions() {
    let mut random = Random::seeded(2026);
    let mut searcher = Searcher::new(2);
    for game in 0..40 {
        let mut board = if game % 2 == 0 {
            Position::standard()
        } else {
            chess960::position(random.below(960) as u16).unwrap()
        };
        let plies = 10 + random.below(60);
        for _ in 0..plies {
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[random.below(moves.len() as u64) as usize];
            board.play(mv).unwrap();
        }
        let before = board.clone();
        let limits = Limits {
            nodes: Some(3_000 + random.below(20_000)),
            ..Limits::default()
        };
        let result = searcher.search(&mut board, &[], limits, |_| {});
        assert_eq!(board, before, "the search left the position changed");
        match result.best() {
            Some(mv) => assert!(board.legal_moves().contains(&mv), "{} {mv}", board.fen()),
            None => assert!(board.legal_moves().is_empty()),
        }
        for (ply, &mv) in result.pv.iter().enumerate() {
            assert!(
                board.is_legal(mv),
                "pv move {ply} {mv} illegal in {}",
                board.fen()
            );
            board.play(mv).unwrap();
        }
    }
}

#[test]
fn stops_at_its_deadline_with_a_move() {
    let mut searcher = Searcher::new(8);
    let mut middlegame =
        position("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9");
    let started = std::time::Instant::now();
    let result = searcher.search(&mut middlegame, &[], Limits::movetime(150.0), |_| {});
    let elapsed = started.elapsed().as_millis();
    assert!(result.best().is_some());
    assert!(result.depth >= 2, "{result:?}");
    // Generous slack for a loaded machine; the deadline is looked at every
    // thousand nodes.
    assert!(elapsed < 1_500, "took {elapsed} ms");
    // A raised stop flag ends a search without limits, keeping a move.
    let flag = searcher.stop_flag();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let result = searcher.search(&mut middlegame, &[], Limits::default(), |_| {});
    stopper.join().unwrap();
    assert!(result.best().is_some());
}
