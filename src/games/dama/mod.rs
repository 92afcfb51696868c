//! Dama, Turkish draughts: orthogonal men, flying kings, the maximum-capture rule.

pub mod board;
mod movegen;
mod moves;
mod notation;
mod position;
mod rules;
mod setup;

pub use board::{Direction, Square};
pub use movegen::CaptureSummary;
pub use moves::{Move, Route};
pub use notation::{WrittenMove, parse_written};
pub use position::{Piece, Position};
pub use rules::{DamaRules, LonePiece, NonMaxCapture};
pub use setup::{MAX_PIECES, Setup};

use super::options::{OptionError, RuleOption};
use super::{FirstPlayer, Game, GameKind, MoveError, Outcome, PositionError, Side};
use crate::rng::Rng;

/// The game of Dama, for code generic over [`Game`].
#[derive(Copy, Clone, Debug, Default)]
pub struct Dama;

impl Game for Dama {
    const KIND: GameKind = GameKind::Dama;
    type Position = Position;
    type Move = Move;
    type Rules = DamaRules;

    fn rule_options() -> &'static [RuleOption] {
        DamaRules::OPTIONS
    }

    fn set_rule_option(rules: &mut DamaRules, name: &str, value: &str) -> Result<(), OptionError> {
        rules.set(name, value)
    }

    fn start(first: Side) -> Position {
        Position::start(first)
    }

    fn parse_position(text: &str) -> Result<Position, PositionError> {
        text.parse()
    }

    fn first_player(rules: &DamaRules) -> FirstPlayer {
        rules.first
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.side_to_move()
    }

    #[inline]
    fn legal_moves(pos: &Position, _rules: &DamaRules, out: &mut Vec<Move>) {
        pos.legal_moves(out);
    }

    #[inline]
    fn count_legal_moves(pos: &Position, _rules: &DamaRules, scratch: &mut Vec<Move>) -> usize {
        pos.count_legal_moves(scratch)
    }

    #[inline]
    fn decided(pos: &Position, rules: &DamaRules) -> bool {
        pos.decided_by_material(rules).is_some()
    }

    #[inline]
    fn play(pos: &Position, mv: &Move) -> Position {
        pos.play(mv)
    }

    fn status(pos: &Position, rules: &DamaRules) -> Option<Outcome> {
        pos.status(rules)
    }

    fn status_at_setup(pos: &Position, rules: &DamaRules) -> Option<Outcome> {
        pos.status_at_setup(rules)
    }

    fn move_text(pos: &Position, mv: &Move) -> String {
        pos.move_text(mv)
    }

    fn parse_move(pos: &Position, _rules: &DamaRules, text: &str) -> Result<Move, MoveError<Move>> {
        pos.parse_move(text)
    }

    fn non_maximal(pos: &Position, mv: &Move) -> Option<(u32, u32)> {
        pos.non_maximal(mv)
    }

    fn non_maximal_loses(rules: &DamaRules) -> bool {
        rules.non_max_capture == NonMaxCapture::Loses
    }

    fn is_irreversible(before: &Position, mv: &Move) -> bool {
        before.is_irreversible(mv)
    }

    fn repetition_key(pos: &Position) -> u64 {
        pos.hash()
    }
}

/// A random opening of `plies` legal moves from the start, White first, that
/// does not end the game: where self-play games start, so that two of them
/// differ (matches, tuning, the puzzle generator, the self-play tests).
pub fn random_opening(rng: &mut Rng, plies: usize, rules: &DamaRules) -> Vec<Move> {
    loop {
        let mut pos = Position::start(Side::White);
        let mut moves = Vec::new();
        let mut buf = Vec::new();
        for _ in 0..plies {
            pos.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let mv = buf[rng.below(buf.len())];
            pos = pos.play(&mv);
            moves.push(mv);
        }
        if moves.len() == plies && pos.status(rules).is_none() {
            return moves;
        }
    }
}
