//! The helper threads: the no-mate proofs of a state's children, done ahead of the
//! walk on the other cores ([`MateLimits::threads`](super::MateLimits) in all).
//!
//! # Why the answer and the counts are those of one thread
//! A proof is a pure function of its [`Task`] and of the escapes (`prover.rs`, "Same
//! answer on any thread"). Where a state with two moves left or more is expanded,
//! the walk posts the tasks of its children as a [`Batch`] ([`Search::prepare`]),
//! each with the inputs the walk will give that child: the parent's facts with the
//! move applied, what the table holds for it, whether it learns, whether it is only
//! a glance (`gate.rs`), and the escapes as they are when the batch is posted. The
//! walk then visits the children in their order as before; at each it takes the
//! helper's result, or does the task itself where no helper started on it.
//! Nothing the walk does between two siblings changes another sibling's inputs,
//! except the escapes (they follow the judgements below earlier siblings) and the
//! moves left (a mate found below an earlier sibling lowers the pass's limit,
//! `walk.rs`): the children of one state all have one unit more moved than it, the
//! states below a child have more still, so no sibling is visited, judged or
//! written in the table before its own turn. A result is taken only if neither
//! the escapes nor the moves left changed since the batch was posted; else the
//! proof is done again, at its turn, as the single-threaded search does it. The
//! results, the table and the counts are therefore exactly those of the search on
//! one thread, whatever the threads' timing: the pictures of a result are counted
//! when the walk takes it, and the results of children the walk never reaches (a
//! mate found before them, a limit) are dropped uncounted. Each thread has its own
//! `Defence` hint of the king square that answered last: it orders the squares
//! tried, never the verdict nor the splitting (`Picture::evaluate`).
//!
//! # When it is worth it
//! Batches are posted only in searches that already looked at [`HELP_AFTER`]
//! pictures, and only where the children's proofs are likely to be worth a
//! helper's waking up ([`BATCH_PICTURES`], from the average cost of proofs like
//! theirs so far), so short searches run as on one thread. A child whose proof is
//! gated gets its glance as its task, with the tail proof that follows a glance
//! that fails: on the rows where most children are only glanced at, those are
//! most of the work. These are choices, not conditions: they move work between
//! threads, never change a result.
//!
//! # The threads
//! Helpers take the tasks of the latest batch first (the one the search needs
//! soonest), each with its own [`Prover`], while the search takes, child by child,
//! either a helper's result ([`Done`]) or, where no helper has started on it, the
//! task itself, and while it waits for one a helper is on, does the last task
//! nobody took. A helper with nothing to do spins a little (batches come close
//! together while the search is busy), then parks until the next batch. A helper
//! that died (a panic) leaves its task to the search's thread, and so does one
//! that does not finish it soon (it was not running: the machine is busy with
//! other work). When the search ends its helpers are told to quit, and not waited
//! for.

use super::gate::{shift_relevant, Relevant};
use super::picture::{Escape, Facts};
use super::prover::{Done, Prover, Recall, Task, LEARN_LEFT};
use super::states::state_key;
use super::walk::Search;
use crate::chess::Move;
use crate::chess::Position;
use crate::flicker::SeriesState;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a helper spins for the next batch before it parks.
const SPIN: Duration = Duration::from_micros(200);
/// How long the search's thread waits for a task a helper is on (most take some
/// 10 µs, the longest about a millisecond) before it does the task itself.
const STALL: Duration = Duration::from_micros(1000);

/// The helper threads of one search; dropping it ends them.
pub(super) struct Helpers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

/// What the search's thread and its helpers share.
struct Shared {
    /// The batches whose children are being walked, the latest last.
    open: Mutex<Vec<Arc<Batch>>>,
    /// How many batches were posted (a helper that found no work waits for more).
    posted: AtomicU64,
    quit: AtomicBool,
}

