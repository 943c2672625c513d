//! The chess board on the shared table: the game now, or the past position
//! chosen in the move list; turned as the panel's orientation says (by
//! default the side of the person at the device), in the colours and men
//! chosen there.

use leptos::prelude::*;

use super::{ChessDisplay, Orientation};
use crate::games::standard::Standard;
use crate::ui::board::{Board, Rotation};
use crate::ui::shared_code::memo;
use crate::ui::shell::BoardContext;

/// The board.
#[component]
pub fn ChessBoard(context: BoardContext<Standard>) -> impl IntoView {
    let BoardContext {
        board,
        index,
        seat,
        view,
        enabled,
        on_choice,
        on_refused,
        ..
    } = context;
    let display = expect_context::<ChessDisplay>();
    let past = memo(move || {
        view.with(|v| {
            let view = v.as_ref()?;
            let ply = display.past_ply(view.sans.len())?;
            view.board_at(ply)
        })
    });
    let shown = Signal::derive(move || past.get().unwrap_or_else(|| board.get()));
    let rotation = Signal::derive(move || {
        let white_below = match display.orientation.get() {
            Orientation::Mine => seat != Some(1),
            Orientation::White => true,
            Orientation::Black => false,
            Orientation::Turn => view.with(|v| v.as_ref().is_none_or(|v| v.white_to_move())),
        };
        if white_below {
            Rotation::Deg0
        } else {
            Rotation::Deg180
        }
    });
    let enabled = Signal::derive(move || enabled.get() && past.with(Option::is_none));
    view! {
        <div class="chess-board">
            <Board view=shown index rotation theme=display.theme piece_style=display.piece_style
                enabled on_choice on_refused />
        </div>
    }
}
