//! A position as the tables see it: from the side to move, who always moves up the
//! board as White does (the colour exchange), and the material signature that
//! names its table.

use std::fmt;

use crate::games::Side;
use crate::games::dama::Position;

/// The most pieces (both sides, men and kings) tables can cover.
pub const MAX_PIECES: u32 = 5;

/// The tables built without being asked for more: every position of up to four
/// pieces (50 MB, a minute's build). The five-piece tables are built on request
/// (`akidada tables build --pieces 5`): they are thirty times larger.
pub const DEFAULT_PIECES: u32 = 4;

/// The most pieces of one kind on one side (kings or men): four, against one.
const MAX_GROUP: usize = MAX_PIECES as usize - 1;

/// A number kept for each signature (the index of its table), found by
/// material in constant time.
#[derive(Clone, Debug)]
pub struct SignatureSlots {
    slot: [[[[u16; MAX_GROUP + 1]; MAX_GROUP + 1]; MAX_GROUP + 1]; MAX_GROUP + 1],
}

impl SignatureSlots {
    const NONE: u16 = u16::MAX;

    pub fn new() -> SignatureSlots {
        SignatureSlots {
            slot: [[[[Self::NONE; MAX_GROUP + 1]; MAX_GROUP + 1]; MAX_GROUP + 1]; MAX_GROUP + 1],
        }
    }

    pub fn set(&mut self, s: Signature, index: usize) {
        self.slot[s.us_kings as usize][s.us_men as usize][s.them_kings as usize]
            [s.them_men as usize] = index as u16;
    }

    /// The number kept for `s`, if any.
    #[inline]
    pub fn get(&self, s: Signature) -> Option<usize> {
        let slot = *self
            .slot
            .get(s.us_kings as usize)?
            .get(s.us_men as usize)?
            .get(s.them_kings as usize)?
            .get(s.them_men as usize)?;
        (slot != Self::NONE).then_some(slot as usize)
    }
}

impl Default for SignatureSlots {
    fn default() -> SignatureSlots {
        SignatureSlots::new()
    }
}

/// Rank 1 and rank 8: a man of the side to move never stands on rank 8, a man of
/// the other side never on rank 1 (it would have been crowned).
const RANK_1: u64 = 0xFF;
const RANK_8: u64 = 0xFF << 56;

/// Four bitboards: the pieces of the side to move ("us", moving towards rank 8)
/// and of the other side ("them", moving towards rank 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub us_kings: u64,
    pub us_men: u64,
    pub them_kings: u64,
    pub them_men: u64,
}

/// Flips the ranks of a bitboard (rank 1 becomes rank 8).
#[inline(always)]
pub const fn flip_ranks(bb: u64) -> u64 {
    bb.swap_bytes()
}

/// Flips the files of a bitboard (file a becomes file h).
#[inline(always)]
pub const fn flip_files(bb: u64) -> u64 {
    bb.reverse_bits().swap_bytes()
}

impl Board {
    /// The position seen from its side to move: a position with Black to move is
    /// turned upside down and its colours exchanged, which changes nothing in the
    /// game (men of both colours move and capture alike, towards the other side).
    pub fn from_position(pos: &Position) -> Board {
        let us = pos.side_to_move();
        let them = us.opposite();
        let board = Board {
            us_kings: pos.kings(us),
            us_men: pos.men(us),
            them_kings: pos.kings(them),
            them_men: pos.men(them),
        };
        match us {
            Side::White => board,
            Side::Black => Board {
                us_kings: flip_ranks(board.us_kings),
                us_men: flip_ranks(board.us_men),
                them_kings: flip_ranks(board.them_kings),
                them_men: flip_ranks(board.them_men),
            },
        }
    }

    /// The position with White to move that this board stands for, or `None` if
    /// two pieces share a square or a man stands where it would have been crowned.
    pub fn to_position(&self) -> Option<Position> {
        if !self.is_valid() {
            return None;
        }
        // Valid (checked above): the bitboards go in as they are.
        Some(Position::from_bitboards(
            [self.us_kings | self.us_men, self.them_kings | self.them_men],
            self.us_kings | self.them_kings,
            Side::White,
        ))
    }

    /// No square twice, no man on the rank where it would have been crowned.
    #[inline]
    pub fn is_valid(&self) -> bool {
        let [a, b, c, d] = [self.us_kings, self.us_men, self.them_kings, self.them_men];
        (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d) == 0
            && b & RANK_8 == 0
            && d & RANK_1 == 0
    }

    #[inline(always)]
    pub fn occupied(&self) -> u64 {
        self.us_kings | self.us_men | self.them_kings | self.them_men
    }

    /// The left-right mirror (files a and h exchanged): a symmetry of the game.
    #[inline]
    pub fn mirrored(&self) -> Board {
        Board {
            us_kings: flip_files(self.us_kings),
            us_men: flip_files(self.us_men),
            them_kings: flip_files(self.them_kings),
            them_men: flip_files(self.them_men),
        }
    }

    /// The board after the other side's turn comes: seen from "them", who now
    /// move, turned upside down so that they move up the board.
    #[inline]
    pub fn exchanged(&self) -> Board {
        Board {
            us_kings: flip_ranks(self.them_kings),
            us_men: flip_ranks(self.them_men),
            them_kings: flip_ranks(self.us_kings),
            them_men: flip_ranks(self.us_men),
        }
    }

