//! Perft: the number of move paths of a given length, the standard test of move
//! generation (and its speed).
//!
//! Perft counts move sequences by the movement rules alone, as is usual; the
//! judgements that end a game (two pieces left, a lone piece against a king,
//! repetition, no progress) are not applied. Dama capture routes that leave the
//! same position are one move: at depth 7 from the start this gives 10,782,308
//! moves where an engine counting routes gets 10,782,382.
//!
//! # Measured
//!
//! On this project's machine (2 cores, shared), release build:
//!
//! | benchmark | figure | yardstick in the same run |
//! |---|---|---|
//! | Dama perft from the start, depth 8 (`cargo bench --bench perft`) | about 400 M moves/s, 123,285,642 moves | `kish` 1.1.7: about 190 M moves/s (it counts duplicate routes separately: 123,290,300); ours about 2.1 times as fast |
//! | Akidada perft from the start, depth 6 | 6,024,960 moves in 30 ms | — |
//!
//! The engine benchmark measures its own speed against Dama perft at depth 7 in
//! the same run (420 to 431 M moves/s): see the module docs of `crate::ai::search`.

use super::Game;

/// Counts the move paths of exactly `depth` plies from `pos`, by the movement rules
/// alone: the judgements that end a game (two pieces left, a lone piece against a
/// king, repetition, no progress) are not applied, as is usual for perft. Buffers
/// are allocated once, one per ply, and reused: the recursion never allocates.
pub fn perft<G: Game>(pos: &G::Position, rules: &G::Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_inner::<G>(pos, rules, depth, &mut buffers)
}

fn perft_inner<G: Game>(
    pos: &G::Position,
    rules: &G::Rules,
    depth: u32,
    buffers: &mut [Vec<G::Move>],
) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    if depth == 1 {
        // Leaves are counted, not played.
        return G::count_legal_moves(pos, rules, moves) as u64;
    }
    G::legal_moves(pos, rules, moves);
    let mut total = 0;
    for mv in moves.iter() {
        total += perft_inner::<G>(&G::play(pos, mv), rules, depth - 1, deeper);
    }
    total
}
