//! Dama move notation: `d3-d4` for a plain move, `b8xb5xg5` for a capture (start
//! square, then every landing square). Reading a move checks it hop by hop and
//! says whether it is legal, a real but non-maximal move (which loses under the
//! default rule), or impossible, and why.

use super::board::{Direction, RAYS, Square, ray_until_blocker};
use super::moves::{Move, Route};
use super::position::Position;
use crate::games::parse::{Expected, Scanner};
use crate::games::{Illegal, MoveError, ParseError};

/// A move as written: start square, separator, then one or more squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub from: Square,
    pub capture: bool,
    pub squares: Vec<Square>,
}

/// Reads the shape of a move (no rules checked). Spaces around it are forgiven.
pub fn parse_written(text: &str) -> Result<WrittenMove, ParseError> {
    let mut s = Scanner::new(text);
    let from = s
        .read(Square::parse_prefix)
        .ok_or_else(|| s.error(Expected::StartSquare))?;
    let mut squares = Vec::new();
    let mut capture = None;
    while !s.at_end() {
        let sep_at = s.at;
        let is_capture = match s.eat_any(&['x', 'X', ':', '-']) {
            Some('-') => false,
            Some(_) => true,
            None => return Err(s.error(Expected::Separator)),
        };
        if *capture.get_or_insert(is_capture) != is_capture {
            return Err(s.error_at(sep_at, Expected::SameSeparator));
        }
        if !is_capture && !squares.is_empty() {
            return Err(s.error_at(sep_at, Expected::SingleDestination));
        }
        let sq = s
            .read(Square::parse_prefix)
            .ok_or_else(|| s.error(Expected::DestinationSquare))?;
        squares.push(sq);
    }
    match capture {
        Some(capture) => Ok(WrittenMove {
            from,
            capture,
            squares,
        }),
        None => Err(s.error(Expected::SeparatorAndDestination)),
    }
}

impl Position {
    /// The captures a text names by their first and last squares alone
    /// (`b8xf4`): every complete route between them, maximal or not, one per
    /// move (routes that take the same pieces are one move). Empty when the
    /// text is not of that shape or no capture fits; more than one when the
    /// ends are ambiguous, which each reader settles its own way.
    pub fn captures_by_ends(&self, text: &str) -> Vec<Route> {
        let Ok(written) = parse_written(text) else {
            return Vec::new();
        };
        let ([to], true) = (written.squares.as_slice(), written.capture) else {
            return Vec::new();
        };
        let mut fitting: Vec<Route> = Vec::new();
        for route in self.capture_summary().routes {
            if route.from == written.from
                && route.landings.last() == Some(to)
                && fitting.iter().all(|seen| seen.to_move() != route.to_move())
            {
                fitting.push(route);
            }
        }
        fitting
    }

    /// The move in notation. A capture is written with the route the search finds
    /// first among those that make it.
    pub fn move_text(&self, mv: &Move) -> String {
        if !mv.is_capture() {
            return format!("{}-{}", mv.from(), mv.to());
        }
        match self.route(mv) {
            Some(route) => route.notation(),
            None => format!("{}x{}", mv.from(), mv.to()),
        }
    }

