//! Xiangqi perft speed: the start position to depth 5 (133,312,995 leaves), single
//! thread, bulk counting at the last ply. Run with `cargo bench --bench xiangqi_perft`.

use duochess::xiangqi::{perft, Position};
use std::time::Instant;

fn main() {
    let pos = Position::start();
    let depth = 5;
    // Warm up (builds the move tables).
    let _ = perft(&pos, 3);
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..3 {
        let start = Instant::now();
        nodes = perft(&pos, depth);
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "xiangqi perft start depth {depth}: {nodes} nodes, best of 3: {best:.3} s, {:.1} M nodes/s",
        nodes as f64 / best / 1e6
    );
}
