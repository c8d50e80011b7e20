//! Settings that are remembered: the settings file (`config.toml`), its values and
//! where it lives. No terminal code: the front end shows and changes a [`Config`],
//! the command line lays its options over it (an option given wins over the file).
//!
//! **Where.** `$DUOCHESS_CONFIG_DIR/config.toml` if that is set, else the platform's
//! config folder as the `directories` crate names it (`$XDG_CONFIG_HOME/duochess`,
//! else `~/.config/duochess` on Linux; `~/Library/Application Support/duochess` on
//! macOS; `%APPDATA%\duochess\config` on Windows).
//!
//! **Reading.** A missing file is the defaults. A file that cannot be read or parsed
//! is reported in one line ([`Remembered::note`]) and the defaults are used; the file
//! is left as it is. Keys this version does not know (a newer version's file) are
//! tolerated and written back unchanged; a known key with a wrong value makes the
//! file malformed.
//!
//! **Writing.** Atomically, through [`crate::record::store::write_atomic`]. Before a
//! save replaces a file that does not parse, that file is renamed to
//! `config.toml.broken-<time>` (never replacing anything), and the save says so.

mod pieces;

pub use pieces::{HanziKinds, PieceStyle, PieceStyleError};

use crate::core::text::shown_path;
use crate::record::store::{self, StoreError};
use crate::session::clock::TimeControl;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The settings file's name in its folder.
pub const FILE_NAME: &str = "config.toml";

/// The interface language. `None` in [`Config::language`]: from the locale.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Uk,
}

/// How the move list is written, where the game has a choice (today: Xiangqi).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// Each game's standard notation (Flickering series SAN, Xiangqi algebraic).
    #[default]
    Algebraic,
    /// Xiangqi WXF notation.
    Wxf,
    /// Xiangqi Chinese notation.
    Chinese,
    /// Flickering Chess in the seed's notation (`1а. Сc3+, Тb2`).
    Seed,
    /// Flickering Chess in coordinates (`1a. e2e4, g1f3`).
    Coordinates,
}

/// How the board is coloured (the front end holds each theme's palette). `None` in
/// [`Config::theme`]: as `NO_COLOR` says.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Wooden board, ivory and ebony pieces (contrast at least 4.5:1 everywhere).
    #[default]
    Default,
    /// Stronger colours: contrast at least 7:1 everywhere.
    HighContrast,
    /// Colours told apart under protanopia, deuteranopia and tritanopia (grey
    /// squares; contrast at least 4.5:1 everywhere).
    ColourBlind,
    /// No colours at all: pieces, marks and squares told apart by their shapes.
    Mono,
}

impl Theme {
    pub const ALL: [Theme; 4] = [
        Theme::Default,
        Theme::HighContrast,
        Theme::ColourBlind,
        Theme::Mono,
    ];

    /// The theme the switch key turns to next.
    pub fn next(self) -> Theme {
        match self {
            Theme::Default => Theme::HighContrast,
            Theme::HighContrast => Theme::ColourBlind,
            Theme::ColourBlind => Theme::Mono,
            Theme::Mono => Theme::Default,
        }
    }

    /// The starting theme: `chosen` (on the command line or in the settings file),
    /// else monochrome when the `NO_COLOR` variable is set and not empty
    /// (no-color.org), else the default.
    pub fn initial(chosen: Option<Theme>, no_color: Option<&std::ffi::OsStr>) -> Theme {
        match (chosen, no_color) {
            (Some(t), _) => t,
            (None, Some(v)) if !v.is_empty() => Theme::Mono,
            (None, _) => Theme::Default,
        }
    }

    /// [`Theme::initial`] with this process's `NO_COLOR`.
    pub fn from_env(chosen: Option<Theme>) -> Theme {
        Theme::initial(chosen, std::env::var_os("NO_COLOR").as_deref())
    }
}

/// What the settings file holds.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// `None`: from the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// `None`: the language's default (the seed's notation in Ukrainian, SAN in
    /// English, for Flickering Chess).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notation: Option<Notation>,
    pub pieces: PieceStyle,
    /// `None`: never chosen, so `NO_COLOR` decides; a theme here is an explicit
    /// choice and wins over `NO_COLOR`, as `--theme` does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub theme: Option<Theme>,
    /// The board seen from Black's side.
    pub flip: bool,
    /// The board turned after every turn, the side to move at the bottom.
    pub auto_flip: bool,
    /// The clock of new games (`"10+5"`: minutes each + seconds a turn); none if absent.
    #[serde(with = "clock_text", skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
    /// The UCI engine program last chosen on the new-game screen (Xiangqi), offered
    /// again there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<PathBuf>,
    /// `play` in the line mode for screen readers (`--plain`) unless `--no-plain`
    /// is given; written only when chosen.
    #[serde(skip_serializing_if = "is_false")]
    pub plain: bool,
    /// Keys this version does not know, kept as they were.
    #[serde(flatten)]
    pub other: toml::Table,
}

