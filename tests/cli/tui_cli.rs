//! The `play` subcommand's option checks: errors come before the terminal is touched.

use std::process::Command;

/// duochess in English whatever the machine's locale (the locale chooses the language).
fn duochess(args: &[&str]) -> std::process::Output {
    duochess_with_locale(args, &[])
}

fn duochess_with_locale(args: &[&str], locale: &[(&str, &str)]) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_duochess"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
        .envs(locale.iter().copied())
        .args(args)
        .output()
        .expect("run duochess")
}

/// Locale variables set for one run.
type Locale<'a> = &'a [(&'a str, &'a str)];

/// The errors a player meets are in the chosen language: `--lang` first (after the
/// subcommand or before it), then LC_ALL / LC_MESSAGES / LANG.
#[test]
fn play_and_setup_errors_follow_the_language() {
    let uk_engine = "--engine аналізує лише сянці";
    let en_engine = "--engine analyses Xiangqi";
    let cases: [(&[&str], Locale, &str); 6] = [
        (
            &["--lang", "uk", "setup", "flickering", "--engine", "x"],
            &[],
            uk_engine,
        ),
        (
            &["setup", "flickering", "--lang", "uk", "--engine", "x"],
            &[],
            uk_engine,
        ),
        (
            &["setup", "flickering", "--engine", "x"],
            &[("LANG", "uk_UA.UTF-8")],
            uk_engine,
        ),
        (
            &["setup", "flickering", "--engine", "x"],
            &[("LANG", "uk_UA.UTF-8"), ("LC_ALL", "C")],
            en_engine,
        ),
        (
            &["setup", "flickering", "--lang", "en", "--engine", "x"],
            &[("LC_ALL", "uk_UA.UTF-8")],
            en_engine,
        ),
        (
            &["play", "xiangqi", "--pieces", "unicode"],
            &[("LC_MESSAGES", "uk_UA.UTF-8")],
            "--pieces unicode не підходить для цієї гри",
        ),
    ];
    for (args, locale, says) in cases {
        let out = duochess_with_locale(args, locale);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?} {locale:?}: {err}");
    }
}

/// What clap cannot read is told in the chosen language too, with clap's exit
/// code; in English it is clap's own text.
#[test]
fn command_lines_clap_cannot_read_follow_the_language() {
    let cases: [(&[&str], Locale, &str); 4] = [
        (
            &["--lang", "uk", "play", "flickering", "--clock", "zz"],
            &[],
            "«zz» — не контроль часу",
        ),
        (
            &["play", "flickering", "--computer", "green"],
            &[("LANG", "uk_UA.UTF-8")],
            "«green» — не значення «--computer <SIDE>»\nможна: white, black",
        ),
        (
            &["play", "flickering", "--lang", "uk", "--bogus"],
            &[],
            "«--bogus» — не параметр цієї команди",
        ),
        (
            &[
                "--lang",
                "uk",
                "play",
                "flickering",
                "--lang",
                "en",
                "--bogus",
            ],
            &[],
            "error: unexpected argument '--bogus' found",
        ),
    ];
    for (args, locale, says) in cases {
        let out = duochess_with_locale(args, locale);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?} {locale:?}: {err}");
    }
    // What was typed is echoed written out, in either language: no character a
    // terminal would act on reaches it.
    for lang in ["en", "uk"] {
        let out = duochess(&[
            "--lang",
            lang,
            "play",
            "flickering",
            "--computer",
            "a\u{202e}b\u{1b}[2J",
        ]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !err.chars().any(|c| c == '\u{202e}' || c == '\u{1b}'),
            "{err:?}"
        );
        assert!(err.contains("a\\u{202e}b"), "{err}");
    }
    // Help succeeds, in the chosen language.
    let out = duochess_with_locale(&["--lang", "uk", "play", "--help"], &[]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Виклик: duochess play"));
}

