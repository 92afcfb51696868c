//! Setting up an Akidada position: the points, the pieces in hand, what is wrong
//! with them, the position string, and the board (painted by
//! `gui::board::akidada` with the pieces set up on top).

use eframe::egui::{Id, Rect, Stroke, Ui};

use crate::games::akidada::{AkidadaRules, PIECES_PER_SIDE, Point, Position, SetupError};
use crate::games::{EndReason, Outcome, Side};
use crate::gui::board::akidada::AkidadaGeometry;
use crate::gui::board::{self, BoardInput, BoardStyle, paint_piece};
use crate::gui::play::AkidadaPlay;
use crate::session::{Lot, Session};

use super::{Expect, Problem, StringError, Tool};

/// An Akidada board being set up, with the pieces in hand. Unlike [`Position`]
/// it can hold more than six pieces a side, so that the editor can show the
/// position and say what is wrong with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AkidadaSetup {
    /// Whose piece stands on each point, by point index.
    pub points: [Option<Side>; Point::COUNT],
    /// Pieces in hand, White's first (0 to 6 each).
    pub in_hand: [u8; 2],
    pub side: Side,
}

impl AkidadaSetup {
    /// The start: an empty board, six pieces in each hand, `side` to move.
    pub fn start(side: Side) -> AkidadaSetup {
        AkidadaSetup::from_position(&Position::start(side))
    }

    pub fn from_position(pos: &Position) -> AkidadaSetup {
        let mut points = [None; Point::COUNT];
        for p in Point::all() {
            points[p.index()] = pos.piece_at(p);
        }
        AkidadaSetup {
            points,
            in_hand: [pos.in_hand(Side::White), pos.in_hand(Side::Black)],
            side: pos.side_to_move(),
        }
    }

    pub fn at(&self, p: Point) -> Option<Side> {
        self.points[p.index()]
    }

