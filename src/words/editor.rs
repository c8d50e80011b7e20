//! The editor's and the analysis' words in the player's language, from the message
//! files (`i18n/<lang>/editor.ftl`): why a FEN cannot be read or a setup cannot be
//! played (the rules core's typed errors), the checker's verdict, what a mate search
//! or an engine found, times and limits. The values come from the layers below as
//! types; only here do they become words.
//!
//! Sides reach the messages as `side` (`white`, `black`, `red`), pieces as `kind`
//! (`general` … `soldier`), so that each language writes the case it needs.

use crate::core::text::shown;
use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::adapters::setup::{EngineAnalysisError, SetupError};
use crate::play::analysis::{
    Analysis, Checker, Cost, EngineScore, Fact, Finding, LineTitle, SteppedLine, StopWhy, Verdict,
};
use crate::play::port::{Cell, PieceKind};
use crate::session::GameKind;
use crate::words::common::side_key;
use std::time::Duration;

fn side_arg(kind: GameKind, side: Side) -> (&'static str, Arg<'static>) {
    ("side", side_key(kind, side).into())
}

fn text_arg(name: &'static str, text: &str) -> (&'static str, Arg<'static>) {
    (name, Arg::from(shown(text)))
}

fn show<T: ToString>(name: &'static str, value: T) -> (&'static str, Arg<'static>) {
    (name, Arg::from(value.to_string()))
}

/// Why a position could not be read, played or searched.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::ChessFen(f) => chess_fen_error(lang, f),
        SetupError::XiangqiFen(f) => xiangqi_fen_error(lang, f),
        SetupError::ChessPosition(p) => joined(p.problems().iter().map(|p| chess_problem(lang, p))),
        SetupError::XiangqiPosition(p) => {
            joined(p.problems().iter().map(|p| xiangqi_problem(lang, p)))
        }
        SetupError::NotChess => tr(lang, "editor-not-chess"),
        SetupError::NotXiangqi => tr(lang, "editor-not-xiangqi"),
        SetupError::Unavailable(kind) => tr_args(
            lang,
            "editor-unavailable",
            &[("game", crate::words::sides::game_title(lang, *kind).into())],
        ),
        SetupError::MateSearchIsForFlickering => tr(lang, "editor-mate-search-is-for-flickering"),
        SetupError::XiangqiMove(m) => crate::words::xiangqi::xiangqi_notation(lang, m),
    }
}

/// Every rule a setup breaks, as the rules core lists them.
fn joined(problems: impl Iterator<Item = String>) -> String {
    problems.collect::<Vec<_>>().join("; ")
}

pub fn chess_fen_error(lang: Lang, e: &crate::chess::FenError) -> String {
    use crate::chess::fen::EpFieldProblem;
    use crate::chess::FenError as F;
    match e {
        F::Empty => tr(lang, "editor-fen-empty"),
        F::FieldCount(n) => tr_args(lang, "editor-fen-field-count", &[("count", (*n).into())]),
        F::RankCount(n) => tr_args(lang, "editor-fen-rank-count", &[("count", (*n).into())]),
        F::RankWidth { rank, files } => tr_args(
            lang,
            "editor-fen-rank-width",
            &[
                ("rank", u32::from(*rank).into()),
                ("files", (*files).into()),
            ],
        ),
        F::BadPiece { rank, ch } => tr_args(
            lang,
            "editor-fen-bad-piece",
            &[
                ("rank", u32::from(*rank).into()),
                text_arg("char", &ch.to_string()),
            ],
        ),
        F::BadSide(t) => tr_args(lang, "editor-fen-bad-side", &[text_arg("text", t)]),
        F::BadCastling(t) => tr_args(lang, "editor-fen-bad-castling", &[text_arg("text", t)]),
        F::BadEnPassant { field, reason } => {
            let reason = match reason {
                EpFieldProblem::Shape => tr(lang, "editor-fen-ep-shape"),
                EpFieldProblem::NotASquare(t) => {
                    tr_args(lang, "editor-fen-ep-not-a-square", &[show("text", t)])
                }
                EpFieldProblem::ListedTwice(sq) => {
                    tr_args(lang, "editor-fen-ep-listed-twice", &[show("square", sq)])
                }
            };
            tr_args(
                lang,
                "editor-fen-bad-en-passant",
                &[text_arg("text", field), ("reason", reason.into())],
            )
        }
        F::BadHalfmove(t) => tr_args(lang, "editor-fen-bad-halfmove", &[text_arg("text", t)]),
        F::BadFullmove(t) => tr_args(lang, "editor-fen-bad-fullmove", &[text_arg("text", t)]),
        F::Position(p) => joined(p.problems().iter().map(|p| chess_problem(lang, p))),
    }
}

