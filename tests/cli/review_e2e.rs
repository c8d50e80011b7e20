//! End-to-end, the real binary in a pty: a quick Flickering game where the loser
//! missed a mate is played to its end, `v` opens its review (run on the
//! background worker), the arrows step through it, Tab draws the mating series
//! missed on the board; the review is kept beside the finished game's record and
//! `review FILE --screen` opens it from there at once.

use crate::common;

use common::pty::Session;
use common::scratch::Scratch;

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";

/// Black to move misses Be5# (1b. Kc8); White's series allows a mate; Black mates.
const FEN: &str = "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1";

/// The check marks (`+`) on the board, left of the side panel.
fn board_checks(screen: &str) -> usize {
    screen
        .lines()
        .map(|l| l.chars().take(58).filter(|&c| c == '+').count())
        .sum()
}

fn quit(s: &mut Session) {
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

#[test]
fn a_finished_game_opens_its_review_and_the_missed_mate_is_drawn() {
    let data = Scratch::new("review-e2e");
    let mut s = Session::start_with_data(&["play", "flickering", "--fen", FEN], data.path());
    s.wait_for("Black to move");
    s.send(":Kc8\r");
    s.wait_for("White to move");
    s.send(":Kh2, g3\r");
    s.wait_for("Black to move");
    s.send(":Nf3+, Rh7, Be5, Ra2#\r");
    s.wait_for("v review");
    s.send("v");
    s.wait_for("Review · Flickering Chess");
    // It opens on the first finding: 1b, the mate missed, marked and said.
    s.wait_for("missed mate: Be5#");
    let screen = s.screen();
    assert!(screen.contains("1b.  #?"), "{screen}");
    assert!(screen.contains("2a.  #!"), "{screen}");
    assert!(screen.contains("Board: the series played"), "{screen}");
    // Stepping: → the series that allowed the mate, ← back.
    s.send(RIGHT);
    s.wait_for("allowed a mate: Nf3+");
    s.send(LEFT);
    s.wait_for("missed mate: Be5#");
    // Tab: the mating series drawn, the mated king marked (`+` at its corners,
    // the check mark); the series played left no king attacked.
    assert_eq!(board_checks(&s.screen()), 0, "{}", s.screen());
    s.send("\t");
    s.wait_for("Board: the mating series that was");
    assert!(board_checks(&s.screen()) >= 2, "{}", s.screen());
    // Esc: back to the finished game.
    s.send("\x1b");
    s.wait_for("Result: Black wins");
    quit(&mut s);
    // The review was kept beside the finished game's record.
    let records = data.path().join("records");
    let kept: Vec<_> = std::fs::read_dir(&records)
        .expect("the records folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".pgn.review.toml"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let record = kept[0]
        .to_string_lossy()
        .trim_end_matches(".review.toml")
        .to_string();
    // `review FILE --screen` opens it at once from there.
    let mut s = Session::start_with_data(&["review", &record, "--screen"], data.path());
    s.wait_for("Opened the review kept beside the record");
    s.wait_for("missed mate: Be5#");
    quit(&mut s);
}
