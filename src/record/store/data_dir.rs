//! The data folder ([`DataDir`]): where it is, claiming it for a running copy (its
//! autosave slot; an unreadable autosave moved aside first), the autosaves (one per
//! game kind, [`AutosaveFile`] for every one in the folder), and the records kept
//! under `records/`.

use super::dates::timestamp;
use super::error::{clone_io, StoreError, Unreadable};
use super::lock::{lock_slot, slot_in_use};
use super::read::read_text;
use super::write::{move_aside, remove_stale_temporaries, write_atomic, write_new};
use crate::core::text::shown_path;
use crate::session::GameKind;
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
    /// Another running copy holds the first autosave slot: this one uses `file`
    /// (the names of its files, one per game kind).
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

/// What a claimed data folder knows about its autosaves.
#[derive(Debug, Default)]
struct SlotState {
    /// Whether the files at the autosave paths are known to be ours or readable
    /// (checked before the first write, so an unreadable file is never replaced).
    vetted: bool,
    /// Autosaves that could not be read nor moved aside (the file, why not, and why
    /// it could not be moved): they must not be overwritten.
    kept: Vec<(PathBuf, Unreadable, std::io::Error)>,
    /// Where unreadable autosaves were moved, and why they could not be read.
    moved_aside: Vec<(PathBuf, Unreadable)>,
    last: LastSave,
}

/// The word for a game kind in file names (`autosave-xiangqi.pgn`,
/// `unfinished-flickering.pgn`, dated records).
fn file_word(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

/// An autosaved game's file in the data folder: this copy's, or one no running copy
/// is using (another copy's that has ended, or an older version's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutosaveFile {
    pub path: PathBuf,
    /// The autosave slot whose file it is (1: `autosave-<game>.pgn`; 2:
    /// `autosave-<game>-2.pgn`, a second copy's that ran at once, …).
    pub slot: u32,
    /// The game kind its name is for; `None`: named before each game kind had its
    /// own file (`autosave.pgn`, `autosave-2.pgn`).
    pub kind: Option<GameKind>,
    /// When it was last written.
    pub modified: Option<std::time::SystemTime>,
}

