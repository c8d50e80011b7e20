//! Records end to end: the real `duochess` binary in a pseudo-terminal with its data
//! folder (`DUOCHESS_DATA_DIR`) in a fresh temporary folder. A game is killed with
//! SIGKILL in the middle and resumed (`play --resume` and the start screen's offer)
//! with every completed series or move; `:save` then loading from the start screen;
//! `play --load` of good and bad files.

use crate::common;

use common::pty::Session;
use common::scratch::Scratch;
use duochess::record::{self, LoadedGame};
use std::process::Command;

/// The autosaved game's move list, read back with the record reader.
fn autosaved_moves(data: &Scratch) -> Vec<String> {
    let text = std::fs::read_to_string(data.join("autosave.pgn")).expect("an autosave");
    match record::load(&text).expect("the autosave loads").game {
        LoadedGame::Flickering(g) => g.move_list(),
        LoadedGame::Xiangqi(g) => g
            .move_list(duochess::xiangqi::notation::Notation::Algebraic)
            .into_iter()
            .collect(),
    }
}

#[test]
fn flickering_killed_mid_series_resumes_with_every_completed_series() {
    let data = Scratch::new("kill-flickering");
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    s.wait_for("White to move");
    s.send(":e4, d4\r");
    s.wait_for("1a. e4, d4");
    s.send(":e5, Nc6\r");
    s.wait_for("1b. e5, Nc6");
    // One series by the board: the cursor starts on e2; g1-f3 is the knight.
    s.send(":Nf3, Bc4, dxe5\r");
    s.wait_for("2a. Nf3, Bc4, dxe5");
    // Black's series is under way (not ended) when the program is killed.
    s.send(":Nf6, Bc5,\r");
    s.wait_for("Series so far: Nf6, Bc5");
    s.sigkill();
    assert_eq!(
        autosaved_moves(&data),
        ["1a. e4, d4", "1b. e5, Nc6", "2a. Nf3, Bc4, dxe5"]
    );

    let mut s = Session::start_with_data(&["play", "--resume"], data.path());
    s.wait_for("Resumed the autosaved game");
    s.wait_for("Black to move");
    let screen = s.screen();
    for series in ["1a. e4, d4", "1b. e5, Nc6", "2a. Nf3, Bc4, dxe5"] {
        assert!(screen.contains(series), "{series} missing:\n{screen}");
    }
    // Play on: the resumed game autosaves as before.
    s.send(":Nge7\r");
    s.wait_for("2b. Nge7");
    assert_eq!(autosaved_moves(&data).len(), 4);
    // Resigning ends the game: it is kept under records/ and the autosave goes.
    s.send("R");
    s.wait_for("White resigns the game?");
    s.send("y");
    // (A long message wraps into the blank row above the message line.)
    s.wait_for("Game kept as");
    s.wait_for("-flickering.pgn.");
    assert!(!data.join("autosave.pgn").exists());
    let kept = data.records();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let text = std::fs::read_to_string(&kept[0]).expect("the record");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("2b. Nge7"), "{text}");
    s.send("q");
    assert!(s.exit_status().success());

    // Nothing left to resume: a clear error, before the terminal is touched.
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "--resume"])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no game in progress was autosaved"), "{err}");
    assert!(!out.stdout.contains(&0x1b));
}

#[test]
fn xiangqi_killed_then_resumed_from_the_start_screen() {
    let data = Scratch::new("kill-xiangqi");
    let mut s = Session::start_with_data(&["play", "xiangqi"], data.path());
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    s.send(":h8e8\r");
    s.wait_for("1. Che3 Che8");
    s.send(":H2+3\r");
    s.wait_for("2. Hg3");
    s.sigkill();
    assert_eq!(autosaved_moves(&data), ["Che3", "Che8", "Hg3"]);

    // The start screen offers the game; y resumes it.
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("Resume the unfinished game?");
    s.wait_for("Xiangqi, 3 moves, Black to move");
    s.send("y");
    s.wait_for("2. Hg3");
    assert!(s.screen().contains("1. Che3 Che8"), "{}", s.screen());
    // Asked for the other game, --resume says what the autosave holds.
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "flickering", "--resume"])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("holds a Xiangqi game, not Flickering Chess"),
        "{err}"
    );
    s.send("\x03");
    assert!(s.exit_status().success());
    // Declining the offer keeps the game; a new game moves it to records/.
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("Resume the unfinished game?");
    s.send("n");
    s.wait_for("stays saved");
    s.send("1");
    s.wait_for("White to move");
    s.send(":e4\r");
    s.wait_for("1a. e4");
    s.wait_for("An earlier unfinished game was kept as records/");
    let kept = data.records();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let text = std::fs::read_to_string(&kept[0]).expect("kept");
    assert!(text.contains("Hg3"), "{text}");
    assert_eq!(autosaved_moves(&data), ["1a. e4"]);
    s.send("\x03");
    assert!(s.exit_status().success());
}

