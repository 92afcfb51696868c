//! The game's sounds: which one a move or an ending calls for, and how each
//! sounds, as samples. The app asks the window for a sound with
//! [`Effect::Sound`](crate::app::Effect::Sound) when the setting is on; the
//! window plays it where the system can (`gui::audio`). Nothing here touches a
//! sound card, so the choice of sound and the waveforms are tested headless.
//!
//! The sounds are made here, not loaded from files: a wooden knock for a move,
//! two for a capture, a rising pair of notes for a crowning and a three-note
//! arpeggio for the end of a game. Each is short, quiet (a third of full
//! scale) and fades in and out, so it never clicks.

use crate::app::play::{ActiveGame, GameMove, GamePlay};

/// The sample rate the sounds are made at (mono, 16 bits).
pub const SAMPLE_RATE: u32 = 44_100;

/// A sound the game makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A plain move: a step, a placement or a slide.
    Move,
    /// A move that takes: a Dama capture, an Akidada line's removal.
    Capture,
    /// A man crowned.
    Crown,
    /// The game is over (won, lost or drawn, however it ended).
    GameEnd,
}

impl Sound {
    pub const ALL: [Sound; 4] = [Sound::Move, Sound::Capture, Sound::Crown, Sound::GameEnd];

    /// The sound of the move that led to the position on the board; `None`
    /// before the first move.
    pub fn of_last_move(game: &ActiveGame) -> Option<Sound> {
        match &game.play {
            GamePlay::Dama(play) => {
                let ply = play.session.last_ply()?;
                Some(if ply.before.crowns(&ply.mv) {
                    Sound::Crown
                } else {
                    Sound::of_move(GameMove::Dama(ply.mv))
                })
            }
            GamePlay::Akidada(play) => {
                let ply = play.session.last_ply()?;
                Some(Sound::of_move(GameMove::Akidada(ply.mv)))
            }
        }
    }

    /// The sound of `mv` where the position it crowns in is not at hand (the
    /// trainer's boards): a capture or a move.
    pub fn of_move(mv: GameMove) -> Sound {
        let takes = match mv {
            GameMove::Dama(mv) => mv.is_capture(),
            GameMove::Akidada(mv) => mv.removed() != 0,
        };
        if takes { Sound::Capture } else { Sound::Move }
    }

    /// The sound as samples at [`SAMPLE_RATE`].
    pub fn samples(self) -> Vec<i16> {
        let mut out = Vec::new();
        match self {
            Sound::Move => knock(&mut out, 0.0, 520.0, 1.0),
            Sound::Capture => {
                knock(&mut out, 0.0, 430.0, 1.0);
                knock(&mut out, 0.075, 360.0, 0.8);
            }
            Sound::Crown => {
                note(&mut out, 0.0, 660.0, 0.16, 0.7);
                note(&mut out, 0.11, 990.0, 0.28, 0.7);
            }
            Sound::GameEnd => {
                for (i, freq) in [523.25, 659.25, 783.99].into_iter().enumerate() {
                    note(&mut out, i as f32 * 0.13, freq, 0.55 - i as f32 * 0.1, 0.5);
                }
            }
        }
        out.iter()
            .map(|&s| (s.clamp(-1.0, 1.0) * PEAK * f32::from(i16::MAX)) as i16)
            .collect()
    }
}

/// The loudest a sound gets, as a fraction of full scale.
const PEAK: f32 = 0.33;

/// A wooden knock at `start` seconds: a short tone falling in pitch with a
/// fast decay, and a touch of noise for the wood's attack.
fn knock(out: &mut Vec<f32>, start: f32, freq: f32, gain: f32) {
    let length = 0.07;
    let mut noise = 0x9E37_79B9_u32;
    add(out, start, length, |t| {
        noise ^= noise << 13;
        noise ^= noise >> 17;
        noise ^= noise << 5;
        let white = noise as f32 / u32::MAX as f32 * 2.0 - 1.0;
        let pitch = freq * (1.0 - 0.3 * t / length);
        let tone = (std::f32::consts::TAU * pitch * t).sin() * (-t / 0.018).exp();
        let attack = white * (-t / 0.004).exp() * 0.35;
        gain * (tone + attack) * edges(t, length)
    });
}

