//! Board geometry: square names, rotation, and the maths between board
//! squares and the drawing's coordinates. Pure, so it tests natively.
//!
//! Every square is drawn as a [`SQUARE`] x [`SQUARE`] cell of the SVG's user
//! space. A board of `files` x `ranks` squares can be turned by a
//! [`Rotation`] so that any edge is at the bottom.

use std::fmt;

/// Size of one square in SVG user units.
pub const SQUARE: f64 = 100.0;

/// The sine of `radians`. In the browser it is the page's own
/// (`Math.sin`): Rust's would bring its trigonometry, some 8 KB, into the
/// build's wasm.
pub fn sin(radians: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::sin(radians);
    #[cfg(not(target_arch = "wasm32"))]
    radians.sin()
}

/// The cosine of `radians`, as [`sin`].
pub fn cos(radians: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::cos(radians);
    #[cfg(not(target_arch = "wasm32"))]
    radians.cos()
}

/// `value` written with at most `places` decimals, trailing zeros left
/// out: `12`, `12.5`, `-0.25`. The drawings' numbers are written with it,
/// not with Rust's float formatting, which would cost every build's wasm
/// some 20 KB.
pub fn decimal(value: f64, places: u32) -> String {
    let scale = 10_u64.pow(places);
    // Rounded half away from zero, as `{:.N}` rounds.
    let scaled = (value * scale as f64).round();
    let sign = if scaled < 0.0 { "-" } else { "" };
    let scaled = scaled.abs() as u64;
    let whole = scaled / scale;
    let mut fraction = scaled % scale;
    if fraction == 0 {
        return format!("{sign}{whole}");
    }
    let mut digits = places as usize;
    while fraction.is_multiple_of(10) {
        fraction /= 10;
        digits -= 1;
    }
    format!("{sign}{whole}.{fraction:0digits$}")
}

/// Most files or ranks a board may have (`a`..`z`).
pub const MAX_SIDE: u8 = 26;

/// A square by zero-based file (`a` = 0) and rank (`1` = 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    /// A square from zero-based file and rank.
    pub fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Parses a name such as `e4` or `n14`; `None` when it is no square name.
    pub fn parse(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let letter = chars.next()?;
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.starts_with('0')
            || !digits.chars().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        if rank == 0 || rank > MAX_SIDE {
            return None;
        }
        Some(Square::new(letter as u8 - b'a', rank - 1))
    }

    /// The file's letter, `a` for the first.
    pub fn file_letter(self) -> char {
        (b'a' + self.file) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_letter(), self.rank + 1)
    }
}

/// Which edge of the board is drawn at the bottom. Turning by a quarter
/// each time follows the Four Player seats: `Deg0` puts the south edge
/// (rank 1, White) at the bottom, `Deg90` the west edge (file a, Blue),
/// `Deg180` the north edge (Black), `Deg270` the east edge (Red).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rotation {
    #[default]
    Deg0,
    Deg90,
    Deg180,
    Deg270,
}

impl Rotation {
    /// Every rotation, in seat order.
    pub const ALL: [Rotation; 4] = [
        Rotation::Deg0,
        Rotation::Deg90,
        Rotation::Deg180,
        Rotation::Deg270,
    ];

    /// The rotation for degrees 0, 90, 180 or 270.
    pub fn from_degrees(degrees: u16) -> Option<Rotation> {
        match degrees {
            0 => Some(Rotation::Deg0),
            90 => Some(Rotation::Deg90),
            180 => Some(Rotation::Deg180),
            270 => Some(Rotation::Deg270),
            _ => None,
        }
    }

    /// The angle in degrees.
    pub fn degrees(self) -> u16 {
        match self {
            Rotation::Deg0 => 0,
            Rotation::Deg90 => 90,
            Rotation::Deg180 => 180,
            Rotation::Deg270 => 270,
        }
    }

    /// The rotation half a turn away (the other side of a two-player board).
    pub fn flipped(self) -> Rotation {
        match self {
            Rotation::Deg0 => Rotation::Deg180,
            Rotation::Deg90 => Rotation::Deg270,
            Rotation::Deg180 => Rotation::Deg0,
            Rotation::Deg270 => Rotation::Deg90,
        }
    }
}

/// A position in the drawing, in SVG user units (y grows downwards).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    /// A point from its coordinates.
    pub fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// Distance to another point.
    pub fn distance(self, other: Point) -> f64 {
        let (dx, dy) = (self.x - other.x, self.y - other.y);
        (dx * dx + dy * dy).sqrt()
    }
}

/// A board's shape and how it is turned: converts squares to drawing cells
/// and back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub files: u8,
    pub ranks: u8,
    pub rotation: Rotation,
}

impl Layout {
    /// A layout; files and ranks are clamped to 1..=[`MAX_SIDE`].
    pub fn new(files: u8, ranks: u8, rotation: Rotation) -> Layout {
        Layout {
            files: files.clamp(1, MAX_SIDE),
            ranks: ranks.clamp(1, MAX_SIDE),
            rotation,
        }
    }

