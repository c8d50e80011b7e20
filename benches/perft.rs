//! Perft speed, single thread, bulk leaf counting, no hashing: duochess against
//! shakmaty 0.29 in the same run. `cargo bench --bench perft`.

use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};
use std::time::Instant;

fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 1 {
        return pos.legal_moves().len() as u64;
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

fn best_of<F: FnMut() -> u64>(runs: usize, mut f: F) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = std::hint::black_box(f());
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    let runs: usize = std::env::var("BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let cases = [
        ("start position", duochess::chess::INITIAL_FEN, 6u32),
        (
            "Kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            5,
        ),
    ];
    println!("perft, single thread, bulk leaf counting, best of {runs} runs");
    for (name, fen, depth) in cases {
        let ours = duochess::chess::Position::from_fen(fen).expect("valid FEN");
        let (n1, t1) = best_of(runs, || duochess::chess::perft::perft(&ours, depth));
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        let (n2, t2) = best_of(runs, || shakmaty_perft(&theirs, depth));
        assert_eq!(n1, n2, "node counts differ on {name}");
        let (r1, r2) = (n1 as f64 / t1 / 1e6, n2 as f64 / t2 / 1e6);
        println!(
            "{name:>15} depth {depth}: {n1} nodes | duochess {t1:.3} s {r1:.0} M nodes/s | shakmaty 0.29 {t2:.3} s {r2:.0} M nodes/s | ratio {:.2}",
            r1 / r2
        );
    }
}
