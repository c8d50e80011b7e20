//! The client against tiny fake engines (shell scripts written into a temporary
//! folder), one per way an engine can fail, and against the real Fairy-Stockfish
//! when it is installed.

use super::*;
use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

const TIMEOUT: Duration = Duration::from_millis(1500);

/// A temporary folder holding fake engines, removed when dropped (declare it before
/// the engine, so that the engine ends first).
struct Folder(PathBuf);

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Write a fake engine: a shell loop answering `uci` and `isready`, with `go`
/// answered by `on_go` (shell commands).
fn fake_engine(name: &str, on_go: &str) -> (Folder, PathBuf) {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "duochess-uci-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             uci) echo \"id name {name}\"; echo \"id author tests\"; echo uciok ;;\n\
             isready) echo readyok ;;\n\
             go*) {on_go} ;;\n\
             stop) echo 'bestmove h3e3' ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n"
    );
    std::fs::write(&path, script).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    (Folder(dir), path)
}

/// Start the engine at `path`, never cancelled.
fn start(path: &Path, timeout: Duration) -> Result<Engine, UciError> {
    Engine::start(path, timeout, &AtomicBool::new(false))
}

fn ask(engine: &mut Engine) -> Result<Analysis, UciError> {
    engine.best_move(
        &Position::start(),
        &[],
        Duration::from_millis(10),
        &AtomicBool::new(false),
    )
}

#[test]
fn a_well_behaved_engine_gives_a_checked_move_score_and_line() {
    let (_folder, path) = fake_engine(
        "Fake",
        "echo 'info depth 3 score cp 25 pv h3e3 h10g8 zz9'; echo 'bestmove h3e3 ponder h10g8'",
    );
    let mut engine = start(&path, TIMEOUT).unwrap();
    assert_eq!(engine.info().name, "Fake");
    assert_eq!(engine.info().author.as_deref(), Some("tests"));
    let a = ask(&mut engine).unwrap();
    assert_eq!(a.best.coord(), "h3e3");
    assert_eq!(a.score, Some(Score::Centipawns(25)));
    assert_eq!(a.depth, Some(3));
    // The line is cut at its first unreadable move.
    let pv: Vec<String> = a.pv.iter().map(|m| m.coord()).collect();
    assert_eq!(pv, ["h3e3", "h10g8"]);
    engine.quit();
}

#[test]
fn an_illegal_engine_move_is_a_typed_error_with_the_reason() {
    let (_folder, path) = fake_engine("Cheat", "echo 'bestmove b1d2'");
    let mut engine = start(&path, TIMEOUT).unwrap();
    let err = ask(&mut engine).unwrap_err();
    assert!(matches!(err, UciError::IllegalMove { .. }), "{err}");
    assert!(err.to_string().contains("leg is blocked on c1"), "{err}");
}

#[test]
fn a_crash_while_thinking_is_reported() {
    let (_folder, path) = fake_engine("Crash", "exit 3");
    let mut engine = start(&path, TIMEOUT).unwrap();
    let err = ask(&mut engine).unwrap_err();
    assert!(matches!(err, UciError::Exited { .. }), "{err}");
    assert!(err.to_string().contains("thinking"), "{err}");
}

