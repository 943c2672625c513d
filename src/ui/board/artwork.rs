//! Parlour's own drawings of the men: SVG paths in a 100 x 100 box, in two
//! styles, and the checker a man hides as in Cloak and Dagger. They are
//! painted by CSS variables (`--man-fill`, `--man-line`, `--man-detail`)
//! that each palette class sets, so any army colour works.

use super::geometry::decimal;

use crate::engine::men::Kind;

use super::figure::Figure;
use super::theme::{Palette, PieceStyle};

/// How a part of a drawing is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// Filled with the army colour and outlined.
    Body,
    /// Filled with the contrasting detail colour (eyes, emblems).
    Detail,
    /// A stroke in the detail colour, no fill (slits, bands).
    Line,
}

impl Paint {
    /// The CSS class of the part.
    pub fn class(self) -> &'static str {
        match self {
            Paint::Body => "man-body",
            Paint::Detail => "man-detail",
            Paint::Line => "man-line",
        }
    }
}

/// One part of a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub paint: Paint,
    pub d: &'static str,
}

const fn body(d: &'static str) -> Part {
    Part {
        paint: Paint::Body,
        d,
    }
}

const fn detail(d: &'static str) -> Part {
    Part {
        paint: Paint::Detail,
        d,
    }
}

const fn line(d: &'static str) -> Part {
    Part {
        paint: Paint::Line,
        d,
    }
}

/// The rounded foot every classic man stands on.
const CLASSIC_FOOT: &str = "M22 88C22 81 27 77 34 76H66C73 77 78 81 78 88Z";

const CLASSIC_PAWN: [Part; 2] = [
    body(
        "M33 77C35 66 41 58 43 51H38C38 46 42 44 44 43A13 13 0 1 1 56 43C58 44 62 46 62 51H57C59 58 65 66 67 77Z",
    ),
    body(CLASSIC_FOOT),
];

const CLASSIC_KNIGHT: [Part; 4] = [
    body(
        "M31 77C33 66 41 60 45 52C39 53 34 55 30 59C25 63 18 58 20 52C23 43 30 35 36 28L35 16L43 22L47 15L51 22C64 25 73 38 72 54C71 63 69 70 71 77Z",
    ),
    detail("M37 35a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0Z"),
    line("M55 27C63 34 66 44 64 56"),
    body(CLASSIC_FOOT),
];

const CLASSIC_BISHOP: [Part; 5] = [
    body("M44 15a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z"),
    body("M50 21C63 29 68 41 63 54L61 59H39L37 54C32 41 37 29 50 21Z"),
    line("M56 32L47 44"),
    body("M37 59H63V66H59C60 71 64 74 67 77H33C36 74 40 71 41 66H37Z"),
    body(CLASSIC_FOOT),
];

const CLASSIC_ROOK: [Part; 3] = [
    body("M28 18H38V25H45V18H55V25H62V18H72V35L65 41V64L71 77H29L35 64V41L28 35Z"),
    line("M35 41H65M35 64H65"),
    body(CLASSIC_FOOT),
];

const CLASSIC_QUEEN: [Part; 8] = [
    body("M31 68L25 31L37 50L38 25L45 48L50 20L55 48L62 25L63 50L75 31L69 68Z"),
    body("M21 30a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z"),
    body("M33.5 24a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z"),
    body("M45.5 18a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z"),
    body("M57.5 24a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z"),
    body("M70 30a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z"),
    body("M31 68H69L67 77H33Z"),
    body(CLASSIC_FOOT),
];

const CLASSIC_KING: [Part; 4] = [
    body("M47 8H53V14H59V20H53V29H47V20H41V14H47Z"),
    body("M50 38C44 28 27 27 26 40C25 51 34 58 35 68H65C66 58 75 51 74 40C73 27 56 28 50 38Z"),
    body("M35 68H65L67 77H33Z"),
    body(CLASSIC_FOOT),
];

const GEOMETRIC_PAWN: [Part; 2] = [
    body("M36 36a14 14 0 1 0 28 0a14 14 0 1 0 -28 0Z"),
    body("M30 86L40 52H60L70 86Z"),
];

