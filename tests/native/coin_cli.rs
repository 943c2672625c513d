//! `parlour play coin` run as a program on scripted games.

use crate::support::run_parlour;

use std::process::Output;

use serde_json::{Value, json};

fn run(args: &[&str], input: &str) -> Output {
    run_parlour(&[&["play", "coin"], args].concat(), input)
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

fn sans(answer: &Value) -> Vec<&str> {
    answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|mv| mv["san"].as_str().unwrap())
        .collect()
}

#[test]
fn four_roles_play_the_fools_mate_through_to_the_kings_capture() {
    let script = "f2f3\ne7e5\ncede\ng2g4\ncede\na7a6\nNc3\nQh4\nKf2\nQxf2\n";
    let answers = lines(&[], &format!("\n{script}"));
    assert_eq!(answers.len(), 11);
    let start = &answers[0];
    assert_eq!(start["turn"], json!(0));
    assert_eq!(start["players"][1]["name"], json!("White Peasant"));
    assert_eq!(start["players"][2]["military_control"], json!(true));
    assert_eq!(start["options"][4]["letter"], json!("e"));
    assert_eq!(start["legal"][0], json!("cede"));
    assert_eq!(start["boards"][0]["e1"], json!("white king"));
    // Who acts after each line: the Noble, or his Peasant after a cede.
    let turns: Vec<&Value> = answers.iter().map(|answer| &answer["turn"]).collect();
    assert_eq!(
        turns,
        [
            &json!(0),
            &json!(2),
            &json!(0),
            &json!(1),
            &json!(2),
            &json!(3),
            &json!(0),
            &json!(2),
            &json!(0),
            &json!(2),
            &Value::Null
        ]
    );
    for answer in &answers {
        assert!(answer.get("error").is_none(), "{answer}");
    }
    // After e) both Nobles lack control; the cedes give it back.
    assert_eq!(answers[2]["players"][0]["military_control"], json!(false));
    assert_eq!(answers[3]["ceded"], json!(true));
    assert_eq!(answers[4]["players"][0]["military_control"], json!(true));
    assert_eq!(answers[8]["attacked_kings"], json!(["white"]));
    let end = &answers[10];
    assert_eq!(
        end["ending"],
        json!({"kind": "king_captured", "by": "black", "seat": 2})
    );
    assert_eq!(
        end["result"],
        json!({
            "winners": [2, 3],
            "scores": [0, 8, 10, 10],
            "reason": "the Black Noble captured the White king",
            "why": "The highest score wins: the Black Noble has 10: 6 for the king's capture, 4 for \
                    losing no pawn; the Black Peasant has 10: 2 for the king's capture, 8 for \
                    pawns on the board."
        })
    );
    assert_eq!(end["scores"][2]["bonus"], json!(4));
    assert_eq!(
        sans(end),
        ["f3", "e5", "g4", "a6", "Nc3", "Qh4+", "Kf2", "Qxf2"]
    );
    let options: Vec<&str> = end["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|mv| mv["option"].as_str().unwrap())
        .collect();
    assert_eq!(
        options,
        [
            "relinquish",
            "relinquish",
            "cede",
            "cede",
            "paired",
            "queen",
            "king",
            "queen"
        ]
    );
}

#[test]
fn a_refused_action_reports_why_and_changes_nothing() {
    let answers = lines(&[], "cede\nNf3\ne2e4\nQh5\n");
    let before = &answers[0];
    let refused = &answers[1];
    assert_eq!(
        refused["error"],
        json!("Nf3: White has 2 knights: paired men are the Noble's")
    );
    assert_eq!(refused["turn"], json!(1));
    assert_eq!(refused["boards"], before["boards"]);
    assert_eq!(refused["moves"], before["moves"]);
    assert!(answers[2].get("error").is_none());
    assert_eq!(answers[2]["boards"][0]["e4"], json!("white pawn"));
    // The line is read for the role to act: the Black Noble has no Qh5.
    assert_eq!(
        answers[3]["error"],
        json!("\"Qh5\" is no move here (write moves like e2e4 or Nf3)")
    );
}

#[test]
fn a_seat_sees_the_table_as_its_own() {
    let answers = lines(&["--view", "black-noble"], "\ne2e4\n");
    assert_eq!(answers[0]["viewer"], json!(2));
    assert_eq!(answers[0]["your_turn"], json!(false));
    assert_eq!(answers[1]["your_turn"], json!(true));
    assert_eq!(answers[1]["to_act"], json!(2));
    let public = lines(&[], "\n");
    assert_eq!(public[0]["viewer"], Value::Null);
}

#[test]
fn with_a_clock_a_flag_ends_the_game_and_forfeits_the_role() {
    let answers = lines(&["--clock", "5"], "time\ne2e4\ne7e5\ncede\ntime\n");
    assert_eq!(
        answers[0]["error"],
        json!("no clock runs before the first move: time cannot run out yet")
    );
    assert_eq!(answers[1]["clock"], json!({"minutes": 5}));
    let end = &answers[4];
    assert_eq!(end["ending"], json!({"kind": "out_of_time", "seat": 1}));
    assert_eq!(end["result"]["scores"], json!([0, 0, 10, 10]));
    assert_eq!(end["scores"][1]["forfeited"], json!(true));
    assert_eq!(
        end["result"]["reason"],
        json!("the White Peasant ran out of time: the White king counts as captured by Black")
    );
    let answers = lines(&[], "time\n");
    assert_eq!(
        answers[0]["error"],
        json!("this game has no clock: time cannot run out")
    );
}

#[test]
fn bad_options_are_refused_with_a_message() {
    for (args, message) in [
        (&["--players", "5"][..], "shared by 2 to 4 players"),
        (&["--clock", "0"][..], "1 to 600 minutes, not 0"),
        (&["--view", "red"][..], "--view needs white-noble"),
        (
            &["--seed", "4"][..],
            "takes --clock, --queen, --military, --view and --players only",
        ),
        (
            &["--clock", "5", "--coin", "2"][..],
            "takes --clock, --queen, --military, --view",
        ),
        (&["--clock", "ten"][..], "whole number"),
        (
            &["--queen", "paired"][..],
            "--queen needs standard, noble-always, peasant-without-control, unpaired or shared, \
             not \"paired\"",
        ),
        (&["--queen"][..], "--queen needs a queen rule"),
        (
            &["--military", "queens-shared"][..],
            "--military needs knights, bishops or rooks, then -unpaired or -shared \
             (knights-shared), not \"queens-shared\"",
        ),
    ] {
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn queen_picks_who_may_move_a_queen_and_the_table_shows_it() {
    // After e4 e5 both Nobles lack military control.
    let script = "e2e4\ne7e5\nQh5\n";
    let standard = lines(&[], script);
    assert_eq!(standard[0]["queen"], json!("standard"));
    assert_eq!(
        standard[2]["error"],
        json!(
            "Qh5: option d) (move a queen) needs military control, which the White Noble lacks this turn"
        )
    );
    let named = lines(&["--queen", "standard"], script);
    assert_eq!(named[2]["error"], standard[2]["error"]);
    // noble-always: the Noble without control moves her, still without.
    let always = lines(&["--queen", "noble-always"], script);
    assert_eq!(always[0]["queen"], json!("noble_always"));
    assert!(always[2].get("error").is_none(), "{}", always[2]);
    assert_eq!(sans(&always[2]), ["e4", "e5", "Qh5"]);
    assert_eq!(always[2]["moves"][2]["option"], json!("queen"));
    assert_eq!(always[2]["moves"][2]["military_control"], json!(false));
    // peasant-without-control: his Peasant moves her after the cede.
    let script = "e2e4\ne7e5\ncede\nQh5\n";
    let peasant = lines(&["--queen", "peasant-without-control"], script);
    assert!(peasant[3].get("error").is_none(), "{}", peasant[3]);
    assert_eq!(peasant[3]["moves"][2]["seat"], json!(1));
    assert_eq!(
        lines(&[], script)[3]["error"],
        json!("Qh5: only a Noble with military control moves a queen")
    );
    // unpaired: the Noble's queen move is option e) and costs control;
    // the military lists the queens.
    let unpaired = lines(&["--queen", "unpaired"], "cede\ne2e4\ncede\ne7e5\nQh5\n");
    assert_eq!(unpaired[4]["moves"][2]["option"], json!("relinquish"));
    assert_eq!(unpaired[4]["players"][0]["military_control"], json!(false));
    assert_eq!(unpaired[0]["military"].as_array().unwrap().len(), 8);
    assert_eq!(unpaired[3]["options"][3]["available"], json!(false));
}

#[test]
fn military_controls_one_kind_otherwise_and_queen_shared_shares_her() {
    // knights-unpaired: the Peasant moves one of two knights.
    let script = "cede\nNf3\n";
    assert_eq!(
        lines(&[], script)[1]["error"],
        json!("Nf3: White has 2 knights: paired men are the Noble's")
    );
    let knights = lines(&["--military", "knights-unpaired"], script);
    assert_eq!(
        knights[0]["kind_rule"],
        json!({"kind": "knight", "control": "unpaired"})
    );
    assert!(knights[1].get("error").is_none(), "{}", knights[1]);
    assert_eq!(knights[1]["moves"][0]["seat"], json!(1));
    assert_eq!(knights[1]["military"][0]["pairing"], json!("unpaired"));
    // shared: the Peasant moves the queen after a cede by a Noble with
    // control, the Noble moves her as d), keeping control.
    let shared = lines(
        &["--queen", "shared", "--military", "rooks-shared"],
        "cede\ne2e4\ncede\ne7e5\ncede\nQh5\nQf6\n",
    );
    assert_eq!(shared[0]["queen"], json!("shared"));
    assert!(shared[6].get("error").is_none(), "{}", shared[6]);
    assert_eq!(shared[6]["moves"][2]["seat"], json!(1));
    assert_eq!(shared[6]["moves"][3]["option"], json!("queen"));
    assert_eq!(shared[6]["moves"][3]["military_control"], json!(true));
    let output = run_parlour(&["play", "standard", "--military", "rooks-shared"], "");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("--military is for coin"));
}

#[test]
fn queen_is_refused_for_other_games() {
    let output = run_parlour(&["play", "standard", "--queen", "unpaired"], "");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("--queen is for coin"));
}
