//! The walk: passes over series lengths, and in each a depth-first walk of the
//! series states, judging the ends of the lengths the pass covers.
//!
//! # Passes
//! A pass judges the series of the lengths `from..=limit`: every state it reaches
//! at a depth (moves made) in that range is judged as an end, and it expands the
//! states at depths below `limit`. A state's depth is the number of units moved,
//! the same on every path to it, so the moves left to a state are the same on every
//! path too. The first passes take one length each (`from = limit`: iterative
//! deepening, which meets a short mate after little work). Once the states expanded
//! one move before the end grow by less than [`PASS_GROWTH`] times from one length
//! to the next, the search is past the widest part of its tree, where walking it
//! again for each length costs most, and the next pass takes every length left, so
//! that each state is walked once instead of once per length.
//! - Where a pass finds a mate of length `n`, it keeps that series and lowers its
//!   `limit` to `n - 1`, and goes on looking for a shorter one; it ends at once if
//!   `n` is its `from`. Every series of a length below `from` was judged by the
//!   passes before. So the series it reports is a shortest mate: the states walked
//!   before the mate were searched in vain with a limit at least as high, those
//!   walked after with the lowered one, and a state already searched in this pass
//!   (which the table skips, `states.rs`) was searched with a limit at least as
//!   high as now.
//! - A state searched in vain within a pass is recorded with the pass
//!   ([`Entry::seen`](super::states::Entry::seen)), so that another path to it in
//!   the same pass skips it.
//!
//! # A state's visit
//! [`Search::dfs`] visits a state in named steps: the table's record of it
//! ([`Search::skip_known`]); the cuts ([`Search::try_cut`], `prover.rs`: proved, or
//! too few moves left for a mate); the budget; judging it as an end if its depth is
//! one the pass judges (`judge.rs`); its moves less those its sleep set skips
//! (`sleep.rs`) and those postponed (`prover.rs`), in order (`order.rs`); each
//! child in turn ([`Search::walk`]), with the facts handed down (`facts.rs`); and
//! the record of the visit.
//!
//! # Complete states
//! A state is **complete** when, within one pass, every line below it ended at a
//! proof (or a fact, or a complete state) before the pass's limit ran out, no move
//! of it was skipped by its sleep set (`sleep.rs`) nor postponed only for the
//! length of this pass (`postponed.rs`, "Too far"), and no line was cut by the
//! bound (`prover.rs`), which holds for one pass only. Then every continuation from
//! it of any length passes a cut, and the series that end at the states in between
//! were judged by this pass or the ones before: no completion mates, and later
//! passes skip the state (it is kept across passes). The walk tracks this with
//! `Search::open`, set wherever something was left for a later pass.

use super::gate::{shift_relevant, Relevant};
use super::order::ORDER_DEPTH;
use super::parallel::{Batch, Helpers};
use super::picture::{Escape, Facts};
use super::prover::{Done, Prover, Tail};
use super::states::{state_key, States};
use super::states::{Entry, StateKey};
use super::table;
use super::{MateLimits, MateOutcome, MateReport};
use crate::chess::{Bitboard, Move, Position};
use crate::flicker::{Series, SeriesState};
use std::ops::ControlFlow;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// The search looks at one length per pass while the states expanded one move
/// before the end at least multiply by this from one length to the next; once
/// they grow slower, its next pass takes every length left (module docs,
/// "Passes"; a choice, not a condition).
pub(super) const PASS_GROWTH: u64 = 3;