    /// Whether the rotation lays files vertically (a quarter turn).
    pub fn quarter_turned(self) -> bool {
        matches!(self.rotation, Rotation::Deg90 | Rotation::Deg270)
    }

    /// Columns of cells in the drawing.
    pub fn columns(self) -> u8 {
        if self.quarter_turned() {
            self.ranks
        } else {
            self.files
        }
    }

    /// Rows of cells in the drawing.
    pub fn rows(self) -> u8 {
        if self.quarter_turned() {
            self.files
        } else {
            self.ranks
        }
    }

    /// Width of the drawing in user units.
    pub fn width(self) -> f64 {
        f64::from(self.columns()) * SQUARE
    }

    /// Height of the drawing in user units.
    pub fn height(self) -> f64 {
        f64::from(self.rows()) * SQUARE
    }

    /// Whether the square lies inside the rectangle.
    pub fn contains(self, square: Square) -> bool {
        square.file < self.files && square.rank < self.ranks
    }

    /// The drawing cell (column, row from the top) of a square. A square
    /// off the board (a stale element while the board changes shape) gets
    /// the nearest edge cell instead of a panic.
    pub fn cell(self, square: Square) -> (u8, u8) {
        let (last_file, last_rank) = (self.files - 1, self.ranks - 1);
        let (f, r) = (square.file.min(last_file), square.rank.min(last_rank));
        match self.rotation {
            Rotation::Deg0 => (f, last_rank - r),
            Rotation::Deg90 => (last_rank - r, last_file - f),
            Rotation::Deg180 => (last_file - f, r),
            Rotation::Deg270 => (r, f),
        }
    }

    /// The square in a drawing cell, `None` outside the board.
    pub fn square_at_cell(self, column: u8, row: u8) -> Option<Square> {
        if column >= self.columns() || row >= self.rows() {
            return None;
        }
        let (last_file, last_rank) = (self.files - 1, self.ranks - 1);
        let square = match self.rotation {
            Rotation::Deg0 => Square::new(column, last_rank - row),
            Rotation::Deg90 => Square::new(last_file - row, last_rank - column),
            Rotation::Deg180 => Square::new(last_file - column, row),
            Rotation::Deg270 => Square::new(row, column),
        };
        Some(square)
    }

    /// Top-left corner of a square's cell.
    pub fn origin(self, square: Square) -> Point {
        let (column, row) = self.cell(square);
        Point::new(f64::from(column) * SQUARE, f64::from(row) * SQUARE)
    }

    /// Centre of a square's cell.
    pub fn centre(self, square: Square) -> Point {
        let origin = self.origin(square);
        Point::new(origin.x + SQUARE / 2.0, origin.y + SQUARE / 2.0)
    }

    /// The square under a point of the drawing, `None` off the board.
    pub fn square_at(self, point: Point) -> Option<Square> {
        if point.x < 0.0 || point.y < 0.0 || point.x >= self.width() || point.y >= self.height() {
            return None;
        }
        // In range after the check above, so the casts cannot overflow.
        self.square_at_cell((point.x / SQUARE) as u8, (point.y / SQUARE) as u8)
    }

    /// The square one cell away in a screen direction, `None` at the edge.
    pub fn step(self, square: Square, direction: Direction) -> Option<Square> {
        let (column, row) = self.cell(square);
        let (column, row) = match direction {
            Direction::Up => (Some(column), row.checked_sub(1)),
            Direction::Down => (Some(column), Some(row + 1)),
            Direction::Left => (column.checked_sub(1), Some(row)),
            Direction::Right => (Some(column + 1), Some(row)),
        };
        self.square_at_cell(column?, row?)
    }

    /// Every square of the rectangle, in drawing order (top row first).
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let columns = self.columns();
        (0..self.rows()).flat_map(move |row| {
            (0..columns).filter_map(move |column| self.square_at_cell(column, row))
        })
    }

    /// Converts a pointer position in CSS pixels, relative to the top-left
    /// corner of the SVG element whose box is `box_width` x `box_height`,
    /// to user units. The drawing is centred and scaled to fit, as SVG's
    /// default `preserveAspectRatio` does. `None` for an empty box.
    pub fn from_pixels(self, x: f64, y: f64, box_width: f64, box_height: f64) -> Option<Point> {
        if box_width <= 0.0 || box_height <= 0.0 {
            return None;
        }
        let scale = (box_width / self.width()).min(box_height / self.height());
        let left = (box_width - self.width() * scale) / 2.0;
        let top = (box_height - self.height() * scale) / 2.0;
        Some(Point::new((x - left) / scale, (y - top) / scale))
    }
}

