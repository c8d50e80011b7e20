//! Every `--help` lists only values its subcommand accepts: the values listed are
//! read from the help text and each is run; the values a subcommand does not take
//! (the hidden developer game, chess where only Flickering and Xiangqi are meant)
//! are refused by clap with the accepted ones named.

use std::process::{Command, Output, Stdio};

fn duochess(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(args)
        .env(
            "DUOCHESS_DATA_DIR",
            std::env::temp_dir().join("duochess-help-unused"),
        )
        .stdin(Stdio::null())
        .output()
        .expect("run duochess")
}

/// The values the long help lists under the argument whose heading contains
/// `heading` (`--variant <VARIANT>`, `[GAME]`).
fn listed_values(help: &str, heading: &str) -> Vec<String> {
    let mut lines = help
        .lines()
        .skip_while(|l| !l.trim_start().starts_with(heading));
    assert!(lines.next().is_some(), "no {heading} in:\n{help}");
    lines
        .skip_while(|l| l.trim() != "Possible values:")
        .skip(1)
        .map_while(|l| l.trim().strip_prefix("- "))
        .map(|l| l.split(':').next().unwrap_or(l).trim().to_string())
        .collect()
}

const BARE_KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

#[test]
fn every_listed_game_is_accepted_and_the_others_are_refused() {
    // (subcommand, heading, values listed, a quick run of one value)
    type Run = fn(&str) -> Vec<String>;
    let cases: [(&str, &str, &[&str], Run); 5] = [
        ("check", "--variant", &["flickering", "xiangqi"], |v| {
            ["check", "--variant", v].map(String::from).to_vec()
        }),
        ("best", "--variant", &["flickering"], |v| {
            ["best", "--variant", v, "--time", "20"]
                .map(String::from)
                .to_vec()
        }),
        (
            "perft",
            "--variant",
            &["chess", "flickering", "xiangqi"],
            |v| {
                let mut a = ["perft", "--variant", v, "--depth", "1"]
                    .map(String::from)
                    .to_vec();
                if v != "xiangqi" {
                    a.extend(["--fen".to_string(), BARE_KINGS.to_string()]);
                }
                a
            },
        ),
        ("play", "[GAME]", &["flickering", "xiangqi"], |v| {
            ["play", v].map(String::from).to_vec()
        }),
        ("setup", "<GAME>", &["flickering", "xiangqi"], |v| {
            ["setup", v].map(String::from).to_vec()
        }),
    ];
    for (sub, heading, values, run) in cases {
        let help = duochess(&[sub, "--help"]);
        assert!(help.status.success());
        let help = String::from_utf8_lossy(&help.stdout);
        assert_eq!(listed_values(&help, heading), *values, "{sub} --help");
        for v in values {
            let args = run(v);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = duochess(&args);
            let err = String::from_utf8_lossy(&out.stderr);
            // play and setup get as far as asking for a terminal.
            let ok = out.status.success() || err.contains("needs an interactive terminal");
            assert!(ok, "{args:?} refused: {:?} {err}", out.status);
        }
    }
}