/// A choice left at its default is not written (`plain`).
fn is_false(b: &bool) -> bool {
    !*b
}

/// `clock = "10+5"` in the file.
mod clock_text {
    use super::TimeControl;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(tc: &Option<TimeControl>, s: S) -> Result<S::Ok, S::Error> {
        match tc {
            Some(tc) => s.serialize_str(&tc.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<TimeControl>, D::Error> {
        let text = String::deserialize(d)?;
        if text.trim().is_empty() || text.trim() == "off" {
            return Ok(None);
        }
        TimeControl::parse_minutes(&text)
            .map(Some)
            .map_err(serde::de::Error::custom)
    }
}

/// Why the settings file could not be used or saved. The `Display` is English (for
/// logs); the front end renders the values in the player's language.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot find a folder for settings: set HOME, XDG_CONFIG_HOME or DUOCHESS_CONFIG_DIR")]
    NoConfigDir,
    #[error("{}", .0)]
    Store(#[from] StoreError),
    #[error("the settings file {} is not valid ({}{message})", shown_path(path), .line.map_or_else(String::new, |n| format!("line {n}: ")))]
    Malformed {
        path: PathBuf,
        /// The line of the problem, when known.
        line: Option<usize>,
        /// The TOML reader's own words (English), on one line.
        message: String,
        /// The text of that line as the file has it (trimmed), when known.
        text: Option<String>,
    },
    #[error("cannot create the settings folder {}: {source}", shown_path(path))]
    Folder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the settings file {} is not valid and could not be moved aside ({source}); it is not overwritten", shown_path(path))]
    NotKept {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl Clone for ConfigError {
    fn clone(&self) -> Self {
        use crate::record::store::clone_io;
        match self {
            ConfigError::NoConfigDir => ConfigError::NoConfigDir,
            ConfigError::Store(e) => ConfigError::Store(e.clone()),
            ConfigError::Malformed {
                path,
                line,
                message,
                text,
            } => ConfigError::Malformed {
                path: path.clone(),
                line: *line,
                message: message.clone(),
                text: text.clone(),
            },
            ConfigError::Folder { path, source } => ConfigError::Folder {
                path: path.clone(),
                source: clone_io(source),
            },
            ConfigError::NotKept { path, source } => ConfigError::NotKept {
                path: path.clone(),
                source: clone_io(source),
            },
        }
    }
}

/// The one-line note of a run whose settings file could not be used. The `Display`
/// is English; the front end renders the values in the player's language.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ConfigNote {
    /// No settings file can be named: settings last until the program ends.
    #[error("Settings are not remembered: {0}.")]
    NotRemembered(ConfigError),
    /// The file could not be read or parsed: the defaults are used, the file is kept.
    #[error("{}; the defaults are used and the file is kept.", crate::core::text::capitalised(&.0.to_string()))]
    DefaultsUsed(ConfigError),
}

impl Config {
    /// Read the text of a settings file.
    pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
        toml::from_str(text).map_err(|e| {
            // One line: the message and where, not toml's multi-line snippet.
            let message = e.message().replace('\n', " ");
            let at = e.span().map(|span| span.start.min(text.len()));
            ConfigError::Malformed {
                path: path.to_path_buf(),
                line: at.map(|at| text[..at].matches('\n').count() + 1),
                message,
                text: at.and_then(|at| {
                    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
                    let line = text[start..].lines().next().unwrap_or_default().trim();
                    (!line.is_empty()).then(|| line.to_string())
                }),
            }
        })
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }
}

/// The settings file of this user (or of `$DUOCHESS_CONFIG_DIR`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigFile {
    path: PathBuf,
}

/// What saving did besides writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// Where a file that did not parse was kept before it was replaced.
    pub kept: Option<PathBuf>,
}

impl ConfigFile {
    /// `$DUOCHESS_CONFIG_DIR/config.toml`, else in the platform's config folder.
    pub fn from_env() -> Result<ConfigFile, ConfigError> {
        let dir = match std::env::var_os("DUOCHESS_CONFIG_DIR").filter(|v| !v.is_empty()) {
            Some(d) => PathBuf::from(d),
            None => store::project_dirs()
                .map(|p| p.config_dir().to_path_buf())
                .ok_or(ConfigError::NoConfigDir)?,
        };
        Ok(ConfigFile::in_dir(dir))
    }

