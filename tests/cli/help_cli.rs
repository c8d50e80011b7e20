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
