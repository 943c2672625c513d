//! Scenario tests for every Four Player ruling (docs/RULINGS.md).

use crate::four_player_support::*;
use parlour::games::four_player::{Action, Event, FourPlayer, Options, Standing};
use parlour::games::{Game, Viewer};

fn moves_from(game: &FourPlayer, square: &str) -> Vec<String> {
    let seat = game.to_act().unwrap();
    let mut moves: Vec<String> = game
        .legal_actions(seat)
        .into_iter()
        .filter_map(|action| match action {
            Action::Move(ref step) if step.from.to_string() == square => Some(action.to_string()),
            _ => None,
        })
        .collect();
    moves.sort();
    moves
}

#[test]
fn every_refused_move_names_its_reason_on_the_cross() {
    let mut game = FourPlayer::new(Options::default(), 1).unwrap();
    for (text, words) in [
        ("g1g3", "g1g3: a knight moves in an L"),
        ("f1f3", "f1f3: the way is blocked by the pawn on f2"),
        (
            "b7c7",
            "b7c7: the pawn on b7 is Blue's, and it is White's move",
        ),
        (
            "f2g3",
            "f2g3: a pawn moves diagonally only to capture, and g3 is empty",
        ),
        ("f2f1", "f2f1: the rook on f1 is White's own"),
        ("e4e5", "e4e5: there is no man on e4"),
    ] {
        let refusal = refused(&mut game, text);
        assert!(refusal.starts_with(words), "{text}: {refusal}");
    }
    let blue = game.apply(1, &Action::Pass).unwrap_err().0;
    assert_eq!(blue, "it is White's turn, not Blue's");
}

#[test]
fn every_army_must_open_with_a_pawn_move() {
    let mut game = FourPlayer::new(Options::default(), 1).unwrap();
    let openings = [
        ("g1e2", "f2f3"),
        ("a8c9", "b6c6"),
        ("h14j13", "f13f12"),
        ("n7l8", "m6l6"),
    ];
    for (knight, pawn) in openings {
        let seat = game.to_act().unwrap();
        let moves: Vec<Action> = game.legal_actions(seat);
        assert!(moves.iter().all(|action| {
            match action {
                Action::Move(step) => man_on(&game, &step.from.to_string())
                    .unwrap()
                    .ends_with("pawn"),
                _ => true,
            }
        }));
        let refusal = refused(&mut game, knight);
        let from = &knight[..knight[1..].find(char::is_alphabetic).unwrap() + 1];
        assert!(
            refusal.starts_with(&format!(
                "{knight}: every army's first move is a pawn's, so the knight on {from} waits"
            )),
            "{refusal}"
        );
        play(&mut game, pawn);
    }
    for (knight, _) in openings {
        play(&mut game, knight);
    }
    assert_eq!(man_on(&game, "e2").as_deref(), Some("white knight"));
    assert_eq!(man_on(&game, "l8").as_deref(), Some("red knight"));
}

#[test]
fn pawns_step_one_square_toward_their_far_edge() {
    let mut game = FourPlayer::new(Options::default(), 1).unwrap();
    for (square, only) in [
        ("f2", "f2f3"),
        ("b6", "b6c6"),
        ("f13", "f13f12"),
        ("m6", "m6l6"),
    ] {
        assert_eq!(moves_from(&game, square), vec![only.to_string()]);
        play(&mut game, only);
    }
    // No double step on the second move either, and no sideways step.
    assert_eq!(moves_from(&game, "f3"), vec!["f3f4".to_string()]);
    assert_eq!(
        refused(&mut game, "f3f5"),
        "f3f5: pawns step only one square at a time in this game"
    );
}

