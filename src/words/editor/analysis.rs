//! What the editor's analysis found, in words: the checker's verdict and why, the
//! checking pieces, what a mate search or an engine found and the facts about it,
//! the lines to step through, times and limits ("1.3 s", Ukrainian «1,3 с»).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::analysis::{
    Analysis, Checker, Cost, EngineScore, Fact, Finding, LineTitle, SteppedLine, StopWhy, Verdict,
};
use crate::play::port::{Cell, PieceKind};
use crate::session::GameKind;
use crate::words::common::{decimal, duration, show, side_arg, text_arg, Say};
use std::time::Duration;

/// "Search: 1.3 s", once a check took long enough to notice.
pub(crate) fn cost(lang: Lang, c: &Cost) -> Option<String> {
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
impl Say for Verdict {
    fn say(&self, lang: Lang) -> String {
        let v = self;
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
}

fn cells(list: &[Cell]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One sentence explaining the verdict.
pub(crate) fn explanation(lang: Lang, a: &Analysis) -> String {
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
pub(crate) fn checkers(lang: Lang, list: &[(PieceKind, Cell)]) -> Option<String> {
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
impl Say for Finding {
    fn say(&self, lang: Lang) -> String {
        let f = self;
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
impl Say for Fact {
    fn say(&self, lang: Lang) -> String {
        let f = self;
        match f {
            Fact::TimeLimit(limit) => time_limit(lang, *limit),
            Fact::Depth(d) => tr_args(lang, "editor-fact-depth", &[("depth", (*d).into())]),
            Fact::BestMove(m) => tr_args(lang, "editor-fact-best-move", &[show("move", m)]),
            // The reason is the engine reader's English text (not a value yet).
            Fact::LineRefused(why) => tr_args(
                lang,
                "editor-fact-line-refused",
                &[("why", why.say(lang).into())],
            ),
            Fact::LineNotFromBest => tr(lang, "editor-fact-line-not-from-best"),
            Fact::LineCut { shown, of } => tr_args(
                lang,
                "editor-fact-line-cut",
                &[("shown", (*shown).into()), ("count", (*of).into())],
            ),
        }
    }
}

/// "Time limit: 3.0 s" (or none).
pub(crate) fn time_limit(lang: Lang, limit: Option<Duration>) -> String {
    let time = match limit {
        Some(t) => duration(lang, t),
        None => tr(lang, "editor-none"),
    };
    tr_args(lang, "editor-time-limit", &[("time", time.into())])
}

/// What a line to step through is ("Rescue series").
impl Say for LineTitle {
    fn say(&self, lang: Lang) -> String {
        let t = *self;
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
}

/// "move 2 of 3: Rxe2", or the start.
impl Say for SteppedLine {
    fn say(&self, lang: Lang) -> String {
        let line = self;
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
}

/// A Xiangqi notation's name ("algebraic", "WXF", "Chinese").
impl Say for crate::xiangqi::notation::Notation {
    fn say(&self, lang: Lang) -> String {
        let n = *self;
        use crate::play::port::NotationStyle;
        use crate::xiangqi::notation::Notation;
        match n {
            Notation::Algebraic => NotationStyle::Standard,
            Notation::Wxf => NotationStyle::Wxf,
            Notation::Chinese => NotationStyle::Chinese,
            Notation::Coordinate => NotationStyle::Coordinates,
            Notation::Cyrillic => NotationStyle::Seed,
        }
        .say(lang)
    }
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
        assert_eq!(line.say(Lang::En), "start (→ steps through)");
        line.forward();
        line.forward();
        assert_eq!(line.say(Lang::En), "move 2 of 2: Ra2");
        assert_eq!(line.say(Lang::Uk), "хід 2 з 2: Ra2");
    }
}