    pub fn signature(&self) -> Signature {
        Signature {
            us_kings: self.us_kings.count_ones() as u8,
            us_men: self.us_men.count_ones() as u8,
            them_kings: self.them_kings.count_ones() as u8,
            them_men: self.them_men.count_ones() as u8,
        }
    }
}

/// The material of a table: how many kings and men the side to move ("us") and
/// the other side have. Written with the side to move first, kings before men:
/// `KMvK` is king and man, to move, against a king.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    pub us_kings: u8,
    pub us_men: u8,
    pub them_kings: u8,
    pub them_men: u8,
}

impl Signature {
    pub const fn us(&self) -> u32 {
        (self.us_kings + self.us_men) as u32
    }

    pub const fn them(&self) -> u32 {
        (self.them_kings + self.them_men) as u32
    }

    pub const fn pieces(&self) -> u32 {
        self.us() + self.them()
    }

    pub const fn men(&self) -> u32 {
        (self.us_men + self.them_men) as u32
    }

    /// The signature of the positions a plain move leads to: the same material,
    /// the other side to move.
    pub const fn exchanged(&self) -> Signature {
        Signature {
            us_kings: self.them_kings,
            us_men: self.them_men,
            them_kings: self.us_kings,
            them_men: self.us_men,
        }
    }

    /// Every signature with one piece or more a side and at most `max_pieces` in
    /// all, in an order where the tables a signature's captures and promotions
    /// lead to come first: fewer pieces first, then fewer men. A signature and its
    /// exchange (the same material, the other side to move) are next to each other.
    pub fn all_up_to(max_pieces: u32) -> Vec<Signature> {
        let mut all = Vec::new();
        for total in 2..=max_pieces.min(MAX_PIECES) {
            for us in 1..total {
                let them = total - us;
                for us_kings in 0..=us {
                    for them_kings in 0..=them {
                        all.push(Signature {
                            us_kings: us_kings as u8,
                            us_men: (us - us_kings) as u8,
                            them_kings: them_kings as u8,
                            them_men: (them - them_kings) as u8,
                        });
                    }
                }
            }
        }
        all.sort_by_key(|s| {
            let pair = (*s).min(s.exchanged());
            (s.pieces(), s.men(), pair, *s != pair)
        });
        all
    }
}

impl Signature {
    /// Whether a position of this signature can lead, by captures and
    /// promotions, to one of signature `other` (or of its exchange): for each
    /// side, men never grow in number nor do pieces.
    pub fn may_lead_to(&self, other: &Signature) -> bool {
        let side = |kings: u8, men: u8, to_kings: u8, to_men: u8| {
            to_men <= men && to_kings + to_men <= kings + men
        };
        let fits = |o: &Signature| {
            side(self.us_kings, self.us_men, o.us_kings, o.us_men)
                && side(self.them_kings, self.them_men, o.them_kings, o.them_men)
        };
        fits(other) || fits(&other.exchanged())
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |kings: u8, men: u8| "K".repeat(kings as usize) + &"M".repeat(men as usize);
        write!(
            f,
            "{}v{}",
            side(self.us_kings, self.us_men),
            side(self.them_kings, self.them_men)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        Board::from_position(&text.parse().unwrap())
    }

    #[test]
    fn black_to_move_is_seen_upside_down() {
        let white = board("W:WKa1,b2:Bc7,Kd8");
        let black = board("B:Wc2,Kd1:BKa8,b7");
        assert_eq!(white, black);
        assert_eq!(white.signature().to_string(), "KMvKM");
        let back = black.to_position().unwrap();
        assert_eq!(back.to_string(), "W:WKa1,b2:Bc7,Kd8");
    }

    #[test]
    fn mirror_and_exchange_are_their_own_inverse() {
        let b = board("W:WKa1,b2:Bc7,Kd8");
        assert_eq!(b.mirrored().mirrored(), b);
        assert_eq!(b.exchanged().exchanged(), b);
        assert_eq!(
            b.mirrored().to_position().unwrap().to_string(),
            "W:WKh1,g2:Bf7,Ke8"
        );
    }

    #[test]
    fn a_man_on_its_last_rank_is_no_board() {
        let mut b = board("W:Wa2:Bb3");
        b.us_men = 1 << 60;
        assert!(!b.is_valid());
        assert!(b.to_position().is_none());
    }

    #[test]
    fn signatures_come_after_what_they_lead_to() {
        let all = Signature::all_up_to(5);
        assert_eq!(all.len(), 4 + 12 + 25 + 44);
        assert_eq!(all[0].to_string(), "KvK");
        let place = |s: Signature| all.iter().position(|&t| t == s).unwrap();
        for &s in &all {
            assert!(s.us() >= 1 && s.them() >= 1);
            // A promotion of ours or theirs, or a capture, leads to a table placed
            // earlier.
            for &t in &all {
                let fewer = t.pieces() < s.pieces();
                let crowned = t.pieces() == s.pieces() && t.men() < s.men();
                if fewer || crowned {
                    assert!(place(t) < place(s), "{t} before {s}");
                }
            }
            // A signature and its exchange are neighbours.
            assert!(place(s).abs_diff(place(s.exchanged())) <= 1, "{s}");
        }
        for &s in &all {
            for &t in &all {
                let before = place(t) < place(s) || t == s.exchanged() || t == s;
                assert!(!s.may_lead_to(&t) || before, "{s} leads to {t}");
            }
        }
        let names: Vec<String> = all[..4].iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["KvK", "MvK", "KvM", "MvM"]);
    }
}
