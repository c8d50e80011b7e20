//! End-to-end: the real `duochess` binary in a pseudo-terminal, keys typed in, the
//! screen read back with a vt100 parser.

use crate::common;

use crate::records_e2e::{autosaved_moves, three_series_and_one_under_way};
use common::pty::{Session, COLS, ROWS};
use common::scratch::Scratch;
use duochess::play::port::{BoardShape, Cell};
use duochess::tui::widgets::layout::ScreenLayout;
use ratatui::layout::Rect;

const UP: &str = "\x1b[A";

#[test]
fn quitting_restores_the_terminal() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    assert!(s.parser.screen().alternate_screen());
    s.send("q");
    s.wait_for("Leave this game?");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores_the_terminal() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
    s.assert_output_ends_restored();
}

/// SIGTERM (kill), SIGHUP (the terminal window closed) and SIGINT sent from outside
/// take the path Ctrl-C takes: the terminal is put back, and the autosave holds
/// every finished series (not the one under way). The exit code is 128 + the
/// signal's number, as a shell reports a command a signal ended.
#[test]
fn stop_signals_restore_the_terminal_and_leave_every_finished_series_autosaved() {
    // The other signals whose default would end the program (SIGQUIT, the user
    // signals, an alarm, an abort sent from outside) take the same path.
    let others = [
        ("QUIT", 3),
        ("USR1", 10),
        ("USR2", 12),
        ("ALRM", 14),
        ("ABRT", 6),
    ];
    // Each signal once (three times at full scale).
    let rounds = common::reliability::scaled(1, 3);
    let signals: Vec<(&str, u32)> = [("TERM", 15), ("HUP", 1), ("INT", 2)]
        .into_iter()
        .chain(others)
        .collect();
    for &(signal, number) in signals.iter().cycle().take(signals.len() * rounds) {
        let data = Scratch::new("signal");
        let mut s = Session::start_with_data(&["play", "flickering"], data.path());
        let finished = three_series_and_one_under_way(&mut s);
        s.signal(signal);
        let status = s.exit_status();
        assert_eq!(status.exit_code(), 128 + number, "SIG{signal}: {status:?}");
        s.assert_restored();
        s.assert_output_ends_restored();
        assert_eq!(autosaved_moves(&data), finished, "SIG{signal}");
    }
}

/// The start screen and the position editor stop on SIGTERM as the game does.
#[test]
fn sigterm_restores_the_terminal_from_the_menu_and_the_editor() {
    for (args, shown) in [
        (&[][..], "Set up a position"),
        (&["setup", "xiangqi"], "Set up · Xiangqi"),
    ] {
        let mut s = Session::start(args, &[]);
        s.wait_for(shown);
        s.signal("TERM");
        assert_eq!(s.exit_status().exit_code(), 128 + 15, "{args:?}");
        s.assert_restored();
        s.assert_output_ends_restored();
    }
}

/// Without a terminal (input or output redirected, as in a script) the game does
/// not start: one sentence says what to use instead, and nothing is written to
/// the data folder.
#[test]
fn without_a_terminal_the_game_says_so() {
    let data = Scratch::new("no-tty");
    for args in [&["play", "flickering"][..], &["setup", "xiangqi"], &[]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(args)
            .env("DUOCHESS_DATA_DIR", data.path())
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run duochess");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "duochess needs an interactive terminal (use check, perft or record for scripts)\n",
            "{args:?}"
        );
        assert!(out.stdout.is_empty(), "{args:?}: {:?}", out.stdout);
    }
    assert_eq!(
        std::fs::read_dir(data.path()).expect("data folder").count(),
        0
    );
}

