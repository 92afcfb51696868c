//! Reading a record's text, and replaying its moves through the rules.

use ron::error::{Error as RonError, SpannedError};
use ron::extensions::Extensions;
use serde::Deserialize;

use super::{
    FORMAT, GameRules, Inconsistency, LoadedGame, MoveFault, Record, RecordError, RecordGame,
};
use crate::games::akidada::Akidada;
use crate::games::dama::Dama;
use crate::games::{EndReason, FirstPlayer, Game, MoveError, Outcome, Side};
use crate::session::{Declared, Lot, PlayError, Session};

/// The largest `no_progress` the rules can count to.
const MAX_NO_PROGRESS: u16 = crate::games::options::MAX_NO_PROGRESS as u16;

fn options() -> ron::Options {
    // `result: Win(...)` is read as well as `result: Some(Win(...))`: easier by hand.
    ron::Options::default().with_default_extension(Extensions::IMPLICIT_SOME)
}

/// Only the version, read before anything else: a record of another version may
/// have other fields.
#[derive(Deserialize)]
struct Probe {
    format: u64,
}

pub(super) fn parse(text: &str) -> Result<Record, RecordError> {
    let options = options();
    if let Ok(Probe { format }) = options.from_str::<Probe>(text)
        && format != u64::from(FORMAT)
    {
        return Err(RecordError::UnknownVersion {
            found: format,
            supported: FORMAT,
        });
    }
    options
        .from_str::<Record>(text)
        .map_err(|e| classify(&options, text, e))
}

/// Sorts a RON error into not-RON-at-all (the text does not even read as a RON
/// value) and the kinds of wrong content.
fn classify(options: &ron::Options, text: &str, error: SpannedError) -> RecordError {
    if let Err(syntax) = options.from_str::<ron::Value>(text) {
        return RecordError::NotRon {
            line: syntax.span.start.line,
            column: syntax.span.start.col,
            message: syntax.code.to_string(),
        };
    }
    let (line, column) = at_value(text, error.span.start.line, error.span.start.col);
    match error.code {
        RonError::NoSuchStructField {
            expected, found, ..
        } => RecordError::UnknownField {
            line,
            column,
            field: found,
            expected: expected.to_vec(),
        },
        RonError::MissingStructField { field, .. } => RecordError::MissingField {
            line,
            column,
            field,
        },
        RonError::NoSuchEnumVariant {
            expected, found, ..
        } => RecordError::UnknownName {
            line,
            column,
            found,
            expected: expected.to_vec(),
        },
        RonError::DuplicateStructField { field, .. } => RecordError::DuplicateField {
            line,
            column,
            field,
        },
        code => RecordError::WrongType {
            line,
            column,
            message: code.to_string(),
        },
    }
}

/// RON places some errors on the blank before a value: move on to the value.
fn at_value(text: &str, line: usize, column: usize) -> (usize, usize) {
    let Some(line_text) = text.split('\n').nth(line.wrapping_sub(1)) else {
        return (line, column);
    };
    let blanks = line_text
        .chars()
        .skip(column.saturating_sub(1))
        .take_while(|c| c.is_whitespace())
        .count();
    if line_text.chars().count() > column.saturating_sub(1) + blanks {
        (line, column + blanks)
    } else {
        (line, column)
    }
}

pub(super) fn replay(record: &Record) -> Result<LoadedGame, RecordError> {
    if let Some(rules) = Akidada::rules_of(&record.game) {
        let session = replay_session::<Akidada>(record, rules)?;
        return Ok(LoadedGame::new(session, record.meta()));
    }
    let rules = Dama::rules_of(&record.game).expect("a record is of one of the two games");
    let session = replay_session::<Dama>(record, rules)?;
    Ok(LoadedGame::new(session, record.meta()))
}

/// Checks that a saved review has an entry per position, each an evaluation.
fn check_review(review: &super::RecordReview, positions: usize) -> Result<(), RecordError> {
    let entries = review.evals.len();
    if entries != positions || review.best.len() != positions {
        return Err(RecordError::BadReview {
            positions,
            entries: entries.min(review.best.len()),
            at: None,
        });
    }
    match review.to_saved() {
        Ok(_) => Ok(()),
        Err(at) => Err(RecordError::BadReview {
            positions,
            entries,
            at: Some(at),
        }),
    }
}

/// Checks that `first`, `lot_seed`, the option `first` and the start position's
/// side to move tell the same story.
fn check_first(record: &Record, option: FirstPlayer, to_move: Side) -> Result<Lot, RecordError> {
    let first = record.first;
    let conflict = |c: Inconsistency| Err(RecordError::Inconsistent(c));
    if first != to_move {
        return conflict(Inconsistency::FirstNotToMove { first, to_move });
    }
    match (option, record.lot_seed) {
        (FirstPlayer::White, _) if first != Side::White => {
            conflict(Inconsistency::FirstAgainstOption { first, option })
        }
        (FirstPlayer::Black, _) if first != Side::Black => {
            conflict(Inconsistency::FirstAgainstOption { first, option })
        }
        (FirstPlayer::White | FirstPlayer::Black, Some(seed)) => {
            conflict(Inconsistency::SeedWithoutLot { seed, option })
        }
        (FirstPlayer::Lot, Some(seed)) if Lot::draw(seed) != first => {
            conflict(Inconsistency::SeedDrawsOther {
                seed,
                drawn: Lot::draw(seed),
                first,
            })
        }
        // A lot with no seed: drawn outside the app (a coin), and recorded as such.
        _ => Ok(Lot {
            first,
            seed: record.lot_seed,
        }),
    }
}

