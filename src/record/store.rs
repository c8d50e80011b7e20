//! Where records live on disk and how they are written.
//!
//! Every write is atomic: the text goes to a temporary file in the same folder, is
//! flushed to disk, and is then renamed over the target, so a crash or a kill in the
//! middle of a write leaves either the old file or the new one, never a broken one.
//!
//! The data folder is `$DUOCHESS_DATA_DIR` if set, else `$XDG_DATA_HOME/duochess`, else
//! `~/.local/share/duochess`. It holds `autosave.pgn` (the game in progress) and
//! `records/` (finished games, one file each, never overwritten).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// A storage problem, with the path involved.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot find a folder for saved games: set HOME, XDG_DATA_HOME or DUOCHESS_DATA_DIR")]
    NoDataDir,
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Write `contents` to `path` atomically (temporary file, sync, rename).
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), StoreError> {
    let err = |source| StoreError::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(err)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "record".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(contents.as_bytes())?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        if let Ok(d) = fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.map_err(err)
}

/// Read a whole text file.
pub fn read_text(path: &Path) -> Result<String, StoreError> {
    fs::read(path)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|source| StoreError::Read {
            path: path.to_path_buf(),
            source,
        })
}

/// The folder for autosaves and finished records.
#[derive(Clone, Debug)]
pub struct DataDir {
    root: PathBuf,
}

impl DataDir {
    /// The folder from the environment (see the module docs).
    pub fn from_env() -> Result<DataDir, StoreError> {
        let var = |k| std::env::var_os(k).filter(|v| !v.is_empty());
        let root = if let Some(d) = var("DUOCHESS_DATA_DIR") {
            PathBuf::from(d)
        } else if let Some(d) = var("XDG_DATA_HOME") {
            PathBuf::from(d).join("duochess")
        } else if let Some(h) = var("HOME") {
            PathBuf::from(h).join(".local/share/duochess")
        } else {
            return Err(StoreError::NoDataDir);
        };
        Ok(DataDir { root })
    }

    pub fn at(root: impl Into<PathBuf>) -> DataDir {
        DataDir { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file holding the game in progress.
    pub fn autosave_path(&self) -> PathBuf {
        self.root.join("autosave.pgn")
    }

    /// Save the game in progress (atomically).
    pub fn autosave(&self, record: &str) -> Result<(), StoreError> {
        write_atomic(&self.autosave_path(), record)
    }

    /// The game in progress, if one was saved.
    pub fn load_autosave(&self) -> Option<String> {
        read_text(&self.autosave_path()).ok()
    }

    /// Remove the autosave (the game was finished and archived, or abandoned).
    pub fn clear_autosave(&self) {
        let _ = fs::remove_file(self.autosave_path());
    }

    /// Keep a finished game under `records/` with a new, dated name, and clear the
    /// autosave. Returns the record's path.
    pub fn archive(&self, record: &str, variant: &str) -> Result<PathBuf, StoreError> {
        let dir = self.root.join("records");
        let stamp = timestamp();
        let mut path = dir.join(format!("{stamp}-{variant}.pgn"));
        let mut n = 2;
        while path.exists() {
            path = dir.join(format!("{stamp}-{variant}-{n}.pgn"));
            n += 1;
        }
        write_atomic(&path, record)?;
        self.clear_autosave();
        Ok(path)
    }
}

/// Today's date as PGN wants it (`2026.11.30`), in UTC.
pub fn pgn_date() -> String {
    let (y, m, d, _) = utc_now();
    format!("{y:04}.{m:02}.{d:02}")
}

fn timestamp() -> String {
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
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    (y, m, d, secs % 86_400)
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

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

    #[test]
    fn atomic_write_and_archive() {
        let dir = std::env::temp_dir().join(format!("duochess-store-{}", std::process::id()));
        let data = DataDir::at(&dir);
        data.autosave("first").unwrap();
        data.autosave("second").unwrap();
        assert_eq!(data.load_autosave().as_deref(), Some("second"));
        let a = data.archive("game one", "xiangqi").unwrap();
        let b = data.archive("game two", "xiangqi").unwrap();
        assert_ne!(a, b);
        assert_eq!(read_text(&a).unwrap(), "game one");
        assert_eq!(read_text(&b).unwrap(), "game two");
        assert!(data.load_autosave().is_none());
        // No temporary files left behind.
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
            .collect();
        assert!(leftovers.is_empty());
        let _ = fs::remove_dir_all(&dir);
    }
}