/// In Ukrainian the same, and so are the errors of a record or the autosave given on
/// the command line (read before the terminal is asked for).
#[test]
fn without_a_terminal_and_with_a_bad_file_the_ukrainian_game_says_so_in_ukrainian() {
    let data = Scratch::new("no-tty-uk");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(args)
            .env("DUOCHESS_DATA_DIR", data.path())
            .env("DUOCHESS_CONFIG_DIR", data.join("config"))
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run duochess");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    for args in [
        &["--lang", "uk"][..],
        &["play", "flickering", "--lang", "uk"],
    ] {
        assert_eq!(
            run(args),
            "duochess потребує інтерактивного термінала (для скриптів є check, perft і record)\n",
            "{args:?}"
        );
    }
    let missing = data.join("немає.pgn");
    let err = run(&[
        "--lang",
        "uk",
        "play",
        "--load",
        &missing.display().to_string(),
    ]);
    assert_eq!(
        err,
        format!(
            "duochess: не вдалося прочитати {}: немає такого файлу чи теки\n",
            missing.display()
        )
    );
    let wrong = data.join("сянці.pgn");
    std::fs::write(&wrong, "[Variant \"xiangqi\"]\n\n1. h3e3 h8e8 *\n").unwrap();
    let err = run(&[
        "--lang",
        "uk",
        "play",
        "flickering",
        "--load",
        &wrong.display().to_string(),
    ]);
    assert!(
        err.contains("партія гри «Сянці», а не «Мерехтливі шахи»"),
        "{err}"
    );
    let illegal = data.join("хибна.pgn");
    std::fs::write(
        &illegal,
        "[Variant \"Flickering\"]\n\n1a. e4 1b. e5 2a. e2e4 *\n",
    )
    .unwrap();
    let err = run(&[
        "--lang",
        "uk",
        "play",
        "--load",
        &illegal.display().to_string(),
    ]);
    assert!(err.contains(": рядок 3: хід 2a. e2e4: "), "{err}");
    assert!(
        err.contains("(перед ним прочитано 2 ходи)\nперед ним прочитано: "),
        "{err}"
    );
    let err = run(&["--lang", "uk", "play", "--resume"]);
    assert!(
        err.starts_with("duochess: у ") && err.contains("немає автозбереженої партії"),
        "{err}"
    );
}

#[test]
fn a_panic_restores_the_terminal_before_the_message() {
    let mut s = Session::start(&["play", "flickering"], &[("DUOCHESS_TEST_PANIC", "1")]);
    let status = s.exit_status();
    assert!(!status.success());
    s.assert_restored();
    assert!(
        s.screen().contains("test panic requested"),
        "{}",
        s.screen()
    );
}

