//! Games on disk, seen from the front end: `:save PATH` and `:load PATH`, opening a
//! record or the autosave to play on, and the autosave itself.
//!
//! The record format and the atomic writes are [`crate::record`]'s business; this
//! module only decides *when* to write and what to tell the player.
//!
//! Autosave rules: after an action that may have changed the game, its record (the
//! completed moves or series and the result) is compared with what was last written;
//! when it differs it is written to the data folder's autosave atomically. When the
//! game is over it is archived under `records/` instead and the autosave cleared.
//! An autosave that belongs to another game (one the player did not resume, or the
//! game a `:load` replaced) is never overwritten: before the first write it is kept
//! under `records/` as an unfinished game.

use crate::record::{self, DataDir, LoadError, LoadFileError, PgnGame, RecordInfo, StoreError};
use crate::session::GameKind;
use crate::tui::game::Message;
use crate::tui::keys::Action;
use crate::tui::port::PlayableGame;
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
    #[error("{path} holds a {found} game, not {wanted}")]
    WrongGame {
        path: PathBuf,
        wanted: GameKind,
        found: GameKind,
    },
    #[error("no game in progress was autosaved in {}; start one with duochess play flickering (or xiangqi)", .dir.display())]
    NoAutosave { dir: PathBuf },
    #[error("the autosaved game {} cannot be read ({source}); it is left as it is", .path.display())]
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

/// A game read from disk, ready to play on.
pub struct Opened {
    pub game: Box<dyn PlayableGame>,
    pub info: RecordInfo,
}

impl Opened {
    /// "Flickering Chess, 5 series, White to move" (or the result when over).
    pub fn summary(&self) -> String {
        describe(self.game.as_ref())
    }
}

/// A short description of a game's state for messages.
pub fn describe(game: &dyn PlayableGame) -> String {
    let kind = game.kind();
    let n = game.history_len();
    let unit = match (kind, n) {
        (GameKind::Flickering, _) => "series",
        (GameKind::Xiangqi, 1) => "move",
        (GameKind::Xiangqi, _) => "moves",
    };
    let state = if game.result().is_over() {
        game.result().summary(kind)
    } else {
        format!("{} to move", capitalise(kind.side_name(game.turn())))
    };
    format!("{kind}, {n} {unit}, {state}")
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A path as the player typed it: a leading `~/` is the home folder.
pub fn expand_path(text: &str) -> PathBuf {
    let text = text.trim();
    match text.strip_prefix("~/") {
        Some(rest) => match std::env::var_os("HOME") {
            Some(home) => PathBuf::from(home).join(rest),
            None => PathBuf::from(text),
        },
        None => PathBuf::from(text),
    }
}

/// Read a record file to play on; `wanted` is the game the player asked for, if any.
pub fn open_record(path: &Path, wanted: Option<GameKind>) -> Result<Opened, PersistError> {
    let loaded = record::load_file(path)?;
    let opened = Opened {
        game: crate::tui::adapters::from_loaded(loaded.game),
        info: loaded.info,
    };
    match wanted {
        Some(w) if w != opened.game.kind() => Err(PersistError::WrongGame {
            path: path.to_path_buf(),
            wanted: w,
            found: opened.game.kind(),
        }),
        _ => Ok(opened),
    }
}

/// The autosaved game in progress, if there is one (`Ok(None)` when there is none).
pub fn open_autosave(data: &DataDir) -> Result<Option<Opened>, PersistError> {
    let Some(text) = data.load_autosave() else {
        return Ok(None);
    };
    let loaded = record::load(&text).map_err(|source| PersistError::BadAutosave {
        path: data.autosave_path(),
        source: Box::new(source),
    })?;
    Ok(Some(Opened {
        game: crate::tui::adapters::from_loaded(loaded.game),
        info: loaded.info,
    }))
}

/// Write the game's record to `path` (atomically); returns what to tell the player.
pub fn save(
    game: &dyn PlayableGame,
    info: &RecordInfo,
    path: &Path,
) -> Result<String, PersistError> {
    let text = game
        .record(info)
        .ok_or_else(|| PersistError::NoRecordFormat(game.kind().to_string()))?;
    let existed = path.exists();
    record::store::write_atomic(path, &text)?;
    let n = game.history_len();
    let unit = if game.has_series() { "series" } else { "moves" };
    let mut msg = format!("Saved {n} {unit} to {}", path.display());
    if existed {
        msg.push_str(" (replaced the earlier file)");
    }
    if !game.series_so_far().is_empty() {
        msg.push_str("; the series in progress is not in it until it ends");
    }
    Ok(msg)
}

/// A `:` command that works on files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileCommand {
    Save(String),
    Load(String),
}

