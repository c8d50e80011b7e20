//! Every engine process of the program, so that none outlives it.
//!
//! An [`Engine`](super::Engine) ends its own process when it is dropped; but an
//! engine may be owned by a worker thread still thinking when the program quits,
//! and threads end with the program without dropping anything. So each engine's
//! process is also kept here, and [`end_all`] — called on every way out of the
//! program (the terminal's restore path) — kills and reaps whatever is left; an
//! engine started after that is ended at once.
//!
//! Each engine runs in a process group of its own (on Unix), and ending it ends
//! the group: a wrapper script's children go with it.

use std::process::{Child, Command};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// An engine's process, shared by the engine and the list of every engine.
pub type Shared = Arc<Mutex<Child>>;

/// The running engines, and whether the program is ending (no more may run).
struct Running {
    children: Vec<Shared>,
    closed: bool,
}

static RUNNING: Mutex<Running> = Mutex::new(Running {
    children: Vec::new(),
    closed: false,
});

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere while holding the lock leaves the list as it was.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Make `command` start its program in a process group of its own.
pub fn own_group(command: &mut Command) -> &mut Command {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    command
}

/// Keep `child` in the list (or end it at once when the program is ending).
pub fn keep(child: Child) -> Shared {
    let shared = Arc::new(Mutex::new(child));
    let mut running = lock(&RUNNING);
    if running.closed {
        end(&shared);
    } else {
        running.children.push(Arc::clone(&shared));
    }
    shared
}

/// Take `child` off the list (it has been reaped).
pub fn forget(child: &Shared) {
    lock(&RUNNING).children.retain(|c| !Arc::ptr_eq(c, child));
}

/// Whether the process has ended (and is reaped).
pub fn has_ended(child: &Shared) -> bool {
    matches!(lock(child).try_wait(), Ok(Some(_)) | Err(_))
}

/// Kill the process and its group, and reap it.
pub fn end(child: &Shared) {
    let mut child = lock(child);
    if let Ok(None) = child.try_wait() {
        #[cfg(unix)]
        if let Some(group) = i32::try_from(child.id())
            .ok()
            .and_then(rustix::process::Pid::from_raw)
        {
            let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        }
        let _ = child.kill();
    }
    let _ = child.wait();
}

/// End every engine still running, and any started from now on: the program is
/// ending.
pub fn end_all() {
    let children = {
        let mut running = lock(&RUNNING);
        running.closed = true;
        std::mem::take(&mut running.children)
    };
    for child in &children {
        end(child);
    }
}
