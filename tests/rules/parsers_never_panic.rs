//! The text parsers never panic, whatever they are given. proptest generates inputs
//! both from arbitrary text and from mutations of valid texts (which reach deeper).
//! `DUOCHESS_FUZZ_CASES=1000000 cargo test --release --test parsers_never_panic -- --nocapture`
//! runs a million inputs per strategy (and prints the count and time of each); the
//! default keeps `cargo test` quick.
//!
//! Parsers covered: chess FEN, the record reader (tags and movetext) and the whole
//! record load (replaying the moves), the Flickering series parser, the Xiangqi FEN
//! reader and the Xiangqi move reader of any notation (coordinates, algebraic, WXF).

use duochess::chess::Position;
use duochess::flicker::notation::parse_series;
use duochess::record::PgnGame;
use duochess::xiangqi::notation::parse_any;
use duochess::xiangqi::Position as XiangqiPosition;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::time::Instant;

fn cases() -> u32 {
    std::env::var("DUOCHESS_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500)
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

const SERIES: &[&str] = &[
    "e4, d4, Nf3",
    "e2e4,g1f3,f1c4",
    "O-O, Qxf7+, exd6",
    "e7e8q, Nxe5, Bb5+",
    "a4, b4, c4, d4, e4, f4, g4, h4",
];

const XIANGQI_FENS: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3k5/9/4b4/9/9/9/9/4B4/4A4/4K4 w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b - - 4 3",
];

const XIANGQI_MOVES: &[&str] = &[
    "h3e3", "Che3", "C2.5", "H8+7", "c4+1", "Rxa10", "+C.5", "Ka1-a2", "P7=6", "b10c8",
];

fn run(name: &str, strategy: impl Strategy<Value = String>, f: impl Fn(&str)) {
    run_on(name, strategy, |text: &String| f(text));
}

/// Run `f` on every generated input; prints how many inputs were tried and the time.
fn run_on<T: std::fmt::Debug>(name: &str, strategy: impl Strategy<Value = T>, f: impl Fn(&T)) {
    let started = Instant::now();
    let tried = std::cell::Cell::new(0u64);
    runner()
        .run(&strategy, |input| {
            tried.set(tried.get() + 1);
            f(&input);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    println!(
        "{name}: {} inputs in {:.2} s",
        tried.get(),
        started.elapsed().as_secs_f64()
    );
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
    // The whole load: tags, variant, FEN, and every move replayed by the rules.
    run("record load mutations", mutated(RECORDS), |t| {
        drop(duochess::record::load(t))
    });
}

#[test]
fn flickering_series_reader() {
    let starts: Vec<Position> = FENS
        .iter()
        .map(|f| Position::from_fen(f).expect("seed FEN"))
        .collect();
    let strategy = (0..starts.len(), "[a-hKQRBNOx0-9=+#,. -]{0,40}");
    run_on("series (SAN alphabet)", strategy, |(i, text)| {
        drop(parse_series(&starts[*i], text))
    });
    let start = Position::initial();
    run("series", ".{0,40}", |t| drop(parse_series(&start, t)));
    run("series mutations", mutated(SERIES), |t| {
        drop(parse_series(&start, t))
    });
}

#[test]
fn xiangqi_fen_reader() {
    run("xiangqi fen", ".{0,100}", |t| {
        drop(XiangqiPosition::from_fen(t))
    });
    run("xiangqi fen mutations", mutated(XIANGQI_FENS), |t| {
        drop(XiangqiPosition::from_fen(t))
    });
}

#[test]
fn xiangqi_move_reader() {
    let positions: Vec<XiangqiPosition> = XIANGQI_FENS
        .iter()
        .map(|f| XiangqiPosition::from_fen(f).expect("seed FEN"))
        .collect();
    let start = &positions[0];
    run("xiangqi move", ".{0,12}", |t| drop(parse_any(start, t)));
    let strategy = (0..positions.len(), "[a-iKAEBHNRCP0-9.=+x-]{0,8}");
    run_on("xiangqi move (notation alphabet)", strategy, |(i, text)| {
        drop(parse_any(&positions[*i], text))
    });
    run("xiangqi move mutations", mutated(XIANGQI_MOVES), |t| {
        drop(parse_any(start, t))
    });
}

/// An error message is safe to print: no control character of the input reaches it,
/// and it stays short whatever the input's length.
fn assert_safe(what: &str, input: &str, message: &str) {
    assert!(
        !message.chars().any(|c| c.is_control()),
        "{what}: raw control character echoed for {input:?}: {message:?}"
    );
    assert!(
        message.chars().count() <= 400,
        "{what}: {} characters for {} of input",
        message.chars().count(),
        input.chars().count()
    );
}

/// Every reader's errors echo user text only escaped and cut (issue 17).
#[test]
fn error_messages_echo_input_safely() {
    let start = Position::initial();
    let xiangqi = XiangqiPosition::start();
    let check = |t: &str| {
        if let Err(e) = Position::from_fen(t) {
            assert_safe("fen", t, &e.to_string());
        }
        if let Err(e) = XiangqiPosition::from_fen(t) {
            assert_safe("xiangqi fen", t, &e.to_string());
        }
        if let Err(e) = parse_series(&start, t) {
            assert_safe("series", t, &e.to_string());
        }
        if let Err(e) = parse_any(&xiangqi, t) {
            assert_safe("xiangqi move", t, &e.to_string());
        }
        // A record's movetext on one line (its control characters are refused as
        // "not text"; C1 controls and bidi overrides get through to the echo).
        let record = format!("[Variant \"xiangqi\"]\n\n1. {} *\n", t.replace('\n', " "));
        if let Err(e) = duochess::record::load(&record) {
            assert_safe("record", t, &e.to_string());
        }
    };
    run(
        "hostile echoes",
        "[\u{0}-\u{1f}\u{7f}-\u{9f}\u{202e}a-hK0-9 /.,-]{0,40}",
        |t| check(t),
    );
    for long in [
        format!("e2e4{}", "x".repeat(1_000_000)),
        format!("{}/8/8/8/8/8/8/8 w - - 0 1", "\u{1b}[2J".repeat(1000)),
        format!("h3e3\u{9b}{}", "y".repeat(1_000_000)),
    ] {
        check(&long);
    }
}
