//! The position editor's words: why a setup cannot be read or played
//! ([`setup`]), what its analysis found ([`analysis`]), and the editor screen's own
//! texts ([`EditorText`]), built by the screen from its state.

pub mod analysis;
pub mod setup;

use crate::config::Theme;
use crate::core::text::shown;
use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::adapters::setup::{EngineAnalysisError, SetupError};
use crate::play::analysis::{Analysis, Cost, LineTitle};
use crate::play::port::{Cell, PieceKind};
use crate::play::worker::Task;
use crate::session::GameKind;
use crate::words::common::Say;
use crate::words::sides::to_move;
use crate::xiangqi::notation::Notation;
use std::time::Duration;

/// What Xiangqi has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChessOnly {
    Castling,
    EnPassant,
}

/// A text of the editor screen. `kind` is the game set up.
#[derive(Clone, Copy, Debug)]
pub enum EditorText<'a> {
    // The panel.
    /// "Analysis · Xiangqi".
    TitleAnalysis(GameKind),
    /// "Set up · Flickering Chess".
    TitleSetup(GameKind),
    /// "Red to move".
    ToMove {
        kind: GameKind,
        side: Side,
    },
    /// One sentence explaining the analysis' verdict.
    Explanation(&'a Analysis),
    /// "Checking: chariot on d1" (pieces giving check; none: nothing to say).
    Checking(&'a [(PieceKind, Cell)]),
    /// "Search: 1.3 s", once a check took long enough to notice (else nothing).
    Cost(&'a Cost),
    /// "m: mate in up to 3 moves (n changes)".
    MateHint(u32),
    /// "Time limit: 3.0 s" (or none).
    TimeLimit(Option<Duration>),
    /// A line to step through, as a heading: "Rescue series:".
    LineHeading(LineTitle),
    /// A line with its moves: "Engine line: h3e3 h10g8".
    Line {
        title: LineTitle,
        moves: &'a str,
    },
    /// "Castling KQkq · e.p. -".
    CastlingEp {
        castling: &'a str,
        ep: &'a str,
    },
    Playable,
    CannotBePlayed(&'a SetupError),
    /// The keys of the panel, one a line.
    PanelLetters(GameKind),
    PanelRemove,
    PanelSide,
    PanelCastling,
    PanelEnPassant,
    PanelAnalyse(GameKind),
    PanelPlay,
    PanelGame,
    PanelFen,
    /// "Legal moves (44, WXF):".
    LegalMoves {
        count: usize,
        notation: Notation,
    },
    /// "… 12 more".
    More(usize),
    // The help.
    HelpTitle,
    HelpKeys,
    /// The piece letters of the game set up: Latin, and the seed's Cyrillic ones.
    HelpLetters(GameKind),
    /// The mouse, as the help's key column names it.
    HelpMouse,
    HelpClick,
    // Messages.
    /// A search starting: "Searching for a mate in one series (at most 3.0 s)…".
    Started(&'a Task),
    /// "Stopped: Analysing the position."
    JobLost(&'a Task),
    NoSeries,
    Theme(Theme),
    /// Xiangqi's file numbers (`true`: WXF's) or letters.
    FileNumbers(bool),
    /// A move typed: legal here, in every notation.
    MoveLegal {
        text: &'a str,
        moves: &'a str,
    },
    NotAPieceLetter {
        letter: char,
        kind: GameKind,
    },
    /// `р` typed without the seed's `К` just before it: it names no piece alone.
    KingSecondLetter(GameKind),
    BoardCleared,
    StartPosition,
    /// The last edit was taken back.
    Undone,
    /// What undo took back was put back.
    Redone,
    /// Whether to clear the board.
    AskClear,
    XiangqiHasNo(ChessOnly),
    /// "castling rights: KQk".
    CastlingRights(&'a str),
    CastlingCorner,
    /// The en-passant squares now.
    EpSquares(&'a [Cell]),
    SettingUp(GameKind),
    /// "FEN: …".
    Fen(&'a str),
    /// The FEN went to the terminal's clipboard.
    Copied,
    FenRead,
    CannotReadFen(&'a SetupError),
    OneNotation,
    Notation(Notation),
    DepthIsForXiangqi,
    MateDepth(u32),
    EngineIsForXiangqi,
    NoEngine,
    CannotAnalyse(&'a SetupError),
    CannotSearch(&'a SetupError),
    NoEvaluation(&'a EngineAnalysisError),
    NotPlayable(&'a SetupError),
    /// Leaving with the position changed: it is not kept.
    AskLeave,
}

/// The game as the message files select on it.
fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

impl Say for EditorText<'_> {
    fn say(&self, lang: Lang) -> String {
        use EditorText as T;
        let t = |id: &str| tr(lang, id);
        let game = |id: &str, kind: GameKind| tr_args(lang, id, &[("game", game_key(kind).into())]);
        let titled =
            |id: &str, kind: GameKind| tr_args(lang, id, &[("game", kind.say(lang).into())]);
        let why = |id: &str, why: String| tr_args(lang, id, &[("why", why.into())]);
        match *self {
            T::TitleAnalysis(kind) => titled("editor-title-analysis", kind),
            T::TitleSetup(kind) => titled("editor-title-setup", kind),
            T::ToMove { kind, side } => to_move(lang, kind, side),
            T::Explanation(a) => analysis::explanation(lang, a),
            T::Checking(list) => analysis::checkers(lang, list).unwrap_or_default(),
            T::Cost(c) => analysis::cost(lang, c).unwrap_or_default(),
            T::MateHint(moves) => tr_args(lang, "editor-mate-hint", &[("count", moves.into())]),
            T::TimeLimit(limit) => analysis::time_limit(lang, limit),
            T::LineHeading(title) => format!("{}:", title.say(lang)),
            T::Line { title, moves } => format!("{}: {moves}", title.say(lang)),
            T::CastlingEp { castling, ep } => tr_args(
                lang,
                "editor-castling-ep",
                &[("castling", castling.into()), ("ep", ep.into())],
            ),
            T::Playable => t("editor-playable"),
            T::CannotBePlayed(e) => tr_args(
                lang,
                "editor-cannot-be-played",
                &[("reason", e.say(lang).into())],
            ),
            T::PanelLetters(kind) => game("editor-panel-letters", kind),
            T::PanelRemove => t("editor-panel-remove"),
            T::PanelSide => t("editor-panel-side"),
            T::PanelCastling => t("editor-panel-castling"),
            T::PanelEnPassant => t("editor-panel-en-passant"),
            T::PanelAnalyse(kind) => game("editor-panel-analyse", kind),
            T::PanelPlay => t("editor-panel-play"),
            T::PanelGame => t("editor-panel-game"),
            T::PanelFen => t("editor-panel-fen"),
            T::LegalMoves { count, notation } => tr_args(
                lang,
                "editor-legal-moves",
                &[
                    ("count", count.into()),
                    ("notation", notation.say(lang).into()),
                ],
            ),
            T::More(count) => tr_args(lang, "editor-more", &[("count", count.into())]),
            T::HelpTitle => t("editor-help-title"),
            T::HelpKeys => t("editor-help-keys"),
            T::HelpLetters(kind) => tr_args(
                lang,
                "editor-help-letters",
                &[
                    (
                        "latin",
                        crate::play::adapters::setup::piece_letters(kind).into(),
                    ),
                    (
                        "seed",
                        crate::play::adapters::setup::seed_letters(kind).into(),
                    ),
                ],
            ),
            T::HelpMouse => t("help-mouse"),
            T::HelpClick => t("editor-help-click"),
            T::Started(task) => crate::words::jobs::Started(task).say(lang),
            T::JobLost(task) => {
                tr_args(lang, "editor-job-lost", &[("what", task.say(lang).into())])
            }
            T::NoSeries => t("editor-no-series"),
            T::Theme(theme) => {
                let theme = match theme {
                    Theme::Default => "default",
                    Theme::HighContrast => "high-contrast",
                    Theme::ColourBlind => "colour-blind",
                    Theme::Mono => "mono",
                };
                tr_args(lang, "editor-theme", &[("theme", theme.into())])
            }
            T::FileNumbers(true) => t("editor-files-wxf"),
            T::FileNumbers(false) => t("editor-files-letters"),
            T::MoveLegal { text, moves } => tr_args(
                lang,
                "editor-move-legal",
                &[("text", shown(text).into()), ("moves", moves.into())],
            ),
            T::NotAPieceLetter { letter, kind } => tr_args(
                lang,
                "editor-not-a-piece-letter",
                &[
                    ("char", shown(&letter.to_string()).into()),
                    ("game", game_key(kind).into()),
                ],
            ),
            T::KingSecondLetter(kind) => tr_args(
                lang,
                "editor-king-second-letter",
                &[("game", game_key(kind).into())],
            ),
            T::BoardCleared => t("editor-board-cleared"),
            T::StartPosition => t("editor-start-position"),
            T::Undone => t("editor-undone"),
            T::Redone => t("editor-redone"),
            T::AskClear => t("editor-ask-clear"),
            T::XiangqiHasNo(what) => tr_args(
                lang,
                "editor-xiangqi-has-no",
                &[(
                    "what",
                    match what {
                        ChessOnly::Castling => "castling",
                        ChessOnly::EnPassant => "en-passant",
                    }
                    .into(),
                )],
            ),
            T::CastlingRights(rights) => {
                tr_args(lang, "editor-castling-rights", &[("rights", rights.into())])
            }
            T::CastlingCorner => t("editor-castling-corner"),
            T::EpSquares(cells) => {
                let squares = if cells.is_empty() {
                    t("editor-none")
                } else {
                    let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
                    names.join(" ")
                };
                tr_args(lang, "editor-ep-squares", &[("squares", squares.into())])
            }
            T::SettingUp(kind) => titled("editor-setting-up", kind),
            T::Fen(fen) => tr_args(lang, "editor-fen", &[("fen", fen.into())]),
            T::Copied => t("editor-copied"),
            T::FenRead => t("editor-fen-read"),
            T::CannotReadFen(e) => why("editor-cannot-read-fen", e.say(lang)),
            T::OneNotation => t("editor-one-notation"),
            T::Notation(n) => tr_args(lang, "editor-notation", &[("notation", n.say(lang).into())]),
            T::DepthIsForXiangqi => t("editor-depth-is-for-xiangqi"),
            T::MateDepth(moves) => tr_args(lang, "editor-mate-depth", &[("count", moves.into())]),
            T::EngineIsForXiangqi => t("editor-engine-is-for-xiangqi"),
            T::NoEngine => t("editor-no-engine"),
            T::CannotAnalyse(e) => why("editor-cannot-analyse", e.say(lang)),
            T::CannotSearch(e) => why("editor-cannot-search", e.say(lang)),
            T::NoEvaluation(e) => why("editor-no-evaluation", e.say(lang)),
            T::NotPlayable(e) => why("editor-not-playable", e.say(lang)),
            T::AskLeave => t("editor-ask-leave"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::analysis::{Checker, Verdict};
    use crate::words::common::walk;

    fn name(t: &EditorText) -> &'static str {
        use EditorText as T;
        match t {
            T::TitleAnalysis(_) => "TitleAnalysis",
            T::TitleSetup(_) => "TitleSetup",
            T::ToMove { .. } => "ToMove",
            T::Explanation(_) => "Explanation",
            T::Checking(_) => "Checking",
            T::Cost(_) => "Cost",
            T::MateHint(_) => "MateHint",
            T::TimeLimit(_) => "TimeLimit",
            T::LineHeading(_) => "LineHeading",
            T::Line { .. } => "Line",
            T::CastlingEp { .. } => "CastlingEp",
            T::Playable => "Playable",
            T::CannotBePlayed(_) => "CannotBePlayed",
            T::PanelLetters(_) => "PanelLetters",
            T::PanelRemove => "PanelRemove",
            T::PanelSide => "PanelSide",
            T::PanelCastling => "PanelCastling",
            T::PanelEnPassant => "PanelEnPassant",
            T::PanelAnalyse(_) => "PanelAnalyse",
            T::PanelPlay => "PanelPlay",
            T::PanelGame => "PanelGame",
            T::PanelFen => "PanelFen",
            T::LegalMoves { .. } => "LegalMoves",
            T::More(_) => "More",
            T::HelpTitle => "HelpTitle",
            T::HelpKeys => "HelpKeys",
            T::HelpLetters(_) => "HelpLetters",
            T::HelpMouse => "HelpMouse",
            T::HelpClick => "HelpClick",
            T::Started(_) => "Started",
            T::JobLost(_) => "JobLost",
            T::NoSeries => "NoSeries",
            T::Theme(_) => "Theme",
            T::FileNumbers(_) => "FileNumbers",
            T::MoveLegal { .. } => "MoveLegal",
            T::NotAPieceLetter { .. } => "NotAPieceLetter",
            T::KingSecondLetter(_) => "KingSecondLetter",
            T::BoardCleared => "BoardCleared",
            T::StartPosition => "StartPosition",
            T::Undone => "Undone",
            T::Redone => "Redone",
            T::AskClear => "AskClear",
            T::XiangqiHasNo(_) => "XiangqiHasNo",
            T::CastlingRights(_) => "CastlingRights",
            T::CastlingCorner => "CastlingCorner",
            T::EpSquares(_) => "EpSquares",
            T::SettingUp(_) => "SettingUp",
            T::Fen(_) => "Fen",
            T::Copied => "Copied",
            T::FenRead => "FenRead",
            T::CannotReadFen(_) => "CannotReadFen",
            T::OneNotation => "OneNotation",
            T::Notation(_) => "Notation",
            T::DepthIsForXiangqi => "DepthIsForXiangqi",
            T::MateDepth(_) => "MateDepth",
            T::EngineIsForXiangqi => "EngineIsForXiangqi",
            T::NoEngine => "NoEngine",
            T::CannotAnalyse(_) => "CannotAnalyse",
            T::CannotSearch(_) => "CannotSearch",
            T::NoEvaluation(_) => "NoEvaluation",
            T::NotPlayable(_) => "NotPlayable",
            T::AskLeave => "AskLeave",
        }
    }

    fn analysis(side: Side, verdict: Verdict) -> Analysis {
        Analysis {
            side,
            verdict,
            checkers: Vec::new(),
            cost: Cost {
                checker: Checker::Solver,
                nodes: None,
                elapsed: Duration::from_millis(1300),
            },
            checked: Vec::new(),
            line: None,
            mate: None,
            engine: None,
            moves: None,
        }
    }

    /// Every text of the editor, for both games and every verdict.
    #[test]
    fn every_editor_text_in_both_languages() {
        use EditorText as T;
        let analyses: Vec<Analysis> = [
            Verdict::Mate {
                kings: vec![Cell::new(4, 7)],
            },
            Verdict::Stalemate,
            Verdict::Escape { moves: 2 },
            Verdict::PlayGoesOn,
            Verdict::Checkmate,
            Verdict::XiangqiStalemate,
            Verdict::Ongoing { in_check: true },
            Verdict::Ongoing { in_check: false },
        ]
        .into_iter()
        .flat_map(|v| Side::ALL.map(|s| analysis(s, v.clone())))
        .collect();
        let checking = [(PieceKind::Chariot, Cell::new(3, 0))];
        let tasks = crate::words::samples::tasks();
        let setup = SetupError::NotXiangqi;
        let engine = EngineAnalysisError::GameOver { stalemate: true };
        let cells = [Cell::new(2, 2), Cell::new(4, 2)];
        let mut all = vec![
            T::Checking(&checking),
            T::Cost(&analyses[0].cost),
            T::MateHint(3),
            T::TimeLimit(Some(Duration::from_secs(20))),
            T::TimeLimit(None),
            T::CastlingEp {
                castling: "KQkq",
                ep: "-",
            },
            T::Playable,
            T::CannotBePlayed(&setup),
            T::PanelRemove,
            T::PanelSide,
            T::PanelCastling,
            T::PanelEnPassant,
            T::PanelPlay,
            T::PanelGame,
            T::PanelFen,
            T::More(12),
            T::HelpTitle,
            T::HelpKeys,
            T::HelpMouse,
            T::HelpClick,
            T::NoSeries,
            T::Theme(Theme::Default),
            T::Theme(Theme::HighContrast),
            T::Theme(Theme::Mono),
            T::FileNumbers(true),
            T::FileNumbers(false),
            T::MoveLegal {
                text: "h3e3",
                moves: "C2=5 · 炮二平五",
            },
            T::BoardCleared,
            T::StartPosition,
            T::Undone,
            T::Redone,
            T::AskClear,
            T::XiangqiHasNo(ChessOnly::Castling),
            T::XiangqiHasNo(ChessOnly::EnPassant),
            T::CastlingRights("Kq"),
            T::CastlingCorner,
            T::EpSquares(&cells),
            T::EpSquares(&[]),
            T::Fen("8/8/8/8/8/8/8/8 w - - 0 1"),
            T::Copied,
            T::FenRead,
            T::CannotReadFen(&setup),
            T::OneNotation,
            T::DepthIsForXiangqi,
            T::MateDepth(1),
            T::MateDepth(4),
            T::EngineIsForXiangqi,
            T::NoEngine,
            T::CannotAnalyse(&setup),
            T::CannotSearch(&setup),
            T::NoEvaluation(&engine),
            T::NotPlayable(&setup),
            T::AskLeave,
        ];
        all.extend(analyses.iter().map(T::Explanation));
        for title in [
            LineTitle::RescueSeries,
            LineTitle::MatingSeries,
            LineTitle::MatingLine,
            LineTitle::EngineLine,
        ] {
            all.push(T::LineHeading(title));
            all.push(T::Line {
                title,
                moves: "h3e3 h10g8",
            });
        }
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            all.extend([
                T::TitleAnalysis(kind),
                T::TitleSetup(kind),
                T::PanelLetters(kind),
                T::PanelAnalyse(kind),
                T::HelpLetters(kind),
                T::KingSecondLetter(kind),
                T::NotAPieceLetter { letter: 'ж', kind },
                T::SettingUp(kind),
            ]);
            for side in Side::ALL {
                all.push(T::ToMove { kind, side });
            }
        }
        for notation in [
            Notation::Algebraic,
            Notation::Wxf,
            Notation::Chinese,
            Notation::Coordinate,
            Notation::Cyrillic,
        ] {
            all.push(T::Notation(notation));
            all.push(T::LegalMoves {
                count: 44,
                notation,
            });
        }
        for task in &tasks {
            all.push(T::Started(task));
            all.push(T::JobLost(task));
        }
        // (The editor's commands, the command line's and FEN's letters are typed
        // as they are named.)
        let kept = [
            "FEN", "KQkq", "KQRBNP", "kqrbnp", "KAEHRCP", "kaehrcp", "fen", "clear", "start",
            "side", "castle", "analyse", "mate", "play", "game", "flip", "quit", "duochess",
            "setup", "xiangqi", "engine", "time",
        ];
        walk(&all, name, 62, &kept);
    }
}
