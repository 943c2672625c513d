//! Perft speed beside shakmaty 0.29 in the same run: start position depth 6
//! and Kiwipete depth 5 (nodes per second each, and our time divided by
//! theirs), plus our speed on the 14x14 cross start. Run with
//! `cargo bench --bench perft`.

use std::time::Instant;

use parlour::engine::cross::{CrossPosition, cross_perft};
use parlour::engine::{Position, Rules, perft};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

/// Runs `f` `runs` times and returns the node count and the best time in seconds.
fn best_of(runs: u32, mut f: impl FnMut() -> u64) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..runs {
        let started = Instant::now();
        nodes = f();
        best = best.min(started.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn compare(name: &str, fen: &str, depth: u32) {
    let mut ours = Position::from_fen(fen, Rules::STANDARD).expect("valid FEN");
    let theirs: Chess = fen
        .parse::<Fen>()
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position");
    // Alternate the two engines so a busy machine slows both alike; keep the best run of each.
    let (mut our_time, mut their_time) = (f64::INFINITY, f64::INFINITY);
    let (mut our_nodes, mut their_nodes) = (0, 0);
    for _ in 0..4 {
        let (nodes, time) = best_of(1, || perft(&mut ours, depth));
        our_nodes = nodes;
        our_time = our_time.min(time);
        let (nodes, time) = best_of(1, || shakmaty::perft(&theirs, depth));
        their_nodes = nodes;
        their_time = their_time.min(time);
    }
    assert_eq!(our_nodes, their_nodes, "{name}: node counts differ");
    println!(
        "{name} depth {depth}: {our_nodes} nodes | parlour {:.1} Mnps ({our_time:.3} s) | shakmaty {:.1} Mnps ({their_time:.3} s) | ratio {:.2}",
        our_nodes as f64 / our_time / 1e6,
        their_nodes as f64 / their_time / 1e6,
        our_time / their_time
    );
}

fn main() {
    compare(
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    );
    compare(
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    );
    let mut cross = CrossPosition::four_player();
    for depth in [5, 6] {
        let (nodes, time) = best_of(3, || cross_perft(&mut cross, depth));
        println!(
            "cross start depth {depth}: {nodes} nodes | parlour {:.1} Mnps ({time:.3} s)",
            nodes as f64 / time / 1e6
        );
    }
}
