//! Dama move generation: plain moves by bitboard shifts, captures by a depth-first
//! search that lifts each captured piece as it is jumped, forbids the king's
//! 180-degree turn, keeps only the largest capture count and merges routes that
//! leave the same position.
//!
//! The same search, with a different [`CaptureSink`], lists every capture sequence
//! for teaching and finds the route of a given move for notation.

use super::board::{
    Bits, Direction, FILE_A, FILE_B, FILE_G, FILE_H, RAYS, Square, nearest, ray_until_blocker,
};
use super::moves::{Move, Route};
use super::position::Position;
use crate::games::Side;

/// Longest possible capture: every enemy piece, 16.
const MAX_HOPS: usize = 16;

/// Receives each capture sequence the search finds.
trait CaptureSink {
    /// A sequence that ends at `to` having captured `captured`; `landings` and
    /// `jumped` give the hops in order.
    fn sequence(&mut self, seq: &Sequence<'_>) -> Flow;

    /// Whether sequences that stop while the piece could still capture are wanted.
    const WANTS_PREFIXES: bool = false;
}

/// Whether the search goes on after a sequence.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Flow {
    Continue,
    Stop,
}

/// A sequence as the search reports it.
struct Sequence<'a> {
    from: Square,
    to: Square,
    captured: u64,
    landings: &'a [Square],
    jumped: &'a [Square],
}

/// One capture search from one piece.
struct CaptureSearch<'s, S: CaptureSink> {
    sink: &'s mut S,
    us: Side,
    king: bool,
    from: Square,
    /// The enemy pieces before the move: those missing now were captured.
    enemy_before: u64,
    landings: [Square; MAX_HOPS],
    jumped: [Square; MAX_HOPS],
    stopped: bool,
}

impl<S: CaptureSink> CaptureSearch<'_, S> {
    /// Explores every continuation from `at` after `depth` jumps. `occupied` and
    /// `enemy` no longer hold the pieces already captured (they were lifted at once)
    /// nor the moving piece. Returns whether any further capture was possible.
    fn search(
        &mut self,
        at: Square,
        last: Option<Direction>,
        depth: usize,
        occupied: u64,
        enemy: u64,
    ) -> bool {
        let mut extended = false;
        let dirs: &[Direction] = if self.king {
            &Direction::ALL
        } else {
            &Direction::man_directions(self.us)
        };
        for &dir in dirs {
            if self.stopped {
                return true;
            }
            if last == Some(dir.reverse()) {
                continue; // no 180-degree turn
            }
            let ray = RAYS[dir as usize][at.index()];
            let (victim, landings) = if self.king {
                // Long jump: over empty squares to the first piece, which must be an
                // enemy, onto any empty square beyond it up to the next piece.
                let blockers = ray & occupied;
                if blockers == 0 {
                    continue;
                }
                let victim = nearest(blockers, dir);
                if enemy & (1 << victim) == 0 {
                    continue;
                }
                let beyond = ray_until_blocker(victim, dir, occupied) & !occupied;
                (victim, beyond)
            } else {
                // Short jump: over the adjacent enemy onto the square right behind.
                if ray & enemy == 0 {
                    continue;
                }
                let victim = nearest(ray, dir);
                if enemy & (1 << victim) == 0 {
                    continue;
                }
                let behind = RAYS[dir as usize][victim];
                if behind == 0 {
                    continue;
                }
                let landing = nearest(behind, dir);
                (victim, (1u64 << landing) & !occupied)
            };
            if landings == 0 {
                continue;
            }
            extended = true;
            let victim_bit = 1u64 << victim;
            self.jumped[depth] = Square::new(victim as u8);
            for landing in Bits::new(landings) {
                self.landings[depth] = landing;
                let further = self.search(
                    landing,
                    Some(dir),
                    depth + 1,
                    occupied & !victim_bit,
                    enemy & !victim_bit,
                );
                if (!further || S::WANTS_PREFIXES) && !self.stopped {
                    let captured = self.enemy_before & !(enemy & !victim_bit);
                    let seq = Sequence {
                        from: self.from,
                        to: landing,
                        captured,
                        landings: &self.landings[..=depth],
                        jumped: &self.jumped[..=depth],
                    };
                    if self.sink.sequence(&seq) == Flow::Stop {
                        self.stopped = true;
                    }
                }
            }
        }
        extended
    }
}

/// Keeps the sequences with the largest count, one per (start, end, captured set).
struct MaximalMoves<'a> {
    out: &'a mut Vec<Move>,
    best: u32,
}

