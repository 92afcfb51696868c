//! Playing the game's sounds (`app::sound`) through the system's own audio:
//! ALSA's library on Linux, `winmm`'s `PlaySound` on Windows, each loaded when
//! the app runs, so nothing is linked at build time. Where the library or a
//! sound device is missing, the app is silent and nothing else changes.
//!
//! The sounds play on a thread of their own, one at a time, so a frame never
//! waits for the sound card; sounds asked for while one plays are dropped but
//! the newest (a move and the end it brought: the end is heard).
//!
//! A web page has neither library nor threads: there the app is silent.

#![allow(unsafe_code, reason = "the system's audio library, loaded at run time")]

use std::sync::mpsc::{self, Receiver, Sender};

use crate::app::sound::Sound;

#[cfg(all(not(windows), not(target_arch = "wasm32")))]
mod alsa;
#[cfg(windows)]
mod winmm;

/// Where the samples go: the system's default sound device.
trait Output {
    /// Plays `samples` (mono, 16 bits, `SAMPLE_RATE`) and waits until they
    /// have been heard.
    fn play(&self, samples: &[i16]) -> Result<(), String>;
}

/// The system's audio, or why it cannot be had.
fn system_output() -> Result<Box<dyn Output + Send>, String> {
    #[cfg(target_arch = "wasm32")]
    return Err("a web page has no system audio library".into());
    #[cfg(all(not(windows), not(target_arch = "wasm32")))]
    let output = alsa::Alsa::load()?;
    #[cfg(windows)]
    let output = winmm::Winmm::load()?;
    #[cfg(not(target_arch = "wasm32"))]
    Ok(Box::new(output))
}

#[cfg(not(target_arch = "wasm32"))]
/// The function `name` of `library`, as the type `T`.
///
/// # Safety
/// `T` must be the function's C prototype, and the value must not be used
/// after `library` is unloaded.
unsafe fn symbol<T: Copy>(library: &libloading::Library, name: &[u8]) -> Result<T, String> {
    // SAFETY: as the caller promises.
    unsafe { library.get::<T>(name) }
        .map(|f| *f)
        .map_err(|e| e.to_string())
}

/// The player: hands sounds to the thread that plays them.
pub struct Audio {
    sounds: Sender<Sound>,
}

impl Audio {
    /// Starts the player, if the system's audio library is there.
    pub fn start() -> Option<Audio> {
        let output = system_output().ok()?;
        let (sounds, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("sounds".into())
            .spawn(move || play_queue(output.as_ref(), &queue))
            .ok()?;
        Some(Audio { sounds })
    }

    /// Plays `sound` soon, without waiting for it.
    pub fn play(&self, sound: Sound) {
        // The thread is gone only if the device failed: then silence.
        let _ = self.sounds.send(sound);
    }
}

/// Plays the sounds as they come until the window closes. The first device
/// that cannot be opened ends it: there is no sound card, and trying at every
/// move would only fill the error output.
fn play_queue(output: &dyn Output, queue: &Receiver<Sound>) {
    let samples: Vec<(Sound, Vec<i16>)> = Sound::ALL.iter().map(|&s| (s, s.samples())).collect();
    while let Ok(first) = queue.recv() {
        let sound = queue.try_iter().last().unwrap_or(first);
        let Some((_, samples)) = samples.iter().find(|(s, _)| *s == sound) else {
            continue;
        };
        if output.play(samples).is_err() {
            return;
        }
    }
}