const GEOMETRIC_KNIGHT: [Part; 2] = [
    body("M28 86H72V30L50 14L24 40L32 52L50 44L30 74Z"),
    detail("M44 28a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z"),
];

const GEOMETRIC_BISHOP: [Part; 3] = [
    body("M50 12L70 44L50 70L30 44Z"),
    line("M56 32L46 46"),
    body("M30 86L40 70H60L70 86Z"),
];

const GEOMETRIC_ROOK: [Part; 1] = [body("M26 86H74V16H63V28H56V16H44V28H37V16H26Z")];

const GEOMETRIC_QUEEN: [Part; 1] = [body("M28 86H72L64 48L76 20L57 36L50 12L43 36L24 20L36 48Z")];

const GEOMETRIC_KING: [Part; 2] = [
    body("M44 8H56V18H66V30H56V40H44V30H34V18H44Z"),
    body("M26 86H74L62 44H38Z"),
];

/// The drawing of a man of `kind` in `style`.
pub fn parts(style: PieceStyle, kind: Kind) -> &'static [Part] {
    match (style, kind) {
        (PieceStyle::Classic, Kind::Pawn) => &CLASSIC_PAWN,
        (PieceStyle::Classic, Kind::Knight) => &CLASSIC_KNIGHT,
        (PieceStyle::Classic, Kind::Bishop) => &CLASSIC_BISHOP,
        (PieceStyle::Classic, Kind::Rook) => &CLASSIC_ROOK,
        (PieceStyle::Classic, Kind::Queen) => &CLASSIC_QUEEN,
        (PieceStyle::Classic, Kind::King) => &CLASSIC_KING,
        (PieceStyle::Geometric, Kind::Pawn) => &GEOMETRIC_PAWN,
        (PieceStyle::Geometric, Kind::Knight) => &GEOMETRIC_KNIGHT,
        (PieceStyle::Geometric, Kind::Bishop) => &GEOMETRIC_BISHOP,
        (PieceStyle::Geometric, Kind::Rook) => &GEOMETRIC_ROOK,
        (PieceStyle::Geometric, Kind::Queen) => &GEOMETRIC_QUEEN,
        (PieceStyle::Geometric, Kind::King) => &GEOMETRIC_KING,
    }
}

/// A checker, the drawing of a man whose kind the viewer does not know
/// (in either style): a disc in the army's colour with a ring inside, his
/// number written in the ring ([`CHECKER_NUMBER`]). The ring sits a little
/// high, leaving room below it for the palette's emblem.
pub const CHECKER: [Part; 2] = [
    body("M9 50a41 41 0 1 0 82 0a41 41 0 1 0 -82 0Z"),
    line("M24 47a26 26 0 1 0 52 0a26 26 0 1 0 -52 0Z"),
];

/// The drawing of a man as the viewer sees him: a [`CHECKER`] when his
/// kind is hidden, else his kind in `style`.
pub fn figure_parts(style: PieceStyle, figure: &Figure) -> &'static [Part] {
    figure.kind.map_or(&CHECKER, |kind| parts(style, kind))
}

/// Where a number is written in the 100 x 100 box: its centre and its
/// font size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Writing {
    /// Centre, across.
    pub x: f64,
    /// Centre, down.
    pub y: f64,
    /// Font size.
    pub size: f64,
}

/// A hidden man's number, large in the middle of his checker.
pub const CHECKER_NUMBER: Writing = Writing {
    x: 50.0,
    y: 47.0,
    size: 36.0,
};

/// The tag a known man wearing a number carries (he is a checker to the
/// other players): a small checker in the top left corner, his number
/// written on it ([`TAG_NUMBER`]).
pub const TAG: &str = "M2 17a15 15 0 1 0 30 0a15 15 0 1 0 -30 0Z";

/// The number on a [`TAG`].
pub const TAG_NUMBER: Writing = Writing {
    x: 17.0,
    y: 17.0,
    size: 21.0,
};

