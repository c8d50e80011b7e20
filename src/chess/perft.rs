//! Perft: the number of leaf nodes of the legal move tree, the standard test of a
//! move generator. Leaves are counted in bulk at depth 1 (no move is built).

use super::{Move, Position};

/// Leaf nodes at `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal(),
        _ => {
            let mut total = 0;
            for m in &pos.legal_moves() {
                let mut child = *pos;
                child.play(m);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = *pos;
            child.play(m);
            (*m, perft(&child, depth - 1))
        })
        .collect()
}
