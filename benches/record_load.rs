//! Record loading benchmark (no criterion): a 100,000-move Xiangqi game and a record
//! of 100,000 tag pairs, parsed and replayed by `record::load` (the work behind
//! `record --load`, `play --load` and resuming an autosave). Prints the median of a
//! few runs; target (issue 17): < 2 s for the 100,000-move game.

#[path = "../tests/common/walk.rs"]
mod walk;

use std::hint::black_box;
use std::time::{Duration, Instant};

fn median(name: &str, runs: usize, f: impl Fn()) {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            f();
            started.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "{name}: median {:.3} s (min {:.3} s, max {:.3} s, {runs} runs)",
        times[runs / 2].as_secs_f64(),
        times[0].as_secs_f64(),
        times[runs - 1].as_secs_f64()
    );
}

fn main() {
    let game = walk::long_xiangqi_record(100_000, 0x9e37_79b9_7f4a_7c15);
    median("load a 100,000-move Xiangqi record", 5, || {
        let loaded = duochess::record::load(black_box(&game)).expect("loads");
        black_box(loaded);
    });
    let mut tags: String = (0..100_000)
        .map(|i| format!("[Tag{i} \"value {i}\"]\n"))
        .collect();
    tags.push_str("[Variant \"xiangqi\"]\n\n1. h3e3 *\n");
    median("load a record of 100,000 tag pairs", 5, || {
        let loaded = duochess::record::load(black_box(&tags)).expect("loads");
        black_box(loaded);
    });
}
