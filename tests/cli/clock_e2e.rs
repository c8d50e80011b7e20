//! Clocks, players and what comes after a result, end to end: the real `duochess`
//! binary in a pseudo-terminal (its data folder a fresh temporary one).

use crate::common;

use common::pty::Session;
use common::scratch::Scratch;

/// Wait until the whole screen is as `ok` says (a frame may arrive in parts).
fn wait_until(s: &mut Session, what: &str, ok: impl Fn(&str) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !ok(&s.screen()) {
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for {what}:\n{}",
            s.screen()
        );
        s.pump(std::time::Duration::from_millis(20));
    }
}

/// `duochess play flickering OPTION VALUE --white Ann --black Bo`, autosaving into
/// `data`, once the board is up.
fn ann_and_bo(data: &Scratch, option: &str, value: &str) -> Session {
    let mut s = Session::start_with_data(
        &[
            "play",
            "flickering",
            option,
            value,
            "--white",
            "Ann",
            "--black",
            "Bo",
        ],
        data.path(),
    );
    s.wait_for("Ann (White)");
    s
}

/// White mates in one series: Rh7, then Qd8.
const MATE_IN_ONE_SERIES: &str = "k7/8/8/8/8/8/8/3QK2R w - - 0 1";

#[test]
fn after_a_mate_a_new_game_then_a_rematch_with_colours_swapped() {
    let data = Scratch::new("after-result");
    let mut s = ann_and_bo(&data, "--fen", MATE_IN_ONE_SERIES);
    s.send(":h1h7, d1d8\r");
    s.wait_for("checkmate");
    // The ways on are on screen, from the key table.
    s.wait_for("Next: n new game · r rematch · m menu");
    s.wait_for("b browse · v review");

    // A new game: the same players, from the start position.
    s.send("n");
    wait_until(&mut s, "a new game, same players", |screen| {
        screen.contains("White to move · series 1a")
            && !screen.contains("checkmate")
            && screen.contains("Ann (White)")
            && screen.contains("Bo (Black)")
    });
    // The finished game was kept with its players.
    let kept = std::fs::read_to_string(&data.records()[0]).expect("the mate kept");
    assert!(
        kept.contains("[White \"Ann\"]") && kept.contains("[Black \"Bo\"]"),
        "{kept}"
    );

    // That game ends too (resigned), then the rematch swaps the colours.
    s.send("R");
    s.wait_for("resigns the game?");
    s.send("y");
    s.wait_for("r rematch");
    s.send("r");
    wait_until(&mut s, "the rematch, colours swapped", |screen| {
        screen.contains("Bo (White)")
            && screen.contains("Ann (Black)")
            && screen.contains("White to move · series 1a")
    });
    // And back to the menu.
    s.send("R");
    s.send("y");
    s.wait_for("m menu");
    s.send("m");
    s.wait_for("Set up a position");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_game_lost_on_time_is_kept_with_its_clock_and_loads_with_it() {
    let data = Scratch::new("lost-on-time");
    let mut s = ann_and_bo(&data, "--clock", "0+2");
    // White's series within its 2 s; Black then lets its 2 s run out.
    s.send(":e4, d4\r");
    s.wait_for("Black to move");
    s.wait_for("Black lost on time");
    s.wait_for("r rematch");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();

    let records = data.records();
    assert_eq!(records.len(), 1, "{records:?}");
    let text = std::fs::read_to_string(&records[0]).expect("the record");
    for part in [
        "[TimeControl \"0+2\"]",
        "[Termination \"Black lost on time\"]",
        "[White \"Ann\"]",
        "1a. e4, d4 {[%clk 0:00:0",
        "1-0",
    ] {
        assert!(text.contains(part), "{part} missing:\n{text}");
    }

    // Loaded again: the result, the names and the clocks as they stood.
    let path = records[0].to_str().expect("a text path");
    let mut s = Session::start_with_data(&["play", "--load", path], data.path());
    wait_until(&mut s, "the game as it ended", |screen| {
        screen.contains("Black lost on time")
            && screen.contains("Bo (Black)")
            && screen.contains("0:00.0")
    });
    s.send("q");
    assert!(s.exit_status().success());
}

#[test]
fn a_saved_clock_continues_after_loading_and_pauses() {
    let data = Scratch::new("clock-continues");
    let file = data.join("clocked.pgn");
    let mut s = Session::start_with_data(
        &["play", "xiangqi", "--clock", "5+3", "--red", "Ann"],
        data.path(),
    );
    s.wait_for("Ann (Red)");
    s.send(":h3e3\r");
    s.wait_for("Black to move");
    s.send(&format!(":save {}\r", file.display()));
    s.wait_for("Saved 1 moves");
    s.send("\x03");
    assert!(s.exit_status().success());
    let text = std::fs::read_to_string(&file).expect("saved");
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    // Che3 in the record's ICCS (ranks 0-9).
    assert!(text.contains("1. h2e2 {[%clk 0:05:0"), "{text}");

    let path = file.to_str().expect("a text path");
    let mut s = Session::start_with_data(&["play", "--load", path], data.path());
    // Red's time after its move and increment (5:03 less a moment); Black's
    // untouched 5:03, and the clock waits for the next move (or p).
    wait_until(&mut s, "the clocks as saved, stopped", |screen| {
        screen.contains("Clock starts with a move")
            && screen.contains("Ann (Red)")
            && screen.contains("‖ 5:03")
    });
    s.send("p");
    s.wait_for("The clock runs again");
    // Black's time runs down from 5:03.
    wait_until(&mut s, "Black's clock running", |screen| {
        !screen.contains('‖') && (screen.contains("5:02") || screen.contains("5:01"))
    });
    // Pausing again stops it where it is.
    s.send("p");
    s.wait_for("‖ 5:0");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_malformed_clock_is_a_usage_error_naming_the_form() {
    for (value, words) in [
        ("10-5", "write MINUTES+SECONDS, e.g. 10+5"),
        ("0+0", "leaves no time at all"),
        ("9999+0", "too long"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(["play", "flickering", "--clock", value])
            .output()
            .expect("run duochess");
        assert_eq!(out.status.code(), Some(2), "{value}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--clock <MINUTES+SECONDS>") && err.contains(words),
            "{err}"
        );
    }
    // The record keeps its own clock and players.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args(["play", "--load", "x.pgn", "--clock", "5+0"])
        .output()
        .expect("run duochess");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"));
}

#[test]
fn a_killed_clocked_game_resumes_with_its_players_and_times() {
    let data = Scratch::new("clock-resume");
    let mut s = ann_and_bo(&data, "--clock", "5+3");
    s.send(":e4, d4\r");
    s.wait_for("Black to move");
    s.sigkill();
    let text = std::fs::read_to_string(data.join("autosave-flickering.pgn")).expect("an autosave");
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    assert!(text.contains("1a. e4, d4 {[%clk 0:05:0"), "{text}");
    assert!(text.contains("[Black \"Bo\"]"), "{text}");

    let mut s = Session::start_with_data(&["play", "--resume"], data.path());
    wait_until(&mut s, "the resumed game, clock stopped", |screen| {
        screen.contains("Resumed")
            && screen.contains("Ann (White)")
            && screen.contains("‖ 5:03")
            && screen.contains("Clock starts with a move")
    });
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn the_new_game_screen_starts_a_named_game_on_a_clock() {
    let data = Scratch::new("new-game-screen");
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("New game: names, clock, computer");
    s.send("5");
    s.wait_for("Start the game");
    // Game: Xiangqi; Red "Wang"; Black "Li"; clock: the second preset (3+2).
    s.send("\x1b[C");
    s.wait_for("Xiangqi");
    s.send("\x1b[B");
    s.send("Wang");
    s.send("\r");
    s.send("Li");
    s.send("\r");
    s.send("\x1b[C");
    s.send("\x1b[C");
    s.wait_for("3+2");
    s.send("s");
    wait_until(&mut s, "the game with its players and clock", |screen| {
        screen.contains("Wang (Red)")
            && screen.contains("Li (Black)")
            && screen.contains("Red to move")
            && (screen.contains("3:02") || screen.contains("3:01"))
    });
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}
