//! Setting up a Dama position: the squares, what is wrong with them, the position
//! string, and the board (painted by `gui::board::dama` with the pieces set up on
//! top).

use eframe::egui::{Id, Rect, Stroke, Ui};

use crate::games::dama::{DamaRules, Piece, Position, SetupError, Square};
use crate::games::{EndReason, Outcome, Side};
use crate::gui::board::dama::DamaGeometry;
use crate::gui::board::{self, BoardInput, BoardStyle, paint_piece};
use crate::gui::play::DamaPlay;
use crate::session::{Lot, Session};

use super::{Expect, Problem, StringError, Tool};

/// A Dama board being set up. Unlike [`Position`] it can hold what the rules do
/// not allow (a man on its last rank, seventeen pieces a side), so that the editor
/// can show the position and say what is wrong with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DamaSetup {
    /// What stands on each square, by square index (a1 = 0, h8 = 63).
    pub squares: [Option<Piece>; 64],
    pub side: Side,
}

impl DamaSetup {
    /// The standard start, `side` to move.
    pub fn start(side: Side) -> DamaSetup {
        DamaSetup::from_position(&Position::start(side))
    }

    pub fn from_position(pos: &Position) -> DamaSetup {
        let mut squares = [None; 64];
        for (sq, piece) in pos.piece_list() {
            squares[sq.index()] = Some(piece);
        }
        DamaSetup {
            squares,
            side: pos.side_to_move(),
        }
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.at(sq).map(|p| (sq, p)))
    }

    pub fn count(&self, side: Side) -> u32 {
        self.pieces().filter(|(_, p)| p.side() == side).count() as u32
    }

    pub fn kings(&self, side: Side) -> u32 {
        self.pieces()
            .filter(|(_, p)| p.side() == side && p.is_king())
            .count() as u32
    }

    pub fn clear(&mut self) {
        self.squares = [None; 64];
    }

    /// Applies a tool to a square: the piece is put there, or taken away if the
    /// same piece already stands there; the eraser takes away whatever is there.
    pub fn click(&mut self, sq: Square, tool: Tool) {
        let piece = match tool {
            Tool::Man(side) => Some(Piece::Man(side)),
            Tool::King(side) => Some(Piece::King(side)),
            Tool::Eraser => None,
        };
        let cell = &mut self.squares[sq.index()];
        *cell = if *cell == piece { None } else { piece };
    }

    /// Moves the piece on `from` to `to` (replacing what stood there).
    pub fn move_piece(&mut self, from: Square, to: Square) {
        if let Some(piece) = self.squares[from.index()].take() {
            self.squares[to.index()] = Some(piece);
        }
    }

    /// The position, if the rules allow it; otherwise every reason they do not.
    pub fn position(&self) -> Result<Position, Vec<SetupError>> {
        Position::setup(self.pieces(), self.side)
    }

    /// What is wrong with the set-up (errors) and what is odd about it
    /// (warnings), errors first.
    pub fn problems(&self, rules: &DamaRules) -> Vec<Problem> {
        let mut problems = Vec::new();
        let position = self.position();
        if let Err(errors) = &position {
            for e in errors {
                problems.push(match *e {
                    SetupError::ManOnLastRank(side, square) => {
                        Problem::ManOnLastRank { side, square }
                    }
                    SetupError::TooManyPieces(side) => Problem::TooManyDamaPieces {
                        side,
                        count: self.count(side),
                    },
                    // A square holds one piece here: this cannot happen.
                    SetupError::SquareTaken(_) => continue,
                });
            }
        }
        // A man never moves backward, so it cannot stand on its own first rank.
        for (square, piece) in self.pieces() {
            if let Piece::Man(side) = piece {
                let first_rank = match side {
                    Side::White => 0,
                    Side::Black => 7,
                };
                if square.rank() == first_rank {
                    problems.push(Problem::ManOnFirstRank { side, square });
                }
            }
        }
        if let Ok(pos) = position
            && let Some(outcome) = pos.status(rules)
        {
            problems.push(self.over(outcome));
        }
        problems
    }

    /// The warning for a position that is already decided.
    fn over(&self, outcome: Outcome) -> Problem {
        let side = self.side;
        match outcome {
            Outcome::Win {
                reason: EndReason::NoLegalMove,
                ..
            } if self.count(side) == 0 => Problem::NoPieces { side },
            Outcome::Win {
                reason: EndReason::NoLegalMove,
                ..
            } => Problem::NoLegalMove { side },
            Outcome::Win {
                reason: EndReason::KingVersusLonePiece,
                ..
            } => Problem::LonePiece { side },
            Outcome::Draw {
                reason: EndReason::OnePieceEach,
            } => Problem::OnePieceEach,
            other => Problem::Over(other),
        }
    }

    /// The position string (RULES.md): `W:WKb8:Bb6,d5`, kings prefixed with `K`,
    /// squares in the order a1, b1 … h8. For a set-up the rules allow it is the
    /// string the engine writes.
    pub fn position_string(&self) -> String {
        let mut s = String::new();
        s.push(self.side.letter());
        for side in Side::BOTH {
            s.push(':');
            s.push(side.letter());
            let list: Vec<String> = self
                .pieces()
                .filter(|(_, p)| p.side() == side)
                .map(|(sq, p)| {
                    if p.is_king() {
                        format!("K{sq}")
                    } else {
                        sq.to_string()
                    }
                })
                .collect();
            s.push_str(&list.join(","));
        }
        s
    }

    /// Reads a position string. Only the form is checked: a man on its last rank
    /// or too many pieces are read as written, and listed as problems.
    pub fn parse(text: &str) -> Result<DamaSetup, StringError> {
        let err = |at: usize, expected: Expect| StringError::new(text, at, expected);
        // Spaces around the string are forgiven; positions count in `text`.
        let start = text.len() - text.trim_start().len();
        let end = text.trim_end().len();
        let mut at = start;
        let side = text[at..end]
            .chars()
            .next()
            .and_then(Side::from_letter)
            .ok_or_else(|| err(at, Expect::SideToMove))?;
        at += 1;
        let mut squares = [None; 64];
        let mut lists_seen = [false; 2];
        while at < end {
            if !text[at..end].starts_with(':') {
                return Err(err(at, Expect::Colon));
            }
            at += 1;
            let list_side = text[at..end]
                .chars()
                .next()
                .and_then(Side::from_letter)
                .ok_or_else(|| err(at, Expect::ListSide))?;
            if lists_seen[list_side.index()] {
                return Err(err(at, Expect::ListOnce));
            }
            lists_seen[list_side.index()] = true;
            at += 1;
            let mut first = true;
            while at < end && !text[at..end].starts_with(':') {
                if !first {
                    if !text[at..end].starts_with(',') {
                        return Err(err(at, Expect::Comma));
                    }
                    at += 1;
                }
                first = false;
                let item = at;
                let king = text[at..end].starts_with(['K', 'k']);
                if king {
                    at += 1;
                }
                let sq = square_prefix(&text[at..end]).ok_or_else(|| err(at, Expect::Square))?;
                if squares[sq.index()].is_some() {
                    return Err(err(item, Expect::SquareTwice));
                }
                squares[sq.index()] = Some(if king {
                    Piece::King(list_side)
                } else {
                    Piece::Man(list_side)
                });
                at += 2;
            }
        }
        if !lists_seen[0] || !lists_seen[1] {
            return Err(err(end, Expect::BothLists));
        }
        Ok(DamaSetup { squares, side })
    }
}

