//! Which moves each role may make.
//!
//! The board plays pseudo-legal chess ([`RULES`]): a king may step into or
//! stay in check and may be captured, and castling may end on an attacked
//! square. It may not pass through one: the square the king crosses
//! between its start and its end must not be attacked by the other colour
//! ([`board_moves`] filters those castlings out). The king's own square is
//! not crossed, so a king in check may castle.
//!
//! On top of that, COIN chess splits the moves between the roles:
//!
//! - The Noble picks one of six options ([`NobleOption`]); a move of his
//!   is classified by the man it moves ([`classify`]). Options c) to f)
//!   need military control, so without it he may only move the king or
//!   cede.
//! - The Peasant, when ceded to, moves a pawn or an unpaired military man
//!   ([`peasant_refusal`]); never the king, never castles.
//!
//! Who may move a queen is the game's [`QueenRule`]: in the standard game
//! only the Noble with military control (option d), never the Peasant;
//! the balance variants let the Noble move her without control, the
//! Peasant move her when his Noble lacks control, count her as an
//! unpaired military man (option e for the Noble, the Peasant's too), or
//! share her (option d for the Noble, the Peasant's too). The game's
//! [`super::KindRule`] may count one military kind as unpaired, or share
//! the last man of a kind (option f for the Noble, the Peasant's too):
//! see [`pairing`].

use std::fmt;

use serde::{Deserialize, Serialize};

use super::kind_rule::plural;
use super::military::{Pairing, count, is_military, pairing};
use super::options::Options;
use super::queen::QueenRule;
use super::seats::{Role, colour_name, noble, role_of, seat_name};
use crate::engine::men::{Army, Kind};
use crate::engine::position::castle_targets;
use crate::engine::{CastlingMode, KingSafety, Move, Position, Rules, Square, attacks};
use crate::games::Seat;

/// The board's rule switches: standard castling, double steps and en
/// passant, and kings that may be captured.
pub const RULES: Rules = Rules {
    castling: CastlingMode::Standard,
    double_step: true,
    en_passant: true,
    king_safety: KingSafety::KingCapture,
};

/// The six options of the Noble to act. Options c) to f) need military
/// control (option d) not with [`QueenRule::NobleAlways`]; see
/// [`QueenRule::needs_control`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NobleOption {
    /// a) Move the king.
    King,
    /// b) Cede: the Peasant of the same colour makes the move.
    Cede,
    /// c)* Castle (with two or more rooks on the board).
    Castle,
    /// d)* Move a queen. With [`QueenRule::Unpaired`] a queen's move is
    /// option e) instead, and d) has no move.
    Queen,
    /// e)* Move a pawn or an unpaired military man himself (castling with
    /// the only rook left counts here too; a queen with
    /// [`QueenRule::Unpaired`]), and lose military control for his next
    /// turn.
    Relinquish,
    /// f)* Move a paired military man.
    Paired,
}

impl NobleOption {
    /// The options in the order of their letters.
    pub const ALL: [NobleOption; 6] = [
        NobleOption::King,
        NobleOption::Cede,
        NobleOption::Castle,
        NobleOption::Queen,
        NobleOption::Relinquish,
        NobleOption::Paired,
    ];

    /// The option's letter, `a` to `f`.
    pub fn letter(self) -> char {
        match self {
            NobleOption::King => 'a',
            NobleOption::Cede => 'b',
            NobleOption::Castle => 'c',
            NobleOption::Queen => 'd',
            NobleOption::Relinquish => 'e',
            NobleOption::Paired => 'f',
        }
    }

    /// Whether the option needs military control under the standard rule
    /// ([`QueenRule::needs_control`] says it under any rule).
    pub fn needs_control(self) -> bool {
        !matches!(self, NobleOption::King | NobleOption::Cede)
    }

