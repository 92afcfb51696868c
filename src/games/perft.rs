//! Perft: the number of move paths of a given length, the standard test of move
//! generation (and its speed).

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
