//! The start screen's actions and key table.

use super::{act, lookup, Binding, Do, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the start screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MenuAction {
    Up,
    Down,
    /// Start the entry chosen.
    Choose,
    /// Choose the entry with this number (0-based) and start it.
    Pick(usize),
    Quit,
    /// The path prompt: a character typed, one erased, leave it, load the path.
    Type(char),
    Erase,
    Back,
    Submit,
    /// The resume question answered.
    Resume(bool),
}

/// What the start screen is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MenuInput {
    Menu,
    /// The path of a record is being typed.
    Prompt,
    /// Resume the autosaved game?
    Resume,
}

impl MenuInput {
    pub const ALL: [MenuInput; 3] = [MenuInput::Menu, MenuInput::Prompt, MenuInput::Resume];
}

/// Map a key to a start-screen action.
pub fn menu_action_for_key(mode: MenuInput, key: &KeyEvent) -> Option<MenuAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

use MenuAction as A;
use MenuInput as M;

/// Menu entries have one set of words, for the key line.
const fn key(
    keys: &'static [(Key, Do<MenuAction>)],
    modes: &'static [MenuInput],
    label: &'static str,
    words: &'static str,
) -> Binding<MenuAction, MenuInput> {
    super::key(keys, modes, label, words, label, words)
}

fn pick(c: char) -> Option<MenuAction> {
    let n = c.to_digit(10)? as usize;
    (1..=crate::tui::menu::StartItem::ALL.len())
        .contains(&n)
        .then(|| MenuAction::Pick(n - 1))
}

/// The start screen's keys, in the order its key line shows them.
pub static KEYS: &[Binding<MenuAction, MenuInput>] = &[
    key(
        &[
            (Key::Up, act(A::Up)),
            (Key::Char('k'), act(A::Up)),
            (Key::Down, act(A::Down)),
            (Key::Char('j'), act(A::Down)),
            (Key::Tab, act(A::Down)),
        ],
        &[M::Menu],
        "↑↓",
        "choose",
    ),
    key(
        &[
            (Key::Enter, act(A::Choose)),
            (Key::Char(' '), act(A::Choose)),
        ],
        &[M::Menu],
        "⏎",
        "start",
    ),
    key(
        &[
            (Key::Char('q'), act(A::Quit)),
            (Key::Esc, act(A::Quit)),
            (Key::Ctrl('c'), act(A::Quit)),
        ],
        &[M::Menu],
        "q",
        "quit",
    ),
    key(
        &[(Key::Text, Do::Typed(pick))],
        &[M::Menu],
        "1-9",
        "by number",
    ),
    key(&[(Key::Enter, act(A::Submit))], &[M::Prompt], "⏎", "load"),
    key(&[(Key::Esc, act(A::Back))], &[M::Prompt], "Esc", "back"),
    key(
        &[(Key::Backspace, act(A::Erase))],
        &[M::Prompt],
        "⌫",
        "erase",
    ),
    key(
        &[(Key::Text, Do::Typed(|c| Some(A::Type(c))))],
        &[M::Prompt],
        "text",
        "the path",
    ),
    key(
        &[
            (Key::Char('y'), act(A::Resume(true))),
            (Key::Char('Y'), act(A::Resume(true))),
            (Key::Enter, act(A::Resume(true))),
        ],
        &[M::Resume],
        "y",
        "resume",
    ),
    key(
        &[
            (Key::Char('n'), act(A::Resume(false))),
            (Key::Char('N'), act(A::Resume(false))),
            (Key::Esc, act(A::Resume(false))),
        ],
        &[M::Resume],
        "n",
        "not now",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Prompt, M::Resume],
        "^C",
        "quit",
    ),
];