/// A bell-like note at `start` seconds for `length` seconds: the pitch and
/// its octave, dying away.
fn note(out: &mut Vec<f32>, start: f32, freq: f32, length: f32, gain: f32) {
    add(out, start, length, |t| {
        let phase = std::f32::consts::TAU * freq * t;
        let tone = phase.sin() + 0.3 * (2.0 * phase).sin();
        gain * 0.77 * tone * (-t / (length * 0.35)).exp() * edges(t, length)
    });
}

/// Mixes `f(t)` for `t` from 0 to `length` seconds into `out` at `start`.
fn add(out: &mut Vec<f32>, start: f32, length: f32, mut f: impl FnMut(f32) -> f32) {
    let rate = SAMPLE_RATE as f32;
    let first = (start * rate) as usize;
    let count = (length * rate) as usize;
    if out.len() < first + count {
        out.resize(first + count, 0.0);
    }
    for (i, sample) in out[first..first + count].iter_mut().enumerate() {
        *sample += f(i as f32 / rate);
    }
}

/// `samples` (mono, 16 bits, [`SAMPLE_RATE`]) as a WAV file: the form
/// Windows' `PlaySound` takes from memory.
pub fn wav(samples: &[i16]) -> Vec<u8> {
    const HEADER: u32 = 44;
    let data = u32::try_from(samples.len() * 2).unwrap_or(u32::MAX - HEADER);
    let mut out = Vec::with_capacity(HEADER as usize + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(HEADER - 8 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // the format chunk's size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // one channel
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes a second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes a frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits a sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples.iter().take(data as usize / 2) {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// A gain that rises over the first 2 ms and falls over the last 10 ms of a
/// sound `length` seconds long, so it starts and stops without a click.
fn edges(t: f32, length: f32) -> f32 {
    (t / 0.002).min(1.0) * ((length - t) / 0.010).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(samples: &[i16]) -> f32 {
        let max = samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
        f32::from(max) / f32::from(i16::MAX)
    }

    #[test]
    fn every_sound_is_short_quiet_and_clickless() {
        for sound in Sound::ALL {
            let samples = sound.samples();
            let seconds = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..=0.8).contains(&seconds), "{sound:?}: {seconds} s");
            let loudest = peak(&samples);
            assert!(
                (0.15..=PEAK + 0.001).contains(&loudest),
                "{sound:?}: peak {loudest}"
            );
            // It starts and ends at silence (a jump from or to silence is
            // heard as a click): the first and last 5 samples stay under 1%
            // of full scale.
            for edge in [&samples[..5], &samples[samples.len() - 5..]] {
                assert!(peak(edge) < 0.01, "{sound:?} clicks: {}", peak(edge));
            }
        }
    }

    #[test]
    fn a_sound_as_wav_is_a_pcm_file_that_reads_back() {
        let samples = Sound::Capture.samples();
        let file = wav(&samples);
        let u32_at = |i: usize| u32::from_le_bytes(file[i..i + 4].try_into().unwrap());
        let u16_at = |i: usize| u16::from_le_bytes(file[i..i + 2].try_into().unwrap());
        assert_eq!(&file[0..4], b"RIFF");
        assert_eq!(u32_at(4) as usize, file.len() - 8);
        assert_eq!(&file[8..16], b"WAVEfmt ");
        assert_eq!((u16_at(20), u16_at(22)), (1, 1), "PCM, mono");
        assert_eq!(u32_at(24), SAMPLE_RATE);
        assert_eq!(u32_at(28), SAMPLE_RATE * 2);
        assert_eq!((u16_at(32), u16_at(34)), (2, 16));
        assert_eq!(&file[36..40], b"data");
        assert_eq!(u32_at(40) as usize, samples.len() * 2);
        let back: Vec<i16> = file[44..]
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        assert_eq!(back, samples);
    }

    #[test]
    fn the_sounds_differ() {
        let all: Vec<Vec<i16>> = Sound::ALL.iter().map(|s| s.samples()).collect();
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(
                    all[i],
                    all[j],
                    "{:?} and {:?}",
                    Sound::ALL[i],
                    Sound::ALL[j]
                );
            }
        }
        // A capture is two knocks: longer than a move.
        assert!(all[1].len() > all[0].len());
    }
}