/// One rule of a playable chess position that a setup breaks.
pub fn chess_problem(lang: Lang, p: &crate::chess::Problem) -> String {
    use crate::chess::setup::EpProblem;
    use crate::chess::{CastleSide, Problem as P};
    let side = |s: Side| side_arg(GameKind::Flickering, s);
    match p {
        P::KingCount { side: s, count } => tr_args(
            lang,
            "editor-chess-king-count",
            &[side(*s), ("count", (*count).into())],
        ),
        P::PawnOnBackRank(sq) => tr_args(
            lang,
            "editor-chess-pawn-on-back-rank",
            &[show("square", sq)],
        ),
        P::OpponentInCheck(s) => tr_args(lang, "editor-chess-opponent-in-check", &[side(*s)]),
        P::CastlingWithoutPieces {
            side: s,
            wing,
            king,
            rook,
        } => tr_args(
            lang,
            "editor-chess-castling-without-pieces",
            &[
                side(*s),
                (
                    "wing",
                    if *wing == CastleSide::King {
                        "king"
                    } else {
                        "queen"
                    }
                    .into(),
                ),
                show("king", king),
                show("rook", rook),
            ],
        ),
        P::EnPassant { square, reason } => {
            let reason = match reason {
                EpProblem::WrongRank { rank, turn } => tr_args(
                    lang,
                    "editor-ep-wrong-rank",
                    &[("rank", u32::from(*rank).into()), side(*turn)],
                ),
                EpProblem::NoPawn { them, pawn, square } => tr_args(
                    lang,
                    "editor-ep-no-pawn",
                    &[side(*them), show("pawn", pawn), show("square", square)],
                ),
                EpProblem::Occupied { square } => {
                    tr_args(lang, "editor-ep-occupied", &[show("square", square)])
                }
            };
            tr_args(
                lang,
                "editor-chess-en-passant",
                &[show("square", square), ("reason", reason.into())],
            )
        }
        P::FullmoveZero => tr(lang, "editor-fullmove-zero"),
    }
}

pub fn xiangqi_fen_error(lang: Lang, e: &crate::xiangqi::FenError) -> String {
    use crate::xiangqi::fen::Counter;
    use crate::xiangqi::FenError as F;
    match e {
        F::Empty => tr(lang, "editor-xfen-empty"),
        F::RankCount(n) => tr_args(lang, "editor-xfen-rank-count", &[("count", (*n).into())]),
        F::RankLength { rank, points } => tr_args(
            lang,
            "editor-xfen-rank-length",
            &[
                ("rank", u32::from(*rank).into()),
                ("points", (*points).into()),
            ],
        ),
        F::BadChar { ch, rank } => tr_args(
            lang,
            "editor-xfen-bad-char",
            &[
                text_arg("char", &ch.to_string()),
                ("rank", u32::from(*rank).into()),
            ],
        ),
        F::BadSide(t) => tr_args(lang, "editor-xfen-bad-side", &[text_arg("text", t)]),
        F::BadCounter { field, text } => tr_args(
            lang,
            "editor-xfen-bad-counter",
            &[
                (
                    "counter",
                    match field {
                        Counter::Halfmoves => "halfmoves",
                        Counter::Fullmoves => "fullmoves",
                    }
                    .into(),
                ),
                text_arg("text", text),
            ],
        ),
        F::TrailingText(t) => tr_args(lang, "editor-xfen-trailing", &[text_arg("text", t)]),
        F::Position(p) => joined(p.problems().iter().map(|p| xiangqi_problem(lang, p))),
    }
}

/// "the red general" (Ukrainian «червоний генерал»).
fn xiangqi_piece(lang: Lang, piece: &crate::xiangqi::Piece) -> String {
    let kind = crate::play::adapters::xiangqi::kind_of(piece.kind);
    tr_args(
        lang,
        "editor-side-piece",
        &[
            side_arg(GameKind::Xiangqi, piece.side),
            ("kind", kind.name().into()),
        ],
    )
}

