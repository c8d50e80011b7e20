//! The command line's own sentences (beside clap's errors, worded in
//! `cli::usage`, and `--help`, worded in `cli::help`): options that do not go
//! together, and why the terminal game cannot start.

use crate::core::text::shown;
use crate::flicker::engine::{EngineError, Safety, Stuck};
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::{GameKind, GameResult};
use crate::words::common::{decimal, side_args, Say};
use crate::words::sides::{result_reason, winner};
use crate::words::xiangqi::xq_illegal;

/// A sentence of the command line.
#[derive(Clone, Copy, Debug)]
pub enum CliText<'a> {
    /// `play` without a game, a record or the autosave.
    NameTheGame,
    /// `--pieces` of the other game (`pieces`: the set given; `other`: this
    /// game's).
    PiecesNotForThisGame {
        pieces: &'a str,
        other: &'a str,
    },
    /// `--notation` for Xiangqi.
    NotationIsForFlickering,
    ComputerPlaysFlickering,
    EnginePlaysXiangqi,
    EngineAnalysesXiangqi,
    /// `review --engine` for a Flickering record.
    EngineReviewsXiangqi,
    /// The terminal game without a terminal.
    NeedsTerminal,
    /// A record's moves read before the one that failed.
    ReadBeforeIt(&'a str),
    /// The terminal failed under the game.
    TerminalFailed(&'a std::io::Error),
    /// Standard output could not be written (a full disk).
    CannotWriteOutput(&'a std::io::Error),
}

impl Say for CliText<'_> {
    fn say(&self, lang: Lang) -> String {
        match *self {
            CliText::NameTheGame => tr(lang, "cli-name-the-game"),
            CliText::PiecesNotForThisGame { pieces, other } => tr_args(
                lang,
                "cli-pieces-not-for-this-game",
                &[("pieces", pieces.into()), ("other", other.into())],
            ),
            CliText::NotationIsForFlickering => tr(lang, "cli-notation-is-for-flickering"),
            CliText::ComputerPlaysFlickering => tr(lang, "cli-computer-plays-flickering"),
            CliText::EnginePlaysXiangqi => tr(lang, "cli-engine-plays-xiangqi"),
            CliText::EngineAnalysesXiangqi => tr(lang, "cli-engine-analyses-xiangqi"),
            CliText::EngineReviewsXiangqi => tr(lang, "cli-engine-reviews-xiangqi"),
            CliText::NeedsTerminal => tr(lang, "files-needs-terminal"),
            CliText::ReadBeforeIt(moves) => {
                tr_args(lang, "files-read-before-it", &[("moves", moves.into())])
            }
            CliText::TerminalFailed(e) => {
                tr_args(lang, "cli-terminal-failed", &[("why", e.say(lang).into())])
            }
            CliText::CannotWriteOutput(e) => tr_args(
                lang,
                "cli-cannot-write-output",
                &[("why", e.say(lang).into())],
            ),
        }
    }
}

/// What the printing commands (`check`, `best`, `puzzles`, `record`, `perft`) say:
/// their results and errors in the player's language. The English words are the
/// commands' output as scripts have always read it; `--json`, FENs and notation
/// stay as they are.
#[derive(Clone, Debug)]
pub enum Printed<'a> {
    /// `perft --depth` over the limit.
    PerftTooDeep {
        depth: u32,
        max: u32,
    },
    /// `--unique` / `--progress` for a game other than Flickering Chess.
    PerftFlickeringOptions,
    /// Flickering perft at a depth other than 1.
    PerftDepthOne {
        depth: u32,
    },
    /// Before a Flickering perft count too large to finish soon: the estimate
    /// ("1e17") and how long it would take ([`RoughTime`]).
    PerftEnormous {
        estimate: String,
        time: RoughTime,
    },
    /// A Flickering perft's progress line while counting.
    PerftProgress {
        series: u64,
        first_move: usize,
        first_moves: usize,
        secs: f64,
        millions_a_second: f64,
    },
    /// A Flickering perft's progress line after a first move is counted.
    PerftFirstMoveDone {
        first: String,
        done: usize,
        of: usize,
        series: u64,
        secs: f64,
    },
    /// A Flickering perft stopped by a signal: what was counted so far.
    PerftStopped {
        stopped: usize,
        first_moves: usize,
        series: u64,
    },
    /// A Xiangqi FEN that cannot be read.
    XiangqiFen(&'a crate::xiangqi::FenError),
    /// A chess FEN (Flickering Chess) that cannot be read.
    ChessFen(&'a crate::chess::FenError),
    /// `--batch` or `--mate-in-one` with Xiangqi.
    FlickeringCheckOptions,
    /// `--mate-in` with Flickering Chess.
    MateInIsXiangqi,
    /// `--mate-in-one` with more than one position.
    MateInOneOnePosition,
    /// `--moves` with `--batch`.
    MovesNotWithBatch,
    /// `record --format` (other than algebraic) for a Flickering record.
    FormatIsForXiangqi,
    /// A move of `--moves` (Flickering) that is not in coordinates.
    NotCoordinates,
    /// A move of `--moves` (Flickering) refused: its series, its place, why.
    SeriesMove {
        series: usize,
        series_text: &'a str,
        index: usize,
        text: &'a str,
        why: String,
    },
    /// A series of `--moves` (Flickering) that cannot end.
    SeriesEnd {
        series: usize,
        series_text: &'a str,
        why: String,
    },
    /// A move of `--moves` (Xiangqi) that cannot be read or is refused.
    XiangqiMove {
        number: usize,
        text: &'a str,
        error: &'a crate::xiangqi::NotationError,
    },
    /// A move of `--moves` (Xiangqi) the session refused.
    XiangqiPlay {
        number: usize,
        text: &'a str,
        error: &'a crate::session::xiangqi::GameError,
    },
    /// A move of `--moves` (Xiangqi) after the end of the game.
    XiangqiAfterEnd {
        number: usize,
        text: &'a str,
        kind: GameKind,
        result: GameResult,
    },
    /// The engine of `best` could not choose a series.
    NoSeries(&'a crate::flicker::engine::EngineError),
    /// `puzzles --count` out of range.
    PuzzleCount {
        max: usize,
        got: usize,
    },
    /// `puzzles --variant chess`.
    PuzzleVariant,
    /// The progress line of `puzzles`: `found` of `wanted` printed after `secs`.
    PuzzleProgress {
        found: usize,
        wanted: usize,
        secs: f64,
    },
    /// `--kind mate-in-two` for Flickering Chess.
    MateInTwoIsXiangqi,
    /// `--kind escape` or `judge` for Xiangqi.
    XiangqiPuzzleKinds,
    /// `--difficulty` for Xiangqi.
    XiangqiDifficulty,
    /// A signal stopped the command (its name).
    StoppedBy(&'a str),
    /// The verdict of `check --variant flickering` (`mate`, `stalemate`, `escape`,
    /// `ongoing`).
    Verdict(&'a str),
    /// "result: White wins (checkmate)" after `--moves`.
    Result {
        kind: GameKind,
        result: GameResult,
    },
    /// The mate search's finding (Flickering), with what it cost.
    MateFound {
        series: &'a str,
        cost: MateCost,
    },
    NoMatingSeries {
        cost: MateCost,
    },
    MateGaveUp {
        max_states: u64,
        max_secs: u64,
        searched_len: usize,
        cost: MateCost,
    },
    /// `check --variant xiangqi`: the verdict, check, legal moves.
    XiangqiVerdict {
        outcome: crate::core::Outcome,
        in_check: bool,
        legal: usize,
        /// Neither side can win (no piece left that could mate): the game's
        /// material draw, said as the verdict when play would otherwise go on.
        no_win: bool,
    },
    /// A repetition warning after a Xiangqi move.
    XiangqiWarning {
        number: usize,
        warning: &'a crate::session::xiangqi::RepetitionWarning,
    },
    /// `check --variant xiangqi --mate-in N`.
    XiangqiMate {
        moves: u32,
        stalemate: bool,
        line: &'a str,
    },
    XiangqiNoMate {
        max: u32,
    },
    XiangqiSearchStopped {
        reason: crate::xiangqi::mate::StopReason,
        decided: u32,
    },
    /// `best`: the series and how it was chosen.
    Best {
        series: &'a str,
        score: i32,
        level: u8,
        ms: f64,
        candidates: u64,
        states: u64,
        safety: crate::flicker::engine::Safety,
    },
    /// `record`: the game, its length and result.
    RecordSummary {
        kind: GameKind,
        turns: usize,
        result: GameResult,
    },
}

/// "about 20 minutes", "about 300 years": a duration in its largest fitting unit,
/// two significant digits (said by [`Printed::PerftEnormous`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoughTime {
    /// How many `unit`s: a whole number below a million, else a power of ten.
    amount: f64,
    unit: TimeUnit,
}

/// The units of a [`RoughTime`], largest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TimeUnit {
    Years,
    Days,
    Hours,
    Minutes,
    Seconds,
}

impl TimeUnit {
    fn seconds(self) -> f64 {
        match self {
            TimeUnit::Years => 365.25 * 86400.0,
            TimeUnit::Days => 86400.0,
            TimeUnit::Hours => 3600.0,
            TimeUnit::Minutes => 60.0,
            TimeUnit::Seconds => 1.0,
        }
    }

    fn key(self) -> &'static str {
        match self {
            TimeUnit::Years => "years",
            TimeUnit::Days => "days",
            TimeUnit::Hours => "hours",
            TimeUnit::Minutes => "minutes",
            TimeUnit::Seconds => "seconds",
        }
    }
}

impl RoughTime {
    /// `secs` seconds in the largest unit it is at least two of.
    pub fn of_seconds(secs: f64) -> RoughTime {
        use TimeUnit::*;
        let unit = [Years, Days, Hours, Minutes, Seconds]
            .into_iter()
            .find(|u| secs >= 2.0 * u.seconds())
            .unwrap_or(Seconds);
        let n = secs / unit.seconds();
        let amount = if n >= 1e6 {
            n
        } else {
            // Two significant digits: "about 260 years", "about 17 minutes".
            let digits = 10f64.powi(n.log10().floor() as i32 - 1).max(1.0);
            (n / digits).round() * digits
        };
        RoughTime { amount, unit }
    }
}

impl Say for RoughTime {
    fn say(&self, lang: Lang) -> String {
        // Below a million a whole number (its plural chosen by the language);
        // above, "3e7".
        let amount = if self.amount >= 1e6 {
            Arg::from(format!("{:.0e}", self.amount))
        } else {
            Arg::Num(self.amount as i64)
        };
        tr_args(
            lang,
            "cli-rough-time",
            &[("n", amount), ("unit", self.unit.key().into())],
        )
    }
}

/// What the mate search went through.
#[derive(Clone, Copy, Debug)]
pub struct MateCost {
    pub states: u64,
    pub judged: u64,
    pub ms: f64,
}

impl Say for MateCost {
    fn say(&self, lang: Lang) -> String {
        tr_args(
            lang,
            "cli-mate-cost",
            &[
                ("states", self.states.to_string().into()),
                ("judged", self.judged.to_string().into()),
                ("ms", decimal(lang, &format!("{:.1}", self.ms)).into()),
            ],
        )
    }
}

impl Say for Printed<'_> {
    fn say(&self, lang: Lang) -> String {
        use Printed as P;
        let n = |v: u64| Arg::Num(i64::try_from(v).unwrap_or(i64::MAX));
        let said = |v: &dyn Say| Arg::from(v.say(lang));
        match self {
            P::PerftTooDeep { depth, max } => tr_args(
                lang,
                "cli-perft-too-deep",
                &[("depth", n(u64::from(*depth))), ("max", n(u64::from(*max)))],
            ),
            P::PerftFlickeringOptions => tr(lang, "cli-perft-flickering-options"),
            P::PerftDepthOne { depth } => tr_args(
                lang,
                "cli-perft-depth-one",
                &[("depth", n(u64::from(*depth)))],
            ),
            P::PerftEnormous { estimate, time } => tr_args(
                lang,
                "cli-perft-enormous",
                &[
                    ("estimate", estimate.as_str().into()),
                    ("time", time.say(lang).into()),
                ],
            ),
            P::PerftProgress {
                series,
                first_move,
                first_moves,
                secs,
                millions_a_second,
            } => tr_args(
                lang,
                "cli-perft-progress",
                &[
                    ("series", n(*series)),
                    ("first", n(*first_move as u64)),
                    ("of", n(*first_moves as u64)),
                    ("secs", format!("{secs:.0}").into()),
                    (
                        "rate",
                        decimal(lang, &format!("{millions_a_second:.1}")).into(),
                    ),
                ],
            ),
            P::PerftFirstMoveDone {
                first,
                done,
                of,
                series,
                secs,
            } => tr_args(
                lang,
                "cli-perft-first-move-done",
                &[
                    ("move", first.as_str().into()),
                    ("done", n(*done as u64)),
                    ("of", n(*of as u64)),
                    ("series", n(*series)),
                    ("secs", decimal(lang, &format!("{secs:.1}")).into()),
                ],
            ),
            P::PerftStopped {
                stopped,
                first_moves,
                series,
            } => tr_args(
                lang,
                "cli-perft-stopped",
                &[
                    ("stopped", n(*stopped as u64)),
                    ("of", n(*first_moves as u64)),
                    ("series", n(*series)),
                ],
            ),
            P::XiangqiFen(e) => tr_args(lang, "cli-invalid-xiangqi-fen", &[("why", said(e))]),
            P::ChessFen(e) => e.say(lang),
            P::FlickeringCheckOptions => tr(lang, "cli-flickering-check-options"),
            P::MateInIsXiangqi => tr(lang, "cli-mate-in-is-xiangqi"),
            P::MateInOneOnePosition => tr(lang, "cli-mate-in-one-one-position"),
            P::MovesNotWithBatch => tr(lang, "cli-moves-not-with-batch"),
            P::FormatIsForXiangqi => tr(lang, "cli-format-is-for-xiangqi"),
            P::NotCoordinates => tr(lang, "cli-not-coordinates"),
            P::SeriesMove {
                series,
                series_text,
                index,
                text,
                why,
            } => tr_args(
                lang,
                "cli-series-move",
                &[
                    ("series", n(*series as u64)),
                    ("series_text", shown(series_text).into()),
                    ("index", n(*index as u64)),
                    ("text", shown(text).into()),
                    ("why", why.as_str().into()),
                ],
            ),
            P::SeriesEnd {
                series,
                series_text,
                why,
            } => tr_args(
                lang,
                "cli-series-end",
                &[
                    ("series", n(*series as u64)),
                    ("series_text", shown(series_text).into()),
                    ("why", why.as_str().into()),
                ],
            ),
            P::XiangqiMove {
                number,
                text,
                error,
            } => {
                use crate::xiangqi::NotationError as N;
                let (id, why) = match error {
                    N::Illegal { reason, .. } => ("cli-xiangqi-illegal", xq_illegal(lang, *reason)),
                    N::Refused { refusal, .. } => ("cli-xiangqi-illegal", refusal.say(lang)),
                    other => ("cli-xiangqi-move", other.say(lang)),
                };
                tr_args(
                    lang,
                    id,
                    &[
                        ("number", n(*number as u64)),
                        ("text", shown(text).into()),
                        ("why", why.into()),
                    ],
                )
            }
            P::XiangqiPlay {
                number,
                text,
                error,
            } => tr_args(
                lang,
                "cli-xiangqi-move",
                &[
                    ("number", n(*number as u64)),
                    ("text", shown(text).into()),
                    ("why", said(*error)),
                ],
            ),
            P::XiangqiAfterEnd {
                number,
                text,
                kind,
                result,
            } => tr_args(
                lang,
                "cli-xiangqi-after-end",
                &[
                    ("number", n(*number as u64)),
                    ("text", shown(text).into()),
                    ("result", summary(lang, *kind, *result).into()),
                    ("reason", result_reason(lang, *kind, *result).into()),
                ],
            ),
            P::NoSeries(e) => match e {
                EngineError::BadLevel(level) => tr_args(
                    lang,
                    "cli-bad-level",
                    &[
                        ("level", n(u64::from(*level))),
                        ("max", n(u64::from(crate::flicker::engine::Level::MAX))),
                    ],
                ),
                EngineError::NoSeries { side, verdict } => {
                    let [s, k] = side_args(GameKind::Flickering, *side);
                    let verdict = match verdict {
                        Stuck::Mate => "mate",
                        Stuck::Stalemate => "stalemate",
                    };
                    tr_args(lang, "cli-no-series", &[s, k, ("verdict", verdict.into())])
                }
            },
            P::PuzzleCount { max, got } => tr_args(
                lang,
                "cli-puzzle-count",
                &[("max", n(*max as u64)), ("got", n(*got as u64))],
            ),
            P::PuzzleVariant => tr(lang, "cli-puzzle-variant"),
            P::PuzzleProgress {
                found,
                wanted,
                secs,
            } => tr_args(
                lang,
                "cli-puzzle-progress",
                &[
                    ("found", n(*found as u64)),
                    ("wanted", n(*wanted as u64)),
                    ("secs", decimal(lang, &format!("{secs:.1}")).into()),
                ],
            ),
            P::MateInTwoIsXiangqi => tr(lang, "cli-mate-in-two-is-xiangqi"),
            P::XiangqiPuzzleKinds => tr(lang, "cli-xiangqi-puzzle-kinds"),
            P::XiangqiDifficulty => tr(lang, "cli-xiangqi-difficulty"),
            P::StoppedBy(name) => tr_args(lang, "cli-stopped-by", &[("signal", (*name).into())]),
            P::Verdict(name) => tr_args(lang, "cli-verdict", &[("verdict", (*name).into())]),
            P::Result {
                kind,
                result: GameResult::Ongoing,
            } => tr_args(lang, "cli-result-ongoing", &[("game", said(kind))]),
            P::Result { kind, result } => tr_args(
                lang,
                "cli-result",
                &[
                    ("result", summary(lang, *kind, *result).into()),
                    ("reason", result_reason(lang, *kind, *result).into()),
                ],
            ),
            P::MateFound { series, cost } => tr_args(
                lang,
                "cli-mate-found",
                &[("series", (*series).into()), ("cost", said(cost))],
            ),
            P::NoMatingSeries { cost } => {
                tr_args(lang, "cli-no-mating-series", &[("cost", said(cost))])
            }
            P::MateGaveUp {
                max_states,
                max_secs,
                searched_len,
                cost,
            } => tr_args(
                lang,
                "cli-mate-gave-up",
                &[
                    ("states", n(*max_states)),
                    ("secs", n(*max_secs)),
                    ("len", n(*searched_len as u64)),
                    ("cost", said(cost)),
                ],
            ),
            P::XiangqiVerdict {
                outcome,
                in_check,
                legal,
                no_win,
            } => tr_args(
                lang,
                "cli-xiangqi-verdict",
                &[
                    (
                        "verdict",
                        if *no_win && !outcome.is_over() {
                            "draw"
                        } else {
                            outcome.name()
                        }
                        .into(),
                    ),
                    ("check", if *in_check { "yes" } else { "no" }.into()),
                    ("legal", n(*legal as u64)),
                ],
            ),
            P::XiangqiWarning { number, warning } => {
                let [s, k] = side_args(GameKind::Xiangqi, warning.player);
                tr_args(
                    lang,
                    "cli-xiangqi-warning",
                    &[
                        ("number", n(*number as u64)),
                        s,
                        k,
                        ("warning", said(*warning)),
                    ],
                )
            }
            P::XiangqiMate {
                moves,
                stalemate,
                line,
            } => tr_args(
                lang,
                "cli-xiangqi-mate",
                &[
                    ("moves", n(u64::from(*moves))),
                    (
                        "ending",
                        if *stalemate { "stalemate" } else { "checkmate" }.into(),
                    ),
                    ("line", (*line).into()),
                ],
            ),
            P::XiangqiNoMate { max } => {
                tr_args(lang, "cli-xiangqi-no-mate", &[("max", n(u64::from(*max)))])
            }
            P::XiangqiSearchStopped { reason, decided } => {
                use crate::xiangqi::mate::StopReason;
                let (why, limit) = match reason {
                    StopReason::Nodes(nodes) => ("nodes", *nodes),
                    StopReason::Time(t) => ("time", t.as_millis() as u64),
                    StopReason::Cancelled => ("cancelled", 0),
                };
                tr_args(
                    lang,
                    "cli-xiangqi-search-stopped",
                    &[
                        ("why", why.into()),
                        ("limit", n(limit)),
                        ("decided", n(u64::from(*decided))),
                    ],
                )
            }
            P::Best {
                series,
                score,
                level,
                ms,
                candidates,
                states,
                safety,
            } => {
                let (safety, searched) = match safety {
                    Safety::Mates => ("mates", 0),
                    Safety::Proven => ("none", 0),
                    Safety::Unknown { searched_len } => ("unknown", *searched_len as u64),
                    Safety::Unchecked => ("unchecked", 0),
                    Safety::Overlooked => ("overlooked", 0),
                    Safety::Lost => ("unavoidable", 0),
                };
                tr_args(
                    lang,
                    "cli-best",
                    &[
                        ("series", (*series).into()),
                        ("score", format!("{score:+}").into()),
                        ("level", n(u64::from(*level))),
                        ("ms", format!("{ms:.0}").into()),
                        ("candidates", n(*candidates)),
                        ("states", n(*states)),
                        ("safety", safety.into()),
                        ("searched", n(searched)),
                    ],
                )
            }
            P::RecordSummary {
                kind,
                turns,
                result,
            } => {
                let unit = match kind {
                    GameKind::Xiangqi => "count-moves",
                    _ => "count-series",
                };
                let turns = tr_args(lang, unit, &[("count", Arg::Num(*turns as i64))]);
                let id = match result {
                    GameResult::Ongoing => "cli-record-summary-ongoing",
                    _ => "cli-record-summary",
                };
                tr_args(
                    lang,
                    id,
                    &[
                        ("game", said(kind)),
                        ("turns", turns.into()),
                        ("result", summary(lang, *kind, *result).into()),
                        ("reason", result_reason(lang, *kind, *result).into()),
                    ],
                )
            }
        }
    }
}

/// "White wins", "draw", "ongoing": the result as the command line writes it.
fn summary(lang: Lang, kind: GameKind, result: GameResult) -> String {
    match result {
        GameResult::Ongoing => tr(lang, "cli-ongoing"),
        GameResult::Win { winner: side, .. } => winner(lang, kind, side),
        GameResult::Draw { .. } => tr(lang, "cli-draw"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rough_times_in_their_largest_unit_with_each_languages_plural() {
        let said = |secs: f64, lang| RoughTime::of_seconds(secs).say(lang);
        for (secs, en, uk) in [
            (1000.0, "about 17 minutes", "приблизно 17 хвилин"),
            (8.3e9, "about 260 years", "приблизно 260 років"),
            (90.0, "about 90 seconds", "приблизно 90 секунд"),
            (3.0 * 86400.0, "about 3 days", "приблизно 3 дні"),
            (21.0 * 3600.0, "about 21 hours", "приблизно 21 година"),
            (3e20, "about 1e13 years", "приблизно 1e13 років"),
        ] {
            assert_eq!(said(secs, Lang::En), en);
            assert_eq!(said(secs, Lang::Uk), uk);
        }
    }
    use crate::words::common::walk;

    #[test]
    fn every_command_line_sentence_in_both_languages() {
        use CliText as T;
        let name = |t: &CliText| -> &'static str {
            match t {
                T::NameTheGame => "NameTheGame",
                T::PiecesNotForThisGame { .. } => "PiecesNotForThisGame",
                T::NotationIsForFlickering => "NotationIsForFlickering",
                T::ComputerPlaysFlickering => "ComputerPlaysFlickering",
                T::EnginePlaysXiangqi => "EnginePlaysXiangqi",
                T::EngineAnalysesXiangqi => "EngineAnalysesXiangqi",
                T::EngineReviewsXiangqi => "EngineReviewsXiangqi",
                T::NeedsTerminal => "NeedsTerminal",
                T::ReadBeforeIt(_) => "ReadBeforeIt",
                T::TerminalFailed(_) => "TerminalFailed",
                T::CannotWriteOutput(_) => "CannotWriteOutput",
            }
        };
        let broken = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        let all = [
            T::NameTheGame,
            T::PiecesNotForThisGame {
                pieces: "hanzi",
                other: "unicode",
            },
            T::NotationIsForFlickering,
            T::ComputerPlaysFlickering,
            T::EnginePlaysXiangqi,
            T::EngineAnalysesXiangqi,
            T::EngineReviewsXiangqi,
            T::NeedsTerminal,
            T::ReadBeforeIt("e2e4 e7e5"),
            T::TerminalFailed(&broken),
            T::CannotWriteOutput(&broken),
        ];
        // (What the player types on the command line, as it is typed.)
        let typed = [
            "duochess",
            "play",
            "flickering",
            "xiangqi",
            "pieces",
            "hanzi",
            "unicode",
            "letters",
            "computer",
            "white",
            "black",
            "engine",
            "PATH",
            "setup",
            "notation",
            "check",
            "perft",
            "record",
            "time",
        ];
        walk(&all, name, 11, &typed);
        // In English, the system's own words after the terminal's.
        assert_eq!(
            T::TerminalFailed(&broken).say(Lang::En),
            format!("terminal error: {broken}")
        );
    }

    /// Every result and error of the printing commands, in both languages: the
    /// English as the commands have always printed it, the Ukrainian with no
    /// English word but the options, values and notation typed as they are.
    #[test]
    fn every_printed_result_and_error_in_both_languages() {
        use crate::core::{Outcome, Side};
        use crate::flicker::engine::{EngineError, Safety, Stuck};
        use crate::session::{EndReason, GameKind, GameResult};
        use crate::xiangqi::mate::StopReason;
        use Printed as P;
        let xq_fen = crate::xiangqi::Position::from_fen("9/9 w").unwrap_err();
        let chess_fen = crate::chess::Position::from_fen("8/8 w").unwrap_err();
        let start = crate::xiangqi::Position::start();
        let notation = crate::xiangqi::notation::coord::parse(&start, "e5e6").unwrap_err();
        let played = crate::session::xiangqi::GameError::NothingToTakeBack;
        let no_series = EngineError::NoSeries {
            side: Side::Black,
            verdict: Stuck::Mate,
        };
        let warning = crate::session::xiangqi::RepetitionWarning {
            player: Side::White,
            at_stake: GameResult::Win {
                winner: Side::Black,
                reason: EndReason::PerpetualCheck(Side::White),
            },
        };
        let won = GameResult::Win {
            winner: Side::White,
            reason: EndReason::Checkmate,
        };
        let cost = MateCost {
            states: 120,
            judged: 30,
            ms: 2.5,
        };
        let all = [
            P::PerftTooDeep { depth: 30, max: 20 },
            P::PerftFlickeringOptions,
            P::PerftDepthOne { depth: 2 },
            P::XiangqiFen(&xq_fen),
            P::ChessFen(&chess_fen),
            P::FlickeringCheckOptions,
            P::MateInIsXiangqi,
            P::MateInOneOnePosition,
            P::MovesNotWithBatch,
            P::NotCoordinates,
            P::SeriesMove {
                series: 1,
                series_text: "e2e5",
                index: 1,
                text: "e2e5",
                why: "—".into(),
            },
            P::SeriesEnd {
                series: 2,
                series_text: "e7e5",
                why: "—".into(),
            },
            P::XiangqiMove {
                number: 1,
                text: "e5e6",
                error: &notation,
            },
            P::XiangqiPlay {
                number: 3,
                text: "h3e3",
                error: &played,
            },
            P::XiangqiAfterEnd {
                number: 5,
                text: "a1a2",
                kind: GameKind::Xiangqi,
                result: won,
            },
            P::NoSeries(&no_series),
            P::NoSeries(&EngineError::BadLevel(9)),
            P::PuzzleCount { max: 10, got: 11 },
            P::PuzzleVariant,
            P::MateInTwoIsXiangqi,
            P::XiangqiPuzzleKinds,
            P::XiangqiDifficulty,
            P::StoppedBy("SIGINT"),
            P::Verdict("escape"),
            P::Verdict("mate"),
            P::Result {
                kind: GameKind::Flickering,
                result: won,
            },
            P::Result {
                kind: GameKind::Xiangqi,
                result: GameResult::Ongoing,
            },
            P::MateFound {
                series: "Qh7#",
                cost,
            },
            P::NoMatingSeries { cost },
            P::MateGaveUp {
                max_states: 1000,
                max_secs: 10,
                searched_len: 3,
                cost,
            },
            P::XiangqiVerdict {
                outcome: Outcome::Ongoing,
                in_check: false,
                legal: 44,
                no_win: false,
            },
            P::XiangqiWarning {
                number: 7,
                warning: &warning,
            },
            P::XiangqiMate {
                moves: 2,
                stalemate: false,
                line: "h3e3 e9d9 e3e9",
            },
            P::XiangqiNoMate { max: 1 },
            P::XiangqiSearchStopped {
                reason: StopReason::Nodes(1000),
                decided: 2,
            },
            P::Best {
                series: "e4, d4",
                score: 35,
                level: 3,
                ms: 812.4,
                candidates: 12,
                states: 4000,
                safety: Safety::Unknown { searched_len: 4 },
            },
            P::RecordSummary {
                kind: GameKind::Xiangqi,
                turns: 1,
                result: GameResult::Ongoing,
            },
            P::RecordSummary {
                kind: GameKind::Flickering,
                turns: 3,
                result: won,
            },
            P::PuzzleProgress {
                found: 12,
                wanted: 100,
                secs: 3.0,
            },
            P::XiangqiVerdict {
                outcome: Outcome::Ongoing,
                in_check: false,
                legal: 6,
                no_win: true,
            },
            P::FormatIsForXiangqi,
            P::PerftEnormous {
                estimate: "1e17".into(),
                time: RoughTime::of_seconds(1e10),
            },
            P::PerftProgress {
                series: 1_000_000,
                first_move: 3,
                first_moves: 20,
                secs: 12.0,
                millions_a_second: 11.5,
            },
            P::PerftFirstMoveDone {
                first: "c1b2".into(),
                done: 1,
                of: 34,
                series: 5000,
                secs: 0.5,
            },
            P::PerftStopped {
                stopped: 2,
                first_moves: 20,
                series: 99,
            },
        ];
        let name = |p: &Printed| -> &'static str {
            match p {
                P::PerftTooDeep { .. } => "PerftTooDeep",
                P::PerftFlickeringOptions => "PerftFlickeringOptions",
                P::PerftDepthOne { .. } => "PerftDepthOne",
                P::PerftEnormous { .. } => "PerftEnormous",
                P::PerftProgress { .. } => "PerftProgress",
                P::PerftFirstMoveDone { .. } => "PerftFirstMoveDone",
                P::PerftStopped { .. } => "PerftStopped",
                P::XiangqiFen(_) => "XiangqiFen",
                P::ChessFen(_) => "ChessFen",
                P::FlickeringCheckOptions => "FlickeringCheckOptions",
                P::MateInIsXiangqi => "MateInIsXiangqi",
                P::MateInOneOnePosition => "MateInOneOnePosition",
                P::MovesNotWithBatch => "MovesNotWithBatch",
                P::FormatIsForXiangqi => "FormatIsForXiangqi",
                P::NotCoordinates => "NotCoordinates",
                P::SeriesMove { .. } => "SeriesMove",
                P::SeriesEnd { .. } => "SeriesEnd",
                P::XiangqiMove { .. } => "XiangqiMove",
                P::XiangqiPlay { .. } => "XiangqiPlay",
                P::XiangqiAfterEnd { .. } => "XiangqiAfterEnd",
                P::NoSeries(_) => "NoSeries",
                P::PuzzleCount { .. } => "PuzzleCount",
                P::PuzzleVariant => "PuzzleVariant",
                P::MateInTwoIsXiangqi => "MateInTwoIsXiangqi",
                P::XiangqiPuzzleKinds => "XiangqiPuzzleKinds",
                P::XiangqiDifficulty => "XiangqiDifficulty",
                P::StoppedBy(_) => "StoppedBy",
                P::Verdict(_) => "Verdict",
                P::Result { .. } => "Result",
                P::MateFound { .. } => "MateFound",
                P::NoMatingSeries { .. } => "NoMatingSeries",
                P::MateGaveUp { .. } => "MateGaveUp",
                P::XiangqiVerdict { .. } => "XiangqiVerdict",
                P::XiangqiWarning { .. } => "XiangqiWarning",
                P::XiangqiMate { .. } => "XiangqiMate",
                P::XiangqiNoMate { .. } => "XiangqiNoMate",
                P::XiangqiSearchStopped { .. } => "XiangqiSearchStopped",
                P::Best { .. } => "Best",
                P::RecordSummary { .. } => "RecordSummary",
                P::PuzzleProgress { .. } => "PuzzleProgress",
            }
        };
        // (Options, their values and the signal's name, typed as they are.)
        let typed = [
            "depth",
            "perft",
            "unique",
            "progress",
            "variant",
            "flickering",
            "xiangqi",
            "batch",
            "format",
            "mate",
            "in",
            "one",
            "two",
            "moves",
            "fen",
            "FEN",
            "count",
            "kind",
            "escape",
            "judge",
            "SIGINT",
            "Ctrl",
            "Qh",
            "e",
            "d",
        ];
        walk(&all, name, 40, &typed);
        // The English as the commands print it.
        let en = |p: &Printed| p.say(Lang::En);
        assert_eq!(
            en(&all[2]),
            "Flickering perft counts the series of one turn: use --depth 1 (got 2)"
        );
        assert_eq!(en(&all[15]), no_series.to_string());
        assert_eq!(en(&all[16]), EngineError::BadLevel(9).to_string());
        assert_eq!(en(&all[25]), "result: White wins (checkmate)");
        assert_eq!(en(&all[26]), "result: ongoing");
        assert_eq!(
            en(&all[27]),
            "mate in one series: Qh7#\n(120 series states, 30 positions judged, 2.5 ms)"
        );
        assert_eq!(
            en(&all[30]),
            "verdict: ongoing\nin check: no\nlegal moves: 44"
        );
        assert_eq!(en(&all[34]), "search stopped: the node limit (1000 positions) was reached; no mate in up to 2 moves, longer ones not decided");
        assert_eq!(
            en(&all[35]),
            "e4, d4\n(score +35, level 3, 812 ms, 12 candidates, 4000 states; no mate by the opponent in fewer than 4 moves (the search stopped at its limits))"
        );
        assert_eq!(en(&all[36]), "Xiangqi: 1 move, ongoing");
        assert_eq!(
            en(&all[37]),
            "Flickering Chess: 3 series, White wins (checkmate)"
        );
        // Ukrainian: the decimal comma, plural forms.
        assert!(
            all[27].say(Lang::Uk).contains("2,5 мс"),
            "{}",
            all[27].say(Lang::Uk)
        );
        assert_eq!(all[32].say(Lang::Uk), "мат за 2 ходи (мат): h3e3 e9d9 e3e9");
        assert_eq!(en(&all[38]), "puzzles: 12 of 100 printed, 3.0 s");
        assert_eq!(all[38].say(Lang::Uk), "задачі: надруковано 12 з 100, 3,0 с");
    }
}
