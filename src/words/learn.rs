//! The words of the learning screens (rules pages, lessons, practice) in the
//! player's language: the typed values of `practice` (why a lesson or a puzzle
//! refuses an answer, a mate's proof, a puzzle's kind, why generation stopped) become
//! words here, from `i18n/<lang>/learn.ftl`. The layers below carry no words.

use crate::chess::{Role, Square};
use crate::core::text::capitalised;
use crate::flicker::CannotEnd;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::practice::progress::{BrokenLine, ProgressError};
use crate::practice::proof::{Bar, MateProof, Try, Unit};
use crate::practice::xiangqi_puzzle::{XiangqiExhausted, XiangqiKind, XiangqiRefused};
use crate::practice::{lessons, xiangqi_lessons, GenerateError, JudgeVerdict, PuzzleKind, Refused};
use crate::words::flickering::unit_on;
use crate::xiangqi::PieceKind;

/// A long message as paragraphs: the message files write a paragraph over several
/// lines and separate paragraphs by a blank line; each paragraph becomes one line
/// of text, which the screen wraps to its width.
pub fn paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect()
}

/// "a, b and c" in `lang` ("nothing" for none).
fn listed(lang: Lang, names: Vec<String>) -> String {
    if names.is_empty() {
        tr(lang, "learn-nothing")
    } else {
        crate::words::common::and_list(lang, names)
    }
}

fn units(lang: Lang, list: &[Unit]) -> String {
    listed(
        lang,
        list.iter()
            .map(|u| unit_on(lang, u.role, u.square))
            .collect(),
    )
}

/// Why a series cannot end: "your king is attacked by the rook on e8".
fn sq(s: &Square) -> Arg<'static> {
    Arg::from(s.to_string())
}

/// Why a Flickering series does not do what its lesson asks.
pub fn flickering_unmet(lang: Lang, why: &lessons::Unmet) -> String {
    use lessons::Unmet as U;
    match why {
        U::NoCastling => tr(lang, "learn-unmet-no-castling"),
        U::TooFewEnPassant { made, wanted } => tr_args(
            lang,
            "learn-unmet-too-few-en-passant",
            &[
                ("made", i64::from(*made).into()),
                ("wanted", i64::from(*wanted).into()),
            ],
        ),
        U::KingElsewhere { wanted, found } => tr_args(
            lang,
            "learn-unmet-king-elsewhere",
            &[("wanted", sq(wanted)), ("found", sq(found))],
        ),
        U::UnitStays(s) => tr_args(lang, "learn-unmet-unit-stays", &[("square", sq(s))]),
        U::NoCapture { from, on } => tr_args(
            lang,
            "learn-unmet-no-capture",
            &[("from", sq(from)), ("on", sq(on))],
        ),
        U::BadSquare(name) => tr_args(
            lang,
            "learn-unmet-bad-square",
            &[("square", (*name).into())],
        ),
    }
}

/// A Flickering series notation error or a refused move, as the game screen words it.
fn flickering_notation(lang: Lang, n: &crate::flicker::notation::NotationError) -> String {
    use crate::session::flicker::GameError as Flicker;
    crate::words::refusal::refusal(
        lang,
        &crate::play::port::GameError::Flickering(Flicker::Notation(n.clone())),
    )
}

/// Why a Flickering lesson refuses the series played.
pub fn flickering_lesson_refusal(lang: Lang, why: &lessons::LessonRefusal) -> String {
    use lessons::LessonRefusal as R;
    match why {
        R::Notation(n) => flickering_notation(lang, n),
        R::CannotEnd(c) => series_cannot_end(lang, c),
        R::Unmet(u) => flickering_unmet(lang, u),
        R::OtherPosition => tr(lang, "learn-lesson-other-position"),
    }
}

/// "the series cannot end: your king is attacked by …".
fn series_cannot_end(lang: Lang, why: &CannotEnd) -> String {
    tr_args(
        lang,
        "learn-series-cannot-end",
        &[(
            "why",
            crate::words::flickering::cannot_end(lang, why).into(),
        )],
    )
}