/// One rule of a playable Xiangqi position that a setup breaks.
pub fn xiangqi_problem(lang: Lang, p: &crate::xiangqi::Problem) -> String {
    use crate::xiangqi::Problem as P;
    let side = |s: Side| side_arg(GameKind::Xiangqi, s);
    let at = |id: &str, piece: &crate::xiangqi::Piece, point: &crate::xiangqi::Point| {
        tr_args(
            lang,
            id,
            &[
                ("piece", xiangqi_piece(lang, piece).into()),
                show("point", point),
            ],
        )
    };
    match p {
        P::NoGeneral { side: s } => tr_args(lang, "editor-x-no-general", &[side(*s)]),
        P::ExtraGenerals { side: s, count } => tr_args(
            lang,
            "editor-x-extra-generals",
            &[side(*s), ("count", (*count).into())],
        ),
        P::OutsidePalace { piece, point } => at("editor-x-outside-palace", piece, point),
        P::OffTheDiagonals { piece, point } => at("editor-x-off-diagonals", piece, point),
        P::ElephantAcrossRiver { piece, point } => {
            at("editor-x-elephant-across-river", piece, point)
        }
        P::ElephantOffItsPoints { piece, point } => {
            at("editor-x-elephant-off-points", piece, point)
        }
        P::SoldierUnreachable { piece, point } => at("editor-x-soldier-unreachable", piece, point),
        P::FullmoveZero => tr(lang, "editor-fullmove-zero"),
        P::WaitingSideInCheck { side: s } => {
            tr_args(lang, "editor-x-waiting-in-check", &[side(*s)])
        }
    }
}

/// Why the engine gave no evaluation.
pub fn engine_error(lang: Lang, e: &EngineAnalysisError) -> String {
    match e {
        EngineAnalysisError::Setup(s) => setup_error(lang, s),
        EngineAnalysisError::Engine(u) => crate::words::opponent::uci_error(lang, u),
        EngineAnalysisError::GameOver { stalemate } => tr_args(
            lang,
            "editor-engine-game-over",
            &[("stalemate", if *stalemate { "yes" } else { "no" }.into())],
        ),
    }
}

/// A time for players: "0.42 ms", "12 ms", "1.3 s" (Ukrainian «1,3 с»).
pub fn duration(lang: Lang, d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    let (id, n) = if ms < 1.0 {
        ("editor-microseconds", d.as_micros().to_string())
    } else if ms < 10.0 {
        ("editor-milliseconds", format!("{ms:.2}"))
    } else if ms < 1000.0 {
        ("editor-milliseconds", format!("{ms:.0}"))
    } else {
        ("editor-seconds", format!("{:.1}", ms / 1000.0))
    };
    tr_args(lang, id, &[("n", decimal(lang, &n).into())])
}

/// A number written with the language's decimal separator.
fn decimal(lang: Lang, n: &str) -> String {
    n.replace('.', &tr(lang, "editor-decimal-separator"))
}

/// "Search: 1.3 s", once a check took long enough to notice.
pub fn cost(lang: Lang, c: &Cost) -> Option<String> {
    let time = duration(lang, c.notable()?);
    let checker = match c.checker {
        Checker::Solver => "solver",
        Checker::Checker => "checker",
        Checker::Search => "search",
        Checker::Engine => "engine",
    };
    Some(tr_args(
        lang,
        "editor-cost",
        &[("checker", checker.into()), ("time", time.into())],
    ))
}

/// The verdict in a word or two ("Mate", "Escape", "Checkmate", "Ongoing").
pub fn verdict(lang: Lang, v: &Verdict) -> String {
    tr(
        lang,
        match v {
            Verdict::Mate { .. } => "editor-verdict-mate",
            Verdict::Stalemate | Verdict::XiangqiStalemate => "editor-verdict-stalemate",
            Verdict::Escape { .. } => "editor-verdict-escape",
            Verdict::PlayGoesOn => "editor-verdict-play-goes-on",
            Verdict::Checkmate => "editor-verdict-checkmate",
            Verdict::Ongoing { .. } => "editor-verdict-ongoing",
        },
    )
}

