//! `duochess check` and `perft` for Flickering Chess, through the real binary.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .output()
        .expect("run duochess")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_json_gives_verdict_series_coords_and_stats() {
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "8/7k/2B4B/8/K7/8/rq1P3R/8 w - - 0 1",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("{\"verdict\":\"escape\",\"series\":[\""),
        "{out}"
    );
    assert!(out.contains("\"coords\":[\""), "{out}");
    assert!(out.contains("\"nodes\":"), "{out}");
    assert!(out.trim_end().ends_with('}'), "{out}");
    assert_eq!(out.lines().count(), 1);
    // Three moves in the witness (the reference's shortest length).
    let coords = out.split("\"coords\":[").nth(1).unwrap_or("");
    let coords = coords.split(']').next().unwrap_or("");
    assert_eq!(coords.split(',').count(), 3, "{out}");
}

#[test]
fn check_plain_prints_verdict_then_witness() {
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1",
    ]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "mate\n");
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "r6b/8/4k3/8/8/8/NN6/KN5r w - - 0 1",
    ]);
    // Not in check (every single move would expose the king, but two-move series do
    // not): play goes on, and there is no rescue to print.
    assert_eq!(stdout(&o), "ongoing\n");
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "1r5k/8/8/8/8/8/R7/K6r w - - 0 1",
    ]);
    // In check: the first shortest rescue in generation order.
    assert_eq!(stdout(&o), "escape\nRb2, Ka2\n");
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
        "--json",
    ]);
    assert_eq!(
        stdout(&o).split(",\"nodes\"").next(),
        Some("{\"verdict\":\"stalemate\",\"series\":[],\"coords\":[]")
    );
}

#[test]
fn check_on_a_position_not_in_check_says_ongoing() {
    let o = run(&["check", "--variant", "flickering"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "ongoing\n");
    let o = run(&["check", "--variant", "flickering", "--json"]);
    assert_eq!(
        stdout(&o).split(",\"nodes\"").next(),
        Some("{\"verdict\":\"ongoing\",\"series\":[],\"coords\":[]")
    );
}

#[test]
fn check_moves_plays_series_through_the_session() {
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--json",
        "--moves",
        "e2e4,g1f3 e7e5",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("\"result\":\"ongoing\",\"reason\":\"\"}"),
        "{out}"
    );
    // A mating series ends the game.
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--fen",
        "k7/8/8/8/8/8/8/3QK2R w - - 0 1",
        "--json",
        "--moves",
        "h1h7,d1d8",
    ]);
    let out = stdout(&o);
    assert!(out.starts_with("{\"verdict\":\"mate\""), "{out}");
    assert!(
        out.contains("\"result\":\"white wins\",\"reason\":\"checkmate\""),
        "{out}"
    );
}

#[test]
fn check_moves_stops_at_an_illegal_move_naming_series_move_and_reason() {
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--moves",
        "e2e4 e7e5,e5e4",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim(),
        "duochess: series 2 (e7e5,e5e4), move 2 (e5e4): the pawn on e5 has already moved in this series"
    );
    let o = run(&["check", "--variant", "flickering", "--moves", "e2e5"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("series 1 (e2e5), move 1 (e2e5): the pawn on e2 cannot move to e5"));
}

#[test]
fn check_batch_prints_one_line_per_fen_and_goes_on_after_a_bad_line() {
    let dir = std::env::temp_dir().join(format!("duochess-flicker-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("fens.txt");
    std::fs::write(
        &file,
        "1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1\nnot a fen\nk7/8/1Q6/8/8/8/8/7K b - - 0 1\n",
    )
    .expect("write");
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--batch",
        file.to_str().unwrap_or(""),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("{\"verdict\":\"mate\""));
    assert!(
        lines[1].starts_with("{\"line\":2,\"error\":\"FEN has"),
        "{}",
        lines[1]
    );
    assert!(lines[2].starts_with("{\"verdict\":\"stalemate\""));
}

#[test]
fn perft_counts_series_and_distinct_positions() {
    let fen = "r6k/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let o = run(&[
        "perft",
        "--variant",
        "flickering",
        "--fen",
        fen,
        "--depth",
        "1",
    ]);
    assert_eq!(stdout(&o), "93\n");
    let o = run(&[
        "perft",
        "--variant",
        "flickering",
        "--fen",
        fen,
        "--depth",
        "1",
        "--unique",
    ]);
    assert_eq!(stdout(&o), "53\n");
    let o = run(&[
        "perft",
        "--variant",
        "flickering",
        "--fen",
        fen,
        "--depth",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--depth 1"));
}

#[test]
fn mate_in_one_takes_a_single_position() {
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--mate-in-one",
        "--moves",
        "e2e4",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--fen only"));
}

/// The `coords` list of a `best --json` answer.
fn json_coords(out: &str) -> Vec<String> {
    let start = out.find("\"coords\":[").expect("coords") + "\"coords\":[".len();
    let end = start + out[start..].find(']').expect("end of coords");
    out[start..end]
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_matches('"').to_string())
        .collect()
}

#[test]
fn best_json_plays_the_mate_it_has() {
    let o = run(&[
        "best",
        "--variant",
        "flickering",
        "--fen",
        "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1",
        "--level",
        "7",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("{\"series\":[\"Be5#\"],\"coords\":[\"b2e5\"],"),
        "{out}"
    );
    assert!(out.contains("\"mate\":true"), "{out}");
}

#[test]
fn best_plays_a_series_the_game_accepts() {
    let o = run(&[
        "best",
        "--variant",
        "flickering",
        "--level",
        "1",
        "--time",
        "300",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let coords = json_coords(&stdout(&o));
    assert!(!coords.is_empty(), "{}", stdout(&o));
    // Replayed through a game session by `check --moves`: legal and ended.
    let o = run(&[
        "check",
        "--variant",
        "flickering",
        "--moves",
        &coords.join(","),
        "--json",
    ]);
    assert!(o.status.success(), "{coords:?}: {}", stderr(&o));
    assert!(
        stdout(&o).contains("\"result\":\"ongoing\""),
        "{}",
        stdout(&o)
    );
    // Plain output: the series in SAN, then how it was found.
    let o = run(&["best", "--variant", "flickering", "--level", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("level 1"), "{}", stdout(&o));
}

#[test]
fn best_refuses_bad_requests_with_a_reason() {
    let o = run(&["best", "--variant", "xiangqi"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("flickering"), "{}", stderr(&o));
    let o = run(&["best", "--variant", "flickering", "--level", "8"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("level"), "{}", stderr(&o));
    // Black is stalemated: there is nothing to play.
    let o = run(&[
        "best",
        "--variant",
        "flickering",
        "--fen",
        "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("no legal series"), "{}", stderr(&o));
    let o = run(&["best", "--variant", "flickering", "--fen", "nonsense"]);
    assert!(!o.status.success());
    assert!(!stderr(&o).is_empty());
}
