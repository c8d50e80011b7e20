//! End-to-end, the real binary in a pty: redo after undo, browsing into the middle
//! of a series with the position marked in the move list, and the hint from inside a
//! series whose king the player's own move exposed.

use crate::common;

use common::pty::{Session, COLS, ROWS};

const LEFT: &str = "\x1b[D";
const UP: &str = "\x1b[A";

/// The characters drawn in reverse video (the move list's mark).
fn marked(s: &Session) -> String {
    let screen = s.parser.screen();
    let mut out = String::new();
    for row in 0..ROWS {
        for col in 0..COLS {
            if let Some(cell) = screen.cell(row, col) {
                if cell.inverse() {
                    out.push_str(cell.contents());
                }
            }
        }
    }
    out
}

/// 1a. e4, Nf3, Bc4, O-O 1b. e5, Nc6, Bc5, typed.
fn italian(s: &mut Session) {
    s.wait_for("White to move");
    s.send(":e4, Nf3, Bc4, O-O\r");
    s.wait_for("1a. e4, Nf3, Bc4, O-O");
    s.send(":e5, Nc6, Bc5\r");
    s.wait_for("1b. e5, Nc6, Bc5");
}

fn quit(s: &mut Session) {
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn redo_puts_back_what_undo_took_back() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    italian(&mut s);
    s.send(":d3,\r");
    s.wait_for("Series so far: d3");
    s.send("u");
    s.wait_for("Took back the last move");
    s.send("u");
    s.wait_for("Took back Black's whole series");
    assert!(!s.screen().contains("1b."), "{}", s.screen());
    s.send("U");
    s.wait_for("Redid Black's series.");
    s.wait_for("1b. e5, Nc6, Bc5");
    s.send("U");
    s.wait_for("Redid a move; series so far: d3");
    // Nothing more to redo: `U` is no longer offered, and `:redo` says so.
    assert!(!s.screen().contains("U redo"), "{}", s.screen());
    s.send(":redo\r");
    s.wait_for("Nothing to redo");
    quit(&mut s);
}

#[test]
fn browsing_steps_into_the_middle_of_a_series_and_marks_it() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    italian(&mut s);
    // b: the position before the last move; ← twice more: inside Black's series.
    s.send("b");
    s.wait_for("Browsing: series 1b, move 2 of 3:");
    assert_eq!(marked(&s), "1b. e5, Nc6,");
    s.send(LEFT);
    s.wait_for("Browsing: series 1b, move 1 of 3:");
    assert_eq!(marked(&s), "1b. e5,");
    // ↑: the start of Black's series, after White's whole series.
    s.send(UP);
    s.wait_for("Browsing: after 1a. e4, Nf3, Bc4, O-O");
    assert_eq!(marked(&s), "1a. e4, Nf3, Bc4, O-O");
    s.send("\x1b");
    s.wait_for("White to move · series 2a");
    assert_eq!(marked(&s), "");
    quit(&mut s);
}

#[test]
fn the_hint_mid_series_gives_a_rescue_from_where_the_series_stands() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    italian(&mut s);
    s.send(":Nxe5, f4,\r");
    s.wait_for("Series so far: Nxe5, f4");
    s.wait_for("White: your king is attacked by your");
    s.send("t");
    s.wait_for("Hint: ");
    let screen = s.screen();
    assert!(screen.contains("A rescue from here, then e:"), "{screen}");
    assert!(!screen.contains("no rescue needed"), "{screen}");
    assert!(!screen.contains("nodes"), "{screen}");
    let hint = screen
        .lines()
        .find_map(|l| l.trim().strip_prefix("Hint: "))
        .expect("the hint line")
        .trim()
        .to_string();
    // Following it frees the king: the series ends.
    s.send(&format!(":{hint}\r"));
    s.wait_for(&format!("2a. Nxe5, f4, {hint}"));
    s.wait_for("Black to move");
    quit(&mut s);
}

#[test]
fn the_hint_outside_check_shows_a_suggestion_in_both_games() {
    let mut s = Session::start(&["play", "flickering"], &[]);
    s.wait_for("White to move");
    s.send("t");
    s.wait_for("The computer would play:");
    s.wait_for("Hint: ");
    assert!(
        s.screen().contains("White to move · series 1a"),
        "{}",
        s.screen()
    );
    quit(&mut s);
    let mut s = Session::start(&["play", "xiangqi"], &[]);
    s.wait_for("Red to move");
    s.send("t");
    s.wait_for("No hint: no engine is set for this game");
    quit(&mut s);
}
