//! The translations are complete and well formed: every language has every
//! message English has, and no other; each uses the same variables; each
//! formats without error; no isolation marks reach the screen.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Each message of a language with the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, file, text) in files_of(lang) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{}/{file} does not parse: {errors:?}", lang.code()),
        };
        for entry in resource.entries() {
            if let ast::Entry::Message(msg) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &msg.value {
                    pattern_vars(pattern, &mut vars);
                }
                for attr in &msg.attributes {
                    pattern_vars(&attr.value, &mut vars);
                }
                let id = msg.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{}: `{id}` is given twice",
                    lang.code()
                );
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages(Lang::En);
    assert!(!english.is_empty(), "the English files are read");
    let mut faults = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let other = messages(lang);
        for (id, vars) in &english {
            match other.get(id) {
                None => faults.push(format!("{}: `{id}` is missing", lang.code())),
                Some(theirs) if theirs != vars => faults.push(format!(
                    "{}: `{id}` uses {theirs:?}, English {vars:?}",
                    lang.code()
                )),
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !english.contains_key(*id)) {
            faults.push(format!("{}: `{id}` is not an English message", lang.code()));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_message_formats_without_error_in_every_language() {
    let english = messages(Lang::En);
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        for (id, vars) in &english {
            // Numbers reach every plural form; a text reaches the default.
            for n in [0.0, 1.0, 2.0, 5.0, 12.0, 22.0, 101.0] {
                let args: Vec<(&'static str, Arg)> =
                    vars.iter().map(|v| (static_name(v), Arg::Num(n))).collect();
                let (text, errors) = Tr(lang).format(id, &args);
                if !errors.is_empty() {
                    faults.push(format!("{}: `{id}`: {errors:?}", lang.code()));
                    break;
                }
                if text.trim().is_empty() {
                    faults.push(format!("{}: `{id}` is empty", lang.code()));
                    break;
                }
                if text.contains(['\u{2068}', '\u{2069}']) {
                    faults.push(format!("{}: `{id}` has isolation marks", lang.code()));
                    break;
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

fn static_name(name: &str) -> &'static str {
    Box::leak(name.to_string().into_boxed_str())
}

#[test]
fn every_id_constant_is_an_english_message() {
    let english = messages(Lang::En);
    for id in m::ALL_IDS {
        assert!(english.contains_key(*id), "`{id}`");
    }
    assert_eq!(m::ALL_IDS.len(), english.len());
}

#[test]
fn locales_choose_the_language() {
    assert_eq!(Lang::from_locale("pl-PL"), Lang::Pl);
    assert_eq!(Lang::from_locale("pl_PL.UTF-8"), Lang::Pl);
    assert_eq!(Lang::from_locale("tr_TR.UTF-8"), Lang::Tr);
    assert_eq!(Lang::from_locale("tr"), Lang::Tr);
    assert_eq!(Lang::from_locale("en-US"), Lang::En);
    assert_eq!(Lang::from_locale("de"), Lang::En);
    assert_eq!(Lang::from_locale("trk"), Lang::En, "a tag, not a prefix");
    assert_eq!(Lang::from_locale("C"), Lang::En);
}

#[test]
fn each_language_names_itself() {
    assert_eq!(Lang::En.native_name(), "English");
    assert_eq!(Lang::Pl.native_name(), "Polski");
    assert_eq!(Lang::Tr.native_name(), "Türkçe");
}

#[test]
fn an_unknown_id_reads_as_itself_and_is_reported() {
    assert_eq!(Tr(Lang::Pl).t("no-such-message"), "no-such-message");
    let (text, errors) = Tr(Lang::En).format("no-such-message", &[]);
    assert_eq!(text, "no-such-message");
    assert_eq!(errors.len(), 1);
}

/// The CLDR rules choose the Polish forms: 1 pionek, 2 pionki, 5 pionków,
/// 12 pionków, 22 pionki; likewise ruch, ruchy, ruchów.
#[test]
fn polish_plurals_come_from_the_rules() {
    let pl = Tr(Lang::Pl);
    for (n, pieces, moves) in [
        (1, "pionek", "ruch"),
        (2, "pionki", "ruchy"),
        (5, "pionków", "ruchów"),
        (12, "pionków", "ruchów"),
        (22, "pionki", "ruchy"),
    ] {
        assert_eq!(
            pl.f(m::MUST_CAPTURE_PIECES, [("count", n.into())]),
            format!("Bicie jest obowiązkowe: {n} {pieces}")
        );
        let truncate = pl.f(
            m::TRUNCATE_EXPLANATION,
            [("move", "d3-d4".into()), ("count", n.into())],
        );
        assert!(
            truncate.ends_with(&format!("usunie na zawsze {n} {moves} po nim.")),
            "{truncate}"
        );
    }
    // English has two forms, Turkish one (a noun after a number stays singular).
    let en = |n: u32| Tr(Lang::En).f(m::MUST_CAPTURE_PIECES, [("count", n.into())]);
    assert_eq!(en(1), "Capture is compulsory: 1 piece");
    assert_eq!(en(22), "Capture is compulsory: 22 pieces");
    let tr = |n: u32| Tr(Lang::Tr).f(m::MUST_CAPTURE_PIECES, [("count", n.into())]);
    assert_eq!(tr(1), "Taş almak zorunlu: 1 taş");
    assert_eq!(tr(22), "Taş almak zorunlu: 22 taş");
}

/// A message given as a value is worded in the same language, and a list of
/// them is joined by spaces.
#[test]
fn messages_inside_messages_are_worded_in_the_same_language() {
    let reason = Msg::new(m::REASON_RESIGNATION);
    let win = Msg::new(m::OUTCOME_WIN)
        .with("side", "white")
        .with("reason", reason);
    assert_eq!(Tr(Lang::En).msg(&win), "White wins, the loser resigned");
    assert_eq!(
        Tr(Lang::Pl).msg(&win),
        "wygrywają białe, przegrany się poddał"
    );
    assert_eq!(
        win.to_string(),
        "White wins, the loser resigned",
        "Display is English"
    );
    let two = Msg::new(m::POSITION_PROBLEMS).with(
        "problems",
        Arg::List(vec![
            Msg::new(m::PROBLEM_NO_PIECES).with("side", "white"),
            Msg::new(m::PROBLEM_OVER_DRAW).with("reason", Msg::new(m::REASON_REPETITION)),
        ]),
    );
    let (text, errors) = Tr(Lang::En).format(two.id, &two.args);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        text,
        "White is to move but has no pieces: the game is already over, Black wins. \
         The game is already over (the same position for the third time): draw."
    );
}
