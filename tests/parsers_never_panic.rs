//! The text parsers never panic, whatever they are given. proptest generates inputs
//! both from arbitrary text and from mutations of valid texts (which reach deeper).
//! `DUOCHESS_FUZZ_CASES=1000000 cargo test --release --test parsers_never_panic`
//! runs a million inputs per parser; the default keeps `cargo test` quick.

use duochess::chess::Position;
use duochess::record::PgnGame;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn cases() -> u32 {
    std::env::var("DUOCHESS_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    })
}

/// Valid texts with a few random edits (insert, delete, replace a character).
fn mutated(seeds: &'static [&'static str]) -> impl Strategy<Value = String> {
    (
        prop::sample::select(seeds),
        prop::collection::vec((any::<usize>(), any::<char>(), 0u8..3), 1..6),
    )
        .prop_map(|(seed, edits)| {
            let mut chars: Vec<char> = seed.chars().collect();
            for (at, c, op) in edits {
                let i = if chars.is_empty() {
                    0
                } else {
                    at % chars.len()
                };
                match op {
                    0 => chars.insert(i, c),
                    1 if !chars.is_empty() => {
                        chars.remove(i);
                    }
                    _ if !chars.is_empty() => chars[i] = c,
                    _ => chars.push(c),
                }
            }
            chars.into_iter().collect()
        })
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "Q7/8/8/k2B4/pPK3Pp/2P1Q3/4N3/8 b - b3g3 0 1",
];

const RECORDS: &[&str] = &[
    "[Event \"x\"]\n[Variant \"Flickering\"]\n\n1a. e4, d4, Nf3 1b. e5, Nc6 {c} 2a. Bc4 1-0\n",
    "[Variant \"xiangqi\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n1. Che3 Hg8 2. Hg3 *\n",
];

fn run(name: &str, strategy: impl Strategy<Value = String>, f: impl Fn(&str)) {
    runner()
        .run(&strategy, |text| {
            f(&text);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
}

#[test]
fn chess_fen_reader() {
    run("fen", ".{0,90}", |t| drop(Position::from_fen(t)));
    run("fen mutations", mutated(FENS), |t| {
        drop(Position::from_fen(t))
    });
}

#[test]
fn record_reader() {
    run("pgn", "(?s).{0,200}", |t| drop(PgnGame::parse(t)));
    run("pgn mutations", mutated(RECORDS), |t| {
        drop(PgnGame::parse(t))
    });
}
