//! The settings screen's actions and key table.

use super::{act, key, lookup, Binding, Do, Facts, Key};
use ratatui::crossterm::event::KeyEvent;

/// Something the player asked of the settings screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SettingsAction {
    Up,
    Down,
    /// The next (+1) or previous (-1) value of the row.
    Adjust(i8),
    /// Save and go back to the screen behind.
    Back,
    Quit,
}

/// The settings screen has one mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SettingsInput {
    Rows,
}

impl SettingsInput {
    pub const ALL: [SettingsInput; 1] = [SettingsInput::Rows];
}

/// Map a key to a settings action.
pub fn settings_action_for_key(key: &KeyEvent) -> Option<SettingsAction> {
    lookup(KEYS, SettingsInput::Rows, Facts::EVERYTHING, key)
}

use SettingsAction as A;
use SettingsInput as M;

const fn entry(
    keys: &'static [(Key, Do<SettingsAction>)],
    label: &'static str,
    id: &'static str,
) -> Binding<SettingsAction, SettingsInput> {
    key(keys, &[M::Rows], label, label, id)
}

/// The settings screen's keys, in key-line order.
pub static KEYS: &[Binding<SettingsAction, SettingsInput>] = &[
    entry(
        &[
            (Key::Up, act(A::Up)),
            (Key::Char('k'), act(A::Up)),
            (Key::Down, act(A::Down)),
            (Key::Char('j'), act(A::Down)),
            (Key::Tab, act(A::Down)),
        ],
        "↑↓",
        "key-settings-row",
    ),
    entry(
        &[
            (Key::Left, act(A::Adjust(-1))),
            (Key::Char('h'), act(A::Adjust(-1))),
            (Key::Right, act(A::Adjust(1))),
            (Key::Char('l'), act(A::Adjust(1))),
            (Key::Char(' '), act(A::Adjust(1))),
        ],
        "←→",
        "key-settings-change",
    ),
    entry(
        &[(Key::Enter, act(A::Back)), (Key::Esc, act(A::Back))],
        "⏎/Esc",
        "key-settings-save-and-back",
    ),
    entry(&[(Key::Ctrl('c'), act(A::Quit))], "^C", "key-settings-quit"),
];
