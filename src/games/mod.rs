//! The rules of both games, and what they share.
//!
//! Each game owns its board tables, position, move type, move generation, rule
//! options, notation and position string. This module holds the vocabulary both use
//! (sides, outcomes, parse errors, what can be wrong with a set-up position) and the small [`Game`] trait through which the
//! session, the records and the AI treat the two games alike.
//!
//! # How the rules were read
//!
//! `assets/rules/RULES.md` is the authority; it quotes the game's description
//! (the rule text the app was written for) and settles every unclear sentence.
//! Points worth knowing before changing a rule:
//!
//! - **Dama men** move forward or sideways, never backward (the description's
//!   sentence is garbled; this is Turkish draughts). **Kings** fly along ranks
//!   and files.
//! - **Captures**: captured pieces are lifted at once (their squares may be
//!   crossed again), a king never turns back by 180 degrees, and only a sequence
//!   capturing the most pieces is legal. Routes that leave the same position are
//!   one move: at depth 7 from the start this gives 10,782,308 moves where an
//!   engine counting routes gets 10,782,382 (see `perft`).
//! - **Non-maximal captures**: by the game's description a player who does not
//!   capture the maximum loses (option `non_max_capture`: `Loses` by default, or
//!   `Forbidden`, the federation's).
//! - **King against a lone piece**: after a move, a player with a single piece
//!   left against at least one king loses (option `lone_piece`: `KingWins` by
//!   default, or `Draw` when a move leaves each side one piece). The rule judges
//!   **moves**: a position just set up (a record's start, a lesson, the editor,
//!   `--fen`) is not decided by it before a move is made there. So the
//!   description's worked example as drawn is playable, and White wins by any
//!   of its seven maximal captures; the lesson and the example records use it
//!   exactly as drawn, by the default rules.
//! - **Akidada**: a line removes any enemy piece (option `removal`), two lines at
//!   once still remove one (option `double_line`), and a player left with two
//!   pieces, board and hand together, loses at once.
//! - **Perft** counts move sequences by the movement rules alone, as is usual;
//!   the judgements that end a game are not applied.

pub mod akidada;
pub mod bits;
pub mod dama;
mod either;
pub mod estimate;
mod illegal;
pub mod options;
pub mod parse;
mod perft;
pub mod value;

pub use either::GamePosition;
pub use illegal::Illegal;
pub use parse::{Expected, ParseError};
pub use perft::perft;
pub use value::Value;

use std::fmt;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use crate::i18n::{Arg, Msg, m};
use dama::Square;

/// One of the two players. White sits at the bottom of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    pub const fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-side tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position strings: `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'W',
            Side::Black => 'B',
        }
    }

    /// The side as messages select by it: `white` or `black`.
    pub const fn key(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'W' | 'w' => Some(Side::White),
            'B' | 'b' => Some(Side::Black),
            _ => None,
        }
    }
}

/// A side given to a message is its key, which the message's selectors choose by.
impl From<Side> for Arg {
    fn from(side: Side) -> Arg {
        Arg::Str(side.key().to_string())
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

/// A move of either game, as a value: the board hands it to the session as it
/// was chosen from the moves possible there, and a network game passes it on
/// as it was checked, never as notation to read again.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameMove {
    Akidada(akidada::Move),
    Dama(dama::Move),
}

/// Which of the two games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Akidada,
    Dama,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Akidada, GameKind::Dama];

    /// The name used on the command line and in files: `akidada` or `dama`.
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Akidada => "akidada",
            GameKind::Dama => "dama",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id().eq_ignore_ascii_case(id))
    }

    /// How many levels the computer plays this game at, 1 (weakest) to this
    /// (strongest). Saved games are checked against it; the AI's own tables of
    /// levels are held to it by a compile-time check in `ai`.
    pub const fn computer_levels(self) -> u8 {
        match self {
            GameKind::Akidada => 5,
            GameKind::Dama => 8,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameKind::Akidada => "Akidada",
            GameKind::Dama => "Dama",
        })
    }
}

/// Rule option `first`, shared by both games: who moves first.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Drawn by lot (the game's description); the draw is recorded with the game.
    #[default]
    Lot,
    White,
    Black,
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// Akidada: the loser has two pieces left, board and hand together.
    TwoPiecesLeft,
    /// The loser, to move, has no legal move (no pieces, or all blocked).
    NoLegalMove,
    /// Dama, default rule: the loser has a single piece against at least one king.
    KingVersusLonePiece,
    /// Dama, federation option: each side has one piece left.
    OnePieceEach,
    /// Dama, default rule: the loser did not capture the maximum number of pieces.
    NonMaximalCapture,
    /// The same position for the third time.
    Repetition,
    /// The no-progress count ran out.
    NoProgress,
    /// The players agreed to a draw.
    Agreement,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out (its flag fell).
    TimeForfeit,
}

