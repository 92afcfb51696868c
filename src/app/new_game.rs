//! The new-game form: which game, the two players, the rule options. The
//! window edits its fields; starting the game is a command.

use super::clock::TimeControl;
use super::play::{ActiveGame, GamePlay, PlayerKind, Players, RuleSet};
use super::text::Tr;
use super::text::thinking::level_name;
use crate::games::GameKind;
use crate::games::Side;
use crate::games::akidada::AkidadaRules;
use crate::games::dama::DamaRules;
use crate::i18n::m;

/// What the form holds.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameForm {
    pub kind: GameKind,
    pub white: String,
    pub black: String,
    pub akidada: AkidadaRules,
    pub dama: DamaRules,
    /// Who plays each side, White's first (a computer's level is kept per game,
    /// since the games have different numbers of levels).
    pub kinds: [PlayerKind; 2],
    /// The time control chosen.
    pub time: TimeChoice,
    /// The custom time control's minutes for the game and seconds a move.
    pub custom_minutes: u32,
    pub custom_increment: u32,
}

/// The clocks of a new game: none, one of [`TimeControl::PRESETS`], or the
/// form's custom minutes and increment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeChoice {
    None,
    Preset(usize),
    Custom,
}

/// The custom time control's range: minutes for the game, seconds a move.
pub const CUSTOM_MINUTES: std::ops::RangeInclusive<u32> = 1..=180;
pub const CUSTOM_INCREMENT: std::ops::RangeInclusive<u32> = 0..=60;

impl NewGameForm {
    /// Starts from the game on screen: same game, players and rules; a
    /// person's field with that person's name, or the default name in the
    /// window's language (`tr`) where a program played (a file's engine).
    pub fn new(current: &ActiveGame, tr: Tr) -> NewGameForm {
        let (akidada, dama) = match &current.play {
            GamePlay::Akidada(p) => (*p.session.rules(), DamaRules::default()),
            GamePlay::Dama(p) => (AkidadaRules::default(), *p.session.rules()),
        };
        // The clocks of the game on screen, as a preset if they are one.
        let control = current.clock.as_ref().map(|c| c.control);
        let (time, custom_minutes, custom_increment) = match control {
            None => (TimeChoice::None, 10, 5),
            Some(c) => match TimeControl::PRESETS.iter().position(|&p| p == c) {
                Some(i) => (TimeChoice::Preset(i), 10, 5),
                None => (
                    TimeChoice::Custom,
                    ((c.base_ms / 60_000) as u32)
                        .clamp(*CUSTOM_MINUTES.start(), *CUSTOM_MINUTES.end()),
                    ((c.increment_ms / 1000) as u32).min(*CUSTOM_INCREMENT.end()),
                ),
            },
        };
        NewGameForm {
            kind: current.kind(),
            white: starting_name(current, Side::White, tr),
            black: starting_name(current, Side::Black, tr),
            akidada,
            dama,
            kinds: current.players.kinds,
            time,
            custom_minutes,
            custom_increment,
        }
    }

    /// `side` to be played by `kind`: a side given to a person gets a
    /// person's name in place of a program's.
    pub fn set_kind(&mut self, side: Side, kind: PlayerKind, tr: Tr) {
        self.kinds[side.index()] = kind;
        let name = match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        };
        if kind == PlayerKind::Human && !names_a_person(name) {
            *name = default_name(tr, side).to_string();
        }
    }

    /// The time control chosen, if any (the custom values held to their range).
    pub fn time_control(&self) -> Option<TimeControl> {
        match self.time {
            TimeChoice::None => None,
            TimeChoice::Preset(i) => TimeControl::PRESETS.get(i).copied(),
            TimeChoice::Custom => Some(TimeControl::minutes(
                u64::from(
                    self.custom_minutes
                        .clamp(*CUSTOM_MINUTES.start(), *CUSTOM_MINUTES.end()),
                ),
                u64::from(self.custom_increment.min(*CUSTOM_INCREMENT.end())),
            )),
        }
    }

    /// The players the dialog describes: names (the default names when left
    /// empty; a computer's, its level) and kinds, levels held to the game's range.
    pub fn players(&self, tr: Tr) -> Players {
        let max = crate::ai::level_count(self.kind);
        let mut players = Players::humans("", "");
        for (side, typed) in [(Side::White, &self.white), (Side::Black, &self.black)] {
            let kind = match self.kinds[side.index()] {
                PlayerKind::Computer { level } => PlayerKind::Computer {
                    level: level.clamp(1, max),
                },
                PlayerKind::Human => PlayerKind::Human,
            };
            let fallback = default_name(tr, side);
            let typed = typed.trim();
            let name = match kind {
                PlayerKind::Computer { level } if typed.is_empty() || typed == fallback => {
                    computer_name(tr, self.kind, level)
                }
                _ if typed.is_empty() => fallback.to_string(),
                _ => typed.to_string(),
            };
            players.names[side.index()] = name;
            players = players.with_kind(side, kind);
        }
        players
    }

    pub fn rules(&self) -> RuleSet {
        match self.kind {
            GameKind::Akidada => RuleSet::Akidada(self.akidada),
            GameKind::Dama => RuleSet::Dama(self.dama),
        }
    }
}

/// The name a computer player gets when none was typed: "Club computer"
/// (the side follows it in brackets on screen).
pub fn computer_name(tr: Tr, game: GameKind, level: u8) -> String {
    let level = level_name(game, level, tr.0);
    tr.f(m::COMPUTER_PLAYER_NAME, [("level", level.into())])
}

/// The default name of `side`'s player in `tr`'s language ("Player 1").
fn default_name(tr: Tr, side: Side) -> &'static str {
    match side {
        Side::White => tr.t(m::DEFAULT_WHITE_NAME),
        Side::Black => tr.t(m::DEFAULT_BLACK_NAME),
    }
}

/// The name `side`'s field starts with: the player's own for a computer, and
/// for a person the name if it is a person's, else the default name.
fn starting_name(current: &ActiveGame, side: Side, tr: Tr) -> String {
    let name = current.players.name(side);
    match current.players.kind(side) {
        PlayerKind::Computer { .. } => name.to_string(),
        PlayerKind::Human if names_a_person(name) => name.to_string(),
        PlayerKind::Human => default_name(tr, side).to_string(),
    }
}

/// Words that name a program rather than a person, in the app's languages.
const PROGRAM_WORDS: [&str; 8] = [
    "engine",
    "computer",
    "program",
    "bot",
    "silnik",
    "komputer",
    "bilgisayar",
    "motor",
];

/// Whether `name` is a person's: not empty, not a default name in any
/// language (a window in another language names its players its own way),
/// not the name the app gives its computer, and no word for a program in it
/// ("Greedy engine" in a file two engines played).
pub fn names_a_person(name: &str) -> bool {
    use crate::i18n::Lang;
    let name = name.trim();
    let lower = name.to_lowercase();
    let program_word = lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|word| PROGRAM_WORDS.contains(&word));
    let app_name = Lang::ALL.into_iter().map(Tr).any(|tr| {
        Side::BOTH
            .into_iter()
            .any(|side| default_name(tr, side) == name)
            || GameKind::ALL.into_iter().any(|game| {
                (1..=crate::ai::level_count(game))
                    .any(|level| computer_name(tr, game, level) == name)
            })
    });
    !name.is_empty() && !program_word && !app_name
}
