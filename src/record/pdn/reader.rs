//! Reading PDN: the text split into games, each game's tags and moves read, and
//! the game replayed through the rules as a record is.

use std::collections::BTreeMap;

use super::error::{MovePlace, PdnError, Syntax, TagProblem};
use super::lexer::{Lexer, Spanned, Token};
use super::{PdnGame, PdnMove, Score, notation, tags};
use crate::games::dama::{Dama, DamaRules, Position};
use crate::games::{Game, Side};
use crate::record::replay::{play_moves, start_session};
use crate::record::{FORMAT, LoadedGame, Record, RecordClock, RecordError};
use crate::session::Declared;

/// One game's text, split into its parts but not yet understood.
#[derive(Default)]
struct RawGame {
    /// The line of its first token.
    line: Option<usize>,
    tags: Vec<(String, String)>,
    /// The move text outside variations: moves, numbers, annotations, comments.
    items: Vec<Spanned>,
    /// The termination marker, if the game has one.
    result: Option<Score>,
    /// The first thing in the text that is not PDN.
    error: Option<PdnError>,
}

impl RawGame {
    fn note(&mut self, error: PdnError) {
        if self.line.is_none() {
            self.line = error.line();
        }
        self.error.get_or_insert(error);
    }

    fn starts_at(&mut self, line: usize) {
        self.line.get_or_insert(line);
    }

    /// Whether the game has anything but comments with no tags (a preamble or
    /// trailing comments, not a game).
    fn is_game(&self) -> bool {
        !self.tags.is_empty()
            || self.result.is_some()
            || self.error.is_some()
            || self
                .items
                .iter()
                .any(|i| !matches!(i.token, Token::Comment { .. }))
    }
}

/// Splits PDN text into games. A game ends with its result, or where the next
/// game's tags begin; a variation is skipped whole, however deeply nested.
fn split(text: &str) -> Vec<RawGame> {
    let mut games = Vec::new();
    let mut current = RawGame::default();
    // Open variations, and where the outermost one opened.
    let mut depth = 0usize;
    let mut variation_at = (0, 0);
    let close = |game: &mut RawGame, depth: &mut usize, at: (usize, usize)| {
        if *depth > 0 {
            game.note(PdnError::Syntax {
                line: at.0,
                column: at.1,
                problem: Syntax::UnclosedVariation,
            });
            *depth = 0;
        }
        std::mem::take(game)
    };
    for item in Lexer::new(text) {
        let spanned = match item {
            Ok(spanned) => spanned,
            Err(error) => {
                current.note(error);
                continue;
            }
        };
        let (line, column) = (spanned.line, spanned.column);
        match spanned.token {
            Token::Tag { name, value } => {
                let moves_begun = current
                    .items
                    .iter()
                    .any(|i| !matches!(i.token, Token::Comment { .. }))
                    || (!current.tags.is_empty() && !current.items.is_empty())
                    || current.error.is_some()
                    || depth > 0;
                if moves_begun {
                    games.push(close(&mut current, &mut depth, variation_at));
                } else if current.tags.is_empty() {
                    // Comments before a game's tags (a file's header): not a game.
                    current.items.clear();
                    current.line = None;
                }
                current.starts_at(line);
                current.tags.push((name, value));
            }
            Token::Result(score) if depth == 0 => {
                current.starts_at(line);
                current.result = Some(score);
                games.push(close(&mut current, &mut depth, variation_at));
            }
            Token::VariationStart => {
                if depth == 0 {
                    variation_at = (line, column);
                }
                depth += 1;
            }
            Token::VariationEnd => {
                if depth == 0 {
                    current.starts_at(line);
                    current.note(PdnError::Syntax {
                        line,
                        column,
                        problem: Syntax::UnmatchedVariationEnd,
                    });
                } else {
                    depth -= 1;
                }
            }
            _ if depth > 0 => {}
            token => {
                current.starts_at(line);
                current.items.push(Spanned {
                    token,
                    line,
                    column,
                });
            }
        }
    }
    let last = close(&mut current, &mut depth, variation_at);
    if last.is_game() {
        games.push(last);
    }
    games
}

/// Every game of a PDN text, good or bad, in order.
pub(super) fn read_games(text: &str) -> Vec<PdnGame> {
    split(text)
        .into_iter()
        .enumerate()
        .map(|(i, raw)| build(raw, i + 1))
        .collect()
}

fn append(to: &mut String, text: &str) {
    if !to.is_empty() {
        to.push('\n');
    }
    to.push_str(text);
}

