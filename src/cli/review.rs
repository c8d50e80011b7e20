//! `duochess review FILE [--json] [--engine PATH] [--time MS]`: the review of a
//! game record (`play::review`), for a player (in the player's language) or for a
//! script (`--json`, one object per turn).

use super::CliError;
use crate::i18n::Lang;
use crate::play::review::{
    choose_engine, review_to_end, Eval, Line, Mate, Review, ReviewSettings, TurnReview,
};
use crate::session::GameKind;
use crate::words::review::ReviewText;
use crate::words::Say;
use std::path::PathBuf;
use std::time::Duration;

/// The default thinking time of a UCI engine per position of a review.
pub const DEFAULT_REVIEW_ENGINE_MS: u64 = crate::play::review::ENGINE_TIME.as_millis() as u64;

/// Arguments of `duochess review`.
#[derive(Debug, Clone)]
pub struct ReviewArgs {
    pub file: PathBuf,
    pub json: bool,
    pub engine: Option<PathBuf>,
    /// Milliseconds per position: the UCI engine's (Xiangqi) or the series
    /// engine's (Flickering).
    pub time: Option<u64>,
    pub lang: Lang,
}

pub fn run(args: ReviewArgs) -> Result<(), CliError> {
    let lang = args.lang;
    let loaded = crate::record::load_file(&args.file).map_err(|e| CliError::Input(e.say(lang)))?;
    let kind = match &loaded.game {
        crate::record::LoadedGame::Flickering(_) => GameKind::Flickering,
        crate::record::LoadedGame::Xiangqi(_) => GameKind::Xiangqi,
    };
    // The engine in the settings is the last one asked for a Xiangqi review.
    let settings_engine = crate::config::Remembered::from_env().config.engine;
    let settings = settings(kind, &args, &loaded.info, settings_engine)?;
    let r = review_to_end(&loaded.game, &settings);
    if args.json {
        for t in &r.turns {
            super::out::line(json(&r, t))?;
        }
        Ok(())
    } else {
        super::out::text(plain(&r, lang))
    }
}

/// The review's settings: in Flickering the series engine's time; in Xiangqi
/// the UCI engine given (`--engine`), else the one the record's game was played
/// against, else the one in the settings (`play::review::choose_engine`).
fn settings(
    kind: GameKind,
    args: &ReviewArgs,
    info: &crate::record::RecordInfo,
    settings_engine: Option<PathBuf>,
) -> Result<ReviewSettings, CliError> {
    let mut settings = ReviewSettings::default();
    match kind {
        GameKind::Flickering if args.engine.is_some() => {
            return Err(CliError::Usage(
                crate::words::cli::CliText::EngineReviewsXiangqi.say(args.lang),
            ))
        }
        GameKind::Flickering => {
            if let Some(ms) = args.time {
                settings.series_engine = ReviewSettings::review_engine(Duration::from_millis(ms));
            }
        }
        GameKind::Xiangqi => {
            let movetime = Duration::from_millis(args.time.unwrap_or(DEFAULT_REVIEW_ENGINE_MS));
            settings.engine = choose_engine(args.engine.clone(), info, settings_engine, movetime);
        }
    }
    Ok(settings)
}

/// The review for a player: the heading, who evaluated, each turn with its
/// findings indented below it, each side's tally.
fn plain(r: &Review, lang: Lang) -> String {
    let mut out = String::new();
    let mut line = |text: String| {
        if !text.is_empty() {
            out.push_str(&text);
            out.push('\n');
        }
    };
    line(ReviewText::Heading(r).say(lang));
    line(ReviewText::Evaluator(r).say(lang));
    for t in &r.turns {
        line(ReviewText::Turn(r.kind, t).say(lang));
        let findings = ReviewText::Findings(r.kind, t).say(lang);
        for f in findings.lines() {
            line(format!("    {f}"));
        }
    }
    for side in [crate::core::Side::White, crate::core::Side::Black] {
        line(ReviewText::Tally(r, side).say(lang));
    }
    out
}

fn list_or_null(line: Option<&Line>) -> String {
    line.map_or_else(|| "null".into(), |l| super::json::list(&l.coords()))
}

/// One turn as the JSON: `turn`, `side`, `played`, `missed_mate`,
/// `allowed_mate`, `decided`, `eval` (centipawns from the mover's view, null for a
/// mate or without an evaluation), `mate` (when the evaluation is a mate: in how
/// many turns of the mover, negative when it is mated, 0 when it has mated),
/// `best`; Xiangqi adds `missed_mate_in`, `allowed_mate_in` (moves), and `class`
/// when an engine evaluated; Flickering, always evaluated, has `class` too.
fn json(r: &Review, t: &TurnReview) -> String {
    let side = crate::words::common::side_key(r.kind, t.side);
    let mut fields = vec![
        format!("\"turn\":{}", super::json::string(&t.label(r.kind))),
        format!("\"side\":{}", super::json::string(side)),
        format!("\"played\":{}", super::json::list(&t.played.coords())),
        format!("\"missed_mate\":{}", list_or_null(t.missed_mate.line())),
        format!("\"allowed_mate\":{}", list_or_null(t.allowed_mate.line())),
        format!("\"decided\":{}", t.decided()),
    ];
    let moves = |m: &Mate| match m {
        Mate::Yes { moves, .. } => moves.to_string(),
        _ => "null".into(),
    };
    if r.kind == GameKind::Xiangqi {
        fields.push(format!("\"missed_mate_in\":{}", moves(&t.missed_mate)));
        fields.push(format!("\"allowed_mate_in\":{}", moves(&t.allowed_mate)));
    }
    match t.eval {
        Some(Eval::Centipawns(c)) => fields.push(format!("\"eval\":{c}")),
        Some(Eval::Mate(n)) => {
            fields.push("\"eval\":null".into());
            fields.push(format!("\"mate\":{n}"));
        }
        None => fields.push("\"eval\":null".into()),
    }
    fields.push(format!("\"best\":{}", list_or_null(t.best.as_ref())));
    let evaluated = r.kind == GameKind::Flickering || r.engine.is_some();
    if evaluated {
        let class = t
            .class
            .map_or_else(|| "null".into(), |c| super::json::string(c.token()));
        fields.push(format!("\"class\":{class}"));
    }
    format!("{{{}}}", fields.join(","))
}
