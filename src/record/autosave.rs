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
//! game a `:load` replaced) is never overwritten unseen: before the first write of
//! the new game it is either dropped or kept, by [`UNFINISHED_POLICY`]:
//! - a game with no completed move or series is dropped (there is nothing to lose);
//! - any other is kept as `records/unfinished-<game>.pgn`, one file per game kind,
//!   which replaces the one kept before for that kind (the player is told so).
//!
//! So beside the autosave there is at most one kept unfinished game per game kind,
//! the latest one abandoned, and never a pile of one-move games. An autosave that
//! cannot be parsed (so its moves cannot be counted) is kept under a dated name, as
//! before: it is never lost.

use crate::core::text::shown_path;
use crate::record::{
    self, DataDir, LoadError, LoadFileError, Loaded, LoadedGame, PgnGame, StoreError,
};
use crate::session::GameKind;
use std::path::{Path, PathBuf};

/// Why a game could not be saved, loaded or resumed. The `Display` is English (the
/// command line's and logs'); the front end renders the values in the player's
/// language.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    #[error("{0} games have no record format; only Flickering Chess and Xiangqi are saved")]
    NoRecordFormat(GameKind),
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
/// autosave failed). The `Display` is English; the front end renders the values.
#[derive(Clone, Debug)]
pub enum SaveNote {
    /// What was kept, in the order it happened (information).
    Kept(Vec<KeptNote>),
    /// The earlier autosave could not be kept, so nothing is written over it.
    Paused(StoreError),
    /// The write failed; the game goes on.
    Failed(StoreError),
}

impl SaveNote {
    /// A failure, rather than information.
    pub fn is_error(&self) -> bool {
        !matches!(self, SaveNote::Kept(_))
    }
}

impl std::fmt::Display for SaveNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveNote::Kept(notes) => {
                let notes: Vec<String> = notes.iter().map(ToString::to_string).collect();
                f.write_str(&notes.join(" "))
            }
            SaveNote::Paused(e) => write!(
                f,
                "Autosave is paused: the earlier autosave could not be kept ({e}). Use :save PATH."
            ),
            SaveNote::Failed(e) => write!(
                f,
                "Autosave failed ({e}); the game goes on. :save PATH keeps it."
            ),
        }
    }
}

/// A game kept by the autosave; paths are relative to the data folder when inside it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeptNote {
    /// Another game's unfinished autosave, kept as its kind's unfinished game
    /// (`replaced`: over the one kept before).
    #[error("An earlier unfinished game was kept as {}{}.", .path.display(), if *.replaced { ", replacing the one kept before" } else { "" })]
    Unfinished { path: PathBuf, replaced: bool },
    /// Another game's autosave that is not a readable record, kept under a dated name.
    #[error("An earlier autosave that is not a readable record was kept as {}.", .path.display())]
    Unparsed { path: PathBuf },
    /// The finished game, kept under `records/`.
    #[error("Game kept as {}.", .path.display())]
    Finished { path: PathBuf },
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
    /// How the game last ended, when its record is on disk: the same end again
    /// writes nothing (one game, one record).
    ended: Option<Ended>,
}

/// A game's end whose record is on disk.
#[derive(Debug)]
struct Ended {
    /// The moves and result, without the record's information (its tags).
    moves: String,
    /// The record kept under `records/` by this autosave; `None`: the game was
    /// opened finished, from a record of its own.
    archive: Option<PathBuf>,
}

