//! The lessons in words: each lesson's title and instruction, found by the
//! lesson's stable key (`practice::Lesson::id`), the lessons screen's texts
//! ([`LessonsText`]), and why a lesson refuses the series or move played.

use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::adapters::SetupError;
use crate::practice::{lessons, xiangqi_lessons};
use crate::session::GameKind;
use crate::words::common::Say;
use crate::words::learn::{series_cannot_end, sq};
use crate::xiangqi::PieceKind;

/// Why a Flickering series does not do what its lesson asks.
impl Say for lessons::Unmet {
    fn say(&self, lang: Lang) -> String {
        let why = self;
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
}

/// Why a Flickering lesson refuses the series played.
impl Say for lessons::LessonRefusal {
    fn say(&self, lang: Lang) -> String {
        let why = self;
        use lessons::LessonRefusal as R;
        match why {
            R::Notation(n) => n.say(lang),
            R::CannotEnd(c) => series_cannot_end(lang, c),
            R::Unmet(u) => u.say(lang),
            R::OtherPosition => tr(lang, "learn-lesson-other-position"),
        }
    }
}

/// Why a Xiangqi move does not do what its lesson asks.
impl Say for xiangqi_lessons::Unmet {
    fn say(&self, lang: Lang) -> String {
        let why = self;
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
}

/// Why a Xiangqi lesson refuses the move played.
impl Say for xiangqi_lessons::LessonRefusal {
    fn say(&self, lang: Lang) -> String {
        let why = self;
        use xiangqi_lessons::LessonRefusal as R;
        match why {
            R::Notation(n) => crate::play::port::GameError::XiangqiNotation(n.clone()).say(lang),
            R::Unmet(u) => u.say(lang),
            R::Position(e) => tr_args(
                lang,
                "learn-lesson-cannot-set-up",
                &[("problem", e.to_string().into())],
            ),
        }
    }
}

/// The lessons' words: (lesson id, title's message id, instruction's message id).
const WORDS: &[(&str, &str, &str)] = &[
    (
        "never-captured",
        "learn-lesson-never-captured-title",
        "learn-lesson-never-captured",
    ),
    (
        "two-checks",
        "learn-lesson-two-checks-title",
        "learn-lesson-two-checks",
    ),
    (
        "castle-after-clearing",
        "learn-lesson-castle-after-clearing-title",
        "learn-lesson-castle-after-clearing",
    ),
    (
        "two-en-passant",
        "learn-lesson-two-en-passant-title",
        "learn-lesson-two-en-passant",
    ),
    (
        "no-stepping-into-check",
        "learn-lesson-no-stepping-into-check-title",
        "learn-lesson-no-stepping-into-check",
    ),
    (
        "pinned-piece",
        "learn-lesson-pinned-piece-title",
        "learn-lesson-pinned-piece",
    ),
    (
        "hidden-rescue",
        "learn-lesson-hidden-rescue-title",
        "learn-lesson-hidden-rescue",
    ),
    (
        "horse-legs",
        "learn-lesson-horse-legs-title",
        "learn-lesson-horse-legs",
    ),
    (
        "elephant-eyes",
        "learn-lesson-elephant-eyes-title",
        "learn-lesson-elephant-eyes",
    ),
    (
        "cannon-screens",
        "learn-lesson-cannon-screens-title",
        "learn-lesson-cannon-screens",
    ),
    (
        "flying-general",
        "learn-lesson-flying-general-title",
        "learn-lesson-flying-general",
    ),
    (
        "stalemate-loses",
        "learn-lesson-stalemate-loses-title",
        "learn-lesson-stalemate-loses",
    ),
];

/// The message ids of a lesson's title and instruction, by its key.
fn words_of(lesson: &str) -> Option<(&'static str, &'static str)> {
    WORDS
        .iter()
        .find(|(id, _, _)| *id == lesson)
        .map(|(_, title, instruction)| (*title, *instruction))
}

/// A text of the lessons screen. A lesson is named by its stable key.
#[derive(Clone, Copy, Debug)]
pub enum LessonsText<'a> {
    /// "Lessons — Xiangqi".
    Head(GameKind),
    Title(&'a str),
    /// Paragraphs separated by blank lines.
    Instruction(&'a str),
    /// "Lesson 2 of 7".
    LessonOf {
        number: usize,
        count: usize,
    },
    /// The series played so far.
    ThisSeries(&'a str),
    Passed,
    /// Why the try does not do what the lesson asks (`why`: its words), and how
    /// to go on in the game (a series, or a move taken back).
    NotYet {
        kind: GameKind,
        why: &'a str,
    },
    /// A solution was shown.
    Shown,
    /// The solution played: "A solution: …".
    ASolution(&'a str),
    /// A Xiangqi move refused (`why`: its words).
    MoveRefused {
        mv: &'a str,
        why: &'a str,
    },
    /// The lesson's position cannot be set up (a mistake in the lessons' data).
    CannotSetUp(&'a SetupError),
    PlayASeriesFirst,
}

impl LessonsText<'_> {
    /// Whether the lesson has its words.
    pub fn has_words(lesson: &str) -> bool {
        words_of(lesson).is_some()
    }
}

impl Say for LessonsText<'_> {
    fn say(&self, lang: Lang) -> String {
        use LessonsText as T;
        // A lesson without words shows its key (a test makes sure every lesson has
        // them).
        let word = |lesson: &str, pick: fn((&'static str, &'static str)) -> &'static str| {
            words_of(lesson).map_or_else(|| lesson.to_string(), |w| tr(lang, pick(w)))
        };
        match *self {
            T::Head(kind) => tr_args(
                lang,
                "learn-lessons-head",
                &[("game", kind.say(lang).into())],
            ),
            T::Title(lesson) => word(lesson, |(title, _)| title),
            T::Instruction(lesson) => word(lesson, |(_, instruction)| instruction),
            T::LessonOf { number, count } => tr_args(
                lang,
                "learn-lesson-of",
                &[("number", number.into()), ("count", count.into())],
            ),
            T::ThisSeries(series) => {
                tr_args(lang, "learn-this-series", &[("series", series.into())])
            }
            T::Passed => tr(lang, "learn-lesson-passed"),
            T::NotYet { kind, why } => tr_args(
                lang,
                match kind {
                    GameKind::Flickering => "learn-lesson-not-yet-series",
                    GameKind::Xiangqi => "learn-lesson-not-yet-move",
                },
                &[("why", why.into())],
            ),
            T::Shown => tr(lang, "learn-lesson-shown"),
            T::ASolution(series) => tr_args(
                lang,
                "learn-lesson-a-solution",
                &[("series", series.into())],
            ),
            T::MoveRefused { mv, why } => tr_args(
                lang,
                "learn-lesson-move-refused",
                &[("move", mv.into()), ("why", why.into())],
            ),
            T::CannotSetUp(e) => tr_args(
                lang,
                "learn-lesson-cannot-set-up",
                &[("problem", e.say(lang).into())],
            ),
            T::PlayASeriesFirst => tr(lang, "learn-play-a-series-first"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::walk;

    #[test]
    fn every_lessons_text_in_both_languages() {
        use LessonsText as T;
        let name = |t: &LessonsText| -> &'static str {
            match t {
                T::Head(_) => "Head",
                T::Title(_) => "Title",
                T::Instruction(_) => "Instruction",
                T::LessonOf { .. } => "LessonOf",
                T::ThisSeries(_) => "ThisSeries",
                T::Passed => "Passed",
                T::NotYet { .. } => "NotYet",
                T::Shown => "Shown",
                T::ASolution(_) => "ASolution",
                T::MoveRefused { .. } => "MoveRefused",
                T::CannotSetUp(_) => "CannotSetUp",
                T::PlayASeriesFirst => "PlayASeriesFirst",
            }
        };
        let setup = SetupError::NotChess;
        let mut all = vec![
            T::LessonOf {
                number: 2,
                count: 7,
            },
            T::ThisSeries("e2e4, g1f3"),
            T::Passed,
            T::Shown,
            T::ASolution("e2e4,"),
            T::MoveRefused {
                mv: "h3e3",
                why: "кінь тут не ходить",
            },
            T::CannotSetUp(&setup),
            T::PlayASeriesFirst,
        ];
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            all.push(T::Head(kind));
            all.push(T::NotYet {
                kind,
                why: "король під ударом",
            });
        }
        let lessons = crate::practice::lessons::LESSONS.iter().map(|l| l.id);
        let xiangqi = crate::practice::xiangqi_lessons::LESSONS
            .iter()
            .map(|l| l.id);
        for id in lessons.chain(xiangqi) {
            assert!(T::has_words(id), "{id}");
            all.push(T::Title(id));
            all.push(T::Instruction(id));
        }
        walk(&all, name, 12, &[]);
    }
}
