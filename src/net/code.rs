//! The pairing code: a short secret made for one game, read out to the
//! friend, from which both sides derive the channel's key (SPAKE2).

use std::fmt;

/// How many digits a code made by the host has: 10^8 codes, about 26.6 bits,
/// against which an attacker gets [`super::Limits::max_wrong_codes`] online tries and
/// no offline guessing at all (SPAKE2 gives an eavesdropper nothing to test
/// guesses against).
pub const DIGITS: usize = 8;

/// The shortest code a person may choose, in letters and digits.
pub const MIN_CHOSEN: usize = 4;

/// The longest code.
pub const MAX_CHOSEN: usize = 64;

/// A pairing code as both sides use it: lowercase letters and digits, the
/// dashes and spaces a person types between groups left out.
#[derive(Clone, PartialEq, Eq)]
pub struct Code(String);

/// Why a typed code is not one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    TooShort,
    TooLong,
    /// A character other than letters, digits, dashes and spaces.
    BadCharacter(char),
}

impl Code {
    /// A new code from the system's random source, shown as `1234-5678`.
    pub fn generate() -> std::io::Result<Code> {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_err(|e| std::io::Error::other(e.to_string()))?;
        let n = u64::from_le_bytes(bytes) % 10u64.pow(DIGITS as u32);
        Ok(Code(format!("{n:0width$}", width = DIGITS)))
    }

    /// Reads a code as typed: `1234-5678`, `1234 5678` and `12345678` are the
    /// same code; letters count whatever their case.
    pub fn parse(text: &str) -> Result<Code, CodeError> {
        let mut code = String::new();
        for c in text.trim().chars() {
            match c {
                '-' | ' ' => {}
                c if c.is_alphanumeric() => code.extend(c.to_lowercase()),
                c => return Err(CodeError::BadCharacter(c)),
            }
        }
        let n = code.chars().count();
        if n < MIN_CHOSEN {
            Err(CodeError::TooShort)
        } else if n > MAX_CHOSEN {
            Err(CodeError::TooLong)
        } else {
            Ok(Code(code))
        }
    }

    /// The secret the key exchange uses.
    pub(super) fn secret(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// Shown in groups of four, as it is read out.
impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let chars: Vec<char> = self.0.chars().collect();
        let groups: Vec<String> = chars.chunks(4).map(|g| g.iter().collect()).collect();
        f.write_str(&groups.join("-"))
    }
}

/// Never printed by accident in a log.
impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Code(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_made_code_reads_back_as_typed() {
        let code = Code::generate().unwrap();
        let shown = code.to_string();
        assert_eq!(shown.len(), DIGITS + 1, "{shown}");
        assert_eq!(Code::parse(&shown).unwrap(), code);
        assert_eq!(Code::parse(&shown.replace('-', " ")).unwrap(), code);
        assert_ne!(Code::generate().unwrap(), Code::generate().unwrap());
    }

    #[test]
    fn chosen_codes_are_checked() {
        assert_eq!(Code::parse("ab"), Err(CodeError::TooShort));
        assert_eq!(Code::parse(&"a".repeat(65)), Err(CodeError::TooLong));
        assert_eq!(Code::parse("ab/cd"), Err(CodeError::BadCharacter('/')));
        assert_eq!(
            Code::parse("Kedi-Köpek").unwrap().to_string(),
            "kedi-köpe-k"
        );
        assert_eq!(format!("{:?}", Code::parse("1234").unwrap()), "Code(..)");
    }
}
