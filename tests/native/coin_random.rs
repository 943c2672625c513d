//! Many random games of COIN chess played through `legal_actions` and
//! `apply`, checking after every action what must always hold, by rules
//! worked out here from the board alone: the Noble acts first and his
//! Peasant only after a cede, the Noble's moves follow his military
//! control, the Peasant moves only pawns and unpaired military men,
//! castling never crosses an attacked square, control changes as the
//! options say, every legal action applies, refused actions change
//! nothing, the notation reads back, every viewer sees the same table,
//! saves replay, games end, and the scores follow the rules. The games
//! are shared between the queen rules and the military kind rules, each
//! checked as its own documentation states it.

use parlour::engine::men::{Army, Kind};
use parlour::engine::random::Random;
use parlour::engine::{Move, MoveKind, Position, Square};
use parlour::games::coin::{
    Action, ClockOptions, CoinChess, CoinView, Ending, KindControl, KindRule, Options, QueenRule,
};
use parlour::games::{Game, Seat, Viewer};

/// More actions than any game can last: a turn is at most two actions,
/// and the fifty-move rule ends a game after a hundred quiet turns.
const LONGEST: usize = 20_000;

fn colour(seat: Seat) -> Army {
    if seat < 2 { Army::White } else { Army::Black }
}

fn other(army: Army) -> Army {
    if army == Army::White {
        Army::Black
    } else {
        Army::White
    }
}

fn noble(army: Army) -> Seat {
    if army == Army::White { 0 } else { 2 }
}

fn is_military(kind: Kind) -> bool {
    matches!(kind, Kind::Knight | Kind::Bishop | Kind::Rook)
}

fn kind_moved(position: &Position, mv: Move) -> Kind {
    position.man_at(mv.from).unwrap().kind
}

fn count(position: &Position, army: Army, kind: Kind) -> u32 {
    position.men(army, kind).count()
}

/// Whether castling `mv` crosses a square the other colour attacks (the
/// square between the king's start and the end its UCI names).
fn crosses_attack(position: &Position, mv: Move) -> bool {
    let to = Square::parse(&position.uci(mv)[2..4]).unwrap();
    let crossed = Square::new((mv.from.file() + to.file()) / 2, mv.from.rank()).unwrap();
    let mut without_king = position.clone();
    without_king.set_man(mv.from, None);
    without_king.is_attacked(crossed, other(position.turn()))
}

/// The board's moves for the colour to move, as COIN allows them.
fn board_moves(position: &Position) -> Vec<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| !(mv.is_castle() && crosses_attack(position, mv)))
        .collect()
}

/// How the game's kind rule controls `kind`, if it names it.
fn kind_control(options: Options, kind: Kind) -> Option<KindControl> {
    options
        .kind_rule
        .filter(|rule| rule.kind == kind)
        .map(|rule| rule.control)
}

/// Whether the Peasant may make `mv` under `options`, ceded to by a Noble
/// who had military `control` at the start of the turn: a pawn's move, the
/// last military man's of his kind (shared or not), any man's of a kind
/// counted as unpaired, and a queen's with `unpaired` or `shared`, or with
/// `peasant-without-control` when the Noble lacked control.
fn peasant_may(position: &Position, mv: Move, options: Options, control: bool) -> bool {
    let kind = kind_moved(position, mv);
    if mv.is_castle() {
        return false;
    }
    match kind {
        Kind::Pawn => true,
        Kind::Queen => match options.queen {
            QueenRule::Unpaired | QueenRule::Shared => true,
            QueenRule::PeasantWithoutControl => !control,
            _ => false,
        },
        _ => {
            is_military(kind)
                && (kind_control(options, kind) == Some(KindControl::Unpaired)
                    || count(position, position.turn(), kind) == 1)
        }
    }
}

/// Whether the Noble without military control may make `mv` under
/// `rule`: a king's step (not castling), and a queen's move with
/// `noble-always`.
fn noble_may_without_control(position: &Position, mv: Move, rule: QueenRule) -> bool {
    match kind_moved(position, mv) {
        Kind::King => !mv.is_castle(),
        Kind::Queen => rule == QueenRule::NobleAlways,
        _ => false,
    }
}

