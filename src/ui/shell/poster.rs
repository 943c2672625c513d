//! An embedded replay's first picture, carried in its address
//! (`&poster=`): the page draws it before the app arrives (`index.html`,
//! with the figures of `crate::ui::prerender`), so a frame shows its board
//! at once on a slow connection. The app itself never reads it.
//!
//! Boards are parted by `_`. A board is its size (`8x8`), then, each after
//! a `.`, its holes (`-a1`, the cross's corners) and its men: the army's
//! letter (`w` white, `u` blue, `b` black, `r` red), the kind's (`K` `Q`
//! `R` `B` `N` `P`, `x` for a checker whose kind the picture does not
//! show) and the square: `wKe1`. Every character is safe in an address.

use super::preview::{BoardPicture, PictureMan};
use crate::engine::men::Kind;
use crate::games::{Game, Viewer};

/// The poster of `game` as everybody may see it once it is over (its
/// replay's view): every board, every man.
pub fn poster_of<G: Game>(game: &G) -> String {
    let boards: Vec<BoardPicture> = game
        .boards(Viewer::Everything)
        .iter()
        .map(BoardPicture::of)
        .collect();
    poster(&boards)
}

/// `boards` written as a poster.
pub fn poster(boards: &[BoardPicture]) -> String {
    boards
        .iter()
        .map(|board| {
            let mut text = format!("{}x{}", board.files, board.ranks);
            for hole in &board.holes {
                text.push_str(&format!(".-{hole}"));
            }
            for PictureMan(square, army, kind) in &board.men {
                let kind = kind.map_or('x', Kind::letter);
                text.push_str(&format!(".{}{kind}{square}", army.letter()));
            }
            text
        })
        .collect::<Vec<_>>()
        .join("_")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::Army;
    use crate::games::four_player::{FourPlayer, Options};
    use crate::games::standard::Standard;

    #[test]
    fn the_chess_start_is_one_board_of_thirty_two_men() {
        let text = poster_of(&Standard::new());
        let tokens: Vec<&str> = text.split('.').collect();
        assert_eq!(tokens[0], "8x8");
        assert_eq!(tokens.len(), 33, "{text}");
        assert!(tokens.contains(&"wKe1") && tokens.contains(&"bQd8") && tokens.contains(&"bPh7"));
        assert!(!text.contains('_'), "one board");
        assert!(
            text.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c)),
            "safe in an address: {text}"
        );
    }

    #[test]
    fn the_cross_keeps_its_holes_and_every_army() {
        let text = poster_of(&FourPlayer::new(Options::default(), 7).unwrap());
        assert!(text.starts_with("14x14."), "{text}");
        assert_eq!(text.matches(".-").count(), 36, "the four 3x3 corners");
        for army in ["w", "u", "b", "r"] {
            assert_eq!(
                text.matches(&format!(".{army}K")).count(),
                1,
                "{army}: {text}"
            );
        }
    }

    #[test]
    fn a_checker_is_written_without_his_kind() {
        let board = BoardPicture {
            files: 8,
            ranks: 8,
            holes: Vec::new(),
            men: vec![
                PictureMan("b1".into(), Army::White, None),
                PictureMan("e8".into(), Army::Black, Some(Kind::King)),
            ],
        };
        assert_eq!(
            poster(&[board.clone(), board]),
            "8x8.wxb1.bKe8_8x8.wxb1.bKe8"
        );
    }
}
