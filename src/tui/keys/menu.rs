//! The start screen's actions and key table, and those of its "Load a game" list.

use super::{act, lookup, Binding, Do, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the start screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MenuAction {
    Up,
    Down,
    /// Start the entry chosen.
    Choose,
    /// Choose the entry with this number (0-based, of [`crate::tui::menu::StartItem::ALL`])
    /// and start it.
    Pick(usize),
    /// Play on from the autosave (the Resume entry's number, `0`).
    Resume,
    Quit,
    /// The records list: a page up or down, the first or the last record.
    PageUp,
    PageDown,
    First,
    Last,
    /// The path line: a character typed, one erased, Tab completion.
    Type(char),
    Erase,
    Complete,
    /// Open the record chosen (or the path typed).
    Open,
    /// Review the record chosen (or the path typed).
    Review,
    /// Back to the menu.
    Back,
    /// The menu's keys, in a help over it.
    Help,
}

/// What the start screen is showing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MenuInput {
    Menu,
    /// "Load a game": the records list and the path line.
    Load,
}

impl MenuInput {
    pub const ALL: [MenuInput; 2] = [MenuInput::Menu, MenuInput::Load];
}

/// Map a key to a start-screen action.
pub fn menu_action_for_key(mode: MenuInput, key: &KeyEvent) -> Option<MenuAction> {
    lookup(KEYS, mode, Facts::EVERYTHING, key)
}

use MenuAction as A;
use MenuInput as M;

/// Menu entries have one label and one set of words (its message), for the key line.
const fn key(
    keys: &'static [(Key, Do<MenuAction>)],
    modes: &'static [MenuInput],
    label: &'static str,
    id: &'static str,
) -> Binding<MenuAction, MenuInput> {
    super::key(keys, modes, label, label, id)
}

/// `0` resumes, `1`-`9` pick the entry with that number (the menu ignores a number
/// it has no entry for).
fn pick(c: char) -> Option<MenuAction> {
    match c.to_digit(10)? as usize {
        0 => Some(MenuAction::Resume),
        n => Some(MenuAction::Pick(n - 1)),
    }
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
        "key-menu-choose",
    ),
    key(
        &[
            (Key::Enter, act(A::Choose)),
            (Key::Char(' '), act(A::Choose)),
        ],
        &[M::Menu],
        "⏎",
        "key-menu-start",
    ),
    key(
        &[
            (Key::Char('q'), act(A::Quit)),
            (Key::Esc, act(A::Quit)),
            (Key::Ctrl('c'), act(A::Quit)),
        ],
        &[M::Menu],
        "q",
        "key-menu-quit",
    ),
    key(
        &[(Key::Text, Do::Typed(pick))],
        &[M::Menu],
        "0-9",
        "key-menu-by-number",
    ),
    key(
        &[(Key::Char('?'), act(A::Help))],
        &[M::Menu],
        "?",
        "key-menu-help",
    ),
    // "Load a game".
    key(
        &[(Key::Up, act(A::Up)), (Key::Down, act(A::Down))],
        &[M::Load],
        "↑↓",
        "key-menu-choose",
    ),
    key(
        &[
            (Key::PageUp, act(A::PageUp)),
            (Key::PageDown, act(A::PageDown)),
            (Key::Home, act(A::First)),
            (Key::End, act(A::Last)),
        ],
        &[M::Load],
        "PgUp PgDn",
        "key-menu-page",
    ),
    key(
        &[(Key::Enter, act(A::Open))],
        &[M::Load],
        "⏎",
        "key-menu-open",
    ),
    key(
        &[(Key::Ctrl('r'), act(A::Review))],
        &[M::Load],
        "^R",
        "key-menu-review",
    ),
    key(
        &[(Key::Tab, act(A::Complete))],
        &[M::Load],
        "Tab",
        "key-menu-complete",
    ),
    key(
        &[(Key::Backspace, act(A::Erase))],
        &[M::Load],
        "⌫",
        "key-menu-erase",
    ),
    key(
        &[(Key::Esc, act(A::Back))],
        &[M::Load],
        "Esc",
        "key-menu-back",
    ),
    key(
        &[(Key::Ctrl('c'), act(A::Quit))],
        &[M::Load],
        "^C",
        "key-menu-quit",
    ),
    key(
        &[(Key::Text, Do::Typed(|c| Some(A::Type(c))))],
        &[M::Load],
        "keyname-text",
        "key-menu-path",
    ),
];
