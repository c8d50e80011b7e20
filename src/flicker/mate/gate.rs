//! Proofs not tried: which states get the full no-mate proof, and which only a
//! glance at their picture.
//!
//! A state's picture is its parent's with the moved unit `u` narrowed to one square
//! (and the ways it now bars); where the parent was not proved, its splits tried
//! the units that defeated its pictures. Where `u` is none of the units the
//! parent's proof split (at any level), the child's proof meets the parent's
//! defeaters again, as wide as before, and mostly fails after many pictures, while
//! a state whose proof fails is expanded anyway.
//! - **The relevant units** of a state not proved are the units its proof split
//!   (by their squares; [`Relevant`], kept with the state's facts in the table for
//!   a state whose proof is not tried again). They are handed down as the facts
//!   are, each unit taking its square along (and a castling rook:
//!   [`shift_relevant`]). A child reached by a move of a relevant unit (or a child
//!   of the root: the root's proof splits deepest) gets the full proof, and its
//!   split units are the relevant ones below it. A child reached by a move of
//!   another unit gets only a **glance**: its picture, narrowed by the facts,
//!   evaluated once without splitting or learning (one picture). If the glance
//!   proves it, it is cut and recorded as proved; else it is expanded (its failure
//!   not recorded: another path, by a relevant unit, may still prove it), and its
//!   children go by the same relevant units.
//! - **One move before the end** of the length (below the root) every state gets
//!   only the glance: its children are only judged, and judging them is cheap
//!   (most checking ends are spared by an escape kept, `judge.rs`), while its full
//!   proof mostly fails after dozens of pictures.
//! - **Why nothing is lost.** The glance is the proof at depth 0, sound as every
//!   proof. A proof not tried cuts nothing: the state is expanded, as after a
//!   failed proof, and the facts handed down to it stay true (it learns none of
//!   its own). So the gate costs speed where it skips a proof that would have
//!   succeeded, never exactness. Which units are relevant is a choice, not a
//!   condition.
//! - **Same counts on any threads.** The relevant units are a function of the
//!   proofs on the path and the table, as the facts are; a batch gates its tasks by
//!   the same test, and a child the walk will only glance at gets a glance as its
//!   task (and its tail proof, if it has one): the walk takes a task's result only
//!   for a glance if it was a glance, and only for a full proof if it was one.

use super::picture::Facts;
use super::walk::Search;
use crate::chess::{Bitboard, Move, MoveKind, Square};

/// Of a state not proved: the units (by their squares) whose moves are worth a
/// proof in its children; `None`: every unit's.
pub(super) type Relevant = Option<Bitboard>;

/// `relevant` after the move `m` of `us` (each unit keeps its own).
pub(super) fn shift_relevant(relevant: Relevant, us: crate::core::Side, m: &Move) -> Relevant {
    let mut r = relevant?;
    let mut shift = |from: Square, to: Square| {
        if r.contains(from) {
            r.remove(from);
            r.insert(to);
        }
    };
    shift(m.from, m.to);
    if let MoveKind::Castle(cs) = m.kind {
        let (from, to) = Facts::rook_squares(us, cs);
        shift(from, to);
    }
    Some(r)
}

impl Search<'_> {
    /// Is the full proof of the state reached by a move onto `moved` (none at the
    /// root), with `left` moves to go, not worth trying: one move before the end
    /// of the length, or the unit that moved being none of the `relevant` ones
    /// (module docs)?
    pub(super) fn gated(&self, relevant: Relevant, moved: Option<Square>, left: u8) -> bool {
        self.gate && gated(relevant, moved, left)
    }
}

/// [`Search::gated`], with the gate on.
fn gated(relevant: Relevant, moved: Option<Square>, left: u8) -> bool {
    moved.is_some_and(|to| left == 1 || relevant.is_some_and(|r| !r.contains(to)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Position, Square};
    use crate::flicker::mate::walk::run_gated;
    use crate::flicker::mate::{MateLimits, MateOutcome, MateReport};
    use crate::flicker::SeriesState;

    /// One move before the end of the length a state below the root gets only a
    /// glance, whatever units are relevant (module docs); with
    /// more moves left, only a move of a unit not relevant is gated.
    #[test]
    fn the_frontier_gets_only_a_glance() {
        let a1 = Square::parse("a1").unwrap();
        let every = None;
        let only_a1 = Some(Bitboard::from(a1));
        assert!(gated(every, Some(a1), 1));
        assert!(gated(only_a1, Some(a1), 1));
        assert!(!gated(every, Some(a1), 2));
        assert!(!gated(only_a1, Some(a1), 2));
        assert!(gated(only_a1, Some(Square::parse("h1").unwrap()), 2));
        // The root always gets the full proof.
        assert!(!gated(every, None, 1));
    }

    /// The relevant units follow their units as facts do: a move takes its unit's
    /// square along (a castling its rook's too), the others stay, and "every unit"
    /// stays so.
    #[test]
    fn relevant_units_follow_their_unit() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let state = SeriesState::start(&pos);
        let moves = state.legal_moves();
        let sq = |n: &str| Square::parse(n).unwrap();
        let find = |from: &str, to: &str| {
            *moves
                .iter()
                .find(|m| m.from == sq(from) && m.to == sq(to))
                .unwrap()
        };
        let r = Some(Bitboard::from(sq("h1")) | Bitboard::from(sq("a1")));
        let step = find("h1", "h5");
        assert_eq!(
            shift_relevant(r, state.us, &step),
            Some(Bitboard::from(sq("h5")) | Bitboard::from(sq("a1")))
        );
        // The king is not relevant, its rook is: castling takes the rook along.
        let castle = find("e1", "g1");
        assert!(matches!(castle.kind, MoveKind::Castle(_)));
        assert_eq!(
            shift_relevant(r, state.us, &castle),
            Some(Bitboard::from(sq("f1")) | Bitboard::from(sq("a1")))
        );
        assert_eq!(shift_relevant(None, state.us, &step), None);
    }

    /// The gate on the proofs (module docs) changes no answer:
    /// every position from games is answered alike with and without it, with a
    /// mate of the same length; and it is not idle (it changes the work of some).
    #[test]
    fn the_gate_on_proofs_changes_no_answer() {
        let limits = MateLimits {
            threads: 1,
            ..MateLimits::default()
        };
        let (mut mates, mut changed) = (0, 0);
        for line in include_str!("../../../tests/data/flicker-mate-games.tsv").lines() {
            let Some(fen) = line.split('\t').nth(1).filter(|_| !line.starts_with('#')) else {
                continue;
            };
            let pos = Position::from_fen(fen).unwrap();
            let gated = run_gated(&pos, limits, true, None, true);
            let plain = run_gated(&pos, limits, true, None, false);
            let answer = |r: &MateReport| match &r.outcome {
                MateOutcome::Found(s) => Some(Some(s.len())),
                MateOutcome::NoneExists => Some(None),
                MateOutcome::GaveUp { .. } => None,
            };
            assert_eq!(answer(&gated), answer(&plain), "{fen}");
            assert!(answer(&gated).is_some(), "{fen}");
            mates += usize::from(matches!(gated.outcome, MateOutcome::Found(_)));
            changed += usize::from(gated.pictures != plain.pictures);
        }
        assert!(
            mates >= 3 && changed >= 3,
            "{mates} mates, {changed} changed"
        );
    }
}
