//! `perft` and `check` for Flickering Chess.

use super::{out, CliError};
use crate::chess::{Position, INITIAL_FEN};
use crate::core::Outcome;
use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome, MateReport};
use crate::flicker::notation::{parse_coord, series_san};
use crate::flicker::{enumerate, solve, Solution};
use crate::i18n::Lang;
use crate::session::flicker::FlickerGame;
use crate::session::GameKind;
use crate::words::cli::{MateCost, Printed, RoughTime};
use crate::words::Say;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::time::Instant;

/// Arguments of `duochess check --variant flickering`.
#[derive(Debug, Clone)]
pub struct CheckArgs {
    pub fen: Option<String>,
    pub batch: Option<PathBuf>,
    pub json: bool,
    pub moves: Option<String>,
    pub mate_in_one: bool,
    pub lang: Lang,
}

/// `perft --variant flickering --depth 1 [--unique] [--divide] [--progress]`: the
/// number of legal series (or of distinct positions they lead to). Only depth 1 is
/// defined: a Flickering "move" is a whole series, and series counts grow too fast
/// for more.
///
/// Before counting it estimates the count ([`enumerate::estimate_series`]) and says
/// so on standard error when it is too large to finish in reasonable time (from the
/// start position it is). Progress goes to standard error when it is a terminal or
/// with `progress`; Ctrl-C (or SIGTERM) stops the count: what was counted is
/// reported as partial, and the exit code is 128 + the signal's number.
pub fn perft(
    fen: Option<&str>,
    depth: u32,
    divide: bool,
    unique: bool,
    progress: bool,
    lang: Lang,
) -> Result<(), CliError> {
    if depth != 1 {
        return Err(CliError::Usage(Printed::PerftDepthOne { depth }.say(lang)));
    }
    // The side not to move may be in check in reference data; counting is still defined.
    let pos = Position::from_fen_lenient(fen.unwrap_or(INITIAL_FEN))
        .map_err(|e| CliError::Input(e.say(lang)))?;
    // Caught before the warning, which tells that Ctrl-C stops the count.
    let stop = perft_stop::Stop::catch()?;
    let estimate = enumerate::estimate_series(&pos, ESTIMATE_WALKS, 1);
    if estimate >= ENORMOUS {
        // Not eprintln!: a closed standard error must not stop the count by a panic.
        let warning = Printed::PerftEnormous {
            estimate: format!("{estimate:.0e}"),
            time: RoughTime::of_seconds(estimate / SERIES_PER_SECOND),
        };
        let _ = writeln!(std::io::stderr(), "{}", warning.say(lang));
    }
    let mut watch = PerftWatch {
        divide,
        unique,
        progress: (progress || std::io::stderr().is_terminal())
            .then(|| Progress::new(std::io::stderr().is_terminal(), lang)),
        stop: &stop,
        done: 0,
        series_done: 0,
        failed: None,
    };
    let count = enumerate::count(&pos, unique, divide, &mut watch);
    if let Some(p) = &mut watch.progress {
        p.clear();
    }
    if let Some(e) = watch.failed {
        return Err(e);
    }
    if !count.complete {
        let stopped = count.by_first_move.len();
        let stopped = Printed::PerftStopped {
            stopped,
            first_moves: count.first_moves,
            series: count.total.series,
        };
        let _ = writeln!(std::io::stderr(), "{}", stopped.say(lang));
        return Err(CliError::Stopped(stop.signal().unwrap_or_default()));
    }
    let n = if unique {
        count.total.positions.unwrap_or(0)
    } else {
        count.total.series
    };
    super::out::line(format_args!("{n}"))?;
    Ok(())
}

/// Random walks for the estimate before a count (a few milliseconds; the warning
/// says "a thousand").
const ESTIMATE_WALKS: u32 = 1000;

/// About how many series a second a count goes through (from the start position
/// about 12 million on the 2-core machine this was written on): only to put the
/// warning in time.
const SERIES_PER_SECOND: f64 = 1e7;

/// From this estimate on, a count is announced as one that will not finish soon:
/// at [`SERIES_PER_SECOND`], a quarter of an hour and more.
const ENORMOUS: f64 = 1e10;

