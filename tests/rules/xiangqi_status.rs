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

/// Rows of `tests/data/xiangqi-mates.tsv` (made by `scripts/xiangqi_mates.py` with
/// Fairy-Stockfish): FEN and the engine's `score mate N` (or `none`: no mate found
/// at depth 14).
fn mate_rows() -> Vec<(Position, Option<u32>)> {
    include_str!("../data/xiangqi-mates.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let c: Vec<&str> = line.split('\t').collect();
            let pos = Position::from_fen(c[0]).unwrap_or_else(|e| panic!("{e}: {line}"));
            (pos, c[1].parse().ok())
        })
        .collect()
}

/// Check a claimed forced win move by move: every move legal, the defender never
/// without a move before the end and without one at the end, and at each defence
/// every reply still loses within the moves left, the line's reply holding out
/// longest.
fn check_forced_line(pos: &Position, moves: u32, line: &[duochess::xiangqi::Move]) {
    use duochess::xiangqi::mate::{find_mate, MateLimits, MateResult};
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(false);
    assert_eq!(line.len() as u32, 2 * moves - 1, "{}", pos.to_fen());
    let mut p = pos.clone();
    for (i, &mv) in line.iter().enumerate() {
        assert!(p.is_legal(mv), "{mv} in {}", p.to_fen());
        p.play(mv);
        let last = i + 1 == line.len();
        assert_eq!(p.has_no_moves(), last, "after {mv} in {}", pos.to_fen());
        if last || i % 2 == 1 {
            continue;
        }
        // A defence: every reply loses within the attacker's moves left.
        let left = moves - 1 - (i as u32) / 2;
        let mut longest = 0;
        for reply in p.legal_moves() {
            match find_mate(&p.after(reply), left, MateLimits::default(), &cancel).result {
                MateResult::Mate { moves: m, .. } => longest = longest.max(m),
                other => panic!("{reply} after {mv} escapes: {other:?} in {}", pos.to_fen()),
            }
        }
        let played = line[i + 1];
        match find_mate(&p.after(played), left, MateLimits::default(), &cancel).result {
            MateResult::Mate { moves: m, .. } => {
                assert_eq!(m, longest, "{played} is not the longest defence")
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn mate_search_agrees_with_fairy_stockfish_and_its_lines_hold() {
    use duochess::xiangqi::mate::{find_mate, MateLimits, MateResult};
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(false);
    let mut seen = [0usize; 4];
    for (pos, engine) in mate_rows() {
        let report = find_mate(&pos, 3, MateLimits::default(), &cancel);
        match (engine, report.result) {
            (Some(n), MateResult::Mate { moves, line, .. }) => {
                // The engine's mate distance is an upper bound (its pruned search
                // need not find the shortest); the line proves ours.
                assert!(
                    moves <= n,
                    "mate in {moves} > engine's {n}: {}",
                    pos.to_fen()
                );
                check_forced_line(&pos, moves, &line);
                seen[moves as usize] += 1;
            }
            (None, MateResult::NoMate { max: 3 }) => seen[0] += 1,
            (engine, other) => panic!("engine {engine:?}, ours {other:?}: {}", pos.to_fen()),
        }
    }
    assert!(
        seen.iter().all(|&n| n >= 5),
        "mates by length (none, 1, 2, 3): {seen:?}"
    );
}

#[test]
fn mate_search_stops_at_its_limits_and_says_so() {
    use duochess::xiangqi::mate::{find_mate, MateLimits, MateResult, StopReason};
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(false);
    let limits = MateLimits {
        nodes: 50,
        time: None,
    };
    let report = find_mate(&Position::start(), 3, limits, &cancel);
    assert!(
        matches!(report.result, MateResult::Stopped { reason: StopReason::Nodes(50), decided } if decided < 3),
        "{report:?}"
    );
    let cancelled = AtomicBool::new(true);
    let report = find_mate(&Position::start(), 5, MateLimits::default(), &cancelled);
    assert!(
        matches!(
            report.result,
            MateResult::Stopped {
                reason: StopReason::Cancelled,
                ..
            }
        ),
        "{report:?}"
    );
}
