//! Time to generate 100 puzzles of each kind (any difficulty, and each difficulty
//! 1 to 5, and the Xiangqi mates), three seeds each: the goal is under 10 s per 100.
//! `cargo bench --bench practice_puzzles` (`PUZZLE_SEEDS=1` for one seed each).

use duochess::practice::puzzle::{generate, PuzzleKind, Request};
use duochess::practice::xiangqi_puzzle::{generate_xiangqi, XiangqiKind};
use std::time::Instant;

fn run(kind: PuzzleKind, difficulty: Option<u8>) {
    let mut line = format!(
        "{:<12} difficulty {:<4}",
        kind.name(),
        difficulty.map_or("any".to_string(), |d| d.to_string())
    );
    let seeds: u64 = std::env::var("PUZZLE_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    for seed in 1..=seeds {
        let began = Instant::now();
        let req = Request {
            kind,
            count: 100,
            difficulty,
            seed,
        };
        let outcome = match generate(&req) {
            Ok(g) => format!("{} candidates", g.candidates),
            Err(e) => format!("stopped: {e}"),
        };
        line.push_str(&format!(
            "  seed {seed}: {:6.2} s ({outcome})",
            began.elapsed().as_secs_f64()
        ));
    }
    println!("{line}");
}

fn main() {
    for kind in PuzzleKind::ALL {
        run(kind, None);
    }
    for kind in [PuzzleKind::Escape, PuzzleKind::Judge] {
        for d in 1..=5 {
            run(kind, Some(d));
        }
    }
    for d in 1..=5 {
        run(PuzzleKind::MateInOne, Some(d));
    }
    for kind in XiangqiKind::ALL {
        let began = Instant::now();
        let outcome = match generate_xiangqi(kind, 100, 1) {
            Ok(p) => format!("{} puzzles", p.len()),
            Err(e) => format!("stopped: {e}"),
        };
        println!(
            "xiangqi {:<12} seed 1: {:6.2} s ({outcome})",
            kind.name(),
            began.elapsed().as_secs_f64()
        );
    }
}
