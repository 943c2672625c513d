//! Compares the engine with python-chess on positions reached by random
//! play, standard and Chess960: legal moves, SAN of every move, FEN and the
//! game-over verdicts must all agree. Needs `python3` with python-chess.

use std::collections::BTreeMap;
use std::process::Command;

use parlour::engine::random::Random;
use parlour::engine::{GameHistory, Move, Position, chess960};
use serde_json::json;

/// A random index below `n` (0 when `n` is 0).
fn below(random: &mut Random, n: usize) -> usize {
    random.below(n.max(1) as u64) as usize
}

/// Plays one random game and records every position it passes.
fn record_game(start: Position, random: &mut Random, chess960: bool) -> (serde_json::Value, usize) {
    let mut position = start.clone();
    let mut history = GameHistory::new(&position);
    let mut moves: Vec<String> = Vec::new();
    let mut positions = Vec::new();
    loop {
        let legal = position.legal_moves();
        let san: BTreeMap<String, String> = legal
            .iter()
            .map(|&mv| (position.uci(mv), position.san(mv)))
            .collect();
        let has_move = !legal.is_empty();
        positions.push(json!({
            "fen": position.fen(),
            "moves": san,
            "checkmate": position.is_checkmate(),
            "stalemate": position.is_stalemate(),
            "insufficient": position.is_insufficient_material(),
            "fifty": position.halfmove_clock() >= 100 && has_move,
            "repetition": history.occurrences() >= 3,
        }));
        if history.status(&position).is_over() || moves.len() >= 400 {
            break;
        }
        // Prefer captures half of the time, so games reach endings and mates;
        // sometimes shuffle a knight back and forth to provoke repetitions.
        let captures: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&mv| {
                position
                    .man_at(mv.to)
                    .is_some_and(|man| man.army != position.turn())
            })
            .collect();
        let mv = if !captures.is_empty() && below(random, 2) == 0 {
            captures[below(random, captures.len())]
        } else {
            legal[below(random, legal.len())]
        };
        moves.push(position.uci(mv));
        position.play(mv).expect("generated moves are legal");
        history.push(&position);
    }
    let count = positions.len();
    (
        json!({ "chess960": chess960, "start": start.fen(), "moves": moves, "positions": positions }),
        count,
    )
}

#[test]
fn random_games_agree_with_python_chess() {
    let mut random = Random::seeded(0x2545_f491_4f6c_dd1d);
    let mut lines = Vec::new();
    let mut positions = 0;
    for game in 0..60 {
        let chess960 = game % 2 == 1;
        let start = if chess960 {
            chess960::position(below(&mut random, 960) as u16).unwrap()
        } else {
            Position::standard()
        };
        let (record, count) = record_game(start, &mut random, chess960);
        lines.push(record.to_string());
        positions += count;
    }
    assert!(positions >= 1000, "only {positions} positions");
    let path = std::env::temp_dir().join(format!(
        "parlour-python-compare-{}.jsonl",
        std::process::id()
    ));
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/python/compare_with_python_chess.py"
    );
    let output = Command::new("python3")
        .arg(script)
        .arg(&path)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run python3 (needed with python-chess for this test): {e}")
        });
    let _ = std::fs::remove_file(&path);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    match output.status.code() {
        Some(0) => assert!(
            stdout.contains(&format!("compared {positions} positions")),
            "{stdout}"
        ),
        Some(2) => panic!("python-chess is missing: {stderr}"),
        _ => panic!("python-chess disagrees:\n{stdout}\n{stderr}"),
    }
}
