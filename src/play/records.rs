//! Games on disk for the screens: opening a record or the autosave as a game to
//! play on ([`Opened`]), a typed path (`~/`, the records folder) and its Tab
//! completion, the `:save PATH` / `:load PATH` commands, saving, and the
//! record-keeping of a game on screen ([`Records`]: its record information and
//! autosave). Opening, writing and the autosave policy are the record layer's
//! ([`crate::record::autosave`]); what to tell the player is typed ([`TabNote`],
//! [`Saved`], [`SaveNote`]) and worded by `crate::words::files`.

use crate::play::commands::Screen;
use crate::play::port::PlayableGame;
use crate::record::autosave::{self, Autosave, PersistError, SaveNote};
use crate::record::store::AutosaveFile;
use crate::record::{DataDir, Loaded, RecordInfo};
use crate::session::GameKind;
use std::path::{Path, PathBuf};

/// A game read from disk, ready to play on.
pub struct Opened {
    pub game: Box<dyn PlayableGame>,
    pub info: RecordInfo,
}

impl Opened {
    /// The record layer's game, through the adapters.
    pub fn from_loaded(loaded: Loaded) -> Opened {
        Opened {
            game: crate::play::adapters::from_loaded(loaded.game),
            info: loaded.info,
        }
    }
}

/// Where a game opened from disk came from, as the player is told on opening it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenedFrom {
    /// An autosaved game in progress, by its file (`--resume`, the menu's Resume,
    /// an autosave chosen in "Load a game"): the game goes on being autosaved
    /// there (or in this copy's file of its kind, the old file going). `others`:
    /// how many other games in progress `--resume` could have taken (it takes the
    /// newest), which the player is told.
    Autosave { path: PathBuf, others: usize },
    /// A record file, by its full path ([`locate_record`]).
    File(PathBuf),
}

impl OpenedFrom {
    /// The autosave file the game was resumed from, if it was.
    pub fn autosave(&self) -> Option<&Path> {
        match self {
            OpenedFrom::Autosave { path, .. } => Some(path),
            OpenedFrom::File(_) => None,
        }
    }
}

/// Read a record file to play on.
pub fn open_record(path: &Path, wanted: Option<GameKind>) -> Result<Opened, PersistError> {
    autosave::open_record(path, wanted).map(Opened::from_loaded)
}

/// The autosaved game in the file `path`, if it is still there.
pub fn open_autosave(path: &Path) -> Result<Option<Opened>, PersistError> {
    Ok(autosave::open_autosave(path)?.map(Opened::from_loaded))
}

/// An autosaved game in progress, as the menu offers it.
pub struct InProgress {
    /// Its file, and when it was last written.
    pub file: AutosaveFile,
    /// The game, or why it cannot be read.
    pub game: Result<Opened, PersistError>,
}

/// Every autosaved game in progress no other running copy is playing, newest
/// first: one per game kind, and those of copies that ran at once or of older
/// versions ([`DataDir::autosaves`]).
pub fn in_progress(data: &DataDir) -> Vec<InProgress> {
    autosave::unfinished_games(data)
        .into_iter()
        .map(|u| InProgress {
            file: u.file,
            game: u.game.map(Opened::from_loaded),
        })
        .collect()
}

/// A path as the player typed it: a leading `~/` (or `~` alone) is the home folder.
pub fn expand_path(text: &str) -> PathBuf {
    let text = text.trim();
    if text == "~" {
        if let Some(home) = std::env::var_os("HOME") {
            return PathBuf::from(home);
        }
    }
    match text.strip_prefix("~/") {
        Some(rest) => match std::env::var_os("HOME") {
            Some(home) => PathBuf::from(home).join(rest),
            None => PathBuf::from(text),
        },
        None => PathBuf::from(text),
    }
}

