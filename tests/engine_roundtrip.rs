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
fn kasparov_deep_blue_1997() {
    let text = include_str!("data/kasparov-deep-blue-1997.pgn");
    round_trip("kasparov-deep-blue-1997", text, 6);
    let first = &read_games(text).unwrap()[0];
    assert_eq!(first.moves.len(), 89);
    assert_eq!(first.tag("White"), Some("Garry Kasparov"));
}

#[test]
fn nepomniachtchi_ding_2023_game_1() {
    let text = include_str!("data/nepomniachtchi-liren-game1.pgn");
    round_trip("nepomniachtchi-liren-game1", text, 1);
    let game = read_game(text).unwrap();
    assert_eq!(game.result, "1/2-1/2");
    assert_eq!(game.moves.len(), 97);
}

#[test]
fn molinari_bordais_ends_in_mate() {
    let text = include_str!("data/molinari-bordais-1979.pgn");
    round_trip("molinari-bordais-1979", text, 1);
    let game = read_game(text).unwrap();
    assert!(matches!(
        game.final_position().status(),
        Status::Checkmate { .. }
    ));
    assert!(game.to_pgn().contains("5. g3 Nd3# 0-1"));
}

#[test]
fn chess960_game_with_comments() {
    let text = include_str!("data/cutechess-fischerrandom.pgn");
    round_trip("cutechess-fischerrandom", text, 4);
    let game = &read_games(text).unwrap()[0];
    assert_eq!(game.start.rules(), Rules::CHESS960);
    let written = game.to_pgn();
    assert!(written.contains("[Variant \"Chess960\"]"));
    assert!(written.contains("[SetUp \"1\"]"));
    assert!(written.contains("O-O-O"));
}
