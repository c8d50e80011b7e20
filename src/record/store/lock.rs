//! Autosave slots: a running copy takes the first of [`AUTOSAVE_SLOTS`] lock files in
//! the data folder that no other running copy holds an advisory lock (`flock`) on.

use super::error::StoreError;
use std::fs;
use std::path::{Path, PathBuf};

/// How many autosave slots copies running at once on one data folder may use.
pub const AUTOSAVE_SLOTS: u32 = 9;

#[cfg(unix)]
mod libc_errno {
    use rustix::io::Errno;
    pub const EROFS: i32 = Errno::ROFS.raw_os_error();
    pub const EACCES: i32 = Errno::ACCESS.raw_os_error();
    pub const EPERM: i32 = Errno::PERM.raw_os_error();
}

/// The lock file of slot `number` (the names of the time when a slot had one
/// autosave file, so that copies of every version agree on them).
fn lock_path(root: &Path, number: u32) -> PathBuf {
    match number {
        1 => root.join("autosave.pgn.lock"),
        n => root.join(format!("autosave-{n}.pgn.lock")),
    }
}

/// Whether another running copy holds slot `number` of `root` (this copy's own slot
/// counts as held too: ask about other slots). Told by trying its lock, let go at
/// once; where the platform has no locks, no slot is held.
pub(super) fn slot_in_use(root: &Path, number: u32) -> bool {
    #[cfg(unix)]
    {
        use rustix::fs::{flock, FlockOperation, Mode, OFlags};
        let Ok(fd) = rustix::fs::open(
            lock_path(root, number),
            OFlags::RDONLY | OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY,
            Mode::empty(),
        ) else {
            // No lock file (or not one we can open): nobody is locking it.
            return false;
        };
        matches!(
            flock(&fd, FlockOperation::NonBlockingLockShared),
            Err(rustix::io::Errno::WOULDBLOCK)
        )
    }
    #[cfg(not(unix))]
    {
        let _ = (root, number);
        false
    }
}

/// Take the first free autosave slot of `root`: its number and the open lock file
/// (`None` where the platform has no locks, or the folder cannot be written).
pub(super) fn lock_slot(root: &Path) -> Result<(u32, Option<fs::File>), StoreError> {
    #[cfg(unix)]
    {
        use super::error::{kind_of, FileUse};
        use rustix::fs::{flock, FlockOperation, Mode, OFlags};
        for number in 1..=AUTOSAVE_SLOTS {
            let path = lock_path(root, number);
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
