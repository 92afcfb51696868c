//! Move animation: a move is shown step by step (a slide, each hop of a capture,
//! a removal), driven by the window's clock (seconds). Repaints are requested only while one runs,
//! so the app uses no CPU when idle.

/// The animation of the move that brought the game to `ply` moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Anim {
    /// The number of moves on the board once the animated move is made.
    pub ply: usize,
    /// When it started, on the window's clock (seconds).
    pub start: f64,
    /// Seconds per step.
    pub step_secs: f32,
    /// How many steps the move has.
    pub steps: usize,
}

impl Anim {
    /// How far along the animation is, in steps: 0.0 at the start, `steps` at the end.
    pub fn progress(&self, now: f64) -> f32 {
        if self.step_secs <= 0.0 {
            return self.steps as f32;
        }
        (((now - self.start) as f32) / self.step_secs).clamp(0.0, self.steps as f32)
    }

    pub fn finished(&self, now: f64) -> bool {
        self.progress(now) >= self.steps as f32
    }

    /// Whether it animates the position now on the board.
    pub fn applies_to(&self, cursor: usize, now: f64) -> bool {
        self.ply == cursor && !self.finished(now)
    }
}

/// Smooth start and stop within a step.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_runs_from_zero_to_the_step_count() {
        let a = Anim {
            ply: 3,
            start: 10.0,
            step_secs: 0.5,
            steps: 4,
        };
        assert_eq!(a.progress(10.0), 0.0);
        assert_eq!(a.progress(11.0), 2.0);
        assert_eq!(a.progress(20.0), 4.0);
        assert!(a.applies_to(3, 10.5));
        assert!(!a.applies_to(3, 12.0));
        assert!(!a.applies_to(2, 10.5));
    }
}
