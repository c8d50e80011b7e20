//! The words of the menus: the start menu ([`MenuText`]), the new-game screen
//! ([`NewGameText`]), the settings screen ([`SettingsText`]) and the records list
//! ([`LoadText`]), each built by its screen from its state.

use crate::config::{ConfigError, Language, Notation, PieceStyle, Theme};
use crate::core::Side;
use crate::flicker::engine::Level;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::record::autosave::PersistError;
use crate::record::listing::{RecordSummary, Unlisted};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use crate::words::common::{side_args, side_key, Say};
use crate::words::opponent::{EngineLevelName, LevelAbout, LevelName, StrengthSet};
use crate::words::sides::{side_title, Player};
use std::path::Path;

/// A text of the start menu: its tagline and its entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuText {
    Tagline,
    Resume,
    Flickering,
    Xiangqi,
    NewGame,
    Setup,
    Load,
    Rules,
    Lessons,
    Practice,
    Settings,
    /// Play across the network: host a game or join one.
    Network,
    Quit,
    /// Resume asked for with no game autosaved.
    NothingToResume,
    /// The autosaved game went between the menu and Resume.
    AutosaveGone,
    /// The title of the menu's help (`?`).
    HelpTitle,
    /// Under the Resume entries: how many more games in progress there are than
    /// the menu has room for ("Load a game" lists them).
    MoreInProgress(usize),
}

impl Say for MenuText {
    fn say(&self, lang: Lang) -> String {
        if let MenuText::MoreInProgress(count) = self {
            return tr_args(lang, "menu-more-in-progress", &[("count", (*count).into())]);
        }
        tr(
            lang,
            match self {
                MenuText::Tagline => "menu-tagline",
                MenuText::Resume => "menu-resume",
                MenuText::Flickering => "menu-flickering",
                MenuText::Xiangqi => "menu-xiangqi",
                MenuText::NewGame => "menu-new-game",
                MenuText::Setup => "menu-setup",
                MenuText::Load => "menu-load",
                MenuText::Rules => "menu-rules",
                MenuText::Lessons => "menu-lessons",
                MenuText::Practice => "menu-practice",
                MenuText::Settings => "menu-settings",
                MenuText::Network => "menu-network",
                MenuText::Quit => "menu-quit",
                MenuText::NothingToResume => "files-nothing-to-resume",
                MenuText::AutosaveGone => "files-autosave-gone",
                MenuText::HelpTitle => "menu-help-title",
                MenuText::MoreInProgress(_) => "menu-more-in-progress",
            },
        )
    }
}

/// The game as the message files select on it (an increment per series or per
/// move).
fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

/// A text of the new-game screen. `kind` is the game chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewGameText<'a> {
    Title,
    Start,
    GameLabel,
    /// A player's row is labelled by the side.
    SideLabel {
        kind: GameKind,
        side: Side,
    },
    ClockLabel,
    OpponentLabel,
    NoClock,
    /// A preset clock: "5+3 (5 min each, +3 s a series)".
    ClockPreset {
        minutes: u64,
        seconds: u64,
        kind: GameKind,
    },
    /// The custom clock as typed.
    ClockCustom(&'a str),
    HotSeat,
    /// "computer plays Black, level 3 (club player)".
    Computer {
        kind: GameKind,
        side: Side,
        level: Level,
    },
    HelpGame,
    /// What a player's row takes (an empty name is the side's).
    HelpName {
        kind: GameKind,
        side: Side,
    },
    HelpCustomClock(GameKind),
    HelpClock,
    HelpOpponent,
    /// The computer's level chosen: its name and how it plays.
    HelpLevel(Level),
    HelpStart,
    /// Xiangqi's opponent row: a UCI engine.
    Engine,
    EnginePathLabel,
    EngineSideLabel,
    EngineTimeLabel,
    EngineLevelLabel,
    HintsLabel,
    /// "plays Black".
    EngineSide {
        kind: GameKind,
        side: Side,
    },
    /// "1 s a move".
    EngineTime(std::time::Duration),
    /// The level by name ("beginner").
    EngineLevel(crate::uci::EngineLevel),
    /// "on" / "off".
    Hints(bool),
    /// No engine path typed, or not yet checked.
    EngineNoPath,
    /// The engine's row before a path is typed.
    EnginePathNone,
    /// The engine answered its check: its name and what the level sets.
    EngineAnswered {
        name: &'a str,
        setting: crate::uci::StrengthSetting,
    },
    HelpEngineOpponent,
    HelpEnginePath,
    HelpEngineSide,
    HelpEngineTime,
    /// The level and, once the engine is checked, the option it sets.
    HelpEngineLevel {
        level: crate::uci::EngineLevel,
        setting: Option<crate::uci::StrengthSetting>,
    },
    HelpHints,
}

