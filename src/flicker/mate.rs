//! Mate in one series: for the side to move, a series after which the opponent is
//! mated (no series of the opponent frees its king), or the news that none exists.
//!
//! The search deepens by series length (1, 2, 3, ... moves), so the first mating
//! series found is a shortest one. Within one length it walks the legal series
//! depth-first, with a transposition table over series states (board, moved units,
//! castling rights: the same state has the same continuations whatever the order
//! that reached it) and a cache of the end positions already judged (a position is
//! mate or not whatever series led to it). Only end states that give check are
//! judged — mate needs check — and each is judged by the exact solver.
//!
//! Every promotion piece is tried (an under-promotion may be the only mate). The
//! search stops at a node or time limit; the report then says it is incomplete, so
//! "no mate" is only claimed when every series was looked at.

use super::notation::series_san;
use super::{solve, Series, SeriesState, Verdict};
use crate::chess::{Bitboard, Board, Castling, Move, Position};
use crate::core::hash::FastHash;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How much work the search may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MateLimits {
    /// Series states visited, over all lengths.
    pub max_nodes: u64,
    pub max_time: Duration,
}

impl Default for MateLimits {
    fn default() -> Self {
        MateLimits {
            max_nodes: 5_000_000,
            max_time: Duration::from_secs(10),
        }
    }
}

/// What the search found.
#[derive(Clone, Debug)]
pub enum MateOutcome {
    /// This series mates (and no shorter one does).
    Found(Series),
    /// Every legal series was examined: none mates.
    NoneExists,
    /// The limits were reached first; shorter series than `searched_len` were all
    /// examined and none mates.
    GaveUp { searched_len: usize },
}

/// The outcome and what it cost.
#[derive(Clone, Debug)]
pub struct MateReport {
    pub outcome: MateOutcome,
    /// Series states visited.
    pub nodes: u64,
    /// Distinct end positions judged by the solver.
    pub judged: u64,
    pub elapsed: Duration,
    pub limits: MateLimits,
}

impl MateReport {
    /// The mating series in SAN, if one was found.
    pub fn san(&self) -> Vec<String> {
        match &self.outcome {
            MateOutcome::Found(s) => series_san(s),
            _ => Vec::new(),
        }
    }
}

type StateKey = (Board, Bitboard, Castling);
type EndKey = (Board, Castling, Bitboard);

struct Search<'a> {
    start: &'a Position,
    limits: MateLimits,
    began: Instant,
    nodes: u64,
    judged: u64,
    /// State → the largest remaining length already searched from it in vain.
    seen: HashMap<StateKey, u8, FastHash>,
    /// End position → mate?
    ends: HashMap<EndKey, bool, FastHash>,
    path: Vec<Move>,
    /// One move buffer per depth, reused (no allocation per node).
    buffers: Vec<Vec<Move>>,
    out_of_budget: bool,
    /// Set by another thread to stop the search (it then gives up as at a limit).
    cancel: Option<&'a AtomicBool>,
}

/// Search for a series of the side to move that mates the opponent.
pub fn mate_in_one(pos: &Position, limits: MateLimits) -> MateReport {
    search(pos, limits, None)
}

/// [`mate_in_one`] that also stops, as at a limit ([`MateOutcome::GaveUp`]), soon
/// after `cancel` is set (checked with the time limit, every 1,024 states).
pub fn mate_in_one_cancellable(
    pos: &Position,
    limits: MateLimits,
    cancel: &AtomicBool,
) -> MateReport {
    search(pos, limits, Some(cancel))
}

fn search(pos: &Position, limits: MateLimits, cancel: Option<&AtomicBool>) -> MateReport {
    let mut s = Search {
        start: pos,
        limits,
        began: Instant::now(),
        nodes: 0,
        judged: 0,
        seen: HashMap::default(),
        ends: HashMap::default(),
        path: Vec::new(),
        buffers: Vec::new(),
        out_of_budget: false,
        cancel,
    };
    let root = SeriesState::start(pos);
    let units = root.unmoved().count() as usize;
    let mut outcome = MateOutcome::NoneExists;
    for len in 1..=units {
        s.seen.clear();
        match s.dfs(&root, len as u8) {
            Some(found) => {
                outcome = MateOutcome::Found(found);
                break;
            }
            None if s.out_of_budget => {
                outcome = MateOutcome::GaveUp { searched_len: len };
                break;
            }
            None => {}
        }
    }
    MateReport {
        outcome,
        nodes: s.nodes,
        judged: s.judged,
        elapsed: s.began.elapsed(),
        limits,
    }
}

impl Search<'_> {
    /// Series of exactly `left` more moves from `state`; returns a mating one.
    fn dfs(&mut self, state: &SeriesState, left: u8) -> Option<Series> {
        if left == 0 {
            return self.judge(state);
        }
        let key = (state.board, state.moved, state.castling);
        if self.seen.get(&key).is_some_and(|&done| done >= left) {
            return None;
        }
        self.nodes += 1;
        if self.nodes >= self.limits.max_nodes
            || (self.nodes % 1024 == 0
                && (self.began.elapsed() >= self.limits.max_time
                    || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))))
        {
            self.out_of_budget = true;
        }
        if self.out_of_budget {
            return None;
        }
        let depth = self.path.len();
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[depth]);
        moves.clear();
        state.for_each_move(true, &mut |m| moves.push(m));
        let found = self.search_moves(state, &moves, left);
        self.buffers[depth] = moves;
        if found.is_none() && !self.out_of_budget {
            self.seen.insert(key, left);
        }
        found
    }

    /// Try each of `moves` from `state`, with `left` moves still to make.
    fn search_moves(&mut self, state: &SeriesState, moves: &[Move], left: u8) -> Option<Series> {
        for m in moves {
            let mut child = *state;
            child.apply(m);
            self.path.push(*m);
            let found = self.dfs(&child, left - 1);
            self.path.pop();
            if found.is_some() {
                return found;
            }
            if self.out_of_budget {
                return None;
            }
        }
        None
    }

    /// Is ending the series in `state` a mate? Then the series of the current path.
    fn judge(&mut self, state: &SeriesState) -> Option<Series> {
        if !state.may_end() || state.checks().is_empty() {
            return None;
        }
        let key = (state.board, state.castling, state.opponent_ep());
        let mate = match self.ends.get(&key) {
            Some(&m) => m,
            None => {
                let next = state.end_position(self.start, false);
                self.judged += 1;
                let m = matches!(solve(&next).verdict, Verdict::Mate);
                self.ends.insert(key, m);
                m
            }
        };
        if mate {
            Series::from_moves(*self.start, &self.path).ok()
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(fen: &str) -> MateReport {
        mate_in_one(&Position::from_fen(fen).unwrap(), MateLimits::default())
    }

    #[test]
    fn finds_a_short_mate_and_proves_its_absence() {
        // A back-rank "mate" is none in Flickering Chess: pawn and king together
        // make room (h6, Kh7).
        let r = report("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assert!(
            matches!(r.outcome, MateOutcome::NoneExists),
            "{:?}",
            r.outcome
        );
        // One bishop move reaches a reference mate (bishop on e5, see
        // tests/data/flicker-verdicts.tsv).
        let r = report("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1");
        let MateOutcome::Found(s) = &r.outcome else {
            panic!("{:?}", r.outcome)
        };
        assert_eq!(s.len(), 1);
        assert_eq!(r.san(), ["Be5#"]);
        // A lone king cannot mate anyone.
        let r = report("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(matches!(r.outcome, MateOutcome::NoneExists));
    }
}
