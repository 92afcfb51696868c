//! `akidada engine`: the engine as a line protocol on standard input and output,
//! in the grammar of UCI, so that match runners and other tools can drive it.
//!
//! ```text
//! uci                      -> id name ..., id author ..., option ..., uciok
//! isready                  -> readyok (at once, also while searching)
//! ucinewgame               forget what earlier games taught
//! setoption name N value V the engine's options (the table in [`options`]) and
//!                          every rule option of the game by its RULES.md name
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
//! This module is the protocol alone: it knows no game. Games plug in as
//! [`GameDriver`]s, handed to [`run`] as a list of [`GameEntry`]s; the games the
//! program plays are in [`crate::ai::drivers`].
//!
//! # Answers
//!
//! Moves are in RULES.md notation, captures with their full route
//! (`b8xb5xg5`); the short `from x to` form is accepted when it names one move.
//! The moves after `position` are history: repetitions count. The engine
//! answers, after each finished depth,
//!
//! ```text
//! info depth <d> seldepth <s> multipv <k> score cp <x> | score win <n> | score loss <n> nodes <n> nps <n> time <ms> pv <moves>
//! ```
//!
//! and `bestmove <move>` at the end. The engine's own options are `Game`
//! (`dama` or `akidada`), `Hash` (MB), `Threads`, `Level` and `MultiPV`,
//! beside every rule option of RULES.md by its name (`setoption name
//! lone_piece value Draw`). What `Game akidada` answers is in the module docs
//! of `crate::ai::solved`. Tested end to end by `tests/cli/engine.rs`,
//! which starts `akidada engine` as a child process, bad lines included.

mod go;
pub mod options;

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

pub use go::Go;
pub use options::{EngineOption, Kind, MAX_MULTIPV, OPTIONS};

use crate::ai::search::LEVELS;
use crate::games::options::{MAX_NO_PROGRESS, OptionError, RuleOption};

/// A game the protocol can play: its rules, its position and its search.
pub trait GameDriver: Send {
    /// The name, as `setoption name Game value <name>` gives it.
    fn name(&self) -> &'static str;
    /// The rule options, by their RULES.md names.
    fn rule_options(&self) -> &'static [RuleOption];
    fn set_rule_option(&mut self, name: &str, value: &str) -> Result<(), OptionError>;
    /// Takes the engine settings (the table size, threads). On an error, such as
    /// a table too large for the memory, the driver stays as it was.
    fn apply(&mut self, settings: &Settings) -> Result<(), String>;
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

/// A game the engine can be asked to play: its name and how to make its driver.
#[derive(Copy, Clone)]
pub struct GameEntry {
    pub name: &'static str,
    pub make: fn() -> Box<dyn GameDriver>,
}

/// Engine settings that are not rules ([`OPTIONS`] sets them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The transposition table, MB.
    pub hash_mb: usize,
    pub threads: usize,
    /// 1 to 8; 8 is full strength.
    pub level: u8,
    pub multipv: usize,
}

impl Settings {
    /// The settings of a fresh engine (what `uci` gives as the defaults).
    pub const DEFAULT: Settings = Settings {
        hash_mb: 16,
        threads: 1,
        level: LEVELS.len() as u8,
        multipv: 1,
    };
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::DEFAULT
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
    games: &'static [GameEntry],
    game: Box<dyn GameDriver>,
    settings: Settings,
    running: Option<Running>,
}

/// Runs the protocol until `quit` or the end of the input, playing the first of
/// `games` until `setoption name Game` chooses another. At `quit` a search is
/// stopped at once; at the end of the input a bounded search is let finish, so
/// that `echo "go depth 12" | akidada engine` prints its move.
pub fn run(
    input: impl BufRead,
    output: impl Write + Send + 'static,
    games: &'static [GameEntry],
) -> io::Result<()> {
    let Some(first) = games.first() else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the engine protocol needs a game to play",
        ));
    };
    let mut engine = Engine {
        out: Out(Arc::new(Mutex::new(Box::new(output)))),
        games,
        game: (first.make)(),
        settings: Settings::DEFAULT,
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

    fn game_names(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.name).collect()
    }

    fn uci(&self) {
        let out = &self.out;
        out.say(&format!("id name Akidada {}", env!("CARGO_PKG_VERSION")));
        out.say("id author the Akidada project");
        let games = self.game_names();
        for option in OPTIONS {
            out.say(&options::uci_line(option, &games, self.game.name()));
        }
        for option in self.game.rule_options() {
            if option.is_number() {
                out.say(&format!(
                    "option name {} type spin default {} min 0 max {MAX_NO_PROGRESS}",
                    option.name, option.default,
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
        let Some(option) = options::find(&name) else {
            return self.set_rule_option(&name, &value);
        };
        match option.kind {
            Kind::Game => self.set_game(&value),
            Kind::Spin { min, max, set, .. } => {
                let n = match value.parse::<u64>() {
                    Ok(n) if (min..=max).contains(&n) => n,
                    _ => {
                        return Err(format!(
                            "setoption: {} cannot be '{value}': expected a whole number \
                             from {min} to {max}",
                            option.name
                        ));
                    }
                };
                if self
                    .running
                    .as_ref()
                    .is_some_and(|r| !r.answered.load(Relaxed))
                {
                    return Err(format!(
                        "setoption: {} cannot be changed while a search runs (send stop first)",
                        option.name
                    ));
                }
                self.finish_search();
                let mut settings = self.settings.clone();
                set(&mut settings, n);
                self.game
                    .apply(&settings)
                    .map_err(|e| format!("setoption: {}: {e}", option.name))?;
                self.settings = settings;
                Ok(())
            }
        }
    }

    /// `setoption name Game value <name>`.
    fn set_game(&mut self, name: &str) -> Result<(), String> {
        if name.eq_ignore_ascii_case(self.game.name()) {
            return Ok(());
        }
        let Some(entry) = self
            .games
            .iter()
            .find(|g| g.name.eq_ignore_ascii_case(name.trim()))
        else {
            return Err(format!(
                "unknown game '{}': supported: {}",
                name.trim().to_ascii_lowercase(),
                self.game_names().join(", ")
            ));
        };
        self.finish_search();
        let mut driver = (entry.make)();
        let applied = driver.apply(&self.settings);
        self.game = driver;
        if let Err(e) = applied {
            // The new game plays with the defaults it was made with.
            self.settings.hash_mb = Settings::DEFAULT.hash_mb;
            return Err(format!("setoption: Hash: {e}"));
        }
        Ok(())
    }

    /// A rule option of the game played.
    fn set_rule_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.game.set_rule_option(name, value).map_err(|e| match e {
            OptionError::UnknownName { .. } => format!(
                "setoption: unknown option '{name}': expected {} or a rule option of {} ({})",
                OPTIONS
                    .iter()
                    .map(|o| o.name)
                    .collect::<Vec<_>>()
                    .join(", "),
                self.game.name(),
                self.game
                    .rule_options()
                    .iter()
                    .map(|o| o.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            other => format!("setoption: {other}"),
        })
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
