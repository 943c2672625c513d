//! Many random games of Crowded House played through `legal_actions` and
//! `apply`, checking after every action what must always hold: turns go
//! round, every legal action applies, refused actions change nothing, legal
//! moves keep the half rule and the king safe from the next player (checked
//! here with the engine's own pseudo-legal moves), the notation reads back,
//! every viewer sees the same table, saves replay, and games end.

use parlour::engine::men::{Army, Kind};
use parlour::engine::random::Random;
use parlour::engine::{Move, MoveKind, Position, Square};
use parlour::games::crowded_house::{Action, ClockOptions, CrowdedHouse, HANDFUL, Options};
use parlour::games::{Game, Seat, Viewer};

/// More actions than any game can last: the fifty-move rule ends a game
/// after at most a hundred quiet turns between captures and pawn moves.
const LONGEST: usize = 6000;

fn half_contains(seat: Seat, square: Square) -> bool {
    (square.file() >= 4) == (seat < 2)
}

fn colour(seat: Seat) -> Army {
    if seat.is_multiple_of(2) {
        Army::White
    } else {
        Army::Black
    }
}

/// Whether `seat` (of the side to move in `position`) could capture the
/// other king now: one of the engine's pseudo-legal moves lands on it and
/// starts or ends on the seat's half.
fn could_capture_king(position: &Position, seat: Seat) -> bool {
    let mut position = position.clone();
    position.set_turn(colour(seat));
    position.set_en_passant(None);
    let Some(king) = position.king_square(if colour(seat) == Army::White {
        Army::Black
    } else {
        Army::White
    }) else {
        return false;
    };
    position.legal_moves().iter().any(|mv| {
        mv.to == king
            && !mv.is_castle()
            && (half_contains(seat, mv.from) || half_contains(seat, mv.to))
    })
}

/// The square the moving man (the king, when castling) ends on, as the
/// move's UCI names it.
fn destination(position: &Position, mv: Move) -> Square {
    Square::parse(&position.uci(mv)[2..4]).unwrap()
}

fn check_position(game: &CrowdedHouse, seat: Seat) {
    let position = game.position();
    assert_eq!(
        position.turn(),
        colour(seat),
        "the seat's colour is to move"
    );
    for army in [Army::White, Army::Black] {
        assert_eq!(
            position.men(army, Kind::King).count(),
            1,
            "kings are never taken"
        );
    }
    assert!(
        !could_capture_king(position, seat),
        "the player to act can never capture the other king:\n{}",
        game.export()
    );
    for other in 0..4 {
        if other != seat {
            assert!(game.legal_actions(other).is_empty());
        }
    }
}

fn check_views(game: &CrowdedHouse, seat: Option<Seat>) {
    assert!(!game.has_secrets());
    let public = game.view(Viewer::Public);
    let public_boards = game.boards(Viewer::Public);
    assert!(public_boards[0].moves.is_empty());
    for viewer in 0..4 {
        assert_eq!(game.view(Viewer::Seat(viewer)), public);
        let boards = game.boards(Viewer::Seat(viewer));
        assert_eq!(boards[0].men, public_boards[0].men);
        assert_eq!(boards[0].moves.is_empty(), seat != Some(viewer));
    }
    assert_eq!(public.to_act, seat);
    assert_eq!(public.fen, game.position().fen());
}

fn check_move(before: &CrowdedHouse, seat: Seat, mv: Move) {
    let position = before.position();
    assert!(
        half_contains(seat, mv.from) || half_contains(seat, destination(position, mv)),
        "{} breaks the half rule for seat {seat}",
        position.uci(mv)
    );
    let mut after = position.clone();
    after.make(mv);
    assert!(
        !could_capture_king(&after, (seat + 1) % 4),
        "after {} the next player could capture the king:\n{}",
        position.uci(mv),
        before.export()
    );
}

/// A pseudo-legal move of the board that is no legal move of the seat,
/// when there is one.
fn illegal_move(game: &CrowdedHouse, seat: Seat, random: &mut Random) -> Option<Move> {
    let legal = game.legal_moves(seat);
    let others: Vec<Move> = game
        .position()
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| !legal.contains(mv))
        .collect();
    (!others.is_empty()).then(|| others[random.below(others.len() as u64) as usize])
}

