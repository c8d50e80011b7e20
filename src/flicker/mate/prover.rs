//! The no-mate proofs as the walk asks for them: the proof of a state (or only
//! a glance at its picture), the bound on the moves a mate needs, and the tail
//! proof of the postponed moves.
//!
//! # The proof
//! Before a state is expanded, the no-mate proof (`picture/`) is tried on it, or
//! only a glance at its picture (`gate.rs`); a state it proves is cut for every
//! remaining length (the proof covers every completion, whatever its length), and
//! the verdict is kept per state (`states.rs`: whether a state is proved does not
//! depend on the path to it). The root gets a deeper proof (more splitting, and a
//! learning proof of three levels): it spares the whole search. A proof that fails
//! still notes facts (`facts.rs`); they are kept with the state and handed down to
//! its children, and where at least [`LEARN_LEFT`] moves are left a learning proof
//! adds more. How deep and how long the proofs split are choices, not conditions:
//! a proof that runs out of its budget simply fails, and the state is expanded.
//!
//! # Too few moves left
//! Where the bound (`reach.rs`) shows that every mating completion of a state needs
//! more moves than are left in the pass, the state is cut **for this pass only**:
//! it is neither judged nor expanded; it is recorded as searched in vain with
//! `left` moves in this pass (as it was: every completion the pass could judge from
//! it is shown not to mate), and it is not complete (a longer pass may reach it
//! with more moves left) nor proved (its proof is not tried: the bound is cheaper
//! than one picture). The sleep sets' argument holds as for a proof: a line a
//! sleep set skips has the same length as the line that covered it. The bound is
//! tried where the proof would be (or the table's record of it read), so it spares
//! the states with few moves left most of their pictures. A batch (`parallel.rs`)
//! does not test the bound: it still posts the task of a child the walk will cut
//! so, and that result is dropped uncounted.
//!
//! # Postponed moves
//! Where a state is not proved and two moves or more are left, its postponed moves
//! (`postponed.rs`) are left out once the tail proof shows that no completion made
//! of them alone mates; where they were postponed only because the longer
//! completions that would forbid it are not searched at this length, the state is
//! not complete.
//!
//! # Same answer on any thread
//! A [`Task`] holds every input of a state's proofs (the state, the facts handed
//! down with those kept for it, whether the plain proof failed before, whether it
//! learns, the moves left, whether it is only a glance) and [`Prover::work`] is a
//! pure function of it and of the escapes: the defender's `Defence` hint only
//! orders the squares tried. So whichever thread does a task, its [`Done`] is the
//! same (`parallel.rs`).

use super::gate::Relevant;
use super::picture::{Defence, Escape, Facts, Picture, Postponed};
use super::states::Entry;
use super::states::{state_key, Known, StateKey};
use super::walk::Search;
use crate::chess::Bitboard;
use crate::chess::Move;
use crate::chess::Position;
use crate::flicker::SeriesState;
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::rc::Rc;

/// How many units one no-mate proof may split, and how many pictures it may look at.
const PROOF_DEPTH: u32 = 2;
const PROOF_BUDGET: u32 = 2_000;
const ROOT_PROOF_DEPTH: u32 = 6;
const ROOT_PROOF_BUDGET: u32 = 200_000;

/// How deep the learning proof splits below the root (its cases are judged by one
/// picture each; deeper, it costs more than it saves where a mate is near), and at
/// the root (its facts narrow every state).
const LEARN_DEPTH: u32 = 1;
const ROOT_LEARN_DEPTH: u32 = 3;
const ROOT_LEARN_BUDGET: u32 = 50_000;

/// Learning is tried where at least this many moves are left in the pass: one
/// move before the end the children are only judged, and two moves before it
/// the grandchildren, whose plain proofs already narrow them by the facts they
/// note; there the facts of the learning proof would cost more than they save
/// (the state learns later if a longer pass reaches it with more moves left).
pub(super) const LEARN_LEFT: u8 = 3;

/// How far the proof over the completions made of postponed moves alone splits,
/// and how many pictures it may look at.
const TAIL_DEPTH: u32 = 2;
const TAIL_BUDGET: u32 = 500;

/// What the no-mate proofs of one state start from: what the sequential search
/// would hand them. Pure inputs, so the proofs may run on any thread.
#[derive(Clone)]
pub(super) struct Task {
    pub(super) state: SeriesState,
    /// The facts handed down, with those cached for the state.
    pub(super) facts: Facts,
    /// Whether the plain proof failed on it before (only learning is left).
    pub(super) tried: bool,
    pub(super) learn: bool,
    /// Moves left in the length: from 2, a failed proof is followed by the tail
    /// proof of the postponed moves.
    pub(super) left: u8,
    /// Whether the proof is only a glance ([`Search::gated`]).
    pub(super) glance: bool,
}

