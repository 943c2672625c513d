//! How the cross is turned: each seat's view puts its army at the bottom
//! (the table draws it with the armies' palettes, a shape mark on every
//! man and a badge on the viewer's allies: [`super::table`]).

use crate::engine::men::Army;
use crate::ui::board::Rotation;

/// The rotation that puts `army`'s edge of the cross at the bottom.
pub fn rotation_for(army: Army) -> Rotation {
    match army {
        Army::White => Rotation::Deg0,
        Army::Blue => Rotation::Deg90,
        Army::Black => Rotation::Deg180,
        Army::Red => Rotation::Deg270,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::geometry::{Layout, SQUARE, Square};

    #[test]
    fn every_army_sits_at_the_bottom_of_its_own_view_rook_left_king_right() {
        // [army, rook, king] from the rulings' setup.
        let setups = [
            (Army::White, "f1", "i1"),
            (Army::Blue, "a9", "a6"),
            (Army::Black, "i14", "f14"),
            (Army::Red, "n6", "n9"),
        ];
        for (army, rook, king) in setups {
            let layout = Layout::new(14, 14, rotation_for(army));
            let rook = layout.origin(Square::parse(rook).unwrap());
            let king = layout.origin(Square::parse(king).unwrap());
            assert_eq!(king.y, 13.0 * SQUARE, "{army:?}'s king on the bottom row");
            assert_eq!(rook.y, king.y);
            assert!(rook.x < king.x, "{army:?}: rook on the left");
        }
    }
}
