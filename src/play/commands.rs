//! The commands of the `:` line, for every screen that has one (the game and the
//! position editor; a line mode for screen readers would read the same): one table,
//! [`COMMANDS`], with each command's names, what it takes, the screens and games it
//! belongs to and the message of its help. The parser ([`parse`]), Tab completion
//! ([`completions`]) and the help's list ([`listed`]) all come from it, so they
//! cannot disagree. No terminal code and no words: a screen turns a [`Command`] into
//! what it does, and `words::commands` says the help and the errors.
//!
//! A line whose first word is a command's name (or alias, in any case) is that
//! command; a first word made of letters only that names none is an unknown command
//! ([`CommandError::Unknown`]); anything else is the screen's own text (a move or a
//! series in a game, a FEN or a move to check in the editor): [`Parsed::Other`].

use crate::chess::{Castling, Square};
use crate::core::Side;
use crate::session::GameKind;
use crate::xiangqi::mate::MAX_MATE_MOVES;

/// A screen with a `:` line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    Game,
    Editor,
}

impl Screen {
    /// The name the message files select on.
    pub const fn key(self) -> &'static str {
        match self {
            Screen::Game => "game",
            Screen::Editor => "editor",
        }
    }
}

/// The games a command belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Games {
    Both,
    Flickering,
    Xiangqi,
}

impl Games {
    pub fn include(self, kind: GameKind) -> bool {
        match self {
            Games::Both => true,
            Games::Flickering => kind == GameKind::Flickering,
            Games::Xiangqi => kind == GameKind::Xiangqi,
        }
    }
}

/// What a command asks for, with what it was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    EndSeries,
    Undo,
    Redo,
    Flip,
    Theme,
    OfferDraw,
    Resign,
    /// `fen`: show the FEN; `fen FEN` (editor): read one.
    Fen(Option<String>),
    Help,
    Notation,
    FileNumbers,
    Hint,
    Attacks,
    Quit,
    /// `save PATH`, the path as typed.
    Save(String),
    /// `load PATH`, the path as typed.
    Load(String),
    Clear,
    Start,
    /// `side`: the other side to move; `side w|b`: that side.
    Side(Option<Side>),
    Castle(Castling),
    EnPassant(Vec<Square>),
    Analyse,
    /// `mate`, or `mate N`: up to N moves (Xiangqi).
    Mate(Option<u32>),
    Play,
    OtherGame,
    /// `copy fen` / `copy record`: onto the system clipboard, through the terminal.
    Copy(Copied),
}

/// What `copy` puts on the clipboard.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Copied {
    /// The position's FEN (`copy`, `copy fen`).
    Fen,
    /// The game's record (`copy record`).
    Record,
}

/// What a command takes after its name, and how it becomes the [`Command`].
#[derive(Clone, Debug)]
pub enum Takes {
    Nothing(Command),
    Path(fn(String) -> Command),
    MaybeFen(fn(Option<String>) -> Command),
    MaybeSide(fn(Option<Side>) -> Command),
    Castling(fn(Castling) -> Command),
    Squares(fn(Vec<Square>) -> Command),
    MaybeDepth(fn(Option<u32>) -> Command),
    /// `fen`, or `record` (also `pgn`, `запис`), or nothing for the FEN
    /// (`records`: whether a record is one; the editor has none). The help writes
    /// it `[pgn]`: short enough for the help's two columns.
    Copied {
        make: fn(Copied) -> Command,
        records: bool,
    },
}

/// What a command's argument is, for its usage (`save PATH`): the message of its
/// placeholder, and whether it may be left out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Argument {
    /// The placeholder's message (`cmd-arg-path`: `PATH`).
    pub id: &'static str,
    pub optional: bool,
}

impl Takes {
    pub fn argument(&self) -> Option<Argument> {
        let (id, optional) = match self {
            Takes::Nothing(_) => return None,
            Takes::Path(_) => ("cmd-arg-path", false),
            Takes::MaybeFen(_) => ("cmd-arg-fen", true),
            Takes::MaybeSide(_) => ("cmd-arg-side", true),
            Takes::Castling(_) => ("cmd-arg-castling", false),
            Takes::Squares(_) => ("cmd-arg-squares", false),
            Takes::MaybeDepth(_) => ("cmd-arg-depth", true),
            Takes::Copied { records: true, .. } => ("cmd-arg-copy", true),
            Takes::Copied { records: false, .. } => ("cmd-arg-copy-fen", true),
        };
        Some(Argument { id, optional })
    }

