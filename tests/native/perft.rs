//! Perft: move-tree node counts against published figures (chessprogramming
//! wiki "Perft Results"; Chess960 figures from Reinhard Scharnagl's table as
//! collected on the wiki's "Chess960 Perft Results" page).

use parlour::engine::{Position, Rules, perft};

fn check(fen: &str, rules: Rules, expected: &[u64]) {
    let mut position = Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for (depth, &nodes) in expected.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(perft(&mut position, depth), nodes, "{fen} depth {depth}");
    }
    assert_eq!(
        position.fen(),
        Position::from_fen(fen, rules).unwrap().fen(),
        "make/unmake restored the position"
    );
}

#[test]
fn start_position() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Rules::STANDARD,
        &[20, 400, 8902, 197_281, 4_865_609, 119_060_324],
    );
}

#[test]
fn kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        Rules::STANDARD,
        &[48, 2039, 97_862, 4_085_603, 193_690_690],
    );
}

#[test]
fn position_3() {
    check(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        Rules::STANDARD,
        &[14, 191, 2812, 43_238, 674_624, 11_030_083],
    );
}

#[test]
fn position_4_and_mirror() {
    let counts = [6, 264, 9467, 422_333, 15_833_292];
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        Rules::STANDARD,
        &counts,
    );
    check(
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        Rules::STANDARD,
        &counts,
    );
}

#[test]
fn position_5() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        Rules::STANDARD,
        &[44, 1486, 62_379, 2_103_487, 89_941_194],
    );
}

#[test]
fn position_6() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        Rules::STANDARD,
        &[46, 2079, 89_890, 3_894_594, 164_075_551],
    );
}

/// Sixty positions of the Chess960 table: depth 4 for all, depth 5 for
/// every third.
#[test]
fn chess960_positions() {
    let table = include_str!("../data/chess960.perft");
    let mut checked = 0;
    for (index, line) in table
        .lines()
        .filter(|line| !line.starts_with('#'))
        .enumerate()
    {
        let (fen, counts) = line.split_once(';').expect("fen ; counts");
        let counts: Vec<u64> = counts
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        let depth = if index % 3 == 0 { 5 } else { 4 };
        check(fen.trim(), Rules::CHESS960, &counts[..depth]);
        checked += 1;
    }
    assert_eq!(checked, 60);
}

/// Chess960 number 518 is the standard start, and castling in Chess960
/// mode gives the same tree.
#[test]
fn chess960_standard_setup() {
    let mut position = parlour::engine::chess960::position(518).unwrap();
    assert_eq!(position.fen(), Position::standard().fen());
    assert_eq!(perft(&mut position, 4), 197_281);
}
