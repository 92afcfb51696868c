//! Akidada, the Yoruba alignment game: six pieces a side on sixteen points; three
//! in a line removes an enemy piece.

pub mod board;
mod movegen;
mod moves;
mod notation;
mod position;
mod rules;
mod setup;

pub use board::{EDGES, LINES, Point};
pub use movegen::removable;
pub use moves::Move;
pub use notation::parse_written;
pub use position::{PIECES_PER_SIDE, Position};
pub use rules::{AkidadaRules, DoubleLine, Removal};
pub use setup::Setup;

use super::options::{OptionError, RuleOption};
use super::{FirstPlayer, Game, GameKind, MoveError, Outcome, PositionError, Side};

/// The game of Akidada, for code generic over [`Game`].
#[derive(Copy, Clone, Debug, Default)]
pub struct Akidada;

impl Game for Akidada {
    const KIND: GameKind = GameKind::Akidada;
    type Position = Position;
    type Move = Move;
    type Rules = AkidadaRules;

    fn rule_options() -> &'static [RuleOption] {
        AkidadaRules::OPTIONS
    }

    fn set_rule_option(
        rules: &mut AkidadaRules,
        name: &str,
        value: &str,
    ) -> Result<(), OptionError> {
        rules.set(name, value)
    }

    fn start(first: Side) -> Position {
        Position::start(first)
    }

    fn parse_position(text: &str) -> Result<Position, PositionError> {
        text.parse()
    }

    fn first_player(rules: &AkidadaRules) -> FirstPlayer {
        rules.first
    }

    fn side_to_move(pos: &Position) -> Side {
        pos.side_to_move()
    }

    #[inline]
    fn legal_moves(pos: &Position, rules: &AkidadaRules, out: &mut Vec<Move>) {
        pos.legal_moves(rules, out);
    }

    #[inline]
    fn decided(pos: &Position, _rules: &AkidadaRules) -> bool {
        pos.decided_by_material().is_some()
    }

    #[inline]
    fn play(pos: &Position, mv: &Move) -> Position {
        pos.play(mv)
    }

    fn status(pos: &Position, rules: &AkidadaRules) -> Option<Outcome> {
        pos.status(rules)
    }

    fn move_text(_pos: &Position, mv: &Move) -> String {
        mv.notation()
    }

    fn parse_move(
        pos: &Position,
        rules: &AkidadaRules,
        text: &str,
    ) -> Result<Move, MoveError<Move>> {
        pos.parse_move(rules, text)
    }

    fn is_irreversible(_before: &Position, mv: &Move) -> bool {
        mv.is_placement() || mv.removed() != 0
    }

    fn repetition_key(pos: &Position) -> u64 {
        pos.hash()
    }
}
