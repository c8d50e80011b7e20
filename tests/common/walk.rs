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

/// A long Xiangqi game without captures, checks or any repeated position (so the
/// game goes on to the end), as a record in coordinate notation. Deterministic for
/// a seed.
pub fn long_xiangqi_record(moves: usize, seed: u64) -> String {
    let mut rng = Rng(seed);
    let mut pos = Position::start();
    let mut seen = Seen::starting_at(&pos);
    let mut out = String::from("[Event \"long\"]\n[Variant \"xiangqi\"]\n\n");
    for i in 0..moves {
        let (mv, after) = quiet_move(&pos, &mut seen, &mut rng);
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        out.push_str(&mv.coord());
        out.push(if i % 12 == 11 { '\n' } else { ' ' });
        pos = after;
    }
    out.push_str("*\n");
    out
}
