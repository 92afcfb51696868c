//! Dama in `akidada engine`: the search, with the endgame tables from the
//! cache, read on their own thread from the first position given.

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use crate::ai::endgame::CachedTables;
use crate::ai::protocol::{GameDriver, Go, Job, Settings};
use crate::ai::search::{EndgameTables, Level, Report, Score, Search};
use crate::games::dama::{Dama, DamaRules, Move, Position};
use crate::games::options::{OptionError, RuleOption};
use crate::games::{FirstPlayer, Game, MoveError, Outcome, Side};
use crate::rng::Rng;

/// Dama through the protocol.
pub struct DamaDriver {
    search: Arc<Mutex<Search>>,
    rules: DamaRules,
    /// The position given, with the moves played from it: where the game is.
    position: Position,
    /// Keys of the positions before it (repetition).
    history: Vec<u64>,
    /// Whether `position startpos` was used (so a change of `first` moves it).
    from_start: bool,
    /// How the game ended, if the last of the moves given ended it.
    over: Option<Outcome>,
    /// Endgame tables, read from the cache on their own thread.
    tables: Arc<Mutex<CachedTables>>,
    rng: Rng,
}

impl DamaDriver {
    pub fn new() -> DamaDriver {
        DamaDriver {
            search: Arc::new(Mutex::new(Search::new(Settings::DEFAULT.hash_mb))),
            rules: DamaRules::default(),
            position: Position::start(Side::White),
            history: Vec::new(),
            from_start: true,
            over: None,
            tables: Arc::new(Mutex::new(CachedTables::new())),
            rng: Rng::from_entropy(),
        }
    }

    /// The standard start under the rule `first` (White when drawn by lot: the
    /// engine cannot draw the lot for the players).
    fn start(&self) -> Position {
        let side = match self.rules.first {
            FirstPlayer::Black => Side::Black,
            FirstPlayer::White | FirstPlayer::Lot => Side::White,
        };
        Position::start(side)
    }
}

/// Reads a move: full notation, or `from x to` / `from-to` when exactly one legal
/// move goes from `from` to `to`.
pub fn read_dama_move(pos: &Position, text: &str) -> Result<Move, String> {
    let full = pos.parse_move(text);
    let error = match full {
        Ok(mv) => return Ok(mv),
        Err(e) => e,
    };
    if let Ok(written) = crate::games::dama::parse_written(text)
        && written.squares.len() == 1
        && !matches!(error, MoveError::Syntax(_))
    {
        let to = written.squares[0];
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let matching: Vec<Move> = legal
            .into_iter()
            .filter(|m| m.from() == written.from && m.to() == to)
            .collect();
        match matching.len() {
            1 => return Ok(matching[0]),
            0 => {}
            n => {
                let routes: Vec<String> = matching.iter().map(|m| pos.move_text(m)).collect();
                return Err(format!(
                    "'{text}' names {n} moves: give the full route ({})",
                    routes.join(" or ")
                ));
            }
        }
    }
    Err(format!("'{text}': {error}"))
}

