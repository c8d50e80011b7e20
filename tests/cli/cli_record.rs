//! `duochess record --load FILE` through the real binary.

use crate::common;

use common::scratch::Scratch;
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .output()
        .expect("run duochess");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn file(dir: &Scratch, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write the record");
    path
}

#[test]
fn prints_the_final_position_of_both_games() {
    let dir = Scratch::new("cli-record");
    let f = file(
        &dir,
        "f.pgn",
        "[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5 2a. dxe5, Qh5 *\n",
    );
    let (code, out, _) = run(&["record", "--load", f.to_str().unwrap(), "--fen"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "rnbqkbnr/pppp1ppp/8/4P2Q/4P3/8/PPP2PPP/RNB1KBNR b KQkq - 0 2\n"
    );
    let x = file(
        &dir,
        "x.pgn",
        "[Variant \"xiangqi\"]\n\n1. Che3 Hg8 2. h1g3 *\n",
    );
    let (code, out, _) = run(&["record", "--load", x.to_str().unwrap(), "--fen"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2\n"
    );
}

#[test]
fn a_bad_record_names_file_line_and_move() {
    let dir = Scratch::new("cli-record-bad");
    let f = file(
        &dir,
        "bad.pgn",
        "[Variant \"Flickering\"]\n\n1a. e4 1b. e5\n2a. Ke3 *\n",
    );
    let (code, out, err) = run(&["record", "--load", f.to_str().unwrap(), "--fen"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("bad.pgn: line 4: move 2a. Ke3"), "{err}");
}

// ---- Reliability: hostile files and input (issue 17). Full scale with
// DUOCHESS_RELIABILITY=full (100,000-move game, 100,000 tags, timed and printed).

use common::reliability::scaled;

/// Run `duochess ARGS`, failing if it has not finished within 10 s (a hang, as a
/// FIFO or /dev/zero used to cause). Returns the exit code, stderr and the time taken.
fn run_bounded(args: &[&str]) -> (i32, String, std::time::Duration) {
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run duochess");
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            let mut err = String::new();
            use std::io::Read;
            let _ = child.stderr.take().map(|mut e| e.read_to_string(&mut err));
            return (status.code().unwrap_or(-1), err, started.elapsed());
        }
        if started.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("duochess {args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn mkfifo(path: &std::path::Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("run mkfifo");
    assert!(status.success());
}

#[test]
fn special_and_huge_files_are_refused_at_once_with_their_name() {
    let dir = Scratch::new("cli-special");
    let fifo = dir.join("fifo.pgn");
    mkfifo(&fifo);
    let big = dir.join("big.pgn");
    std::fs::write(&big, " ".repeat(9 * 1024 * 1024)).expect("write");
    let cases = [
        ("/dev/zero".to_string(), "/dev/zero is a device"),
        (fifo.display().to_string(), "fifo.pgn is a FIFO"),
        (dir.path().display().to_string(), "is a folder"),
        (big.display().to_string(), "larger than 8 MB"),
    ];
    for (path, expected) in &cases {
        for args in [
            vec!["record", "--load", path.as_str()],
            vec!["play", "--load", path.as_str()],
            vec!["check", "--variant", "flickering", "--batch", path.as_str()],
        ] {
            let (code, err, took) = run_bounded(&args);
            assert_eq!(code, 1, "{args:?}: {err}");
            assert!(err.contains(expected), "{args:?}: {err}");
            println!("{args:?}: refused in {took:?}");
        }
    }
}

#[test]
fn perft_refuses_absurd_depths_clearly() {
    for depth in ["5000", "10000000"] {
        let (code, err, _) = run_bounded(&["perft", "--variant", "chess", "--depth", depth]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("too deep"), "{err}");
        assert!(err.contains("at most 20"), "{err}");
    }
    let (code, _, _) = run_bounded(&["perft", "--variant", "xiangqi", "--depth", "2"]);
    assert_eq!(code, 0);
}

#[test]
fn hostile_fens_and_moves_are_echoed_escaped_and_cut() {
    let escape = "\u{1b}]0;owned\u{7}\u{1b}[2J";
    let long_move = format!("e2e4{}", "x".repeat(100_000));
    let cases: Vec<Vec<String>> = vec![
        vec![
            "check",
            "--variant",
            "xiangqi",
            "--fen",
            &format!("{escape} w"),
        ],
        vec![
            "check",
            "--variant",
            "flickering",
            "--fen",
            &format!("8/8/8/8/8/8/8/8 {escape} - - 0 1"),
        ],
        vec![
            "check",
            "--variant",
            "flickering",
            "--moves",
            &format!("e2e4{escape}"),
        ],
        vec![
            "check",
            "--variant",
            "xiangqi",
            "--moves",
            &format!("h2e2{escape}"),
        ],
        vec!["check", "--variant", "flickering", "--moves", &long_move],
        vec!["check", "--variant", "xiangqi", "--moves", &long_move],
    ]
    .into_iter()
    .map(|v| v.into_iter().map(String::from).collect())
    .collect();
    for args in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(&args)
            .output()
            .expect("run duochess");
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.stderr.iter().any(|&b| b == 0x1b || b == 0x07),
            "raw control characters in: {err:?}"
        );
        assert!(err.len() < 600, "{} bytes: {err}", err.len());
        // What is echoed is escaped (a FEN error may name no text at all).
        assert!(
            err.contains("\\u{1b}")
                || err.contains("(100004 characters)")
                || args[4].ends_with(" w"),
            "{err}"
        );
    }
    // A record with an escape sequence and a 1 MB move.
    let dir = Scratch::new("cli-hostile");
    let f = file(
        &dir,
        "h.pgn",
        &format!(
            "[Variant \"xiangqi\"]\n\n1. h3e3 {} *\n",
            "\u{9b}2J".to_string() + &"y".repeat(1_000_000)
        ),
    );
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["record", "--load", f.to_str().unwrap()])
        .output()
        .expect("run duochess");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("\\u{9b}2Jyyy"), "{err}");
    assert!(err.len() < 600, "{} bytes", err.len());
}

