//! Many random games of Cloak and Dagger played through `legal_actions`
//! and `apply`, checking after every action what must always hold: turns
//! and steps follow each other as the rules say, every legal action
//! applies, refused actions change nothing, moves keep the king rules
//! (checked against the engine's own moves), the public and the opponent
//! are shown no checker they may not know (in views, boards, the move list
//! and events), saves replay, and games end.

use std::collections::BTreeSet;

use parlour::engine::men::{Army, Kind};
use parlour::engine::random::Random;
use parlour::engine::{KingSafety, Move, MoveKind, Square};
use parlour::games::board_view::ManView;
use parlour::games::cloak_dagger::legality::RULES;
use parlour::games::cloak_dagger::{
    Action, Arrangement, CloakDagger, Event, Mark, Mover, Options, Phase,
};
use parlour::games::{Game, Seat, Viewer};

use crate::cloak_dagger_support::pick;

/// More actions than a random game lasts.
const LONGEST: usize = 30_000;

fn army(seat: Seat) -> Army {
    if seat == 0 { Army::White } else { Army::Black }
}

/// Whether `viewer` may know checker `number` of `owner`.
fn may_know(game: &CloakDagger, viewer: Viewer, owner: Seat, number: u8) -> bool {
    let checker = game.checkers().get(owner, number).unwrap();
    game.ending().is_some()
        || checker.is_public()
        || viewer == Viewer::Seat(owner)
        || viewer == Viewer::Everything
}

/// Everything one viewer is shown names only what they may know.
fn check_secrecy(game: &CloakDagger, viewer: Viewer) {
    let view = game.view(viewer);
    let board = &game.boards(viewer)[0];
    let mut hidden_anywhere = false;
    for owner in 0..2 {
        let Some(arrangement) = game.arrangement(owner) else {
            assert!(!view.players[owner].arranged);
            continue;
        };
        for checker in game.checkers().of(owner) {
            let known = may_know(game, viewer, owner, checker.number);
            let shown = &view.players[owner].checkers[usize::from(checker.number) - 1];
            assert_eq!(
                shown.kind,
                known.then(|| arrangement.kind_of(checker.number).unwrap()),
                "checker {} of seat {owner} for {viewer:?}",
                checker.number
            );
            let Some(square) = checker.square else {
                continue;
            };
            let man = board
                .men
                .iter()
                .find(|man| man.square == square.to_string())
                .expect("a checker stands on his square");
            if checker.cloaked {
                assert_eq!(man.label, Some(checker.number.to_string()));
                if known {
                    assert!(!man.hidden);
                    assert_eq!(man.kind, arrangement.kind_of(checker.number).unwrap());
                } else {
                    hidden_anywhere = true;
                    assert_eq!(
                        man,
                        &ManView {
                            label: Some(checker.number.to_string()),
                            hidden: true,
                            ..ManView::plain(square.to_string(), army(owner), Kind::Pawn)
                        }
                    );
                }
            } else {
                assert_eq!(
                    man,
                    &ManView::plain(square.to_string(), army(owner), man.kind)
                );
                assert_eq!(man.kind, arrangement.kind_of(checker.number).unwrap());
            }
        }
    }
    assert_eq!(board.men.len() as u32, game.position().occupied().count());
    assert_eq!(
        view.fen.is_some(),
        !hidden_anywhere && game.arrangement(1).is_some()
    );
    match viewer {
        Viewer::Seat(seat) => {
            assert_eq!(view.arrangement, game.arrangement(seat));
            assert_eq!(view.grid.as_ref(), game.grid(seat));
        }
        Viewer::Public | Viewer::Everything => {
            assert_eq!(view.arrangement, None);
            assert_eq!(view.grid, None);
        }
    }
    // The move list names a cloaked mover only for those who know him.
    for (line, ply) in view.moves.iter().zip(game.plies()) {
        assert_eq!(line.text, game.write_ply(ply, viewer));
        if let Mover::Checker(number) = ply.mover
            && !may_know(game, viewer, ply.seat, number)
            && !ply.mv.is_castle()
        {
            assert!(line.text.starts_with('['), "{} for {viewer:?}", line.text);
        }
    }
    // Check is shown only on uncloaked kings.
    for square in &board.checks {
        let seat = (0..2)
            .find(|&seat| {
                game.position()
                    .king_square(army(seat))
                    .map(|s| s.to_string())
                    .as_ref()
                    == Some(square)
            })
            .unwrap();
        assert!(!game.king_cloaked(seat));
    }
}

