//! The `perft` and `check` subcommands for Xiangqi, run as the real binary.

use std::process::{Command, Output};

fn duochess(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .output()
        .expect("run duochess")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn perft_divide_lines_then_the_total_alone() {
    let out = duochess(&["perft", "--variant", "xiangqi", "--depth", "2", "--divide"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 45);
    assert_eq!(*lines.last().unwrap(), "1920");
    assert!(lines.iter().any(|l| l.starts_with("h3e3: ")), "{text}");
    let sum: u64 = lines[..44]
        .iter()
        .map(|l| {
            let (mv, n) = l.split_once(": ").expect("`move: count`");
            assert!((4..=6).contains(&mv.len()), "{l}");
            n.parse::<u64>().expect("count")
        })
        .sum();
    assert_eq!(sum, 1920);
    let out = duochess(&["perft", "--variant", "xiangqi", "--depth", "3"]);
    assert_eq!(stdout(&out).trim(), "79666");
}

#[test]
fn check_plain_and_json() {
    let out = duochess(&["check", "--variant", "xiangqi"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("verdict: ongoing"), "{text}");
    assert!(text.contains("in check: no"), "{text}");
    assert!(text.contains("legal moves: 44"), "{text}");
    let out = duochess(&["check", "--variant", "xiangqi", "--json"]);
    assert_eq!(
        stdout(&out).trim(),
        r#"{"verdict":"ongoing","in_check":false,"legal_moves":44}"#
    );
    let mated = "R3k4/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1";
    let out = duochess(&["check", "--variant", "xiangqi", "--fen", mated, "--json"]);
    assert_eq!(
        stdout(&out).trim(),
        r#"{"verdict":"checkmate","in_check":true,"legal_moves":0}"#
    );
}

#[test]
fn check_with_moves_reports_the_result() {
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--moves",
        "h3e3 h10g8",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(r#""result":"ongoing""#), "{text}");
    assert!(text.contains(r#""reason":"""#), "{text}");
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1",
        "--moves",
        "b2b10",
        "--json",
    ]);
    let text = stdout(&out);
    assert!(text.contains(r#""verdict":"checkmate""#), "{text}");
    assert!(
        text.contains(r#""result":"red wins","reason":"checkmate""#),
        "{text}"
    );
}

#[test]
fn illegal_move_names_its_number_and_text() {
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--moves",
        "h3e3 h8e8 e3e7 a1a5",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("move 4 'a1a5'"), "{err}");
    let out = duochess(&["check", "--variant", "xiangqi", "--moves", "h3e3 zz"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("move 2 'zz'"), "{}", stderr(&out));
}

#[test]
fn bad_fen_is_a_clear_error() {
    for args in [
        vec!["check", "--variant", "xiangqi", "--fen", "rnbakabnr/9 w"],
        vec![
            "perft",
            "--variant",
            "xiangqi",
            "--fen",
            "x",
            "--depth",
            "1",
        ],
    ] {
        let out = duochess(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains("invalid Xiangqi FEN"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
