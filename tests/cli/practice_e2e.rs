//! End-to-end: the rules pages and a lesson through the real binary in a pty.

use crate::common;

use common::pty::{Session, COLS, ROWS};
use duochess::tui::port::{BoardShape, Cell};
use duochess::tui::widgets::layout::ScreenLayout;
use ratatui::layout::Rect;

fn click(s: &mut Session, name: &str) {
    let layout = ScreenLayout::compute(Rect::new(0, 0, COLS, ROWS), BoardShape::Chess, false);
    let board = layout.board().expect("board fits");
    let b = name.as_bytes();
    let r = board.cell_rect(Cell::new(b[0] - b'a', b[1] - b'1'));
    let (x, y) = (r.x + r.width / 2 + 1, r.y + 1);
    s.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
}

#[test]
fn the_rules_pages_and_a_lesson_through_the_binary() {
    let mut s = Session::start(&[], &[]);
    s.wait_for("Rules of the games");
    // The rules: the menu entry, a page on, back.
    s.send("5");
    s.wait_for("page 1 of 10");
    s.send("\x1b[C");
    s.wait_for("The king's first rule");
    s.send("\x1b");
    s.wait_for("Lessons");
    // The first lesson: a wrong series is refused with the reason, then put right.
    s.send("6");
    s.wait_for("The king is never captured");
    s.send("\r");
    s.wait_for("Lesson 1 of");
    click(&mut s, "b2");
    click(&mut s, "c3");
    s.wait_for("This series: Bc3+");
    s.send("e");
    s.wait_for("b1 does not move");
    click(&mut s, "b1");
    click(&mut s, "b2");
    s.wait_for("This series: Bc3+, Rb2");
    s.send("e");
    s.wait_for("Well done");
    // Show me on the next lesson plays a solution.
    s.send("g");
    s.wait_for("Lesson 2 of");
    s.send("s");
    s.wait_for("A solution:");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}
