//! Words for the learner: why a move is refused, said as a teacher would
//! ("a man never moves backwards", "b6 captures three here: the largest
//! capture is compulsory"), as Fluent messages of `course.ftl` with their
//! values, and the squares a hint marks. What the rules can say of a move is
//! here, game by game; what the level's goal says is in `run`.

use crate::games::akidada::{Akidada, LINES, Move as AMove, Point, Position as APosition};
use crate::games::dama::{
    Dama, Direction, Move as DMove, NonMaxCapture, Position as DPosition, Square,
};
use crate::games::{Illegal, MoveError};
use crate::i18n::{Msg, m};
use crate::record::RecordGame;

/// A value given to a reason's message (a square's name, a count, or another
/// message worded in the same language).
pub use crate::i18n::Arg as ReasonArg;

/// Words for the learner: a message of `course.ftl` with its values, worded
/// in the window's language (`Tr::msg`).
pub type Reason = Msg;

/// What a game's rules say to the learner.
pub(super) trait Taught: RecordGame {
    /// The learner's move read from `text` (a Dama capture may be given by
    /// its two ends when one capture goes so), or why the rules refuse it.
    fn read(pos: &Self::Position, rules: &Self::Rules, text: &str) -> Result<Self::Move, Reason>;
    /// Why a move the board offers is not legal here.
    fn refuse(pos: &Self::Position, rules: &Self::Rules, mv: &Self::Move) -> Reason;
    /// The squares a hint marks for `mv`: the piece to move and what it
    /// works with, never where it goes.
    fn hint_squares(pos: &Self::Position, mv: &Self::Move) -> Vec<String>;
}

/// A rule's own reason, for the few the course has no words of its own for.
fn rules_say(why: &Illegal) -> Reason {
    Reason::new(m::COURSE_WRONG_RULES).with("why", why.message())
}

impl Taught for Dama {
    fn read(pos: &DPosition, rules: &Self::Rules, text: &str) -> Result<DMove, Reason> {
        match pos.parse_move(text) {
            Ok(mv) => Ok(mv),
            Err(MoveError::NonMaximal {
                captured, maximum, ..
            }) => Err(not_largest(pos, rules.non_max_capture, captured, maximum)),
            Err(MoveError::Syntax(e)) => by_ends(pos, text)
                .ok_or_else(|| Reason::new(m::COURSE_WRONG_UNREADABLE).with("why", e.message())),
            Err(MoveError::Impossible(why)) => {
                by_ends(pos, text).ok_or_else(|| dama_reason(pos, &why))
            }
        }
    }

    /// The board offers real moves only, so one that is not legal
    /// captures less than the most.
    fn refuse(pos: &DPosition, rules: &Self::Rules, mv: &DMove) -> Reason {
        let (captured, maximum) = (mv.capture_count(), pos.max_capture());
        not_largest(pos, rules.non_max_capture, captured, maximum)
    }

    fn hint_squares(_pos: &DPosition, mv: &DMove) -> Vec<String> {
        vec![mv.from().to_string()]
    }
}

/// A capture written by its two ends (`e1xb4`) when exactly one legal
/// capture goes so; an ambiguous one is refused, as the learner is to say
/// which.
fn by_ends(pos: &DPosition, text: &str) -> Option<DMove> {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let mut ends = pos
        .captures_by_ends(text)
        .into_iter()
        .map(|route| route.to_move())
        .filter(|mv| legal.contains(mv));
    let one = ends.next()?;
    ends.next().is_none().then_some(one)
}

/// A move that captures less than the most: which piece captures the most,
/// and how many.
fn not_largest(pos: &DPosition, rule: NonMaxCapture, captured: u32, maximum: u32) -> Reason {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let square = legal
        .first()
        .map_or_else(String::new, |mv| mv.from().to_string());
    let id = if captured == 0 {
        m::COURSE_WRONG_MUST_CAPTURE
    } else {
        m::COURSE_WRONG_NOT_LARGEST
    };
    let rule = match rule {
        NonMaxCapture::Loses => "loses",
        NonMaxCapture::Forbidden => "refused",
    };
    Reason::new(id)
        .with("square", square)
        .with("count", maximum)
        .with("rule", rule)
}