/// What the proofs of a [`Task`] found, and the escapes they used.
pub(super) struct Done {
    pub(super) key: StateKey,
    pub(super) version: u64,
    /// The moves left it was done for ([`Task::left`]: a mate found since the batch
    /// was posted lowers the pass's limit, and with it whether the state learns and
    /// which moves its tail proof may postpone).
    pub(super) left: u8,
    pub(super) proof: Proof,
    /// The postponed moves (for a state not proved, with two moves left or more).
    pub(super) tail: Option<Tail>,
}

impl Done {
    /// The proof and the tail proof of a task done in advance, if it was done
    /// from the inputs the walk has now for the state of `key`: the escapes of
    /// `version` and `left` moves (both may have changed since the batch was
    /// posted, `parallel.rs`).
    pub(super) fn if_current(
        self: Box<Done>,
        key: &StateKey,
        version: u64,
        left: u8,
    ) -> (Option<Proof>, Option<Tail>) {
        if self.key == *key && self.version == version && self.left == left {
            (Some(self.proof), self.tail)
        } else {
            (None, None)
        }
    }
}

/// The no-mate proof of one state: proved, or the facts learned.
pub(super) struct Proof {
    /// Whether it was a glance ([`Task::glance`]).
    pub(super) glance: bool,
    pub(super) proved: bool,
    pub(super) facts: Facts,
    pub(super) pictures: u64,
    /// The units its splits tried (their squares).
    pub(super) split: Bitboard,
}

/// The postponed moves of one state ([`Prover::postponed`]).
pub(super) struct Tail {
    pub(super) postponed: Option<Postponed>,
    pub(super) limited: bool,
    pub(super) pictures: u64,
}

/// What the table says of a state's proof before it is tried.
pub(super) enum Recall {
    /// It is already decided: cut, or not proved with the facts as they are.
    Proved,
    /// Not proved; the units its proofs split.
    Open(Bitboard),
    /// The full proof is not worth trying ([`Search::gated`]): only a glance at
    /// the picture; `relevant` stay the relevant units below.
    Glance(Relevant),
    /// The proof is to be tried from the facts (`tried`: the plain one failed,
    /// splitting `split`).
    Prove { tried: bool, split: Bitboard },
}

impl Recall {
    /// What the table's `entry` for a state tells of its proof, with `facts` the
    /// facts handed down, to which those cached for the state are added
    /// ([`Search::cut`]; `learn`: whether a failed proof should learn). (The facts
    /// are changed in place: they are large, and copying them per state cost more
    /// than the table lookup.)
    pub(super) fn of(known: Option<&Known>, facts: &mut Facts, learn: bool) -> Recall {
        match known {
            Some(Known::Proved) => Recall::Proved,
            Some(Known::Open {
                facts: f,
                learned,
                split,
            }) => {
                facts.add_compact(f);
                if *learned || !learn {
                    Recall::Open(*split)
                } else {
                    Recall::Prove {
                        tried: true,
                        split: *split,
                    }
                }
            }
            None => Recall::Prove {
                tried: false,
                split: Bitboard::EMPTY,
            },
        }
    }
}

/// The no-mate proofs as one thread runs them: the defender's pieces (shared by
/// every picture, they never move; its hint is the thread's own) and the escapes.
pub(super) struct Prover {
    pub(super) defence: Rc<Defence>,
    pub(super) shared: Rc<[Escape]>,
    /// The latest state pictured and its picture as built ([`Prover::picture`]).
    pub(super) picture: RefCell<Option<(SeriesState, Option<Picture>)>>,
}

impl Prover {
    /// The proofs of the search from `start`, trying these escapes.
    pub(super) fn new(start: &Position, escapes: Rc<[Escape]>) -> Prover {
        Prover {
            defence: Defence::of(&SeriesState::start(start)),
            shared: escapes,
            picture: RefCell::new(None),
        }
    }

    /// The picture of `state` ([`Picture::of_state`]). The proofs of one state
    /// follow each other (its cut or glance, then the tail proof of its postponed
    /// moves), so the latest picture is kept as built and copied, not built again:
    /// a picture is a function of the state and the defender's pieces alone.
    pub(super) fn picture(&self, state: &SeriesState) -> Option<Picture> {
        let mut last = self.picture.borrow_mut();
        if let Some((s, m)) = &*last {
            if s == state {
                return m.clone();
            }
        }
        let m = Picture::of_state(state, &self.defence);
        *last = Some((*state, m.clone()));
        m
    }