/// The count's watch: the first moves' lines (`--divide`) as they are done,
/// progress on standard error, and the stop signal.
struct PerftWatch<'s> {
    divide: bool,
    unique: bool,
    progress: Option<Progress>,
    stop: &'s perft_stop::Stop,
    /// First moves whose series are all counted, and those series.
    done: usize,
    series_done: u64,
    /// The output could not be written (a closed pipe): the count stops.
    failed: Option<CliError>,
}

impl enumerate::Watch for PerftWatch<'_> {
    fn go_on(&mut self, reached: enumerate::Reached) -> bool {
        if let Some(p) = &mut self.progress {
            p.tick(reached);
        }
        self.stop.signal().is_none() && self.failed.is_none()
    }

    fn first_move_done(
        &mut self,
        index: usize,
        of: usize,
        first: &crate::chess::Move,
        count: enumerate::SeriesCount,
    ) {
        self.done = index + 1;
        self.series_done += count.series;
        if self.divide {
            // Not after a progress line rewritten in place on the same terminal.
            if let Some(p) = &mut self.progress {
                p.clear();
            }
            let n = if self.unique {
                count.positions.unwrap_or(0)
            } else {
                count.series
            };
            // Printed as it is done, so that a stopped count keeps its finished lines.
            if let Err(e) = super::out::line(format_args!("{first}: {n}")) {
                self.failed.get_or_insert(e);
            }
        }
        if let Some(p) = &mut self.progress {
            p.first_move_done(first, self.done, of, self.series_done);
        }
    }
}

/// Perft's progress lines (see [`out::Progress`]).
struct Progress {
    line: out::Progress,
    started: Instant,
    lang: Lang,
}

impl Progress {
    fn new(in_place: bool, lang: Lang) -> Progress {
        Progress {
            line: out::Progress::new(in_place),
            started: Instant::now(),
            lang,
        }
    }

    fn tick(&mut self, at: enumerate::Reached) {
        if !self.line.due() {
            return;
        }
        let secs = self.started.elapsed().as_secs_f64();
        let rate = at.series as f64 / secs.max(1e-9) / 1e6;
        let line = Printed::PerftProgress {
            series: at.series,
            first_move: at.first_move + 1,
            first_moves: at.first_moves,
            secs,
            millions_a_second: rate,
        };
        self.line.show(&line.say(self.lang));
    }

    fn first_move_done(&mut self, first: &crate::chess::Move, done: usize, of: usize, series: u64) {
        let secs = self.started.elapsed().as_secs_f64();
        let line = Printed::PerftFirstMoveDone {
            first: first.to_string(),
            done,
            of,
            series,
            secs,
        };
        self.line.show(&line.say(self.lang));
    }

    /// Clear the line rewritten in place.
    fn clear(&mut self) {
        self.line.clear();
    }
}

/// Ctrl-C and SIGTERM during a count: the first stops it cleanly (the watch sees
/// it), a second one ends the program at once.
mod perft_stop {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    pub struct Stop {
        signal: Arc<AtomicUsize>,
    }

    impl Stop {
        pub fn catch() -> std::io::Result<Stop> {
            let signal = Arc::new(AtomicUsize::new(0));
            #[cfg(unix)]
            {
                use signal_hook::consts::{SIGINT, SIGTERM};
                use signal_hook::flag;
                use std::sync::atomic::AtomicBool;
                let asked = Arc::new(AtomicBool::new(false));
                for sig in [SIGINT, SIGTERM] {
                    let status = 128 + sig;
                    flag::register_conditional_shutdown(sig, status, Arc::clone(&asked))?;
                    flag::register(sig, Arc::clone(&asked))?;
                    flag::register_usize(sig, Arc::clone(&signal), sig as usize)?;
                }
            }
            Ok(Stop { signal })
        }

        /// The signal that asked to stop, if one did.
        pub fn signal(&self) -> Option<i32> {
            match self.signal.load(Ordering::Relaxed) {
                0 => None,
                n => i32::try_from(n).ok(),
            }
        }
    }
}

