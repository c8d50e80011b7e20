//! End-to-end: no UCI engine outlives what should end it — Esc, every way of
//! quitting, the editor's `e` then Esc then `e` — checked by the engines' process
//! ids (each fake engine writes its own).

use crate::common;

use common::fake_engine::{engine_pids, exists, fake_engine, gone_within, wait_for_engines};
use common::pty::Session;
use common::scratch::Scratch;
use std::time::Duration;

/// An engine deaf to `stop` and `quit` (it sleeps instead of thinking), so only
/// killing it ends it.
fn deaf_engine() -> (Scratch, std::path::PathBuf) {
    fake_engine("Deaf", "exec sleep 600")
}

/// A game where the deaf engine plays Red and is thinking; its process id.
fn thinking(path: &std::path::Path, dir: &Scratch) -> (Session, u32) {
    let mut s = Session::start(
        &[
            "play",
            "xiangqi",
            "--engine",
            path.to_str().unwrap(),
            "--engine-plays",
            "red",
            "--engine-time",
            "60000",
        ],
        &[],
    );
    s.wait_for("is thinking");
    let pid = wait_for_engines(dir, 1)[0];
    assert!(exists(pid));
    (s, pid)
}

#[test]
fn no_engine_survives_any_way_of_quitting() {
    // Keys, then signals; each while the engine thinks.
    let ways: &[(&str, &dyn Fn(&mut Session))] = &[
        ("Ctrl-C", &|s| s.send("\x03")),
        ("q, quit", &|s| {
            s.send("q");
            s.wait_for("Leave this game");
            s.send("q");
        }),
        ("SIGTERM", &|s| s.signal("TERM")),
        ("SIGHUP", &|s| s.signal("HUP")),
        ("SIGINT", &|s| s.signal("INT")),
        ("SIGQUIT", &|s| s.signal("QUIT")),
        ("SIGUSR1", &|s| s.signal("USR1")),
        ("SIGUSR2", &|s| s.signal("USR2")),
        ("SIGALRM", &|s| s.signal("ALRM")),
        ("SIGABRT", &|s| s.signal("ABRT")),
    ];
    for (way, quit) in ways {
        let (dir, path) = deaf_engine();
        let (mut s, pid) = thinking(&path, &dir);
        quit(&mut s);
        s.exit_status();
        // Ended and reaped by duochess itself before it exited.
        assert!(!exists(pid), "{way}: the engine {pid} outlived the program");
        s.assert_restored();
    }
}

#[test]
fn esc_stops_the_engine_and_ends_its_process() {
    let (dir, path) = deaf_engine();
    let (mut s, pid) = thinking(&path, &dir);
    s.send("\x1b");
    s.wait_for("hot-seat");
    assert!(
        gone_within(pid, Duration::from_secs(3)),
        "the engine {pid} still runs after Esc"
    );
    s.send("\x03");
    s.exit_status();
}

#[test]
fn the_editor_never_runs_two_engines_at_once() {
    let (dir, path) = deaf_engine();
    let mut s = Session::start(
        &[
            "setup",
            "xiangqi",
            "--engine",
            path.to_str().unwrap(),
            "--engine-time",
            "60000",
        ],
        &[],
    );
    s.wait_for("Red");
    s.send("v");
    s.wait_for("e engine");
    for round in 1..=3 {
        s.send("e");
        let pids = wait_for_engines(&dir, round);
        // When an engine starts, every one before it has ended.
        for &old in &pids[..round - 1] {
            assert!(
                !exists(old),
                "round {round}: engine {old} still runs beside {pids:?}"
            );
        }
        s.send("\x1b");
        s.wait_for("Stopped");
    }
    s.send("\x03");
    s.exit_status();
    for pid in engine_pids(&dir) {
        assert!(!exists(pid), "engine {pid} outlived the program");
    }
}