#[test]
fn a_silent_engine_times_out_and_is_killed() {
    let (_folder, path) = fake_engine("Silent", "exec sleep 30");
    let mut engine = start(&path, Duration::from_millis(300)).unwrap();
    let started = Instant::now();
    let err = ask(&mut engine).unwrap_err();
    assert!(matches!(err, UciError::Timeout { .. }), "{err}");
    assert!(started.elapsed() < Duration::from_secs(5));
    // Dropping kills the process even though it never reads `quit`.
    let started = Instant::now();
    drop(engine);
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn garbage_instead_of_a_move_is_reported() {
    for (name, answer) in [
        ("Garbage", "echo 'bestmove banana'"),
        ("Empty", "echo 'bestmove'"),
    ] {
        let (_folder, path) = fake_engine(name, answer);
        let mut engine = start(&path, TIMEOUT).unwrap();
        let err = ask(&mut engine).unwrap_err();
        assert!(matches!(err, UciError::Garbage { .. }), "{name}: {err}");
    }
    let (_folder, path) = fake_engine("Resigner", "echo 'bestmove (none)'");
    let mut engine = start(&path, TIMEOUT).unwrap();
    assert!(matches!(ask(&mut engine), Err(UciError::NoMove { .. })));
}

#[test]
fn a_missing_program_or_one_that_never_says_uciok() {
    let err = start(Path::new("/nonexistent/engine"), TIMEOUT)
        .err()
        .expect("no engine there");
    assert!(matches!(err, UciError::Spawn { .. }), "{err}");
    assert!(err.to_string().contains("/nonexistent/engine"), "{err}");
    // A program that is not a UCI engine at all: it prints something and waits.
    let (_folder, dir) = fake_engine("x", "true");
    let mute = dir.with_file_name("mute");
    std::fs::write(&mute, "#!/bin/sh\necho hello\nexec sleep 30\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&mute, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let err = start(&mute, Duration::from_millis(300))
        .err()
        .expect("no handshake");
    assert!(matches!(err, UciError::Timeout { .. }), "{err}");
}

#[test]
fn pikafish_coordinates_are_ranks_zero_to_nine() {
    // A fake that calls itself Pikafish and answers the start move h2e2 (= our h3e3).
    let (_folder, path) = fake_engine(
        "Pikafish 2024",
        "echo 'info depth 1 score mate 2 pv h2e2 h9g7'; echo 'bestmove h2e2'",
    );
    let mut engine = start(&path, TIMEOUT).unwrap();
    assert_eq!(engine.info().flavour, Flavour::Pikafish);
    let a = ask(&mut engine).unwrap();
    assert_eq!(a.best.coord(), "h3e3");
    assert_eq!(a.score, Some(Score::Mate(2)));
    let pv: Vec<String> = a.pv.iter().map(|m| m.coord()).collect();
    assert_eq!(pv, ["h3e3", "h10g8"]);
    assert_eq!(engine.write_move(a.best), "h2e2");
}

#[test]
#[ignore = "needs Fairy-Stockfish: /usr/games/fairy-stockfish (apt-get install fairy-stockfish); .ci/run installs it and runs this"]
fn plays_a_few_moves_against_fairy_stockfish() {
    let path = Path::new("/usr/games/fairy-stockfish");
    assert!(path.exists(), "{} is not installed", path.display());
    let mut engine = start(path, Duration::from_secs(10)).unwrap();
    assert_eq!(engine.info().flavour, Flavour::FairyStockfish);
    let start = Position::start();
    let mut moves = Vec::new();
    let mut pos = start.clone();
    for _ in 0..6 {
        let a = engine
            .best_move(
                &start,
                &moves,
                Duration::from_millis(50),
                &AtomicBool::new(false),
            )
            .unwrap();
        assert!(pos.is_legal(a.best), "{}", a.best);
        assert!(a.score.is_some());
        pos.play(a.best);
        moves.push(a.best);
    }
    engine.quit();
}

/// `ask` on a thread of its own, so that a test of a client that never returns
/// fails instead of hanging: the answer, or `None` after `limit`.
fn ask_within(
    path: &Path,
    timeout: Duration,
    limit: Duration,
) -> Option<Result<Analysis, UciError>> {
    let path = path.to_path_buf();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let answer = start(&path, timeout).and_then(|mut engine| ask(&mut engine));
        let _ = tx.send(answer);
    });
    rx.recv_timeout(limit).ok()
}

