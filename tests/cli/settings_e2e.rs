//! End-to-end: the settings through the real binary in a pty — a setting changed on
//! the settings screen is saved, and the next run starts with it; an option on the
//! command line wins over the file; a malformed file is one line on the start screen.

use crate::common;

use common::pty::Session;
use common::scratch::Scratch;

const DOWN: &str = "\x1b[B";
const RIGHT: &str = "\x1b[C";

/// Whether the board is drawn from Black's side: its rank 1 above its rank 8.
fn flipped(s: &Session) -> bool {
    let screen = s.screen();
    let row = |rank: &str| {
        screen
            .lines()
            .position(|l| l.split_whitespace().next() == Some(rank))
    };
    match (row("1"), row("8")) {
        (Some(one), Some(eight)) => one < eight,
        _ => panic!("no rank labels:\n{screen}"),
    }
}

#[test]
fn a_setting_changed_on_the_screen_is_there_at_the_next_start() {
    let data = Scratch::new("settings-e2e");
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("9. Settings");
    s.send("9");
    s.wait_for("Move list");
    // Down four times to the board's side, → turns it; two more to the clock, →.
    for _ in 0..4 {
        s.send(DOWN);
    }
    s.send(RIGHT);
    s.wait_for("◀ Black at the bottom ▶");
    s.send(DOWN);
    s.send(DOWN);
    s.send(RIGHT);
    s.wait_for("◀ 1+0 (minutes + seconds a turn) ▶");
    s.send("\r");
    s.wait_for("Settings saved in");
    s.send("q");
    assert!(s.exit_status().success());
    let text = std::fs::read_to_string(data.join("config/config.toml")).unwrap();
    assert!(
        text.contains("flip = true") && text.contains("clock = \"1+0\""),
        "{text}"
    );

    // The next run starts with them: the board turned, a minute on the clock.
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    s.wait_for("White to move");
    s.wait_for("1:00");
    // The key bar is drawn last: the whole board is up.
    s.wait_for("p pause clock");
    assert!(flipped(&s), "{}", s.screen());
    s.send("\x03");
    assert!(s.exit_status().success());

    // An option on the command line wins over the file.
    let mut s = Session::start_with_data(&["play", "flickering", "--clock", "3+2"], data.path());
    s.wait_for("White to move");
    s.wait_for("3:00");
    s.send("\x03");
    assert!(s.exit_status().success());
}

#[test]
fn a_malformed_settings_file_is_one_line_on_the_start_screen_and_kept() {
    let data = Scratch::new("settings-broken-e2e");
    std::fs::create_dir_all(data.join("config")).unwrap();
    let broken = "pieces = letters\n";
    std::fs::write(data.join("config/config.toml"), broken).unwrap();
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("is not valid");
    s.wait_for("are used and the file is kept.");
    s.send("q");
    assert!(s.exit_status().success());
    assert_eq!(
        std::fs::read_to_string(data.join("config/config.toml")).unwrap(),
        broken
    );
}

/// The same in Ukrainian: the one line names the file and the line, the defaults
/// are used (the pieces are symbols) and the file is kept as it was.
#[test]
fn a_malformed_settings_file_is_one_line_in_ukrainian_too() {
    let data = Scratch::new("settings-broken-uk-e2e");
    std::fs::create_dir_all(data.join("config")).unwrap();
    let broken = "flip = true\ntheme = \"purple\"\n";
    std::fs::write(data.join("config/config.toml"), broken).unwrap();
    let mut s = Session::start_with_data(&["--lang", "uk"], data.path());
    // One sentence (wrapped on the start screen as it needs).
    s.wait_for("Файл налаштувань");
    s.wait_for("config.toml хибний");
    s.wait_for("(рядок 2: theme = \"purple\"); діють типові налаштування, а файл лишився як був.");
    let screen = s.screen();
    assert!(
        !screen.contains("is not valid") && !screen.contains("defaults"),
        "{screen}"
    );
    // The defaults: the menu is there as usual.
    assert!(screen.contains("1. Мерехтливі шахи"), "{screen}");
    s.send("q");
    assert!(s.exit_status().success());
    assert_eq!(
        std::fs::read_to_string(data.join("config/config.toml")).unwrap(),
        broken
    );
}

/// Without `$DUOCHESS_DATA_DIR` the data folder is the platform's, as the
/// `directories` crate names it: `$XDG_DATA_HOME/duochess`, else
/// `~/.local/share/duochess` (Linux).
#[cfg(target_os = "linux")]
#[test]
fn the_data_folder_is_the_platforms_without_the_override() {
    let home = Scratch::new("data-home");
    let xdg = Scratch::new("data-xdg");
    let resume = |envs: &[(&str, &std::path::Path)], unset: &[&str]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"));
        cmd.args(["play", "--resume"])
            .env_remove("DUOCHESS_DATA_DIR")
            .env("DUOCHESS_CONFIG_DIR", home.join("config"))
            .stdin(std::process::Stdio::null());
        for k in unset {
            cmd.env_remove(k);
        }
        for (k, v) in envs {
            cmd.env(k, v);
        }
        String::from_utf8(cmd.output().unwrap().stderr).unwrap()
    };
    let err = resume(&[("HOME", home.path()), ("XDG_DATA_HOME", xdg.path())], &[]);
    let want = format!("autosaved in {}", xdg.join("duochess").display());
    assert!(err.contains(&want), "{err}");
    let err = resume(&[("HOME", home.path())], &["XDG_DATA_HOME"]);
    let want = format!(
        "autosaved in {}",
        home.join(".local/share/duochess").display()
    );
    assert!(err.contains(&want), "{err}");
}
