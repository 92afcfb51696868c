//! The headless command line: `perft`, `moves` and `captures`, parsed by hand.
//!
//! Standard output carries the data only, one item per line, so it can be piped
//! and compared; timings, notes and errors go to standard error. Bad input of any
//! kind is reported on standard error with what was expected and where, and ends
//! with exit status 2; nothing a user types makes the program panic.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use crate::games::akidada::{Akidada, AkidadaRules};
use crate::games::dama::{Dama, DamaRules, Move as DamaMove, Position as DamaPosition};
use crate::games::{Game, GameKind, ParseError, Side, perft};

/// What `main` does once the command line has been read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A headless command ran (or failed): exit with this status.
    Exit(i32),
    /// Open the window, with a saved game if a path was given.
    OpenWindow { file: Option<PathBuf> },
}

/// The deepest perft the command line accepts.
pub const MAX_DEPTH: u32 = 20;

/// The help text (`akidada help`).
pub const USAGE: &str = "\
akidada - Akidada (the Yoruba alignment game) and Dama (Turkish draughts)

USAGE
  akidada                        open the window
  akidada FILE                   open the window with a saved game (a .ron file;
                                 a file named like a command: write ./perft)
  akidada perft GAME DEPTH [--fen POS]
  akidada moves GAME [--fen POS] [--json]
  akidada captures dama [--fen POS] [--json]
  akidada check FILE.ron         validate a saved game: one line of summary
  akidada --install-desktop      add a launcher and the saved-game file type for
                                 this user (Linux), so a double-click opens them
  akidada --version              show the version
  akidada help                   show this text (also --help, -h)

GAME is akidada or dama. POS is a position string; the side to move is its first
letter. Without --fen the standard start is used, White to move. Rule options are
the defaults of RULES.md.

