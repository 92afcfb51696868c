//! An analysis line played through on the board, a move at a time, without
//! touching the game: the board shows the line's position while the game
//! stays where it is.

use crate::app::App;
use crate::app::computer::{Computer, Ticket};
use crate::app::highlight::Highlight;
use crate::app::play::{GameMove, GamePlay};

/// The line being stepped through, for the position it was found in.
#[derive(Clone, Debug, PartialEq)]
pub struct LinePreview {
    /// The position the line belongs to: another one ends the preview.
    pub ticket: Ticket,
    /// Which of the analysis lines it is.
    pub index: usize,
    pub moves: Vec<GameMove>,
    /// How many of its moves are on the board (1 to all of them).
    pub shown: usize,
}

impl App {
    /// Starts playing line `index` of the analysis through, its first move on
    /// the board.
    pub(super) fn start_preview(&mut self, index: usize) {
        let Some(line) = self
            .computer
            .engine
            .analysis(&self.game)
            .and_then(|a| a.lines.get(index))
        else {
            return;
        };
        if line.moves.is_empty() {
            return;
        }
        self.playback.line_preview = Some(LinePreview {
            ticket: Computer::ticket(&self.game),
            index,
            moves: line.moves.clone(),
            shown: 1,
        });
    }

    /// One move further along the line (`forward`) or back; back from its
    /// first move ends the preview.
    pub(super) fn step_preview(&mut self, forward: bool) {
        let Some(p) = &mut self.playback.line_preview else {
            return;
        };
        if forward {
            p.shown = (p.shown + 1).min(p.moves.len());
        } else if p.shown > 1 {
            p.shown -= 1;
        } else {
            self.playback.line_preview = None;
        }
    }

    /// The line being played through, if it is of the position on the board.
    pub fn line_preview(&self) -> Option<&LinePreview> {
        self.playback
            .line_preview
            .as_ref()
            .filter(|p| p.ticket == Computer::ticket(&self.game))
    }

    /// The board as the line leaves it after its moves shown so far: the
    /// game's own play with those moves made on a copy.
    pub fn preview_play(&self) -> Option<GamePlay> {
        let preview = self.line_preview()?;
        let mut play = self.game.play.clone();
        for mv in &preview.moves[..preview.shown] {
            let played = match (&mut play, mv) {
                (GamePlay::Dama(p), GameMove::Dama(mv)) => {
                    p.input = Default::default();
                    p.session.play(*mv).is_ok()
                }
                (GamePlay::Akidada(p), GameMove::Akidada(mv)) => {
                    p.input = Default::default();
                    p.session.play(*mv).is_ok()
                }
                _ => false,
            };
            if !played {
                return None;
            }
        }
        if let GamePlay::Dama(p) = &mut play {
            // The compulsory captures of the line's position, not the game's.
            p.refresh();
        }
        Some(play)
    }

    /// The line's next move, drawn on `shown`, the board [`App::preview_play`]
    /// gave.
    pub fn preview_next_highlight(&self, shown: &GamePlay) -> Option<Highlight> {
        let preview = self.line_preview()?;
        let next = *preview.moves.get(preview.shown)?;
        match (shown, next) {
            (GamePlay::Dama(p), GameMove::Dama(mv)) => Some(Highlight::Route {
                route: p.session.position().route(&mv)?,
                legal: true,
            }),
            (GamePlay::Akidada(_), GameMove::Akidada(mv)) => Some(Highlight::AkidadaLine(vec![mv])),
            _ => None,
        }
    }
}
