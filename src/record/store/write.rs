//! Writing files safely: atomically, through an exclusive temporary file in the
//! target's folder ([`write_atomic`], [`write_new`]); moving a file aside without
//! replacing anything ([`move_aside`]); and removing the temporaries that killed
//! processes left ([`remove_stale_temporaries`]).

use super::error::{kind_of, FileKind, FileUse, StoreError};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

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
        // A read-only file is the player's choice: it is not replaced (a rename
        // over it would succeed), and the error says so.
        Ok(m) if m.is_file() && m.permissions().readonly() => {
            Err(StoreError::write(path)(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "the file is read-only",
            )))
        }
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
    // The errors name `path`, the file the player knows, never the temporary one.
    let mut tmp = builder
        .tempfile_in(&folder)
        .map_err(|e| StoreError::write(path)(without_temp_path(e)))?;
    // On error the temporary file is removed when `tmp` is dropped.
    tmp.write_all(contents.as_bytes())
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| StoreError::write(path)(without_temp_path(e)))?;
    Ok(tmp)
}

/// The system's error without the temporary file's path that `tempfile` adds to
/// it ("… at path /…/.config.toml.tmp-123-ab"): the message names the real file.
fn without_temp_path(e: std::io::Error) -> std::io::Error {
    if e.raw_os_error().is_some() {
        return e;
    }
    let kind = e.kind();
    match e.into_inner() {
        Some(inner) => {
            let code = inner
                .source()
                .and_then(|s| s.downcast_ref::<std::io::Error>())
                .and_then(std::io::Error::raw_os_error);
            match code {
                Some(code) => std::io::Error::from_raw_os_error(code),
                // tempfile's own words: "<the system's> at path <temporary>".
                None => {
                    let text = inner.to_string();
                    let system = text.split(" at path ").next().unwrap_or(&text);
                    std::io::Error::new(kind, system.to_string())
                }
            }
        }
        None => std::io::Error::from(kind),
    }
}

/// Where a write to `path` goes when `path` is a symbolic link: its target, as
/// editors do (a link to a dotfiles repository stays a link). Anything else:
/// `path` itself.
pub fn through_link(path: &Path) -> PathBuf {
    let mut at = path.to_path_buf();
    // A chain of links, not a loop: at most 40 steps, as the system allows.
    for _ in 0..40 {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => match fs::read_link(&at) {
                Ok(target) => at = folder_of(&at).join(target),
                Err(_) => break,
            },
            _ => break,
        }
    }
    at
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::store::read_text;
    use crate::record::store::scratch::{temp_dir, temporaries};
    use crate::record::store::DataDir;

    /// A write error names the file written, never the temporary file.
    #[test]
    fn errors_name_the_real_file_not_the_temporary_one() {
        let missing = Path::new("/nonexistent-duochess-folder/x");
        let e = tempfile::Builder::new()
            .prefix(".config.toml.tmp-")
            .tempfile_in(missing)
            .unwrap_err();
        assert!(e.to_string().contains("nonexistent"), "{e}");
        let plain = without_temp_path(e);
        assert!(!plain.to_string().contains("nonexistent"), "{plain}");
        assert_eq!(plain.kind(), std::io::ErrorKind::NotFound);
    }

    /// A read-only file is not replaced, and the error names it.
    #[test]
    fn a_read_only_file_is_not_replaced() {
        let dir = temp_dir("read-only");
        let path = dir.join("progress.tsv");
        std::fs::write(&path, "kept").unwrap();
        let mut perms = std::fs::metadata(&path).unwrap().permissions();
        perms.set_readonly(true);
        std::fs::set_permissions(&path, perms).unwrap();
        let e = write_atomic(&path, "new").unwrap_err();
        assert!(e.to_string().contains("read-only"), "{e}");
        assert!(e.to_string().contains("progress.tsv"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "kept");
        let _ = std::fs::remove_dir_all(&dir);
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
        data.autosave(crate::session::GameKind::Xiangqi, "the game")
            .unwrap();
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
}
