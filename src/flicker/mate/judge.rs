//! - **Judging ends.** An end position in check is judged by the solver, unless
//!   an escape kept frees D's king there: played on that position by the rules
//!   (`SeriesState::series_ends_safe`: each move a legal next move, the king
//!   unattacked after the last), it is a series of D that ends safe. That spares
//!   the solver, and either verdict is exact (D has a safe series; mate is
//!   claimed only where the solver finds none). (It was the escapes' test on the
//!   picture of that position alone, every unit on its square, which gave the
//!   same verdicts on every bench row at several times the cost: f17-random-037-8
//!   1.14 s -> 0.80 s.) An end spared so is not kept in the table of ends judged:
//!   on f17-random-037-8 1 % of the lookups found an end judged before (the
//!   sleep sets and the table of states keep most orders of the same moves
//!   apart), and the table's pages cost more than replaying the escapes; the
//!   verdicts of the solver are kept. A robust
//!   answer does not spare it, though it would prove the end as well: the solver
//!   is where the escapes come from, and an end proved without it adds none. So
//!   an end no escape kept covers goes to the solver, and its escape (one there is:
//!   the end is no mate) joins those the proofs try; the ends like it are then
//!   spared by that escape. Which ends go to the solver is a choice, not a
//!   condition: it only costs the solver's time. (Sparing ends by robust answers
//!   starved the escapes: f13-random-040-7, all of whose 147,108 judged ends were
//!   answered robustly, kept none, its proofs failed and 179,513 states were
//!   expanded; with the solver on ends no escape covers it is proved after 2. Before
//!   that, fresh-112-4 kept no escape while robust answers that stepped aside
//!   spared its ends: 151,583 ends judged instead of 12,200, 278,204 states instead
//!   of 43,702; now 3,904 ends, 44,732 states. Every end to the solver, as a
//!   robust answer would have proved it, instead of only those no escape covers,
//!   proved 040-7 as well but cost on the committed match rows, 207 k -> 230 k
//!   states, mostly match-random-048-13, 13,506 -> 36,101; keeping 32 escapes
//!   instead of 16 did not help it. Only ends no escape covers add escapes of
//!   a new kind, not copies of those kept: 048-13 13,505 states.)

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
    pub(super) fn judge(&mut self, state: &SeriesState, known: &Facts) -> Option<Series> {
        // (Checks first: most end states give none, and that is the cheaper test.)
        if state.checks().is_empty() || !state.may_end() {
            return None;
        }
        if known.rules_out_any(state.board.side(state.us)) {
            return None;
        }
        let key = table::key(&state.board, state.opponent_ep().0, state.castling);
        let mate = match self.ends.get(&key) {
            Some(m) => m,
            None => {
                // An escape kept that frees the king here spares the solver (a
                // robust answer does not: module docs, "Judging ends").
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
    /// (module docs, "Judging ends"): played there by the rules, move by move,
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
    /// the solver (module docs, "Judging ends"), whose escape the proofs then
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