    /// The points holding `side`'s pieces.
    pub fn points_of(&self, side: Side) -> impl Iterator<Item = Point> + '_ {
        Point::all().filter(move |&p| self.at(p) == Some(side))
    }

    pub fn on_board(&self, side: Side) -> u32 {
        self.points_of(side).count() as u32
    }

    pub fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side.index()]
    }

    /// Sets the pieces in hand (at most six).
    pub fn set_in_hand(&mut self, side: Side, n: u8) {
        self.in_hand[side.index()] = n.min(PIECES_PER_SIDE);
    }

    /// Pieces on the board and in hand together.
    pub fn total(&self, side: Side) -> u32 {
        self.on_board(side) + u32::from(self.in_hand(side))
    }

    /// Takes every piece off the board (the hands stay as they are).
    pub fn clear(&mut self) {
        self.points = [None; Point::COUNT];
    }

    /// Applies a tool to a point: a piece is put there, or taken away if one of
    /// the same side already stands there; the eraser takes away whatever is
    /// there. (Akidada has no kings: a king tool puts a piece.)
    pub fn click(&mut self, p: Point, tool: Tool) {
        let piece = match tool {
            Tool::Man(side) | Tool::King(side) => Some(side),
            Tool::Eraser => None,
        };
        let cell = &mut self.points[p.index()];
        *cell = if *cell == piece { None } else { piece };
    }

    /// Moves the piece on `from` to `to` (replacing what stood there).
    pub fn move_piece(&mut self, from: Point, to: Point) {
        if let Some(side) = self.points[from.index()].take() {
            self.points[to.index()] = Some(side);
        }
    }

    /// The position, if the rules allow it; otherwise every reason they do not.
    pub fn position(&self) -> Result<Position, Vec<SetupError>> {
        Position::setup(
            self.points_of(Side::White),
            self.points_of(Side::Black),
            self.in_hand,
            self.side,
        )
    }

    /// What is wrong with the set-up (errors) and what is odd about it
    /// (warnings), errors first.
    pub fn problems(&self, rules: &AkidadaRules) -> Vec<Problem> {
        let mut problems = Vec::new();
        let position = self.position();
        if let Err(errors) = &position {
            for e in errors {
                if let SetupError::TooManyPieces(side) = *e {
                    problems.push(Problem::TooManyAkidadaPieces {
                        side,
                        on_board: self.on_board(side),
                        in_hand: self.in_hand(side),
                    });
                }
                // `PointTaken` cannot happen: a point holds one piece here.
            }
        }
        // The players place in turn, so the player to move holds as many pieces in
        // hand as the opponent, or one more.
        let ours = self.in_hand(self.side);
        let theirs = self.in_hand(self.side.opposite());
        if ours != theirs && ours != theirs + 1 {
            problems.push(Problem::UnevenHands {
                in_hand: self.in_hand,
                side: self.side,
            });
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
        match outcome {
            Outcome::Win {
                winner,
                reason: EndReason::TwoPiecesLeft,
            } => Problem::FewPieces {
                side: winner.opposite(),
                count: self.total(winner.opposite()),
            },
            Outcome::Win {
                reason: EndReason::NoLegalMove,
                ..
            } => Problem::NoLegalMove { side: self.side },
            other => Problem::Over(other),
        }
    }

    /// The position string (RULES.md): `B:Wa1,c1,c2:Bb2,e5:H3,4`, points in
    /// index order. For a set-up the rules allow it is the string the engine
    /// writes.
    pub fn position_string(&self) -> String {
        let list = |side: Side| {
            self.points_of(side)
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}:W{}:B{}:H{},{}",
            self.side.letter(),
            list(Side::White),
            list(Side::Black),
            self.in_hand[0],
            self.in_hand[1]
        )
    }

    /// Reads a position string. Only the form is checked: too many pieces are
    /// read as written, and listed as problems.
    pub fn parse(text: &str) -> Result<AkidadaSetup, StringError> {
        let err = |at: usize, expected: Expect| StringError::new(text, at, expected);
        let start = text.len() - text.trim_start().len();
        let end = text.trim_end().len();
        let rest = |at: usize| &text[at..end];
        let mut at = start;
        let side = rest(at)
            .chars()
            .next()
            .and_then(Side::from_letter)
            .ok_or_else(|| err(at, Expect::SideToMove))?;
        at += 1;
        let mut points = [None; Point::COUNT];
        for list_side in Side::BOTH {
            let (upper, lower) = match list_side {
                Side::White => (":W", ":w"),
                Side::Black => (":B", ":b"),
            };
            if !rest(at).starts_with(upper) && !rest(at).starts_with(lower) {
                let expected = match list_side {
                    Side::White => Expect::WhiteList,
                    Side::Black => Expect::BlackList,
                };
                return Err(err(at, expected));
            }
            at += 2;
            let mut first = true;
            while at < end && !rest(at).starts_with(':') {
                if !first {
                    if !rest(at).starts_with(',') {
                        return Err(err(at, Expect::PointComma));
                    }
                    at += 1;
                }
                first = false;
                let p = point_prefix(rest(at)).ok_or_else(|| err(at, Expect::Point))?;
                if points[p.index()].is_some() {
                    return Err(err(at, Expect::PointTwice));
                }
                points[p.index()] = Some(list_side);
                at += 2;
            }
        }
        if !rest(at).starts_with(":H") && !rest(at).starts_with(":h") {
            return Err(err(at, Expect::Hands));
        }
        at += 2;
        let mut in_hand = [0u8; 2];
        for (i, hand) in in_hand.iter_mut().enumerate() {
            if i == 1 {
                if !rest(at).starts_with(',') {
                    return Err(err(at, Expect::HandComma));
                }
                at += 1;
            }
            let digits = rest(at).bytes().take_while(u8::is_ascii_digit).count();
            match rest(at)[..digits].parse::<u8>() {
                Ok(n) if n <= PIECES_PER_SIDE => *hand = n,
                _ => return Err(err(at, Expect::HandCount)),
            }
            at += digits;
        }
        if at != end {
            return Err(err(at, Expect::End));
        }
        Ok(AkidadaSetup {
            points,
            in_hand,
            side,
        })
    }
}

/// A point name at the start of `text` (`c1`, not followed by another digit).
fn point_prefix(text: &str) -> Option<Point> {
    let b = text.as_bytes();
    if b.len() < 2 || b.get(2).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
    let rank = b[1].wrapping_sub(b'1');
    Point::from_coords(file, rank)
}

/// The id `gui::board::akidada` gives its board (for the piece being dragged).
fn board_id() -> Id {
    Id::unique("akidada-board")
}