/// Whether the Noble loses control by making `mv` (option e): a pawn's
/// move, an unpaired man's (the last of his kind unless it is shared, any
/// of a kind counted as unpaired), castling with such a rook, or, with
/// `unpaired`, a queen's move.
fn relinquishes(position: &Position, mv: Move, options: Options) -> bool {
    let army = position.turn();
    let unpaired = |kind| match kind_control(options, kind) {
        Some(KindControl::Unpaired) => true,
        Some(KindControl::Shared) => false,
        None => count(position, army, kind) == 1,
    };
    if mv.is_castle() {
        return unpaired(Kind::Rook);
    }
    let kind = kind_moved(position, mv);
    kind == Kind::Pawn
        || (is_military(kind) && unpaired(kind))
        || (kind == Kind::Queen && options.queen == QueenRule::Unpaired)
}

fn sorted(mut moves: Vec<Move>) -> Vec<String> {
    let mut names: Vec<String> = moves.drain(..).map(|mv| format!("{mv:?}")).collect();
    names.sort();
    names
}

/// Checks the role to act's legal actions against the rules; returns the
/// moves of the board that the role may not make. `control` is the
/// Noble's military control at the start of the turn (before a cede).
fn check_legal(game: &CoinChess, seat: Seat, seed: u64, control: bool) -> Vec<Move> {
    let position = game.position();
    let army = position.turn();
    let options = game.options();
    assert_eq!(colour(seat), army, "the colour to move acts (seed {seed})");
    let board = board_moves(position);
    let peasant: Vec<Move> = board
        .iter()
        .copied()
        .filter(|&mv| peasant_may(position, mv, options, control))
        .collect();
    let legal = game.legal_actions(seat);
    let moves: Vec<Move> = legal.iter().filter_map(|a| a.as_move()).collect();
    let expected: Vec<Move> = if seat % 2 == 1 {
        assert!(game.ceded(), "a Peasant acts only after a cede");
        assert!(!legal.contains(&Action::Cede));
        peasant.clone()
    } else {
        assert_eq!(legal.contains(&Action::Cede), !peasant.is_empty());
        if game.control().has(army) {
            board.clone()
        } else {
            board
                .iter()
                .copied()
                .filter(|&mv| noble_may_without_control(position, mv, options.queen))
                .collect()
        }
    };
    assert_eq!(
        sorted(moves),
        sorted(expected.clone()),
        "the moves of seat {seat} (seed {seed}):\n{}",
        game.export()
    );
    assert!(!legal.is_empty(), "a role to act has something to do");
    assert!(!legal.contains(&Action::OutOfTime));
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| !expected.contains(mv))
        .collect()
}

fn check_views(game: &CoinChess, seat: Option<Seat>) {
    assert!(!game.has_secrets());
    let public = game.view(Viewer::Public);
    assert_eq!(public.to_act, seat);
    assert_eq!(public.fen, game.position().fen());
    assert!(game.boards(Viewer::Public)[0].moves.is_empty());
    for viewer in 0..4 {
        let view = game.view(Viewer::Seat(viewer));
        assert_eq!(view.your_turn, seat == Some(viewer));
        assert_eq!(
            CoinView {
                viewer: None,
                your_turn: false,
                ..view
            },
            public,
            "a seat sees the public table"
        );
        let boards = game.boards(Viewer::Seat(viewer));
        assert_eq!(boards[0].men, game.boards(Viewer::Public)[0].men);
        let mut targets: Vec<String> = game
            .legal_moves(viewer)
            .iter()
            .map(|&mv| game.position().uci(mv)[..4].to_string())
            .collect();
        targets.sort();
        targets.dedup();
        if seat != Some(viewer) {
            assert!(targets.is_empty());
        }
        assert_eq!(
            boards[0].moves.len(),
            targets.len(),
            "the role to act sees its moves on the board, nobody else"
        );
    }
}

