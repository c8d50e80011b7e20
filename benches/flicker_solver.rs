//! The Flickering solver over every position of the reference verdict file:
//! median and maximum time per position, nodes, and the slowest positions.
//! Run with `cargo bench --bench flicker_solver`. Each position is solved
//! `RUNS` times and its fastest run is kept (the machines are shared and noisy).

use duochess::chess::Position;
use duochess::flicker::solve;
use std::time::Duration;

const RUNS: usize = 5;

fn main() {
    let data = include_str!("../tests/data/flicker-verdicts.tsv");
    let mut results: Vec<(Duration, u64, String, &'static str)> = Vec::new();
    for line in data.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let fen = line.split('\t').next().unwrap_or("");
        let Ok(pos) = Position::from_fen(fen) else {
            eprintln!("skipping unreadable FEN: {fen}");
            continue;
        };
        let mut best = Duration::MAX;
        let mut nodes = 0;
        let mut verdict = "";
        for _ in 0..RUNS {
            let s = solve(&pos);
            best = best.min(s.stats.elapsed);
            nodes = s.stats.nodes;
            verdict = s.verdict.name();
        }
        results.push((best, nodes, fen.to_string(), verdict));
    }
    if results.is_empty() {
        println!("no positions");
        return;
    }
    let mut times: Vec<Duration> = results.iter().map(|r| r.0).collect();
    times.sort();
    let mut nodes: Vec<u64> = results.iter().map(|r| r.1).collect();
    nodes.sort();
    let total: Duration = times.iter().sum();
    println!("positions: {}", results.len());
    println!(
        "time per position: median {:?}, max {:?}, total {:?}",
        times[times.len() / 2],
        times[times.len() - 1],
        total
    );
    println!(
        "nodes per position: median {}, max {}, total {}",
        nodes[nodes.len() / 2],
        nodes[nodes.len() - 1],
        nodes.iter().sum::<u64>()
    );
    results.sort_by_key(|r| std::cmp::Reverse(r.0));
    println!("slowest:");
    for (t, n, fen, v) in results.iter().take(8) {
        println!("  {:>10.3?} {:>9} nodes  {:<9} {fen}", t, n, v);
    }
}
