//! What each square and each man of a board looks like, as plain values.
//! The component gives every square and every man a signal of its own
//! holding its look, recomputes all looks when the view or the
//! interaction changes, and sets only the signals whose look changed: a
//! move redraws the few squares and men it concerns, not the board.

use crate::games::board_view::BoardView;

use super::figure::Figure;
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
#[derive(Clone, Debug, PartialEq)]
pub struct SquareLook {
    /// Top-left corner in user units.
    pub origin: Point,
    /// Who stands on it, as the viewer sees him, for its label.
    pub man: Option<Figure>,
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
            man: position.man(square).cloned(),
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

    /// The square's `aria-label`, e.g. "e4, white knight" or "b1, white
    /// checker 3".
    pub fn label(&self, square: Square) -> String {
        describe_square(square, self.man.as_ref())
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

    /// His `data-kind`: his kind's name, or "hidden" when the viewer does
    /// not know it.
    pub fn kind(&self) -> &'static str {
        self.man.figure.kind_name()
    }

    /// His `data-label`: the number he wears as a checker, if any.
    pub fn number(&self) -> Option<String> {
        self.man.figure.label.clone()
    }

    /// His `aria-label`, e.g. "white knight on g1", "white checker 3 on
    /// b1" (hidden) or "white knight (checker 2) on b1".
    pub fn label(&self) -> String {
        format!("{} on {}", self.man.figure.name(), self.man.square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::games::board_view::{ManView, MoveOption};
    use crate::ui::board::geometry::{Point, Rotation, SQUARE};
    use crate::ui::board::interaction::{Button, Input};
    use crate::ui::board::placement::place;

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
            figure: Figure {
                army: Army::White,
                kind: Some(Kind::Rook),
                label: None,
            },
        };
        let upright = ManLook::new(&man, Layout::new(8, 8, Rotation::Deg0));
        let turned = ManLook::new(&man, Layout::new(8, 8, Rotation::Deg180));
        assert_eq!(upright.origin, Point::new(0.0, 7.0 * SQUARE));
        assert_eq!(turned.origin, Point::new(7.0 * SQUARE, 0.0));
        assert_eq!(turned.man, man);
    }

    /// White's checkers 2 (hidden) on b1 and 3 (a knight the viewer knows)
    /// on c1, and a plain black rook on c8.
    fn checkers() -> BoardView {
        BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                ManView {
                    label: Some("2".into()),
                    hidden: true,
                    ..ManView::plain("b1", Army::White, Kind::Pawn)
                },
                ManView {
                    label: Some("3".into()),
                    ..ManView::plain("c1", Army::White, Kind::Knight)
                },
                ManView::plain("c8", Army::Black, Kind::Rook),
            ],
            ..BoardView::default()
        }
    }

    #[test]
    fn squares_and_men_name_checkers_by_their_number() {
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let position = Position::new(&checkers(), layout, true);
        let highlights = Highlights::new(&checkers(), &position, &Interaction::default());
        let square = |name: &str| SquareLook::new(sq(name), layout, &position, &highlights);
        assert_eq!(square("b1").label(sq("b1")), "b1, white checker 2");
        assert_eq!(square("c1").label(sq("c1")), "c1, white knight (checker 3)");
        assert_eq!(square("c8").label(sq("c8")), "c8, black rook");
        assert_eq!(square("b1").class(sq("b1")), "square light occupied");

        let men: Vec<ManLook> = place(&[], &checkers())
            .iter()
            .map(|man| ManLook::new(man, layout))
            .collect();
        let written: Vec<_> = men
            .iter()
            .map(|m| (m.kind(), m.number(), m.label()))
            .collect();
        assert_eq!(
            written,
            [
                ("hidden", Some("2".into()), "white checker 2 on b1".into()),
                (
                    "knight",
                    Some("3".into()),
                    "white knight (checker 3) on c1".into()
                ),
                ("rook", None, "black rook on c8".into()),
            ]
        );
        // Nothing written about the hidden man names the kind the view
        // holds for him.
        let hidden = &men[0];
        let words = format!(
            "{} {:?} {} {} {:?}",
            hidden.kind(),
            hidden.number(),
            hidden.label(),
            square("b1").label(sq("b1")),
            hidden.man
        );
        assert!(!words.to_lowercase().contains("pawn"), "{words}");
    }
}
