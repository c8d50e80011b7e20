//! The review screen's actions and key table.

use super::{act, key, lookup, Binding, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the review screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// The turn before / after the one shown (as browsing a game steps).
    Previous,
    Next,
    First,
    Last,
    /// The board shows the next line of the turn: played, the mate missed, the
    /// mate allowed, the better choice.
    OtherLine,
    /// Open the position before the turn in the editor, to analyse it.
    Editor,
    Flip,
    /// Review the game again (after a review was stopped).
    Again,
    Help,
    /// Stop the review running (the turns done are kept).
    Stop,
    /// Back to the screen the review was opened from.
    Back,
    /// Ctrl-C: leave at once.
    Quit,
}

/// What the review screen is doing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewInput {
    /// Looking through the turns reviewed.
    Turns,
    /// The review is running.
    Running,
}

impl ReviewInput {
    pub const ALL: [ReviewInput; 2] = [ReviewInput::Turns, ReviewInput::Running];
}

/// Map a key to a review-screen action.
pub fn review_action_for_key(mode: ReviewInput, key: &KeyEvent) -> Option<ReviewAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

use ReviewAction as A;
use ReviewInput as M;

/// The review screen's keys, in key-bar order.
pub static KEYS: &[Binding<ReviewAction, ReviewInput>] = &[
    key(
        &[
            (Key::Left, act(A::Previous)),
            (Key::Up, act(A::Previous)),
            (Key::Char('h'), act(A::Previous)),
            (Key::Char('k'), act(A::Previous)),
            (Key::Right, act(A::Next)),
            (Key::Down, act(A::Next)),
            (Key::Char('l'), act(A::Next)),
            (Key::Char('j'), act(A::Next)),
        ],
        &[M::Turns],
        "←→",
        "←→ ↑↓ hjkl",
        "key-review-step",
    ),
    key(
        &[(Key::Tab, act(A::OtherLine))],
        &[M::Turns],
        "Tab",
        "Tab",
        "key-review-other-line",
    ),
    key(
        &[(Key::Char('e'), act(A::Editor))],
        &[M::Turns],
        "e",
        "e",
        "key-review-editor",
    ),
    key(
        &[(Key::Esc, act(A::Back)), (Key::Char('q'), act(A::Back))],
        &[M::Turns],
        "Esc",
        "Esc q",
        "key-review-back",
    ),
    key(
        &[(Key::Esc, act(A::Stop))],
        &[M::Running],
        "Esc",
        "Esc",
        "key-review-stop",
    ),
    key(
        &[(Key::Home, act(A::First)), (Key::End, act(A::Last))],
        &[M::Turns],
        "Home/End",
        "Home End",
        "key-review-ends",
    ),
    key(
        &[(Key::Char('R'), act(A::Again))],
        &[M::Turns],
        "R",
        "R",
        "key-review-again",
    ),
    key(
        &[(Key::Char('f'), act(A::Flip))],
        &[M::Turns, M::Running],
        "f",
        "f",
        "key-review-flip",
    ),
    key(
        &[(Key::Char('?'), act(A::Help))],
        &[M::Turns],
        "?",
        "?",
        "key-review-help",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Turns, M::Running],
        "^C",
        "Ctrl-C",
        "key-review-quit-now",
    ),
];
