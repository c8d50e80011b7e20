//! Verdicts, in-check flags and legal move counts against
//! `tests/data/xiangqi-status.tsv` (computed by an independent engine).

use duochess::xiangqi::Position;

fn rows() -> Vec<(String, usize, bool, String)> {
    include_str!("../data/xiangqi-status.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let c: Vec<&str> = line.split('\t').collect();
            assert_eq!(c.len(), 4, "bad row: {line}");
            let verdict = match c[3] {
                "checkmated" => "checkmate",
                "stalemated" => "stalemate",
                other => other,
            };
            (
                c[0].to_string(),
                c[1].parse().expect("legal_moves column"),
                c[2] == "1",
                verdict.to_string(),
            )
        })
        .collect()
}

/// The verdict as the CLI names it.
fn verdict(pos: &Position) -> &'static str {
    match (pos.legal_moves().is_empty(), pos.in_check()) {
        (false, _) => "ongoing",
        (true, true) => "checkmate",
        (true, false) => "stalemate",
    }
}

#[test]
fn every_status_row_matches() {
    let rows = rows();
    assert!(rows.len() >= 20);
    for (fen, legal, in_check, want) in rows {
        let pos = Position::from_fen(&fen).expect("reference FEN parses");
        assert_eq!(pos.legal_moves().len(), legal, "legal moves in {fen}");
        assert_eq!(pos.in_check(), in_check, "in check in {fen}");
        assert_eq!(verdict(&pos), want, "verdict of {fen}");
    }
}

#[test]
fn status_rows_through_the_binary() {
    for (fen, legal, in_check, want) in rows() {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(["check", "--variant", "xiangqi", "--fen", &fen, "--json"])
            .output()
            .expect("run duochess");
        assert!(
            out.status.success(),
            "{fen}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        let expected =
            format!("{{\"verdict\":\"{want}\",\"in_check\":{in_check},\"legal_moves\":{legal}}}");
        assert_eq!(text.trim(), expected, "{fen}");
    }
}
