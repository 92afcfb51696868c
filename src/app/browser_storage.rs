//! The browser's local storage (`localStorage`), where the web page keeps
//! what the desktop keeps in files: text under a key, kept across reloads for
//! the page's address. Used on `wasm32` only.

use std::io;

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::other("the browser keeps no local storage for this page"))
}

/// The text under `key`; `None` if there is none yet.
pub fn read(key: &str) -> io::Result<Option<String>> {
    storage()?
        .get_item(key)
        .map_err(|_| io::Error::other("the browser's storage could not be read"))
}

/// Keeps `text` under `key`, over what was there.
pub fn write(key: &str, text: &str) -> io::Result<()> {
    storage()?
        .set_item(key, text)
        .map_err(|_| io::Error::other("the browser's storage is full or refused"))
}