/// The tasks of one batch and their results.
pub(super) struct Batch {
    tasks: Vec<Task>,
    /// The escapes the tasks are proved with, and their version in the search.
    escapes: Arc<[Escape]>,
    version: u64,
    /// The first task a helper may not have looked at yet, and the last one the
    /// search's thread may not have looked at yet, plus one.
    next: AtomicUsize,
    back: AtomicUsize,
    /// Whether some thread took the task.
    claimed: Vec<AtomicBool>,
    /// What the helpers found.
    done: Vec<Mutex<Option<Box<Done>>>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A helper that panicked left nothing half-written: a slot is set or not.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Batch {
    /// Claims the last task (after `after`, if given) that nobody took.
    fn last_open(&self, after: Option<usize>) -> Option<usize> {
        loop {
            let k = self.back.load(Ordering::Relaxed).checked_sub(1)?;
            if after.is_some_and(|i| k <= i) {
                return None;
            }
            self.back.store(k, Ordering::Relaxed);
            if !self.claimed[k].swap(true, Ordering::AcqRel) {
                return Some(k);
            }
        }
    }
}

impl Helpers {
    /// `n` helper threads for the search from `start`.
    pub(super) fn spawn(start: Position, n: usize) -> Helpers {
        let shared = Arc::new(Shared {
            open: Mutex::new(Vec::new()),
            posted: AtomicU64::new(0),
            quit: AtomicBool::new(false),
        });
        let threads = (0..n)
            .filter_map(|_| {
                let shared = shared.clone();
                // No thread to be had: the search's own does the work.
                std::thread::Builder::new()
                    .name("duochess-mate".into())
                    .spawn(move || help(&shared, &start))
                    .ok()
            })
            .collect();
        Helpers { shared, threads }
    }

    /// Offers `tasks` (to be proved with `escapes`, of `version`) to the helpers,
    /// until [`Helpers::close`].
    pub(super) fn post(
        &self,
        tasks: Vec<Task>,
        version: u64,
        escapes: Arc<[Escape]>,
    ) -> Arc<Batch> {
        let n = tasks.len();
        let batch = Arc::new(Batch {
            tasks,
            escapes,
            version,
            next: AtomicUsize::new(0),
            back: AtomicUsize::new(n),
            claimed: (0..n).map(|_| AtomicBool::new(false)).collect(),
            done: (0..n).map(|_| Mutex::new(None)).collect(),
        });
        lock(&self.shared.open).push(batch.clone());
        self.shared.posted.fetch_add(1, Ordering::Release);
        for t in &self.threads {
            t.thread().unpark();
        }
        batch
    }

    /// What was found for task `i` of `batch`; `None` if nobody started on it: it
    /// is the caller's to do. While a helper is on it, the caller does the last
    /// task nobody took, with `prover` (the escapes of `version`).
    pub(super) fn take(
        &self,
        batch: &Batch,
        i: usize,
        prover: &Prover,
        version: u64,
    ) -> Option<Box<Done>> {
        if !batch.claimed[i].swap(true, Ordering::AcqRel) {
            return None;
        }
        let mut waiting = Instant::now();
        loop {
            if let Some(done) = lock(&batch.done[i]).take() {
                return Some(done);
            }
            if self.threads.iter().any(JoinHandle::is_finished) {
                return None;
            }
            if let Some((b, k)) = self.last_open(batch, i) {
                let done = prover.work(&b.tasks[k], version);
                *lock(&b.done[k]) = Some(Box::new(done));
                waiting = Instant::now();
                continue;
            }
            // A helper that takes much longer than a task is not running (the
            // machine is busy): the task is done here too, and its result there
            // is dropped.
            if waiting.elapsed() >= STALL {
                return None;
            }
            std::hint::spin_loop();
        }
    }

    /// A task nobody took, for the search's thread to do while it waits for task
    /// `i` of `batch`: the last one after `i` there, else the last one of the
    /// latest other open batch that has one (the search takes the tasks of each
    /// batch in order, so one nobody took is still ahead of it).
    fn last_open(&self, batch: &Batch, i: usize) -> Option<(Arc<Batch>, usize)> {
        let open = lock(&self.shared.open);
        for b in open.iter().rev() {
            let after = if std::ptr::eq(Arc::as_ptr(b), batch) {
                Some(i)
            } else {
                None
            };
            if let Some(k) = b.last_open(after) {
                return Some((b.clone(), k));
            }
        }
        None
    }