/// `check --variant flickering`: the verdict for the side to move.
pub fn check(args: CheckArgs) -> Result<(), CliError> {
    let lang = args.lang;
    if args.mate_in_one {
        if args.batch.is_some() || args.moves.is_some() {
            return Err(CliError::Usage(Printed::MateInOneOnePosition.say(lang)));
        }
        let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
        let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.say(lang)))?;
        let report = mate_in_one(&pos, MateLimits::default());
        super::out::line(format_args!(
            "{}",
            if args.json {
                json_mate(&report)
            } else {
                plain_mate(&report, lang)
            }
        ))?;
        return Ok(());
    }
    if let Some(path) = &args.batch {
        if args.moves.is_some() {
            return Err(CliError::Usage(Printed::MovesNotWithBatch.say(lang)));
        }
        return batch(path, lang);
    }
    let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
    let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.say(lang)))?;
    let game = match &args.moves {
        Some(text) => Some(play_moves(pos, text, lang)?),
        None => None,
    };
    let current = game.as_ref().map(|g| *g.position()).unwrap_or(pos);
    let solution = solve(&current);
    let mut out = if args.json {
        json_solution(&solution)
    } else {
        plain_solution(&solution, lang)
    };
    if let Some(g) = &game {
        let result = g.result();
        let kind = GameKind::Flickering;
        if args.json {
            out.pop(); // the closing brace
            let _ = write!(
                out,
                ",\"result\":{},\"reason\":{}}}",
                super::json::string(&result.summary(kind)),
                super::json::string(&result.reason(kind))
            );
        } else {
            out.push('\n');
            out.push_str(&Printed::Result { kind, result }.say(lang));
        }
    }
    super::out::line(format_args!("{out}"))?;
    Ok(())
}

/// Play `text` (series separated by spaces, moves inside a series by `,`, each in
/// coordinates, SAN or the seed's notation) from `start` through a game session.
fn play_moves(start: Position, text: &str, lang: Lang) -> Result<FlickerGame, CliError> {
    let mut game = FlickerGame::new(start);
    for (i, series_text) in text.split_whitespace().enumerate() {
        let series = i + 1;
        for (j, text) in series_text.split(',').enumerate() {
            let text = text.trim();
            let fail = |why: String| {
                let index = j + 1;
                CliError::Input(
                    Printed::SeriesMove {
                        series,
                        series_text,
                        index,
                        text,
                        why,
                    }
                    .say(lang),
                )
            };
            // Coordinates as they are; SAN in either alphabet (the seed's `Кf3`,
            // `Л:b8`) is read in the series so far, as the `:` line reads it.
            let (from, to, promo) = match parse_coord(text) {
                Some(coords) => coords,
                None => {
                    let m = crate::flicker::notation::parse_move(game.series(), text)
                        .map_err(|e| fail(e.say(lang)))?;
                    (m.from, m.to, m.promotion)
                }
            };
            game.try_move(from, to, promo)
                .map_err(|e| fail(e.say(lang)))?;
        }
        game.end_series().map_err(|e| {
            let why = e.say(lang);
            CliError::Input(
                Printed::SeriesEnd {
                    series,
                    series_text,
                    why,
                }
                .say(lang),
            )
        })?;
    }
    Ok(game)
}

/// One output line per input line, so outputs match inputs: a verdict, or
/// `{"line":N,"error":"..."}` (a blank line is an error too).
fn batch(path: &std::path::Path, lang: Lang) -> Result<(), CliError> {
    let text = crate::record::store::read_text(path).map_err(|e| CliError::Input(e.say(lang)))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        let fen = line.trim();
        let error = if fen.is_empty() {
            "the line is blank: one FEN per line".to_string()
        } else {
            match Position::from_fen(fen) {
                Ok(pos) => {
                    out.push_str(&json_solution(&solve(&pos)));
                    out.push('\n');
                    continue;
                }
                Err(e) => e.to_string(),
            }
        };
        let _ = writeln!(
            out,
            "{{\"line\":{},\"error\":{}}}",
            i + 1,
            super::json::string(&error)
        );
    }
    super::out::text(format_args!("{out}"))?;
    Ok(())
}

