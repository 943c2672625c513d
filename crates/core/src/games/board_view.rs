//! What the board component is handed to draw one board: the contract
//! between a game's view and the UI. Squares are named as in the engine's
//! notation (`a1`..`h8`, `a1`..`n14` on the cross). A view holds only what
//! its viewer may know.

use serde::{Deserialize, Serialize};

use crate::engine::men::{Army, Kind};

/// One board as one viewer may see it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    /// Number of files (columns), 8 or 14.
    pub files: u8,
    /// Number of ranks (rows), 8 or 14.
    pub ranks: u8,
    /// Squares inside the rectangle that do not exist (the cross's corners).
    pub holes: Vec<String>,
    /// Every man the viewer can see.
    pub men: Vec<ManView>,
    /// The last move made on this board, from and to.
    pub last_move: Option<(String, String)>,
    /// Squares of kings currently attacked.
    pub checks: Vec<String>,
    /// Moves the viewer may make now; empty when it is not their turn here.
    pub moves: Vec<MoveOption>,
    /// Drops the viewer may make now (stockpile games).
    pub drops: Vec<DropOption>,
}

/// A man standing on a square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManView {
    pub square: String,
    pub army: Army,
    /// What the man is; meaningless when `hidden` (then always a pawn).
    pub kind: Kind,
    /// The number a disguised man shows (a Cloak and Dagger checker), for
    /// every viewer, whether or not they know what he is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Whether the viewer does not know what the man is: draw a checker
    /// with `label` on it, and ignore `kind`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hidden: bool,
}

impl ManView {
    /// A man the viewer sees as he is, with no disguise.
    pub fn plain(square: impl Into<String>, army: Army, kind: Kind) -> ManView {
        ManView {
            square: square.into(),
            army,
            kind,
            label: None,
            hidden: false,
        }
    }
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A legal move from one square to another; `promotions` lists the kinds a
/// pawn may become, empty when the move is no promotion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveOption {
    pub from: String,
    pub to: String,
    pub promotions: Vec<Kind>,
}

impl MoveOption {
    /// Legal moves (from, to, promotion) as the board offers them: one
    /// option per pair of squares, a pawn's promotions gathered in it.
    pub fn grouped(
        moves: impl IntoIterator<Item = (String, String, Option<Kind>)>,
    ) -> Vec<MoveOption> {
        let mut options: Vec<MoveOption> = Vec::new();
        for (from, to, promotion) in moves {
            match options
                .iter_mut()
                .find(|option| option.from == from && option.to == to)
            {
                Some(option) => option.promotions.extend(promotion),
                None => options.push(MoveOption {
                    from,
                    to,
                    promotions: promotion.into_iter().collect(),
                }),
            }
        }
        options
    }
}

/// A legal drop of a man from a stockpile onto a square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DropOption {
    pub army: Army,
    pub kind: Kind,
    pub to: String,
}

/// What a person did on a board: the board's only output, which the game
/// turns into an action ([`crate::games::Game::gesture`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// A move; `promotion` is the chosen kind when the move promotes.
    Move {
        from: String,
        to: String,
        promotion: Option<Kind>,
    },
    /// A drop of a stockpiled man.
    Drop { army: Army, kind: Kind, to: String },
}

impl Choice {
    /// A move as the games' notations write it: the two squares, then the
    /// promotion's letter (`e2e4`, `e7e8q`); `None` for a drop.
    pub fn move_text(&self) -> Option<String> {
        let Choice::Move {
            from,
            to,
            promotion,
        } = self
        else {
            return None;
        };
        let mut text = format!("{from}{to}");
        if let Some(kind) = promotion {
            text.push(kind.letter().to_ascii_lowercase());
        }
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_written_with_its_promotion_and_a_drop_is_no_move() {
        let choice = |promotion| Choice::Move {
            from: "e7".into(),
            to: "e8".into(),
            promotion,
        };
        assert_eq!(choice(None).move_text().as_deref(), Some("e7e8"));
        assert_eq!(
            choice(Some(Kind::Knight)).move_text().as_deref(),
            Some("e7e8n")
        );
        let drop = Choice::Drop {
            army: Army::White,
            kind: Kind::Knight,
            to: "g1".into(),
        };
        assert_eq!(drop.move_text(), None);
    }

    #[test]
    fn promotions_to_one_square_make_one_option() {
        let options = MoveOption::grouped([
            ("a7".to_string(), "a8".to_string(), Some(Kind::Queen)),
            ("a7".to_string(), "a8".to_string(), Some(Kind::Rook)),
            ("b2".to_string(), "b3".to_string(), None),
        ]);
        assert_eq!(options.len(), 2);
        assert_eq!(options[0].promotions, vec![Kind::Queen, Kind::Rook]);
        assert!(options[1].promotions.is_empty());
    }
}
