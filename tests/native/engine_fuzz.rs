//! Throws random and mangled text at every parser: each must answer with a
//! value or an error, never panic. Inputs that parse are exercised further
//! (moves generated, written back, read again).

use parlour::engine::cross::{CrossPosition, CrossRules, CrossSquare};
use parlour::engine::pgn::read_games;
use parlour::engine::random::Random;
use parlour::engine::{Position, Rules, Square, perft};
use parlour::games::Game;
use parlour::games::standard::Standard;

/// A random index below `n` (0 when `n` is 0).
fn below(random: &mut Random, n: usize) -> usize {
    random.below(n.max(1) as u64) as usize
}

const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'n', 'o', 'k', 'q', 'r', 'p', 'u', 'w', 'x', 'K',
    'Q', 'R', 'B', 'N', 'P', 'O', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '/', ' ', '-',
    '=', '+', '#', '@', '.', '[', ']', '"', '{', '}', '(', ')', ';', '$', '*', '\n', '\\', '%',
    'é', '\u{feff}', '♔',
];

fn random_text(random: &mut Random, max: usize) -> String {
    let len = below(random, max + 1);
    (0..len)
        .map(|_| ALPHABET[below(random, ALPHABET.len())])
        .collect()
}

/// A valid input with a few characters deleted, inserted, replaced or
/// duplicated.
fn mangle(random: &mut Random, valid: &str) -> String {
    let mut chars: Vec<char> = valid.chars().collect();
    for _ in 0..=below(random, 4) {
        let at = below(random, chars.len() + 1);
        match below(random, 4) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(at, ALPHABET[below(random, ALPHABET.len())]),
            2 if at < chars.len() => chars[at] = ALPHABET[below(random, ALPHABET.len())],
            _ => {
                let end = (at + below(random, 8)).min(chars.len());
                let copy: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, copy);
            }
        }
    }
    chars.into_iter().collect()
}

const FENS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

const PGN: &str = "[Event \"Fuzz\"]\n[Result \"*\"]\n\n1. e4 {comment} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 ; line\n3. Bb5 a6 4. O-O *\n";

#[test]
fn fen_parser_never_panics() {
    let mut random = Random::seeded(1);
    for round in 0..20_000 {
        let text = if round % 3 == 0 {
            random_text(&mut random, 80)
        } else {
            let seed = FENS[below(&mut random, FENS.len())];
            mangle(&mut random, seed)
        };
        for rules in [Rules::STANDARD, Rules::CHESS960] {
            if let Ok(mut position) = Position::from_fen(&text, rules) {
                let fen = position.fen();
                let again = Position::from_fen(&fen, rules)
                    .unwrap_or_else(|e| panic!("{text:?} -> {fen:?}: {e}"));
                assert_eq!(again.fen(), fen);
                perft(&mut position, 2);
                assert_eq!(position.fen(), fen);
            }
        }
    }
}

#[test]
fn san_and_uci_parsers_never_panic() {
    let mut random = Random::seeded(2);
    let positions: Vec<Position> = FENS
        .iter()
        .map(|fen| Position::from_fen(fen, Rules::CHESS960).unwrap())
        .collect();
    let words = [
        "e4", "Nf3", "O-O", "0-0-0", "exd5", "e8=Q", "Qxe7+", "Rad1", "e2e4", "e7e8q", "N@g1",
        "e5f6", "e1h1",
    ];
    for round in 0..30_000 {
        let position = &positions[below(&mut random, positions.len())];
        let text = if round % 2 == 0 {
            random_text(&mut random, 8)
        } else {
            let seed = words[below(&mut random, words.len())];
            mangle(&mut random, seed)
        };
        if let Ok(mv) = position.parse_san(&text) {
            assert!(position.is_legal(mv));
        }
        if let Ok(mv) = position.parse_uci(&text) {
            assert!(position.is_legal(mv));
        }
        let _ = Square::parse(&text);
        let game = Standard::new();
        let _ = game.parse_action(0, &text);
    }
}

#[test]
fn pgn_parser_never_panics() {
    let mut random = Random::seeded(3);
    for round in 0..5_000 {
        let text = if round % 4 == 0 {
            random_text(&mut random, 200)
        } else {
            mangle(&mut random, PGN)
        };
        if let Ok(games) = read_games(&text) {
            for game in games {
                let written = game.to_pgn();
                let again =
                    read_games(&written).unwrap_or_else(|e| panic!("{text:?} -> {written:?}: {e}"));
                assert_eq!(again[0].moves, game.moves);
            }
        }
    }
}

#[test]
fn cross_parsers_never_panic() {
    let mut random = Random::seeded(4);
    let start = CrossPosition::four_player();
    let text = start.to_text();
    for round in 0..20_000 {
        let input = if round % 3 == 0 {
            random_text(&mut random, 120)
        } else {
            mangle(&mut random, &text)
        };
        if let Ok(position) = CrossPosition::from_text(&input, CrossRules::FOUR_PLAYER) {
            let written = position.to_text();
            assert_eq!(
                CrossPosition::from_text(&written, CrossRules::FOUR_PLAYER).unwrap(),
                position
            );
            let _ = position.pseudo_legal_moves();
        }
        let seed = ["g2g3", "a6b7", "n14", "g13g14q"][below(&mut random, 4)];
        let word = mangle(&mut random, seed);
        let _ = CrossSquare::parse(&word);
        if let Ok(mv) = start.parse_move(&word) {
            assert!(start.pseudo_legal_moves().contains(&mv));
        }
    }
}
