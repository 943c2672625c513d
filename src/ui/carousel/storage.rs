//! Keeping a Carousel table: on this device (resume), as an exported text
//! (import), and as a share link. See [`crate::games::carousel::record`]
//! for what each form holds: a save and an export keep the cards; a link of
//! a running game holds none, and opening it deals the cards again.

use crate::games::carousel::Carousel;
use crate::games::carousel::record::SharedGame;
use crate::games::random::Random;
use crate::games::{Game, RuleError};
use crate::ui::device_store;
use crate::ui::route::Route;

use super::flow::{Stage, Table};

/// Where this device keeps the table in progress.
pub const SAVE_KEY: &str = "parlour.carousel";

/// The text of an exported table (the whole game, cards included).
pub fn export_text(table: &Table) -> String {
    serde_json::to_string(table).unwrap_or_default()
}

/// Reads an exported table, checking every move and card.
pub fn import_text(text: &str) -> Result<Table, RuleError> {
    let table: Table = serde_json::from_str(text.trim())
        .map_err(|error| RuleError::new(format!("this is not a saved Carousel game: {error}")))?;
    let seats = table.game.seat_count();
    match table.stage {
        Stage::Dealing { seat, .. } | Stage::Peeking { seat, .. } if seat >= seats => {
            Err(RuleError::new(format!(
                "the save names seat {seat} of a {seats}-seat table"
            )))
        }
        _ => Ok(table),
    }
}

/// The address that opens `game` elsewhere, without its cards while it runs.
pub fn share_href(game: &Carousel) -> String {
    let shared = serde_json::to_string(&game.share()).unwrap_or_default();
    Route::PlayCarousel {
        shared: Some(shared),
    }
    .href()
}

/// Opens a shared game: a running one is dealt again from `random`.
pub fn open_shared(text: &str, random: Random) -> Result<Table, RuleError> {
    let shared: SharedGame = serde_json::from_str(text).map_err(|error| {
        RuleError::new(format!("this link does not hold a Carousel game: {error}"))
    })?;
    Carousel::from_shared(&shared, random).map(|game| Table::new(game, false))
}

/// The table saved on this device, if any; a damaged save is set aside
/// with a message.
pub fn load() -> Result<Option<Table>, String> {
    let Some(text) = device_store::read(SAVE_KEY) else {
        return Ok(None);
    };
    import_text(&text)
        .map(Some)
        .map_err(|error| device_store::set_aside(SAVE_KEY, &error.0))
}

/// Saves the table on this device, or says why it could not.
pub fn save(table: &Table) -> Result<(), String> {
    device_store::write(SAVE_KEY, &export_text(table))
}

/// Forgets the saved table.
pub fn forget() {
    device_store::remove(SAVE_KEY);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Viewer;
    use crate::ui::route::percent_decode;

    fn table() -> Table {
        let names: Vec<String> = ["Ann", "Bob", "Cy", "Di", "Ed"].map(String::from).to_vec();
        let mut table = Table::new(Carousel::new(&names, Random::seeded(8)).unwrap(), true);
        for _ in 0..5 {
            table.reveal();
            table.hide();
        }
        table.play("e2e4").unwrap();
        table
    }

    #[test]
    fn an_export_imports_to_the_same_table() {
        let table = table();
        let back = import_text(&export_text(&table)).unwrap();
        assert_eq!(back.screen(), table.screen());
        assert_eq!(
            back.game.view(Viewer::Seat(3)),
            table.game.view(Viewer::Seat(3))
        );
        assert!(back.face_player);
    }

    #[test]
    fn bad_imports_say_what_is_wrong() {
        assert!(
            import_text("hello")
                .unwrap_err()
                .0
                .starts_with("this is not a saved Carousel game")
        );
        let mut text = export_text(&table());
        text = text.replace(
            "\"stage\":\"playing\"",
            "\"stage\":\"peeking\",\"seat\":7,\"showing\":false",
        );
        assert_eq!(
            import_text(&text).unwrap_err().0,
            "the save names seat 7 of a 5-seat table"
        );
    }

    #[test]
    fn a_share_link_opens_a_new_deal_without_the_old_cards() {
        let table = table();
        let href = share_href(&table.game);
        let query = href.split_once("?shared=").unwrap().1;
        let text = percent_decode(query).unwrap();
        for card in ["\"white\"", "\"black\"", "\"draw\""] {
            assert!(!text.contains(card), "{card} in {text}");
        }
        let opened = open_shared(&text, Random::seeded(1)).unwrap();
        assert_eq!(opened.game.fen(), table.game.fen());
        assert_eq!(
            opened.stage,
            Stage::Dealing {
                seat: 0,
                showing: false
            },
            "everyone looks at a new card"
        );
        assert!(open_shared("{}", Random::seeded(1)).is_err());
    }
}
