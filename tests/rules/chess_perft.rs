//! Orthodox perft against counts from an independent engine (tests/data/perft-chess.tsv).
//! Rows up to 2M nodes run in `cargo test`; the rest with `cargo test --release -- --ignored`.

use duochess::chess::{perft::perft, Position};

const SMALL_LIMIT: u64 = 2_000_000;

fn rows() -> Vec<(String, u32, u64)> {
    include_str!("../data/perft-chess.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            assert_eq!(cols.len(), 3, "bad row {l}");
            (
                cols[0].to_string(),
                cols[1].parse().unwrap(),
                cols[2].parse().unwrap(),
            )
        })
        .collect()
}

fn check(filter: impl Fn(u64) -> bool) -> usize {
    let mut n = 0;
    for (fen, depth, nodes) in rows().into_iter().filter(|r| filter(r.2)) {
        let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(perft(&pos, depth), nodes, "{fen} depth {depth}");
        n += 1;
    }
    n
}

#[test]
fn perft_small_rows_match_reference() {
    let n = check(|nodes| nodes <= SMALL_LIMIT);
    assert!(n >= 50, "only {n} rows checked");
}

#[test]
#[ignore = "large: run with cargo test --release -- --ignored"]
fn perft_large_rows_match_reference() {
    let n = check(|nodes| nodes > SMALL_LIMIT);
    assert!(n > 0);
}