/// Tries what must be refused, and checks that nothing changed.
fn check_refusals(game: &mut CoinChess, seat: Seat, forbidden: &[Move], random: &mut Random) {
    let before = format!("{game:?}");
    if !forbidden.is_empty() {
        let mv = forbidden[random.below(forbidden.len() as u64) as usize];
        assert!(game.apply(seat, &Action::Move(mv)).is_err());
    }
    for wrong in (0..4).filter(|&other| other != seat) {
        assert!(game.apply(wrong, &Action::Cede).is_err());
        if let Some(&mv) = game.position().legal_moves().first() {
            assert!(game.apply(wrong, &Action::Move(mv)).is_err());
        }
    }
    if seat % 2 == 1 || !game.can_cede() {
        assert!(game.apply(seat, &Action::Cede).is_err());
    }
    if game.options().clock.is_none() {
        assert!(game.apply(seat, &Action::OutOfTime).is_err());
    }
    assert_eq!(format!("{game:?}"), before, "a refusal changed the game");
}

/// The pawn a move captures, if any.
fn captured_pawn(position: &Position, mv: Move) -> bool {
    mv.kind == MoveKind::EnPassant
        || position
            .man_at(mv.to)
            .is_some_and(|man| man.kind == Kind::Pawn && !mv.is_castle())
}

/// Queen moves made, by who and how, to show each rule was played.
#[derive(Default)]
struct QueenMoves {
    /// By a Noble without military control.
    noble_without_control: usize,
    /// By a Noble, costing him control (option e).
    noble_relinquishing: usize,
    /// By a Peasant.
    peasant: usize,
}

/// Moves of the kind the kind rule names, to show each rule was played.
#[derive(Default)]
struct KindMoves {
    /// By a Peasant while his colour had two or more of the kind.
    peasant_of_two: usize,
    /// By a Noble while his colour had two or more, costing him control.
    noble_relinquishing_of_two: usize,
    /// By a Peasant, of the last man of the kind.
    peasant_of_last: usize,
    /// By a Noble, of the last man of the kind, keeping control.
    noble_keeping_last: usize,
}

struct Played {
    game: CoinChess,
    actions: usize,
    pawns_lost: [u32; 2],
    queen_moves: QueenMoves,
    kind_moves: KindMoves,
}

fn play_one(seed: u64, clock: bool, queen: QueenRule, kind_rule: Option<KindRule>) -> Played {
    let mut random = Random::seeded(seed);
    let options = Options {
        clock: clock.then(ClockOptions::default),
        queen,
        kind_rule,
    };
    let mut game = CoinChess::new(options).unwrap();
    let mut expected = 0;
    let mut actions = 0;
    let mut pawns_lost = [0u32; 2];
    let mut queen_moves = QueenMoves::default();
    let mut kind_moves = KindMoves::default();
    // The Noble's control at the start of the turn (what it was before
    // a cede gave it back).
    let mut turn_control = true;
    while let Some(seat) = game.to_act() {
        assert_eq!(seat, expected, "who acts (seed {seed})");
        assert!(
            actions < LONGEST,
            "the game should have ended (seed {seed})"
        );
        for army in [Army::White, Army::Black] {
            assert_eq!(count(game.position(), army, Kind::King), 1);
        }
        check_views(&game, Some(seat));
        if seat % 2 == 0 {
            turn_control = game.control().has(colour(seat));
        }
        let forbidden = check_legal(&game, seat, seed, turn_control);
        let legal = game.legal_actions(seat);
        for action in &legal {
            let mut trial = game.clone();
            trial
                .apply(seat, action)
                .unwrap_or_else(|error| panic!("{action}: {error} (seed {seed})"));
        }
        check_refusals(&mut game, seat, &forbidden, &mut random);
        // No flag falls before the first move: no clock runs yet.
        let action = if clock
            && random.below(500) == 0
            && let Some(flag) = game.out_of_time(seat)
        {
            flag
        } else {
            legal[random.below(legal.len() as u64) as usize]
        };
        let earlier = game.clone();
        let army = colour(seat);
        game.apply(seat, &action).unwrap();
        actions += 1;
        match action {
            Action::Cede => {
                assert!(game.control().has(army), "b) gives control back");
                expected = seat + 1;
            }
            Action::Move(mv) => {
                let position = earlier.position();
                if captured_pawn(position, mv) {
                    pawns_lost[usize::from(army == Army::White)] += 1;
                }
                let queen_moved = kind_moved(position, mv) == Kind::Queen;
                let ruled = kind_rule
                    .filter(|rule| !mv.is_castle() && kind_moved(position, mv) == rule.kind)
                    .map(|rule| count(position, army, rule.kind));
                if seat % 2 == 0 {
                    let had = earlier.control().has(army);
                    let now = game.control().has(army);
                    if relinquishes(position, mv, options) {
                        assert!(had && !now, "e) needs control and costs it");
                        queen_moves.noble_relinquishing += usize::from(queen_moved);
                        kind_moves.noble_relinquishing_of_two +=
                            usize::from(ruled.is_some_and(|men| men >= 2));
                    } else if kind_moved(position, mv) == Kind::King && !mv.is_castle() {
                        assert!(now, "a) gives control back");
                    } else if queen_moved && queen == QueenRule::NobleAlways {
                        assert_eq!(had, now, "d) keeps control as it was");
                        queen_moves.noble_without_control += usize::from(!had);
                    } else {
                        assert!(had && now, "c), d), f) need control and keep it");
                        kind_moves.noble_keeping_last += usize::from(ruled == Some(1));
                    }
                } else {
                    queen_moves.peasant += usize::from(queen_moved);
                    kind_moves.peasant_of_two += usize::from(ruled.is_some_and(|men| men >= 2));
                    kind_moves.peasant_of_last += usize::from(ruled == Some(1));
                }
                assert_eq!(
                    game.control().has(other(army)),
                    earlier.control().has(other(army)),
                    "the other Noble's control is his own"
                );
                let logged = game.moves().last().unwrap();
                assert_eq!((logged.seat, logged.army), (seat, army));
                for text in [logged.san.as_str(), logged.uci.as_str()] {
                    assert_eq!(
                        earlier.parse_action(seat, text),
                        Ok(Action::Move(mv)),
                        "{text} reads back (seed {seed})"
                    );
                }
                expected = noble(other(army));
            }
            Action::OutOfTime => {}
        }
    }
    Played {
        game,
        actions,
        pawns_lost,
        queen_moves,
        kind_moves,
    }
}

