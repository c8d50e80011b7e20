//! The game screen's words: every text the screen shows that is not a refusal
//! ([`crate::play::port::GameError`], worded in [`crate::words::refusal`]) or
//! work in progress ([`crate::words::jobs`]) is a [`GameText`], built by the
//! screen from its state — the panel's lines, the message line's messages and
//! questions, the help's headings — or a name or note the port hands up
//! (notations, hints, pieces, repetition warnings: [`notes`]).

pub mod notes;

use crate::config::{ConfigError, Theme};
use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::opponent::{OpponentError, OpponentName};
use crate::play::port::{BoardShape, Caption, Cell, CheckNote, GameError, NotationStyle};
use crate::session::{GameKind, GameResult};
use crate::words::common::{decimal, side_args, side_key, Say};
use crate::words::opponent::EngineLevelName;
use crate::words::sides::{
    browsed_check, check_text, game_over, result_line, side_title, to_move, turn_line, Player,
};
use notes::{caption, theme_name};

/// What is at stake when the player quits the game on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuitRisk {
    /// Autosave is on but failing: the moves since its last save are lost.
    AutosaveFailing,
    /// The game is autosaved.
    Autosaved,
    /// The game is autosaved but a series is in progress, which is lost.
    SeriesLost,
    /// Nothing saves the game.
    Unsaved,
    /// Nothing has been played in it yet.
    NothingPlayed,
}

