//! `parlour play one-sane-man` end to end: a scripted three-player game
//! through the real binary, one JSON object per line.

use crate::support::run_parlour;

use std::process::Output;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> Output {
    run_parlour(&[&["play", "one-sane-man"], args].concat(), input)
}

fn answers(args: &[&str], lines: &[&str]) -> Vec<Value> {
    let output = run(args, &(lines.join("\n") + "\n"));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn a_three_player_game_with_a_capture_a_mate_a_takeover_and_a_drop() {
    let script = [
        "1:f2f3", "2:e2e4", "3:e2e4", // round 1
        "1:e7e5", "2:d7d5", "3:e7e5", // round 2
        "1:g2g4", "2:e4d5", "3:g1f3", // round 3: player 2 takes a pawn
        "1:d8h4", // player 2 mates player 1 on board 1
        "2:e2e3", // refused: board 2 has Black to move
        "2:d8d5", "3:P@e7", // player 2 drops on board 3, now theirs
    ];
    let answers = answers(&["--players", "3"], &script);
    assert_eq!(answers.len(), script.len());
    assert_eq!(answers[0]["turn"], json!(1));
    assert_eq!(answers[0]["board_to_move"], json!(2));
    assert_eq!(answers[0]["boards"].as_array().unwrap().len(), 3);
    assert_eq!(answers[0]["boards"][0]["f3"], json!("white pawn"));
    assert_eq!(
        answers[7]["stockpiles"],
        json!([[], [{"army": "black", "kind": "pawn", "origin": 2}], []])
    );

    let mate = &answers[9];
    assert_eq!(mate["players_left"], json!([1, 2]));
    assert_eq!(
        mate["boards"].as_array().unwrap().len(),
        2,
        "board 1 left the ring"
    );
    assert_eq!(mate["ring"][0]["board"], json!(2));
    assert_eq!(
        mate["ring"][1],
        json!({
            "board": 3, "white": 2, "black": 1, "to_move": "black",
            "moves": ["e4", "e5", "Nf3"]
        })
    );
    assert_eq!(mate["turn"], json!(2));

    assert_eq!(
        answers[10]["error"],
        json!("board 2: e2e3: there is no man on e2")
    );
    assert_eq!(answers[10]["turn"], json!(2));

    let last = answers.last().unwrap();
    assert!(last.get("error").is_none(), "{last}");
    assert_eq!(last["boards"][1]["e7"], json!("black pawn"));
    assert_eq!(
        last["stockpiles"],
        json!([[], [], [{"army": "white", "kind": "pawn", "origin": 2}]])
    );
    assert_eq!(last["result"], Value::Null);
}

#[test]
fn the_origin_rule_can_be_switched_off_and_bad_options_are_refused() {
    let answers = answers(&["--players", "8", "--origin-rule", "off"], &[""]);
    assert_eq!(answers[0]["ring"].as_array().unwrap().len(), 8);
    assert_eq!(answers[0]["ring"][7]["black"], json!(0));

    let too_few = run(&["--players", "2"], "");
    assert!(!too_few.status.success());
    assert!(String::from_utf8_lossy(&too_few.stderr).contains("3 to 8 players"));
    let bad_rule = run(&["--origin-rule", "maybe"], "");
    assert!(String::from_utf8_lossy(&bad_rule.stderr).contains("on or off"));
}