/// Where a typed path points: `~/` is the home folder, an absolute path is itself,
/// and a relative one is in `base` (the records folder) when there is one — never
/// in the process's working folder, which the player cannot see.
pub fn resolve_path(text: &str, base: Option<&Path>) -> PathBuf {
    let path = expand_path(text);
    match base {
        Some(base) if path.is_relative() => base.join(path),
        _ => path,
    }
}

/// The record a player names to open — the one rule of `:load`, "Load a game" and
/// `--load`: an absolute path (or `~/…`, expanded by the caller) is itself; a
/// relative one is looked for in the records folder `records` first, then in the
/// working folder. In each place a name without an extension that names nothing is
/// read as a record (`game1` is `game1.pgn`). Found nowhere: the records folder's
/// path, which the error then names. Always the full path, to be shown.
pub fn locate_record(typed: &Path, records: Option<&Path>) -> PathBuf {
    let working = std::env::current_dir().ok();
    let places: Vec<PathBuf> = if typed.is_absolute() {
        vec![typed.to_path_buf()]
    } else {
        [records, working.as_deref()]
            .into_iter()
            .flatten()
            .map(|folder| folder.join(typed))
            .collect()
    };
    let bare = typed.extension().is_none()
        && !typed
            .as_os_str()
            .to_string_lossy()
            .ends_with(std::path::MAIN_SEPARATOR);
    let exists = |p: &Path| p.symlink_metadata().is_ok();
    places
        .iter()
        .find_map(|place| {
            if exists(place) {
                Some(place.clone())
            } else {
                let record = place.with_extension("pgn");
                (bare && exists(&record)).then_some(record)
            }
        })
        .or_else(|| places.first().cloned())
        .unwrap_or_else(|| typed.to_path_buf())
}

/// How many candidates a Tab note names before it says how many more there are.
const NAMED_CANDIDATES: usize = 6;

/// Tab completion of a line: a `:` line's command name ([`LineCompleter::tab_line`]),
/// or a path, file names relative to a base folder (and `~/` or absolute paths):
/// one Tab completes as far as the names agree and, when several names are left,
/// names them; each further Tab puts the next one in the line, round and round.
/// Typing anything else starts afresh.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineCompleter {
    cycle: Option<Cycle>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Cycle {
    /// The folder part of the line as typed (`games/`, `~/`, ``).
    stem: String,
    names: Vec<String>,
    next: usize,
    /// The line as the last Tab left it (anything else typed ends the cycle).
    line: String,
}

/// What a Tab tells the player (the words layer says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TabNote {
    /// Tab put the `index`th of `count` names in the line.
    Cycle { index: usize, count: usize },
    /// No name in `folder` starts with `prefix`.
    Nothing { folder: PathBuf, prefix: String },
    /// `count` names start with what was typed: the first of them, sorted, and
    /// how many `more` there are.
    Names {
        count: usize,
        names: Vec<String>,
        more: usize,
    },
}

impl LineCompleter {
    /// Tab on a `:` line of `screen` (a game of `kind`), completed in place: the
    /// command's name while only a word is typed, else the path after a command
    /// that takes one (relative to `base`); a note for the player, if any.
    pub fn tab_line(
        &mut self,
        line: &mut String,
        (screen, kind): (Screen, GameKind),
        base: Option<&Path>,
    ) -> Option<TabNote> {
        // Going through command names (a name that takes an argument ends in a space).
        if self.cycle.as_ref().is_some_and(|c| c.line == *line) {
            return self.next_in_cycle(line);
        }
        if !line.trim_start().contains(char::is_whitespace) {
            let word = line.trim().to_string();
            let names = crate::play::commands::completions(screen, kind, &word);
            return self.offer(line, String::new(), names);
        }
        let (word, path) = crate::play::commands::path_argument(screen, kind, line)?;
        let (word, mut path) = (word.to_string(), path.to_string());
        let note = self.tab(&mut path, base);
        *line = format!("{word} {path}");
        note
    }

