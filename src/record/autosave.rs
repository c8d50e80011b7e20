//! Games on disk: opening a record or the autosave to play on, writing a record,
//! and the autosave policy — when to write, when to archive, and never to overwrite
//! another game. No terminal code: the front end asks and shows the notes.
//!
//! The record format is [`crate::record`]'s (`load`, `flicker::write`, …) and the
//! atomic writes are [`crate::record::store`]'s; this module decides *when*.
//!
//! Autosave rules: after anything that may have changed the game, its record (the
//! completed moves or series and the result) is compared with what was last written;
//! when it differs it is written to the data folder's autosave atomically. When the
//! game is over it is archived under `records/` instead and the autosave cleared.
//! An autosave that belongs to another game (one the player did not resume, or the
//! game a `:load` replaced) is never overwritten: before the first write it is kept
//! under `records/` as an unfinished game.

use crate::core::text::shown_path;
use crate::record::{
    self, DataDir, LoadError, LoadFileError, Loaded, LoadedGame, PgnGame, StoreError,
};
use crate::session::GameKind;
use std::path::{Path, PathBuf};

/// Why a game could not be saved, loaded or resumed.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    #[error("{0} games have no record format; only Flickering Chess and Xiangqi are saved")]
    NoRecordFormat(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Load(#[from] LoadFileError),
    #[error("{} holds a {found} game, not {wanted}", shown_path(path))]
    WrongGame {
        path: PathBuf,
        wanted: GameKind,
        found: GameKind,
    },
    #[error("no game in progress was autosaved in {}; start one with duochess play flickering (or xiangqi)", shown_path(dir))]
    NoAutosave { dir: PathBuf },
    #[error(
        "the autosaved game {} cannot be read ({source}); it is left as it is",
        shown_path(path)
    )]
    BadAutosave {
        path: PathBuf,
        source: Box<LoadError>,
    },
    #[error("say where: :{command} PATH (for example :{command} game.pgn)")]
    NoPath { command: &'static str },
}

impl PersistError {
    /// For an illegal move in a record: the moves (or series) read before it.
    pub fn read_before(&self) -> Option<&[String]> {
        let source = match self {
            PersistError::Load(LoadFileError::Record { source, .. }) => source,
            PersistError::BadAutosave { source, .. } => source,
            _ => return None,
        };
        match source.as_ref() {
            LoadError::IllegalMove { read, .. } => Some(read),
            _ => None,
        }
    }
}

impl LoadedGame {
    pub fn kind(&self) -> GameKind {
        match self {
            LoadedGame::Flickering(_) => GameKind::Flickering,
            LoadedGame::Xiangqi(_) => GameKind::Xiangqi,
        }
    }
}

/// Read a record file to play on; `wanted` is the game the player asked for, if any.
pub fn open_record(path: &Path, wanted: Option<GameKind>) -> Result<Loaded, PersistError> {
    let loaded = record::load_file(path)?;
    match wanted {
        Some(w) if w != loaded.game.kind() => Err(PersistError::WrongGame {
            path: path.to_path_buf(),
            wanted: w,
            found: loaded.game.kind(),
        }),
        _ => Ok(loaded),
    }
}

/// The autosaved game in progress, if there is one (`Ok(None)` when there is none).
pub fn open_autosave(data: &DataDir) -> Result<Option<Loaded>, PersistError> {
    let Some(text) = data.read_autosave()? else {
        return Ok(None);
    };
    record::load(&text)
        .map(Some)
        .map_err(|source| PersistError::BadAutosave {
            path: data.autosave_path(),
            source: Box::new(source),
        })
}

/// The autosaved game to resume (`--resume`): an error when there is none or it
/// is another game than `wanted`.
pub fn resume(data: &DataDir, wanted: Option<GameKind>) -> Result<Loaded, PersistError> {
    let loaded = open_autosave(data)?.ok_or_else(|| PersistError::NoAutosave {
        dir: data.root().to_path_buf(),
    })?;
    match wanted {
        Some(w) if w != loaded.game.kind() => Err(PersistError::WrongGame {
            path: data.autosave_path(),
            wanted: w,
            found: loaded.game.kind(),
        }),
        _ => Ok(loaded),
    }
}