impl FileCommand {
    /// `save PATH` / `load PATH` (the command word in any case); anything else is not
    /// a file command. A missing path is reported by [`FileCommand::path`].
    pub fn parse(line: &str) -> Option<FileCommand> {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match word.to_ascii_lowercase().as_str() {
            "save" => Some(FileCommand::Save(rest.to_string())),
            "load" => Some(FileCommand::Load(rest.to_string())),
            _ => None,
        }
    }

    /// The path named, with `~/` expanded.
    pub fn path(&self) -> Result<PathBuf, PersistError> {
        let (command, text) = match self {
            FileCommand::Save(t) => ("save", t),
            FileCommand::Load(t) => ("load", t),
        };
        if text.is_empty() {
            Err(PersistError::NoPath { command })
        } else {
            Ok(expand_path(text))
        }
    }
}

/// Whether an action may change the game (and so its record). Cursor moves, typing
/// on the command line, browsing and the like do not.
pub fn may_change_game(action: &Action) -> bool {
    !matches!(
        action,
        Action::Cursor { .. }
            | Action::CommandChar(_)
            | Action::CommandBackspace
            | Action::OpenCommand
            | Action::Flip
            | Action::ShowFen
            | Action::Help
            | Action::ToggleNotation
            | Action::BrowseBack
            | Action::BrowseForward
            | Action::BrowseStart
            | Action::BrowseEnd
            | Action::ForceQuit
    )
}

/// The record-keeping of the game on screen: its information (players, date) and
/// the autosave, when there is one.
#[derive(Default)]
pub struct Records {
    pub info: RecordInfo,
    pub autosave: Option<Autosave>,
}

impl Records {
    /// Records for `game` with autosave in `data` (`None`: no autosave). `resumed`:
    /// the game came from the autosave itself, so that file is this game's.
    pub fn new(
        game: &dyn PlayableGame,
        info: RecordInfo,
        data: Option<DataDir>,
        resumed: bool,
    ) -> Records {
        // A game without a record format (the orthodox development game) is not
        // autosaved.
        let last = game.record(&info);
        let autosave = data.filter(|_| last.is_some()).map(|data| Autosave {
            data,
            last,
            owns_file: resumed,
        });
        Records { info, autosave }
    }

    /// A new game replaced the one on screen (`:load`): the autosave file still
    /// holds the old game, which is kept under `records/` before the first write.
    pub fn replace_game(&mut self, game: &dyn PlayableGame, info: RecordInfo) {
        self.info = info;
        if let Some(a) = &mut self.autosave {
            a.last = game.record(&self.info);
            a.owns_file = false;
        }
    }

    /// Write the autosave if the game's record changed; what to tell the player, if
    /// anything (a finished game was kept, or the autosave failed).
    pub fn sync(&mut self, game: &dyn PlayableGame) -> Option<Message> {
        let autosave = self.autosave.as_mut()?;
        autosave.sync(game, &self.info)
    }

    pub fn autosave_on(&self) -> bool {
        self.autosave.is_some()
    }
}

/// The autosave of the game on screen.
pub struct Autosave {
    data: DataDir,
    /// The record last written (or, before any write, the record the game started
    /// with, which needs no write).
    last: Option<String>,
    /// Whether the autosave file holds this game (written or resumed by us).
    owns_file: bool,
}

impl Autosave {
    pub fn data(&self) -> &DataDir {
        &self.data
    }

    fn sync(&mut self, game: &dyn PlayableGame, info: &RecordInfo) -> Option<Message> {
        let text = game.record(info)?;
        if self.last.as_deref() == Some(text.as_str()) {
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
        let result = if game.result().is_over() {
            self.data
                .archive(&text, &variant_file_name(game.kind()))
                .map(|path| notes.push(format!("Game kept as {}.", self.shown(&path))))
        } else {
            self.data.autosave(&text)
        };
        match result {
            Ok(()) => {
                self.last = Some(text);
                (!notes.is_empty()).then(|| Message {
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
        let Some(text) = self.data.load_autosave() else {
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

fn error(text: String) -> Message {
    Message { text, error: true }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_commands_keep_the_whole_path() {
        assert_eq!(
            FileCommand::parse("save my games/one.pgn"),
            Some(FileCommand::Save("my games/one.pgn".into()))
        );
        assert_eq!(
            FileCommand::parse("LOAD  x.pgn "),
            Some(FileCommand::Load("x.pgn".into()))
        );
        assert_eq!(FileCommand::parse("saved"), None);
        assert_eq!(FileCommand::parse("e4, d4"), None);
        assert!(matches!(
            FileCommand::parse("save").map(|c| c.path()),
            Some(Err(PersistError::NoPath { command: "save" }))
        ));
    }

    #[test]
    fn a_leading_tilde_is_the_home_folder() {
        let Some(home) = std::env::var_os("HOME") else {
            return;
        };
        assert_eq!(expand_path("~/g.pgn"), PathBuf::from(home).join("g.pgn"));
        assert_eq!(expand_path("a/~/g.pgn"), PathBuf::from("a/~/g.pgn"));
    }
}
