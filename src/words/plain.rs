//! The line mode's words (`duochess play … --plain`, [`crate::plain`]): every line
//! it writes that is not a refusal, a file's note or a game screen's text it shares
//! ([`crate::words::game::GameText`]) is a [`PlainText`], built by the line mode
//! from the game through the port. Whole sentences, one a line, with pieces named
//! in the player's language (Ukrainian «кінь g1 на f3», «б'є слона на f3»).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::port::{Cell, CheckNote, PieceKind};
use crate::session::GameKind;
use crate::words::common::{and_list, side_args, Say};
use crate::words::sides::{check_text, side_title, turn_label};
use std::time::Duration;

/// One move in words: the piece that moved, where from and to, what it took, what
/// it became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWords {
    pub piece: PieceKind,
    pub from: Cell,
    pub to: Cell,
    pub taken: Option<PieceKind>,
    pub promoted: Option<PieceKind>,
    /// A king's step of two files: castling.
    pub castles: bool,
}

/// A piece where it stands, of a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub side: Side,
    pub kind: PieceKind,
    pub cell: Cell,
}

/// One line of cells (a rank or a file).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// 0-based rank.
    Rank(u8),
    /// 0-based file.
    File(u8),
}

/// A text of the line mode. `kind` is the game (its sides: White or Red).
#[derive(Clone, Debug)]
pub enum PlainText<'a> {
    /// The first line: the game, and what to type.
    Start(GameKind),
    /// "White to move, series 1a."
    Turn {
        kind: GameKind,
        number: u32,
        side: Side,
    },
    /// "White: pawn e2 to e4, knight g1 to f3 (e4, Nf3)."
    Played {
        kind: GameKind,
        side: Side,
        moves: &'a [MoveWords],
        notation: &'a str,
    },
    /// Inside a series: the moves so far, and how to go on.
    SeriesGoesOn(&'a str),
    /// `last` before any move.
    NoLast,
    /// A rank or a file in words: "Rank 1: a1 white rook, e1 white king."
    LineWords {
        kind: GameKind,
        line: Line,
        units: &'a [Unit],
    },
    /// Under the board in letters: which case is whose.
    BoardLetters(GameKind),
    /// "White's pieces: king e1; rook a1, h1."
    Pieces {
        kind: GameKind,
        side: Side,
        groups: &'a [(PieceKind, Vec<Cell>)],
    },
    /// "The knight on g1 can go to f3 and h3."
    CanGo {
        piece: PieceKind,
        from: Cell,
        to: &'a [Cell],
    },
    /// A king attacked, and by what.
    Check {
        kind: GameKind,
        note: CheckNote,
        attackers: &'a [Unit],
    },
    /// `side`'s king is not attacked.
    NoCheck {
        kind: GameKind,
        side: Side,
    },
    /// "White attacks e4 with the knight on f3."
    AttackedBy {
        kind: GameKind,
        side: Side,
        cell: Cell,
        attackers: &'a [Unit],
    },
    /// "Nothing attacks e4."
    NotAttacked(Cell),
    /// The piece on the cell has no legal move now.
    NoMoves(Cell),
    /// Both clocks: the first side's, then the other's.
    Clock {
        kind: GameKind,
        first: (Side, Duration),
        second: (Side, Duration),
    },
    /// Whose clock runs (`None`: stopped).
    ClockRuns {
        kind: GameKind,
        side: Option<Side>,
    },
    /// "White has 30 seconds left."
    TimeLeft {
        kind: GameKind,
        side: Side,
        seconds: u64,
    },
    AskDraw {
        kind: GameKind,
        by: Side,
    },
    AskResign {
        kind: GameKind,
        side: Side,
    },
    AskReplace(&'a str),
    AskFolder(&'a str),
    AnswerYesOrNo,
    /// The opponent (named) thinks.
    Thinking(&'a str),
    /// The opponent's series, with how long it thought.
    OpponentSeries {
        name: &'a str,
        seconds: f64,
    },
    /// Quitting: the game is in the autosave (`true`), or not.
    Bye {
        autosaved: bool,
    },
    /// Quitting inside a series: its moves are not in the autosave.
    SeriesLost,
    /// A command that needs a square was given none (its name as typed).
    NeedsSquare(&'a str),
    /// `scan` without a file or rank of the board (`files`: `a–h`).
    NeedsLine {
        files: char,
        ranks: u8,
    },
    /// Text that is no square of the board.
    NotASquare(&'a str),
    /// The help's lines.
    Help,
    /// `undo` took back a move.
    TookBackMove,
    /// `undo` took back `side`'s whole series.
    TookBackSeries {
        kind: GameKind,
        side: Side,
    },
}

/// The piece's name as the message files select on it.
fn piece_arg(kind: PieceKind) -> (&'static str, Arg<'static>) {
    ("kind", kind.name().into())
}

/// "the knight on g1" (Ukrainian «кінь на g1»).
fn piece_on(lang: Lang, kind: PieceKind, cell: Cell) -> String {
    tr_args(
        lang,
        "plain-piece-on",
        &[piece_arg(kind), ("cell", cell.to_string().into())],
    )
}

/// "a1 white rook" (Ukrainian «a1 тура білих»).
fn unit(lang: Lang, kind: GameKind, u: &Unit) -> String {
    let [side, _] = side_args(kind, u.side);
    tr_args(
        lang,
        "plain-unit",
        &[side, piece_arg(u.kind), ("cell", u.cell.to_string().into())],
    )
}

/// "pawn e2 to e4", "knight g1 takes bishop on f3", "…, promotes to queen".
fn move_words(lang: Lang, m: &MoveWords) -> String {
    let taken = match m.taken {
        Some(t) => tr_args(lang, "plain-taken", &[piece_arg(t)]),
        None => "none".to_string(),
    };
    let text = tr_args(
        lang,
        "plain-move",
        &[
            piece_arg(m.piece),
            ("from", m.from.to_string().into()),
            ("to", m.to.to_string().into()),
            ("taken", taken.into()),
        ],
    );
    let text = match m.promoted {
        Some(p) => tr_args(
            lang,
            "plain-move-promotes",
            &[
                ("move", text.into()),
                (
                    "promoted",
                    tr_args(lang, "plain-taken", &[piece_arg(p)]).into(),
                ),
            ],
        ),
        None => text,
    };
    if m.castles {
        tr_args(lang, "plain-move-castles", &[("move", text.into())])
    } else {
        text
    }
}

fn line_name(line: Line) -> (&'static str, Arg<'static>) {
    match line {
        Line::Rank(r) => ("rank", Arg::from(u32::from(r) + 1)),
        Line::File(f) => ("file", Arg::from(((b'a' + f) as char).to_string())),
    }
}

impl Say for PlainText<'_> {
    fn say(&self, lang: Lang) -> String {
        use PlainText as T;
        match self {
            T::Start(kind) => tr_args(lang, "plain-start", &[("game", kind.say(lang).into())]),
            T::Turn { kind, number, side } => {
                let [s, k] = side_args(*kind, *side);
                let label = turn_label(lang, *kind, *number, *side, false);
                tr_args(lang, "plain-turn", &[s, k, ("label", label.into())])
            }
            T::Played {
                kind,
                side,
                moves,
                notation,
            } => {
                let [s, k] = side_args(*kind, *side);
                let words: Vec<String> = moves.iter().map(|m| move_words(lang, m)).collect();
                tr_args(
                    lang,
                    "plain-played",
                    &[
                        s,
                        k,
                        ("moves", words.join(", ").into()),
                        ("notation", (*notation).into()),
                    ],
                )
            }
            T::SeriesGoesOn(moves) => {
                tr_args(lang, "plain-series-goes-on", &[("moves", (*moves).into())])
            }
            T::NoLast => tr(lang, "plain-no-last"),
            T::LineWords { kind, line, units } => {
                let (id, empty) = match line {
                    Line::Rank(_) => ("plain-rank-words", "plain-rank-empty"),
                    Line::File(_) => ("plain-file-words", "plain-file-empty"),
                };
                if units.is_empty() {
                    return tr_args(lang, empty, &[line_name(*line)]);
                }
                let words: Vec<String> = units.iter().map(|u| unit(lang, *kind, u)).collect();
                tr_args(
                    lang,
                    id,
                    &[line_name(*line), ("units", words.join(", ").into())],
                )
            }
            T::BoardLetters(kind) => {
                let [s, _] = side_args(*kind, Side::White);
                tr_args(lang, "plain-board-letters", &[s])
            }
            T::Pieces { kind, side, groups } => {
                let [s, k] = side_args(*kind, *side);
                if groups.is_empty() {
                    return tr_args(lang, "plain-pieces-none", &[s, k]);
                }
                let words: Vec<String> = groups
                    .iter()
                    .map(|(piece, cells)| {
                        let cells: Vec<String> = cells.iter().map(Cell::to_string).collect();
                        format!(
                            "{} {}",
                            tr_args(lang, "game-piece", &[piece_arg(*piece)]),
                            cells.join(", ")
                        )
                    })
                    .collect();
                tr_args(
                    lang,
                    "plain-pieces",
                    &[s, k, ("groups", words.join("; ").into())],
                )
            }
            T::CanGo { piece, from, to } => {
                let who = crate::core::text::capitalised(&piece_on(lang, *piece, *from));
                let cells: Vec<String> = to.iter().map(Cell::to_string).collect();
                tr_args(
                    lang,
                    "plain-can-go",
                    &[
                        ("piece", who.into()),
                        ("cells", and_list(lang, cells).into()),
                    ],
                )
            }
            T::Check {
                kind,
                note,
                attackers,
            } => {
                let text = check_text(lang, *kind, *note);
                if attackers.is_empty() {
                    return crate::core::text::sentence(&format!("{text}."));
                }
                let by: Vec<String> = attackers
                    .iter()
                    .map(|u| piece_on(lang, u.kind, u.cell))
                    .collect();
                tr_args(
                    lang,
                    "plain-check",
                    &[
                        ("note", text.into()),
                        ("attackers", and_list(lang, by).into()),
                    ],
                )
            }
            T::NoCheck { kind, side } => tr_args(lang, "plain-no-check", &side_args(*kind, *side)),
            T::AttackedBy {
                kind,
                side,
                cell,
                attackers,
            } => {
                let [s, k] = side_args(*kind, *side);
                let by: Vec<String> = attackers
                    .iter()
                    .map(|u| piece_on(lang, u.kind, u.cell))
                    .collect();
                tr_args(
                    lang,
                    "plain-attacked-by",
                    &[
                        s,
                        k,
                        ("cell", cell.to_string().into()),
                        ("pieces", and_list(lang, by).into()),
                    ],
                )
            }
            T::NotAttacked(cell) => {
                let text = tr_args(
                    lang,
                    "plain-not-attacked",
                    &[("cell", cell.to_string().into())],
                );
                crate::core::text::sentence(&text)
            }
            T::NoMoves(cell) => {
                tr_args(lang, "plain-no-moves", &[("cell", cell.to_string().into())])
            }
            T::Clock {
                kind,
                first,
                second,
            } => {
                let face = |d: Duration| crate::words::clock::ClockFace(d).say(lang);
                tr_args(
                    lang,
                    "plain-clock",
                    &[
                        ("first", side_title(lang, *kind, first.0).into()),
                        ("first_left", face(first.1).into()),
                        ("second", side_title(lang, *kind, second.0).into()),
                        ("second_left", face(second.1).into()),
                    ],
                )
            }
            T::ClockRuns { kind, side } => match side {
                Some(side) => tr_args(lang, "plain-clock-runs", &side_args(*kind, *side)),
                None => tr(lang, "plain-clock-stopped"),
            },
            T::TimeLeft {
                kind,
                side,
                seconds,
            } => {
                let [s, k] = side_args(*kind, *side);
                tr_args(
                    lang,
                    "plain-time-left",
                    &[s, k, ("seconds", Arg::from(*seconds as i64))],
                )
            }
            T::AskDraw { kind, by } => {
                let [s, k] = side_args(*kind, *by);
                let other = side_title(lang, *kind, by.opponent());
                tr_args(lang, "plain-ask-draw", &[s, k, ("other", other.into())])
            }
            T::AskResign { kind, side } => {
                tr_args(lang, "plain-ask-resign", &side_args(*kind, *side))
            }
            T::AskReplace(path) => tr_args(lang, "plain-ask-replace", &[("path", (*path).into())]),
            T::AskFolder(path) => tr_args(lang, "plain-ask-folder", &[("path", (*path).into())]),
            T::AnswerYesOrNo => tr(lang, "plain-answer-yes-or-no"),
            T::Thinking(name) => tr_args(lang, "plain-thinking", &[("name", (*name).into())]),
            T::OpponentSeries { name, seconds } => tr_args(
                lang,
                "plain-opponent-series",
                &[
                    ("name", (*name).into()),
                    (
                        "seconds",
                        crate::words::common::decimal(lang, &format!("{seconds:.1}")).into(),
                    ),
                ],
            ),
            T::Bye { autosaved: true } => tr(lang, "plain-bye-autosaved"),
            T::Bye { autosaved: false } => tr(lang, "plain-bye"),
            T::SeriesLost => tr(lang, "plain-bye-series-lost"),
            T::NeedsSquare(command) => tr_args(
                lang,
                "plain-needs-square",
                &[("command", (*command).into())],
            ),
            T::NeedsLine { files, ranks } => tr_args(
                lang,
                "plain-needs-line",
                &[
                    ("files", format!("a–{files}").into()),
                    ("ranks", format!("1–{ranks}").into()),
                ],
            ),
            T::NotASquare(text) => tr_args(
                lang,
                "plain-not-a-square",
                &[("text", crate::core::text::shown(text).into())],
            ),
            T::TookBackMove => tr(lang, "plain-took-back-move"),
            T::TookBackSeries { kind, side } => {
                tr_args(lang, "plain-took-back-series", &side_args(*kind, *side))
            }
            T::Help => [
                "plain-help-title",
                "plain-help-moves",
                "plain-help-board",
                "plain-help-pieces",
                "plain-help-scan",
                "plain-help-last",
                "plain-help-clock",
                "plain-help-moves-of",
                "plain-help-check",
                "plain-help-attacked",
                "plain-help-end",
                "plain-help-undo",
                "plain-help-draw",
                "plain-help-hint",
                "plain-help-files",
                "plain-help-fen",
                "plain-help-quit",
            ]
            .iter()
            .map(|id| tr(lang, id))
            .collect::<Vec<_>>()
            .join("\n"),
        }
    }
}

/// The position editor's texts in plain lines (`setup … --plain`).
#[derive(Clone, Debug)]
pub enum EditorText<'a> {
    /// The first line: what the editor does.
    Start(GameKind),
    /// The checker's verdict, why, the pieces giving check, the rescue series.
    Analysis(&'a crate::play::analysis::Analysis),
    /// What the mate search found, and its line.
    Finding(&'a crate::play::analysis::MateFinding),
    /// The editor's commands.
    Help,
}

/// "Rescue series: Kd2, Bc3." (none without a line).
fn stepped_line(lang: Lang, line: Option<&crate::play::analysis::SteppedLine>) -> Option<String> {
    let line = line.filter(|l| !l.san.is_empty())?;
    Some(tr_args(
        lang,
        "plain-editor-line",
        &[
            ("title", line.title.say(lang).into()),
            ("moves", line.san.join(", ").into()),
        ],
    ))
}

impl Say for EditorText<'_> {
    fn say(&self, lang: Lang) -> String {
        use crate::words::editor::analysis::{checkers, explanation};
        match self {
            EditorText::Start(kind) => tr_args(
                lang,
                "plain-editor-start",
                &[("game", kind.say(lang).into())],
            ),
            EditorText::Analysis(a) => {
                let mut lines = vec![tr_args(
                    lang,
                    "plain-editor-verdict",
                    &[
                        ("verdict", a.verdict.say(lang).into()),
                        ("why", explanation(lang, a).into()),
                    ],
                )];
                lines.extend(checkers(lang, &a.checkers));
                lines.extend(stepped_line(lang, a.line.as_ref()));
                lines.join("\n")
            }
            EditorText::Finding(f) => {
                let mut lines = vec![f.headline.say(lang)];
                lines.extend(stepped_line(lang, f.line.as_ref()));
                lines.join("\n")
            }
            EditorText::Help => [
                "plain-editor-help-check",
                "plain-editor-help-mate",
                "plain-editor-help-fen",
                "plain-editor-help-look",
                "plain-editor-help-play",
            ]
            .iter()
            .map(|id| tr(lang, id))
            .collect::<Vec<_>>()
            .join("\n"),
        }
    }
}
