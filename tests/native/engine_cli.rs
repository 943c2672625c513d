//! The `parlour` command line: perft, moves, play, and its errors.

use crate::support::run_parlour;

fn parlour(args: &[&str], stdin: &str) -> (String, String, i32) {
    let output = run_parlour(args, stdin);
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        output.status.code().unwrap_or(-1),
    )
}

#[test]
fn perft_prints_the_count_last() {
    let (out, _, code) = parlour(&["perft", "--depth", "3"], "");
    assert_eq!((out.trim(), code), ("8902", 0));
    let (out, _, code) = parlour(
        &[
            "perft",
            "--depth",
            "2",
            "--divide",
            "--fen",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ],
        "",
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"2039"));
    assert_eq!(lines.len(), 49);
    assert!(lines.contains(&"e1g1: 43"), "{out}");
    let (out, _, _) = parlour(
        &[
            "perft",
            "--depth",
            "1",
            "--chess960",
            "--fen",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        ],
        "",
    );
    assert_eq!(out.trim(), "21");
}

#[test]
fn moves_are_sorted_uci_with_960_castling_as_king_takes_rook() {
    let (out, _, code) = parlour(&["moves"], "");
    assert_eq!(code, 0);
    let moves: Vec<&str> = out.lines().collect();
    assert_eq!(moves.len(), 20);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    let fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    let (standard, _, _) = parlour(&["moves", "--fen", fen], "");
    assert!(standard.lines().any(|mv| mv == "e1g1") && standard.lines().any(|mv| mv == "e1c1"));
    let (chess960, _, _) = parlour(&["moves", "--chess960", "--fen", fen], "");
    assert!(chess960.lines().any(|mv| mv == "e1h1") && chess960.lines().any(|mv| mv == "e1a1"));
    assert!(!chess960.lines().any(|mv| mv == "e1g1"));
}

#[test]
fn play_answers_each_line_with_one_json_object() {
    let (out, _, code) = parlour(
        &["play", "standard"],
        "e2e4\nbogus\ne7e5\nf1c4\nb8c6\nd1h5\ng8f6\nh5f7\ne2e4\n",
    );
    assert_eq!(code, 0);
    let answers: Vec<serde_json::Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), 9);
    assert_eq!(answers[0]["turn"], 1);
    assert_eq!(answers[0]["boards"][0]["e4"], "white pawn");
    assert!(answers[0]["boards"][0].get("e2").is_none());
    assert!(answers[1]["error"].is_string());
    assert_eq!(answers[1]["boards"], answers[0]["boards"]);
    assert_eq!(answers[7]["turn"], serde_json::Value::Null);
    assert_eq!(answers[7]["result"]["winners"], serde_json::json!([0]));
    assert!(answers[8]["error"].is_string());
}

#[test]
fn chess960_seed_picks_the_position_reproducibly() {
    let (first, _, _) = parlour(&["play", "chess960", "--seed", "7"], "\n");
    let (second, _, _) = parlour(&["play", "chess960", "--seed", "7"], "\n");
    assert_eq!(first, second);
    let (numbered, _, _) = parlour(&["play", "chess960", "--position", "518"], "\n");
    let answer: serde_json::Value = serde_json::from_str(numbered.trim()).unwrap();
    assert_eq!(answer["boards"][0]["e1"], "white king");
    assert_eq!(answer["boards"][0]["b8"], "black knight");
}

#[test]
fn errors_are_messages_with_a_non_zero_exit() {
    for args in [
        vec![],
        vec!["fly"],
        vec!["perft"],
        vec!["perft", "--depth", "x"],
        vec!["perft", "--depth", "2", "--fen", "nonsense"],
        vec!["moves", "--colour", "red"],
        vec!["play"],
        vec!["play", "nosuchgame"],
        vec!["play", "standard", "--players", "3"],
        vec!["play", "chess960", "--position", "960"],
    ] {
        let (out, err, code) = parlour(&args, "");
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.starts_with("parlour: "), "{args:?}: {err}");
    }
}

#[test]
fn selfplay_lines_feed_tune_which_prints_the_weights_table() {
    let (out, err, code) = parlour(
        &["selfplay", "--games", "2", "--nodes", "300", "--seed", "4"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() > 20, "{out}");
    for line in &lines {
        let (fen, result) = line.rsplit_once(';').expect(line);
        assert!(["1", "0.5", "0"].contains(&result), "{line}");
        assert_eq!(fen.split(' ').count(), 6, "{line}");
    }
    let file = std::env::temp_dir().join(format!("parlour-selfplay-{}.txt", std::process::id()));
    std::fs::write(&file, &out).unwrap();
    let path = file.to_str().unwrap();
    let (table, err, code) = parlour(&["tune", path, "--epochs", "20"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("held out"), "{err}");
    assert!(
        table.contains("pub static TUNED: Weights = Weights(["),
        "{table}"
    );
    // Every weight of `evaluation::term`, once.
    assert_eq!(
        table.matches("Score(").count(),
        parlour::ai::evaluation::term::COUNT,
        "{table}"
    );
    // Mixing in search scores needs them: refused on bare lines.
    let (table, err, code) = parlour(&["tune", path, "--result-share", "0.5"], "");
    assert_ne!(code, 0);
    assert!(table.is_empty() && err.contains("parlour score"), "{err}");
    // `score` adds each position's search score; `tune` then mixes it in.
    let (scored, err, code) = parlour(&["score", path, "--nodes", "200"], "");
    assert_eq!(code, 0, "{err}");
    let scored_lines: Vec<&str> = scored.lines().collect();
    assert_eq!(scored_lines.len(), lines.len());
    for (line, scored) in lines.iter().zip(&scored_lines) {
        let (before, score) = scored.rsplit_once(';').expect(scored);
        assert_eq!(&before, line);
        assert!(score.parse::<i32>().is_ok(), "{scored}");
    }
    std::fs::write(&file, &scored).unwrap();
    let (table, err, code) = parlour(
        &["tune", path, "--epochs", "20", "--result-share", "0.5"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(table.contains("0.5 of each target the result"), "{table}");
    let (_, err, code) = parlour(&["tune", path, "--result-share", "2"], "");
    assert_ne!(code, 0);
    assert!(err.contains("share from 0 to 1"), "{err}");
    // A damaged line is named, and nothing is printed.
    std::fs::write(&file, format!("{out}not a position;1\n")).unwrap();
    let (table, err, code) = parlour(&["tune", path], "");
    assert_ne!(code, 0);
    assert!(table.is_empty() && err.contains("not a position"), "{err}");
    std::fs::remove_file(&file).unwrap();
}
