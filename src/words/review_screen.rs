//! The review screen's own words (`ReviewScreenText`): its title, what the board
//! shows, the evaluation graph's caption, the marks of the move list and their
//! meaning, and what happens to the review (running, stopped, kept, opened). A
//! turn's line and its findings are [`crate::words::review`]'s, as the command
//! line says them.
//!
//! The marks of the move list are symbols, the same in every language, and the
//! help says each in words: `#?` a mate missed, `#!` a mate allowed, `?!` an
//! inaccuracy, `?` a mistake, `??` a blunder, `…` not decided.

use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::review::board::Shown;
use crate::play::review::{Class, EngineFrom, Mate, TurnReview};
use crate::record::StoreError;
use crate::session::GameKind;
use crate::words::common::{side_args, Say};

/// A text of the review screen.
#[derive(Clone, Copy, Debug)]
pub enum ReviewScreenText<'a> {
    /// "Review · Flickering Chess".
    Title(GameKind),
    /// While the review runs: Esc stops it and keeps the turns done.
    Running,
    /// Esc was pressed: the review is stopping.
    Stopping,
    /// The review was kept beside the record, and opened from there at once.
    Opened,
    /// The review could not be written beside the record.
    NotKept(&'a StoreError),
    /// The UCI engine that evaluated a Xiangqi review, and where it came from.
    Engine {
        name: &'a str,
        from: Option<EngineFrom>,
    },
    /// A Xiangqi review without an engine: the mates alone.
    NoEngine,
    /// A record without moves.
    NoTurns,
    /// What the board shows.
    Board(GameKind, Shown),
    /// The evaluation graph's caption (whose side is up).
    Graph(GameKind),
    /// The help's lines on the marks and the graph.
    Marks,
    /// The help's title.
    HelpTitle,
}

/// The marks of a turn in the move list (symbols, the same in every language):
/// `#?` a mate missed, `#!` a mate allowed, `?!` `?` `??` its class, `…` a search
/// not decided.
pub fn marks(t: &TurnReview) -> String {
    let mut out = Vec::new();
    if matches!(t.missed_mate, Mate::Yes { .. }) {
        out.push("#?");
    }
    if matches!(t.allowed_mate, Mate::Yes { .. }) {
        out.push("#!");
    }
    match t.class {
        Some(Class::Inaccuracy) => out.push("?!"),
        Some(Class::Mistake) => out.push("?"),
        Some(Class::Blunder) => out.push("??"),
        None => {}
    }
    if !t.decided() {
        out.push("…");
    }
    out.join(" ")
}

fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

impl Say for ReviewScreenText<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            ReviewScreenText::Title(kind) => tr_args(
                lang,
                "review-screen-title",
                &[("game", kind.say(lang).into())],
            ),
            ReviewScreenText::Running => tr(lang, "review-screen-running"),
            ReviewScreenText::Stopping => tr(lang, "review-screen-stopping"),
            ReviewScreenText::Opened => tr(lang, "review-screen-opened"),
            ReviewScreenText::NotKept(e) => tr_args(
                lang,
                "review-screen-not-kept",
                &[("why", e.say(lang).into())],
            ),
            ReviewScreenText::Engine { name, from } => tr_args(
                lang,
                "review-screen-engine",
                &[
                    ("engine", name.into()),
                    ("from", crate::words::review::engine_from_key(from).into()),
                ],
            ),
            ReviewScreenText::NoEngine => tr(lang, "review-screen-no-engine"),
            ReviewScreenText::NoTurns => tr(lang, "review-screen-no-turns"),
            ReviewScreenText::Board(kind, shown) => {
                let id = match shown {
                    Shown::Played => "review-screen-board-played",
                    Shown::MissedMate => "review-screen-board-missed",
                    Shown::AllowedMate => "review-screen-board-allowed",
                    Shown::Better => "review-screen-board-better",
                };
                tr_args(lang, id, &[("game", game_key(kind).into())])
            }
            ReviewScreenText::Graph(kind) => {
                tr_args(lang, "review-screen-graph", &side_args(kind, Side::White))
            }
            ReviewScreenText::Marks => [
                "review-mark-heading",
                "review-mark-missed",
                "review-mark-allowed",
                "review-mark-inaccuracy",
                "review-mark-mistake",
                "review-mark-blunder",
                "review-mark-undecided",
                "review-mark-graph",
            ]
            .iter()
            .map(|id| tr(lang, id))
            .collect::<Vec<_>>()
            .join("\n"),
            ReviewScreenText::HelpTitle => tr(lang, "review-screen-help-title"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::common::walk;

    #[test]
    fn every_review_screen_text_in_both_languages() {
        let e = StoreError::Write {
            path: "x.pgn.review.toml".into(),
            source: std::io::Error::other("disk full"),
        };
        let mut all = vec![
            ReviewScreenText::Running,
            ReviewScreenText::Stopping,
            ReviewScreenText::Opened,
            ReviewScreenText::NotKept(&e),
            ReviewScreenText::NoEngine,
            ReviewScreenText::Engine {
                name: "Fish",
                from: Some(EngineFrom::Settings),
            },
            ReviewScreenText::NoTurns,
            ReviewScreenText::Marks,
            ReviewScreenText::HelpTitle,
        ];
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            all.push(ReviewScreenText::Title(kind));
            all.push(ReviewScreenText::Graph(kind));
            for shown in [
                Shown::Played,
                Shown::MissedMate,
                Shown::AllowedMate,
                Shown::Better,
            ] {
                all.push(ReviewScreenText::Board(kind, shown));
            }
        }
        let name = |t: &ReviewScreenText| -> &'static str {
            match t {
                ReviewScreenText::Title(_) => "Title",
                ReviewScreenText::Running => "Running",
                ReviewScreenText::Stopping => "Stopping",
                ReviewScreenText::Opened => "Opened",
                ReviewScreenText::NotKept(_) => "NotKept",
                ReviewScreenText::NoEngine => "NoEngine",
                ReviewScreenText::Engine { .. } => "Engine",
                ReviewScreenText::NoTurns => "NoTurns",
                ReviewScreenText::Board(..) => "Board",
                ReviewScreenText::Graph(_) => "Graph",
                ReviewScreenText::Marks => "Marks",
                ReviewScreenText::HelpTitle => "HelpTitle",
            }
        };
        walk(
            &all,
            name,
            12,
            &["x", "pgn", "review", "toml", "disk", "full", "Fish"],
        );
        let marks = ReviewScreenText::Marks.say(Lang::En);
        for m in ["#?", "#!", "?!", "??", "…"] {
            assert!(marks.contains(m), "{m} in {marks}");
        }
    }
}
