//! The data folder ([`DataDir`]): where it is, claiming it for a running copy (its
//! autosave slot; an unreadable autosave moved aside first), the autosave, and the
//! records kept under `records/`.

use super::dates::timestamp;
use super::error::{clone_io, StoreError, Unreadable};
use super::lock::lock_slot;
use super::read::read_text;
use super::write::{move_aside, remove_stale_temporaries, write_atomic, write_new};
use crate::core::text::shown_path;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// The platform's folders for duochess (data, config), from the `directories` crate
/// (the XDG base directories on Linux, the usual places on macOS and Windows); `None`
/// when no home folder can be found.
pub fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "duochess")
}

/// The outcome of the last autosave write.
#[derive(Clone, Debug, Default)]
pub enum LastSave {
    /// Nothing written yet.
    #[default]
    Nothing,
    Saved,
    /// The last write failed, for this reason.
    Failed(StoreError),
}

/// Something the player should be told about a claimed data folder.
#[derive(Clone, Debug, thiserror::Error)]
pub enum DataNote {
    /// Another running copy holds the first autosave slot: this one uses `file`.
    #[error(
        "Another duochess is using the autosave in {}; this copy autosaves to {file}.",
        shown_path(root)
    )]
    OtherCopy { root: PathBuf, file: String },
    /// The autosave could not be read; it was moved aside to `kept` (relative to
    /// the data folder when inside it).
    #[error(
        "The autosave could not be read ({why}); it was kept as {}.",
        shown_path(kept)
    )]
    MovedAside { why: Unreadable, kept: PathBuf },
    /// The autosave could not be read nor moved aside ([`StoreError::AutosaveKept`]):
    /// nothing is autosaved.
    #[error("Autosave is off: {0}.")]
    AutosaveOff(StoreError),
}

/// What a claimed data folder knows about its autosave.
#[derive(Debug, Default)]
struct SlotState {
    /// Whether the file at the autosave path is known to be ours or readable (checked
    /// before the first write, so an unreadable file is never replaced).
    vetted: bool,
    /// The autosave could not be read nor moved aside (why not, and why it could
    /// not be moved): it must not be overwritten.
    kept: Option<(Unreadable, std::io::Error)>,
    /// Where an unreadable autosave was moved, and why it could not be read.
    moved_aside: Option<(PathBuf, Unreadable)>,
    last: LastSave,
}

/// The lock and state of one claimed autosave slot, shared by every clone of a
/// [`DataDir`] in this process.
#[derive(Debug)]
struct Slot {
    number: u32,
    /// The open lock file: the `flock` lasts while it is open.
    _lock: Option<fs::File>,
    state: Mutex<SlotState>,
}

/// Slots claimed by this process, by data folder (a second claim of the same folder
/// in one process gets the same slot: `flock` would refuse it otherwise).
static CLAIMED: Mutex<Vec<(PathBuf, Weak<Slot>)>> = Mutex::new(Vec::new());

/// The folder for autosaves and finished records.
#[derive(Clone, Debug)]
pub struct DataDir {
    root: PathBuf,
    slot: Arc<Slot>,
}

impl DataDir {
    /// The folder from the environment (see [`crate::record::store`]).
    pub fn from_env() -> Result<DataDir, StoreError> {
        let root = match std::env::var_os("DUOCHESS_DATA_DIR").filter(|v| !v.is_empty()) {
            Some(d) => PathBuf::from(d),
            None => project_dirs()
                .map(|p| p.data_dir().to_path_buf())
                .ok_or(StoreError::NoDataDir)?,
        };
        Ok(DataDir::at(root))
    }

    /// The folder at `root`, unclaimed (slot 1, no lock): see [`DataDir::claim`].
    pub fn at(root: impl Into<PathBuf>) -> DataDir {
        DataDir {
            root: root.into(),
            slot: Arc::new(Slot {
                number: 1,
                _lock: None,
                state: Mutex::new(SlotState::default()),
            }),
        }
    }

