//! `perft --variant flickering` on counts that cannot finish: the warning before it
//! starts, progress only when asked for (or on a terminal), a clean stop on Ctrl-C
//! with the partial count named as such; and the README's example, which returns.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .output()
        .expect("run duochess")
}

/// The count of a position in tests/data/flicker-counts.tsv (series, positions).
fn reference_count(fen: &str) -> Option<(u64, u64)> {
    include_str!("../data/flicker-counts.tsv")
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|row| row[0] == fen)
        .map(|row| (row[1].parse().unwrap(), row[2].parse().unwrap()))
}

/// A count that would run for centuries: killed if the test fails.
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        if self.0.try_wait().ok().flatten().is_none() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

#[test]
fn from_the_start_position_it_warns_first_and_stops_cleanly_on_ctrl_c_or_sigterm() {
    for (signal, code) in [("INT", 130), ("TERM", 143)] {
        let mut child = Running(
            Command::new(env!("CARGO_BIN_EXE_duochess"))
                .args([
                    "perft",
                    "--variant",
                    "flickering",
                    "--depth",
                    "1",
                    "--divide",
                ])
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("run duochess"),
        );
        let child = &mut child.0;
        // The warning comes before the count starts.
        let mut err = BufReader::new(child.stderr.take().unwrap());
        let mut warning = String::new();
        err.read_line(&mut warning).expect("read stderr");
        err.read_line(&mut warning).expect("read stderr");
        let estimate: f64 = warning
            .strip_prefix("perft: about ")
            .and_then(|w| w.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no estimate in {warning:?}"));
        assert!(estimate >= 1e10, "{warning}");
        assert!(
            warning.contains("at ten million a second, about "),
            "{warning}"
        );
        assert!(warning.contains("Ctrl-C stops the count"), "{warning}");
        let asked = Instant::now();
        let status = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success());
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait") {
                break status;
            }
            assert!(
                asked.elapsed() < Duration::from_secs(10),
                "perft did not stop on SIG{signal}"
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        eprintln!("SIG{signal} stopped perft in {:?}", asked.elapsed());
        assert_eq!(status.code(), Some(code), "SIG{signal}");
        let mut rest = String::new();
        err.read_to_string(&mut rest).expect("read stderr");
        assert!(rest.contains("perft: stopped after "), "{rest}");
        assert!(rest.contains("of 20 first moves"), "{rest}");
        assert!(rest.contains("a partial count, not the total"), "{rest}");
        assert!(rest.contains(&format!("stopped by SIG{signal}")), "{rest}");
        // No progress lines: standard error is not a terminal and none were asked.
        assert!(!rest.contains("so far,"), "{rest}");
        // Standard output holds only finished first moves' lines, never a total.
        let mut out = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        assert!(out.lines().all(|l| l.contains(": ")), "{out}");
    }
}

#[test]
fn a_count_that_finishes_gives_no_warning_and_progress_only_when_asked() {
    let fen = "8/N6k/1b1K4/1Bp5/8/8/2R5/2B4r w - - 0 1";
    let (series, _) = reference_count(fen).expect("in the reference data");
    let args = [
        "perft",
        "--variant",
        "flickering",
        "--depth",
        "1",
        "--fen",
        fen,
    ];
    let quiet = run(&args);
    assert!(quiet.status.success());
    assert_eq!(
        String::from_utf8_lossy(&quiet.stdout).trim(),
        series.to_string()
    );
    assert!(
        quiet.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&quiet.stderr)
    );

    let shown = run(&[&args[..], &["--progress"]].concat());
    assert!(shown.status.success());
    assert_eq!(
        String::from_utf8_lossy(&shown.stdout).trim(),
        series.to_string()
    );
    let err = String::from_utf8_lossy(&shown.stderr);
    let lines: Vec<&str> = err.lines().collect();
    // One line per first move (34 here), the last with the whole count.
    assert_eq!(lines.len(), 34, "{err}");
    assert!(
        lines[0].starts_with("perft: c1b2 done (1 of 34 first moves), "),
        "{err}"
    );
    assert!(
        lines[33].contains(&format!("(34 of 34 first moves), {series} series so far")),
        "{err}"
    );
    // --progress is Flickering's.
    let other = run(&["perft", "--variant", "chess", "--depth", "1", "--progress"]);
    assert_eq!(other.status.code(), Some(2));
}

/// Shell words of a README line: double quotes group, `[--opt]` is optional (taken).
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            '[' | ']' if !quoted => {}
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

#[test]
fn the_readme_example_returns_at_once_with_the_reference_count() {
    let readme = include_str!("../../README.md");
    let line = readme
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("duochess perft --variant flickering"))
        .expect("a Flickering perft example in the README");
    let args = words(line);
    assert_eq!(args[0], "duochess");
    let fen = args
        .iter()
        .position(|a| a == "--fen")
        .map(|i| args[i + 1].clone())
        .expect("the example names its position");
    let (series, positions) =
        reference_count(&fen).expect("the example's position is in the reference data");
    let started = Instant::now();
    let with_unique: Vec<&str> = args[1..].iter().map(String::as_str).collect();
    let without: Vec<&str> = with_unique
        .iter()
        .copied()
        .filter(|a| *a != "--unique")
        .collect();
    for (args, want) in [(without, series), (with_unique, positions)] {
        let out = run(&args);
        assert!(out.status.success(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            want.to_string(),
            "{args:?}"
        );
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    eprintln!("the README's example ran in {:?}", started.elapsed());
}
