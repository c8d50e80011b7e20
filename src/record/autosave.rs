//! Games on disk: opening a record or the autosave to play on, writing a record,
//! and the autosave policy — when to write, when to archive, and never to overwrite
//! another game. No terminal code: the front end asks and shows the notes.
//!
//! The record format is [`crate::record`]'s (`load`, `flicker::write`, …) and the
//! atomic writes are [`crate::record::store`]'s; this module decides *when*.
//!
//! Autosave rules: each game kind has its own autosave (`autosave-flickering.pgn`,
//! `autosave-xiangqi.pgn`), so a game of one kind never pushes the other's aside.
//! After anything that may have changed the game, its record (the completed moves
//! or series and the result) is compared with what was last written; when it
//! differs it is written to the autosave of its kind atomically. When the game is
//! over it is archived under `records/` instead and the autosave cleared. A game
//! resumed from another autosave file (an ended copy's, an older version's) moves
//! into this copy's file of its kind with its first write, and the old file goes.
//! An autosave that belongs to another game of the same kind (one the player did
//! not resume, or the game a `:load` replaced) is never overwritten unseen: before
//! the first write of the new game it is either dropped or kept, by
//! [`UNFINISHED_POLICY`]:
//! - a game with no completed move or series is dropped (there is nothing to lose);
//! - any other is kept as `records/unfinished-<game>.pgn`, one file per game kind,
//!   which replaces the one kept before for that kind (the player is told so).
//!
//! So beside the autosave there is at most one kept unfinished game per game kind,
//! the latest one abandoned, and never a pile of one-move games. An autosave that
//! cannot be parsed (so its moves cannot be counted) is kept under a dated name, as
//! before: it is never lost.

use crate::core::text::shown_path;
use crate::record::store::AutosaveFile;
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

/// The autosaved game in the file `path` (`Ok(None)` when the file is gone).
pub fn open_autosave(path: &Path) -> Result<Option<Loaded>, PersistError> {
    let Some(text) = record::store::read_autosave_at(path)? else {
        return Ok(None);
    };
    record::load(&text)
        .map(Some)
        .map_err(|source| PersistError::BadAutosave {
            path: path.to_path_buf(),
            source: Box::new(source),
        })
}

/// An autosaved game in progress: its file, and the game or why it cannot be read.
pub struct Unfinished {
    pub file: AutosaveFile,
    pub game: Result<Loaded, PersistError>,
}

/// Every autosaved game in progress no running copy is playing
/// ([`DataDir::autosaves`]), newest first.
pub fn unfinished_games(data: &DataDir) -> Vec<Unfinished> {
    data.autosaves()
        .into_iter()
        .filter_map(|file| {
            let game = open_autosave(&file.path).transpose()?;
            Some(Unfinished { file, game })
        })
        .collect()
}

/// A game picked to resume (`--resume`), and how many other games in progress of
/// the kind asked for there were to choose from.
pub struct Resumed {
    pub loaded: Loaded,
    pub path: PathBuf,
    pub others: usize,
}

