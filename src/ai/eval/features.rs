//! The features the evaluation looks at, computed once for both the search (which
//! multiplies them by the weights) and the tuner (which records them).
//!
//! Every feature is a count, White's minus Black's, except the few that belong to
//! the side to move; [`visit`] hands each to a [`Sink`], so the same code serves the
//! fast path (a weighted sum) and the tuner (a feature vector) with no copy of the
//! knowledge.

use crate::games::Side;
use crate::games::dama::Position;
use crate::games::dama::board::{
    Bits, Direction, FILE_A, FILE_B, FILE_G, FILE_H, RANK_1, RAYS, nearest, ray_until_blocker,
};

/// One thing the evaluation counts: an index into the weights. The order is the
/// order of the weights file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Feature(u8);

impl Feature {
    /// Men on the board.
    pub const MAN: Feature = Feature(0);
    /// Kings on the board.
    pub const KING: Feature = Feature(1);
    /// Kings beyond the first.
    pub const EXTRA_KING: Feature = Feature(2);
    /// Having a king when the enemy has none.
    pub const ONLY_KINGS: Feature = Feature(3);
    /// Men no enemy piece can stop from crowning (the enemy has no king, the way
    /// ahead is clear and no enemy man is near enough to block or capture).
    pub const RUNAWAY: Feature = Feature(4);
    /// The squares still to go for each runaway man (fewer is better).
    pub const RUNAWAY_STEPS: Feature = Feature(5);
    /// Men still on their home rank while the enemy has a man past the middle:
    /// the guard against a breakthrough.
    pub const GUARD: Feature = Feature(6);
    /// Plain moves the men have.
    pub const MAN_MOBILITY: Feature = Feature(7);
    /// Squares the kings can slide to: king activity.
    pub const KING_MOBILITY: Feature = Feature(8);
    /// Trading down when ahead: the sign of the material balance times the number
    /// of pieces already off the board.
    pub const TRADE_DOWN: Feature = Feature(9);
    /// How unevenly the men stand between the two halves of the board (a-d
    /// against e-h).
    pub const IMBALANCE: Feature = Feature(10);
    /// Side to move: the opponent has a capture waiting (the side to move has
    /// none, or this would not be a quiet position).
    pub const THREATENED: Feature = Feature(11);
    /// Side to move: the move itself is worth something.
    pub const TEMPO: Feature = Feature(12);
    /// The first of the men's square values: by rank (2, the home rank, to 7,
    /// counted from the man's own side) and by file pair (a/h, b/g, c/f, d/e),
    /// the board being the same seen from either wing. Advancement and tempo.
    const FIRST_SQUARE: u8 = 13;

    /// The value of a man on its side's rank `rank` (2 to 7) and file pair
    /// `pair` (0: a/h, 1: b/g, 2: c/f, 3: d/e).
    pub const fn man_square(rank: u8, pair: u8) -> Feature {
        Feature(Self::FIRST_SQUARE + (rank - 2) * 4 + pair)
    }

    /// Every man's square value, rank by rank.
    pub fn man_squares() -> impl Iterator<Item = Feature> {
        (0..24).map(|i| Feature(Self::FIRST_SQUARE + i))
    }

    /// Every feature, in order.
    pub const ALL: [Feature; COUNT] = {
        let mut all = [Feature(0); COUNT];
        let mut i = 0;
        while i < COUNT {
            all[i] = Feature(i as u8);
            i += 1;
        }
        all
    };

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The feature's name in the weights file.
    pub const fn name(self) -> &'static str {
        NAMES[self.0 as usize]
    }

    pub fn from_name(name: &str) -> Option<Feature> {
        Feature::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// The number of features.
pub const COUNT: usize = 13 + 24;

const NAMES: [&str; COUNT] = [
    "man",
    "king",
    "extra_king",
    "only_kings",
    "runaway",
    "runaway_steps",
    "guard",
    "man_mobility",
    "king_mobility",
    "trade_down",
    "imbalance",
    "threatened",
    "tempo",
    "man_rank2_ah",
    "man_rank2_bg",
    "man_rank2_cf",
    "man_rank2_de",
    "man_rank3_ah",
    "man_rank3_bg",
    "man_rank3_cf",
    "man_rank3_de",
    "man_rank4_ah",
    "man_rank4_bg",
    "man_rank4_cf",
    "man_rank4_de",
    "man_rank5_ah",
    "man_rank5_bg",
    "man_rank5_cf",
    "man_rank5_de",
    "man_rank6_ah",
    "man_rank6_bg",
    "man_rank6_cf",
    "man_rank6_de",
    "man_rank7_ah",
    "man_rank7_bg",
    "man_rank7_cf",
    "man_rank7_de",
];

/// `SQUARE_FEATURE[side][sq]`: the square feature of a man of `side` on `sq`.
static SQUARE_FEATURE: [[u8; 64]; 2] = {
    let mut t = [[0u8; 64]; 2];
    let mut side = 0;
    while side < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (file, rank) = (sq % 8, sq / 8);
            let own_rank = if side == 0 { rank } else { 7 - rank };
            let pair = if file < 4 { file } else { 7 - file };
            // Ranks 1 and 8 hold no man of this side; they share rank 2's slots.
            let r = if own_rank < 1 {
                1
            } else if own_rank > 6 {
                6
            } else {
                own_rank
            };
            t[side][sq] = Feature::man_square(r as u8 + 1, pair as u8).0;
            sq += 1;
        }
        side += 1;
    }
    t
};

