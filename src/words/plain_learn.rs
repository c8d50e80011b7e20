//! The line mode's words for puzzles and lessons (`duochess practice --plain`,
//! `duochess lessons --plain`, [`crate::plain::practice`], [`crate::plain::lessons`]). The verdicts on an answer
//! are the practice and lessons screens' own ([`crate::words::learn`]); only what
//! the line mode adds — the numbered lists, the hint, what to type next — is here.

use crate::i18n::{tr, tr_args, Lang};
use crate::words::common::Say;

/// A text of puzzles and lessons in plain lines.
#[derive(Clone, Copy, Debug)]
pub enum LearnText<'a> {
    /// The first line of `practice --plain`.
    PracticeStart,
    /// One kind on the list: its number, name, task, and the score kept for it.
    KindRow {
        number: usize,
        name: &'a str,
        task: &'a str,
        solved: u32,
        tried: u32,
    },
    /// A puzzle's heading: its number in this run, kind and difficulty (none:
    /// Xiangqi, whose difficulty is its number of moves).
    PuzzleHead {
        number: usize,
        kind: &'a str,
        difficulty: Option<u8>,
    },
    /// Whose move it is in the puzzle.
    ToMove {
        kind: crate::session::GameKind,
        side: crate::core::Side,
    },
    /// How to type the answer to a puzzle of this kind (the screen's task speaks
    /// of keys and of ending the series).
    HowToAnswer(crate::words::learn::practice::AnyKind),
    /// The opponent's reply in a Xiangqi puzzle of two moves.
    Reply(&'a str),
    /// The hint: the square of the piece the answer starts with.
    HintFrom(&'a str),
    /// A judge puzzle has no hint.
    NoHintForJudge,
    /// After an answer: what to type.
    WhatNext,
    /// A line typed before a puzzle or lesson is chosen.
    ChooseFirst,
    /// Searching for a puzzle (it may take a few seconds).
    Searching,
    /// The commands of `practice --plain`.
    PracticeHelp,
    /// The first line of `lessons --plain`.
    LessonsStart,
    /// One lesson on the list: its number, game and title.
    LessonRow {
        number: usize,
        game: &'a str,
        title: &'a str,
    },
    /// What to type in a lesson.
    LessonHow,
    /// The commands of `lessons --plain`.
    LessonsHelp,
    /// The full-screen practice and lessons are on the start menu.
    FullScreenOnMenu,
}

impl Say for LearnText<'_> {
    fn say(&self, lang: Lang) -> String {
        use LearnText as T;
        let t = |id: &str| tr(lang, id);
        match *self {
            T::PracticeStart => t("plain-learn-practice-start"),
            T::KindRow {
                number,
                name,
                task,
                solved,
                tried,
            } => tr_args(
                lang,
                "plain-learn-kind-row",
                &[
                    ("number", number.into()),
                    ("name", name.into()),
                    ("task", task.into()),
                    ("solved", solved.into()),
                    ("tried", tried.into()),
                ],
            ),
            T::PuzzleHead {
                number,
                kind,
                difficulty,
            } => tr_args(
                lang,
                "plain-learn-puzzle-head",
                &[
                    ("number", number.into()),
                    ("kind", kind.into()),
                    ("difficulty", difficulty.map_or(0, u32::from).into()),
                ],
            ),
            T::ToMove { kind, side } => tr_args(
                lang,
                "plain-learn-to-move",
                &crate::words::common::side_args(kind, side),
            ),
            T::HowToAnswer(kind) => {
                use crate::practice::PuzzleKind;
                use crate::words::learn::practice::AnyKind;
                t(match kind {
                    AnyKind::Flickering(PuzzleKind::Judge) => "plain-learn-answer-verdict",
                    AnyKind::Flickering(_) => "plain-learn-answer-series",
                    AnyKind::Xiangqi(_) => "plain-learn-answer-move",
                })
            }
            T::Reply(mv) => tr_args(lang, "plain-learn-reply", &[("move", mv.into())]),
            T::HintFrom(cell) => tr_args(lang, "plain-learn-hint", &[("cell", cell.into())]),
            T::NoHintForJudge => t("plain-learn-no-hint-judge"),
            T::WhatNext => t("plain-learn-what-next"),
            T::ChooseFirst => t("plain-learn-choose-first"),
            T::Searching => t("plain-learn-searching"),
            T::PracticeHelp => t("plain-learn-practice-help"),
            T::LessonsStart => t("plain-learn-lessons-start"),
            T::LessonRow {
                number,
                game,
                title,
            } => tr_args(
                lang,
                "plain-learn-lesson-row",
                &[
                    ("number", number.into()),
                    ("game", game.into()),
                    ("title", title.into()),
                ],
            ),
            T::LessonHow => t("plain-learn-lesson-how"),
            T::LessonsHelp => t("plain-learn-lessons-help"),
            T::FullScreenOnMenu => t("plain-learn-full-screen-on-menu"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::xiangqi_puzzle::XiangqiKind;
    use crate::practice::PuzzleKind;
    use crate::words::common::walk;
    use crate::words::learn::practice::AnyKind;

    #[test]
    fn every_learn_text_in_both_languages() {
        use LearnText as T;
        let name = |t: &LearnText| -> &'static str {
            match t {
                T::PracticeStart => "PracticeStart",
                T::KindRow { .. } => "KindRow",
                T::PuzzleHead { .. } => "PuzzleHead",
                T::ToMove { .. } => "ToMove",
                T::HowToAnswer(_) => "HowToAnswer",
                T::Reply(_) => "Reply",
                T::HintFrom(_) => "HintFrom",
                T::NoHintForJudge => "NoHintForJudge",
                T::WhatNext => "WhatNext",
                T::ChooseFirst => "ChooseFirst",
                T::Searching => "Searching",
                T::PracticeHelp => "PracticeHelp",
                T::LessonsStart => "LessonsStart",
                T::LessonRow { .. } => "LessonRow",
                T::LessonHow => "LessonHow",
                T::LessonsHelp => "LessonsHelp",
                T::FullScreenOnMenu => "FullScreenOnMenu",
            }
        };
        let all = [
            T::PracticeStart,
            T::KindRow {
                number: 1,
                name: "втеча",
                task: "звільніть короля",
                solved: 2,
                tried: 3,
            },
            T::PuzzleHead {
                number: 1,
                kind: "втеча",
                difficulty: Some(2),
            },
            T::PuzzleHead {
                number: 2,
                kind: "мат",
                difficulty: None,
            },
            T::ToMove {
                kind: crate::session::GameKind::Xiangqi,
                side: crate::core::Side::White,
            },
            T::ToMove {
                kind: crate::session::GameKind::Flickering,
                side: crate::core::Side::Black,
            },
            T::HowToAnswer(AnyKind::Flickering(PuzzleKind::Escape)),
            T::HowToAnswer(AnyKind::Flickering(PuzzleKind::Judge)),
            T::HowToAnswer(AnyKind::Xiangqi(XiangqiKind::MateInTwo)),
            T::Reply("h9g7"),
            T::HintFrom("e2"),
            T::NoHintForJudge,
            T::WhatNext,
            T::ChooseFirst,
            T::Searching,
            T::PracticeHelp,
            T::LessonsStart,
            T::LessonRow {
                number: 1,
                game: "сянці",
                title: "ноги коня",
            },
            T::LessonHow,
            T::LessonsHelp,
            T::FullScreenOnMenu,
        ];
        walk(
            &all,
            name,
            17,
            &["h9g7", "e2", "e4", "f3", "h3e3", "duochess", "plain"],
        );
    }
}
