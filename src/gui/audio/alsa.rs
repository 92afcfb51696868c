//! Linux: ALSA's library, loaded when the app runs (`libasound.so.2`, on
//! every Linux desktop; PulseAudio and PipeWire take its default device).
//! Nothing is linked at build time, as with the window system and OpenGL, so
//! the app still builds on a machine without ALSA's development files.

use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};

use super::{Output, symbol};
use crate::app::sound::SAMPLE_RATE;

/// The device the sounds go to: the desktop's sound server or card.
const DEFAULT_DEVICE: &CStr = c"default";

// From `alsa/pcm.h`.
const STREAM_PLAYBACK: c_int = 0;
const FORMAT_S16: c_int = if cfg!(target_endian = "little") { 2 } else { 3 };
const ACCESS_RW_INTERLEAVED: c_int = 3;
/// How far ahead ALSA may buffer, in microseconds.
const LATENCY_US: c_uint = 50_000;

type Pcm = *mut c_void;
type OpenFn = unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int;
type SetParamsFn = unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteFn = unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long;
type RecoverFn = unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int;
type PcmFn = unsafe extern "C" fn(Pcm) -> c_int;

/// The few functions of ALSA's library that play a sound.
pub struct Alsa {
    open: OpenFn,
    set_params: SetParamsFn,
    write: WriteFn,
    recover: RecoverFn,
    drain: PcmFn,
    close: PcmFn,
    /// Kept loaded while the functions above are used.
    _library: libloading::Library,
}

impl Alsa {
    /// Loads ALSA's library, or says why it cannot.
    pub fn load() -> Result<Alsa, String> {
        // SAFETY: loading libasound runs only its own initialisers.
        let library =
            unsafe { libloading::Library::new("libasound.so.2") }.map_err(|e| e.to_string())?;
        // SAFETY: each type is the function's prototype in alsa/pcm.h, and
        // the pointers are used only while `library` is loaded (it is kept in
        // the same struct).
        unsafe {
            Ok(Alsa {
                open: symbol(&library, b"snd_pcm_open\0")?,
                set_params: symbol(&library, b"snd_pcm_set_params\0")?,
                write: symbol(&library, b"snd_pcm_writei\0")?,
                recover: symbol(&library, b"snd_pcm_recover\0")?,
                drain: symbol(&library, b"snd_pcm_drain\0")?,
                close: symbol(&library, b"snd_pcm_close\0")?,
                _library: library,
            })
        }
    }

    /// Plays `samples` (mono, 16 bits, [`SAMPLE_RATE`]) on `device` and waits
    /// until they have been heard.
    pub fn play(&self, device: &CStr, samples: &[i16]) -> Result<(), String> {
        let mut pcm: Pcm = std::ptr::null_mut();
        // SAFETY: `pcm` is a valid place for the handle, `device` a C string.
        let opened = unsafe { (self.open)(&mut pcm, device.as_ptr(), STREAM_PLAYBACK, 0) };
        if opened < 0 || pcm.is_null() {
            return Err(format!("snd_pcm_open: error {opened}"));
        }
        let played = self.play_on(pcm, samples);
        // SAFETY: `pcm` was opened above and is closed once.
        unsafe { (self.close)(pcm) };
        played
    }

    fn play_on(&self, pcm: Pcm, samples: &[i16]) -> Result<(), String> {
        // SAFETY: `pcm` is an open playback handle.
        let set = unsafe {
            (self.set_params)(
                pcm,
                FORMAT_S16,
                ACCESS_RW_INTERLEAVED,
                1,
                SAMPLE_RATE,
                1,
                LATENCY_US,
            )
        };
        if set < 0 {
            return Err(format!("snd_pcm_set_params: error {set}"));
        }
        let mut rest = samples;
        let mut retries = 0;
        while !rest.is_empty() {
            // SAFETY: `rest` holds `rest.len()` frames of one 16-bit channel.
            let written = unsafe { (self.write)(pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
            if written >= 0 {
                rest = &rest[(written as usize).min(rest.len())..];
                continue;
            }
            // An underrun or a suspended device: ALSA recovers, and the rest
            // is written again; a device that keeps failing gives up.
            retries += 1;
            // SAFETY: as above; 1 = do not print ALSA's own message.
            let recovered = unsafe { (self.recover)(pcm, written as c_int, 1) };
            if recovered < 0 || retries > 3 {
                return Err(format!("snd_pcm_writei: error {written}"));
            }
        }
        // SAFETY: as above.
        let drained = unsafe { (self.drain)(pcm) };
        if drained < 0 {
            return Err(format!("snd_pcm_drain: error {drained}"));
        }
        Ok(())
    }
}

impl Output for Alsa {
    fn play(&self, samples: &[i16]) -> Result<(), String> {
        Alsa::play(self, DEFAULT_DEVICE, samples)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sound::Sound;

    /// ALSA's `null` device takes the samples as a sound card would, and
    /// throws them away: the whole path but the loudspeaker. It needs ALSA's
    /// library (Debian: `libasound2`), as the app does to make a sound, so it
    /// is opt-in (a server or a container may lack it; the sounds' samples are
    /// tested in `app::sound` on every run). CI installs the library and runs it:
    /// `cargo test --lib every_sound_plays_through_alsa -- --ignored`.
    #[test]
    #[ignore = "needs ALSA's library, libasound2 (the README's opt-in tests)"]
    fn every_sound_plays_through_alsa() {
        let alsa = Alsa::load().expect("ALSA's library (libasound2) for this test");
        for sound in Sound::ALL {
            alsa.play(c"null", &sound.samples())
                .unwrap_or_else(|e| panic!("{sound:?}: {e}"));
        }
        // A device that does not exist is an error, not a crash.
        assert!(alsa.play(c"no-such-device", &[0; 10]).is_err());
    }
}
