//! Reading a text file safely ([`read_text`]): only a regular file (a FIFO is refused
//! without blocking), at most [`MAX_TEXT_BYTES`], only UTF-8.

use super::error::{kind_of, FileUse, StoreError};
use std::fs;
use std::io::Read;
use std::path::Path;

/// The largest file read as a record, batch file or settings file.
pub const MAX_TEXT_BYTES: u64 = 8 * 1024 * 1024;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::store::scratch::temp_dir;
    use crate::record::store::{write_atomic, FileKind};

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
}
