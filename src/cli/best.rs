//! `best --variant flickering`: the series the engine would play.

use super::CliError;
use crate::chess::{Position, INITIAL_FEN};
use crate::flicker::engine::{best_series, fresh_seed, Decision, Level, Request, Safety};
use crate::flicker::notation::series_san;
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
}

pub fn run(args: BestArgs) -> Result<(), CliError> {
    let fen = args.fen.as_deref().unwrap_or(INITIAL_FEN);
    let pos = Position::from_fen(fen).map_err(|e| CliError::Input(e.to_string()))?;
    let level = match args.level {
        Some(n) => Level::new(n).map_err(|e| CliError::Usage(e.to_string()))?,
        None => Level::DEFAULT,
    };
    let mut req = Request::new(pos, level);
    req.time = args.time.map(Duration::from_millis);
    req.seed = args.seed.unwrap_or_else(fresh_seed);
    let decision =
        best_series(&req, &AtomicBool::new(false)).map_err(|e| CliError::Input(e.to_string()))?;
    println!(
        "{}",
        if args.json {
            json(&decision, level)
        } else {
            plain(&decision, level)
        }
    );
    Ok(())
}

/// The opponent's mate after the series, in words and as a JSON token.
fn safety(s: Safety) -> (&'static str, String) {
    match s {
        Safety::Mates => ("mates", "the series mates".into()),
        Safety::Proven => ("none", "no series of the opponent mates".into()),
        Safety::Unknown { searched_len } => (
            "unknown",
            format!(
                "no mate by the opponent in fewer than {searched_len} moves (the search stopped at its limits)"
            ),
        ),
        Safety::Unchecked => ("unchecked", "not examined: time ran out".into()),
        Safety::Lost => ("unavoidable", "the opponent mates whatever is played".into()),
    }
}

fn plain(d: &Decision, level: Level) -> String {
    format!(
        "{}\n(score {:+}, level {}, {:.0} ms, {} candidates, {} states; {})",
        series_san(&d.series).join(", "),
        d.score,
        level.number(),
        d.elapsed.as_secs_f64() * 1e3,
        d.candidates,
        d.nodes,
        safety(d.safety).1
    )
}

/// `{"series":["Qb7#"],"coords":["h1b7"],"score":..,"mate":true,"opponent_mate":"mates",...}`.
fn json(d: &Decision, level: Level) -> String {
    format!(
        "{{\"series\":{},\"coords\":{},\"score\":{},\"mate\":{},\"opponent_mate\":{},\"level\":{},\"candidates\":{},\"nodes\":{},\"micros\":{}}}",
        super::json::list(&series_san(&d.series)),
        super::json::list(&d.series.coords()),
        d.score,
        d.safety == Safety::Mates,
        super::json::string(safety(d.safety).0),
        level.number(),
        d.candidates,
        d.nodes,
        d.elapsed.as_micros()
    )
}