fn check_end(played: &Played) {
    let game = &played.game;
    let ending = game.ending().expect("a finished game has an ending");
    let outcome = game.outcome().expect("and an outcome");
    let position = game.position();
    let pawns = |army| i64::from(count(position, army, Kind::Pawn));
    let mut expected = [0, pawns(Army::White), 0, pawns(Army::Black)];
    let capturer = match ending {
        Ending::KingCaptured { by, seat } => {
            assert_eq!(colour(seat), by);
            assert_eq!(
                count(position, other(by), Kind::King),
                0,
                "the king is gone"
            );
            Some(by)
        }
        Ending::OutOfTime { seat } => Some(other(colour(seat))),
        _ => {
            for army in [Army::White, Army::Black] {
                assert_eq!(count(position, army, Kind::King), 1);
            }
            None
        }
    };
    if let Some(by) = capturer {
        let noble = noble(by);
        expected[noble] += 6;
        expected[noble + 1] += 2;
        if played.pawns_lost[usize::from(by == Army::Black)] == 0 {
            expected[noble] += 4;
        }
    }
    if let Ending::OutOfTime { seat } = ending {
        expected[seat] = 0;
    }
    assert_eq!(outcome.scores, Some(expected.to_vec()), "{ending:?}");
    let best = *expected.iter().max().unwrap();
    let winners: Vec<Seat> = (0..4).filter(|&seat| expected[seat] == best).collect();
    assert_eq!(outcome.winners, winners);
    for seat in 0..4 {
        assert!(game.legal_actions(seat).is_empty());
        assert!(game.clone().apply(seat, &Action::Cede).is_err());
    }
    check_views(game, None);
    assert_eq!(game.view(Viewer::Public).queen, game.options().queen);
    assert_eq!(
        game.view(Viewer::Public).kind_rule,
        game.options().kind_rule
    );
    let imported = CoinChess::import(&game.export()).unwrap();
    assert_eq!(format!("{imported:?}"), format!("{game:?}"));
    let saved = serde_json::to_string(game).unwrap();
    let loaded: CoinChess = serde_json::from_str(&saved).unwrap();
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"));
}

