//! A saved game's small picture: its boards as everybody at the table may
//! see them (the game's public view, so a Cloak and Dagger checker stays
//! a checker and nothing of a hand shows) and the number of moves played,
//! written into the save's header ([`super::store::SaveHeader`]) so the
//! "Saved games" page draws it without replaying the game.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;
use crate::games::{Game, Viewer};
use crate::ui::board::artwork::figure_parts;
use crate::ui::board::figure::Figure;
use crate::ui::board::geometry::{Layout, Rotation, SQUARE, Square, decimal};
use crate::ui::board::theme::PieceStyle;

/// A man in a picture: his square, his army, and what he is, `None` when
/// the public does not know (a checker).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PictureMan(pub String, pub Army, pub Option<Kind>);

/// One board of a picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPicture {
    /// Number of files (columns).
    pub files: u8,
    /// Number of ranks (rows).
    pub ranks: u8,
    /// Squares of the rectangle that do not exist (the cross's corners).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holes: Vec<String>,
    /// The men on it.
    pub men: Vec<PictureMan>,
}

impl BoardPicture {
    /// The picture of a board as one viewer sees it: a man the viewer
    /// does not know keeps no kind.
    pub fn of(board: &BoardView) -> BoardPicture {
        BoardPicture {
            files: board.files,
            ranks: board.ranks,
            holes: board.holes.clone(),
            men: board
                .men
                .iter()
                .map(|man| {
                    let kind = (!man.hidden).then_some(man.kind);
                    PictureMan(man.square.clone(), man.army, kind)
                })
                .collect(),
        }
    }
}

/// What the "Saved games" page shows of a game besides its words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preview {
    /// The moves played so far ([`Game::moves_played`]).
    pub moves: usize,
    /// Every board, as the public view shows it.
    pub boards: Vec<BoardPicture>,
}

impl Preview {
    /// The picture of `game` as it stands, from its public view only.
    pub fn of<G: Game>(game: &G) -> Preview {
        Preview {
            moves: game.moves_played(),
            boards: game
                .boards(Viewer::Public)
                .iter()
                .map(BoardPicture::of)
                .collect(),
        }
    }
}

/// "1 move", "12 moves".
pub fn moves_words(moves: usize) -> String {
    match moves {
        1 => "1 move".to_string(),
        _ => format!("{moves} moves"),
    }
}

/// One board drawn small and still, White's side below: squares and men,
/// nothing to press. Hidden from assistive technology: the words beside
/// it say how the game stands.
#[component]
pub fn BoardThumbnail(
    /// The board.
    board: BoardPicture,
) -> impl IntoView {
    let layout = Layout::new(board.files, board.ranks, Rotation::Deg0);
    let squares = layout
        .squares()
        .filter(|square| {
            !board
                .holes
                .iter()
                .any(|hole| Square::parse(hole) == Some(*square))
        })
        .map(|square| {
            let origin = layout.origin(square);
            let colour = if (square.file + square.rank) % 2 == 1 {
                "square light"
            } else {
                "square dark"
            };
            view! { <rect class=colour x=decimal(origin.x, 2) y=decimal(origin.y, 2) width=decimal(SQUARE, 0) height=decimal(SQUARE, 0) /> }
        })
        .collect_view();
    let men = board
        .men
        .into_iter()
        .filter_map(|PictureMan(name, army, kind)| {
            let square = Square::parse(&name).filter(|&s| layout.contains(s))?;
            let origin = layout.origin(square);
            let figure = Figure {
                army,
                kind,
                label: None,
            };
            let parts = figure_parts(PieceStyle::Classic, &figure);
            Some(view! {
                <g class=format!("man palette-{}", army.name()) data-square=name
                    data-army=army.name() data-kind=figure.kind_name()
                    transform=format!("translate({} {})", decimal(origin.x, 2), decimal(origin.y, 2))>
                    {parts
                        .iter()
                        .map(|part| view! { <path class=part.paint.class() d=part.d /> })
                        .collect_view()}
                </g>
            })
        })
        .collect_view();
    view! {
        <svg class="board-thumbnail" aria-hidden="true" focusable="false"
            viewBox=format!("0 0 {} {}", decimal(layout.width(), 2), decimal(layout.height(), 2))>
            {squares}
            {men}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board_view::ManView;

    #[test]
    fn a_hidden_man_keeps_no_kind_and_a_known_one_keeps_his() {
        let board = BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                ManView::plain("e1", Army::White, Kind::King),
                ManView {
                    square: "b8".into(),
                    army: Army::Black,
                    kind: Kind::Pawn,
                    label: Some("3".into()),
                    hidden: true,
                },
            ],
            ..BoardView::default()
        };
        let picture = BoardPicture::of(&board);
        assert_eq!(
            picture.men,
            vec![
                PictureMan("e1".into(), Army::White, Some(Kind::King)),
                PictureMan("b8".into(), Army::Black, None),
            ]
        );
        let text = serde_json::to_string(&picture).unwrap();
        assert!(!text.contains("pawn"), "{text}");
        assert!(
            !text.contains("holes"),
            "an 8x8 board writes no holes: {text}"
        );
    }

    #[test]
    fn moves_are_counted_in_words() {
        assert_eq!(moves_words(0), "0 moves");
        assert_eq!(moves_words(1), "1 move");
        assert_eq!(moves_words(24), "24 moves");
    }
}
