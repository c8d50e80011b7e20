//! `duochess puzzles` through the real binary: the line formats, same seed → same
//! output, and bad arguments refused with exit code 2.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .arg("puzzles")
        .args(args)
        .output()
        .expect("run duochess")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The value of `"key":` in a one-line JSON object (strings without escapes, numbers,
/// lists of strings): enough to check the shape of what the command writes.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let tag = format!("\"{key}\":");
    let start = line
        .find(&tag)
        .unwrap_or_else(|| panic!("{key} missing: {line}"))
        + tag.len();
    let rest = &line[start..];
    let end = if rest.starts_with('[') {
        rest.find(']').unwrap() + 1
    } else if let Some(inner) = rest.strip_prefix('"') {
        inner.find('"').unwrap() + 2
    } else {
        rest.find([',', '}']).unwrap()
    };
    &rest[..end]
}

#[test]
fn json_lines_have_fen_kind_difficulty_and_solution() {
    for (kind, verdicts) in [("escape", false), ("mate-in-one", false), ("judge", true)] {
        let o = run(&["--kind", kind, "--count", "4", "--seed", "7", "--json"]);
        assert!(
            o.status.success(),
            "{kind}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4, "{out}");
        for line in lines {
            assert!(line.starts_with('{') && line.ends_with('}'), "{line}");
            let fen = field(line, "fen");
            assert!(
                duochess::chess::Position::from_fen(fen.trim_matches('"')).is_ok(),
                "{fen}"
            );
            assert_eq!(field(line, "kind"), format!("\"{kind}\""));
            let d: u8 = field(line, "difficulty").parse().expect("a number");
            assert!(d >= 1, "{line}");
            let solution = field(line, "solution");
            if verdicts {
                assert!(
                    ["\"mate\"", "\"stalemate\"", "\"escape\""].contains(&solution),
                    "{line}"
                );
            } else {
                assert!(
                    solution.starts_with("[\"") && solution.ends_with("\"]"),
                    "{line}"
                );
                // Difficulty: the length of the (shortest) series.
                assert_eq!(solution.matches(',').count() + 1, d as usize, "{line}");
            }
        }
    }
}

#[test]
fn same_seed_same_output_and_difficulty_is_kept() {
    let escapes = |seed: &str| {
        run(&[
            "--kind",
            "escape",
            "--count",
            "5",
            "--difficulty",
            "2",
            "--seed",
            seed,
        ])
    };
    let a = escapes("42");
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&escapes("42")));
    let other = escapes("43");
    assert_ne!(stdout(&a), stdout(&other));
    // Plain lines: FEN, kind, difficulty, solution (tab-separated).
    for line in stdout(&a).lines() {
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 4, "{line}");
        assert_eq!(cols[1], "escape");
        assert_eq!(cols[2], "2");
        assert_eq!(cols[3].split(',').count(), 2, "{line}");
    }
}

#[test]
fn bad_arguments_exit_with_2() {
    for args in [
        &["--kind", "riddle", "--count", "3"][..],
        &["--kind", "escape"],
        &["--kind", "escape", "--count", "0"],
        &["--kind", "escape", "--count", "x"],
        &["--kind", "escape", "--count", "3", "--difficulty", "0"],
        &["--kind", "escape", "--count", "3", "--difficulty", "6"],
        &["--kind", "escape", "--count", "3", "--seed", "-1"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stdout(&o).is_empty(), "{args:?}");
        assert!(!o.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn xiangqi_mates_are_written_as_json_and_wrong_kinds_are_refused() {
    for (kind, moves) in [("mate-in-one", 1), ("mate-in-two", 2)] {
        let args = [
            "--variant",
            "xiangqi",
            "--kind",
            kind,
            "--count",
            "3",
            "--json",
        ];
        let o = run(&args);
        assert!(o.status.success(), "{o:?}");
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        for line in &lines {
            assert_eq!(field(line, "variant"), "\"xiangqi\"");
            assert_eq!(field(line, "kind"), format!("\"{kind}\""));
            assert_eq!(field(line, "difficulty"), moves.to_string());
            // The attacker's moves with the defence between them.
            let solution = field(line, "solution");
            assert_eq!(solution.matches(',').count() + 1, 2 * moves - 1, "{line}");
            let fen = field(line, "fen").trim_matches('"');
            assert!(duochess::xiangqi::Position::from_fen(fen).is_ok(), "{fen}");
        }
        assert_eq!(stdout(&run(&args)), out, "same seed, same puzzles");
    }
    for args in [
        &["--variant", "xiangqi", "--kind", "judge", "--count", "1"][..],
        &["--kind", "mate-in-two", "--count", "1"][..],
        &[
            "--variant",
            "xiangqi",
            "--kind",
            "mate-in-one",
            "--count",
            "1",
            "--difficulty",
            "2",
        ][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {o:?}");
        assert!(!o.stderr.is_empty());
    }
}

/// A long run prints each puzzle as it is proved: the first line arrives long
/// before the run could end, and Ctrl-C leaves every printed line whole.
#[test]
fn a_long_run_prints_as_it_goes_and_ctrl_c_keeps_what_was_printed() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::sync::mpsc;
    use std::time::Duration;
    let mut child = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["puzzles", "--kind", "escape", "--difficulty", "5"])
        .args(["--count", "10000", "--json"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run duochess");
    let out = child.stdout.take().unwrap();
    let (tx, lines) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    // 10,000 puzzles of the longest escapes take many minutes; the first comes
    // within seconds.
    let first = lines.recv_timeout(Duration::from_secs(60));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(status.success());
    let _ = child.wait();
    let first = first.expect("no puzzle printed within a minute: output held back");
    reader.join().unwrap();
    let mut all = vec![first];
    all.extend(lines.try_iter());
    for line in &all {
        assert!(
            line.starts_with("{\"fen\":") && line.ends_with('}'),
            "a torn line: {line}"
        );
        assert_eq!(field(line, "kind"), "\"escape\"");
    }
}

/// `--progress` writes progress lines to standard error (in the player's
/// language) while the puzzles go to standard output.
#[test]
fn progress_goes_to_standard_error_in_the_players_language() {
    for (lang, words) in [
        ("en", "puzzles: 3 of 3 printed"),
        ("uk", "задачі: надруковано 3 з 3"),
    ] {
        let o = run(&[
            "--kind",
            "mate-in-one",
            "--count",
            "3",
            "--progress",
            "--lang",
            lang,
        ]);
        assert!(o.status.success(), "{o:?}");
        assert_eq!(stdout(&o).lines().count(), 3);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(words), "{lang}: {err}");
    }
}