pub(super) struct Search<'a> {
    pub(super) start: &'a Position,
    /// Whether states are cut by the no-mate proof (off for the reference search).
    pub(super) prune: bool,
    /// State → what is known of it ([`Entry`]: proved, complete, searched).
    pub(super) states: States,
    /// The pass being searched (module docs), counted from 1.
    pub(super) pass: u8,
    /// The shortest and the longest series this pass judges; `limit` falls when
    /// a mate is found, to one move less than it.
    pub(super) from: u8,
    pub(super) limit: u8,
    /// The shortest mating series found in this pass so far.
    pub(super) found: Option<Series>,
    /// The states expanded with one move left in the last two passes (oldest
    /// first): how fast the search grows with the length.
    pub(super) frontier_states: [u64; 2],
    /// Pictures looked at by the proofs (the cost of pruning).
    pub(super) pictures: u64,
    pub(super) limits: MateLimits,
    pub(super) began: Instant,
    pub(super) nodes: u64,
    pub(super) judged: u64,
    /// Whether the subtree being searched left something for a later pass.
    pub(super) open: bool,
    /// End position → mate?
    pub(super) ends: table::Table<bool>,
    pub(super) path: Vec<Move>,
    /// One move buffer per depth, reused (no allocation per node).
    pub(super) buffers: Vec<Vec<Move>>,
    /// The sleep set of the state at each depth of the current path (module
    /// docs, "Sleep sets"): moves whose continuations an earlier sibling of it
    /// or of an ancestor covered already.
    pub(super) sleeps: Vec<Vec<Move>>,
    /// Where a unit's leaving may expose a square to the defender
    /// ([`Defence::exposures`]).
    pub(super) exposure: Box<[Bitboard; 64]>,
    pub(super) out_of_budget: bool,
    /// Set by another thread to stop the search (it then gives up as at a limit).
    pub(super) cancel: Option<&'a AtomicBool>,
    /// The latest distinct escapes the solver found in end positions (the proofs
    /// try them as defender series, `escapes.rs`), the next slot to replace, and
    /// how many times the list changed.
    pub(super) escapes: Vec<Escape>,
    pub(super) next_escape: usize,
    pub(super) version: u64,
    /// The proofs of this thread: the defender's pieces and the escapes as the
    /// pictures share them.
    pub(super) prover: Prover,
    /// The other threads, once the search is worth them (`parallel.rs`), and the escapes as they were last handed to them.
    pub(super) helpers: Option<Helpers>,
    pub(super) sent: Option<(u64, Arc<[Escape]>)>,
    /// The proofs tried below the root, and the pictures they and the tail proofs
    /// looked at (what a batch of them may cost): of states with one move left,
    /// and with more (those learn, and have tail proofs).
    pub(super) proofs: [u64; 2],
    pub(super) proof_pictures: [u64; 2],
    /// The proofs of the state [`Search::dfs`] is about to visit, done in advance
    /// by a batch ([`Search::prepare`]); boxed, for the walk moves it at every
    /// state.
    pub(super) ready: Option<Box<Done>>,
    /// For each move (by origin and destination), how many checking end positions
    /// judged were reached through it, twice those the solver had to free the king
    /// from (`order.rs`). Empty until the first is counted (most
    /// searches judge none, and should not pay for the table).
    pub(super) near_mates: Vec<u32>,
    /// Whether proofs are gated by the relevant units (`gate.rs`; off only to test that the gate changes no answer).
    pub(super) gate: bool,
}

