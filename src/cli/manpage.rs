//! The manual page, `akidada(6)`, rendered from the English text of `akidada
//! help` ([`super::usage_text`]) without the lab's tools (the package has none),
//! so that the two cannot say different things
//! (Debian's manual pages are English; the help itself speaks the user's
//! language). The Debian package ships the rendering (`assets/linux/akidada.6`);
//! a test fails when that file is not what this module renders from the help
//! of today.
//!
//! The help text's layout is read as its structure: a line in capitals is a
//! section; in a section, a line at the block's indent is prose (joined into
//! paragraphs) or, with two spaces before its second column, a term and its
//! description; deeper lines are examples, kept as they are. Under COMMANDS, the
//! lines at the left are a command's usage and the lines below them its body.

use std::fmt::Write as _;

/// The manual page in roff (the `man` macros).
pub fn man_page() -> String {
    let help = super::help_text(crate::i18n::Lang::En, false);
    let mut lines = help.lines();
    let title = lines.next().unwrap_or_default();
    let mut page = format!(
        ".\\\" Rendered from `akidada help` by src/cli/manpage.rs: change the help, not this file.\n\
         .TH AKIDADA 6 \"\" \"akidada {}\" \"Games\"\n\
         .SH NAME\n{}\n",
        crate::build_info::VERSION,
        escape(title)
    );
    let rest: Vec<&str> = lines.collect();
    let mut section = "DESCRIPTION".to_string();
    let mut block: Vec<&str> = Vec::new();
    let mut started = false;
    for line in rest.iter().copied().chain([""]) {
        if line.trim().is_empty() {
            if !block.is_empty() {
                if !started {
                    let _ = writeln!(page, ".SH {section}");
                    started = true;
                }
                if section == "COMMANDS" {
                    commands(&mut page, &block);
                } else {
                    body(&mut page, &block, true);
                }
                block.clear();
            }
        } else if is_heading(line) {
            section = line.trim().to_string();
            let _ = writeln!(page, ".SH {}", escape(&section));
            started = true;
        } else {
            block.push(line);
        }
    }
    page
}

