//! What the walk knows of each series state, in one table keyed by the state.
//!
//! A series state is the board, the moved units and the castling rights (the
//! mover is the same in every state of one search). Its continuations depend on
//! nothing else: the same state has the same completions whatever the order of
//! the moves that reached it, and its depth (the number of units moved) is the
//! same on every path, so the moves left to it in a pass are too. So what was
//! found for a state on one path holds on every path: that it is proved (no
//! completion mates), the facts a proof noted (they are about the state's
//! completions, not the path), that it is complete (every completion of any
//! length examined or cut), and that it was searched in vain in this pass with at
//! least so many moves left (`walk.rs`, "Passes"). The table's key is the state
//! itself (`table.rs`), so a lookup finds only an equal state.

use super::table;
use crate::chess::Bitboard;
use crate::flicker::SeriesState;

/// A series state as the table keys it: board, moved units, castling rights
/// (the mover is the same in every state of a search).
pub(super) type StateKey = table::Key;

pub(super) fn state_key(state: &SeriesState) -> StateKey {
    table::key(&state.board, state.moved.0, state.castling)
}

/// What the no-mate proof found for a state.
pub(super) enum Known {
    /// No completion mates.
    Proved,
    /// Not proved; these end squares are ruled out (see [`Facts`]), and whether
    /// the learning proof was tried.
    Open {
        facts: Box<[(crate::chess::Square, Bitboard)]>,
        learned: bool,
        split: Bitboard,
    },
}

/// What the search knows of one series state. One table holds it all, so that a
/// visit looks the state up once per question on one entry, not in three tables;
/// small, so that key and entry share a cache line ([`table`]).
#[derive(Copy, Clone, Default)]
pub(super) struct Entry {
    /// What the no-mate proof found, once it was tried (pruned search only): 0
    /// not yet, [`PROVED`], else 1 + its index in [`States::open`].
    pub(super) known: u32,
    /// All its completions, of every length, were examined or cut (every line below
    /// it ended at a proof or an excluded square before the pass's limit ran out,
    /// and its sleep set skipped none of its moves): none mates, so no later pass
    /// needs it again. Kept across passes.
    pub(super) complete: bool,
    /// The most moves left with which it was already searched in vain, and the
    /// pass that searched it: a record of an earlier pass counts for nothing (0:
    /// none; passes start at 1).
    pub(super) seen_left: u8,
    pub(super) seen_in: u8,
}

impl Entry {
    /// Was the state searched in vain with at least `left` moves to go, in the
    /// current pass?
    pub(super) fn seen(&self, pass: u8, left: u8) -> bool {
        self.seen_in == pass && self.seen_left >= left
    }
}

/// An entry as the table's slot holds it: one word.
impl table::Word for Entry {
    fn to_word(self) -> u64 {
        u64::from(self.known)
            | u64::from(self.complete) << 32
            | u64::from(self.seen_left) << 40
            | u64::from(self.seen_in) << 48
    }
    fn from_word(w: u64) -> Entry {
        Entry {
            known: w as u32,
            complete: w >> 32 & 1 != 0,
            seen_left: (w >> 40) as u8,
            seen_in: (w >> 48) as u8,
        }
    }
}

/// [`Entry::known`] of a state proved.
const PROVED: u32 = u32::MAX;

static KNOWN_PROVED: Known = Known::Proved;

/// State → what is known of it ([`Entry`]), and the facts of the states not
/// proved (too large for the table's line).
pub(super) struct States {
    pub(super) table: table::Table<Entry>,
    pub(super) open: Vec<Known>,
}

impl States {
    pub(super) fn new() -> States {
        States {
            table: table::Table::new(),
            open: Vec::new(),
        }
    }

    pub(super) fn get(&self, key: &StateKey) -> Option<Entry> {
        self.table.get(key)
    }

    pub(super) fn entry(&mut self, key: StateKey) -> table::EntryMut<'_, Entry> {
        self.table.entry(key)
    }

    /// What the no-mate proof found for the state of `entry`, once tried.
    pub(super) fn known(&self, entry: Entry) -> Option<&Known> {
        match entry.known {
            0 => None,
            PROVED => Some(&KNOWN_PROVED),
            i => self.open.get(i as usize - 1),
        }
    }

    /// Records what the no-mate proof found for the state of `key`.
    pub(super) fn set_known(&mut self, key: StateKey, known: Known) {
        let mut entry = self.table.entry(key);
        match known {
            Known::Proved => entry.known = PROVED,
            open => match entry.known {
                0 | PROVED => {
                    self.open.push(open);
                    entry.known = self.open.len() as u32;
                }
                i => self.open[i as usize - 1] = open,
            },
        }
    }
}
