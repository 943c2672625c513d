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
//!   ([`peasant_refusal`]); never the king or a queen, never castles.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::military::{count, is_military, is_paired};
use super::seats::{Role, colour_name, noble, opponent, role_of, seat_name};
use crate::engine::men::Kind;
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
/// control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NobleOption {
    /// a) Move the king.
    King,
    /// b) Cede: the Peasant of the same colour makes the move.
    Cede,
    /// c)* Castle (with two or more rooks on the board).
    Castle,
    /// d)* Move a queen.
    Queen,
    /// e)* Move a pawn or an unpaired military man himself (castling with
    /// the only rook left counts here too), and lose military control for
    /// his next turn.
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

    /// Whether the option needs military control.
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
    let enemy = opponent(position.turn());
    let occupied = position.occupied().without(king);
    attacks::between(king, king_to)
        .into_iter()
        .find(|&square| position.attackers(square, enemy, occupied).any())
}

/// Every move the colour to move may make in chess as COIN plays it:
/// pseudo-legal moves (kings may be captured), without castling through an
/// attacked square. Which role may make which is [`classify`]'s and
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

/// The Noble's option that a move of the colour to move counts as:
/// a) a king's step, c) castling (e) when only one rook is left), d) a
/// queen's move, e) a pawn's or an unpaired military man's, f) a paired
/// military man's.
pub fn classify(position: &Position, mv: Move) -> NobleOption {
    let army = position.turn();
    if mv.is_castle() {
        return if count(position, army, Kind::Rook) >= 2 {
            NobleOption::Castle
        } else {
            NobleOption::Relinquish
        };
    }
    match moving_kind(position, mv) {
        Kind::King => NobleOption::King,
        Kind::Queen => NobleOption::Queen,
        Kind::Pawn => NobleOption::Relinquish,
        kind if is_paired(position, army, kind) => NobleOption::Paired,
        _ => NobleOption::Relinquish,
    }
}

/// The plural name of a kind, for messages.
fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => "pawns",
        Kind::Knight => "knights",
        Kind::Bishop => "bishops",
        Kind::Rook => "rooks",
        Kind::Queen => "queens",
        Kind::King => "kings",
    }
}

/// Why the board does not allow `mv` at all, or `None` when it does.
fn board_refusal(position: &Position, mv: Move) -> Option<String> {
    if !position.legal_moves().contains(&mv) {
        return Some("not a legal move here".into());
    }
    castles_through_attack(position, mv).map(|square| {
        format!(
            "the king may not castle through {square}, which {} attacks",
            colour_name(opponent(position.turn()))
        )
    })
}

/// Why the Noble of the colour to move, with military `control` or
/// without, may not make `mv`; `None` when he may.
pub fn noble_refusal(position: &Position, control: bool, mv: Move) -> Option<String> {
    if let Some(reason) = board_refusal(position, mv) {
        return Some(reason);
    }
    let option = classify(position, mv);
    (option.needs_control() && !control).then(|| {
        format!(
            "option {}) ({}) needs military control, which the {} lacks this turn",
            option.letter(),
            option.name(),
            seat_name(noble(position.turn()))
        )
    })
}

/// Why the Peasant of the colour to move may not make `mv`; `None` when he
/// may: a pawn's move, or an unpaired military man's.
pub fn peasant_refusal(position: &Position, mv: Move) -> Option<String> {
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
    if kind == Kind::Queen {
        return Some("only a Noble with military control moves a queen".into());
    }
    if is_military(kind) && is_paired(position, army, kind) {
        return Some(format!(
            "{} has {} {}: paired men are the Noble's",
            colour_name(army),
            count(position, army, kind),
            plural(kind)
        ));
    }
    None
}

/// Why `seat` (the role to act, of the colour to move) may not make `mv`;
/// `None` when it may. `control` is the Noble's military control.
pub fn refusal(position: &Position, seat: Seat, control: bool, mv: Move) -> Option<String> {
    match role_of(seat) {
        Role::Noble => noble_refusal(position, control, mv),
        Role::Peasant => peasant_refusal(position, mv),
    }
}