impl Say for NewGameText<'_> {
    fn say(&self, lang: Lang) -> String {
        use NewGameText as T;
        let t = |id: &str| tr(lang, id);
        match *self {
            T::Title => t("newgame-title"),
            T::Start => t("newgame-start"),
            T::GameLabel => t("newgame-game"),
            T::SideLabel { kind, side } => side_title(lang, kind, side),
            T::ClockLabel => t("newgame-clock"),
            T::OpponentLabel => t("newgame-opponent"),
            T::NoClock => t("newgame-no-clock"),
            T::ClockPreset {
                minutes,
                seconds,
                kind,
            } => tr_args(
                lang,
                "newgame-clock-preset",
                &[
                    ("minutes", Arg::from(minutes as i64)),
                    ("seconds", Arg::from(seconds as i64)),
                    ("game", game_key(kind).into()),
                ],
            ),
            T::ClockCustom(text) => tr_args(lang, "newgame-clock-custom", &[("text", text.into())]),
            T::HotSeat => t("newgame-hot-seat"),
            T::Computer { kind, side, level } => tr_args(
                lang,
                "newgame-computer",
                &[
                    ("side", side_key(kind, side).into()),
                    ("level", u32::from(level.number()).into()),
                    ("name", LevelName(level).say(lang).into()),
                ],
            ),
            T::HelpGame => t("newgame-help-game"),
            T::HelpName { kind, side } => tr_args(
                lang,
                "newgame-help-name",
                &[("name", side_title(lang, kind, side).into())],
            ),
            T::HelpCustomClock(kind) => tr_args(
                lang,
                "newgame-help-custom-clock",
                &[("game", game_key(kind).into())],
            ),
            T::HelpClock => t("newgame-help-clock"),
            T::HelpOpponent => t("newgame-help-opponent"),
            T::HelpLevel(level) => tr_args(
                lang,
                "newgame-help-level",
                &[
                    ("level", u32::from(level.number()).into()),
                    ("name", LevelName(level).say(lang).into()),
                    ("about", LevelAbout(level).say(lang).into()),
                ],
            ),
            T::HelpStart => t("newgame-help-start"),
            T::Engine => t("newgame-engine"),
            T::EnginePathLabel => t("newgame-engine-path"),
            T::EngineSideLabel => t("newgame-engine-side"),
            T::EngineTimeLabel => t("newgame-engine-time"),
            T::EngineLevelLabel => t("newgame-engine-level"),
            T::HintsLabel => t("newgame-hints"),
            T::EngineSide { kind, side } => tr_args(
                lang,
                "newgame-engine-plays",
                &[("side", side_key(kind, side).into())],
            ),
            T::EngineTime(time) => tr_args(
                lang,
                "newgame-engine-movetime",
                &[(
                    "seconds",
                    crate::words::common::decimal(lang, &time.as_secs_f64().to_string()).into(),
                )],
            ),
            T::EngineLevel(level) => tr_args(
                lang,
                "newgame-engine-level-value",
                &[
                    ("level", u32::from(level.number()).into()),
                    ("name", EngineLevelName(level).say(lang).into()),
                ],
            ),
            T::Hints(on) => t(if on {
                "newgame-hints-on"
            } else {
                "newgame-hints-off"
            }),
            T::EngineNoPath => t("newgame-engine-no-path"),
            T::EnginePathNone => t("newgame-engine-path-none"),
            T::EngineAnswered { name, setting } => tr_args(
                lang,
                "newgame-engine-answered",
                &[
                    ("name", name.into()),
                    ("setting", StrengthSet(setting).say(lang).into()),
                ],
            ),
            T::HelpEngineOpponent => t("newgame-help-engine-opponent"),
            T::HelpEnginePath => t("newgame-help-engine-path"),
            T::HelpEngineSide => t("newgame-help-engine-side"),
            T::HelpEngineTime => t("newgame-help-engine-time"),
            T::HelpEngineLevel { level, setting } => tr_args(
                lang,
                "newgame-help-engine-level",
                &[
                    ("name", EngineLevelName(level).say(lang).into()),
                    (
                        "setting",
                        setting
                            .map(|s| StrengthSet(s).say(lang))
                            .unwrap_or_else(|| tr(lang, "engine-strength-unchecked"))
                            .into(),
                    ),
                ],
            ),
            T::HelpHints => t("newgame-help-hints"),
        }
    }
}

