//! The game a table keeps on this device (the browser's localStorage), with
//! messages a player understands when the browser refuses to store it or a
//! save cannot be read. A damaged save is set aside, never overwritten.

/// What a player is told when the browser will not store the game.
pub const REFUSED: &str = "This device would not save the game (its storage may be full or \
     switched off). Play goes on; export the game to keep it.";

/// The browser's localStorage, when it has one switched on.
pub fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The text saved under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Saves `text` under `key`, or says why it could not be saved.
pub fn write(key: &str, text: &str) -> Result<(), String> {
    storage()
        .ok_or(REFUSED)?
        .set_item(key, text)
        .map_err(|_| REFUSED.to_string())
}

/// Forgets what is saved under `key`.
pub fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The key a damaged save under `key` is moved to.
pub fn damaged_key(key: &str) -> String {
    format!("{key}.damaged")
}

/// Moves the unreadable save under `key` to [`damaged_key`] (so the next
/// save does not overwrite it) and returns the message telling the player.
pub fn set_aside(key: &str, error: &str) -> String {
    let aside = damaged_key(key);
    let kept = read(key).is_some_and(|text| write(&aside, &text).is_ok());
    if kept {
        remove(key);
        format!(
            "The saved game could not be read ({error}). It was kept under \u{201c}{aside}\u{201d} \
             in this browser's storage, and a new game can begin."
        )
    } else {
        format!("The saved game could not be read ({error}).")
    }
}
