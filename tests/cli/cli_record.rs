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
