//! The review of a finished game (`play::review`) at its default settings: a
//! Flickering game of the match harness (`benches/flicker_match.rs`,
//! level 5 against level 4, `FLICKER_MATCH_CAP=60`, game 16: 64 series, drawn at the
//! cap: `tests/data/review-flickering-match.pgn`),
//! without any engine but the series engine; and an 80-move Xiangqi game
//! (Fairy-Stockfish's self-play at 60 ms a move:
//! `tests/data/review-xiangqi-80.pgn`) evaluated by Fairy-Stockfish at 100 ms a
//! move (`/usr/games/fairy-stockfish`, or `REVIEW_BENCH_ENGINE=path`; skipped
//! when there is none). Prints the time, the turns and what was found.
//! `REVIEW_BENCH_FILE=path` reviews another record instead of both.
//!
//! `cargo bench --bench review`

use duochess::play::review::{review_to_end, EngineChoice, EngineFrom, Mate, ReviewSettings};
use std::time::{Duration, Instant};

fn main() {
    if let Ok(path) = std::env::var("REVIEW_BENCH_FILE") {
        bench(&path, ReviewSettings::default());
        return;
    }
    bench(
        "tests/data/review-flickering-match.pgn",
        ReviewSettings::default(),
    );
    let engine = std::env::var("REVIEW_BENCH_ENGINE")
        .unwrap_or_else(|_| "/usr/games/fairy-stockfish".to_string());
    if !std::path::Path::new(&engine).exists() {
        println!("no engine at {engine}: the Xiangqi review is skipped");
        return;
    }
    bench(
        "tests/data/review-xiangqi-80.pgn",
        ReviewSettings {
            engine: Some(EngineChoice {
                path: engine.into(),
                movetime: Duration::from_millis(100),
                from: EngineFrom::Given,
            }),
            ..ReviewSettings::default()
        },
    );
}

fn bench(path: &str, settings: ReviewSettings) {
    let path = path.to_string();
    let loaded = match duochess::record::load_file(std::path::Path::new(&path)) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let began = Instant::now();
    let r = review_to_end(&loaded.game, &settings);
    let took = began.elapsed();
    let count = |f: &dyn Fn(&duochess::play::review::TurnReview) -> bool| {
        r.turns.iter().filter(|t| f(t)).count()
    };
    println!(
        "{path}: {} turns reviewed in {:.2} s ({:.0} ms a turn){}; missed mates {}, allowed mates {}, not decided {}, classified {}",
        r.turns.len(),
        took.as_secs_f64(),
        took.as_secs_f64() * 1e3 / r.turns.len().max(1) as f64,
        r.engine.as_ref().map_or_else(String::new, |e| format!(", evaluated by {e}")),
        count(&|t| matches!(t.missed_mate, Mate::Yes { .. })),
        count(&|t| matches!(t.allowed_mate, Mate::Yes { .. })),
        count(&|t| !t.decided()),
        count(&|t| t.class.is_some()),
    );
}