    /// The option in a few words.
    pub fn name(self) -> &'static str {
        match self {
            NobleOption::King => "move the king",
            NobleOption::Cede => "cede",
            NobleOption::Castle => "castle",
            NobleOption::Queen => "move a queen",
            NobleOption::Relinquish => "move a pawn or an unpaired military man",
            NobleOption::Paired => "move a paired military man",
        }
    }

    /// What the option does, in a sentence.
    pub fn describe(self) -> &'static str {
        match self {
            NobleOption::King => "Move the king; military control is back on the next turn.",
            NobleOption::Cede => {
                "Cede the move to the Peasant; military control is back on the next turn."
            }
            NobleOption::Castle => "Castle (with the only rook left it counts as option e).",
            NobleOption::Queen => "Move a queen.",
            NobleOption::Relinquish => {
                "Move a pawn or an unpaired military man, and lose military control for the next turn."
            }
            NobleOption::Paired => "Move a paired military man.",
        }
    }

    /// Whether the Noble has military control on his next turn after
    /// taking this option with `had` control now: a) and b) give it back,
    /// e) takes it away, c), d) and f) keep it.
    pub fn control_after(self, had: bool) -> bool {
        match self {
            NobleOption::King | NobleOption::Cede => true,
            NobleOption::Relinquish => false,
            NobleOption::Castle | NobleOption::Queen | NobleOption::Paired => had,
        }
    }
}

/// Written as its letter and name: `d) move a queen`.
impl fmt::Display for NobleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}) {}", self.letter(), self.name())
    }
}

/// The square the king crosses when castling with `mv` (the one strictly
/// between its start and its end), if the other colour attacks it.
pub fn castles_through_attack(position: &Position, mv: Move) -> Option<Square> {
    if !mv.is_castle() {
        return None;
    }
    let king = mv.from;
    let (king_to, _) = castle_targets(mv);
    let enemy = position.turn().opponent();
    let occupied = position.occupied().without(king);
    attacks::between(king, king_to)
        .into_iter()
        .find(|&square| position.attackers(square, enemy, occupied).any())
}

/// Every move the colour to move may make in chess as COIN plays it:
/// pseudo-legal moves (kings may be captured), without castling through an
/// attacked square. Which role may make which is [`noble_refusal`]'s and
/// [`peasant_refusal`]'s business.
pub fn board_moves(position: &Position) -> Vec<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| castles_through_attack(position, mv).is_none())
        .collect()
}

/// The kind of the man `mv` moves (the king, when castling).
fn moving_kind(position: &Position, mv: Move) -> Kind {
    position.man_at(mv.from).map_or(Kind::Pawn, |man| man.kind)
}

/// The Noble's option that a move of the colour to move counts as under
/// the game's `options`: a) a king's step, c) castling (e) when the rook
/// is unpaired: the only one left, or rooks counted as unpaired), d) a
/// queen's move (e) with [`QueenRule::Unpaired`]), e) a pawn's or an
/// unpaired military man's, f) a paired military man's, or the last man
/// of a shared kind's.
pub fn classify(position: &Position, options: Options, mv: Move) -> NobleOption {
    let army = position.turn();
    let pairing_of = |kind| pairing(position, army, kind, options.kind_rule);
    if mv.is_castle() {
        return match pairing_of(Kind::Rook) {
            Pairing::Unpaired => NobleOption::Relinquish,
            Pairing::Paired | Pairing::Shared => NobleOption::Castle,
        };
    }
    match moving_kind(position, mv) {
        Kind::King => NobleOption::King,
        Kind::Queen if options.queen.queen_is_unpaired() => NobleOption::Relinquish,
        Kind::Queen => NobleOption::Queen,
        Kind::Pawn => NobleOption::Relinquish,
        kind => match pairing_of(kind) {
            Pairing::Unpaired => NobleOption::Relinquish,
            Pairing::Paired | Pairing::Shared => NobleOption::Paired,
        },
    }
}

/// Why the board does not allow `mv` at all, or `None` when it does.
fn board_refusal(position: &Position, mv: Move) -> Option<String> {
    if !position.legal_moves().contains(&mv) {
        return Some(position.move_refusal(mv).to_string());
    }
    castles_through_attack(position, mv).map(|square| {
        format!(
            "the king may not castle through {square}, which {} attacks",
            colour_name(position.turn().opponent())
        )
    })
}