#[test]
fn values_a_subcommand_does_not_take_are_refused_with_the_accepted_ones() {
    for (args, accepted) in [
        (
            &["play", "chess"][..],
            "[possible values: flickering, xiangqi]",
        ),
        (
            &["check", "--variant", "chess", "--fen", BARE_KINGS],
            "[possible values: flickering, xiangqi]",
        ),
        (
            &["best", "--variant", "xiangqi"],
            "[possible values: flickering]",
        ),
        (
            &["setup", "chess"],
            "[possible values: flickering, xiangqi]",
        ),
    ] {
        let out = duochess(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("invalid value"), "{args:?}: {err}");
        assert!(err.contains(accepted), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// duochess with no locale but `locale` and an empty settings folder (a language
/// remembered there would choose the help's).
fn duochess_in(args: &[&str], locale: &[(&str, &str)]) -> Output {
    let config = crate::common::scratch::Scratch::new("help-config");
    let mut command = Command::new(env!("CARGO_BIN_EXE_duochess"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    let out = command
        .envs(locale.iter().copied())
        .env("DUOCHESS_CONFIG_DIR", config.path())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run duochess");
    assert!(out.status.success(), "{args:?}: {out:?}");
    assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    assert!(
        std::str::from_utf8(&out.stdout).is_ok(),
        "{args:?}: not UTF-8"
    );
    out
}

/// The help of the program and of each command (long and short), one after the
/// other under a line naming the command line.
fn every_help(lang: &[&str], locale: &[(&str, &str)]) -> String {
    let mut all = String::new();
    for command in [
        "", "play", "setup", "perft", "check", "best", "record", "puzzles", "help",
    ] {
        for flag in ["--help", "-h"] {
            let mut args: Vec<&str> = lang.to_vec();
            args.extend([command, flag].into_iter().filter(|a| !a.is_empty()));
            if command == "help" {
                // `help` takes the command whose help it prints.
                args.pop();
                if flag == "-h" {
                    args.push("play");
                }
            }
            let out = duochess_in(&args, locale);
            all.push_str(&format!("$ duochess {}\n", args.join(" ")));
            all.push_str(&String::from_utf8_lossy(&out.stdout));
            all.push('\n');
        }
    }
    all
}

/// English sentences of clap's and of the doc comments.
const ENGLISH: &[&str] = &[
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Possible values",
    "possible values",
    "[default:",
    "[alias:",
    "Print help",
    "Print version",
    "see a summary",
    "Print this message",
    "Start from this position",
    "Play a game in the terminal",
    "The language of the screens",
    "Chinese chess",
];

#[test]
fn the_help_is_ukrainian_when_the_language_is() {
    for (args, locale) in [
        (&["--lang", "uk", "play", "--help"][..], &[][..]),
        (&["play", "--help", "--lang", "uk"], &[]),
        (&["play", "-h"], &[("LANG", "uk_UA.UTF-8")]),
        (&["help", "play"], &[("LANG", "uk_UA.UTF-8")]),
    ] {
        let out = duochess_in(args, locale);
        let help = String::from_utf8_lossy(&out.stdout);
        for says in [
            "Зіграти партію у терміналі",
            "Виклик: duochess play [OPTIONS] [GAME]",
            "Аргументи:",
            "Параметри:",
            "--fen <FEN>",
            "Почати з цієї позиції",
            "Сторона, за яку грає рушій",
            "Показати довідку",
        ] {
            assert!(
                help.contains(says),
                "{args:?} {locale:?}: no {says:?} in\n{help}"
            );
        }
        for english in ENGLISH {
            assert!(
                !help.contains(english),
                "{args:?} {locale:?}: {english:?} in\n{help}"
            );
        }
    }
    let out = duochess_in(&["--help"], &[("LANG", "uk_UA.UTF-8")]);
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains("Команди:\n  play      Зіграти партію"),
        "{help}"
    );
    assert!(help.contains("Мова екранів"), "{help}");
    // A later --lang wins over the locale.
    let out = duochess_in(&["--lang", "en", "--help"], &[("LANG", "uk_UA.UTF-8")]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("Usage: duochess [OPTIONS]"));
}

/// Every command's help, in each language: the English one is what clap printed
/// before the help was translated (the snapshot was checked against a capture of
/// it), the Ukrainian one has no English sentence left.
#[test]
fn every_help_in_both_languages() {
    let english = every_help(&[], &[]);
    insta::assert_snapshot!("help_en", english);
    let ukrainian = every_help(&["--lang", "uk"], &[]);
    for sentence in ENGLISH {
        assert!(
            !ukrainian.contains(sentence),
            "{sentence:?} in\n{ukrainian}"
        );
    }
    insta::assert_snapshot!("help_uk", ukrainian);
}