/// Paints the board with the set-up on it and returns what the user did: a click
/// (left or right) or a drag, by point.
pub fn show_board(
    ui: &mut Ui,
    area: Rect,
    setup: &AkidadaSetup,
    tool: Tool,
    style: &BoardStyle,
) -> Option<super::BoardAction> {
    // The board module paints the empty board with the pieces in hand beside it,
    // and makes every point a named, clickable spot; the pieces on the board are
    // painted on top.
    let hands = Position::setup([], [], setup.in_hand, setup.side)
        .unwrap_or_else(|_| Position::start(setup.side));
    let backdrop = AkidadaPlay::new(Session::from_position(
        AkidadaRules::default(),
        Lot {
            first: setup.side,
            seed: None,
        },
        hands,
    ));
    let input = board::akidada::show(ui, area, &backdrop, style);
    let geo = AkidadaGeometry::fit(area, style.flipped);
    let painter = ui.painter_at(area);
    let pal = &style.palette;
    let radius = geo.step() * 0.27;
    let dragging = board::dragging_from(ui, board_id()).map(|i| Point::new(i as u8));

    let hovered = super::hover_pos(ui, area).and_then(|p| geo.point_at(p));
    if let (Some(p), None, Tool::Man(side) | Tool::King(side)) = (hovered, dragging, tool)
        && setup.at(p).is_none()
    {
        paint_piece(&painter, geo.center(p), radius, side, false, pal, 0.35);
    }
    for side in Side::BOTH {
        for p in setup.points_of(side) {
            if dragging != Some(p) {
                paint_piece(&painter, geo.center(p), radius, side, false, pal, 1.0);
            }
        }
    }
    // Too many pieces: the side's pieces ringed in red.
    for side in Side::BOTH {
        if setup.total(side) > u32::from(PIECES_PER_SIDE) {
            for p in setup.points_of(side) {
                painter.circle_stroke(
                    geo.center(p),
                    radius * 1.18,
                    Stroke::new(geo.step() * 0.04, pal.removable),
                );
            }
        }
    }
    if let (Some(from), Some(pointer)) = (dragging, ui.ctx().pointer_latest_pos())
        && let Some(side) = setup.at(from)
    {
        paint_piece(&painter, pointer, radius * 1.08, side, false, pal, 0.9);
    }

    let right_click = super::secondary_click(ui).and_then(|p| geo.point_at(p));
    match (input, right_click) {
        (_, Some(p)) => Some(super::BoardAction::Remove(p.index())),
        (Some(BoardInput::Click(i)), None) => Some(super::BoardAction::Click(i)),
        (Some(BoardInput::Drag(a, b)), None) => Some(super::BoardAction::Drag(a, b)),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_round_trip_and_match_the_engine() {
        for fen in [
            "W:W:B:H6,6",
            "B:Wa1,c1,c2:Bb2,e5:H3,4",
            "W:Wa1,c1,e1:Bb4,c4:H0,0",
        ] {
            let setup = AkidadaSetup::parse(fen).unwrap();
            let pos: Position = fen.parse().unwrap();
            assert_eq!(setup.position_string(), pos.to_string());
            assert_eq!(setup.position(), Ok(pos));
            assert_eq!(AkidadaSetup::from_position(&pos), setup);
        }
        let setup = AkidadaSetup::parse(" b:wc1,a1:bE5:h1,2 ").unwrap();
        assert_eq!(setup.position_string(), "B:Wa1,c1:Be5:H1,2");
    }

    #[test]
    fn seven_pieces_are_read_and_judged() {
        let setup = AkidadaSetup::parse("W:Wa1,c1,e1,b2,c2:Bb4:H2,2").unwrap();
        let problems = setup.problems(&AkidadaRules::default());
        assert_eq!(
            problems,
            [Problem::TooManyAkidadaPieces {
                side: Side::White,
                on_board: 5,
                in_hand: 2
            }]
        );
    }

    #[test]
    fn garbled_strings_say_where() {
        let cases = [
            ("", 0, Expect::SideToMove),
            ("X:W:B:H6,6", 0, Expect::SideToMove),
            ("W:Wc3:B:H6,6", 3, Expect::Point),
            ("W:Wa1,a1:B:H5,6", 6, Expect::PointTwice),
            ("W:W:B:H7,6", 7, Expect::HandCount),
            ("W:W:B:H6;6", 8, Expect::HandComma),
            ("W:W:B", 5, Expect::Hands),
            ("W:W:B:H6,6x", 10, Expect::End),
            ("W:B:W:H6,6", 1, Expect::WhiteList),
            ("W:Wa1:W", 5, Expect::BlackList),
            ("W:Wa1;c1:B:H0,0", 5, Expect::PointComma),
        ];
        for (text, at, expected) in cases {
            let e = AkidadaSetup::parse(text).unwrap_err();
            assert_eq!((e.at, e.expected), (at, expected), "{text}");
        }
    }
}