/// A text of the settings screen: its title, each row's label and value, and
/// where the settings are saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsText<'a> {
    Title,
    LanguageLabel,
    NotationLabel,
    PiecesLabel,
    ThemeLabel,
    FlipLabel,
    AutoFlipLabel,
    ClockLabel,
    PlainLabel,
    /// The language chosen (none: the locale's).
    Language(Option<Language>),
    /// The notation chosen (none: the language's).
    Notation(Option<Notation>),
    Pieces(PieceStyle),
    /// The colours shown; `chosen`: by the player. Not chosen, they are the default
    /// or, when `NO_COLOR` is set, monochrome ([`Theme::initial`]), and the words
    /// name `NO_COLOR` only then.
    Theme {
        theme: Theme,
        chosen: bool,
    },
    /// Black at the bottom (`true`) or White.
    Flip(bool),
    AutoFlip(bool),
    /// A new game's default clock.
    Clock(Option<TimeControl>),
    /// The line mode chosen (`plain = true`): the commands started from then on
    /// answer in plain lines.
    Plain(bool),
    /// Where the settings are saved.
    SavedIn(&'a str),
    NoFolder,
}

/// What saving the settings did, said on the screen under them.
#[derive(Clone, Copy, Debug)]
pub enum SettingsSaved<'a> {
    /// No settings folder: they apply until duochess quits.
    NoFolder,
    /// Saved in `path`; `kept`: the old file, which could not be read, kept
    /// beside it under this name.
    In {
        path: &'a str,
        kept: Option<&'a str>,
    },
    /// Not saved, and why.
    NotSaved(&'a ConfigError),
}

impl Say for SettingsSaved<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            SettingsSaved::NoFolder => tr(lang, "settings-msg-no-folder"),
            SettingsSaved::In { path, kept: None } => {
                tr_args(lang, "settings-msg-saved", &[("path", path.into())])
            }
            SettingsSaved::In {
                path,
                kept: Some(kept),
            } => tr_args(
                lang,
                "settings-msg-saved-kept",
                &[("path", path.into()), ("kept", kept.into())],
            ),
            SettingsSaved::NotSaved(e) => tr_args(
                lang,
                "settings-msg-not-saved",
                &[("error", e.say(lang).into())],
            ),
        }
    }
}

/// A piece style's name that was not read (`--hanzi`, the settings file).
impl Say for crate::config::PieceStyleError {
    fn say(&self, lang: Lang) -> String {
        use crate::config::PieceStyleError as E;
        match self {
            E::Unknown(text) => tr_args(
                lang,
                "pieces-style-unknown",
                &[("text", text.as_str().into())],
            ),
            E::Letter(text) => tr_args(
                lang,
                "pieces-style-letter",
                &[("text", text.as_str().into())],
            ),
        }
    }
}

