//! The one save format of the shared table, used alike for the device's
//! saves, exported text and files, and `?shared=` links: a header (game,
//! format version, players, when, how it stands) and the table's
//! [`TableRecord`]. Opening replays the record, so a damaged save is
//! refused with its reason, never half-believed; a save from a newer
//! version of Parlour is refused with a message and kept as it is. A text
//! in one of the game's own notations (chess's PGN and FEN, Carousel's
//! public record of a running game) is read by the game instead
//! ([`TableGame::import`]).

use serde::{Deserialize, Serialize};

use super::TableGame;
use super::preview::Preview;
use crate::games::Game;
use crate::games::clock::TableClock;
use crate::games::pass_table::{PassTable, TableRecord};
use crate::registry::Catalogued;
use crate::ui::catalogue::GameId;
use crate::ui::device_store;

/// The save format this version writes and reads.
pub const FORMAT: u32 = 1;

/// Where the device's saves are kept: this prefix and the save's id.
pub const PREFIX: &str = "parlour.save.";

/// What a save says of itself, readable without the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveHeader {
    /// The game's slug ("coin").
    pub game: String,
    /// The save format ([`FORMAT`] when written by this version).
    pub format: u32,
    /// When it was saved, in milliseconds since 1970.
    pub saved_ms: f64,
    /// The people at the table.
    pub players: Vec<String>,
    /// How the game stands ("White Noble (Ann) to act", "White wins...").
    pub status: String,
    /// The picture of its boards and its number of moves, from the
    /// game's public view; none in saves from before previews.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview: Option<Preview>,
    /// Whether the game is over (the "Saved games" page opens it as its
    /// replay); false in saves from before replays.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub over: bool,
}