    /// The command with `rest` (the line after the name, trimmed) as its argument;
    /// `None` when it is not what the command takes.
    fn read(&self, rest: &str) -> Option<Command> {
        let given = (!rest.is_empty()).then_some(rest);
        match self {
            Takes::Nothing(c) => given.is_none().then(|| c.clone()),
            Takes::Path(make) => given.map(|p| make(p.to_string())),
            Takes::MaybeFen(make) => Some(make(given.map(str::to_string))),
            Takes::MaybeSide(make) => match given.map(str::to_ascii_lowercase).as_deref() {
                None => Some(make(None)),
                Some("w" | "white" | "r" | "red") => Some(make(Some(Side::White))),
                Some("b" | "black") => Some(make(Some(Side::Black))),
                Some(_) => None,
            },
            Takes::Castling(make) => {
                let text = given?;
                let mut rights = Castling::NONE;
                if text != "-" {
                    for c in text.chars() {
                        let (side, wing) = Castling::from_letter(c)?;
                        rights.set(side, wing, true);
                    }
                }
                Some(make(rights))
            }
            Takes::Squares(make) => {
                let text = given?;
                if text == "-" {
                    return Some(make(Vec::new()));
                }
                let squares: Option<Vec<Square>> =
                    text.split_whitespace().map(Square::parse).collect();
                squares.map(make)
            }
            Takes::MaybeDepth(make) => match given {
                None => Some(make(None)),
                Some(n) => n
                    .parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MAX_MATE_MOVES).contains(n))
                    .map(|n| make(Some(n))),
            },
            // The words in either language (`запис`, the Ukrainian for record).
            Takes::Copied { make, records } => match given.map(str::to_lowercase).as_deref() {
                None | Some("fen") => Some(make(Copied::Fen)),
                Some("record" | "pgn" | "запис") if *records => Some(make(Copied::Record)),
                Some(_) => None,
            },
        }
    }
}

/// One command of the table.
#[derive(Debug)]
pub struct Spec {
    /// The name the help and completion show.
    pub name: &'static str,
    /// Other names it answers to.
    pub aliases: &'static [&'static str],
    pub takes: Takes,
    pub screens: &'static [Screen],
    pub games: Games,
    /// The message of its help (`cmd-save`).
    pub help: &'static str,
}

impl Spec {
    /// Whether `word` (lower case) is one of its names.
    fn named(&self, word: &str) -> bool {
        self.name == word || self.aliases.contains(&word)
    }

    /// Whether it is a command of `screen` for `kind`.
    pub fn belongs(&self, screen: Screen, kind: GameKind) -> bool {
        self.screens.contains(&screen) && self.games.include(kind)
    }
}

const GAME: &[Screen] = &[Screen::Game];
const EDITOR: &[Screen] = &[Screen::Editor];
const BOTH: &[Screen] = &[Screen::Game, Screen::Editor];

const fn spec(
    name: &'static str,
    aliases: &'static [&'static str],
    takes: Takes,
    screens: &'static [Screen],
    games: Games,
    help: &'static str,
) -> Spec {
    Spec {
        name,
        aliases,
        takes,
        screens,
        games,
        help,
    }
}

use Command as C;
use Games::{Both, Flickering, Xiangqi};