/// Why a Xiangqi move does not do what its lesson asks.
pub fn xiangqi_unmet(lang: Lang, why: &xiangqi_lessons::Unmet) -> String {
    use xiangqi_lessons::Unmet as U;
    let piece = |k: &PieceKind| {
        Arg::from(tr_args(
            lang,
            "learn-xiangqi-piece-asked",
            &[("kind", k.name().into())],
        ))
    };
    match why {
        U::OtherPiece { wanted, moved } => tr_args(
            lang,
            "learn-xiangqi-unmet-other-piece",
            &[("wanted", piece(wanted)), ("moved", piece(moved))],
        ),
        U::NoCapture(p) => tr_args(
            lang,
            "learn-xiangqi-unmet-no-capture",
            &[("point", p.to_string().into())],
        ),
        U::NoCheck => tr(lang, "learn-xiangqi-unmet-no-check"),
        U::IsCheck => tr(lang, "learn-xiangqi-unmet-is-check"),
        U::OpponentCanMove => tr(lang, "learn-xiangqi-unmet-opponent-can-move"),
        U::BadPoint(name) => tr_args(
            lang,
            "learn-xiangqi-unmet-bad-point",
            &[("point", (*name).into())],
        ),
    }
}

/// Why a Xiangqi lesson refuses the move played.
pub fn xiangqi_lesson_refusal(lang: Lang, why: &xiangqi_lessons::LessonRefusal) -> String {
    use xiangqi_lessons::LessonRefusal as R;
    match why {
        R::Notation(n) => crate::words::refusal::refusal(
            lang,
            &crate::play::port::GameError::XiangqiNotation(n.clone()),
        ),
        R::Unmet(u) => xiangqi_unmet(lang, u),
        R::Position(e) => tr_args(
            lang,
            "learn-lesson-cannot-set-up",
            &[("problem", e.to_string().into())],
        ),
    }
}

/// A Flickering puzzle kind's name: "escape", "mate-in-one", "judge".
pub fn kind_name(lang: Lang, kind: PuzzleKind) -> String {
    tr(
        lang,
        match kind {
            PuzzleKind::Escape => "learn-kind-escape",
            PuzzleKind::MateInOne => "learn-kind-mate-in-one",
            PuzzleKind::Judge => "learn-kind-judge",
        },
    )
}

/// A Xiangqi puzzle kind's name: "mate-in-one", "mate-in-two".
pub fn xiangqi_kind_name(lang: Lang, kind: XiangqiKind) -> String {
    tr(
        lang,
        match kind {
            XiangqiKind::MateInOne => "learn-xiangqi-kind-mate-in-one",
            XiangqiKind::MateInTwo => "learn-xiangqi-kind-mate-in-two",
        },
    )
}

/// Why a puzzle's answer is refused.
pub fn refused(lang: Lang, why: &Refused) -> String {
    use crate::practice::check::Wanted;
    match why {
        Refused::Notation(n) => flickering_notation(lang, n),
        Refused::CannotEnd(c) => series_cannot_end(lang, c),
        Refused::NotMate { rescue } => tr_args(
            lang,
            "learn-refused-not-mate",
            &[("rescue", rescue.coords().join(", ").into())],
        ),
        Refused::Stalemate => tr(lang, "learn-refused-stalemate"),
        Refused::WrongVerdict { said, truth } => tr_args(
            lang,
            "learn-refused-wrong-verdict",
            &[("said", said.name().into()), ("truth", truth.name().into())],
        ),
        Refused::OtherPosition => tr(lang, "learn-refused-other-position"),
        Refused::WrongAnswerKind { kind, wants } => tr_args(
            lang,
            match wants {
                Wanted::Verdict => "learn-refused-wants-verdict",
                Wanted::Series => "learn-refused-wants-series",
            },
            &[("kind", kind_name(lang, *kind).into())],
        ),
    }
}

/// Why generating Flickering puzzles stopped short.
pub fn generate_error(lang: Lang, e: &GenerateError) -> String {
    match e {
        GenerateError::Difficulty(d) => tr_args(
            lang,
            "learn-generate-difficulty",
            &[
                ("got", i64::from(*d).into()),
                (
                    "max",
                    i64::from(crate::practice::puzzle::MAX_DIFFICULTY).into(),
                ),
            ],
        ),
        GenerateError::Exhausted {
            kind,
            found,
            wanted,
            candidates,
            ..
        } => tr_args(
            lang,
            "learn-generate-exhausted",
            &[
                ("kind", kind_name(lang, *kind).into()),
                ("found", (*found).into()),
                ("wanted", (*wanted).into()),
                (
                    "candidates",
                    i64::try_from(*candidates).unwrap_or(i64::MAX).into(),
                ),
            ],
        ),
    }
}

