//! The board's coordinates: file letters along the bottom edge and rank
//! numbers along the left edge of the drawing, as it is turned. Each label
//! sits in a corner of the edge square it names, so the board keeps its
//! size; on a board with holes (the cross) a label goes on the first square
//! the file or rank has from that edge.

use super::geometry::{Layout, Point, SQUARE, Square};

/// One letter or number drawn in a corner of an edge square.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeLabel {
    /// What it says: a file's letter or a rank's number.
    pub text: String,
    /// Where its text is anchored, in board user units.
    pub at: Point,
    /// Whether it stands on a light square (it is then drawn dark).
    pub on_light: bool,
    /// Whether it is a label of the bottom edge (anchored at its end) or
    /// of the left edge (anchored at its start).
    pub bottom: bool,
}

/// Distance of a label from its square's edges, in user units.
const INSET: f64 = SQUARE * 0.06;
/// The height of a label's text, in user units.
pub const TEXT_SIZE: f64 = SQUARE * 0.2;

/// The labels of a board drawn in `layout` without the squares named in
/// `holes`: one per column of the drawing at the bottom, one per row at the
/// left.
pub fn edge_labels(layout: Layout, holes: &[String]) -> Vec<EdgeLabel> {
    let present = |square: Square| !holes.contains(&square.to_string());
    let quarter_turned = layout.quarter_turned();
    let mut labels = Vec::new();
    for column in 0..layout.columns() {
        let lowest = (0..layout.rows())
            .rev()
            .filter_map(|row| layout.square_at_cell(column, row))
            .find(|&square| present(square));
        if let Some(square) = lowest {
            let corner = layout.origin(square);
            labels.push(EdgeLabel {
                text: if quarter_turned {
                    (square.rank + 1).to_string()
                } else {
                    square.file_letter().to_string()
                },
                at: Point::new(corner.x + SQUARE - INSET, corner.y + SQUARE - INSET),
                on_light: light(square),
                bottom: true,
            });
        }
    }
    for row in 0..layout.rows() {
        let leftmost = (0..layout.columns())
            .filter_map(|column| layout.square_at_cell(column, row))
            .find(|&square| present(square));
        if let Some(square) = leftmost {
            let corner = layout.origin(square);
            labels.push(EdgeLabel {
                text: if quarter_turned {
                    square.file_letter().to_string()
                } else {
                    (square.rank + 1).to_string()
                },
                at: Point::new(corner.x + INSET, corner.y + INSET + TEXT_SIZE),
                on_light: light(square),
                bottom: false,
            });
        }
    }
    labels
}

/// Whether a square is drawn light (a1 is dark).
fn light(square: Square) -> bool {
    (square.file + square.rank) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::geometry::Rotation;

    fn texts(labels: &[EdgeLabel], bottom: bool) -> Vec<String> {
        labels
            .iter()
            .filter(|l| l.bottom == bottom)
            .map(|l| l.text.clone())
            .collect()
    }

    #[test]
    fn an_upright_board_has_files_below_and_ranks_on_the_left() {
        let labels = edge_labels(Layout::new(8, 8, Rotation::Deg0), &[]);
        assert_eq!(texts(&labels, true).concat(), "abcdefgh");
        assert_eq!(texts(&labels, false).concat(), "87654321");
        // "a" sits in a1's bottom-right corner; a1 is dark, so "a" is light.
        let a = &labels[0];
        assert_eq!(a.at, Point::new(SQUARE - INSET, 8.0 * SQUARE - INSET));
        assert!(!a.on_light);
        // "8" sits in a8's top-left corner, a light square.
        let eight = labels.iter().find(|l| l.text == "8").unwrap();
        assert_eq!(eight.at, Point::new(INSET, INSET + TEXT_SIZE));
        assert!(eight.on_light);
    }

    #[test]
    fn the_labels_turn_with_the_board() {
        let flipped = edge_labels(Layout::new(8, 8, Rotation::Deg180), &[]);
        assert_eq!(texts(&flipped, true).concat(), "hgfedcba");
        assert_eq!(texts(&flipped, false).concat(), "12345678");
        // A quarter turn lays the ranks along the bottom.
        let turned = edge_labels(Layout::new(8, 8, Rotation::Deg90), &[]);
        assert_eq!(texts(&turned, true).concat(), "87654321");
        assert_eq!(texts(&turned, false).concat(), "hgfedcba");
        let other_way = edge_labels(Layout::new(8, 8, Rotation::Deg270), &[]);
        assert_eq!(texts(&other_way, true).concat(), "12345678");
        assert_eq!(texts(&other_way, false).concat(), "abcdefgh");
    }

    #[test]
    fn on_the_cross_a_label_goes_on_the_first_square_its_file_or_rank_has() {
        // The 14 x 14 cross: three by three holes in each corner.
        let mut holes = Vec::new();
        for file in 0..14u8 {
            for rank in 0..14u8 {
                let corner_file = !(3..11).contains(&file);
                let corner_rank = !(3..11).contains(&rank);
                if corner_file && corner_rank {
                    holes.push(Square::new(file, rank).to_string());
                }
            }
        }
        let labels = edge_labels(Layout::new(14, 14, Rotation::Deg0), &holes);
        assert_eq!(texts(&labels, true).concat(), "abcdefghijklmn");
        assert_eq!(texts(&labels, false).len(), 14);
        // File a's label is on a4, at the bottom of its arm; d's on d1.
        let a = labels.iter().find(|l| l.text == "a").unwrap();
        assert_eq!(a.at.y, 11.0 * SQUARE - INSET);
        let d = labels.iter().find(|l| l.text == "d").unwrap();
        assert_eq!(d.at.y, 14.0 * SQUARE - INSET);
        // Rank 14's label is on d14, at the left of the top arm.
        let top = labels.iter().find(|l| l.text == "14").unwrap();
        assert_eq!(top.at.x, 3.0 * SQUARE + INSET);
    }
}
