//! Practice in words: a puzzle's kind, why an answer is refused, why generating
//! puzzles stopped short, and why the progress file cannot be used.

use crate::i18n::{tr, tr_args, Lang};
use crate::play::adapters::SetupError;
use crate::practice::progress::{BrokenLine, ProgressError};
use crate::practice::xiangqi_puzzle::{XiangqiExhausted, XiangqiKind, XiangqiRefused};
use crate::practice::{GenerateError, JudgeVerdict, PuzzleKind, Refused};
use crate::words::common::Say;
use crate::words::learn::series_cannot_end;

/// A Flickering puzzle kind's name: "escape", "mate-in-one", "judge".
impl Say for PuzzleKind {
    fn say(&self, lang: Lang) -> String {
        let kind = *self;
        tr(
            lang,
            match kind {
                PuzzleKind::Escape => "learn-kind-escape",
                PuzzleKind::MateInOne => "learn-kind-mate-in-one",
                PuzzleKind::Judge => "learn-kind-judge",
            },
        )
    }
}

/// A Xiangqi puzzle kind's name: "mate-in-one", "mate-in-two".
impl Say for XiangqiKind {
    fn say(&self, lang: Lang) -> String {
        let kind = *self;
        tr(
            lang,
            match kind {
                XiangqiKind::MateInOne => "learn-xiangqi-kind-mate-in-one",
                XiangqiKind::MateInTwo => "learn-xiangqi-kind-mate-in-two",
            },
        )
    }
}

/// Why a puzzle's answer is refused.
impl Say for Refused {
    fn say(&self, lang: Lang) -> String {
        let why = self;
        use crate::practice::check::Wanted;
        match why {
            Refused::Notation(n) => n.say(lang),
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
                &[("kind", (*kind).say(lang).into())],
            ),
        }
    }
}

/// Why generating Flickering puzzles stopped short.
impl Say for GenerateError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
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
                    ("kind", (*kind).say(lang).into()),
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
}

/// Why generating Xiangqi puzzles stopped short.
impl Say for XiangqiExhausted {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        tr_args(
            lang,
            "learn-xiangqi-exhausted",
            &[
                ("kind", e.kind.say(lang).into()),
                ("found", e.found.into()),
                ("wanted", e.wanted.into()),
                (
                    "candidates",
                    i64::try_from(e.candidates).unwrap_or(i64::MAX).into(),
                ),
            ],
        )
    }
}

/// Why the player's Xiangqi move does not solve the puzzle.
impl Say for XiangqiRefused {
    fn say(&self, lang: Lang) -> String {
        let why = self;
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
}

/// Why the practice progress cannot be read or written, as the player reads it in
/// `lang`.
impl Say for ProgressError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        match e {
            ProgressError::Read(e) => tr_args(
                lang,
                "learn-progress-read",
                &[("problem", e.say(lang).into())],
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
                &[("problem", e.say(lang).into())],
            ),
            ProgressError::Write(e) => tr_args(
                lang,
                "learn-progress-write",
                &[("problem", e.say(lang).into())],
            ),
        }
    }
}

/// A puzzle kind of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyKind {
    Flickering(PuzzleKind),
    Xiangqi(XiangqiKind),
}

/// A puzzle's answer as the player is told it: a series (its moves, joined), or
/// a judge puzzle's truth (the way out's moves when there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solution<'a> {
    Series(&'a str),
    Truth {
        verdict: JudgeVerdict,
        rescue: Option<&'a str>,
    },
}

impl Say for Solution<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            Solution::Series(moves) => {
                tr_args(lang, "learn-answer-series", &[("moves", moves.into())])
            }
            Solution::Truth {
                verdict: JudgeVerdict::Escape,
                rescue: Some(moves),
            } => tr_args(lang, "learn-truth-way-out", &[("moves", moves.into())]),
            Solution::Truth {
                verdict: JudgeVerdict::Mate,
                ..
            } => tr(lang, "learn-truth-mate"),
            Solution::Truth {
                verdict: JudgeVerdict::Stalemate,
                ..
            } => tr(lang, "learn-truth-stalemate"),
            Solution::Truth { verdict, .. } => tr_args(
                lang,
                "learn-truth-is",
                &[("verdict", verdict.name().into())],
            ),
        }
    }
}