#[test]
fn random_games_keep_every_rule_and_end() {
    let mut kinds = std::collections::BTreeSet::new();
    let mut total = 0;
    // Per queen rule: queen moves by a Noble without control, by a Noble
    // at the cost of control, by a Peasant.
    let mut queen_moves = [[0usize; 3]; 4];
    // The rules take turns, thirty games each. Random games seldom end
    // without a capture (about one in a hundred); these seeds include
    // three such games, one of them standard.
    for seed in 0..120 {
        let rule = ((seed + 1) % 4) as usize;
        let played = play_one(seed, seed % 3 == 2, QueenRule::ALL[rule], None);
        check_end(&played);
        total += played.actions;
        let moves = &played.queen_moves;
        for (count, made) in queen_moves[rule].iter_mut().zip([
            moves.noble_without_control,
            moves.noble_relinquishing,
            moves.peasant,
        ]) {
            *count += made;
        }
        let ending = serde_json::to_value(played.game.ending().unwrap()).unwrap();
        kinds.insert(ending["kind"].as_str().unwrap().to_string());
    }
    assert!(total > 120 * 10, "games are played, not cut short: {total}");
    assert!(
        kinds.contains("king_captured"),
        "some random game ends with a capture: {kinds:?}"
    );
    assert!(
        kinds.contains("out_of_time"),
        "some clocked game ends by a flag: {kinds:?}"
    );
    assert!(
        ["fifty_moves", "repetition", "no_move"]
            .iter()
            .any(|kind| kinds.contains(*kind)),
        "some random game ends without a capture: {kinds:?}"
    );
    // Each rule's own queen moves were played, and no other rule's.
    let played: Vec<[bool; 3]> = queen_moves
        .iter()
        .map(|counts| counts.map(|count| count > 0))
        .collect();
    assert_eq!(
        played,
        [
            [false, false, false],
            [true, false, false],
            [false, false, true],
            [false, true, true],
        ],
        "queen moves per rule (standard, noble-always, peasant-without-control, unpaired): {queen_moves:?}"
    );
}

#[test]
fn random_games_under_the_shared_queen_and_the_kind_rules_keep_every_rule() {
    // Per rule: the shared queen, then each kind rule (each kind as if
    // unpaired, then each shared), five games each.
    let mut rules: Vec<(QueenRule, Option<KindRule>)> = vec![(QueenRule::Shared, None)];
    rules.extend(
        KindRule::all()
            .into_iter()
            .map(|rule| (QueenRule::Standard, Some(rule))),
    );
    for (index, &(queen, kind_rule)) in rules.iter().enumerate() {
        let mut queen_moves = [0usize; 3];
        let mut kind_moves = [0usize; 4];
        for game in 0..5 {
            let seed = 1_000 + 10 * index as u64 + game;
            let played = play_one(seed, game == 4, queen, kind_rule);
            check_end(&played);
            let (q, k) = (&played.queen_moves, &played.kind_moves);
            for (total, made) in queen_moves.iter_mut().zip([
                q.noble_without_control,
                q.noble_relinquishing,
                q.peasant,
            ]) {
                *total += made;
            }
            for (total, made) in kind_moves.iter_mut().zip([
                k.peasant_of_two,
                k.noble_relinquishing_of_two,
                k.peasant_of_last,
                k.noble_keeping_last,
            ]) {
                *total += made;
            }
        }
        let rule = format!("{queen} {kind_rule:?}");
        match kind_rule.map(|rule| rule.control) {
            None => assert_eq!(
                queen_moves.map(|count| count > 0),
                [false, false, true],
                "the shared queen: moved by Peasants, never at the cost of control: {queen_moves:?}"
            ),
            Some(KindControl::Unpaired) => assert!(
                kind_moves[0] > 0 && kind_moves[1] > 0 && kind_moves[3] == 0,
                "{rule}: two or more of the kind moved by Peasants and by Nobles losing control, \
                 the last never kept: {kind_moves:?}"
            ),
            Some(KindControl::Shared) => assert!(
                kind_moves[0] == 0 && kind_moves[1] == 0 && kind_moves[3] > 0,
                "{rule}: the kind paired as usual, its last man moved by Nobles keeping \
                 control: {kind_moves:?}"
            ),
        }
    }
}