#[test]
fn pawns_capture_diagonally_forward_and_promote_on_the_far_edge() {
    let mut game = game_from(
        &[
            ("e5", W, K),
            ("g13", W, P),
            ("f1", W, N),
            ("d10", U, K),
            ("m7", U, P),
            ("a6", U, BISHOP),
            ("j10", B, K),
            ("h14", B, ROOK),
            ("g2", B, P),
            ("k5", R, K),
            ("n8", R, N),
            ("b7", R, P),
        ],
        W,
        1,
    );
    let expected: Vec<String> = ["g13g14", "g13h14"]
        .iter()
        .flat_map(|m| ["b", "n", "q", "r"].map(|k| format!("{m}{k}")))
        .collect();
    assert_eq!(moves_from(&game, "g13"), expected);
    play(&mut game, "g13h14q");
    assert_eq!(man_on(&game, "h14").as_deref(), Some("white queen"));
    play(&mut game, "m7n8r");
    assert_eq!(man_on(&game, "n8").as_deref(), Some("blue rook"));
    play(&mut game, "g2f1n");
    assert_eq!(man_on(&game, "f1").as_deref(), Some("black knight"));
    play(&mut game, "b7a6b");
    assert_eq!(man_on(&game, "a6").as_deref(), Some("red bishop"));
    let view = game.view(Viewer::Public);
    let texts: Vec<&str> = view.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["g13xRh14=Q", "m7xNn8=R", "g2xNf1=N", "b7xBa6=B"]);
    assert_eq!(view.seats[0].captured.len(), 1);
    assert_eq!(view.seats[0].captured[0].kind, ROOK);
}

/// Kings away from the action, a white rook on d7 aiming at the red king
/// on k7, a white rook on e12 aiming at the black king on j12.
fn alliance_table(seed: u64, options: Options) -> FourPlayer {
    let text = position(
        &[
            ("e5", W, K),
            ("d7", W, ROOK),
            ("e12", W, ROOK),
            ("d10", U, K),
            ("j12", B, K),
            ("g14", B, P),
            ("k7", R, K),
            ("m6", R, P),
            ("m7", R, P),
            ("m9", R, P),
            ("n10", R, N),
            ("n8", R, BISHOP),
            ("n6", R, ROOK),
        ],
        B,
    );
    FourPlayer::from_position(options, seed, &text).unwrap()
}

