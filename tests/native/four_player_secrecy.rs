//! Secrecy: outside an alliance nothing of it shows, not in any view, not
//! in the events returned, not in the turn order. Also saves and the text
//! format.

use crate::four_player_support::*;
use parlour::games::four_player::{FourPlayer, Options};
use parlour::games::headless;
use parlour::games::{Game, Viewer};

/// The same moves for everyone; only when `secret` is set, Blue and Red
/// (seats 1 and 3) form an alliance, Blue leaves it, Red invites Blue again
/// and Blue declines.
fn script(secret: bool) -> Vec<(&'static str, bool)> {
    vec![
        ("f2f3", false),
        ("propose red", true),
        ("b7c7", false),
        ("f13f12", false),
        ("accept blue", true),
        ("m7l7", false),
        ("g2g3", false),
        ("leave", true),
        ("b8c8", false),
        ("g13g12", false),
        ("propose blue", true),
        ("m8l8", false),
        ("h2h3", false),
        ("decline", true),
        ("c7d7", false),
    ]
    .into_iter()
    .filter(|(_, private)| secret || !private)
    .collect()
}

/// Plays the script; after each public step records what White, Black and
/// the public see, and the events White and Black were handed.
fn observe(secret: bool) -> Vec<String> {
    let mut game = FourPlayer::new(Options::default(), 11).unwrap();
    let mut seen = Vec::new();
    for (text, private) in script(secret) {
        let seat = game.to_act().unwrap();
        let events = play(&mut game, text);
        if seat == 0 || seat == 2 {
            seen.push(format!("{seat} got {events:?}"));
        }
        if private {
            continue;
        }
        seen.push(format!("turn {:?}", game.to_act()));
        for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(2)] {
            seen.push(view_json(&game, viewer));
            let report = headless::report(&game, viewer, None);
            seen.push(serde_json::to_string(&report).unwrap());
        }
    }
    seen
}

#[test]
fn outsiders_and_the_public_see_no_trace_of_an_alliance() {
    let without = observe(false);
    let with = observe(true);
    assert_eq!(without.len(), with.len(), "no step is added or skipped");
    for (plain, secret) in without.iter().zip(&with) {
        assert_eq!(plain, secret);
    }
}

#[test]
fn members_do_see_their_alliance() {
    let mut game = FourPlayer::new(Options::default(), 11).unwrap();
    for (text, _) in script(true).into_iter().take(6) {
        play(&mut game, text);
    }
    assert_eq!(game.view(Viewer::Seat(1)).own.unwrap().allies, vec![R]);
    assert_eq!(game.view(Viewer::Seat(3)).own.unwrap().allies, vec![U]);
    let public = view_json(&game, Viewer::Public);
    assert!(
        !public.contains("allies"),
        "the public view has no own part"
    );
    assert_eq!(game.view(Viewer::Public).own, None);
}

#[test]
fn a_saved_game_resumes_exactly_secrets_included() {
    let mut game = FourPlayer::new(Options::default(), 11).unwrap();
    for (text, _) in script(true).into_iter().take(11) {
        play(&mut game, text);
    }
    let saved = serde_json::to_string(&game).unwrap();
    let resumed: FourPlayer = serde_json::from_str(&saved).unwrap();
    let text = game.to_text();
    let imported = FourPlayer::from_text(&text).unwrap();
    for viewer in [
        Viewer::Public,
        Viewer::Seat(0),
        Viewer::Seat(1),
        Viewer::Seat(2),
        Viewer::Seat(3),
    ] {
        assert_eq!(view_json(&resumed, viewer), view_json(&game, viewer));
        assert_eq!(view_json(&imported, viewer), view_json(&game, viewer));
    }
    assert_eq!(imported.to_text(), text);
    assert!(text.starts_with("parlour four-player 1\nseed 11\n"));
    assert!(text.contains("\nblue propose red\n"));
}

#[test]
fn bad_saves_and_texts_are_refused_with_a_reason() {
    assert!(
        FourPlayer::from_text("hello")
            .unwrap_err()
            .0
            .contains("first line")
    );
    let no_seed = "parlour four-player 1\nwhite f2f3\n";
    assert!(
        FourPlayer::from_text(no_seed)
            .unwrap_err()
            .0
            .contains("seed")
    );
    let illegal = "parlour four-player 1\nseed 3\nwhite f2f3\nblue a8c9\n";
    let error = FourPlayer::from_text(illegal).unwrap_err().0;
    assert!(
        error.starts_with("line 4:") && error.contains("first move is a pawn's"),
        "{error}"
    );
    let out_of_turn = "parlour four-player 1\nseed 3\nred m6l6\n";
    assert!(
        FourPlayer::from_text(out_of_turn)
            .unwrap_err()
            .0
            .contains("White's turn")
    );
    let bad_option = "parlour four-player 1\nseed 3\nprotectorate-loss 140\n";
    assert!(
        FourPlayer::from_text(bad_option)
            .unwrap_err()
            .0
            .contains("percentage")
    );
    let bad_json = r#"{"options":{"protectorate_loss_percent":40,"open_table":false},"seed":1,"start":null,"actions":[[0,"pass"]]}"#;
    let error = serde_json::from_str::<FourPlayer>(bad_json)
        .unwrap_err()
        .to_string();
    assert!(error.contains("action 1"), "{error}");
}

#[test]
fn random_games_replay_exactly_from_their_record() {
    for seed in 0..6u64 {
        let mut game = FourPlayer::new(Options::default(), seed).unwrap();
        let mut pick = seed;
        for _ in 0..300 {
            let Some(seat) = game.to_act() else { break };
            let actions = game.legal_actions(seat);
            assert!(
                !actions.is_empty(),
                "a seat to act always has something to do"
            );
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = &actions[(pick >> 33) as usize % actions.len()];
            game.apply(seat, action).unwrap();
        }
        let replayed = FourPlayer::from_text(&game.to_text()).unwrap();
        assert_eq!(
            view_json(&replayed, Viewer::Public),
            view_json(&game, Viewer::Public)
        );
    }
}
