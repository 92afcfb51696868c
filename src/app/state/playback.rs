//! Playback: the replay cursor moved, the last move animated, autoplay
//! stepping through the game, and an analysis line played through on the
//! board ([`line_preview`]).

mod line_preview;

use super::App;
use crate::app::anim::Anim;
use crate::app::command::PlaybackCommand;
use crate::app::play::GamePlay;

pub use line_preview::LinePreview;

#[derive(Default)]
pub(super) struct Playback {
    /// The animation of the last move, while it runs.
    pub(super) anim: Option<Anim>,
    /// While autoplay runs: when the next move is shown.
    pub(super) autoplay: Option<f64>,
    /// An analysis line being played through on the board.
    pub(super) line_preview: Option<LinePreview>,
}

impl Playback {
    /// Stops the animation and autoplay (another game or screen comes).
    pub(super) fn stop(&mut self) {
        self.anim = None;
        self.autoplay = None;
    }

    pub(super) fn anim(&self) -> Option<&Anim> {
        self.anim.as_ref()
    }

    pub(super) fn autoplaying(&self) -> bool {
        self.autoplay.is_some()
    }

    /// Ends the animation once it has run; while there is one, paint again at
    /// once.
    pub(super) fn step_animation(&mut self, now: f64) -> Option<f64> {
        let anim = self.anim.as_ref()?;
        if anim.finished(now) {
            self.anim = None;
        }
        Some(0.0)
    }
}

impl App {
    /// The replay cursor, autoplay, an analysis line played through.
    pub(super) fn playback_command(&mut self, command: PlaybackCommand, now: f64) {
        match command {
            PlaybackCommand::GoTo(n) => {
                self.lessons.pin = None;
                self.go_to(n, now);
            }
            PlaybackCommand::ToggleAutoplay => {
                self.playback.autoplay = match self.playback.autoplay {
                    Some(_) => None,
                    None => Some(now),
                };
            }
            PlaybackCommand::PreviewLine(i) => self.start_preview(i),
            PlaybackCommand::PreviewStep { forward } => self.step_preview(forward),
            PlaybackCommand::StopPreview => self.playback.line_preview = None,
        }
    }

    /// Shows the game after `n` moves; one step forward is animated.
    fn go_to(&mut self, n: usize, now: f64) {
        let from = self.game.cursor();
        self.playback.anim = None;
        self.game.go_to(n);
        if self.game.cursor() == from + 1 {
            self.start_animation(now);
        }
    }

    /// Steps autoplay on when its time comes, and stops it at the end; the
    /// seconds until its next step.
    pub(super) fn step_autoplay(&mut self, now: f64) -> Option<f64> {
        let next = self.playback.autoplay?;
        let (plies, cursor) = (self.game.ply_count(), self.game.cursor());
        if cursor >= plies {
            self.playback.autoplay = None;
            return None;
        }
        if now >= next {
            self.go_to(cursor + 1, now);
            self.playback.autoplay = Some(now + self.settings.autoplay.seconds_per_move());
        }
        self.playback.autoplay.map(|t| (t - now).max(0.0))
    }

    /// Animates the move just played, if animation is on.
    pub(super) fn start_animation(&mut self, now: f64) {
        let step_secs = self.settings.animation.seconds_per_step();
        let steps = match &self.game.play {
            GamePlay::Dama(play) => play.last_route().map_or(1, |(_, r)| r.landings.len()),
            GamePlay::Akidada(play) => play
                .session
                .last_ply()
                .map_or(1, |p| 1 + usize::from(p.mv.removed() != 0)),
        };
        self.playback.anim = (step_secs > 0.0).then(|| Anim {
            ply: self.game.cursor(),
            start: now,
            step_secs,
            steps,
        });
    }
}