    /// `config.toml` in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> ConfigFile {
        ConfigFile {
            path: dir.into().join(FILE_NAME),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The settings in the file: the defaults if there is none.
    pub fn load(&self) -> Result<Config, ConfigError> {
        match store::read_text(&self.path) {
            Ok(text) => Config::parse(&text, &self.path),
            Err(e) if e.is_not_found() => Ok(Config::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Write `config` (atomically; the folder is made if missing). A file there
    /// that does not parse is first kept as `config.toml.broken-<time>`.
    pub fn save(&self, config: &Config) -> Result<Saved, ConfigError> {
        let folder = self.path.parent().unwrap_or(Path::new("."));
        // A file where the folder should be (DUOCHESS_CONFIG_DIR naming a file):
        // said as such, not as "File exists".
        let made = match folder.exists() && !folder.is_dir() {
            true => Err(std::io::Error::from(std::io::ErrorKind::NotADirectory)),
            false => std::fs::create_dir_all(folder),
        };
        made.map_err(|source| ConfigError::Folder {
            path: folder.to_path_buf(),
            source,
        })?;
        let kept = match self.load() {
            Ok(_) => None,
            Err(ConfigError::Store(e)) if e.is_not_found() => None,
            Err(_) if std::fs::symlink_metadata(&self.path).is_err() => None,
            Err(_) => {
                let stamp = store::timestamp();
                let kept = store::move_aside(&self.path, |n| match n {
                    1 => format!("{FILE_NAME}.broken-{stamp}"),
                    n => format!("{FILE_NAME}.broken-{stamp}-{n}"),
                })
                .map_err(|source| ConfigError::NotKept {
                    path: self.path.clone(),
                    source,
                })?;
                Some(kept)
            }
        };
        // A settings file that is a link is written through to its target.
        store::write_atomic(&store::through_link(&self.path), &config.to_text())?;
        Ok(Saved { kept })
    }
}

/// The settings a run starts with: the file (if one can be named), its values, and
/// the one-line note to show when it could not be used.
#[derive(Clone, Debug, Default)]
pub struct Remembered {
    pub file: Option<ConfigFile>,
    pub config: Config,
    pub note: Option<ConfigNote>,
}

impl Remembered {
    /// The settings file of [`ConfigFile::from_env`], read.
    pub fn from_env() -> Remembered {
        match ConfigFile::from_env() {
            Ok(file) => Remembered::read(file),
            Err(e) => Remembered {
                note: Some(ConfigNote::NotRemembered(e)),
                ..Remembered::default()
            },
        }
    }

    /// `file` read: on a problem, the defaults and the note saying so.
    pub fn read(file: ConfigFile) -> Remembered {
        let (config, note) = match file.load() {
            Ok(c) => (c, None),
            Err(e) => (Config::default(), Some(ConfigNote::DefaultsUsed(e))),
        };
        Remembered {
            file: Some(file),
            config,
            note,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("duochess-config-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_config_round_trips_and_keeps_unknown_keys() {
        let dir = temp_dir("round");
        let file = ConfigFile::in_dir(&dir);
        assert_eq!(file.load().unwrap(), Config::default());
        let mut config = Config {
            language: Some(Language::Uk),
            notation: Some(Notation::Wxf),
            pieces: PieceStyle::parse("hanzi:K,R").unwrap(),
            theme: Some(Theme::HighContrast),
            flip: true,
            auto_flip: true,
            clock: Some(TimeControl::parse_minutes("10+5").unwrap()),
            engine: Some(PathBuf::from("/usr/games/fairy-stockfish")),
            plain: true,
            other: toml::Table::new(),
        };
        config
            .other
            .insert("future".into(), toml::Value::String("kept".into()));
        assert_eq!(file.save(&config).unwrap(), Saved { kept: None });
        let text = std::fs::read_to_string(file.path()).unwrap();
        assert!(text.contains("clock = \"10+5\""), "{text}");
        assert!(text.contains("pieces = \"hanzi:K,R\""), "{text}");
        assert!(text.contains("theme = \"high-contrast\""), "{text}");
        assert!(text.contains("future = \"kept\""), "{text}");
        assert!(text.contains("plain = true"), "{text}");
        assert_eq!(file.load().unwrap(), config);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn every_notation_is_written_by_name_and_read_back() {
        let dir = temp_dir("notations");
        let file = ConfigFile::in_dir(&dir);
        for (notation, name) in [
            (Notation::Algebraic, "algebraic"),
            (Notation::Wxf, "wxf"),
            (Notation::Chinese, "chinese"),
            (Notation::Seed, "seed"),
            (Notation::Coordinates, "coordinates"),
        ] {
            let config = Config {
                notation: Some(notation),
                ..Config::default()
            };
            file.save(&config).unwrap();
            let text = std::fs::read_to_string(file.path()).unwrap();
            assert!(text.contains(&format!("notation = \"{name}\"")), "{text}");
            assert_eq!(file.load().unwrap().notation, Some(notation));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A settings file that is a link is written through to its target, which
    /// stays a link; a folder that is a file is said as such.
    #[cfg(unix)]
    #[test]
    fn a_linked_file_is_written_through_and_a_file_for_a_folder_is_named() {
        let dir = temp_dir("linked");
        std::fs::create_dir_all(dir.join("dotfiles")).unwrap();
        std::fs::write(dir.join("dotfiles/config.toml"), "flip = true\n").unwrap();
        std::os::unix::fs::symlink("dotfiles/config.toml", dir.join(FILE_NAME)).unwrap();
        let file = ConfigFile::in_dir(&dir);
        let config = Config {
            flip: false,
            ..file.load().unwrap()
        };
        assert!(file.load().unwrap().flip);
        file.save(&config).unwrap();
        assert!(std::fs::symlink_metadata(file.path())
            .unwrap()
            .file_type()
            .is_symlink());
        let target = std::fs::read_to_string(dir.join("dotfiles/config.toml")).unwrap();
        assert!(target.contains("flip = false"), "{target}");
        // DUOCHESS_CONFIG_DIR naming a file.
        let not_a_folder = dir.join("dotfiles/config.toml");
        let e = ConfigFile::in_dir(&not_a_folder).save(&config).unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("dotfiles/config.toml") && text.contains("not a directory"),
            "{text}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_malformed_file_is_reported_in_one_line_and_kept_aside_before_a_save() {
        let dir = temp_dir("broken");
        std::fs::create_dir_all(&dir).unwrap();
        let file = ConfigFile::in_dir(&dir);
        let broken = "flip = true\ntheme = \"purple\"\n";
        std::fs::write(file.path(), broken).unwrap();
        let r = Remembered::read(file.clone());
        assert_eq!(r.config, Config::default());
        let note = r.note.unwrap();
        assert!(
            matches!(
                &note,
                ConfigNote::DefaultsUsed(ConfigError::Malformed { line: Some(2), text: Some(t), .. })
                    if t == "theme = \"purple\""
            ),
            "{note:?}"
        );
        let note = note.to_string();
        assert!(!note.contains('\n'), "{note}");
        assert!(note.contains("line 2"), "{note}");
        assert!(
            note.contains("the defaults are used and the file is kept"),
            "{note}"
        );
        assert_eq!(std::fs::read_to_string(file.path()).unwrap(), broken);
        let saved = file.save(&Config::default()).unwrap();
        let kept = saved.kept.unwrap();
        assert!(kept
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("config.toml.broken-"));
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
        assert_eq!(file.load().unwrap(), Config::default());
        // The next save has a good file to replace: nothing more is kept.
        assert_eq!(file.save(&Config::default()).unwrap().kept, None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn old_piece_styles_load_and_a_bad_one_makes_the_file_malformed() {
        for (text, want) in [
            ("pieces = \"symbols\"\n", PieceStyle::Symbols),
            ("pieces = \"letters\"\n", PieceStyle::Letters),
        ] {
            let c = Config::parse(text, Path::new("c.toml")).unwrap();
            assert_eq!(c.pieces, want);
        }
        let e = Config::parse("pieces = \"hanzi:Q\"\n", Path::new("c.toml")).unwrap_err();
        assert!(matches!(e, ConfigError::Malformed { .. }), "{e}");
    }

    #[test]
    fn a_bad_clock_makes_the_file_malformed() {
        let e = Config::parse("clock = \"ten\"\n", Path::new("c.toml")).unwrap_err();
        assert!(matches!(e, ConfigError::Malformed { .. }), "{e}");
        let c = Config::parse("clock = \"off\"\n", Path::new("c.toml")).unwrap();
        assert_eq!(c.clock, None);
    }

    #[test]
    fn no_color_chooses_monochrome_unless_a_theme_is_named() {
        use std::ffi::OsStr;
        assert_eq!(Theme::initial(None, None), Theme::Default);
        assert_eq!(Theme::initial(None, Some(OsStr::new(""))), Theme::Default);
        assert_eq!(Theme::initial(None, Some(OsStr::new("1"))), Theme::Mono);
        assert_eq!(
            Theme::initial(Some(Theme::HighContrast), Some(OsStr::new("1"))),
            Theme::HighContrast
        );
        let mut t = Theme::Default;
        for _ in 0..Theme::ALL.len() {
            t = t.next();
        }
        assert_eq!(t, Theme::Default);
    }
}