    /// While Tab goes through the names it offered: the next one in the line.
    fn next_in_cycle(&mut self, line: &mut String) -> Option<TabNote> {
        let c = self.cycle.as_mut()?;
        if c.line != *line || c.names.is_empty() {
            self.cycle = None;
            return None;
        }
        let name = &c.names[c.next % c.names.len()];
        *line = format!("{}{name}", c.stem);
        c.next += 1;
        c.line = line.clone();
        Some(TabNote::Cycle {
            index: (c.next - 1) % c.names.len() + 1,
            count: c.names.len(),
        })
    }

    /// Tab on a path `line`, completed in place; a note for the player, if any (the
    /// names left to choose from, or that nothing matches).
    pub fn tab(&mut self, line: &mut String, base: Option<&Path>) -> Option<TabNote> {
        if let Some(note) = self.next_in_cycle(line) {
            return Some(note);
        }
        if line.trim() == "~" {
            line.push('/');
            return None;
        }
        let (stem, prefix) = match line.rfind('/') {
            Some(i) => (line[..=i].to_string(), line[i + 1..].to_string()),
            None => (String::new(), line.clone()),
        };
        let folder = if stem.is_empty() {
            base.map_or_else(|| PathBuf::from("."), Path::to_path_buf)
        } else {
            resolve_path(&stem, base)
        };
        let names = names_in(&folder, &prefix);
        if names.is_empty() {
            return Some(TabNote::Nothing { folder, prefix });
        }
        self.offer(line, stem, names)
    }

    /// `line` completed from `names` (after `stem`): the one name, or as far as they
    /// agree and a note naming them (the next Tabs go through them).
    fn offer(&mut self, line: &mut String, stem: String, names: Vec<String>) -> Option<TabNote> {
        match names.len() {
            0 => None,
            1 => {
                *line = format!("{stem}{}", names[0]);
                None
            }
            n => {
                let common = common_prefix(&names);
                *line = format!("{stem}{common}");
                let mut shown: Vec<String> = names.iter().take(NAMED_CANDIDATES).cloned().collect();
                shown.sort_unstable();
                let note = TabNote::Names {
                    count: n,
                    names: shown,
                    more: n.saturating_sub(NAMED_CANDIDATES),
                };
                self.cycle = Some(Cycle {
                    stem,
                    names,
                    next: 0,
                    line: line.clone(),
                });
                Some(note)
            }
        }
    }
}

/// The names in `folder` that start with `prefix` (folders with a `/` after them),
/// sorted; hidden names only when the prefix asks for them.
fn names_in(folder: &Path, prefix: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            if !name.starts_with(prefix) || (name.starts_with('.') && !prefix.starts_with('.')) {
                return None;
            }
            // A link to a folder counts as a folder.
            let is_dir = std::fs::metadata(e.path()).is_ok_and(|m| m.is_dir());
            Some(if is_dir { format!("{name}/") } else { name })
        })
        .collect();
    names.sort();
    names
}

/// The longest start all `names` share (whole characters).
fn common_prefix(names: &[String]) -> String {
    let Some(first) = names.first() else {
        return String::new();
    };
    let mut end = first.len();
    for name in &names[1..] {
        end = first
            .char_indices()
            .zip(name.chars())
            .find(|((_, a), b)| a != b)
            .map_or(end.min(name.len()), |((i, _), _)| i.min(end));
    }
    first[..end].to_string()
}

/// A finished game's moves and result, as its record without information (the
/// same end is the same text, whatever the players, clock or date); `None` while
/// the game goes on.
fn ending(game: &dyn PlayableGame) -> Option<String> {
    game.result()
        .is_over()
        .then(|| game.record(&RecordInfo::default()))
        .flatten()
}

/// What a save did, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The record's length: completed series, or Xiangqi's numbered moves.
    pub turns: usize,
    /// The game's turns are series (Flickering Chess), not moves.
    pub series: bool,
    /// The file written, whole.
    pub path: PathBuf,
    /// An earlier file was replaced.
    pub replaced: bool,
    /// A series in progress is not in the record.
    pub series_left_out: bool,
}

