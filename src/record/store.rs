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
//! else `~/.local/share/duochess` on Linux). It holds `autosave.pgn` (the game in progress) and
//! `records/` (finished games, one file each, never overwritten; games saved with a
//! relative `:save` path; at most one kept unfinished game per game kind,
//! `unfinished-<game>.pgn`, see [`crate::record::autosave`]). A running program
//! claims it ([`DataDir::claim`]): it holds an advisory lock on `autosave.pgn.lock` for
//! as long as it runs, so a second copy on the same folder uses its own slot
//! (`autosave-2.pgn`, …) instead of overwriting the first one's game. The lock is the
//! operating system's (`flock`), so it dies with its process: a killed copy never
//! blocks the next one.

use crate::core::text::shown_path;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};
use std::time::{SystemTime, UNIX_EPOCH};

/// The largest file read as a record, batch file or settings file.
pub const MAX_TEXT_BYTES: u64 = 8 * 1024 * 1024;

/// How many autosave slots copies running at once on one data folder may use.
pub const AUTOSAVE_SLOTS: u32 = 9;

/// A storage problem, with the path involved. The `Display` is English, for the
/// machine-facing commands and logs; the front end renders the values in the
/// player's language.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot find a folder for saved games: set HOME, XDG_DATA_HOME or DUOCHESS_DATA_DIR")]
    NoDataDir,
    #[error("cannot write {}: {source}", shown_path(path))]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot read {}: {source}", shown_path(path))]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} already exists", shown_path(path))]
    AlreadyExists { path: PathBuf },
    #[error(
        "{} is {kind}, not a regular file; it is not {action}",
        shown_path(path)
    )]
    NotRegular {
        path: PathBuf,
        kind: FileKind,
        action: FileUse,
    },
    #[error(
        "cannot write {}: the folder {} does not exist",
        shown_path(path),
        shown_path(folder)
    )]
    NoFolder { path: PathBuf, folder: PathBuf },
    #[error("{} is larger than {} MB, too large for a record; it is not read", shown_path(path), MAX_TEXT_BYTES / (1024 * 1024))]
    TooLarge { path: PathBuf },
    #[error(
        "{} is not text: byte {offset} is not UTF-8; it is not read",
        shown_path(path)
    )]
    NotText { path: PathBuf, offset: usize },
    #[error("the autosave {} could not be read and could not be moved aside ({why}; moving it: {moving}); it is not overwritten", shown_path(path))]
    AutosaveKept {
        path: PathBuf,
        /// Why it could not be read.
        why: Box<Unreadable>,
        /// Why it could not be moved aside.
        moving: std::io::Error,
    },
    #[error(
        "every autosave slot in {} is in use by another running duochess",
        shown_path(dir)
    )]
    AllSlotsBusy { dir: PathBuf },
}

/// What a file is when it is not a regular file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    SymbolicLink,
    Fifo,
    Socket,
    Device,
    /// Anything else that is not a regular file.
    Other,
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Folder => "a folder",
            FileKind::SymbolicLink => "a symbolic link",
            FileKind::Fifo => "a FIFO",
            FileKind::Socket => "a socket",
            FileKind::Device => "a device",
            FileKind::Other => "not a regular file",
        })
    }
}

/// What was refused to a file that is not a regular file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileUse {
    Read,
    Replaced,
    UsedAsLock,
}

impl std::fmt::Display for FileUse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileUse::Read => "read",
            FileUse::Replaced => "replaced",
            FileUse::UsedAsLock => "used as a lock",
        })
    }
}

/// Why the autosave found when a data folder was claimed could not be read.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Unreadable {
    /// It is a symbolic link (named by its file name), which is never followed.
    #[error("{name} is a symbolic link")]
    Link { name: String },
    #[error(transparent)]
    Error(Box<StoreError>),
}

/// An I/O error again: its OS code, or its kind and words (`std::io::Error` is not
/// `Clone`).
pub fn clone_io(e: &std::io::Error) -> std::io::Error {
    match e.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code),
        None => std::io::Error::new(e.kind(), e.to_string()),
    }
}

