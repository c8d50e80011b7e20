//! Lessons in plain lines (`duochess lessons --plain`): the lessons of both games
//! listed by number, a lesson's title and instruction said as lines with the
//! pieces, the answer typed as in the game and judged on the board by the lesson's
//! goal ([`crate::practice::lessons`], [`crate::practice::xiangqi_lessons`]) with the
//! lessons screen's words; `show` plays a solution, `next` opens the next lesson.

use super::command::{self, Command};
use super::describe::{look, push};
use super::Learning;
use crate::i18n::Lang;
use crate::practice::{lessons as flickering, xiangqi_lessons as xiangqi};
use crate::session::GameKind;
use crate::words::learn::lessons::LessonsText;
use crate::words::plain::PlainText;
use crate::words::plain_learn::LearnText;
use crate::words::Say;

/// A lesson of either game, by its place in the list.
#[derive(Copy, Clone)]
enum AnyLesson {
    Flickering(&'static flickering::Lesson),
    Xiangqi(&'static xiangqi::Lesson),
}

impl AnyLesson {
    /// Every lesson: Flickering Chess's, then Xiangqi's.
    fn all() -> Vec<AnyLesson> {
        let f = flickering::LESSONS.iter().map(AnyLesson::Flickering);
        f.chain(xiangqi::LESSONS.iter().map(AnyLesson::Xiangqi))
            .collect()
    }

    fn kind(self) -> GameKind {
        match self {
            AnyLesson::Flickering(_) => GameKind::Flickering,
            AnyLesson::Xiangqi(_) => GameKind::Xiangqi,
        }
    }

    fn id(self) -> &'static str {
        match self {
            AnyLesson::Flickering(l) => l.id,
            AnyLesson::Xiangqi(l) => l.id,
        }
    }

    fn fen(self) -> &'static str {
        match self {
            AnyLesson::Flickering(l) => l.fen,
            AnyLesson::Xiangqi(l) => l.fen,
        }
    }

    fn show_me(self) -> &'static str {
        match self {
            AnyLesson::Flickering(l) => l.show_me,
            AnyLesson::Xiangqi(l) => l.show_me,
        }
    }
}

/// Lessons in plain lines.
pub struct PlainLessons {
    lang: Lang,
    lessons: Vec<AnyLesson>,
    /// The open lesson's place in the list.
    open: Option<usize>,
    quit: bool,
}

impl PlainLessons {
    pub fn new(lang: Lang) -> PlainLessons {
        PlainLessons {
            lang,
            lessons: AnyLesson::all(),
            open: None,
            quit: false,
        }
    }

    fn say(&self, out: &mut Vec<String>, text: impl Say) {
        push(out, &text.say(self.lang));
    }

    fn list(&self, out: &mut Vec<String>) {
        for (i, l) in self.lessons.iter().enumerate() {
            let game = l.kind().say(self.lang);
            let title = LessonsText::Title(l.id()).say(self.lang);
            let row = LearnText::LessonRow {
                number: i + 1,
                game: &game,
                title: &title,
            };
            self.say(out, row);
        }
    }

    /// Open the lesson at `i`: its number, title, instruction (a line a
    /// paragraph), what to type, and the pieces.
    fn open(&mut self, out: &mut Vec<String>, i: usize) {
        let Some(lesson) = self.lessons.get(i).copied() else {
            return self.say(out, LearnText::ChooseFirst);
        };
        self.open = Some(i);
        let count = self.lessons.len();
        self.say(
            out,
            LessonsText::LessonOf {
                number: i + 1,
                count,
            },
        );
        self.say(out, LessonsText::Title(lesson.id()));
        let instruction = LessonsText::Instruction(lesson.id()).say(self.lang);
        for paragraph in instruction.split("\n\n") {
            let line = paragraph.split_whitespace().collect::<Vec<_>>().join(" ");
            push(out, &line);
        }
        self.say(out, LearnText::LessonHow);
        self.look(out, Command::Pieces);
    }

    fn lesson(&self) -> Option<AnyLesson> {
        self.lessons.get(self.open?).copied()
    }

    fn look(&self, out: &mut Vec<String>, command: Command) {
        let Some(lesson) = self.lesson() else {
            return self.say(out, LearnText::ChooseFirst);
        };
        match crate::play::new_game(lesson.kind(), Some(lesson.fen())) {
            Ok(game) => look(self.lang, out, game.as_ref(), command),
            Err(e) => self.say(out, LessonsText::CannotSetUp(&e)),
        }
    }

    /// The typed answer, judged on the lesson's position by its goal.
    fn answer(&self, out: &mut Vec<String>, text: &str) {
        let lang = self.lang;
        match self.lesson() {
            None => self.say(out, LearnText::ChooseFirst),
            Some(AnyLesson::Flickering(l)) => match l.check_text(text) {
                Ok(()) => self.say(out, LessonsText::Passed),
                Err(e) => push(out, &e.say(lang)),
            },
            Some(AnyLesson::Xiangqi(l)) => match l.check_text(text) {
                Ok(_) => self.say(out, LessonsText::Passed),
                Err(e) => {
                    let why = e.say(lang);
                    let mv = text.trim();
                    self.say(out, LessonsText::MoveRefused { mv, why: &why });
                }
            },
        }
    }
}

impl Learning for PlainLessons {
    fn start(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        self.say(&mut out, LearnText::LessonsStart);
        self.list(&mut out);
        out
    }

    fn line(&mut self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let trimmed = text.trim();
        let first = trimmed
            .split_whitespace()
            .next()
            .map(str::to_lowercase)
            .unwrap_or_default();
        if let Ok(n) = first.parse::<usize>() {
            match n.checked_sub(1) {
                Some(i) if i < self.lessons.len() => self.open(&mut out, i),
                _ => self.say(&mut out, LearnText::ChooseFirst),
            }
            return out;
        }
        match first.as_str() {
            "list" | "список" => self.list(&mut out),
            "next" | "далі" => {
                let i = self.open.map_or(0, |i| (i + 1) % self.lessons.len());
                self.open(&mut out, i);
            }
            "show" | "покажи" => match self.lesson() {
                Some(l) => self.say(&mut out, LessonsText::ASolution(l.show_me())),
                None => self.say(&mut out, LearnText::ChooseFirst),
            },
            _ => match command::parse(text) {
                None => {}
                Some(c @ (Command::Board { .. } | Command::Pieces | Command::Scan(_))) => {
                    self.look(&mut out, c);
                }
                Some(Command::Help) => self.say(&mut out, LearnText::LessonsHelp),
                Some(Command::Quit) => {
                    self.quit = true;
                    self.say(&mut out, PlainText::Bye { autosaved: false });
                }
                Some(_) => self.answer(&mut out, trimmed),
            },
        }
        out
    }

    fn end_of_input(&mut self) -> Vec<String> {
        vec![PlainText::Bye { autosaved: false }.say(self.lang)]
    }

    fn finished(&self) -> bool {
        self.quit
    }
}
