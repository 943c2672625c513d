//! `parlour play carousel` run as a program on scripted games.

use crate::support::run_parlour;

use std::process::Output;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> Output {
    run_parlour(&[&["play", "carousel"], args].concat(), input)
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

#[test]
fn a_five_player_fools_mate_reveals_the_cards_only_at_the_end() {
    let answers = lines(
        &["--players", "5", "--seed", "12"],
        "\nf2f3\ne7e5\ng2g4\nd8h4\n",
    );
    assert_eq!(answers.len(), 5);
    let first = answers[0]["turn"].as_u64().unwrap();
    for (index, answer) in answers[..4].iter().enumerate() {
        assert_eq!(
            answer["turn"],
            json!((first + index as u64) % 5),
            "turns go round"
        );
        assert_eq!(answer["totals"], json!([0, 0, 0, 0, 0]));
        assert_eq!(answer["sitting_out"], Value::Null, "odd tables roll no die");
        assert_eq!(answer["reveal"], Value::Null, "no card is shown");
        assert_eq!(answer["own_card"], Value::Null);
        assert_eq!(answer["result"], Value::Null);
    }
    let mover = answers[3]["turn"].as_u64().unwrap() as usize;
    let end = &answers[4];
    assert_eq!(end["turn"], Value::Null);
    let cards: Vec<&str> = end["reveal"]["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card.as_str().unwrap())
        .collect();
    let mut sorted = cards.clone();
    sorted.sort();
    assert_eq!(sorted, ["black", "black", "draw", "white", "white"]);
    let expected: Vec<i64> = (0..5)
        .map(|seat| if seat == mover { 10 } else { 0 } + if cards[seat] == "black" { 5 } else { 0 })
        .collect();
    assert_eq!(end["totals"], json!(expected));
    assert_eq!(end["result"]["scores"], json!(expected));
    let best = *expected.iter().max().unwrap();
    let winners: Vec<usize> = (0..5).filter(|&seat| expected[seat] == best).collect();
    assert_eq!(end["result"]["winners"], json!(winners));
    assert!(
        end["result"]["reason"]
            .as_str()
            .unwrap()
            .starts_with("Black wins by checkmate")
    );
}

#[test]
fn an_even_table_shows_the_die_and_skips_its_pick() {
    let moves = "e2e4\ne7e5\ng1f3\nb8c6\nf1c4\ng8f6\nd2d3\nf8c5\nc2c3\nd7d6\nb1d2\na7a6\n";
    let answers = lines(&["--players", "6", "--seed", "3"], moves);
    let mut previous_turn = None;
    for answer in &answers {
        let out = &answer["sitting_out"];
        assert!(
            out.as_u64().is_some_and(|seat| seat < 6),
            "the die is public: {answer}"
        );
        assert_ne!(&answer["turn"], out, "the seat sitting out never moves");
        assert_ne!(Some(answer["turn"].clone()), previous_turn);
        previous_turn = Some(answer["turn"].clone());
        assert_eq!(answer["reveal"], Value::Null);
    }
    let rounds: Vec<u64> = answers
        .iter()
        .map(|a| a["round"].as_u64().unwrap())
        .collect();
    assert_eq!(
        rounds[4], 2,
        "after five moves (N-1) the second round starts"
    );
    assert_eq!(rounds[9], 3);
}

#[test]
fn a_capture_shows_on_the_score_sheet_at_once() {
    let answers = lines(&["--players", "3", "--seed", "1"], "e2e4\nd7d5\ne4d5\n");
    let capturer = answers[1]["turn"].as_u64().unwrap() as usize;
    let mut expected = vec![0, 0, 0];
    expected[capturer] = 1;
    assert_eq!(answers[2]["totals"], json!(expected));
    let trophies = &answers[2]["scores"][capturer]["trophies"];
    assert_eq!(trophies[0]["man"], json!({"army": "black", "kind": "pawn"}));
    assert_eq!(trophies.as_array().unwrap().len(), 1);
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let script = "e2e4\ne7e5\n";
    let once = run(&["--players", "4", "--seed", "77"], script).stdout;
    let again = run(&["--players", "4", "--seed", "77"], script).stdout;
    assert_eq!(once, again);
}

#[test]
fn bad_options_are_refused_with_a_message() {
    for (args, message) in [
        (&["--players", "2"][..], "3 to 9 players, not 2"),
        (&["--players", "10"][..], "3 to 9 players, not 10"),
        (&[][..], "carousel needs --players N"),
        (&["--players", "x"][..], "whole number"),
        (
            &["--players", "5", "--position", "3"][..],
            "--position is for chess960",
        ),
    ] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}
