//! What can go wrong storing a file ([`StoreError`]; the front end renders it in the
//! player's language), and what a file is when it is not a regular one.

use super::read::MAX_TEXT_BYTES;
use crate::core::text::shown_path;
use std::fs;
use std::path::{Path, PathBuf};

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
    pub(super) fn write(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
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
pub(super) fn kind_of(file_type: fs::FileType) -> Option<FileKind> {
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
