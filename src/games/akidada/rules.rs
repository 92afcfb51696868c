//! Akidada rule options (RULES.md section 1) and the end of the game.

use serde::{Deserialize, Serialize};

use super::position::Position;
use crate::games::options::{self, OptionError, RuleOption, Setting};
use crate::games::{EndReason, FirstPlayer, Outcome, blocked_or_no_progress};

/// Option `removal`: which enemy pieces a line may remove.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Removal {
    /// The game's description: any piece; pieces in a line are not protected.
    #[default]
    Any,
    /// A piece in a line may be taken only if every opponent piece stands in a line.
    NotFromLines,
}

/// Option `double_line`: a move that completes two lines at once.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DoubleLine {
    /// Still one removal.
    #[default]
    One,
    /// Two removals.
    Two,
}

/// The rule options of an Akidada game, defaults as RULES.md gives them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct AkidadaRules {
    pub first: FirstPlayer,
    pub removal: Removal,
    pub double_line: DoubleLine,
    /// Moves by each side in the movement phase without a removal before the game
    /// is drawn; 0 turns the rule off.
    pub no_progress: u16,
}

impl Default for AkidadaRules {
    fn default() -> AkidadaRules {
        AkidadaRules {
            first: FirstPlayer::Lot,
            removal: Removal::Any,
            double_line: DoubleLine::One,
            no_progress: 50,
        }
    }
}

impl AkidadaRules {
    /// Every option, by its name in RULES.md.
    pub const OPTIONS: &'static [RuleOption] = &[
        options::FIRST,
        RuleOption {
            name: "removal",
            values: &["Any", "NotFromLines"],
            default: "Any",
        },
        RuleOption {
            name: "double_line",
            values: &["One", "Two"],
            default: "One",
        },
        options::NO_PROGRESS,
    ];

    /// Sets the option called `name` (see [`crate::games::options`] for how
    /// names and values are read).
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        match options::read(Self::OPTIONS, name, value)? {
            ("no_progress", Setting::Number(n)) => self.no_progress = n,
            ("first", Setting::Choice(i)) => self.first = options::first_from_index(i),
            ("removal", Setting::Choice(i)) => {
                self.removal = [Removal::Any, Removal::NotFromLines][i]
            }
            ("double_line", Setting::Choice(i)) => {
                self.double_line = [DoubleLine::One, DoubleLine::Two][i]
            }
            _ => unreachable!("every option of OPTIONS is set above"),
        }
        Ok(())
    }
}

impl Position {
    /// The end of the game by the count of pieces: a player with two pieces left
    /// (board and hand together) has lost.
    pub fn decided_by_material(&self) -> Option<Outcome> {
        let to_move = self.side_to_move();
        // The player to move is checked first: only they can have just lost a piece.
        for loser in [to_move, to_move.opposite()] {
            if self.total(loser) <= 2 {
                return Some(Outcome::Win {
                    winner: loser.opposite(),
                    reason: EndReason::TwoPiecesLeft,
                });
            }
        }
        None
    }

    /// The end of the game as far as this position tells (repetition needs the
    /// history and is the session's business).
    pub fn status(&self, rules: &AkidadaRules) -> Option<Outcome> {
        if let Some(outcome) = self.decided_by_material() {
            return Some(outcome);
        }
        blocked_or_no_progress(
            self.side_to_move(),
            self.has_move(),
            self.quiet_plies(),
            rules.no_progress,
        )
    }
}
