//! The tags this program reads and writes: `GameType`, `FEN` with `SetUp`, the
//! date, and its own `DamaRules`, `LotSeed` and `StartQuietPlies`.

use super::error::{GameTypeProblem, PdnError, TagProblem};
use crate::games::FirstPlayer;
use crate::games::dama::{DamaRules, LonePiece, NonMaxCapture};

pub const EVENT: &str = "Event";
pub const SITE: &str = "Site";
pub const DATE: &str = "Date";
pub const ROUND: &str = "Round";
pub const WHITE: &str = "White";
pub const BLACK: &str = "Black";
pub const RESULT: &str = "Result";
pub const GAME_TYPE: &str = "GameType";
pub const SET_UP: &str = "SetUp";
pub const FEN: &str = "FEN";
/// This program's own: the Dama rule options that differ from the defaults.
pub const DAMA_RULES: &str = "DamaRules";
/// This program's own: the lot's seed, which drew who moved first.
pub const LOT_SEED: &str = "LotSeed";
/// This program's own: the no-progress count of the start position.
pub const START_QUIET_PLIES: &str = "StartQuietPlies";
/// The time control, PGN style: seconds for the game, `+` seconds a move.
pub const TIME_CONTROL: &str = "TimeControl";
/// How the game ended, PGN style; this program writes `time forfeit`.
pub const TERMINATION: &str = "Termination";
/// The value of `Termination` for a game lost on time.
pub const TIME_FORFEIT: &str = "time forfeit";

/// Turkish draughts in the long form: White starts, 8 by 8, algebraic squares
/// from White's lower left, not inverted.
pub const LONG_GAME_TYPE: &str = "30,W,8,8,A0,0";

/// The tags a record holds (or that are written from it); the others are kept
/// with the game as read.
pub const OWN: &[&str] = &[
    DATE,
    WHITE,
    BLACK,
    RESULT,
    GAME_TYPE,
    SET_UP,
    FEN,
    DAMA_RULES,
    LOT_SEED,
    START_QUIET_PLIES,
    TIME_CONTROL,
];

/// Whether `name` is one of `OWN` (tag names are matched without regard to case).
pub fn is_own(name: &str) -> bool {
    OWN.iter().any(|own| own.eq_ignore_ascii_case(name))
}

/// The value of tag `name`, if given; an error if it is given twice with two
/// different values.
pub fn get<'a>(tags: &'a [(String, String)], name: &str) -> Result<Option<&'a str>, PdnError> {
    let mut found: Option<&str> = None;
    for (n, value) in tags {
        if !n.eq_ignore_ascii_case(name) {
            continue;
        }
        match found {
            Some(first) if first.trim() != value.trim() => {
                return Err(PdnError::Tag {
                    name: name.to_string(),
                    value: first.to_string(),
                    problem: TagProblem::Repeated {
                        other: value.clone(),
                    },
                });
            }
            Some(_) => {}
            None => found = Some(value),
        }
    }
    Ok(found)
}

/// Checks a `GameType`: 30, or its long form `30,W,8,8,A0,0`.
pub fn check_game_type(value: &str) -> Result<(), PdnError> {
    let fail = |problem| {
        Err(PdnError::GameType {
            value: value.to_string(),
            problem,
        })
    };
    let fields: Vec<&str> = value.split(',').map(str::trim).collect();
    let Ok(number) = fields[0].parse::<u32>() else {
        return fail(GameTypeProblem::Form);
    };
    if number != 30 {
        return fail(GameTypeProblem::OtherGame(number));
    }
    match fields[..] {
        [_] => Ok(()),
        [_, colour, width, height, notation, inverted] => {
            if !colour.eq_ignore_ascii_case("W") {
                fail(GameTypeProblem::StartColour(colour.to_string()))
            } else if width != "8" || height != "8" {
                fail(GameTypeProblem::Board(
                    width.to_string(),
                    height.to_string(),
                ))
            } else if !notation.eq_ignore_ascii_case("A0") {
                fail(GameTypeProblem::Notation(notation.to_string()))
            } else if inverted != "0" {
                fail(GameTypeProblem::Inverted(inverted.to_string()))
            } else {
                Ok(())
            }
        }
        _ => fail(GameTypeProblem::Form),
    }
}

/// Whether `text` has the shape `dddd?dd?dd` with `sep`, each `d` a digit or `?`.
fn date_shaped(text: &str, sep: char) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.len() == 10
        && chars.iter().enumerate().all(|(i, &c)| match i {
            4 | 7 => c == sep,
            _ => c.is_ascii_digit() || c == '?',
        })
}

