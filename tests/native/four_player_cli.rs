//! `parlour play four-player` on a scripted game, as the public and as one
//! seat.

use crate::support::run_parlour;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> (Vec<Value>, String, bool) {
    let output = run_parlour(&[&["play", "four-player"], args].concat(), input);
    let answers = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    (
        answers,
        String::from_utf8(output.stderr).unwrap(),
        output.status.success(),
    )
}

const SCRIPT: &str = "f2f3\npropose red\nb7c7\nf13f12\naccept\nm7l7\ng1e2\n";

#[test]
fn a_scripted_game_as_the_public_sees_it() {
    let (answers, _, ok) = run(&["--seed", "4"], SCRIPT);
    assert!(ok);
    assert_eq!(answers.len(), 7);
    assert_eq!(answers[0]["turn"], json!(1));
    assert_eq!(answers[0]["boards"][0]["f3"], json!("white pawn"));
    assert_eq!(answers[0]["boards"][0].get("f2"), None);
    // The proposal and the answer leave the public report as it was.
    assert_eq!(answers[1], answers[0]);
    assert_eq!(answers[4], answers[3]);
    assert_eq!(answers[1]["own"], Value::Null);
    assert_eq!(answers[6]["turn"], json!(1));
    assert_eq!(answers[6]["boards"][0]["e2"], json!("white knight"));
    let moves: Vec<&str> = answers[6]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["f2-f3", "b7-c7", "f13-f12", "m7-l7", "Ng1-e2"]);
    assert!(!answers.iter().any(|a| a.to_string().contains("propos")));
}

#[test]
fn a_seat_view_shows_its_own_secrets() {
    let (answers, _, ok) = run(&["--seed", "4", "--view", "red"], SCRIPT);
    assert!(ok);
    assert_eq!(answers[2]["own"]["invitations"], json!(["blue"]));
    assert_eq!(
        answers[3]["own"]["actions"],
        json!([
            "accept blue",
            "decline blue",
            "propose white",
            "propose blue",
            "propose black"
        ])
    );
    assert_eq!(answers[4]["own"]["allies"], json!(["blue"]));
    let (black, _, _) = run(&["--seed", "4", "--view", "2"], SCRIPT);
    assert_eq!(black[6]["own"]["allies"], json!([]));
}

#[test]
fn refusals_and_bad_options_are_reported() {
    let (answers, _, ok) = run(&["--seed", "4"], "g1e2\npropose green\nf2f3\n");
    assert!(ok);
    assert!(answers[0]["error"].as_str().unwrap().contains(
        "g1e2: every army's first move is a pawn's, so the knight on g1 waits for White's next turn"
    ));
    assert!(
        answers[1]["error"]
            .as_str()
            .unwrap()
            .contains("unknown army")
    );
    assert_eq!(answers[2].get("error"), None);
    let (_, stderr, ok) = run(&["--view", "green"], "");
    assert!(!ok);
    assert!(stderr.contains("--view needs"));
    let (_, stderr, ok) = run(&["--players", "3"], "");
    assert!(!ok);
    assert!(stderr.contains("4 players"));
}
