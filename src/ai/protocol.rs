//! `akidada engine`: the engine as a line protocol on standard input and output,
//! in the grammar of UCI, so that match runners and other tools can drive it.
//!
//! ```text
//! uci                      -> id name ..., id author ..., option ..., uciok
//! isready                  -> readyok (at once, also while searching)
//! ucinewgame               forget what earlier games taught
//! setoption name N value V Game, Hash, Threads, Level, MultiPV and every rule
//!                          option by its RULES.md name (first, lone_piece, ...)
//! position startpos|fen F [moves M1 M2 ...]
//!                          moves in RULES.md notation; a capture may be given as
//!                          `from x to` when that names one move; the moves are
//!                          the game's history for the repetition rule
//! go movetime MS | depth N | nodes N | wtime MS btime MS [winc MS binc MS]
//!    [movestogo N] | infinite
//!                          -> info depth ... score cp X|win N|loss N ... pv ...
//!                          -> bestmove M
//! stop                     -> bestmove at once
//! quit
//! ```
//!
//! The search runs on its own thread, so `stop` and `isready` are answered while
//! it works. Bad input of any kind gets an `info string error: ...` line saying
//! what was wrong, and the engine goes on.
//!
//! Games plug in through [`GameDriver`]: the protocol itself knows nothing of
//! Dama. To add a game, implement the trait and add a line to [`driver_for`].

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use super::endgame::CachedTables;
use super::search::{
    Clock, EndgameTables, Level, Limits, MAX_HASH_MB, MAX_THREADS, Report, Score, Search,
};
use crate::games::dama::{Dama, DamaRules, Move, Position};
use crate::games::options::{OptionError, RuleOption};
use crate::games::{FirstPlayer, Game, MoveError, Outcome, Side};
use crate::rng::Rng;

/// The games the engine plays, by the name `setoption name Game` takes.
pub const GAMES: &[&str] = &["dama", "akidada"];

/// A game the protocol can play: its rules, its position and its search.
pub trait GameDriver: Send {
    /// The name, as `setoption name Game value <name>` gives it.
    fn name(&self) -> &'static str;
    /// The rule options, by their RULES.md names.
    fn rule_options(&self) -> &'static [RuleOption];
    fn set_rule_option(&mut self, name: &str, value: &str) -> Result<(), OptionError>;
    /// Forget what earlier games taught the search.
    fn new_game(&mut self);
    /// Sets the position: the start (`None`) or a position string, then moves.
    fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) -> Result<(), String>;
    /// Prepares a search of the current position with these settings; the job
    /// runs on the search thread.
    fn prepare(&mut self, go: &Go, settings: &Settings) -> Result<Job, String>;
}

/// A search to run on the search thread: it reports through `say` (one line a
/// call, `info ...` and finally `bestmove ...`) and stops when the flag is set.
pub type Job = Box<dyn FnOnce(&AtomicBool, &mut dyn FnMut(&str)) + Send>;

/// The driver for a game named in `setoption name Game`.
pub fn driver_for(name: &str) -> Result<Box<dyn GameDriver>, String> {
    match name.trim().to_ascii_lowercase().as_str() {
        "dama" => Ok(Box::new(DamaDriver::new())),
        "akidada" => Ok(Box::new(
            crate::ai::akidada::driver::AkidadaDriver::default(),
        )),
        other => Err(format!(
            "unknown game '{other}': supported: {}",
            GAMES.join(", ")
        )),
    }
}

/// Engine settings that are not rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub hash_mb: usize,
    pub threads: usize,
    /// 1 to 8; 8 is full strength.
    pub level: u8,
    pub multipv: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            hash_mb: 16,
            threads: 1,
            level: Level::strongest().number,
            multipv: 1,
        }
    }
}

/// The most lines `MultiPV` accepts.
pub const MAX_MULTIPV: usize = 64;

/// What `go` asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// wtime, btime, winc, binc in milliseconds.
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u32>,
    pub infinite: bool,
}