impl Clone for StoreError {
    fn clone(&self) -> Self {
        use StoreError as E;
        match self {
            E::NoDataDir => E::NoDataDir,
            E::Write { path, source } => E::Write {
                path: path.clone(),
                source: clone_io(source),
            },
            E::Read { path, source } => E::Read {
                path: path.clone(),
                source: clone_io(source),
            },
            E::AlreadyExists { path } => E::AlreadyExists { path: path.clone() },
            E::NotRegular { path, kind, action } => E::NotRegular {
                path: path.clone(),
                kind: *kind,
                action: *action,
            },
            E::NoFolder { path, folder } => E::NoFolder {
                path: path.clone(),
                folder: folder.clone(),
            },
            E::TooLarge { path } => E::TooLarge { path: path.clone() },
            E::NotText { path, offset } => E::NotText {
                path: path.clone(),
                offset: *offset,
            },
            E::AutosaveKept { path, why, moving } => E::AutosaveKept {
                path: path.clone(),
                why: why.clone(),
                moving: clone_io(moving),
            },
            E::AllSlotsBusy { dir } => E::AllSlotsBusy { dir: dir.clone() },
        }
    }
}

impl StoreError {
    fn write(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
        move |source| StoreError::Write {
            path: path.to_path_buf(),
            source,
        }
    }

    /// Whether the error is "there is no such file" (nor a folder to hold it).
    pub fn is_not_found(&self) -> bool {
        matches!(self, StoreError::Read { source, .. } if matches!(source.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory))
    }
}

/// What a file is, in words, when it is not a regular file.
fn kind_of(file_type: fs::FileType) -> Option<FileKind> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some(FileKind::Folder);
    }
    if file_type.is_symlink() {
        return Some(FileKind::SymbolicLink);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Some(FileKind::Fifo);
        }
        if file_type.is_socket() {
            return Some(FileKind::Socket);
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return Some(FileKind::Device);
        }
    }
    Some(FileKind::Other)
}

/// The folder a path is in (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Check that `path` may be written: its folder exists, and it is absent or a regular
/// file (never a link, a device, a FIFO or a folder).
fn check_target(path: &Path) -> Result<(), StoreError> {
    let folder = folder_of(path);
    if path.file_name().is_none() {
        return Err(StoreError::NotRegular {
            path: path.to_path_buf(),
            kind: FileKind::Folder,
            action: FileUse::Replaced,
        });
    }
    match fs::metadata(&folder) {
        Ok(m) if m.is_dir() => {}
        _ => {
            return Err(StoreError::NoFolder {
                path: path.to_path_buf(),
                folder,
            })
        }
    }
    match fs::symlink_metadata(path) {
        Ok(m) => match kind_of(m.file_type()) {
            None => Ok(()),
            Some(kind) => Err(StoreError::NotRegular {
                path: path.to_path_buf(),
                kind,
                action: FileUse::Replaced,
            }),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::write(path)(e)),
    }
}

/// The prefix of the temporary files written for `path` by this process
/// (`.autosave.pgn.tmp-<pid>-`); a random part follows.
fn temp_prefix(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "record".into());
    format!(".{name}.tmp-{}-", std::process::id())
}

/// Write `contents` to a fresh temporary file next to `path`, flushed to disk.
fn write_temp(path: &Path, contents: &str) -> Result<tempfile::NamedTempFile, StoreError> {
    let folder = folder_of(path);
    let prefix = temp_prefix(path);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).rand_bytes(8);
    // The file replaced keeps its permissions; a new one gets the usual 0644 (less
    // the umask), not the temporary file's 0600.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::symlink_metadata(path)
            .ok()
            .filter(|m| m.is_file())
            .map_or(0o644, |m| m.permissions().mode() & 0o7777);
        builder.permissions(fs::Permissions::from_mode(mode));
    }
    let mut tmp = builder
        .tempfile_in(&folder)
        .map_err(StoreError::write(path))?;
    // On error the temporary file is removed when `tmp` is dropped.
    tmp.write_all(contents.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(StoreError::write(path))?;
    Ok(tmp)
}

/// After a write: flush the folder, and remove temporaries that killed processes
/// left for the same file.
fn sync_folder(path: &Path) {
    let folder = folder_of(path);
    if let Ok(d) = fs::File::open(&folder) {
        let _ = d.sync_all();
    }
    if let Some(name) = path.file_name() {
        remove_stale(&folder, Some(&name.to_string_lossy()));
    }
}

/// Write `contents` to `path` atomically (exclusive temporary file, sync, rename,
/// folder sync), replacing the file there if it is a regular file. The folder must
/// exist; a link, device, FIFO or folder at `path` is refused.
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), StoreError> {
    check_target(path)?;
    let tmp = write_temp(path, contents)?;
    tmp.persist(path)
        .map_err(|e| StoreError::write(path)(e.error))?;
    sync_folder(path);
    Ok(())
}