/// A square name at the start of `text` (`d3`, not followed by another digit).
fn square_prefix(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    if b.len() < 2 || b.get(2).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
    let rank = b[1].wrapping_sub(b'1');
    (file < 8 && rank < 8).then(|| Square::from_coords(file, rank))
}

/// The id `gui::board::dama` gives its board (for the piece being dragged).
fn board_id() -> Id {
    Id::unique("dama-board")
}

/// Paints the board with the set-up on it and returns what the user did: a click
/// (left or right) or a drag, by square.
pub fn show_board(
    ui: &mut Ui,
    area: Rect,
    setup: &DamaSetup,
    tool: Tool,
    bad: &[Square],
    odd: &[Square],
    style: &BoardStyle,
) -> Option<super::BoardAction> {
    // The board module paints an empty board (squares, coordinates) and makes
    // every square a named, clickable spot; the pieces set up are painted on top.
    let backdrop = DamaPlay::new(Session::from_position(
        DamaRules::default(),
        Lot {
            first: setup.side,
            seed: None,
        },
        Position::empty(setup.side),
    ));
    let input = board::dama::show(ui, area, &backdrop, style);
    let geo = DamaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let radius = geo.cell() * 0.4;
    let dragging = board::dragging_from(ui, board_id()).map(|i| Square::new(i as u8));

    // A faint piece where the tool would put one.
    let hovered = super::hover_pos(ui, area).and_then(|p| geo.square_at(p));
    if let (Some(sq), None) = (hovered, dragging) {
        let ghost = match tool {
            Tool::Man(side) => Some((side, false)),
            Tool::King(side) => Some((side, true)),
            Tool::Eraser => None,
        };
        if let (Some((side, king)), None) = (ghost, setup.at(sq)) {
            paint_piece(&painter, geo.center(sq), radius, side, king, pal, 0.35);
        }
    }

    for (sq, piece) in setup.pieces() {
        if dragging == Some(sq) {
            continue;
        }
        paint_piece(
            &painter,
            geo.center(sq),
            radius,
            piece.side(),
            piece.is_king(),
            pal,
            1.0,
        );
    }
    // Pieces the rules do not allow ringed in red, unlikely ones in orange.
    for (squares, color) in [(bad, pal.removable), (odd, pal.compulsory)] {
        for &sq in squares {
            painter.circle_stroke(
                geo.center(sq),
                radius * 1.12,
                Stroke::new(geo.cell() * 0.06, color),
            );
        }
    }
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(piece) = setup.at(from)
    {
        let (side, king) = (piece.side(), piece.is_king());
        paint_piece(&painter, pointer, radius * 1.08, side, king, pal, 0.9);
    }

    let right_click = super::secondary_click(ui).and_then(|p| geo.square_at(p));
    match (input, right_click) {
        (_, Some(sq)) => Some(super::BoardAction::Remove(sq.index())),
        (Some(BoardInput::Click(i)), None) => Some(super::BoardAction::Click(i)),
        (Some(BoardInput::Drag(a, b)), None) => Some(super::BoardAction::Drag(a, b)),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn strings_round_trip_and_match_the_engine() {
        for fen in [
            "W:WKb8:BKb1,Kh1,g2,a3,e4,d5,b6",
            "B:W:B",
            "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        ] {
            let setup = DamaSetup::parse(fen).unwrap();
            let pos: Position = fen.parse().unwrap();
            assert_eq!(setup.position_string(), pos.to_string());
            assert_eq!(setup.position(), Ok(pos));
            assert_eq!(DamaSetup::from_position(&pos), setup);
        }
        // Lists in either order, squares in any order, spaces around forgiven.
        let setup = DamaSetup::parse("  b:Bd5,Kc1:WKa8  ").unwrap();
        assert_eq!(setup.position_string(), "B:WKa8:BKc1,d5");
    }

    #[test]
    fn impossible_positions_are_read_and_judged() {
        let setup = DamaSetup::parse("W:Wh8,a2:Bc5").unwrap();
        assert_eq!(setup.at(sq("h8")), Some(Piece::Man(Side::White)));
        assert_eq!(
            setup.problems(&DamaRules::default()),
            [Problem::ManOnLastRank {
                side: Side::White,
                square: sq("h8")
            }]
        );
    }

    #[test]
    fn garbled_strings_say_where() {
        let cases = [
            ("", 0, Expect::SideToMove),
            ("X:W:B", 0, Expect::SideToMove),
            ("W:Wa2,z9:B", 6, Expect::Square),
            ("W:Wa2,a2:B", 6, Expect::SquareTwice),
            ("W:Wa2:Ba2", 7, Expect::SquareTwice),
            ("W:Wa2", 5, Expect::BothLists),
            ("W:Wa2;Bb3", 5, Expect::Comma),
            ("W:W:W", 4, Expect::ListOnce),
            ("W:Xa2", 2, Expect::ListSide),
            ("WW:B", 1, Expect::Colon),
            ("W:Wa10:B", 3, Expect::Square),
            ("W:WKz1:B", 4, Expect::Square),
        ];
        for (text, at, expected) in cases {
            let e = DamaSetup::parse(text).unwrap_err();
            assert_eq!((e.at, e.expected), (at, expected), "{text}");
        }
    }
}