pub(super) fn run_gated(
    pos: &Position,
    limits: MateLimits,
    prune: bool,
    cancel: Option<&AtomicBool>,
    gate: bool,
) -> MateReport {
    let prover = Prover::new(pos, Rc::from(Vec::new()));
    let mut s = Search {
        start: pos,
        prune,
        states: States::new(),
        pass: 0,
        from: 0,
        limit: 0,
        found: None,
        frontier_states: [0; 2],
        pictures: 0,
        limits,
        began: Instant::now(),
        nodes: 0,
        judged: 0,
        open: false,
        ends: table::Table::new(),
        path: Vec::new(),
        buffers: Vec::new(),
        sleeps: Vec::new(),
        exposure: prover.defence.exposures(),
        out_of_budget: false,
        cancel,
        escapes: Vec::new(),
        next_escape: 0,
        version: 0,
        prover,
        helpers: None,
        sent: None,
        proofs: [0; 2],
        proof_pictures: [0; 2],
        ready: None,
        near_mates: Vec::new(),
        gate,
    };
    let root = SeriesState::start(pos);
    let units = root.unmoved().count() as usize;
    let mut outcome = MateOutcome::NoneExists;
    let mut from = 1;
    while from <= units {
        // One length at a time while the search grows fast with it; then every
        // length left at once (module docs).
        let [before, last] = s.frontier_states;
        let rest = s.prune && from > 2 && last < PASS_GROWTH * before;
        let limit = if rest { units } else { from };
        (s.pass, s.from, s.limit) = (s.pass + 1, from as u8, limit as u8);
        s.frontier_states = [last, 0];
        s.dfs(&root, limit as u8, &Facts::NONE, None);
        if let Some(found) = s.found.take() {
            outcome = MateOutcome::Found(found);
            break;
        }
        if s.out_of_budget {
            outcome = MateOutcome::GaveUp { searched_len: from };
            break;
        }
        from = limit + 1;
    }
    MateReport {
        outcome,
        nodes: s.nodes,
        judged: s.judged,
        pictures: s.pictures,
        elapsed: s.began.elapsed(),
        limits,
    }
}