#[test]
fn a_flood_without_a_move_still_ends_at_the_deadline() {
    // `info` lines as fast as the shell can write them, and never a move.
    let (_folder, path) = fake_engine("Flood", "yes 'info depth 1 score cp 0 pv h3e3'");
    let timeout = Duration::from_millis(300);
    let answer = ask_within(&path, timeout, Duration::from_secs(20)).expect("the deadline held");
    assert!(
        matches!(answer, Err(UciError::Timeout { .. })),
        "{answer:?}"
    );
}

#[test]
fn a_line_without_an_end_is_refused_not_gathered() {
    // Two megabytes with no newline, then silence.
    let (_folder, path) = fake_engine("Endless", "head -c 2000000 /dev/zero | tr '\\0' a");
    let answer = ask_within(&path, TIMEOUT, Duration::from_secs(20)).expect("an answer");
    match answer {
        Err(e @ UciError::LineTooLong { .. }) => {
            assert!(e.to_string().contains("longer than 16384 bytes"), "{e}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn output_that_is_not_utf8_is_named_as_such() {
    let (_folder, path) = fake_engine("Latin1", "printf 'info string \\377\\376\\n'");
    let answer = ask_within(&path, TIMEOUT, Duration::from_secs(20)).expect("an answer");
    match answer {
        Err(e @ UciError::NotUtf8 { .. }) => {
            assert!(e.to_string().contains("not UTF-8"), "{e}");
        }
        other => panic!("{other:?}"),
    }
}

/// Ask with a cancel flag that is set after `after`, on a thread of its own: the
/// answer and the engine's process, or `None` when no answer came within `limit`.
fn ask_cancelled(
    path: &Path,
    after: Duration,
    limit: Duration,
) -> Option<(Result<Analysis, UciError>, reaper::Shared)> {
    let mut engine = start(path, TIMEOUT).unwrap();
    let child = Arc::clone(&engine.child);
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // Thinking far longer than the test waits.
        let answer = engine.best_move(&Position::start(), &[], Duration::from_secs(60), &flag);
        let _ = tx.send(answer);
        // The engine is dropped here, as a worker drops it.
    });
    std::thread::sleep(after);
    cancel.store(true, Ordering::Relaxed);
    rx.recv_timeout(limit).ok().map(|answer| (answer, child))
}

/// Wait (at most `limit`) until the process has ended and been reaped.
fn ends_within(child: &reaper::Shared, limit: Duration) -> bool {
    let deadline = Instant::now() + limit;
    while !reaper::has_ended(child) {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}

/// A search cancelled after 50 ms ends as stopped, and the engine's process
/// ends and is reaped within seconds.
fn assert_cancel_ends(name: &str, script: &str) {
    let (_folder, path) = fake_engine(name, script);
    let (answer, child) =
        ask_cancelled(&path, Duration::from_millis(50), Duration::from_secs(10)).expect("stopped");
    assert!(
        matches!(answer, Err(UciError::Stopped { .. })),
        "{answer:?}"
    );
    assert!(
        ends_within(&child, Duration::from_secs(5)),
        "the engine still runs"
    );
}

#[test]
fn a_cancelled_search_is_told_stop_and_the_engine_ends() {
    // It thinks until told `stop`, then answers its move.
    assert_cancel_ends("Thinker", ":");
}

#[test]
fn an_engine_deaf_to_stop_is_killed() {
    assert_cancel_ends("Deaf", "exec sleep 60");
}

#[cfg(unix)]
#[test]
fn an_engine_still_held_open_for_writing_a_moment_is_started_once_free() {
    // The kernel refuses to run a file someone holds open for writing ("text file
    // busy"); a just-written engine can be in that state for a moment. Hold it
    // open 60 ms, then let go: the start waits it out instead of failing.
    let (_folder, path) = fake_engine("busy", "echo 'bestmove h3e3'");
    let writer = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(60));
        drop(writer);
    });
    let started = start(&path, TIMEOUT);
    release.join().unwrap();
    let mut engine = started.expect("started once the writer let go");
    assert!(ask(&mut engine).is_ok());
}
