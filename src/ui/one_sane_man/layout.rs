//! Where each board of the ring goes on the map of the ring: the boards on
//! a circle around the centre, each turned by quarter turns (the board
//! component's [`Rotation`]) so its White player sits on one side and its
//! Black player on the other, and the players between their boards. The
//! board to move is drawn upright in front of the map ([`super::ring`]).
//! Pure maths, so it tests natively.

use std::f64::consts::{FRAC_1_SQRT_2, PI, SQRT_2};

use crate::ui::board::Rotation;
use crate::ui::board::geometry::{cos, sin};

/// The map is drawn in a square of this many user units.
pub const TABLE: f64 = 1000.0;

/// Where one board is drawn: its centre, its side, and which of its edges
/// is at the bottom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// The board's number (from 1).
    pub board: usize,
    pub x: f64,
    pub y: f64,
    pub side: f64,
    pub rotation: Rotation,
}

/// How much room a board leaves round it, as a share of its side (for the
/// players' names and stockpile counts).
const ROOM: f64 = 1.35;

/// Where a player sits: a point on the ring between their two boards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatSpot {
    pub x: f64,
    pub y: f64,
}

/// The boards in ring order (by number); returns one placement per board,
/// in ring order.
pub fn place_ring(boards: &[usize]) -> Vec<Placement> {
    let count = boards.len().max(1);
    let (radius, side) = ring_size(count);
    let centre = TABLE / 2.0;
    boards
        .iter()
        .enumerate()
        .map(|(place, &board)| {
            let angle = board_angle(place, count);
            Placement {
                board,
                x: centre + radius * cos(angle.to_radians()),
                y: centre + radius * sin(angle.to_radians()),
                side,
                // White's side of the board faces the seat before it on the
                // ring, Black's the seat after it.
                rotation: quarter_turn(angle + 180.0),
            }
        })
        .collect()
}

/// The board rotation nearest to turning the upright board (White at the
/// bottom) `clockwise` degrees on screen. Within 45 degrees of the wanted
/// turn, White's edge still leans toward the wanted side.
fn quarter_turn(clockwise: f64) -> Rotation {
    let quarters = (clockwise / 90.0).round().rem_euclid(4.0) as u16;
    // A clockwise quarter turn brings file h (the east edge) to the bottom.
    match quarters {
        0 => Rotation::Deg0,
        1 => Rotation::Deg270,
        2 => Rotation::Deg180,
        _ => Rotation::Deg90,
    }
}

/// Where the White player of the board at ring place `place` sits (the
/// Black player of the board before it).
pub fn seat_spot(place: usize, count: usize) -> SeatSpot {
    let count = count.max(1);
    let (radius, side) = ring_size(count);
    let angle = (board_angle(place, count) - 180.0 / count as f64).to_radians();
    let reach = radius + side * FRAC_1_SQRT_2 * 0.5;
    SeatSpot {
        x: TABLE / 2.0 + reach * cos(angle),
        y: TABLE / 2.0 + reach * sin(angle),
    }
}

/// The angle (degrees, clockwise from the right on screen) of ring place
/// `place`: the first board at the bottom, the others round the circle.
fn board_angle(place: usize, count: usize) -> f64 {
    90.0 + place as f64 * 360.0 / count as f64
}

/// The ring's radius and the side of a board for `count` boards: the
/// largest boards that do not touch their neighbours (whatever their turn)
/// and that stay on the map, with room for the players between them.
fn ring_size(count: usize) -> (f64, f64) {
    if count == 1 {
        return (0.0, TABLE * 0.6);
    }
    let sine = sin(PI / count as f64);
    let side = (TABLE / 2.0) * SQRT_2 * sine / (1.0 + ROOM * sine);
    (side / (SQRT_2 * sine), side)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ui::board::geometry::{Layout, Square};

    /// The corners of a placed board (quarter turns keep it axis-aligned).
    fn corners(p: &Placement) -> Vec<(f64, f64)> {
        let half = p.side / 2.0;
        [(-half, -half), (half, -half), (half, half), (-half, half)]
            .iter()
            .map(|&(x, y)| (p.x + x, p.y + y))
            .collect()
    }

    /// The unit vector from the middle of the board toward White's edge, as
    /// the board component draws it at the placement's rotation.
    fn white_direction(p: &Placement) -> (f64, f64) {
        let layout = Layout::new(8, 8, p.rotation);
        let white = layout.centre(Square::parse("e1").unwrap());
        let black = layout.centre(Square::parse("e8").unwrap());
        let (dx, dy) = (white.x - black.x, white.y - black.y);
        let length = (dx * dx + dy * dy).sqrt();
        (dx / length, dy / length)
    }

    #[test]
    fn every_ring_fits_on_the_map_without_overlaps() {
        for count in 2..=8 {
            let boards: Vec<usize> = (1..=count).collect();
            let placed = place_ring(&boards);
            assert_eq!(placed.len(), count);
            assert_eq!(placed.iter().map(|p| p.board).collect::<Vec<_>>(), boards);
            for p in &placed {
                for (x, y) in corners(p) {
                    assert!((0.0..=TABLE).contains(&x) && (0.0..=TABLE).contains(&y));
                }
            }
            // Whatever their turn, boards keep clear of each other.
            for (i, a) in placed.iter().enumerate() {
                for b in &placed[i + 1..] {
                    let distance = ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
                    assert!(distance + 1e-9 >= (a.side + b.side) * FRAC_1_SQRT_2);
                }
            }
        }
    }

    #[test]
    fn each_board_turns_white_toward_its_white_player() {
        for count in 3..=8 {
            let boards: Vec<usize> = (1..=count).collect();
            let placed = place_ring(&boards);
            for (place, p) in placed.iter().enumerate() {
                // The middle of White's edge is nearer the White player's
                // seat than the Black player's.
                let (dx, dy) = white_direction(p);
                let half = p.side / 2.0;
                let white_edge = (p.x + half * dx, p.y + half * dy);
                let white = seat_spot(place, count);
                let black = seat_spot((place + 1) % count, count);
                let to = |s: SeatSpot| {
                    ((s.x - white_edge.0).powi(2) + (s.y - white_edge.1).powi(2)).sqrt()
                };
                assert!(to(white) < to(black), "{count} boards, place {place}");
            }
        }
    }

    #[test]
    fn the_first_board_at_the_bottom_turns_white_toward_the_seat_on_its_right() {
        // The first board sits at the bottom; its White player sits to its
        // right (the seat before it, going round), so White's edge faces right.
        let placed = place_ring(&[1, 2, 3]);
        let first = placed.iter().find(|p| p.board == 1).unwrap();
        let (dx, dy) = white_direction(first);
        assert!(dx > 0.99 && dy.abs() < 1e-9, "{dx} {dy}");
    }
}
