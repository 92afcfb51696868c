//! The rules of both games written for people, in every language of the app.
//! The words are Fluent messages (`assets/locales/<lang>/rules-page.ftl`), one
//! per page title and per section, so that a translator edits them with the
//! other texts; the sections are put together in the order of [`SECTIONS`] and
//! read here into [`Page`]s.
//!
//! # The format of a section
//!
//! ```text
//! ## The board                      the section's title, its first line
//! A paragraph, on as many lines as you like; a blank line ends it.
//! - A list item, continued on lines
//!   indented by two spaces.
//! > A note (where the description differs from the rulebooks), every line with `>`.
//! @figure WorkedExample             a diagram the app paints, then its caption
//! The caption, a paragraph.
//! @option lone_piece                a rule option by its name in RULES.md
//! What the option decides (a paragraph).
//! + KingWins (default): what the game is like with this value.
//! + Draw: ...
//! ```
//!
//! (Fluent reads a line starting with `[`, `*` or `.` as syntax, hence `@` and
//! `+`.) The pages are put together as `# dama: title` and the sections, which
//! is the text [`parse`] reads.
//!
//! Inline markup in any text: `**bold**`, `*italics*`, and backticks for
//! notation (shown in a monospace font). Every language must have the same
//! sections and blocks in the same order (a test checks it), and everything
//! must agree with `RULES.md`, the authority on the rules. A page that cannot be
//! read shows, in the rules window, what is wrong and on which line.

use std::sync::OnceLock;

use crate::app::text::Lang;
use crate::games::GameKind;
use crate::i18n::{Tr, m};

/// A small picture of the board painted by the app (see `diagrams.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Diagram {
    /// The Akidada board: the 16 named points, the 8 lines of three highlighted.
    AkidadaBoard,
    /// A placement that completes a line, and the enemy pieces it may remove.
    AkidadaLine,
    /// The Dama start.
    DamaStart,
    /// A man's steps (forward, sideways, not back) and a king's long moves.
    DamaMoves,
    /// A man capturing twice by short jumps, forward then sideways.
    DamaManCapture,
    /// A king may not turn back by 180 degrees during a capture.
    DamaNo180,
    /// A man reaching the far rank during a capture goes on as a man.
    DamaPromotion,
    /// The description's worked example: variant A (losing) and variant B (maximal).
    WorkedExample,
}

impl Diagram {
    pub const ALL: [Diagram; 8] = [
        Diagram::AkidadaBoard,
        Diagram::AkidadaLine,
        Diagram::DamaStart,
        Diagram::DamaMoves,
        Diagram::DamaManCapture,
        Diagram::DamaNo180,
        Diagram::DamaPromotion,
        Diagram::WorkedExample,
    ];

    fn from_name(name: &str) -> Option<Diagram> {
        Diagram::ALL.into_iter().find(|d| format!("{d:?}") == name)
    }
}

/// One piece of a section.
#[derive(Clone, Debug)]
pub enum Block {
    /// A paragraph.
    P(String),
    /// A bulleted list.
    List(Vec<String>),
    /// A framed note: where the game's description differs from the usual
    /// rulebooks, or how an unclear sentence of it is read.
    Note(String),
    /// A diagram with its caption.
    Fig(Diagram, String),
    /// A rule option, its choices and its default.
    Opt(RuleOption),
}

/// A rule option as the new-game dialog offers it.
#[derive(Clone, Debug)]
pub struct RuleOption {
    /// The option's name in `RULES.md` and in saved games.
    pub key: &'static str,
    /// Its name in the new-game dialog.
    pub name: &'static str,
    /// What it decides.
    pub text: String,
    pub choices: Vec<Choice>,
}

/// One value of a rule option.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The value as `RULES.md` and saved games spell it.
    pub value: &'static str,
    /// Its label in the new-game dialog; `None` for numbers, shown as they are.
    pub label: Option<&'static str>,
    pub default: bool,
    /// What the game is like with this value.
    pub text: String,
}

/// A titled part of a page.
#[derive(Clone, Debug)]
pub struct Section {
    pub title: String,
    pub blocks: Vec<Block>,
}

