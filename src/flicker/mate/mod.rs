//! Mate in one series: for the side to move, a series after which the opponent is
//! mated (no series of the opponent frees its king), or the news that none exists.
//!
//! # Search
//! The search deepens by series length in passes (below), so the mating series
//! it reports is a shortest one. Within a pass it walks the legal series
//! depth-first, with a transposition table over series states (board, moved units,
//! castling rights: the same state has the same continuations whatever the order
//! that reached it) and a cache of the end positions the solver judged (a position
//! is mate or not whatever series led to it, so defender verdicts are shared across
//! the attacker's move orders). Only end states that give check are judged — mate
//! needs check — each by an escape kept that frees the king there, or else by the
//! exact solver ("Judging ends").
//!
//! Every promotion piece is tried (an under-promotion may be the only mate). The
//! search stops at a node or time limit; the report then says it is incomplete, so
//! "no mate" is only claimed when every series was examined or cut by a proof.
//! [`mate_in_one_unpruned`] is the same search without the proof, kept as the
//! reference the tests compare against.
//!

mod gate;
mod judge;
mod order;
mod parallel;
mod picture;
mod prover;
mod sleep;
mod states;
mod table;
mod walk;

use super::notation::series_san;
use super::Series;
use crate::chess::Position;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How much work the search may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MateLimits {
    /// Series states visited, over all lengths.
    pub max_nodes: u64,
    pub max_time: Duration,
    /// Threads the search may use: the caller's, and `threads - 1` more for the
    /// no-mate proofs (module docs, "Two threads"; 0 counts as 1). The answer and
    /// the counts are the same for any number; only the time differs.
    pub threads: u8,
}

impl MateLimits {
    /// The threads a search uses by default: the machine's two cores.
    pub const THREADS: u8 = 2;
}

impl Default for MateLimits {
    fn default() -> Self {
        MateLimits {
            max_nodes: 5_000_000,
            max_time: Duration::from_secs(10),
            threads: MateLimits::THREADS,
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
    /// End positions judged (by an escape kept, or else by the solver: module
    /// docs, "Judging ends"); one the solver judged is not judged again.
    pub judged: u64,
    /// Pictures the no-mate proofs looked at (their cost, independent of the
    /// machine's load).
    pub pictures: u64,
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

/// Search for a series of the side to move that mates the opponent.
pub fn mate_in_one(pos: &Position, limits: MateLimits) -> MateReport {
    run(pos, limits, true, None)
}

/// [`mate_in_one`] that also stops, as at a limit ([`MateOutcome::GaveUp`]), soon
/// after `cancel` is set (checked with the time limit, every 1,024 states).
pub fn mate_in_one_cancellable(
    pos: &Position,
    limits: MateLimits,
    cancel: &AtomicBool,
) -> MateReport {
    run(pos, limits, true, Some(cancel))
}

/// The same question answered by the plain search without the no-mate proof: every
/// legal series of each length is walked (with the transposition table). Slow; kept
/// as the reference the pruned search is checked against.
pub fn mate_in_one_unpruned(pos: &Position, limits: MateLimits) -> MateReport {
    run(pos, limits, false, None)
}

fn run(pos: &Position, limits: MateLimits, prune: bool, cancel: Option<&AtomicBool>) -> MateReport {
    walk::run_gated(pos, limits, prune, cancel, true)
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
