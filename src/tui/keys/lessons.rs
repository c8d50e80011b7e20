//! The lessons screen's actions and key table. On the board, the keys not in this
//! table are the game screen's (the lesson is played on the game screen's board).

use super::{act, key, lookup, Binding, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the lessons screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// The list: choose a lesson.
    Up,
    Down,
    Open,
    /// The list: the other game's lessons.
    OtherGame,
    /// Back to the start menu (from the list) or to the list (from a lesson).
    Back,
    /// Play the lesson's solution.
    ShowMe,
    /// The lesson's position again.
    Again,
    /// The next lesson.
    Next,
    /// Scroll the lesson's text.
    Scroll(crate::tui::widgets::scroll::ScrollAction),
    /// Ctrl-C: leave at once.
    Quit,
}

/// What the lessons screen is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonInput {
    /// The list of lessons.
    List,
    /// A lesson on the board (keys not listed here go to the board).
    Board,
}

impl LessonInput {
    pub const ALL: [LessonInput; 2] = [LessonInput::List, LessonInput::Board];
}

/// Map a key to a lessons-screen action.
pub fn lesson_action_for_key(mode: LessonInput, key: &KeyEvent) -> Option<LessonAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

pub use super::help::PAGE_LABEL;

use crate::tui::widgets::scroll::ScrollAction as S;
use LessonAction as A;
use LessonInput as M;

/// The lessons screen's keys, in key-bar order.
pub static KEYS: &[Binding<LessonAction, LessonInput>] = &[
    key(
        &[
            (Key::Up, act(A::Up)),
            (Key::Char('k'), act(A::Up)),
            (Key::Down, act(A::Down)),
            (Key::Char('j'), act(A::Down)),
        ],
        &[M::List],
        "↑↓",
        "↑↓ j k",
        "key-lessons-choose",
    ),
    key(
        &[(Key::Enter, act(A::Open)), (Key::Char(' '), act(A::Open))],
        &[M::List],
        "⏎",
        "⏎ Space",
        "key-lessons-start",
    ),
    key(
        &[
            (Key::PageUp, act(A::Scroll(S::PageUp))),
            (Key::PageDown, act(A::Scroll(S::PageDown))),
        ],
        &[M::List, M::Board],
        PAGE_LABEL,
        PAGE_LABEL,
        "key-lessons-scroll",
    ),
    key(
        &[(Key::Tab, act(A::OtherGame))],
        &[M::List],
        "Tab",
        "Tab",
        "key-lessons-other-game",
    ),
    key(
        &[(Key::Char('s'), act(A::ShowMe))],
        &[M::Board],
        "s",
        "s",
        "key-lessons-show-me",
    ),
    key(
        &[(Key::Char('o'), act(A::Again))],
        &[M::Board],
        "o",
        "o",
        "key-lessons-again",
    ),
    key(
        &[(Key::Char('g'), act(A::Next))],
        &[M::Board],
        "g",
        "g",
        "key-lessons-next",
    ),
    key(
        &[(Key::Esc, act(A::Back)), (Key::Char('q'), act(A::Back))],
        &[M::List],
        "Esc",
        "Esc q",
        "key-lessons-menu",
    ),
    key(
        &[(Key::Char('q'), act(A::Back))],
        &[M::Board],
        "q",
        "q",
        "key-lessons-list",
    ),
    key(
        // On the board, Ctrl-C is the board's own (quit at once).
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::List],
        "^C",
        "Ctrl-C",
        "key-lessons-quit-now",
    ),
];