/// Write the game's record to `path` (atomically); returns what to tell the
/// player. An existing file is replaced only with `replace` (the player said yes):
/// otherwise the error is [`crate::record::StoreError::AlreadyExists`], so the
/// screen can ask.
pub fn save(
    game: &dyn PlayableGame,
    info: &RecordInfo,
    path: &Path,
    replace: bool,
) -> Result<Saved, PersistError> {
    let text = game
        .record(info)
        .ok_or_else(|| PersistError::NoRecordFormat(game.kind()))?;
    let replaced = autosave::save_record(path, &text, replace)?;
    Ok(Saved {
        turns: game.length(),
        series: game.has_series(),
        // The full path, also when there is no records folder to put a relative one in.
        path: std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()),
        replaced,
        series_left_out: !game.series_so_far().is_empty(),
    })
}

/// Make the folder `path` is to be written in (the player agreed), with the folders
/// above it.
pub fn create_folder_for(path: &Path) -> Result<(), PersistError> {
    let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) else {
        return Ok(());
    };
    std::fs::create_dir_all(folder).map_err(|source| {
        PersistError::Store(crate::record::StoreError::Write {
            path: folder.to_path_buf(),
            source,
        })
    })
}

/// A `:` command that works on files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileCommand {
    Save(String),
    Load(String),
}

impl FileCommand {
    /// The path named, with `~/` expanded. `:load` finds it as every way of opening
    /// a record does ([`locate_record`]: the records folder `base`, then the working
    /// folder). `:save` puts a relative path in `base` when there is one, and a name
    /// without an extension that names nothing yet is a record: `:save game1` writes
    /// `game1.pgn` (the records list shows `.pgn` files only). What exists
    /// (`/dev/null`, a file `game1`) is taken as named.
    pub fn path(&self, base: Option<&Path>) -> Result<PathBuf, PersistError> {
        let (command, text) = match self {
            FileCommand::Save(t) => ("save", t),
            FileCommand::Load(t) => ("load", t),
        };
        if text.is_empty() {
            return Err(PersistError::NoPath { command });
        }
        if let FileCommand::Load(_) = self {
            return Ok(locate_record(&expand_path(text), base));
        }
        let path = resolve_path(text, base);
        let bare = path.extension().is_none() && !text.ends_with(std::path::MAIN_SEPARATOR);
        // `symlink_metadata`: a dangling link exists too, and is refused as a link.
        if !bare || path.symlink_metadata().is_ok() {
            return Ok(path);
        }
        Ok(path.with_extension("pgn"))
    }
}

/// The record-keeping of the game on screen: its information (players, date) and
/// the autosave, when there is one.
#[derive(Default)]
pub struct Records {
    pub info: RecordInfo,
    pub autosave: Option<Autosave>,
    /// Where the autosave kept the game once it finished (`records/…`), if it did.
    pub finished: Option<PathBuf>,
    /// Tab completion of the command line: command names, the `:save` / `:load`
    /// path.
    completer: LineCompleter,
}

impl Records {
    /// Records for `game` with autosave in `data` (`None`: no autosave). `resumed`:
    /// the autosave file the game came from, which is this game's.
    pub fn new(
        game: &dyn PlayableGame,
        info: RecordInfo,
        data: Option<DataDir>,
        resumed: Option<&Path>,
    ) -> Records {
        // A game without a record format (the orthodox development game) is not
        // autosaved.
        let last = game.record(&info);
        let autosave = data
            .filter(|_| last.is_some())
            .map(|data| Autosave::new(data, last, resumed.map(Path::to_path_buf), ending(game)));
        Records {
            info,
            autosave,
            finished: None,
            completer: LineCompleter::default(),
        }
    }

    /// A new game replaced the one on screen (`:load`).
    pub fn replace_game(&mut self, game: &dyn PlayableGame, info: RecordInfo) {
        self.info = info;
        if let Some(a) = &mut self.autosave {
            a.replace_game(game.record(&self.info), ending(game));
        }
    }