/// Black invites Red, Red accepts; then White is to move.
fn ally_black_and_red(game: &mut FourPlayer) {
    play(game, "propose red");
    play(game, "j12j13");
    assert_eq!(game.view(Viewer::Seat(3)).own.unwrap().invitations, vec![B]);
    play(game, "accept black");
    play(game, "n10l11");
    assert_eq!(game.view(Viewer::Seat(2)).own.unwrap().allies, vec![R]);
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn an_alliance_is_left_on_ones_own_turn_before_moving() {
    let mut game = alliance_table(1, Options::default());
    ally_black_and_red(&mut game);
    // White is to move: Red may not leave between turns.
    let refusal = game.apply(3, &Action::Leave).unwrap_err().0;
    assert!(refusal.contains("turn"), "{refusal}");
    play(&mut game, "e5e4");
    play(&mut game, "d10d11");
    play(&mut game, "j13i13");
    // Red's turn: Red leaves, privately, and still moves.
    assert!(game.legal_actions(3).contains(&Action::Leave));
    play(&mut game, "leave");
    assert_eq!(game.to_act(), Some(3), "leaving is no move");
    assert!(game.view(Viewer::Seat(3)).own.unwrap().allies.is_empty());
    assert!(!game.legal_actions(3).contains(&Action::Leave));
    play(&mut game, "m7l7");
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn a_king_taken_while_alone_puts_its_player_out() {
    let mut game = alliance_table(1, Options::default());
    play(&mut game, "j12j11");
    play(&mut game, "n10l11");
    let events = play(&mut game, "d7k7");
    assert!(events.contains(&Event::KingCaptured { army: R, by: W }));
    assert!(events.contains(&Event::Out { army: R }));
    assert_eq!(men_count(&game, R), 0);
    assert_eq!(game.standing(3), Standing::Out);
    play(&mut game, "d10d11");
    play(&mut game, "j11j12");
    assert_eq!(game.to_act(), Some(0), "Red's turn is skipped");
}

#[test]
fn a_king_taken_in_an_alliance_lets_its_player_withdraw_at_its_next_turn() {
    let mut game = alliance_table(1, Options::default());
    ally_black_and_red(&mut game);
    let events = play(&mut game, "d7k7");
    assert!(events.contains(&Event::KingCaptured { army: R, by: W }));
    assert!(!events.contains(&Event::Out { army: R }));
    assert_eq!(game.standing(3), Standing::Kingless);
    assert_eq!(men_count(&game, R), 6, "the men stay until Red chooses");
    play(&mut game, "d10d11");
    play(&mut game, "j13j12");
    assert_eq!(
        game.legal_actions(3),
        vec![Action::Protectorate, Action::Withdraw]
    );
    assert!(refused(&mut game, "m6l6").contains("protectorate or withdraw"));
    assert!(refused(&mut game, "leave").contains("protectorate or withdraw"));
    play(&mut game, "withdraw");
    assert_eq!(men_count(&game, R), 0);
    assert_eq!(game.standing(3), Standing::Out);
    assert!(game.view(Viewer::Seat(2)).own.unwrap().allies.is_empty());
    assert_eq!(game.to_act(), Some(0));
}

/// Plays the alliance, Red's king lost and Red's choice of protectorate;
/// returns the events Red saw for its choice.
fn red_becomes_protectorate(game: &mut FourPlayer) -> Vec<Event> {
    ally_black_and_red(game);
    play(game, "d7k7");
    play(game, "d10d11");
    play(game, "j13j12");
    play(game, "protectorate")
}

fn lost_men(events: &[Event]) -> Vec<(String, parlour::engine::men::Kind)> {
    events
        .iter()
        .find_map(|event| match event {
            Event::BecameProtectorate { lost, .. } => Some(lost.clone()),
            _ => None,
        })
        .expect("a protectorate event")
}

#[test]
fn a_protectorate_loses_forty_percent_of_its_men_at_random_shown_to_all() {
    let mut game = alliance_table(7, Options::default());
    let events = red_becomes_protectorate(&mut game);
    let lost = lost_men(&events);
    assert_eq!(lost.len(), 3, "40% of 6 men, rounded up");
    for (square, _) in &lost {
        assert_eq!(man_on(&game, square), None);
    }
    assert_eq!(men_count(&game, R), 3);
    assert_eq!(game.standing(3), Standing::Protectorate);
    let public = game.view(Viewer::Public);
    assert!(public.events.contains(&Event::BecameProtectorate {
        army: R,
        lost: lost.clone()
    }));

    // The same seed picks the same men; other seeds pick others.
    let mut again = alliance_table(7, Options::default());
    assert_eq!(lost_men(&red_becomes_protectorate(&mut again)), lost);
    let picks: std::collections::BTreeSet<_> = (0..20)
        .map(|seed| {
            lost_men(&red_becomes_protectorate(&mut alliance_table(
                seed,
                Options::default(),
            )))
        })
        .collect();
    assert!(picks.len() > 3, "random picks: {picks:?}");

    // The percentage is an option.
    let quarter = Options {
        protectorate_loss_percent: 25,
    };
    let mut game = alliance_table(7, quarter);
    assert_eq!(lost_men(&red_becomes_protectorate(&mut game)).len(), 2);
}

#[test]
fn a_protectorate_moves_on_is_loyal_to_its_ally_and_cannot_leave() {
    let mut game = alliance_table(3, Options::default());
    let events = red_becomes_protectorate(&mut game);
    assert!(events.contains(&Event::Loyal { army: R, to: B }));
    let red = game.view(Viewer::Seat(3)).own.unwrap();
    assert_eq!(red.loyal_to, Some(B));
    assert!(!red.actions.contains(&Action::Leave));
    assert!(refused(&mut game, "leave").contains("cannot leave"));
    let mover = game
        .legal_actions(3)
        .into_iter()
        .find(|action| matches!(action, Action::Move(_)))
        .expect("a protectorate keeps moving")
        .to_string();
    play(&mut game, &mover);
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn loyalty_goes_to_a_random_one_of_two_allies_with_a_king() {
    let mut loyal = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let mut game = alliance_table(seed, Options::default());
        ally_black_and_red(&mut game);
        play(&mut game, "e5e4");
        play(&mut game, "d10d11");
        play(&mut game, "propose blue");
        play(&mut game, "j13j12");
        play(&mut game, "l11n10");
        play(&mut game, "e4e5");
        play(&mut game, "accept black");
        play(&mut game, "d11d10");
        assert_eq!(game.view(Viewer::Seat(1)).own.unwrap().allies, vec![B, R]);
        play(&mut game, "j12j13");
        play(&mut game, "n10l11");
        play(&mut game, "d7k7");
        play(&mut game, "d10d11");
        play(&mut game, "j13j12");
        play(&mut game, "protectorate");
        loyal.insert(game.view(Viewer::Seat(3)).own.unwrap().loyal_to.unwrap());
    }
    assert_eq!(loyal.into_iter().collect::<Vec<_>>(), vec![U, B]);
}

#[test]
fn an_alliance_without_a_king_is_out() {
    let mut game = alliance_table(3, Options::default());
    red_becomes_protectorate(&mut game);
    play(&mut game, "n6n5");
    let events = play(&mut game, "e12j12");
    assert!(events.contains(&Event::KingCaptured { army: B, by: W }));
    assert!(events.contains(&Event::Out { army: B }));
    assert!(events.contains(&Event::Out { army: R }));
    assert_eq!(men_count(&game, B) + men_count(&game, R), 0);
    assert_eq!(game.outcome(), None, "White and Blue play on");
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn civil_war_breaks_the_alliance_of_everyone_left_and_the_last_player_wins() {
    // Blue has no men: White, Black and Red play.
    let mut game = game_from(
        &[
            ("e5", W, K),
            ("d7", W, ROOK),
            ("e12", W, ROOK),
            ("j12", B, K),
            ("k7", R, K),
            ("m6", R, P),
            ("n10", R, N),
        ],
        B,
        5,
    );
    assert_eq!(game.standing(1), Standing::Out);
    ally_black_and_red(&mut game);
    play(&mut game, "d7k7");
    play(&mut game, "propose white");
    play(&mut game, "j13j12");
    play(&mut game, "protectorate");
    play(&mut game, "m6l6");
    // White joins Black and Red: one alliance holds everyone still in.
    let events = play(&mut game, "accept black");
    assert!(events.contains(&Event::CivilWar {
        members: vec![W, B, R]
    }));
    assert!(
        events.contains(&Event::Out { army: R }),
        "the kingless protectorate is out"
    );
    assert!(game.view(Viewer::Seat(0)).own.unwrap().allies.is_empty());
    assert!(game.view(Viewer::Seat(2)).own.unwrap().allies.is_empty());
    play(&mut game, "e12j12");
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![0]);
    assert!(
        outcome.reason.starts_with("White wins"),
        "{}",
        outcome.reason
    );
    let why = outcome.why.expect("the rule that decided it");
    assert!(
        why.starts_with("Only the last player in wins, not the last alliance"),
        "{why}"
    );
    assert_eq!(game.to_act(), None);
    assert_eq!(game.legal_actions(0), vec![]);
}

#[test]
fn civil_war_among_players_with_kings_puts_nobody_out() {
    let mut game = game_from(
        &[("e5", W, K), ("j12", B, K), ("k7", R, K), ("n10", R, N)],
        B,
        5,
    );
    ally_black_and_red(&mut game);
    play(&mut game, "e5e4");
    play(&mut game, "propose white");
    play(&mut game, "j13j12");
    play(&mut game, "k7k6");
    let events = play(&mut game, "accept black");
    assert!(events.contains(&Event::CivilWar {
        members: vec![W, B, R]
    }));
    assert!(game.seats_in().len() == 3);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_player_without_a_legal_move_passes() {
    // Blue's king on k2 is walled in by its own pawns, which are blocked
    // by the holes and by each other.
    let men = vec![
        ("k2", U, K),
        ("k1", U, P),
        ("j1", U, P),
        ("j2", U, P),
        ("j3", U, P),
        ("k3", U, P),
        ("g7", W, K),
        ("g12", B, K),
        ("k8", R, K),
    ];
    let mut game = game_from(&men, U, 1);
    let actions = game.legal_actions(1);
    assert!(actions.contains(&Action::Pass));
    assert!(!actions.iter().any(|a| matches!(a, Action::Move(_))));
    assert_eq!(
        refused(&mut game, "j3k4"),
        "j3k4: a pawn moves diagonally only to capture, and k4 is empty"
    );
    let events = play(&mut game, "pass");
    assert!(events.contains(&Event::Passed { army: U }));
    assert_eq!(game.to_act(), Some(2));
    play(&mut game, "g12g13");
    play(&mut game, "k8k9");
    assert!(refused(&mut game, "pass").contains("you may pass only without one"));
}

fn quiet_table() -> FourPlayer {
    game_from(
        &[
            ("e5", W, K),
            ("h4", W, P),
            ("d10", U, K),
            ("j10", B, K),
            ("k5", R, K),
        ],
        W,
        1,
    )
}

/// One quiet turn for the seat to act: its king steps up or back down.
fn shuffle_king(game: &mut FourPlayer, turns: &mut [u32; 4]) {
    let seat = game.to_act().unwrap();
    let (home, away) = [("e5", "e6"), ("d10", "d11"), ("j10", "j11"), ("k5", "k6")][seat];
    let step = if turns[seat].is_multiple_of(2) {
        format!("{home}{away}")
    } else {
        format!("{away}{home}")
    };
    turns[seat] += 1;
    play(game, &step);
}

#[test]
fn fifty_rounds_without_capture_or_pawn_move_draw() {
    let mut game = quiet_table();
    let mut turns = [0; 4];
    for _ in 0..199 {
        shuffle_king(&mut game, &mut turns);
    }
    assert_eq!(game.outcome(), None);
    shuffle_king(&mut game, &mut turns);
    let outcome = game.outcome().expect("a draw after fifty rounds");
    assert_eq!(outcome.winners, vec![0, 1, 2, 3]);
    assert!(outcome.reason.contains("draw"));
    assert!(
        outcome
            .why
            .unwrap()
            .starts_with("Fifty full rounds have been played without a capture"),
        "the rule that drew it"
    );
}

#[test]
fn a_pawn_move_starts_the_fifty_rounds_again() {
    let mut game = quiet_table();
    let mut turns = [0; 4];
    for _ in 0..196 {
        shuffle_king(&mut game, &mut turns);
    }
    play(&mut game, "h4h5");
    for _ in 0..199 {
        shuffle_king(&mut game, &mut turns);
    }
    assert_eq!(game.outcome(), None);
    shuffle_king(&mut game, &mut turns);
    assert!(game.outcome().is_some());
}

#[test]
fn invitations_are_answered_before_moving_and_alliances_hold_three() {
    let mut game = FourPlayer::new(Options::default(), 1).unwrap();
    play(&mut game, "propose blue");
    assert!(refused(&mut game, "propose black").contains("one invitation per turn"));
    play(&mut game, "f2f3");
    assert!(refused(&mut game, "b6c6").contains("first answer the invitation from White"));
    play(&mut game, "accept");
    play(&mut game, "propose black");
    play(&mut game, "b6c6");
    play(&mut game, "decline");
    play(&mut game, "propose red");
    play(&mut game, "f13f12");
    // Red is invited by Black and accepts: two alliances now.
    play(&mut game, "accept black");
    play(&mut game, "m6l6");
    assert!(refused(&mut game, "propose blue").contains("already your ally"));
    play(&mut game, "propose red");
    play(&mut game, "f3f4");
    play(&mut game, "leave");
    assert!(game.view(Viewer::Seat(0)).own.unwrap().allies.is_empty());
    assert_eq!(game.view(Viewer::Seat(0)).own.unwrap().invited, vec![R]);
    play(&mut game, "c6d6");
    play(&mut game, "f12f11");
    // Red must leave Black before joining White.
    assert!(refused(&mut game, "accept white").contains("leave your alliance"));
    play(&mut game, "leave");
    play(&mut game, "accept white");
    assert_eq!(game.view(Viewer::Seat(3)).own.unwrap().allies, vec![W]);
    assert!(game.view(Viewer::Seat(2)).own.unwrap().allies.is_empty());
    play(&mut game, "l6k6");
    play(&mut game, "propose blue");
    play(&mut game, "f4f5");
    play(&mut game, "accept white");
    assert_eq!(game.view(Viewer::Seat(0)).own.unwrap().allies, vec![U, R]);
    assert!(refused(&mut game, "propose black").contains("full"));
}

#[test]
fn the_seat_to_act_is_told_its_king_is_attacked() {
    let mut game = alliance_table(1, Options::default());
    play(&mut game, "j12j11");
    play(&mut game, "n10l11");
    play(&mut game, "e5e4");
    play(&mut game, "d10d11");
    play(&mut game, "j11j12");
    let red = game.view(Viewer::Seat(3)).own.unwrap();
    assert_eq!(red.king_attacked_by, vec![W]);
    assert_eq!(
        game.boards(Viewer::Public)[0].checks,
        vec!["k7".to_string()]
    );
    // Moving into or staying in attack is legal.
    play(&mut game, "m6l6");
    assert_eq!(
        game.view(Viewer::Seat(0)).own.unwrap().king_attacked_by,
        vec![]
    );
}

/// Checks what must hold after every action, from the views alone.
fn check_invariants(game: &FourPlayer) {
    let table = game.view(Viewer::Public);
    let allies: Vec<Vec<parlour::engine::men::Army>> = (0..4)
        .map(|seat| game.view(Viewer::Seat(seat)).own.unwrap().allies)
        .collect();
    let seats_in: Vec<usize> = (0..4)
        .filter(|&s| game.standing(s) != Standing::Out)
        .collect();
    for seat in 0..4 {
        let army = table.seats[seat].army;
        assert!(allies[seat].len() <= 2, "an alliance holds at most three");
        for ally in &allies[seat] {
            assert!(
                allies[*ally as usize].contains(&army),
                "alliances are mutual"
            );
        }
        match game.standing(seat) {
            Standing::Out => {
                assert_eq!(men_count(game, army), 0, "an army that is out has no men");
                assert!(allies[seat].is_empty());
            }
            Standing::Playing => {}
            Standing::Kingless | Standing::Protectorate => {
                assert!(
                    allies[seat]
                        .iter()
                        .any(|&a| game.standing(a as usize) == Standing::Playing),
                    "a kingless player is out unless an ally has a king"
                );
            }
        }
        if game.standing(seat) == Standing::Protectorate {
            let loyal = game.view(Viewer::Seat(seat)).own.unwrap().loyal_to.unwrap();
            assert!(allies[seat].contains(&loyal));
            assert_eq!(game.standing(loyal as usize), Standing::Playing);
        }
    }
    if seats_in.len() >= 2 {
        let first = seats_in[0];
        assert!(
            !seats_in[1..]
                .iter()
                .all(|&s| allies[first].contains(&table.seats[s].army)),
            "one alliance never holds everyone still in"
        );
    }
    match game.to_act() {
        Some(seat) => assert_ne!(game.standing(seat), Standing::Out),
        None => assert!(game.outcome().is_some()),
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut protectorates = 0;
    let mut kings_taken = 0;
    let mut finished = 0;
    for seed in 0..40u64 {
        let mut game = FourPlayer::new(Options::default(), seed).unwrap();
        let mut pick = seed ^ 0x5eed;
        for _ in 0..1500 {
            let Some(seat) = game.to_act() else { break };
            let actions = game.legal_actions(seat);
            assert!(!actions.is_empty());
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = favour_captures(&game, &actions, (pick >> 33) as usize);
            let events = game.apply(seat, &action).unwrap();
            protectorates += events
                .iter()
                .filter(|e| matches!(e, Event::BecameProtectorate { .. }))
                .count();
            kings_taken += events
                .iter()
                .filter(|e| matches!(e, Event::KingCaptured { .. }))
                .count();
            check_invariants(&game);
        }
        finished += usize::from(game.outcome().is_some());
    }
    assert!(
        kings_taken > 0 && protectorates > 0 && finished > 0,
        "kings {kings_taken}, protectorates {protectorates}, finished {finished}"
    );
}
