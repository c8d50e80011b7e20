//! Work in progress in words: what a background job does
//! ([`crate::play::worker::Task`]), and the status line while it runs — "Judging
//! the position after the series… 0,3 с (Esc — зупинити)" — the same on every
//! screen, with a search's limits after it and, on the opponent's turn, who thinks.

use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::opponent::OpponentName;
use crate::play::worker::Task;
use crate::words::common::{decimal, duration, Say};
use std::time::Duration;

/// What a job does ("Searching for a mate in one series").
impl Say for Task {
    fn say(&self, lang: Lang) -> String {
        match self {
            Task::JudgingSeries => tr(lang, "game-job-judging"),
            Task::Hint => tr(lang, "job-hint"),
            Task::Opponent => tr(lang, "job-opponent"),
            Task::Analysing => tr(lang, "editor-job-analysing"),
            Task::SeriesMate { .. } => tr(lang, "editor-job-series-mate"),
            Task::Mate { moves, .. } => {
                tr_args(lang, "editor-job-mate", &[("count", (*moves).into())])
            }
            Task::Engine { .. } => tr(lang, "editor-job-engine"),
            Task::Puzzles(kind) => tr_args(lang, "job-puzzles", &[("kind", kind.say(lang).into())]),
            Task::XiangqiPuzzles(kind) => tr_args(
                lang,
                "job-xiangqi-puzzles",
                &[("kind", kind.say(lang).into())],
            ),
            Task::Review(progress) => tr_args(
                lang,
                "job-review",
                &[
                    ("done", Arg::Num(progress.done() as i64)),
                    ("total", Arg::Num(progress.total() as i64)),
                ],
            ),
        }
    }
}

/// The status line of a job running for `elapsed`: what it does, for how long, and
/// the key that stops it; a search's limits after that (a narrow line keeps the
/// progress); on the opponent's turn (`opponent`), who thinks and the keys of that
/// turn.
#[derive(Clone, Debug)]
pub struct Progress<'a> {
    pub task: &'a Task,
    pub elapsed: Duration,
    pub opponent: Option<OpponentName>,
}

impl Say for Progress<'_> {
    fn say(&self, lang: Lang) -> String {
        let seconds = (
            "seconds",
            Arg::from(decimal(lang, &format!("{:.1}", self.elapsed.as_secs_f64()))),
        );
        if let (Task::Opponent, Some(name)) = (self.task, &self.opponent) {
            let what = tr_args(
                lang,
                "game-job-thinking",
                &[("name", name.say(lang).into())],
            );
            return tr_args(
                lang,
                "job-opponent-status",
                &[("what", what.into()), seconds],
            );
        }
        let mut text = tr_args(
            lang,
            "job-status",
            &[("what", self.task.say(lang).into()), seconds],
        );
        if let Some(limit) = limit(lang, self.task) {
            text.push_str(" · ");
            text.push_str(&limit);
        }
        text
    }
}

/// A search's limits: "at most 3.0 s", "1.5 s to think" (nothing for other
/// tasks).
fn limit(lang: Lang, task: &Task) -> Option<String> {
    match task {
        Task::SeriesMate { limit } => Some(at_most(lang, Some(*limit))),
        Task::Mate { limit, .. } => Some(at_most(lang, *limit)),
        Task::Engine { think } => Some(tr_args(
            lang,
            "editor-job-think",
            &[("time", duration(lang, *think).into())],
        )),
        _ => None,
    }
}

/// A job starting: what it does, and its limits: "Searching for a mate in one
/// series (at most 3.0 s)…".
#[derive(Clone, Copy, Debug)]
pub struct Started<'a>(pub &'a Task);

impl Say for Started<'_> {
    fn say(&self, lang: Lang) -> String {
        let what = self.0.say(lang);
        match limit(lang, self.0) {
            Some(limit) => tr_args(
                lang,
                "job-started",
                &[("what", what.into()), ("limit", limit.into())],
            ),
            None => what,
        }
    }
}

/// "at most 3.0 s" (or no limit).
fn at_most(lang: Lang, limit: Option<Duration>) -> String {
    let limit = match limit {
        Some(t) => duration(lang, t),
        None => tr(lang, "editor-none"),
    };
    tr_args(lang, "editor-job-at-most", &[("limit", limit.into())])
}

/// The message when a job was stopped: "Stopped: Looking for a hint."
#[derive(Clone, Copy, Debug)]
pub struct Stopped<'a>(pub &'a Task);

impl Say for Stopped<'_> {
    fn say(&self, lang: Lang) -> String {
        tr_args(lang, "job-stopped", &[("what", self.0.say(lang).into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::english_words;
    use crate::words::samples::tasks;

    /// Every task in both languages: English as its `Display` (the errors that
    /// carry one say it so), Ukrainian without English words, with the seconds in
    /// the language's decimals.
    #[test]
    fn every_task_and_its_progress_in_both_languages() {
        let name = OpponentName::Engine("Пікафіш".into());
        for task in tasks() {
            assert_eq!(task.say(Lang::En), task.to_string(), "{task:?}");
            let progress = Progress {
                task: &task,
                elapsed: Duration::from_millis(1234),
                opponent: Some(name.clone()),
            };
            let uk = progress.say(Lang::Uk);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
            assert!(uk.contains("1,2 с"), "{uk}");
            let en = progress.say(Lang::En);
            assert!(en.contains("1.2 s"), "{en}");
            let stopped = Stopped(&task).say(Lang::Uk);
            assert_eq!(english_words(&stopped), Vec::<String>::new(), "{stopped}");
        }
    }
}