/// The words for a Dama move the rules cannot make.
fn dama_reason(pos: &DPosition, why: &Illegal) -> Reason {
    let squares = |id, from: &str, to: &str| Reason::new(id).with("from", from).with("to", to);
    match why {
        Illegal::NoPiece { at } => Reason::new(m::COURSE_WRONG_NO_PIECE).with("at", at),
        Illegal::OpponentsPiece { at, .. } => Reason::new(m::COURSE_WRONG_NOT_YOURS).with("at", at),
        Illegal::NotStraight { from, to } => squares(m::COURSE_WRONG_DIAGONAL, from, to),
        Illegal::ManBackward { from, to } => squares(m::COURSE_WRONG_BACKWARDS, from, to),
        Illegal::ManOneStep { from, to } => squares(m::COURSE_WRONG_ONE_STEP, from, to),
        Illegal::PathBlocked { from, to } => squares(m::COURSE_WRONG_BLOCKED, from, to),
        Illegal::TurnBack { from, to } => squares(m::COURSE_WRONG_TURN_BACK, from, to),
        Illegal::OwnPieceJumped { from, to } => squares(m::COURSE_WRONG_OWN_PIECE, from, to),
        Illegal::NothingToCapture { from, to } if jumped_before(pos, from, to) => {
            squares(m::COURSE_WRONG_JUMPED_TWICE, from, to)
        }
        Illegal::NothingToCapture { from, to } => squares(m::COURSE_WRONG_NOTHING, from, to),
        Illegal::SeveralInOneJump { from, to, .. } => {
            squares(m::COURSE_WRONG_TWO_AT_ONCE, from, to)
        }
        Illegal::ManShortJump { from, to } => squares(m::COURSE_WRONG_SHORT_JUMP, from, to),
        Illegal::NotEmpty { at } => Reason::new(m::COURSE_WRONG_TAKEN).with("at", at),
        other => rules_say(other),
    }
}

/// Whether the hop `from`-`to`, with nothing to capture, passes over a
/// piece of the opponent's that stood there before the move: one this same
/// move has captured already (the rules would have seen it otherwise).
fn jumped_before(pos: &DPosition, from: &str, to: &str) -> bool {
    let (Ok(a), Ok(b)) = (from.parse::<Square>(), to.parse::<Square>()) else {
        return false;
    };
    let Some(dir) = Direction::between(a, b) else {
        return false;
    };
    let enemy = pos.pieces(pos.side_to_move().opposite());
    let mut at = a;
    while let Some(next) = at.step(dir).filter(|&next| next != b) {
        if enemy & next.bit() != 0 {
            return true;
        }
        at = next;
    }
    false
}

impl Taught for Akidada {
    fn read(pos: &APosition, rules: &Self::Rules, text: &str) -> Result<AMove, Reason> {
        pos.parse_move(rules, text).map_err(|e| match e {
            MoveError::Syntax(e) => {
                Reason::new(m::COURSE_WRONG_UNREADABLE).with("why", e.message())
            }
            MoveError::Impossible(why) => akidada_reason(&why),
            // Only Dama has moves short of the largest capture.
            other @ MoveError::NonMaximal { .. } => {
                Reason::new(m::COURSE_WRONG_RULES).with("why", other.message())
            }
        })
    }

    /// The board offers legal moves only; were one not, its notation
    /// read here says why.
    fn refuse(pos: &APosition, rules: &Self::Rules, mv: &AMove) -> Reason {
        Self::read(pos, rules, &mv.notation())
            .err()
            .unwrap_or_else(|| Reason::new(m::COURSE_WRONG_OVER))
    }

    fn hint_squares(pos: &APosition, mv: &AMove) -> Vec<String> {
        let us = pos.side_to_move();
        let mine = pos.pieces(us) & !mv.from().map_or(0, Point::bit);
        let theirs = pos.pieces(us.opposite());
        let to = mv.to();
        // The line the move completes, or the enemy line it blocks.
        let partners = |set: u16| {
            LINES
                .iter()
                .filter(|line| line.contains(&to))
                .find(|line| {
                    line.iter()
                        .filter(|p| **p != to)
                        .all(|p| set & p.bit() != 0)
                })
                .map(|line| {
                    line.iter()
                        .filter(|p| **p != to)
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                })
        };
        partners(mine)
            .or_else(|| partners(theirs))
            .or_else(|| mv.from().map(|from| vec![from.to_string()]))
            .unwrap_or_default()
    }
}

/// The words for an Akidada move the rules cannot make.
fn akidada_reason(why: &Illegal) -> Reason {
    match why {
        Illegal::NotEmpty { at } => Reason::new(m::COURSE_WRONG_TAKEN_POINT).with("at", at),
        Illegal::MustSlide { .. } => Reason::new(m::COURSE_WRONG_MUST_SLIDE),
        Illegal::MustPlace { .. } => Reason::new(m::COURSE_WRONG_MUST_PLACE),
        Illegal::NotOwnPiece { at, .. } => Reason::new(m::COURSE_WRONG_NOT_YOURS).with("at", at),
        Illegal::NotJoined { from, to } => Reason::new(m::COURSE_WRONG_NOT_JOINED)
            .with("from", from)
            .with("to", to),
        Illegal::NoLine { step } => Reason::new(m::COURSE_WRONG_NO_LINE).with("step", step),
        Illegal::NameRemoval { step, .. } => {
            Reason::new(m::COURSE_WRONG_NAME_REMOVAL).with("step", step)
        }
        Illegal::NoEnemyPiece { at, .. } => Reason::new(m::COURSE_WRONG_NOT_ENEMY).with("at", at),
        Illegal::ProtectedByLine => Reason::new(m::COURSE_WRONG_PROTECTED),
        other => rules_say(other),
    }
}