#[test]
fn save_in_game_then_load_from_the_start_screen_and_with_play_load() {
    let data = Scratch::new("save-load");
    let file = data.join("my game.pgn");
    let mut s = Session::start_with_data(&["play", "flickering"], data.path());
    s.wait_for("White to move");
    s.send(":e4, Nf3\r");
    s.wait_for("1a. e4, Nf3");
    s.send(":d5\r");
    s.wait_for("1b. d5");
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("Saved 2 series to");
    s.send("\x03");
    assert!(s.exit_status().success());
    let saved = std::fs::read_to_string(&file).expect("saved file");
    assert!(saved.contains("1a. e4, Nf3 1b. d5"), "{saved}");

    // Start screen: 4 asks for a path; a bad path says why and stays.
    let other = Scratch::new("save-load-empty");
    let mut s = Session::start_with_data(&[], other.path());
    s.wait_for("Load a game");
    s.send("4");
    s.wait_for("Path of the record");
    s.send("/nonexistent/game.pgn\r");
    s.wait_for("cannot read /nonexistent/game.pgn");
    for _ in 0.."/nonexistent/game.pgn".len() {
        s.send("\x7f");
    }
    s.send(&format!("{}\r", file.display()));
    s.wait_for("White to move");
    s.wait_for("1b. d5");
    s.wait_for("Loaded");
    s.send("\x03");
    assert!(s.exit_status().success());

    // play --load, with and without the game named.
    for args in [
        vec!["play", "--load", file.to_str().expect("utf-8 path")],
        vec![
            "play",
            "flickering",
            "--load",
            file.to_str().expect("utf-8 path"),
        ],
    ] {
        let mut s = Session::start_with_data(&args, other.path());
        s.wait_for("Loaded the record");
        s.wait_for("1a. e4, Nf3");
        s.wait_for("White to move");
        s.send("\x03");
        assert!(s.exit_status().success());
    }
}

#[test]
fn play_load_of_a_bad_or_mismatched_file_says_why_and_changes_nothing() {
    let data = Scratch::new("bad-load");
    let bad = data.join("bad.pgn");
    let text = "[Variant \"Flickering\"]\n\n1a. e4, d4 1b. e5\n2a. Ke3, Qh5\n";
    std::fs::write(&bad, text).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "--load", bad.to_str().expect("utf-8")])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 4"), "{err}");
    assert!(err.contains("2a."), "{err}");
    assert!(err.contains("Ke3"), "{err}");
    assert!(err.contains("read before it: 1a. e4, d4 1b. e5"), "{err}");
    assert!(!out.stdout.contains(&0x1b), "the terminal was touched");
    assert_eq!(std::fs::read_to_string(&bad).expect("read"), text);
    assert!(!data.join("autosave.pgn").exists());

    // The record is Flickering; Xiangqi was asked for.
    let good = data.join("good.pgn");
    std::fs::write(&good, "[Variant \"Flickering\"]\n\n1a. e4 *\n").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "xiangqi", "--load", good.to_str().expect("utf-8")])
        .env("DUOCHESS_DATA_DIR", data.path())
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("holds a Flickering Chess game, not Xiangqi"),
        "{err}"
    );
    // --load and --fen do not go together.
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args([
            "play",
            "--load",
            "x.pgn",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ])
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(2));
}