/// Reads one game's parts and replays it.
fn build(raw: RawGame, number: usize) -> PdnGame {
    let mut moves: Vec<PdnMove> = Vec::new();
    let mut comment = String::new();
    for item in raw.items {
        match item.token {
            Token::Move(text) => moves.push(PdnMove {
                text,
                nags: Vec::new(),
                comment: String::new(),
                line: item.line,
                column: item.column,
            }),
            // An annotation before the first move has nothing to annotate.
            Token::Nag(nag) => {
                if let Some(last) = moves.last_mut() {
                    last.nags.push(nag);
                }
            }
            Token::Comment { text, braces } => {
                if braces && text.is_empty() {
                    continue;
                }
                match moves.last_mut() {
                    Some(last) => append(&mut last.comment, &text),
                    None => append(&mut comment, &text),
                }
            }
            _ => {}
        }
    }
    let mut game = PdnGame {
        number,
        line: raw.line.unwrap_or(1),
        tags: raw.tags,
        moves,
        comment,
        result: raw.result.unwrap_or(Score::Unknown),
        game: Err(PdnError::NoGames),
    };
    // Another game type explains all else that is wrong (numbered squares ...).
    let game_type = tags::get(&game.tags, tags::GAME_TYPE)
        .and_then(|value| value.map_or(Ok(()), tags::check_game_type));
    game.game = match (game_type, raw.error) {
        (Err(error), _) | (Ok(()), Some(error)) => Err(error),
        (Ok(()), None) => load(&mut game),
    };
    game
}

/// The result of a game: the termination marker and the `Result` tag, which
/// must agree when both are known.
fn score(game: &PdnGame) -> Result<Score, PdnError> {
    let marker = game.result;
    let Some(value) = tags::get(&game.tags, tags::RESULT)? else {
        return Ok(marker);
    };
    let tag = match value.trim() {
        "" | "?" => Score::Unknown,
        text => Score::parse(text).ok_or_else(|| PdnError::Tag {
            name: tags::RESULT.to_string(),
            value: value.to_string(),
            problem: TagProblem::NotResult,
        })?,
    };
    match (tag, marker) {
        (tag, Score::Unknown) => Ok(tag),
        (Score::Unknown, marker) => Ok(marker),
        (tag, marker) if tag == marker => Ok(tag),
        (tag, moves) => Err(PdnError::ResultsDiffer { tag, moves }),
    }
}

/// The start position: the standard one (White to move), or the `FEN` tag's.
fn start_position(game: &PdnGame) -> Result<String, PdnError> {
    let standard = Position::start(Side::White).to_string();
    let set_up = tags::get(&game.tags, tags::SET_UP)?;
    let fen = tags::get(&game.tags, tags::FEN)?.map(str::trim);
    let tag_error = |problem| PdnError::Tag {
        name: tags::SET_UP.to_string(),
        value: set_up.unwrap_or_default().to_string(),
        problem,
    };
    match (set_up.map(str::trim), fen) {
        (None | Some("1"), Some(fen)) => Ok(fen.to_string()),
        (None, None) => Ok(standard),
        (Some("1"), None) => Err(tag_error(TagProblem::NoFen)),
        (Some("0"), None) => Ok(standard),
        (Some("0"), Some(fen)) => match fen.parse::<Position>() {
            Ok(pos) if pos == Position::start(Side::White) => Ok(standard),
            _ => Err(tag_error(TagProblem::FenWithoutSetUp)),
        },
        (Some(_), _) => Err(tag_error(TagProblem::SetUpFlag)),
    }
}

/// The glyph of an annotation, as it is kept at the start of the move's comment.
pub(super) fn nag_text(nag: u16) -> String {
    match nag {
        1 => "!".to_string(),
        2 => "?".to_string(),
        3 => "!!".to_string(),
        4 => "??".to_string(),
        5 => "!?".to_string(),
        6 => "?!".to_string(),
        n => format!("${n}"),
    }
}

/// Whether the game's `Termination` tag says it was lost on time.
fn ends_on_time(game: &PdnGame) -> bool {
    tags::get(&game.tags, tags::TERMINATION)
        .ok()
        .flatten()
        .is_some_and(|t| t.trim().eq_ignore_ascii_case(tags::TIME_FORFEIT))
}

