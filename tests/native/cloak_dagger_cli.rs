//! `parlour play cloak-dagger` run as a program on scripted games.

use crate::support::run_parlour;

use std::process::Output;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> Output {
    run_parlour(&[&["play", "cloak-dagger"], args].concat(), input)
}

fn lines(args: &[&str], input: &str) -> Vec<Value> {
    let output = run(args, input);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

/// The kinds a checker may hide, as the answers would name them.
const HIDDEN: [&str; 5] = ["king", "queen", "rook", "bishop", "knight"];

#[test]
fn the_public_sees_numbered_checkers_and_nothing_they_hide() {
    let answers = lines(
        &[],
        "arrange NRKBBQRN\narrange RNBQKBNR\ne2e4\ndone\ng8f6\ndone\n",
    );
    assert_eq!(answers.len(), 6);
    assert!(answers.iter().all(|answer| answer.get("error").is_none()));
    assert_eq!(answers[0]["turn"], json!(1));
    assert_eq!(answers[0]["phase"], json!("setup"));
    assert_eq!(answers[0]["boards"][0]["c1"], json!("white checker 3"));
    assert_eq!(
        answers[0]["boards"][0].get("c8"),
        None,
        "Black has not arranged yet"
    );
    assert_eq!(answers[1]["turn"], json!(0));
    assert_eq!(answers[1]["phase"], json!("move"));
    assert_eq!(answers[1]["boards"][0]["e8"], json!("black checker 5"));
    assert_eq!(answers[1]["arrangement"], Value::Null);
    assert_eq!(answers[2]["phase"], json!("finish"));
    let last = &answers[5];
    assert_eq!(
        last["moves"],
        json!([
            {"seat": 0, "bonus": false, "text": "e2-e4"},
            {"seat": 1, "bonus": false, "text": "[7]g8-f6"},
        ])
    );
    for answer in &answers {
        let text = answer.to_string();
        for name in HIDDEN {
            assert!(
                !text.contains(&format!("\"{name}\"")) && !text.contains(&format!(" {name}")),
                "{name} shown to the public: {text}"
            );
        }
    }
}

#[test]
fn a_seat_sees_its_own_men_and_a_guess_names_a_checker_to_all() {
    let input = "arrange NRKBBQRN\narrange RNBQKBNR\nguess 4 queen\ne2e4\nd2d4\ndone\n";
    let answers = lines(&["--view", "white"], input);
    assert!(
        answers.iter().all(|answer| answer.get("error").is_none()),
        "{answers:?}"
    );
    assert_eq!(answers[0]["arrangement"], json!("NRKBBQRN"));
    assert_eq!(
        answers[0]["boards"][0]["c1"],
        json!("white king (checker 3)")
    );
    assert_eq!(answers[1]["boards"][0]["d8"], json!("black checker 4"));
    // The right guess names Black's queen; the bonus move follows the move.
    assert_eq!(
        answers[2]["guesses"],
        json!([{"seat": 0, "number": 4, "kind": "queen", "right": true}])
    );
    assert_eq!(
        answers[2]["boards"][0]["d8"],
        json!("black queen (checker 4)")
    );
    assert_eq!(answers[3]["phase"], json!("bonus_after"));
    assert_eq!(
        answers[4]["moves"][1],
        json!({"seat": 0, "bonus": true, "text": "d2-d4"})
    );
    assert_eq!(answers[5]["turn"], json!(1));
    // Black's view of the same game: its own men, White's as checkers, the
    // queen named by the guess.
    let black = lines(&["--view", "black"], input);
    let end = &black[5];
    assert_eq!(end["arrangement"], json!("RNBQKBNR"));
    assert_eq!(end["boards"][0]["c1"], json!("white checker 3"));
    assert_eq!(end["boards"][0]["e8"], json!("black king (checker 5)"));
    assert_eq!(end["boards"][0]["d8"], json!("black queen (checker 4)"));
    assert_eq!(end["players"][0]["checkers"][2]["kind"], Value::Null);
}

#[test]
fn refusals_change_nothing_and_a_captured_king_ends_the_game() {
    let answers = lines(
        &[],
        "e2e4\narrange RQBQKBNR\narrange 518\narrange 518\nuncloak 1\ne2e4\ndone\nf7f6\ndone\nd1h5\ndone\ng7g5\ndone\nh5e8\ne7e6\n",
    );
    assert_eq!(
        answers[0]["error"],
        json!(
            "\"e2e4\": no move now: arrange your men first (arrange RNBQKBNR, a number 0-959 or random)"
        )
    );
    assert!(
        answers[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("an arrangement is one king")
    );
    assert_eq!(answers[1]["turn"], json!(0));
    assert_eq!(
        answers[4]["error"],
        json!("you uncloak checkers at the end of your turn, after your moves")
    );
    assert_eq!(answers[4]["boards"], answers[3]["boards"]);
    let end = &answers[13];
    assert_eq!(end["turn"], Value::Null);
    assert_eq!(
        end["ending"],
        json!({"kind": "king_captured", "winner": "white"})
    );
    assert_eq!(
        end["result"],
        json!({
            "winners": [0],
            "scores": null,
            "reason": "White wins by capturing the king",
            "why": end["result"]["why"]
        })
    );
    let why = end["result"]["why"]
        .as_str()
        .expect("the rule that let the king be taken");
    assert!(
        why.starts_with("Kings may be taken in Cloak and Dagger"),
        "{why}"
    );
    // The game is over: everything is shown.
    assert_eq!(end["boards"][0]["h5"], Value::Null);
    assert_eq!(end["boards"][0]["e8"], json!("white queen (checker 4)"));
    assert_eq!(end["boards"][0]["d8"], json!("black queen (checker 4)"));
    assert_eq!(end["boards"][0]["a8"], json!("black rook (checker 1)"));
    assert_eq!(answers[14]["error"], json!("the game is over"));
}

#[test]
fn bad_options_are_refused_with_a_message() {
    for (args, message) in [
        (&["--players", "3"][..], "played by 2 players"),
        (
            &["--view", "red"][..],
            "--view needs public, white, black, 0 or 1",
        ),
        (&["--clock", "5"][..], "takes --view and --help-marks only"),
        (
            &["--help-marks", "maybe"][..],
            "--help-marks needs on or off",
        ),
    ] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn without_help_marks_help_is_refused() {
    let answers = lines(
        &["--help-marks", "off", "--view", "0"],
        "arrange 518\narrange 518\nhelp\nmark 2 knight o\n",
    );
    assert_eq!(
        answers[2]["error"],
        json!("this game is played without help")
    );
    assert_eq!(answers[2]["help"], json!(false));
    assert!(answers[3].get("error").is_none());
    assert_eq!(answers[3]["grid"]["rows"][1][4], json!("circle"));
}
