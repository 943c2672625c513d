//! Scenario tests for the Four Player computer's diplomacy while allied
//! (`parlour::ai::players::four_player::diplomacy`): tables built by
//! playing actions, then the computer's own choices, each checked legal.

use crate::four_player_support::*;
use parlour::ai::players::{self, Player};
use parlour::ai::{Level, Limits};
use parlour::engine::men::{Army, Kind};
use parlour::games::four_player::{Action, FourPlayer, Options, Standing};
use parlour::games::{Game, Seat, Viewer};

/// Red's seat.
const RED: Seat = 3;

/// Kings, knights and pawns out of each other's reach: every army has
/// two knights and two pawns (800), and each gets `extra` men.
fn quiet_table(extra: &[(&str, Army, Kind)], ply: u32) -> FourPlayer {
    let mut men = vec![
        ("g2", W, K),
        ("e2", W, N),
        ("j2", W, N),
        ("f4", W, P),
        ("i4", W, P),
        ("b7", U, K),
        ("a5", U, N),
        ("a10", U, N),
        ("c5", U, P),
        ("c10", U, P),
        ("h13", B, K),
        ("e13", B, N),
        ("j13", B, N),
        ("f11", B, P),
        ("i11", B, P),
        ("m7", R, K),
        ("n5", R, N),
        ("n10", R, N),
        ("k5", R, P),
        ("k10", R, P),
    ];
    men.extend_from_slice(extra);
    // The text ends with the half-move clock and the ply.
    let text = position(&men, B);
    let text = format!("{} {ply}", text.strip_suffix(" 0").unwrap());
    FourPlayer::from_position(Options::default(), 5, &text).unwrap()
}

/// Black and Red ally; with `white_invites` White then invites Red; then
/// every army moves its king until Red is to act again.
fn black_and_red_allied(mut game: FourPlayer, white_invites: bool) -> FourPlayer {
    play(&mut game, "propose red");
    play(&mut game, "h13h14");
    play(&mut game, "accept black");
    play(&mut game, "m7l7");
    if white_invites {
        play(&mut game, "propose red");
    }
    play(&mut game, "g2g1");
    play(&mut game, "b7b6");
    play(&mut game, "h14h13");
    assert_eq!(game.to_act(), Some(RED));
    assert_eq!(allies(&game, RED), [B]);
    game
}

fn allies(game: &FourPlayer, seat: Seat) -> Vec<Army> {
    game.view(Viewer::Seat(seat)).own.unwrap().allies
}

/// The computer's choices for the seat to act until it moves: each is
/// checked legal and played.
fn computer_turn(game: &mut FourPlayer) -> Vec<Action> {
    let seat = game.to_act().unwrap();
    let start = game.clone();
    let mut chosen = Vec::new();
    for player in [Player::Computer(Level::Club), Player::Paranoid(Level::Full)] {
        let mut table = start.clone();
        let mut actions = Vec::new();
        loop {
            let limits = Limits {
                nodes: Some(2_000),
                ..Limits::default()
            };
            let action = players::decide(&table, seat, player, 7, limits)
                .unwrap()
                .action;
            assert!(
                table.legal_actions(seat).contains(&action),
                "{player:?}: {action} is not legal"
            );
            table.apply(seat, &action).unwrap();
            let moved = matches!(action, Action::Move(_) | Action::Pass);
            actions.push(action);
            if moved {
                break;
            }
        }
        // Both kinds of computer take the same diplomacy.
        if chosen.is_empty() {
            chosen = actions;
            *game = table;
        } else {
            assert_eq!(diplomacy(&actions), diplomacy(&chosen), "{player:?}");
        }
    }
    chosen
}

/// The diplomacy of a turn: its actions but the closing move.
fn diplomacy(actions: &[Action]) -> &[Action] {
    &actions[..actions.len() - 1]
}

#[test]
fn an_allied_computer_invited_by_a_better_partner_leaves_and_accepts() {
    // Black, Red's ally, leads everyone by a bishop and a pawn (1200
    // against 800): worth nothing as an ally; White is worth its 800.
    let game = quiet_table(&[("g14", B, N), ("g12", B, P)], 0);
    let mut game = black_and_red_allied(game, true);
    let actions = computer_turn(&mut game);
    assert_eq!(
        diplomacy(&actions),
        [Action::Leave, Action::Accept(W)],
        "{actions:?}"
    );
    assert_eq!(allies(&game, RED), [W]);
    assert!(allies(&game, 2).is_empty(), "Black is left alone");
}

#[test]
fn an_allied_computer_whose_alliance_still_pays_declines_and_stays() {
    // Black (900) is not ahead by more than a minor piece: worth its 900,
    // and White's 800 is no better.
    let game = quiet_table(&[("g12", B, P)], 0);
    let mut game = black_and_red_allied(game, true);
    let actions = computer_turn(&mut game);
    assert_eq!(diplomacy(&actions), [Action::Decline(W)], "{actions:?}");
    assert_eq!(allies(&game, RED), [B]);
    // A stronger inviter, but not by a rook more than Black: Red stays.
    let stronger = [
        ("g12", B, P),
        ("h3", W, N),
        ("g3", W, P),
        ("b9", U, N),
        ("c8", U, P),
    ];
    let mut game = black_and_red_allied(quiet_table(&stronger, 0), true);
    let actions = computer_turn(&mut game);
    assert_eq!(diplomacy(&actions), [Action::Decline(W)], "{actions:?}");
    assert_eq!(allies(&game, RED), [B]);
}