/// The moves the engine allows the seat to act now, judged by the king
/// rules: pseudo-legal moves for a cloaked king; for an uncloaked one,
/// those after which the king is not attacked (castling checked by the
/// engine's own legal generator).
fn engine_moves(game: &CloakDagger, seat: Seat) -> BTreeSet<String> {
    let mut board = game.position().clone();
    board.set_turn(army(seat));
    if game.phase() == Phase::BonusAfter {
        board.set_en_passant(None);
    }
    let mut loose = board.clone();
    loose.set_rules(RULES);
    let mut strict = board.clone();
    strict.set_rules(parlour::engine::Rules {
        king_safety: KingSafety::Legal,
        ..loose.rules()
    });
    let cloaked = game.king_cloaked(seat);
    let castles: Vec<Move> = strict
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.is_castle())
        .collect();
    loose
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| {
            cloaked
                || if mv.is_castle() {
                    castles.contains(&mv)
                } else {
                    let mut after = loose.clone();
                    after.make(mv);
                    !after.is_king_attacked(army(seat))
                }
        })
        .map(|mv| mv.to_string())
        .collect()
}

fn check_moves(game: &CloakDagger, seat: Seat) {
    let moves: BTreeSet<String> = game
        .current_moves()
        .iter()
        .map(|mv| mv.to_string())
        .collect();
    let engine = engine_moves(game, seat);
    let position = game.position();
    match game.phase() {
        Phase::Move => assert_eq!(moves, engine, "regular moves:\n{}", game.export()),
        Phase::BonusBefore | Phase::BonusAfter => {
            let pawn_moves: BTreeSet<String> = engine
                .into_iter()
                .filter(|text| {
                    let from = Square::parse(&text[0..2]).unwrap();
                    position.man_at(from).map(|man| man.kind) == Some(Kind::Pawn)
                })
                .collect();
            let drops: Vec<Move> = game
                .current_moves()
                .into_iter()
                .filter(|mv| mv.is_drop())
                .collect();
            for drop in &drops {
                assert_eq!(drop.kind, MoveKind::Drop(Kind::Pawn));
                assert_eq!(drop.to.rank(), if seat == 0 { 1 } else { 6 });
                assert!(position.man_at(drop.to).is_none());
            }
            assert!(drops.is_empty() || game.pawns_in_hand(seat) > 0);
            let plain: BTreeSet<String> = moves
                .into_iter()
                .filter(|text| !text.contains('@'))
                .collect();
            if game.king_cloaked(seat) {
                assert_eq!(plain, pawn_moves);
            } else {
                assert!(plain.is_subset(&pawn_moves));
            }
        }
        Phase::Setup | Phase::Finish => assert!(moves.is_empty()),
    }
}

/// Actions that must be refused now, with no effect.
fn refusals(game: &CloakDagger, seat: Seat, legal: &[Action]) -> Vec<(Seat, Action)> {
    let mut wrong = vec![
        (1 - seat, legal[0]),
        (
            seat,
            Action::Mark {
                number: 1,
                kind: Kind::Pawn,
                mark: Mark::Circle,
            },
        ),
    ];
    let phase = game.phase();
    if phase != Phase::Setup {
        wrong.push((seat, Action::Arrange(Arrangement::STANDARD)));
    }
    if phase != Phase::Finish {
        wrong.push((seat, Action::Done));
        wrong.push((seat, Action::Uncloak(1)));
    }
    if !matches!(phase, Phase::BonusBefore | Phase::BonusAfter) {
        wrong.push((seat, Action::Pass));
    }
    if !game.may_guess() {
        wrong.push((
            seat,
            Action::Guess {
                number: 1,
                kind: Kind::Rook,
            },
        ));
    }
    let mut loose = game.position().clone();
    loose.set_turn(army(seat));
    for mv in loose.legal_moves() {
        if !legal.contains(&Action::Move(mv)) {
            wrong.push((seat, Action::Move(mv)));
            break;
        }
    }
    wrong
}

/// Whether both kings are uncloaked and every man on the board is known
/// to both players.
fn all_known(game: &CloakDagger) -> bool {
    (0..2).all(|seat| {
        !game.king_cloaked(seat) && game.checkers().of(seat).iter().all(|c| !c.is_secret())
    })
}

