//! End-to-end: the rules pages, a lesson and one puzzle of each kind through the
//! real binary in a pty, and the practice progress surviving quit and kill -9.

use crate::common;

use common::pty::{Session, COLS, ROWS};
use common::scratch::Scratch;
use duochess::play::port::{BoardShape, Cell};
use duochess::practice::progress::Progress;
use duochess::practice::{generate, JudgeVerdict, PuzzleKind, Request, Solution};
use duochess::tui::practice::BATCH;
use duochess::tui::widgets::layout::ScreenLayout;
use ratatui::layout::Rect;

fn click(s: &mut Session, name: &str, flipped: bool) {
    let b = name.as_bytes();
    click_cell(
        s,
        BoardShape::Chess,
        Cell::new(b[0] - b'a', b[1] - b'1'),
        flipped,
    );
}

/// A click on `cell` of the board drawn `flipped` (a puzzle is seen from the side
/// to move).
fn click_cell(s: &mut Session, shape: BoardShape, cell: Cell, flipped: bool) {
    let layout = ScreenLayout::compute(Rect::new(0, 0, COLS, ROWS), shape, flipped);
    let board = layout.board().expect("board fits");
    let r = board.cell_rect(cell);
    let (x, y) = (r.x + r.width / 2 + 1, r.y + 1);
    s.send(&format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m"));
}

#[test]
fn the_rules_pages_and_a_lesson_through_the_binary() {
    let mut s = Session::start(&[], &[]);
    s.wait_for("Rules of the games");
    // The rules: the menu entry, a page on, back.
    s.send("6");
    s.wait_for("page 1 of 10");
    s.send("\x1b[C");
    s.wait_for("The king's first rule");
    s.send("\x1b");
    s.wait_for("Lessons");
    // The first lesson: a wrong series is refused with the reason, then put right.
    s.send("7");
    s.wait_for("The king is never captured");
    s.send("\r");
    s.wait_for("Lesson 1 of");
    click(&mut s, "b2", false);
    click(&mut s, "c3", false);
    s.wait_for("This series: Bc3+");
    s.send("e");
    s.wait_for("b1 does not move");
    click(&mut s, "b1", false);
    click(&mut s, "b2", false);
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

/// The puzzles the screen makes with this seed (the same request as the screen's).
fn puzzles(kind: PuzzleKind, seed: u64) -> Vec<duochess::practice::Puzzle> {
    generate(&Request {
        kind,
        count: BATCH,
        difficulty: None,
        seed,
    })
    .expect("puzzles")
    .puzzles
}

/// Play a series of coordinates with the mouse (a promotion letter with its key).
fn click_series(s: &mut Session, p: &duochess::practice::Puzzle) {
    let flipped = p.position.turn() == duochess::core::Side::Black;
    for mv in &series_of(p) {
        click(s, &mv[0..2], flipped);
        click(s, &mv[2..4], flipped);
        if let Some(p) = mv.get(4..5) {
            s.send(p);
        }
    }
}

fn judge_key(p: &duochess::practice::Puzzle) -> &'static str {
    match &p.solution {
        Solution::Verdict(JudgeVerdict::Mate, _) => "m",
        Solution::Verdict(JudgeVerdict::Stalemate, _) => "s",
        _ => "x",
    }
}

fn series_of(p: &duochess::practice::Puzzle) -> Vec<String> {
    match &p.solution {
        Solution::Series(s) => s.coords(),
        Solution::Verdict(..) => panic!("not a series puzzle"),
    }
}

/// The binary with its data in `data` and puzzle seed 5, on the practice screen.
fn practice_screen(data: &Scratch) -> Session {
    let dir = data.path().to_string_lossy().to_string();
    let env = [
        ("DUOCHESS_DATA_DIR", dir.as_str()),
        ("DUOCHESS_PRACTICE_SEED", "5"),
    ];
    let mut s = Session::start(&[], &env);
    s.wait_for("Practice puzzles");
    s.send("8");
    s.wait_for("Practice — Flickering Chess and Xiangqi puzzles");
    s
}

#[test]
fn one_puzzle_of_each_kind_and_progress_survives_quit_and_kill() {
    let data = Scratch::new("practice-pty");
    let mut s = practice_screen(&data);
    // Escape (seed 5).
    s.send("\r");
    s.wait_for("Puzzle 1 of 5 · escape");
    click_series(&mut s, &puzzles(PuzzleKind::Escape, 5)[0]);
    s.send("e");
    s.wait_for("Solved:");
    // Mate in one series (the next seed, 6).
    s.send("q");
    s.send("\x1b[C");
    s.send("\r");
    s.wait_for("Puzzle 1 of 5 · mate-in-one");
    click_series(&mut s, &puzzles(PuzzleKind::MateInOne, 6)[0]);
    s.send("e");
    s.wait_for("Solved:");
    // Judge (seed 7), answered with its key.
    s.send("q");
    s.send("\x1b[C");
    s.send("\r");
    s.wait_for("Puzzle 1 of 5 · judge");
    s.send(judge_key(&puzzles(PuzzleKind::Judge, 7)[0]));
    s.wait_for("Right:");
    s.send("q");
    s.send("q");
    s.wait_for("Practice puzzles");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();

    // After quitting: the scores are there.
    let read = || Progress::load(Progress::file_in(data.path())).expect("progress");
    for kind in PuzzleKind::ALL {
        assert_eq!(read().score((kind, None)).solved, 1, "{kind}");
    }
    let mut s = practice_screen(&data);
    s.send("\x1b[D\x1b[D\x1b[D"); // past the two Xiangqi kinds to judge
    s.wait_for("Answer with a key");
    // One more judge answer, then killed at once: the answer was saved already.
    s.send("\r");
    s.wait_for("Puzzle 1 of 5 · judge");
    s.send(judge_key(&puzzles(PuzzleKind::Judge, 5)[0]));
    s.wait_for("Right:");
    s.sigkill();
    assert_eq!(read().score((PuzzleKind::Judge, None)).tried, 2);
    assert_eq!(read().score((PuzzleKind::Judge, None)).streak, 2);
}

#[test]
fn a_xiangqi_mate_in_one_through_the_binary() {
    use duochess::practice::xiangqi_puzzle::{generate_xiangqi, XiangqiKind};
    let data = Scratch::new("practice-pty");
    let mut s = practice_screen(&data);
    s.send("\x1b[C\x1b[C\x1b[C"); // past the Flickering kinds
    s.wait_for("win in one move");
    s.send("\r");
    s.wait_for("Puzzle 1 of 5 · Xiangqi mate-in-one");
    let puzzle = &generate_xiangqi(XiangqiKind::MateInOne, BATCH, 5).expect("puzzles")[0];
    let m = puzzle.line[0];
    let cell =
        |p: duochess::xiangqi::Point| Cell::new((p.index() % 9) as u8, (p.index() / 9) as u8);
    let flipped = puzzle.position.side_to_move() == duochess::core::Side::Black;
    click_cell(&mut s, BoardShape::Xiangqi, cell(m.from), flipped);
    click_cell(&mut s, BoardShape::Xiangqi, cell(m.to), flipped);
    s.wait_for("Solved:");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
    let progress = Progress::load(Progress::file_in(data.path())).expect("progress");
    assert_eq!(progress.score(XiangqiKind::MateInOne).solved, 1);
}