/// The rules of one game in one language.
#[derive(Clone, Debug)]
pub struct Page {
    pub title: String,
    pub sections: Vec<Section>,
}

/// The texts around the rules: the window title and small labels.
#[derive(Copy, Clone, Debug)]
pub struct Chrome {
    pub title: &'static str,
    pub contents: &'static str,
    pub default: &'static str,
}

pub fn chrome(lang: Lang) -> &'static Chrome {
    static CHROMES: OnceLock<Vec<Chrome>> = OnceLock::new();
    let all = CHROMES.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .map(|lang| Chrome {
                title: Tr(lang).t(m::RULES_PAGE_TITLE),
                contents: Tr(lang).t(m::RULES_PAGE_CONTENTS),
                default: Tr(lang).t(m::RULES_PAGE_DEFAULT),
            })
            .collect()
    });
    &all[lang_index(lang)]
}

fn lang_index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

/// A rule option the pages may describe: its name, its label in the new-game
/// dialog, and its values with theirs (`None` for numbers).
type OptionLabels = (
    &'static str,
    &'static str,
    &'static [(&'static str, Option<&'static str>)],
);

const OPTIONS: &[OptionLabels] = &[
    (
        "first",
        m::OPT_FIRST,
        &[
            ("Lot", Some(m::FIRST_LOT)),
            ("White", Some(m::FIRST_WHITE)),
            ("Black", Some(m::FIRST_BLACK)),
        ],
    ),
    (
        "removal",
        m::OPT_REMOVAL,
        &[
            ("Any", Some(m::REMOVAL_ANY)),
            ("NotFromLines", Some(m::REMOVAL_NOT_FROM_LINES)),
        ],
    ),
    (
        "double_line",
        m::OPT_DOUBLE_LINE,
        &[("One", Some(m::DOUBLE_ONE)), ("Two", Some(m::DOUBLE_TWO))],
    ),
    (
        "non_max_capture",
        m::OPT_NON_MAX,
        &[
            ("Loses", Some(m::NON_MAX_LOSES)),
            ("Forbidden", Some(m::NON_MAX_FORBIDDEN)),
        ],
    ),
    (
        "lone_piece",
        m::OPT_LONE_PIECE,
        &[
            ("KingWins", Some(m::LONE_KING_WINS)),
            ("Draw", Some(m::LONE_DRAW)),
        ],
    ),
    (
        "no_progress",
        m::OPT_NO_PROGRESS,
        &[("50", None), ("0", None)],
    ),
];

/// The messages of each page: its title, then its sections in order.
pub const SECTIONS: [(GameKind, &str, &[&str]); 2] = [
    (
        GameKind::Akidada,
        m::RULES_AKIDADA_TITLE,
        &[
            m::RULES_AKIDADA_THE_GAME,
            m::RULES_AKIDADA_THE_BOARD,
            m::RULES_AKIDADA_THE_START,
            m::RULES_AKIDADA_PLACING_THEN_SLIDING,
            m::RULES_AKIDADA_LINES_AND_REMOVALS,
            m::RULES_AKIDADA_THE_END_OF_THE_GAME,
            m::RULES_AKIDADA_NOTATION,
            m::RULES_AKIDADA_RULE_OPTIONS,
        ],
    ),
    (
        GameKind::Dama,
        m::RULES_DAMA_TITLE,
        &[
            m::RULES_DAMA_THE_GAME,
            m::RULES_DAMA_BOARD_AND_START,
            m::RULES_DAMA_MOVES,
            m::RULES_DAMA_CAPTURES,
            m::RULES_DAMA_MAXIMUM_CAPTURE,
            m::RULES_DAMA_CROWNING_DURING_A_CAPTURE,
            m::RULES_DAMA_THE_WORKED_EXAMPLE,
            m::RULES_DAMA_THE_END_OF_THE_GAME,
            m::RULES_DAMA_NOTATION,
            m::RULES_DAMA_RULE_OPTIONS,
        ],
    ),
];

/// The rules of both games in `lang` as one text: each page's heading
/// (`# dama: title`), then its sections, a blank line between them.
fn source(lang: Lang) -> String {
    let mut text = String::new();
    for (game, title, sections) in SECTIONS {
        text.push_str(&format!("# {}: {}\n\n", game.id(), Tr(lang).t(title)));
        for section in sections {
            text.push_str(Tr(lang).t(section));
            text.push_str("\n\n");
        }
    }
    text
}