impl Go {
    /// Reads the words after `go`.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let word = words[i].to_ascii_lowercase();
            i += 1;
            if word == "infinite" {
                go.infinite = true;
                continue;
            }
            let known = [
                "movetime",
                "depth",
                "nodes",
                "wtime",
                "btime",
                "winc",
                "binc",
                "movestogo",
            ];
            if !known.contains(&word.as_str()) {
                return Err(format!(
                    "go: unknown parameter '{}': expected movetime, depth, nodes, wtime, \
                     btime, winc, binc, movestogo or infinite",
                    words[i - 1]
                ));
            }
            let Some(text) = words.get(i) else {
                return Err(format!("go: {word} needs a number after it"));
            };
            i += 1;
            let n: u64 = text
                .parse()
                .map_err(|_| format!("go: {word} '{text}' is not a whole number"))?;
            match word.as_str() {
                "movetime" => go.movetime = Some(Duration::from_millis(n.max(1))),
                "depth" => {
                    go.depth = Some(u32::try_from(n).unwrap_or(u32::MAX).clamp(1, 1000));
                }
                "nodes" => go.nodes = Some(n.max(1)),
                "wtime" => go.wtime = Some(n),
                "btime" => go.btime = Some(n),
                "winc" => go.winc = Some(n),
                "binc" => go.binc = Some(n),
                _ => go.movestogo = Some(u32::try_from(n).unwrap_or(u32::MAX)),
            }
        }
        Ok(go)
    }

    /// The search limits for `side` to move.
    pub fn limits(&self, side: Side, multipv: usize) -> Limits {
        let (time, inc) = match side {
            Side::White => (self.wtime, self.winc),
            Side::Black => (self.btime, self.binc),
        };
        Limits {
            depth: self.depth,
            movetime: self.movetime,
            nodes: self.nodes,
            clock: time.map(|t| Clock {
                time: Duration::from_millis(t),
                increment: Duration::from_millis(inc.unwrap_or(0)),
                moves_to_go: self.movestogo,
            }),
            infinite: self.infinite,
            multipv,
        }
    }
}

/// The output, shared by the reading thread and the search thread; every line
/// is flushed at once.
#[derive(Clone)]
struct Out(Arc<Mutex<Box<dyn Write + Send>>>);

impl Out {
    fn say(&self, line: &str) {
        let mut w = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        // A closed output leaves nothing to tell; the input's end will stop us.
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }

    fn error(&self, message: &str) {
        for (i, line) in message.lines().enumerate() {
            if i == 0 {
                self.say(&format!("info string error: {line}"));
            } else {
                self.say(&format!("info string {line}"));
            }
        }
    }
}

/// A search running on its thread.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
    /// `go infinite`: it ends only when stopped.
    infinite: bool,
    /// Set as the search says `bestmove`, before the line goes out: a client
    /// that has read it may send `go` at once, though the thread is still
    /// returning.
    answered: Arc<AtomicBool>,
}

/// The engine's state between commands.
struct Engine {
    out: Out,
    game: Box<dyn GameDriver>,
    settings: Settings,
    running: Option<Running>,
}

/// Runs the protocol until `quit` or the end of the input. At `quit` a search
/// is stopped at once; at the end of the input a bounded search is let finish,
/// so that `echo "go depth 12" | akidada engine` prints its move.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) -> io::Result<()> {
    let mut engine = Engine {
        out: Out(Arc::new(Mutex::new(Box::new(output)))),
        game: Box::new(DamaDriver::new()),
        settings: Settings::default(),
        running: None,
    };
    for line in input.lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                engine.out.error("the line is not valid UTF-8");
                continue;
            }
            Err(e) => {
                engine.finish_search();
                return Err(e);
            }
        };
        if !engine.command(&line) {
            engine.finish_search();
            return Ok(());
        }
    }
    if let Some(running) = engine.running.as_ref()
        && !running.infinite
    {
        let running = engine.running.take();
        if let Some(running) = running
            && running.thread.join().is_err()
        {
            engine.out.error("the search thread failed");
        }
    }
    engine.finish_search();
    Ok(())
}

