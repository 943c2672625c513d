//! Chess's own notations read onto the shared table: a PGN or a FEN,
//! pasted or opened from a file, with the players a PGN names.

use crate::games::RuleError;
use crate::games::pass_table::Sitting;
use crate::games::standard::Standard;
use crate::ui::shell::Unplayed;

/// Reads a PGN or a FEN; `None` for JSON (a save, left to the shared
/// table).
pub fn read(text: &str) -> Option<Result<Unplayed<Standard>, RuleError>> {
    if text.trim_start().starts_with('{') {
        return None;
    }
    Some(
        Standard::import(text)
            .map(|imported| (imported.start, imported.actions))
            .map_err(RuleError::new),
    )
}

/// The players a PGN names, White and Black ("White" and "Black" when it
/// names nobody; one person when both sides bear the same name).
pub fn sitting(text: &str) -> Option<Sitting> {
    let names = Standard::import(text).ok()?.names;
    let [white, black] = names.map(|name| name.trim().to_string());
    let white = if white.is_empty() {
        "White".into()
    } else {
        white
    };
    let black = if black.is_empty() {
        "Black".into()
    } else {
        black
    };
    Some(if white == black {
        // One person played both sides under one name.
        Sitting {
            people: vec![white],
            holders: vec![0, 0],
            computers: Vec::new(),
        }
    } else {
        Sitting::one_each(vec![white, black])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::shell::store;

    #[test]
    fn a_pgn_or_fen_opens_with_its_players_and_junk_says_what_it_is_not() {
        let pgn = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *";
        let table = store::decode::<Standard>(pgn, 0.0).unwrap();
        assert_eq!(table.game().sans(), ["e4", "e5", "Nf3"]);
        assert_eq!((table.holder_name(0), table.holder_name(1)), ("Ann", "Bob"));
        let fen = store::decode::<Standard>("8/8/8/8/8/8/8/K1k5 w - - 0 1", 0.0);
        assert!(fen.is_ok());
        let error = store::decode::<Standard>("this is not chess", 0.0).unwrap_err();
        assert!(
            error.contains("neither a FEN nor a readable PGN"),
            "{error}"
        );
        let shared = store::encode(&table, 0.0);
        assert!(read(&shared).is_none(), "the shared table's own save");
        assert_eq!(
            store::decode::<Standard>(&shared, 0.0)
                .unwrap()
                .game()
                .sans(),
            ["e4", "e5", "Nf3"]
        );
    }

    #[test]
    fn a_pgn_without_names_seats_white_and_black_and_one_name_is_one_person() {
        let nameless = store::decode::<Standard>("1. d4 d5 *", 0.0).unwrap();
        assert_eq!(nameless.sitting().people, ["White", "Black"]);
        assert_eq!(nameless.sitting().holders, [0, 1]);
        let alone = "[White \"Ann\"]\n[Black \"Ann\"]\n\n1. d4 d5 *";
        let alone = store::decode::<Standard>(alone, 0.0).unwrap();
        assert_eq!(alone.sitting().people, ["Ann"]);
        assert_eq!(alone.sitting().holders, [0, 0]);
    }
}