/// The rules of `game` in `lang` (read from the messages on first use).
pub fn page(game: GameKind, lang: Lang) -> &'static Page {
    static PAGES: OnceLock<[[Page; 2]; Lang::ALL.len()]> = OnceLock::new();
    let pages = PAGES.get_or_init(|| {
        Lang::ALL.map(|lang| {
            let read = parse(&source(lang));
            GameKind::ALL.map(|game| match &read {
                Ok(pages) => pages
                    .iter()
                    .find(|(g, _)| *g == game)
                    .map(|(_, page)| page.clone())
                    .unwrap_or_else(|| error_page(lang, &format!("no page for {game}"))),
                Err(e) => error_page(lang, e),
            })
        })
    });
    let g = GameKind::ALL.iter().position(|&g| g == game).unwrap_or(0);
    &pages[lang_index(lang)][g]
}

/// What the window shows when a page cannot be read: the problem, so the
/// person who edited the messages sees what to fix.
fn error_page(lang: Lang, error: &str) -> Page {
    Page {
        title: format!("assets/locales/{}/rules-page.ftl", lang.code()),
        sections: vec![Section {
            title: "?".to_string(),
            blocks: vec![Block::Note(error.replace(['*', '`'], "'"))],
        }],
    }
}

/// A block being read: its lines so far.
enum Open {
    None,
    Paragraph(Vec<String>),
    List(Vec<String>),
    Note(Vec<String>),
    Figure(Diagram, Vec<String>),
    Option(&'static str, Vec<String>, Vec<(String, Vec<String>)>),
}

/// Reads a rules file into its pages, or says what is wrong and on which line.
pub fn parse(text: &str) -> Result<Vec<(GameKind, Page)>, String> {
    let mut reader = Reader::default();
    for (n, raw) in text.lines().enumerate() {
        let line_no = n + 1;
        reader.line(raw.trim_end()).map_err(|e| match e {
            LineError::Line(what) => format!("line {line_no}: {what}: {}", raw.trim()),
            LineError::Block(e) => format!("line {line_no}: {e}"),
        })?;
    }
    reader.finish()
}

/// Why a line of a rules file cannot be read.
enum LineError {
    /// What is wrong with the line (said with the line).
    Line(&'static str),
    /// What is wrong with the block the line closes.
    Block(String),
}

/// A rules file being read, a line at a time.
struct Reader {
    pages: Vec<(GameKind, Page)>,
    open: Open,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader {
            pages: Vec::new(),
            open: Open::None,
        }
    }
}

impl Reader {
    fn line(&mut self, line: &str) -> Result<(), LineError> {
        if line.trim_start().starts_with("//") {
            return Ok(());
        }
        // A line that starts a new block (or closes one).
        let starts_block = line.is_empty()
            || line.starts_with('#')
            || line.starts_with("- ")
            || line.starts_with('@')
            || (line.starts_with('>') && !matches!(self.open, Open::Note(_)));
        if starts_block {
            self.close_block()?;
        }
        if line.is_empty() {
            return Ok(());
        }
        if let Some(title) = line.strip_prefix("## ") {
            self.section(title)
        } else if let Some(head) = line.strip_prefix("# ") {
            self.page(head)
        } else if let Some(item) = line.strip_prefix("- ") {
            self.list_item(item)
        } else if line.starts_with('>') {
            self.note(line.trim_start_matches('>').trim())
        } else if let Some(tag) = line.strip_prefix('@') {
            self.tag(tag)
        } else if let (Some(choice), Open::Option(_, _, choices)) =
            (line.strip_prefix("+ "), &mut self.open)
        {
            choices.push((choice.to_string(), Vec::new()));
            Ok(())
        } else {
            self.running_text(line)
        }
    }

    /// The open block, closed and put in the last section.
    fn close_block(&mut self) -> Result<(), LineError> {
        let block =
            close(std::mem::replace(&mut self.open, Open::None)).map_err(LineError::Block)?;
        let Some(block) = block else { return Ok(()) };
        let Some(section) = self.last_section() else {
            return Err(LineError::Line("text before the first section (## title)"));
        };
        section.blocks.push(block);
        Ok(())
    }

