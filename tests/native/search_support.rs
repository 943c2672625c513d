//! What the engine offers the search, checked on random games: captures
//! alone, the quick legality check of one move, the null move, and the
//! incrementally kept hash against one computed afresh.

use parlour::engine::men::{Army, Kind, Man};
use parlour::engine::random::Random;
use parlour::engine::{Move, MoveKind, MoveList, Position, Rules, Square, chess960, stockpile_key};

/// The same position read back from its FEN: every field, the hash
/// computed from scratch.
fn from_scratch(position: &Position) -> Position {
    Position::from_fen(&position.fen(), position.rules()).unwrap()
}

fn is_capture_or_promotion(position: &Position, mv: Move) -> bool {
    matches!(mv.kind, MoveKind::EnPassant | MoveKind::Promotion(_))
        || (mv.kind == MoveKind::Normal && position.man_at(mv.to).is_some())
}

fn random_start(random: &mut Random, game: u64) -> Position {
    match game % 3 {
        0 => Position::standard(),
        1 => chess960::position(random.below(960) as u16).unwrap(),
        _ => {
            let mut position = Position::standard();
            position.set_rules(Rules {
                king_safety: parlour::engine::KingSafety::KingCapture,
                ..Rules::STANDARD
            });
            position
        }
    }
}

#[test]
fn captures_are_exactly_the_capturing_and_promoting_moves() {
    let mut random = Random::seeded(11);
    let mut checked = 0;
    for game in 0..60 {
        let mut position = random_start(&mut random, game);
        for _ in 0..120 {
            let all = position.legal_moves();
            if all.is_empty() || position.king_square(position.turn()).is_none() {
                break;
            }
            let mut captures = MoveList::new();
            position.generate_captures(&mut captures);
            let mut expected: Vec<Move> = all
                .iter()
                .copied()
                .filter(|&mv| is_capture_or_promotion(&position, mv))
                .collect();
            let mut got: Vec<Move> = captures.to_vec();
            let key = |mv: &Move| (mv.from.index(), mv.to.index(), format!("{mv}"));
            expected.sort_by_key(key);
            got.sort_by_key(key);
            assert_eq!(got, expected, "{}", position.fen());
            checked += got.len();
            let mv = all[random.below(all.len() as u64) as usize];
            position.play(mv).unwrap();
        }
    }
    assert!(checked > 2_000, "only {checked} captures seen");
}

#[test]
fn the_quick_legality_check_agrees_with_the_move_list() {
    let mut random = Random::seeded(12);
    for game in 0..40 {
        let mut position = random_start(&mut random, game);
        for _ in 0..100 {
            let all = position.legal_moves();
            if all.is_empty() || position.king_square(position.turn()).is_none() {
                break;
            }
            for &mv in all.iter() {
                assert!(position.is_legal(mv), "{mv} in {}", position.fen());
            }
            // Random moves of every form, most of them not legal here.
            for _ in 0..60 {
                let from = Square::from_index(random.below(64) as usize).unwrap();
                let to = Square::from_index(random.below(64) as usize).unwrap();
                let kind = match random.below(5) {
                    0 => MoveKind::Promotion(Kind::Queen),
                    1 => MoveKind::EnPassant,
                    2 => MoveKind::Castle,
                    3 => MoveKind::Drop(Kind::Knight),
                    _ => MoveKind::Normal,
                };
                let mv = Move { from, to, kind };
                assert_eq!(
                    position.is_legal(mv),
                    all.contains(&mv),
                    "{mv} in {}",
                    position.fen()
                );
            }
            let mv = all[random.below(all.len() as u64) as usize];
            position.play(mv).unwrap();
        }
    }
}

#[test]
fn the_incremental_hash_matches_one_computed_afresh() {
    let mut random = Random::seeded(13);
    for game in 0..60 {
        let mut position = random_start(&mut random, game);
        let mut line = Vec::new();
        for _ in 0..80 {
            let all = position.legal_moves();
            if all.is_empty() || position.king_square(position.turn()).is_none() {
                break;
            }
            if random.below(6) == 0 && !position.is_check() {
                let undo = position.make_null();
                assert_eq!(position.hash(), from_scratch(&position).hash(), "null move");
                position.unmake_null(undo);
            }
            let mv = all[random.below(all.len() as u64) as usize];
            let before = position.clone();
            let undo = position.make(mv);
            assert_eq!(
                position.hash(),
                from_scratch(&position).hash(),
                "after {mv}"
            );
            if random.below(4) == 0 {
                position.unmake(mv, undo);
                assert_eq!(position, before, "unmake {mv}");
                continue;
            }
            line.push((mv, undo, before));
        }
        // Take the whole line back: every position comes back exactly.
        while let Some((mv, undo, before)) = line.pop() {
            position.unmake(mv, undo);
            assert_eq!(position, before);
        }
    }
}