    /// Reads a move in notation and judges it: `Ok` for a legal move, otherwise
    /// why not, telling a non-maximal move (real, but loses under the default rule)
    /// from an impossible one.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError<Move>> {
        let written = parse_written(text).map_err(MoveError::Syntax)?;
        let route = self.check_route(&written).map_err(MoveError::Impossible)?;
        let mv = route.to_move();
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        let maximum = legal.first().map_or(0, Move::capture_count);
        Err(MoveError::NonMaximal {
            mv,
            captured: mv.capture_count(),
            maximum,
        })
    }

    /// Checks that a written move can physically be made, hop by hop, and returns
    /// its route. It says nothing yet about the maximum-capture rule.
    pub fn check_route(&self, written: &WrittenMove) -> Result<Route, Illegal> {
        let us = self.side_to_move();
        let from = written.from;
        let piece = match self.piece_at(from) {
            Some(p) if p.side() == us => p,
            Some(_) => {
                return Err(Illegal::OpponentsPiece {
                    at: from.to_string(),
                    to_move: us,
                });
            }
            None => {
                return Err(Illegal::NoPiece {
                    at: from.to_string(),
                });
            }
        };
        let king = piece.is_king();
        let enemy_before = self.pieces(us.opposite());
        let mut occupied = self.occupied() & !from.bit();
        let mut enemy = enemy_before;
        let mut at = from;
        let mut last: Option<Direction> = None;
        let mut route = Route {
            from,
            landings: Vec::new(),
            captured: Vec::new(),
        };
        for &to in &written.squares {
            let (from_name, to_name) = (at.to_string(), to.to_string());
            let dir = Direction::between(at, to).ok_or_else(|| Illegal::NotStraight {
                from: from_name.clone(),
                to: to_name.clone(),
            })?;
            if !king && !super::board::Direction::man_directions(us).contains(&dir) {
                return Err(Illegal::ManBackward {
                    from: from_name,
                    to: to_name,
                });
            }
            if occupied & to.bit() != 0 {
                return Err(Illegal::NotEmpty { at: to_name });
            }
            let path = ray_until_blocker(at.index(), dir, 0) & !RAYS[dir as usize][to.index()];
            let between = path & !to.bit();
            let distance = between.count_ones() + 1;
            if !written.capture {
                if !king && distance != 1 {
                    return Err(Illegal::ManOneStep {
                        from: from_name,
                        to: to_name,
                    });
                }
                if between & occupied != 0 {
                    return Err(Illegal::PathBlocked {
                        from: from_name,
                        to: to_name,
                    });
                }
                route.landings.push(to);
                return Ok(route);
            }
            let hop = (from_name, to_name);
            if last == Some(dir.reverse()) {
                return Err(Illegal::TurnBack {
                    from: hop.0,
                    to: hop.1,
                });
            }
            let pieces_between = between & occupied;
            if pieces_between & !enemy != 0 {
                return Err(Illegal::OwnPieceJumped {
                    from: hop.0,
                    to: hop.1,
                });
            }
            match pieces_between.count_ones() {
                0 => {
                    return Err(Illegal::NothingToCapture {
                        from: hop.0,
                        to: hop.1,
                    });
                }
                1 => {}
                count => {
                    return Err(Illegal::SeveralInOneJump {
                        from: hop.0,
                        to: hop.1,
                        count,
                    });
                }
            }
            if !king && distance != 2 {
                return Err(Illegal::ManShortJump {
                    from: hop.0,
                    to: hop.1,
                });
            }
            let victim = Square::new(pieces_between.trailing_zeros() as u8);
            occupied &= !victim.bit();
            enemy &= !victim.bit();
            route.landings.push(to);
            route.captured.push(victim);
            last = Some(dir);
            at = to;
        }
        debug_assert_eq!(route.to_move().captured(), enemy_before & !enemy);
        Ok(route)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn routes(fen: &str, text: &str) -> Vec<String> {
        let pos: Position = fen.parse().expect("a position");
        pos.captures_by_ends(text)
            .iter()
            .map(Route::notation)
            .collect()
    }

    #[test]
    fn a_capture_by_its_two_ends_is_the_one_route_that_goes_so() {
        assert_eq!(routes("W:Wd3:Bd4,d6,h7", "d3xd7"), ["d3xd5xd7"]);
    }

    #[test]
    fn ambiguous_ends_list_every_route_and_other_text_none() {
        // From g8 to c1 a king takes two pieces by g3 or by g5.
        let fen = "W:WKg8:Be3,c2,e5,g7,h2";
        assert_eq!(routes(fen, "g8xc1"), ["g8xg3xc3xc1", "g8xg5xc5xc1"]);
        assert!(routes(fen, "g8-c1").is_empty(), "not written as a capture");
        assert!(routes(fen, "g8xg3xc3xc1").is_empty(), "more than two ends");
        assert!(routes(fen, "g8xa1").is_empty(), "no capture ends there");
    }
}
