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
pub(super) type Key = [u64; KEY];

/// Words in a [`Key`].
const KEY: usize = 7;

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

/// What a table holds for a key: one word, stored in the slot's last.
pub(super) trait Word: Copy + Default {
    fn to_word(self) -> u64;
    fn from_word(w: u64) -> Self;
}

impl Word for bool {
    fn to_word(self) -> u64 {
        u64::from(self)
    }
    fn from_word(w: u64) -> bool {
        w != 0
    }
}

/// Words in one slot: the key and the value, one cache line.
const SLOT: usize = 8;

/// A map from [`Key`] to `V`, with linear probing; grows (doubling) at half full.
/// The slots are plain words, so that a new table is allocated zeroed (fresh
/// pages from the system, no pass writing them: an empty slot is all zeros) and
/// each slot starts on a cache line (the allocation holds one slot more, and
/// the first one begins at the first line boundary in it).
pub(super) struct Table<V> {
    words: Vec<u64>,
    /// Where the first slot begins in `words`.
    start: usize,
    len: usize,
    /// log2 of the number of slots (0 while there are none).
    bits: u32,
    value: std::marker::PhantomData<V>,
}

/// Slots of a table's first allocation (one page's worth: most searches stay
/// small).
const FIRST_BITS: u32 = 6;

/// The value of one slot, written back to it when dropped ([`Table::entry`]).
pub(super) struct EntryMut<'a, V: Word> {
    word: &'a mut u64,
    value: V,
}

impl<V: Word> std::ops::Deref for EntryMut<'_, V> {
    type Target = V;
    fn deref(&self) -> &V {
        &self.value
    }
}

impl<V: Word> std::ops::DerefMut for EntryMut<'_, V> {
    fn deref_mut(&mut self) -> &mut V {
        &mut self.value
    }
}

impl<V: Word> Drop for EntryMut<'_, V> {
    fn drop(&mut self) {
        *self.word = self.value.to_word();
    }
}

impl<V: Word> Table<V> {
    pub(super) fn new() -> Table<V> {
        Table {
            words: Vec::new(),
            start: 0,
            len: 0,
            bits: 0,
            value: std::marker::PhantomData,
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

    /// The first word of slot `i`.
    #[inline]
    fn at(&self, i: usize) -> usize {
        self.start + i * SLOT
    }

    /// The first word of the slot holding `key`, or of the empty slot where it
    /// would go.
    #[inline]
    fn find(&self, key: &Key) -> usize {
        let mask = (1usize << self.bits) - 1;
        let mut i = self.home(key);
        loop {
            let w = self.at(i);
            let s = &self.words[w..w + KEY];
            if s[0] == 0 || s == key {
                return w;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    pub(super) fn get(&self, key: &Key) -> Option<V> {
        if self.bits == 0 {
            return None;
        }
        let w = self.find(key);
        (self.words[w] != 0).then(|| V::from_word(self.words[w + KEY]))
    }

    /// The value of `key`, inserted as the default if absent.
    #[inline]
    pub(super) fn entry(&mut self, key: Key) -> EntryMut<'_, V> {
        debug_assert!(key[0] != 0, "a key's first word is never 0");
        if (self.len + 1) * 2 > 1 << self.bits {
            self.grow();
        }
        let w = self.find(&key);
        if self.words[w] == 0 {
            self.words[w..w + KEY].copy_from_slice(&key);
            self.words[w + KEY] = V::default().to_word();
            self.len += 1;
        }
        let word = &mut self.words[w + KEY];
        let value = V::from_word(*word);
        EntryMut { word, value }
    }

    /// Doubles the slots (the first time: allocates them) and puts every entry back.
    fn grow(&mut self) {
        let bits = if self.bits == 0 {
            FIRST_BITS
        } else {
            self.bits + 1
        };
        let old = std::mem::replace(&mut self.words, vec![0; ((1 << bits) + 1) * SLOT]);
        let old_start = self.start;
        let old_slots = if self.bits == 0 {
            0
        } else {
            1usize << self.bits
        };
        // (Addresses are only read, to find the first line boundary.)
        let line = 64 / std::mem::size_of::<u64>();
        self.start = (line - (self.words.as_ptr() as usize / 8) % line) % line;
        self.bits = bits;
        for i in 0..old_slots {
            let s = &old[old_start + i * SLOT..old_start + (i + 1) * SLOT];
            if s[0] != 0 {
                let key: Key = s[..KEY].try_into().unwrap_or_default();
                let w = self.find(&key);
                self.words[w..w + SLOT].copy_from_slice(s);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    impl Word for u32 {
        fn to_word(self) -> u64 {
            u64::from(self)
        }
        fn from_word(w: u64) -> u32 {
            w as u32
        }
    }

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
            assert_eq!(t.get(&key(a.board(), n, a.castling())), Some(n as u32 + 1));
        }
        assert_eq!(t.get(&kb), Some(7));
        assert_eq!(t.get(&kc), None);
    }
}