    fn last_section(&mut self) -> Option<&mut Section> {
        self.pages.last_mut().and_then(|p| p.1.sections.last_mut())
    }

    /// `## title`: a new section of the page.
    fn section(&mut self, title: &str) -> Result<(), LineError> {
        let Some((_, page)) = self.pages.last_mut() else {
            return Err(LineError::Line(
                "a section before the first page (# game: title)",
            ));
        };
        page.sections.push(Section {
            title: title.trim().to_string(),
            blocks: Vec::new(),
        });
        Ok(())
    }

    /// `# game: title`: a new page.
    fn page(&mut self, head: &str) -> Result<(), LineError> {
        let Some((id, title)) = head.split_once(':') else {
            return Err(LineError::Line(
                "a page is `# akidada: title` or `# dama: title`",
            ));
        };
        let Some(game) = GameKind::from_id(id.trim()) else {
            return Err(LineError::Line("the game is akidada or dama"));
        };
        self.pages.push((
            game,
            Page {
                title: title.trim().to_string(),
                sections: Vec::new(),
            },
        ));
        Ok(())
    }

    /// `- item`: a list begun, or its next item.
    fn list_item(&mut self, item: &str) -> Result<(), LineError> {
        self.open = match std::mem::replace(&mut self.open, Open::None) {
            Open::None => Open::List(vec![item.to_string()]),
            Open::List(mut items) => {
                items.push(item.to_string());
                Open::List(items)
            }
            _ => return Err(LineError::Line("a list item inside another block")),
        };
        Ok(())
    }

    /// `> words`: a note begun, or its next line.
    fn note(&mut self, words: &str) -> Result<(), LineError> {
        self.open = match std::mem::replace(&mut self.open, Open::None) {
            Open::None => Open::Note(vec![words.to_string()]),
            Open::Note(mut lines) => {
                lines.push(words.to_string());
                Open::Note(lines)
            }
            _ => return Err(LineError::Line("a note inside another block")),
        };
        Ok(())
    }

    /// `@figure NAME` or `@option NAME`: a diagram or a rule option begun.
    fn tag(&mut self, tag: &str) -> Result<(), LineError> {
        self.open = match tag.split_once(' ') {
            Some(("figure", name)) => match Diagram::from_name(name.trim()) {
                Some(d) => Open::Figure(d, Vec::new()),
                None => return Err(LineError::Line("no such diagram")),
            },
            Some(("option", key)) => match OPTIONS.iter().find(|o| o.0 == key.trim()) {
                Some(o) => Open::Option(o.0, Vec::new(), Vec::new()),
                None => return Err(LineError::Line("no such rule option")),
            },
            _ => return Err(LineError::Line("a tag is @figure NAME or @option NAME")),
        };
        Ok(())
    }

    /// A line of running text: continues the block that is open.
    fn running_text(&mut self, line: &str) -> Result<(), LineError> {
        let words = line.trim().to_string();
        match &mut self.open {
            Open::None => self.open = Open::Paragraph(vec![words]),
            Open::Paragraph(lines) | Open::Note(lines) | Open::Figure(_, lines) => {
                lines.push(words)
            }
            Open::List(items) => {
                if !line.starts_with("  ") {
                    return Err(LineError::Line(
                        "a list item's next line is indented by two spaces",
                    ));
                }
                if let Some(last) = items.last_mut() {
                    last.push(' ');
                    last.push_str(&words);
                }
            }
            Open::Option(_, text, choices) => match choices.last_mut() {
                Some((_, more)) => more.push(words),
                None => text.push(words),
            },
        }
        Ok(())
    }

