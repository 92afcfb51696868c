//! What a screen reader is told as the game goes on (the words are made in
//! [`crate::app::speech`]).

use super::App;
use crate::app::speech::{Said, Seen};

impl App {
    /// Looks at the game as it stands and returns the last thing to say: a
    /// move, the reply, the result, a refused move's reason. Called once a
    /// frame, after the frame's commands; a new serial is a new thing to say.
    pub fn speech(&mut self) -> &Said {
        let now = Seen::of(
            &self.game,
            self.move_box.problem.as_deref(),
            self.files.status.as_ref(),
        );
        let tr = self.tr();
        self.herald.observe(tr, &self.game, now);
        self.herald.said()
    }

    /// The last thing said, without looking again.
    pub fn said(&self) -> &Said {
        self.herald.said()
    }
}