/// Receives each feature's value, White's view (positive favours White).
pub trait Sink {
    fn add(&mut self, feature: Feature, white_minus_black: i32);
}

/// Rank masks seen from each side: `REL_RANK[side][r]` is the rank `r` steps
/// from that side's own edge (0 = its back edge).
const REL_RANK: [[u64; 8]; 2] = {
    let mut t = [[0u64; 8]; 2];
    let mut r = 0;
    while r < 8 {
        t[0][r] = RANK_1 << (8 * r);
        t[1][r] = RANK_1 << (8 * (7 - r));
        r += 1;
    }
    t
};

/// Files a to d.
const QUEEN_SIDE: u64 = FILE_A | (FILE_A << 1) | (FILE_A << 2) | (FILE_A << 3);

/// `RUNAWAY_ZONE[side][sq]`: the squares from which an enemy piece might stop a
/// man of `side` on `sq` from crowning: its own rank and every rank ahead, as far
/// sideways as one square more than the rank is ahead (an enemy man there can
/// step across its path, or capture it sideways, before it gets by).
static RUNAWAY_ZONE: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut side = 0;
    while side < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
            let mut zone = 0u64;
            let mut s2 = 0;
            while s2 < 64 {
                let (f2, r2) = ((s2 % 8) as i32, (s2 / 8) as i32);
                let ahead = if side == 0 { r2 - rank } else { rank - r2 };
                let df = if f2 > file { f2 - file } else { file - f2 };
                if ahead >= 0 && df <= ahead + 1 && s2 != sq {
                    zone |= 1u64 << s2;
                }
                s2 += 1;
            }
            t[side][sq] = zone;
            sq += 1;
        }
        side += 1;
    }
    t
};

/// `AHEAD[side][sq]`: the squares of the file in front of a man of `side`.
static AHEAD: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        t[0][sq] = RAYS[Direction::North as usize][sq];
        t[1][sq] = RAYS[Direction::South as usize][sq];
        sq += 1;
    }
    t
};

#[inline(always)]
fn forward(bb: u64, side: Side) -> u64 {
    match side {
        Side::White => bb << 8,
        Side::Black => bb >> 8,
    }
}

#[inline(always)]
fn backward(bb: u64, side: Side) -> u64 {
    match side {
        Side::White => bb >> 8,
        Side::Black => bb << 8,
    }
}

/// Plain moves of `side`'s men.
#[inline(always)]
fn man_moves(men: u64, side: Side, empty: u64) -> u32 {
    (forward(men, side) & empty).count_ones()
        + (((men & !FILE_H) << 1) & empty).count_ones()
        + (((men & !FILE_A) >> 1) & empty).count_ones()
}

/// Whether `side` could capture if it were its turn.
#[inline]
pub fn can_capture(pos: &Position, side: Side) -> bool {
    let men = pos.men(side);
    let enemy = pos.pieces(side.opposite());
    let occupied = pos.occupied();
    let empty = !occupied;
    let men_can = (men & backward(enemy, side) & backward(backward(empty, side), side))
        | (men & ((enemy & !FILE_A) >> 1) & ((empty & !(FILE_A | FILE_B)) >> 2))
        | (men & ((enemy & !FILE_H) << 1) & ((empty & !(FILE_G | FILE_H)) << 2));
    if men_can != 0 {
        return true;
    }
    for king in Bits::new(pos.kings(side)) {
        for dir in Direction::ALL {
            let blockers = RAYS[dir as usize][king.index()] & occupied;
            if blockers == 0 {
                continue;
            }
            let victim = nearest(blockers, dir);
            let behind = RAYS[dir as usize][victim];
            if enemy & (1 << victim) != 0 && behind != 0 && empty & (1 << nearest(behind, dir)) != 0
            {
                return true;
            }
        }
    }
    false
}

