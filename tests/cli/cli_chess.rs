//! `duochess perft --variant chess` through the real binary.

use std::process::Command;

fn duochess(args: &[&str]) -> (i32, String, String) {
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

#[test]
fn divide_lists_root_moves_then_the_total() {
    let (code, out, _) = duochess(&["perft", "--variant", "chess", "--depth", "2", "--divide"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"e2e4: 20"));
    assert!(lines.contains(&"g1f3: 20"));
    assert_eq!(*lines.last().unwrap(), "400");
    let sum: u64 = lines[..20]
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 400);
}

#[test]
fn divide_writes_promotions_and_castling_in_coordinates() {
    let fen = "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let (code, out, _) = duochess(&[
        "perft",
        "--variant",
        "chess",
        "--fen",
        fen,
        "--depth",
        "1",
        "--divide",
    ]);
    assert_eq!(code, 0);
    for expected in ["e1g1: 1", "e1c1: 1", "b7b8q: 1", "b7a8n: 1", "b7b8r: 1"] {
        assert!(
            out.lines().any(|l| l == expected),
            "{expected} missing in\n{out}"
        );
    }
    let total: usize = out.lines().last().unwrap().parse().unwrap();
    assert_eq!(total, out.lines().count() - 1);
}

#[test]
fn plain_perft_prints_only_the_total() {
    let (code, out, _) = duochess(&["perft", "--variant", "chess", "--depth", "3"]);
    assert_eq!((code, out.as_str()), (0, "8902\n"));
}

#[test]
fn malformed_fen_is_a_clear_error() {
    let (code, out, err) = duochess(&[
        "perft",
        "--variant",
        "chess",
        "--fen",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--depth",
        "1",
    ]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("FEN rank 7 has 9 files"), "{err}");
}

#[test]
fn bad_arguments_exit_with_code_2() {
    assert_eq!(duochess(&["perft", "--variant", "chess"]).0, 2);
    assert_eq!(
        duochess(&["perft", "--variant", "chess", "--depth", "x"]).0,
        2
    );
    assert_eq!(duochess(&["perft", "--variant", "go", "--depth", "1"]).0, 2);
}
