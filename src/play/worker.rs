//! Background jobs: searches (the solver at the end of a series, the hint, the
//! analysis, the mate search) and, later, computer opponents and engines run off the
//! UI thread, so the screen keeps drawing and answering keys while they think.
//!
//! A [`Job`] is one piece of [`Work`] — a closure that owns everything it needs and
//! returns a typed result — started on a thread of its own (or, for tests and
//! benches, at once on the caller's thread: [`Runner::Inline`]). The screen that
//! started it polls it once per frame with [`Job::finished`]; Esc calls
//! [`Job::cancel`], which sets the job's [`CancelToken`]. Work that can stop early
//! checks the token (the mate search does, every 1,024 states); work that cannot
//! (the exact solver) runs to its end and its result is thrown away. Dropping a job
//! cancels it too, so quitting never waits for a search — except for work that
//! owns something that must not outlive it (a UCI engine's process) and stops
//! promptly when cancelled: started with [`Job::ends_on_drop`], dropping the job
//! waits (at most the time given) until the work has ended, so that what it owned
//! has ended too (e.g. Esc, then `e` again, never has two engines searching).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The name of worker threads (the panic hook leaves the terminal alone for every
/// thread but the one that drives it: see `terminal.rs`).
pub const THREAD_NAME: &str = "duochess-worker";

/// Asks a running job to stop. Clones share one flag.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
    /// The flag itself, for searches in lower layers that take `&AtomicBool`.
    pub fn flag(&self) -> &AtomicBool {
        &self.0
    }
}

/// How far a job that counts its steps is (a review: turns): done of total.
/// Clones share the counts, so the screen keeps one and the work another; a
/// job's counts are equal only to themselves.
#[derive(Clone, Debug, Default)]
pub struct Steps(Arc<[AtomicUsize; 2]>);

impl PartialEq for Steps {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Steps {}

impl Steps {
    /// Steps done so far.
    pub fn done(&self) -> usize {
        self.0[0].load(Ordering::Relaxed)
    }
    /// Steps there are (0 until the work has counted them).
    pub fn total(&self) -> usize {
        self.0[1].load(Ordering::Relaxed)
    }
    /// The work has `total` steps, none done.
    pub fn start(&self, total: usize) {
        self.0[1].store(total, Ordering::Relaxed);
        self.0[0].store(0, Ordering::Relaxed);
    }
    /// One more step done.
    pub fn advance(&self) {
        self.0[0].fetch_add(1, Ordering::Relaxed);
    }
}

/// What a job does: everything it needs is moved into the closure; it may look at
/// the token to stop early.
pub type Work<T> = Box<dyn FnOnce(&CancelToken) -> T + Send + 'static>;

/// Where jobs run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Runner {
    /// At once, on the caller's thread (tests, benches: results are deterministic
    /// and ready at the next poll).
    #[default]
    Inline,
    /// On a thread of its own (the terminal program).
    Thread,
}

/// What a job is doing, as a value: the words layer says it on the status line
/// ("Judging the position after the series… 1.2 s"), and in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// The solver judging the position after a Flickering series.
    JudgingSeries,
    /// Looking for a hint.
    Hint,
    /// The opponent thinking about its turn (the screen knows who).
    Opponent,
    /// The position editor's analysis.
    Analysing,
    /// A search for a mate in one series (Flickering), for at most `limit`.
    SeriesMate { limit: Duration },
    /// A search for a mate in up to `moves` moves (Xiangqi), for at most `limit`
    /// (none: as long as it takes).
    Mate { moves: u32, limit: Option<Duration> },
    /// A UCI engine asked about a position, with `think` to think.
    Engine { think: Duration },
    /// Flickering puzzles being generated.
    Puzzles(crate::practice::PuzzleKind),
    /// Xiangqi puzzles being generated.
    XiangqiPuzzles(crate::practice::xiangqi_puzzle::XiangqiKind),
    /// A finished game being reviewed: how far it is, in turns.
    Review(Steps),
}

/// In English, for logs and the errors' `Display` (players read
/// `crate::words`'s words).
impl std::fmt::Display for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Task::JudgingSeries => f.write_str("Judging the position after the series"),
            Task::Hint => f.write_str("Looking for a hint"),
            Task::Opponent => f.write_str("The opponent's turn"),
            Task::Analysing => f.write_str("Analysing the position"),
            Task::SeriesMate { .. } => f.write_str("Searching for a mate in one series"),
            Task::Mate { moves: 1, .. } => f.write_str("Searching for a mate in up to 1 move"),
            Task::Mate { moves, .. } => write!(f, "Searching for a mate in up to {moves} moves"),
            Task::Engine { .. } => f.write_str("Asking the engine"),
            Task::Puzzles(kind) => write!(f, "Generating {kind} puzzles"),
            Task::XiangqiPuzzles(kind) => write!(f, "Generating Xiangqi {kind} puzzles"),
            Task::Review(p) => write!(f, "Reviewing the game: {} of {} turns", p.done(), p.total()),
        }
    }
}