/// A small shape on a bright army's men, so the armies differ by more than
/// colour: blue a disc, red a square, green a triangle, yellow a diamond.
/// White and black need none (see [`mark`] for a board that wants one on
/// every army).
pub fn emblem(palette: Palette) -> Option<&'static str> {
    match palette {
        Palette::White | Palette::Black => None,
        bright => Some(mark(bright)),
    }
}

/// A small shape for every palette, for boards where several armies must
/// be told apart without hue (the four armies of the cross): the bright
/// palettes' emblems, white a ring, black a bar.
pub fn mark(palette: Palette) -> &'static str {
    match palette {
        Palette::White => {
            "M43 82a7 7 0 1 0 14 0a7 7 0 1 0 -14 0ZM47 82a3 3 0 1 1 6 0a3 3 0 1 1 -6 0Z"
        }
        Palette::Black => "M40 79.5H60V84.5H40Z",
        Palette::Blue => "M45 82a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z",
        Palette::Red => "M45.5 77.5H54.5V86.5H45.5Z",
        Palette::Green => "M50 76L56 87H44Z",
        Palette::Yellow => "M50 76L56 82L50 88L44 82Z",
    }
}

/// The badge drawn on the men of armies a board marks out (a player's
/// allies in that player's own view): a small star in the top right corner.
pub const BADGE: &str =
    "M84 4L87.2 12.6L96.4 13L89.2 18.6L91.7 27.5L84 22.4L76.3 27.5L78.8 18.6L71.6 13L80.8 12.6Z";

/// A number of a path (`12`, `-3.5`, `.5`): digits, at most one point
/// and a leading minus; 0 for anything else. Read by hand, not by Rust's
/// float parsing, which would cost every build's wasm some 15 KB.
fn path_number(text: &str) -> f64 {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let mut value = 0.0;
    let mut place: Option<f64> = None;
    for c in digits.bytes() {
        match c {
            b'0'..=b'9' => {
                let digit = f64::from(c - b'0');
                match place.as_mut() {
                    None => value = value * 10.0 + digit,
                    Some(place) => {
                        *place /= 10.0;
                        value += digit * *place;
                    }
                }
            }
            b'.' if place.is_none() => place = Some(1.0),
            _ => return 0.0,
        }
    }
    if negative { -value } else { value }
}