/// The moves the Noble of the colour to move may make himself (every
/// board move with military control; only the king's steps without).
pub fn noble_moves(position: &Position, control: bool) -> Vec<Move> {
    board_moves(position)
        .into_iter()
        .filter(|&mv| control || !classify(position, mv).needs_control())
        .collect()
}

/// The moves the Peasant of the colour to move may make: pawns' and
/// unpaired military men's.
pub fn peasant_moves(position: &Position) -> Vec<Move> {
    let army = position.turn();
    board_moves(position)
        .into_iter()
        .filter(|&mv| {
            !mv.is_castle()
                && match moving_kind(position, mv) {
                    Kind::Pawn => true,
                    kind => is_military(kind) && !is_paired(position, army, kind),
                }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let class = |text: &str| classify(&start, start.parse_uci(text).unwrap());
        assert_eq!(class("e2e4"), NobleOption::Relinquish);
        assert_eq!(class("g1f3"), NobleOption::Paired);
        // One rook and one bishop each: the rook's and bishop's moves are
        // e), castling with the only rook e) too; the knights are paired.
        let board = position("r3k3/8/8/8/8/8/3B4/R3K1NN w Qq - 0 1");
        let class = |text: &str| classify(&board, board.parse_uci(text).unwrap());
        assert_eq!(class("a1a5"), NobleOption::Relinquish);
        assert_eq!(class("d2e3"), NobleOption::Relinquish);
        assert_eq!(class("e1c1"), NobleOption::Relinquish);
        assert_eq!(class("g1f3"), NobleOption::Paired);
        assert_eq!(class("e1e2"), NobleOption::King);
        let two_rooks = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let castle = two_rooks.parse_uci("e1g1").unwrap();
        assert_eq!(classify(&two_rooks, castle), NobleOption::Castle);
        let queen = position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(
            classify(&queen, queen.parse_uci("d1d5").unwrap()),
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
            noble_refusal(&board, true, through),
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
        assert_eq!(noble_moves(&start, true).len(), 20);
        assert!(
            noble_moves(&start, false).is_empty(),
            "the king is boxed in"
        );
        let board = position("4k3/8/8/8/8/8/3P4/3QK2N w - - 0 1");
        assert_eq!(
            names(&board, &noble_moves(&board, false)),
            ["e1e2", "e1f1", "e1f2"]
        );
        let queen = board.parse_uci("d1c1").unwrap();
        assert_eq!(
            noble_refusal(&board, false, queen),
            Some(
                "option d) (move a queen) needs military control, which the White Noble lacks this turn"
                    .into()
            )
        );
        assert_eq!(noble_refusal(&board, true, queen), None);
    }

    #[test]
    fn the_peasant_moves_pawns_and_unpaired_military_men() {
        let start = position(crate::engine::STARTING_FEN);
        assert_eq!(peasant_moves(&start).len(), 16, "only the pawns");
        let knight = start.parse_uci("g1f3").unwrap();
        assert_eq!(
            peasant_refusal(&start, knight),
            Some("White has 2 knights: paired men are the Noble's".into())
        );
        // The last knight is the Peasant's; queen and king are not.
        let board = position("4k3/8/8/8/8/8/3P4/3QK1N1 w - - 0 1");
        assert_eq!(
            names(&board, &peasant_moves(&board)),
            ["d2d3", "d2d4", "g1e2", "g1f3", "g1h3"]
        );
        assert_eq!(
            peasant_refusal(&board, board.parse_uci("d1c1").unwrap()),
            Some("only a Noble with military control moves a queen".into())
        );
        assert!(
            peasant_refusal(&board, board.parse_uci("e1f1").unwrap())
                .unwrap()
                .starts_with("the king is the Noble's")
        );
        let castle = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let mv = castle.parse_uci("e1g1").unwrap();
        assert!(
            peasant_refusal(&castle, mv)
                .unwrap()
                .starts_with("the king")
        );
        assert_eq!(
            names(&castle, &peasant_moves(&castle)).len(),
            9,
            "the rook's steps"
        );
    }
}
