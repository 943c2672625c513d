//! `parlour uci`: every command of the Universal Chess Interface the engine
//! speaks, and bad input answered with `info string` instead of a crash.

use crate::support::run_parlour;
use parlour::engine::Position;

fn uci(input: &str) -> (Vec<String>, i32) {
    let output = run_parlour(&["uci"], input);
    let lines = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (lines, output.status.code().unwrap_or(-1))
}

fn bestmoves(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|line| line.strip_prefix("bestmove "))
        .collect()
}

#[test]
fn identifies_itself_and_its_options() {
    let (lines, code) = uci("uci\nisready\nquit\n");
    assert_eq!(code, 0);
    assert_eq!(lines[0], "id name Parlour");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin"))
    );
    assert!(lines.contains(&"option name UCI_Chess960 type check default false".to_string()));
    assert!(
        lines.contains(
            &"option name Level type combo default Full var Beginner var Casual var Club var Chess4.5 var Expert var Full"
                .to_string()
        ),
        "{lines:?}"
    );
    let ok = lines.iter().position(|l| l == "uciok").unwrap();
    assert_eq!(lines[ok + 1], "readyok");
}

#[test]
fn plays_a_legal_move_for_every_kind_of_go() {
    let moves = "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6";
    let input = format!(
        "ucinewgame\nposition startpos moves {moves}\n\
         go depth 4\ngo nodes 5000\ngo movetime 50\n\
         go wtime 2000 btime 2000 winc 10 binc 10\ngo wtime 500 btime 800 movestogo 5\nquit\n"
    );
    let (lines, code) = uci(&input);
    assert_eq!(code, 0);
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 5, "{lines:?}");
    let mut position = Position::standard();
    for mv in moves.split(' ') {
        position.play(position.parse_uci(mv).unwrap()).unwrap();
    }
    for mv in best {
        assert!(position.parse_uci(mv).is_ok(), "{mv} illegal");
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info depth 4 score cp "))
    );
    assert!(
        lines.iter().all(|l| !l.starts_with("info string")),
        "{lines:?}"
    );
}

#[test]
fn finds_a_mate_and_says_so() {
    let (lines, _) = uci("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\nquit\n");
    assert_eq!(bestmoves(&lines), ["a1a8"]);
    assert!(
        lines.iter().any(|l| l.contains("score mate 1 ")),
        "{lines:?}"
    );
    // Mated: no move to give.
    let (lines, _) = uci("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1\ngo depth 3\nquit\n");
    assert_eq!(bestmoves(&lines), ["0000"]);
}

#[test]
fn an_infinite_search_answers_isready_and_stops_when_told() {
    let (lines, code) = uci("position startpos\ngo infinite\nisready\nstop\nquit\n");
    assert_eq!(code, 0);
    let ready = lines.iter().position(|l| l == "readyok").unwrap();
    let best = lines
        .iter()
        .position(|l| l.starts_with("bestmove "))
        .unwrap();
    assert!(ready < best, "{lines:?}");
    assert!(Position::standard().parse_uci(&lines[best][9..]).is_ok());
    // The end of the input stops a search too.
    let (lines, code) = uci("go infinite\n");
    assert_eq!(code, 0);
    assert_eq!(bestmoves(&lines).len(), 1);
}

#[test]
fn castling_follows_the_chess960_option() {
    // A Chess960 start with the king on g1: castling leaves him there and
    // brings the rook to f1, which mates (the rook cannot get there alone).
    let fen = "4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1";
    let (lines, _) = uci(&format!(
        "setoption name UCI_Chess960 value true\nposition fen {fen}\ngo depth 2\nquit\n"
    ));
    assert!(
        lines.iter().any(|l| l.contains("score mate 1 ")),
        "{lines:?}"
    );
    assert_eq!(bestmoves(&lines), ["g1h1"]);
    // Moves in either form are read, each under its own rules.
    let standard = "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1";
    let (lines, _) = uci(&format!(
        "position fen {standard} moves e1g1\nisready\nsetoption name UCI_Chess960 value true\n\
         position fen {fen} moves g1h1\nisready\nquit\n"
    ));
    assert_eq!(lines, ["readyok", "readyok"]);
}

#[test]
fn a_level_option_changes_how_it_plays_and_bad_input_is_refused() {
    let (lines, code) = uci(
        "setoption name Level value Beginner\nsetoption name Hash value 4\nposition startpos\ngo depth 1\n\
         setoption name Level value Chess4.5\ngo movetime 100\n\
         position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\n\
         position startpos moves e2e4 e2e4\nsetoption name Hash value 0\nsetoption name UCI_Chess960 value maybe\n\
         go movetime soon\nsetoption name Level value Grandmaster\nregister later\nquit\n",
    );
    assert_eq!(code, 0);
    assert_eq!(bestmoves(&lines).len(), 2);
    let refusals: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert_eq!(refusals.len(), 7, "{lines:?}");
}