/// Write a record to `path` (atomically); whether a file was replaced. An existing
/// file is replaced only with `replace` (the player said yes): otherwise the error is
/// [`StoreError::AlreadyExists`], so the front end can ask.
pub fn save_record(path: &Path, text: &str, replace: bool) -> Result<bool, PersistError> {
    if replace {
        let existed = path.exists();
        record::store::write_atomic(path, text)?;
        Ok(existed)
    } else {
        record::store::write_new(path, text)?;
        Ok(false)
    }
}

/// Something the player should read after an autosave (a game was kept, or the
/// autosave failed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveNote {
    pub text: String,
    /// A failure, rather than information.
    pub error: bool,
}

/// The autosave of the game being played.
pub struct Autosave {
    data: DataDir,
    /// The record last written (or, before any write, the record the game started
    /// with, which needs no write).
    last: Option<String>,
    /// Whether the autosave file holds this game (written or resumed by us).
    owns_file: bool,
    /// The last attempt to write failed or was paused.
    failing: bool,
}

impl Autosave {
    /// The autosave of a game whose record is now `record`; `resumed`: the game
    /// came from the autosave itself, so that file is this game's.
    pub fn new(data: DataDir, record: Option<String>, resumed: bool) -> Autosave {
        Autosave {
            data,
            last: record,
            owns_file: resumed,
            failing: false,
        }
    }

    /// Whether the game is safely autosaved as far as is known: neither the last
    /// write failed nor autosave is paused.
    pub fn working(&self) -> bool {
        !self.failing && self.data.autosave_working()
    }

    pub fn data(&self) -> &DataDir {
        &self.data
    }

    /// Another game replaced the one played (`:load`): the autosave file still
    /// holds the old game, which is kept under `records/` before the first write.
    pub fn replace_game(&mut self, record: Option<String>) {
        self.last = record;
        self.owns_file = false;
    }

    /// Write the game's record `text` if it changed (`finished`: archive it under
    /// `records/` instead); what to tell the player, if anything.
    pub fn sync(&mut self, text: &str, kind: GameKind, finished: bool) -> Option<SaveNote> {
        // A failed write leaves `last` as it was, so the next sync tries again.
        let note = self.write(text, kind, finished);
        self.failing = note.as_ref().is_some_and(|n| n.error);
        note
    }

    fn write(&mut self, text: &str, kind: GameKind, finished: bool) -> Option<SaveNote> {
        if self.last.as_deref() == Some(text) {
            return None;
        }
        let mut notes = Vec::new();
        if !self.owns_file {
            match self.keep_other_game() {
                Ok(Some(path)) => notes.push(format!(
                    "An earlier unfinished game was kept as {}.",
                    self.shown(&path)
                )),
                Ok(None) => {}
                Err(e) => {
                    // Never overwrite a game we could not keep.
                    return Some(error(format!(
                        "Autosave is paused: the earlier autosave could not be kept ({e}). Use :save PATH."
                    )));
                }
            }
            self.owns_file = true;
        }
        let result = if finished {
            self.data
                .archive(text, &variant_file_name(kind))
                .map(|path| notes.push(format!("Game kept as {}.", self.shown(&path))))
        } else {
            self.data.autosave(text)
        };
        match result {
            Ok(()) => {
                self.last = Some(text.to_string());
                (!notes.is_empty()).then(|| SaveNote {
                    text: notes.join(" "),
                    error: false,
                })
            }
            Err(e) => Some(error(format!(
                "Autosave failed ({e}); the game goes on. :save PATH keeps it."
            ))),
        }
    }
    /// Keep the autosave of another game under `records/` (so that ours can replace
    /// it). `Ok(None)`: there was none.
    fn keep_other_game(&self) -> Result<Option<PathBuf>, StoreError> {
        let Some(text) = self.data.read_autosave()? else {
            return Ok(None);
        };
        let variant = PgnGame::parse(&text)
            .ok()
            .and_then(|pgn| record::variant_of(&pgn).ok())
            .map_or_else(|| "game".to_string(), variant_file_name);
        self.data
            .archive(&text, &format!("{variant}-unfinished"))
            .map(Some)
    }

    /// A path in the data folder, shown relative to it when it is inside.
    fn shown(&self, path: &Path) -> String {
        path.strip_prefix(self.data.root())
            .unwrap_or(path)
            .display()
            .to_string()
    }
}

fn variant_file_name(kind: GameKind) -> String {
    match kind {
        GameKind::Flickering => "flickering".into(),
        GameKind::Xiangqi => "xiangqi".into(),
    }
}

fn error(text: String) -> SaveNote {
    SaveNote { text, error: true }
}