impl GameDriver for DamaDriver {
    fn name(&self) -> &'static str {
        "dama"
    }

    fn rule_options(&self) -> &'static [RuleOption] {
        Dama::rule_options()
    }

    fn set_rule_option(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        Dama::set_rule_option(&mut self.rules, name, value)?;
        if self.from_start && self.history.is_empty() {
            self.position = self.start();
        }
        Ok(())
    }

    fn apply(&mut self, settings: &Settings) -> Result<(), String> {
        // The protocol asks only while no search runs.
        let mut search = self.search.lock().unwrap_or_else(PoisonError::into_inner);
        search.set_threads(settings.threads);
        if search.hash_mb() != settings.hash_mb {
            search.set_hash(settings.hash_mb).map_err(|_| {
                format!(
                    "cannot allocate a table of {} MB: there is not enough memory \
                     (the table stays at {} MB)",
                    settings.hash_mb,
                    search.hash_mb()
                )
            })?;
        }
        Ok(())
    }

    fn new_game(&mut self) {
        self.search
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }

    fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) -> Result<(), String> {
        let mut pos = match fen {
            None => self.start(),
            Some(text) => text.parse::<Position>().map_err(|e| {
                format!(
                    "position fen: not a valid Dama position string: {e}\n\
                     (form: <side>:W<squares>:B<squares>, kings prefixed with K, \
                     e.g. W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1)"
                )
            })?,
        };
        let mut history = Vec::with_capacity(moves.len());
        for (i, text) in moves.iter().enumerate() {
            if i > 0
                && let Some(outcome) = pos.decided_by_material(&self.rules)
            {
                return Err(format!(
                    "position: the game is over after move {i} ({outcome}), \
                     but more moves follow: '{text}'"
                ));
            }
            let mv = read_dama_move(&pos, text)
                .map_err(|e| format!("position: move {} {e} (in {pos})", i + 1))?;
            history.push(pos.hash());
            pos = pos.play(&mv);
        }
        // The lone-piece rule judges moves: a position reached by one may be over.
        self.over = if moves.is_empty() {
            None
        } else {
            pos.decided_by_material(&self.rules)
        };
        self.position = pos;
        self.history = history;
        self.from_start = fen.is_none();
        // The five-piece tables take many seconds to read: begun now, on their
        // own thread, they are ready long before a game nears its end.
        self.tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .start_reading(self.rules.lone_piece);
        Ok(())
    }

    fn prepare(&mut self, go: &Go, settings: &Settings) -> Result<Job, String> {
        self.search
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .set_threads(settings.threads);
        if let Some(outcome) = self.over {
            return Ok(Box::new(
                move |_: &AtomicBool, say: &mut dyn FnMut(&str)| {
                    say(&format!("info string the game is over: {outcome}"));
                    say("bestmove (none)");
                },
            ));
        }
        let pos = self.position;
        let history = self.history.clone();
        let rules = self.rules;
        let level = Level::get(settings.level).unwrap_or_else(Level::strongest);
        let limits = go.limits(pos.side_to_move(), settings.multipv);
        // A search on the clock does not wait for tables still being read.
        let on_clock = limits.clock.is_some() || limits.movetime.is_some();
        let search = Arc::clone(&self.search);
        let tables = Arc::clone(&self.tables);
        let mut rng = Rng::new(self.rng.next_u64());
        Ok(Box::new(
            move |stop: &AtomicBool, say: &mut dyn FnMut(&str)| {
                let mut search = search.lock().unwrap_or_else(PoisonError::into_inner);
                let lock = || tables.lock().unwrap_or_else(PoisonError::into_inner);
                // Waited for without holding the tables: `position` may come
                // meanwhile.
                let reading = lock().reading_for(&pos, &rules);
                if let Some(read) = reading {
                    if on_clock {
                        say(&format!("info string {}", read.going_without_note()));
                    } else {
                        say(&format!("info string {}", read.waiting_note()));
                        read.wait(stop);
                    }
                }
                let (found, note) = lock().ready(&rules);
                if let Some(note) = note {
                    say(&format!("info string {note}"));
                }
                search.set_endgame_tables(found.map(|t| t as Arc<dyn EndgameTables>));
                let best = if level == Level::strongest() {
                    let report = search.run(&pos, &history, &rules, &limits, stop, &mut |r| {
                        for line in info_lines(&pos, r) {
                            say(&line);
                        }
                    });
                    report_end(&pos, &report, say);
                    report.best
                } else {
                    let choice = level.choose_move(
                        &mut search,
                        &pos,
                        &history,
                        &rules,
                        &limits,
                        stop,
                        &mut rng,
                    );
                    report_end(&pos, &choice.report, say);
                    choice.mv
                };
                if limits.infinite {
                    // `go infinite` answers only after `stop`, even when it is done.
                    while !stop.load(Relaxed) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                }
                match best {
                    Some(mv) => say(&format!("bestmove {}", pos.move_text(&mv))),
                    None => say("bestmove (none)"),
                }
            },
        ))
    }
}

/// The final `info` lines of a search (its last lines, or the lost position).
fn report_end(pos: &Position, report: &Report, say: &mut dyn FnMut(&str)) {
    if report.best.is_none() {
        say("info depth 0 score loss 0");
        say("info string the side to move has no legal move: the game is lost");
        return;
    }
    for line in info_lines(pos, report) {
        say(&line);
    }
}

/// One `info` line per analysed line of a report.
fn info_lines(pos: &Position, report: &Report) -> Vec<String> {
    let ms = report.time.as_millis();
    report
        .lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let score = match line.score {
                Score::Cp(cp) => format!("cp {cp}"),
                Score::Exact(v) => v.to_string(),
            };
            format!(
                "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} hashfull {} time {ms} pv {}",
                report.depth,
                report.seldepth,
                k + 1,
                report.nodes,
                report.nps,
                report.hashfull,
                line_text(pos, &line.moves)
            )
        })
        .collect()
}

/// Moves played one after another from `pos`, in notation.
pub fn line_text(pos: &Position, moves: &[Move]) -> String {
    let mut p = *pos;
    let mut text = Vec::with_capacity(moves.len());
    for mv in moves {
        text.push(p.move_text(mv));
        p = p.play(mv);
    }
    text.join(" ")
}

impl Default for DamaDriver {
    fn default() -> DamaDriver {
        DamaDriver::new()
    }
}