impl SaveHeader {
    /// The game, when this version knows it.
    pub fn game_id(&self) -> Option<GameId> {
        GameId::from_slug(&self.game)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Envelope<G: Game> {
    header: SaveHeader,
    table: TableRecord<G>,
}

#[derive(Deserialize)]
struct HeaderOnly {
    header: SaveHeader,
}

/// How `table` stands, in words anyone may read (and whether its clocks
/// are paused).
pub fn status<G: TableGame>(table: &PassTable<G>) -> String {
    if let Some(outcome) = table.game().outcome() {
        return outcome.reason;
    }
    match table.game().to_act() {
        Some(seat) => {
            let label = G::seat_labels().get(seat).cloned().unwrap_or_default();
            let paused = if table.paused() {
                ", the clocks paused"
            } else {
                ""
            };
            let name = table.holder_name(seat);
            // Where seats are the players themselves (Carousel, the ring),
            // the name alone, as the table's turn line reads.
            if G::seats_follow_players() && !name.is_empty() {
                format!("{name} to act{paused}")
            } else {
                format!("{label} ({name}) to act{paused}")
            }
        }
        None => "Stopped".to_string(),
    }
}

/// A moment (milliseconds since 1970) as the person's browser writes a
/// date and time.
pub fn date_words(ms: f64) -> String {
    let date = js_sys::Date::new(&ms.into());
    String::from(date.to_locale_string("default", &js_sys::Object::new()))
}

/// The save text of `table`, saved at `now`, as exported and shared
/// (without a picture, which would only lengthen a share link).
pub fn encode<G: TableGame>(table: &PassTable<G>, now: f64) -> String {
    text(table, now, None)
}

/// The save text of `table` kept on this device at `now`: with the
/// picture of its boards the "Saved games" page shows.
pub fn encode_for_device<G: TableGame>(table: &PassTable<G>, now: f64) -> String {
    text(table, now, Some(Preview::of(table.game())))
}

fn text<G: TableGame>(table: &PassTable<G>, now: f64, preview: Option<Preview>) -> String {
    let envelope = Envelope {
        header: SaveHeader {
            game: G::ID.slug().to_string(),
            format: FORMAT,
            saved_ms: now,
            players: table.sitting().people.clone(),
            status: status(table),
            preview,
            over: table.game().outcome().is_some(),
        },
        table: table.record(),
    };
    serde_json::to_string(&envelope).unwrap_or_default()
}

/// The header of a save text, or why it is none this version can open.
pub fn header(text: &str) -> Result<SaveHeader, String> {
    let HeaderOnly { header } = serde_json::from_str(text.trim())
        .map_err(|_| "This is not a game saved or exported by Parlour.".to_string())?;
    if header.format > FORMAT {
        return Err(format!(
            "This game was saved by a newer version of Parlour (save format {}; this version \
             reads format {FORMAT}). Reload Parlour while online to update it, then open the \
             game again.",
            header.format
        ));
    }
    Ok(header)
}

/// Whether `text` is a save from a newer version of Parlour (to be kept
/// as it is, not set aside as damaged).
pub fn is_newer(text: &str) -> bool {
    serde_json::from_str::<HeaderOnly>(text.trim()).is_ok_and(|h| h.header.format > FORMAT)
}

/// Opens a save text, or a text in one of `G`'s own notations
/// ([`TableGame::import`]), as a table of game `G`, its clocks resuming at
/// `now`.
pub fn decode<G: TableGame>(text: &str, now: f64) -> Result<PassTable<G>, String> {
    if let Some(imported) = G::import(text) {
        let (start, actions) =
            imported.map_err(|error| format!("The game cannot be opened: {error}."))?;
        let record = TableRecord {
            sitting: G::import_players(text).unwrap_or_else(|| G::import_sitting(&start)),
            start,
            actions,
            open_table: false,
            clock: TableClock::new(),
            no_hints: false,
        };
        return PassTable::from_record(record, now)
            .map_err(|error| format!("The game cannot be opened: {error}."));
    }
    let header = header(text)?;
    if header.game != G::ID.slug() {
        let name = header
            .game_id()
            .map_or(header.game.as_str(), |id| id.info().name);
        return Err(format!(
            "This is a {name} game, not {}: open it from the {name} table.",
            G::ID.info().name
        ));
    }
    if header.format != FORMAT {
        return Err(format!(
            "The saved game is damaged (save format {} is none Parlour ever wrote).",
            header.format
        ));
    }
    // Format 1 is the first: a save is read straight into today's shape.
    // When the shape changes, [`FORMAT`] goes up by one and a save of an
    // older format is brought up to it here first, one format at a time
    // (read as a `serde_json::Value` and changed step by step), so that
    // every save ever written keeps opening.
    let envelope: Envelope<G> = serde_json::from_str(text.trim())
        .map_err(|error| format!("The saved game is damaged ({}).", damage(&error)))?;
    PassTable::from_record(envelope.table, now)
        .map_err(|error| format!("The saved game is damaged: {error}."))
}

/// What is wrong in a save text that is JSON, in serde's words, without
/// the place its reading stopped at (a save is one long line, so the
/// place would tell a player nothing).
pub fn damage(error: &serde_json::Error) -> String {
    let words = error.to_string();
    let place = format!(" at line {} column {}", error.line(), error.column());
    words
        .strip_suffix(&place)
        .map_or_else(|| words.clone(), str::to_string)
}

/// A new save's id: the game and the moment.
pub fn new_id(game: GameId, now: f64) -> String {
    format!("{}-{}", game.slug(), now as u64)
}

/// Keeps `text` on this device under `id`, or says why it could not.
pub fn save(id: &str, text: &str) -> Result<(), String> {
    device_store::write(&format!("{PREFIX}{id}"), text)
}

/// The save text under `id`, if there is one.
pub fn load(id: &str) -> Option<String> {
    device_store::read(&format!("{PREFIX}{id}"))
}

/// Forgets the save under `id`.
pub fn remove(id: &str) {
    device_store::remove(&format!("{PREFIX}{id}"));
}

/// Moves the save under `id` aside (it cannot be opened) and returns the
/// message for the player.
pub fn set_aside(id: &str, error: &str) -> String {
    device_store::set_aside(&format!("{PREFIX}{id}"), error)
}

/// Every save on this device, newest first: its id and its header, or why
/// it cannot be read.
pub fn list() -> Vec<(String, Result<SaveHeader, String>)> {
    let Some(storage) = device_store::storage() else {
        return Vec::new();
    };
    let count = storage.length().unwrap_or(0);
    let mut saves: Vec<(String, Result<SaveHeader, String>)> = (0..count)
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter_map(|key| key.strip_prefix(PREFIX).map(str::to_string))
        .map(|id| {
            let header = load(&id).ok_or_else(|| "It has gone.".to_string());
            (id.clone(), header.and_then(|text| self::header(&text)))
        })
        .collect();
    saves.sort_by(|(a_id, a), (b_id, b)| {
        let when =
            |header: &Result<SaveHeader, String>| header.as_ref().map_or(0.0, |h| h.saved_ms);
        when(b).total_cmp(&when(a)).then_with(|| a_id.cmp(b_id))
    });
    saves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::ui::shell::preview::PictureMan;

    #[test]
    fn a_header_from_a_newer_version_is_refused_with_a_way_forward() {
        let text = r#"{"header":{"game":"coin","format":2,"saved_ms":0,"players":[],"status":""},"table":{}}"#;
        let error = header(text).unwrap_err();
        assert!(error.contains("newer version"), "{error}");
        assert!(error.contains("format 2"), "{error}");
        assert!(is_newer(text));
        assert!(!is_newer("{}"));
    }

    #[test]
    fn text_that_is_no_save_is_named_so() {
        for text in ["", "{}", "hello", r#"{"header":{"game":1}}"#] {
            assert_eq!(
                header(text).unwrap_err(),
                "This is not a game saved or exported by Parlour."
            );
        }
    }

    #[test]
    fn the_saves_of_the_tables_before_the_shared_one_are_refused_with_a_message() {
        use crate::engine::random::Random;
        use crate::games::carousel::Carousel;
        use crate::games::four_player::{self, FourPlayer};
        use crate::games::one_sane_man::OneSaneMan;
        use crate::games::standard::Standard;
        const NOT_OURS: &str = "This is not a game saved or exported by Parlour.";
        let four = FourPlayer::new(four_player::Options::default(), 9).unwrap();
        for old in [serde_json::to_string(&four).unwrap(), four.to_text()] {
            assert_eq!(decode::<FourPlayer>(&old, 0.0).unwrap_err(), NOT_OURS);
        }
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        let carousel = Carousel::new(&names, Random::seeded(8)).unwrap();
        let old = format!(
            r#"{{"game":{},"stage":{{"stage":"playing"}},"face_player":true}}"#,
            serde_json::to_string(&carousel).unwrap()
        );
        assert_eq!(decode::<Carousel>(&old, 0.0).unwrap_err(), NOT_OURS);
        let old = "one-sane-man players=3 origin-rule=on\n1:e2e4";
        assert_eq!(decode::<OneSaneMan>(old, 0.0).unwrap_err(), NOT_OURS);
        let old = format!(
            r#"{{"white":"Ann","black":"Bo","start":{0},"game":{0},"computer":null}}"#,
            serde_json::to_string(&Standard::new()).unwrap()
        );
        assert_eq!(decode::<Standard>(&old, 0.0).unwrap_err(), NOT_OURS);
    }

    /// A table of COIN chess with four people, as a test saves it.
    fn coin_table() -> PassTable<crate::games::coin::CoinChess> {
        use crate::games::coin::{CoinChess, Options};
        use crate::games::pass_table::Sitting;
        let game = CoinChess::new(Options::default()).unwrap();
        let people = ["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec();
        PassTable::new(game, Sitting::one_each(people), false, 0.0).unwrap()
    }

    #[test]
    fn todays_format_opens_and_an_unknown_one_is_refused() {
        use crate::games::coin::CoinChess;
        let text = encode(&coin_table(), 0.0);
        assert!(decode::<CoinChess>(&text, 0.0).is_ok());
        let zero = text.replace(r#""format":1"#, r#""format":0"#);
        assert_ne!(zero, text);
        let error = decode::<CoinChess>(&zero, 0.0).unwrap_err();
        assert_eq!(
            error,
            "The saved game is damaged (save format 0 is none Parlour ever wrote)."
        );
    }

    #[test]
    fn a_damaged_save_is_refused_in_serdes_words_without_a_place() {
        use crate::games::coin::CoinChess;
        let text = encode(&coin_table(), 0.0);
        let damaged = text.replace(r#""open_table":false"#, r#""open_table":"no""#);
        assert_ne!(damaged, text);
        assert_eq!(
            decode::<CoinChess>(&damaged, 0.0).unwrap_err(),
            r#"The saved game is damaged (invalid type: string "no", expected a boolean)."#
        );
        let damaged = text.replace(r#""actions":[]"#, r#""actions":[[0,"castle"]]"#);
        assert_ne!(damaged, text);
        let error = decode::<CoinChess>(&damaged, 0.0).unwrap_err();
        assert!(error.starts_with("The saved game is damaged ("), "{error}");
        assert!(!error.contains(" at line "), "{error}");
    }

    #[test]
    fn a_paused_table_says_so_and_opens_again_paused() {
        use crate::games::coin::{ClockOptions, CoinChess, Options};
        use crate::games::pass_table::Sitting;
        let game = CoinChess::new(Options {
            clock: Some(ClockOptions { minutes: 5 }),
            ..Options::default()
        })
        .unwrap();
        let people = ["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec();
        let mut table = PassTable::new(game, Sitting::one_each(people), false, 0.0).unwrap();
        let running = status(&table);
        assert!(running.ends_with("(Ann) to act"), "{running}");
        table.pause(1_000.0).unwrap();
        assert_eq!(status(&table), format!("{running}, the clocks paused"));
        let text = encode(&table, 2_000.0);
        let opened = decode::<CoinChess>(&text, 60_000.0).unwrap();
        assert!(opened.paused());
    }

    #[test]
    fn a_header_from_before_previews_still_reads() {
        let text = r#"{"header":{"game":"coin","format":1,"saved_ms":5,"players":["Ann"],"status":"White Noble (Ann) to act"},"table":{}}"#;
        let header = header(text).unwrap();
        assert_eq!(header.preview, None);
        assert_eq!(header.status, "White Noble (Ann) to act");
    }

    /// A Cloak and Dagger table with both arrangements made and one move
    /// each: every back-rank man a checker to the public.
    fn cloak_table() -> PassTable<crate::games::cloak_dagger::CloakDagger> {
        use crate::games::cloak_dagger::{CloakDagger, Options};
        use crate::games::pass_table::{Screen, Sitting};
        let sitting = Sitting::one_each(vec!["Ann".into(), "Bo".into()]);
        let game = CloakDagger::start(&Options::default()).unwrap();
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        for text in [
            "arrange RBNQKNBR",
            "arrange RQBNKBNR",
            "e2e4",
            "done",
            "d7d5",
            "done",
        ] {
            if let Screen::HandOff { .. } = table.screen() {
                table.reveal();
            }
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        table
    }

    #[test]
    fn a_cloak_and_dagger_preview_names_no_man_behind_a_checker() {
        use crate::games::Viewer;
        let table = cloak_table();
        let text = encode_for_device(&table, 1.0);
        let preview = header(&text).unwrap().preview.unwrap();
        assert_eq!(preview.moves, 2);
        let [board] = preview.boards.as_slice() else {
            panic!("one board: {preview:?}")
        };
        let public = &table.game().boards(Viewer::Public)[0];
        assert_eq!(board.men.len(), public.men.len());
        let checkers: Vec<&str> = board
            .men
            .iter()
            .filter(|man| man.2.is_none())
            .map(|man| man.0.as_str())
            .collect();
        // Both back ranks are checkers, the pawns are pawns.
        assert_eq!(checkers.len(), 16, "{checkers:?}");
        for square in ["a1", "d1", "e1", "b8", "e8", "h8"] {
            assert!(checkers.contains(&square), "{square}: {checkers:?}");
        }
        for man in &board.men {
            let hidden = public.men.iter().any(|m| m.square == man.0 && m.hidden);
            assert_eq!(man.2.is_none(), hidden, "{man:?}");
        }
        // Nothing in the header's words names a man either.
        let header_text = serde_json::to_string(&header(&text).unwrap()).unwrap();
        for kind in ["queen", "king", "knight", "bishop", "rook"] {
            assert!(!header_text.contains(kind), "{kind}: {header_text}");
        }
    }

    #[test]
    fn a_chess_preview_draws_every_man_with_the_moves_played() {
        use crate::games::pass_table::Sitting;
        use crate::games::standard::Standard;
        let sitting = Sitting::one_each(vec!["Ann".into(), "Bob".into()]);
        let mut table = PassTable::new(Standard::new(), sitting, false, 0.0).unwrap();
        for text in ["e2e4", "e7e5", "g1f3"] {
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        let preview = header(&encode_for_device(&table, 1.0))
            .unwrap()
            .preview
            .unwrap();
        assert_eq!(preview.moves, 3);
        // An export or a share link carries no picture.
        assert_eq!(header(&encode(&table, 1.0)).unwrap().preview, None);
        assert_eq!(
            decode::<Standard>(&encode_for_device(&table, 1.0), 2.0)
                .unwrap()
                .record()
                .actions,
            table.record().actions
        );
        let men = &preview.boards[0].men;
        assert_eq!(men.len(), 32);
        assert!(men.contains(&PictureMan("f3".into(), Army::White, Some(Kind::Knight))));
        assert!(men.contains(&PictureMan("e5".into(), Army::Black, Some(Kind::Pawn))));
        assert!(!men.iter().any(|man| man.0 == "g1" || man.0 == "e2"));
    }

    #[test]
    fn ids_name_the_game_and_the_moment() {
        assert_eq!(
            new_id(GameId::Coin, 1_700_000_000_123.4),
            "coin-1700000000123"
        );
    }
}