    /// The pages read, once the last block is closed.
    fn finish(mut self) -> Result<Vec<(GameKind, Page)>, String> {
        if let Some(block) = close(std::mem::replace(&mut self.open, Open::None))? {
            match self.last_section() {
                Some(section) => section.blocks.push(block),
                None => return Err("text before the first section".to_string()),
            }
        }
        Ok(self.pages)
    }
}

/// The block whose lines have been read.
fn close(open: Open) -> Result<Option<Block>, String> {
    let join = |lines: Vec<String>| lines.join(" ");
    Ok(Some(match open {
        Open::None => return Ok(None),
        Open::Paragraph(lines) => Block::P(join(lines)),
        Open::List(items) => Block::List(items),
        Open::Note(lines) => Block::Note(join(lines)),
        Open::Figure(d, lines) if !lines.is_empty() => Block::Fig(d, join(lines)),
        Open::Figure(..) => return Err("a figure needs a caption".to_string()),
        Open::Option(key, text, choices) => {
            let values = OPTIONS
                .iter()
                .find(|o| o.0 == key)
                .map(|o| (o.1, o.2))
                .ok_or("no such rule option")?;
            let mut read = Vec::new();
            for (head, more) in choices {
                let Some((value, first)) = head.split_once(':') else {
                    return Err(format!("option {key}: a choice is `+ VALUE: text`"));
                };
                let (value, default) = match value.trim().strip_suffix("(default)") {
                    Some(v) => (v.trim(), true),
                    None => (value.trim(), false),
                };
                let Some(&(value, label)) = values.1.iter().find(|(v, _)| *v == value) else {
                    return Err(format!("option {key} has no value {value}"));
                };
                let mut text = first.trim().to_string();
                for line in more {
                    text.push(' ');
                    text.push_str(&line);
                }
                read.push(Choice {
                    value,
                    label,
                    default,
                    text,
                });
            }
            Block::Opt(RuleOption {
                key,
                name: values.0,
                text: join(text),
                choices: read,
            })
        }
    }))
}

/// What a block is, without its words: equal for a block and its translation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    P,
    List(usize),
    Note,
    Fig(Diagram),
    Opt {
        key: &'static str,
        name: &'static str,
        choices: Vec<(&'static str, Option<&'static str>, bool)>,
    },
}

impl Block {
    pub fn kind(&self) -> Kind {
        match self {
            Block::P(_) => Kind::P,
            Block::List(items) => Kind::List(items.len()),
            Block::Note(_) => Kind::Note,
            Block::Fig(d, _) => Kind::Fig(*d),
            Block::Opt(o) => Kind::Opt {
                key: o.key,
                name: o.name,
                choices: o
                    .choices
                    .iter()
                    .map(|c| (c.value, c.label, c.default))
                    .collect(),
            },
        }
    }

    /// Every text of the block, for checks over all the words.
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Block::P(t) | Block::Note(t) | Block::Fig(_, t) => vec![t.as_str()],
            Block::List(items) => items.iter().map(String::as_str).collect(),
            Block::Opt(o) => std::iter::once(o.text.as_str())
                .chain(o.choices.iter().map(|c| c.text.as_str()))
                .collect(),
        }
    }
}