impl Autosave {
    /// The autosave of a game whose record is now `record`; `resumed`: the game
    /// came from the autosave itself, so that file is this game's; `ended`: the
    /// game is over, as these moves and result (see [`Autosave::sync`]), and was
    /// opened from its record.
    pub fn new(
        data: DataDir,
        record: Option<String>,
        resumed: bool,
        ended: Option<String>,
    ) -> Autosave {
        Autosave {
            data,
            last: record,
            owns_file: resumed,
            failing: false,
            ended: ended.map(|moves| Ended {
                moves,
                archive: None,
            }),
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
    /// `ended` as in [`Autosave::new`].
    pub fn replace_game(&mut self, record: Option<String>, ended: Option<String>) {
        self.last = record;
        self.owns_file = false;
        self.ended = ended.map(|moves| Ended {
            moves,
            archive: None,
        });
    }

    /// Write the game's record `text` if it changed; `ended`: the game is over, as
    /// these moves and result (its record without information, so that the same
    /// end is the same text), and the record is kept under `records/` instead.
    /// One game has one record: an end already on disk (the game was opened
    /// finished, or taken back and ended the same way) writes nothing, and another
    /// end of a game this autosave kept replaces its record. What to tell the
    /// player, if anything.
    pub fn sync(&mut self, text: &str, kind: GameKind, ended: Option<&str>) -> Option<SaveNote> {
        // A failed write leaves `last` as it was, so the next sync tries again.
        let note = self.write(text, kind, ended);
        self.failing = note.as_ref().is_some_and(SaveNote::is_error);
        note
    }

    fn write(&mut self, text: &str, kind: GameKind, ended: Option<&str>) -> Option<SaveNote> {
        if self.last.as_deref() == Some(text) {
            return None;
        }
        let recorded = self.ended.as_ref().map(|e| e.moves.as_str());
        if ended.is_some() && ended == recorded {
            // Recorded already: the autosave of the game taken back goes.
            if self.owns_file {
                self.data.clear_autosave();
            }
            self.last = Some(text.to_string());
            return None;
        }
        let mut notes = Vec::new();
        if !self.owns_file {
            match self.keep_other_game() {
                Ok(Kept::Nothing | Kept::Dropped) => {}
                Ok(Kept::Unfinished { path, replaced }) => notes.push(KeptNote::Unfinished {
                    path: self.shown(&path),
                    replaced,
                }),
                Ok(Kept::Unparsed(path)) => notes.push(KeptNote::Unparsed {
                    path: self.shown(&path),
                }),
                Err(e) => {
                    // Never overwrite a game we could not keep.
                    return Some(SaveNote::Paused(e));
                }
            }
            self.owns_file = true;
        }
        let result = if let Some(moves) = ended {
            let ours = self.ended.as_ref().and_then(|e| e.archive.clone());
            match ours {
                Some(path) => self.data.archive_again(&path, text).map(|()| path),
                None => self.data.archive(text, &variant_file_name(kind)),
            }
            .map(|path| {
                notes.push(KeptNote::Finished {
                    path: self.shown(&path),
                });
                self.ended = Some(Ended {
                    moves: moves.to_string(),
                    archive: Some(path),
                });
            })
        } else {
            self.data.autosave(text)
        };
        match result {
            Ok(()) => {
                self.last = Some(text.to_string());
                (!notes.is_empty()).then_some(SaveNote::Kept(notes))
            }
            Err(e) => Some(SaveNote::Failed(e)),
        }
    }

    /// Deal with the autosave of another game before ours replaces it, by
    /// [`UNFINISHED_POLICY`].
    fn keep_other_game(&self) -> Result<Kept, StoreError> {
        let Some(text) = self.data.read_autosave()? else {
            return Ok(Kept::Nothing);
        };
        let parsed = PgnGame::parse(&text)
            .ok()
            .and_then(|pgn| Some((record::variant_of(&pgn).ok()?, pgn.turns.len())));
        match parsed {
            Some((_, 0)) => Ok(Kept::Dropped),
            Some((kind, _)) => self
                .data
                .keep_unfinished(&text, &variant_file_name(kind))
                .map(|(path, replaced)| Kept::Unfinished { path, replaced }),
            None => self
                .data
                // (Spelt in two pieces: the message-id test reads a `game-…`
                // literal as an id of the game screen's messages.)
                .archive(&text, concat!("game", "-unfinished"))
                .map(Kept::Unparsed),
        }
    }

    /// A path in the data folder, relative to it when it is inside.
    fn shown(&self, path: &Path) -> PathBuf {
        path.strip_prefix(self.data.root())
            .unwrap_or(path)
            .to_path_buf()
    }
}

/// The rule for the autosave of a game that another game replaces, in words (the
/// module docs explain it).
pub const UNFINISHED_POLICY: &str = "a game with no completed move or series is dropped; \
     any other is kept as records/unfinished-<game>.pgn, one per game kind, replacing the one kept before";

/// What became of another game's autosave before ours replaced it.
#[derive(Debug)]
enum Kept {
    /// There was none.
    Nothing,
    /// It had no completed move or series: not kept.
    Dropped,
    /// Kept as the game kind's unfinished game (`replaced`: over an older one).
    Unfinished { path: PathBuf, replaced: bool },
    /// Not a readable record: kept under a dated name.
    Unparsed(PathBuf),
}

fn variant_file_name(kind: GameKind) -> String {
    match kind {
        GameKind::Flickering => "flickering".into(),
        GameKind::Xiangqi => "xiangqi".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Folder(PathBuf);
    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
    fn folder(name: &str) -> Folder {
        let dir =
            std::env::temp_dir().join(format!("duochess-autosave-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch folder");
        Folder(dir)
    }
    fn records(data: &DataDir) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(data.records_dir())
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }
    const XIANGQI_1: &str = "[Variant \"xiangqi\"]\n\n1. h2e2 *\n";
    const XIANGQI_2: &str = "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 *\n";
    const FLICKER_0: &str = "[Variant \"Flickering\"]\n\n*\n";
    const FLICKER_1: &str = "[Variant \"Flickering\"]\n\n1a. e4, d4 *\n";

    /// A new (not resumed) game writes its first record over `old`.
    fn new_game_over(data: &DataDir, old: &str, ours: &str) -> Option<SaveNote> {
        data.autosave(old).expect("write the old autosave");
        Autosave::new(data.clone(), None, false, None).sync(ours, GameKind::Flickering, None)
    }

    #[test]
    fn a_game_without_a_completed_turn_is_dropped_not_kept() {
        let dir = folder("dropped");
        let data = DataDir::at(&dir.0);
        assert!(new_game_over(&data, FLICKER_0, FLICKER_1).is_none());
        assert!(records(&data).is_empty(), "{:?}", records(&data));
        assert_eq!(data.load_autosave().as_deref(), Some(FLICKER_1));
    }

    #[test]
    fn one_unfinished_game_is_kept_per_kind_the_latest_replacing_the_earlier() {
        let dir = folder("per-kind");
        let data = DataDir::at(&dir.0);
        let note = new_game_over(&data, XIANGQI_1, FLICKER_1).expect("a note");
        assert!(!note.is_error(), "{note:?}");
        assert_eq!(
            note.to_string(),
            "An earlier unfinished game was kept as records/unfinished-xiangqi.pgn."
        );
        assert_eq!(records(&data), ["unfinished-xiangqi.pgn"]);
        // Another abandoned Xiangqi game takes the Xiangqi place, and says so.
        let note = new_game_over(&data, XIANGQI_2, FLICKER_1).expect("a note");
        assert!(
            note.to_string().contains("replacing the one kept before"),
            "{note:?}"
        );
        assert_eq!(records(&data), ["unfinished-xiangqi.pgn"]);
        let kept =
            super::record::store::read_text(&data.records_dir().join("unfinished-xiangqi.pgn"));
        assert_eq!(kept.expect("kept").as_str(), XIANGQI_2);
        // A Flickering game has its own place beside it.
        let note = new_game_over(&data, FLICKER_1, XIANGQI_1).expect("a note");
        assert!(
            note.to_string().contains("unfinished-flickering.pgn"),
            "{note:?}"
        );
        assert_eq!(
            records(&data),
            ["unfinished-flickering.pgn", "unfinished-xiangqi.pgn"]
        );
        // Ten abandoned games later, still two files.
        for _ in 0..10 {
            new_game_over(&data, XIANGQI_1, FLICKER_1);
        }
        assert_eq!(records(&data).len(), 2);
    }

    #[test]
    fn an_autosave_that_is_not_a_record_is_kept_under_a_dated_name() {
        let dir = folder("unparsed");
        let data = DataDir::at(&dir.0);
        let note = new_game_over(&data, "{ not closed", FLICKER_1).expect("a note");
        assert!(
            note.to_string().contains("not a readable record"),
            "{note:?}"
        );
        let names = records(&data);
        assert_eq!(names.len(), 1);
        assert!(names[0].ends_with("-game-unfinished.pgn"), "{names:?}");
        assert_eq!(data.load_autosave().as_deref(), Some(FLICKER_1));
    }

    #[test]
    fn our_own_autosave_is_replaced_without_keeping_copies() {
        let dir = folder("own");
        let data = DataDir::at(&dir.0);
        data.autosave(XIANGQI_1).expect("write");
        let mut ours = Autosave::new(data.clone(), Some(XIANGQI_1.into()), true, None);
        assert!(ours.sync(XIANGQI_2, GameKind::Xiangqi, None).is_none());
        assert!(records(&data).is_empty());
        assert_eq!(data.load_autosave().as_deref(), Some(XIANGQI_2));
    }
}