/// The record of a game read from PDN (its moves as written), and its rules.
fn record_of(game: &PdnGame) -> Result<(Record, DamaRules), PdnError> {
    let rules = match tags::get(&game.tags, tags::DAMA_RULES)? {
        Some(value) => tags::rules_from_tag(value)?,
        None => DamaRules::default(),
    };
    let lot_seed = match tags::get(&game.tags, tags::LOT_SEED)? {
        Some(value) => Some(tags::number(tags::LOT_SEED, value, u64::MAX)?),
        None => None,
    };
    let start_quiet_plies = match tags::get(&game.tags, tags::START_QUIET_PLIES)? {
        Some(value) => tags::number(tags::START_QUIET_PLIES, value, u64::from(u16::MAX))? as u16,
        None => 0,
    };
    let start = start_position(game)?;
    // A start that does not read is refused when the record is replayed.
    let first = start
        .parse::<Position>()
        .map_or(Side::White, |p| p.side_to_move());
    // A time control this program cannot keep reads as none (see
    // `tags::time_control_from_tag`); so does a repeated tag that differs.
    let control = tags::get(&game.tags, tags::TIME_CONTROL)
        .ok()
        .flatten()
        .and_then(tags::time_control_from_tag);
    let mut comments = BTreeMap::new();
    // With a time control, the clock's times go to the clock, not the
    // comments, from the first move while each move has one; the rest stay
    // comment text, so nothing is lost.
    let mut marks: Vec<u64> = Vec::new();
    let mut taking = control.is_some();
    for (i, mv) in game.moves.iter().enumerate() {
        let mut text: Vec<String> = mv.nags.iter().map(|&n| nag_text(n)).collect();
        let comment = match taking.then(|| tags::take_clk(&mv.comment)) {
            Some((Some(mark), rest)) => {
                marks.push(mark);
                rest
            }
            _ => {
                taking = false;
                mv.comment.clone()
            }
        };
        if !comment.is_empty() {
            text.push(comment);
        }
        if !text.is_empty() {
            comments.insert(i + 1, text.join(" "));
        }
    }
    let clock = control.map(|(base_ms, increment_ms)| {
        // Each side's time left: its last mark, or all of it before its first move.
        let mover = |i: usize| {
            if i.is_multiple_of(2) {
                first
            } else {
                first.opposite()
            }
        };
        // A side that lost on time had none left.
        let on_time = ends_on_time(game);
        let loser = score(game)
            .ok()
            .and_then(Score::winner)
            .map(Side::opposite)
            .filter(|_| on_time);
        let left = |side: Side| {
            if loser == Some(side) {
                return 0;
            }
            (0..marks.len())
                .rev()
                .find(|&i| mover(i) == side)
                .map_or(base_ms, |i| marks[i])
        };
        RecordClock {
            base_ms,
            increment_ms,
            white_ms: left(Side::White),
            black_ms: left(Side::Black),
            marks,
        }
    });
    let record = Record {
        format: FORMAT,
        game: rules.into(),
        white: game.white().to_string(),
        black: game.black().to_string(),
        date: game.date(),
        comment: game.comment.clone(),
        result: None,
        first,
        lot_seed,
        start,
        start_quiet_plies,
        moves: game.moves.iter().map(|m| m.text.clone()).collect(),
        comments,
        // PDN has no standard tag for a program playing; games come in as
        // people's games.
        computer: Default::default(),
        review: None,
        clock,
    };
    Ok((record, rules))
}

/// Replays a game read from PDN through the rules, as a record is replayed.
fn load(game: &mut PdnGame) -> Result<LoadedGame, PdnError> {
    let (record, rules) = record_of(game)?;
    let score = score(game)?;
    game.result = score;
    if score == Score::BothLose {
        return Err(PdnError::BothLose);
    }
    let mut session = start_session::<Dama>(&record, rules).map_err(PdnError::Record)?;
    // A move that does not capture the maximum loses under the default rule: it is
    // allowed only as the last move, in a game its mover lost.
    let last_mover = if record.moves.len() % 2 == 1 {
        record.first
    } else {
        record.first.opposite()
    };
    let last_may_lose =
        Dama::non_maximal_loses(&rules) && score.winner() == Some(last_mover.opposite());
    play_moves(
        &mut session,
        &record.moves,
        last_may_lose,
        notation::resolve,
    )
    .map_err(|e| locate(e, game, record.first))?;
    // The moves decide a finished game; a game they leave open ended as the
    // result says: a resignation, or an agreed draw. `*` states nothing.
    let replayed = session.outcome();
    match (score.winner(), replayed) {
        (_, _) if score == Score::Unknown => {}
        (Some(winner), None) => session.declare(if ends_on_time(game) {
            Declared::TimeForfeit(winner.opposite())
        } else {
            Declared::Resigned(winner.opposite())
        }),
        (None, None) => session.declare(Declared::DrawAgreed),
        (winner, Some(outcome)) if outcome.winner() == winner => {}
        (_, Some(replayed)) => {
            return Err(PdnError::ResultMismatch {
                stated: score,
                replayed,
            });
        }
    }
    Ok(LoadedGame::new(session, record.meta()))
}

/// A replay error about a move, placed in the file and numbered as PDN numbers
/// moves.
fn locate(error: RecordError, game: &PdnGame, first: Side) -> PdnError {
    let place = |ply: usize| {
        let mv = &game.moves[ply - 1];
        let k = ply - 1 + usize::from(first == Side::Black);
        MovePlace {
            line: mv.line,
            column: mv.column,
            ply,
            number: k / 2 + 1,
            side: if k.is_multiple_of(2) {
                Side::White
            } else {
                Side::Black
            },
        }
    };
    match error {
        RecordError::IllegalMove {
            number,
            text,
            fault,
        } => PdnError::IllegalMove {
            at: place(number),
            text,
            fault: Box::new(fault),
        },
        RecordError::MoveAfterEnd {
            number,
            text,
            outcome,
        } => PdnError::MoveAfterEnd {
            at: place(number),
            text,
            outcome,
        },
        other => PdnError::Record(other),
    }
}