fn play_one(seed: u64) -> (CloakDagger, usize) {
    let mut random = Random::seeded(seed);
    let mut game = CloakDagger::new(Options {
        help: !seed.is_multiple_of(3),
    });
    let mut actions = 0;
    let mut last_seat = 0;
    let mut last_phase = Phase::Setup;
    while let Some(seat) = game.to_act() {
        assert!(
            actions < LONGEST,
            "the game should have ended (seed {seed})"
        );
        let phase = game.phase();
        // Turns alternate; within a turn the steps come in order.
        if seat == last_seat {
            let order = |phase: Phase| phase as u8;
            assert!(
                order(phase) >= order(last_phase) || last_phase == Phase::Setup,
                "{last_phase:?} then {phase:?}"
            );
        } else {
            assert!(
                matches!(phase, Phase::Setup | Phase::BonusBefore | Phase::Move),
                "{phase:?}"
            );
        }
        if matches!(phase, Phase::BonusBefore | Phase::Move) {
            assert_eq!(game.position().turn(), army(seat));
        } else if phase != Phase::Setup {
            assert_eq!(game.position().turn(), army(1 - seat));
        }
        for side in 0..2 {
            if game.arrangement(side).is_some() {
                assert_eq!(game.position().men(army(side), Kind::King).count(), 1);
            }
        }
        for viewer in [
            Viewer::Public,
            Viewer::Seat(0),
            Viewer::Seat(1),
            Viewer::Everything,
        ] {
            check_secrecy(&game, viewer);
        }
        assert_eq!(game.view(Viewer::Public).check, game.in_check());
        check_moves(&game, seat);
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat to act has something to do");
        assert!(game.legal_actions(1 - seat).is_empty());
        let mut tried = 0;
        for action in &legal {
            // Every move, guess and step; a sample of marks and setups.
            let sampled = matches!(action, Action::Mark { .. } | Action::Arrange(_));
            if sampled && random.below(40) != 0 {
                continue;
            }
            let mut trial = game.clone();
            trial
                .apply(seat, action)
                .unwrap_or_else(|error| panic!("{action}: {error} (seed {seed})"));
            tried += 1;
        }
        assert!(tried > 0 || phase == Phase::Setup);
        let before = format!("{game:?}");
        for (who, action) in refusals(&game, seat, &legal) {
            assert!(
                game.apply(who, &action).is_err(),
                "{who} {action} in {phase:?} (seed {seed})"
            );
        }
        assert_eq!(
            format!("{game:?}"),
            before,
            "a refusal changed the game (seed {seed})"
        );
        let action = pick(&legal, &mut random);
        let events = game.apply(seat, &action).unwrap();
        actions += 1;
        // Events are public: a move is written as the public reads it.
        if let Some(Event::Moved { text, .. }) = events.first()
            && game.ending().is_none()
        {
            let ply = game.plies().last().unwrap();
            assert_eq!(text, &game.write_ply(ply, Viewer::Public));
        }
        for event in &events {
            if let Event::Captured {
                seat: owner,
                number: Some(number),
                kind,
            } = event
            {
                assert_eq!(
                    game.arrangement(*owner).unwrap().kind_of(*number),
                    Some(*kind)
                );
            }
        }
        last_seat = seat;
        last_phase = phase;
    }
    (game, actions)
}

fn check_end(game: &CloakDagger) {
    let outcome = game.outcome().expect("a finished game has an outcome");
    if game.ending() == Some(parlour::games::cloak_dagger::Ending::InsufficientMaterial) {
        assert!(all_known(game));
        assert!(game.position().is_insufficient_material());
    }
    assert!(
        [vec![0], vec![1], vec![0, 1]].contains(&outcome.winners),
        "{outcome:?}"
    );
    for seat in 0..2 {
        assert!(game.legal_actions(seat).is_empty());
    }
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        check_secrecy(game, viewer);
        assert!(
            game.boards(viewer)[0].men.iter().all(|man| !man.hidden),
            "all shown at the end"
        );
    }
    let imported = CloakDagger::import(&game.export()).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    let saved = serde_json::to_string(game).unwrap();
    let loaded: CloakDagger = serde_json::from_str(&saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
}

#[test]
fn random_games_keep_every_rule_and_end() {
    let mut reasons = BTreeSet::new();
    let mut total = 0;
    for seed in 0..40 {
        let (game, actions) = play_one(seed);
        check_end(&game);
        total += actions;
        reasons.insert(game.outcome().unwrap().reason);
    }
    assert!(total > 40 * 100, "games are played, not cut short: {total}");
    for ending in [
        "capturing the king",
        "checkmate",
        "stalemate",
        "insufficient material",
        "fifty-move rule",
    ] {
        assert!(
            reasons.iter().any(|reason| reason.contains(ending)),
            "no random game ended by {ending}: {reasons:?}"
        );
    }
}