/// Why the Noble of the colour to move, with military `control` or
/// without, may not make `mv` under the game's `options`; `None` when he
/// may.
pub fn noble_refusal(
    position: &Position,
    options: Options,
    control: bool,
    mv: Move,
) -> Option<String> {
    if let Some(reason) = board_refusal(position, mv) {
        return Some(reason);
    }
    let option = classify(position, options, mv);
    (options.queen.needs_control(option) && !control).then(|| {
        format!(
            "option {}) ({}) needs military control, which the {} lacks this turn",
            option.letter(),
            options.option_name(option),
            seat_name(noble(position.turn()))
        )
    })
}

/// Why the Peasant of `army` may not move a queen under the `queen` rule
/// (asked only when he may not).
fn queen_refusal(queen: QueenRule, army: Army) -> String {
    match queen {
        QueenRule::Standard => "only a Noble with military control moves a queen".into(),
        QueenRule::NobleAlways => "only a Noble moves a queen".into(),
        QueenRule::PeasantWithoutControl | QueenRule::Unpaired | QueenRule::Shared => format!(
            "the {} had military control when he ceded: a Peasant moves a queen only \
             after a cede by a Noble without it",
            seat_name(noble(army))
        ),
    }
}

/// Why the Peasant of the colour to move may not make `mv` under the
/// game's `options`, ceded to by a Noble who had military `control` this
/// turn or not; `None` when he may: a pawn's move, an unpaired (or
/// shared) military man's, or a queen's when the queen rule allows it.
pub fn peasant_refusal(
    position: &Position,
    options: Options,
    control: bool,
    mv: Move,
) -> Option<String> {
    if let Some(reason) = board_refusal(position, mv) {
        return Some(reason);
    }
    let army = position.turn();
    let kind = moving_kind(position, mv);
    if mv.is_castle() || kind == Kind::King {
        return Some(
            "the king is the Noble's: a Peasant moves pawns and unpaired military men".into(),
        );
    }
    if kind == Kind::Queen && !options.queen.peasant_moves_queen(control) {
        return Some(queen_refusal(options.queen, army));
    }
    if is_military(kind) && pairing(position, army, kind, options.kind_rule) == Pairing::Paired {
        return Some(format!(
            "{} has {} {}: paired men are the Noble's",
            colour_name(army),
            count(position, army, kind),
            plural(kind)
        ));
    }
    None
}

/// Why `seat` (the role to act, of the colour to move) may not make `mv`
/// under the game's `options`; `None` when it may. `control` is the
/// Noble's military control this turn (for a Peasant: whether his Noble
/// had it when he ceded).
pub fn refusal(
    position: &Position,
    options: Options,
    seat: Seat,
    control: bool,
    mv: Move,
) -> Option<String> {
    match role_of(seat) {
        Role::Noble => noble_refusal(position, options, control, mv),
        Role::Peasant => peasant_refusal(position, options, control, mv),
    }
}

/// The moves the Noble of the colour to move may make himself under the
/// game's `options`: every board move with military control; without it
/// the king's steps (and a queen's moves with [`QueenRule::NobleAlways`]).
pub fn noble_moves(position: &Position, options: Options, control: bool) -> Vec<Move> {
    board_moves(position)
        .into_iter()
        .filter(|&mv| control || !options.queen.needs_control(classify(position, options, mv)))
        .collect()
}

