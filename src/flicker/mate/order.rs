//! The order of moves near the root.
//!
//! Within one length the moves of the states of depth below [`ORDER_DEPTH`] are
//! tried in an order meant to meet a mate early, so that the last length (the one
//! with the mate) ends soon: first the moves that give check (directly or by
//! opening a line) or promote, then the moves of the units that defeat the state's
//! picture (those a split would try first: attackers without an answer,
//! checkers), then the moves through which the most checking end positions were
//! reached so far (counted twice where the solver had to free the king), the order
//! they came in among equals. Checks come first because the near-mate counts
//! favour the moves tried first in the pass before, whose lines were walked before
//! their transpositions, and the defeaters favour a unit whose every move leaves
//! it harmless, as a rook shuffling behind its pawns.
//!
//! **Why nothing is lost.** Every move is still tried unless a mate is found, and
//! the lengths are still deepened one by one, so the answer and the length of the
//! series found are the same; only which mating series of that length is found
//! first may differ. The order is a function of the state and of what the walk did
//! before it on the search's own thread, so it is the same on any number of
//! threads. Deeper states keep the moves in the order they come in: there the order
//! decides which path first reaches a state and so which facts it gets, and an
//! order that moves the units the facts are about first uses them up early.

use super::picture::{Facts, Picture};
use super::walk::Search;
use crate::chess::{Bitboard, Move};
use crate::flicker::SeriesState;

/// The moves of states this close to the root are ordered (module docs);
/// deeper, the order the moves come in is kept (a choice: its figures are in
/// `docs/mate-search-history.md`).
pub(super) const ORDER_DEPTH: usize = 3;

impl Search<'_> {
    /// Puts first the moves that check or promote, then those of the units that
    /// defeat the picture of `state` (with `left` moves to go, at least two: else
    /// its children are only judged), then those through which the most checking
    /// end positions were reached (module docs). The order among equals is
    /// kept.
    pub(super) fn order(
        &mut self,
        state: &SeriesState,
        facts: &Facts,
        left: u8,
        moves: &mut [Move],
    ) {
        let mut defeaters = Bitboard::EMPTY;
        if left >= 2 {
            if let Some(mut m) = Picture::of_state(state, &self.prover.defence) {
                self.pictures += 1;
                if m.restrict(facts) {
                    defeaters = m.with_escapes(self.prover.shared.clone()).defeaters();
                }
            }
        }
        let near = &self.near_mates;
        moves.sort_by_cached_key(|m| {
            let seen = near.get(m.from.index() * 64 + m.to.index()).copied();
            std::cmp::Reverse((
                checks_or_promotes(state, m),
                defeaters.contains(m.from),
                seen,
            ))
        });
    }

    /// Counts a checking end position reached by the current path (`weight`:
    /// 2 where the solver had to free the king, else 1).
    pub(super) fn near_mate(&mut self, weight: u32) {
        if self.near_mates.is_empty() {
            self.near_mates = vec![0; 64 * 64];
        }
        for m in &self.path {
            self.near_mates[m.from.index() * 64 + m.to.index()] += weight;
        }
    }
}

/// Whether `m` gives check in `state` (the moved unit, or a line it opens) or
/// promotes (module docs).
fn checks_or_promotes(state: &SeriesState, m: &Move) -> bool {
    let mut child = *state;
    child.apply(m);
    m.promotion.is_some() || child.checks().any()
}