    /// Claim the folder for this process, as a running game does: create it if
    /// needed, take the first autosave slot no other running copy holds (an advisory
    /// lock held until the program ends), remove temporary files of killed processes,
    /// and move an autosave that cannot be read (permissions, not text, not a regular
    /// file, too large) aside under a dated name, byte for byte, before anything could
    /// replace it. What the player should be told is in [`DataDir::notes`].
    pub fn claim(self) -> Result<DataDir, StoreError> {
        let root = self.root;
        if let Err(e) = fs::create_dir_all(root.join("records")) {
            // A folder that is there but read-only can still be read from.
            if !root.is_dir() {
                return Err(StoreError::write(&root)(e));
            }
        }
        let key = fs::canonicalize(&root).unwrap_or_else(|_| root.clone());
        let mut claimed = CLAIMED.lock().unwrap_or_else(|p| p.into_inner());
        claimed.retain(|(_, w)| w.strong_count() > 0);
        if let Some(slot) = claimed
            .iter()
            .find(|(k, _)| *k == key)
            .and_then(|(_, w)| w.upgrade())
        {
            return Ok(DataDir { root, slot });
        }
        let (number, lock) = lock_slot(&root)?;
        let data = DataDir {
            root,
            slot: Arc::new(Slot {
                number,
                _lock: lock,
                state: Mutex::new(SlotState::default()),
            }),
        };
        claimed.push((key, Arc::downgrade(&data.slot)));
        drop(claimed);
        remove_stale_temporaries(&data.root);
        remove_stale_temporaries(&data.root.join("records"));
        data.vet_autosave();
        Ok(data)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The autosave slot (1: `autosave.pgn`; a second copy running at once: 2, …).
    pub fn slot(&self) -> u32 {
        self.slot.number
    }

    /// What the player should be told about the claim: another copy holds the first
    /// slot, or the autosave could not be read and was moved aside (or kept).
    pub fn notes(&self) -> Vec<DataNote> {
        let mut notes = Vec::new();
        if self.slot.number > 1 {
            notes.push(DataNote::OtherCopy {
                root: self.root.clone(),
                file: self.autosave_file_name(),
            });
        }
        let state = self.state();
        if let Some((path, why)) = &state.moved_aside {
            notes.push(DataNote::MovedAside {
                why: why.clone(),
                kept: path.strip_prefix(&self.root).unwrap_or(path).to_path_buf(),
            });
        }
        if let Some(kept) = self.kept_error(&state) {
            notes.push(DataNote::AutosaveOff(kept));
        }
        notes
    }

    /// [`StoreError::AutosaveKept`], when the autosave could not be read nor moved.
    fn kept_error(&self, state: &SlotState) -> Option<StoreError> {
        let (why, moving) = state.kept.as_ref()?;
        Some(StoreError::AutosaveKept {
            path: self.autosave_path(),
            why: Box::new(why.clone()),
            moving: clone_io(moving),
        })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, SlotState> {
        self.slot.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn autosave_file_name(&self) -> String {
        match self.slot.number {
            1 => "autosave.pgn".into(),
            n => format!("autosave-{n}.pgn"),
        }
    }

    /// The file holding the game in progress (of this copy's slot).
    pub fn autosave_path(&self) -> PathBuf {
        self.root.join(self.autosave_file_name())
    }

    /// Check, before the first write, that the file at the autosave path can be read;
    /// if it cannot, move it aside (or, failing that, keep it and refuse to write).
    fn vet_autosave(&self) {
        let mut state = self.state();
        if state.vetted {
            return;
        }
        let path = self.autosave_path();
        let reason = match fs::symlink_metadata(&path) {
            Err(_) => None,
            Ok(m) if m.file_type().is_symlink() => Some(Unreadable::Link {
                name: self.autosave_file_name(),
            }),
            Ok(_) => match read_text(&path) {
                Ok(_) => None,
                Err(e) if e.is_not_found() => None,
                Err(e) => Some(Unreadable::Error(Box::new(e))),
            },
        };
        if let Some(reason) = reason {
            let stem = self.autosave_file_name().replace(".pgn", "");
            let stamp = timestamp();
            match move_aside(&path, |n| match n {
                1 => format!("{stem}-unreadable-{stamp}.pgn"),
                n => format!("{stem}-unreadable-{stamp}-{n}.pgn"),
            }) {
                Ok(to) => state.moved_aside = Some((to, reason)),
                Err(e) => {
                    state.kept = Some((reason, e));
                    return;
                }
            }
        }
        state.vetted = true;
    }

    /// Save the game in progress (atomically). Never replaces an autosave that could
    /// not be read; the outcome is kept for [`DataDir::last_save`].
    pub fn autosave(&self, record: &str) -> Result<(), StoreError> {
        let result = self.write_autosave(record);
        self.state().last = match &result {
            Ok(()) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        result
    }

    fn write_autosave(&self, record: &str) -> Result<(), StoreError> {
        self.vet_autosave();
        let kept = self.kept_error(&self.state());
        if let Some(kept) = kept {
            return Err(kept);
        }
        fs::create_dir_all(&self.root).map_err(StoreError::write(&self.root))?;
        write_atomic(&self.autosave_path(), record)
    }

    /// How the last autosave write went (an archive counts as one).
    pub fn last_save(&self) -> LastSave {
        self.state().last.clone()
    }

    /// Whether the game's changes are safely on disk as far as this copy knows: no
    /// autosave write failed last, and the autosave is not blocked.
    pub fn autosave_working(&self) -> bool {
        let state = self.state();
        state.kept.is_none() && !matches!(state.last, LastSave::Failed(_))
    }

    /// The game in progress, if one was saved and can be read.
    pub fn load_autosave(&self) -> Option<String> {
        self.read_autosave().ok().flatten()
    }

    /// The game in progress: `Ok(None)` when there is none, an error when a file is
    /// there but cannot be read.
    pub fn read_autosave(&self) -> Result<Option<String>, StoreError> {
        match read_text(&self.autosave_path()) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.is_not_found() => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Remove the autosave (the game was finished and archived, or abandoned); an
    /// autosave that could not be read is never removed.
    pub fn clear_autosave(&self) {
        if self.state().kept.is_none() {
            let _ = fs::remove_file(self.autosave_path());
        }
    }

    /// Keep a finished game under `records/` with a new, dated name, and clear the
    /// autosave. Returns the record's path. Two games archived in the same second get
    /// two names: the name is taken atomically (the final rename never replaces).
    pub fn archive(&self, record: &str, variant: &str) -> Result<PathBuf, StoreError> {
        let result = self.write_record(record, variant);
        self.state().last = match &result {
            Ok(_) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        let path = result?;
        self.clear_autosave();
        Ok(path)
    }

    /// Write a finished game over its own record `path`, kept by [`DataDir::archive`]
    /// before (the game was taken back and ended again: one game, one record), and
    /// clear the autosave.
    pub fn archive_again(&self, path: &Path, record: &str) -> Result<(), StoreError> {
        let result = write_atomic(path, record);
        self.state().last = match &result {
            Ok(()) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        result?;
        self.clear_autosave();
        Ok(())
    }

    /// The folder of kept records (`records/` in the data folder).
    pub fn records_dir(&self) -> PathBuf {
        self.root.join("records")
    }

    /// Keep an unfinished game of `variant` as `records/unfinished-<variant>.pgn`,
    /// replacing the one kept there before (atomically). Returns the path and whether
    /// an earlier file was replaced.
    pub fn keep_unfinished(
        &self,
        record: &str,
        variant: &str,
    ) -> Result<(PathBuf, bool), StoreError> {
        let dir = self.records_dir();
        fs::create_dir_all(&dir).map_err(StoreError::write(&dir))?;
        let path = dir.join(format!("unfinished-{variant}.pgn"));
        let replaced = fs::symlink_metadata(&path).is_ok();
        write_atomic(&path, record)?;
        Ok((path, replaced))
    }

    fn write_record(&self, record: &str, variant: &str) -> Result<PathBuf, StoreError> {
        let dir = self.records_dir();
        fs::create_dir_all(&dir).map_err(StoreError::write(&dir))?;
        let stamp = timestamp();
        for n in 1..10_000 {
            let path = match n {
                1 => dir.join(format!("{stamp}-{variant}.pgn")),
                n => dir.join(format!("{stamp}-{variant}-{n}.pgn")),
            };
            match write_new(&path, record) {
                Err(StoreError::AlreadyExists { .. }) => continue,
                other => return other.map(|()| path),
            }
        }
        Err(StoreError::AlreadyExists {
            path: dir.join(format!("{stamp}-{variant}.pgn")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::store::scratch::{temp_dir, temporaries};

    #[test]
    fn atomic_write_and_archive() {
        let dir = temp_dir("archive");
        let data = DataDir::at(&dir);
        data.autosave("first").unwrap();
        data.autosave("second").unwrap();
        assert_eq!(data.load_autosave().as_deref(), Some("second"));
        assert!(matches!(data.last_save(), LastSave::Saved));
        let a = data.archive("game one", "xiangqi").unwrap();
        let b = data.archive("game two", "xiangqi").unwrap();
        assert_ne!(a, b);
        assert_eq!(read_text(&a).unwrap(), "game one");
        assert_eq!(read_text(&b).unwrap(), "game two");
        assert!(data.load_autosave().is_none());
        assert!(temporaries(&dir).is_empty());
        assert!(temporaries(&dir.join("records")).is_empty());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn games_archived_at_once_all_survive() {
        let dir = temp_dir("simultaneous");
        let data = DataDir::at(&dir);
        let threads: Vec<_> = (0..8)
            .map(|i| {
                let data = data.clone();
                std::thread::spawn(move || data.archive(&format!("game {i}"), "flickering"))
            })
            .collect();
        let paths: Vec<PathBuf> = threads
            .into_iter()
            .map(|t| t.join().unwrap().unwrap())
            .collect();
        let mut texts: Vec<String> = paths.iter().map(|p| read_text(p).unwrap()).collect();
        texts.sort();
        let expected: Vec<String> = (0..8).map(|i| format!("game {i}")).collect();
        assert_eq!(texts, expected);
        let _ = fs::remove_dir_all(&dir);
    }
    #[cfg(unix)]
    #[test]
    fn a_second_copy_gets_its_own_slot() {
        use rustix::fs::{flock, FlockOperation};
        let dir = temp_dir("slots");
        // Another process's lock: a separate open file description holds the flock.
        let other = fs::File::create(dir.join("autosave.pgn.lock")).unwrap();
        flock(&other, FlockOperation::NonBlockingLockExclusive).unwrap();
        let data = DataDir::at(&dir).claim().unwrap();
        assert_eq!(data.slot(), 2);
        assert_eq!(data.autosave_path(), dir.join("autosave-2.pgn"));
        assert!(data.notes()[0]
            .to_string()
            .contains("this copy autosaves to autosave-2.pgn"));
        // The same process claiming again gets the same slot.
        assert_eq!(DataDir::at(&dir).claim().unwrap().slot(), 2);
        drop(data);
        drop(other);
        // The lock dies with its holder: the first slot is free again.
        assert_eq!(DataDir::at(&dir).claim().unwrap().slot(), 1);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_unreadable_autosave_is_moved_aside_byte_for_byte() {
        let dir = temp_dir("unreadable");
        let bytes = b"[Variant \"xiangqi\"]\n\xff\xfe 1. h2e2 *\n".to_vec();
        fs::write(dir.join("autosave.pgn"), &bytes).unwrap();
        let data = DataDir::at(&dir).claim().unwrap();
        let notes = data.notes();
        assert!(
            matches!(&notes[..], [DataNote::MovedAside { why: Unreadable::Error(e), .. }] if matches!(**e, StoreError::NotText { .. })),
            "{notes:?}"
        );
        assert!(notes[0].to_string().contains("is not text"), "{notes:?}");
        let kept: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.to_string_lossy().contains("autosave-unreadable-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(fs::read(&kept[0]).unwrap(), bytes);
        assert!(data.load_autosave().is_none());
        data.autosave("new game").unwrap();
        assert_eq!(fs::read(&kept[0]).unwrap(), bytes);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_at_the_autosave_path_is_moved_aside_whole() {
        let dir = temp_dir("folder-autosave");
        let data = DataDir::at(&dir);
        fs::create_dir(data.autosave_path()).unwrap();
        fs::write(data.autosave_path().join("inside"), "x").unwrap();
        data.autosave("game").unwrap();
        assert_eq!(data.load_autosave().as_deref(), Some("game"));
        let (aside, reason) = data.state().moved_aside.clone().unwrap();
        assert!(reason.to_string().contains("is a folder"), "{reason}");
        assert_eq!(fs::read_to_string(aside.join("inside")).unwrap(), "x");
        let _ = fs::remove_dir_all(&dir);
    }
}