    /// The proofs of one state ([`Search::cut`], [`Search::dfs`]).
    pub(super) fn work(&self, task: &Task, version: u64) -> Done {
        let mut facts = task.facts;
        let (proved, pictures, split) = if task.glance {
            (self.glance(&task.state, &facts), 1, Bitboard::EMPTY)
        } else {
            self.cut(&task.state, &mut facts, task.tried, task.learn)
        };
        let proof = Proof {
            glance: task.glance,
            proved,
            facts,
            pictures,
            split,
        };
        let tail = (!proof.proved && task.left >= 2)
            .then(|| self.postponed(&task.state, &proof.facts, task.left));
        Done {
            key: state_key(&task.state),
            version,
            left: task.left,
            proof,
            tail,
        }
    }

    /// The no-mate proof of `state` from `facts` ([`Search::cut`]; `tried`: only
    /// the learning proof is left to try): whether it proved the state, and the
    /// pictures it looked at; `facts` gain what it learned.
    pub(super) fn cut(
        &self,
        state: &SeriesState,
        facts: &mut Facts,
        tried: bool,
        learn: bool,
    ) -> (bool, u64, Bitboard) {
        // The root is worth a deeper proof: it spares the whole search.
        let (depth, mut budget, learn_depth) = if state.is_empty() {
            (ROOT_PROOF_DEPTH, ROOT_PROOF_BUDGET, ROOT_LEARN_DEPTH)
        } else {
            (PROOF_DEPTH, PROOF_BUDGET, LEARN_DEPTH)
        };
        let before = budget;
        let learn_budget = if state.is_empty() {
            ROOT_LEARN_BUDGET
        } else {
            PROOF_BUDGET
        };
        let mut learning = learn_budget;
        let escapes = self.shared.clone();
        let mut split = Bitboard::EMPTY;
        let p = self.picture(state).is_some_and(|m| {
            let mut m = m.with_escapes(escapes);
            // What is known narrows the picture; if the proof fails on it, one that
            // learns from its cases (`facts.rs`) hands the facts to the children.
            let p = !m.restrict(facts)
                || (!tried && m.proves_no_mate_noting(depth, &mut budget, facts))
                || (learn && m.proves_no_mate_learning(learn_depth, &mut learning, facts));
            split = m.split_units();
            p
        });
        budget = budget.saturating_sub(learn_budget - learning);
        (p, 1 + u64::from(before - budget), split)
    }

    /// Whether the picture of `state` narrowed by `facts` proves it by itself,
    /// without splitting (one picture).
    pub(super) fn glance(&self, state: &SeriesState, facts: &Facts) -> bool {
        self.picture(state).is_some_and(|m| {
            let mut m = m.with_escapes(self.shared.clone());
            !m.restrict(facts) || m.proves_no_mate(0, &mut 0)
        })
    }

    /// The moves of `state` that may be postponed (`postponed.rs`), if every
    /// completion made of them alone is proved not to mate; `limited` when only
    /// completions of at most `left` moves allowed some of them.
    pub(super) fn postponed(&self, state: &SeriesState, facts: &Facts, left: u8) -> Tail {
        let mut tail = Tail {
            postponed: None,
            limited: false,
            pictures: 0,
        };
        let Some(mut m) = self.picture(state) else {
            return tail;
        };
        if !m.restrict(facts) {
            return tail;
        }
        let candidates = m.candidates(state);
        if candidates.is_empty() {
            return tail;
        }
        // First the moves that look irrelevant by the board as it is, then by
        // the units that never move again only (unless those are the same moves:
        // the same tail picture, whose proof failed).
        let mut failed: Option<Postponed> = None;
        for liberal in [true, false] {
            let mut lim = false;
            let p = m.postponable(&candidates, liberal, left, &mut lim);
            if p.is_empty() || failed.as_ref() == Some(&p) {
                continue;
            }
            let mut budget = TAIL_BUDGET;
            let mut tail_picture = m.tail(&p).with_escapes(self.shared.clone());
            let proved = tail_picture.proves_no_mate(TAIL_DEPTH, &mut budget);
            tail.pictures += 1 + u64::from(TAIL_BUDGET - budget);
            if proved {
                tail.limited = lim;
                tail.postponed = Some(p);
                return tail;
            }
            failed = Some(p);
        }
        tail
    }
}