#[test]
fn start_screen_then_quit() {
    let mut s = Session::start(&[], &[]);
    s.wait_for("Set up a position");
    // "Set up a position" opens the editor on the start position; Enter plays it.
    s.send("3");
    s.wait_for("Set up · Flickering Chess");
    s.send("\r");
    s.wait_for("White to move · series 1a");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_flickering_game_by_keys_mouse_and_text() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    // Keys: e2 is under the cursor at start; pick, up twice, pick; end the series.
    s.send(" ");
    s.send(UP);
    s.send(UP);
    s.send("\r");
    s.wait_for("Series so far: e4");
    s.send("e");
    s.wait_for("1a. e4");
    // Text command.
    s.send(":e5\r");
    s.wait_for("1b. e5");
    // Mouse: click g1, then f3 (SGR mouse reports, 1-based), through the same
    // view transform the program draws with.
    let layout = ScreenLayout::compute(Rect::new(0, 0, COLS, ROWS), BoardShape::Chess, false);
    let board = layout.board().expect("board fits");
    for name in [(6, 0), (5, 2)] {
        let r = board.cell_rect(Cell::new(name.0, name.1));
        let (x, y) = (r.x + r.width / 2 + 1, r.y + 1);
        s.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
    }
    s.wait_for("Series so far: Nf3");
    s.send("q");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn resizing_redraws_at_once() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    s.resize(10, 40);
    s.wait_for("Enlarge the terminal to at least 52×11");
    s.resize(24, 80);
    s.wait_for("White to move");
    assert!(!s.screen().contains("Enlarge"), "{}", s.screen());
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_short_xiangqi_game() {
    let mut s = Session::start(&["play", "xiangqi"], &[]);
    s.wait_for("Red to move");
    // The cursor starts on e2: up to e3, right to h3 (the cannon), pick, back to e3.
    s.send("k");
    s.send("lll");
    s.send("\r");
    s.send("hhh");
    s.send("\r");
    s.wait_for("1. Che3");
    // Black answers by text, in coordinates.
    s.send(":h8e8\r");
    s.wait_for("1. Che3 Che8");
    // A refused move names the reason from the rules core.
    s.send(":C8.5\r");
    s.wait_for("not a legal move here");
    // Take back Black's move, then see the list in WXF.
    s.send("u");
    s.wait_for("Took back the last move");
    assert!(!s.screen().contains("Che8"), "{}", s.screen());
    s.send("w");
    s.wait_for("Moves (the author's)");
    s.send("w");
    s.wait_for("Moves (WXF)");
    s.wait_for("1. C2.5");
    s.send("q");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn xiangqi_moves_in_chinese_and_refusals_with_their_reason() {
    let mut s = Session::start(&["play", "xiangqi"], &[]);
    s.wait_for("Red to move");
    s.send(":炮二平五\r");
    s.wait_for("1. Che3");
    s.send(":馬８進７\r");
    s.wait_for("1. Che3 Hg8");
    // The horse on b1 cannot go to d2: the rules core names the blocked leg.
    s.send(":b1d2\r");
    s.wait_for("the horse's leg is blocked");
    s.send("q");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_short_flickering_game() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    // A two-move series by cursor keys: e2-e4 (the cursor starts on e2), then d2-d4.
    s.send("\r");
    s.send("kk");
    s.send("\r");
    s.wait_for("Series so far: e4");
    s.send("h");
    s.send("jj");
    s.send(" ");
    s.send("kk");
    s.send(" ");
    s.wait_for("Series so far: e4, d4");
    s.wait_for("Moved (*): d4 e4");
    s.send("e");
    s.wait_for("1a. e4, d4");
    s.wait_for("Black to move");
    // Black's whole series as text.
    s.send(":e5, Nc6\r");
    s.wait_for("1b. e5, Nc6");
    // A refused move, with the reason from the rules core.
    s.send(":a2a5\r");
    s.wait_for("the pawn on a2 cannot move to a5");
    // A move typed with a trailing comma keeps the series open; undo takes it back,
    // and at the start of a series undo takes back the whole previous series.
    s.send(":Nf3,\r");
    s.wait_for("Series so far: Nf3");
    s.send("u");
    s.wait_for("Took back the last move");
    s.send("u");
    s.wait_for("Took back Black's whole series");
    assert!(!s.screen().contains("1b."), "{}", s.screen());
    s.send("q");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn xiangqi_by_mouse_and_command_line_options() {
    let mut s = Session::start(&["play", "xiangqi", "--pieces", "letters", "--flip"], &[]);
    s.wait_for("Red to move");
    // Flipped: rank 1 is drawn at the top, and the pieces are letters.
    let screen = s.screen();
    let first_rank = screen
        .lines()
        .find_map(|l| {
            l.split_whitespace()
                .next()
                .filter(|w| w.parse::<u8>().is_ok())
        })
        .expect("a rank label");
    assert_eq!(first_rank, "1", "{screen}");
    assert!(screen.contains('R') && !screen.contains('俥'), "{screen}");
    // Click the cannon on h3, then e3, through the flipped view transform.
    let layout = ScreenLayout::compute(Rect::new(0, 0, COLS, ROWS), BoardShape::Xiangqi, true);
    let board = layout.board().expect("board fits");
    for (file, rank) in [(7, 2), (4, 2)] {
        let r = board.cell_rect(Cell::new(file, rank));
        let (x, y) = (r.x + 1, r.y + 1);
        s.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
    }
    s.wait_for("1. Che3");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn set_up_analyse_step_and_play_from_a_position() {
    let mut s = Session::start(&["setup", "flickering"], &[]);
    s.wait_for("Set up · Flickering Chess");
    // Clear the board; a lone white king cannot be played: Enter is not offered,
    // and `:play` is refused with the reason.
    s.send("X");
    s.wait_for("Clear the board?");
    s.send("y");
    s.send("K");
    s.send(":play\r");
    s.wait_for("Not playable: black has 0 kings");
    // Build 1r5k/8/8/8/8/8/R7/K6r w by keys (the cursor is on e2, holding the king).
    s.send("x");
    for keys in [
        "\x1b[D", "\x1b[D", "\x1b[D", "\x1b[D", "\x1b[B", "K", UP, "R", "\x1b[C",
    ] {
        s.send(keys);
    }
    for _ in 0..6 {
        s.send(UP);
    }
    s.send("r");
    for _ in 0..6 {
        s.send("\x1b[C");
    }
    s.send("k");
    for _ in 0..7 {
        s.send("\x1b[B");
    }
    s.send("r");
    s.wait_for("Playable ✓");
    s.send(":fen\r");
    s.wait_for("FEN: 1r5k/8/8/8/8/8/R7/K6r w - - 0 1");
    // Analyse: an escape by a two-move rescue series, stepped through.
    s.send("v");
    s.wait_for("Rescue series:");
    s.send("\x1b[C");
    s.wait_for("move 1 of 2: Rb2");
    s.send("\x1b[C");
    s.wait_for("move 2 of 2: Ka2");
    s.send("\x1b[D");
    s.wait_for("move 1 of 2: Rb2");
    // Play from here: White to move, in check; the hint gives the rescue.
    s.send("\r");
    s.wait_for("White to move · series 1a");
    s.wait_for("White is in check (king on a1)");
    s.send("t");
    s.wait_for("Hint: Rb2, Ka2");
    s.send(":Rb2, Ka2\r");
    s.wait_for("1a. Rb2, Ka2");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn setup_opens_an_unplayable_fen_and_names_its_problem() {
    let fen = "3k4/3K4/8/8/8/8/8/8 w - - 0 1";
    let mut s = Session::start(&["setup", "flickering", "--fen", fen], &[]);
    s.wait_for("Set up · Flickering Chess");
    s.wait_for("Cannot be played: the side not to move");
    s.send(":fen\r");
    s.wait_for(&format!("FEN: {fen}"));
    // It cannot be started: `:play` gives the same reason.
    s.send(":play\r");
    s.wait_for("Not playable: the side not to move (black) is in check");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

/// A crowded position whose mate search runs into the editor's limits (3 s), so
/// that it is still running when the test stops it: a position of a game of the
/// match harness (`FLICKER_MATCH_SEED=13 cargo bench --bench flicker_match`,
/// random game 86 after 5 series, now proved at the root) with two more black
/// bishops, on d7 and g7, which the search decides in about 6.7 s on an idle
/// machine (1.22 M states, no mate, 2026-12-02). With the g7 bishop alone it is decided
/// in about 1 s since the pictures were strengthened: too close to the keys the
/// test sends first.
const LONG_MATE_SEARCH: &str = "rr6/3bk1b1/4pn2/p1ppnppp/1bp2Q1q/1P1BP2b/P2P1PPP/RNBK3R b - - 1 3";

/// The mate search of a crowded position runs on the worker: the screen answers
/// keys meanwhile (help opens and closes), and Esc stops it at once.
#[test]
fn the_mate_search_runs_while_the_screen_answers_and_esc_stops_it() {
    let mut s = Session::start(&["setup", "flickering", "--fen", LONG_MATE_SEARCH], &[]);
    s.wait_for("Set up · Flickering Chess");
    s.send("m");
    s.wait_for("Searching for a mate in one series");
    s.wait_for("(Esc stops)");
    // Keys are answered while it runs.
    s.send("?");
    s.wait_for("Position editor — other keys close");
    s.send("x");
    s.wait_for("(Esc stops)");
    let asked = std::time::Instant::now();
    s.send("\x1b");
    s.wait_for("Stopped: Searching for a mate");
    let took = asked.elapsed();
    eprintln!("Esc stopped the search in {took:?}");
    assert!(
        took < std::time::Duration::from_millis(500),
        "took {took:?}"
    );
    assert!(
        !s.screen().contains("No mate found within the limits"),
        "the search ran to its limits instead of stopping: {}",
        s.screen()
    );
    // The editor is usable again: analysis and mate search can be asked again.
    s.send("\x1b");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn ctrl_c_during_a_search_quits_at_once_and_restores_the_terminal() {
    let mut s = Session::start(&["setup", "flickering", "--fen", LONG_MATE_SEARCH], &[]);
    s.wait_for("Set up · Flickering Chess");
    s.send("m");
    s.wait_for("(Esc stops)");
    let asked = std::time::Instant::now();
    s.send("\x03");
    assert!(s.exit_status().success());
    let took = asked.elapsed();
    eprintln!("Ctrl-C quit during a search in {took:?}");
    assert!(
        took < std::time::Duration::from_millis(500),
        "took {took:?}"
    );
    s.assert_restored();
}

/// 100 KB typed (or pasted without bracketed paste) into the `:` line in one go is
/// read whole: the series at both ends of it is played.
#[test]
fn a_100_kb_burst_into_the_command_line_is_taken_whole() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    let line = format!(":e4,{}Nf3\r", " ".repeat(100_000));
    s.send(&line);
    s.wait_for("1a. e4, Nf3");
    s.send("\x03");
    assert!(s.exit_status().success());
}

/// The same as a bracketed paste (as terminals send a paste): one event, taken
/// whole; its line break does not submit the line.
#[test]
fn a_100_kb_bracketed_paste_is_taken_whole() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    s.send(":");
    let paste = format!("\x1b[200~e4,{}Nf3\n\x1b[201~", " ".repeat(100_000));
    s.send(&paste);
    s.wait_for("Nf3 █");
    assert!(!s.screen().contains("1a. e4"), "{}", s.screen());
    s.send("\r");
    s.wait_for("1a. e4, Nf3");
    s.send("\x03");
    assert!(s.exit_status().success());
}

/// Whether any cell of the screen has a colour of its own (text or background).
fn coloured(s: &Session) -> bool {
    let screen = s.parser.screen();
    (0..ROWS).any(|r| {
        (0..COLS).any(|c| {
            screen.cell(r, c).is_some_and(|cell| {
                cell.bgcolor() != vt100::Color::Default || cell.fgcolor() != vt100::Color::Default
            })
        })
    })
}

#[test]
fn no_color_starts_monochrome_and_an_explicit_theme_wins() {
    // NO_COLOR: shaded dark squares and no colour; T turns to the default colours.
    let mut s = Session::start(&["play", "flickering"], &[("NO_COLOR", "1")]);
    s.wait_for("White to move");
    assert!(s.screen().contains('░') && !coloured(&s), "{}", s.screen());
    s.send("T");
    s.wait_for("Board colours: default");
    assert!(!s.screen().contains('░') && coloured(&s), "{}", s.screen());
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
    // (arguments, NO_COLOR, the text to wait for) -> (shaded squares, colours).
    let look = |args: &[&str], no_color: &str, ready: &str| {
        let mut s = Session::start(args, &[("NO_COLOR", no_color)]);
        s.wait_for(ready);
        let seen = (s.screen().contains('░'), coloured(&s));
        s.send("\x03");
        assert!(s.exit_status().success());
        seen
    };
    // An empty NO_COLOR is no request; --theme mono is.
    assert_eq!(look(&["play", "xiangqi"], "", "Red to move"), (false, true));
    // Monochrome writes no colour anywhere, board or not.
    let mono = look(
        &["play", "flickering", "--theme", "mono"],
        "",
        "White to move",
    );
    assert_eq!(mono, (true, false));
    // --theme high-contrast overrides NO_COLOR.
    let args = ["setup", "flickering", "--theme", "high-contrast"];
    let hc = look(&args, "1", "Set up · Flickering Chess");
    assert_eq!(hc, (false, true));
}
