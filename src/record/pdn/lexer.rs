//! PDN text into tokens, each with the line and column (in characters, from 1)
//! where it starts. A mistake becomes an error item and the lexer goes on after
//! it, so that one bad game does not hide the next.

use super::Score;
use super::error::{PdnError, Syntax};

/// One piece of PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// `[Name "value"]`, the value unescaped.
    Tag {
        name: String,
        value: String,
    },
    /// `12.` or `12...` (or a lone `...`): read and not used, since the side to
    /// move follows from the start position and the moves.
    MoveNumber,
    /// A move as written (`c3-c4`, `b8xb5xg5`, `f3xf4xe5`), without annotations.
    Move(String),
    /// A numeric annotation glyph: `$n`, or `!` (1), `?` (2), `!!` (3), `??` (4),
    /// `!?` (5), `?!` (6).
    Nag(u16),
    /// `{...}`, or `; ...` to the end of the line; runs of white space made
    /// single spaces, and trimmed.
    Comment {
        text: String,
        braces: bool,
    },
    VariationStart,
    VariationEnd,
    /// The game termination marker.
    Result(Score),
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Spanned {
    pub token: Token,
    pub line: usize,
    pub column: usize,
}

/// Reads tokens from PDN text: an iterator of tokens and syntax errors.
pub(super) struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
}

/// Characters that end a word (a move, a number, a result).
fn ends_word(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '{' | '}' | '(' | ')' | '[' | ']' | ';' | '"' | '$' | '!' | '?'
        )
}

impl Lexer {
    pub fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.chars().collect(),
            at: 0,
            line: 1,
            column: 1,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Whether the line starting at `at` opens with a tag (`[Name "`): a comment or
    /// variation left open ends there rather than swallowing the next game.
    fn tag_line_at(&self, mut at: usize) -> bool {
        let get = |i: usize| self.chars.get(i).copied();
        while get(at).is_some_and(|c| c == ' ' || c == '\t') {
            at += 1;
        }
        if get(at) != Some('[') {
            return false;
        }
        at += 1;
        let name_start = at;
        while get(at).is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            at += 1;
        }
        if at == name_start {
            return false;
        }
        while get(at).is_some_and(|c| c == ' ' || c == '\t') {
            at += 1;
        }
        get(at) == Some('"')
    }

    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek() {
            if ends_word(c) {
                break;
            }
            word.push(c);
            self.bump();
        }
        word
    }

    fn tag(&mut self) -> Result<Token, Syntax> {
        self.bump(); // '['
        self.skip_blanks();
        let mut name = String::new();
        while let Some(c) = self.peek() {
            if !(c.is_ascii_alphanumeric() || c == '_') {
                break;
            }
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(Syntax::TagName);
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(Syntax::TagValue);
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return Err(Syntax::UnclosedTag),
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') if matches!(self.peek_at(1), Some('"' | '\\')) => {
                    self.bump();
                    value.extend(self.bump());
                }
                // A tag is one line: a tab or other control character is a space.
                Some(c) => {
                    value.push(if c.is_control() { ' ' } else { c });
                    self.bump();
                }
            }
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(Syntax::UnclosedTag);
        }
        self.bump();
        Ok(Token::Tag { name, value })
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }

    fn brace_comment(&mut self) -> Result<Token, Syntax> {
        self.bump(); // '{'
        let mut text = String::new();
        loop {
            match self.peek() {
                None => return Err(Syntax::UnclosedComment),
                Some('}') => {
                    self.bump();
                    break;
                }
                Some('\n') if self.tag_line_at(self.at + 1) => {
                    self.bump();
                    return Err(Syntax::UnclosedComment);
                }
                Some(c) => {
                    if c.is_whitespace() {
                        if !text.ends_with(' ') {
                            text.push(' ');
                        }
                    } else {
                        text.push(c);
                    }
                    self.bump();
                }
            }
        }
        Ok(Token::Comment {
            text: text.trim().to_string(),
            braces: true,
        })
    }

    fn line_comment(&mut self) -> Token {
        self.bump(); // ';'
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if c == '\n' {
                break;
            }
            text.push(c);
            self.bump();
        }
        Token::Comment {
            text: text.split_whitespace().collect::<Vec<_>>().join(" "),
            braces: false,
        }
    }

    fn glyph(&mut self) -> Result<Token, Syntax> {
        let mut glyph = String::new();
        while let Some(c @ ('!' | '?')) = self.peek() {
            glyph.push(c);
            self.bump();
        }
        let nag = match glyph.as_str() {
            "!" => 1,
            "?" => 2,
            "!!" => 3,
            "??" => 4,
            "!?" => 5,
            "?!" => 6,
            _ => return Err(Syntax::BadAnnotation(glyph)),
        };
        Ok(Token::Nag(nag))
    }

    fn numeric_nag(&mut self) -> Result<Token, Syntax> {
        self.bump(); // '$'
        let word = self.word();
        match word.parse::<u16>() {
            Ok(n) if word.bytes().all(|b| b.is_ascii_digit()) => Ok(Token::Nag(n)),
            _ => Err(Syntax::BadAnnotation(format!("${word}"))),
        }
    }

    /// A word that starts with a digit or a dot: a move number (`12.`, `12...`,
    /// `...`), a result, or numeric squares (not Turkish draughts).
    fn number_or_result(&mut self) -> Result<Token, Syntax> {
        let mut i = self.at;
        while self.chars.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
        if self.chars.get(i) == Some(&'.') {
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '.') {
                self.bump();
            }
            // `1.c3-c4`: a move right after the number is read next.
            return Ok(Token::MoveNumber);
        }
        let word = self.word();
        Ok(match word.as_str() {
            "2-0" | "1-0" => Token::Result(Score::WhiteWins),
            "0-2" | "0-1" => Token::Result(Score::BlackWins),
            "1-1" | "1/2-1/2" => Token::Result(Score::Draw),
            "0-0" => Token::Result(Score::BothLose),
            _ => return Err(Syntax::NumericSquares(word)),
        })
    }

    /// The next token or error, `None` at the end of the text.
    fn next_item(&mut self) -> Option<Result<Spanned, PdnError>> {
        loop {
            let c = self.peek()?;
            if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
                continue;
            }
            // `%` at the start of a line: an escape line, for other programs.
            if c == '%' && (self.at == 0 || self.chars[self.at - 1] == '\n') {
                self.skip_line();
                continue;
            }
            break;
        }
        let (line, column) = (self.line, self.column);
        let c = self.peek()?;
        let token = match c {
            '[' => {
                let token = self.tag();
                if token.is_err() {
                    self.skip_line();
                }
                token
            }
            '{' => self.brace_comment(),
            ';' => Ok(self.line_comment()),
            '(' => {
                self.bump();
                Ok(Token::VariationStart)
            }
            ')' => {
                self.bump();
                Ok(Token::VariationEnd)
            }
            '*' => {
                self.bump();
                Ok(Token::Result(Score::Unknown))
            }
            '$' => self.numeric_nag(),
            '!' | '?' => self.glyph(),
            '0'..='9' | '.' => self.number_or_result(),
            c if c.is_alphabetic() => Ok(Token::Move(self.word())),
            c => {
                self.bump();
                Err(Syntax::UnexpectedCharacter(c))
            }
        };
        Some(match token {
            Ok(token) => Ok(Spanned {
                token,
                line,
                column,
            }),
            Err(problem) => Err(PdnError::Syntax {
                line,
                column,
                problem,
            }),
        })
    }
}

impl Iterator for Lexer {
    type Item = Result<Spanned, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_item()
    }
}