impl Search<'_> {
    /// Series of at most `left` more moves from `state` (the pass's limit less
    /// the moves made), ending at a length the pass judges; a mating one is kept
    /// in `self.found` ([`Search::judge_end`]).
    /// `facts`: end squares ruled out for some units (from the proofs above).
    /// Clears `self.open` when every completion of `state` (of any length) was
    /// examined or cut, so that `state` is complete (see [`Entry::complete`]).
    /// `relevant`: the units whose moves are worth a proof, from the proof above
    /// ([`Search::gated`]).
    pub(super) fn dfs(&mut self, state: &SeriesState, left: u8, facts: &Facts, relevant: Relevant) {
        let outer = std::mem::replace(&mut self.open, false);
        self.visit(state, left, facts, relevant);
        self.open |= outer;
    }

    /// The steps of a state's visit (module docs, "A state's visit").
    fn visit(&mut self, state: &SeriesState, left: u8, facts: &Facts, relevant: Relevant) {
        if left == 0 {
            // Longer completions are left for the next passes. (A proof done in
            // advance for it, by a batch posted before a mate shortened the pass,
            // is not needed.)
            self.ready = None;
            self.open = true;
            self.judge_end(state, facts);
            return;
        }
        let ready = self.ready.take();
        let key = state_key(state);
        let ControlFlow::Continue(entry) = self.skip_known(&key, left) else {
            return;
        };
        let (ready, tail) = ready.map_or((None, None), |d| d.if_current(&key, self.version, left));
        let mut facts = *facts;
        let mut below = None;
        if self.prune {
            match self.try_cut(state, entry, left, &mut facts, relevant, ready) {
                ControlFlow::Break(()) => return,
                ControlFlow::Continue(r) => below = r,
            }
        }
        if !self.count_node(left) {
            self.open = true;
            return;
        }
        let depth = self.path.len();
        // A series may end here, if it is of a length this pass judges.
        if depth >= usize::from(self.from) {
            self.judge_end(state, &facts);
            if self.found.is_some() && usize::from(self.limit) <= depth {
                self.open = true;
                return;
            }
        }
        let moves = self.moves_to_try(state, left, &facts, tail);
        self.search_moves(state, &moves, left, &mut facts, below);
        self.buffers[depth] = moves;
        if !self.stopped() {
            let mut entry = self.states.entry(key);
            (entry.seen_left, entry.seen_in) = (left, self.pass);
            entry.complete |= !self.open;
        }
    }

    /// What the table knows of the state of `key`, to be visited with `left`
    /// moves; `Break` where it needs no visit: it is complete, or it was searched
    /// in vain in this pass with at least `left` moves (then, as there, something
    /// is left for a later pass).
    fn skip_known(&mut self, key: &StateKey, left: u8) -> ControlFlow<(), Option<Entry>> {
        let entry = self.states.get(key);
        if entry.is_some_and(|e| e.complete) {
            return ControlFlow::Break(());
        }
        if entry.is_some_and(|e| e.seen(self.pass, left)) {
            self.open = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(entry)
    }

    /// Counts the state about to be expanded (with `left` moves to go); false
    /// once the limits are reached (or the search is cancelled).
    fn count_node(&mut self, left: u8) -> bool {
        self.nodes += 1;
        if left == 1 {
            self.frontier_states[1] += 1;
        }
        if self.nodes >= self.limits.max_nodes
            || (self.nodes % 1024 == 0
                && (self.began.elapsed() >= self.limits.max_time
                    || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))))
        {
            self.out_of_budget = true;
        }
        !self.out_of_budget
    }

    /// The moves `state` (at the current depth, with `left` moves to go) is
    /// expanded by: its legal moves less those its sleep set skips and those
    /// postponed (`tail`: the tail proof done in advance, if any), in the order
    /// they are tried. In the depth's buffer, to be given back.
    fn moves_to_try(
        &mut self,
        state: &SeriesState,
        left: u8,
        facts: &Facts,
        tail: Option<Tail>,
    ) -> Vec<Move> {
        let depth = self.path.len();
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[depth]);
        moves.clear();
        state.for_each_move(true, &mut |m| moves.push(m));
        self.skip_asleep(&mut moves);
        if self.prune && left >= 2 {
            self.postpone(state, facts, left, tail, &mut moves);
        }
        if self.prune && depth < ORDER_DEPTH {
            self.order(state, facts, left, &mut moves);
        }
        moves
    }

    /// Whether the pass is over: out of budget, or a mate of its shortest length
    /// was found.
    pub(super) fn stopped(&self) -> bool {
        self.out_of_budget || self.limit < self.from
    }

    /// Judges ending the series in `state` ([`Search::judge`]); a mate is kept,
    /// and the pass then looks only for shorter ones.
    pub(super) fn judge_end(&mut self, state: &SeriesState, facts: &Facts) {
        if let Some(series) = self.judge(state, facts) {
            self.limit = self.path.len() as u8 - 1;
            self.found = Some(series);
        }
    }

    /// Try each of `moves` from `state`, with `left` moves still to make.
    pub(super) fn search_moves(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        left: u8,
        facts: &mut Facts,
        relevant: Relevant,
    ) {
        let batch = self.prepare(state, moves, left, facts, relevant);
        self.walk(state, moves, facts, batch.as_ref(), relevant);
        if let (Some(h), Some((b, _))) = (&self.helpers, &batch) {
            h.close(b);
        }
    }

    /// [`Search::search_moves`] with the proofs of `batch` (its tasks, and which
    /// move each is for) done in advance.
    pub(super) fn walk(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        facts: &mut Facts,
        batch: Option<&(Arc<Batch>, Vec<Option<usize>>)>,
        relevant: Relevant,
    ) {
        for (i, m) in moves.iter().enumerate() {
            // The moves left, as the pass's limit is now (a mate found below
            // lowers it).
            let depth = self.path.len() as u8;
            if self.stopped() || self.limit <= depth {
                self.open = true;
                return;
            }
            let left = self.limit - depth;
            let was = facts.apply(state.us, m);
            // The moved unit ends where it now stands: on an excluded square no
            // completion mates.
            if facts.rules_out(m.to) {
                facts.undo(state.us, m, was);
                continue;
            }
            let mut child = *state;
            child.apply(m);
            // (A child at the end of the length is only judged: it has no moves
            // to put to sleep.)
            if self.prune && left > 1 {
                self.put_to_sleep(&moves[..i], m);
            }
            self.path.push(*m);
            self.ready = match (&self.helpers, batch) {
                (Some(h), Some((b, at))) => {
                    at[i].and_then(|t| h.take(b, t, &self.prover, self.version))
                }
                _ => None,
            };
            self.dfs(
                &child,
                left - 1,
                facts,
                shift_relevant(relevant, state.us, m),
            );
            facts.undo(state.us, m, was);
            self.path.pop();
        }
    }
}