impl EndReason {
    /// Why the game ended, as a clause: "the loser has no legal move".
    pub fn message(self) -> Msg {
        Msg::new(match self {
            EndReason::TwoPiecesLeft => m::REASON_TWO_PIECES_LEFT,
            EndReason::NoLegalMove => m::REASON_NO_LEGAL_MOVE,
            EndReason::KingVersusLonePiece => m::REASON_KING_VERSUS_LONE_PIECE,
            EndReason::OnePieceEach => m::REASON_ONE_PIECE_EACH,
            EndReason::NonMaximalCapture => m::REASON_NON_MAXIMAL_CAPTURE,
            EndReason::Repetition => m::REASON_REPETITION,
            EndReason::NoProgress => m::REASON_NO_PROGRESS,
            EndReason::Agreement => m::REASON_AGREEMENT,
            EndReason::Resignation => m::REASON_RESIGNATION,
            EndReason::TimeForfeit => m::REASON_TIME_FORFEIT,
        })
    }
}

/// The short label of the summaries and the command line ("no legal move");
/// [`EndReason::message`] is the sentence the messages use.
impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::TwoPiecesLeft => "two pieces left",
            EndReason::NoLegalMove => "no legal move",
            EndReason::KingVersusLonePiece => "king against a lone piece",
            EndReason::OnePieceEach => "one piece each",
            EndReason::NonMaximalCapture => "did not capture the maximum",
            EndReason::Repetition => "threefold repetition",
            EndReason::NoProgress => "no progress",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::TimeForfeit => "time forfeit",
        })
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Win { winner: Side, reason: EndReason },
    Draw { reason: EndReason },
}

impl Outcome {
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The score in the form PDN uses: `2-0`, `0-2` or `1-1`.
    pub const fn score(self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Side::White,
                ..
            } => "2-0",
            Outcome::Win {
                winner: Side::Black,
                ..
            } => "0-2",
            Outcome::Draw { .. } => "1-1",
        }
    }
}

impl Outcome {
    /// Who won and why, or a draw and why: "White wins, the loser has no legal
    /// move".
    pub fn message(self) -> Msg {
        match self {
            Outcome::Win { winner, reason } => Msg::new(m::OUTCOME_WIN)
                .with("side", winner)
                .with("reason", reason.message()),
            Outcome::Draw { reason } => Msg::new(m::OUTCOME_DRAW).with("reason", reason.message()),
        }
    }
}

/// The short form of the summaries and the command line ("White wins (no legal
/// move)"); [`Outcome::message`] is the one the messages use.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins ({reason})"),
            Outcome::Draw { reason } => write!(f, "draw ({reason})"),
        }
    }
}

/// The end shared by both games once the position is judged: the side to move
/// with no move loses; otherwise the no-progress count may have run out
/// (`no_progress` moves by each side; 0 turns the rule off).
pub fn blocked_or_no_progress(
    to_move: Side,
    has_move: bool,
    quiet_plies: u16,
    no_progress: u16,
) -> Option<Outcome> {
    if !has_move {
        return Some(Outcome::Win {
            winner: to_move.opposite(),
            reason: EndReason::NoLegalMove,
        });
    }
    if no_progress > 0 && u32::from(quiet_plies) >= 2 * u32::from(no_progress) {
        return Some(Outcome::Draw {
            reason: EndReason::NoProgress,
        });
    }
    None
}

/// Why a move given in notation cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<M> {
    /// The text is not a move at all.
    Syntax(ParseError),
    /// The move is not possible on this board; the reason says why.
    Impossible(Illegal),
    /// Dama: a real capture or plain move, but it does not capture the maximum.
    /// Under the default rule the player who makes it loses.
    NonMaximal { mv: M, captured: u32, maximum: u32 },
}

impl<M> MoveError<M> {
    /// The same error with its move turned into another type.
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> MoveError<N> {
        match self {
            MoveError::Syntax(e) => MoveError::Syntax(e),
            MoveError::Impossible(why) => MoveError::Impossible(why),
            MoveError::NonMaximal {
                mv,
                captured,
                maximum,
            } => MoveError::NonMaximal {
                mv: f(mv),
                captured,
                maximum,
            },
        }
    }

    pub fn message(&self) -> Msg {
        match self {
            MoveError::Syntax(e) => Msg::new(m::MOVE_NOT_A_MOVE).with("error", e.message()),
            MoveError::Impossible(why) => why.message(),
            &MoveError::NonMaximal {
                captured, maximum, ..
            } => non_maximal_message(captured, maximum),
        }
    }
}

