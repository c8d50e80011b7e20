//! The review of a game (`play::review`) in the player's words: the heading, who
//! evaluated, each turn (what was played, its class, the evaluation after it) and
//! its findings (a missed mate, an allowed mate, not decided, the better choice).
//! Moves are written in the notation the game's move list starts with in the
//! language (`NotationStyle::default_for`): the seed's in Ukrainian (Flickering
//! `Кf3+, Тh7`, Xiangqi `Пhe3`), English SAN and Xiangqi algebraic otherwise.

use crate::core::Side;
use crate::flicker::notation::{series_label, Alphabet};
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::adapters::flicker::series_style;
use crate::play::port::NotationStyle;
use crate::play::review::{Class, EngineFrom, Eval, Line, Mate, Review, TurnReview};
use crate::session::GameKind;
use crate::words::common::{decimal, side_args, Say};

/// A line of the review.
#[derive(Clone, Copy, Debug)]
pub enum ReviewText<'a> {
    /// "Review of Flickering Chess: 60 series".
    Heading(&'a Review),
    /// Who evaluated: the computer, a UCI engine, or nobody (the mates alone).
    Evaluator(&'a Review),
    /// The turn's first line: its label, the moves played, its class, the
    /// evaluation after it.
    Turn(GameKind, &'a TurnReview),
    /// The turn's findings, one line each (empty when there are none).
    Findings(GameKind, &'a TurnReview),
    /// "White: 2 inaccuracies, 1 mistake, 0 blunders; missed mates 1, allowed 0".
    Tally(&'a Review, Side),
    /// The review was stopped before its end.
    Stopped { done: usize, total: usize },
}

/// The move-list notation a game starts with in `lang`
/// ([`NotationStyle::default_for`], as the game's move list chooses it): the
/// seed's in Ukrainian, the standard one otherwise.
fn style(lang: Lang) -> NotationStyle {
    NotationStyle::default_for(lang == Lang::Uk)
}

/// The Flickering letters of `lang`'s notation: the seed's in Ukrainian.
fn alphabet(lang: Lang) -> Alphabet {
    match style(lang) {
        NotationStyle::Seed => Alphabet::Cyrillic,
        _ => Alphabet::Latin,
    }
}

/// The words' key of where a review's engine came from (`other`: not known).
pub fn engine_from_key(from: Option<EngineFrom>) -> &'static str {
    from.map_or("other", EngineFrom::token)
}

/// A line of moves in the notation the game's move list uses by default in
/// `lang` (Ukrainian: the seed's, `Кf3+, Тh7` and `Пhe3`; otherwise English SAN
/// and Xiangqi algebraic).
pub fn line_text(line: &Line, lang: Lang) -> String {
    match line {
        Line::Series(s) => series_style(style(lang)).moves(s).join(", "),
        Line::Moves { start, moves } => {
            let notation = style(lang).xiangqi();
            let mut pos = (**start).clone();
            let mut out = Vec::with_capacity(moves.len());
            for &m in moves {
                out.push(notation.write(&pos, m));
                pos.play(m);
            }
            out.join(" ")
        }
    }
}

/// `+0.35`, `−1.20` (pawns, the language's decimal separator), `#2` (the mover
/// mates in 2), `#-1` (it is mated next), `#` (it has mated).
pub fn eval_text(eval: Eval, lang: Lang) -> String {
    match eval {
        Eval::Centipawns(c) => decimal(lang, &format!("{:+.2}", f64::from(c) / 100.0)),
        Eval::Mate(0) => "#".into(),
        Eval::Mate(n) => format!("#{n}"),
    }
}

/// The turn's label in the language's letters: `3a.` (`3б.` in Ukrainian), `12.`.
pub fn turn_label(kind: GameKind, t: &TurnReview, lang: Lang) -> String {
    match kind {
        GameKind::Flickering => series_label(t.number, t.side, alphabet(lang)),
        GameKind::Xiangqi => format!("{}.", t.label(kind)),
    }
}

/// `?!` inaccuracy, `?` mistake, `??` blunder: the sign and the word.
fn class_text(class: Class, lang: Lang) -> String {
    match class {
        Class::Inaccuracy => tr(lang, "review-class-inaccuracy"),
        Class::Mistake => tr(lang, "review-class-mistake"),
        Class::Blunder => tr(lang, "review-class-blunder"),
    }
}

fn mate_line(id: &str, lang: Lang, kind: GameKind, line: &Line, moves: u32) -> String {
    tr_args(
        lang,
        id,
        &[
            ("game", kind_key(kind).into()),
            ("moves", Arg::Num(i64::from(moves))),
            ("line", line_text(line, lang).into()),
        ],
    )
}

fn kind_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "flickering",
        GameKind::Xiangqi => "xiangqi",
    }
}

fn findings(kind: GameKind, t: &TurnReview, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    match &t.missed_mate {
        Mate::Yes { line, moves } => {
            out.push(mate_line("review-missed-mate", lang, kind, line, *moves))
        }
        Mate::NotDecided => out.push(tr(lang, "review-own-mate-not-decided")),
        Mate::No => {}
    }
    match &t.allowed_mate {
        Mate::Yes { line, moves } => {
            out.push(mate_line("review-allowed-mate", lang, kind, line, *moves))
        }
        Mate::NotDecided => out.push(tr(lang, "review-their-mate-not-decided")),
        Mate::No => {}
    }
    let missed = matches!(t.missed_mate, Mate::Yes { .. });
    if let (Some(best), true) = (&t.best, t.class.is_some() && !missed) {
        out.push(tr_args(
            lang,
            "review-better",
            &[("line", line_text(best, lang).into())],
        ));
    }
    out
}

impl Say for ReviewText<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            ReviewText::Heading(r) => {
                let unit = match r.kind {
                    GameKind::Xiangqi => "count-moves",
                    GameKind::Flickering => "count-series",
                };
                let turns = tr_args(lang, unit, &[("count", Arg::Num(r.turns.len() as i64))]);
                tr_args(
                    lang,
                    "review-heading",
                    &[("game", r.kind.say(lang).into()), ("turns", turns.into())],
                )
            }
            ReviewText::Evaluator(r) => match (r.kind, &r.engine, &r.engine_failed) {
                (GameKind::Flickering, _, _) => tr(lang, "review-by-computer"),
                (_, _, Some(e)) => {
                    tr_args(lang, "review-engine-failed", &[("why", e.say(lang).into())])
                }
                (_, Some(name), None) => tr_args(
                    lang,
                    "review-by-engine",
                    &[
                        ("engine", name.as_str().into()),
                        ("from", engine_from_key(r.engine_from).into()),
                    ],
                ),
                (_, None, None) => tr(lang, "review-no-engine"),
            },
            ReviewText::Turn(kind, t) => {
                let label = turn_label(kind, t, lang);
                let mut text = format!("{label} {}", line_text(&t.played, lang));
                if let Some(class) = t.class {
                    text.push_str("  ");
                    text.push_str(&class_text(class, lang));
                }
                if let Some(eval) = t.eval {
                    text.push_str("  ");
                    text.push_str(&eval_text(eval, lang));
                }
                text
            }
            ReviewText::Findings(kind, t) => findings(kind, t, lang).join("\n"),
            ReviewText::Tally(r, side) => {
                let mine = r.turns.iter().filter(|t| t.side == side);
                let (mut classes, mut missed, mut allowed) = ([0i64; 3], 0i64, 0i64);
                for t in mine {
                    if let Some(c) = t.class {
                        classes[c as usize] += 1;
                    }
                    missed += i64::from(matches!(t.missed_mate, Mate::Yes { .. }));
                    allowed += i64::from(matches!(t.allowed_mate, Mate::Yes { .. }));
                }
                let [side_arg, king] = side_args(r.kind, side);
                tr_args(
                    lang,
                    "review-tally",
                    &[
                        side_arg,
                        king,
                        ("inaccuracies", Arg::Num(classes[0])),
                        ("mistakes", Arg::Num(classes[1])),
                        ("blunders", Arg::Num(classes[2])),
                        ("missed", Arg::Num(missed)),
                        ("allowed", Arg::Num(allowed)),
                    ],
                )
            }
            ReviewText::Stopped { done, total } => tr_args(
                lang,
                "review-stopped",
                &[
                    ("done", Arg::Num(done as i64)),
                    ("total", Arg::Num(total as i64)),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::review::{review_to_end, ReviewSettings};
    use crate::words::common::walk;

    fn reviewed(record: &str, settings: &ReviewSettings) -> Review {
        review_to_end(&crate::record::load(record).unwrap().game, settings)
    }

    #[test]
    fn every_review_line_in_both_languages() {
        let flicker = reviewed(
            "[Variant \"Flickering\"]\n[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n\n\
             1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n",
            &ReviewSettings::default(),
        );
        let mut limited = ReviewSettings::default();
        limited.series_mate.max_nodes = 0;
        let undecided = reviewed(
            "[Variant \"Flickering\"]\n[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n\n\
             1b. Kc8 2a. Kh2, g3 *\n",
            &limited,
        );
        let mut xiangqi = reviewed(
            "[Variant \"xiangqi\"]\n[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n\n\
             62. i5i6 g6i8 63. f8e6 1-0\n",
            &ReviewSettings::default(),
        );
        let mut all = vec![
            ReviewText::Heading(&flicker),
            ReviewText::Evaluator(&flicker),
            ReviewText::Tally(&flicker, Side::White),
            ReviewText::Stopped { done: 3, total: 60 },
        ];
        for r in [&flicker, &undecided] {
            for t in &r.turns {
                all.push(ReviewText::Turn(r.kind, t));
                if !ReviewText::Findings(r.kind, t).say(Lang::En).is_empty() {
                    all.push(ReviewText::Findings(r.kind, t));
                }
            }
        }
        let (without, named) = {
            let mut named = reviewed(
                "[Variant \"xiangqi\"]\n\n1. h3e3 *\n",
                &ReviewSettings::default(),
            );
            named.engine = Some("Pikafish".into());
            let mut failed = reviewed(
                "[Variant \"xiangqi\"]\n\n1. h3e3 *\n",
                &ReviewSettings::default(),
            );
            failed.engine_failed = Some(crate::uci::UciError::NoMove {
                name: "Pikafish".into(),
            });
            (failed, named)
        };
        xiangqi.turns.truncate(2);
        all.push(ReviewText::Heading(&xiangqi));
        all.push(ReviewText::Evaluator(&xiangqi));
        all.push(ReviewText::Evaluator(&named));
        all.push(ReviewText::Evaluator(&without));
        for t in &xiangqi.turns {
            all.push(ReviewText::Turn(xiangqi.kind, t));
            all.push(ReviewText::Findings(xiangqi.kind, t));
        }
        let name = |t: &ReviewText| -> &'static str {
            match t {
                ReviewText::Heading(_) => "Heading",
                ReviewText::Evaluator(_) => "Evaluator",
                ReviewText::Turn(..) => "Turn",
                ReviewText::Findings(..) => "Findings",
                ReviewText::Tally(..) => "Tally",
                ReviewText::Stopped { .. } => "Stopped",
            }
        };
        // Notation and options stay as typed.
        let kept = [
            "PATH", "engine", "Pikafish", "Pi6", "Ei8", "He6", "c8", "h2", "g3", "a2", "e5", "h7",
            "f3",
        ];
        walk(&all, name, 6, &kept);
        // Each finding is said: the missed mate, the allowed one, not decided.
        let en: Vec<String> = all.iter().map(|t| t.say(Lang::En)).collect();
        let uk: Vec<String> = all.iter().map(|t| t.say(Lang::Uk)).collect();
        for (words, lang) in [(&en, "en"), (&uk, "uk")] {
            let text = words.join("\n");
            for must in match lang {
                "en" => [
                    "missed mate: Be5#",
                    "allowed a mate: Nf3+",
                    "not decided",
                    "missed mate in 1: He6#",
                ],
                _ => [
                    "пропущено мат: Сe5#",
                    "дозволено мат: Кf3+",
                    "не вирішено",
                    // Xiangqi in the seed's notation too, as the game's move list.
                    "пропущено мат за 1 хід: Кe6#",
                ],
            } {
                assert!(text.contains(must), "{must} in {text}");
            }
        }
    }

    #[test]
    fn evaluations_are_written_as_pawns_or_mates() {
        assert_eq!(eval_text(Eval::Centipawns(35), Lang::En), "+0.35");
        assert_eq!(eval_text(Eval::Centipawns(-120), Lang::Uk), "-1,20");
        assert_eq!(eval_text(Eval::Mate(2), Lang::En), "#2");
        assert_eq!(eval_text(Eval::Mate(-1), Lang::En), "#-1");
        assert_eq!(eval_text(Eval::Mate(0), Lang::En), "#");
    }
}