/// Every command of every `:` line, in the order the help lists them.
pub static COMMANDS: &[Spec] = &[
    spec(
        "end",
        &["e"],
        Takes::Nothing(C::EndSeries),
        GAME,
        Flickering,
        "cmd-end",
    ),
    spec(
        "undo",
        &["u"],
        Takes::Nothing(C::Undo),
        GAME,
        Both,
        "cmd-undo",
    ),
    spec("redo", &[], Takes::Nothing(C::Redo), GAME, Both, "cmd-redo"),
    spec(
        "draw",
        &[],
        Takes::Nothing(C::OfferDraw),
        GAME,
        Both,
        "cmd-draw",
    ),
    spec(
        "resign",
        &[],
        Takes::Nothing(C::Resign),
        GAME,
        Both,
        "cmd-resign",
    ),
    spec("hint", &[], Takes::Nothing(C::Hint), GAME, Both, "cmd-hint"),
    spec(
        "attacks",
        &[],
        Takes::Nothing(C::Attacks),
        GAME,
        Both,
        "cmd-attacks",
    ),
    spec(
        "notation",
        &["wxf"],
        Takes::Nothing(C::Notation),
        GAME,
        Both,
        "cmd-notation",
    ),
    spec(
        "fen",
        &[],
        Takes::Nothing(C::Fen(None)),
        GAME,
        Both,
        "cmd-fen",
    ),
    spec(
        "fen",
        &[],
        Takes::MaybeFen(C::Fen),
        EDITOR,
        Both,
        "cmd-fen-read",
    ),
    spec(
        "copy",
        &["yank"],
        Takes::Copied {
            make: C::Copy,
            records: false,
        },
        EDITOR,
        Both,
        "cmd-copy-fen",
    ),
    spec(
        "clear",
        &[],
        Takes::Nothing(C::Clear),
        EDITOR,
        Both,
        "cmd-clear",
    ),
    spec(
        "start",
        &["reset"],
        Takes::Nothing(C::Start),
        EDITOR,
        Both,
        "cmd-start",
    ),
    spec(
        "side",
        &[],
        Takes::MaybeSide(C::Side),
        EDITOR,
        Both,
        "cmd-side",
    ),
    spec(
        "castle",
        &["castling"],
        Takes::Castling(C::Castle),
        EDITOR,
        Flickering,
        "cmd-castle",
    ),
    spec(
        "ep",
        &[],
        Takes::Squares(C::EnPassant),
        EDITOR,
        Flickering,
        "cmd-ep",
    ),
    spec(
        "analyse",
        &["analyze", "a"],
        Takes::Nothing(C::Analyse),
        EDITOR,
        Both,
        "cmd-analyse",
    ),
    spec(
        "mate",
        &[],
        Takes::Nothing(C::Mate(None)),
        EDITOR,
        Flickering,
        "cmd-mate",
    ),
    spec(
        "mate",
        &[],
        Takes::MaybeDepth(C::Mate),
        EDITOR,
        Xiangqi,
        "cmd-mate-depth",
    ),
    spec(
        "play",
        &[],
        Takes::Nothing(C::Play),
        EDITOR,
        Both,
        "cmd-play",
    ),
    spec(
        "game",
        &[],
        Takes::Nothing(C::OtherGame),
        EDITOR,
        Both,
        "cmd-game",
    ),
    spec(
        "files",
        &["numbers"],
        Takes::Nothing(C::FileNumbers),
        BOTH,
        Xiangqi,
        "cmd-files",
    ),
    spec("flip", &[], Takes::Nothing(C::Flip), BOTH, Both, "cmd-flip"),
    spec(
        "theme",
        &["colours", "colors"],
        Takes::Nothing(C::Theme),
        BOTH,
        Both,
        "cmd-theme",
    ),
    spec(
        "copy",
        &["yank"],
        Takes::Copied {
            make: C::Copy,
            records: true,
        },
        GAME,
        Both,
        "cmd-copy",
    ),
    spec("save", &[], Takes::Path(C::Save), GAME, Both, "cmd-save"),
    spec("load", &[], Takes::Path(C::Load), GAME, Both, "cmd-load"),
    spec(
        "help",
        &["?"],
        Takes::Nothing(C::Help),
        BOTH,
        Both,
        "cmd-help",
    ),
    spec(
        "quit",
        &["q"],
        Takes::Nothing(C::Quit),
        GAME,
        Both,
        "cmd-quit-game",
    ),
    spec(
        "quit",
        &["q"],
        Takes::Nothing(C::Quit),
        EDITOR,
        Both,
        "cmd-quit",
    ),
];

/// What else a screen's line takes (not commands), for its help: the message and
/// where it applies.
pub const OTHER_TEXT: &[(Screen, Games, &str)] = &[
    (Screen::Game, Flickering, "cmd-text-series"),
    (Screen::Game, Xiangqi, "cmd-text-move"),
    (Screen::Editor, Xiangqi, "cmd-text-move-check"),
];

/// A `:` line read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed<'a> {
    /// Nothing typed.
    Empty,
    Command(Command),
    /// The screen's own text: a move or a series, a FEN (the line trimmed).
    Other(&'a str),
}

