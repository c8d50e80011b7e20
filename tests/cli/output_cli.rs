//! Every command that prints, with its standard output closed by the reader (`… |
//! head -1`) and on a full disk (`> /dev/full`): no panic; quiet with code 0 on the
//! closed pipe, a message in the player's language and code 1 on the full disk.

use crate::common;

use common::scratch::Scratch;
use std::process::{Command, Output, Stdio};

/// Every subcommand that prints, with arguments that make it print (the files it
/// reads are written in `dir`).
fn printing_commands(dir: &Scratch) -> Vec<Vec<String>> {
    let record = dir.join("game.pgn");
    std::fs::write(&record, "[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5 *\n").unwrap();
    let batch = dir.join("batch.txt");
    std::fs::write(&batch, "4k3/8/8/8/8/8/8/4K2R w K - 0 1\nnot a fen\n").unwrap();
    let (record, batch) = (record.to_str().unwrap(), batch.to_str().unwrap());
    let lines: &[&str] = &[
        "perft --variant chess --depth 2 --divide",
        "perft --variant chess --depth 2",
        "perft --variant xiangqi --depth 2 --divide",
        "perft --variant xiangqi --depth 1",
        "perft --variant flickering --depth 1 --divide --fen 4k3/8/8/8/8/8/8/R3K2R_w_KQ_-_0_1",
        "perft --variant flickering --depth 1 --unique --fen 4k3/8/8/8/8/8/8/R3K2R_w_KQ_-_0_1",
        "check --variant flickering",
        "check --variant flickering --json",
        "check --variant flickering --moves e2e4",
        "check --variant flickering --mate-in-one --fen 6k1/5ppp/8/8/8/8/8/R5K1_w_-_-_0_1",
        "check --variant xiangqi",
        "check --variant xiangqi --json --moves h3e3",
        "check --variant xiangqi --mate-in 1",
        "best --variant flickering --level 1 --time 20",
        "best --variant flickering --level 1 --time 20 --json",
        "puzzles --kind mate-in-one --count 2",
        "puzzles --kind escape --count 2 --json",
        "puzzles --variant xiangqi --kind mate-in-one --count 1",
        "--help",
        "check --help",
        "--version",
        "help perft",
    ];
    let mut all: Vec<Vec<String>> = lines
        .iter()
        .map(|l| l.split(' ').map(|w| w.replace('_', " ")).collect())
        .collect();
    for extra in [
        vec!["record", "--load", record],
        vec!["record", "--load", record, "--fen"],
        vec!["record", "--load", record, "--pgn"],
        vec!["check", "--variant", "flickering", "--batch", batch],
    ] {
        all.push(extra.into_iter().map(String::from).collect());
    }
    all
}

/// Run duochess with `stdout` as its standard output, in English unless `lang`.
fn run(args: &[String], stdout: Stdio, dir: &Scratch, lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .env("DUOCHESS_CONFIG_DIR", dir.join("config"))
        .env("DUOCHESS_DATA_DIR", dir.join("data"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::null())
        .stdout(stdout)
        .output()
        .unwrap()
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let dir = Scratch::new("out-pipe");
    for args in printing_commands(&dir) {
        // The reading end is closed before the command starts: every write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run(&args, writer.into(), &dir, "C");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.contains("write"), "{args:?} is not quiet: {err}");
    }
}

#[test]
fn a_full_disk_is_said_in_the_players_language_with_code_1() {
    let dir = Scratch::new("out-full");
    for (lang, words) in [
        ("C", "duochess: cannot write the output: "),
        ("uk_UA.UTF-8", "duochess: не вдається записати результат: "),
    ] {
        for args in printing_commands(&dir) {
            let full = std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap();
            let out = run(&args, full.into(), &dir, lang);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert!(!err.contains("panicked"), "{args:?}: {err}");
            assert!(err.contains(words), "{args:?} in {lang}: {err}");
        }
    }
}

/// The printing commands in the player's language (`--lang`, else the locale),
/// except `--json` and the notation.
#[test]
fn results_and_errors_are_in_the_players_language() {
    let dir = Scratch::new("out-lang");
    let record = dir.join("game.pgn");
    std::fs::write(&record, "[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5 *\n").unwrap();
    let record = record.to_str().unwrap();
    let said = |args: &[&str], lang: &str| {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let out = run(&args, Stdio::piped(), &dir, lang);
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.code(), text)
    };
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["check", "--variant", "xiangqi"],
            "verdict: ongoing\nin check: no\nlegal moves: 44",
            "вердикт: гра триває\nшах: ні\nможливих ходів: 44",
        ),
        (
            &["check", "--variant", "xiangqi", "--moves", "h3e3 zz9"],
            "move 2 'zz9'",
            "хід 2 «zz9»",
        ),
        (
            &["check", "--variant", "flickering", "--moves", "e2e5"],
            "series 1 (e2e5), move 1 (e2e5): the pawn on e2 cannot move to e5",
            "серія 1 (e2e5), хід 1 (e2e5): ",
        ),
        (
            &[
                "check",
                "--variant",
                "flickering",
                "--fen",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            ],
            "ongoing",
            "гра триває",
        ),
        (
            &["record", "--load", record],
            "Flickering Chess: 2 series, ongoing",
            "Мерехтливі шахи: 2 серії, гра триває",
        ),
        (
            &[
                "perft",
                "--variant",
                "xiangqi",
                "--depth",
                "1",
                "--fen",
                "bad",
            ],
            "invalid Xiangqi FEN: ",
            "хибний FEN сянці: ",
        ),
        (
            &["perft", "--variant", "chess", "--depth", "30"],
            "--depth 30 is too deep",
            "--depth 30 — надто глибоко",
        ),
        (
            &[
                "best",
                "--variant",
                "flickering",
                "--level",
                "1",
                "--time",
                "20",
            ],
            "(score ",
            "(оцінка ",
        ),
        (
            &["puzzles", "--kind", "escape", "--count", "0"],
            "--count must be 1 to 10000, got 0",
            "--count має бути від 1 до 10000, отримано 0",
        ),
        // --json and the notation stay as they are.
        (
            &["check", "--variant", "flickering", "--json"],
            "{\"verdict\":\"ongoing\"",
            "{\"verdict\":\"ongoing\"",
        ),
    ];
    for (args, en, uk) in cases {
        let (_, text) = said(args, "C");
        assert!(text.contains(en), "{args:?} in English: {text}");
        // By the option, after the command …
        let with_lang: Vec<&str> = args.iter().copied().chain(["--lang", "uk"]).collect();
        let (_, text) = said(&with_lang, "C");
        assert!(text.contains(uk), "{args:?} --lang uk: {text}");
        // … and by the locale, as the terminal screens decide it.
        let (_, text) = said(args, "uk_UA.UTF-8");
        assert!(text.contains(uk), "{args:?} in a Ukrainian locale: {text}");
    }
}
