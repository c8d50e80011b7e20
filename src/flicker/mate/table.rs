//! The search's tables (states, end positions): open addressing over slots of one
//! cache line each, keyed by the whole state packed into seven words, so that a
//! lookup — most of them find a state already complete, searched or proved, and
//! return — reads one line where a general map read three or four (its control
//! bytes, and a key and value of 112 bytes across two lines). The key is the
//! state itself, not a hash of it: a lookup finds an entry only for an equal
//! state, so the tables answer exactly as a map would.

use crate::chess::{Board, CastleSide, Castling, Role};
use crate::core::hash::FxHasher;
use crate::core::Side;
use std::hash::Hasher;

/// A board, castling rights and one more set of squares, packed: who stands
/// where (occupied squares, White's, and the role of each as three bit planes),
/// the set, and the castling rights. Different boards have different keys (each
/// occupied square holds one role, read back from the planes), and no key is all
/// zeros in its first word (a board of the search holds the kings), which marks
/// an empty slot.
pub(super) type Key = [u64; 7];

/// The key of `board` with `set` and `castling`.
pub(super) fn key(board: &Board, set: u64, castling: Castling) -> Key {
    let r = |role| board.role(role).0;
    let plane0 = r(Role::Knight) | r(Role::Rook) | r(Role::King);
    let plane1 = r(Role::Bishop) | r(Role::Rook);
    let plane2 = r(Role::Queen) | r(Role::King);
    let mut rights = 0u64;
    for (i, (side, cs)) in [
        (Side::White, CastleSide::King),
        (Side::White, CastleSide::Queen),
        (Side::Black, CastleSide::King),
        (Side::Black, CastleSide::Queen),
    ]
    .into_iter()
    .enumerate()
    {
        rights |= u64::from(castling.has(side, cs)) << i;
    }
    [
        board.occupied().0,
        board.side(Side::White).0,
        plane0,
        plane1,
        plane2,
        set,
        rights,
    ]
}

/// One slot: a key (first word 0: empty) and its value, on one cache line.
#[derive(Copy, Clone)]
#[repr(C, align(64))]
struct Slot<V> {
    key: Key,
    value: V,
}

/// A map from [`Key`] to `V`, with linear probing; grows (doubling) at half full.
pub(super) struct Table<V> {
    slots: Vec<Slot<V>>,
    len: usize,
    /// log2 of the number of slots (0 while there are none).
    bits: u32,
}

/// Slots of a table's first allocation (one page's worth: most searches stay
/// small).
const FIRST_BITS: u32 = 6;

impl<V: Copy + Default> Table<V> {
    pub(super) fn new() -> Table<V> {
        Table {
            slots: Vec::new(),
            len: 0,
            bits: 0,
        }
    }

    /// Where the probe for `key` starts: the high bits of its hash (the best mixed).
    #[inline]
    fn home(&self, key: &Key) -> usize {
        let mut h = FxHasher::default();
        for w in key {
            h.write_u64(*w);
        }
        (h.finish() >> (64 - self.bits)) as usize
    }

    /// The slot holding `key`, or the empty slot where it would go.
    #[inline]
    fn find(&self, key: &Key) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let s = &self.slots[i];
            if s.key[0] == 0 || s.key == *key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    pub(super) fn get(&self, key: &Key) -> Option<&V> {
        if self.slots.is_empty() {
            return None;
        }
        let s = &self.slots[self.find(key)];
        (s.key[0] != 0).then_some(&s.value)
    }

    /// The value of `key`, inserted as the default if absent.
    #[inline]
    pub(super) fn entry(&mut self, key: Key) -> &mut V {
        debug_assert!(key[0] != 0, "a key's first word is never 0");
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let i = self.find(&key);
        let s = &mut self.slots[i];
        if s.key[0] == 0 {
            s.key = key;
            s.value = V::default();
            self.len += 1;
        }
        &mut s.value
    }

    /// Doubles the slots (the first time: allocates them) and puts every entry back.
    fn grow(&mut self) {
        let bits = if self.bits == 0 {
            FIRST_BITS
        } else {
            self.bits + 1
        };
        let empty = Slot {
            key: [0; 7],
            value: V::default(),
        };
        let old = std::mem::replace(&mut self.slots, vec![empty; 1 << bits]);
        self.bits = bits;
        for s in old {
            if s.key[0] != 0 {
                let i = self.find(&s.key);
                self.slots[i] = s;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    #[test]
    fn keys_tell_boards_apart_and_the_table_finds_what_it_holds() {
        let a = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        // The same squares with other roles, other sides, other rights.
        let b = Position::from_fen("4k3/8/8/8/8/8/8/N3K2R w K - 0 1").unwrap();
        let c = Position::from_fen("4k3/8/8/8/8/8/8/r3K2R w K - 0 1").unwrap();
        let ka = key(a.board(), 0, a.castling());
        let kb = key(b.board(), 0, a.castling());
        let kc = key(c.board(), 0, c.castling());
        let kd = key(a.board(), 1, a.castling());
        let ke = key(a.board(), 0, c.castling());
        let keys = [ka, kb, kc, kd, ke];
        for (i, x) in keys.iter().enumerate() {
            for y in &keys[i + 1..] {
                assert_ne!(x, y);
            }
        }
        let mut t: Table<u32> = Table::new();
        // Enough entries to grow several times.
        for n in 0..1000u64 {
            *t.entry(key(a.board(), n, a.castling())) = n as u32 + 1;
        }
        *t.entry(kb) += 7;
        for n in 0..1000u64 {
            assert_eq!(
                t.get(&key(a.board(), n, a.castling())),
                Some(&(n as u32 + 1))
            );
        }
        assert_eq!(t.get(&kb), Some(&7));
        assert_eq!(t.get(&kc), None);
    }
}
