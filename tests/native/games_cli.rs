//! The command line names games as the registry does: every game the lobby
//! lists plays by its web slug (`parlour play cloak-and-dagger`), older
//! names keep working, and a line of input that is not UTF-8 text is
//! refused without ending the session.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::support::run_parlour;
use parlour::registry::{Catalogued, GameId};
use parlour::ui::catalogue::GAMES;
use serde_json::Value;

/// The JSON answers `parlour` printed, one per line.
fn answers(output: &Output) -> Vec<Value> {
    String::from_utf8(output.stdout.clone())
        .expect("the answers are UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
        .collect()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn every_game_of_the_lobby_plays_by_its_slug_with_its_fewest_and_most_players() {
    for game in GAMES {
        let (fewest, most) = game.players;
        for players in [fewest, most] {
            let players = players.to_string();
            let args = ["play", game.id.slug(), "--players", &players];
            let output = run_parlour(&args, "\n");
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            let answers = answers(&output);
            assert_eq!(answers.len(), 1, "{args:?}");
            assert!(answers[0]["turn"].is_u64(), "{args:?}: {}", answers[0]);
            assert!(answers[0].get("error").is_none(), "{args:?}");
        }
    }
}

#[test]
fn older_names_play_the_same_game_as_the_slug() {
    let mut aliases = 0;
    for game in GameId::ALL {
        let (fewest, _) = game.info().players;
        let players = fewest.to_string();
        let by_slug = run_parlour(&["play", game.slug(), "--players", &players], "\n");
        for &alias in game.aliases() {
            aliases += 1;
            let by_alias = run_parlour(&["play", alias, "--players", &players], "\n");
            assert!(by_alias.status.success(), "{alias}: {}", stderr(&by_alias));
            let keys = |output: &Output| -> Vec<String> {
                let answer = answers(output).remove(0);
                answer.as_object().unwrap().keys().cloned().collect()
            };
            assert_eq!(keys(&by_alias), keys(&by_slug), "{alias}");
        }
    }
    assert!(aliases > 0, "cloak-dagger is an older name");
    let old = run_parlour(&["play", "cloak-dagger"], "arrange 518\n");
    let new = run_parlour(&["play", "cloak-and-dagger"], "arrange 518\n");
    assert!(new.status.success(), "{}", stderr(&new));
    assert_eq!(old.stdout, new.stdout);
}

#[test]
fn an_unknown_game_is_refused_with_the_slugs() {
    let output = run_parlour(&["play", "checkers"], "");
    assert!(!output.status.success());
    let message = stderr(&output);
    assert!(message.starts_with("parlour: unknown game"), "{message}");
    for game in GameId::ALL {
        assert!(message.contains(game.slug()), "{message}");
    }
}

#[test]
fn the_arena_takes_slugs_and_older_names_and_reports_the_slug() {
    for name in ["cloak-and-dagger", "cloak-dagger"] {
        let args = [
            "arena",
            name,
            "--seats",
            "random,random",
            "--games",
            "1",
            "--actions",
            "10",
        ];
        let output = run_parlour(&args, "");
        assert!(output.status.success(), "{name}: {}", stderr(&output));
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(
            text.starts_with("arena cloak-and-dagger: 1 tables"),
            "{text}"
        );
    }
}

#[test]
fn help_lists_every_game_by_its_slug() {
    let output = run_parlour(&["help", "play"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).unwrap();
    for game in GameId::ALL {
        assert!(text.contains(game.slug()), "{text}");
    }
    assert!(text.contains("--protectorate-loss"), "{text}");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_game_goes_on() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["play", "standard"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the parlour binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(b"e2e4\n\xff\xfee7\ne7e5\n")
        .expect("parlour reads its input");
    let output = child.wait_with_output().expect("parlour finishes");
    assert!(output.status.success(), "{}", stderr(&output));
    let answers = answers(&output);
    assert_eq!(answers.len(), 3);
    assert!(
        answers[1]["error"].as_str().unwrap().contains("UTF-8"),
        "{}",
        answers[1]
    );
    assert_eq!(answers[1]["boards"], answers[0]["boards"]);
    assert_eq!(answers[2].get("error"), None);
    assert_eq!(answers[2]["boards"][0]["e5"], "black pawn");
    assert_eq!(answers[2]["turn"], 0);
}
