//! Judging ends: whether the series ending in a state is a mate, and the escapes
//! the solver finds on the way.
//!
//! An end position is mate when the defender is in check and no series of the
//! defender frees its king. Mate needs check, so only end states that give check
//! are judged; an end in which a unit stands on a square its facts rule out is
//! not judged either (no completion that ends so mates, `facts.rs`).
//! - **Spared by an escape.** An end position in check is judged by the solver,
//!   unless an escape kept frees the defender's king there: played on that
//!   position by the rules ([`SeriesState::series_ends_safe`]: each move a legal
//!   next move, the king unattacked after the last), it is a series of the
//!   defender that ends safe, so the end is no mate. Either verdict is exact: the
//!   defender has a safe series, or mate is claimed only where the solver finds
//!   none. An end spared so is not kept in the table of ends judged (proving it
//!   again is cheaper than the table's pages); the solver's verdicts are kept, by
//!   position (a position is mate or not whatever series led to it, so the
//!   verdicts are shared across the attacker's move orders).
//! - **Not spared by a robust answer.** A robust answer (`answers.rs`) would prove
//!   the end as well, but the solver is where the escapes come from, and an end
//!   proved without it adds none: an end no escape kept covers goes to the
//!   solver, and its escape (one there is: the end is no mate) joins those the
//!   proofs try ([`ESCAPES`], the latest ones); the ends like it are then spared by
//!   that escape. Which ends go to the solver is a choice, not a condition: it
//!   only costs the solver's time.

use super::picture::{Escape, Facts};
use super::prover::Prover;
use super::table;
use super::walk::Search;
use crate::chess::Move;
use crate::flicker::solver::rescue_from;
use crate::flicker::{Series, SeriesState};
use std::rc::Rc;

/// How many of the solver's escapes the proofs try (the latest ones).
const ESCAPES: usize = 16;

impl Search<'_> {
    /// Keeps an escape the solver found for the proofs to try (the pruned search
    /// only; a new one replaces the oldest once [`ESCAPES`] are kept).
    pub(super) fn keep_escape(&mut self, escape: Vec<Move>) {
        if !self.prune || escape.is_empty() {
            return;
        }
        let escape: Escape = escape.into_boxed_slice();
        if self.escapes.contains(&escape) {
            return;
        }
        if self.escapes.len() < ESCAPES {
            self.escapes.push(escape);
        } else {
            self.escapes[self.next_escape] = escape;
            self.next_escape = (self.next_escape + 1) % ESCAPES;
        }
        self.prover.shared = Rc::from(self.escapes.clone());
        self.version += 1;
    }

    /// Is ending the series in `state` a mate? Then the series of the current path.
    pub(super) fn judge(&mut self, state: &SeriesState, facts: &Facts) -> Option<Series> {
        // (Checks first: most end states give none, and that is the cheaper test.)
        if state.checks().is_empty() || !state.may_end() {
            return None;
        }
        if facts.rules_out_any(state.board.side(state.us)) {
            return None;
        }
        let key = table::key(&state.board, state.opponent_ep().0, state.castling);
        let mate = match self.ends.get(&key) {
            Some(m) => m,
            None => {
                // An escape kept that frees the king here spares the solver (a
                // robust answer does not: module docs).
                let answered = self.prune && self.prover.escapes_prove_end(state);
                self.judged += 1;
                self.near_mate(1);
                if answered {
                    // (Not kept: proving it again is cheaper than the table.)
                    return None;
                }
                // In check (only checks are judged): mate exactly when no series
                // frees the king.
                let m = match rescue_from(&Series::new(state.end_position(self.start, false))) {
                    None => true,
                    Some(escape) => {
                        self.near_mate(1);
                        self.keep_escape(escape);
                        false
                    }
                };
                *self.ends.entry(key) = m;
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

impl Prover {
    /// Whether an escape kept frees the defender in the end position of `state`
    /// (module docs): played there by the rules, move by move,
    /// it ends with the defender's king unattacked.
    pub(super) fn escapes_prove_end(&self, state: &SeriesState) -> bool {
        let reply = state.reply_start();
        self.shared.iter().any(|e| reply.series_ends_safe(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;
    use crate::flicker::mate::picture::testing::state_after;
    use crate::flicker::mate::picture::Picture;

    /// An end position that a robust answer proves but no escape kept is left to
    /// the solver (module docs), whose escape the proofs then
    /// try: fresh-112-4 after Qf7+ and Rxh7.
    #[test]
    fn an_end_no_escape_proves_goes_to_the_solver() {
        let fen = "rnbqkbnr/1ppppp1p/p7/1P1NP1pP/P1PP4/5QPB/3B1P2/2RK2NR w kq g6 0 3";
        let pos = Position::from_fen(fen).unwrap();
        let (end, _) = state_after(fen, "f3f7 h3f5 h5g6 h1h7");
        assert!(end.checks().any());
        let prover = Prover::new(&pos, Rc::from(Vec::new()));
        // A robust answer (stepping aside) proves it, but the judge leaves it to
        // the solver ...
        assert!(Picture::of_end(&end, &prover.defence)
            .unwrap()
            .proves_no_mate(0, &mut 0));
        assert!(!prover.escapes_prove_end(&end));
        // ... which frees the king (d6, Bxf5, Kd7); its escape joins those the
        // proofs try, and proves such ends by itself from then on.
        let escape = rescue_from(&Series::new(end.end_position(&pos, false))).unwrap();
        let with = Prover::new(&pos, Rc::from(vec![escape.into_boxed_slice()]));
        assert!(with.escapes_prove_end(&end));
    }
}