/// The kinds shown in hanzi, by their letters in the reader's language: `K R` in
/// English, the seed's `Кр Л` in Ukrainian.
fn hanzi_kinds(lang: Lang, kinds: crate::config::HanziKinds) -> String {
    kinds
        .letters()
        .into_iter()
        .filter_map(crate::xiangqi::PieceKind::from_letter)
        .map(|k| match lang {
            Lang::Uk => crate::xiangqi::notation::cyrillic::letter(k).to_string(),
            _ => k.letter().to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl Say for SettingsText<'_> {
    fn say(&self, lang: Lang) -> String {
        use SettingsText as T;
        let id = match *self {
            T::Title => "settings-title",
            T::LanguageLabel => "settings-language",
            T::NotationLabel => "settings-notation",
            T::PiecesLabel => "settings-pieces",
            T::ThemeLabel => "settings-theme",
            T::FlipLabel => "settings-flip",
            T::AutoFlipLabel => "settings-auto-flip",
            T::ClockLabel => "settings-clock",
            T::PlainLabel => "settings-plain",
            T::Language(None) => "settings-language-locale",
            T::Language(Some(Language::En)) => "settings-language-en",
            T::Language(Some(Language::Uk)) => "settings-language-uk",
            T::Notation(None) => "settings-notation-default",
            T::Notation(Some(Notation::Algebraic)) => "settings-notation-algebraic",
            T::Notation(Some(Notation::Wxf)) => "settings-notation-wxf",
            T::Notation(Some(Notation::Chinese)) => "settings-notation-chinese",
            T::Notation(Some(Notation::Seed)) => "settings-notation-seed",
            T::Notation(Some(Notation::Coordinates)) => "settings-notation-coordinates",
            T::Pieces(PieceStyle::Symbols) => "settings-pieces-symbols",
            T::Pieces(PieceStyle::Letters) => "settings-pieces-letters",
            T::Pieces(PieceStyle::Hanzi(kinds)) => {
                return tr_args(
                    lang,
                    "settings-pieces-hanzi",
                    &[
                        ("kinds", hanzi_kinds(lang, kinds).into()),
                        ("count", kinds.len().into()),
                    ],
                )
            }
            T::Theme { theme, chosen } => {
                let name = tr(
                    lang,
                    match theme {
                        Theme::Default => "settings-theme-wood",
                        Theme::HighContrast => "settings-theme-high-contrast",
                        Theme::ColourBlind => "settings-theme-colour-blind",
                        Theme::Mono => "settings-theme-mono",
                    },
                );
                return if chosen {
                    name
                } else {
                    // Only `NO_COLOR` makes an unchosen theme monochrome.
                    let by = if theme == Theme::Mono {
                        "no-color"
                    } else {
                        "default"
                    };
                    tr_args(
                        lang,
                        "settings-theme-unchosen",
                        &[("name", name.into()), ("by", by.into())],
                    )
                };
            }
            T::Flip(true) => "settings-flip-black",
            T::Flip(false) => "settings-flip-white",
            T::AutoFlip(true) => "settings-auto-flip-on",
            T::AutoFlip(false) => "settings-auto-flip-off",
            T::Plain(true) => "settings-plain-on",
            T::Plain(false) => "settings-plain-off",
            T::Clock(None) => "settings-clock-none",
            T::Clock(Some(tc)) => {
                return tr_args(
                    lang,
                    "settings-clock-value",
                    &[("clock", tc.to_string().into())],
                )
            }
            T::SavedIn(path) => {
                return tr_args(lang, "settings-saved-in", &[("path", path.into())])
            }
            T::NoFolder => "settings-no-folder",
        };
        tr(lang, id)
    }
}

/// A text of the records list ("Load a game").
#[derive(Clone, Copy, Debug)]
pub enum LoadText<'a> {
    Title,
    /// Where the records are.
    RecordsIn(&'a Path),
    NoDataFolder,
    NoRecords,
    ColumnGame,
    ColumnPlayers,
    ColumnSaved,
    ColumnResult,
    ColumnLength,
    ColumnFile,
    /// A record's game, in a word.
    Game(GameKind),
    /// A record's players: "Ann – Black" (the computer's side as the computer).
    Players(&'a RecordSummary),
    /// A record's result token (`1-0`, `0-1`, `1/2-1/2`, `*`) in words.
    Result {
        kind: GameKind,
        token: &'a str,
    },
    /// "12 series", "40 moves".
    Length {
        kind: GameKind,
        turns: usize,
    },
    /// A file of the list that cannot be opened, and why.
    CannotOpen {
        name: &'a str,
        problem: &'a Unlisted,
    },
    /// The chosen file.
    File(&'a str),
    /// The chosen file, which cannot be opened, and why.
    FileBroken {
        name: &'a str,
        problem: &'a Unlisted,
    },
    OrAPath,
    /// "1–20 of 45 (PgUp/PgDn)".
    Shown {
        first: usize,
        last: usize,
        count: usize,
    },
    NothingToOpen,
    /// The file chosen could not be opened, and why; nothing changed.
    NotOpened(&'a PersistError),
    /// The result column of an autosaved game in progress.
    InProgress,
    /// The chosen autosaved game in progress, by its file's full path.
    InProgressFile(&'a Path),
}

impl Say for LoadText<'_> {
    fn say(&self, lang: Lang) -> String {
        use LoadText as T;
        let t = |id: &str| tr(lang, id);
        let problem = |id: &str, name: &str, problem: &Unlisted| {
            tr_args(
                lang,
                id,
                &[
                    ("name", Arg::from(name)),
                    ("problem", problem.say(lang).into()),
                ],
            )
        };
        match *self {
            T::Title => t("menu-load"),
            T::RecordsIn(folder) => tr_args(
                lang,
                "load-records-in",
                &[("folder", crate::core::text::shown_path(folder).into())],
            ),
            T::NoDataFolder => t("load-no-data-folder"),
            T::NoRecords => t("load-no-records"),
            T::ColumnGame => t("load-column-game"),
            T::ColumnPlayers => t("load-column-players"),
            T::ColumnSaved => t("load-column-saved"),
            T::ColumnResult => t("load-column-result"),
            T::ColumnLength => t("load-column-length"),
            T::ColumnFile => t("load-column-file"),
            T::Game(GameKind::Flickering) => t("load-game-flickering"),
            T::Game(GameKind::Xiangqi) => t("load-game-xiangqi"),
            T::Players(s) => {
                let [white, black] =
                    [(Side::White, &s.white), (Side::Black, &s.black)].map(|(side, name)| {
                        Player {
                            kind: s.kind,
                            side,
                            name: name.as_deref().unwrap_or(""),
                            computer: s.opponent.as_ref().and_then(|o| o.computer_level(side)),
                        }
                        .say(lang)
                    });
                format!("{white} – {black}")
            }
            T::Result { kind, token } => match token {
                "1-0" => tr_args(lang, "load-won", &side_args(kind, Side::White)),
                "0-1" => tr_args(lang, "load-won", &side_args(kind, Side::Black)),
                "1/2-1/2" => t("load-draw"),
                _ => t("load-unfinished"),
            },
            T::Length { kind, turns } => tr_args(
                lang,
                match kind {
                    GameKind::Flickering => "count-series",
                    GameKind::Xiangqi => "count-moves",
                },
                &[("count", turns.into())],
            ),
            T::CannotOpen { name, problem: p } => problem("load-cannot-open", name, p),
            T::File(name) => tr_args(lang, "load-file", &[("name", name.into())]),
            T::FileBroken { name, problem: p } => problem("load-file-broken", name, p),
            T::OrAPath => t("load-or-a-path"),
            T::Shown { first, last, count } => tr_args(
                lang,
                "load-shown",
                &[
                    ("first", first.into()),
                    ("last", last.into()),
                    ("count", count.into()),
                ],
            ),
            T::NothingToOpen => t("load-nothing-to-open"),
            T::NotOpened(e) => tr_args(
                lang,
                "load-not-opened",
                &[("why", crate::core::text::capitalised(&e.say(lang)).into())],
            ),
            T::InProgress => t("load-in-progress"),
            T::InProgressFile(path) => tr_args(
                lang,
                "load-in-progress-file",
                &[("path", crate::core::text::shown_path(path).into())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::listing::summarise;
    use crate::words::common::walk;

    #[test]
    fn every_menu_text_in_both_languages() {
        use MenuText as T;
        let all = [
            T::Tagline,
            T::Resume,
            T::Flickering,
            T::Xiangqi,
            T::NewGame,
            T::Setup,
            T::Load,
            T::Rules,
            T::Lessons,
            T::Practice,
            T::Settings,
            T::Network,
            T::Quit,
            T::NothingToResume,
            T::AutosaveGone,
            T::HelpTitle,
            T::MoreInProgress(1),
            T::MoreInProgress(3),
        ];
        // (Unit variants: the debug name is the variant's.)
        let name = |t: &MenuText| -> &'static str {
            match t {
                T::Tagline => "Tagline",
                T::Resume => "Resume",
                T::Flickering => "Flickering",
                T::Xiangqi => "Xiangqi",
                T::NewGame => "NewGame",
                T::Setup => "Setup",
                T::Load => "Load",
                T::Rules => "Rules",
                T::Lessons => "Lessons",
                T::Practice => "Practice",
                T::Settings => "Settings",
                T::Network => "Network",
                T::Quit => "Quit",
                T::NothingToResume => "NothingToResume",
                T::AutosaveGone => "AutosaveGone",
                T::HelpTitle => "HelpTitle",
                T::MoreInProgress(_) => "MoreInProgress",
            }
        };
        walk(&all, name, 17, &[]);
    }

    #[test]
    fn every_new_game_text_in_both_languages() {
        use NewGameText as T;
        let name = |t: &NewGameText| -> &'static str {
            match t {
                T::Title => "Title",
                T::Start => "Start",
                T::GameLabel => "GameLabel",
                T::SideLabel { .. } => "SideLabel",
                T::ClockLabel => "ClockLabel",
                T::OpponentLabel => "OpponentLabel",
                T::NoClock => "NoClock",
                T::ClockPreset { .. } => "ClockPreset",
                T::ClockCustom(_) => "ClockCustom",
                T::HotSeat => "HotSeat",
                T::Computer { .. } => "Computer",
                T::HelpGame => "HelpGame",
                T::HelpName { .. } => "HelpName",
                T::HelpCustomClock(_) => "HelpCustomClock",
                T::HelpClock => "HelpClock",
                T::HelpOpponent => "HelpOpponent",
                T::HelpLevel(_) => "HelpLevel",
                T::HelpStart => "HelpStart",
                T::Engine => "Engine",
                T::EnginePathLabel => "EnginePathLabel",
                T::EngineSideLabel => "EngineSideLabel",
                T::EngineTimeLabel => "EngineTimeLabel",
                T::EngineLevelLabel => "EngineLevelLabel",
                T::HintsLabel => "HintsLabel",
                T::EngineSide { .. } => "EngineSide",
                T::EngineTime(_) => "EngineTime",
                T::EngineLevel(_) => "EngineLevel",
                T::Hints(_) => "Hints",
                T::EngineNoPath => "EngineNoPath",
                T::EnginePathNone => "EnginePathNone",
                T::EngineAnswered { .. } => "EngineAnswered",
                T::HelpEngineOpponent => "HelpEngineOpponent",
                T::HelpEnginePath => "HelpEnginePath",
                T::HelpEngineSide => "HelpEngineSide",
                T::HelpEngineTime => "HelpEngineTime",
                T::HelpEngineLevel { .. } => "HelpEngineLevel",
                T::HelpHints => "HelpHints",
            }
        };
        let mut all = vec![
            T::Title,
            T::Start,
            T::GameLabel,
            T::ClockLabel,
            T::OpponentLabel,
            T::NoClock,
            T::ClockCustom("7+3"),
            T::HotSeat,
            T::HelpGame,
            T::HelpClock,
            T::HelpOpponent,
            T::HelpStart,
            T::Engine,
            T::EnginePathLabel,
            T::EngineSideLabel,
            T::EngineTimeLabel,
            T::EngineLevelLabel,
            T::HintsLabel,
            T::EngineTime(std::time::Duration::from_millis(500)),
            T::Hints(true),
            T::Hints(false),
            T::EngineNoPath,
            T::EnginePathNone,
            T::HelpEngineOpponent,
            T::HelpEnginePath,
            T::HelpEngineSide,
            T::HelpEngineTime,
            T::HelpHints,
        ];
        all.extend(Level::all().map(T::HelpLevel));
        use crate::uci::{EngineLevel, StrengthSetting as S};
        for setting in [S::Skill(-20), S::Elo(1350), S::Unlimited, S::NotOffered] {
            all.push(T::EngineAnswered {
                name: "Пікафіш",
                setting,
            });
            all.push(T::HelpEngineLevel {
                level: EngineLevel::Beginner,
                setting: Some(setting),
            });
        }
        for level in EngineLevel::ALL {
            all.push(T::EngineLevel(level));
            all.push(T::HelpEngineLevel {
                level,
                setting: None,
            });
        }
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            all.push(T::ClockPreset {
                minutes: 5,
                seconds: 3,
                kind,
            });
            all.push(T::HelpCustomClock(kind));
            for side in Side::ALL {
                all.push(T::SideLabel { kind, side });
                for level in Level::all() {
                    all.push(T::Computer { kind, side, level });
                }
                all.push(T::HelpName { kind, side });
                all.push(T::EngineSide { kind, side });
            }
        }
        // The options' and programs' own names, and a path.
        let kept = [
            "UCI",
            "Skill",
            "Level",
            "UCI_Elo",
            "Elo",
            "UCI_LimitStrength",
            "LimitStrength",
            "Fairy",
            "Stockfish",
            "Pikafish",
            "usr",
            "games",
            "fairy",
            "stockfish",
        ];
        walk(&all, name, 37, &kept);
    }

    #[test]
    fn every_settings_text_in_both_languages() {
        use SettingsText as T;
        let name = |t: &SettingsText| -> &'static str {
            match t {
                T::Title => "Title",
                T::LanguageLabel => "LanguageLabel",
                T::NotationLabel => "NotationLabel",
                T::PiecesLabel => "PiecesLabel",
                T::ThemeLabel => "ThemeLabel",
                T::FlipLabel => "FlipLabel",
                T::AutoFlipLabel => "AutoFlipLabel",
                T::ClockLabel => "ClockLabel",
                T::PlainLabel => "PlainLabel",
                T::Language(_) => "Language",
                T::Notation(_) => "Notation",
                T::Pieces(_) => "Pieces",
                T::Theme { .. } => "Theme",
                T::Flip(_) => "Flip",
                T::AutoFlip(_) => "AutoFlip",
                T::Clock(_) => "Clock",
                T::Plain(_) => "Plain",
                T::SavedIn(_) => "SavedIn",
                T::NoFolder => "NoFolder",
            }
        };
        let mut all = vec![
            T::Title,
            T::LanguageLabel,
            T::NotationLabel,
            T::PiecesLabel,
            T::ThemeLabel,
            T::FlipLabel,
            T::AutoFlipLabel,
            T::ClockLabel,
            T::PlainLabel,
            T::Language(None),
            T::Language(Some(Language::En)),
            T::Language(Some(Language::Uk)),
            T::Notation(None),
            T::Pieces(PieceStyle::Symbols),
            T::Pieces(PieceStyle::Letters),
            T::Pieces(PieceStyle::Hanzi(crate::config::HanziKinds::first(2))),
            T::Flip(true),
            T::Flip(false),
            T::AutoFlip(true),
            T::AutoFlip(false),
            T::Clock(None),
            T::Clock(Some(TimeControl::new(10, 5))),
            T::Plain(true),
            T::Plain(false),
            T::SavedIn("/дані/налаштування"),
            T::NoFolder,
        ];
        all.extend(
            [
                Notation::Algebraic,
                Notation::Wxf,
                Notation::Chinese,
                Notation::Seed,
                Notation::Coordinates,
            ]
            .map(|n| T::Notation(Some(n))),
        );
        for theme in Theme::ALL {
            all.push(T::Theme {
                theme,
                chosen: true,
            });
            all.push(T::Theme {
                theme,
                chosen: false,
            });
        }
        // (The language's own name, an environment variable.)
        walk(
            &all,
            name,
            19,
            &[
                "English", "NO", "COLOR", "DUOCHESS", "CONFIG", "DIR", "duochess", "play",
            ],
        );
    }

    #[test]
    fn an_unchosen_theme_names_no_color_only_when_it_chose() {
        use SettingsText as T;
        let unchosen = |theme| {
            T::Theme {
                theme,
                chosen: false,
            }
            .say(Lang::En)
        };
        assert_eq!(unchosen(Theme::Default), "wood (not chosen: the default)");
        assert_eq!(
            unchosen(Theme::Mono),
            "no colours (not chosen: as NO_COLOR says)"
        );
    }

    #[test]
    fn every_settings_saved_text_in_both_languages() {
        use SettingsSaved as T;
        let e = ConfigError::NoConfigDir;
        let name = |t: &SettingsSaved| -> &'static str {
            match t {
                T::NoFolder => "NoFolder",
                T::In { .. } => "In",
                T::NotSaved(_) => "NotSaved",
            }
        };
        let all = [
            T::NoFolder,
            T::In {
                path: "/дані/налаштування.toml",
                kept: None,
            },
            T::In {
                path: "/дані/налаштування.toml",
                kept: Some("налаштування.toml.1"),
            },
            T::NotSaved(&e),
        ];
        // (An environment variable the player sets.)
        walk(
            &all,
            name,
            3,
            &[
                "HOME", "XDG", "CONFIG", "DUOCHESS", "DIR", "toml", "duochess",
            ],
        );
    }

    #[test]
    fn every_records_list_text_in_both_languages() {
        use LoadText as T;
        let name = |t: &LoadText| -> &'static str {
            match t {
                T::Title => "Title",
                T::RecordsIn(_) => "RecordsIn",
                T::NoDataFolder => "NoDataFolder",
                T::NoRecords => "NoRecords",
                T::ColumnGame => "ColumnGame",
                T::ColumnPlayers => "ColumnPlayers",
                T::ColumnSaved => "ColumnSaved",
                T::ColumnResult => "ColumnResult",
                T::ColumnLength => "ColumnLength",
                T::ColumnFile => "ColumnFile",
                T::Game(_) => "Game",
                T::Players(_) => "Players",
                T::Result { .. } => "Result",
                T::Length { .. } => "Length",
                T::CannotOpen { .. } => "CannotOpen",
                T::File(_) => "File",
                T::FileBroken { .. } => "FileBroken",
                T::OrAPath => "OrAPath",
                T::Shown { .. } => "Shown",
                T::NothingToOpen => "NothingToOpen",
                T::NotOpened(_) => "NotOpened",
                T::InProgress => "InProgress",
                T::InProgressFile(_) => "InProgressFile",
            }
        };
        let computer = summarise(
            "[Variant \"Flickering\"]\n[White \"Оксана\"]\n[Black \"duochess\"]\n[BlackType \"program\"]\n[ComputerLevel \"3\"]\n\n1a. e4 *\n",
        )
        .expect("a record");
        let unnamed = summarise("[Variant \"xiangqi\"]\n\n1. h3e3 *\n").expect("a record");
        let problem = Unlisted::Read(crate::record::StoreError::TooLarge {
            path: "/дані/записи/зламаний".into(),
        });
        let folder = Path::new("/дані/записи");
        let not_opened = PersistError::NoPath { command: "load" };
        let mut all = vec![
            T::Title,
            T::RecordsIn(folder),
            T::NoDataFolder,
            T::NoRecords,
            T::ColumnGame,
            T::ColumnPlayers,
            T::ColumnSaved,
            T::ColumnResult,
            T::ColumnLength,
            T::ColumnFile,
            T::Players(&computer),
            T::Players(&unnamed),
            T::CannotOpen {
                name: "зламаний",
                problem: &problem,
            },
            T::File("партія"),
            T::FileBroken {
                name: "зламаний",
                problem: &problem,
            },
            T::OrAPath,
            T::Shown {
                first: 1,
                last: 20,
                count: 45,
            },
            T::NothingToOpen,
            T::NotOpened(&not_opened),
            T::InProgress,
            T::InProgressFile(Path::new("/дані/autosave-xiangqi.pgn")),
        ];
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            all.push(T::Game(kind));
            all.push(T::Length { kind, turns: 5 });
            for token in ["1-0", "0-1", "1/2-1/2", "*"] {
                all.push(T::Result { kind, token });
            }
        }
        assert_eq!(
            T::Players(&computer).say(Lang::Uk),
            "Оксана – Комп'ютер (рівень 3)"
        );
        assert_eq!(T::Players(&unnamed).say(Lang::Uk), "Червоні – Чорні");
        // (A time zone, the records' extension.)
        walk(&all, name, 23, &["UTC", "pgn", "autosave", "xiangqi"]);
    }
}
