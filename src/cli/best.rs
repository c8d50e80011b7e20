//! `best --variant flickering`: the series the engine would play.

use super::CliError;
use crate::chess::{Position, INITIAL_FEN};
use crate::flicker::engine::{best_series, fresh_seed, Decision, Level, Request, Safety};
use crate::flicker::notation::series_san;
use crate::i18n::Lang;
use crate::words::cli::Printed;
use crate::words::Say;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Arguments of `duochess best --variant flickering`.
#[derive(Debug, Clone)]
pub struct BestArgs {
    pub fen: Option<String>,
    /// Milliseconds, overriding the level's budget.
    pub time: Option<u64>,
    pub level: Option<u8>,
    /// The seed of its choices (a fresh one when absent).
    pub seed: Option<u64>,
    pub json: bool,
    pub lang: Lang,
}

pub fn run(args: BestArgs) -> Result<(), CliError> {
    let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
    let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.say(args.lang)))?;
    let level = match args.level {
        Some(n) => {
            Level::new(n).map_err(|e| CliError::Usage(Printed::NoSeries(&e).say(args.lang)))?
        }
        None => Level::DEFAULT,
    };
    let mut req = Request::new(pos, level);
    req.time = args.time.map(Duration::from_millis);
    req.seed = args.seed.unwrap_or_else(fresh_seed);
    let decision = best_series(&req, &AtomicBool::new(false))
        .map_err(|e| CliError::Input(Printed::NoSeries(&e).say(args.lang)))?;
    super::out::line(format_args!(
        "{}",
        if args.json {
            json(&decision, level)
        } else {
            plain(&decision, level, args.lang)
        }
    ))?;
    Ok(())
}

/// The opponent's mate after the series as a JSON token.
fn safety(s: Safety) -> &'static str {
    match s {
        Safety::Mates => "mates",
        Safety::Proven => "none",
        Safety::Unknown { .. } => "unknown",
        Safety::Unchecked => "unchecked",
        Safety::Overlooked => "overlooked",
        Safety::Lost => "unavoidable",
    }
}

fn plain(d: &Decision, level: Level, lang: Lang) -> String {
    Printed::Best {
        series: &series_san(&d.series).join(", "),
        score: d.score,
        level: level.number(),
        ms: d.elapsed.as_secs_f64() * 1e3,
        candidates: d.candidates as u64,
        states: d.nodes,
        safety: d.safety,
    }
    .say(lang)
}

/// `{"series":["Qb7#"],"coords":["h1b7"],"score":..,"mate":true,"opponent_mate":"mates",...}`.
fn json(d: &Decision, level: Level) -> String {
    format!(
        "{{\"series\":{},\"coords\":{},\"score\":{},\"mate\":{},\"opponent_mate\":{},\"level\":{},\"candidates\":{},\"nodes\":{},\"micros\":{}}}",
        super::json::list(&series_san(&d.series)),
        super::json::list(&d.series.coords()),
        d.score,
        d.safety == Safety::Mates,
        super::json::string(safety(d.safety)),
        level.number(),
        d.candidates,
        d.nodes,
        d.elapsed.as_micros()
    )
}