impl Engine {
    /// Handles one line; `false` to quit.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return true;
        };
        let rest = &words[1..];
        match first {
            "uci" => self.uci(),
            "isready" => self.out.say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.game.new_game();
            }
            "setoption" => {
                if let Err(e) = self.set_option(rest) {
                    self.out.error(&e);
                }
            }
            "position" => {
                if let Err(e) = self.position(rest) {
                    self.out.error(&format!("{e}\n(the position is unchanged)"));
                }
            }
            "go" => {
                if let Err(e) = self.go(rest) {
                    self.out.error(&e);
                }
            }
            "stop" => self.finish_search(),
            "quit" => return false,
            other => self.out.error(&format!(
                "unknown command '{}': expected uci, isready, ucinewgame, setoption, \
                 position, go, stop or quit",
                other.escape_debug()
            )),
        }
        true
    }

    fn uci(&self) {
        let out = &self.out;
        out.say(&format!("id name Akidada {}", env!("CARGO_PKG_VERSION")));
        out.say("id author the Akidada project");
        out.say(&format!(
            "option name Game type combo default {} {}",
            self.game.name(),
            GAMES
                .iter()
                .map(|g| format!("var {g}"))
                .collect::<Vec<_>>()
                .join(" ")
        ));
        let d = Settings::default();
        out.say(&format!(
            "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
            d.hash_mb
        ));
        out.say(&format!(
            "option name Threads type spin default {} min 1 max {MAX_THREADS}",
            d.threads
        ));
        out.say(&format!(
            "option name Level type spin default {} min 1 max {}",
            d.level,
            Level::strongest().number
        ));
        out.say(&format!(
            "option name MultiPV type spin default {} min 1 max {MAX_MULTIPV}",
            d.multipv
        ));
        for option in self.game.rule_options() {
            if option.is_number() {
                out.say(&format!(
                    "option name {} type spin default {} min 0 max {}",
                    option.name,
                    option.default,
                    crate::games::options::MAX_NO_PROGRESS
                ));
            } else {
                let vars: Vec<String> = option.values.iter().map(|v| format!("var {v}")).collect();
                out.say(&format!(
                    "option name {} type combo default {} {}",
                    option.name,
                    option.default,
                    vars.join(" ")
                ));
            }
        }
        out.say("uciok");
    }

    /// `setoption name <name> value <value>`.
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        if words.first().map(|w| w.to_ascii_lowercase()) != Some("name".into()) {
            return Err("setoption: expected `setoption name <Name> value <value>`".into());
        }
        let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let name = words[1..value_at.unwrap_or(words.len())].join(" ");
        let value = value_at
            .map(|i| words[i + 1..].join(" "))
            .unwrap_or_default();
        if name.is_empty() {
            return Err("setoption: the option has no name".into());
        }
        if value.is_empty() {
            return Err(format!("setoption: option {name} needs a value: value <v>"));
        }
        let number = |min: u64, max: u64| -> Result<u64, String> {
            match value.parse::<u64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "setoption: {name} cannot be '{value}': expected a whole number from {min} to {max}"
                )),
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "game" => {
                if !value.eq_ignore_ascii_case(self.game.name()) {
                    let driver = driver_for(&value)?;
                    self.finish_search();
                    self.game = driver;
                }
            }
            "hash" => self.settings.hash_mb = number(1, MAX_HASH_MB as u64)? as usize,
            "threads" => self.settings.threads = number(1, MAX_THREADS as u64)? as usize,
            "level" => {
                self.settings.level = number(1, u64::from(Level::strongest().number))? as u8;
            }
            "multipv" => self.settings.multipv = number(1, MAX_MULTIPV as u64)? as usize,
            _ => {
                self.game
                    .set_rule_option(&name, &value)
                    .map_err(|e| match e {
                        OptionError::UnknownName { .. } => format!(
                            "setoption: unknown option '{name}': expected Game, Hash, Threads, \
                             Level, MultiPV or a rule option of {} ({})",
                            self.game.name(),
                            self.game
                                .rule_options()
                                .iter()
                                .map(|o| o.name)
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                        other => format!("setoption: {other}"),
                    })?;
            }
        }
        Ok(())
    }

    /// `position startpos|fen F [moves ...]`.
    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|w| w.eq_ignore_ascii_case("moves"));
        let head = &words[..moves_at.unwrap_or(words.len())];
        let moves: &[&str] = moves_at.map_or(&[], |i| &words[i + 1..]);
        let fen = match head {
            [w] if w.eq_ignore_ascii_case("startpos") => None,
            [w, fen @ ..] if w.eq_ignore_ascii_case("fen") => {
                if fen.is_empty() {
                    return Err("position fen: expected a position string after fen".into());
                }
                Some(fen.join(" "))
            }
            _ => {
                return Err("position: expected `position startpos [moves ...]` or \
                     `position fen <position string> [moves ...]`"
                    .into());
            }
        };
        self.game.set_position(fen.as_deref(), moves)
    }

    fn go(&mut self, words: &[&str]) -> Result<(), String> {
        let go = Go::parse(words)?;
        if self
            .running
            .as_ref()
            .is_some_and(|r| !r.answered.load(Relaxed))
        {
            return Err("go: a search is already running (send stop first)".into());
        }
        self.finish_search();
        let job = self.game.prepare(&go, &self.settings)?;
        let stop = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let out = self.out.clone();
        let (flag, said) = (Arc::clone(&stop), Arc::clone(&answered));
        let thread = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                job(&flag, &mut |line| {
                    if line.starts_with("bestmove") {
                        said.store(true, Relaxed);
                    }
                    out.say(line);
                });
            })
            .map_err(|e| format!("go: cannot start the search thread: {e}"))?;
        self.running = Some(Running {
            stop,
            thread,
            infinite: go.infinite,
            answered,
        });
        Ok(())
    }

    /// Stops the search, if one runs, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Relaxed);
            if running.thread.join().is_err() {
                self.out.error("the search thread failed");
            }
        }
    }
}

