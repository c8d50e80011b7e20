//! `perft` and `check` for Flickering Chess.

use super::CliError;
use crate::chess::{Position, INITIAL_FEN};
use crate::core::text::shown;
use crate::core::Outcome;
use crate::flicker::mate::{mate_in_one, MateLimits, MateOutcome, MateReport};
use crate::flicker::notation::{parse_coord, series_san};
use crate::flicker::{enumerate, solve, Solution};
use crate::session::flicker::FlickerGame;
use crate::session::GameKind;
use std::fmt::Write as _;
use std::path::PathBuf;

/// Arguments of `duochess check --variant flickering`.
#[derive(Debug, Clone)]
pub struct CheckArgs {
    pub fen: Option<String>,
    pub batch: Option<PathBuf>,
    pub json: bool,
    pub moves: Option<String>,
    pub mate_in_one: bool,
}

/// `perft --variant flickering --depth 1 [--unique] [--divide]`: the number of legal
/// series (or of distinct positions they lead to). Only depth 1 is defined: a
/// Flickering "move" is a whole series, and series counts grow too fast for more.
pub fn perft(fen: Option<&str>, depth: u32, divide: bool, unique: bool) -> Result<(), CliError> {
    if depth != 1 {
        return Err(CliError::Usage(format!(
            "Flickering perft counts the series of one turn: use --depth 1 (got {depth})"
        )));
    }
    // The side not to move may be in check in reference data; counting is still defined.
    let pos = Position::from_fen_lenient(fen.unwrap_or(INITIAL_FEN))
        .map_err(|e| CliError::Input(e.to_string()))?;
    let mut out = String::new();
    if divide {
        for (m, c) in enumerate::divide(&pos, unique) {
            let n = if unique {
                c.positions.unwrap_or(0)
            } else {
                c.series
            };
            let _ = writeln!(out, "{m}: {n}");
        }
    }
    let total = enumerate::count_series(&pos, unique);
    let n = if unique {
        total.positions.unwrap_or(0)
    } else {
        total.series
    };
    let _ = writeln!(out, "{n}");
    print!("{out}");
    Ok(())
}

/// `check --variant flickering`: the verdict for the side to move.
pub fn check(args: CheckArgs) -> Result<(), CliError> {
    if args.mate_in_one {
        if args.batch.is_some() || args.moves.is_some() {
            return Err(CliError::Usage(
                "--mate-in-one takes one position: use it with --fen only".into(),
            ));
        }
        let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
        let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.to_string()))?;
        let report = mate_in_one(&pos, MateLimits::default());
        println!(
            "{}",
            if args.json {
                json_mate(&report)
            } else {
                plain_mate(&report)
            }
        );
        return Ok(());
    }
    if let Some(path) = &args.batch {
        if args.moves.is_some() {
            return Err(CliError::Usage(
                "--moves cannot be combined with --batch".into(),
            ));
        }
        return batch(path);
    }
    let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
    let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.to_string()))?;
    let game = match &args.moves {
        Some(text) => Some(play_moves(pos, text)?),
        None => None,
    };
    let current = game.as_ref().map(|g| *g.position()).unwrap_or(pos);
    let solution = solve(&current);
    let mut out = if args.json {
        json_solution(&solution)
    } else {
        plain_solution(&solution)
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
            let reason = result.reason(kind);
            let _ = write!(out, "\nresult: {}", result.summary(kind));
            if !reason.is_empty() {
                let _ = write!(out, " ({reason})");
            }
        }
    }
    println!("{out}");
    Ok(())
}

/// Play `text` (series separated by spaces, moves inside a series by `,`, each in
/// coordinates) from `start` through a game session.
fn play_moves(start: Position, text: &str) -> Result<FlickerGame, CliError> {
    let mut game = FlickerGame::new(start);
    for (i, series) in text.split_whitespace().enumerate() {
        let n = i + 1;
        for (j, mv) in series.split(',').enumerate() {
            let mv = mv.trim();
            let fail = |why: String| {
                CliError::Input(format!(
                    "series {n} ({}), move {} ({}): {why}",
                    shown(series),
                    j + 1,
                    shown(mv)
                ))
            };
            let (from, to, promo) = parse_coord(mv)
                .ok_or_else(|| fail("not a coordinate move such as e2e4 or e7e8q".into()))?;
            game.try_move(from, to, promo)
                .map_err(|e| fail(e.to_string()))?;
        }
        game.end_series()
            .map_err(|e| CliError::Input(format!("series {n} ({}): {e}", shown(series))))?;
    }
    Ok(game)
}

/// One output line per input line, so outputs match inputs: a verdict, or
/// `{"line":N,"error":"..."}` (a blank line is an error too).
fn batch(path: &std::path::Path) -> Result<(), CliError> {
    let text = crate::record::store::read_text(path).map_err(|e| CliError::Input(e.to_string()))?;
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
    print!("{out}");
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

fn plain_solution(s: &Solution) -> String {
    match s.rescue() {
        Some(series) => format!("escape\n{}", series_san(series).join(", ")),
        None => verdict_name(s).to_string(),
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
fn plain_mate(r: &MateReport) -> String {
    let cost = format!(
        "{} series states, {} positions judged, {:.1} ms",
        r.nodes,
        r.judged,
        r.elapsed.as_secs_f64() * 1e3
    );
    match &r.outcome {
        MateOutcome::Found(_) => format!("mate in one series: {}\n({cost})", r.san().join(", ")),
        MateOutcome::NoneExists => {
            format!("no series mates: every legal series was examined\n({cost})")
        }
        MateOutcome::GaveUp { searched_len } => format!(
            "no mating series found within the limits ({} states or {} s); every series of \
             fewer than {searched_len} moves was examined\n({cost})",
            r.limits.max_nodes,
            r.limits.max_time.as_secs()
        ),
    }
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
    fn moves_are_coordinates_only_so_san_is_refused_not_misread() {
        let start = Position::from_fen("4k3/8/8/8/1NB5/8/2B5/4K3 w - - 0 1").unwrap();
        // `B4d3` is the SAN of the bishop c4-d3; read as coordinates it was the
        // knight b4-d3.
        let err = play_moves(start, "B4d3").unwrap_err().to_string();
        assert!(err.contains("not a coordinate move"), "{err}");
        let game = play_moves(start, "c4d3").unwrap();
        assert_eq!(game.move_list(), ["1a. B4d3"]);
    }
}