/// The autosaved game to resume (`--resume`): the newest game in progress of the
/// kind `wanted` (of any kind without one); an error when there is none, or none
/// of that kind, or none of them can be read (then why the newest cannot).
pub fn resume(data: &DataDir, wanted: Option<GameKind>) -> Result<Resumed, PersistError> {
    let mut games = unfinished_games(data);
    let kind_of = |u: &Unfinished| match &u.game {
        Ok(loaded) => Some(loaded.game.kind()),
        Err(_) => u.file.kind,
    };
    let fits = |u: &Unfinished| wanted.is_none_or(|w| kind_of(u).is_none_or(|k| k == w));
    let readable = |u: &Unfinished| fits(u) && u.game.is_ok();
    let found = games.iter().position(readable);
    let Some(at) = found.or_else(|| games.iter().position(fits)) else {
        return Err(match (wanted, games.first()) {
            (Some(wanted), Some(other)) => PersistError::WrongGame {
                path: other.file.path.clone(),
                wanted,
                found: kind_of(other).unwrap_or(wanted),
            },
            _ => PersistError::NoAutosave {
                dir: data.root().to_path_buf(),
            },
        });
    };
    let others = games.iter().filter(|u| fits(u)).count() - 1;
    let Unfinished { file, game } = games.swap_remove(at);
    Ok(Resumed {
        loaded: game?,
        path: file.path,
        others,
    })
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
    /// The autosave file that holds this game (written or resumed by us), if any.
    file: Option<PathBuf>,
    /// The autosave file the game was resumed from, when it is not this copy's of
    /// its kind: removed once the game is written there.
    leaving: Option<PathBuf>,
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
    /// The autosave of a game whose record is now `record`; `resumed`: the
    /// autosave file the game came from, which is this game's (its first write
    /// moves it into this copy's file of its kind); `ended`: the game is over, as
    /// these moves and result (see [`Autosave::sync`]), and was opened from its
    /// record.
    pub fn new(
        data: DataDir,
        record: Option<String>,
        resumed: Option<PathBuf>,
        ended: Option<String>,
    ) -> Autosave {
        Autosave {
            data,
            last: record,
            file: resumed,
            leaving: None,
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
    /// holds the old game, which stays there (or, of the same kind, is kept under
    /// `records/` before the first write). `ended` as in [`Autosave::new`].
    pub fn replace_game(&mut self, record: Option<String>, ended: Option<String>) {
        self.last = record;
        self.file = None;
        self.leaving = None;
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
            for file in [self.file.take(), self.leaving.take()]
                .into_iter()
                .flatten()
            {
                self.data.remove_autosave(&file);
            }
            self.last = Some(text.to_string());
            return None;
        }
        let ours = self.data.autosave_path(kind);
        let mut notes = Vec::new();
        if self.file.as_ref() != Some(&ours) {
            match self.keep_other_game(kind) {
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
            // Whatever was in our file is kept or dropped: it is this game's now.
            self.leaving = self.file.replace(ours).or(self.leaving.take());
        }
        let result = if let Some(moves) = ended {
            let ours = self.ended.as_ref().and_then(|e| e.archive.clone());
            match ours {
                Some(path) => self.data.archive_again(&path, text, kind).map(|()| path),
                None => self.data.archive(text, kind),
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
            self.data.autosave(kind, text)
        };
        match result {
            Ok(()) => {
                // The game is in our file of its kind now (or archived): the file
                // it was resumed from goes.
                if let Some(from) = self.leaving.take() {
                    self.data.remove_autosave(&from);
                }
                self.last = Some(text.to_string());
                (!notes.is_empty()).then_some(SaveNote::Kept(notes))
            }
            Err(e) => Some(SaveNote::Failed(e)),
        }
    }

    /// Deal with the autosave of another game of `kind` before ours replaces it,
    /// by [`UNFINISHED_POLICY`].
    fn keep_other_game(&self, kind: GameKind) -> Result<Kept, StoreError> {
        let Some(text) = self.data.read_autosave(kind)? else {
            return Ok(Kept::Nothing);
        };
        let parsed = PgnGame::parse(&text)
            .ok()
            .and_then(|pgn| Some((record::variant_of(&pgn).ok()?, pgn.turns.len())));
        match parsed {
            Some((_, 0)) => Ok(Kept::Dropped),
            Some((kind, _)) => self
                .data
                .keep_unfinished(&text, kind)
                .map(|(path, replaced)| Kept::Unfinished { path, replaced }),
            None => self
                .data
                // (Spelt in two pieces: the message-id test reads a `game-…`
                // literal as an id of the game screen's messages.)
                .archive_as(&text, concat!("game", "-unfinished"), None)
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
    const XIANGQI_1: &str = "[Variant \"xiangqi\"]\n\n1. h3e3 *\n";
    const XIANGQI_2: &str = "[Variant \"xiangqi\"]\n\n1. h3e3 h8e8 *\n";
    const FLICKER_0: &str = "[Variant \"Flickering\"]\n\n*\n";
    const FLICKER_1: &str = "[Variant \"Flickering\"]\n\n1a. e4, d4 *\n";

    use GameKind::{Flickering, Xiangqi};

    /// A new (not resumed) game of `kind` writes its first record over `old`, the
    /// autosave of that kind.
    fn new_game_over(data: &DataDir, kind: GameKind, old: &str, ours: &str) -> Option<SaveNote> {
        data.autosave(kind, old).expect("write the old autosave");
        Autosave::new(data.clone(), None, None, None).sync(ours, kind, None)
    }

    /// A file in the data folder written `age` seconds ago.
    fn written(data: &DataDir, name: &str, text: &str, age: u64) -> PathBuf {
        let path = data.root().join(name);
        std::fs::write(&path, text).expect("write");
        let when = std::time::SystemTime::now() - std::time::Duration::from_secs(age);
        let file = std::fs::File::options()
            .append(true)
            .open(&path)
            .expect("open");
        file.set_modified(when).expect("date it");
        path
    }

    #[test]
    fn a_game_without_a_completed_turn_is_dropped_not_kept() {
        let dir = folder("dropped");
        let data = DataDir::at(&dir.0);
        assert!(new_game_over(&data, Flickering, FLICKER_0, FLICKER_1).is_none());
        assert!(records(&data).is_empty(), "{:?}", records(&data));
        assert_eq!(data.load_autosave(Flickering).as_deref(), Some(FLICKER_1));
    }

    #[test]
    fn a_game_of_one_kind_leaves_the_other_kinds_game_in_progress_alone() {
        let dir = folder("kinds");
        let data = DataDir::at(&dir.0);
        data.autosave(Flickering, FLICKER_1).expect("write");
        let mut xiangqi = Autosave::new(data.clone(), None, None, None);
        assert!(xiangqi.sync(XIANGQI_1, Xiangqi, None).is_none());
        assert!(records(&data).is_empty(), "{:?}", records(&data));
        assert_eq!(data.load_autosave(Flickering).as_deref(), Some(FLICKER_1));
        assert_eq!(data.load_autosave(Xiangqi).as_deref(), Some(XIANGQI_1));
        // Both are games in progress to resume, the newest first.
        let kinds: Vec<Option<GameKind>> = data.autosaves().iter().map(|f| f.kind).collect();
        assert_eq!(kinds.len(), 2, "{kinds:?}");
        assert!(kinds.contains(&Some(Flickering)) && kinds.contains(&Some(Xiangqi)));
        assert_eq!(unfinished_games(&data).len(), 2);
    }

    #[test]
    fn one_unfinished_game_is_kept_per_kind_the_latest_replacing_the_earlier() {
        let dir = folder("per-kind");
        let data = DataDir::at(&dir.0);
        let note = new_game_over(&data, Xiangqi, XIANGQI_1, XIANGQI_2).expect("a note");
        assert!(!note.is_error(), "{note:?}");
        assert_eq!(
            note.to_string(),
            "An earlier unfinished game was kept as records/unfinished-xiangqi.pgn."
        );
        assert_eq!(records(&data), ["unfinished-xiangqi.pgn"]);
        // Another abandoned Xiangqi game takes the Xiangqi place, and says so.
        let note = new_game_over(&data, Xiangqi, XIANGQI_2, XIANGQI_1).expect("a note");
        assert!(
            note.to_string().contains("replacing the one kept before"),
            "{note:?}"
        );
        assert_eq!(records(&data), ["unfinished-xiangqi.pgn"]);
        let kept =
            super::record::store::read_text(&data.records_dir().join("unfinished-xiangqi.pgn"));
        assert_eq!(kept.expect("kept").as_str(), XIANGQI_2);
        // A Flickering game has its own place beside it.
        let note = new_game_over(&data, Flickering, FLICKER_1, FLICKER_1).expect("a note");
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
            new_game_over(&data, Xiangqi, XIANGQI_1, XIANGQI_2);
        }
        assert_eq!(records(&data).len(), 2);
    }

    #[test]
    fn an_autosave_that_is_not_a_record_is_kept_under_a_dated_name() {
        let dir = folder("unparsed");
        let data = DataDir::at(&dir.0);
        let note = new_game_over(&data, Flickering, "{ not closed", FLICKER_1).expect("a note");
        assert!(
            note.to_string().contains("not a readable record"),
            "{note:?}"
        );
        let names = records(&data);
        assert_eq!(names.len(), 1);
        assert!(names[0].ends_with("-game-unfinished.pgn"), "{names:?}");
        assert_eq!(data.load_autosave(Flickering).as_deref(), Some(FLICKER_1));
    }

    #[test]
    fn our_own_autosave_is_replaced_without_keeping_copies() {
        let dir = folder("own");
        let data = DataDir::at(&dir.0);
        data.autosave(Xiangqi, XIANGQI_1).expect("write");
        let path = data.autosave_path(Xiangqi);
        let mut ours = Autosave::new(data.clone(), Some(XIANGQI_1.into()), Some(path), None);
        assert!(ours.sync(XIANGQI_2, Xiangqi, None).is_none());
        assert!(records(&data).is_empty());
        assert_eq!(data.load_autosave(Xiangqi).as_deref(), Some(XIANGQI_2));
    }

    /// An older version's single autosave (or an ended copy's) is still found, and
    /// a game resumed from it moves into this copy's file of its kind.
    #[test]
    fn a_game_resumed_from_an_old_autosave_moves_into_the_file_of_its_kind() {
        let dir = folder("old-name");
        let data = DataDir::at(&dir.0);
        let old = written(&data, "autosave.pgn", XIANGQI_1, 0);
        let resumed = resume(&data, Some(Xiangqi)).expect("found");
        assert_eq!(resumed.path, old);
        let mut ours = Autosave::new(
            data.clone(),
            Some(XIANGQI_1.into()),
            Some(old.clone()),
            None,
        );
        assert!(ours.sync(XIANGQI_2, Xiangqi, None).is_none());
        assert!(!old.exists(), "the old file goes once the game is written");
        assert_eq!(data.load_autosave(Xiangqi).as_deref(), Some(XIANGQI_2));
        assert!(records(&data).is_empty(), "{:?}", records(&data));
    }

    #[test]
    fn resume_takes_the_newest_game_of_the_kind_asked_for() {
        let dir = folder("resume");
        let data = DataDir::at(&dir.0);
        written(&data, "autosave-xiangqi.pgn", XIANGQI_1, 300);
        let second = written(&data, "autosave-xiangqi-2.pgn", XIANGQI_2, 100);
        let flicker = written(&data, "autosave-flickering.pgn", FLICKER_1, 10);
        written(&data, "autosave-unreadable-20260101.pgn", "x", 0);
        // A newer file that is not a record does not stand in the way.
        written(&data, "autosave-4.pgn", "{ open", 0);
        let xiangqi = resume(&data, Some(Xiangqi)).expect("a Xiangqi game");
        assert_eq!(xiangqi.path, second);
        // (The file that is not a record might be a Xiangqi game too.)
        assert_eq!(xiangqi.others, 2);
        let any = resume(&data, None).expect("a game");
        assert_eq!(any.path, flicker);
        std::fs::remove_file(&flicker).expect("remove");
        // Only the broken file might be a Flickering game: it says why it is not.
        let e = resume(&data, Some(Flickering)).err().expect("none to play");
        assert!(matches!(e, PersistError::BadAutosave { .. }), "{e}");
        std::fs::remove_file(data.root().join("autosave-4.pgn")).expect("remove");
        let e = resume(&data, Some(Flickering))
            .err()
            .expect("none of that kind");
        assert!(
            matches!(e, PersistError::WrongGame { found: Xiangqi, .. }),
            "{e}"
        );
    }

    #[test]
    fn autosave_names_are_told_from_other_files() {
        let dir = folder("names");
        let data = DataDir::at(&dir.0);
        for name in [
            "autosave.pgn",
            "autosave-3.pgn",
            "autosave-xiangqi.pgn",
            "autosave-flickering-2.pgn",
            "autosave-01.pgn",
            "autosave-1.pgn",
            "autosave-chess.pgn",
            "autosave-xiangqi-x.pgn",
            "autosave-unreadable-20260101-1200.pgn",
            "autosave.pgn.lock",
        ] {
            written(&data, name, "x", 0);
        }
        let mut found: Vec<(String, u32, Option<GameKind>)> = data
            .autosaves()
            .into_iter()
            .map(|f| {
                let name = f
                    .path
                    .file_name()
                    .expect("a name")
                    .to_string_lossy()
                    .into_owned();
                (name, f.slot, f.kind)
            })
            .collect();
        found.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(
            found,
            [
                ("autosave-3.pgn".to_string(), 3, None),
                ("autosave-flickering-2.pgn".to_string(), 2, Some(Flickering)),
                ("autosave-xiangqi.pgn".to_string(), 1, Some(Xiangqi)),
                ("autosave.pgn".to_string(), 1, None),
            ]
        );
    }
}
