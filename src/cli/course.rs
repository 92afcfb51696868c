//! `course export | check`: the course's levels from the command line.

use std::ffi::OsString;
use std::io::Write;

use crate::course::{Level, builtin};
use crate::i18n::{Tr, m};

use super::args::{Args, JSON, Spec};
use super::{Action, Actions, Result, RuleOptions, Run, Subcommand, Verb, fail, run_action, usage};

pub(super) const COURSE: Subcommand = Subcommand {
    name: "course",
    help: m::CLI_HELP_COURSE,
    flags: &[],
    rule_options: RuleOptions::Refused,
    examples: &[(
        "json",
        r#"{"id":..,"stage":..,"game":..,"position":..,"options":{..},"goal":..,"limit":N,"stars":[N,N,N],"solution":[..],"replies":"best"}"#,
    )],
    run: Run::Words(cmd_course),
};

fn cmd_course(
    tr: Tr,
    args: &[OsString],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Action> {
    let messages = (m::CLI_COURSE_ACTIONS, m::CLI_COURSE_UNKNOWN_ACTION);
    run_action(tr, args, ACTIONS, messages, out, err)
}

/// The actions of `course`.
const ACTIONS: Actions = &[("export", &EXPORT), ("check", &CHECK)];

/// The built-in levels, or why they do not read.
fn built_in(tr: Tr, err: &mut dyn Write) -> Result<Vec<Level>> {
    match builtin::levels() {
        Ok(levels) => Ok(levels),
        Err(e) => fail(err, tr.f(m::CLI_COURSE_DAMAGED, [("error", e.into())])),
    }
}

/// `course export --json`: every level, one JSON object a line, with its
/// proven solution.
const EXPORT: Verb = Verb {
    spec: Spec {
        command: "course export",
        flags: &[JSON],
        rule_options: false,
    },
    run: export,
};

fn export(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    parsed.no_more_words(0)?;
    if !parsed.has(JSON.name) {
        return usage(tr.t(m::CLI_COURSE_EXPORT_JSON));
    }
    for level in built_in(tr, err)? {
        match level.prove() {
            Ok(proven) => writeln!(out, "{}", json_line(&level, &proven.solution))?,
            Err(e) => return fail(err, format!("{}: {e}", level.id)),
        }
    }
    out.flush()?;
    Ok(Action::Exit(0))
}

/// One level as a line of JSON.
fn json_line(level: &Level, solution: &[String]) -> String {
    // The rules' options as the record writes them, without the game's name.
    let options = match serde_json::to_value(level.game) {
        Ok(serde_json::Value::Object(game)) => game.into_iter().next().map(|(_, o)| o),
        _ => None,
    };
    let (three, two, one) = level.stars;
    serde_json::json!({
        "id": level.id,
        "stage": level.stage,
        "game": level.game.kind().id(),
        "position": level.position,
        "options": options.unwrap_or_default(),
        "goal": level.goal,
        "limit": one,
        "stars": [three, two, one],
        "solution": solution,
        "replies": level.replies.kind(),
    })
    .to_string()
}

/// `course check [FILE]`: proves the built-in course, or a teacher's file of
/// levels; one line a level, and exit status 1 if any cannot be done. A
/// level whose position no game reaches (a man behind its own start ranks)
/// is warned about.
const CHECK: Verb = Verb {
    spec: Spec {
        command: "course check",
        flags: &[],
        rule_options: false,
    },
    run: check,
};

fn check(parsed: Args, out: &mut dyn Write, err: &mut dyn Write) -> Result<Action> {
    let tr = parsed.tr;
    let levels = match parsed.paths::<1>() {
        Some([path]) => {
            let text = match std::fs::read_to_string(path) {
                Ok(text) => text,
                Err(e) => {
                    let said = tr.f(
                        m::CLI_COURSE_CANNOT_READ,
                        [
                            ("path", path.display().to_string().into()),
                            ("error", e.to_string().into()),
                        ],
                    );
                    return fail(err, said);
                }
            };
            match Level::parse_all(&text) {
                Ok(levels) => levels,
                Err(e) => return fail(err, format!("{}:{e}", path.display())),
            }
        }
        None => {
            parsed.no_more_words(0)?;
            built_in(tr, err)?
        }
    };
    let mut failed = 0;
    for level in &levels {
        // A position no game reaches is proven all the same, with a warning.
        for problem in level.setup_warnings() {
            let problem = tr.msg(&problem.message());
            let said = tr.f(m::CLI_COURSE_WARNING, [("problem", problem.into())]);
            writeln!(err, "akidada: {}: {said}", level.id)?;
        }
        match level.prove() {
            Ok(proven) => {
                let said = if proven.scripted {
                    m::CLI_COURSE_PROVEN_SCRIPTED
                } else {
                    m::CLI_COURSE_PROVEN
                };
                let args = [
                    ("moves", proven.moves_needed.into()),
                    ("solution", proven.solution.join(" ").into()),
                ];
                writeln!(out, "{}: {}", level.id, tr.f(said, args))?;
            }
            Err(e) => {
                failed += 1;
                writeln!(err, "akidada: {}: {e}", level.id)?;
            }
        }
    }
    out.flush()?;
    Ok(Action::Exit(i32::from(failed > 0)))
}