COMMANDS
  perft GAME DEPTH [--fen POS]
      Counts the move paths of each length from 1 to DEPTH (at most 20) and prints
      one line `<depth> <count>` per depth. Time and nodes per second go to stderr.
      Counted by the movement rules alone, as usual for perft: the rules that
      end a game (two pieces left, a lone piece against a king, repetition, no
      progress) are not applied.

  moves GAME [--fen POS] [--json]
      Lists the legal moves, one per line, in notation (Akidada: c1, c1-c2,
      c1-c2xb2; Dama: d3-d4, b8xb5xg5). They are listed even when the rules
      say the game is over there (a note on stderr says so).
      With --json, one object per line:
        {\"move\":\"b8xb5xg5\",\"from\":\"b8\",\"to\":\"g5\",\"captured\":[\"b6\",\"d5\"],\"promotes\":false}
      Dama: `captured` in jump order; `promotes` when a man ends on its last rank.
      Akidada: `from` is null for a placement; `captured` holds the removed
      point(s); `promotes` is always false.

  captures dama [--fen POS] [--json]
      Lists every complete capture sequence, maximal or not, as
      `<route> <count> <legal|non-maximal>`, most captures first, e.g.
        b8xb5xg5xg1xa1xa4xf4 6 legal
        b8xb5xe5xe1xa1xa4 5 non-maximal
      Routes that make the same move (same start, end and captured set) are one
      move: it is shown once, with the first route found, and ` (N routes)` is
      appended when N > 1 routes make it. Under the seed rule a non-maximal capture
      loses the game. With --json, one object per line:
        {\"move\":..,\"from\":..,\"to\":..,\"captured\":[..],\"promotes\":false,
         \"count\":5,\"legal\":false,\"routes\":1}

POSITION STRINGS
  Akidada  <side>:W<points>:B<points>:H<white in hand>,<black in hand>
           W:W:B:H6,6 (the start)   B:Wa1,c1,c2:Bb2,e5:H3,4
  Dama     <side>:W<squares>:B<squares>, a king prefixed with K
           W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

EXAMPLES
  akidada perft akidada 5
  akidada perft dama 6
  akidada perft akidada 4 --fen \"B:Wa1,c1,c2:Bb2,e5:H3,4\"
  akidada moves dama --fen \"W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1\" --json
  akidada captures dama --fen \"W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1\"

  check FILE.ron
      Reads the saved game and replays every move through the rules. Prints
      `<game>: <n> moves, <result>`, or the error (with the line and column, or
      the move number and why) and exits with status 1.

Exit status: 0 on success, 1 when `check` finds a bad game or an install fails,
2 on a usage error (the error says what was expected).
";

/// Reads the command line (without the program name) and runs any headless command,
/// writing to the process's standard output and error.
pub fn run(args: &[String]) -> Action {
    let stdout = io::stdout();
    let stderr = io::stderr();
    execute(args, &mut stdout.lock(), &mut stderr.lock())
}

/// [`run`] with the two output streams given (for tests).
pub fn execute(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Action {
    match dispatch(args, out, err) {
        Ok(action) => action,
        Err(Failure::Usage(message)) => {
            // Nothing more can be done if stderr itself is gone.
            let _ = write!(err, "akidada: {message}");
            if !message.ends_with('\n') {
                let _ = writeln!(err);
            }
            let _ = writeln!(err, "Run `akidada help` for usage.");
            Action::Exit(2)
        }
        Err(Failure::Io(e)) => {
            if e.kind() != io::ErrorKind::BrokenPipe {
                let _ = writeln!(err, "akidada: cannot write the output: {e}");
            }
            Action::Exit(1)
        }
    }
}

/// Why a command did not complete.
enum Failure {
    /// The command line is wrong: the message says what was expected.
    Usage(String),
    /// Writing the output failed (a closed pipe, a full disk).
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

type Result<T> = std::result::Result<T, Failure>;

fn usage<T>(message: impl Into<String>) -> Result<T> {
    Err(Failure::Usage(message.into()))
}

fn dispatch(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let Some(first) = args.first() else {
        return Ok(Action::OpenWindow { file: None });
    };
    let rest = &args[1..];
    match first.as_str() {
        "--version" | "-V" | "version" => {
            let hash = env!("AKIDADA_GIT_HASH");
            let hash = if hash.is_empty() {
                String::new()
            } else {
                format!(" ({hash})")
            };
            writeln!(out, "akidada {}{hash}", env!("CARGO_PKG_VERSION"))?;
            return Ok(Action::Exit(0));
        }
        "help" | "--help" | "-h" => {
            out.write_all(USAGE.as_bytes())?;
            out.flush()?;
            return Ok(Action::Exit(0));
        }
        "perft" => return cmd_perft(rest, out, err).map(|()| Action::Exit(0)),
        "moves" => return cmd_moves(rest, out, err).map(|()| Action::Exit(0)),
        "captures" => return cmd_captures(rest, out, err).map(|()| Action::Exit(0)),
        "check" => return cmd_check(rest, out, err),
        "--install-desktop" | "install-desktop" => return cmd_install_desktop(rest, out, err),
        _ => {}
    }
    let path = PathBuf::from(first);
    let looks_saved = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("ron"));
    if args.len() == 1 && (looks_saved || path.exists()) {
        return Ok(Action::OpenWindow { file: Some(path) });
    }
    if args.len() > 1 && (looks_saved || path.exists()) {
        return usage(format!(
            "expected a saved game's path alone, found more after it: {}",
            quote(&args[1])
        ));
    }
    if first.starts_with('-') {
        return usage(format!(
            "unknown option {}: expected a command (perft, moves, captures, check, help)",
            quote(first)
        ));
    }
    usage(format!(
        "unknown command {}: expected perft, moves, captures, check or help, \
         or the path of a saved game (no such file)",
        quote(first)
    ))
}

/// `check FILE`: validates a saved game by replaying it; one line of summary, or
/// the error and exit status 1.
fn cmd_check(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let [path] = args else {
        return usage("check expects one saved game's path: akidada check FILE.ron");
    };
    match crate::record::check(path) {
        Ok(summary) => {
            writeln!(out, "{summary}")?;
            Ok(Action::Exit(0))
        }
        Err(e) => {
            writeln!(err, "akidada: {path}: {e}")?;
            Ok(Action::Exit(1))
        }
    }
}

/// `--install-desktop`: the launcher, icon and MIME type for the current user.
fn cmd_install_desktop(
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    if let Some(extra) = args.first() {
        return usage(format!(
            "--install-desktop takes no arguments, found {}",
            quote(extra)
        ));
    }
    let Some(data_home) = crate::desktop::data_home() else {
        writeln!(
            err,
            "akidada: neither XDG_DATA_HOME nor HOME is set: nowhere to install"
        )?;
        return Ok(Action::Exit(1));
    };
    let exe = match std::env::current_exe().and_then(|p| p.canonicalize()) {
        Ok(exe) => exe,
        Err(e) => {
            writeln!(err, "akidada: cannot find this program's own path: {e}")?;
            return Ok(Action::Exit(1));
        }
    };
    match crate::desktop::install(&exe, &data_home) {
        Ok((written, notes)) => {
            for path in written {
                writeln!(out, "wrote {}", path.display())?;
            }
            for note in notes {
                writeln!(err, "note: {note}")?;
            }
            Ok(Action::Exit(0))
        }
        Err(e) => {
            writeln!(
                err,
                "akidada: could not install under {}: {e}",
                data_home.display()
            )?;
            Ok(Action::Exit(1))
        }
    }
}

/// The arguments of one command once read: words in order, and the flags.
#[derive(Default)]
struct Parsed {
    words: Vec<String>,
    fen: Option<String>,
    json: bool,
}

/// Splits a command's arguments into words and the flags the command accepts.
/// `--fen POS` and `--fen=POS` are both accepted; a word starting with `--`, or a
/// single-dash letter, is a flag (so a negative depth such as `-3` is a word and
/// is refused as a depth, not as a flag).
fn parse_args(command: &str, args: &[String], json_allowed: bool) -> Result<Parsed> {
    let mut parsed = Parsed::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let is_flag = arg.starts_with("--")
            || (arg.starts_with('-') && arg[1..].starts_with(|c: char| c.is_alphabetic()));
        if !is_flag {
            parsed.words.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        match name {
            "--fen" => {
                if parsed.fen.is_some() {
                    return usage(format!("{command}: --fen is given twice"));
                }
                let value = match inline {
                    Some(v) => v,
                    None => match args.get(i) {
                        Some(v) => {
                            i += 1;
                            v.clone()
                        }
                        None => {
                            return usage(format!(
                                "{command}: --fen needs a position string after it, \
                                 e.g. --fen \"W:W:B:H6,6\" or --fen \"W:WKb8:Bb6,d5\""
                            ));
                        }
                    },
                };
                parsed.fen = Some(value);
            }
            "--json" if json_allowed => {
                if inline.is_some() {
                    return usage(format!("{command}: --json takes no value"));
                }
                parsed.json = true;
            }
            _ => {
                let accepted = if json_allowed {
                    "--fen POS and --json"
                } else {
                    "--fen POS"
                };
                return usage(format!(
                    "{command}: unknown option {}: expected {accepted}",
                    quote(name)
                ));
            }
        }
    }
    Ok(parsed)
}

/// Reads the game name.
fn game_of(command: &str, word: Option<&String>) -> Result<GameKind> {
    let Some(word) = word else {
        return usage(format!(
            "{command}: expected a game after `{command}`: akidada or dama"
        ));
    };
    GameKind::from_id(word).map_or_else(
        || {
            usage(format!(
                "{command}: unknown game {}: expected akidada or dama",
                quote(word)
            ))
        },
        Ok,
    )
}

/// Refuses words beyond those a command takes.
fn no_more_words(command: &str, words: &[String], taken: usize) -> Result<()> {
    match words.get(taken) {
        Some(extra) => usage(format!("{command}: unexpected argument {}", quote(extra))),
        None => Ok(()),
    }
}

/// Reads a position string for game `G`, or the start with White to move.
fn position_of<G: Game>(fen: Option<&str>) -> Result<G::Position> {
    let Some(text) = fen else {
        return Ok(G::start(Side::White));
    };
    match parse_guarded::<G>(text) {
        Some(Ok(pos)) => Ok(pos),
        Some(Err(e)) => usage(position_error(G::KIND, text, &e)),
        None => usage(format!(
            "not a valid {kind} position string: {}\n\
             (the parser failed on it instead of saying where: a bug, please report it)\n\
             Form of a {kind} position string: {}\n",
            quote(text),
            position_format(G::KIND),
            kind = G::KIND,
        )),
    }
}

/// Parses a position string, turning a panic in the parser into `None`, so that
/// no input makes the command line crash. The panic message is kept off the
/// terminal while parsing: the caller reports the failure itself.
fn parse_guarded<G: Game>(text: &str) -> Option<std::result::Result<G::Position, ParseError>> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = std::panic::catch_unwind(|| G::parse_position(text));
    std::panic::set_hook(hook);
    result.ok()
}

/// What a position string of `kind` looks like, with examples.
fn position_format(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Akidada => {
            "<side>:W<points>:B<points>:H<white in hand>,<black in hand>, e.g. W:W:B:H6,6 or B:Wa1,c1,c2:Bb2,e5:H3,4"
        }
        GameKind::Dama => {
            "<side>:W<squares>:B<squares>, kings prefixed with K, e.g. W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"
        }
    }
}

/// The message for a position string that could not be read: the error, the
/// string with a caret under the failing character, and an example.
fn position_error(kind: GameKind, text: &str, e: &ParseError) -> String {
    let shown: String = text
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    // The caret goes under the character holding byte `e.at` (counted in chars,
    // so a string with accented letters still lines up).
    let at = e.at.min(text.len());
    let column = text
        .char_indices()
        .take_while(|&(i, c)| i + c.len_utf8() <= at)
        .count();
    let example = position_format(kind);
    format!(
        "not a valid {kind} position string: {e}\n  {shown}\n  {caret:>width$}\n\
         Form of a {kind} position string: {example}\n",
        caret = "^",
        width = column + 1
    )
}

/// `perft GAME DEPTH [--fen POS]`.
fn cmd_perft(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
    let parsed = parse_args("perft", args, false)?;
    let kind = game_of("perft", parsed.words.first())?;
    let depth = depth_of(parsed.words.get(1))?;
    no_more_words("perft", &parsed.words, 2)?;
    match kind {
        GameKind::Akidada => perft_table::<Akidada>(parsed.fen.as_deref(), depth, out, err),
        GameKind::Dama => perft_table::<Dama>(parsed.fen.as_deref(), depth, out, err),
    }
}

fn depth_of(word: Option<&String>) -> Result<u32> {
    let Some(word) = word else {
        return usage(format!(
            "perft: expected a depth after the game, a whole number from 1 to {MAX_DEPTH}"
        ));
    };
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    match word.parse::<u32>() {
        Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
        Ok(0) => usage(format!(
            "perft: depth 0 counts nothing: expected a depth from 1 to {MAX_DEPTH}"
        )),
        _ if digits => usage(format!(
            "perft: depth {word} is too deep: expected a depth from 1 to {MAX_DEPTH}"
        )),
        _ => usage(format!(
            "perft: {} is not a depth: expected a whole number from 1 to {MAX_DEPTH}",
            quote(word)
        )),
    }
}

fn perft_table<G: Game>(
    fen: Option<&str>,
    depth: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let pos = position_of::<G>(fen)?;
    let rules = G::Rules::default();
    for d in 1..=depth {
        let started = Instant::now();
        let nodes = perft::<G>(&pos, &rules, d);
        let seconds = started.elapsed().as_secs_f64();
        writeln!(out, "{d} {nodes}")?;
        out.flush()?;
        let rate = if seconds > 0.0 {
            nodes as f64 / seconds
        } else {
            0.0
        };
        // Timings are information only: a closed stderr does not stop the count.
        let _ = writeln!(
            err,
            "perft {} depth {d}: {nodes} nodes in {seconds:.3} s ({:.2} M nodes/s)",
            G::KIND.id(),
            rate / 1e6
        );
    }
    Ok(())
}

/// `moves GAME [--fen POS] [--json]`.
fn cmd_moves(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
    let parsed = parse_args("moves", args, true)?;
    let kind = game_of("moves", parsed.words.first())?;
    no_more_words("moves", &parsed.words, 1)?;
    let fen = parsed.fen.as_deref();
    match kind {
        GameKind::Akidada => {
            let pos = position_of::<Akidada>(fen)?;
            let rules = AkidadaRules::default();
            note_game_over::<Akidada>(&pos, &rules, err);
            let mut moves = Vec::new();
            pos.legal_moves(&rules, &mut moves);
            for mv in &moves {
                if parsed.json {
                    let captured: Vec<String> =
                        mv.removed_points().map(|p| p.to_string()).collect();
                    let from = mv.from().map(|p| p.to_string());
                    let line = json_move(
                        &mv.notation(),
                        from.as_deref(),
                        &mv.to().to_string(),
                        &captured,
                        false,
                    );
                    writeln!(out, "{line}}}")?;
                } else {
                    writeln!(out, "{}", mv.notation())?;
                }
            }
        }
        GameKind::Dama => {
            let pos = position_of::<Dama>(fen)?;
            let rules = DamaRules::default();
            note_game_over::<Dama>(&pos, &rules, err);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for mv in &moves {
                let text = pos.move_text(mv);
                if parsed.json {
                    let captured = dama_captured(&pos, mv);
                    let line = json_move(
                        &text,
                        Some(&mv.from().to_string()),
                        &mv.to().to_string(),
                        &captured,
                        dama_promotes(&pos, mv),
                    );
                    writeln!(out, "{line}}}")?;
                } else {
                    writeln!(out, "{text}")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// Says on stderr when the rules end the game in `pos`. The moves are listed all
/// the same: a position such as the seed's worked example is over by the
/// lone-piece rule, yet its moves are what one wants to see.
fn note_game_over<G: Game>(pos: &G::Position, rules: &G::Rules, err: &mut dyn Write) {
    if let Some(outcome) = G::status(pos, rules) {
        let _ = writeln!(
            err,
            "note: by the rules the game is over in this position ({outcome}); \
             the moves are listed all the same"
        );
    }
}

/// The captured squares of a Dama move in jump order (from its route).
fn dama_captured(pos: &DamaPosition, mv: &DamaMove) -> Vec<String> {
    match pos.route(mv) {
        Some(route) => route.captured.iter().map(|s| s.to_string()).collect(),
        None => mv.captured_squares().map(|s| s.to_string()).collect(),
    }
}

/// Whether a Dama move crowns a man: it ends on its side's last rank.
fn dama_promotes(pos: &DamaPosition, mv: &DamaMove) -> bool {
    let side = pos.side_to_move();
    let is_man = pos.men(side) & mv.from().bit() != 0;
    let last_rank = match side {
        Side::White => 7,
        Side::Black => 0,
    };
    is_man && mv.to().rank() == last_rank
}

/// The JSON object of a move, without its closing brace (callers may add fields).
fn json_move(
    notation: &str,
    from: Option<&str>,
    to: &str,
    captured: &[String],
    promotes: bool,
) -> String {
    let mut s = String::with_capacity(96);
    s.push_str("{\"move\":");
    json_string(&mut s, notation);
    s.push_str(",\"from\":");
    match from {
        Some(from) => json_string(&mut s, from),
        None => s.push_str("null"),
    }
    s.push_str(",\"to\":");
    json_string(&mut s, to);
    s.push_str(",\"captured\":[");
    for (i, c) in captured.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        json_string(&mut s, c);
    }
    s.push_str("],\"promotes\":");
    s.push_str(if promotes { "true" } else { "false" });
    s
}

/// Appends `text` as a JSON string literal.
fn json_string(s: &mut String, text: &str) {
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            '\r' => s.push_str("\\r"),
            '\t' => s.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", u32::from(c));
            }
            c => s.push(c),
        }
    }
    s.push('"');
}

/// `captures dama [--fen POS] [--json]`.
fn cmd_captures(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
    let parsed = parse_args("captures", args, true)?;
    let kind = game_of("captures", parsed.words.first())?;
    if kind != GameKind::Dama {
        return usage(
            "captures: only Dama has capture sequences: expected `captures dama`\n\
             (for Akidada, `moves akidada` shows each removal)",
        );
    }
    no_more_words("captures", &parsed.words, 1)?;
    let pos = position_of::<Dama>(parsed.fen.as_deref())?;
    let rules = DamaRules::default();
    note_game_over::<Dama>(&pos, &rules, err);
    let summary = pos.capture_summary();
    // One entry per move: (the first route found, how many routes make it).
    let mut merged: Vec<(DamaMove, usize, usize)> = Vec::new();
    for (i, route) in summary.routes.iter().enumerate() {
        let mv = route.to_move();
        match merged.iter_mut().find(|(m, _, _)| *m == mv) {
            Some(entry) => entry.2 += 1,
            None => merged.push((mv, i, 1)),
        }
    }
    merged.sort_by_key(|(mv, _, _)| std::cmp::Reverse(mv.capture_count()));
    for &(mv, index, routes) in &merged {
        let route = &summary.routes[index];
        let count = mv.capture_count();
        let legal = summary.is_maximal(route);
        if parsed.json {
            let captured: Vec<String> = route.captured.iter().map(|s| s.to_string()).collect();
            let line = json_move(
                &route.notation(),
                Some(&mv.from().to_string()),
                &mv.to().to_string(),
                &captured,
                dama_promotes(&pos, &mv),
            );
            writeln!(
                out,
                "{line},\"count\":{count},\"legal\":{legal},\"routes\":{routes}}}"
            )?;
        } else {
            let status = if legal { "legal" } else { "non-maximal" };
            write!(out, "{} {count} {status}", route.notation())?;
            if routes > 1 {
                write!(out, " ({routes} routes)")?;
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    let legal = merged
        .iter()
        .filter(|(mv, _, _)| mv.capture_count() == summary.maximum)
        .count();
    let _ = if merged.is_empty() {
        writeln!(err, "no capture in this position")
    } else {
        writeln!(
            err,
            "{} capture move(s) from {} route(s); {legal} legal, capturing {}",
            merged.len(),
            summary.routes.len(),
            summary.maximum
        )
    };
    Ok(())
}

/// An argument quoted for an error message, with control characters made visible
/// and a very long argument cut short.
fn quote(arg: &str) -> String {
    let mut shown: String = arg
        .chars()
        .take(40)
        .collect::<String>()
        .escape_debug()
        .collect();
    if arg.chars().count() > 40 {
        shown.push_str("...");
    }
    format!("'{shown}'")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> (Action, String, String) {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        let mut err = Vec::new();
        let action = execute(&args, &mut out, &mut err);
        (
            action,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn caret_lines_up_under_the_failing_character() {
        let (action, out, err) = run_args(&["moves", "dama", "--fen", "W:Wa2,z9:B"]);
        assert_eq!(action, Action::Exit(2));
        assert!(out.is_empty());
        let lines: Vec<&str> = err.lines().collect();
        let text_line = lines.iter().position(|l| l.trim() == "W:Wa2,z9:B").unwrap();
        let caret = lines[text_line + 1].find('^').unwrap();
        assert_eq!(&lines[text_line][caret..caret + 2], "z9");
    }

    #[test]
    fn caret_counts_characters_not_bytes() {
        let (_, _, err) = run_args(&["moves", "akidada", "--fen", "W:Wé1:B:H6,6"]);
        let lines: Vec<&str> = err.lines().collect();
        let text_line = lines.iter().position(|l| l.contains("W:Wé1")).unwrap();
        let caret_col = lines[text_line + 1].chars().position(|c| c == '^').unwrap();
        let shown: Vec<char> = lines[text_line].chars().collect();
        assert_eq!(shown[caret_col], 'é', "{err}");
    }

    #[test]
    fn json_strings_are_escaped() {
        let mut s = String::new();
        json_string(&mut s, "a\"b\\c\n\u{1}é");
        assert_eq!(s, r#""a\"b\\c\n\u0001é""#);
    }

    #[test]
    fn odd_inputs_never_panic() {
        let odd = [
            "",
            " ",
            "-",
            "--",
            "-3",
            "=",
            "--fen",
            "--fen=",
            "é",
            "\u{0}",
            "🂡",
            "W",
            "99",
            "18446744073709551616",
            "akidada",
            "dama",
            "perft",
            "moves",
            "captures",
            "--json",
            "x:y",
            "W:W:B:H6,6",
            "W:W:B",
            "B:Wa1,c1,c2:Bb2,e5:H3,4",
            "W:",
            "W:W:",
        ];
        for a in odd {
            for b in odd {
                for cmd in ["perft", "moves", "captures"] {
                    let _ = run_args(&[cmd, a, b]);
                    let _ = run_args(&[cmd, "dama", "--fen", a, b]);
                    let _ = run_args(&[cmd, "akidada", "--fen", b, a]);
                }
                let _ = run_args(&[a, b]);
            }
        }
    }
}