/// Dama through the protocol.
struct DamaDriver {
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
    /// Endgame tables, read from the cache when a position nears the end.
    tables: Arc<Mutex<CachedTables>>,
    rng: Rng,
}

impl DamaDriver {
    fn new() -> DamaDriver {
        DamaDriver {
            search: Arc::new(Mutex::new(Search::new(Settings::default().hash_mb))),
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
        Ok(())
    }

    fn prepare(&mut self, go: &Go, settings: &Settings) -> Result<Job, String> {
        {
            let mut search = self.search.lock().unwrap_or_else(PoisonError::into_inner);
            if search.hash_mb() != settings.hash_mb {
                search.set_hash(settings.hash_mb);
            }
            search.set_threads(settings.threads);
        }
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
        let search = Arc::clone(&self.search);
        let tables = Arc::clone(&self.tables);
        let mut rng = Rng::new(self.rng.next_u64());
        Ok(Box::new(
            move |stop: &AtomicBool, say: &mut dyn FnMut(&str)| {
                let mut search = search.lock().unwrap_or_else(PoisonError::into_inner);
                let (found, note) = tables
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .for_search(&pos, &rules);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Output collected in memory.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn session(input: &str) -> Vec<String> {
        let out = Shared::default();
        run(io::Cursor::new(input.to_string()), out.clone()).unwrap();
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn uci_lists_every_option_then_uciok() {
        let out = session("uci\n");
        assert!(out[0].starts_with("id name Akidada"));
        assert_eq!(out.last().unwrap(), "uciok");
        for name in [
            "Game",
            "Hash",
            "Threads",
            "Level",
            "MultiPV",
            "first",
            "non_max_capture",
            "lone_piece",
            "no_progress",
        ] {
            assert!(
                out.iter()
                    .any(|l| l.starts_with(&format!("option name {name} type"))),
                "{name}"
            );
        }
    }

    #[test]
    fn a_depth_search_reports_and_moves() {
        let out = session("position startpos moves c3-c4 f6-f5\ngo depth 4\nisready\n");
        let best = out.iter().find(|l| l.starts_with("bestmove ")).unwrap();
        let mv = best.trim_start_matches("bestmove ");
        let pos = Position::start(Side::White)
            .play(&read_dama_move(&Position::start(Side::White), "c3-c4").unwrap());
        let pos = pos.play(&read_dama_move(&pos, "f6-f5").unwrap());
        assert!(pos.parse_move(mv).is_ok(), "{mv}");
        assert!(
            out.iter()
                .any(|l| l.starts_with("info depth 4 ") && l.contains(" pv "))
        );
        assert!(out.contains(&"readyok".to_string()));
    }

    #[test]
    fn bad_lines_are_answered_and_the_engine_goes_on() {
        let out = session(
            "fly\nsetoption name Hash value lots\nsetoption name Colour value red\n\
             setoption name lone_piece value Maybe\nposition fen X:W:B\n\
             position startpos moves d3-d5\ngo depth x\ngo sideways 3\n\
             setoption name Game value chess\nisready\n",
        );
        let errors: Vec<&String> = out
            .iter()
            .filter(|l| l.starts_with("info string error: "))
            .collect();
        assert_eq!(errors.len(), 9, "{out:#?}");
        assert!(errors[0].contains("unknown command 'fly'"));
        assert!(errors[1].contains("Hash"));
        assert!(errors[2].contains("unknown option 'Colour'"));
        assert!(errors[3].contains("lone_piece"));
        assert!(errors[4].contains("position string"));
        assert!(errors[5].contains("move 1") && errors[5].contains("d3-d5"));
        assert!(errors[6].contains("depth 'x'"));
        assert!(errors[7].contains("sideways"));
        assert!(errors[8].contains("chess") && errors[8].contains("supported: dama, akidada"));
        assert_eq!(out.last().unwrap(), "readyok");
    }

    #[test]
    fn a_capture_may_be_given_from_and_to_when_that_names_one_move() {
        // The seed's example: eight routes, seven moves, f4 reached by one.
        let pos: Position = "W:WKb8,h7:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
        let mv = read_dama_move(&pos, "b8xf4").unwrap();
        assert_eq!(pos.move_text(&mv), "b8xb5xg5xg1xa1xa4xf4");
        let e = read_dama_move(&pos, "b8xb5").unwrap_err();
        assert!(e.contains("b8xb5"), "{e}");
    }

    #[test]
    fn the_lot_start_and_rule_options_shape_the_position() {
        let out = session("setoption name first value Black\nposition startpos\ngo depth 1\n");
        let best = out.iter().find(|l| l.starts_with("bestmove ")).unwrap();
        let mv = best.trim_start_matches("bestmove ");
        assert!(
            Position::start(Side::Black).parse_move(mv).is_ok(),
            "Black moves first: {mv}"
        );
    }

    #[test]
    fn a_lost_position_has_no_best_move() {
        let out = session("position fen W:Wa2:Ba3,a4,b2,c2\ngo depth 3\n");
        assert!(
            out.contains(&"info depth 0 score loss 0".to_string()),
            "{out:?}"
        );
        assert_eq!(out.last().unwrap(), "bestmove (none)");
    }

    #[test]
    fn go_parses_every_limit() {
        let go = Go::parse(&[
            "wtime",
            "60000",
            "btime",
            "50000",
            "winc",
            "1000",
            "binc",
            "500",
            "movestogo",
            "20",
        ])
        .unwrap();
        let l = go.limits(Side::Black, 1);
        assert_eq!(
            l.clock,
            Some(Clock {
                time: Duration::from_millis(50_000),
                increment: Duration::from_millis(500),
                moves_to_go: Some(20)
            })
        );
        assert!(Go::parse(&["infinite"]).unwrap().infinite);
        assert!(Go::parse(&["nodes"]).is_err());
    }
}