impl AutosaveFile {
    /// The file `name` is an autosave's: its slot and game kind (`None`: not an
    /// autosave's name).
    fn parse(name: &str) -> Option<(u32, Option<GameKind>)> {
        let rest = name.strip_prefix("autosave")?.strip_suffix(".pgn")?;
        if rest.is_empty() {
            return Some((1, None));
        }
        let rest = rest.strip_prefix('-')?;
        let slot = |n: &str| {
            n.parse::<u32>()
                .ok()
                .filter(|v| *v > 1 && v.to_string() == n)
        };
        if let Some(n) = slot(rest) {
            return Some((n, None));
        }
        [GameKind::Flickering, GameKind::Xiangqi]
            .into_iter()
            .find_map(|kind| {
                let after = rest.strip_prefix(file_word(kind))?;
                match after.strip_prefix('-') {
                    None if after.is_empty() => Some((1, Some(kind))),
                    Some(n) => Some((slot(n)?, Some(kind))),
                    None => None,
                }
            })
    }
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
            let files: Vec<String> = KINDS.iter().map(|k| self.autosave_file_name(*k)).collect();
            notes.push(DataNote::OtherCopy {
                root: self.root.clone(),
                file: files.join(", "),
            });
        }
        let state = self.state();
        for (path, why) in &state.moved_aside {
            notes.push(DataNote::MovedAside {
                why: why.clone(),
                kept: path.strip_prefix(&self.root).unwrap_or(path).to_path_buf(),
            });
        }
        for (path, ..) in &state.kept {
            notes.extend(kept_error(&state, path).map(DataNote::AutosaveOff));
        }
        notes
    }

    fn state(&self) -> std::sync::MutexGuard<'_, SlotState> {
        self.slot.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn autosave_file_name(&self, kind: GameKind) -> String {
        match self.slot.number {
            1 => format!("autosave-{}.pgn", file_word(kind)),
            n => format!("autosave-{}-{n}.pgn", file_word(kind)),
        }
    }

    /// The file holding this copy's game in progress of `kind` (its slot's).
    pub fn autosave_path(&self, kind: GameKind) -> PathBuf {
        self.root.join(self.autosave_file_name(kind))
    }

    /// Every autosaved game's file in the folder that no other running copy is
    /// using: this copy's, those of copies that have ended, and those of older
    /// versions (one file for both games), newest first (then by name).
    pub fn autosaves(&self) -> Vec<AutosaveFile> {
        let Ok(entries) = fs::read_dir(&self.root) else {
            return Vec::new();
        };
        let mut files: Vec<AutosaveFile> = entries
            .flatten()
            .filter_map(|e| {
                let (slot, kind) = AutosaveFile::parse(e.file_name().to_str()?)?;
                let other_copys = slot != self.slot.number && slot_in_use(&self.root, slot);
                (!other_copys).then(|| AutosaveFile {
                    path: e.path(),
                    slot,
                    kind,
                    modified: e.metadata().and_then(|m| m.modified()).ok(),
                })
            })
            .collect();
        files.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.path.cmp(&b.path)));
        files
    }

    /// The autosave file at `path`, if it is one [`DataDir::autosaves`] lists.
    pub fn autosave_at(&self, path: &Path) -> Option<AutosaveFile> {
        self.autosaves().into_iter().find(|f| f.path == path)
    }

    /// Check, before the first write, that the files at the autosave paths can be
    /// read; move one that cannot aside (or, failing that, keep it and refuse to
    /// write it).
    fn vet_autosave(&self) {
        let mut state = self.state();
        if state.vetted {
            return;
        }
        // (A file kept before is looked at again: it may be readable or movable now.)
        state.kept.clear();
        // The files this copy writes, and the one an older version's copy in this
        // slot wrote (moved aside too, so that it is not in the way of resuming).
        let older = match self.slot.number {
            1 => "autosave.pgn".to_string(),
            n => format!("autosave-{n}.pgn"),
        };
        let names = KINDS.map(|kind| (self.autosave_file_name(kind), true));
        for (name, written) in names.into_iter().chain([(older, false)]) {
            let path = self.root.join(&name);
            let reason = match fs::symlink_metadata(&path) {
                Err(_) => None,
                Ok(m) if m.file_type().is_symlink() => {
                    Some(Unreadable::Link { name: name.clone() })
                }
                Ok(_) => match read_text(&path) {
                    Ok(_) => None,
                    Err(e) if e.is_not_found() => None,
                    Err(e) => Some(Unreadable::Error(Box::new(e))),
                },
            };
            let Some(reason) = reason else { continue };
            let stem = name.replace(".pgn", "");
            let stamp = timestamp();
            match move_aside(&path, |n| match n {
                1 => format!("{stem}-unreadable-{stamp}.pgn"),
                n => format!("{stem}-unreadable-{stamp}-{n}.pgn"),
            }) {
                Ok(to) => state.moved_aside.push((to, reason)),
                Err(e) if written => state.kept.push((path, reason, e)),
                // Not written by this copy: it stays where it is, listed as it is.
                Err(_) => {}
            }
        }
        state.vetted = state.kept.is_empty();
    }

    /// Save the game in progress of `kind` (atomically). Never replaces an autosave
    /// that could not be read; the outcome is kept for [`DataDir::last_save`].
    pub fn autosave(&self, kind: GameKind, record: &str) -> Result<(), StoreError> {
        let result = self.write_autosave(kind, record);
        self.state().last = match &result {
            Ok(()) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        result
    }

    fn write_autosave(&self, kind: GameKind, record: &str) -> Result<(), StoreError> {
        self.vet_autosave();
        let path = self.autosave_path(kind);
        let kept = kept_error(&self.state(), &path);
        if let Some(kept) = kept {
            return Err(kept);
        }
        fs::create_dir_all(&self.root).map_err(StoreError::write(&self.root))?;
        write_atomic(&path, record)
    }

    /// How the last autosave write went (an archive counts as one).
    pub fn last_save(&self) -> LastSave {
        self.state().last.clone()
    }

    /// Whether the game's changes are safely on disk as far as this copy knows: no
    /// autosave write failed last, and the autosave is not blocked.
    pub fn autosave_working(&self) -> bool {
        let state = self.state();
        state.kept.is_empty() && !matches!(state.last, LastSave::Failed(_))
    }

    /// This copy's game in progress of `kind`, if one was saved and can be read.
    pub fn load_autosave(&self, kind: GameKind) -> Option<String> {
        self.read_autosave(kind).ok().flatten()
    }

    /// This copy's game in progress of `kind`: `Ok(None)` when there is none, an
    /// error when a file is there but cannot be read.
    pub fn read_autosave(&self, kind: GameKind) -> Result<Option<String>, StoreError> {
        read_autosave_at(&self.autosave_path(kind))
    }

    /// Remove the autosave of `kind` (the game was finished and archived, or
    /// abandoned); an autosave that could not be read is never removed.
    pub fn clear_autosave(&self, kind: GameKind) {
        self.remove_autosave(&self.autosave_path(kind));
    }

    /// Remove the autosave file at `path` (a game resumed from it is autosaved in
    /// this copy's file of its kind now); one that could not be read is never
    /// removed, nor anything that is not an autosave of this folder, nor one of a
    /// slot another running copy has taken since (its game, now).
    pub fn remove_autosave(&self, path: &Path) {
        let slot = (path.parent() == Some(self.root.as_path()))
            .then(|| path.file_name()?.to_str())
            .flatten()
            .and_then(AutosaveFile::parse)
            .map(|(slot, _)| slot);
        let ours =
            slot.is_some_and(|slot| slot == self.slot.number || !slot_in_use(&self.root, slot));
        if ours && !self.state().kept.iter().any(|(p, ..)| p == path) {
            let _ = fs::remove_file(path);
        }
    }

    /// Keep a finished game under `records/` with a new, dated name, and clear the
    /// autosave. Returns the record's path. Two games archived in the same second get
    /// two names: the name is taken atomically (the final rename never replaces).
    pub fn archive(&self, record: &str, kind: GameKind) -> Result<PathBuf, StoreError> {
        self.archive_as(record, file_word(kind), Some(kind))
    }

    /// Keep a record under `records/` with a new name, dated and ending in `variant`,
    /// and clear the autosave of `kind`, if any.
    pub fn archive_as(
        &self,
        record: &str,
        variant: &str,
        kind: Option<GameKind>,
    ) -> Result<PathBuf, StoreError> {
        let result = self.write_record(record, variant);
        self.state().last = match &result {
            Ok(_) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        let path = result?;
        if let Some(kind) = kind {
            self.clear_autosave(kind);
        }
        Ok(path)
    }

    /// Write a finished game over its own record `path`, kept by [`DataDir::archive`]
    /// before (the game was taken back and ended again: one game, one record), and
    /// clear the autosave of `kind`.
    pub fn archive_again(
        &self,
        path: &Path,
        record: &str,
        kind: GameKind,
    ) -> Result<(), StoreError> {
        let result = write_atomic(path, record);
        self.state().last = match &result {
            Ok(()) => LastSave::Saved,
            Err(e) => LastSave::Failed(e.clone()),
        };
        result?;
        self.clear_autosave(kind);
        Ok(())
    }

    /// The folder of kept records (`records/` in the data folder).
    pub fn records_dir(&self) -> PathBuf {
        self.root.join("records")
    }

    /// Keep an unfinished game of `kind` as `records/unfinished-<game>.pgn`,
    /// replacing the one kept there before (atomically). Returns the path and whether
    /// an earlier file was replaced.
    pub fn keep_unfinished(
        &self,
        record: &str,
        kind: GameKind,
    ) -> Result<(PathBuf, bool), StoreError> {
        let dir = self.records_dir();
        fs::create_dir_all(&dir).map_err(StoreError::write(&dir))?;
        let path = dir.join(format!("unfinished-{}.pgn", file_word(kind)));
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

/// The autosaved game in the file `path`: `Ok(None)` when there is none, an error
/// when a file is there but cannot be read.
pub fn read_autosave_at(path: &Path) -> Result<Option<String>, StoreError> {
    match read_text(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.is_not_found() => Ok(None),
        Err(e) => Err(e),
    }
}

/// The game kinds, each with its own autosave.
const KINDS: [GameKind; 2] = [GameKind::Flickering, GameKind::Xiangqi];

/// [`StoreError::AutosaveKept`], when the autosave at `path` could not be read nor
/// moved.
fn kept_error(state: &SlotState, path: &Path) -> Option<StoreError> {
    let (path, why, moving) = state.kept.iter().find(|(p, ..)| p == path)?;
    Some(StoreError::AutosaveKept {
        path: path.clone(),
        why: Box::new(why.clone()),
        moving: clone_io(moving),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::store::scratch::{temp_dir, temporaries};

    #[test]
    fn atomic_write_and_archive() {
        let dir = temp_dir("archive");
        let data = DataDir::at(&dir);
        data.autosave(GameKind::Xiangqi, "first").unwrap();
        data.autosave(GameKind::Xiangqi, "second").unwrap();
        assert_eq!(
            data.load_autosave(GameKind::Xiangqi).as_deref(),
            Some("second")
        );
        assert!(matches!(data.last_save(), LastSave::Saved));
        let a = data.archive("game one", GameKind::Xiangqi).unwrap();
        let b = data.archive("game two", GameKind::Xiangqi).unwrap();
        assert_ne!(a, b);
        assert_eq!(read_text(&a).unwrap(), "game one");
        assert_eq!(read_text(&b).unwrap(), "game two");
        assert!(data.load_autosave(GameKind::Xiangqi).is_none());
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
                std::thread::spawn(move || data.archive(&format!("game {i}"), GameKind::Flickering))
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
        assert_eq!(
            data.autosave_path(GameKind::Xiangqi),
            dir.join("autosave-xiangqi-2.pgn")
        );
        assert!(data.notes()[0]
            .to_string()
            .contains("this copy autosaves to autosave-flickering-2.pgn, autosave-xiangqi-2.pgn"));
        // A file of the slot another copy holds is not offered to this one; one of
        // a slot nobody holds is.
        fs::write(dir.join("autosave-xiangqi.pgn"), "theirs").unwrap();
        fs::write(dir.join("autosave-flickering-3.pgn"), "an ended copy's").unwrap();
        let names: Vec<PathBuf> = data.autosaves().into_iter().map(|f| f.path).collect();
        assert_eq!(names, [dir.join("autosave-flickering-3.pgn")]);
        // The same process claiming again gets the same slot.
        assert_eq!(DataDir::at(&dir).claim().unwrap().slot(), 2);
        drop(data);
        drop(other);
        // The lock dies with its holder: the first slot is free again, and its
        // game is offered.
        let data = DataDir::at(&dir).claim().unwrap();
        assert_eq!(data.slot(), 1);
        assert_eq!(data.autosaves().len(), 2);
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
        assert!(data.autosaves().is_empty());
        data.autosave(GameKind::Xiangqi, "new game").unwrap();
        assert_eq!(fs::read(&kept[0]).unwrap(), bytes);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_at_the_autosave_path_is_moved_aside_whole() {
        let dir = temp_dir("folder-autosave");
        let data = DataDir::at(&dir);
        let path = data.autosave_path(GameKind::Flickering);
        fs::create_dir(&path).unwrap();
        fs::write(path.join("inside"), "x").unwrap();
        data.autosave(GameKind::Flickering, "game").unwrap();
        assert_eq!(
            data.load_autosave(GameKind::Flickering).as_deref(),
            Some("game")
        );
        let (aside, reason) = data.state().moved_aside[0].clone();
        assert!(reason.to_string().contains("is a folder"), "{reason}");
        assert_eq!(fs::read_to_string(aside.join("inside")).unwrap(), "x");
        let _ = fs::remove_dir_all(&dir);
    }
}