#[test]
fn piece_sets_must_fit_the_game() {
    let out = duochess(&["play", "xiangqi", "--pieces", "unicode"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--pieces unicode does not apply"), "{err}");
    assert!(err.contains("--pieces hanzi or --pieces letters"), "{err}");
    let out = duochess(&["play", "flickering", "--pieces", "hanzi"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--pieces unicode or --pieces letters"));
}

#[test]
fn the_notation_option_is_for_flickering_chess() {
    let out = duochess(&["play", "xiangqi", "--notation", "seed"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--notation chooses the Flickering Chess move list"),
        "{err}"
    );
    let out = duochess(&["play", "flickering", "--notation", "cyrillic"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("seed") && err.contains("coordinates"), "{err}");
}

#[test]
fn a_bad_fen_is_reported_without_touching_the_terminal() {
    let out = duochess(&["play", "flickering", "--fen", "not a fen"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("FEN"), "{err}");
    // No escape sequences (alternate screen, raw mode) were written.
    assert!(!out.stdout.contains(&0x1b), "{:?}", out.stdout);
}

#[test]
fn play_is_listed_in_help() {
    let out = duochess(&["--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("play"), "{text}");
    let out = duochess(&["play", "--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    for opt in [
        "--fen",
        "--pieces",
        "--flip",
        "--auto-flip",
        "flickering",
        "xiangqi",
    ] {
        assert!(text.contains(opt), "{opt} missing:\n{text}");
    }
}

#[test]
fn setup_reports_an_unreadable_fen_before_the_terminal() {
    // A well-formed FEN that cannot be played opens the editor with its problem
    // named (tests/tui_setup.rs, tests/tui_e2e.rs); one that cannot be read does not.
    let out = duochess(&[
        "setup",
        "flickering",
        "--fen",
        "4k3/8/8/8/8/8/8/4K2R w Z - 0 1",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("FEN castling field 'Z' is not '-' or a combination of K, Q, k, q"),
        "{err}"
    );
    assert!(!out.stdout.contains(&0x1b), "{:?}", out.stdout);
    let out = duochess(&["setup", "xiangqi", "--fen", "9/9 w"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("10"));
    let out = duochess(&["setup", "--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    for opt in ["--fen", "--pieces", "--flip", "flickering", "xiangqi"] {
        assert!(text.contains(opt), "{opt} missing:\n{text}");
    }
}

#[test]
fn opponents_must_fit_the_game() {
    for (args, says) in [
        (
            &["play", "xiangqi", "--computer", "black"][..],
            "--computer plays Flickering Chess",
        ),
        (
            &[
                "play",
                "flickering",
                "--engine",
                "/usr/games/fairy-stockfish",
            ][..],
            "--engine plays Xiangqi",
        ),
        (&["play", "flickering", "--level", "2"][..], "--computer"),
        (
            &["play", "flickering", "--computer", "white", "--level", "8"][..],
            "8 is not in 1..=7",
        ),
        (
            &["play", "xiangqi", "--engine-plays", "red"][..],
            "--engine",
        ),
    ] {
        let out = duochess(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!out.stdout.contains(&0x1b), "{:?}", out.stdout);
    }
}

#[test]
fn the_theme_option_lists_and_accepts_only_its_four_values() {
    // The start screen's own option.
    let text = String::from_utf8_lossy(&duochess(&["--help"]).stdout).to_string();
    assert!(
        text.contains("--theme") && text.contains("high-contrast"),
        "{text}"
    );
    for command in ["play", "setup"] {
        let out = duochess(&[command, "--help"]);
        let text = String::from_utf8_lossy(&out.stdout);
        for value in [
            "--theme",
            "default",
            "high-contrast",
            "colour-blind",
            "mono",
        ] {
            assert!(text.contains(value), "{command}: {value} missing:\n{text}");
        }
        let game = if command == "play" {
            "xiangqi"
        } else {
            "flickering"
        };
        let out = duochess(&[command, game, "--theme", "sepia"]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("possible values: default, high-contrast, colour-blind, mono"),
            "{err}"
        );
        assert!(!out.stdout.contains(&0x1b), "{:?}", out.stdout);
    }
}

/// `play --engine` checks the program before the game starts: a missing one, a
/// program that is not a UCI engine (`/bin/cat` echoes instead of answering, a
/// script that exits) are refused with the reason in the player's language, and
/// nothing is named as a player ("… plays Black" never appears).
#[test]
fn play_checks_the_engine_before_the_game_starts() {
    let cases: [(&str, &str, &str); 3] = [
        ("/nonexistent/engine", "en", "cannot start the engine"),
        ("/bin/cat", "en", "did not answer within"),
        ("/bin/true", "uk", "Це не рушій UCI"),
    ];
    for (path, lang, said) in cases {
        let out = duochess(&["play", "xiangqi", "--lang", lang, "--engine", path]);
        let err = String::from_utf8_lossy(&out.stderr);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(!out.status.success(), "{path}: {err}");
        assert!(err.contains(said), "{path}: {err}");
        assert!(
            !err.contains("plays") && !stdout.contains("plays"),
            "{path}: {err}{stdout}"
        );
    }
    // The level is one of the named ones.
    let out = duochess(&[
        "play",
        "xiangqi",
        "--engine",
        "/bin/cat",
        "--engine-level",
        "grandmaster",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("beginner"), "{err}");
}