/// Why the opponent stopped playing, and the game goes on hot-seat.
#[derive(Clone, Copy, Debug)]
pub enum OpponentFailure<'a> {
    /// Its work ended without a reply.
    Lost(&'a OpponentName),
    /// It has no reply ([`OpponentError`]).
    NoReply(&'a OpponentError),
    /// It played a move the game refuses.
    MoveRefused {
        name: &'a OpponentName,
        mv: &'a str,
        why: &'a GameError,
    },
    /// It played a series the game refuses.
    SeriesRefused {
        name: &'a OpponentName,
        series: &'a str,
        why: &'a GameError,
    },
}

/// A text of the game screen, built from the screen's state. `kind` is the game
/// (its sides' names: White or Red), `side` a side of it.
#[derive(Clone, Copy, Debug)]
pub enum GameText<'a> {
    // The panel.
    /// "Browsing: after move 3 (Che3) (read-only)" (`seed`: series letters as the
    /// seed writes them).
    Browsing {
        kind: GameKind,
        caption: &'a Caption,
        seed: bool,
    },
    /// "Black to move".
    ToMove {
        kind: GameKind,
        side: Side,
    },
    /// A king attacked in a position browsed: in check, or only attacked.
    BrowsedCheck {
        kind: GameKind,
        side: Side,
        in_check: bool,
    },
    /// "White to move · series 2a".
    Turn {
        kind: GameKind,
        number: u32,
        side: Side,
        seed: bool,
    },
    /// The check header.
    Check {
        kind: GameKind,
        note: CheckNote,
    },
    /// "Series so far: e4, Nf3" (the moves joined).
    SeriesSoFar(&'a str),
    /// "Moved (*): e4 f3" (the cells joined).
    Moved(&'a str),
    /// "Draw offered by Red".
    DrawOffered {
        kind: GameKind,
        by: Side,
    },
    /// "Result: White wins — Checkmate" (empty while the game goes on).
    Result {
        kind: GameKind,
        result: GameResult,
    },
    /// The move list's heading: "Moves", or "Moves (WXF)" where the game has
    /// several notations.
    Moves(Option<NotationStyle>),
    /// "… 3 earlier lines" above the last lines of a long move list.
    EarlierLines(usize),
    /// A player beside the board: "Olena (White)", or the side alone when the
    /// player has no name of their own.
    PanelPlayer(Player<'a>),
    /// Under the clocks: "Clock stopped: p starts it".
    ClockStopped,
    /// Under the clocks of a game read from a record: "Clock starts with a move
    /// (p: now)".
    ClockWaits,
    /// After a result, before what the keys do next: "Next:".
    Next,
    /// The promotion picker's title.
    PromoteTitle,
    // The help.
    HelpTitle,
    HelpKeys,
    HelpBrowsing,
    /// The mouse, as the help's key column names it.
    HelpMouse,
    /// What the mouse does.
    HelpMouseClick,
    // Questions (the message line, answered y or n).
    AskAcceptDraw {
        kind: GameKind,
        by: Side,
    },
    AskResign {
        kind: GameKind,
        side: Side,
    },
    /// The computer offers a draw: the game stood still and level for `series`.
    AskComputerOffersDraw {
        series: usize,
    },
    AskQuit(QuitRisk),
    /// The file's name (replace it?).
    AskReplaceFile(&'a str),
    /// The missing folder (make it?).
    AskCreateFolder(&'a str),
    /// The engine program a resumed game names, not chosen in this run (run it?).
    AskStartEngine(&'a str),
    // Messages.
    NoClock,
    /// The clock stopped (`true`) or running again.
    ClockPaused(bool),
    /// "The computer (level 3) plays Black."
    OpponentPlays {
        name: &'a OpponentName,
        kind: GameKind,
        side: Side,
    },
    /// Inside a series: the moves so far, and how to go on.
    SeriesGoesOn(&'a str),
    /// "Game over: White wins — checkmate."
    GameOver {
        kind: GameKind,
        result: GameResult,
    },
    PromotionCancelled,
    /// The side that declined a draw.
    DrawDeclined {
        kind: GameKind,
        side: Side,
    },
    PlayOn,
    NotSavedFileKept,
    NotSavedNoFolder,
    TookBackMove,
    /// Whose whole series was taken back.
    TookBackSeries {
        kind: GameKind,
        side: Side,
    },
    /// Against an opponent: `side`'s turn taken back (and with `reply`, the
    /// opponent's reply too); `side` is to move again.
    TookBackTurn {
        kind: GameKind,
        side: Side,
        reply: bool,
    },
    /// Whose series was redone.
    RedidSeries {
        kind: GameKind,
        side: Side,
    },
    RedidMove,
    /// A move redone inside a series: the series so far.
    RedidMoveInSeries(&'a str),
    RedidTurnAndReply,
    /// The board colours now.
    Theme(Theme),
    /// The colours chosen could not be written to the settings file.
    ThemeNotRemembered(&'a ConfigError),
    ComputerAcceptsDraw,
    ComputerDeclinesDraw,
    /// "FEN: …".
    Fen(&'a str),
    /// The FEN or the record went to the terminal's clipboard.
    Copied(crate::play::commands::Copied),
    OneNotation,
    /// The move list's notation now.
    Notation(NotationStyle),
    /// Xiangqi's file numbers (`true`: WXF's) or letters.
    FileNumbers(bool),
    /// The attack overlay shows what `side` attacks.
    AttacksShown {
        shape: BoardShape,
        kind: GameKind,
        side: Side,
    },
    AttacksHidden,
    /// "Hint: …" (the moves joined).
    Hint(&'a str),
    /// `t` in a game whose hints were turned off on the new-game screen.
    HintsOff,
    /// The panel's line for a UCI engine: its name, the side it plays and its
    /// level; `stopped`: Esc stopped it (and `g` hands its side back).
    EnginePanel {
        name: &'a OpponentName,
        kind: GameKind,
        side: Side,
        level: crate::uci::EngineLevel,
        stopped: bool,
    },
    /// The opponent was stopped; hot-seat from here (`None`: no opponent was
    /// playing).
    OpponentStopped(Option<&'a OpponentName>),
    /// The player said no to the engine a resumed game names.
    EngineNotStarted(&'a OpponentName),
    /// The opponent stopped playing, and why.
    HotSeatFromHere(OpponentFailure<'a>),
    /// "The computer (level 3) played h3e3 (1.2 s)."
    OpponentPlayed {
        name: &'a OpponentName,
        mv: &'a str,
        seconds: f64,
    },
    /// "The computer (level 3) played its series (1.2 s)."
    OpponentPlayedSeries {
        name: &'a OpponentName,
        seconds: f64,
    },
    /// How browsing goes (`series`: a game of series, with ↑/↓ by series).
    BrowsingHow {
        series: bool,
    },
    NothingToBrowse,
    /// What a promotion takes.
    PromoteTo,
    /// The piece on the cell has no legal move now.
    NoLegalMove(Cell),
}

/// Seconds as the message line shows them ("1.2", Ukrainian «1,2»).
fn seconds(lang: Lang, s: f64) -> Arg<'static> {
    Arg::from(decimal(lang, &format!("{s:.1}")))
}

impl Say for GameText<'_> {
    fn say(&self, lang: Lang) -> String {
        use GameText as T;
        let t = |id: &str| tr(lang, id);
        let by_side =
            |id: &str, kind: GameKind, side: Side| tr_args(lang, id, &side_args(kind, side));
        let who = |kind: GameKind, side: Side| Arg::from(side_title(lang, kind, side));
        match *self {
            T::Browsing {
                kind,
                caption: c,
                seed,
            } => tr_args(
                lang,
                "panel-browsing",
                &[("caption", caption(lang, kind, c, seed).into())],
            ),
            T::ToMove { kind, side } => to_move(lang, kind, side),
            T::BrowsedCheck {
                kind,
                side,
                in_check,
            } => browsed_check(lang, kind, side, in_check),
            T::Turn {
                kind,
                number,
                side,
                seed,
            } => turn_line(lang, kind, number, side, seed),
            T::Check { kind, note } => check_text(lang, kind, note),
            T::SeriesSoFar(moves) => {
                tr_args(lang, "panel-series-so-far", &[("moves", moves.into())])
            }
            T::Moved(cells) => tr_args(lang, "panel-moved", &[("cells", cells.into())]),
            T::DrawOffered { kind, by } => by_side("panel-draw-offered", kind, by),
            T::Result { kind, result } => result_line(lang, kind, result),
            T::Moves(None) => t("panel-moves"),
            T::Moves(Some(notation)) => tr_args(
                lang,
                "panel-moves-in",
                &[("notation", notation.say(lang).into())],
            ),
            T::EarlierLines(count) => {
                tr_args(lang, "panel-earlier-lines", &[("count", count.into())])
            }
            T::PanelPlayer(player) if player.is_named() => tr_args(
                lang,
                "panel-player",
                &[
                    ("name", player.say(lang).into()),
                    ("title", who(player.kind, player.side)),
                ],
            ),
            T::PanelPlayer(player) => side_title(lang, player.kind, player.side),
            T::ClockStopped => t("panel-clock-stopped"),
            T::ClockWaits => t("panel-clock-waits"),
            T::Next => t("panel-next"),
            T::PromoteTitle => t("game-promote-title"),
            T::HelpTitle => t("help-title"),
            T::HelpKeys => t("help-keys"),
            T::HelpBrowsing => t("help-browsing"),
            T::HelpMouse => t("help-mouse"),
            T::HelpMouseClick => t("help-mouse-click"),
            T::AskAcceptDraw { kind, by } => {
                let [side, king] = side_args(kind, by);
                let other = ("other", Arg::from(side_key(kind, by.opponent())));
                tr_args(lang, "ask-accept-draw", &[side, king, other])
            }
            T::AskResign { kind, side } => by_side("ask-resign", kind, side),
            T::AskComputerOffersDraw { series } => tr_args(
                lang,
                "ask-computer-offers-draw",
                &[("series", series.into())],
            ),
            T::AskQuit(risk) => t(match risk {
                QuitRisk::AutosaveFailing => "ask-quit-autosave-failing",
                QuitRisk::Autosaved => "ask-quit-autosaved",
                QuitRisk::SeriesLost => "ask-quit-series-lost",
                QuitRisk::Unsaved => "ask-quit-unsaved",
                QuitRisk::NothingPlayed => "ask-quit-nothing-played",
            }),
            T::AskReplaceFile(file) => tr_args(lang, "ask-replace-file", &[("file", file.into())]),
            T::AskCreateFolder(folder) => {
                tr_args(lang, "ask-create-folder", &[("folder", folder.into())])
            }
            T::AskStartEngine(program) => {
                tr_args(lang, "ask-start-engine", &[("program", program.into())])
            }
            T::EngineNotStarted(name) => tr_args(
                lang,
                "game-msg-engine-not-started",
                &[("name", name.say(lang).into())],
            ),
            T::NoClock => t("msg-no-clock"),
            T::ClockPaused(true) => t("msg-clock-stopped"),
            T::ClockPaused(false) => t("msg-clock-runs"),
            T::OpponentPlays { name, kind, side } => {
                let [s, k] = side_args(kind, side);
                tr_args(
                    lang,
                    "game-msg-opponent-plays",
                    &[("name", name.say(lang).into()), s, k],
                )
            }
            T::SeriesGoesOn(moves) => {
                tr_args(lang, "msg-series-so-far", &[("moves", moves.into())])
            }
            T::GameOver { kind, result } => game_over(lang, kind, result),
            T::PromotionCancelled => t("msg-promotion-cancelled"),
            T::DrawDeclined { kind, side } => {
                tr_args(lang, "msg-draw-declined", &[("who", who(kind, side))])
            }
            T::PlayOn => t("msg-play-on"),
            T::NotSavedFileKept => t("msg-not-saved-file-kept"),
            T::NotSavedNoFolder => t("msg-not-saved-no-folder"),
            T::TookBackMove => t("msg-took-back-move"),
            T::TookBackSeries { kind, side } => {
                tr_args(lang, "msg-took-back-series", &[("who", who(kind, side))])
            }
            T::TookBackTurn { kind, side, reply } => tr_args(
                lang,
                if reply {
                    "game-msg-took-back-reply-and-turn"
                } else {
                    "game-msg-took-back-turn"
                },
                &[
                    ("side", side_key(kind, side).into()),
                    ("name", who(kind, side)),
                ],
            ),
            T::RedidSeries { kind, side } => {
                tr_args(lang, "game-msg-redid-series", &[("who", who(kind, side))])
            }
            T::RedidMove => t("game-msg-redid-move"),
            T::RedidMoveInSeries(moves) => tr_args(
                lang,
                "game-msg-redid-move-in-series",
                &[("moves", moves.into())],
            ),
            T::RedidTurnAndReply => t("game-msg-redid-turn-and-reply"),
            T::Theme(theme) => tr_args(
                lang,
                "game-msg-theme",
                &[("theme", theme_name(lang, theme).into())],
            ),
            T::ThemeNotRemembered(e) => tr_args(
                lang,
                "game-msg-theme-not-remembered",
                &[("error", e.say(lang).into())],
            ),
            T::ComputerAcceptsDraw => t("msg-computer-accepts-draw"),
            T::ComputerDeclinesDraw => t("msg-computer-declines-draw"),
            T::Fen(fen) => tr_args(lang, "game-msg-fen", &[("fen", fen.into())]),
            T::Copied(what) => {
                let what = match what {
                    crate::play::commands::Copied::Fen => "fen",
                    crate::play::commands::Copied::Record => "record",
                };
                tr_args(lang, "game-msg-copied", &[("what", what.into())])
            }
            T::OneNotation => t("msg-one-notation"),
            T::Notation(n) => tr_args(lang, "msg-notation", &[("notation", n.say(lang).into())]),
            T::FileNumbers(true) => t("msg-file-numbers-wxf"),
            T::FileNumbers(false) => t("msg-file-numbers-letters"),
            T::AttacksShown { shape, kind, side } => {
                let cells = match shape {
                    BoardShape::Chess => "squares",
                    BoardShape::Xiangqi => "points",
                };
                tr_args(
                    lang,
                    "msg-attacks-shown",
                    &[("cells", cells.into()), ("who", who(kind, side))],
                )
            }
            T::AttacksHidden => t("msg-attacks-hidden"),
            T::Hint(moves) => tr_args(lang, "game-msg-hint", &[("moves", moves.into())]),
            T::HintsOff => t("game-msg-hints-off"),
            T::EnginePanel {
                name,
                kind,
                side,
                level,
                stopped,
            } => {
                let [s, k] = side_args(kind, side);
                tr_args(
                    lang,
                    "game-engine-panel",
                    &[
                        ("name", name.say(lang).into()),
                        ("level", EngineLevelName(level).say(lang).into()),
                        ("stopped", if stopped { "yes" } else { "no" }.into()),
                        s,
                        k,
                    ],
                )
            }
            T::OpponentStopped(name) => tr_args(
                lang,
                "game-msg-opponent-stopped",
                &[("name", name.map(|n| n.say(lang)).unwrap_or_default().into())],
            ),
            T::HotSeatFromHere(failure) => tr_args(
                lang,
                "game-msg-hot-seat-from-here",
                &[("why", failure.say(lang).into())],
            ),
            T::OpponentPlayed {
                name,
                mv,
                seconds: s,
            } => tr_args(
                lang,
                "game-msg-opponent-played",
                &[
                    ("name", name.say(lang).into()),
                    ("move", mv.into()),
                    ("seconds", seconds(lang, s)),
                ],
            ),
            T::OpponentPlayedSeries { name, seconds: s } => tr_args(
                lang,
                "game-msg-opponent-played-series",
                &[
                    ("name", name.say(lang).into()),
                    ("seconds", seconds(lang, s)),
                ],
            ),
            T::BrowsingHow { series: true } => t("msg-browsing-series"),
            T::BrowsingHow { series: false } => t("msg-browsing"),
            T::NothingToBrowse => t("msg-nothing-to-browse"),
            T::PromoteTo => t("game-msg-promote-to"),
            T::NoLegalMove(cell) => tr_args(
                lang,
                "game-msg-no-legal-move",
                &[("cell", cell.to_string().into())],
            ),
        }
    }
}

impl Say for OpponentFailure<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            OpponentFailure::Lost(name) => tr_args(
                lang,
                "game-opponent-lost",
                &[("name", name.say(lang).into())],
            ),
            OpponentFailure::NoReply(e) => e.say(lang),
            OpponentFailure::MoveRefused { name, mv, why } => tr_args(
                lang,
                "game-opponent-move-refused",
                &[
                    ("name", name.say(lang).into()),
                    ("move", mv.into()),
                    ("why", why.say(lang).into()),
                ],
            ),
            OpponentFailure::SeriesRefused { name, series, why } => tr_args(
                lang,
                "game-opponent-series-refused",
                &[
                    ("name", name.say(lang).into()),
                    ("series", series.into()),
                    ("why", why.say(lang).into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests;
