//! The lessons screen: a lesson played with the board's keys is judged by the
//! lesson's goal, a wrong series gets the reason and may be retried, "show me"
//! plays a solution, and every key is in the key bar.

use crate::common;

use common::{assert_no_hidden_cells, cell, screen_text};
use duochess::play::new_game;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::keys::lessons::LessonAction;
use duochess::tui::keys::lessons::{LessonInput, KEYS as LESSON_KEYS};
use duochess::tui::keys::{all_key_events, binding_for, Facts};
use duochess::tui::lessons::{LessonScreen, LessonStatus};
use duochess::tui::root::Tui;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;

fn press(s: &mut LessonScreen, c: KeyCode) {
    s.handle_key(&KeyEvent::new(c, KeyModifiers::NONE));
}

/// Move a piece with the board's keys: cursor onto it, pick, cursor to the target, pick.
fn play(s: &mut LessonScreen, from: &str, to: &str) {
    for name in [from, to] {
        s.board.as_mut().expect("board").cursor = cell(name);
        press(s, KeyCode::Enter);
    }
}

fn draw(s: &LessonScreen, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(s, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

#[test]
fn a_lesson_is_judged_by_its_goal_refused_with_the_reason_and_retried() {
    let mut s = LessonScreen::new(Settings::default());
    insta::assert_snapshot!("lessons_list_80x24", draw(&s, 80, 24));
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.lesson().id, "never-captured");
    insta::assert_snapshot!("lesson_never_captured_80x24", draw(&s, 80, 24));
    // Half the task: the bishop uncovers the check, the rook stays.
    play(&mut s, "b2", "c3");
    press(&mut s, KeyCode::Char('e'));
    let LessonStatus::Refused(reason) = &s.status else {
        panic!("not refused: {:?}", s.status)
    };
    assert!(reason.contains("b1 does not move"), "{reason}");
    let text = draw(&s, 120, 40);
    assert!(text.contains("b1 does not move"), "{text}");
    insta::assert_snapshot!("lesson_refused_120x40", text);
    // The series is still open: the rook moves on, and now it passes.
    play(&mut s, "b1", "b2");
    press(&mut s, KeyCode::Char('e'));
    assert_eq!(s.status, LessonStatus::Passed);
    assert!(s.passed[0]);
    let board = s.board.as_ref().expect("board");
    assert_eq!(
        board.game.turn(),
        duochess::core::Side::Black,
        "the series ended"
    );
    insta::assert_snapshot!("lesson_passed_120x40", draw(&s, 120, 40));
    // Next lesson, then back to the list and to the menu.
    press(&mut s, KeyCode::Char('g'));
    assert_eq!(s.selected, 1);
    assert_eq!(s.status, LessonStatus::Trying);
    press(&mut s, KeyCode::Char('q'));
    assert!(s.board.is_none());
}

#[test]
fn show_me_plays_a_solution_that_passes_for_every_lesson() {
    let mut s = LessonScreen::new(Settings::default());
    for game in [GameKind::Flickering, GameKind::Xiangqi] {
        if s.game != game {
            s.act(LessonAction::OtherGame);
        }
        for i in 0..s.count() {
            s.selected = i;
            press(&mut s, KeyCode::Enter);
            press(&mut s, KeyCode::Char('s'));
            assert_eq!(s.status, LessonStatus::Shown, "{}", s.lesson().id);
            let board = s.board.as_ref().expect("board");
            assert_ne!(
                board.game.turn(),
                new_game(
                    match game {
                        GameKind::Flickering => GameKind::Flickering,
                        GameKind::Xiangqi => GameKind::Xiangqi,
                    },
                    Some(s.lesson().fen)
                )
                .expect("lesson")
                .turn(),
                "{}: the solution is played and ended",
                s.lesson().id
            );
            assert!(draw(&s, 80, 24).contains("A solution:"));
            press(&mut s, KeyCode::Char('q'));
        }
    }
}

#[test]
fn a_xiangqi_lesson_judges_the_move_played_and_takes_a_wrong_one_back() {
    let mut s = LessonScreen::new(Settings::default());
    press(&mut s, KeyCode::Tab);
    assert_eq!(s.game, GameKind::Xiangqi);
    insta::assert_snapshot!("lessons_list_xiangqi_120x40", draw(&s, 120, 40));
    press(&mut s, KeyCode::Enter);
    assert_eq!(s.lesson().id, "horse-legs");
    // A general's step gives no check with a horse: refused, and taken back.
    play(&mut s, "e1", "e2");
    let LessonStatus::Refused(reason) = s.status.clone() else {
        panic!("not refused: {:?}", s.status)
    };
    assert!(reason.starts_with("e1e2:"), "{reason}");
    let board = s.board.as_ref().expect("board");
    assert_eq!(board.game.turn(), duochess::core::Side::White, "taken back");
    insta::assert_snapshot!("lesson_xiangqi_refused_80x24", draw(&s, 80, 24));
    // The horse on b7 checks from c9: passed.
    play(&mut s, "b7", "c9");
    assert_eq!(s.status, LessonStatus::Passed);
    assert!(s.passed[0]);
}

#[test]
fn lessons_open_from_the_menu() {
    let size = ratatui::layout::Rect::new(0, 0, 80, 24);
    let mut tui = Tui::start_screen(
        Box::new(|_| new_game(GameKind::Flickering, None)),
        Settings::default(),
    );
    let n = duochess::tui::menu::StartItem::ALL
        .iter()
        .position(|i| *i == duochess::tui::menu::StartItem::Lessons)
        .expect("entry");
    let ev = |c| ratatui::crossterm::event::Event::Key(KeyEvent::new(c, KeyModifiers::NONE));
    tui.handle_event(&ev(KeyCode::Char(char::from(b'1' + n as u8))), size);
    assert!(tui.top::<LessonScreen>().is_some());
    tui.handle_event(&ev(KeyCode::Esc), size);
    assert!(tui.top::<duochess::tui::menu::StartMenu>().is_some());
}

#[test]
fn every_lesson_key_is_in_the_key_bar() {
    let mut s = LessonScreen::new(Settings::default());
    let mut checked = 0;
    for mode in LessonInput::ALL {
        if mode == LessonInput::Board {
            s.open();
        }
        assert_eq!(s.input_mode(), mode);
        // Drawn where the lesson's text is longer than its room, so that the
        // scroll keys act (and show).
        let mut t = Terminal::new(TestBackend::new(52, 14)).unwrap();
        t.draw(|f| f.render_widget(&s, f.area())).unwrap();
        let bar = s.key_bar();
        for ev in all_key_events() {
            let Some((b, action)) = binding_for(LESSON_KEYS, mode, Facts::default(), &ev) else {
                continue;
            };
            assert!(
                bar.contains(&(
                    b.bar_keys(duochess::i18n::Lang::En),
                    b.bar_words(duochess::i18n::Lang::En)
                )),
                "{mode:?}: {ev:?} → {action:?} is not in {bar:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked}");
}