/// Why generating Xiangqi puzzles stopped short.
pub fn xiangqi_exhausted(lang: Lang, e: &XiangqiExhausted) -> String {
    tr_args(
        lang,
        "learn-xiangqi-exhausted",
        &[
            ("kind", xiangqi_kind_name(lang, e.kind).into()),
            ("found", e.found.into()),
            ("wanted", e.wanted.into()),
            (
                "candidates",
                i64::try_from(e.candidates).unwrap_or(i64::MAX).into(),
            ),
        ],
    )
}

/// Why the player's Xiangqi move does not solve the puzzle.
pub fn xiangqi_refused(lang: Lang, why: &XiangqiRefused) -> String {
    match why {
        XiangqiRefused::NoWin(m) => {
            tr_args(lang, "learn-xiangqi-no-win", &[("move", m.clone().into())])
        }
        XiangqiRefused::Escapes { reply, left } => tr_args(
            lang,
            "learn-xiangqi-escapes",
            &[("reply", reply.clone().into()), ("left", (*left).into())],
        ),
        XiangqiRefused::OtherPosition => tr(lang, "learn-xiangqi-other-position"),
    }
}

/// The proof of a mate or a stalemate as sentences, one fact a line: what bars
/// each square next to the king, what answers each check and why it fails, what
/// each other unit's moves expose the king to.
pub fn proof_lines(lang: Lang, proof: &MateProof) -> Vec<String> {
    let mut out = Vec::new();
    let king = ("king", sq(&proof.king));
    out.push(match proof.verdict {
        JudgeVerdict::Stalemate => tr_args(lang, "learn-proof-stalemate-head", &[king]),
        _ => tr_args(lang, "learn-proof-mate-head", &[king]),
    });
    let role = |r: &Role| Arg::from(r.name());
    for k in &proof.squares {
        let square = ("square", sq(&k.square));
        out.push(match &k.bar {
            Bar::Attacked(by) => tr_args(
                lang,
                "learn-proof-attacked",
                &[
                    square,
                    ("by", units(lang, by).into()),
                    ("count", by.len().into()),
                ],
            ),
            Bar::Own {
                role: r,
                covered_by,
            } if covered_by.is_empty() => {
                tr_args(lang, "learn-proof-own", &[square, ("role", role(r))])
            }
            Bar::Own {
                role: r,
                covered_by,
            } => tr_args(
                lang,
                "learn-proof-own-covered",
                &[
                    square,
                    ("role", role(r)),
                    ("by", units(lang, covered_by).into()),
                    ("count", covered_by.len().into()),
                ],
            ),
            Bar::Defended { role: r, by } => tr_args(
                lang,
                "learn-proof-defended",
                &[
                    square,
                    ("role", role(r)),
                    ("by", units(lang, by).into()),
                    ("count", by.len().into()),
                ],
            ),
            Bar::EnemyKing => tr_args(lang, "learn-proof-enemy-king", &[square]),
        });
    }
    for c in &proof.checks {
        out.push(tr_args(
            lang,
            "learn-proof-check-from",
            &[(
                "checker",
                unit_on(lang, c.checker.role, c.checker.square).into(),
            )],
        ));
        if c.captures.is_empty() {
            out.push(tr(lang, "learn-proof-no-capture"));
        }
        for t in &c.captures {
            out.push(try_line(lang, "learn-proof-takes", t));
        }
        if c.line.is_empty() {
            out.push(tr(lang, "learn-proof-no-block"));
        } else if c.blocks.is_empty() {
            let squares: Vec<String> = c.line.iter().map(|s| s.to_string()).collect();
            out.push(tr_args(
                lang,
                "learn-proof-none-reaches",
                &[("squares", squares.join(", ").into())],
            ));
        }
        for t in &c.blocks {
            out.push(try_line(lang, "learn-proof-blocks", t));
        }
    }
    for u in &proof.units {
        let name = ("unit", Arg::from(unit_on(lang, u.unit.role, u.unit.square)));
        out.push(if u.moves == 0 {
            tr_args(lang, "learn-proof-stuck", &[name])
        } else {
            tr_args(
                lang,
                "learn-proof-exposes",
                &[
                    name,
                    ("moves", u.moves.into()),
                    ("by", units(lang, &u.exposes_to).into()),
                    ("count", u.exposes_to.len().into()),
                ],
            )
        });
    }
    // (How many series states the solver examined is for `check --json`, not
    // for the player.)
    out.push(tr(lang, "learn-proof-solver"));
    out
}