pub(super) fn replay_session<G: RecordGame>(
    record: &Record,
    rules: G::Rules,
) -> Result<Session<G>, RecordError> {
    let mut session = start_session::<G>(record, rules)?;
    play_moves(
        &mut session,
        &record.moves,
        G::non_maximal_loses(&rules),
        |_, _| Ok(None),
    )?;
    check_result(&mut session, record.result)?;
    check_comments(record)?;
    Ok(session)
}

/// The session of a record before its moves: the rule options, the start
/// position and who moved first checked.
pub(super) fn start_session<G: RecordGame>(
    record: &Record,
    rules: G::Rules,
) -> Result<Session<G>, RecordError> {
    let (GameRules::Akidada {
        no_progress: limit, ..
    }
    | GameRules::Dama {
        no_progress: limit, ..
    }) = record.game;
    if limit > MAX_NO_PROGRESS {
        return Err(RecordError::BadRuleOption {
            option: "no_progress",
            value: u64::from(limit),
            max: u64::from(MAX_NO_PROGRESS),
        });
    }
    let start = G::parse_position(&record.start).map_err(|error| RecordError::BadPosition {
        text: record.start.clone(),
        error,
    })?;
    let start = G::with_quiet_plies(start, record.start_quiet_plies);
    let lot = check_first(record, G::first_player(&rules), G::side_to_move(&start))?;
    let max = G::KIND.computer_levels();
    if let Some((&side, &level)) = record
        .computer
        .iter()
        .find(|&(_, &level)| !(1..=max).contains(&level))
    {
        return Err(RecordError::BadLevel { side, level, max });
    }
    if let Some(review) = &record.review {
        check_review(review, record.moves.len() + 1)?;
    }
    if let Some(clock) = &record.clock
        && clock.marks.len() > record.moves.len()
    {
        return Err(RecordError::BadClock {
            marks: clock.marks.len(),
            moves: record.moves.len(),
        });
    }
    Ok(Session::<G>::from_position(rules, lot, start))
}

/// Plays recorded moves, in notation, one after the other. `resolve` may give
/// another text for a move before it is played (a PDN short form becomes the full
/// route; `None` plays it as written); errors still name the move as written.
/// A move that does not capture the maximum is played, as a loss for its mover,
/// only as the last move and only if `last_may_lose`: the result must then say so.
pub(super) fn play_moves<G: Game>(
    session: &mut Session<G>,
    moves: &[String],
    last_may_lose: bool,
    mut resolve: impl FnMut(&G::Position, &str) -> Result<Option<String>, MoveFault>,
) -> Result<(), RecordError> {
    let count = moves.len();
    for (i, text) in moves.iter().enumerate() {
        let number = i + 1;
        let illegal = |fault: MoveFault| RecordError::IllegalMove {
            number,
            text: text.clone(),
            fault,
        };
        let after_end = |outcome: Outcome| RecordError::MoveAfterEnd {
            number,
            text: text.clone(),
            outcome,
        };
        if let Some(outcome) = session.outcome() {
            return Err(after_end(outcome));
        }
        let resolved = resolve(&session.position(), text).map_err(illegal)?;
        let played = resolved.as_deref().unwrap_or(text);
        match session.play_text(played) {
            Ok(_) => {}
            Err(PlayError::GameOver(outcome)) => return Err(after_end(outcome)),
            // Under the default rule a non-maximal move loses: it can only end the
            // game, and the result must then say that the mover lost by it (checked
            // with the result).
            Err(PlayError::Move(MoveError::NonMaximal { .. }))
                if number == count && last_may_lose =>
            {
                session.play_losing_text(played).map_err(|e| match e {
                    PlayError::GameOver(outcome) => after_end(outcome),
                    PlayError::Move(e) => illegal(MoveFault::from_move_error(e)),
                })?;
            }
            Err(PlayError::Move(e)) => return Err(illegal(MoveFault::from_move_error(e))),
        }
    }
    Ok(())
}

/// Checks the recorded result against the one the moves lead to, restoring a
/// declared resignation or agreed draw.
pub(super) fn check_result<G: Game>(
    session: &mut Session<G>,
    recorded: Option<Outcome>,
) -> Result<(), RecordError> {
    match (recorded, session.outcome()) {
        (
            Some(Outcome::Win {
                winner,
                reason: EndReason::Resignation,
            }),
            None,
        ) => session.declare(Declared::Resigned(winner.opposite())),
        (
            Some(Outcome::Draw {
                reason: EndReason::Agreement,
            }),
            None,
        ) => session.declare(Declared::DrawAgreed),
        (
            Some(Outcome::Win {
                winner,
                reason: EndReason::TimeForfeit,
            }),
            None,
        ) => session.declare(Declared::TimeForfeit(winner.opposite())),
        (recorded, replayed) if recorded == replayed => {}
        (recorded, replayed) => return Err(RecordError::ResultMismatch { recorded, replayed }),
    }
    Ok(())
}

/// Every comment is on a move the record has.
fn check_comments(record: &Record) -> Result<(), RecordError> {
    let count = record.moves.len();
    if let Some((&number, _)) = record.comments.iter().find(|&(&n, _)| n == 0 || n > count) {
        return Err(RecordError::CommentOutOfRange {
            number,
            moves: count,
        });
    }
    Ok(())
}