/// Every text of both games' pages in `lang`, one after the other (for checks
/// such as the fonts covering every character).
pub fn all_text(lang: Lang) -> String {
    let mut all = String::new();
    for game in GameKind::ALL {
        let page = page(game, lang);
        all.push_str(&page.title);
        for section in &page.sections {
            all.push_str(&section.title);
            for block in &section.blocks {
                for t in block.texts() {
                    all.push_str(t);
                }
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_reads_and_holds_both_games() {
        for lang in Lang::ALL {
            let pages = parse(&source(lang)).unwrap_or_else(|e| panic!("{lang:?}: {e}"));
            let games: Vec<GameKind> = pages.iter().map(|(g, _)| *g).collect();
            assert_eq!(games, [GameKind::Akidada, GameKind::Dama], "{lang:?}");
        }
    }

    #[test]
    fn a_broken_file_says_where() {
        let e = parse("# dama: Rules\n## One\n@figure Nothing\nx\n").unwrap_err();
        assert!(e.starts_with("line 3:"), "{e}");
        let e =
            parse("# dama: Rules\n## One\n@option lone_piece\nText.\n+ Maybe: no\n").unwrap_err();
        assert!(e.contains("no value Maybe"), "{e}");
        let e = parse("Words first.\n").unwrap_err();
        assert!(e.contains("before the first section"), "{e}");
        let page =
            parse("# dama: Rules\n## One\nA\nparagraph.\n\n- an item\n  goes on\n> a\n> note\n")
                .unwrap();
        let blocks = &page[0].1.sections[0].blocks;
        assert!(matches!(&blocks[0], Block::P(t) if t == "A paragraph."));
        assert!(matches!(&blocks[1], Block::List(i) if i == &["an item goes on"]));
        assert!(matches!(&blocks[2], Block::Note(t) if t == "a note"));
    }

    #[test]
    fn every_language_has_the_same_sections_and_blocks() {
        for game in GameKind::ALL {
            let en = page(game, Lang::En);
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                let other = page(game, lang);
                assert_eq!(en.sections.len(), other.sections.len(), "{game} {lang:?}");
                for (i, (e, o)) in en.sections.iter().zip(&other.sections).enumerate() {
                    let ek: Vec<Kind> = e.blocks.iter().map(Block::kind).collect();
                    let ok: Vec<Kind> = o.blocks.iter().map(Block::kind).collect();
                    let at = format!("{game} {lang:?}, section {i} ({} / {})", e.title, o.title);
                    assert_eq!(ek, ok, "{at}");
                    assert_ne!(e.title, o.title, "{at}: untranslated title");
                    let texts = e.blocks.iter().zip(&o.blocks);
                    let texts = texts.flat_map(|(eb, ob)| eb.texts().into_iter().zip(ob.texts()));
                    for (et, ot) in texts {
                        assert!(!et.trim().is_empty() && !ot.trim().is_empty(), "{at}");
                        assert_ne!(et, ot, "{at}: untranslated text");
                    }
                }
            }
        }
    }

    /// The pages name the rule options by the New game dialog's
    /// labels, not by their names in the files (`no_progress`), and the labels
    /// they quote are the dialog's own.
    #[test]
    fn the_pages_name_options_by_the_dialogs_labels() {
        for lang in Lang::ALL {
            for game in GameKind::ALL {
                let page = page(game, lang);
                for text in page
                    .sections
                    .iter()
                    .flat_map(|s| &s.blocks)
                    .flat_map(Block::texts)
                {
                    for (key, _, _) in OPTIONS {
                        assert!(!text.contains(&format!("`{key}`")), "{lang:?}: {text}");
                    }
                }
            }
            let akidada: String = page(GameKind::Akidada, lang)
                .sections
                .iter()
                .flat_map(|s| &s.blocks)
                .flat_map(Block::texts)
                .collect();
            for label in [
                m::OPT_FIRST,
                m::OPT_REMOVAL,
                m::OPT_DOUBLE_LINE,
                m::OPT_NO_PROGRESS,
            ] {
                let bold = format!("**{}**", Tr(lang).t(label));
                assert!(akidada.contains(&bold), "{lang:?}: {bold}");
            }
        }
    }

    #[test]
    fn each_option_of_the_rules_is_described_once_with_one_default() {
        let expected = [
            (
                GameKind::Akidada,
                ["first", "removal", "double_line", "no_progress"],
            ),
            (
                GameKind::Dama,
                ["first", "non_max_capture", "lone_piece", "no_progress"],
            ),
        ];
        for (game, keys) in expected {
            for lang in Lang::ALL {
                let options: Vec<&RuleOption> = page(game, lang)
                    .sections
                    .iter()
                    .flat_map(|s| &s.blocks)
                    .filter_map(|b| match b {
                        Block::Opt(o) => Some(o),
                        _ => None,
                    })
                    .collect();
                let found: Vec<&str> = options.iter().map(|o| o.key).collect();
                assert_eq!(found, keys, "{game} {lang:?}");
                for o in options {
                    assert_eq!(o.choices.iter().filter(|c| c.default).count(), 1);
                }
            }
        }
    }

    #[test]
    fn every_diagram_is_used() {
        for d in Diagram::ALL {
            let used = GameKind::ALL.iter().any(|&g| {
                page(g, Lang::En)
                    .sections
                    .iter()
                    .flat_map(|s| &s.blocks)
                    .any(|b| matches!(b, Block::Fig(x, _) if *x == d))
            });
            assert!(used, "{d:?}");
        }
    }
}
