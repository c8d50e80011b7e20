//! Long Xiangqi games that never end by themselves: quiet moves (no capture, no
//! check) into positions not seen before, chosen by a small deterministic random
//! source. For the reliability tests (long records, kill -9 runs).

use duochess::xiangqi::{Move, Position};
use std::collections::HashSet;

/// xorshift64: deterministic for a seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// The positions a walk has been through (placement and side to move).
#[derive(Default)]
pub struct Seen(HashSet<String>);

impl Seen {
    pub fn starting_at(pos: &Position) -> Seen {
        let mut seen = Seen::default();
        seen.0.insert(key(pos));
        seen
    }
}

fn key(p: &Position) -> String {
    p.to_fen().split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// A quiet move from `pos` into a position not in `seen` (which it joins), and
/// that position.
pub fn quiet_move(pos: &Position, seen: &mut Seen, rng: &mut Rng) -> (Move, Position) {
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture())
        .collect();
    loop {
        assert!(!moves.is_empty(), "no fresh quiet move");
        let mv = moves.swap_remove(rng.next() as usize % moves.len());
        let after = pos.after(mv);
        if !after.in_check() && seen.0.insert(key(&after)) {
            return (mv, after);
        }
    }
}
