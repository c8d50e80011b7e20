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

/// The questions' keys, in key-bar order. Each answer is its word's first letter in
/// every language ([`Key::Word`]): `y`/`т` yes, `n`/`н` no; `m`/`м` menu, `q`/`в`
/// quit, `s`/`з` stay (and no, `n`/`н`, stays too).
pub static KEYS: &[Binding<AskAction, AskInput>] = &[
    key(
        &[(Key::Word("answer-yes"), act(A::Yes))],
        &[M::YesNo],
        "",
        "",
        "answer-yes",
    ),
    key(
        &[(Key::Word("answer-no"), act(A::No)), (Key::Esc, act(A::No))],
        &[M::YesNo],
        "",
        "Esc",
        "answer-no",
    ),
    key(
        &[
            (Key::Word("answer-menu"), act(A::Menu)),
            (Key::Enter, act(A::Menu)),
        ],
        &[M::Leave],
        "⏎",
        "⏎",
        "answer-menu",
    ),
    key(
        &[(Key::Word("answer-quit"), act(A::Quit))],
        &[M::Leave],
        "",
        "",
        "answer-quit",
    ),
    key(
        &[
            (Key::Word("answer-stay"), act(A::Stay)),
            (Key::Esc, act(A::Stay)),
            // "No, I do not leave": n, н.
            (Key::Word("answer-no"), act(A::Stay)),
        ],
        &[M::Leave],
        "Esc",
        "Esc n",
        "answer-stay",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::YesNo, M::Leave],
        "^C",
        "Ctrl-C",
        "key-ask-quit-now",
    ),
];