impl Search<'_> {
    /// The cuts of `state` (whose table entry is `entry`, with `left` moves to
    /// go) before it is expanded (module docs): `Break` where it is cut
    /// (proved, or too few moves left for this pass), else the relevant units
    /// below it (`gate.rs`). `facts` gain those the table keeps for the state and
    /// those its proof noted. `ready`: its proof done in advance, if current.
    pub(super) fn try_cut(
        &mut self,
        state: &SeriesState,
        entry: Option<Entry>,
        left: u8,
        facts: &mut Facts,
        relevant: Relevant,
        ready: Option<Proof>,
    ) -> ControlFlow<(), Relevant> {
        let learn = left >= LEARN_LEFT;
        let mut recall = Recall::of(entry.and_then(|e| self.states.known(e)), facts, learn);
        // Too few moves left for any mate (module docs, "Too few moves left").
        if !matches!(recall, Recall::Proved) && self.needs_more_moves(state, facts, left) {
            self.open = true;
            let mut entry = self.states.entry(state_key(state));
            (entry.seen_left, entry.seen_in) = (left, self.pass);
            return ControlFlow::Break(());
        }
        let moved = self.path.last().map(|m| m.to);
        if matches!(recall, Recall::Prove { .. }) && self.gated(relevant, moved, left) {
            recall = Recall::Glance(relevant);
        }
        match self.cut(state, recall, facts, learn, ready) {
            None => ControlFlow::Break(()),
            Some(r) => ControlFlow::Continue(r),
        }
    }

    /// Leaves out of `moves`, those of `state` with `left` moves to go (two or
    /// more), the moves that may be made last, where every completion made of
    /// them alone is proved not to mate (module docs, "Postponed moves"; `tail`:
    /// that proof done in advance, if any).
    pub(super) fn postpone(
        &mut self,
        state: &SeriesState,
        facts: &Facts,
        left: u8,
        tail: Option<Tail>,
        moves: &mut Vec<Move>,
    ) {
        let tail = tail.unwrap_or_else(|| self.prover.postponed(state, facts, left));
        self.pictures += tail.pictures;
        self.proof_pictures[1] += tail.pictures;
        if let Some(p) = tail.postponed {
            moves.retain(|m| !p.contains(m));
            // Some were postponed only because the longer completions that
            // would forbid it are not searched at this length: the state is
            // not complete for longer ones.
            self.open |= tail.limited;
        }
    }

    /// Is it proved that no completion of `state` mates (`picture/`)? If not,
    /// `facts` (those from above and the table's, [`Recall`]) gain what the proof
    /// learned. `learn`: whether a failed proof should learn (only worth it where
    /// the children will be expanded, not merely judged). `ready`: the proof done
    /// in advance from the same inputs, if any.
    pub(super) fn cut(
        &mut self,
        state: &SeriesState,
        recall: Recall,
        facts: &mut Facts,
        learn: bool,
        ready: Option<Proof>,
    ) -> Option<Relevant> {
        let key = state_key(state);
        let (tried, before) = match recall {
            Recall::Proved => return None,
            Recall::Open(split) => return Some(Some(split)),
            Recall::Glance(relevant) => {
                self.pictures += 1;
                let proved = match ready.filter(|p| p.glance) {
                    Some(proof) => proof.proved,
                    None => self.prover.glance(state, facts),
                };
                if proved {
                    self.states.set_known(key, Known::Proved);
                    return None;
                }
                // (Not recorded: a path by a relevant unit may still prove it.)
                return Some(relevant);
            }
            Recall::Prove { tried, split } => (tried, split),
        };
        let (proved, pictures, split) = match ready.filter(|p| !p.glance) {
            Some(proof) => {
                *facts = proof.facts;
                (proof.proved, proof.pictures, proof.split)
            }
            None => self.prover.cut(state, facts, tried, learn),
        };
        let split = split | before;
        self.pictures += pictures;
        if !state.is_empty() {
            self.proofs[usize::from(learn)] += 1;
            self.proof_pictures[usize::from(learn)] += pictures;
        }
        let known = if proved {
            Known::Proved
        } else {
            Known::Open {
                facts: facts.compact(),
                learned: learn,
                split,
            }
        };
        self.states.set_known(key, known);
        (!proved).then_some(Some(split))
    }

    /// Does every mating completion of `state` (narrowed by `facts`) need more
    /// than `left` moves (`reach.rs`)?
    pub(super) fn needs_more_moves(&self, state: &SeriesState, facts: &Facts, left: u8) -> bool {
        // (The prover keeps the picture, so the proof that follows copies it.)
        self.prover
            .picture(state)
            .is_some_and(|mut m| m.restrict(facts) && m.needs_more_moves_than(left))
    }
}
