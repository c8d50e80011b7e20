//! # Order of moves
//! Within one length the moves of the states of depth 0 to 2 are tried in
//! an order meant to meet a mate early, so that the last length (the one with the
//! mate) ends soon: first the moves that give check (directly or by opening a
//! line) or promote, then the moves of the units that defeat the state's picture
//! (those a split would try first: attackers without an answer, checkers), then
//! the moves through which the most checking end positions were reached so far
//! (counted twice where the solver had to free the king), the order they came in
//! among equals. (Checks first: the near-mate counts favour the moves tried
//! first in the pass before, whose lines were walked before their transpositions,
//! and the defeaters favour a unit whose every move leaves it harmless, as a rook
//! shuffling behind its pawns; on fresh-184-2 eight such rook moves, 21,000 states
//! each, came before the queen's move of the mate: 222,693 states, with checks
//! first 88,645; fresh-196-2, a promotion with check, 15,142 and 2,109.) Every
//! move is still tried unless a mate is found, and the lengths are still deepened
//! one by one, so the answer and the length of the series found are the same; only
//! which mating series of that length is found first may differ. The order is a
//! function of the state and of what the walk did before it on the search's own
//! thread, so it is the same on one thread and on two. Deeper states keep the
//! moves in the order they come in: there the order decides which path first
//! reaches a state and so which facts it gets, and an order that moves the units
//! the facts are about first uses them up early.
//!

use super::picture::{Facts, Picture};
use super::walk::Search;
use crate::chess::{Bitboard, Move};
use crate::flicker::SeriesState;

/// The moves of states this close to the root are ordered (module docs, "Order of
/// moves"); deeper, the order the moves come in is kept. With checks first, 3
/// rather than 2: fresh set 1.121 M -> 1.081 M states, 31.6 M -> 29.9 M pictures
/// (fresh-184-2 88,645 -> 71,516 states), committed match rows 294 k -> 272 k;
/// 4 gained on the match rows (257 k) but lost on the fresh set (30.1 M pictures;
/// fresh-154-4, no mate, 223 k states with 2, 246 k with 3, 277 k with 4).
pub(super) const ORDER_DEPTH: usize = 3;

impl Search<'_> {
    /// Puts first the moves that check or promote, then those of the units that
    /// defeat the picture of `state` (with `left` moves to go, at least two: else
    /// its children are only judged), then those through which the most checking
    /// end positions were reached (module docs, "Order of moves"). The order among
    /// equals is kept.
    pub(super) fn order(
        &mut self,
        state: &SeriesState,
        known: &Facts,
        left: u8,
        moves: &mut [Move],
    ) {
        let mut defeaters = Bitboard::EMPTY;
        if left >= 2 {
            if let Some(mut m) = Picture::of_state(state, &self.prover.defence) {
                self.pictures += 1;
                if m.restrict(known) {
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
/// promotes (module docs, "Order of moves").
fn checks_or_promotes(state: &SeriesState, m: &Move) -> bool {
    let mut child = *state;
    child.apply(m);
    m.promotion.is_some() || child.checks().any()
}