/// A job started by a screen, with what it is doing for the status line.
pub struct Job<T> {
    task: Task,
    cancel: CancelToken,
    started: Instant,
    state: State<T>,
    /// How long dropping the job waits for the work to end (none: not at all).
    ends_within: Option<Duration>,
}

enum State<T> {
    Running(Receiver<T>),
    /// Boxed: a result may be large (an analysis), the job stays small.
    Ready(Box<T>),
    /// The result was taken, or the worker died without one.
    Gone,
}

impl<T: Send + 'static> Job<T> {
    /// Start `work`, which does `task`.
    pub fn start(runner: Runner, task: Task, work: Work<T>) -> Job<T> {
        let cancel = CancelToken::default();
        let state = match runner {
            Runner::Inline => State::Ready(Box::new(work(&cancel))),
            Runner::Thread => {
                let (tx, rx) = mpsc::channel();
                let token = cancel.clone();
                let spawned =
                    std::thread::Builder::new()
                        .name(THREAD_NAME.into())
                        .spawn(move || {
                            let result = work(&token);
                            // The screen may have gone (cancelled, quit): nobody waits.
                            let _ = tx.send(result);
                        });
                match spawned {
                    Ok(_) => State::Running(rx),
                    // No thread to be had: the job counts as finished without a result.
                    Err(_) => State::Gone,
                }
            }
        };
        Job {
            task,
            cancel,
            started: Instant::now(),
            state,
            ends_within: None,
        }
    }

    /// Dropping the job waits, at most `within` (none: not at all), until its
    /// work has ended: for work that stops promptly when cancelled and owns
    /// something that must end with it.
    pub fn ends_on_drop(mut self, within: Option<Duration>) -> Job<T> {
        self.ends_within = within;
        self
    }

    /// The result once the work is done (given once); `None` while it runs.
    pub fn finished(&mut self) -> Option<JobEnd<T>> {
        if let State::Running(rx) = &self.state {
            match rx.try_recv() {
                Ok(v) => self.state = State::Ready(Box::new(v)),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => self.state = State::Gone,
            }
        }
        match std::mem::replace(&mut self.state, State::Gone) {
            State::Ready(v) => Some(JobEnd::Done(*v)),
            State::Gone => Some(JobEnd::Lost),
            State::Running(_) => unreachable!("handled above"),
        }
    }
}

impl<T> Job<T> {
    /// What the job is doing, for the screen.
    pub fn task(&self) -> &Task {
        &self.task
    }
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
    /// Ask the work to stop; its result, if it still comes, is not used.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.cancel.cancel();
        if let (Some(within), State::Running(rx)) = (self.ends_within, &self.state) {
            // The work's result (and what it owns) is dropped here, or on the
            // worker if it is not done in time.
            let _ = rx.recv_timeout(within);
        }
    }
}

/// How a job ended.
#[derive(Debug)]
pub enum JobEnd<T> {
    Done(T),
    /// The worker ended without a result (it panicked, or no thread could start).
    Lost,
}

impl<T> JobEnd<T> {
    pub fn map_done<U>(self, f: impl FnOnce(T) -> U) -> JobEnd<U> {
        match self {
            JobEnd::Done(v) => JobEnd::Done(f(v)),
            JobEnd::Lost => JobEnd::Lost,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait<T: Send + 'static>(job: &mut Job<T>) -> JobEnd<T> {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(end) = job.finished() {
                return end;
            }
            assert!(Instant::now() < deadline, "the job never ended");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn inline_jobs_are_ready_at_the_first_poll_and_give_their_result_once() {
        let mut job = Job::start(Runner::Inline, Task::Hint, Box::new(|_| 2 + 2));
        assert!(matches!(job.finished(), Some(JobEnd::Done(4))));
        assert!(matches!(job.finished(), Some(JobEnd::Lost)));
    }

    #[test]
    fn a_thread_job_runs_while_the_caller_polls_and_stops_when_cancelled() {
        let mut job = Job::start(
            Runner::Thread,
            Task::Analysing,
            Box::new(|cancel: &CancelToken| {
                let mut n = 0u64;
                while !cancel.is_cancelled() {
                    n += 1;
                    std::thread::yield_now();
                }
                n
            }),
        );
        // Still running: it only stops when asked.
        std::thread::sleep(Duration::from_millis(20));
        assert!(job.finished().is_none());
        job.cancel();
        assert!(matches!(wait(&mut job), JobEnd::Done(n) if n > 0));
    }

    #[test]
    fn a_worker_that_panics_ends_the_job_without_a_result() {
        let mut job: Job<u8> = Job::start(Runner::Thread, Task::Hint, Box::new(|_| panic!("boom")));
        assert!(matches!(wait(&mut job), JobEnd::Lost));
    }
}