fn play_one(seed: u64, clock: bool) -> (CrowdedHouse, usize) {
    let mut random = Random::seeded(seed);
    let options = Options {
        clock: clock.then(ClockOptions::default),
    };
    let mut game = CrowdedHouse::new(options).unwrap();
    let mut expected = 0;
    let mut actions = 0;
    while let Some(seat) = game.to_act() {
        assert_eq!(seat, expected, "turns go round (seed {seed})");
        assert!(
            actions < LONGEST,
            "the game should have ended (seed {seed})"
        );
        check_position(&game, seat);
        check_views(&game, Some(seat));
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat to act has something to do");
        for action in &legal {
            if let Action::Move(mv) = action {
                check_move(&game, seat, *mv);
            }
            let mut trial = game.clone();
            trial
                .apply(seat, action)
                .unwrap_or_else(|error| panic!("{action}: {error} (seed {seed})"));
        }
        let coins = game.coins();
        let army = colour(seat);
        assert_eq!(
            legal.contains(&Action::Talk),
            clock && coins.cannot_pay(army).is_none()
        );
        assert_eq!(
            legal.contains(&Action::TalkFromCentre),
            clock && !coins.talking() && coins.pile(army) > 0 && coins.centre() > 0,
            "a team chooses the centre only when its own pile holds a coin too"
        );
        assert_eq!(legal.contains(&Action::Cash), clock && coins.pile(army) > 0);
        assert_eq!(
            coins.centre() + coins.pile(Army::White) + coins.pile(Army::Black),
            HANDFUL,
            "coins are never lost nor made (seed {seed})"
        );
        if clock {
            let cashed = |army| u64::from(coins.cashed(army)) * 2 * 60_000;
            for army in [Army::White, Army::Black] {
                assert_eq!(game.allowance_ms(army), Some(30 * 60_000 + cashed(army)));
            }
        }
        // Refusals change nothing.
        let before = format!("{game:?}");
        if let Some(mv) = illegal_move(&game, seat, &mut random) {
            assert!(game.apply(seat, &Action::Move(mv)).is_err());
        }
        assert!(game.apply((seat + 1) % 4, &legal[0]).is_err());
        if !clock {
            assert!(game.apply(seat, &Action::OutOfTime).is_err());
            assert!(game.apply(seat, &Action::Talk).is_err());
            assert!(game.apply(seat, &Action::TalkFromCentre).is_err());
            assert!(game.apply(seat, &Action::Cash).is_err());
        } else {
            if game.coins().talking() {
                assert!(game.apply(seat, &Action::Talk).is_err());
                assert!(game.apply(seat, &Action::TalkFromCentre).is_err());
            }
            if game.coins().pile(army) == 0 {
                assert!(game.apply(seat, &Action::Cash).is_err());
            } else {
                assert!(
                    game.apply(seat, &Action::OutOfTime).is_err(),
                    "a team with a pile cashes it before it loses on time"
                );
            }
        }
        assert_eq!(format!("{game:?}"), before, "a refusal changed the game");
        // Now and then the table's clock falls.
        // No flag falls before the first move: no clock runs yet.
        let action = if clock
            && random.below(400) == 0
            && let Some(flag) = game.out_of_time(seat)
        {
            flag
        } else {
            legal[random.below(legal.len() as u64) as usize]
        };
        let earlier = game.clone();
        game.apply(seat, &action).unwrap();
        actions += 1;
        if let Action::Move(mv) = action {
            let logged = game.moves().last().unwrap();
            assert_eq!(logged.seat, seat);
            for text in [logged.san.as_str(), logged.uci.as_str()] {
                assert_eq!(
                    earlier.parse_action(seat, text),
                    Ok(Action::Move(mv)),
                    "{text} reads back (seed {seed})"
                );
            }
            if mv.kind == MoveKind::EnPassant {
                assert_eq!(
                    earlier.position().en_passant_square(),
                    Some(mv.to),
                    "en passant only straight after the double step"
                );
            }
            expected = (seat + 1) % 4;
        }
    }
    (game, actions)
}

fn check_end(game: &CrowdedHouse) {
    let outcome = game.outcome().expect("a finished game has an outcome");
    assert!(
        [vec![0, 2], vec![1, 3], vec![0, 1, 2, 3]].contains(&outcome.winners),
        "{outcome:?}"
    );
    assert!(!outcome.reason.is_empty());
    for seat in 0..4 {
        assert!(game.legal_actions(seat).is_empty());
    }
    check_views(game, None);
    let imported = CrowdedHouse::import(&game.export()).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    let saved = serde_json::to_string(game).unwrap();
    let loaded: CrowdedHouse = serde_json::from_str(&saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
}

#[test]
fn random_games_keep_every_rule_and_end() {
    let mut reasons = std::collections::BTreeSet::new();
    let mut total = 0;
    for seed in 0..100 {
        let (game, actions) = play_one(seed, seed % 2 == 1);
        check_end(&game);
        total += actions;
        let reason = game.outcome().unwrap().reason;
        reasons.insert(reason.split(':').next().unwrap().to_string());
    }
    assert!(total > 100 * 20, "games are played, not cut short: {total}");
    assert!(
        reasons.iter().any(|reason| reason.contains("checkmate")),
        "some random game ends in mate: {reasons:?}"
    );
    assert!(
        reasons.iter().any(|reason| reason.starts_with("draw")),
        "some random game is drawn: {reasons:?}"
    );
}