#[test]
fn batch_output_has_one_line_per_input_line() {
    let dir = Scratch::new("cli-batch");
    let f = file(
        &dir,
        "fens.txt",
        "\u{feff}k7/8/1Q6/8/8/8/8/7K b - - 0 1\n\n   \nnot a fen\n1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args([
            "check",
            "--variant",
            "flickering",
            "--batch",
            f.to_str().unwrap(),
        ])
        .output()
        .expect("run duochess");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(
        lines[0].starts_with("{\"verdict\":\"stalemate\""),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("{\"line\":2,\"error\":\"the line is blank"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("{\"line\":3,\"error\":\"the line is blank"),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("{\"line\":4,\"error\":\"FEN has"),
        "{}",
        lines[3]
    );
    assert!(
        lines[4].starts_with("{\"verdict\":\"mate\""),
        "{}",
        lines[4]
    );
}

#[test]
fn a_record_with_a_byte_order_mark_loads() {
    let dir = Scratch::new("cli-bom");
    let f = file(
        &dir,
        "bom.pgn",
        "\u{feff}[Variant \"xiangqi\"]\n\n1. Che3 Hg8 *\n",
    );
    let (code, out, err) = run(&["record", "--load", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Xiangqi: 2 moves"), "{out}");
}

#[test]
fn a_long_record_loads_in_time_linear_in_its_size() {
    let moves = scaled(4_000, 100_000);
    let dir = Scratch::new("cli-long");
    let f = file(
        &dir,
        "long.pgn",
        &common::walk::long_xiangqi_record(moves, 0x9e37_79b9_7f4a_7c15),
    );
    let started = std::time::Instant::now();
    let (code, out, err) = run(&["record", "--load", f.to_str().unwrap()]);
    let took = started.elapsed();
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, format!("Xiangqi: {moves} moves, ongoing\n"));
    println!("record --load of a {moves}-move Xiangqi game: {took:?}");

    let tags = scaled(5_000, 100_000);
    let mut text: String = (0..tags)
        .map(|i| format!("[Tag{i} \"value {i}\"]\n"))
        .collect();
    text.push_str("[Variant \"xiangqi\"]\n\n1. h3e3 *\n");
    let f = file(&dir, "tags.pgn", &text);
    let started = std::time::Instant::now();
    let (code, out, err) = run(&["record", "--load", f.to_str().unwrap()]);
    let took = started.elapsed();
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Xiangqi: 1 move,"), "{out}");
    println!("record --load with {tags} tag pairs: {took:?}");
}

#[test]
fn record_converts_a_xiangqi_record_between_move_formats() {
    let dir = Scratch::new("cli-record-format");
    let x = file(
        &dir,
        "x.pgn",
        "[Variant \"xiangqi\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n1. Che3 Hg8 2. h1g3 *\n",
    );
    let x = x.to_str().unwrap();
    let (_, want_fen, _) = run(&["record", "--load", x, "--fen"]);
    // ICCS by default: what xqbase-style programs read.
    let (code, out, err) = run(&["record", "--load", x, "--pgn"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("[Game \"Chinese Chess\"]\n"), "{out}");
    for tag in ["[Red \"Ann\"]", "[Black \"Bo\"]", "[Format \"ICCS\"]"] {
        assert!(out.contains(tag), "{tag}: {out}");
    }
    assert!(out.contains("\n1. h2e2 h9g7 2. h0g2 *\n"), "{out}");
    for (format, tag, moves) in [
        ("iccs", "[Format \"ICCS\"]", "1. h2e2 h9g7 2. h0g2 *"),
        ("wxf", "[Format \"WXF\"]", "1. C2.5 H8+7 2. H2+3 *"),
        (
            "chinese",
            "[Format \"Chinese\"]",
            "1. 炮二平五 馬８進７ 2. 馬二進三 *",
        ),
        ("algebraic", "[Variant \"xiangqi\"]", "1. Che3 Hg8 2. Hg3 *"),
    ] {
        let (code, out, err) = run(&["record", "--load", x, "--pgn", "--format", format]);
        assert_eq!(code, 0, "{format}: {err}");
        assert!(out.contains(tag), "{format}: {out}");
        assert!(out.contains(moves), "{format}: {out}");
        // The converted record loads back to the same position.
        let converted = file(&dir, &format!("{format}.pgn"), &out);
        let (code, fen, err) = run(&["record", "--load", converted.to_str().unwrap(), "--fen"]);
        assert_eq!(
            (code, fen.as_str()),
            (0, want_fen.as_str()),
            "{format}: {err}"
        );
    }
    // A Flickering record has one notation; --format needs --pgn.
    let f = file(&dir, "f.pgn", "[Variant \"Flickering\"]\n\n1a. e4 *\n");
    let f = f.to_str().unwrap();
    let (code, out, err) = run(&["record", "--load", f, "--pgn", "--format", "wxf"]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("--format"), "{err}");
    let (code, _, err) = run(&[
        "--lang", "uk", "record", "--load", f, "--pgn", "--format", "iccs",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("запис сянці"), "{err}");
    let (code, out, _) = run(&["record", "--load", f, "--pgn", "--format", "algebraic"]);
    assert_eq!(code, 0);
    assert!(out.contains("1a. e4 *"), "{out}");
    let (code, _, err) = run(&["record", "--load", x, "--format", "wxf"]);
    assert_eq!(code, 2, "{err}");
}
