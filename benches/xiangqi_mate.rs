//! Xiangqi mate search speed: every position of `tests/data/xiangqi-mates.tsv`
//! (from Fairy-Stockfish self-play games: mates in 1-3 and positions without one)
//! and of `tests/data/xiangqi-status.tsv` (random games and crafted positions),
//! searched for a mate in 3 and in 5; prints each time and the worst and median.
//! Run with `cargo bench --bench xiangqi_mate`.

use duochess::xiangqi::mate::{find_mate, MateLimits, MateResult};
use duochess::xiangqi::Position;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let cancel = AtomicBool::new(false);
    let positions: Vec<Position> = include_str!("../tests/data/xiangqi-mates.tsv")
        .lines()
        .skip(1)
        .chain(
            include_str!("../tests/data/xiangqi-status.tsv")
                .lines()
                .skip(1),
        )
        .filter_map(|l| Position::from_fen(l.split('\t').next()?).ok())
        .collect();
    for depth in [3, 5] {
        let mut times = Vec::new();
        let mut total_nodes = 0;
        for pos in &positions {
            let start = Instant::now();
            let report = find_mate(pos, depth, MateLimits::default(), &cancel);
            let t = start.elapsed().as_secs_f64();
            total_nodes += report.nodes;
            let what = match report.result {
                MateResult::Mate { moves, .. } => format!("mate in {moves}"),
                MateResult::NoMate { max } => format!("no mate in {max}"),
                MateResult::Stopped { reason, decided } => {
                    format!("stopped ({reason}) after {decided}")
                }
            };
            println!(
                "mate-in-{depth} {:>9} nodes {:>8.1} ms  {what:<14} {}",
                report.nodes,
                t * 1e3,
                pos.to_fen()
            );
            times.push(t);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "mate in {depth}: {} positions, {total_nodes} nodes, median {:.1} ms, worst {:.1} ms",
            times.len(),
            times[times.len() / 2] * 1e3,
            times[times.len() - 1] * 1e3
        );
    }
}
