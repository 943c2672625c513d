//! Arrows and circles a player draws with the right button to think aloud,
//! and the geometry that draws them. They are cleared on the next move.

use super::geometry::{Layout, Point, SQUARE, Square, decimal};

/// One mark on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Arrow { from: Square, to: Square },
    Circle(Square),
}

/// The marks currently drawn on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    marks: Vec<Mark>,
}

impl Annotations {
    /// Adds the mark, or removes it when it is already there.
    pub fn toggle(&mut self, mark: Mark) {
        if let Some(index) = self.marks.iter().position(|&m| m == mark) {
            self.marks.remove(index);
        } else {
            self.marks.push(mark);
        }
    }

    /// Removes every mark.
    pub fn clear(&mut self) {
        self.marks.clear();
    }

    /// The marks, oldest first.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }
}

/// Width of an arrow's shaft in user units.
const SHAFT: f64 = SQUARE * 0.16;
/// Length and half-width of an arrow's head.
const HEAD_LENGTH: f64 = SQUARE * 0.42;
const HEAD_HALF_WIDTH: f64 = SQUARE * 0.3;

/// The outline of an arrow between two squares' centres, as an SVG path.
/// The arrow starts a little off the first centre so the man stays visible.
pub fn arrow_path(layout: Layout, from: Square, to: Square) -> String {
    let (a, b) = (layout.centre(from), layout.centre(to));
    let length = a.distance(b);
    if length == 0.0 {
        return String::new();
    }
    let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length);
    let (nx, ny) = (-uy, ux);
    let start = Point::new(a.x + ux * SQUARE * 0.25, a.y + uy * SQUARE * 0.25);
    let neck = Point::new(b.x - ux * HEAD_LENGTH, b.y - uy * HEAD_LENGTH);
    let at = |p: Point, side: f64| Point::new(p.x + nx * side, p.y + ny * side);
    let corners = [
        at(start, SHAFT / 2.0),
        at(neck, SHAFT / 2.0),
        at(neck, HEAD_HALF_WIDTH),
        b,
        at(neck, -HEAD_HALF_WIDTH),
        at(neck, -SHAFT / 2.0),
        at(start, -SHAFT / 2.0),
    ];
    let mut path = String::new();
    for (index, p) in corners.iter().enumerate() {
        let command = if index == 0 { 'M' } else { 'L' };
        path.push_str(&format!(
            "{command}{} {} ",
            decimal(p.x, 1),
            decimal(p.y, 1)
        ));
    }
    path.push('Z');
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::geometry::Rotation;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn toggling_twice_removes_a_mark_and_clear_removes_all() {
        let mut notes = Annotations::default();
        let arrow = Mark::Arrow {
            from: sq("e2"),
            to: sq("e4"),
        };
        notes.toggle(arrow);
        notes.toggle(Mark::Circle(sq("d5")));
        assert_eq!(notes.marks(), &[arrow, Mark::Circle(sq("d5"))]);
        notes.toggle(arrow);
        assert_eq!(notes.marks(), &[Mark::Circle(sq("d5"))]);
        notes.clear();
        assert!(notes.marks().is_empty());
    }

    #[test]
    fn an_arrow_points_at_the_target_centre() {
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let path = arrow_path(layout, sq("e2"), sq("e4"));
        // e4's centre is (450, 450) with White at the bottom: the tip.
        assert!(path.contains("L450 450 "), "{path}");
        assert!(path.starts_with('M') && path.ends_with('Z'));
        assert_eq!(arrow_path(layout, sq("e2"), sq("e2")), "");
    }
}
