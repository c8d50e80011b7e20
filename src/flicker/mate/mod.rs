//! Mate in one series: for the side to move, a series after which the opponent is
//! mated (no series of the opponent frees its king), or the news that none exists.
//!
//! The search walks the legal series of the side to move, shortest lengths first,
//! and judges the positions where they end (`walk.rs`); everything else in this
//! folder cuts that walk down without changing its answer. Each file opens with the
//! argument for what it does (that its cut loses no mate, or that its verdict is
//! exact), in the words of the glossary below, which names each word's type.
//! [`mate_in_one_unpruned`] is the same walk without any of the proofs, kept as the
//! reference the tests compare against. Every promotion piece is tried (an
//! under-promotion may be the only mate). The search stops at a node or time
//! limit; the report then says it is incomplete, so "no mate" is only claimed when
//! every series was examined or cut by a proof.
//!
//! # Glossary
//! - **attacker** (A), **defender** (D): the side to move, whose series is
//!   searched, and the other side, whose king is to be mated (on `dk`).
//! - **unit**: a piece of the attacker (`picture::Unit`). A unit moves at most
//!   once in a series; one that moved stands where it is for good
//!   (`SeriesState::moved`), a **free** unit has its move still to come.
//! - **state**: a series state, `SeriesState` (board, moved units, castling
//!   rights), keyed in the table by `states::StateKey`.
//! - **completion** of a state: a legal continuation of its series by more moves
//!   of the attacker, and the **end position** where the series then ends.
//! - **pass**, **length**, `left`: the walk judges the series of the lengths
//!   `from..=limit` in one pass (`walk::Search`); `left` is the moves a state may
//!   still make in the pass.
//! - **judging an end**: deciding whether an end position is mate (`judge.rs`).
//! - **no-mate proof**: a sound test that no completion of a state mates
//!   (`Prover::cut`, `picture::Picture::proves_no_mate`); a state it proves is
//!   **proved** (`states::Known::Proved`).
//! - **picture** of a state: a `picture::Picture`, every end position of its
//!   completions over-approximated at once: each unit's **finals** (its end squares,
//!   `Unit::finals`) and the defender's pieces (`picture::Defence`), which never
//!   move during the series. Squares **certainly occupied** at the end are
//!   `Picture::end_block` (`attacks.rs`).
//! - **robust answer**: a defender series that frees the king in every end position
//!   of a picture (`Picture::answer_at`, `answers.rs`).
//! - **escape**: a defender series the solver found in an end position it judged
//!   (`picture::Escape`), tried on later pictures (`escapes.rs`) and ends
//!   (`judge.rs`).
//! - **split**, **case**: a picture cut into the pictures of one unit's finals, one
//!   case each (`Picture::fix`, `splitting.rs`).
//! - **facts**: end squares ruled out for units, learned by proofs and handed down
//!   the walk (`picture::Facts`, `facts.rs`).
//! - **glance**: the proof at depth 0, one picture, where the full proof is not
//!   worth trying (`Prover::glance`, `prover::Recall::Glance`); **relevant units**
//!   decide where (`gate::Relevant`).
//! - **the bound**: the moves a mate still needs (`Picture::needs_more_moves_than`,
//!   `reach.rs`).
//! - **postponed moves** (`Q`): moves that may always be made last
//!   (`picture::Postponed`); the **tail proof** proves the completions made of them
//!   alone (`prover::Tail`).
//! - **complete** state: every completion of any length examined or cut
//!   (`states::Entry::complete`).
//! - **sleep set**: the moves a state skips because an earlier line covered them
//!   (`walk::Search::sleeps`, `sleep.rs`).
//! - **task**, **batch**: a state's proofs as pure inputs (`prover::Task`), and those
//!   of a state's children posted together to helper threads (`parallel::Batch`).
//!
//! # Files
//! - `walk.rs`: the passes over lengths and the depth-first walk of states.
//! - `states.rs`, `table.rs`: what is known of each state, and the tables.
//! - `judge.rs`: judging end positions, and keeping the solver's escapes.
//! - `prover.rs`: the proofs as the walk asks for them (proof, glance, bound, tail).
//! - `gate.rs`: which states get the full proof and which only a glance.
//! - `order.rs`: the order of moves near the root.
//! - `sleep.rs`: the moves skipped by sleep sets.
//! - `parallel.rs`: the helper threads that do the children's proofs ahead.
//! - `picture/`: the picture and the no-mate proof on it: `mod.rs` the picture and
//!   its verdict, `attacks.rs` attacks in it, `defence.rs` the defender's pieces,
//!   `answers.rs` robust answers, `escapes.rs` escapes, `splitting.rs` splitting,
//!   `facts.rs` facts and learning, `postponed.rs` the postponed moves, `reach.rs`
//!   the bound.
//! - The figures behind the choices (which limits, which order, which depth) are
//!   in `docs/mate-search-history.md`.

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
    /// no-mate proofs (`parallel.rs`; 0 counts as 1). The answer and
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
