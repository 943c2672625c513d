//! The cross on the shared [`Board`]: each seat's view turned so its army
//! sits at the bottom, the four armies in their own palettes with a shape
//! mark on every man (they stay apart without hue), and a badge on a
//! player's allies in that player's own view only.

use leptos::prelude::*;

use crate::engine::men::Army;
use crate::games::board_view::BoardView;
use crate::ui::board::{Board, Choice, Palettes, Rotation};

/// The rotation that puts `army`'s edge of the cross at the bottom.
pub fn rotation_for(army: Army) -> Rotation {
    match army {
        Army::White => Rotation::Deg0,
        Army::Blue => Rotation::Deg90,
        Army::Black => Rotation::Deg180,
        Army::Red => Rotation::Deg270,
    }
}

/// The cross as `bottom`'s army sees it. `allies` carry a badge (pass them
/// only in that player's own view); without `on_move` the board only shows.
#[component]
pub fn Cross(
    board: BoardView,
    bottom: Army,
    #[prop(optional)] allies: Vec<Army>,
    #[prop(optional, into)] on_move: Option<Callback<Choice>>,
) -> impl IntoView {
    let enabled = on_move.is_some();
    let on_choice = Callback::new(move |choice: Choice| {
        if let Some(on_move) = on_move {
            on_move.run(choice);
        }
    });
    view! {
        <div class="cross-board">
            <Board
                view=Signal::stored(board)
                rotation=Signal::stored(rotation_for(bottom))
                palettes=Signal::stored(Palettes::default())
                marked=Signal::stored(true)
                badged=Signal::stored(allies)
                enabled=Signal::stored(enabled)
                on_choice
            />
        </div>
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
