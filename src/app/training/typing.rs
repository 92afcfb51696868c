//! A move typed on a trainer's board, as the game's move box takes one: the
//! board of the screen on show it goes to (a puzzle's, the drill's, a
//! mistake's or a course level's; the course's map has none), or why that
//! screen takes no move now; and the board's last move in words, for the line
//! under the box.

use super::board::TrainingBoard;
use super::course_screen::View;
use super::mistake_screen::Feedback as MistakeFeedback;
use super::trainer::Screen;
use crate::app::text::Tr;
use crate::games::Game;
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::i18n::m;

/// The board `screen` shows with a move box under it, if any (a course
/// level's; not the course's map).
pub fn shown_board(screen: &Screen) -> Option<&TrainingBoard> {
    match screen {
        Screen::Puzzles(s) => s.board.as_ref(),
        Screen::Drill(s) => s.board.as_ref(),
        Screen::Mistakes(s) => s.board.as_ref(),
        Screen::Course(s) => match &s.view {
            View::Level(p) => Some(&p.board),
            View::Map | View::Proving(_) => None,
        },
    }
}

/// The same, to type in.
pub fn shown_board_mut(screen: &mut Screen) -> Option<&mut TrainingBoard> {
    match screen {
        Screen::Puzzles(s) => s.board.as_mut(),
        Screen::Drill(s) => s.board.as_mut(),
        Screen::Mistakes(s) => s.board.as_mut(),
        Screen::Course(s) => match &mut s.view {
            View::Level(p) => Some(&mut p.board),
            View::Map | View::Proving(_) => None,
        },
    }
}

/// The board a typed move goes to on `screen`, or (as a message id) why no
/// move can be typed there now.
pub fn board_to_type_on(screen: &mut Screen) -> Result<&mut TrainingBoard, &'static str> {
    match screen {
        Screen::Puzzles(s) => {
            if s.over() {
                return Err(m::MOVE_BOX_PUZZLE_OVER);
            }
            s.board.as_mut().ok_or(m::MOVE_BOX_NO_BOARD)
        }
        Screen::Drill(s) => match (&s.round, &mut s.board) {
            (Some(_), Some(board)) => Ok(board),
            (None, _) => Err(m::MOVE_BOX_ROUND_OVER),
            (Some(_), None) => Err(m::MOVE_BOX_NO_BOARD),
        },
        Screen::Mistakes(s) => {
            if matches!(s.feedback, Some(MistakeFeedback::Judging { .. })) {
                return Err(m::MOVE_BOX_JUDGING);
            }
            if s.settled() {
                return Err(m::MOVE_BOX_SETTLED);
            }
            s.board.as_mut().ok_or(m::MOVE_BOX_NO_BOARD)
        }
        Screen::Course(s) => match &mut s.view {
            View::Level(p) => Ok(&mut p.board),
            View::Map | View::Proving(_) => Err(m::MOVE_BOX_NO_BOARD),
        },
    }
}

/// The last move shown on `board` and who played it ("Black played
/// f6-f5."), or before any, whose move it is: what a screen reader reads
/// out when it changes.
pub fn last_move_words(board: &TrainingBoard, tr: Tr) -> String {
    let last = match &board.play {
        crate::app::play::GamePlay::Dama(p) => p
            .session
            .last_ply()
            .map(|ply| (Dama::side_to_move(&ply.before), ply.text.clone())),
        crate::app::play::GamePlay::Akidada(p) => p
            .session
            .last_ply()
            .map(|ply| (Akidada::side_to_move(&ply.before), ply.text.clone())),
    };
    match last {
        Some((side, text)) => tr.f(
            m::ANNOUNCE_MOVE,
            [("side", tr.side(side).into()), ("move", text.into())],
        ),
        None => tr.f(
            m::ANNOUNCE_START,
            [("side", tr.side(board.side_to_move()).into())],
        ),
    }
}
