//! Scenario tests of the Four Player cross board.

use parlour::engine::cross::{CrossMove, CrossPosition, CrossRules, CrossSquare, cross_perft};
use parlour::engine::men::{Army, Kind, Man};

fn sq(name: &str) -> CrossSquare {
    CrossSquare::parse(name).unwrap_or_else(|| panic!("{name} is no square"))
}

fn moves_from(position: &CrossPosition, from: &str) -> Vec<String> {
    let mut out: Vec<String> = position
        .pseudo_legal_moves()
        .iter()
        .filter(|mv| mv.from == sq(from))
        .map(|mv| mv.to_string())
        .collect();
    out.sort();
    out
}

fn lone(army: Army, kind: Kind, at: &str, turn: Army) -> CrossPosition {
    let mut position = CrossPosition::empty(CrossRules::FOUR_PLAYER);
    position.set_man(sq(at), Some(Man { army, kind }));
    position.set_turn(turn);
    position
}

#[test]
fn start_position_matches_the_rulings() {
    let position = CrossPosition::four_player();
    let expect = [
        ("f1", Army::White, Kind::Rook),
        ("g1", Army::White, Kind::Knight),
        ("h1", Army::White, Kind::Bishop),
        ("i1", Army::White, Kind::King),
        ("a9", Army::Blue, Kind::Rook),
        ("a8", Army::Blue, Kind::Knight),
        ("a7", Army::Blue, Kind::Bishop),
        ("a6", Army::Blue, Kind::King),
        ("i14", Army::Black, Kind::Rook),
        ("h14", Army::Black, Kind::Knight),
        ("g14", Army::Black, Kind::Bishop),
        ("f14", Army::Black, Kind::King),
        ("n6", Army::Red, Kind::Rook),
        ("n7", Army::Red, Kind::Knight),
        ("n8", Army::Red, Kind::Bishop),
        ("n9", Army::Red, Kind::King),
    ];
    for (name, army, kind) in expect {
        assert_eq!(
            position.man_at(sq(name)),
            Some(Man { army, kind }),
            "{name}"
        );
    }
    for pawns in [
        ["f2", "g2", "h2", "i2"],
        ["b6", "b7", "b8", "b9"],
        ["f13", "g13", "h13", "i13"],
        ["m6", "m7", "m8", "m9"],
    ] {
        for name in pawns {
            assert_eq!(
                position.man_at(sq(name)).map(|man| man.kind),
                Some(Kind::Pawn),
                "{name}"
            );
        }
    }
    assert_eq!(position.men().count(), 32);
    // Hand count of White's first moves: 4 pawn steps, knight e2/f3/h3,
    // king j1/j2, rook e1/d1.
    assert_eq!(position.pseudo_legal_moves().len(), 11);
}

