//! # Proofs not tried
//! On the slow rows most proofs below the root fail (fresh-106-4: 352 k of 516 k,
//! at 16-60 pictures each; fresh-127-4: 68 k of 128 k, at 150-250), and a state
//! whose proof fails is expanded anyway: the proof cost its pictures and gave
//! only the facts it noted. Whether it fails is foretold by the unit that moved.
//! A state's picture is its parent's with the moved unit `u` narrowed to one
//! square (and the ways it now bars); the parent's proof failed, and its splits
//! tried the units that defeated its pictures. Where `u` is none of the units the
//! parent's proof split (at any level), the child's proof meets the parent's
//! defeaters again, as wide as before, and mostly fails: on fresh-127-4, 35 k of
//! 44.5 k such proofs with 4 or more moves left failed, at 155 pictures each; of
//! the proofs after a move of a split unit, 19 k of 62 k.
//! - **The relevant units** of a state not proved are the units its proof split
//!   (by their squares; kept with the state's facts in the table, for a state
//!   whose proof is not tried again). They are handed down as the facts are, each
//!   unit taking its square along (and a castling rook). A child reached by a move
//!   of a relevant unit (or a child of the root: the root's proof splits deepest)
//!   gets the full proof, and its split units are the relevant ones below it. A
//!   child reached by a move of another unit gets only a **glance**: its picture,
//!   narrowed by the facts, evaluated once without splitting or learning (one
//!   picture). If the glance proves it, it is cut and recorded as proved; else
//!   it is expanded (its failure not recorded: another path, by a relevant
//!   unit, may still prove it), and its children go by the same relevant units.
//! - **One move before the end** of the length (below the root) every state gets
//!   only the glance: its children are only judged, and judging them is cheap
//!   (most checking ends are proved by an escape kept, at one picture each), while
//!   its full proof mostly fails after dozens of pictures. On f17-random-037-8's
//!   length 5, 51,546 full proofs one move before the end looked at 1.6 M
//!   pictures, 3.7 s of the pass's 5.7 s, and proved 9,819 states; with the
//!   glance the search took 2,988,114 -> 1,247,347 pictures (125,195 states
//!   instead of 119,919, 700,983 ends judged instead of 478,951), 7.1 s -> 3.8 s
//!   on one thread; f17-random-021-8 4.28 M -> 1.03 M pictures, 12.4 s -> 3.8 s.
//! - **Why nothing is lost.** The glance is the proof at depth 0, sound as every
//!   proof. A proof not tried cuts nothing: the state is expanded, as after a
//!   failed proof, and the facts handed down to it stay true (it learns none of
//!   its own). So the gate costs speed where it skips a proof that would have
//!   succeeded, never exactness.
//! - **Why nothing is lost.** By induction over the walk's order, every completion
//!   of a state whose search ended (not at a limit) is judged or proved not to
//!   mate, within the pass's limit. Let `x` be in the sleep set of `t`, reached by
//!   moves `u` from the state `a` where `x` was an earlier move than the first of
//!   `u` (or came from `a`'s own sleep set, and so on up: the same argument from
//!   further up). `x` commutes with each move of `u` in turn, so `a·x·u` is legal
//!   and is the state `t·x`; so a completion `x·C` of `t` ends where the completion
//!   `u·C` of `a·x` ends, and `a·x` was searched before `t` (or its own cover
//!   before it). Its series has the same length, the facts and proofs used there
//!   hold for every completion of the states they were found in, and whether an
//!   end position mates depends only on the position. So each line the sleep set
//!   skips ends where a line already judged or proved ends.
//! - **Same counts on any threads.** The relevant units are a function of the
//!   proofs on the path and the table, as the facts are; a batch gates its tasks
//!   by the same test, and a child the walk will only glance at gets a glance as
//!   its task (and its tail proof, if it has one), a pure function of the state,
//!   the facts and the escapes like a proof: the walk takes it only for a glance,
//!   and a proof only for a full proof.
//! - **Figures.** The fresh set (tests/data/flicker-mate-fresh.tsv) 1.34 M states,
//!   739 k judged, 37.6 M pictures before, 1.35 M, 906 k and 29.1 M with the gate:
//!   fresh-127-4 69.7 k -> 111 k states, 12.33 M -> 8.19 M pictures; fresh-106-4
//!   376 k -> 325 k states, 14.19 M -> 12.56 M pictures; fresh-154-4 0.91 M ->
//!   0.47 M pictures. Gating only states with 2 moves left or more kept more
//!   states out (1.38 M; 127-4 79 k) but looked at 32.1 M pictures and was slower;
//!   making every proof one move before the end one level shallower as well took
//!   127-4 to 621 k states. Which units are relevant is a choice, not a condition:
//!   the units split at the proofs' top level only kept fewer proofs (127-4 153 k
//!   states, 9.6 M pictures).
//!
//! - **Figures.** States / judged / pictures before and with the bound:
//!   committed match rows 128,015 / 150,909 / 2.23 M -> 55,620 / 146,175 /
//!   1.69 M (match-random-083-10 21,743 -> 3,551 states), fresh seed 7 428,491
//!   -> 305,131 states, seed 13 463,169 -> 351,164 (f13-random-059-10 57,620 /
//!   1.14 M -> 20,215 / 447 k; f13-greedy-074-5 166,380 -> 137,646: most of it is
//!   the proof that no mate of 7 to 9 moves exists, walked with many moves left),
//!   seed 17 f17-random-044-9 63,082 / 1.48 M -> 24,030 / 817 k. Counting the
//!   units between as above, instead of taking every line from a unit's own
//!   square as open: f13-greedy-074-5 137,646 -> 108,208 states, seed 13
//!   351,164 -> 317,181, f13-random-059-10 20,215 -> 16,697.
//!

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
    /// (module docs, "Proofs not tried")?
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
    /// glance, whatever units are relevant (module docs, "Proofs not tried"); with
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

    /// The gate on the proofs (module docs, "Proofs not tried") changes no answer:
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
