//! The one way the command line writes its results: every line a subcommand
//! prints goes through [`line()`] (or [`text()`]), which writes it to standard output at
//! once and turns a failed write into a [`CliError`]:
//!
//! - the reader closed the pipe (`duochess perft … | head -1`): [`CliError::ClosedPipe`],
//!   which ends the command quietly with code 0 — the reader had what it wanted, so
//!   the command is not a failure (a pipeline under `set -o pipefail` stays green), and
//!   the work stops at once rather than computing what nobody reads;
//! - any other write error (`> /dev/full`, a disk full, a lost terminal):
//!   [`CliError::Output`], a message in the player's language and code 1.
//!
//! Standard error (progress, warnings) is written with its errors ignored: a closed
//! standard error must not stop the work whose result goes to standard output.
//! (`src/cli` denies `print!`/`println!`, so no output can go around this.)

use super::CliError;
use std::io::Write;
use std::time::{Duration, Instant};

/// Write `text` and a newline to standard output, flushed.
pub fn line(text: impl std::fmt::Display) -> Result<(), CliError> {
    self::text(format_args!("{text}\n"))
}

/// Write `text` as it is to standard output, flushed.
pub fn text(text: impl std::fmt::Display) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    write!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(failed)
}

/// What a failed write to standard output means for the command.
pub fn failed(e: std::io::Error) -> CliError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        CliError::ClosedPipe
    } else {
        CliError::Output(e)
    }
}

/// A progress line on standard error: on a terminal one line rewritten in place,
/// elsewhere (asked for with `--progress`) one line each. Its writes ignore errors
/// (see above).
pub struct Progress {
    in_place: bool,
    last: Instant,
}

/// How often [`Progress::due`] lets a line be written.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

impl Progress {
    pub fn new(in_place: bool) -> Progress {
        Progress {
            in_place,
            last: Instant::now(),
        }
    }

    /// Is the line rewritten in place (on a terminal, where each step may show)?
    pub fn in_place(&self) -> bool {
        self.in_place
    }

    /// Has a while passed since the last line (so a frequent caller writes
    /// a line every two seconds, not at every step)?
    pub fn due(&self) -> bool {
        self.last.elapsed() >= PROGRESS_EVERY
    }

    /// Write `text` as the progress line.
    pub fn show(&mut self, text: &str) {
        let mut err = std::io::stderr().lock();
        let _ = if self.in_place {
            write!(err, "\r\x1b[K{text}")
        } else {
            writeln!(err, "{text}")
        };
        let _ = err.flush();
        self.last = Instant::now();
    }

    /// Clear the line rewritten in place.
    pub fn clear(&mut self) {
        if self.in_place {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}