/// A text of the practice screen.
#[derive(Clone, Copy, Debug)]
pub enum PracticeText<'a> {
    Head,
    /// Before the Xiangqi kinds on the choosing screen.
    XiangqiRow,
    /// What a kind asks.
    Task(AnyKind),
    /// A kind's name on the puzzle's heading ("Xiangqi mate-in-one").
    Kind(AnyKind),
    ColumnDifficulty,
    ColumnSolved,
    ColumnTried,
    ColumnStreak,
    ColumnBest,
    /// A difficulty (none: any; 5: five or more).
    Difficulty(Option<u8>),
    /// Missed puzzles to try again.
    MissedCount(usize),
    GeneratorLost,
    StoppedGenerating,
    NoMissed,
    /// The puzzle's position cannot be set up (a mistake of the generator).
    CannotSetUp(&'a SetupError),
    /// "Puzzle 2 of 5 · escape".
    PuzzleOf {
        number: usize,
        count: usize,
        kind: AnyKind,
    },
    Score {
        difficulty: u8,
        streak: u32,
        solved: u32,
        tried: u32,
    },
    /// The series played so far.
    ThisSeries(&'a str),
    /// The Xiangqi moves played so far.
    Played(&'a str),
    /// Solved with these moves.
    Solved(&'a str),
    /// Missed (why, when the answer was refused) and the answer.
    Missed {
        why: Option<&'a Refused>,
        answer: Solution<'a>,
    },
    /// A judge puzzle answered: right or not, and the truth.
    Judged {
        solved: bool,
        truth: Solution<'a>,
    },
    /// A Xiangqi puzzle missed (why, when the move was refused) and its answer.
    XiangqiMissed {
        why: Option<&'a XiangqiRefused>,
        moves: &'a str,
    },
    /// How far the proof is stepped on the board.
    ProofOnBoard {
        shown: usize,
        count: usize,
    },
    /// What the proof's marks on the board mean.
    ProofMarks,
    PlayASeriesFirst,
    /// Leaving practice with `count` missed puzzles to try again, which go.
    AskLeave(usize),
}

impl Say for PracticeText<'_> {
    fn say(&self, lang: Lang) -> String {
        use PracticeText as T;
        let t = |id: &str| tr(lang, id);
        match *self {
            T::Head => t("learn-practice-head"),
            T::XiangqiRow => t("learn-practice-xiangqi"),
            T::Task(AnyKind::Flickering(kind)) => t(match kind {
                PuzzleKind::Escape => "learn-task-escape",
                PuzzleKind::MateInOne => "learn-task-mate-in-one",
                PuzzleKind::Judge => "learn-task-judge",
            }),
            T::Task(AnyKind::Xiangqi(kind)) => t(match kind {
                XiangqiKind::MateInOne => "learn-xiangqi-task-mate-in-one",
                XiangqiKind::MateInTwo => "learn-xiangqi-task-mate-in-two",
            }),
            T::Kind(AnyKind::Flickering(kind)) => kind.say(lang),
            T::Kind(AnyKind::Xiangqi(kind)) => tr_args(
                lang,
                "learn-xiangqi-kind",
                &[("kind", kind.say(lang).into())],
            ),
            T::ColumnDifficulty => t("learn-column-difficulty"),
            T::ColumnSolved => t("learn-column-solved"),
            T::ColumnTried => t("learn-column-tried"),
            T::ColumnStreak => t("learn-column-streak"),
            T::ColumnBest => t("learn-column-best"),
            T::Difficulty(None) => t("learn-difficulty-any"),
            T::Difficulty(Some(5)) => "5+".into(),
            T::Difficulty(Some(d)) => d.to_string(),
            T::MissedCount(count) => {
                tr_args(lang, "learn-missed-count", &[("count", count.into())])
            }
            T::GeneratorLost => t("learn-generator-lost"),
            T::StoppedGenerating => t("learn-stopped-generating"),
            T::NoMissed => t("learn-no-missed"),
            T::CannotSetUp(e) => tr_args(
                lang,
                "learn-puzzle-cannot-set-up",
                &[("problem", e.say(lang).into())],
            ),
            T::PuzzleOf {
                number,
                count,
                kind,
            } => tr_args(
                lang,
                "learn-puzzle-of",
                &[
                    ("number", number.into()),
                    ("count", count.into()),
                    ("kind", T::Kind(kind).say(lang).into()),
                ],
            ),
            T::Score {
                difficulty,
                streak,
                solved,
                tried,
            } => tr_args(
                lang,
                "learn-puzzle-score",
                &[
                    ("difficulty", u32::from(difficulty).into()),
                    ("streak", streak.into()),
                    ("solved", solved.into()),
                    ("tried", tried.into()),
                ],
            ),
            T::ThisSeries(series) => {
                tr_args(lang, "learn-this-series", &[("series", series.into())])
            }
            T::Played(moves) => tr_args(lang, "learn-played", &[("moves", moves.into())]),
            T::Solved(moves) => tr_args(lang, "learn-solved", &[("moves", moves.into())]),
            T::Missed {
                why: Some(why),
                answer,
            } => tr_args(
                lang,
                "learn-missed-because",
                &[
                    ("why", why.say(lang).into()),
                    ("answer", answer.say(lang).into()),
                ],
            ),
            T::Missed { why: None, answer } => tr_args(
                lang,
                "learn-the-answer",
                &[("answer", answer.say(lang).into())],
            ),
            T::Judged { solved, truth } => tr_args(
                lang,
                if solved {
                    "learn-right"
                } else {
                    "learn-missed"
                },
                &[("why", truth.say(lang).into())],
            ),
            T::XiangqiMissed {
                why: Some(why),
                moves,
            } => tr_args(
                lang,
                "learn-xiangqi-missed-because",
                &[("why", why.say(lang).into()), ("moves", moves.into())],
            ),
            T::XiangqiMissed { why: None, moves } => {
                tr_args(lang, "learn-xiangqi-the-answer", &[("moves", moves.into())])
            }
            T::ProofOnBoard { shown, count } => tr_args(
                lang,
                "learn-proof-on-board",
                &[("shown", shown.into()), ("count", count.into())],
            ),
            T::ProofMarks => t("learn-proof-marks"),
            T::PlayASeriesFirst => t("learn-play-a-series-first"),
            T::AskLeave(count) => tr_args(lang, "learn-ask-leave", &[("count", count.into())]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::walk;

    #[test]
    fn every_practice_text_in_both_languages() {
        use PracticeText as T;
        let name = |t: &PracticeText| -> &'static str {
            match t {
                T::Head => "Head",
                T::XiangqiRow => "XiangqiRow",
                T::Task(_) => "Task",
                T::Kind(_) => "Kind",
                T::ColumnDifficulty => "ColumnDifficulty",
                T::ColumnSolved => "ColumnSolved",
                T::ColumnTried => "ColumnTried",
                T::ColumnStreak => "ColumnStreak",
                T::ColumnBest => "ColumnBest",
                T::Difficulty(_) => "Difficulty",
                T::MissedCount(_) => "MissedCount",
                T::GeneratorLost => "GeneratorLost",
                T::StoppedGenerating => "StoppedGenerating",
                T::NoMissed => "NoMissed",
                T::CannotSetUp(_) => "CannotSetUp",
                T::PuzzleOf { .. } => "PuzzleOf",
                T::Score { .. } => "Score",
                T::ThisSeries(_) => "ThisSeries",
                T::Played(_) => "Played",
                T::Solved(_) => "Solved",
                T::Missed { .. } => "Missed",
                T::Judged { .. } => "Judged",
                T::XiangqiMissed { .. } => "XiangqiMissed",
                T::ProofOnBoard { .. } => "ProofOnBoard",
                T::ProofMarks => "ProofMarks",
                T::PlayASeriesFirst => "PlayASeriesFirst",
                T::AskLeave(_) => "AskLeave",
            }
        };
        let kinds: Vec<AnyKind> = PuzzleKind::ALL
            .map(AnyKind::Flickering)
            .into_iter()
            .chain(XiangqiKind::ALL.map(AnyKind::Xiangqi))
            .collect();
        let setup = SetupError::NotChess;
        let refused = Refused::Stalemate;
        let no_win = XiangqiRefused::NoWin("h3e3".into());
        let mut solutions = vec![Solution::Series("e2e4, g1f3")];
        for verdict in JudgeVerdict::ALL {
            for rescue in [None, Some("e1f1")] {
                solutions.push(Solution::Truth { verdict, rescue });
            }
        }
        let mut all = vec![
            T::Head,
            T::XiangqiRow,
            T::ColumnDifficulty,
            T::ColumnSolved,
            T::ColumnTried,
            T::ColumnStreak,
            T::ColumnBest,
            T::Difficulty(None),
            T::Difficulty(Some(3)),
            T::Difficulty(Some(5)),
            T::MissedCount(2),
            T::GeneratorLost,
            T::StoppedGenerating,
            T::NoMissed,
            T::CannotSetUp(&setup),
            T::Score {
                difficulty: 2,
                streak: 1,
                solved: 3,
                tried: 5,
            },
            T::ThisSeries("e2e4"),
            T::Played("h3e3"),
            T::Solved("h3e3"),
            T::XiangqiMissed {
                why: Some(&no_win),
                moves: "h3e3",
            },
            T::XiangqiMissed {
                why: None,
                moves: "h3e3",
            },
            T::ProofOnBoard { shown: 1, count: 3 },
            T::ProofMarks,
            T::PlayASeriesFirst,
            T::AskLeave(1),
            T::AskLeave(3),
        ];
        for kind in &kinds {
            all.push(T::Task(*kind));
            all.push(T::Kind(*kind));
            all.push(T::PuzzleOf {
                number: 1,
                count: 5,
                kind: *kind,
            });
        }
        for answer in &solutions {
            all.push(T::Missed {
                why: Some(&refused),
                answer: *answer,
            });
            all.push(T::Missed {
                why: None,
                answer: *answer,
            });
            all.push(T::Judged {
                solved: true,
                truth: *answer,
            });
        }
        walk(&all, name, 27, &[]);
    }

    /// A progress file that cannot be read or written is told in the player's
    /// language, the system's error included (English: the system's own words).
    #[test]
    fn a_system_error_is_in_the_players_language() {
        let denied = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let errors = [
            crate::practice::progress::ProgressError::Read(crate::record::StoreError::Read {
                path: "/p/progress.tsv".into(),
                source: denied(),
            }),
            crate::practice::progress::ProgressError::MakeFolder(denied()),
            crate::practice::progress::ProgressError::Write(crate::record::StoreError::Write {
                path: "/p/progress.tsv".into(),
                source: denied(),
            }),
        ];
        for e in &errors {
            assert_eq!(e.say(Lang::En), e.to_string());
            let uk = e.say(Lang::Uk);
            assert!(!uk.contains("ermission"), "{uk}");
            assert!(uk.contains("доступ заборонено"), "{uk}");
        }
    }
}
