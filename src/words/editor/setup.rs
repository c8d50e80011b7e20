//! Why a position cannot be read or played, in words: the rules cores' FEN errors
//! and the rules of a playable setup it breaks ([`crate::chess::Problem`],
//! [`crate::xiangqi::Problem`]), the editor's own refusals of a setup, and why the
//! engine gave no evaluation. Sides reach the messages as `side` (`white`,
//! `black`, `red`), pieces as `kind` (`general` … `soldier`).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::adapters::setup::{EngineAnalysisError, SetupError};
use crate::session::GameKind;
use crate::words::common::{show, side_arg, text_arg, Say};

/// Why a position could not be read, played or searched.
impl Say for SetupError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            SetupError::ChessFen(f) => f.say(lang),
            SetupError::XiangqiFen(f) => f.say(lang),
            SetupError::ChessPosition(p) => joined(p.problems().iter().map(|p| p.say(lang))),
            SetupError::XiangqiPosition(p) => joined(p.problems().iter().map(|p| p.say(lang))),
            SetupError::NotChess => tr(lang, "editor-not-chess"),
            SetupError::NotXiangqi => tr(lang, "editor-not-xiangqi"),
            SetupError::Unavailable(kind) => tr_args(
                lang,
                "editor-unavailable",
                &[("game", kind.say(lang).into())],
            ),
            SetupError::MateSearchIsForFlickering => {
                tr(lang, "editor-mate-search-is-for-flickering")
            }
            SetupError::XiangqiMove(m) => m.say(lang),
        }
    }
}

/// Every rule a setup breaks, as the rules core lists them.
fn joined(problems: impl Iterator<Item = String>) -> String {
    problems.collect::<Vec<_>>().join("; ")
}

impl Say for crate::chess::FenError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
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
            F::Position(p) => joined(p.problems().iter().map(|p| p.say(lang))),
        }
    }
}

/// One rule of a playable chess position that a setup breaks.
impl Say for crate::chess::Problem {
    fn say(&self, lang: Lang) -> String {
        let p = self;
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
}

impl Say for crate::xiangqi::FenError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
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
            F::Position(p) => joined(p.problems().iter().map(|p| p.say(lang))),
        }
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
impl Say for crate::xiangqi::Problem {
    fn say(&self, lang: Lang) -> String {
        let p = self;
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
            P::SoldierUnreachable { piece, point } => {
                at("editor-x-soldier-unreachable", piece, point)
            }
            P::FullmoveZero => tr(lang, "editor-fullmove-zero"),
            P::WaitingSideInCheck { side: s } => {
                tr_args(lang, "editor-x-waiting-in-check", &[side(*s)])
            }
        }
    }
}

/// Why the engine gave no evaluation.
impl Say for EngineAnalysisError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            EngineAnalysisError::Setup(s) => s.say(lang),
            EngineAnalysisError::Engine(u) => u.say(lang),
            EngineAnalysisError::GameOver { stalemate } => tr_args(
                lang,
                "editor-engine-game-over",
                &[("stalemate", if *stalemate { "yes" } else { "no" }.into())],
            ),
        }
    }
}
