//! What each square and each man of a board looks like, as plain values.
//! The component gives every square and every man a signal of its own
//! holding its look, recomputes all looks when the view or the
//! interaction changes, and sets only the signals whose look changed: a
//! move redraws the few squares and men it concerns, not the board.

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;

use super::geometry::{Layout, Point, Square};
use super::interaction::{Interaction, Position, Source, describe_square};
use super::placement::Placed;

/// The squares singled out on a board: the last move, kings in check, the
/// held man's square and legal targets, and the keyboard cursor.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    last_move: Vec<Square>,
    checks: Vec<Square>,
    targets: Vec<Square>,
    selected: Option<Square>,
    cursor: Option<Square>,
}

impl Highlights {
    /// The highlights of `view` while the player does what `interaction`
    /// holds. Unreadable square names are left out.
    pub fn new(view: &BoardView, position: &Position, interaction: &Interaction) -> Highlights {
        let held = interaction.phase().held();
        Highlights {
            last_move: view
                .last_move
                .iter()
                .flat_map(|(from, to)| [from, to])
                .filter_map(|name| Square::parse(name))
                .collect(),
            checks: view
                .checks
                .iter()
                .filter_map(|s| Square::parse(s))
                .collect(),
            targets: held.map_or_else(Vec::new, |source| {
                position.targets(source).iter().map(|(t, _)| *t).collect()
            }),
            selected: match held {
                Some(Source::Square(square)) => Some(square),
                _ => None,
            },
            cursor: interaction.cursor(),
        }
    }
}

/// How one square is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SquareLook {
    /// Top-left corner in user units.
    pub origin: Point,
    /// Who stands on it, for its label.
    pub man: Option<(Army, Kind)>,
    last_move: bool,
    check: bool,
    target: bool,
    selected: bool,
    cursor: bool,
}

impl SquareLook {
    /// The look of `square` drawn with `layout`.
    pub fn new(
        square: Square,
        layout: Layout,
        position: &Position,
        highlights: &Highlights,
    ) -> SquareLook {
        SquareLook {
            origin: layout.origin(square),
            man: position.man(square),
            last_move: highlights.last_move.contains(&square),
            check: highlights.checks.contains(&square),
            target: highlights.targets.contains(&square),
            selected: highlights.selected == Some(square),
            cursor: highlights.cursor == Some(square),
        }
    }

    /// The square's `class` attribute: its colour and highlights.
    pub fn class(&self, square: Square) -> String {
        let colour = if (square.file + square.rank) % 2 == 1 {
            "light"
        } else {
            "dark"
        };
        let mut class = format!("square {colour}");
        for (on, name) in [
            (self.last_move, "last-move"),
            (self.check, "check"),
            (self.target, "target"),
            (self.man.is_some(), "occupied"),
            (self.selected, "selected"),
            (self.cursor, "cursor"),
        ] {
            if on {
                class.push(' ');
                class.push_str(name);
            }
        }
        class
    }

    /// The square's `aria-label`, e.g. "e4, white knight".
    pub fn label(&self, square: Square) -> String {
        describe_square(square, self.man)
    }
}

/// How one man is drawn: who he is, where he stands, and the corner of his
/// square in user units.
#[derive(Clone, Debug, PartialEq)]
pub struct ManLook {
    pub man: Placed,
    pub origin: Point,
}

impl ManLook {
    /// The look of a placed man drawn with `layout`.
    pub fn new(man: &Placed, layout: Layout) -> ManLook {
        ManLook {
            man: man.clone(),
            origin: layout.origin(man.square),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board_view::{ManView, MoveOption};
    use crate::ui::board::geometry::{Point, Rotation, SQUARE};
    use crate::ui::board::interaction::{Button, Input};

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    /// White knight f3 (just moved from g1, to d4 or e5), black king e8 in check.
    fn view() -> BoardView {
        BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                ManView::plain("f3", Army::White, Kind::Knight),
                ManView::plain("e8", Army::Black, Kind::King),
            ],
            last_move: Some(("g1".into(), "f3".into())),
            checks: vec!["e8".into()],
            moves: ["d4", "e5"]
                .iter()
                .map(|to| MoveOption {
                    from: "f3".into(),
                    to: (*to).into(),
                    promotions: Vec::new(),
                })
                .collect(),
            ..BoardView::default()
        }
    }

    fn looks(interaction: &Interaction) -> Vec<(Square, SquareLook)> {
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let position = Position::new(&view(), layout, true);
        let highlights = Highlights::new(&view(), &position, interaction);
        layout
            .squares()
            .map(|s| (s, SquareLook::new(s, layout, &position, &highlights)))
            .collect()
    }

    fn classes(looks: &[(Square, SquareLook)], name: &str) -> String {
        let (square, look) = looks.iter().find(|(s, _)| *s == sq(name)).unwrap();
        look.class(*square)
    }

    #[test]
    fn squares_show_the_last_move_the_check_and_their_men() {
        let looks = looks(&Interaction::default());
        assert_eq!(classes(&looks, "g1"), "square dark last-move");
        assert_eq!(classes(&looks, "f3"), "square light last-move occupied");
        assert_eq!(classes(&looks, "e8"), "square light check occupied");
        assert_eq!(classes(&looks, "a1"), "square dark");
        let (_, f3) = looks.iter().find(|(s, _)| *s == sq("f3")).unwrap();
        assert_eq!(f3.label(sq("f3")), "f3, white knight");
        assert_eq!(f3.origin, Point::new(5.0 * SQUARE, 5.0 * SQUARE));
    }

    #[test]
    fn picking_a_man_up_changes_only_his_square_and_his_targets() {
        let idle = looks(&Interaction::default());
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let position = Position::new(&view(), layout, true);
        let mut interaction = Interaction::default();
        interaction.handle(
            &position,
            Input::PointerDown {
                at: layout.centre(sq("f3")),
                button: Button::Primary,
            },
        );
        let held = looks(&interaction);
        let changed: Vec<String> = idle
            .iter()
            .zip(&held)
            .filter(|(a, b)| a != b)
            .map(|((s, _), _)| s.to_string())
            .collect();
        assert_eq!(changed, ["e5", "d4", "f3"]);
        assert_eq!(
            classes(&held, "f3"),
            "square light last-move occupied selected"
        );
        assert_eq!(classes(&held, "d4"), "square dark target");
    }

    #[test]
    fn a_man_stands_at_his_square_corner_whichever_way_the_board_turns() {
        let man = Placed {
            key: 3,
            square: sq("a1"),
            army: Army::White,
            kind: Kind::Rook,
        };
        let upright = ManLook::new(&man, Layout::new(8, 8, Rotation::Deg0));
        let turned = ManLook::new(&man, Layout::new(8, 8, Rotation::Deg180));
        assert_eq!(upright.origin, Point::new(0.0, 7.0 * SQUARE));
        assert_eq!(turned.origin, Point::new(7.0 * SQUARE, 0.0));
        assert_eq!(turned.man, man);
    }
}