fn is_heading(line: &str) -> bool {
    !line.starts_with(' ')
        && line.chars().any(|c| c.is_ascii_uppercase())
        && line
            .chars()
            .all(|c| c.is_ascii_uppercase() || c == ' ' || c == '-')
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// A line at a block's indent that is a term and its description: the
/// description's column and the two parts.
fn definition(line: &str) -> Option<(usize, &str, &str)> {
    let text = line.trim_start();
    let gap = text.find("  ")?;
    let (term, rest) = text.split_at(gap);
    let desc = rest.trim_start();
    (!desc.is_empty()).then(|| (line.len() - desc.len(), term, desc))
}

/// One block of a section: paragraphs, terms with their descriptions, and
/// examples. `top` is true outside a command (paragraphs start with `.PP`;
/// inside a command's `.TP` they continue its indent with `.IP`).
fn body(page: &mut String, block: &[&str], top: bool) {
    let Some(base) = block.first().map(|l| indent(l)) else {
        return;
    };
    let para = if top { ".PP" } else { ".IP" };
    // Examples sit two columns right of their text: under a command, of the
    // command's own indent (the man macros' default, 7).
    let example_indent = if top { 2 } else { 9 };
    // What the previous line began: prose, a term (and its description's column),
    // or an example.
    enum Open {
        Nothing,
        Prose(String),
        Term(usize, String, String),
        Example(Vec<String>),
    }
    let mut open = Open::Nothing;
    // A command's first paragraph follows its usage without a gap.
    let mut first = !top;
    let mut flush = |page: &mut String, open: Open| match open {
        Open::Nothing => {}
        Open::Prose(text) if first => {
            first = false;
            let _ = writeln!(page, "{}", inline(&text));
        }
        Open::Prose(text) => {
            let _ = writeln!(page, "{para}\n{}", inline(&text));
        }
        Open::Term(_, term, desc) => {
            first = false;
            let item = format!(".TP\n\\fB{}\\fR\n{}", escape(&term), inline(&desc));
            let _ = if top {
                writeln!(page, "{item}")
            } else {
                writeln!(page, ".RS\n{item}\n.RE")
            };
        }
        Open::Example(lines) => {
            first = false;
            let _ = writeln!(page, "{para}\n.RS {example_indent}\n.nf");
            for line in lines {
                let _ = writeln!(page, "{}", escape(&line));
            }
            let _ = writeln!(page, ".fi\n.RE");
        }
    };
    for &line in block {
        let at = indent(line);
        let text = line.trim();
        open = match open {
            Open::Term(column, term, desc) if at == column && at > base => {
                Open::Term(column, term, format!("{desc} {text}"))
            }
            Open::Example(mut lines) if at > base => {
                lines.push(line[base + 2.min(at - base)..].to_string());
                Open::Example(lines)
            }
            Open::Prose(prose) if at == base && definition(line).is_none() => {
                Open::Prose(format!("{prose} {text}"))
            }
            previous => {
                flush(page, previous);
                if at > base {
                    Open::Example(vec![line[base + 2.min(at - base)..].to_string()])
                } else if let Some((column, term, desc)) = definition(line) {
                    Open::Term(column, term.to_string(), desc.to_string())
                } else {
                    Open::Prose(text.to_string())
                }
            }
        };
    }
    flush(page, open);
}

/// The COMMANDS section: each command's usage lines as a tag, its body below.
/// A command's usage may take several lines: more at the left margin, or one
/// wrapped deeper than the body, before the body's first line.
fn commands(page: &mut String, block: &[&str]) {
    let Some(base) = block.first().map(|l| indent(l)) else {
        return;
    };
    let body_indent = base + 4;
    let mut items: Vec<(Vec<String>, Vec<&str>)> = Vec::new();
    for &line in block {
        let at = indent(line);
        match items.last_mut() {
            Some((usage, lines)) if lines.is_empty() && at == base => {
                usage.push(line.trim().into())
            }
            Some((usage, lines)) if lines.is_empty() && at > body_indent => {
                if let Some(last) = usage.last_mut() {
                    *last = format!("{last} {}", line.trim());
                }
            }
            Some((_, lines)) if at > base => lines.push(line),
            _ => items.push((vec![line.trim().to_string()], Vec::new())),
        }
    }
    for (usage, lines) in items {
        let usage: Vec<String> = usage
            .iter()
            .map(|u| format!("\\fB{}\\fR", escape(u)))
            .collect();
        // Several usage lines: tags one under another (`.PD 0`: no gap).
        let _ = writeln!(page, ".TP\n{}", usage.join("\n.PD 0\n.TP\n"));
        if usage.len() > 1 {
            let _ = writeln!(page, ".PD");
        }
        body(page, &lines, false);
    }
}

/// Text for roff: backslashes and minus signs escaped, no control line made.
fn escape(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// Prose: [`escape`], and `code` in bold.
fn inline(text: &str) -> String {
    let parts: Vec<&str> = text.split('`').collect();
    if parts.len().is_multiple_of(2) {
        return escape(text); // an unpaired backtick: leave the text alone
    }
    let mut out = String::new();
    for (k, part) in parts.iter().enumerate() {
        if k % 2 == 1 {
            let _ = write!(out, "\\fB{}\\fR", escape(part).trim_start_matches("\\&"));
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The checked-in page is today's rendering. `AKIDADA_UPDATE_ASSETS=1
    /// cargo test --no-default-features --lib manpage` writes it anew.
    #[test]
    fn the_shipped_man_page_is_rendered_from_the_help() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/linux/akidada.6");
        let page = man_page();
        if std::env::var_os("AKIDADA_UPDATE_ASSETS").is_some() {
            std::fs::write(&path, &page).unwrap();
        }
        let shipped = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            shipped == page,
            "{} is not the rendering of `akidada help`: run \
             AKIDADA_UPDATE_ASSETS=1 cargo test --no-default-features --lib manpage",
            path.display()
        );
    }

    #[test]
    fn every_command_and_section_is_in_the_page() {
        let page = man_page();
        let english = crate::i18n::Tr(crate::i18n::Lang::En);
        for command in super::super::COMMANDS {
            let help = command.help_text(english);
            let usage = help.lines().next().unwrap().trim();
            assert!(
                page.contains(&format!(".TP\n\\fB{}", escape(usage))),
                "{}'s usage line is a tag",
                command.name
            );
        }
        for section in ["NAME", "DESCRIPTION", "USAGE", "COMMANDS", "EXIT STATUS"] {
            assert!(page.contains(&format!("\n.SH {section}\n")), "{section}");
        }
        // Every word of the help is in the page (roff only adds markup).
        let help = super::super::help_text(crate::i18n::Lang::En, false);
        let plain = page
            .replace("\\fB", "")
            .replace("\\fR", "")
            .replace("\\&", "")
            .replace("\\-", "-")
            .replace("\\e", "\\");
        for word in help.split_whitespace() {
            let word = word.replace('`', "");
            assert!(plain.contains(&word), "{word} is missing");
        }
        // No line is taken for a roff request by accident.
        for line in page.lines() {
            if let Some(request) = line.strip_prefix('.') {
                let name = request.split_whitespace().next().unwrap_or("");
                assert!(
                    [
                        "\\\"", "TH", "SH", "PP", "IP", "TP", "RS", "RE", "nf", "fi", "PD"
                    ]
                    .contains(&name),
                    "{line}"
                );
            }
            assert!(!line.starts_with('\''), "{line}");
        }
    }
}
