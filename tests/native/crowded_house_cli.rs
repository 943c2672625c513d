//! `parlour play crowded-house` run as a program on scripted games.

use crate::support::run_parlour;

use std::process::Output;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> Output {
    run_parlour(&[&["play", "crowded-house"], args].concat(), input)
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
fn four_players_take_turns_and_the_next_players_threat_mates() {
    let moves = "f2f3\ne7e5\na2a3\na7a6\ng2g4\nQh4\nb2b3\nb7b6\n";
    let answers = lines(&[], &format!("\n{moves}"));
    assert_eq!(answers.len(), 9);
    let start = &answers[0];
    assert_eq!(start["turn"], json!(0));
    assert_eq!(start["to_act"], json!(0));
    assert_eq!(start["team"], json!("white"));
    assert_eq!(start["next"], json!(1));
    assert_eq!(start["players"][2]["role"], json!("queen-side White"));
    assert_eq!(start["players"][2]["half"], json!("queen_side"));
    assert_eq!(start["clock"], Value::Null);
    assert_eq!(start["boards"][0]["e1"], json!("white king"));
    for (index, answer) in answers[..8].iter().enumerate() {
        assert_eq!(answer["turn"], json!(index % 4), "turns go round");
        assert_eq!(answer["result"], Value::Null);
        assert!(answer.get("error").is_none(), "{answer}");
    }
    // After the queen's sortie queen-side White is not in check: queen-side
    // Black could not take on e1 from h4 (both on the king side).
    assert_eq!(answers[6]["turn"], json!(2));
    assert_eq!(answers[6]["check"], json!(false));
    assert_eq!(answers[6]["boards"][0]["h4"], json!("black queen"));
    let end = &answers[8];
    assert_eq!(end["turn"], Value::Null);
    assert_eq!(end["check"], json!(false), "nobody is to act any more");
    assert_eq!(
        end["ending"],
        json!({"kind": "checkmate", "winner": "black"})
    );
    assert_eq!(
        end["result"],
        json!({
            "winners": [1, 3],
            "scores": null,
            "reason": "Black wins by checkmate",
            "why": "King-side White, to move, has no move that stops king-side Black taking the king."
        })
    );
    let sans: Vec<&str> = end["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|mv| mv["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["f3", "e5", "a3", "a6", "g4", "Qh4", "b3", "b6#"]);
}

#[test]
fn a_move_with_the_partners_men_is_refused_and_changes_nothing() {
    let answers = lines(&[], "e2e4\ne7e5\ng1f3\nd7d5\nf1b5\n");
    let before = &answers[1];
    let refused = &answers[2];
    assert_eq!(
        refused["error"],
        json!(
            "g1f3: queen-side White moves only men that start or end on the queen side (files a-d)"
        )
    );
    assert_eq!(refused["turn"], json!(2));
    assert_eq!(refused["boards"], before["boards"]);
    assert_eq!(refused["moves"], before["moves"]);
    // Black's queen-side player may not move out of turn either: the line
    // is read for the seat to act, queen-side White.
    assert_eq!(
        answers[3]["error"],
        json!("d7d5: the pawn on d7 is Black's, and it is White's move")
    );
    assert!(answers[4].get("error").is_none(), "{}", answers[4]);
    assert_eq!(answers[4]["boards"][0]["b5"], json!("white bishop"));
    assert_eq!(answers[4]["turn"], json!(3));
}

#[test]
fn talk_moves_coins_between_the_piles_and_a_team_out_of_time_cashes_then_loses() {
    let answers = lines(
        &["--clock", "10", "--coin", "3"],
        "talk\ntalk\ne2e4\ntalk\ne7e5\ntalk\nd2d4\ntime\ncash\ntime\n",
    );
    let clock = &answers[0]["clock"];
    assert_eq!(clock["options"], json!({"minutes": 10, "coin_minutes": 3}));
    assert_eq!(clock["talking"], json!(true));
    // White had no pile: its coin went from the centre to Black's pile.
    assert_eq!(clock["centre"], json!(19));
    assert_eq!(
        clock["teams"],
        json!([
            {"army": "white", "pile": 0, "cashed": 0, "allowance_ms": 10 * 60_000},
            {"army": "black", "pile": 1, "cashed": 0, "allowance_ms": 10 * 60_000}
        ])
    );
    assert_eq!(answers[0]["turn"], json!(0), "talking keeps the turn");
    assert_eq!(
        answers[1]["error"],
        json!("your team has paid already: talk as much as you like until you move")
    );
    assert_eq!(answers[2]["clock"]["talking"], json!(false));
    // Black pays with the coin of its own pile, back to the centre.
    assert_eq!(answers[3]["clock"]["centre"], json!(20));
    assert_eq!(answers[3]["clock"]["teams"][1]["pile"], json!(0));
    assert_eq!(answers[6]["clock"]["teams"][1]["pile"], json!(1));
    // The table's clock says queen-side Black's team ran out: with a coin
    // in its pile it cashes it instead of losing.
    assert_eq!(
        answers[7]["error"],
        json!("Black still has 1 coin in its pile to cash for time")
    );
    let cashed = &answers[8]["clock"];
    assert!(answers[8].get("error").is_none(), "{}", answers[8]);
    assert_eq!(answers[8]["turn"], json!(3));
    assert_eq!(
        cashed["teams"][1],
        json!({"army": "black", "pile": 0, "cashed": 1, "allowance_ms": 13 * 60_000})
    );
    assert_eq!(cashed["centre"], json!(20));
    let end = &answers[9];
    assert_eq!(
        end["ending"],
        json!({"kind": "out_of_time", "loser": "black", "drawn": false})
    );
    assert_eq!(end["result"]["winners"], json!([0, 2]));
    assert_eq!(
        end["result"]["reason"],
        json!("White wins: Black ran out of time")
    );
}

#[test]
fn without_a_clock_talk_cash_and_time_are_refused() {
    let answers = lines(&[], "talk\ntime\ncash\n");
    assert_eq!(
        answers[0]["error"],
        json!("this game has no clock: talking is free")
    );
    assert_eq!(
        answers[1]["error"],
        json!("this game has no clock: time cannot run out")
    );
    assert_eq!(
        answers[2]["error"],
        json!("this game has no clock: there are no coins to cash")
    );
    assert_eq!(answers[1]["turn"], json!(0));
}

#[test]
fn bad_options_are_refused_with_a_message() {
    for (args, message) in [
        (&["--players", "3"][..], "played by 4 players"),
        (&["--coin", "2"][..], "--coin needs --clock"),
        (&["--clock", "0"][..], "1 to 600 minutes, not 0"),
        (&["--clock", "5", "--coin", "61"][..], "at most 60 minutes"),
        (&["--seed", "4"][..], "takes --clock and --coin only"),
        (&["--clock", "ten"][..], "whole number"),
    ] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}
