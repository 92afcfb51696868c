//! Writing records as PDN: the tags, then the moves with their full routes and
//! comments, wrapped for people at 80 columns, then the result.

use super::error::PdnError;
use super::{Score, tags};
use crate::games::dama::{Dama, Position};
use crate::games::{EndReason, Game, GameKind, Side};
use crate::record::Record;

/// Lines are wrapped before they grow longer than this (a word longer than a
/// line, or a `;` comment, stands on its own).
pub const LINE_WIDTH: usize = 80;

/// One game: its tags (with `extra` tags the record has no place for: `Event`,
/// `Site`, `Round`, ...), a blank line, the moves, a blank line.
pub(super) fn write_game(
    out: &mut String,
    record: &Record,
    extra: &[(String, String)],
) -> Result<(), PdnError> {
    let (session, meta) = match record.replay_as::<Dama>() {
        Some(replayed) => replayed.map_err(PdnError::Record)?,
        None => {
            return Err(PdnError::NotDraughts {
                kind: GameKind::Akidada,
            });
        }
    };
    let score = Score::of(session.outcome());
    let extra_tag = |name: &str| {
        extra
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    // The seven tags of the roster first, in its order, those that are known.
    let date = tags::date_to_pdn(&meta.date);
    let roster = [
        (tags::EVENT, extra_tag(tags::EVENT)),
        (tags::SITE, extra_tag(tags::SITE)),
        (tags::DATE, Some(date.as_str()).filter(|d| !d.is_empty())),
        (tags::ROUND, extra_tag(tags::ROUND)),
        (
            tags::WHITE,
            Some(meta.white.as_str()).filter(|w| !w.is_empty()),
        ),
        (
            tags::BLACK,
            Some(meta.black.as_str()).filter(|b| !b.is_empty()),
        ),
        (tags::RESULT, Some(score.text())),
    ];
    for (name, value) in roster {
        if let Some(value) = value {
            tags::write_tag(out, name, value);
        }
    }
    tags::write_tag(out, tags::GAME_TYPE, tags::LONG_GAME_TYPE);
    let start = session.start();
    if *start != Position::start(Side::White) {
        tags::write_tag(out, tags::SET_UP, "1");
        tags::write_tag(out, tags::FEN, &start.to_string());
    }
    if let Some(rules) = tags::rules_to_tag(session.rules()) {
        tags::write_tag(out, tags::DAMA_RULES, &rules);
    }
    if let Some(seed) = session.lot().seed {
        tags::write_tag(out, tags::LOT_SEED, &seed.to_string());
    }
    if start.quiet_plies() != 0 {
        tags::write_tag(
            out,
            tags::START_QUIET_PLIES,
            &start.quiet_plies().to_string(),
        );
    }
    if let Some(clock) = &meta.clock {
        tags::write_tag(
            out,
            tags::TIME_CONTROL,
            &tags::time_control_to_tag(clock.base_ms, clock.increment_ms),
        );
    }
    let lost_on_time = session
        .outcome()
        .is_some_and(|o| o.reason() == EndReason::TimeForfeit);
    if lost_on_time {
        tags::write_tag(out, tags::TERMINATION, tags::TIME_FORFEIT);
    }
    for (name, value) in extra {
        if lost_on_time && name.eq_ignore_ascii_case(tags::TERMINATION) {
            continue;
        }
        let roster = [tags::EVENT, tags::SITE, tags::ROUND];
        // A name PDN cannot hold (empty, spaces, quotes) is left out.
        let writable =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if writable && !tags::is_own(name) && !roster.iter().any(|r| r.eq_ignore_ascii_case(name)) {
            tags::write_tag(out, name, value);
        }
    }
    out.push('\n');

    let mut words = Words::default();
    words.comment(&meta.comment);
    let offset = usize::from(Dama::side_to_move(start) == Side::Black);
    let mut after_comment = false;
    for (i, ply) in session.plies().iter().enumerate() {
        let k = i + offset;
        let number = k / 2 + 1;
        // A move number stays on the line of its move.
        let text = if k.is_multiple_of(2) {
            format!("{number}. {}", ply.text)
        } else if i == 0 || after_comment {
            format!("{number}... {}", ply.text)
        } else {
            ply.text.clone()
        };
        words.word(text, true);
        let mut comment = meta.comments.get(&(i + 1)).cloned().unwrap_or_default();
        // The mover's clock after the move, first in the move's comment.
        if let Some(&ms) = meta.clock.as_ref().and_then(|c| c.marks.get(i)) {
            let clk = format!("[%clk {}]", tags::clk_text(ms));
            comment = if comment.trim().is_empty() {
                clk
            } else {
                format!("{clk} {comment}")
            };
        }
        words.comment(&comment);
        after_comment = !comment.is_empty();
    }
    words.word(score.text().to_string(), true);
    words.lay_out(out);
    out.push('\n');
    Ok(())
}

/// The move text as words, before it is laid out in lines.
#[derive(Default)]
struct Words {
    items: Vec<Item>,
}

enum Item {
    /// A word; `may_open_line` is false for a word that must not begin a line
    /// (inside a comment, `[` at the start of a line would read as a tag).
    Word { text: String, may_open_line: bool },
    /// A `;` comment: the rest of its line.
    LineComment(String),
}

impl Words {
    fn word(&mut self, text: String, may_open_line: bool) {
        self.items.push(Item::Word {
            text,
            may_open_line,
        });
    }

    /// A comment, in braces when it can be (one paragraph, no `}`), otherwise one
    /// `;` comment per line. Reading gives the same text back.
    fn comment(&mut self, comment: &str) {
        if comment.trim().is_empty() {
            return;
        }
        if comment.contains('\n') || comment.contains('}') {
            for line in comment.split('\n') {
                let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
                self.items.push(Item::LineComment(if line.is_empty() {
                    ";".to_string()
                } else {
                    format!("; {line}")
                }));
            }
            return;
        }
        let words: Vec<&str> = comment.split_whitespace().collect();
        let last = words.len() - 1;
        for (i, word) in words.iter().enumerate() {
            let mut text = String::new();
            if i == 0 {
                text.push('{');
            }
            text.push_str(word);
            if i == last {
                text.push('}');
            }
            let may_open_line = i == 0 || !word.starts_with(['[', '%']);
            self.word(text, may_open_line);
        }
    }

    fn lay_out(&self, out: &mut String) {
        let mut line = String::new();
        let mut width = 0;
        let mut flush = |line: &mut String, width: &mut usize| {
            if !line.is_empty() {
                out.push_str(line);
                out.push('\n');
                line.clear();
                *width = 0;
            }
        };
        for item in &self.items {
            match item {
                Item::Word {
                    text,
                    may_open_line,
                } => {
                    let len = text.chars().count();
                    if width > 0 && width + 1 + len > LINE_WIDTH && *may_open_line {
                        flush(&mut line, &mut width);
                    }
                    if width > 0 {
                        line.push(' ');
                        width += 1;
                    }
                    line.push_str(text);
                    width += len;
                }
                Item::LineComment(text) => {
                    if width > 0 {
                        line.push(' ');
                    }
                    line.push_str(text);
                    width = 1;
                    flush(&mut line, &mut width);
                }
            }
        }
        flush(&mut line, &mut width);
    }
}