/// A line that names a command it cannot run here, or runs it wrongly.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// A word that names no command.
    #[error("{word}: no such command")]
    Unknown { word: String },
    /// A command of another screen (`clear` in a game).
    #[error("{name}: a command of another screen")]
    OtherScreen { name: &'static str, screen: Screen },
    /// A command of the other game (`files` in Flickering Chess).
    #[error("{name}: a command of the other game")]
    OtherGame { name: &'static str, games: Games },
    /// A command given what it does not take (`line` as typed).
    #[error("{line}: not what {} takes", spec.name)]
    Usage { spec: &'static Spec, line: String },
}

impl PartialEq for Spec {
    fn eq(&self, other: &Spec) -> bool {
        std::ptr::eq(self, other)
    }
}
impl Eq for Spec {}

/// Read a `:` line of `screen` in a game of `kind`.
pub fn parse(screen: Screen, kind: GameKind, line: &str) -> Result<Parsed<'_>, CommandError> {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    if word.is_empty() {
        return Ok(Parsed::Empty);
    }
    let lower = word.to_ascii_lowercase();
    let named: Vec<&'static Spec> = COMMANDS.iter().filter(|s| s.named(&lower)).collect();
    if let Some(spec) = named.iter().find(|s| s.belongs(screen, kind)) {
        return spec
            .takes
            .read(rest)
            .map(Parsed::Command)
            .ok_or_else(|| CommandError::Usage {
                spec,
                line: line.to_string(),
            });
    }
    if let Some(spec) = named.iter().find(|s| s.screens.contains(&screen)) {
        return Err(CommandError::OtherGame {
            name: spec.name,
            games: spec.games,
        });
    }
    if let Some(spec) = named.first() {
        return Err(CommandError::OtherScreen {
            name: spec.name,
            screen: spec.screens[0],
        });
    }
    if word.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(CommandError::Unknown { word: lower });
    }
    Ok(Parsed::Other(line))
}

/// The commands of `screen` for `kind`, in the help's order.
pub fn listed(screen: Screen, kind: GameKind) -> impl Iterator<Item = &'static Spec> {
    COMMANDS.iter().filter(move |s| s.belongs(screen, kind))
}

/// The names Tab may complete `prefix` to (any case), in the help's order; a name
/// that takes an argument with a space after it, ready for the argument.
pub fn completions(screen: Screen, kind: GameKind, prefix: &str) -> Vec<String> {
    let prefix = prefix.to_ascii_lowercase();
    let mut names: Vec<String> = listed(screen, kind)
        .filter(|s| s.name.starts_with(&prefix))
        .map(|s| match s.takes.argument() {
            Some(_) => format!("{} ", s.name),
            None => s.name.to_string(),
        })
        .collect();
    names.dedup();
    names
}

