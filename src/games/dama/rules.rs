//! Dama rule options (RULES.md section 2) and the end of the game.

use serde::{Deserialize, Serialize};

use super::moves::Move;
use super::position::Position;
use crate::games::options::{self, OptionError, RuleOption, Setting};
use crate::games::{EndReason, FirstPlayer, Outcome, blocked_or_no_progress};

/// Option `non_max_capture`: what happens to a move that does not capture the maximum.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NonMaxCapture {
    /// The game's description: the move may be made, and the player who makes it loses.
    #[default]
    Loses,
    /// The move is refused.
    Forbidden,
}

/// Option `lone_piece`: a single piece left against the opponent.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LonePiece {
    /// The game's description: a lone piece against at least one king loses.
    #[default]
    KingWins,
    /// Federation rule: one piece each is a draw.
    Draw,
}

/// The rule options of a Dama game, defaults as RULES.md gives them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct DamaRules {
    pub first: FirstPlayer,
    pub non_max_capture: NonMaxCapture,
    pub lone_piece: LonePiece,
    /// Moves by each side with neither a capture nor a man moving before the game
    /// is drawn; 0 turns the rule off.
    pub no_progress: u16,
}

impl Default for DamaRules {
    fn default() -> DamaRules {
        DamaRules {
            first: FirstPlayer::Lot,
            non_max_capture: NonMaxCapture::Loses,
            lone_piece: LonePiece::KingWins,
            no_progress: 50,
        }
    }
}

impl DamaRules {
    /// The rules as the Turkish federation plays them (White first, a capture
    /// short of the maximum refused, 50 moves without progress), with the
    /// lone-piece rule read as given: the endgame suite's rules.
    pub const fn federation(lone_piece: LonePiece) -> DamaRules {
        DamaRules {
            first: FirstPlayer::White,
            non_max_capture: NonMaxCapture::Forbidden,
            lone_piece,
            no_progress: 50,
        }
    }

    /// Every option, by its name in RULES.md.
    pub const OPTIONS: &'static [RuleOption] = &[
        options::FIRST,
        RuleOption {
            name: "non_max_capture",
            values: &["Loses", "Forbidden"],
            default: "Loses",
        },
        RuleOption {
            name: "lone_piece",
            values: &["KingWins", "Draw"],
            default: "KingWins",
        },
        options::NO_PROGRESS,
    ];

    /// Sets the option called `name` (see [`crate::games::options`] for how
    /// names and values are read).
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        match options::read(Self::OPTIONS, name, value)? {
            ("no_progress", Setting::Number(n)) => self.no_progress = n,
            ("first", Setting::Choice(i)) => self.first = options::first_from_index(i),
            ("non_max_capture", Setting::Choice(i)) => {
                self.non_max_capture = [NonMaxCapture::Loses, NonMaxCapture::Forbidden][i]
            }
            ("lone_piece", Setting::Choice(i)) => {
                self.lone_piece = [LonePiece::KingWins, LonePiece::Draw][i]
            }
            _ => unreachable!("every option of OPTIONS is set above"),
        }
        Ok(())
    }
}

impl Position {
    /// The end of the game by the count of pieces alone, which needs no move
    /// generation: no pieces left, or the lone-piece rule. For a position reached
    /// by a move (the rule judges moves; see [`Position::status_at_setup`]).
    pub fn decided_by_material(&self, rules: &DamaRules) -> Option<Outcome> {
        self.material_outcome(rules, true)
    }

    fn material_outcome(&self, rules: &DamaRules, after_move: bool) -> Option<Outcome> {
        let to_move = self.side_to_move();
        let just_moved = to_move.opposite();
        let ours = self.pieces(to_move).count_ones();
        let theirs = self.pieces(just_moved).count_ones();
        if ours == 0 {
            return Some(Outcome::Win {
                winner: just_moved,
                reason: EndReason::NoLegalMove,
            });
        }
        if !after_move {
            return None;
        }
        match rules.lone_piece {
            LonePiece::KingWins if ours == 1 && self.kings(just_moved) != 0 => Some(Outcome::Win {
                winner: just_moved,
                reason: EndReason::KingVersusLonePiece,
            }),
            LonePiece::Draw if ours == 1 && theirs == 1 => Some(Outcome::Draw {
                reason: EndReason::OnePieceEach,
            }),
            _ => None,
        }
    }

    /// The end of the game as far as this position tells, for a position reached
    /// by a move (repetition needs the history and is the session's business).
    pub fn status(&self, rules: &DamaRules) -> Option<Outcome> {
        self.status_with(rules, true)
    }

    /// The end of the game in a position that has just been set up (a record's
    /// start, a lesson, the editor, a position string): the lone-piece rule judges
    /// moves, so it does not decide a position before a move is made there
    /// (RULES.md, Dama, End).
    pub fn status_at_setup(&self, rules: &DamaRules) -> Option<Outcome> {
        self.status_with(rules, false)
    }

    fn status_with(&self, rules: &DamaRules, after_move: bool) -> Option<Outcome> {
        if let Some(outcome) = self.material_outcome(rules, after_move) {
            return Some(outcome);
        }
        let mut moves: Vec<Move> = Vec::new();
        blocked_or_no_progress(
            self.side_to_move(),
            self.count_legal_moves(&mut moves) > 0,
            self.quiet_plies(),
            rules.no_progress,
        )
    }
}