impl CaptureSink for MaximalMoves<'_> {
    #[inline]
    fn sequence(&mut self, seq: &Sequence<'_>) -> Flow {
        let count = seq.captured.count_ones();
        if count < self.best {
            return Flow::Continue;
        }
        if count > self.best {
            self.best = count;
            self.out.clear();
        }
        let mv = Move::new(seq.from, seq.to, seq.captured);
        if !self.out.contains(&mv) {
            self.out.push(mv);
        }
        Flow::Continue
    }
}

/// Collects every complete capture sequence with its route.
struct AllSequences {
    routes: Vec<Route>,
}

impl CaptureSink for AllSequences {
    fn sequence(&mut self, seq: &Sequence<'_>) -> Flow {
        self.routes.push(route_of(seq));
        Flow::Continue
    }
}

/// Looks for the first route (complete or not) that makes a given move.
struct FindRoute {
    target: Move,
    found: Option<Route>,
}

impl CaptureSink for FindRoute {
    const WANTS_PREFIXES: bool = true;

    fn sequence(&mut self, seq: &Sequence<'_>) -> Flow {
        if seq.to == self.target.to() && seq.captured == self.target.captured() {
            self.found = Some(route_of(seq));
            Flow::Stop
        } else {
            Flow::Continue
        }
    }
}

fn route_of(seq: &Sequence<'_>) -> Route {
    Route {
        from: seq.from,
        landings: seq.landings.to_vec(),
        captured: seq.jumped.to_vec(),
    }
}

/// Capture sequences counted by length, for teaching and the move classifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureSummary {
    /// Every complete capture sequence (one that cannot go on), maximal or not, in
    /// the order the search met them.
    pub routes: Vec<Route>,
    /// The largest number of pieces any sequence captures (0 if none).
    pub maximum: u32,
}

impl CaptureSummary {
    /// Whether a route captures the maximum (and so is a legal move).
    pub fn is_maximal(&self, route: &Route) -> bool {
        route.captured.len() as u32 == self.maximum
    }
}