/// A PDN date (`2026.11.29`) as a record writes it (`2026-11-29`); `????.??.??`
/// (unknown) is empty; any other text is kept as it is.
pub fn date_from_pdn(value: &str) -> String {
    let value = value.trim();
    if value == "????.??.??" {
        String::new()
    } else if date_shaped(value, '.') {
        value.replace('.', "-")
    } else {
        value.to_string()
    }
}

/// A record's date (`2026-11-29`) as PDN writes it (`2026.11.29`).
pub fn date_to_pdn(date: &str) -> String {
    if date_shaped(date, '-') {
        date.replace('-', ".")
    } else {
        date.to_string()
    }
}

/// Reads `DamaRules`: `name=value` entries, separated by commas or spaces, each
/// changing one option from its default.
pub fn rules_from_tag(value: &str) -> Result<DamaRules, PdnError> {
    let fail = |problem| PdnError::Tag {
        name: DAMA_RULES.to_string(),
        value: value.to_string(),
        problem,
    };
    let mut rules = DamaRules::default();
    for entry in value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|e| !e.is_empty())
    {
        let Some((name, option)) = entry.split_once('=') else {
            return Err(fail(TagProblem::RuleOptionForm(entry.to_string())));
        };
        rules
            .set(name, option)
            .map_err(|e| fail(TagProblem::RuleOption(e)))?;
    }
    Ok(rules)
}

/// `DamaRules` for these rules: the options that differ from the defaults, or
/// `None` when all are the defaults.
pub fn rules_to_tag(rules: &DamaRules) -> Option<String> {
    // Destructured in full: a new option will not compile until it is written.
    let DamaRules {
        first,
        non_max_capture,
        lone_piece,
        no_progress,
    } = *rules;
    let defaults = DamaRules::default();
    let mut entries = Vec::new();
    if first != defaults.first {
        let value = match first {
            FirstPlayer::Lot => "Lot",
            FirstPlayer::White => "White",
            FirstPlayer::Black => "Black",
        };
        entries.push(format!("first={value}"));
    }
    if non_max_capture != defaults.non_max_capture {
        let value = match non_max_capture {
            NonMaxCapture::Loses => "Loses",
            NonMaxCapture::Forbidden => "Forbidden",
        };
        entries.push(format!("non_max_capture={value}"));
    }
    if lone_piece != defaults.lone_piece {
        let value = match lone_piece {
            LonePiece::KingWins => "KingWins",
            LonePiece::Draw => "Draw",
        };
        entries.push(format!("lone_piece={value}"));
    }
    if no_progress != defaults.no_progress {
        entries.push(format!("no_progress={no_progress}"));
    }
    (!entries.is_empty()).then(|| entries.join(", "))
}

/// Reads a whole number from 0 to `max` for tag `name`.
pub fn number(name: &str, value: &str, max: u64) -> Result<u64, PdnError> {
    match value.trim().parse::<u64>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(PdnError::Tag {
            name: name.to_string(),
            value: value.to_string(),
            problem: TagProblem::NotNumber { max },
        }),
    }
}