/// `d`, a path drawn in the 100 x 100 box, moved so that the box's top-left
/// corner is at (`dx`, `dy`): its absolute coordinates are shifted, its
/// relative ones kept. Drawing each man with his coordinates in his paths,
/// rather than under a transform, spares the browser a paint chunk per man.
pub fn shifted(d: &str, dx: f64, dy: f64) -> String {
    let mut out = String::with_capacity(d.len() + 24);
    let mut command = 'M';
    let mut index = 0;
    let mut rest = d;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_alphabetic() {
            command = c;
            index = 0;
            out.push(c);
            rest = &rest[1..];
            continue;
        }
        if !(c.is_ascii_digit() || c == '.' || c == '-') {
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let mut dot = false;
        let end = rest
            .char_indices()
            .find(|&(at, ch)| match ch {
                '-' => at > 0,
                '.' if dot => true,
                '.' => {
                    dot = true;
                    false
                }
                ch => !ch.is_ascii_digit(),
            })
            .map_or(rest.len(), |(at, _)| at);
        let value = path_number(&rest[..end]);
        rest = &rest[end..];
        let shift = match (command, index) {
            ('M' | 'L' | 'C' | 'S' | 'Q' | 'T', i) if i % 2 == 0 => dx,
            ('M' | 'L' | 'C' | 'S' | 'Q' | 'T', _) | ('V', _) => dy,
            ('H', _) => dx,
            ('A', i) if i % 7 == 5 => dx,
            ('A', i) if i % 7 == 6 => dy,
            _ => 0.0,
        };
        index += 1;
        if out.ends_with(|ch: char| ch.is_ascii_digit() || ch == '.') {
            out.push(' ');
        }
        out.push_str(&decimal(value + shift, 3));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_numbers_are_read_as_written() {
        assert_eq!(path_number("12"), 12.0);
        assert_eq!(path_number("-3.5"), -3.5);
        assert_eq!(path_number(".5"), 0.5);
        assert_eq!(path_number("0.25"), 0.25);
        assert_eq!(path_number("1.2.3"), 0.0);
        assert_eq!(path_number(""), 0.0);
    }

    #[test]
    fn a_shifted_path_moves_its_absolute_coordinates_only() {
        assert_eq!(
            shifted("M33 77C35 66 41 58 43 51H38V46L62 51Z", 100.0, 200.0),
            "M133 277C135 266 141 258 143 251H138V246L162 251Z"
        );
        // An arc's radii, rotation and flags stay; its end point moves.
        assert_eq!(
            shifted("M44 43A13 13 0 1 1 56 43Z", 100.0, 0.0),
            "M144 43A13 13 0 1 1 156 43Z"
        );
        // Relative commands stay, a second subpath moves, fractions keep.
        assert_eq!(
            shifted("M43 82a7 7 0 1 0 14 0ZM47.5 82h-6", 0.0, 100.0),
            "M43 182a7 7 0 1 0 14 0ZM47.5 182h-6"
        );
        assert_eq!(shifted(BADGE, 0.0, 0.0), BADGE);
    }

    #[test]
    fn every_drawing_moves_whole() {
        for style in PieceStyle::ALL {
            for kind in Kind::ALL {
                for part in parts(style, kind) {
                    let there = shifted(part.d, 700.0, 300.0);
                    assert_eq!(
                        shifted(&there, -700.0, -300.0),
                        part.d,
                        "{style:?} {kind:?}"
                    );
                }
            }
        }
        for d in CHECKER.iter().map(|p| p.d).chain([TAG]) {
            assert_eq!(shifted(&shifted(d, 700.0, 300.0), -700.0, -300.0), d);
        }
    }

    #[test]
    fn every_kind_has_a_distinct_drawing_in_each_style_inside_the_box() {
        for style in PieceStyle::ALL {
            let mut seen = std::collections::HashSet::new();
            for kind in Kind::ALL {
                let drawing = parts(style, kind);
                assert!(
                    drawing.iter().any(|p| p.paint == Paint::Body),
                    "{style:?} {kind:?}"
                );
                assert!(
                    seen.insert(drawing[0].d),
                    "{style:?} {kind:?} repeats a shape"
                );
                for part in drawing {
                    assert!(part.d.starts_with('M'));
                    for number in part.d.split(|c: char| !(c.is_ascii_digit() || c == '.')) {
                        if let Ok(value) = number.parse::<f64>() {
                            assert!(value <= 100.0, "{style:?} {kind:?}: {value}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_hidden_man_is_drawn_as_a_checker_whatever_his_stand_in_kind() {
        let hidden = Figure {
            army: crate::engine::men::Army::White,
            kind: None,
            label: Some("3".into()),
        };
        for style in PieceStyle::ALL {
            let drawing = figure_parts(style, &hidden);
            assert_eq!(drawing, &CHECKER);
            for kind in Kind::ALL {
                for part in drawing {
                    assert!(
                        !parts(style, kind).contains(part),
                        "{style:?}: a checker shares a part with the {kind:?}"
                    );
                }
            }
            let known = Figure {
                kind: Some(Kind::Knight),
                ..hidden.clone()
            };
            assert_eq!(figure_parts(style, &known), parts(style, Kind::Knight));
        }
    }

    #[test]
    fn only_the_bright_palettes_carry_distinct_emblems() {
        let emblems: Vec<_> = Palette::ALL.iter().filter_map(|&p| emblem(p)).collect();
        assert_eq!(emblems.len(), 4);
        let distinct: std::collections::HashSet<_> = emblems.iter().collect();
        assert_eq!(distinct.len(), 4);
    }

    #[test]
    fn every_palette_has_its_own_mark_and_the_bright_ones_keep_their_emblem() {
        let marks: std::collections::HashSet<_> = Palette::ALL.iter().map(|&p| mark(p)).collect();
        assert_eq!(marks.len(), Palette::ALL.len());
        for palette in Palette::ALL {
            if let Some(emblem) = emblem(palette) {
                assert_eq!(emblem, mark(palette));
            }
        }
    }
}