    /// The search is done with `batch`: helpers take no more of its tasks.
    pub(super) fn close(&self, batch: &Arc<Batch>) {
        batch.next.store(batch.tasks.len(), Ordering::Relaxed);
        lock(&self.shared.open).retain(|b| !Arc::ptr_eq(b, batch));
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.shared.quit.store(true, Ordering::Release);
        // Not joined: a helper ends on its own once it sees the flag (after the
        // task it is on, whose result nobody needs), and the search need not wait.
        for t in &self.threads {
            t.thread().unpark();
        }
    }
}

/// A helper: does tasks of the open batches, the latest first, until told to quit.
fn help(shared: &Shared, start: &Position) {
    let mut prover = Prover::new(start, Rc::from(Vec::new()));
    let mut version = 0;
    loop {
        let posted = shared.posted.load(Ordering::Acquire);
        let batch = lock(&shared.open)
            .iter()
            .rev()
            .find(|b| b.next.load(Ordering::Relaxed) < b.tasks.len())
            .cloned();
        let Some(batch) = batch else {
            // Nothing to do: wait for the next batch.
            let waiting = Instant::now();
            while shared.posted.load(Ordering::Acquire) == posted {
                if shared.quit.load(Ordering::Acquire) {
                    return;
                }
                if waiting.elapsed() < SPIN {
                    // Yielding, not spinning: on a busy machine the search's own
                    // thread may want this core.
                    std::thread::yield_now();
                } else {
                    std::thread::park();
                }
            }
            continue;
        };
        let i = batch.next.fetch_add(1, Ordering::Relaxed);
        if i >= batch.tasks.len() || batch.claimed[i].swap(true, Ordering::AcqRel) {
            continue;
        }
        if batch.version != version {
            prover.shared = Rc::from(batch.escapes.to_vec());
            version = batch.version;
        }
        let done = prover.work(&batch.tasks[i], batch.version);
        *lock(&batch.done[i]) = Some(Box::new(done));
    }
}

/// The other threads start once the proofs looked at this many pictures (a few
/// milliseconds): most searches end before, and a thread costs more to start than
/// their proofs.
const HELP_AFTER: u64 = 10_000;

/// A batch is posted to the other threads only if its proofs are likely to look at
/// this many pictures (some 10 µs; waking a parked helper costs 10 µs, and in a
/// long search the helper is seldom parked): where the proofs of the children
/// are cheap, the search's thread does them itself.
const BATCH_PICTURES: u64 = 30;

impl Search<'_> {
    /// Posts the proofs of the children of `state` by `moves` to the helpers, as a
    /// batch of tasks with the inputs [`Search::dfs`] will find for each child,
    /// and which move each task is for (module docs). `None` where
    /// that is not worth it.
    pub(super) fn prepare(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        left: u8,
        facts: &mut Facts,
        relevant: Relevant,
    ) -> Option<(Arc<Batch>, Vec<Option<usize>>)> {
        if !self.prune || left < 2 || self.limits.threads < 2 {
            return None;
        }
        if self.helpers.is_none() && self.pictures < HELP_AFTER {
            return None;
        }
        // What the proofs of a state like the children cost so far, on average:
        // the batch is worth posting only if its proofs are likely to cost enough.
        let learn = left > LEARN_LEFT; // whether the children learn (left - 1 >= LEARN_LEFT)
        let average =
            self.proof_pictures[usize::from(learn)] / self.proofs[usize::from(learn)].max(1);
        if moves.len() as u64 * average < BATCH_PICTURES {
            return None;
        }
        let mut tasks = Vec::new();
        let mut at = vec![None; moves.len()];
        for (i, m) in moves.iter().enumerate() {
            let was = facts.apply(state.us, m);
            if !facts.rules_out(m.to) {
                let mut child = *state;
                child.apply(m);
                let key = state_key(&child);
                let entry = self.states.get(&key);
                if !entry.is_some_and(|e| e.complete || e.seen(self.pass, left - 1)) {
                    let mut child_facts = *facts;
                    let table = entry.and_then(|e| self.states.known(e));
                    let recall = Recall::of(table, &mut child_facts, learn);
                    // (The walk gates it alike: then its glance is what is done in
                    // advance.)
                    let gated =
                        self.gated(shift_relevant(relevant, state.us, m), Some(m.to), left - 1);
                    if let Recall::Prove { tried, .. } = recall {
                        let task = Task {
                            state: child,
                            facts: child_facts,
                            tried,
                            learn,
                            left: left - 1,
                            glance: gated,
                        };
                        at[i] = Some(tasks.len());
                        tasks.push(task);
                    }
                }
            }
            facts.undo(state.us, m, was);
        }
        if tasks.len() < 2 || tasks.len() as u64 * average < BATCH_PICTURES {
            return None;
        }
        if self.helpers.is_none() {
            self.helpers = Some(Helpers::spawn(
                *self.start,
                usize::from(self.limits.threads - 1),
            ));
        }
        let escapes = match &self.sent {
            Some((v, e)) if *v == self.version => e.clone(),
            _ => {
                let e: Arc<[Escape]> = Arc::from(self.escapes.clone());
                self.sent = Some((self.version, e.clone()));
                e
            }
        };
        let helpers = self.helpers.as_ref()?;
        Some((helpers.post(tasks, self.version, escapes), at))
    }
}
