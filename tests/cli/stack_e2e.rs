//! End-to-end: the way back. The real binary in a pty, its data and settings in a
//! scratch folder: a game left for the menu is offered by Resume and comes back
//! with every finished move or series; the editor goes back to the menu.

use crate::common;

use crate::records_e2e::{autosaved_moves, three_series_and_one_under_way};
use common::pty::Session;
use common::scratch::Scratch;

const ESC: &str = "\x1b";

/// Esc, then the menu answer, from a Flickering game started from the menu: the
/// menu's Resume entry names the game, and resuming it brings back every finished
/// series (the one under way was not finished, so it is not kept).
#[test]
fn esc_leaves_a_flickering_game_for_the_menu_and_resume_brings_it_back() {
    let data = Scratch::new("stack-flickering");
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("Set up a position");
    s.send("1");
    let finished = three_series_and_one_under_way(&mut s);
    s.send(ESC);
    s.wait_for("Leave this game?");
    s.wait_for("the rest is kept for Resume on the menu");
    s.send("\r");
    s.wait_for("0. Resume Flickering Chess");
    s.wait_for("3 series, Black to move");
    assert_eq!(autosaved_moves(&data), finished);
    s.send("0");
    s.wait_for("Resumed");
    let screen = s.screen();
    for series in finished {
        assert!(screen.contains(series), "{series}:\n{screen}");
    }
    assert!(!screen.contains("Nf6"), "{screen}");
    s.wait_for("Black to move");
    // From the menu the program quits.
    s.send("q");
    s.wait_for("Leave this game?");
    s.send("m");
    s.wait_for("0. Resume Flickering Chess");
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

/// The same with q in a Xiangqi game: its moves come back.
#[test]
fn q_leaves_a_xiangqi_game_for_the_menu_and_resume_brings_it_back() {
    let data = Scratch::new("stack-xiangqi");
    let mut s = Session::start_with_data(&[], data.path());
    s.wait_for("Set up a position");
    s.send("2");
    s.wait_for("Red to move");
    s.send(":h3e3\r");
    s.wait_for("1. Che3");
    s.send(":h10g8\r");
    s.wait_for("Hg8");
    s.send("q");
    s.wait_for("It is kept: Resume on the menu plays on");
    s.send("m");
    s.wait_for("0. Resume Xiangqi");
    // The menu is where it was: on Xiangqi; two up is Resume.
    s.send("\x1b[A");
    s.send("\x1b[A");
    s.send("\r");
    s.wait_for("Resumed");
    s.wait_for("1. Che3");
    s.wait_for("Hg8");
    s.wait_for("Red to move");
    assert_eq!(autosaved_moves(&data).len(), 2);
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}

/// The editor opened from the menu: Esc goes back to the menu (nothing changed,
/// nothing asked); changed, it asks first.
#[test]
fn esc_goes_back_from_the_editor_to_the_menu() {
    let mut s = Session::start(&[], &[]);
    s.wait_for("Set up a position");
    s.send("3");
    s.wait_for("Set up · Flickering Chess");
    s.send(ESC);
    menu_again(&mut s);
    s.send("3");
    s.wait_for("Set up · Flickering Chess");
    s.send("x");
    s.send(ESC);
    s.wait_for("Leave the editor? The position set up here is not kept.");
    s.send("\r");
    menu_again(&mut s);
    s.send("q");
    assert!(s.exit_status().success());
    s.assert_restored();
}

/// The start menu is on screen, the editor gone.
fn menu_again(s: &mut Session) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let screen = s.screen();
        if screen.contains("Set up a position") && !screen.contains("Set up · ") {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "not the menu:\n{screen}"
        );
        s.pump(std::time::Duration::from_millis(20));
    }
}