/// The moves the Peasant of the colour to move may make under the game's
/// `options`, ceded to by a Noble who had military `control` this turn or
/// not: pawns', unpaired (or shared) military men's, and a queen's when
/// the queen rule allows.
pub fn peasant_moves(position: &Position, options: Options, control: bool) -> Vec<Move> {
    let army = position.turn();
    board_moves(position)
        .into_iter()
        .filter(|&mv| {
            !mv.is_castle()
                && match moving_kind(position, mv) {
                    Kind::Pawn => true,
                    Kind::Queen => options.queen.peasant_moves_queen(control),
                    kind => {
                        is_military(kind)
                            && pairing(position, army, kind, options.kind_rule) != Pairing::Paired
                    }
                }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::KindRule;

    const S: Options = Options {
        clock: None,
        queen: QueenRule::Standard,
        kind_rule: None,
    };

    /// The options of a game with the `queen` rule.
    fn queen(queen: QueenRule) -> Options {
        Options {
            queen,
            ..Options::default()
        }
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn position(fen: &str) -> Position {
        Position::from_fen(fen, RULES).unwrap()
    }

    fn names(position: &Position, moves: &[Move]) -> Vec<String> {
        let mut names: Vec<String> = moves.iter().map(|&mv| position.uci(mv)).collect();
        names.sort();
        names
    }

    #[test]
    fn options_need_control_and_set_it_for_the_next_turn() {
        let letters: String = NobleOption::ALL.iter().map(|o| o.letter()).collect();
        assert_eq!(letters, "abcdef");
        let needing: Vec<char> = NobleOption::ALL
            .iter()
            .filter(|o| o.needs_control())
            .map(|o| o.letter())
            .collect();
        assert_eq!(needing, ['c', 'd', 'e', 'f']);
        assert!(NobleOption::King.control_after(false));
        assert!(NobleOption::Cede.control_after(false));
        assert!(!NobleOption::Relinquish.control_after(true));
        for kept in [NobleOption::Castle, NobleOption::Queen, NobleOption::Paired] {
            assert!(kept.control_after(true));
        }
        assert_eq!(NobleOption::Queen.to_string(), "d) move a queen");
    }

    #[test]
    fn moves_are_classified_by_the_man_they_move() {
        let start = position(crate::engine::STARTING_FEN);
        let class = |text: &str| classify(&start, S, start.parse_uci(text).unwrap());
        assert_eq!(class("e2e4"), NobleOption::Relinquish);
        assert_eq!(class("g1f3"), NobleOption::Paired);
        // One rook and one bishop each: the rook's and bishop's moves are
        // e), castling with the only rook e) too; the knights are paired.
        let board = position("r3k3/8/8/8/8/8/3B4/R3K1NN w Qq - 0 1");
        let class = |text: &str| classify(&board, S, board.parse_uci(text).unwrap());
        assert_eq!(class("a1a5"), NobleOption::Relinquish);
        assert_eq!(class("d2e3"), NobleOption::Relinquish);
        assert_eq!(class("e1c1"), NobleOption::Relinquish);
        assert_eq!(class("g1f3"), NobleOption::Paired);
        assert_eq!(class("e1e2"), NobleOption::King);
        let two_rooks = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let castle = two_rooks.parse_uci("e1g1").unwrap();
        assert_eq!(classify(&two_rooks, S, castle), NobleOption::Castle);
        let queen = position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(
            classify(&queen, S, queen.parse_uci("d1d5").unwrap()),
            NobleOption::Queen
        );
    }

    #[test]
    fn castling_may_end_in_check_but_not_cross_an_attacked_square() {
        // A black rook on f8 attacks f1, which O-O crosses; one on c8
        // attacks c1, where O-O-O ends (the king crosses d1 only).
        let board = position("2r1kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let moves = names(&board, &board_moves(&board));
        assert!(moves.contains(&"e1c1".to_string()), "into check: allowed");
        assert!(!moves.contains(&"e1g1".to_string()), "through f1: not");
        let through = board.parse_uci("e1g1").unwrap();
        assert_eq!(castles_through_attack(&board, through), Some(sq("f1")));
        assert_eq!(
            noble_refusal(&board, S, true, through),
            Some("the king may not castle through f1, which Black attacks".into())
        );
        // A king in check (rook on e8) crosses no attacked square: it may
        // castle out of check.
        let checked = position("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let moves = names(&checked, &board_moves(&checked));
        assert!(moves.contains(&"e1g1".to_string()) && moves.contains(&"e1c1".to_string()));
    }

    #[test]
    fn the_noble_without_control_only_moves_the_king() {
        let start = position(crate::engine::STARTING_FEN);
        assert_eq!(noble_moves(&start, S, true).len(), 20);
        assert!(
            noble_moves(&start, S, false).is_empty(),
            "the king is boxed in"
        );
        let board = position("4k3/8/8/8/8/8/3P4/3QK2N w - - 0 1");
        assert_eq!(
            names(&board, &noble_moves(&board, S, false)),
            ["e1e2", "e1f1", "e1f2"]
        );
        let queen = board.parse_uci("d1c1").unwrap();
        assert_eq!(
            noble_refusal(&board, S, false, queen),
            Some(
                "option d) (move a queen) needs military control, which the White Noble lacks this turn"
                    .into()
            )
        );
        assert_eq!(noble_refusal(&board, S, true, queen), None);
    }

    #[test]
    fn the_peasant_moves_pawns_and_unpaired_military_men() {
        let start = position(crate::engine::STARTING_FEN);
        assert_eq!(peasant_moves(&start, S, true).len(), 16, "only the pawns");
        let knight = start.parse_uci("g1f3").unwrap();
        assert_eq!(
            peasant_refusal(&start, S, true, knight),
            Some("White has 2 knights: paired men are the Noble's".into())
        );
        // The last knight is the Peasant's; queen and king are not.
        let board = position("4k3/8/8/8/8/8/3P4/3QK1N1 w - - 0 1");
        assert_eq!(
            names(&board, &peasant_moves(&board, S, true)),
            ["d2d3", "d2d4", "g1e2", "g1f3", "g1h3"]
        );
        assert_eq!(
            peasant_refusal(&board, S, true, board.parse_uci("d1c1").unwrap()),
            Some("only a Noble with military control moves a queen".into())
        );
        assert!(
            peasant_refusal(&board, S, true, board.parse_uci("e1f1").unwrap())
                .unwrap()
                .starts_with("the king is the Noble's")
        );
        let castle = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let mv = castle.parse_uci("e1g1").unwrap();
        assert!(
            peasant_refusal(&castle, S, true, mv)
                .unwrap()
                .starts_with("the king")
        );
        assert_eq!(
            names(&castle, &peasant_moves(&castle, S, true)).len(),
            9,
            "the rook's steps"
        );
    }

    #[test]
    fn the_queen_rule_decides_who_moves_a_queen_and_as_which_option() {
        // Queen d1, king e1, pawn d2, the only knight g1.
        let board = position("4k3/8/8/8/8/8/3P4/3QK1N1 w - - 0 1");
        let qc1 = board.parse_uci("d1c1").unwrap();
        let queen_moves = |moves: &[Move]| moves.iter().filter(|mv| mv.from == sq("d1")).count();
        for rule in QueenRule::ALL {
            let options = queen(rule);
            let option = if rule == QueenRule::Unpaired {
                NobleOption::Relinquish
            } else {
                NobleOption::Queen
            };
            assert_eq!(classify(&board, options, qc1), option, "{rule}");
            // With control the Noble moves her under every rule.
            assert_eq!(
                queen_moves(&noble_moves(&board, options, true)),
                10,
                "{rule}"
            );
            assert_eq!(noble_refusal(&board, options, true, qc1), None);
            // Without control, only with noble-always.
            let free = rule == QueenRule::NobleAlways;
            let without = noble_moves(&board, options, false);
            assert_eq!(queen_moves(&without), if free { 10 } else { 0 }, "{rule}");
            assert_eq!(noble_refusal(&board, options, false, qc1).is_none(), free);
            // The Peasant: after a cede with control, and without.
            for control in [true, false] {
                let may = rule.peasant_moves_queen(control);
                let moves = peasant_moves(&board, options, control);
                assert_eq!(queen_moves(&moves), if may { 10 } else { 0 }, "{rule}");
                assert_eq!(moves.len(), 5 + queen_moves(&moves));
                assert_eq!(
                    peasant_refusal(&board, options, control, qc1).is_none(),
                    may
                );
            }
        }
        assert_eq!(
            noble_refusal(&board, queen(QueenRule::Unpaired), false, qc1),
            Some(
                "option e) (move a pawn, an unpaired military man or a queen) needs military \
                 control, which the White Noble lacks this turn"
                    .into()
            )
        );
        assert_eq!(
            peasant_refusal(&board, queen(QueenRule::NobleAlways), false, qc1),
            Some("only a Noble moves a queen".into())
        );
        assert_eq!(
            peasant_refusal(&board, queen(QueenRule::PeasantWithoutControl), true, qc1),
            Some(
                "the White Noble had military control when he ceded: a Peasant moves a queen \
                 only after a cede by a Noble without it"
                    .into()
            )
        );
        // Two queens pair nothing: each still counts as unpaired.
        let two = position("4k3/8/8/8/8/8/8/Q2QK3 w - - 0 1");
        let qa1 = two.parse_uci("a1a5").unwrap();
        assert_eq!(
            classify(&two, queen(QueenRule::Unpaired), qa1),
            NobleOption::Relinquish
        );
        assert_eq!(
            peasant_refusal(&two, queen(QueenRule::Unpaired), true, qa1),
            None
        );
    }

    #[test]
    fn a_kind_rule_decides_who_moves_that_kind_and_as_which_option() {
        // Two knights (b3, f3), the only bishop (c1), two rooks; a pawn.
        let board = position("4k3/8/8/8/8/1N3N2/3P4/R1B1K2R w KQ - 0 1");
        let uci = |text: &str| board.parse_uci(text).unwrap();
        let (knight, bishop, castle) = (uci("f3g5"), uci("c1b2"), uci("e1g1"));
        let rule = |name: &str| Options {
            kind_rule: KindRule::from_name(name),
            ..Options::default()
        };
        let letters = |options: Options| {
            [knight, bishop, castle].map(|mv| classify(&board, options, mv).letter())
        };
        let peasant = |options: Options| {
            let moves = peasant_moves(&board, options, true);
            [knight, bishop, castle].map(|mv| moves.contains(&mv))
        };
        // Standard: paired knights f), the last bishop e), castling c).
        assert_eq!(letters(S), ['f', 'e', 'c']);
        assert_eq!(peasant(S), [false, true, false]);
        // Knights as if unpaired: e), and the Peasant's though two are left.
        assert_eq!(letters(rule("knights-unpaired")), ['e', 'e', 'c']);
        assert_eq!(peasant(rule("knights-unpaired")), [true, true, false]);
        assert_eq!(
            peasant_refusal(&board, rule("knights-unpaired"), true, knight),
            None
        );
        // Rooks as if unpaired: castling moves an unpaired rook, e).
        assert_eq!(letters(rule("rooks-unpaired")), ['f', 'e', 'e']);
        // Shared bishops: the last bishop is f) for the Noble, and still
        // the Peasant's.
        assert_eq!(letters(rule("bishops-shared")), ['f', 'f', 'c']);
        assert_eq!(peasant(rule("bishops-shared")), [false, true, false]);
        // Shared knights while two are left: paired as ever.
        assert_eq!(letters(rule("knights-shared")), ['f', 'e', 'c']);
        assert_eq!(
            peasant_refusal(&board, rule("knights-shared"), true, knight),
            Some("White has 2 knights: paired men are the Noble's".into())
        );
        // Without control the Noble moves none of them, whatever the rule.
        for name in ["knights-unpaired", "bishops-shared", "rooks-shared"] {
            let moves = noble_moves(&board, rule(name), false);
            assert!(
                moves
                    .iter()
                    .all(|mv| mv.from == sq("e1") && !mv.is_castle()),
                "{name}"
            );
        }
        assert_eq!(
            noble_refusal(&board, rule("bishops-shared"), false, bishop),
            Some(
                "option f) (move a paired military man or the last bishop) needs military \
                 control, which the White Noble lacks this turn"
                    .into()
            )
        );
        // Castling with the last rook: e) in the standard game, c) with
        // shared rooks.
        let one_rook = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let castle = one_rook.parse_uci("e1g1").unwrap();
        assert_eq!(classify(&one_rook, S, castle), NobleOption::Relinquish);
        assert_eq!(
            classify(&one_rook, rule("rooks-shared"), castle),
            NobleOption::Castle
        );
    }
}
