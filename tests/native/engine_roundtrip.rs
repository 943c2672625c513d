//! Round trips: PGN -> game -> PGN for real games, FEN -> position -> FEN.

use parlour::engine::pgn::{read_game, read_games};
use parlour::engine::{CastlingNotation, Position, Rules, Status};

fn round_trip(file: &str, text: &str, expected_games: usize) {
    let games = read_games(text).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert_eq!(games.len(), expected_games, "{file}");
    for game in games {
        let written = game.to_pgn();
        let again = read_game(&written).unwrap_or_else(|e| panic!("{file}: {e}\n{written}"));
        assert_eq!(again.moves, game.moves, "{file}");
        assert_eq!(again.start, game.start, "{file}");
        assert_eq!(again.result, game.result, "{file}");
        for (name, value) in &game.tags {
            if !matches!(name.as_str(), "Variant" | "FEN" | "SetUp") {
                assert_eq!(again.tag(name), Some(value.as_str()), "{file}: tag {name}");
            }
        }
        assert_eq!(again.to_pgn(), written, "{file}: writing is stable");
        // Every FEN along the game round-trips too.
        let mut position = game.start.clone();
        for &mv in &game.moves {
            position.make(mv);
            for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
                let fen = position.fen_with(notation);
                let read = Position::from_fen(&fen, position.rules()).unwrap();
                assert_eq!(read.fen_with(notation), fen);
                assert_eq!(read.repetition_key(), position.repetition_key(), "{fen}");
            }
        }
    }
}

#[test]
fn classic_games_with_comments_variations_and_nags() {
    let text = include_str!("../data/classic-games.pgn");
    round_trip("classic-games", text, 3);
    let games = read_games(text).unwrap();
    let plies: Vec<usize> = games.iter().map(|game| game.moves.len()).collect();
    assert_eq!(plies, [33, 45, 37]);
    assert_eq!(games[1].tag("White"), Some("Adolf Anderssen"));
    for mated in &games[..2] {
        assert!(matches!(
            mated.final_position().status(),
            Status::Checkmate { .. }
        ));
    }
    assert!(games[0].to_pgn().contains("17. Rd8# 1-0"));
    assert!(
        games[1].to_pgn().contains("18. Bd6 Bxg1"),
        "the variation is skipped"
    );
    assert_eq!(games[2].result, "1-0");
}

#[test]
fn chess960_games_with_comments() {
    let text = include_str!("../data/chess960-games.pgn");
    round_trip("chess960-games", text, 4);
    let games = read_games(text).unwrap();
    assert!(
        games
            .iter()
            .all(|game| game.start.rules() == Rules::CHESS960)
    );
    let written: Vec<String> = games.iter().map(|game| game.to_pgn()).collect();
    assert!(
        written
            .iter()
            .all(|pgn| pgn.contains("[Variant \"Chess960\"]"))
    );
    assert!(written[0].contains("[SetUp \"1\"]"));
    assert!(written.iter().any(|pgn| pgn.contains("O-O-O")));
    assert!(
        written
            .iter()
            .any(|pgn| pgn.contains(" O-O ") || pgn.contains(" O-O+"))
    );
}
