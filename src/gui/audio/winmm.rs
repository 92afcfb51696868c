//! Windows: `PlaySoundW` of `winmm.dll` (on every Windows since 95), given
//! the sound as a WAV file in memory. Loaded when the app runs, as ALSA's
//! library is on Linux; it plays on the system's default device and returns
//! once the sound has been heard.

use std::ffi::c_void;

use super::{Output, symbol};
use crate::app::sound::wav;

// From `mmsystem.h`.
const SND_SYNC: u32 = 0x0000;
/// No system beep in place of a sound that cannot be played.
const SND_NODEFAULT: u32 = 0x0002;
const SND_MEMORY: u32 = 0x0004;

type PlaySoundFn = unsafe extern "system" fn(*const c_void, *mut c_void, u32) -> i32;

/// The one function of `winmm.dll` that plays a sound.
pub struct Winmm {
    play_sound: PlaySoundFn,
    /// Kept loaded while `play_sound` is used.
    _library: libloading::Library,
}

impl Winmm {
    /// Loads `winmm.dll`, or says why it cannot.
    pub fn load() -> Result<Winmm, String> {
        // SAFETY: loading winmm runs only its own initialisers.
        let library =
            unsafe { libloading::Library::new("winmm.dll") }.map_err(|e| e.to_string())?;
        // SAFETY: the type is `PlaySoundW`'s prototype in `mmsystem.h`, and
        // the pointer is used only while `library` is loaded (it is kept in the
        // same struct).
        let play_sound = unsafe { symbol(&library, b"PlaySoundW\0")? };
        Ok(Winmm {
            play_sound,
            _library: library,
        })
    }
}

impl Output for Winmm {
    fn play(&self, samples: &[i16]) -> Result<(), String> {
        let file = wav(samples);
        // SAFETY: with SND_MEMORY the first argument is a whole WAV file in
        // memory, which `file` holds until the call returns (SND_SYNC).
        let played = unsafe {
            (self.play_sound)(
                file.as_ptr().cast(),
                std::ptr::null_mut(),
                SND_MEMORY | SND_SYNC | SND_NODEFAULT,
            )
        };
        if played == 0 {
            return Err("PlaySoundW: no sound device took the sound".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sound::Sound;

    /// The whole path but the loudspeaker: it needs a sound device (under
    /// Wine, `.ci/windows --tests` gives it ALSA's null device), so it is
    /// opt-in, as the Linux one is.
    #[test]
    #[ignore = "needs a sound device"]
    fn every_sound_plays_through_winmm() {
        let winmm = Winmm::load().expect("winmm.dll");
        for sound in Sound::ALL {
            winmm
                .play(&sound.samples())
                .unwrap_or_else(|e| panic!("{sound:?}: {e}"));
        }
    }
}