/// Why a move that does not capture the maximum is not legal (shared with the
/// records' reasons).
pub(crate) fn non_maximal_message(captured: u32, maximum: u32) -> Msg {
    if captured == 0 {
        Msg::new(m::MOVE_CAPTURE_COMPULSORY).with("maximum", maximum)
    } else {
        Msg::new(m::MOVE_NON_MAXIMAL)
            .with("captured", captured)
            .with("maximum", maximum)
    }
}

impl<M> fmt::Display for MoveError<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl<M: fmt::Debug> std::error::Error for MoveError<M> {}

/// A position that can be validated and played, seen the same way for both games.
///
/// The associated functions take positions and moves by value or reference and never
/// allocate except where they return text; move generation writes into a buffer the
/// caller reuses, so a search can call it millions of times a second.
pub trait Game: Copy + Clone + fmt::Debug + 'static {
    const KIND: GameKind;
    type Position: Copy + fmt::Debug + PartialEq + fmt::Display + Send + Sync + 'static;
    type Move: Copy + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static;
    type Rules: Copy
        + fmt::Debug
        + Default
        + PartialEq
        + Send
        + Sync
        + Serialize
        + for<'de> Deserialize<'de>
        + 'static;

    /// The rule options of this game, by name.
    fn rule_options() -> &'static [options::RuleOption];
    /// Sets a rule option by name (command line, engine protocol).
    fn set_rule_option(
        rules: &mut Self::Rules,
        name: &str,
        value: &str,
    ) -> Result<(), options::OptionError>;

    /// The standard start with `first` to move.
    fn start(first: Side) -> Self::Position;
    /// Reads a position string, validating it.
    fn parse_position(text: &str) -> Result<Self::Position, PositionError>;
    /// The option `first` of these rules.
    fn first_player(rules: &Self::Rules) -> FirstPlayer;
    fn side_to_move(pos: &Self::Position) -> Side;
    /// Clears `out` and fills it with every legal move. (It does not look at whether
    /// the game is over: ask [`Game::status`].)
    fn legal_moves(pos: &Self::Position, rules: &Self::Rules, out: &mut Vec<Self::Move>);
    /// The number of legal moves; a game may count without listing. `scratch` is a
    /// buffer it may use.
    fn count_legal_moves(
        pos: &Self::Position,
        rules: &Self::Rules,
        scratch: &mut Vec<Self::Move>,
    ) -> usize {
        Self::legal_moves(pos, rules, scratch);
        scratch.len()
    }
    /// Whether the game is over by a rule that needs no move generation and no
    /// history (a count of pieces). Cheap: perft and search call it at every node.
    fn decided(pos: &Self::Position, rules: &Self::Rules) -> bool;
    /// Plays a move taken from [`Game::legal_moves`] (or a non-maximal Dama move the
    /// session has accepted). Unchecked: the fast path for search and perft.
    fn play(pos: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// The end of the game as far as the position alone tells (no history), in a
    /// position reached by a move.
    fn status(pos: &Self::Position, rules: &Self::Rules) -> Option<Outcome>;
    /// The same for a position that has just been set up, before any move: in
    /// Dama the lone-piece rule judges moves, so it waits for one.
    fn status_at_setup(pos: &Self::Position, rules: &Self::Rules) -> Option<Outcome> {
        Self::status(pos, rules)
    }
    /// The move in the notation of RULES.md.
    fn move_text(pos: &Self::Position, mv: &Self::Move) -> String;
    /// Reads a move in notation and checks it against the rules.
    fn parse_move(
        pos: &Self::Position,
        rules: &Self::Rules,
        text: &str,
    ) -> Result<Self::Move, MoveError<Self::Move>>;
    /// For a real move that captures less than the maximum (Dama's default rule), how
    /// many it captures and the maximum; `None` for a legal move or one that
    /// cannot be made at all. Only Dama has such moves.
    fn non_maximal(_pos: &Self::Position, _mv: &Self::Move) -> Option<(u32, u32)> {
        None
    }
    /// Whether a non-maximal move may be made (and loses) under these rules, rather
    /// than being refused. Only Dama has such moves.
    fn non_maximal_loses(_rules: &Self::Rules) -> bool {
        false
    }
    /// Whether `mv` played in `before` can never be undone (a capture, a man's
    /// step forward, a placement or a removal): no position before it can come
    /// again. A man's sideways step can be undone, so it is not irreversible,
    /// though it resets the no-progress count.
    fn is_irreversible(before: &Self::Position, mv: &Self::Move) -> bool;
    /// What makes two positions the same for the repetition rule (a hash of pieces,
    /// hands and side to move; counters excluded).
    fn repetition_key(pos: &Self::Position) -> u64;
}

