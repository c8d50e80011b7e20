//! The review of a finished game (`play::review`) at its default settings: a
//! Flickering game of the match harness (`benches/flicker_match.rs`,
//! level 5 against level 4, `FLICKER_MATCH_CAP=60`, game 16: 64 series, drawn at the
//! cap: `tests/data/review-flickering-match.pgn`),
//! without any engine but the series engine. Prints the time, the turns and what
//! was found. `REVIEW_BENCH_FILE=path` reviews another record instead.
//!
//! `cargo bench --bench review`

use duochess::play::review::{review_to_end, Mate, ReviewSettings};
use std::time::Instant;

fn main() {
    let path = std::env::var("REVIEW_BENCH_FILE")
        .unwrap_or_else(|_| "tests/data/review-flickering-match.pgn".to_string());
    let loaded = match duochess::record::load_file(std::path::Path::new(&path)) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let began = Instant::now();
    let r = review_to_end(&loaded.game, &ReviewSettings::default());
    let took = began.elapsed();
    let count = |f: &dyn Fn(&duochess::play::review::TurnReview) -> bool| {
        r.turns.iter().filter(|t| f(t)).count()
    };
    println!(
        "{path}: {} turns reviewed in {:.2} s ({:.0} ms a turn); missed mates {}, allowed mates {}, not decided {}, classified {}",
        r.turns.len(),
        took.as_secs_f64(),
        took.as_secs_f64() * 1e3 / r.turns.len().max(1) as f64,
        count(&|t| matches!(t.missed_mate, Mate::Yes { .. })),
        count(&|t| matches!(t.allowed_mate, Mate::Yes { .. })),
        count(&|t| !t.decided()),
        count(&|t| t.class.is_some()),
    );
}
