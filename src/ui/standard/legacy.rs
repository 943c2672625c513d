//! What the chess table kept and shared before the shared table, read onto
//! it: its saves (`parlour.standard.<ms>` on the device: the seats' names,
//! the game, the clock, a flag or a PGN's result, the computer's seat) and
//! a PGN or FEN, pasted, opened from a file or carried by an old `?pgn=`
//! share link.

use serde::Deserialize;

use crate::engine::men::Army;
use crate::games::level::Level;
use crate::games::pass_table::Sitting;
use crate::games::standard::{ChessClock, Standard, StandardAction};
use crate::games::{Game, RuleError, Seat};
use crate::ui::shell::Unplayed;

/// The chess table's save of one game.
#[derive(Deserialize)]
struct OldSave {
    white: String,
    black: String,
    start: Standard,
    game: Standard,
    #[serde(default)]
    clock: Option<OldClock>,
    #[serde(default)]
    ending: Option<OldEnding>,
    #[serde(default)]
    computer: Option<OldComputer>,
}

#[derive(Deserialize)]
struct OldClock {
    base_ms: i64,
    increment_ms: i64,
}

/// A flag fall, or the result a PGN recorded.
#[derive(Deserialize)]
struct OldEnding {
    winners: Vec<Seat>,
    reason: String,
}

#[derive(Deserialize)]
struct OldComputer {
    army: Army,
    level: Level,
}

/// The old save `text` is, if it is one.
fn old_save(text: &str) -> Option<OldSave> {
    serde_json::from_str(text.trim()).ok()
}

/// Reads an old save, or a PGN or FEN; `None` for the shared table's own
/// saves and other JSON, left to it.
pub fn read(text: &str) -> Option<Result<Unplayed<Standard>, RuleError>> {
    if let Some(save) = old_save(text) {
        return Some(unplayed(save));
    }
    if text.trim_start().starts_with('{') {
        return None;
    }
    Some(
        Standard::import(text)
            .map(|imported| (imported.start, imported.actions))
            .map_err(RuleError::new),
    )
}

fn unplayed(save: OldSave) -> Result<Unplayed<Standard>, RuleError> {
    let clock = save.clock.map(|clock| ChessClock {
        minutes: u32::try_from(clock.base_ms / 60_000).unwrap_or(0).max(1),
        increment_seconds: u32::try_from(clock.increment_ms / 1000).unwrap_or(0),
    });
    let start = save.start.with_clock(clock);
    let mut game = start.clone();
    let mut actions = Vec::new();
    for &mv in save.game.moves() {
        let seat = game
            .to_act()
            .ok_or_else(|| RuleError::new("a move after the end of the game"))?;
        let action = StandardAction::Move(mv);
        game.apply(seat, &action)?;
        actions.push((seat, action));
    }
    if let (Some(ending), Some(seat)) = (save.ending, game.to_act()) {
        actions.push((
            seat,
            StandardAction::Recorded {
                winners: ending.winners,
                reason: ending.reason,
            },
        ));
    }
    Ok((start, actions))
}

/// Who sat at an old save, or the players a PGN names.
pub fn sitting(text: &str) -> Option<Sitting> {
    let (names, computer) = match old_save(text) {
        Some(save) => ([save.white, save.black], save.computer),
        None => (Standard::import(text).ok()?.names, None),
    };
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
    let mut computers = vec![None, None];
    if let Some(computer) = &computer {
        computers[usize::from(computer.army != Army::White)] = Some(computer.level);
    }
    Some(if white == black {
        // One person played both sides under one name.
        Sitting {
            people: vec![white],
            holders: vec![0, 0],
            computers: Vec::new(),
        }
    } else {
        Sitting {
            people: vec![white, black],
            holders: vec![0, 1],
            computers: if computer.is_some() {
                computers
            } else {
                Vec::new()
            },
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::shell::store;

    /// A save the chess table wrote: Ann against the computer at Club
    /// level, 1. e4 e5 (`twice`: the moves written twice, a damaged save),
    /// a 3+2 clock, and `ending`.
    fn old(ending: &str, twice: bool) -> String {
        let mut game = Standard::new();
        for text in ["e2e4", "e7e5"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        // The chess table's games had no clock field.
        let form = |game: &Standard| {
            let mut value = serde_json::to_value(game).unwrap();
            value.as_object_mut().unwrap().remove("clock");
            value
        };
        let mut played = form(&game);
        if twice {
            let moves = played["moves"].as_array().unwrap().clone();
            played["moves"].as_array_mut().unwrap().extend(moves);
        }
        format!(
            r#"{{"white":"Ann","black":"Computer (Club)","chess960":null,"start":{},"game":{},
            "sans":["e4","e5"],"clock":{{"base_ms":180000,"increment_ms":2000,
            "remaining_ms":[170000,175000],"running":null}},"clock_before":[],
            "ending":{ending},"computer":{{"army":"black","level":"club"}}}}"#,
            form(&Standard::new()),
            played
        )
    }

    #[test]
    fn an_old_save_opens_with_its_names_clock_and_computer() {
        let text = old("null", false);
        let table = store::decode::<Standard>(&text, 0.0).unwrap();
        assert_eq!(table.game().sans(), ["e4", "e5"]);
        assert_eq!(
            table.game().clock(),
            Some(ChessClock {
                minutes: 3,
                increment_seconds: 2
            })
        );
        assert_eq!(table.holder_name(0), "Ann");
        assert_eq!(table.sitting().seat_computer(1), Some(Level::Club));
        assert_eq!(table.sitting().seat_computer(0), None);
        assert_eq!(table.computer_to_act(), None, "Ann is to move");
    }

    #[test]
    fn an_old_ending_is_kept_and_a_damaged_save_refused() {
        let text = old(r#"{"winners":[1],"reason":"White ran out of time"}"#, false);
        let table = store::decode::<Standard>(&text, 0.0).unwrap();
        let outcome = table.game().outcome().unwrap();
        assert_eq!(outcome.winners, vec![1]);
        assert_eq!(outcome.reason, "White ran out of time");
        assert!(store::decode::<Standard>(&old("null", true), 0.0).is_err());
    }

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
}
