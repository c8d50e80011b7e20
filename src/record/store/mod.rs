//! Where records live on disk, and how they are read and written safely.
//!
//! **Writing.** Every file (autosave, archived records, `:save`) goes through one path,
//! [`write_atomic`] / [`write_new`]: the text goes to a temporary file created
//! exclusively (`O_EXCL`, a random name, so a link planted at a temporary name is never
//! followed) in the target's own folder, is flushed to disk, and is renamed onto the
//! target; then the folder is flushed. A crash or a kill leaves the old file or the new
//! one, never a broken one, and the temporary file is removed on every error path
//! (temporaries of killed processes are removed when a data folder is claimed, see
//! [`DataDir::claim`]). [`write_new`] never replaces anything (the rename fails if the
//! target appeared meanwhile: [`StoreError::AlreadyExists`]); [`write_atomic`] replaces
//! only a regular file. Neither creates a missing folder.
//!
//! **Reading.** [`read_text`] reads only regular files (a FIFO, a device or a folder is
//! refused at once, without blocking), at most [`MAX_TEXT_BYTES`], and only UTF-8 text.
//!
//! **The data folder** is `$DUOCHESS_DATA_DIR` if set, else the platform's data folder
//! as the `directories` crate names it ([`project_dirs`]: `$XDG_DATA_HOME/duochess`,
//! else `~/.local/share/duochess` on Linux). It holds the games in progress, one per
//! game kind (`autosave-flickering.pgn`, `autosave-xiangqi.pgn`), and `records/`
//! (finished games, one file each, never overwritten; games saved with a
//! relative `:save` path; at most one kept unfinished game per game kind,
//! `unfinished-<game>.pgn`, see [`crate::record::autosave`]). A running program
//! claims it ([`DataDir::claim`]): it holds an advisory lock on `autosave.pgn.lock` for
//! as long as it runs, so a second copy on the same folder uses its own slot
//! (`autosave-flickering-2.pgn`, …) instead of overwriting the first one's games. The
//! lock is the operating system's (`flock`), so it dies with its process: a killed copy
//! never blocks the next one. [`DataDir::autosaves`] finds every autosave no running
//! copy uses — this copy's, an ended copy's, and an older version's single
//! `autosave.pgn` or `autosave-2.pgn` — so no unfinished game is lost from sight.
//!
//! The parts: `write` (atomic writes, moving aside, stale temporaries), `read` (text
//! files), `data_dir` (the data folder: claim, autosave, records), `lock` (autosave
//! slots), `error` ([`StoreError`] and the kinds of files refused), `dates` (UTC dates
//! for records and file names).

mod data_dir;
mod dates;
mod error;
mod lock;
mod read;
mod write;

pub use data_dir::{project_dirs, read_autosave_at, AutosaveFile, DataDir, DataNote, LastSave};
pub use dates::{pgn_date, timestamp, utc_minute};
pub use error::{clone_io, FileKind, FileUse, StoreError, Unreadable};
pub use lock::AUTOSAVE_SLOTS;
pub use read::{read_text, MAX_TEXT_BYTES};
pub use write::{move_aside, remove_stale_temporaries, through_link, write_atomic, write_new};

/// Scratch folders for the tests of the parts.
#[cfg(test)]
mod scratch {
    use std::fs;
    use std::path::{Path, PathBuf};

    pub(super) fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("duochess-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    pub(super) fn temporaries(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp-"))
            .collect()
    }
}