fn cells(list: &[Cell]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One sentence explaining the verdict.
pub fn explanation(lang: Lang, a: &Analysis) -> String {
    let kind = match a.verdict {
        Verdict::Mate { .. }
        | Verdict::Stalemate
        | Verdict::Escape { .. }
        | Verdict::PlayGoesOn => GameKind::Flickering,
        _ => GameKind::Xiangqi,
    };
    let side = side_arg(kind, a.side);
    match &a.verdict {
        Verdict::Mate { kings } => tr_args(
            lang,
            "editor-explain-mate",
            &[side, ("cells", cells(kings).into())],
        ),
        Verdict::Stalemate => tr_args(lang, "editor-explain-stalemate", &[side]),
        Verdict::Escape { moves } => tr_args(
            lang,
            "editor-explain-escape",
            &[side, ("count", (*moves).into())],
        ),
        Verdict::PlayGoesOn => tr_args(lang, "editor-explain-play-goes-on", &[side]),
        Verdict::Checkmate => tr_args(lang, "editor-explain-checkmate", &[side]),
        Verdict::XiangqiStalemate => tr_args(lang, "editor-explain-x-stalemate", &[side]),
        Verdict::Ongoing { in_check: true } => tr_args(lang, "editor-explain-in-check", &[side]),
        Verdict::Ongoing { in_check: false } => {
            tr_args(lang, "editor-explain-not-in-check", &[side])
        }
    }
}

/// "Checking: chariot on d1", when pieces give check.
pub fn checkers(lang: Lang, list: &[(PieceKind, Cell)]) -> Option<String> {
    if list.is_empty() {
        return None;
    }
    let names: Vec<String> = list
        .iter()
        .map(|(kind, cell)| {
            tr_args(
                lang,
                "editor-piece-on",
                &[("kind", kind.name().into()), show("cell", cell)],
            )
        })
        .collect();
    Some(tr_args(
        lang,
        "editor-checking",
        &[("pieces", names.join(", ").into())],
    ))
}

/// What a search or an engine found, in one line.
pub fn finding(lang: Lang, f: &Finding) -> String {
    let flickering = |s: Side| side_arg(GameKind::Flickering, s);
    let xiangqi = |s: Side| side_arg(GameKind::Xiangqi, s);
    match f {
        Finding::SeriesMate { side, moves } => tr_args(
            lang,
            "editor-found-series-mate",
            &[flickering(*side), ("count", (*moves).into())],
        ),
        Finding::NoMatingSeries { side } => {
            tr_args(lang, "editor-found-no-mating-series", &[flickering(*side)])
        }
        Finding::SeriesGaveUp { searched_len } => tr_args(
            lang,
            "editor-found-series-gave-up",
            &[("count", (*searched_len).into())],
        ),
        Finding::Mate {
            side,
            moves,
            stalemate,
        } => tr_args(
            lang,
            "editor-found-mate",
            &[
                xiangqi(*side),
                ("count", (*moves).into()),
                ("stalemate", if *stalemate { "yes" } else { "no" }.into()),
            ],
        ),
        Finding::NoMate { side, max } => tr_args(
            lang,
            "editor-found-no-mate",
            &[xiangqi(*side), ("count", (*max).into())],
        ),
        Finding::Stopped { why, decided } => {
            let reason = match why {
                StopWhy::Nodes => tr(lang, "editor-stop-nodes"),
                StopWhy::Time(t) => tr_args(
                    lang,
                    "editor-stop-time",
                    &[("time", duration(lang, *t).into())],
                ),
                StopWhy::Cancelled => tr(lang, "editor-stop-cancelled"),
            };
            tr_args(
                lang,
                "editor-found-stopped",
                &[("reason", reason.into()), ("count", (*decided).into())],
            )
        }
        Finding::Engine { name, score } => tr_args(
            lang,
            "editor-found-engine",
            &[
                text_arg("name", name),
                ("evaluation", engine_score(lang, *score).into()),
            ],
        ),
    }
}

/// "+0.35 (Red better)", "mate in 3 for Black", told from Red's point of view.
fn engine_score(lang: Lang, score: Option<EngineScore>) -> String {
    let side = |s: Side| side_arg(GameKind::Xiangqi, s);
    match score {
        None => tr(lang, "editor-score-none"),
        Some(EngineScore::Centipawns(0)) => tr_args(
            lang,
            "editor-score-level",
            &[("pawns", decimal(lang, "0.00").into())],
        ),
        Some(EngineScore::Centipawns(red)) => {
            let pawns = f64::from(red) / 100.0;
            let (text, better) = if red > 0 {
                (format!("+{pawns:.2}"), Side::White)
            } else {
                (format!("{pawns:.2}"), Side::Black)
            };
            tr_args(
                lang,
                "editor-score-better",
                &[("pawns", decimal(lang, &text).into()), side(better)],
            )
        }
        Some(EngineScore::Mated(s)) => tr_args(lang, "editor-score-mated", &[side(s)]),
        Some(EngineScore::Mate { side: s, moves }) => tr_args(
            lang,
            "editor-score-mate",
            &[side(s), ("count", i64::from(moves).into())],
        ),
    }
}

/// A fact about a search or an evaluation.
pub fn fact(lang: Lang, f: &Fact) -> String {
    match f {
        Fact::TimeLimit(limit) => time_limit(lang, *limit),
        Fact::Depth(d) => tr_args(lang, "editor-fact-depth", &[("depth", (*d).into())]),
        Fact::BestMove(m) => tr_args(lang, "editor-fact-best-move", &[show("move", m)]),
        // The reason is the engine reader's English text (not a value yet).
        Fact::LineRefused(why) => tr_args(lang, "editor-fact-line-refused", &[show("why", why)]),
        Fact::LineNotFromBest => tr(lang, "editor-fact-line-not-from-best"),
        Fact::LineCut { shown, of } => tr_args(
            lang,
            "editor-fact-line-cut",
            &[("shown", (*shown).into()), ("count", (*of).into())],
        ),
    }
}

/// "Time limit: 3.0 s" (or none).
pub fn time_limit(lang: Lang, limit: Option<Duration>) -> String {
    let time = match limit {
        Some(t) => duration(lang, t),
        None => tr(lang, "editor-none"),
    };
    tr_args(lang, "editor-time-limit", &[("time", time.into())])
}

/// What a line to step through is ("Rescue series").
pub fn line_title(lang: Lang, t: LineTitle) -> String {
    tr(
        lang,
        match t {
            LineTitle::RescueSeries => "editor-line-rescue-series",
            LineTitle::MatingSeries => "editor-line-mating-series",
            LineTitle::MatingLine => "editor-line-mating-line",
            LineTitle::EngineLine => "editor-line-engine-line",
        },
    )
}

/// "move 2 of 3: Rxe2", or the start.
pub fn caption(lang: Lang, line: &SteppedLine) -> String {
    match line.current() {
        None => tr(lang, "editor-caption-start"),
        Some((index, san)) => tr_args(
            lang,
            "editor-caption-move",
            &[
                ("index", index.into()),
                ("count", line.len().into()),
                show("move", san),
            ],
        ),
    }
}

/// A Xiangqi notation's name ("algebraic", "WXF", "Chinese").
pub fn notation_name(lang: Lang, n: crate::xiangqi::notation::Notation) -> String {
    use crate::play::port::NotationStyle;
    use crate::xiangqi::notation::Notation;
    crate::words::game::notation_name(
        lang,
        match n {
            Notation::Algebraic => NotationStyle::Standard,
            Notation::Wxf => NotationStyle::Wxf,
            Notation::Chinese => NotationStyle::Chinese,
            Notation::Coordinate => NotationStyle::Coordinates,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_use_the_languages_decimal_separator() {
        let d = Duration::from_millis(3000);
        assert_eq!(duration(Lang::En, d), "3.0 s");
        assert_eq!(duration(Lang::Uk, d), "3,0 с");
        assert_eq!(duration(Lang::En, Duration::from_micros(2500)), "2.50 ms");
        assert_eq!(duration(Lang::En, Duration::from_micros(420)), "420 µs");
    }

    #[test]
    fn captions_name_the_move_stepped_to() {
        let mut line = SteppedLine {
            title: LineTitle::RescueSeries,
            san: vec!["Kb1".into(), "Ra2".into()],
            boards: vec![Vec::new(); 3],
            moves: vec![(Cell::new(0, 0), Cell::new(1, 0)); 2],
            checked: vec![Vec::new(); 3],
            step: 0,
        };
        assert_eq!(caption(Lang::En, &line), "start (→ steps through)");
        line.forward();
        line.forward();
        assert_eq!(caption(Lang::En, &line), "move 2 of 2: Ra2");
        assert_eq!(caption(Lang::Uk, &line), "хід 2 з 2: Ra2");
    }
}
