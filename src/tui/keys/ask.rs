//! The questions' actions and key table: a yes/no question about a game, and the
//! question asked before leaving a screen whose work would go (back to the menu,
//! quit, or stay).

use super::{act, key, lookup, Binding, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// An answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AskAction {
    Yes,
    No,
    /// Leave for the start menu.
    Menu,
    /// End the program.
    Quit,
    /// Stay where the question was asked.
    Stay,
}

/// What kind of question is asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AskInput {
    YesNo,
    /// Leaving a game or the editor: the menu, quit, or stay.
    Leave,
}

impl AskInput {
    pub const ALL: [AskInput; 2] = [AskInput::YesNo, AskInput::Leave];
}

/// Map a key to an answer.
pub fn ask_action_for_key(mode: AskInput, key: &KeyEvent) -> Option<AskAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

use AskAction as A;
use AskInput as M;

/// The questions' keys, in key-bar order.
pub static KEYS: &[Binding<AskAction, AskInput>] = &[
    key(
        &[(Key::Char('y'), act(A::Yes)), (Key::Char('Y'), act(A::Yes))],
        &[M::YesNo],
        "y",
        "yes",
        "y",
        "yes",
    ),
    key(
        &[
            (Key::Char('n'), act(A::No)),
            (Key::Char('N'), act(A::No)),
            (Key::Esc, act(A::No)),
        ],
        &[M::YesNo],
        "n",
        "no",
        "n Esc",
        "no",
    ),
    key(
        &[(Key::Enter, act(A::Menu)), (Key::Char('m'), act(A::Menu))],
        &[M::Leave],
        "⏎",
        "menu",
        "⏎ m",
        "the start menu",
    ),
    key(
        &[
            (Key::Char('q'), act(A::Quit)),
            (Key::Char('Q'), act(A::Quit)),
        ],
        &[M::Leave],
        "q",
        "quit",
        "q",
        "quit",
    ),
    key(
        &[(Key::Esc, act(A::Stay)), (Key::Char('n'), act(A::Stay))],
        &[M::Leave],
        "Esc",
        "stay",
        "Esc n",
        "stay",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::YesNo, M::Leave],
        "^C",
        "quit now",
        "Ctrl-C",
        "quit at once",
    ),
];