#[test]
fn an_allied_computer_leaves_to_invite_a_better_partner_at_a_round_of_invitations() {
    // As in the first scenario, without White's invitation: at a turn
    // when it would invite someone if alone (ply 27, the fourth of a
    // round of invitations), Red leaves Black and invites White, the
    // weakest other player.
    let game = quiet_table(&[("g14", B, N), ("g12", B, P)], 22);
    let mut game = black_and_red_allied(game, false);
    assert_eq!(game.position().ply() % 24, 3);
    let actions = computer_turn(&mut game);
    assert_eq!(
        diplomacy(&actions),
        [Action::Leave, Action::Propose(W)],
        "{actions:?}"
    );
    assert!(allies(&game, RED).is_empty());
    assert_eq!(game.view(Viewer::Seat(RED)).own.unwrap().invited, [W]);
    // Out of such a round, the same table keeps its alliance.
    let game = quiet_table(&[("g14", B, N), ("g12", B, P)], 0);
    let mut game = black_and_red_allied(game, false);
    let actions = computer_turn(&mut game);
    assert!(diplomacy(&actions).is_empty(), "{actions:?}");
    assert_eq!(allies(&game, RED), [B]);
}

#[test]
fn tables_of_four_computers_play_only_legal_actions() {
    let limits = Limits {
        nodes: Some(300),
        ..Limits::default()
    };
    let players = [
        Player::Computer(Level::Club),
        Player::Paranoid(Level::Casual),
        Player::Computer(Level::Full),
        Player::Computer(Level::Casual),
    ];
    for seed in 0..3 {
        let mut game = FourPlayer::new(Options::default(), seed).unwrap();
        for step in 0..250 {
            let Some(seat) = game.to_act() else { break };
            let player = players[(seat + seed as usize) % players.len()];
            let action = players::decide(&game, seat, player, seed * 1000 + step, limits)
                .unwrap()
                .action;
            assert!(
                game.legal_actions(seat).contains(&action),
                "{player:?} in seat {seat}: {action} is not legal (seed {seed})"
            );
            game.apply(seat, &action).unwrap();
        }
    }
}

/// Black and Red allied, then White's rook takes Red's king (Red, kingless,
/// stays on in the alliance until its next turn) and Blue invites Black:
/// Black is to act. White has 1000 and `white_extra`, Blue 1300, Black
/// 800, Red 1400.
fn kingless_ally_table(white_extra: &[(&str, Army, Kind)]) -> FourPlayer {
    let mut men = vec![
        ("g2", W, K),
        ("d7", W, ROOK),
        ("e2", W, N),
        ("f4", W, P),
        ("i4", W, P),
        ("a8", U, K),
        ("a5", U, N),
        ("a10", U, N),
        ("b9", U, N),
        ("c4", U, P),
        ("c5", U, P),
        ("c9", U, P),
        ("c10", U, P),
        ("h13", B, K),
        ("e13", B, N),
        ("j13", B, N),
        ("f11", B, P),
        ("i11", B, P),
        ("l7", R, K),
        ("n5", R, N),
        ("n10", R, N),
        ("m9", R, N),
        ("m6", R, N),
        ("k5", R, P),
        ("k10", R, P),
    ];
    men.extend_from_slice(white_extra);
    let mut game = game_from(&men, B, 5);
    play(&mut game, "propose red");
    play(&mut game, "h13h14");
    play(&mut game, "accept black");
    play(&mut game, "n10l11");
    play(&mut game, "d7l7");
    assert_eq!(game.standing(RED), Standing::Kingless);
    play(&mut game, "propose black");
    play(&mut game, "a8a9");
    assert_eq!(game.to_act(), Some(2));
    assert_eq!(allies(&game, 2), [R]);
    game
}

#[test]
fn an_allied_computer_leaves_a_kingless_ally_only_for_an_inviter_still_fit_once_it_is_out() {
    // Red without a king is worth half its 1400 to Black; Blue's 1300 is
    // worth more by more than a rook, and Blue is no stronger than White
    // once Red is out: Black leaves (Red is out) and joins Blue.
    let mut game = kingless_ally_table(&[("j2", W, N)]);
    let actions = computer_turn(&mut game);
    assert_eq!(
        diplomacy(&actions),
        [Action::Leave, Action::Accept(U)],
        "{actions:?}"
    );
    assert_eq!(allies(&game, 2), [U]);
    assert_eq!(game.standing(RED), Standing::Out);
    // With White at 1000, Blue would lead once Red is out: Black stays.
    let mut game = kingless_ally_table(&[]);
    let actions = computer_turn(&mut game);
    assert_eq!(diplomacy(&actions), [Action::Decline(U)], "{actions:?}");
    assert_eq!(allies(&game, 2), [R]);
}
