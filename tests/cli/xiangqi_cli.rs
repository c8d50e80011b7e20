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

#[test]
fn every_kind_of_refusal_is_explained_by_check_moves() {
    const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let cases = [
        (START, "e5e6", "there is no piece on e5"),
        (
            START,
            "h10g8",
            "the black horse on h10 is not red's: red is to move",
        ),
        (START, "a1a4", "a4 is occupied by your own soldier"),
        (
            START,
            "b1d2",
            "the red horse on b1 cannot move to d2: the horse's leg is blocked on c1",
        ),
        (
            "3k5/9/9/9/9/9/9/9/3C5/2B1K4 w",
            "c1e3",
            "the elephant's eye is blocked on d2",
        ),
        (
            "3k5/9/9/p8/9/2B6/9/9/9/4K4 w",
            "c5e7",
            "elephants never cross the river",
        ),
        (
            "4k4/9/9/p8/9/9/9/9/9/3K5 w",
            "d1c1",
            "a general never leaves its palace",
        ),
        (
            "3k5/9/9/p8/9/9/9/9/9/3AK4 w",
            "d1c2",
            "an advisor never leaves its palace",
        ),
        (START, "a1a5", "the way is blocked on a4"),
        (
            START,
            "h3h8",
            "a cannon captures only by jumping exactly one piece, and there is none between",
        ),
        (
            "3k3r1/9/9/9/9/9/7p1/7N1/7C1/4K4 w",
            "h2h10",
            "there are 2 between (h3, h4)",
        ),
        (
            "4k4/9/9/9/9/9/4P4/9/9/3K5 w",
            "e4e3",
            "a soldier never moves backwards",
        ),
        (
            "4k4/9/9/9/9/9/4P4/9/9/3K5 w",
            "e4d4",
            "sideways only after crossing the river",
        ),
        (
            START,
            "b1b4",
            "a horse moves one point straight, then one diagonally outward",
        ),
        (
            "4k4/9/9/p8/9/9/9/9/9/3K5 w",
            "d1e1",
            "facing the other general on the e-file",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4C4/4K4 w",
            "e2a2",
            "would leave its general facing the other general on the e-file",
        ),
        (
            "3k5/4r4/9/9/9/9/9/9/4C4/4K4 w",
            "e2d2",
            "would leave its general attacked by the black chariot on e9",
        ),
        (
            "3k5/9/9/9/9/9/9/2n6/9/4K4 w",
            "e1e2",
            "cannot step to e2: it would be attacked by the black horse on c3",
        ),
    ];
    for (fen, mv, words) in cases {
        let out = duochess(&["check", "--variant", "xiangqi", "--fen", fen, "--moves", mv]);
        assert_eq!(out.status.code(), Some(1), "{fen} {mv}");
        let err = stderr(&out);
        assert!(
            err.contains(&format!("move 1 '{mv}' is illegal: ")),
            "{err}"
        );
        assert!(err.contains(words), "{fen} {mv}: {err}");
    }
}

#[test]
fn mate_in_prints_the_line_or_no_mate() {
    // From tests/data/xiangqi-mates.tsv (Fairy-Stockfish: mate 2).
    let fen = "4R4/9/3k1N2b/P8/9/2P5P/9/9/4A4/2B2KB2 w - - 3 61";
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        fen,
        "--mate-in",
        "3",
        "--json",
    ]);
    let text = stdout(&out);
    assert!(
        text.starts_with(
            r#"{"mate":true,"mate_in":2,"coords":["e10e9","i8g6","f8e6"],"ends_in":"checkmate""#
        ),
        "{text}"
    );
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        fen,
        "--mate-in",
        "1",
    ]);
    assert_eq!(stdout(&out).trim(), "no mate in 1");
    let out = duochess(&["check", "--variant", "xiangqi", "--mate-in", "2"]);
    assert_eq!(stdout(&out).trim(), "no mate in 2");
    let out = duochess(&["check", "--variant", "xiangqi", "--mate-in", "2", "--json"]);
    assert!(
        stdout(&out).starts_with(r#"{"mate":false,"max":2"#),
        "{}",
        stdout(&out)
    );
    let out = duochess(&["check", "--variant", "xiangqi", "--mate-in", "6"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// `check --moves` reads every notation the `:` line reads (issue 36): the same two
/// moves in coordinates, Chinese, WXF, algebraic and the seed's give one answer.
#[test]
fn check_moves_reads_every_notation_to_the_same_answer() {
    let answer = |moves: &str| {
        let out = duochess(&["check", "--variant", "xiangqi", "--moves", moves, "--json"]);
        assert!(out.status.success(), "{moves}: {}", stderr(&out));
        stdout(&out)
    };
    let want = answer("h3e3 h10g8");
    assert!(want.contains(r#""legal_moves":"#), "{want}");
    for moves in ["炮二平五 馬８進７", "C2.5 H8+7", "Che3 Hg8", "Пhe3 Кg8"] {
        assert_eq!(answer(moves), want, "{moves}");
    }
    // A Latin look-alike of the seed's letters is named.
    let out = duochess(&["check", "--variant", "xiangqi", "--moves", "h3e3 nc6"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("move 2 'nc6'"), "{}", stderr(&out));
}

/// A position neither side can win is named a draw, as the game calls it; mate is `#`.
#[test]
fn check_names_the_material_draw() {
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        "3k5/9/9/9/9/2B6/9/9/9/4K4 w",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("verdict: draw: neither side can win"),
        "{}",
        stdout(&out)
    );
    let out = duochess(&[
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        "3k5/9/9/9/9/2B6/9/9/9/4K4 w",
        "--json",
    ]);
    assert!(
        stdout(&out).contains(r#""verdict":"draw""#),
        "{}",
        stdout(&out)
    );
    let out = duochess(&[
        "--lang",
        "uk",
        "check",
        "--variant",
        "xiangqi",
        "--fen",
        "3k5/9/9/9/9/2B6/9/9/9/4K4 w",
    ]);
    assert!(
        stdout(&out).starts_with("вердикт: нічия"),
        "{}",
        stdout(&out)
    );
}
