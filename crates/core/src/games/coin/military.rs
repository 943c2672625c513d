//! The military (rooks, bishops, knights), pairing, and the Nobles'
//! military control.
//!
//! A military man is *paired* while his colour has two or more men of his
//! kind on the board (promoted men count), and *unpaired* when he is the
//! last of his kind. Paired men are the Noble's (option f); unpaired ones
//! may be moved by the Peasant, or by the Noble at the price of his
//! military control (option e). Queens are not military, except that with
//! [`super::QueenRule::Unpaired`] every queen counts as an unpaired
//! military man (never paired, however many there are).
//!
//! The game's [`super::KindRule`] may control one military kind otherwise:
//! as if unpaired (never paired, however many there are), or shared (the
//! last man of the kind is the Peasant's as an unpaired man is, and the
//! Noble's as a paired man is). [`pairing`] says which, for a colour now.
//!
//! Military control: each Noble starts with it. Option e) takes it away for
//! his next turn; options a) and b) give it back for his next turn; c), d)
//! and f) keep it (they need it, so he keeps having it). The rule lives in
//! [`super::legality::NobleOption::control_after`].

use serde::{Deserialize, Serialize};

use super::kind_rule::{KindControl, KindRule};
use super::seats::side;
use crate::engine::Position;
use crate::engine::men::{Army, Kind};

/// The military kinds, in the order the table lists them.
pub const MILITARY: [Kind; 3] = [Kind::Knight, Kind::Bishop, Kind::Rook];

/// Whether `kind` is military (rook, bishop or knight).
pub fn is_military(kind: Kind) -> bool {
    MILITARY.contains(&kind)
}

/// How many men of `kind` `army` has on the board.
pub fn count(position: &Position, army: Army, kind: Kind) -> u32 {
    position.men(army, kind).count()
}

/// Whether `army`'s men of `kind` are paired: a military kind of which it
/// has two or more on the board.
pub fn is_paired(position: &Position, army: Army, kind: Kind) -> bool {
    is_military(kind) && count(position, army, kind) >= 2
}

/// How a colour's men of one military kind are controlled now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pairing {
    /// Two or more (not a kind counted as unpaired): the Noble's, option
    /// f); never the Peasant's.
    Paired,
    /// The last of its kind, or a kind counted as unpaired: the Peasant's
    /// after a cede, the Noble's at the cost of his control (option e).
    Unpaired,
    /// The last of a shared kind: the Peasant's after a cede, and the
    /// Noble's as if paired (option f, keeping control).
    Shared,
}

/// How `army`'s men of the military `kind` are controlled now, under the
/// game's kind `rule` (none: the standard game).
pub fn pairing(position: &Position, army: Army, kind: Kind, rule: Option<KindRule>) -> Pairing {
    let control = rule
        .filter(|rule| rule.kind == kind)
        .map(|rule| rule.control);
    match control {
        Some(KindControl::Unpaired) => Pairing::Unpaired,
        _ if is_paired(position, army, kind) => Pairing::Paired,
        Some(KindControl::Shared) => Pairing::Shared,
        None => Pairing::Unpaired,
    }
}

/// Whether each Noble has military control for his turn (the one now, or
/// the next one once he has acted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MilitaryControl {
    /// White's Noble, then Black's.
    nobles: [bool; 2],
}

impl Default for MilitaryControl {
    /// Both Nobles start with military control.
    fn default() -> MilitaryControl {
        MilitaryControl {
            nobles: [true, true],
        }
    }
}

impl MilitaryControl {
    /// Control as given for White's and Black's Noble.
    pub fn new(white: bool, black: bool) -> MilitaryControl {
        MilitaryControl {
            nobles: [white, black],
        }
    }

    /// Whether `army`'s Noble has military control.
    pub fn has(self, army: Army) -> bool {
        self.nobles[side(army)]
    }

    /// Gives or takes `army`'s Noble's military control.
    pub fn set(&mut self, army: Army, control: bool) {
        self.nobles[side(army)] = control;
    }

    /// A number telling the four states apart (for repetition keys).
    pub fn bits(self) -> u64 {
        u64::from(self.nobles[0]) | u64::from(self.nobles[1]) << 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::STARTING_FEN;

    #[test]
    fn pairs_are_counted_per_colour_and_kind() {
        let start = Position::from_fen(STARTING_FEN, super::super::legality::RULES).unwrap();
        for kind in MILITARY {
            assert!(is_paired(&start, Army::White, kind));
        }
        assert!(!is_paired(&start, Army::White, Kind::Queen), "no military");
        assert!(!is_paired(&start, Army::White, Kind::Pawn));
        // One knight each, but a promoted second bishop pairs White's.
        let board = Position::from_fen(
            "4k1n1/8/8/8/8/8/8/1B2K1NB w - - 0 1",
            super::super::legality::RULES,
        )
        .unwrap();
        assert!(!is_paired(&board, Army::White, Kind::Knight));
        assert!(is_paired(&board, Army::White, Kind::Bishop));
        assert!(!is_paired(&board, Army::Black, Kind::Knight));
        assert_eq!(count(&board, Army::Black, Kind::Rook), 0);
    }

    #[test]
    fn a_kind_rule_counts_its_kind_as_unpaired_or_shares_its_last_man() {
        // Two knights, one bishop, one rook each way.
        let board = Position::from_fen(
            "4k3/8/8/8/8/8/8/1NB1K1NR w - - 0 1",
            super::super::legality::RULES,
        )
        .unwrap();
        let rule = |name| KindRule::from_name(name);
        let white = |kind, rule| pairing(&board, Army::White, kind, rule);
        assert_eq!(white(Kind::Knight, None), Pairing::Paired);
        assert_eq!(white(Kind::Bishop, None), Pairing::Unpaired);
        assert_eq!(
            white(Kind::Knight, rule("knights-unpaired")),
            Pairing::Unpaired
        );
        assert_eq!(white(Kind::Knight, rule("knights-shared")), Pairing::Paired);
        assert_eq!(white(Kind::Bishop, rule("bishops-shared")), Pairing::Shared);
        assert_eq!(
            white(Kind::Bishop, rule("bishops-unpaired")),
            Pairing::Unpaired
        );
        // A rule for one kind leaves the others alone.
        assert_eq!(white(Kind::Rook, rule("bishops-shared")), Pairing::Unpaired);
        assert_eq!(white(Kind::Knight, rule("rooks-unpaired")), Pairing::Paired);
    }

    #[test]
    fn control_is_kept_per_noble() {
        let mut control = MilitaryControl::default();
        assert!(control.has(Army::White) && control.has(Army::Black));
        control.set(Army::Black, false);
        assert!(control.has(Army::White) && !control.has(Army::Black));
        assert_eq!(control, MilitaryControl::new(true, false));
        let states = [
            MilitaryControl::new(false, false),
            MilitaryControl::new(true, false),
            MilitaryControl::new(false, true),
            MilitaryControl::new(true, true),
        ];
        let bits: Vec<u64> = states.iter().map(|c| c.bits()).collect();
        assert_eq!(bits, [0, 1, 2, 3]);
    }
}