/// A tag as PDN writes it: `[Name "value"]`, with `\` and `"` escaped and any
/// line break or other control character made a space (a tag is one line).
pub fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_types() {
        assert_eq!(check_game_type("30"), Ok(()));
        assert_eq!(check_game_type(" 30 "), Ok(()));
        assert_eq!(check_game_type("30,W,8,8,A0,0"), Ok(()));
        assert_eq!(check_game_type("30, w, 8, 8, a0, 0"), Ok(()));
        let problem = |v: &str| match check_game_type(v) {
            Err(PdnError::GameType { problem, .. }) => problem,
            other => panic!("{v}: {other:?}"),
        };
        assert_eq!(problem("20"), GameTypeProblem::OtherGame(20));
        assert_eq!(problem("21,B,8,8,N1,0"), GameTypeProblem::OtherGame(21));
        assert_eq!(problem("turkish"), GameTypeProblem::Form);
        assert_eq!(problem(""), GameTypeProblem::Form);
        assert_eq!(problem("30,W,8,8"), GameTypeProblem::Form);
        assert_eq!(
            problem("30,W,10,10,A0,0"),
            GameTypeProblem::Board("10".into(), "10".into())
        );
        assert_eq!(
            problem("30,B,8,8,A0,0"),
            GameTypeProblem::StartColour("B".into())
        );
        assert_eq!(
            problem("30,W,8,8,N1,0"),
            GameTypeProblem::Notation("N1".into())
        );
        assert_eq!(
            problem("30,W,8,8,A0,1"),
            GameTypeProblem::Inverted("1".into())
        );
        let message = check_game_type("20").unwrap_err().to_string();
        assert!(message.contains("international draughts"), "{message}");
    }

    #[test]
    fn dates() {
        assert_eq!(date_from_pdn("2026.11.29"), "2026-11-29");
        assert_eq!(date_from_pdn("2026.??.??"), "2026-??-??");
        assert_eq!(date_from_pdn("????.??.??"), "");
        assert_eq!(date_from_pdn("29 Nov 2026"), "29 Nov 2026");
        assert_eq!(date_to_pdn("2026-11-29"), "2026.11.29");
        assert_eq!(date_to_pdn("yesterday"), "yesterday");
    }

    #[test]
    fn rule_options_round_trip() {
        let mut rules = DamaRules::default();
        assert_eq!(rules_to_tag(&rules), None);
        assert_eq!(rules_from_tag(""), Ok(rules));
        rules.first = FirstPlayer::White;
        rules.lone_piece = LonePiece::Draw;
        rules.no_progress = 30;
        let tag = rules_to_tag(&rules).unwrap();
        assert_eq!(tag, "first=White, lone_piece=Draw, no_progress=30");
        assert_eq!(rules_from_tag(&tag), Ok(rules));
        assert_eq!(
            rules_from_tag("non-max-capture=forbidden   lone_piece=draw"),
            Ok(DamaRules {
                non_max_capture: NonMaxCapture::Forbidden,
                lone_piece: LonePiece::Draw,
                ..DamaRules::default()
            })
        );
        for bad in [
            "lone_piece",
            "colour=red",
            "lone_piece=Sometimes",
            "no_progress=-1",
        ] {
            assert!(
                matches!(rules_from_tag(bad), Err(PdnError::Tag { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn tags_escape_and_repeat() {
        let mut out = String::new();
        write_tag(&mut out, "White", "Ali \"the \\ king\"\nÖz");
        assert_eq!(out, "[White \"Ali \\\"the \\\\ king\\\" Öz\"]\n");
        let tags = vec![
            ("FEN".to_string(), "W:Wa2:Bh7".to_string()),
            ("fen".to_string(), "W:Wa2:Bh7".to_string()),
        ];
        assert_eq!(get(&tags, FEN), Ok(Some("W:Wa2:Bh7")));
        let tags = vec![
            ("FEN".to_string(), "W:Wa2:Bh7".to_string()),
            ("FEN".to_string(), "W:Wa3:Bh7".to_string()),
        ];
        assert!(matches!(
            get(&tags, FEN),
            Err(PdnError::Tag {
                problem: TagProblem::Repeated { .. },
                ..
            })
        ));
    }
}

/// The largest time a clock or a time control may hold: 1,000 hours, in
/// milliseconds (larger values are refused rather than overflowing).
const MAX_TIME_MS: u64 = 1000 * 3600 * 1000;

/// Seconds as PGN writes them: `300`, or `2.5` when not whole.
fn seconds_text(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{}", ms / 1000)
    } else {
        let text = format!("{}.{:03}", ms / 1000, ms % 1000);
        text.trim_end_matches('0').to_string()
    }
}

/// Reads seconds, `300` or `2.5` (up to thousandths), as milliseconds.
fn seconds_ms(text: &str) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty()
        || whole.len() > 10
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || fraction.len() > 3
        || !fraction.bytes().all(|b| b.is_ascii_digit())
        || (text.contains('.') && fraction.is_empty())
    {
        return None;
    }
    let whole: u64 = whole.parse().ok()?;
    let fraction: u64 = format!("{fraction:0<3}").parse().ok()?;
    let ms = whole.checked_mul(1000)?.checked_add(fraction)?;
    (ms <= MAX_TIME_MS).then_some(ms)
}

/// The `TimeControl` value of a time control: `300+3`.
pub fn time_control_to_tag(base_ms: u64, increment_ms: u64) -> String {
    format!("{}+{}", seconds_text(base_ms), seconds_text(increment_ms))
}

/// A `TimeControl` this program can keep: seconds for the game, and
/// optionally `+` seconds a move (`300+3`, `600`). Other forms (`?`, `-`,
/// several periods such as `40/7200:3600`) give `None`: the game is read
/// without clocks.
pub fn time_control_from_tag(value: &str) -> Option<(u64, u64)> {
    let value = value.trim();
    let (base, increment) = match value.split_once('+') {
        Some((base, increment)) => (base, seconds_ms(increment.trim())?),
        None => (value, 0),
    };
    let base = seconds_ms(base.trim())?;
    (base > 0).then_some((base, increment))
}

/// A clock's time as a `%clk` command writes it: `0:04:31`, with the
/// fraction when not whole seconds (`0:00:09.4`, `0:00:09.45`).
pub fn clk_text(ms: u64) -> String {
    let s = ms / 1000;
    let mut text = format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60);
    if !ms.is_multiple_of(1000) {
        let fraction = format!("{:03}", ms % 1000);
        text.push('.');
        text.push_str(fraction.trim_end_matches('0'));
    }
    text
}

/// Reads a `%clk` time, `h:mm:ss` or `m:ss`, the seconds with an optional
/// fraction, as milliseconds.
fn clk_ms(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return None;
    }
    let (last, leading) = parts.split_last()?;
    let mut minutes: u64 = 0;
    for (i, part) in leading.iter().enumerate() {
        if part.is_empty() || part.len() > 6 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u64 = part.parse().ok()?;
        // Minutes after hours are under 60.
        if i > 0 && n >= 60 {
            return None;
        }
        minutes = minutes.checked_mul(60)?.checked_add(n)?;
    }
    let seconds = seconds_ms(last)?;
    if last.split('.').next().is_none_or(|w| w.len() != 2) || seconds >= 60_000 {
        return None;
    }
    let ms = minutes.checked_mul(60_000)?.checked_add(seconds)?;
    (ms <= MAX_TIME_MS).then_some(ms)
}

/// Takes a `[%clk 0:04:31]` out of a move's comment: the time it gives, and
/// the comment without it. A `%clk` that does not read is left in the comment
/// as text, and gives no time.
pub fn take_clk(comment: &str) -> (Option<u64>, String) {
    let Some(start) = comment.find("[%clk") else {
        return (None, comment.to_string());
    };
    let Some(len) = comment[start..].find(']') else {
        return (None, comment.to_string());
    };
    let inner = &comment[start + "[%clk".len()..start + len];
    // `[%clk 0:01:00]`, not `[%clkx ...]`.
    if !inner.starts_with(char::is_whitespace) {
        return (None, comment.to_string());
    }
    match clk_ms(inner.trim()) {
        Some(ms) => {
            let before = comment[..start].trim_end();
            let after = comment[start + len + 1..].trim_start();
            let rest = match (before.is_empty(), after.is_empty()) {
                (true, _) => after.to_string(),
                (_, true) => before.to_string(),
                _ => format!("{before} {after}"),
            };
            (Some(ms), rest)
        }
        None => (None, comment.to_string()),
    }
}

#[cfg(test)]
mod clock_tests {
    use super::*;

    #[test]
    fn time_controls_and_clocks_read_back() {
        assert_eq!(time_control_to_tag(300_000, 3_000), "300+3");
        assert_eq!(time_control_from_tag("300+3"), Some((300_000, 3_000)));
        assert_eq!(time_control_from_tag(" 600 "), Some((600_000, 0)));
        assert_eq!(time_control_from_tag("90+0.5"), Some((90_000, 500)));
        for bad in [
            "?",
            "-",
            "",
            "40/7200:3600",
            "0+3",
            "+3",
            "3+",
            "1e9",
            "99999999999999+1",
            "5.+1",
        ] {
            assert_eq!(time_control_from_tag(bad), None, "{bad}");
        }
        assert_eq!(clk_text(271_000), "0:04:31");
        assert_eq!(clk_text(9_400), "0:00:09.4");
        assert_eq!(clk_text(3_723_000), "1:02:03");
        assert_eq!(clk_text(9_450), "0:00:09.45");
        assert_eq!(take_clk("[%clk 0:04:31]"), (Some(271_000), String::new()));
        assert_eq!(
            take_clk("good [%clk 0:00:09.4] move"),
            (Some(9_400), "good move".to_string())
        );
        assert_eq!(take_clk("[%clk 4:31] x"), (Some(271_000), "x".to_string()));
        for bad in [
            "[%clk 0:4:311]",
            "[%clk abc]",
            "[%clk 0:04:31",
            "[%clk]",
            "[%clk 0:61:00]",
            "[%clkx 0:01:00]",
            "[%clk 99999999:00:00]",
            "[%clk 0:00:60]",
        ] {
            assert_eq!(take_clk(bad), (None, bad.to_string()), "{bad}");
        }
    }
}
