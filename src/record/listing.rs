//! The records in a folder (the data folder's `records/`), listed for choosing one:
//! the game, the players, when it was saved, the result and its length, newest
//! first. Each file is read and parsed (tags and movetext), not replayed, so a long
//! folder lists at once; a file that cannot be read or parsed is listed with its
//! problem, and replaying (which finds an illegal move) happens when it is opened.

use crate::record::{self, store, LoadError, PgnGame, StoreError};
use crate::session::GameKind;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// One file of the folder.
#[derive(Clone, Debug)]
pub struct RecordEntry {
    pub path: PathBuf,
    /// The file name (as the path line would name it).
    pub name: String,
    /// When the file was last written ("2026-12-01 14:03", UTC), if known.
    pub saved: Option<String>,
    /// What the record says, or why it cannot be read.
    pub summary: Result<RecordSummary, Unlisted>,
    modified: Option<SystemTime>,
}

/// Why a file of the folder has no summary: it could not be read, or it is not a
/// record of a game duochess plays.
#[derive(Clone, Debug, thiserror::Error)]
pub enum Unlisted {
    #[error(transparent)]
    Read(#[from] StoreError),
    #[error(transparent)]
    Record(#[from] LoadError),
}

/// What a record's tags and movetext say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordSummary {
    pub kind: GameKind,
    /// The `[White]` and `[Black]` tags (White is Red in Xiangqi); `None` for `?`.
    pub white: Option<String>,
    pub black: Option<String>,
    /// The `[Result]` tag or result token: `1-0`, `0-1`, `1/2-1/2`, `*`.
    pub result: String,
    /// Completed series (Flickering Chess) or numbered moves (Xiangqi: Red's and
    /// Black's make one).
    pub turns: usize,
    /// The program that played one side, when the record says one did.
    pub opponent: Option<crate::record::RecordedOpponent>,
}

/// What a record's text says; why not when it is not a record of a game duochess
/// plays.
pub fn summarise(text: &str) -> Result<RecordSummary, LoadError> {
    let pgn = PgnGame::parse(text)?;
    let kind = record::variant_of(&pgn)?;
    let name = |tag: &str| {
        pgn.tag(tag)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
            .map(crate::core::text::shown)
    };
    let result = pgn
        .tag("Result")
        .map(str::to_string)
        .or_else(|| pgn.result.clone())
        .unwrap_or_else(|| "*".into());
    Ok(RecordSummary {
        kind,
        white: name("White").or_else(|| name("Red")),
        black: name("Black"),
        result,
        turns: kind.length(
            pgn.turns.len(),
            pgn.tag("FEN")
                .is_some_and(|f| f.split_whitespace().nth(1) == Some("b")),
        ),
        opponent: crate::record::RecordedOpponent::from_pgn(&pgn),
    })
}

/// The `.pgn` files of `dir` (not its subfolders, nor hidden files such as
/// temporaries), newest first (then by name). A folder that does not exist has no
/// records; one that cannot be read is an error.
pub fn list_records(dir: &Path) -> Result<Vec<RecordEntry>, StoreError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(StoreError::Read {
                path: dir.to_path_buf(),
                source,
            })
        }
    };
    let paths = entries.flatten().filter_map(|entry| {
        let name = entry.file_name().to_string_lossy().into_owned();
        let is_pgn = name.to_ascii_lowercase().ends_with(".pgn");
        if name.starts_with('.') || !is_pgn || entry.file_type().ok()?.is_dir() {
            return None;
        }
        Some(entry.path())
    });
    Ok(list_files(paths))
}

/// The files at `paths` (the autosaves of the data folder, say), listed as a
/// folder's records are, newest first (then by name).
pub fn list_files(paths: impl IntoIterator<Item = PathBuf>) -> Vec<RecordEntry> {
    let mut list: Vec<RecordEntry> = paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
            let summary = store::read_text(&path)
                .map_err(Unlisted::from)
                .and_then(|text| summarise(&text).map_err(Unlisted::from));
            RecordEntry {
                saved: modified.map(store::utc_minute),
                name: crate::core::text::shown(&name),
                path,
                summary,
                modified,
            }
        })
        .collect();
    list.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| b.name.cmp(&a.name))
    });
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_movetext_make_the_summary() {
        let s = summarise(
            "[White \"Ann\"]\n[Black \"?\"]\n[Result \"0-1\"]\n[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 2. h0g2 0-1\n",
        )
        .expect("a record");
        assert_eq!(
            s,
            RecordSummary {
                kind: GameKind::Xiangqi,
                white: Some("Ann".into()),
                black: None,
                result: "0-1".into(),
                turns: 2, // three turns, numbered to 2
                opponent: None,
            }
        );
        let f = summarise("[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5 *\n").expect("a record");
        assert_eq!(
            f,
            RecordSummary {
                kind: GameKind::Flickering,
                white: None,
                black: None,
                result: "*".into(),
                turns: 2,
                opponent: None,
            }
        );
        let e = summarise("[Variant \"shogi\"]\n\n1. P7f *\n").unwrap_err();
        assert!(matches!(e, LoadError::UnknownVariant { .. }), "{e}");
        assert!(e.to_string().contains("unknown variant"), "{e}");
        assert!(summarise("{ open").is_err());
    }
}