/// Write `contents` to `path` atomically, only if nothing is there:
/// [`StoreError::AlreadyExists`] otherwise (also when the file appears during the
/// write: the final rename never replaces).
pub fn write_new(path: &Path, contents: &str) -> Result<(), StoreError> {
    check_target(path)?;
    if fs::symlink_metadata(path).is_ok() {
        return Err(StoreError::AlreadyExists {
            path: path.to_path_buf(),
        });
    }
    let tmp = write_temp(path, contents)?;
    match tmp.persist_noclobber(path) {
        Ok(_) => {
            sync_folder(path);
            Ok(())
        }
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
            Err(StoreError::AlreadyExists {
                path: path.to_path_buf(),
            })
        }
        Err(e) => Err(StoreError::write(path)(e.error)),
    }
}

/// Open `path` for reading without blocking (a FIFO opens at once) and check, on the
/// open file, that it is a regular file.
fn open_regular(path: &Path) -> Result<fs::File, StoreError> {
    let read_err = |source| StoreError::Read {
        path: path.to_path_buf(),
        source,
    };
    #[cfg(unix)]
    let file = {
        use rustix::fs::{Mode, OFlags};
        let fd = rustix::fs::open(
            path,
            OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY,
            Mode::empty(),
        )
        .map_err(|e| read_err(e.into()))?;
        fs::File::from(fd)
    };
    #[cfg(not(unix))]
    let file = {
        if let Ok(m) = fs::metadata(path) {
            if let Some(kind) = kind_of(m.file_type()) {
                return Err(StoreError::NotRegular {
                    path: path.to_path_buf(),
                    kind,
                    action: FileUse::Read,
                });
            }
        }
        fs::File::open(path).map_err(read_err)?
    };
    let meta = file.metadata().map_err(read_err)?;
    if let Some(kind) = kind_of(meta.file_type()) {
        return Err(StoreError::NotRegular {
            path: path.to_path_buf(),
            kind,
            action: FileUse::Read,
        });
    }
    if meta.len() > MAX_TEXT_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
        });
    }
    Ok(file)
}

/// Read a whole text file: a regular file of at most [`MAX_TEXT_BYTES`], in UTF-8.
pub fn read_text(path: &Path) -> Result<String, StoreError> {
    let file = open_regular(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_TEXT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| StoreError::Read {
            path: path.to_path_buf(),
            source,
        })?;
    if bytes.len() as u64 > MAX_TEXT_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
        });
    }
    String::from_utf8(bytes).map_err(|e| StoreError::NotText {
        path: path.to_path_buf(),
        offset: e.utf8_error().valid_up_to(),
    })
}

/// Rename `from` to `to` unless something is there (`AlreadyExists` then): a rename
/// that never replaces (Linux), else a hard link and the old name removed.
fn rename_noclobber(from: &Path, to: &Path) -> std::io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use rustix::fs::{renameat_with, RenameFlags, CWD};
        match renameat_with(CWD, from, CWD, to, RenameFlags::NOREPLACE) {
            Ok(()) => return Ok(()),
            // The file system cannot: fall back to a hard link.
            Err(rustix::io::Errno::INVAL | rustix::io::Errno::NOSYS) => {}
            Err(e) => return Err(e.into()),
        }
    }
    fs::hard_link(from, to)?;
    fs::remove_file(from)
}

/// Rename `from` to a new name made by `name(n)` for n = 1, 2, … in the same folder,
/// never replacing anything: the file is kept byte for byte, whatever it is (even
/// one this user cannot read). Returns the new path.
pub fn move_aside(from: &Path, name: impl Fn(u32) -> String) -> std::io::Result<PathBuf> {
    let folder = folder_of(from);
    for n in 1..1000 {
        let to = folder.join(name(n));
        match rename_noclobber(from, &to) {
            Ok(()) => {
                sync_folder(from);
                return Ok(to);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        "no free name",
    ))
}

/// The platform's folders for duochess (data, config), from the `directories` crate
/// (the XDG base directories on Linux, the usual places on macOS and Windows); `None`
/// when no home folder can be found.
pub fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "duochess")
}

/// Whether the process `pid` is alive (on doubt: yes).
fn process_alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Some(pid) = i32::try_from(pid)
            .ok()
            .and_then(rustix::process::Pid::from_raw)
        else {
            return false;
        };
        !matches!(
            rustix::process::test_kill_process(pid),
            Err(rustix::io::Errno::SRCH)
        )
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Remove the temporary files of processes that are gone (killed during a write) from
/// `folder`. Returns how many were removed.
pub fn remove_stale_temporaries(folder: &Path) -> usize {
    remove_stale(folder, None)
}