    /// Write the autosave if the game's record changed; what to tell the player,
    /// if anything (a finished game was kept, or the autosave failed).
    pub fn sync(&mut self, game: &dyn PlayableGame) -> Option<SaveNote> {
        let autosave = self.autosave.as_mut()?;
        let text = game.record(&self.info)?;
        let note = autosave.sync(&text, game.kind(), ending(game).as_deref());
        if let Some(SaveNote::Kept(notes)) = &note {
            for n in notes {
                if let crate::record::autosave::KeptNote::Finished { path } = n {
                    // The note names it as the player reads it, under the data folder.
                    self.finished = Some(autosave.data().root().join(path));
                }
            }
        }
        note
    }

    /// The folder of kept records (`records/` in the data folder), where relative
    /// `:save` and `:load` paths point; `None` without a data folder.
    pub fn folder(&self) -> Option<PathBuf> {
        self.autosave.as_ref().map(|a| a.data().records_dir())
    }

    /// Before a save to `path`: the records folder itself is ours and is made when
    /// missing (any other missing folder is the player's to agree to).
    pub fn make_folder_for(&self, path: &Path) {
        if let Some(folder) = self.folder() {
            if path.parent() == Some(folder.as_path()) {
                let _ = std::fs::create_dir_all(&folder);
            }
        }
    }

    /// Tab on the game's command line `line` (a game of `kind`): a command's name
    /// (`sa` → `save `), or the path after `save` and `load` (`save PA` → `save
    /// PATH`, relative to the records folder); a note for the player, if any.
    pub fn complete(&mut self, line: &mut String, kind: GameKind) -> Option<TabNote> {
        let folder = self.folder();
        self.completer
            .tab_line(line, (Screen::Game, kind), folder.as_deref())
    }

    pub fn autosave_on(&self) -> bool {
        self.autosave.is_some()
    }

