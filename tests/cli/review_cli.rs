//! `duochess review FILE [--json] [--engine PATH] [--time MS]` through the real
//! binary, on records built to hold each case: a missed mate (its series legal
//! and mating by the independent referee), an allowed mate, turns with neither,
//! both games, in both languages, and a Xiangqi engine's evaluation and class.

use crate::common;
use crate::referee::{referee_play, referee_shortest};

use common::scratch::Scratch;
use std::process::Command;

const FLICKER_MISSED: &str = "[Variant \"Flickering\"]\n[SetUp \"1\"]\n\
[FEN \"1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1\"]\n[Result \"0-1\"]\n\n\
1b. Kc8 2a. Kh2, g3 2b. Nf3+, Rh7, Be5, Ra2# 0-1\n";
const XIANGQI_MISSED: &str = "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n\
[FEN \"9/4R4/3k1N3/P8/6b2/2P5P/9/9/4A4/2B2KB2 w - - 5 62\"]\n[Result \"1-0\"]\n\n\
62. i5i6 g6i8 63. f8e6 1-0\n";
const XIANGQI_QUIET: &str = "[Variant \"xiangqi\"]\n[Result \"*\"]\n\n1. h3e3 h10g8 *\n";

fn review(dir: &Scratch, text: &str, args: &[&str]) -> (i32, String, String) {
    let path = dir.join("game.pgn");
    std::fs::write(&path, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .arg("review")
        .arg(&path)
        .args(args)
        .env("DUOCHESS_CONFIG_DIR", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .output()
        .expect("run duochess");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The value of `key` in a JSON line of ours (flat objects, lists of strings).
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let at = line
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("{key} in {line}"));
    let rest = &line[at + key.len() + 3..];
    let end = if rest.starts_with('[') {
        rest.find(']').unwrap() + 1
    } else {
        rest.find([',', '}']).unwrap()
    };
    &rest[..end]
}

fn coords(list: &str) -> Vec<String> {
    list.trim_matches(['[', ']'])
        .split(',')
        .map(|s| s.trim_matches('"').to_string())
        .collect()
}

#[test]
fn a_flickering_review_as_json_gives_the_missed_and_the_allowed_mate() {
    let dir = Scratch::new("review-cli");
    let (code, out, err) = review(&dir, FLICKER_MISSED, &["--json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(field(lines[0], "turn"), "\"1b\"");
    assert_eq!(field(lines[0], "side"), "\"black\"");
    assert_eq!(field(lines[0], "played"), "[\"b8c8\"]");
    // The missed mate: legal, and White then has no series that frees its king.
    let mating = coords(field(lines[0], "missed_mate"));
    let start = "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1";
    let after = referee_play(start, &mating).unwrap();
    assert_eq!(
        referee_shortest(&format!("{} w - - 0 1", after.placement())),
        None
    );
    assert_eq!(field(lines[0], "allowed_mate"), "null");
    assert_eq!(field(lines[0], "decided"), "true");
    // 2a allowed a mate, which mates by the referee too.
    assert_eq!(field(lines[1], "turn"), "\"2a\"");
    let allowed = coords(field(lines[1], "allowed_mate"));
    let after_2a = "2k5/5r2/8/8/r7/6P1/1b5K/6n1 b - - 0 2";
    let mated = referee_play(after_2a, &allowed).unwrap();
    assert_eq!(
        referee_shortest(&format!("{} w - - 0 1", mated.placement())),
        None
    );
    assert_eq!(field(lines[1], "mate"), "-1");
    // 2b mated: neither.
    assert_eq!(field(lines[2], "missed_mate"), "null");
    assert_eq!(field(lines[2], "allowed_mate"), "null");
    assert_eq!(field(lines[2], "mate"), "0");
    assert!(lines.iter().all(|l| l.contains("\"class\":")));
}

#[test]
fn a_xiangqi_review_without_an_engine_gives_the_mates_alone_in_both_languages() {
    let dir = Scratch::new("review-cli");
    let (code, out, err) = review(&dir, XIANGQI_MISSED, &["--json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(field(lines[0], "turn"), "\"62\"");
    assert_eq!(field(lines[0], "side"), "\"red\"");
    assert_eq!(field(lines[0], "missed_mate"), "[\"f8e6\"]");
    assert_eq!(field(lines[0], "missed_mate_in"), "1");
    assert_eq!(field(lines[1], "allowed_mate"), "[\"f8e6\"]");
    assert_eq!(field(lines[1], "allowed_mate_in"), "1");
    assert_eq!(field(lines[2], "missed_mate"), "null");
    assert!(!out.contains("\"class\""), "no engine, no class: {out}");

    let (_, en, _) = review(&dir, XIANGQI_MISSED, &["--lang", "en"]);
    assert!(en.contains("No engine"), "{en}");
    assert!(en.contains("missed mate in 1: He6#"), "{en}");
    assert!(en.contains("allowed a mate in 1: He6#"), "{en}");
    let (_, uk, _) = review(&dir, XIANGQI_MISSED, &["--lang", "uk"]);
    assert!(uk.contains("Без рушія"), "{uk}");
    // Ukrainian writes the moves as the game's move list does by default: the
    // seed's Cyrillic notation (JSON stays in coordinates).
    assert!(uk.contains("62. пi6\n"), "{uk}");
    assert!(uk.contains("пропущено мат за 1 хід: Кe6#"), "{uk}");
    assert!(uk.contains("дозволено мат за 1 хід: Кe6#"), "{uk}");
    let (_, uk_json, _) = review(&dir, XIANGQI_MISSED, &["--json", "--lang", "uk"]);
    assert_eq!(uk_json, out, "JSON is the same in every language");
}

#[test]
fn the_flickering_review_speaks_ukrainian_in_the_seeds_notation() {
    let dir = Scratch::new("review-cli");
    let (code, uk, err) = review(&dir, FLICKER_MISSED, &["--lang", "uk"]);
    assert_eq!(code, 0, "{err}");
    assert!(uk.contains("1б. Крc8"), "{uk}");
    assert!(uk.contains("пропущено мат: Сe5#"), "{uk}");
    assert!(uk.contains("дозволено мат: Кf3+, Тh7, Сe5, Тa2#"), "{uk}");
    let (_, en, _) = review(&dir, FLICKER_MISSED, &["--lang", "en"]);
    assert!(en.contains("1b. Kc8"), "{en}");
    assert!(en.contains("missed mate: Be5#"), "{en}");
}

#[test]
fn an_engine_for_a_flickering_review_is_refused() {
    let dir = Scratch::new("review-cli");
    let (code, _, err) = review(&dir, FLICKER_MISSED, &["--engine", "/bin/true"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--engine reviews Xiangqi"), "{err}");
}

/// A fake UCI engine answering the positions of the quiet record in turn: Che3
/// is its choice for Red (+0.20), after it Black's best is b10c8 (−0.10 for
/// Black), and after Hg8 Red stands +4.00.
fn scripted_engine(dir: &Scratch) -> std::path::PathBuf {
    scripted_engine_named(dir, "Scripted")
}

/// [`scripted_engine`] by another name (a file of that name in `dir`).
fn scripted_engine_named(dir: &Scratch, name: &str) -> std::path::PathBuf {
    let path = dir.join(name);
    let script = "#!/bin/sh\nn=0\nwhile read -r line; do\n  case \"$line\" in\n\
        uci) echo 'id name Scripted'; echo uciok ;;\n\
        isready) echo readyok ;;\n\
        position*) n=$((n+1)) ;;\n\
        go*) case $n in\n\
          1) echo 'info depth 5 score cp 20 pv h3e3'; echo 'bestmove h3e3' ;;\n\
          2) echo 'info depth 5 score cp -10 pv b10c8'; echo 'bestmove b10c8' ;;\n\
          *) echo 'info depth 5 score cp 400 pv h1g3'; echo 'bestmove h1g3' ;;\n\
        esac ;;\n\
        quit) exit 0 ;;\n  esac\ndone\n"
        .replace("Scripted", name);
    std::fs::write(&path, script).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path
}

#[test]
fn a_xiangqi_review_uses_the_engine_in_the_settings_unless_one_is_given() {
    let dir = Scratch::new("review-cli");
    let engine = scripted_engine(&dir);
    std::fs::create_dir_all(dir.join("config")).unwrap();
    let config = format!("engine = {:?}\n", engine.to_str().unwrap());
    std::fs::write(dir.join("config").join("config.toml"), config).unwrap();
    let (code, out, err) = review(&dir, XIANGQI_QUIET, &["--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Evaluations by Scripted (the engine in the settings)"),
        "{out}"
    );
    assert!(
        out.contains("?? blunder"),
        "the settings' engine evaluated: {out}"
    );
    let (_, uk, _) = review(&dir, XIANGQI_QUIET, &["--lang", "uk"]);
    assert!(uk.contains("рушія Scripted (рушія з налаштувань)"), "{uk}");
    // --engine still wins.
    let other = scripted_engine_named(&dir, "Given");
    let other = other.to_str().unwrap().to_string();
    let (_, given, _) = review(&dir, XIANGQI_QUIET, &["--lang", "en", "--engine", &other]);
    assert!(
        given.contains("Evaluations by Given (given with --engine)"),
        "{given}"
    );
}

#[test]
fn a_xiangqi_review_with_an_engine_evaluates_and_classes_each_move() {
    let dir = Scratch::new("review-cli");
    let engine = scripted_engine(&dir);
    let engine = engine.to_str().unwrap();
    let (code, out, err) = review(
        &dir,
        XIANGQI_QUIET,
        &["--json", "--engine", engine, "--time", "50"],
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    // Red played the engine's move: after it Black stands −0.10, Red +0.10.
    assert_eq!(field(lines[0], "eval"), "10");
    assert_eq!(field(lines[0], "best"), "[\"h3e3\"]");
    assert_eq!(field(lines[0], "class"), "null");
    // Black's Hg8 instead of b10c8: from −0.10 to −4.00, a blunder (≥ 300).
    assert_eq!(field(lines[1], "eval"), "-400");
    assert_eq!(field(lines[1], "best"), "[\"b10c8\"]");
    assert_eq!(field(lines[1], "class"), "\"blunder\"");
    assert_eq!(field(lines[1], "missed_mate"), "null");
    let (_, plain, _) = review(&dir, XIANGQI_QUIET, &["--engine", engine, "--lang", "en"]);
    assert!(plain.contains("Evaluations by Scripted"), "{plain}");
    assert!(plain.contains("1. Hg8  ?? blunder  -4.00"), "{plain}");
    assert!(plain.contains("better: Hc8"), "{plain}");
}