/// [`remove_stale_temporaries`], only those for the file named `target` when given.
fn remove_stale(folder: &Path, target: Option<&str>) -> usize {
    let Ok(entries) = fs::read_dir(folder) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let Some(pid) = name
            .strip_prefix('.')
            .and_then(|n| n.rsplit_once(".tmp-"))
            .filter(|(of, _)| target.is_none_or(|t| t == *of))
            .and_then(|(_, rest)| rest.split_once('-'))
            .and_then(|(pid, _)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !process_alive(pid) && fs::remove_file(entry.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
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
    /// The folder from the environment (see the module docs).
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

#[cfg(unix)]
mod libc_errno {
    use rustix::io::Errno;
    pub const EROFS: i32 = Errno::ROFS.raw_os_error();
    pub const EACCES: i32 = Errno::ACCESS.raw_os_error();
    pub const EPERM: i32 = Errno::PERM.raw_os_error();
}

/// Take the first free autosave slot of `root`: its number and the open lock file
/// (`None` where the platform has no locks, or the folder cannot be written).
fn lock_slot(root: &Path) -> Result<(u32, Option<fs::File>), StoreError> {
    #[cfg(unix)]
    {
        use rustix::fs::{flock, FlockOperation, Mode, OFlags};
        for number in 1..=AUTOSAVE_SLOTS {
            let path = match number {
                1 => root.join("autosave.pgn.lock"),
                n => root.join(format!("autosave-{n}.pgn.lock")),
            };
            let fd = rustix::fs::open(
                &path,
                OFlags::RDWR
                    | OFlags::CREATE
                    | OFlags::NOFOLLOW
                    | OFlags::NONBLOCK
                    | OFlags::CLOEXEC
                    | OFlags::NOCTTY,
                Mode::from_raw_mode(0o600),
            )
            .map_err(|e| StoreError::write(&path)(e.into()));
            let fd = match fd {
                Ok(fd) => fd,
                // A folder this copy cannot write to (read-only): nothing can be
                // autosaved there anyway, but its game can still be read and resumed.
                Err(StoreError::Write { source, .. })
                    if number == 1
                        && matches!(
                            source.raw_os_error(),
                            Some(libc_errno::EROFS | libc_errno::EACCES | libc_errno::EPERM)
                        ) =>
                {
                    return Ok((1, None));
                }
                Err(e) => return Err(e),
            };
            let file = fs::File::from(fd);
            let meta = file.metadata().map_err(StoreError::write(&path))?;
            if let Some(kind) = kind_of(meta.file_type()) {
                return Err(StoreError::NotRegular {
                    path,
                    kind,
                    action: FileUse::UsedAsLock,
                });
            }
            match flock(&file, FlockOperation::NonBlockingLockExclusive) {
                Ok(()) => return Ok((number, Some(file))),
                Err(rustix::io::Errno::WOULDBLOCK) => continue,
                Err(e) => return Err(StoreError::write(&path)(e.into())),
            }
        }
        Err(StoreError::AllSlotsBusy {
            dir: root.to_path_buf(),
        })
    }
    #[cfg(not(unix))]
    {
        let _ = root;
        Ok((1, None))
    }
}

/// Today's date as PGN wants it (`2026.11.30`), in UTC.
pub fn pgn_date() -> String {
    let (y, m, d, _) = utc_now();
    format!("{y:04}.{m:02}.{d:02}")
}

/// Now, UTC, for file names: `2026-12-01-140312`.
pub fn timestamp() -> String {
    let (y, m, d, secs) = utc_now();
    format!(
        "{y:04}-{m:02}-{d:02}-{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// (year, month, day, seconds of the day), UTC.
fn utc_now() -> (i64, u32, u32, u64) {
    utc_parts(SystemTime::now())
}

fn utc_parts(time: SystemTime) -> (i64, u32, u32, u64) {
    let secs = time
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    (y, m, d, secs % 86_400)
}

/// A time to the minute, UTC: `2026-12-01 14:03`.
pub fn utc_minute(time: SystemTime) -> String {
    let (y, m, d, secs) = utc_parts(time);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        secs / 3600,
        secs / 60 % 60
    )
}

/// Days since 1970-01-01 to a Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("duochess-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn temporaries(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp-"))
            .collect()
    }

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

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
    fn a_planted_link_is_never_followed_nor_replaced() {
        let dir = temp_dir("links");
        let victim = dir.join("victim.txt");
        fs::write(&victim, "precious").unwrap();
        // Links at the names the old code used for temporaries, and at the target.
        for name in [
            format!(".autosave.pgn.tmp-{}", std::process::id()),
            format!(".game.pgn.tmp-{}", std::process::id()),
        ] {
            std::os::unix::fs::symlink(&victim, dir.join(name)).unwrap();
        }
        let data = DataDir::at(&dir);
        data.autosave("the game").unwrap();
        write_atomic(&dir.join("game.pgn"), "saved").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join("link.pgn")).unwrap();
        assert!(matches!(
            write_atomic(&dir.join("link.pgn"), "x"),
            Err(StoreError::NotRegular {
                kind: FileKind::SymbolicLink,
                ..
            })
        ));
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(read_text(&dir.join("game.pgn")).unwrap(), "saved");
        let _ = fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("modes");
        let path = dir.join("g.pgn");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&path, "new").unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        assert_eq!(read_text(&path).unwrap(), "new");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn write_new_never_replaces_and_folders_are_not_created() {
        let dir = temp_dir("new");
        let path = dir.join("g.pgn");
        write_new(&path, "one").unwrap();
        assert!(matches!(
            write_new(&path, "two"),
            Err(StoreError::AlreadyExists { .. })
        ));
        assert_eq!(read_text(&path).unwrap(), "one");
        let missing = dir.join("no/such/folder/g.pgn");
        assert!(matches!(
            write_atomic(&missing, "x"),
            Err(StoreError::NoFolder { .. })
        ));
        assert!(!dir.join("no").exists());
        assert!(matches!(
            write_atomic(&dir, "x"),
            Err(StoreError::NotRegular { .. })
        ));
        assert!(temporaries(&dir).is_empty());
        let _ = fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_neither_read_nor_replaced() {
        let dir = temp_dir("special");
        let fifo = dir.join("fifo.pgn");
        rustix::fs::mknodat(
            rustix::fs::CWD,
            &fifo,
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o600),
            0,
        )
        .unwrap();
        let started = std::time::Instant::now();
        let e = read_text(&fifo).unwrap_err();
        assert!(e.to_string().contains("is a FIFO"), "{e}");
        assert!(matches!(
            read_text(Path::new("/dev/zero")),
            Err(StoreError::NotRegular {
                kind: FileKind::Device,
                ..
            })
        ));
        assert!(matches!(
            read_text(&dir),
            Err(StoreError::NotRegular {
                kind: FileKind::Folder,
                ..
            })
        ));
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert!(matches!(
            write_atomic(&fifo, "x"),
            Err(StoreError::NotRegular {
                kind: FileKind::Fifo,
                ..
            })
        ));
        assert!(matches!(
            write_atomic(Path::new("/dev/null"), "x"),
            Err(StoreError::NotRegular {
                kind: FileKind::Device,
                ..
            })
        ));
        let big = dir.join("big.pgn");
        fs::write(&big, vec![b' '; MAX_TEXT_BYTES as usize + 1]).unwrap();
        let e = read_text(&big).unwrap_err();
        assert!(e.to_string().contains("larger than 8 MB"), "{e}");
        let latin = dir.join("latin.pgn");
        fs::write(&latin, b"[Event \"caf\xe9\"]").unwrap();
        assert!(matches!(
            read_text(&latin),
            Err(StoreError::NotText { offset: 11, .. })
        ));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn stale_temporaries_of_dead_processes_are_removed() {
        let dir = temp_dir("stale");
        // A pid that cannot be alive (above the kernel's pid limit), and our own.
        let dead = dir.join(".autosave.pgn.tmp-2147483646-abcdefgh");
        let ours = dir.join(format!(".autosave.pgn.tmp-{}-abcdefgh", std::process::id()));
        fs::write(&dead, "half").unwrap();
        fs::write(&ours, "writing").unwrap();
        fs::write(dir.join("autosave.pgn"), "keep").unwrap();
        assert_eq!(remove_stale_temporaries(&dir), 1);
        assert!(!dead.exists());
        assert!(ours.exists());
        assert_eq!(read_text(&dir.join("autosave.pgn")).unwrap(), "keep");
        // A write removes the dead temporaries of its own file (a killed :save).
        let saved = dir.join(".g.pgn.tmp-2147483646-abcdefgh");
        let other = dir.join(".h.pgn.tmp-2147483646-abcdefgh");
        fs::write(&saved, "half").unwrap();
        fs::write(&other, "half").unwrap();
        write_atomic(&dir.join("g.pgn"), "saved").unwrap();
        assert!(!saved.exists());
        assert!(other.exists());
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