/// A direction on the screen, for the keyboard cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_short_and_rounded() {
        assert_eq!(decimal(100.0, 2), "100");
        assert_eq!(decimal(12.5, 1), "12.5");
        assert_eq!(decimal(12.46, 1), "12.5");
        assert_eq!(decimal(-0.25, 2), "-0.25");
        assert_eq!(decimal(-0.04, 1), "0");
        assert_eq!(decimal(33.333_333, 2), "33.33");
        assert_eq!(decimal(7.05, 2), "7.05");
        assert_eq!(decimal(2.5, 0), "3");
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn square_names_round_trip() {
        for name in ["a1", "h8", "e4", "n14", "z26"] {
            assert_eq!(sq(name).to_string(), name);
        }
        assert_eq!(sq("n14"), Square::new(13, 13));
        for bad in ["", "a", "a0", "A1", "a01", "a27", "1a", "e4x", "é4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn white_sees_a1_bottom_left_and_black_sees_it_top_right() {
        let white = Layout::new(8, 8, Rotation::Deg0);
        assert_eq!(white.cell(sq("a1")), (0, 7));
        assert_eq!(white.cell(sq("h8")), (7, 0));
        let black = Layout::new(8, 8, Rotation::Deg180);
        assert_eq!(black.cell(sq("a1")), (7, 0));
        assert_eq!(black.cell(sq("h8")), (0, 7));
    }

    #[test]
    fn each_quarter_turn_puts_the_next_four_player_army_at_the_bottom() {
        // The bottom row holds each army's back rank, read from its left to
        // its right as docs/RULINGS.md lists it: Rook, Knight, Bishop, King.
        let back_ranks = [
            ["f1", "g1", "h1", "i1"],     // White, south
            ["a9", "a8", "a7", "a6"],     // Blue, west
            ["i14", "h14", "g14", "f14"], // Black, north
            ["n6", "n7", "n8", "n9"],     // Red, east
        ];
        for (rotation, squares) in Rotation::ALL.into_iter().zip(back_ranks) {
            let layout = Layout::new(14, 14, rotation);
            let cells: Vec<(u8, u8)> = squares.iter().map(|s| layout.cell(sq(s))).collect();
            assert!(
                cells.iter().all(|&(_, row)| row == 13),
                "{rotation:?} {cells:?}"
            );
            assert!(
                cells.windows(2).all(|w| w[0].0 + 1 == w[1].0),
                "{rotation:?} {cells:?}"
            );
        }
    }

    #[test]
    fn a_square_off_the_board_gets_the_nearest_edge_cell() {
        let layout = Layout::new(1, 1, Rotation::Deg0);
        assert_eq!(layout.cell(Square::new(4, 3)), (0, 0));
        let layout = Layout::new(8, 8, Rotation::Deg180);
        assert_eq!(layout.cell(Square::new(9, 12)), (0, 7));
    }

    #[test]
    fn cells_and_squares_are_inverse_for_every_rotation_and_shape() {
        for rotation in Rotation::ALL {
            for (files, ranks) in [(8, 8), (14, 14), (8, 5)] {
                let layout = Layout::new(files, ranks, rotation);
                let squares: Vec<Square> = layout.squares().collect();
                assert_eq!(squares.len(), usize::from(files) * usize::from(ranks));
                for square in squares {
                    let (column, row) = layout.cell(square);
                    assert_eq!(layout.square_at_cell(column, row), Some(square));
                    assert_eq!(layout.square_at(layout.centre(square)), Some(square));
                }
            }
        }
    }

    #[test]
    fn points_off_the_board_have_no_square() {
        let layout = Layout::new(8, 8, Rotation::Deg0);
        assert_eq!(layout.square_at(Point::new(-1.0, 50.0)), None);
        assert_eq!(layout.square_at(Point::new(800.0, 50.0)), None);
        assert_eq!(layout.square_at(Point::new(50.0, 799.9)), Some(sq("a1")));
    }

    #[test]
    fn arrow_steps_follow_the_screen_not_the_board() {
        let white = Layout::new(8, 8, Rotation::Deg0);
        assert_eq!(white.step(sq("e4"), Direction::Up), Some(sq("e5")));
        assert_eq!(white.step(sq("e4"), Direction::Left), Some(sq("d4")));
        assert_eq!(white.step(sq("a4"), Direction::Left), None);
        let black = Layout::new(8, 8, Rotation::Deg180);
        assert_eq!(black.step(sq("e4"), Direction::Up), Some(sq("e3")));
        assert_eq!(black.step(sq("e4"), Direction::Left), Some(sq("f4")));
        assert_eq!(black.step(sq("e1"), Direction::Up), None);
        let blue = Layout::new(14, 14, Rotation::Deg90);
        assert_eq!(blue.step(sq("a7"), Direction::Up), Some(sq("b7")));
        assert_eq!(blue.step(sq("a7"), Direction::Right), Some(sq("a6")));
    }

    #[test]
    fn pixels_map_to_user_units_with_letterboxing() {
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let p = layout.from_pixels(200.0, 200.0, 400.0, 400.0).unwrap();
        assert_eq!(p, Point::new(400.0, 400.0));
        // A wide box centres the square drawing horizontally.
        let p = layout.from_pixels(100.0, 0.0, 600.0, 400.0).unwrap();
        assert_eq!(p, Point::new(0.0, 0.0));
        assert_eq!(layout.from_pixels(1.0, 1.0, 0.0, 400.0), None);
    }
}
