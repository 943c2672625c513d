//! Saved games in the browser's localStorage: one entry per game under
//! [`PREFIX`], written after every move. A corrupt entry is reported and
//! skipped; the others still load. Every save is also kept in memory for
//! the page's life, so a game goes on when the browser refuses to store it.

use std::cell::RefCell;
use std::collections::BTreeMap;

use super::session::Session;
use crate::ui::device_store::{self, storage};

thread_local! {
    /// This page's saves, by key, whether or not storage took them.
    static MIRROR: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
}

/// Key prefix of saved standard chess games.
pub const PREFIX: &str = "parlour.standard.";

/// A saved game and its storage key.
#[derive(Clone, Debug)]
pub struct Saved {
    pub key: String,
    pub session: Session,
}

/// Reads saved games from `(key, text)` entries; entries of other keys are
/// ignored, unreadable ones come back as messages naming the key.
pub fn read_saves(
    entries: impl IntoIterator<Item = (String, String)>,
) -> (Vec<Saved>, Vec<String>) {
    let mut saves = Vec::new();
    let mut problems = Vec::new();
    for (key, text) in entries.into_iter().filter(|(k, _)| k.starts_with(PREFIX)) {
        match serde_json::from_str::<Session>(&text) {
            Ok(session) => saves.push(Saved { key, session }),
            Err(error) => problems.push(format!(
                "The saved game \u{201c}{key}\u{201d} is damaged and was skipped ({error})."
            )),
        }
    }
    saves.sort_by(|a, b| b.key.cmp(&a.key));
    (saves, problems)
}

/// A fresh key for a game started at `millis` (ms since 1970).
pub fn new_key(millis: f64) -> String {
    format!("{PREFIX}{:015}", millis.max(0.0) as u64)
}

/// Every saved game in localStorage, newest first, and the problems met.
pub fn load_all() -> (Vec<Saved>, Vec<String>) {
    let mut entries = MIRROR.with(|m| m.borrow().clone());
    let Some(storage) = storage() else {
        let (saves, mut problems) = read_saves(entries);
        problems.push("This browser keeps no saved games (storage is off).".into());
        return (saves, problems);
    };
    let count = storage.length().unwrap_or(0);
    for key in (0..count).filter_map(|i| storage.key(i).ok().flatten()) {
        if let Some(text) = storage.get_item(&key).ok().flatten() {
            entries.insert(key, text);
        }
    }
    read_saves(entries)
}

/// The saved game under `key`, or why it cannot be opened.
pub fn load(key: &str) -> Result<Session, String> {
    let text = storage()
        .and_then(|s| s.get_item(key).ok().flatten())
        .or_else(|| MIRROR.with(|m| m.borrow().get(key).cloned()))
        .ok_or_else(|| format!("There is no saved game \u{201c}{key}\u{201d} on this device."))?;
    serde_json::from_str(&text)
        .map_err(|e| format!("The saved game \u{201c}{key}\u{201d} is damaged ({e})."))
}

/// Writes a game; an error message when the browser refuses.
pub fn save(key: &str, session: &Session) -> Result<(), String> {
    let text = serde_json::to_string(session).map_err(|e| e.to_string())?;
    MIRROR.with(|m| m.borrow_mut().insert(key.to_string(), text.clone()));
    device_store::write(key, &text)
}

/// Deletes a saved game.
pub fn delete(key: &str) {
    MIRROR.with(|m| m.borrow_mut().remove(key));
    device_store::remove(key);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::Choice;

    #[test]
    fn a_corrupt_entry_is_reported_and_the_others_load() {
        let mut session = Session::new("Ann", "Bob", None).unwrap();
        session
            .play(
                &Choice::Move {
                    from: "e2".into(),
                    to: "e4".into(),
                    promotion: None,
                },
                0.0,
            )
            .unwrap();
        let good = serde_json::to_string(&session).unwrap();
        let entries = vec![
            (new_key(1.0), good.clone()),
            (new_key(2.0), "{not json".to_string()),
            (new_key(3.0), good),
            ("someone.else".to_string(), "junk".to_string()),
        ];
        let (saves, problems) = read_saves(entries);
        assert_eq!(saves.len(), 2);
        assert_eq!(saves[0].key, new_key(3.0));
        assert_eq!(saves[0].session.sans(), ["e4"]);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains(&new_key(2.0)));
    }
}