fn try_line(lang: Lang, id: &str, t: &Try) -> String {
    tr_args(
        lang,
        id,
        &[
            (
                "unit",
                capitalised(&unit_on(lang, t.unit.role, t.unit.square)).into(),
            ),
            ("move", t.coords.clone().into()),
            ("by", units(lang, &t.still_attacked_by).into()),
            ("count", t.still_attacked_by.len().into()),
        ],
    )
}

/// Why the practice progress cannot be read or written, as the player reads it in
/// `lang`.
pub fn progress_error(lang: Lang, e: &ProgressError) -> String {
    match e {
        ProgressError::Read { path, source } => tr_args(
            lang,
            "learn-progress-read",
            &[
                ("path", path.display().to_string().into()),
                (
                    "problem",
                    crate::words::common::io_error(lang, source).into(),
                ),
            ],
        ),
        ProgressError::Broken { path, line, reason } => tr_args(
            lang,
            "learn-progress-broken",
            &[
                ("path", path.display().to_string().into()),
                ("line", (*line).into()),
                (
                    "reason",
                    match reason {
                        BrokenLine::TooFewFields => "fields",
                        BrokenLine::UnknownKind => "kind",
                        BrokenLine::NotANumber => "number",
                        BrokenLine::WantFourNumbers => "count",
                    }
                    .into(),
                ),
            ],
        ),
        ProgressError::MakeFolder(e) => tr_args(
            lang,
            "learn-progress-write",
            &[("problem", crate::words::common::io_error(lang, e).into())],
        ),
        ProgressError::Write(e) => tr_args(
            lang,
            "learn-progress-write",
            &[("problem", crate::words::files::store_error(lang, e).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_join_their_lines_and_split_at_blank_lines() {
        assert_eq!(
            paragraphs("One two\nthree.\n\nFour\n  five."),
            ["One two three.", "Four five."]
        );
        assert_eq!(paragraphs(""), Vec::<String>::new());
    }

    #[test]
    fn a_message_of_several_paragraphs_keeps_them_apart() {
        for lang in Lang::ALL {
            let text = tr(lang, "learn-rules-flickering-draws");
            assert_eq!(paragraphs(&text).len(), 4, "{lang:?}: {text}");
        }
    }

    #[test]
    fn lists_of_units_are_joined_in_each_language() {
        let sq = |s| Square::parse(s).expect("a square");
        let list = vec![
            Unit {
                role: Role::Rook,
                square: sq("e8"),
            },
            Unit {
                role: Role::Bishop,
                square: sq("b5"),
            },
            Unit {
                role: Role::Queen,
                square: sq("d1"),
            },
        ];
        assert_eq!(
            units(Lang::En, &list),
            "the rook on e8, the bishop on b5 and the queen on d1"
        );
        assert_eq!(
            units(Lang::Uk, &list),
            "тура на e8, слон на b5 і ферзь на d1"
        );
        assert_eq!(units(Lang::En, &[]), "nothing");
    }

    /// A progress file that cannot be read or written is told in the player's
    /// language, the system's error included (English: the system's own words).
    #[test]
    fn a_system_error_is_in_the_players_language() {
        let denied = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let errors = [
            crate::practice::progress::ProgressError::Read {
                path: "/p/progress.tsv".into(),
                source: denied(),
            },
            crate::practice::progress::ProgressError::MakeFolder(denied()),
            crate::practice::progress::ProgressError::Write(crate::record::StoreError::Write {
                path: "/p/progress.tsv".into(),
                source: denied(),
            }),
        ];
        for e in &errors {
            assert_eq!(super::progress_error(Lang::En, e), e.to_string());
            let uk = super::progress_error(Lang::Uk, e);
            assert!(!uk.contains("ermission"), "{uk}");
            assert!(uk.contains("доступ заборонено"), "{uk}");
        }
    }
}