/// `mate`, `stalemate`, `escape` (in check, with a rescue series) or `ongoing` (not
/// in check, with legal series: there is nothing to rescue).
fn verdict_name(s: &Solution) -> &'static str {
    match (s.outcome(), s.rescue()) {
        (Outcome::Checkmate { .. }, _) => "mate",
        (Outcome::Stalemate { .. }, _) => "stalemate",
        (Outcome::Ongoing, Some(_)) => "escape",
        (Outcome::Ongoing, None) => "ongoing",
    }
}

fn plain_solution(s: &Solution, lang: Lang) -> String {
    let verdict = Printed::Verdict(verdict_name(s)).say(lang);
    match s.rescue() {
        Some(series) => format!("{verdict}\n{}", series_san(series).join(", ")),
        None => verdict,
    }
}

fn json_solution(s: &Solution) -> String {
    let (san, coords) = match s.rescue() {
        Some(series) => (series_san(series), series.coords()),
        None => (Vec::new(), Vec::new()),
    };
    format!(
        "{{\"verdict\":{},\"series\":{},\"coords\":{},\"nodes\":{},\"micros\":{}}}",
        super::json::string(verdict_name(s)),
        super::json::list(&san),
        super::json::list(&coords),
        s.stats.nodes,
        s.stats.elapsed.as_micros()
    )
}

/// The mate search in words, with what it searched and its limits.
fn plain_mate(r: &MateReport, lang: Lang) -> String {
    let cost = MateCost {
        states: r.nodes,
        judged: r.judged,
        ms: r.elapsed.as_secs_f64() * 1e3,
    };
    let series = r.san().join(", ");
    match &r.outcome {
        MateOutcome::Found(_) => Printed::MateFound {
            series: &series,
            cost,
        },
        MateOutcome::NoneExists => Printed::NoMatingSeries { cost },
        MateOutcome::GaveUp { searched_len } => Printed::MateGaveUp {
            max_states: r.limits.max_nodes,
            max_secs: r.limits.max_time.as_secs(),
            searched_len: *searched_len,
            cost,
        },
    }
    .say(lang)
}

/// `{"mate":true,"series":[...],"coords":[...],"complete":true,"nodes":..,"judged":..,"micros":..}`;
/// `mate` is `null` when the search stopped at its limits.
fn json_mate(r: &MateReport) -> String {
    let (mate, coords, complete) = match &r.outcome {
        MateOutcome::Found(s) => ("true", s.coords(), true),
        MateOutcome::NoneExists => ("false", Vec::new(), true),
        MateOutcome::GaveUp { .. } => ("null", Vec::new(), false),
    };
    format!(
        "{{\"mate\":{mate},\"series\":{},\"coords\":{},\"complete\":{complete},\"nodes\":{},\"judged\":{},\"micros\":{}}}",
        super::json::list(&r.san()),
        super::json::list(&coords),
        r.nodes,
        r.judged,
        r.elapsed.as_micros()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_read_in_san_the_seeds_notation_and_coordinates_never_misread() {
        let start = Position::from_fen("4k3/8/8/8/1NB5/8/2B5/4K3 w - - 0 1").unwrap();
        // `B4d3` is the SAN of the bishop c4-d3; read as coordinates it was the
        // knight b4-d3. The seed's `С4d3` is the same move.
        for text in ["c4d3", "B4d3", "С4d3"] {
            let game = play_moves(start, text, Lang::En).unwrap();
            assert_eq!(game.move_list(), ["1a. B4d3"], "{text}");
        }
        // A series in the seed's letters with its colon, and SAN mixed in.
        let game = play_moves(Position::initial(), "e2e4,Кf3 e7e5,Кc6", Lang::En).unwrap();
        assert_eq!(game.move_list(), ["1a. e4, Nf3", "1b. e5, Nc6"]);
        // A Latin look-alike is named.
        let err = play_moves(start, "C4d3", Lang::En).unwrap_err().to_string();
        assert!(err.contains("Latin"), "{err}");
    }
}
