//! Stockpiles: the men a player has captured, each remembering its colour
//! and the board whose set it came from.

use serde::{Deserialize, Serialize};

use crate::engine::men::{Army, Kind};

/// A captured man waiting in a stockpile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StockMan {
    pub army: Army,
    pub kind: Kind,
    /// The number (from 1) of the board whose set the man belongs to: where
    /// it stood at the start, however many boards it has visited since.
    pub origin: usize,
}

impl StockMan {
    /// Whether this man may be dropped for `army` on board number `board`:
    /// it is of that colour and, under `origin_rule`, not of that board's
    /// set.
    pub(super) fn may_go_onto(&self, army: Army, board: usize, origin_rule: bool) -> bool {
        self.army == army && !(origin_rule && self.origin == board)
    }
}

/// One player's captured men, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stockpile {
    men: Vec<StockMan>,
}

impl Stockpile {
    /// Every man in the stockpile, oldest first.
    pub fn men(&self) -> &[StockMan] {
        &self.men
    }

    /// Adds a captured man.
    pub fn add(&mut self, man: StockMan) {
        self.men.push(man);
    }

    /// The oldest man of `army` and `kind` that may go onto board number
    /// `board`;
    /// `origin_rule` forbids a man from going back onto its own set's board.
    pub fn droppable(
        &self,
        army: Army,
        kind: Kind,
        board: usize,
        origin_rule: bool,
    ) -> Option<usize> {
        self.men
            .iter()
            .position(|man| man.kind == kind && man.may_go_onto(army, board, origin_rule))
    }

    /// Every man of `army` that may go onto board number `board`, by kind
    /// (a kind as often as the stockpile holds it).
    pub fn droppable_men(&self, army: Army, board: usize, origin_rule: bool) -> Vec<Kind> {
        self.men
            .iter()
            .filter(|man| man.may_go_onto(army, board, origin_rule))
            .map(|man| man.kind)
            .collect()
    }

    /// The kinds of `army` that could be dropped on `board`.
    pub fn droppable_kinds(&self, army: Army, board: usize, origin_rule: bool) -> Vec<Kind> {
        Kind::ALL
            .into_iter()
            .filter(|&kind| self.droppable(army, kind, board, origin_rule).is_some())
            .collect()
    }

    /// Takes the man at `index` out (for a drop).
    pub fn take(&mut self, index: usize) -> Option<StockMan> {
        (index < self.men.len()).then(|| self.men.remove(index))
    }

    /// Empties the stockpile (its owner is out).
    pub fn clear(&mut self) {
        self.men.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn man(army: Army, kind: Kind, origin: usize) -> StockMan {
        StockMan { army, kind, origin }
    }

    #[test]
    fn finds_the_oldest_man_allowed_on_a_board() {
        let mut pile = Stockpile::default();
        pile.add(man(Army::Black, Kind::Knight, 1));
        pile.add(man(Army::Black, Kind::Knight, 2));
        pile.add(man(Army::White, Kind::Knight, 0));
        assert_eq!(pile.droppable(Army::Black, Kind::Knight, 0, true), Some(0));
        assert_eq!(pile.droppable(Army::Black, Kind::Knight, 1, true), Some(1));
        assert_eq!(pile.droppable(Army::Black, Kind::Knight, 1, false), Some(0));
        assert_eq!(pile.droppable(Army::White, Kind::Knight, 0, true), None);
        assert_eq!(pile.droppable(Army::White, Kind::Knight, 0, false), Some(2));
        assert_eq!(pile.droppable(Army::Black, Kind::Rook, 0, false), None);
        assert_eq!(
            pile.droppable_kinds(Army::Black, 0, true),
            vec![Kind::Knight]
        );
        // A hand counts every man allowed on the board, by kind.
        pile.add(man(Army::Black, Kind::Pawn, 2));
        assert_eq!(
            pile.droppable_men(Army::Black, 3, true),
            vec![Kind::Knight, Kind::Knight, Kind::Pawn]
        );
        assert_eq!(pile.droppable_men(Army::Black, 2, true), vec![Kind::Knight]);
        assert_eq!(
            pile.droppable_men(Army::Black, 2, false),
            vec![Kind::Knight, Kind::Knight, Kind::Pawn]
        );
        assert_eq!(pile.take(1), Some(man(Army::Black, Kind::Knight, 2)));
        assert_eq!(pile.take(5), None);
        assert_eq!(pile.men().len(), 3);
    }
}
