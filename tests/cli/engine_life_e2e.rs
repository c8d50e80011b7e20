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
    // The first was its check before the game (started and ended at once).
    let pid = wait_for_engines(dir, 2)[1];
    assert!(exists(pid));
    (s, pid)
}

/// A way of quitting the program.
type QuitWay = dyn Fn(&mut Session);

#[test]
fn no_engine_survives_any_way_of_quitting() {
    // Keys, then signals; each while the engine thinks.
    let ways: &[(&str, &QuitWay)] = &[
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
    // Each way once (five times at full scale).
    let rounds = common::reliability::scaled(1, 5);
    for (way, quit) in ways.iter().cycle().take(ways.len() * rounds) {
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
    for round in 1..=common::reliability::scaled(3, 20) {
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

/// A game against an engine, autosaved: the engine is kept by its absolute path;
/// resumed in another run, the program is named and the player asked before it
/// runs (no: hot-seat, and it never starts; yes: it plays).
#[test]
fn a_resumed_game_asks_before_running_its_engine() {
    // Its first game (the second run: the first is its check before the game)
    // answers h10g8, later runs b10c8.
    let (dir, path) = fake_engine(
        "Fake",
        "if [ $(wc -l < \"$(dirname \"$0\")/pids\") -gt 2 ]; \
         then echo 'bestmove b10c8'; else echo 'bestmove h10g8'; fi",
    );
    // Given as a relative path (from the engine's folder, through `..`).
    let relative = format!(
        "../{}/Fake",
        dir.path().file_name().unwrap().to_str().unwrap()
    );
    let data = Scratch::new("resume-engine");
    let mut s = Session::start_in(
        &[
            "play",
            "xiangqi",
            "--engine",
            &relative,
            "--engine-time",
            "50",
        ],
        data.path(),
        dir.path(),
    );
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("Red to move · move 2");
    s.send("\x03");
    assert!(s.exit_status().success());
    let autosave = std::fs::read_to_string(data.join("autosave-xiangqi.pgn")).unwrap();
    let kept = std::fs::canonicalize(&path).unwrap();
    assert!(
        autosave.contains(&format!("\"{}\"", kept.display())),
        "the engine is not kept by its absolute path:\n{autosave}"
    );
    let started = engine_pids(&dir).len();
    // Yes: it plays (the question in the player's language).
    let mut s = Session::start_with_data(&["play", "--resume", "--lang", "uk"], data.path());
    s.wait_for("Запустити його? (т/н)");
    assert!(s.screen().contains("Fake"), "{}", s.screen());
    assert_eq!(engine_pids(&dir).len(), started, "the engine ran unasked");
    s.send("т");
    s.send(":h1g3\r");
    wait_for_engines(&dir, started + 1);
    s.wait_for("2. Кg3 Кc8");
    s.send("\x03");
    s.exit_status();
    // No: the game goes on hot-seat and the engine never starts.
    let mut s = Session::start_with_data(&["play", "--resume"], data.path());
    s.wait_for("Start it? (y/n)");
    s.send("n");
    s.wait_for("was not started");
    s.send(":c4c5\r");
    s.wait_for("Black to move");
    assert_eq!(
        engine_pids(&dir).len(),
        started + 1,
        "the engine ran unasked"
    );
    s.send("\x03");
    s.exit_status();
}