// What can be wrong with a position someone set up, for both games, as data:
// the editor lists it, the command line and the records report it, in the
// same words ([`Problem::message`], in any language). Each game's `Setup` (a
// possibly illegal arrangement) produces these; they live here, beside the
// other words both games share, as they name a Dama square.

/// Something wrong (an error: the position cannot be played) or odd (a warning:
/// it can, but ...) about a set-up position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // Errors.
    /// Dama: a man on its last rank (it would have been crowned).
    ManOnLastRank { side: Side, square: Square },
    /// Dama: more than 16 pieces for one side.
    TooManyDamaPieces { side: Side, count: u32 },
    /// Akidada: more than six pieces for one side, board and hand together.
    TooManyAkidadaPieces {
        side: Side,
        on_board: u32,
        in_hand: u8,
    },

    // Warnings.
    /// Dama: a man on its own first rank, where no man can go (men never move
    /// backward).
    ManOnFirstRank { side: Side, square: Square },
    /// Akidada: hands that alternate placing cannot leave (the player to move must
    /// hold as many pieces in hand as the opponent, or one more).
    UnevenHands { in_hand: [u8; 2], side: Side },
    /// The side to move has no pieces: the game is over.
    NoPieces { side: Side },
    /// The side to move has no legal move: the game is over.
    NoLegalMove { side: Side },
    /// Akidada: a side with two pieces or fewer, board and hand together.
    FewPieces { side: Side, count: u32 },
    /// Decided in some other way.
    Over(Outcome),
}

impl Problem {
    /// Whether the position cannot be played at all (otherwise it is a warning).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Problem::ManOnLastRank { .. }
                | Problem::TooManyDamaPieces { .. }
                | Problem::TooManyAkidadaPieces { .. }
        )
    }
}

impl Problem {
    /// The problem as a sentence: "A white man on h8 must be a king: a man
    /// there would have been crowned."
    pub fn message(&self) -> Msg {
        match *self {
            Problem::ManOnLastRank { side, square } => Msg::new(m::PROBLEM_MAN_ON_LAST_RANK)
                .with("side", side)
                .with("square", square.to_string()),
            Problem::TooManyDamaPieces { side, count } => Msg::new(m::PROBLEM_TOO_MANY_DAMA_PIECES)
                .with("side", side)
                .with("count", count),
            Problem::TooManyAkidadaPieces {
                side,
                on_board,
                in_hand,
            } => Msg::new(m::PROBLEM_TOO_MANY_AKIDADA_PIECES)
                .with("side", side)
                .with("count", on_board + u32::from(in_hand))
                .with("board", on_board)
                .with("hand", in_hand),
            Problem::ManOnFirstRank { side, square } => Msg::new(m::PROBLEM_MAN_ON_FIRST_RANK)
                .with("side", side)
                .with("square", square.to_string()),
            Problem::UnevenHands { in_hand, side } => Msg::new(m::PROBLEM_UNEVEN_HANDS)
                .with("white", in_hand[0])
                .with("black", in_hand[1])
                .with("side", side),
            Problem::NoPieces { side } => Msg::new(m::PROBLEM_NO_PIECES).with("side", side),
            Problem::NoLegalMove { side } => Msg::new(m::PROBLEM_NO_LEGAL_MOVE).with("side", side),
            Problem::FewPieces { side, count } => Msg::new(m::PROBLEM_FEW_PIECES)
                .with("side", side)
                .with("count", count),
            Problem::Over(outcome) => match outcome.winner() {
                Some(winner) => Msg::new(m::PROBLEM_OVER_WIN)
                    .with("side", winner)
                    .with("reason", outcome.reason().message()),
                None => Msg::new(m::PROBLEM_OVER_DRAW).with("reason", outcome.reason().message()),
            },
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// Why a position string does not give a position to play from: it cannot be
/// read, or what it describes breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not a position string (where, and what was expected).
    Syntax(ParseError),
    /// It reads, but the position breaks the rules: every error, none left out.
    Invalid(Vec<Problem>),
}

impl PositionError {
    /// Where reading failed, or every rule the position breaks, each a sentence.
    pub fn message(&self) -> Msg {
        match self {
            PositionError::Syntax(e) => e.message(),
            PositionError::Invalid(problems) => Msg::new(m::POSITION_PROBLEMS).with(
                "problems",
                Arg::List(problems.iter().map(Problem::message).collect()),
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PositionError {}

impl From<ParseError> for PositionError {
    fn from(e: ParseError) -> PositionError {
        PositionError::Syntax(e)
    }
}

/// The errors among `problems`, or `Ok` if there are none.
pub(crate) fn only_errors(problems: Vec<Problem>) -> Result<(), PositionError> {
    let errors: Vec<Problem> = problems.into_iter().filter(Problem::is_error).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(PositionError::Invalid(errors))
    }
}
