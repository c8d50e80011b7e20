//! Perft against `tests/data/perft-xiangqi.tsv` (computed by Fairy-Stockfish and
//! confirmed by a second generator). Rows above 2 M nodes run with `--ignored`
//! (use `cargo test --release -- --ignored`).

use duochess::xiangqi::{perft, perft_divide, Position};

const LIMIT: u64 = 2_000_000;

struct Row {
    fen: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    let text = include_str!("../data/perft-xiangqi.tsv");
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 3, "bad row: {line}");
            Row {
                fen: cols[0].to_string(),
                depth: cols[1].parse().expect("depth column"),
                nodes: cols[2].parse().expect("nodes column"),
            }
        })
        .collect()
}

fn run(filter: impl Fn(&Row) -> bool) -> usize {
    let mut checked = 0;
    for row in rows().iter().filter(|r| filter(r)) {
        let pos = Position::from_fen(&row.fen).expect("reference FEN parses");
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "perft {} depth {}",
            row.fen,
            row.depth
        );
        checked += 1;
    }
    checked
}

#[test]
fn small_perft_rows_match_the_reference() {
    let n = run(|r| r.nodes <= LIMIT);
    assert!(n >= 80, "only {n} rows checked");
}

#[test]
#[ignore = "large: run with cargo test --release -- --ignored"]
fn large_perft_rows_match_the_reference() {
    let n = run(|r| r.nodes > LIMIT);
    assert!(n > 0);
}

#[test]
fn divide_sums_to_the_total() {
    let pos = Position::start();
    let divide = perft_divide(&pos, 3);
    assert_eq!(divide.len(), 44);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 79666);
}