#[test]
fn text_round_trips() {
    let mut position = CrossPosition::four_player();
    let start = position.to_text();
    assert_eq!(start.split('/').next(), Some("2bKbBbNbR2"));
    assert!(start.ends_with("2wRwNwBwK2 w 0 0"), "{start}");
    assert_eq!(
        CrossPosition::from_text(&start, CrossRules::FOUR_PLAYER).unwrap(),
        position
    );
    // Play a few plies in turn order and round-trip every position.
    for text in ["g2g3", "b7c7", "h13h12", "m8l8", "g1h3"] {
        let mv = position.parse_move(text).unwrap();
        position.make(mv);
        let written = position.to_text();
        let read = CrossPosition::from_text(&written, CrossRules::FOUR_PLAYER).unwrap();
        assert_eq!(read, position, "{written}");
        assert_eq!(read.hash(), position.hash());
    }
    assert_eq!(position.turn(), Army::Blue);
    let json = serde_json::to_string(&position).unwrap();
    assert_eq!(
        serde_json::from_str::<CrossPosition>(&json).unwrap(),
        position
    );
    for bad in [
        "",
        "2bRbNbBbK2",
        "9/2bPbPbPbP2/8/14/14/14/14/14/14/14/14/8/8/8 w 0 0",
        "8/8/8/14/14/14/14/14/14/14/14/8/8/8 x 0 0",
        "8/8/8/14/14/14/14/14/14/14/14/8/8/8 w z 0",
        "8/8/8/14/14/14/14/14/14/14/14/8/8/2xK5 w 0 0",
        "8/8/8/14/14/14/14/14/14/14/14/8/8/2wk5 w 0 0",
        "8/8/8/15/14/14/14/14/14/14/14/8/8/8 w 0 0",
        "8/8/8/14/14/14/14/14/14/14/14/8/8/wKwK6 w 0 0",
        "8/8/8/14/wQwQwQwQwQwQwQwQwQwQwQwQwQwQ/wQwQwQ11/14/14/14/14/14/8/8/8 w 0 0",
    ] {
        assert!(
            CrossPosition::from_text(bad, CrossRules::FOUR_PLAYER).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn holes_are_never_entered_or_crossed() {
    // A rook on d4 next to the a1-c3 hole: it may go down the d-file and
    // along rank 4, but never into c3 or across it.
    let position = lone(Army::White, Kind::Rook, "d4", Army::White);
    let moves = moves_from(&position, "d4");
    assert!(moves.contains(&"d4d1".to_string()));
    assert!(moves.contains(&"d4a4".to_string()));
    assert_eq!(moves.len(), 3 + 10 + 3 + 10);
    // A bishop on d4 looking south-west faces the hole at c3: no move there,
    // and no jump over it to b2/a1.
    let position = lone(Army::White, Kind::Bishop, "d4", Army::White);
    let moves = moves_from(&position, "d4");
    assert!(
        !moves
            .iter()
            .any(|mv| mv.ends_with("c3") || mv.ends_with("b2") || mv.ends_with("a1"))
    );
    assert!(moves.contains(&"d4e3".to_string()));
    // A knight on d2 never lands in the holes b1 and b3.
    let position = lone(Army::White, Kind::Knight, "d2", Army::White);
    let mut expected = vec!["d2b3", "d2c4", "d2e4", "d2f3", "d2f1", "d2b1"]
        .into_iter()
        .filter(|mv| CrossSquare::parse(&mv[2..]).is_some())
        .map(String::from)
        .collect::<Vec<_>>();
    expected.sort();
    assert_eq!(moves_from(&position, "d2"), expected);
    assert_eq!(expected.len(), 4);
    // Every move of every man from every square lands on a real square.
    for kind in [Kind::Queen, Kind::Knight, Kind::King] {
        for from in CrossSquare::all() {
            let position = lone(Army::Red, kind, &from.to_string(), Army::Red);
            for mv in position.pseudo_legal_moves().iter() {
                assert!(CrossSquare::parse(&mv.to.to_string()).is_some());
            }
        }
    }
    // A queen on d3 looks south-west straight into the hole c2: nothing
    // there, and nothing beyond it; north-west it passes c4, b5, a6.
    let position = lone(Army::White, Kind::Queen, "d3", Army::White);
    let moves = moves_from(&position, "d3");
    assert!(!moves.iter().any(|mv| ["c2", "b1"].contains(&&mv[2..])));
    for reachable in ["d3c4", "d3b5", "d3a6", "d3e2", "d3f1", "d3d1", "d3d14"] {
        assert!(moves.contains(&reachable.to_string()), "{reachable}");
    }
}

#[test]
fn pawns_walk_toward_their_far_edge() {
    for (army, from, step, captures) in [
        (Army::White, "g7", "g8", ["f8", "h8"]),
        (Army::Blue, "e7", "f7", ["f8", "f6"]),
        (Army::Black, "g7", "g6", ["f6", "h6"]),
        (Army::Red, "g7", "f7", ["f8", "f6"]),
    ] {
        let mut position = lone(army, Kind::Pawn, from, army);
        assert_eq!(
            moves_from(&position, from),
            vec![format!("{from}{step}")],
            "{army:?}"
        );
        let enemy = if army == Army::White {
            Army::Red
        } else {
            Army::White
        };
        for target in captures {
            position.set_man(
                sq(target),
                Some(Man {
                    army: enemy,
                    kind: Kind::Knight,
                }),
            );
        }
        // One square straight, no double step, and both diagonal captures.
        let mut expected: Vec<String> = std::iter::once(step)
            .chain(captures)
            .map(|to| format!("{from}{to}"))
            .collect();
        expected.sort();
        assert_eq!(moves_from(&position, from), expected, "{army:?}");
        // A pawn never captures straight ahead.
        position.set_man(
            sq(step),
            Some(Man {
                army: enemy,
                kind: Kind::Knight,
            }),
        );
        assert!(!moves_from(&position, from).contains(&format!("{from}{step}")));
    }
}

#[test]
fn pawns_promote_on_their_far_edge() {
    for (army, from, to) in [
        (Army::White, "g13", "g14"),
        (Army::Blue, "m7", "n7"),
        (Army::Black, "g2", "g1"),
        (Army::Red, "b7", "a7"),
    ] {
        let mut position = lone(army, Kind::Pawn, from, army);
        let moves = moves_from(&position, from);
        let mut expected: Vec<String> = ["b", "n", "q", "r"]
            .iter()
            .map(|p| format!("{from}{to}{p}"))
            .collect();
        expected.sort();
        assert_eq!(moves, expected, "{army:?}");
        let mv = position.parse_move(&format!("{from}{to}q")).unwrap();
        position.make(mv);
        assert_eq!(
            position.man_at(sq(to)),
            Some(Man {
                army,
                kind: Kind::Queen
            })
        );
    }
    // A White pawn on Blue's side of the board does not promote on the a-file
    // edge it never reaches, and stops in front of the hole.
    let position = lone(Army::White, Kind::Pawn, "b11", Army::White);
    assert!(moves_from(&position, "b11").is_empty());
}

#[test]
fn kings_may_be_captured_and_walk_into_attack() {
    let mut position = CrossPosition::empty(CrossRules::FOUR_PLAYER);
    position.set_man(
        sq("g7"),
        Some(Man {
            army: Army::White,
            kind: Kind::King,
        }),
    );
    position.set_man(
        sq("g9"),
        Some(Man {
            army: Army::Black,
            kind: Kind::Rook,
        }),
    );
    position.set_man(
        sq("k10"),
        Some(Man {
            army: Army::Red,
            kind: Kind::King,
        }),
    );
    position.set_man(
        sq("d10"),
        Some(Man {
            army: Army::Blue,
            kind: Kind::King,
        }),
    );
    // The White king is attacked by Black and may step along the g-file into
    // more attack: pseudo-legal moves.
    assert_eq!(position.king_attackers(Army::White), vec![Army::Black]);
    assert!(moves_from(&position, "g7").contains(&"g7g8".to_string()));
    position.set_turn(Army::Black);
    let capture: CrossMove = position.parse_move("g9g7").unwrap();
    let undo = position.make(capture);
    assert_eq!(
        undo.captured(),
        Some(Man {
            army: Army::White,
            kind: Kind::King
        })
    );
    assert_eq!(position.king_square(Army::White), None);
    // White has no men left, so the turn passes to Red.
    assert_eq!(position.turn(), Army::Red);
    position.unmake(capture, undo);
    assert_eq!(position.king_square(Army::White), Some(sq("g7")));
    assert_eq!(position.turn(), Army::Black);
    // The game may take an army off the board and choose who moves.
    position.remove_army(Army::Blue);
    assert!(!position.has_men(Army::Blue));
    position.set_turn(Army::Red);
    assert_eq!(position.next_army(Army::Red), Army::White);
}

#[test]
fn perft_make_unmake_restore_the_position() {
    let mut position = CrossPosition::four_player();
    let before = position.clone();
    let nodes = cross_perft(&mut position, 4);
    assert_eq!(position, before);
    // Depth 1 is the hand count; deeper counts are sums over the moves.
    assert_eq!(cross_perft(&mut position, 1), 11);
    let mut sum = 0;
    for &mv in position.pseudo_legal_moves().iter() {
        let undo = position.make(mv);
        sum += cross_perft(&mut position, 3);
        position.unmake(mv, undo);
    }
    assert_eq!(sum, nodes);
}

/// An independent, slow move generator on (file, rank) coordinates, used
/// to check the mailbox generator on positions from random play.
fn naive_moves(position: &CrossPosition) -> Vec<String> {
    let army = position.turn();
    let at = |file: i32, rank: i32| -> Option<(CrossSquare, Option<Man>)> {
        if !(0..14).contains(&file) || !(0..14).contains(&rank) {
            return None;
        }
        CrossSquare::new(file as u8, rank as u8).map(|square| (square, position.man_at(square)))
    };
    let (forward, promotion_edge): ((i32, i32), fn(CrossSquare) -> bool) = match army {
        Army::White => ((0, 1), |s| s.rank() == 13),
        Army::Blue => ((1, 0), |s| s.file() == 13),
        Army::Black => ((0, -1), |s| s.rank() == 0),
        Army::Red => ((-1, 0), |s| s.file() == 0),
    };
    let mut out = Vec::new();
    for (from, man) in position.men().filter(|(_, man)| man.army == army) {
        let (f, r) = (from.file() as i32, from.rank() as i32);
        let mut targets: Vec<CrossSquare> = Vec::new();
        let free_or_enemy = |target: Option<(CrossSquare, Option<Man>)>| match target {
            Some((square, None)) => Some(square),
            Some((square, Some(other))) if other.army != army => Some(square),
            _ => None,
        };
        match man.kind {
            Kind::Knight | Kind::King => {
                let steps: &[(i32, i32)] = if man.kind == Kind::Knight {
                    &[
                        (1, 2),
                        (2, 1),
                        (2, -1),
                        (1, -2),
                        (-1, -2),
                        (-2, -1),
                        (-2, 1),
                        (-1, 2),
                    ]
                } else {
                    &[
                        (1, 0),
                        (1, 1),
                        (0, 1),
                        (-1, 1),
                        (-1, 0),
                        (-1, -1),
                        (0, -1),
                        (1, -1),
                    ]
                };
                targets.extend(
                    steps
                        .iter()
                        .filter_map(|&(df, dr)| free_or_enemy(at(f + df, r + dr))),
                );
            }
            Kind::Pawn => {
                if let Some((square, None)) = at(f + forward.0, r + forward.1) {
                    targets.push(square);
                }
                let sideways = if forward.0 == 0 {
                    [(1, 0), (-1, 0)]
                } else {
                    [(0, 1), (0, -1)]
                };
                for (sf, sr) in sideways {
                    if let Some((square, Some(other))) = at(f + forward.0 + sf, r + forward.1 + sr)
                        && other.army != army
                    {
                        targets.push(square);
                    }
                }
            }
            _ => {
                let mut directions = Vec::new();
                if man.kind != Kind::Bishop {
                    directions.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
                }
                if man.kind != Kind::Rook {
                    directions.extend([(1, 1), (-1, 1), (1, -1), (-1, -1)]);
                }
                for (df, dr) in directions {
                    let (mut tf, mut tr) = (f + df, r + dr);
                    while let Some((square, occupant)) = at(tf, tr) {
                        match occupant {
                            None => targets.push(square),
                            Some(other) => {
                                if other.army != army {
                                    targets.push(square);
                                }
                                break;
                            }
                        }
                        tf += df;
                        tr += dr;
                    }
                }
            }
        }
        for to in targets {
            if man.kind == Kind::Pawn && promotion_edge(to) {
                for letter in ["q", "r", "b", "n"] {
                    out.push(format!("{from}{to}{letter}"));
                }
            } else {
                out.push(format!("{from}{to}"));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn move_generator_agrees_with_a_naive_one_on_random_games() {
    let mut state = 0x1234_5678_9abc_def1u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut positions = 0;
    for _ in 0..60 {
        let mut position = CrossPosition::four_player();
        for _ in 0..160 {
            let mut ours: Vec<String> = position
                .pseudo_legal_moves()
                .iter()
                .map(|mv| mv.to_string())
                .collect();
            ours.sort();
            assert_eq!(ours, naive_moves(&position), "{}", position.to_text());
            positions += 1;
            if ours.is_empty() {
                break;
            }
            let mv = position
                .parse_move(&ours[(next() % ours.len() as u64) as usize])
                .unwrap();
            let undo = position.make(mv);
            // Captured kings take their army off the board, as the game would.
            if let Some(captured) = undo.captured().filter(|man| man.kind == Kind::King) {
                position.remove_army(captured.army);
                let next_army = position.next_army(position.turn());
                if !position.has_men(position.turn()) {
                    position.set_turn(next_army);
                }
            }
            let reread =
                CrossPosition::from_text(&position.to_text(), CrossRules::FOUR_PLAYER).unwrap();
            assert_eq!(reread, position);
        }
    }
    assert!(positions > 5000, "{positions}");
}