/// Whether `line` is a command that takes a path, typed up to its path (Tab then
/// completes the path): the command's name and the path as typed.
pub fn path_argument(screen: Screen, kind: GameKind, line: &str) -> Option<(&str, &str)> {
    let (word, rest) = line.trim_start().split_once(char::is_whitespace)?;
    let lower = word.to_ascii_lowercase();
    listed(screen, kind)
        .find(|s| s.named(&lower))
        .filter(|s| matches!(s.takes, Takes::Path(_)))
        .map(|_| (word, rest.trim_start()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameKind::{Flickering as F, Xiangqi as X};

    fn command(screen: Screen, kind: GameKind, line: &str) -> Command {
        match parse(screen, kind, line) {
            Ok(Parsed::Command(c)) => c,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn names_and_aliases_in_any_case_are_their_commands() {
        assert_eq!(command(Screen::Game, F, "END"), Command::EndSeries);
        assert_eq!(command(Screen::Game, F, "e"), Command::EndSeries);
        assert_eq!(command(Screen::Game, X, "wxf"), Command::Notation);
        assert_eq!(
            command(Screen::Game, F, "save my games/one.pgn"),
            Command::Save("my games/one.pgn".into())
        );
        assert_eq!(
            command(Screen::Game, F, "LOAD  x.pgn "),
            Command::Load("x.pgn".into())
        );
        assert_eq!(command(Screen::Editor, F, "fen"), Command::Fen(None));
        assert_eq!(
            command(Screen::Editor, F, "fen 8/8/8/8/8/8/8/8 w - - 0 1"),
            Command::Fen(Some("8/8/8/8/8/8/8/8 w - - 0 1".into()))
        );
        assert_eq!(
            command(Screen::Editor, X, "side Red"),
            Command::Side(Some(Side::White))
        );
        assert_eq!(command(Screen::Editor, X, "mate 2"), Command::Mate(Some(2)));
        assert_eq!(command(Screen::Game, X, "copy"), Command::Copy(Copied::Fen));
        assert_eq!(
            command(Screen::Game, F, "Copy FEN"),
            Command::Copy(Copied::Fen)
        );
        assert_eq!(
            command(Screen::Game, X, "copy record"),
            Command::Copy(Copied::Record)
        );
        assert_eq!(
            command(Screen::Game, X, "copy Запис"),
            Command::Copy(Copied::Record)
        );
        assert_eq!(
            command(Screen::Editor, F, "yank fen"),
            Command::Copy(Copied::Fen)
        );
        let mut rights = Castling::NONE;
        rights.set(Side::White, crate::chess::CastleSide::King, true);
        assert_eq!(
            command(Screen::Editor, F, "castle K"),
            Command::Castle(rights)
        );
        assert_eq!(
            command(Screen::Editor, F, "ep -"),
            Command::EnPassant(vec![])
        );
    }

    #[test]
    fn moves_and_fens_are_the_screens_text() {
        for line in [
            "e4, Nf3",
            "e2e4,g1f3",
            "Кf3",
            "h3e3",
            "C2.5",
            "炮二平五",
            "O-O",
        ] {
            assert_eq!(parse(Screen::Game, F, line), Ok(Parsed::Other(line)));
        }
        let fen = "8/8/8/8/8/8/8/8 w - - 0 1";
        assert_eq!(parse(Screen::Editor, F, fen), Ok(Parsed::Other(fen)));
        assert_eq!(parse(Screen::Game, F, "  "), Ok(Parsed::Empty));
    }

    #[test]
    fn a_wrong_command_says_which_and_why() {
        assert!(matches!(
            parse(Screen::Game, F, "undoo"),
            Err(CommandError::Unknown { word }) if word == "undoo"
        ));
        assert!(matches!(
            parse(Screen::Game, F, "clear"),
            Err(CommandError::OtherScreen {
                name: "clear",
                screen: Screen::Editor
            })
        ));
        assert!(matches!(
            parse(Screen::Game, F, "files"),
            Err(CommandError::OtherGame {
                name: "files",
                games: Games::Xiangqi
            })
        ));
        assert!(matches!(
            parse(Screen::Game, X, "end"),
            Err(CommandError::OtherGame {
                name: "end",
                games: Games::Flickering
            })
        ));
        for (screen, kind, line) in [
            (Screen::Game, F, "save"),
            (Screen::Game, F, "undo 3"),
            (Screen::Editor, X, "mate 9"),
            (Screen::Editor, F, "side x"),
            (Screen::Editor, F, "castle Z"),
            (Screen::Editor, F, "ep z9"),
            (Screen::Game, X, "copy board"),
            (Screen::Editor, X, "copy record"),
        ] {
            assert!(
                matches!(parse(screen, kind, line), Err(CommandError::Usage { line: l, .. }) if l == line),
                "{line}"
            );
        }
    }

    #[test]
    fn tab_offers_the_names_of_the_screen_and_game() {
        assert_eq!(completions(Screen::Game, F, "sa"), vec!["save "]);
        assert_eq!(completions(Screen::Game, F, "R"), vec!["redo", "resign"]);
        assert_eq!(completions(Screen::Editor, F, "s"), vec!["start", "side "]);
        assert!(completions(Screen::Game, F, "fi").is_empty());
        assert_eq!(completions(Screen::Game, X, "fi"), vec!["files"]);
        assert_eq!(
            path_argument(Screen::Game, F, "load my games/a"),
            Some(("load", "my games/a"))
        );
        assert_eq!(path_argument(Screen::Game, F, "undo x"), None);
    }

    #[test]
    fn every_command_has_one_spec_per_screen_and_game() {
        for screen in [Screen::Game, Screen::Editor] {
            for kind in [F, X] {
                let mut names: Vec<&str> = listed(screen, kind).map(|s| s.name).collect();
                let n = names.len();
                names.sort_unstable();
                names.dedup();
                assert_eq!(names.len(), n, "{screen:?} {kind:?}");
            }
        }
    }
}