/// Counts of one side, the features that are sums over its pieces.
#[inline(always)]
fn side_features<S: Sink>(pos: &Position, side: Side, sign: i32, sink: &mut S) {
    let men = pos.men(side);
    let kings = pos.kings(side);
    let them = side.opposite();
    let occupied = pos.occupied();
    let empty = !occupied;
    let rel = &REL_RANK[side.index()];

    sink.add(Feature::MAN, sign * men.count_ones() as i32);
    let king_count = kings.count_ones() as i32;
    sink.add(Feature::KING, sign * king_count);
    sink.add(Feature::EXTRA_KING, sign * (king_count - 1).max(0));
    for sq in Bits::new(men) {
        sink.add(Feature(SQUARE_FEATURE[side.index()][sq.index()]), sign);
    }

    // Runaways: only while the enemy has no king to chase them.
    if pos.kings(them) == 0 {
        let enemy = pos.pieces(them);
        let (mut runaways, mut steps) = (0, 0);
        for sq in Bits::new(men & (rel[4] | rel[5] | rel[6])) {
            let i = sq.index();
            if RUNAWAY_ZONE[side.index()][i] & enemy == 0 && AHEAD[side.index()][i] & occupied == 0
            {
                runaways += 1;
                steps += AHEAD[side.index()][i].count_ones() as i32;
            }
        }
        sink.add(Feature::RUNAWAY, sign * runaways);
        sink.add(Feature::RUNAWAY_STEPS, sign * steps);
    }

    let enemy_advanced = pos.men(them) & (REL_RANK[them.index()][4] | REL_RANK[them.index()][5]);
    let enemy_deep = enemy_advanced | (pos.men(them) & REL_RANK[them.index()][6]);
    if enemy_deep != 0 {
        sink.add(Feature::GUARD, sign * (men & rel[1]).count_ones() as i32);
    }

    let left = (men & QUEEN_SIDE).count_ones() as i32;
    let right = (men & !QUEEN_SIDE).count_ones() as i32;
    sink.add(Feature::IMBALANCE, sign * (left - right).abs());

    sink.add(
        Feature::MAN_MOBILITY,
        sign * man_moves(men, side, empty) as i32,
    );
    if kings != 0 {
        let mut slides = 0;
        for king in Bits::new(kings) {
            for dir in Direction::ALL {
                slides += (ray_until_blocker(king.index(), dir, occupied) & empty).count_ones();
            }
        }
        sink.add(Feature::KING_MOBILITY, sign * slides as i32);
        if pos.kings(them) == 0 {
            sink.add(Feature::ONLY_KINGS, sign);
        }
    }
}

/// Hands every feature of a quiet position to `sink`, from White's view.
#[inline(always)]
pub fn visit<S: Sink>(pos: &Position, sink: &mut S) {
    side_features(pos, Side::White, 1, sink);
    side_features(pos, Side::Black, -1, sink);

    let white = pos.pieces(Side::White).count_ones() as i32;
    let black = pos.pieces(Side::Black).count_ones() as i32;
    // Material in men, a king counted as three for the purpose of who is ahead.
    let balance = (white + 2 * pos.kings(Side::White).count_ones() as i32)
        - (black + 2 * pos.kings(Side::Black).count_ones() as i32);
    sink.add(Feature::TRADE_DOWN, balance.signum() * (32 - white - black));

    let us = pos.side_to_move();
    let sign = if us == Side::White { 1 } else { -1 };
    if can_capture(pos, us.opposite()) {
        sink.add(Feature::THREATENED, sign);
    }
    sink.add(Feature::TEMPO, sign);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Collects the features into a vector.
    struct Collect([i32; COUNT]);

    impl Sink for Collect {
        fn add(&mut self, f: Feature, v: i32) {
            self.0[f.index()] += v;
        }
    }

    fn features(fen: &str) -> [i32; COUNT] {
        let pos: Position = fen.parse().unwrap();
        let mut c = Collect([0; COUNT]);
        visit(&pos, &mut c);
        c.0
    }

    #[test]
    fn names_are_distinct_and_read_back() {
        for f in Feature::ALL {
            assert_eq!(Feature::from_name(f.name()), Some(f));
            assert_eq!(Feature::ALL[f.index()], f);
        }
    }

    #[test]
    fn the_start_is_balanced_but_for_the_move() {
        let f = features(
            "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        );
        for feature in Feature::ALL {
            let expected = if feature == Feature::TEMPO { 1 } else { 0 };
            assert_eq!(f[feature.index()], expected, "{}", feature.name());
        }
    }

    #[test]
    fn a_man_with_a_clear_road_is_a_runaway_unless_kings_chase_it() {
        // White man on d6, black men far away on the a- and h-files.
        let f = features("W:Wd6:Ba7,h7");
        assert_eq!(f[Feature::RUNAWAY.index()], 1);
        assert_eq!(f[Feature::RUNAWAY_STEPS.index()], 2);
        // A black man on f7 can step to e7 and block: not a runaway.
        let f = features("W:Wd6:Bf7");
        assert_eq!(f[Feature::RUNAWAY.index()], 0);
        // A black king: nothing runs away.
        let f = features("W:Wd6:BKa1");
        assert_eq!(f[Feature::RUNAWAY.index()], 0);
    }

    #[test]
    fn a_waiting_capture_is_seen_for_the_side_not_to_move() {
        // White to move; the black man on e4 could capture d4 sideways (landing on
        // c4), while White's jump over e4 is blocked by f4.
        let pos: Position = "W:Wd4:Be4,f4".parse().unwrap();
        assert!(can_capture(&pos, Side::Black));
        assert!(!can_capture(&pos, Side::White));
        // A king captures from afar.
        let pos: Position = "W:WKa1:Ba5,h8".parse().unwrap();
        assert!(can_capture(&pos, Side::White));
    }
}