    /// Whether the game on screen is safely autosaved as far as is known: autosave is
    /// on and neither the last write failed nor autosave is paused.
    pub fn autosave_working(&self) -> bool {
        self.autosave.as_ref().is_some_and(Autosave::working)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One rule for every way of opening a record: the records folder first, then
    /// the working folder (here the crate's, which holds `Cargo.toml`), a bare name
    /// as a `.pgn`, and always the full path.
    #[test]
    fn a_record_is_looked_for_in_the_records_folder_then_the_working_folder() {
        let dir = std::env::temp_dir().join(format!("duochess-locate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let here = std::env::current_dir().unwrap();
        let named = |typed: &str| locate_record(Path::new(typed), Some(&dir));
        // Only in the working folder: found there, by its full path.
        assert_eq!(named("Cargo.toml"), here.join("Cargo.toml"));
        // In both: the records folder wins.
        std::fs::write(dir.join("Cargo.toml"), "").unwrap();
        assert_eq!(named("Cargo.toml"), dir.join("Cargo.toml"));
        // A bare name is a record, in the records folder too.
        std::fs::write(dir.join("game1.pgn"), "").unwrap();
        assert_eq!(named("game1"), dir.join("game1.pgn"));
        // Nowhere: the records folder's path, for the error to name.
        assert_eq!(named("missing.pgn"), dir.join("missing.pgn"));
        // Absolute: itself.
        assert_eq!(
            named(&here.join("x.pgn").to_string_lossy()),
            here.join("x.pgn")
        );
        // No records folder: the working folder.
        assert_eq!(locate_record(Path::new("x.pgn"), None), here.join("x.pgn"));
        // `:load` follows the same rule.
        let load = FileCommand::Load("Cargo.toml".into());
        assert_eq!(load.path(Some(&dir)).unwrap(), dir.join("Cargo.toml"));
        std::fs::remove_file(dir.join("Cargo.toml")).unwrap();
        assert_eq!(load.path(Some(&dir)).unwrap(), here.join("Cargo.toml"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn tab_completes_names_in_the_base_folder_and_goes_through_the_choices() {
        let dir = std::env::temp_dir().join(format!("duochess-tab-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        for name in [
            "2026-a.pgn",
            "2026-b.pgn",
            "other.pgn",
            "sub/x.pgn",
            ".hidden.pgn",
        ] {
            std::fs::write(dir.join(name), "x").unwrap();
        }
        let base = Some(dir.as_path());
        let mut tab = LineCompleter::default();
        // One name: completed whole; a folder gets its slash, then its files.
        let mut line = "oth".to_string();
        assert_eq!(tab.tab(&mut line, base), None);
        assert_eq!(line, "other.pgn");
        let mut line = "su".to_string();
        tab.tab(&mut line, base);
        assert_eq!(line, "sub/");
        tab.tab(&mut line, base);
        assert_eq!(line, "sub/x.pgn");
        // Several: as far as they agree, named; then Tab goes through them, round.
        let mut line = "2".to_string();
        let note = tab.tab(&mut line, base).unwrap();
        assert_eq!(line, "2026-");
        assert_eq!(
            note,
            TabNote::Names {
                count: 2,
                names: vec!["2026-a.pgn".into(), "2026-b.pgn".into()],
                more: 0
            }
        );
        tab.tab(&mut line, base);
        assert_eq!(line, "2026-a.pgn");
        tab.tab(&mut line, base);
        assert_eq!(line, "2026-b.pgn");
        tab.tab(&mut line, base);
        assert_eq!(line, "2026-a.pgn");
        // Typing ends the cycle: the next Tab completes what is there.
        let mut line = "2026-b".to_string();
        tab.tab(&mut line, base);
        assert_eq!(line, "2026-b.pgn");
        // Hidden files only when asked for; nothing matching says so.
        let mut line = String::new();
        let note = tab.tab(&mut line, base).unwrap();
        assert!(
            matches!(&note, TabNote::Names { count: 4, names, .. }
                if !names.iter().any(|n| n.contains("hidden"))),
            "{note:?}"
        );
        let mut line = "zz".to_string();
        let note = tab.tab(&mut line, base).unwrap();
        assert!(matches!(note, TabNote::Nothing { .. }), "{note:?}");
        assert_eq!(line, "zz");
        // Absolute paths ignore the base.
        let mut line = format!("{}/ot", dir.display());
        tab.tab(&mut line, None);
        assert_eq!(line, format!("{}/other.pgn", dir.display()));
        assert_eq!(resolve_path("g.pgn", base), dir.join("g.pgn"));
        assert_eq!(
            resolve_path("/tmp/g.pgn", base),
            PathBuf::from("/tmp/g.pgn")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_name_without_an_extension_is_a_record() {
        let dir = std::env::temp_dir().join(format!("duochess-bare-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let base = Some(dir.as_path());
        let save = |t: &str| FileCommand::Save(t.into()).path(base).unwrap();
        let load = |t: &str| FileCommand::Load(t.into()).path(base).unwrap();
        assert_eq!(save("game1"), dir.join("game1.pgn"));
        assert_eq!(save("game1.txt"), dir.join("game1.txt"));
        assert_eq!(save("a.b/game1"), dir.join("a.b/game1.pgn"));
        // Loading: the record when there is one.
        assert_eq!(load("game1"), dir.join("game1"));
        std::fs::write(dir.join("game1.pgn"), "x").unwrap();
        assert_eq!(load("game1"), dir.join("game1.pgn"));
        // What exists is taken as named, by both.
        std::fs::write(dir.join("game1"), "x").unwrap();
        assert_eq!(load("game1"), dir.join("game1"));
        assert_eq!(save("game1"), dir.join("game1"));
        let null = FileCommand::Save("/dev/null".into()).path(base).unwrap();
        assert_eq!(null, PathBuf::from("/dev/null"));
        let _ = std::fs::remove_dir_all(&dir);
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