#[test]
fn a_null_move_passes_the_turn_and_forgets_en_passant() {
    let mut position = Position::from_fen(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        Rules::STANDARD,
    )
    .unwrap();
    let before = position.clone();
    let undo = position.make_null();
    assert_eq!(
        position.fen(),
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
    );
    position.unmake_null(undo);
    assert_eq!(position, before);
}

#[test]
fn a_crowded_board_keeps_every_move() {
    // Far more men than chess allows (drops can crowd a board): every
    // move is listed, none lost to a full list.
    // (FEN refuses more than 16 men a side, so the board is set up by hand:
    // queens all round the edge, the kings in two corners.)
    let rules = Rules {
        king_safety: parlour::engine::KingSafety::KingCapture,
        ..Rules::STANDARD
    };
    let mut position = Position::empty(rules);
    let white = |kind| {
        Some(Man {
            army: Army::White,
            kind,
        })
    };
    for square in Square::all() {
        let edge =
            square.file() == 0 || square.file() == 7 || square.rank() == 0 || square.rank() == 7;
        if edge {
            position.set_man(square, white(Kind::Queen));
        }
    }
    position.set_man(Square::parse("a1").unwrap(), white(Kind::King));
    position.set_man(
        Square::parse("h8").unwrap(),
        Some(Man {
            army: Army::Black,
            kind: Kind::King,
        }),
    );
    let moves = position.legal_moves();
    let mut expected = 0;
    for from in Square::all() {
        if position
            .man_at(from)
            .is_some_and(|man| man.army == position.turn())
        {
            expected += Square::all()
                .filter(|&to| {
                    position
                        .man_at(to)
                        .is_none_or(|man| man.army != position.turn())
                        && reaches(&position, from, to)
                })
                .count();
        }
    }
    // 279, as python-chess counts the pseudo-legal moves of this board.
    assert_eq!(moves.len(), 279);
    assert_eq!(moves.len(), expected);
}

/// Whether a queen (or king) on `from` reaches `to` over empty squares.
fn reaches(position: &Position, from: Square, to: Square) -> bool {
    let kind = position.man_at(from).unwrap().kind;
    let (df, dr) = (
        i8::try_from(to.file()).unwrap() - i8::try_from(from.file()).unwrap(),
        i8::try_from(to.rank()).unwrap() - i8::try_from(from.rank()).unwrap(),
    );
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return false;
    }
    let steps = df.abs().max(dr.abs());
    if kind == Kind::King {
        return steps == 1;
    }
    (1..steps).all(|step| {
        let between = from.offset(df.signum() * step, dr.signum() * step).unwrap();
        position.man_at(between).is_none()
    })
}

#[test]
fn stockpile_keys_differ_and_keep_an_incremental_hash_right() {
    let mut seen = std::collections::HashSet::new();
    for army in [Army::White, Army::Black] {
        for kind in Kind::ALL {
            assert_eq!(
                stockpile_key(army, kind, 0),
                0,
                "an empty pile adds nothing"
            );
            for count in 1..=64 {
                let key = stockpile_key(army, kind, count);
                assert!(key != 0 && seen.insert(key), "{army:?} {kind:?} {count}");
            }
        }
    }
    // Men come and go from random piles; the hash kept by XOR-ing each
    // change equals the hash computed from all the counts.
    let mut random = Random::seeded(14);
    let mut counts = [[0u32; 6]; 2];
    let mut hash = Position::standard().hash();
    for _ in 0..3_000 {
        let side = random.below(2) as usize;
        let kind = random.below(6) as usize;
        let old = counts[side][kind];
        let new = if old > 0 && random.below(2) == 0 {
            old - 1
        } else {
            (old + 1).min(64)
        };
        let army = [Army::White, Army::Black][side];
        hash ^=
            stockpile_key(army, Kind::ALL[kind], old) ^ stockpile_key(army, Kind::ALL[kind], new);
        counts[side][kind] = new;
        let mut recomputed = Position::standard().hash();
        for (side, army) in [Army::White, Army::Black].into_iter().enumerate() {
            for kind in Kind::ALL {
                recomputed ^= stockpile_key(army, kind, counts[side][kind as usize]);
            }
        }
        assert_eq!(hash, recomputed);
    }
}