impl Position {
    /// Fills `out` (cleared first) with every legal move: the maximal captures if
    /// any capture exists, the plain moves otherwise. Routes that leave the same
    /// position appear once.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let capturers = self.capturers();
        if capturers != 0 {
            let mut sink = MaximalMoves { out, best: 0 };
            for from in Bits::new(capturers) {
                self.search_captures(from, &mut sink);
            }
        } else {
            self.plain_moves(out);
        }
    }

    /// The number of legal moves. Plain moves are counted without being listed;
    /// `scratch` is used only when captures must be generated.
    #[inline]
    pub fn count_legal_moves(&self, scratch: &mut Vec<Move>) -> usize {
        if self.capturers() != 0 {
            self.legal_moves(scratch);
            return scratch.len();
        }
        let us = self.side_to_move();
        let men = self.men(us);
        let empty = !self.occupied();
        let mut n = (shift_forward(men, us) & empty).count_ones()
            + (((men & !FILE_H) << 1) & empty).count_ones()
            + (((men & !FILE_A) >> 1) & empty).count_ones();
        for king in Bits::new(self.kings(us)) {
            n += self.king_slides(king).count_ones();
        }
        n as usize
    }

    /// Whether the side to move has a capture (and so must capture).
    pub fn has_capture(&self) -> bool {
        self.capturers() != 0
    }

    /// The largest number of pieces the side to move can capture (0 if none).
    pub fn max_capture(&self) -> u32 {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.first().map_or(0, Move::capture_count)
    }

    /// For a real move of the side to move that captures less than the maximum,
    /// how many it captures and the maximum (`None` for a legal move or one that
    /// cannot be made).
    pub fn non_maximal(&self, mv: &Move) -> Option<(u32, u32)> {
        let maximum = self.max_capture();
        let captured = mv.capture_count();
        if captured >= maximum {
            return None;
        }
        let real = if mv.is_capture() {
            self.route(mv).is_some()
        } else {
            let mut plain = Vec::new();
            self.plain_moves(&mut plain);
            plain.contains(mv)
        };
        real.then_some((captured, maximum))
    }

    /// The pieces of the side to move that can capture at least once.
    pub fn capturers(&self) -> u64 {
        let us = self.side_to_move();
        let men = self.men(us);
        let enemy = self.pieces(us.opposite());
        let empty = !self.occupied();
        // Men: enemy next to them, an empty square right behind.
        let mut found = (men & shift_back(enemy, us) & shift_back(shift_back(empty, us), us))
            | (men & ((enemy & !FILE_A) >> 1) & ((empty & !(FILE_A | FILE_B)) >> 2))
            | (men & ((enemy & !FILE_H) << 1) & ((empty & !(FILE_G | FILE_H)) << 2));
        let occupied = self.occupied();
        for king in Bits::new(self.kings(us)) {
            for dir in Direction::ALL {
                let ray = RAYS[dir as usize][king.index()];
                let blockers = ray & occupied;
                if blockers == 0 {
                    continue;
                }
                let victim = nearest(blockers, dir);
                let behind = RAYS[dir as usize][victim];
                if enemy & (1 << victim) != 0
                    && behind != 0
                    && empty & (1 << nearest(behind, dir)) != 0
                {
                    found |= king.bit();
                    break;
                }
            }
        }
        found
    }

    /// The empty squares a king on `king` can slide to.
    #[inline(always)]
    fn king_slides(&self, king: Square) -> u64 {
        let occupied = self.occupied();
        let mut targets = 0;
        for dir in Direction::ALL {
            targets |= ray_until_blocker(king.index(), dir, occupied);
        }
        targets & !occupied
    }

    /// Appends every plain (non-capturing) move to `out`, whether or not a capture
    /// is compulsory: the app offers them, as losing moves, under the default rule.
    pub fn plain_moves(&self, out: &mut Vec<Move>) {
        let us = self.side_to_move();
        let men = self.men(us);
        let empty = !self.occupied();
        let forward: i32 = if us == Side::White { 8 } else { -8 };
        for (targets, delta) in [
            (shift_forward(men, us) & empty, forward),
            (((men & !FILE_H) << 1) & empty, 1),
            (((men & !FILE_A) >> 1) & empty, -1),
        ] {
            for to in Bits::new(targets) {
                let from = Square::new((to.index() as i32 - delta) as u8);
                out.push(Move::new(from, to, 0));
            }
        }
        for king in Bits::new(self.kings(us)) {
            for to in Bits::new(self.king_slides(king)) {
                out.push(Move::new(king, to, 0));
            }
        }
    }

    fn search_captures<S: CaptureSink>(&self, from: Square, sink: &mut S) -> bool {
        let us = self.side_to_move();
        let mut search = CaptureSearch {
            sink,
            us,
            king: self.kings(us) & from.bit() != 0,
            from,
            enemy_before: self.pieces(us.opposite()),
            landings: [Square::default(); MAX_HOPS],
            jumped: [Square::default(); MAX_HOPS],
            stopped: false,
        };
        // The moving piece leaves its square: it may cross it again.
        let occupied = self.occupied() & !from.bit();
        search.search(from, None, 0, occupied, self.pieces(us.opposite()));
        search.stopped
    }

    /// Every complete capture sequence of the side to move, maximal or not, with
    /// the maximum. Routes are listed separately even when they leave the same
    /// position (group them with [`Route::to_move`]).
    pub fn capture_summary(&self) -> CaptureSummary {
        let mut sink = AllSequences { routes: Vec::new() };
        for from in Bits::new(self.capturers()) {
            self.search_captures(from, &mut sink);
        }
        let maximum = sink
            .routes
            .iter()
            .map(|r| r.captured.len() as u32)
            .max()
            .unwrap_or(0);
        CaptureSummary {
            routes: sink.routes,
            maximum,
        }
    }

    /// A hop-by-hop route for a move of the side to move (for a plain move, its one
    /// destination). `None` if no route makes this move.
    pub fn route(&self, mv: &Move) -> Option<Route> {
        if !mv.is_capture() {
            return Some(Route {
                from: mv.from(),
                landings: vec![mv.to()],
                captured: Vec::new(),
            });
        }
        let mut sink = FindRoute {
            target: *mv,
            found: None,
        };
        self.search_captures(mv.from(), &mut sink);
        sink.found
    }
}

/// Moves every square one step towards `side`'s far rank.
#[inline(always)]
fn shift_forward(bb: u64, side: Side) -> u64 {
    match side {
        Side::White => bb << 8,
        Side::Black => bb >> 8,
    }
}

/// Moves every square one step towards `side`'s own back rank.
#[inline(always)]
fn shift_back(bb: u64, side: Side) -> u64 {
    match side {
        Side::White => bb >> 8,
        Side::Black => bb << 8,
    }
}
